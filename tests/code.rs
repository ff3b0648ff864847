//! Game codes (docs/CODE.md): every record round-trips exactly, names included; a damaged, cut,
//! foreign or made-up code is refused with a typed error and never a panic; codes are short
//! (the sizes printed here are the ones docs/CODE.md gives); and `patchwork-cli share` and
//! `replay` with a code keep the command-line contract (docs/CLI.md).

use std::process::{Command, Output};

use patchwork::ai::{self, random, Level};
use patchwork::rules::code::{decode, encode, MAX_NAME_CHARS, PREFIX};
use patchwork::rules::{CodeError, GameState, Player, Record, RecordedAction, ReplayError, Rng, Setup, Variant};
use proptest::prelude::*;
use proptest::test_runner::Config;

/// Seeded games per variant for the round trips.
const GAMES: u64 = 1_500;

/// Games per variant for the size distribution.
const SIZE_GAMES: u64 = 1_000;

/// Characters names are drawn from: ASCII, Polish, French, German, CJK, an emoji, and the
/// characters of markup.
const NAME_CHARACTERS: &[char] =
    &['a', 'Z', 'q', ' ', '7', 'ł', 'Ś', 'ż', 'é', 'ç', 'ß', '中', '文', '😀', '<', '>', '&', '"', '\'', '/'];

const ALPHABET: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

fn no_names() -> [String; 2] {
    [String::new(), String::new()]
}

fn random_name(rng: &mut Rng) -> String {
    let length = match rng.below(4) {
        0 => 0,
        1 => MAX_NAME_CHARS as u32,
        _ => rng.below(MAX_NAME_CHARS as u32 + 1),
    };
    (0..length).map(|_| NAME_CHARACTERS[rng.below(NAME_CHARACTERS.len() as u32) as usize]).collect()
}

/// A way to play a game of a variant from a seed.
type Game = fn(Variant, u64) -> Record;

/// A game of `variant` played by greedy players from `seed`, as a record.
fn greedy_game(variant: Variant, seed: u64) -> Record {
    let mut rng = Rng::seed_from_u64(seed);
    let setup = Setup::random(variant, &mut rng);
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    while let Some(action) = ai::choose(Level::Greedy, &state, rng.next_u64(), None) {
        state.play_quiet(action).unwrap();
        record.push(RecordedAction::from_action(action));
    }
    record
}

#[test]
fn thousands_of_records_round_trip_exactly() {
    let mut rng = Rng::seed_from_u64(16);
    for variant in Variant::ALL {
        for seed in 0..GAMES {
            let mut record = random::random_game(variant, seed);
            // Whole games, and games cut anywhere (a game in progress).
            if seed % 2 == 1 {
                record.truncate(rng.below(record.actions().len() as u32 + 1) as usize);
            }
            let names = [random_name(&mut rng), random_name(&mut rng)];
            let code = encode(&record, &names).unwrap();
            assert!(code.starts_with(PREFIX) && code.bytes().all(|b| ALPHABET.as_bytes().contains(&b)));
            assert_eq!(decode(&code), Ok((record.clone(), names.clone())), "{variant} seed {seed}: {code}");
            // The one code of this game: encoding the decoded game gives it back.
            assert_eq!(encode(&record, &names).as_deref(), Ok(code.as_str()));
        }
    }
}

#[test]
fn a_record_read_from_a_file_round_trips_to_the_same_game() {
    // Squares listed in another order: the same game, written in the engine's order.
    let record = random::random_game(Variant::ClassicRevised, 3);
    let mut reordered = Record::new(record.setup().clone());
    for action in record.actions() {
        reordered.push(match action {
            RecordedAction::Take { patch, cells } => {
                RecordedAction::Take { patch: *patch, cells: cells.iter().rev().copied().collect() }
            }
            other => other.clone(),
        });
    }
    assert_ne!(reordered, record);
    let code = encode(&reordered, &no_names()).unwrap();
    assert_eq!(code, encode(&record, &no_names()).unwrap());
    assert_eq!(decode(&code).unwrap().0, record);
}

#[test]
fn records_that_do_not_replay_and_long_names_are_not_encoded() {
    let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 3));
    record.push(RecordedAction::Advance);
    record.push(RecordedAction::Leather { cell: (0, 0) });
    let error = encode(&record, &no_names()).unwrap_err();
    assert_eq!(error.to_string(), "action 1: there is no leather patch to place");
    assert!(matches!(error, CodeError::Illegal(ReplayError { index: 1, .. })));
    // Played after the end of the game.
    let mut over = random::random_game(Variant::Express, 5);
    over.push(RecordedAction::Advance);
    assert!(matches!(encode(&over, &no_names()), Err(CodeError::Illegal(ReplayError { .. }))));

    let empty = Record::new(Setup::from_seed(Variant::Express, 1));
    let longest = "ż".repeat(MAX_NAME_CHARS);
    assert!(encode(&empty, &[longest.clone(), "😀".repeat(MAX_NAME_CHARS)]).is_ok());
    let long = [String::new(), format!("{longest}a")];
    assert_eq!(encode(&empty, &long), Err(CodeError::NameTooLong { player: Player::Two }));
    assert_eq!(
        CodeError::NameTooLong { player: Player::Two }.to_string(),
        "the name of player 2 is longer than 32 characters"
    );
}

/// A few codes of different kinds: a whole classic game on each board, Express, names with
/// markup and emoji, a game just begun.
fn sample_codes() -> Vec<String> {
    let hostile = ["<svg onload=alert(1)>".to_owned(), "Zoë 😀".to_owned()];
    let longest = ["😀".repeat(MAX_NAME_CHARS), "🧵".repeat(MAX_NAME_CHARS)];
    let mut begun = Record::new(Setup::from_seed(Variant::ClassicRevised, 8));
    begun.push(RecordedAction::Advance);
    vec![
        encode(&random::random_game(Variant::ClassicRevised, 1), &no_names()).unwrap(),
        encode(&greedy_game(Variant::ClassicOriginal, 2), &["Ada".to_owned(), "Bob".to_owned()]).unwrap(),
        encode(&random::random_game(Variant::Express, 3), &hostile).unwrap(),
        encode(&begun, &no_names()).unwrap(),
        encode(&greedy_game(Variant::ClassicRevised, 4), &longest).unwrap(),
    ]
}

#[test]
fn every_single_character_change_is_refused() {
    let mut others: Vec<char> = ALPHABET.chars().collect();
    others.extend([' ', '=', '+', '/', '.', '~', '#', 'é', '\0']);
    for code in sample_codes() {
        let original = decode(&code).unwrap();
        let mut seen = 0;
        for (at, old) in code.char_indices() {
            for &new in others.iter().filter(|&&c| c != old) {
                let mut changed = code.clone();
                changed.replace_range(at..at + old.len_utf8(), new.encode_utf8(&mut [0; 4]));
                // Refused, or another legal game (decode replays every action).
                match decode(&changed) {
                    Err(_) => {}
                    Ok(game) => assert_ne!(game, original, "{changed}"),
                }
                seen += 1;
            }
            // A character lost, or one more.
            let mut lost = code.clone();
            lost.remove(at);
            assert!(decode(&lost).is_err(), "{lost}");
            let mut more = code.clone();
            more.insert(at, if old == 'A' { 'B' } else { 'A' });
            assert!(decode(&more).is_err(), "{more}");
        }
        assert!(seen > 64 * code.len() - code.len());
    }
}

#[test]
fn single_changes_of_the_content_are_damage() {
    for code in sample_codes() {
        for at in PREFIX.len()..code.len() {
            let old = code.as_bytes()[at];
            let new = if old == b'A' { 'B' } else { 'A' };
            let mut changed = code.clone();
            changed.replace_range(at..=at, new.encode_utf8(&mut [0; 4]));
            let error = decode(&changed).unwrap_err();
            // Only the length byte (the first two characters after the prefix) can make it
            // look cut.
            assert!(
                error == CodeError::Damaged || (at < PREFIX.len() + 2 && error == CodeError::Truncated),
                "{at}: {error}"
            );
        }
    }
}

#[test]
fn cut_codes_are_refused_as_truncated() {
    for code in sample_codes() {
        for length in 2..code.len() {
            assert_eq!(decode(&code[..length]), Err(CodeError::Truncated), "{}", &code[..length]);
        }
        assert_eq!(decode(&code[..1]), Err(CodeError::NotACode));
    }
    // Whitespace around a code, as copied from a message, is not part of it.
    let code = &sample_codes()[0];
    assert!(decode(&format!("  {code}\n")).is_ok());
}

#[test]
fn foreign_texts_and_other_versions_are_refused() {
    let code = &sample_codes()[1];
    let newer = format!("pw2{}", &code[PREFIX.len()..]);
    assert_eq!(decode(&newer), Err(CodeError::UnknownVersion { version: '2' }));
    assert_eq!(decode("pwZ"), Err(CodeError::UnknownVersion { version: 'Z' }));
    for foreign in ["", "   ", "hello", "p", "PW1AAAA", "{\"format\": \"patchwork-record/1\"}", "pw1 AAAA", "pw1AA=="] {
        assert_eq!(decode(foreign), Err(CodeError::NotACode), "{foreign:?}");
    }
    assert_eq!(decode("pw"), Err(CodeError::Truncated));
    assert_eq!(decode("pw1"), Err(CodeError::Truncated));
    // Nine bytes that say they are nine, with a checksum of zeros.
    assert_eq!(decode("pw1CQAAAAAAAAAA"), Err(CodeError::Damaged));
    assert_eq!(decode(&"pw1A".repeat(300)), Err(CodeError::NotACode));
    assert_eq!(
        CodeError::UnknownVersion { version: '2' }.to_string(),
        "a game code of version 2, which this version cannot read"
    );
}

fn median_and_max(mut lengths: Vec<usize>) -> (usize, usize) {
    lengths.sort_unstable();
    (lengths[lengths.len() / 2], lengths[lengths.len() - 1])
}

#[test]
fn codes_are_short() {
    let kinds: [(&str, Game); 2] = [("random", random::random_game), ("greedy", greedy_game)];
    for (players, game) in kinds {
        for variant in Variant::ALL {
            // The longest names: 32 characters each, all beyond the Basic Multilingual Plane.
            let long_names = ["😀".repeat(MAX_NAME_CHARS), "🧵".repeat(MAX_NAME_CHARS)];
            let (mut bare, mut named) = (Vec::new(), Vec::new());
            for seed in 0..SIZE_GAMES {
                let record = game(variant, seed);
                bare.push(encode(&record, &no_names()).unwrap().len());
                named.push(encode(&record, &long_names).unwrap().len());
            }
            let ((median, max), (named_median, named_max)) = (median_and_max(bare), median_and_max(named));
            println!(
                "{variant}, {players} players: median {median} characters, max {max}; \
                 with the longest names: median {named_median}, max {named_max}"
            );
            if variant != Variant::Express {
                assert!(named_max <= 300, "{variant}: a classic game of {named_max} characters");
            }
        }
    }
    // Against a fixed ⌈log2(count)⌉ bits per action: the bits of the actions alone.
    let (mut exact, mut fixed) = (0.0, 0);
    for seed in 0..SIZE_GAMES {
        let record = greedy_game(Variant::ClassicRevised, seed);
        let mut state = GameState::new(record.setup());
        for recorded in record.actions() {
            let count = state.legal().len();
            exact += f64::from(count).log2();
            fixed += u32::BITS - (count - 1).leading_zeros();
            state.play_quiet(recorded.resolve(&state).unwrap()).unwrap();
        }
    }
    let games = SIZE_GAMES as f64;
    println!(
        "classic/revised, greedy players, bits of the actions a game: mixed radix {:.1}, fixed bits {:.1}",
        exact / games,
        f64::from(fixed) / games
    );
    assert!(exact < f64::from(fixed));
    // An ASCII name costs 7 bits a character and 7 more: two names of three letters, 7 characters.
    let record = random::random_game(Variant::ClassicRevised, 0);
    let bare = encode(&record, &no_names()).unwrap().len();
    let named = encode(&record, &["Ada".to_owned(), "Bob".to_owned()]).unwrap().len();
    assert!((bare + 7..=bare + 9).contains(&named), "{bare} → {named}");
}

proptest! {
    #![proptest_config(Config { cases: 2_000, failure_persistence: None, ..Config::default() })]

    /// Any text at all is a game code or a typed error, never a panic.
    #[test]
    fn any_text_is_decoded_or_refused(text in "\\PC{0,60}|pw1[A-Za-z0-9_-]{0,300}") {
        let _ = decode(&text);
    }

    /// Any names of at most 32 characters come back as they were.
    #[test]
    fn any_names_round_trip(first in "\\PC{0,32}", second in "\\PC{0,32}", seed in 0u64..100, cut in 0usize..200) {
        let mut record = random::random_game(Variant::ALL[(seed % 3) as usize], seed);
        record.truncate(cut);
        let names = [first, second];
        let code = encode(&record, &names).unwrap();
        prop_assert_eq!(decode(&code), Ok((record, names)));
    }
}

// The command line: `share` prints the code, `replay` reads one.

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_patchwork-cli")).args(args).output().expect("the CLI runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).unwrap()
}

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("patchwork-code-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn share_prints_the_code_and_replay_reads_it() {
    let record = random::random_game(Variant::ClassicOriginal, 11);
    let path = temp_file("share.json", &record.to_json());
    let file = path.to_str().unwrap();

    let shared = cli(&["share", file]);
    assert!(shared.status.success(), "{}", stderr(&shared));
    assert_eq!(stdout(&shared), format!("{}\n", encode(&record, &no_names()).unwrap()));
    let named = cli(&["share", "--p1", "Ada", file, "--p2", "Zoë"]);
    let code = stdout(&named).trim().to_owned();
    assert_eq!(decode(&code), Ok((record.clone(), ["Ada".to_owned(), "Zoë".to_owned()])));

    // Replaying the code prints what replaying the file prints.
    let from_file = cli(&["replay", file]);
    let from_code = cli(&["replay", &code]);
    assert!(from_code.status.success(), "{}", stderr(&from_code));
    assert_eq!(stdout(&from_code), stdout(&from_file));
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn share_and_replay_refuse_with_the_statuses_of_the_contract() {
    // share: a long name is a usage error; an illegal record exits 1, a malformed one 2.
    let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 3));
    let good = temp_file("good.json", &record.to_json());
    let long = "x".repeat(MAX_NAME_CHARS + 1);
    let refused = cli(&["share", "--p2", &long, good.to_str().unwrap()]);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(stderr(&refused), "patchwork-cli: --p2 is longer than 32 characters (see patchwork-cli --help)\n");
    record.push(RecordedAction::Leather { cell: (0, 0) });
    let illegal = temp_file("illegal.json", &record.to_json());
    let refused = cli(&["share", illegal.to_str().unwrap()]);
    assert_eq!(
        (refused.status.code(), stderr(&refused).as_str()),
        (Some(1), "action 0: there is no leather patch to place\n")
    );
    assert!(refused.stdout.is_empty());
    let malformed = temp_file("malformed.json", "{");
    assert_eq!(cli(&["share", malformed.to_str().unwrap()]).status.code(), Some(2));
    for usage in [&["share"][..], &["share", "a", "b"], &["share", "--p1"], &["share", "--p3", "x", "a"]] {
        let output = cli(usage);
        assert_eq!(output.status.code(), Some(2), "{usage:?}");
        assert!(stderr(&output).ends_with("(see patchwork-cli --help)\n"), "{usage:?}: {}", stderr(&output));
    }
    for path in [good, illegal, malformed] {
        std::fs::remove_file(path).unwrap();
    }

    // replay: a damaged or cut code exits 2 with one line, nothing on standard output.
    let code = sample_codes().swap_remove(1);
    let mut damaged = code.clone();
    damaged.replace_range(10..11, if &code[10..11] == "A" { "B" } else { "A" });
    for (bad, line) in [
        (damaged.as_str(), "the game code is damaged: its checksum does not match\n"),
        (&code[..code.len() - 3], "the game code is cut short\n"),
        ("pw7AAAA", "a game code of version 7, which this version cannot read\n"),
    ] {
        let output = cli(&["replay", bad]);
        assert_eq!((output.status.code(), stderr(&output).as_str()), (Some(2), line), "{bad}");
        assert!(output.stdout.is_empty());
    }
    // Neither a file nor a code: the file's error, as before codes.
    let missing = cli(&["replay", "no-such-game.json"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).starts_with("\"no-such-game.json\": cannot read: "), "{}", stderr(&missing));
    // A made-up code whose checksum holds but whose last action comes after the end of the
    // game (made by the unit tests of src/rules/code.rs): exit 1.
    let made_up = cli(&["replay", MADE_UP]);
    assert_eq!(made_up.status.code(), Some(1), "{}", stderr(&made_up));
    assert!(stderr(&made_up).ends_with(": the game is over\n"), "{}", stderr(&made_up));
}

/// A classic game whose circle and names are all digit 0, played with the first legal action
/// each time to the end, with one action more counted than it has.
const MADE_UP: &str = "pw1Fwl5OoFSwlnMle5CYX3gAAAAAHYK0vY";
