//! `patchwork-cli` as docs/CLI.md and docs/RECORD.md specify it: replay output, exit statuses, error lines, and the
//! `random` and `bench` commands. Record vectors live in `tests/records/cases.txt`.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_patchwork-cli"))
}

fn records() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/records")
}

fn run(args: &[&str]) -> Output {
    cli().args(args).output().expect("the CLI runs")
}

fn replay_stdin(text: &str) -> Output {
    let mut child = cli()
        .args(["replay", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(text.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn json(output: &Output) -> Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn every_record_vector_gets_its_status_and_message() {
    let cases = std::fs::read_to_string(records().join("cases.txt")).unwrap();
    let mut count = 0;
    for line in cases.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let (file, rest) = line.split_once(char::is_whitespace).unwrap();
        let (status, expected) = rest.trim_start().split_once(char::is_whitespace).unwrap();
        let (status, expected): (i32, &str) = (status.parse().unwrap(), expected.trim());
        let output = run(&["replay", records().join(file).to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(status), "{file}: {stderr}");
        if status == 0 {
            assert!(stderr.is_empty(), "{file}: {stderr}");
            json(&output);
        } else {
            assert!(output.stdout.is_empty(), "{file}: nothing on standard output");
            assert_eq!(stderr.lines().count(), 1, "{file}: one line: {stderr}");
            assert!(stderr.contains(expected), "{file}: {stderr:?} should contain {expected:?}");
        }
        count += 1;
    }
    assert!(count >= 30, "the vectors were read");
}

#[test]
fn replay_of_the_always_advance_game_matches_record_md() {
    let expected: Value = serde_json::from_str(
        r#"{"finished": true,
            "players": [
              {"buttons": 58, "income": 0, "empty": 81, "position": 53, "bonus": false, "score": -104},
              {"buttons": 58, "income": 0, "empty": 76, "position": 53, "bonus": false, "score": -94}],
            "to_move": null,
            "winner": 2}"#,
    )
    .unwrap();
    for file in ["all_advance_revised.json", "all_advance_no_time_board.json"] {
        assert_eq!(json(&run(&["replay", records().join(file).to_str().unwrap()])), expected, "{file}");
    }
}

#[test]
fn replay_of_unfinished_games_names_the_player_to_move() {
    let out = json(&run(&["replay", records().join("unfinished.json").to_str().unwrap()]));
    // Player 1 took c02 (cost 1, time 3): now on 3 with 4 buttons; player 2 is behind.
    assert_eq!(out["finished"], false);
    assert_eq!(out["winner"], Value::Null);
    assert_eq!(out["to_move"], 2);
    assert_eq!(out["players"][0]["buttons"], 4);
    assert_eq!(out["players"][0]["position"], 3);
    assert_eq!(out["players"][0]["empty"], 78);
    assert_eq!(out["players"][0]["score"], 4 - 2 * 78);
    // Waiting for the leather patch of space 26: player 2 (the one who won it) is to move,
    // although player 1's token is behind.
    let out = json(&run(&["replay", records().join("unfinished_leather_pending.json").to_str().unwrap()]));
    assert_eq!(out["to_move"], 2);
    assert_eq!(out["players"][0]["position"], 25);
    assert_eq!(out["players"][1]["position"], 26);
}

#[test]
fn replay_reads_standard_input() {
    let text = std::fs::read_to_string(records().join("all_advance_revised.json")).unwrap();
    assert_eq!(json(&replay_stdin(&text))["winner"], 2);
    let bad = replay_stdin("{");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    let missing = run(&["replay", "/nonexistent/record.json"]);
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn random_games_replay_to_a_finished_game() {
    for (game, board) in [("classic", "revised"), ("classic", "original"), ("express", "")] {
        let mut args = vec!["random", "--game", game, "--seed", "11"];
        if !board.is_empty() {
            args.extend(["--time-board", board]);
        }
        let output = run(&args);
        assert!(output.status.success());
        let record: Value = serde_json::from_slice(&output.stdout).unwrap();
        assert_eq!(record["format"], "patchwork-record/1");
        assert_eq!(record["game"], game);
        let again = run(&args);
        assert_eq!(output.stdout, again.stdout, "a seed gives the same game");
        let replayed = json(&replay_stdin(std::str::from_utf8(&output.stdout).unwrap()));
        assert_eq!(replayed["finished"], true, "{game} {board}");
        assert!(replayed["winner"] == 1 || replayed["winner"] == 2);
    }
    assert_eq!(run(&["random", "--game", "go", "--seed", "1"]).status.code(), Some(2));
    assert_eq!(run(&["random", "--game", "express", "--time-board", "original", "--seed", "1"]).status.code(), Some(2));
    assert_eq!(run(&["random", "--game", "classic"]).status.code(), Some(2));
}

#[test]
fn bench_ends_with_its_summary_line() {
    let output = run(&["bench", "--games", "50", "--seed", "2"]);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let last = stdout.lines().last().unwrap();
    let words: Vec<&str> = last.split(' ').collect();
    assert_eq!(words[..3], ["bench:", "50", "games,"], "{last}");
    assert!(words[3].parse::<f64>().unwrap() > 0.0 && words[4] == "games/s," && words[6] == "actions/s", "{last}");
}

/// A valid record padded with spaces after its closing brace to exactly `bytes` bytes.
fn padded_record(bytes: usize) -> String {
    let mut text = std::fs::read_to_string(records().join("unfinished.json")).unwrap();
    assert!(text.len() <= bytes);
    text.extend(std::iter::repeat_n(' ', bytes - text.len()));
    text
}

/// Runs the CLI with `text` on standard input; the CLI may stop reading early.
fn with_stdin(args: &[&str], text: &str) -> Output {
    let mut child =
        cli().args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let text = text.to_owned();
    // A closed pipe is fine: the CLI reads no more than it needs.
    let writer = std::thread::spawn(move || drop(stdin.write_all(text.as_bytes())));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap();
    output
}

fn assert_one_line_error(output: &Output, status: i32, expected: &str) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(status), "{stderr}");
    assert!(output.stdout.is_empty(), "nothing on standard output: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(!stderr.contains(['\u{2028}', '\u{2029}']), "no line or paragraph separator: {stderr}");
    assert!(stderr.contains(expected), "{stderr:?} should contain {expected:?}");
}

#[test]
fn a_record_over_one_mebibyte_is_refused_before_it_is_read() {
    const MIB: usize = 1 << 20;
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let (fits, over) = (dir.join("record-1-mib.json"), dir.join("record-over-1-mib.json"));
    std::fs::write(&fits, padded_record(MIB)).unwrap();
    std::fs::write(&over, padded_record(MIB + 1)).unwrap();
    assert_eq!(json(&run(&["replay", fits.to_str().unwrap()]))["to_move"], 2, "exactly 1 MiB is a record");
    let refused = "the record is larger than 1 MiB";
    assert_one_line_error(&run(&["replay", over.to_str().unwrap()]), 2, refused);
    assert_one_line_error(&run(&["move", "--level", "random", over.to_str().unwrap()]), 2, refused);
    // Standard input is read no further than the limit: 8 MiB of it are refused the same way.
    let huge = padded_record(8 * MIB);
    assert_one_line_error(&with_stdin(&["replay", "-"], &huge), 2, refused);
    assert_one_line_error(&with_stdin(&["move", "--level", "easy", "-"], &huge), 2, refused);
    assert_eq!(json(&with_stdin(&["replay", "-"], &padded_record(MIB)))["to_move"], 2);
}

#[test]
fn a_record_that_is_not_utf8_is_not_json() {
    let mut bytes = std::fs::read(records().join("unfinished.json")).unwrap();
    bytes.splice(0..0, [0xff, 0xfe]);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("record-not-utf8.json");
    std::fs::write(&path, bytes).unwrap();
    assert_one_line_error(&run(&["replay", path.to_str().unwrap()]), 2, "line 1 column 1: not valid JSON");
}

#[test]
fn usage_errors_are_one_line_pointing_to_help() {
    let help = "(see patchwork-cli --help)";
    // The words of the parser's own errors are its own: each line names what is wrong. The
    // checks clap does not make keep their words.
    for (args, names) in [
        (&[][..], "command"),
        (&["fly"][..], "fly"),
        (&["fly\u{2028}"][..], "fly\\u{2028}"),
        (&["random", "--foo", "1"][..], "--foo"),
        (&["random", "--game"][..], "--game"),
        (&["random", "--game", "classic"][..], "--seed"),
        (&["random", "--game", "go\u{2028}", "--seed", "1"][..], "patchwork-cli: unknown game \"go\\u{2028}\" "),
        (&["replay"][..], "FILE"),
        (&["replay", "a.json", "b.json"][..], "b.json"),
        (&["move", "--level", "expert", "-"][..], "expert"),
        (&["bench", "--games", "x"][..], "--games"),
        (&["bench", "--games", "0"][..], "patchwork-cli: --games must be at least 1 "),
        (&["search-speed", "--level", "greedy"][..], "patchwork-cli: greedy does not search "),
    ] {
        let output = run(args);
        assert_one_line_error(&output, 2, names);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.starts_with("patchwork-cli: ") && stderr.trim_end().ends_with(help), "{args:?}: {stderr}");
    }
}

#[test]
fn help_is_printed_for_the_tool_and_for_each_command() {
    let commands = ["replay", "share", "random", "bench", "match", "move", "analyse", "search-speed"];
    for flag in ["--help", "-h"] {
        let output = run(&[flag]);
        assert!(output.status.success() && output.stderr.is_empty(), "{flag}");
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(commands.iter().all(|command| text.contains(command)), "{flag}: {text}");
    }
    for command in commands {
        let output = run(&[command, "--help"]);
        assert!(output.status.success() && output.stderr.is_empty(), "{command}");
        let text = String::from_utf8(output.stdout).unwrap();
        assert!(text.contains(&format!("patchwork-cli {command}")), "{command}: {text}");
    }
}

#[test]
fn replay_with_projection_adds_each_players_projection_and_the_tie_break() {
    let file = records().join("unfinished.json");
    let out = json(&run(&["replay", "--projection", file.to_str().unwrap()]));
    let plain = json(&run(&["replay", file.to_str().unwrap()]));
    let record = patchwork::rules::Record::from_bytes(&std::fs::read(&file).unwrap()).unwrap();
    let game = record.replay().unwrap();
    for (i, player) in patchwork::rules::Player::BOTH.into_iter().enumerate() {
        let p = patchwork::rules::Projection::of(&game, player);
        let side = &out["players"][i];
        assert_eq!(side["projected"], p.score());
        assert_eq!(side["to_income"], serde_json::to_value(p.to_income).unwrap());
        assert_eq!(side["to_leather"], serde_json::to_value(p.to_leather).unwrap());
        assert_eq!(side["bonus_covered"], serde_json::to_value(p.bonus_covered).unwrap());
        // The plain summary is unchanged.
        assert_eq!(side["score"], plain["players"][i]["score"]);
        assert!(plain["players"][i].get("projected").is_none());
    }
    assert_eq!(out["tie_break"], Value::Null);
    assert!(plain.get("tie_break").is_none());
    let ended = json(&run(&["replay", "--projection", records().join("all_advance_revised.json").to_str().unwrap()]));
    assert!(ended["tie_break"] == 1 || ended["tie_break"] == 2);
    assert_eq!(ended["players"][0]["projected"], ended["players"][0]["score"]);
}
