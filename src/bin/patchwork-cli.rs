//! `patchwork-cli`: replay game records and game codes (docs/CODE.md), share a record as a code,
//! make random games, measure the engine and pit the computer players against each other.
//!
//! `patchwork-cli --help` and `patchwork-cli COMMAND --help` print the usage, made by clap from
//! `args::Command`. See docs/CLI.md for the output of `replay` and its exit statuses: 2 for a
//! record that is not valid (or larger than 1 MiB), 1 for an illegal action, nothing on standard
//! output in either case. A usage error is one line on standard error, pointing to `--help`, and
//! exit status 2. `move` reads a record the same way and prints the chosen action as one record
//! action.
//!
//! The argument parser is native only, so that the page never links it: built for wasm32 (as
//! `make clippy-wasm` does, to check the commands there too), the tool only says so.
// On wasm32 nothing calls the commands.
#![cfg_attr(target_arch = "wasm32", allow(dead_code))]

use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use patchwork::ai::{self, analysis, random, speed, think, Budget, Level};
use patchwork::rules::code::{self, MAX_NAME_CHARS};
use patchwork::rules::{
    tie_break, Action, CodeError, GameState, Player, Projection, Record, RecordedAction, Rng, Setup, Variant,
    VariantNameError, MAX_RECORD_BYTES,
};
use serde::Serialize;

// Beside this file rather than in src/bin/, where Cargo would take it for a binary of its own.
#[cfg(not(target_arch = "wasm32"))]
#[path = "patchwork-cli/args.rs"]
mod args;
#[path = "patchwork-cli/verdicts.rs"]
mod verdicts;

/// A failure with its exit status and one line for standard error.
struct Failure {
    status: u8,
    message: String,
}

/// A usage error: one line naming what is wrong and where the usage is.
fn usage(message: impl std::fmt::Display) -> Failure {
    Failure { status: 2, message: format!("patchwork-cli: {message} (see patchwork-cli --help)") }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use std::process::ExitCode;

    use args::Command;
    let command = match <args::Cli as clap::Parser>::try_parse() {
        Ok(cli) => Ok(cli.command),
        // `--help`: the usage on standard output, and success.
        Err(help) if !help.use_stderr() => {
            let _ = help.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => Err(usage(args::one_line(&error))),
    };
    let result = command.and_then(|command| match command {
        Command::Replay { file, projection } => replay(&file, projection),
        Command::Share { p1, p2, file } => share(&file, [p1, p2]),
        Command::Random { game, time_board, seed } => random_record(&game, time_board.as_deref(), seed),
        Command::Bench { games, seed } => bench(games, seed),
        Command::Match { a, b, games, seed, threads, a_ms, b_ms, game } => {
            let (a, b) = (Side { level: a, ms: a_ms }, Side { level: b, ms: b_ms });
            play_match(a, b, &game, games, seed, threads)
        }
        Command::Move { level, ms, seed, file } => choose_move(level, ms, seed, &file),
        Command::Analyse { iterations, seed, file } => analyse(iterations, seed, &file),
        Command::SearchSpeed { level, seed, positions } => search_speed(level, seed, positions),
        Command::Verdicts { game, games, seeds, playouts, threads } => {
            let variant = match game.as_str() {
                "classic" => Variant::ClassicRevised,
                "express" => Variant::Express,
                other => return Err(usage(format!("unknown game {other:?}"))),
            };
            if games == 0 || seeds == 0 {
                return Err(usage("--games and --seeds must be at least 1"));
            }
            verdicts::run(variant, games, seeds, playouts, threads.clamp(1, 64) as usize);
            Ok(())
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{}", failure.message);
            ExitCode::from(failure.status)
        }
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    eprintln!("patchwork-cli is a command-line tool: build it for this machine (cargo run --bin patchwork-cli).");
}

fn replay(path: &str, projection: bool) -> Result<(), Failure> {
    let state = match code_argument(path) {
        Some(decoded) => decoded?,
        None => replayed(path)?,
    };
    println!("{}", summary(&state, projection));
    Ok(())
}

/// The position at the end of the record in `path` (`-`: standard input), with the exit
/// statuses of `replay`. At most one byte more than a record may hold is read, so that a huge
/// input is refused without being read whole.
fn replayed(path: &str) -> Result<GameState, Failure> {
    let limit = MAX_RECORD_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| Failure { status: 2, message: format!("{path:?}: cannot read: {e}") })?;
    let record = Record::from_bytes(&bytes).map_err(|e| Failure { status: 2, message: e.to_string() })?;
    record.replay().map_err(|e| Failure { status: 1, message: e.to_string() })
}

/// `replay`'s argument read as a game code, with the position at its end: `None` when it is a
/// record file instead — `-`, an existing path, or text that is not a code at all (which then
/// fails as a file that cannot be read). Statuses as for records: 2 for a code that does not
/// read, 1 for an illegal action.
fn code_argument(argument: &str) -> Option<Result<GameState, Failure>> {
    if argument == "-" || std::path::Path::new(argument).exists() {
        return None;
    }
    match code::decode(argument) {
        Err(CodeError::NotACode) => None,
        Err(CodeError::Illegal(error)) => Some(Err(Failure { status: 1, message: error.to_string() })),
        Err(error) => Some(Err(Failure { status: 2, message: error.to_string() })),
        // Decoding replayed every action already.
        Ok((record, _names)) => Some(record.replay().map_err(|e| Failure { status: 1, message: e.to_string() })),
    }
}

/// Prints the game code of a record file with the players' names (`--p1`, `--p2`; empty when
/// not given).
fn share(path: &str, names: [String; 2]) -> Result<(), Failure> {
    for (option, name) in ["--p1", "--p2"].into_iter().zip(&names) {
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(usage(format!("{option} is longer than {MAX_NAME_CHARS} characters")));
        }
    }
    let record = record_file(path)?;
    let code = code::encode(&record, &names).map_err(|e| match e {
        CodeError::Illegal(error) => Failure { status: 1, message: error.to_string() },
        other => Failure { status: 2, message: other.to_string() },
    })?;
    println!("{code}");
    Ok(())
}

/// The record in `path` (`-`: standard input), read as `replay` reads it (status 2 when it
/// cannot be read), not replayed.
fn record_file(path: &str) -> Result<Record, Failure> {
    let limit = MAX_RECORD_BYTES as u64 + 1;
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin().lock().take(limit).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|file| file.take(limit).read_to_end(&mut bytes))
    };
    read.map_err(|e| Failure { status: 2, message: format!("{path:?}: cannot read: {e}") })?;
    Record::from_bytes(&bytes).map_err(|e| Failure { status: 2, message: e.to_string() })
}

/// The replay summary of docs/CLI.md.
#[derive(Serialize)]
struct Summary {
    finished: bool,
    players: Vec<PlayerSummary>,
    to_move: Option<u8>,
    winner: Option<u8>,
    /// With `--projection`: who wins a tie (the first to reach the last space), once known.
    #[serde(skip_serializing_if = "Option::is_none")]
    tie_break: Option<Option<u8>>,
}

/// One player's part of a [`Summary`].
#[derive(Serialize)]
struct PlayerSummary {
    buttons: u16,
    income: u8,
    empty: u32,
    position: u8,
    bonus: bool,
    score: i32,
    /// With `--projection`: `projection::Projection`'s figures.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    projection: Option<ProjectionSummary>,
}

/// One player's projection, with `replay --projection`.
#[derive(Serialize)]
struct ProjectionSummary {
    projected: i32,
    to_income: Option<u8>,
    to_leather: Option<u8>,
    bonus_covered: Option<u8>,
}

fn summary(state: &GameState, projection: bool) -> String {
    let players = Player::BOTH
        .iter()
        .map(|&p| {
            let quilt = state.quilt(p);
            PlayerSummary {
                buttons: state.buttons(p),
                income: quilt.income(),
                empty: quilt.empty_count(),
                position: state.position(p),
                bonus: state.bonus_holder() == Some(p),
                score: state.score(p).total(),
                projection: projection.then(|| {
                    let projected = Projection::of(state, p);
                    ProjectionSummary {
                        projected: projected.score(),
                        to_income: projected.to_income,
                        to_leather: projected.to_leather,
                        bonus_covered: projected.bonus_covered,
                    }
                }),
            }
        })
        .collect();
    let outcome = state.outcome();
    json(&Summary {
        finished: outcome.is_some(),
        players,
        to_move: state.to_move().map(Player::number),
        winner: outcome.map(|o| o.winner.number()),
        tie_break: projection.then(|| tie_break(state).map(Player::number)),
    })
}

/// `value` as one line of compact JSON.
fn json(value: &impl Serialize) -> String {
    serde_json::to_string(value).expect("the tool's output holds only strings, numbers and lists")
}

fn random_record(game: &str, time_board: Option<&str>, seed: u64) -> Result<(), Failure> {
    let variant = Variant::from_names(game, time_board).map_err(|e| match e {
        VariantNameError::UnknownGame(game) => usage(format!("unknown game {game:?}")),
        VariantNameError::UnknownTimeBoard(board) => usage(format!("unknown time board {board:?}")),
        VariantNameError::TimeBoardInExpress => usage("Patchwork Express has no --time-board choice"),
    })?;
    print!("{}", random::random_game(variant, seed).to_json());
    Ok(())
}

fn bench(games: u64, seed: u64) -> Result<(), Failure> {
    if games == 0 {
        return Err(usage("--games must be at least 1"));
    }
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

/// Runs `search` with `level`'s budget: its fixed iterations, or with `ms` until that many
/// milliseconds have passed, with no iteration cap.
fn with_budget<R>(level: Level, ms: Option<u64>, search: impl FnOnce(Budget<'_>) -> R) -> R {
    let deadline = ms.map(|ms| Instant::now() + Duration::from_millis(ms));
    let mut up = || deadline.is_some_and(|d| Instant::now() >= d);
    let time_up: Option<&mut dyn FnMut() -> bool> = if deadline.is_some() { Some(&mut up) } else { None };
    let iterations = if deadline.is_some() { u32::MAX } else { level.iterations() };
    search(Budget { iterations, time_up })
}

/// A side of a match: its level, and its time a move when it searches by the clock (then with
/// no iteration cap).
#[derive(Clone, Copy)]
struct Side {
    level: Level,
    ms: Option<u64>,
}

impl Side {
    /// The side's action in `state`.
    fn choose(self, state: &GameState, seed: u64) -> Action {
        with_budget(self.level, self.ms, |budget| ai::choose_with(self.level, state, seed, budget))
            .expect("a player to move has an action")
    }

    /// `hard`, or `hard@2000ms` for a side on the clock.
    fn name(self) -> String {
        match self.ms {
            Some(ms) => format!("{}@{ms}ms", self.level.name()),
            None => self.level.name().to_owned(),
        }
    }
}

/// One game of `variant` between `a` and `b`, `a` playing first when `a_first`; returns the
/// final state.
fn match_game(variant: Variant, a: Side, b: Side, a_first: bool, seed: u64) -> GameState {
    let mut rng = Rng::seed_from_u64(seed);
    let mut state = GameState::new(&Setup::random(variant, &mut rng));
    while let Some(player) = state.to_move() {
        let side = if (player == Player::One) == a_first { a } else { b };
        let action = side.choose(&state, rng.next_u64());
        state.play_quiet(action).expect("the computer players play legal actions");
    }
    state
}

/// The Wilson score interval of `wins` out of `games` at 95 %.
fn wilson(wins: u64, games: u64) -> (f64, f64) {
    let (n, z) = (games as f64, 1.96f64);
    let p = wins as f64 / n;
    let denominator = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denominator;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denominator;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays `games` games of `game` (classic on the revised board, or express) of `a` against
/// `b`, seats swapped every game, on `threads` threads (1 to 64). Each game has its own seed,
/// so without clocks the result does not depend on the number of threads. One line per game on
/// standard error, the tally on standard output.
fn play_match(a: Side, b: Side, game: &str, games: u64, seed: u64, threads: u64) -> Result<(), Failure> {
    let variant = match game {
        "classic" => Variant::ClassicRevised,
        "express" => Variant::Express,
        other => return Err(usage(format!("unknown game {other:?}"))),
    };
    if games == 0 {
        return Err(usage("--games must be at least 1"));
    }
    let threads = threads.clamp(1, 64) as usize;
    let next = AtomicUsize::new(0);
    let results: Mutex<(u64, u64, i64)> = Mutex::new((0, 0, 0));
    let start = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed) as u64;
                if index >= games {
                    break;
                }
                let a_first = index % 2 == 0;
                let state = match_game(variant, a, b, a_first, Rng::derive(seed, index));
                let seat = if a_first { Player::One } else { Player::Two };
                let outcome = state.outcome().expect("the game was played to the end");
                let (mine, theirs) = (state.score(seat).total(), state.score(seat.opponent()).total());
                let won = outcome.winner == seat;
                let mut tally = results.lock().expect("no thread panics while holding the tally");
                tally.0 += 1;
                tally.1 += u64::from(won);
                tally.2 += i64::from(mine - theirs);
                eprintln!(
                    "game {} ({}/{games} done, {:.0} s): {} as player {} {} {mine} to {theirs}; {} wins so far",
                    index + 1,
                    tally.0,
                    start.elapsed().as_secs_f64(),
                    a.name(),
                    seat.number(),
                    if won { "won" } else { "lost" },
                    tally.1,
                );
            });
        }
    });
    let (played, wins, diff) = results.into_inner().expect("no thread panicked");
    let (low, high) = wilson(wins, played);
    eprintln!(
        "mean score difference {:+.1} for {}, {:.0} s",
        diff as f64 / played as f64,
        a.name(),
        start.elapsed().as_secs_f64()
    );
    println!(
        "match: {} {wins}/{played} vs {} ({:.1}%, 95% CI {:.1}–{:.1}%)",
        a.name(),
        b.name(),
        100.0 * wins as f64 / played as f64,
        100.0 * low,
        100.0 * high
    );
    Ok(())
}

/// Prints the action `--level` chooses at the end of a record, as one record action.
fn choose_move(level: Level, ms: Option<u64>, seed: u64, path: &str) -> Result<(), Failure> {
    let state = replayed(path)?;
    // The same engine call as the page's web worker (ai::think::answer): with a time, the
    // search runs until it is up, with no iteration cap.
    let thought = with_budget(level, ms, |budget| think::think(level, &state, seed, budget))
        .ok_or_else(|| Failure { status: 1, message: think::GAME_OVER.into() })?;
    println!("{}", thought.action.to_json());
    Ok(())
}

/// Reviews every action of a record with the computer's search (`ai::analysis`): one JSON line
/// per action, then one with both players' accuracy. Statuses and errors as `replay`.
fn analyse(iterations: u32, seed: u64, path: &str) -> Result<(), Failure> {
    let record = record_file(path)?;
    let review = analysis::analyse(&record, iterations, seed, |_, _| {})
        .map_err(|e| Failure { status: 1, message: e.to_string() })?;
    let share = |x: f32| analysis::rounded(f64::from(x), 3);
    for m in &review.moves {
        let line = MoveLine {
            index: m.index,
            player: m.player.number(),
            chance_before: share(m.before),
            chance_after: share(m.after),
            margin: analysis::rounded(f64::from(m.margin), 1),
            best: RecordedAction::from_action(m.best),
            loss: share(m.loss),
            points: analysis::rounded(f64::from(m.points), 1),
            verdict: m.verdict.name(),
        };
        println!("{}", json(&line));
    }
    println!("{}", json(&Accuracy { accuracy: review.accuracy().map(|a| a.map(share)) }));
    Ok(())
}

/// One line of `analyse`: an action's review.
#[derive(Serialize)]
struct MoveLine {
    index: usize,
    player: u8,
    chance_before: f64,
    chance_after: f64,
    margin: f64,
    best: RecordedAction,
    loss: f64,
    points: f64,
    verdict: &'static str,
}

/// The last line of `analyse`: each player's accuracy, `null` for one who made no move.
#[derive(Serialize)]
struct Accuracy {
    accuracy: [Option<f64>; 2],
}

/// Measures a searching level's iterations per second on positions of greedy games.
fn search_speed(level: Level, seed: u64, positions: u64) -> Result<(), Failure> {
    if level.config().is_none() {
        return Err(usage(format!("{} does not search", level.name())));
    }
    let wanted = positions.max(1) as usize;
    // The work of the web worker's speed request (scripts/search-speed-web.mjs compares them).
    let positions = speed::speed_positions(seed, wanted);
    let start = Instant::now();
    let iterations = speed::measure_speed(level, &positions, level.iterations());
    let seconds = start.elapsed().as_secs_f64();
    eprintln!(
        "search: {} positions, {iterations} iterations, {seconds:.2} s, {:.3} s per move of {} iterations",
        positions.len(),
        seconds / positions.len() as f64,
        level.iterations()
    );
    println!("search: {} {:.0} iterations/s", level.name(), iterations as f64 / seconds);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_of_190_in_200() {
        let (low, high) = wilson(190, 200);
        assert_eq!(format!("{:.1}–{:.1}", 100.0 * low, 100.0 * high), "91.0–97.3");
        assert_eq!(wilson(0, 10).0, 0.0);
        assert_eq!(wilson(10, 10).1, 1.0);
    }
}
