//! The computer-player commands of `patchwork-cli`: `match`, `move`, `analyse`, `verdicts` and
//! `search-speed`.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn cli() -> Command {
    Command::new(env!("CARGO_BIN_EXE_patchwork-cli"))
}

fn run(args: &[&str]) -> Output {
    cli().args(args).output().expect("the CLI runs")
}

fn with_stdin(args: &[&str], text: &str) -> Output {
    let mut child =
        cli().args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().unwrap();
    // The CLI may fail on its options before reading: a closed pipe is fine then.
    let _ = child.stdin.take().unwrap().write_all(text.as_bytes());
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout.clone()).unwrap()
}

/// A random classic record cut after `actions` actions.
fn record(seed: &str, actions: usize) -> String {
    let text = stdout(&run(&["random", "--game", "classic", "--seed", seed]));
    let mut value: Value = serde_json::from_str(&text).unwrap();
    value["actions"].as_array_mut().unwrap().truncate(actions);
    value.to_string()
}

#[test]
fn match_ends_with_the_tally_line() {
    let out = stdout(&run(&["match", "--a", "greedy", "--b", "random", "--games", "6", "--seed", "3"]));
    let line = out.lines().last().unwrap();
    let pattern = line.strip_prefix("match: greedy ").expect(line);
    let (count, rest) = pattern.split_once(" vs random (").expect(line);
    let (wins, games) = count.split_once('/').unwrap();
    let (wins, games): (u32, u32) = (wins.parse().unwrap(), games.parse().unwrap());
    assert_eq!(games, 6);
    let percent = format!("{:.1}%, 95% CI ", 100.0 * f64::from(wins) / 6.0);
    assert!(rest.starts_with(&percent), "{line}");
    assert!(rest.ends_with("%)") && rest.contains('–'), "{line}");
}

#[test]
fn a_match_does_not_depend_on_the_number_of_threads() {
    let args = ["match", "--a", "easy", "--b", "greedy", "--games", "8", "--seed", "5", "--threads"];
    let one = stdout(&run(&[&args[..], &["1"]].concat()));
    let two = stdout(&run(&[&args[..], &["2"]].concat()));
    assert_eq!(one, two);
}

#[test]
fn move_prints_one_legal_record_action_and_the_same_one_twice() {
    let text = record("8", 10);
    for level in ["random", "greedy", "easy", "medium", "hard"] {
        // Without `--ms` the searching levels run their fixed iterations: the same move twice.
        // (With `--ms` they search until the time is up, with no iteration cap.)
        let first = stdout(&with_stdin(&["move", "--level", level, "-"], &text));
        let second = stdout(&with_stdin(&["move", "--level", level, "-"], &text));
        assert_eq!(first, second, "{level}");
        assert_eq!(first.lines().count(), 1);
        let action: Value = serde_json::from_str(&first).unwrap();
        // Appending it gives a record that replays.
        let mut game: Value = serde_json::from_str(&text).unwrap();
        game["actions"].as_array_mut().unwrap().push(action);
        let replay = with_stdin(&["replay", "-"], &game.to_string());
        assert!(replay.status.success(), "{level}: {}", String::from_utf8_lossy(&replay.stderr));
    }
}

#[test]
fn move_with_a_tiny_time_cap_still_answers() {
    let text = record("2", 4);
    let out = stdout(&with_stdin(&["move", "--level", "hard", "--ms", "1", "-"], &text));
    let action: Value = serde_json::from_str(&out).unwrap();
    assert!(action["type"].is_string());
}

#[test]
fn move_fails_like_replay_on_bad_records_and_finished_games() {
    let bad = with_stdin(&["move", "--level", "easy", "-"], "{\"format\": 1}");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    let mut game: Value = serde_json::from_str(&record("4", 0)).unwrap();
    game["actions"] = serde_json::json!([{"type": "leather", "cell": [0, 0]}]);
    let illegal = with_stdin(&["move", "--level", "easy", "-"], &game.to_string());
    assert_eq!(illegal.status.code(), Some(1));
    let replay = with_stdin(&["replay", "-"], &game.to_string());
    assert_eq!(illegal.stderr, replay.stderr, "the same message as replay");
    let finished = record("4", usize::MAX);
    let over = with_stdin(&["move", "--level", "greedy", "-"], &finished);
    assert_eq!(over.status.code(), Some(1));
    assert!(over.stdout.is_empty());
    assert!(String::from_utf8_lossy(&over.stderr).contains("over"));
    let unknown = with_stdin(&["move", "--level", "expert", "-"], &finished);
    assert_eq!(unknown.status.code(), Some(2));
}

#[test]
fn search_speed_reports_iterations_per_second() {
    let out = stdout(&run(&["search-speed", "--level", "medium", "--positions", "1"]));
    let line = out.trim();
    assert!(line.starts_with("search: medium ") && line.ends_with(" iterations/s"), "{line}");
    assert_eq!(run(&["search-speed", "--level", "greedy"]).status.code(), Some(2));
}

#[test]
fn match_plays_express_and_puts_a_side_on_the_clock() {
    let out =
        stdout(&run(&["match", "--a", "medium", "--b", "greedy", "--games", "2", "--game", "express", "--a-ms", "20"]));
    assert!(out.lines().last().unwrap().starts_with("match: medium@20ms "), "{out}");
    let refused = run(&["match", "--a", "hard", "--b", "greedy", "--games", "2", "--game", "chess"]);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn analyse_reviews_every_action_the_same_way_twice() {
    let text = record("5", 12);
    let args = ["analyse", "--iterations", "300", "--seed", "4", "-"];
    let out = stdout(&with_stdin(&args, &text));
    assert_eq!(out, stdout(&with_stdin(&args, &text)), "the same review twice");
    let lines: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 13, "{out}");
    for (i, line) in lines[..12].iter().enumerate() {
        assert_eq!(line["index"], i);
        assert!(matches!(line["player"].as_u64(), Some(1 | 2)));
        for key in ["chance_before", "chance_after", "loss"] {
            let x = line[key].as_f64().unwrap();
            assert!((0.0..=1.0).contains(&x), "{key} {x}");
        }
        assert!(line["margin"].is_number());
        assert!(line["best"]["type"].is_string());
        let verdict = line["verdict"].as_str().unwrap();
        assert!(["best", "good", "mistake", "blunder", "close"].contains(&verdict), "{verdict}");
        assert!(line["points"].is_number());
        let loss = line["loss"].as_f64().unwrap();
        // One story: the loss is never more than the graph's fall, and a fall of 0.10 or more
        // is never best or good.
        let fall = line["chance_before"].as_f64().unwrap() - line["chance_after"].as_f64().unwrap();
        assert!(loss <= fall.max(0.0) + 0.002, "{line}");
        assert_eq!(["best", "good"].contains(&verdict), fall < 0.1 + 0.002, "{line}");
        if verdict == "blunder" {
            assert!(loss >= 0.2);
        }
    }
    let accuracy = lines[12]["accuracy"].as_array().unwrap();
    assert_eq!(accuracy.len(), 2);
    assert!(accuracy.iter().all(|a| (0.0..=1.0).contains(&a.as_f64().unwrap())));
}

#[test]
fn analyse_fails_like_replay_on_bad_records() {
    let bad = with_stdin(&["analyse", "-"], "{\"format\":");
    let replayed = with_stdin(&["replay", "-"], "{\"format\":");
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert_eq!(bad.stderr, replayed.stderr);
    let mut value: Value = serde_json::from_str(&record("5", 2)).unwrap();
    value["actions"].as_array_mut().unwrap().push(serde_json::json!({"type": "leather", "cell": [0, 0]}));
    let illegal = with_stdin(&["analyse", "--iterations", "50", "-"], &value.to_string());
    assert_eq!(illegal.status.code(), Some(1));
    assert!(illegal.stdout.is_empty());
    assert_eq!(illegal.stderr, with_stdin(&["replay", "-"], &value.to_string()).stderr);
    assert_eq!(run(&["analyse", "--iterations", "0", "x.json"]).status.code(), Some(2));
    assert_eq!(run(&["analyse"]).status.code(), Some(2));
}

#[test]
fn verdicts_plays_on_from_each_doubted_move_and_sums_up() {
    let args = ["verdicts", "--game", "express", "--games", "1", "--seeds", "1", "--playouts", "60", "--threads", "2"];
    let output = run(&args);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = stdout(&output);
    let lines: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let (figures, moves) = lines.split_last().unwrap();
    assert!(!moves.is_empty());
    assert_eq!(figures["positions"], moves.len());
    for m in moves {
        // A move the review set another against, both played on: whole-game margins.
        assert_ne!(m["played"], m["better"], "{m}");
        assert!(["good", "mistake", "blunder", "close"].contains(&m["verdict"].as_str().unwrap()), "{m}");
        assert!(m["margins"].as_array().unwrap().iter().all(|x| x.as_f64().unwrap().fract() == 0.0), "{m}");
    }
    let differ =
        moves.iter().filter(|m| (m["margins"][1].as_f64().unwrap() - m["margins"][0].as_f64().unwrap()).abs() >= 3.0);
    assert_eq!(figures["differ"], differ.count());
    // The same run, on one thread, prints the same.
    let mut one = args;
    one[10] = "1";
    let again = stdout(&run(&one));
    let strip = |t: &str| t.lines().map(|l| l.split(",\"seconds\"").next().unwrap().to_owned()).collect::<Vec<_>>();
    assert_eq!(strip(&again), strip(&text));
    let bad = run(&["verdicts", "--games", "0"]);
    assert_eq!(bad.status.code(), Some(2));
}
