//! `patchwork-cli`: replay game records, make random games and measure the engine.
//!
//! ```text
//! patchwork-cli replay FILE                         (FILE "-" reads standard input)
//! patchwork-cli random --game classic|express [--time-board revised|original] --seed N
//! patchwork-cli bench --games N [--seed S]
//! ```
//! See RECORD.md for the output of `replay` and its exit statuses: 2 for a record that is not
//! valid, 1 for an illegal action, nothing on standard output in either case.

use std::io::Read;
use std::process::ExitCode;
use std::time::Instant;

use patchwork::ai::random;
use patchwork::rules::{GameState, Player, Record, Rng, Setup, Variant, VariantNameError};
use serde_json::json;

const USAGE: &str = "usage:
  patchwork-cli replay FILE            replay a patchwork-record/1 file (- for standard input)
  patchwork-cli random --game classic|express [--time-board revised|original] --seed N
  patchwork-cli bench --games N [--seed S]";

/// A failure with its exit status and one line for standard error.
struct Failure {
    status: u8,
    message: String,
}

fn usage(message: impl std::fmt::Display) -> Failure {
    Failure { status: 2, message: format!("{message}\n{USAGE}") }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("replay") => replay(&args[1..]),
        Some("random") => random_record(&args[1..]),
        Some("bench") => bench(&args[1..]),
        Some("-h" | "--help") => {
            println!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(usage(format!("unknown command {other:?}"))),
        None => Err(usage("no command")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{}", failure.message);
            ExitCode::from(failure.status)
        }
    }
}

/// Options given as `--name value` pairs after the command.
fn options<'a>(args: &'a [String], known: &[&str]) -> Result<Vec<(&'a str, &'a str)>, Failure> {
    let mut out = Vec::new();
    let mut iter = args.iter();
    while let Some(name) = iter.next() {
        if !known.contains(&name.as_str()) {
            return Err(usage(format!("unknown option {name:?}")));
        }
        let value = iter.next().ok_or_else(|| usage(format!("{name} needs a value")))?;
        out.push((name.as_str(), value.as_str()));
    }
    Ok(out)
}

fn option<'a>(options: &[(&str, &'a str)], name: &str) -> Option<&'a str> {
    options.iter().rev().find(|(n, _)| *n == name).map(|&(_, v)| v)
}

fn number(options: &[(&str, &str)], name: &str) -> Result<Option<u64>, Failure> {
    option(options, name)
        .map(|v| v.parse().map_err(|_| usage(format!("{name} must be a whole number, not {v:?}"))))
        .transpose()
}

fn replay(args: &[String]) -> Result<(), Failure> {
    let [path] = args else {
        return Err(usage("replay takes one FILE"));
    };
    let mut text = String::new();
    let read = if path == "-" {
        std::io::stdin().read_to_string(&mut text).map(drop)
    } else {
        std::fs::read_to_string(path).map(|t| text = t)
    };
    read.map_err(|e| Failure { status: 2, message: format!("{path}: cannot read: {e}") })?;
    let record = Record::from_json(&text).map_err(|e| Failure { status: 2, message: e.to_string() })?;
    let state = record.replay().map_err(|e| Failure { status: 1, message: e.to_string() })?;
    println!("{}", summary(&state));
    Ok(())
}

/// The replay summary of RECORD.md.
fn summary(state: &GameState) -> serde_json::Value {
    let players: Vec<serde_json::Value> = Player::BOTH
        .iter()
        .map(|&p| {
            let quilt = state.quilt(p);
            json!({
                "buttons": state.buttons(p),
                "income": quilt.income(),
                "empty": quilt.empty_count(),
                "position": state.position(p),
                "bonus": state.bonus_holder() == Some(p),
                "score": state.score(p).total(),
            })
        })
        .collect();
    let outcome = state.outcome();
    json!({
        "finished": outcome.is_some(),
        "players": players,
        "to_move": state.to_move().map(Player::number),
        "winner": outcome.map(|o| o.winner.number()),
    })
}

fn random_record(args: &[String]) -> Result<(), Failure> {
    let opts = options(args, &["--game", "--time-board", "--seed"])?;
    let seed = number(&opts, "--seed")?.ok_or_else(|| usage("random needs --seed N"))?;
    let game = option(&opts, "--game").ok_or_else(|| usage("random needs --game classic|express"))?;
    let variant = Variant::from_names(game, option(&opts, "--time-board")).map_err(|e| match e {
        VariantNameError::UnknownGame(game) => usage(format!("unknown game {game:?}")),
        VariantNameError::UnknownTimeBoard(board) => usage(format!("unknown time board {board:?}")),
        VariantNameError::TimeBoardInExpress => usage("Patchwork Express has no --time-board choice"),
    })?;
    print!("{}", random::random_game(variant, seed).to_json());
    Ok(())
}

fn bench(args: &[String]) -> Result<(), Failure> {
    let opts = options(args, &["--games", "--seed"])?;
    let games = number(&opts, "--games")?.ok_or_else(|| usage("bench needs --games N"))?;
    if games == 0 {
        return Err(usage("--games must be at least 1"));
    }
    let seed = number(&opts, "--seed")?.unwrap_or(0);
    let mut rng = Rng::seed_from_u64(seed);
    let mut actions: u64 = 0;
    let mut score_sum: i64 = 0;
    let start = Instant::now();
    for _ in 0..games {
        // A game includes its shuffled set-up.
        let mut state = GameState::new(&Setup::random(Variant::ClassicRevised, &mut rng));
        actions += u64::from(random::play_out(&mut state, &mut rng));
        score_sum += i64::from(state.score(Player::One).total());
    }
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "bench: {actions} actions, mean {:.1} actions/game, mean score of player 1 {:.1}, {seconds:.3} s",
        actions as f64 / games as f64,
        score_sum as f64 / games as f64
    );
    println!("bench: {games} games, {:.0} games/s, {:.0} actions/s", games as f64 / seconds, actions as f64 / seconds);
    Ok(())
}
