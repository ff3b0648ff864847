//! What the game writes stays what it wrote: records, game codes, saved games and saved reviews
//! compared with the fixtures in `tests/fixtures`, written by the build before serde (see the
//! README there). Saves and reviews already in players' browsers must keep opening, and a record
//! or a code written today must be byte for byte the one written before. The worker's messages
//! changed shape, not content.

use std::path::{Path, PathBuf};

use patchwork::ai::analysis;
use patchwork::ai::protocol::{
    Failure, FromWorker, Reply, Request, SpeedReply, SpeedRequest, ToWorker, WorkerError, READY,
};
use patchwork::ai::review::{ReviewReply, ReviewRequest};
use patchwork::ai::{self, random, Level};
use patchwork::rules::code;
use patchwork::rules::{GameState, Record, RecordedAction, Setup, Variant};
use patchwork::ui::state::review::{read_saved, saved_json, saved_summary, Review};
use patchwork::ui::state::saves::{SavedGame, Seat};
use serde_json::Value;

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn read(path: impl AsRef<Path>) -> String {
    let path = fixtures().join(path);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// FNV-1a, 64 bits: a stable digest of a text (the fixtures keep digests, not whole texts).
fn digest(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3));
    format!("{hash:016x}")
}

fn variant(name: &str) -> Variant {
    match name {
        "classic-revised" => Variant::ClassicRevised,
        "classic-original" => Variant::ClassicOriginal,
        "express" => Variant::Express,
        other => panic!("unknown variant {other}"),
    }
}

/// A game between greedy players, each move seeded from the game's seed and its index.
fn greedy_game(variant: Variant, seed: u64) -> Record {
    let setup = Setup::from_seed(variant, seed);
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    let mut i = 0u64;
    while let Some(action) = ai::choose(Level::Greedy, &state, seed.wrapping_mul(1000).wrapping_add(i), None) {
        record.push(RecordedAction::from_action(action));
        state.play(action).expect("greedy plays legal moves");
        i += 1;
    }
    record
}

fn game(variant: Variant, player: &str, seed: u64) -> Record {
    match player {
        "random" => random::random_game(variant, seed),
        "greedy" => greedy_game(variant, seed),
        other => panic!("unknown player {other}"),
    }
}

/// The names written into the codes with names: ASCII, accents, other planes, the longest a
/// code holds, quotes and separators.
const NAMES: [[&str; 2]; 6] = [
    ["Ada", "Bob"],
    ["Zoë", "Łukasz"],
    ["名前", "😀 x"],
    ["abcdefghijklmnopqrstuvwxyz012345", "\"quoted\" \\ back"],
    ["Player 1", "Player 2"],
    ["a\u{2028}b", "tab\there"],
];

fn names(seed: u64) -> [String; 2] {
    NAMES[(seed % NAMES.len() as u64) as usize].map(str::to_owned)
}

#[test]
fn every_record_of_the_vectors_is_written_as_before() {
    let records = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records");
    let mut written = 0;
    for entry in std::fs::read_dir(&records).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.ends_with(".json") {
            continue;
        }
        let Ok(record) = Record::from_json(&std::fs::read_to_string(&path).unwrap()) else { continue };
        assert_eq!(record.to_json(), read(format!("written/{name}")), "{name}");
        written += 1;
    }
    let kept = std::fs::read_dir(fixtures().join("written")).unwrap().count();
    assert_eq!(written, kept, "the records that read are the ones that read before");
}

#[test]
fn generated_games_are_written_and_coded_as_before() {
    let lines = read("games.txt");
    let mut games = 0;
    for line in lines.lines() {
        let [variant_name, player, seed, record_digest, named_digest, code] = line.split(' ').collect::<Vec<_>>()[..]
        else {
            panic!("a line of six fields: {line}")
        };
        let seed: u64 = seed.parse().unwrap();
        let record = game(variant(variant_name), player, seed);
        let text = record.to_json();
        assert_eq!(digest(&text), record_digest, "the record of {variant_name} {player} {seed}");
        assert_eq!(code::encode(&record, &[String::new(), String::new()]).unwrap(), code, "{line}");
        let named = code::encode(&record, &names(seed)).unwrap();
        assert_eq!(digest(&named), named_digest, "the named code of {variant_name} {player} {seed}");
        if seed < 2 {
            let whole = format!("games/{variant_name}-{player}-{seed}");
            assert_eq!(text, read(format!("{whole}.json")), "{whole}");
            assert_eq!(named + "\n", read(format!("{whole}.code")), "{whole}");
            assert_eq!(Record::from_json(&read(format!("{whole}.json"))), Ok(record), "{whole} reads back");
        }
        games += 1;
    }
    assert_eq!(games, 3 * (1000 + 200));
}

/// The saved games of the fixtures, as they were saved.
fn saved_games() -> Vec<(&'static str, SavedGame)> {
    let saves = [
        ("classic-redo", Variant::ClassicRevised, 7, 20, 15, [Seat::Person, Seat::Computer(Level::Hard)], Some(7)),
        (
            "express-done",
            Variant::Express,
            3,
            usize::MAX,
            usize::MAX,
            [Seat::Computer(Level::Easy), Seat::Friend],
            None,
        ),
        (
            "original-fresh",
            Variant::ClassicOriginal,
            11,
            0,
            0,
            [Seat::Computer(Level::Random), Seat::Computer(Level::Medium)],
            Some(u64::MAX),
        ),
        ("express-redo", Variant::Express, 5, 30, 12, [Seat::Person, Seat::Computer(Level::Greedy)], Some(5)),
    ];
    // Saved as whole milliseconds.
    let updated = [1_700_000_000_000.0, 1_763_760_000_123.0, 0.0, 1_234.0];
    saves
        .into_iter()
        .zip(updated)
        .enumerate()
        .map(|(i, ((name, variant, seed, actions, played, seats, deal), updated))| {
            let mut record = greedy_game(variant, seed);
            record.truncate(actions);
            let played = played.min(record.actions().len());
            let id = format!("18f3a2b4c5d-{i:04x}");
            (
                name,
                SavedGame { id, record, played, names: names(i as u64 + 1), seats, seed: deal, updated, lesson: None },
            )
        })
        .collect()
}

#[test]
fn saved_games_open_as_they_were_saved_and_save_the_same_text() {
    for (name, game) in saved_games() {
        let record = read(format!("saves/{name}.record.json"));
        let meta = read(format!("saves/{name}.meta.json"));
        assert_eq!(game.played_record().to_json(), record, "{name}");
        assert_eq!(game.meta_json() + "\n", meta, "{name}");
        let (opened, state) = SavedGame::open(&game.id, &record, Some(meta.trim_end())).expect("opens");
        assert_eq!(opened, game, "{name}");
        assert_eq!(state, game.played_record().replay().unwrap());
    }
}

#[test]
fn a_whole_review_saved_before_the_summary_opens_complete_and_gets_one() {
    // Saved by the page of 2026-11-26 (random express game 4, reviewed to the end).
    let text = read("saves/review-express-4-analysed.json");
    let text = text.trim_end();
    let saved = read_saved(text).expect("it reads");
    let record = random::random_game(Variant::Express, 4);
    assert_eq!(saved.0, record);
    let review = Review::of(&record, Some(&saved)).expect("it opens");
    assert_eq!(review.next_to_see(), None, "nothing to look at again");
    // Made at 4,000 playouts a position before the review went deeper: it keeps its depth.
    assert_eq!((saved.2, review.iterations), (4000, 4000));
    assert_eq!(Review::of(&record, None).map(|r| r.iterations), Some(patchwork::ai::analysis::ITERATIONS));
    let summary = review.summary().expect("every move is judged");
    let moves: usize = summary.iter().map(|s| s.moves as usize).sum();
    assert_eq!(moves, review.end());
    assert_eq!(saved_summary(&saved), Some(summary), "the result screen's summary");
    // Saved again: the same text.
    assert_eq!(saved_json(&saved.0, &saved.1, saved.2), text);
}

#[test]
fn saved_reviews_read_as_they_were_saved_and_save_the_same_text() {
    for (name, variant, seed, cut) in
        [("express-4", Variant::Express, 4, usize::MAX), ("classic-9", Variant::ClassicRevised, 9, 14)]
    {
        let text = read(format!("saves/review-{name}.json"));
        let (record, seen, iterations) = read_saved(text.trim_end()).unwrap_or_else(|| panic!("review {name} reads"));
        let mut expected = random::random_game(variant, seed);
        expected.truncate(cut);
        assert_eq!(record, expected, "{name}");
        assert_eq!(saved_json(&record, &seen, iterations) + "\n", text, "{name}");
        // What was seen, to the places kept (and a float's error); the last position was left
        // unseen. These saves come from a version that took a position's value from its best
        // move's playouts (today all its playouts count, and the other move is searched too):
        // the same search gives those figures again.
        let (states, actions) = analysis::positions(&record).unwrap();
        assert_eq!(seen.len(), states.len());
        assert_eq!(seen.last(), Some(&None));
        for (i, (state, read)) in states.iter().zip(&seen).enumerate().take(states.len() - 1) {
            let fresh = analysis::evaluate_position(state, i, 200, 1);
            match (read, fresh) {
                (Some(read), Some(fresh)) => {
                    let top = fresh.top();
                    assert!((read.chance - top.chance).abs() <= 5.1e-5, "{name} {i}");
                    assert!((read.margin - top.margin).abs() <= 5.1e-3, "{name} {i}");
                    assert_eq!(read.best, RecordedAction::from_action(fresh.best), "{name} {i}");
                    let played = actions.get(i).and_then(|a| fresh.of(a)).filter(|c| c.visits >= analysis::SURE_VISITS);
                    assert_eq!(read.played.is_some(), played.is_some(), "{name} {i}");
                    assert_eq!(read.other, None, "{name} {i}: saved before the other move was searched");
                }
                (read, fresh) => assert_eq!(read.is_none(), fresh.is_none(), "{name} {i}"),
            }
        }
    }
}

/// The record every worker message of the fixtures carries.
fn worker_record() -> Record {
    let mut record = random::random_game(Variant::ClassicRevised, 5);
    record.truncate(9);
    record
}

/// The same message on the earlier wire and on this one: this one is tagged (`{"move": …}`)
/// with the id inside, where the earlier one told messages apart by their keys.
fn same_fields(earlier: &str, now: String) {
    let earlier: Value = serde_json::from_str(earlier).unwrap();
    let now: Value = serde_json::from_str(&now).unwrap();
    let Value::Object(tagged) = &now else { panic!("{now} is tagged") };
    let (tag, fields) = tagged.iter().next().expect("one tag");
    let expected = match earlier.get(tag.as_str()) {
        // `{"id": 8, "speed": {…}}`: the id has moved inside.
        Some(Value::Object(inner)) => {
            let mut inner = inner.clone();
            inner.insert("id".to_owned(), earlier["id"].clone());
            Value::Object(inner)
        }
        _ => earlier,
    };
    assert_eq!(fields, &expected, "{tag}");
}

/// The page and its worker ship together, so the wire may change: it became one tagged enum
/// each way, and a failure a typed error. What each message says is what it said.
#[test]
fn the_worker_s_messages_say_what_they_said() {
    let record = worker_record();
    let text = record.to_json();
    let take = RecordedAction::from_action(ai::choose(Level::Greedy, &record.replay().unwrap(), 1, None).unwrap());
    let position = {
        let mut cut = record.clone();
        cut.truncate(4);
        cut.replay().unwrap()
    };
    let seen = analysis::see(&position, 4, None, 200, 1).map(|s| s.recorded());
    let fixture = read("worker.txt");
    let earlier: std::collections::HashMap<&str, &str> =
        fixture.lines().map(|line| line.split_once('\t').expect("kind, tab, text")).collect();
    assert_eq!(earlier.len(), 12);
    assert_eq!(earlier["ready"], r#"{"ready":true}"#);
    assert_eq!(FromWorker::from_json(READY).ok(), Some(FromWorker::Ready));
    let request = |id, level, budget_ms, seed| Request { id, level, budget_ms, seed, record: text.clone() };
    let to = [
        ("move-request", ToWorker::Move(request(7, Level::Hard, Some(2000), 42))),
        ("move-request-untimed", ToWorker::Move(request(8, Level::Easy, None, 0))),
        (
            "speed-request",
            ToWorker::Speed(SpeedRequest {
                id: 10,
                level: Level::Hard,
                positions: 12,
                iterations: Some(16000),
                seed: 0,
            }),
        ),
        (
            "review-request",
            ToWorker::Review(ReviewRequest { id: 11, record: text.clone(), index: 4, iterations: 4000, seed: 0 }),
        ),
    ];
    for (kind, message) in to {
        same_fields(earlier[kind], message.to_json());
    }
    let from = [
        ("move-reply", FromWorker::Move(Reply { id: 7, action: take, iterations: 81234, elapsed_ms: 2000.4 })),
        (
            "move-reply-advance",
            FromWorker::Move(Reply { id: 8, action: RecordedAction::Advance, iterations: 0, elapsed_ms: 1.25 }),
        ),
        (
            "speed-reply",
            FromWorker::Speed(SpeedReply {
                id: 10,
                level: Level::Hard,
                positions: 12,
                iterations: 192_000,
                elapsed_ms: 3800.0,
            }),
        ),
        ("review-reply", FromWorker::Review(ReviewReply { id: 11, index: 4, seen })),
        ("review-reply-over", FromWorker::Review(ReviewReply { id: 12, index: 60, seen: None })),
    ];
    for (kind, message) in from {
        same_fields(earlier[kind], message.to_json());
    }
    // A failure: its id, and the same words from a typed error.
    for (kind, id, error) in
        [("move-reply-error", 9, WorkerError::GameOver), ("review-reply-error", 13, WorkerError::NoPosition(99))]
    {
        let earlier: Value = serde_json::from_str(earlier[kind]).unwrap();
        let message = earlier.get("review").unwrap_or(&earlier);
        assert_eq!(
            (earlier["id"].as_u64(), message["error"].as_str()),
            (Some(id.into()), Some(error.to_string().as_str()))
        );
        let failed = FromWorker::Failed(Failure { id, error });
        assert_eq!(FromWorker::from_json(&failed.to_json()).ok(), Some(failed));
    }
}
