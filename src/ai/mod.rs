//! Computer players: pure Rust, seeded, on top of [`crate::rules`].
//!
//! One entry point, [`choose`], serves the page's web worker, the command-line tool and the
//! tests. The levels, weakest first:
//!
//! | level | how it plays |
//! |---|---|
//! | [`Level::Random`] | every legal action equally likely ([`random`]) |
//! | [`Level::Greedy`] | the patch of best immediate value at its best placement ([`greedy`]); the yardstick |
//! | [`Level::Easy`] | greedy with noise in its values, its placements and one move in twelve ([`greedy::easy`]) |
//! | [`Level::Medium`] | Monte Carlo tree search ([`mcts`]), two placements per patch, [`Level::iterations`] playouts |
//! | [`Level::Hard`] | the same search, three placements per patch and eight times the playouts |
//!
//! [`analysis`] reviews a whole game with Hard's search: each position's winning chance and
//! expected margin, the better move, and a verdict on the move played; [`review`] does it
//! one position at a time in the page's worker.
//!
//! The judgements every level shares — what a patch is worth, where it goes — are in
//! [`heuristics`]. Medium and Hard are defined by iteration counts, so a match between them
//! replays exactly; the caller may also stop them early with a time-up callback (the page does
//! so in the browser; this module reads no clock).

#![warn(missing_docs)]

pub mod analysis;
pub mod greedy;
pub mod heuristics;
pub mod mcts;
pub mod protocol;
pub mod random;
pub mod review;
pub mod shares;
pub mod speed;
pub mod think;
pub mod tutor;
pub mod verdicts;

use serde::{Deserialize, Serialize};

use crate::rules::{Action, GameState, Rng};

pub use mcts::{Budget, Candidate, Config, Evaluation, Search};

/// How strong a computer player is. Written as its [name](Level::name), and read as
/// [`Level::from_name`] reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Level {
    /// Uniformly random legal actions.
    Random,
    /// Best immediate value: the yardstick.
    Greedy,
    /// Greedy with a shaky hand: beats a random player, loses to a careful newcomer.
    Easy,
    /// Monte Carlo tree search with a small budget.
    Medium,
    /// Monte Carlo tree search with a large budget.
    Hard,
}

impl From<Level> for &'static str {
    fn from(level: Level) -> &'static str {
        level.name()
    }
}

impl TryFrom<String> for Level {
    type Error = String;

    fn try_from(name: String) -> Result<Level, String> {
        Level::from_name(&name).ok_or_else(|| format!("the level {name} is not random, greedy, easy, medium or hard"))
    }
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [Level::Random, Level::Greedy, Level::Easy, Level::Medium, Level::Hard];

    /// The level called `name` (`random`, `greedy`, `easy`, `medium`, `hard`; any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|level| level.name().eq_ignore_ascii_case(name))
    }

    /// The level's name in lower case.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// Playouts per move of the searching levels (0 for the others). Natively both run about
    /// 100 000 iterations a second (`patchwork-cli search-speed`), so in the browser (WebAssembly
    /// taken as half as fast) Hard needs about 0.35 s a move and Medium 0.04 s, inside the page's
    /// caps of 2 s and 0.5 s. The counts are kept this low so that a 200-game match of Hard takes
    /// minutes, not hours; measured over 200 games each, Hard and Medium both beat Greedy every
    /// time and Hard beats Medium about seven games in ten.
    #[must_use]
    pub const fn iterations(self) -> u32 {
        match self {
            Level::Medium => 2_000,
            Level::Hard => 16_000,
            _ => 0,
        }
    }

    /// How the searching levels search (`None` for the others).
    #[must_use]
    pub fn config(self) -> Option<Config> {
        match self {
            Level::Medium => Some(Config { placements: 2, root_placements: 4, ..Config::default() }),
            Level::Hard => Some(Config { placements: 3, root_placements: 6, ..Config::default() }),
            _ => None,
        }
    }
}

/// The action `level` chooses for the player to move, `None` once the game is over. The same
/// level, state, seed and iteration budget always give the same action; `time_up` (asked every
/// few iterations) may stop a search sooner.
///
/// # Examples
/// ```
/// use patchwork::ai::{self, Level};
/// use patchwork::rules::{GameState, Variant};
///
/// let game = GameState::from_seed(Variant::ClassicRevised, 5);
/// let action = ai::choose(Level::Greedy, &game, 1, None).unwrap();
/// assert_eq!(game.check(&action), Ok(()));
/// assert_eq!(ai::choose(Level::Greedy, &game, 1, None), Some(action));
/// ```
#[must_use]
pub fn choose(level: Level, state: &GameState, seed: u64, time_up: Option<&mut dyn FnMut() -> bool>) -> Option<Action> {
    choose_with(level, state, seed, Budget { iterations: level.iterations(), time_up })
}

/// [`choose`] with an explicit budget (the iteration count applies to the searching levels).
#[must_use]
pub fn choose_with(level: Level, state: &GameState, seed: u64, budget: Budget<'_>) -> Option<Action> {
    let mut rng = Rng::seed_from_u64(seed);
    match level {
        Level::Random => random::choose(state, &mut rng),
        Level::Greedy => greedy::greedy(state, &mut rng),
        Level::Easy => greedy::easy(state, &mut rng),
        Level::Medium | Level::Hard => {
            let config = level.config().expect("a searching level");
            mcts::search(state, &config, seed, budget).map(|found| found.action)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_are_found_by_name() {
        for level in Level::ALL {
            assert_eq!(Level::from_name(level.name()), Some(level));
        }
        assert_eq!(Level::from_name("HARD"), Some(Level::Hard));
        assert_eq!(Level::from_name("expert"), None);
    }
}
