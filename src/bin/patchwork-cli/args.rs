//! The command line of `patchwork-cli` as clap reads it: the one source of its `--help` and
//! of its usage errors (native only: the page never links clap).

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use patchwork::ai::{analysis, Level};

/// Replays game records and game codes, shares a record as a game code, makes random games,
/// measures the engine and pits the computer players against each other (docs/CLI.md).
#[derive(Parser)]
#[command(
    name = "patchwork-cli",
    disable_help_subcommand = true,
    arg_required_else_help = false,
    args_override_self = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The commands; an option given twice counts with its last value.
#[derive(Subcommand)]
pub enum Command {
    /// Replays a record or a game code and prints the position at its end as one JSON object.
    Replay {
        /// A patchwork-record/1 file (- for standard input), or a game code.
        #[arg(value_name = "FILE|CODE")]
        file: String,
        /// Adds each player's projection (projected final score, spaces to the next income mark
        /// and leather patch, the best 7×7 square) and the tie-break.
        #[arg(long)]
        projection: bool,
    },
    /// Prints the game code of a record, with the players' names.
    Share {
        /// Player 1's name, at most 32 characters (none when not given).
        #[arg(long, value_name = "NAME", default_value = "", hide_default_value = true, allow_hyphen_values = true)]
        p1: String,
        /// Player 2's name, at most 32 characters (none when not given).
        #[arg(long, value_name = "NAME", default_value = "", hide_default_value = true, allow_hyphen_values = true)]
        p2: String,
        /// The record file (- for standard input).
        file: String,
    },
    /// Prints the record of a seeded game of uniformly random actions.
    Random {
        /// The game.
        #[arg(long, value_name = "classic|express")]
        game: String,
        /// The time board of a classic game [default: revised].
        #[arg(long, value_name = "revised|original")]
        time_board: Option<String>,
        /// The seed the game is dealt and played from.
        #[arg(long, value_name = "N")]
        seed: u64,
    },
    /// Plays random classic games on one thread and prints their speed.
    Bench {
        /// How many games, at least 1.
        #[arg(long, value_name = "N")]
        games: u64,
        /// The seed the games are dealt from.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
    },
    /// Plays games between two levels, seats swapped every game, and prints the tally.
    Match {
        /// The level whose wins are counted.
        #[arg(long, value_name = "LEVEL", value_parser = level(), ignore_case = true)]
        a: Level,
        /// Its opponent.
        #[arg(long, value_name = "LEVEL", value_parser = level(), ignore_case = true)]
        b: Level,
        /// How many games, at least 1.
        #[arg(long, value_name = "N")]
        games: u64,
        /// The seed each game's own seed is made from.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// Threads sharing the games (1 to 64).
        #[arg(long, value_name = "T", default_value_t = 2)]
        threads: u64,
        /// Puts --a on the clock: a searching level searches T milliseconds a move.
        #[arg(long, value_name = "T")]
        a_ms: Option<u64>,
        /// Puts --b on the clock.
        #[arg(long, value_name = "T")]
        b_ms: Option<u64>,
        /// The game: classic on the revised board, or express.
        #[arg(long, value_name = "classic|express", default_value = "classic")]
        game: String,
    },
    /// Prints the action a level chooses at the end of a record, as one record action.
    Move {
        /// The level that chooses.
        #[arg(long, value_name = "LEVEL", value_parser = level(), ignore_case = true)]
        level: Level,
        /// Search for T milliseconds, with no iteration cap, instead of the level's iterations.
        #[arg(long, value_name = "T")]
        ms: Option<u64>,
        /// The search's seed.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// The record file (- for standard input).
        file: String,
    },
    /// Reviews every action of a record with the computer's search: one JSON line per
    /// action, then both players' accuracy.
    Analyse {
        /// The search's playouts at each position.
        #[arg(long, value_name = "N", default_value_t = analysis::ITERATIONS,
              value_parser = clap::value_parser!(u32).range(1..))]
        iterations: u32,
        /// The seed each position's search is seeded from.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// The record file (- for standard input).
        file: String,
    },
    /// Measures the review against deep play: games of Medium against Easy are reviewed, and
    /// at every move where the review names a better move both are played on by Hard against
    /// Hard. One JSON line per such move, then the figures (docs/CLI.md).
    Verdicts {
        /// The game: classic on the revised board, or express.
        #[arg(long, value_name = "classic|express", default_value = "classic")]
        game: String,
        /// How many games, at least 1.
        #[arg(long, value_name = "N", default_value_t = 1)]
        games: u64,
        /// Continuations from each of the two moves, at least 1 (24: with 6, the noise of a
        /// mean margin is about the 3 points that tell two moves apart).
        #[arg(long, value_name = "N", default_value_t = 24)]
        seeds: u64,
        /// Playouts a move of the continuations' Hard players: Hard's own by default (at 2,000,
        /// weaker than the review's searches, they told apart moves that stronger play does not).
        #[arg(long, value_name = "N", default_value_t = Level::Hard.iterations(),
              value_parser = clap::value_parser!(u32).range(1..))]
        playouts: u32,
        /// Threads sharing the continuations (1 to 64).
        #[arg(long, value_name = "T", default_value_t = 2)]
        threads: u64,
    },
    /// Measures a searching level's iterations per second on positions of greedy games.
    SearchSpeed {
        /// The level: medium or hard.
        #[arg(long, value_name = "LEVEL", value_parser = level(), ignore_case = true)]
        level: Level,
        /// The seed of the greedy games the positions come from.
        #[arg(long, value_name = "S", default_value_t = 0)]
        seed: u64,
        /// How many positions, at least 1.
        #[arg(long, value_name = "N", default_value_t = 12)]
        positions: u64,
    },
}

/// A level by its name, in any case.
fn level() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name))
        .map(|name| Level::from_name(&name).expect("a level's own name"))
}

/// Clap's error as one line: what is wrong and any tip, without the usage text that clap
/// adds (the line points to `--help` instead). Line breaks become spaces and other control
/// characters are escaped, so that an argument cannot break the line.
pub fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    let paragraphs: Vec<String> = text
        .split("\n\n")
        .filter(|p| !p.starts_with("Usage:") && !p.starts_with("For more information"))
        .map(|p| p.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    paragraphs
        .join("; ")
        .chars()
        .flat_map(|c| {
            let escape = c.is_control() || matches!(c, '\u{2028}' | '\u{2029}');
            escape.then(|| c.escape_debug()).into_iter().flatten().chain((!escape).then_some(c))
        })
        .collect()
}
