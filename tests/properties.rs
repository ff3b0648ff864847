//! Property tests: thousands of random games of each kind, with the invariants of the rules
//! checked after every action, and the record reader fed any JSON and any bytes.
//!
//! A game is drawn as a seed (the set-up and the candidate actions tried against `check`), the
//! indices of the legal actions played, and whether it is then played to the end at random. A
//! failure shrinks to few indices and, when the end does not matter, to a short game; the case
//! proptest prints replays exactly.

use std::collections::HashSet;

use patchwork::ai::protocol::{FromWorker, ToWorker};
use patchwork::rules::{
    Action, Bitboard, Cell, Event, GameState, IllegalAction, PatchId, Player, Record, RecordedAction, Rng, Setup,
    Variant,
};
use patchwork::ui::state::review::read_saved;
use patchwork::ui::state::saves::{SaveSummary, SavedGame};
use proptest::prelude::*;
use proptest::test_runner::Config;
use serde_json::{Map, Value};

/// Games per variant; the three variants together make several thousand.
const GAMES: u32 = 1_500;

/// The most actions a drawn game is told; a random classic game takes fewer than 200.
const MAX_CHOICES: usize = 300;

/// What the events of a game add up to, kept beside the state to check it against.
#[derive(Default)]
struct Ledger {
    buttons: [i64; 2],
    squares: [u32; 2],
    income: [u32; 2],
}

impl Ledger {
    fn new(state: &GameState) -> Ledger {
        let start = i64::from(state.rules().starting_buttons);
        Ledger { buttons: [start, start], ..Ledger::default() }
    }

    fn apply(&mut self, event: &Event) {
        match *event {
            Event::ButtonsEarned { player, buttons } => self.buttons[player.index()] += i64::from(buttons),
            Event::IncomePaid { player, buttons, .. } => self.buttons[player.index()] += i64::from(buttons),
            Event::PatchTaken { player, patch, squares, cost } => {
                self.buttons[player.index()] -= i64::from(cost);
                self.squares[player.index()] += squares.count();
                self.income[player.index()] += u32::from(patch.patch().income);
                assert_eq!(squares.count() as usize, patch.patch().shape.size());
            }
            Event::LeatherPatchPlaced { player, .. } => self.squares[player.index()] += 1,
            _ => {}
        }
    }
}

/// Actions that may or may not be legal: every offered patch and a few that are not, in random
/// orientations at random anchors (some off the quilt), and leather on random squares.
fn candidates(state: &GameState, rng: &mut Rng) -> Vec<Action> {
    let mut out = vec![Action::Advance, Action::DiscardLeather];
    for &patch in state.circle().iter().take(5) {
        let shape = &patch.patch().shape;
        for _ in 0..6 {
            let oriented = &shape.orientations()[rng.below(shape.orientations().len() as u32) as usize];
            let anchor = Cell::from_bit(rng.below(81));
            // Shifting may push squares past row 8 or wrap columns: both must be refused.
            out.push(Action::TakePatch { patch, squares: Bitboard(oriented.mask.0 << anchor.bit()) });
        }
        // Not a shape of the patch at all.
        out.push(Action::TakePatch { patch, squares: Bitboard(u128::from(rng.next_u64()) & 0x1ff) });
    }
    for _ in 0..4 {
        out.push(Action::PlaceLeather { cell: Cell::from_bit(rng.below(81)) });
    }
    out
}

fn check_invariants(state: &GameState, ledger: &Ledger) {
    let rules = state.rules();
    for player in Player::BOTH {
        let i = player.index();
        let quilt = state.quilt(player);
        assert_eq!(i64::from(state.buttons(player)), ledger.buttons[i], "buttons follow the events");
        assert!(ledger.buttons[i] >= 0, "buttons never negative");
        assert_eq!(quilt.covered().count(), ledger.squares[i], "no two patches overlap");
        assert_eq!(u32::from(quilt.income()), ledger.income[i], "income is the sum of the patches'");
        let by_cell: HashSet<PatchId> = quilt.covered().cells().filter_map(|c| quilt.patch_at(c)).collect();
        let summed: u32 = by_cell.iter().map(|p| u32::from(p.patch().income)).sum();
        assert_eq!(summed, ledger.income[i], "each square knows its patch");
        assert!(!quilt.covered().intersects(!Bitboard::square(rules.quilt_size)), "patches lie on the quilt");
        assert!(state.position(player) <= rules.final_space, "no token passes the final space");
        let score = state.score(player);
        let bonus = if state.bonus_holder() == Some(player) { 7 } else { 0 };
        assert_eq!(score.total(), i32::from(state.buttons(player)) + bonus - 2 * quilt.empty_count() as i32);
    }
    if let Some(player) = state.to_move() {
        if state.pending_leather() == 0 {
            let (me, other) = (state.position(player), state.position(player.opponent()));
            assert!(me < other || (me == other && state.on_top() == player), "the token behind moves");
        }
    }
}

/// Plays the game drawn as `seed`, `choices` (the index of the legal action played at each
/// turn, taken modulo their number) and `finish` (then play on at random to the end), checking
/// every invariant on the way and, at the end, the outcome and the record.
fn play_checked_game(variant: Variant, seed: u64, choices: &[u32], finish: bool) {
    let mut rng = Rng::seed_from_u64(seed);
    let setup = Setup::random(variant, &mut rng);
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    let mut ledger = Ledger::new(&state);
    let mut turns = 0;
    loop {
        let legal_set = state.legal();
        let action = match choices.get(turns) {
            Some(&choice) if !legal_set.is_empty() => legal_set.nth(choice % legal_set.len()),
            Some(_) => None,
            None if finish => legal_set.random(&mut rng),
            None => None,
        };
        let Some(action) = action else { break };
        let legal: HashSet<Action> = state.legal_actions().into_iter().collect();
        assert_eq!(legal.len() as u32, legal_set.len());
        assert!(legal.contains(&action));
        for candidate in legal.iter().copied().chain(candidates(&state, &mut rng)) {
            let verdict = state.check(&candidate);
            assert_eq!(verdict.is_ok(), legal.contains(&candidate), "check agrees for {candidate:?}: {verdict:?}");
            if verdict.is_err() {
                let mut refused = state.clone();
                assert_eq!(refused.play(candidate).err(), verdict.err());
                assert_eq!(refused, state, "a refused action leaves the state unchanged");
            }
        }
        for event in state.play(action).expect("a legal action is accepted") {
            ledger.apply(&event);
        }
        record.push(RecordedAction::from_action(action));
        check_invariants(&state, &ledger);
        turns += 1;
        assert!(turns < 400, "every game ends");
    }
    if finish {
        assert!(state.is_over());
    }
    if state.is_over() {
        let outcome = state.outcome().expect("finished");
        let scores = [outcome.scores[Player::One].total(), outcome.scores[Player::Two].total()];
        match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => assert_eq!(outcome.winner, Player::One),
            std::cmp::Ordering::Less => assert_eq!(outcome.winner, Player::Two),
            std::cmp::Ordering::Equal => assert_eq!(Some(outcome.winner), state.first_finisher()),
        }
        assert_eq!(state.check(&Action::Advance), Err(IllegalAction::GameOver));
    } else {
        assert_eq!(state.outcome(), None);
    }

    // Writing the record and replaying it gives the same state.
    let text = record.to_json();
    let read = Record::from_json(&text).expect("a written record reads back");
    assert_eq!(read, record);
    assert_eq!(read.replay().expect("replays"), state);
    // So does every prefix.
    let cut = rng.below(record.actions().len() as u32 + 1) as usize;
    let mut prefix = record.clone();
    prefix.truncate(cut);
    let mut again = GameState::new(record.setup());
    for recorded in &record.actions()[..cut] {
        again.play(recorded.resolve(&again).unwrap()).unwrap();
    }
    assert_eq!(Record::from_json(&prefix.to_json()).unwrap().replay().unwrap(), again);
}

/// A game: its seed, the legal actions' indices, and whether it is played to the end.
fn game() -> impl Strategy<Value = (u64, Vec<u32>, bool)> {
    (any::<u64>(), prop::collection::vec(any::<u32>(), 0..MAX_CHOICES), any::<bool>())
}

proptest! {
    #![proptest_config(Config::with_cases(GAMES))]

    #[test]
    fn random_classic_games_keep_every_invariant((seed, choices, finish) in game()) {
        play_checked_game(Variant::ClassicRevised, seed, &choices, finish);
    }

    #[test]
    fn random_original_board_games_keep_every_invariant((seed, choices, finish) in game()) {
        play_checked_game(Variant::ClassicOriginal, seed, &choices, finish);
    }

    #[test]
    fn random_express_games_keep_every_invariant((seed, choices, finish) in game()) {
        play_checked_game(Variant::Express, seed, &choices, finish);
    }
}

#[test]
fn a_seed_replays_the_same_game() {
    for variant in Variant::ALL {
        assert_eq!(patchwork::ai::random::random_game(variant, 77), patchwork::ai::random::random_game(variant, 77));
        assert_ne!(patchwork::ai::random::random_game(variant, 77), patchwork::ai::random::random_game(variant, 78));
    }
}

/// Strings a record might hold, and any others.
fn text() -> impl Strategy<Value = String> {
    const WORDS: [&str; 16] = [
        "patchwork-record/1",
        "classic",
        "express",
        "revised",
        "original",
        "advance",
        "take",
        "leather",
        "discard_leather",
        "c01",
        "c02",
        "e01",
        "e16",
        "c99",
        "",
        "\u{2028}",
    ];
    prop_oneof![
        prop::sample::select(&WORDS[..]).prop_map(str::to_owned),
        prop::collection::vec(any::<char>(), 0..6).prop_map(String::from_iter),
    ]
}

/// Any JSON value, with the keys and numbers of records among the others.
fn json() -> impl Strategy<Value = Value> {
    const KEYS: [&str; 10] =
        ["format", "game", "time_board", "circle", "blue_patches", "actions", "type", "patch", "cells", "cell"];
    let key = prop_oneof![prop::sample::select(&KEYS[..]).prop_map(str::to_owned), text()];
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (-3i64..12).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        Just(serde_json::json!(-0.0)),
        text().prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 48, 6, move |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::from),
            prop::collection::vec((key.clone(), inner), 0..6)
                .prop_map(|fields| Value::Object(fields.into_iter().collect::<Map<_, _>>())),
        ]
    })
}

/// Reads `text` every way the game reads JSON from outside; none may panic.
fn read_everything(text: &str) {
    if let Ok(record) = Record::from_json(text) {
        let _ = record.replay();
        assert_eq!(Record::from_json(&record.to_json()), Ok(record), "a record that reads writes back the same");
    }
    let _ = ToWorker::from_json(text);
    let _ = FromWorker::from_json(text);
    let _ = read_saved(text);
    let _ = SaveSummary::of("x", text, Some(text));
    let _ = SavedGame::open("x", &Record::new(Setup::from_seed(Variant::Express, 1)).to_json(), Some(text));
}

proptest! {
    #![proptest_config(Config::with_cases(512))]

    #[test]
    fn any_json_value_reads_as_a_record_or_an_error(value in json()) {
        read_everything(&value.to_string());
        for variant in Variant::ALL {
            let _ = RecordedAction::from_json(&value, 0, variant);
        }
    }

    #[test]
    fn a_record_with_any_value_in_any_place_reads_or_says_why(
        seed in any::<u64>(), cut in any::<prop::sample::Index>(), at in any::<prop::sample::Index>(), value in json(),
    ) {
        let variant = Variant::ALL[(seed % 3) as usize];
        let mut record = patchwork::ai::random::random_game(variant, seed);
        record.truncate(cut.index(record.actions().len() + 1));
        let mut document: Value = serde_json::from_str(&record.to_json()).unwrap();
        // Every place in the document, the document itself first.
        let mut places = vec![Vec::new()];
        let mut i = 0;
        while i < places.len() {
            let path: Vec<Value> = places[i].clone();
            let node = path.iter().fold(&document, |node, step| match step {
                Value::String(key) => &node[key.as_str()],
                step => &node[step.as_u64().unwrap() as usize],
            });
            match node {
                Value::Object(map) => places.extend(map.keys().map(|k| [&path[..], &[Value::from(k.as_str())]].concat())),
                Value::Array(list) => places.extend((0..list.len()).map(|j| [&path[..], &[Value::from(j)]].concat())),
                _ => {}
            }
            i += 1;
        }
        let path = at.get(&places);
        let slot = path.iter().fold(&mut document, |node, step| match step {
            Value::String(key) => &mut node[key.as_str()],
            step => &mut node[step.as_u64().unwrap() as usize],
        });
        *slot = value;
        read_everything(&document.to_string());
    }

    #[test]
    fn any_bytes_read_as_a_record_or_an_error(bytes in prop::collection::vec(any::<u8>(), 0..64), seed in any::<u64>(), at in any::<prop::sample::Index>()) {
        let _ = Record::from_bytes(&bytes);
        read_everything(&String::from_utf8_lossy(&bytes));
        // The same bytes written into a real record, so that the reader gets past its first line.
        let mut record = patchwork::ai::random::random_game(Variant::Express, seed).to_json().into_bytes();
        let start = at.index(record.len());
        let end = (start + bytes.len()).min(record.len());
        record.splice(start..end, bytes);
        if let Ok(record) = Record::from_bytes(&record) {
            let _ = record.replay();
        }
    }
}
