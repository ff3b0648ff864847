//! The review measured against deep play (`patchwork-cli verdicts`): games of a careful
//! player against a careless one are reviewed as the page reviews them, and at every move where
//! the review names a better move than the one made, both moves are played on to the end by
//! Hard against Hard from several seeds. The continuations' mean final margins (of the player
//! who moved) tell which of the two was better, and by how much.
//!
//! Where the two differ by [`CLEAR_MARGIN`] points or more:
//! - **order**: the review's better move is the better one (its "close" verdicts, which name
//!   no order, left out);
//! - **confirmed**: of its mistakes and blunders, the share where its better move is the better
//!   one;
//! - a mistake or a blunder is **contradicted** when the move made is the better one.
//!
//! The same seeds play on from both moves, so that the two continuations differ by the move.
//! (The command shares the continuations between threads: see `src/bin/patchwork-cli/verdicts.rs`.)

use crate::rules::{Action, GameState, Player, Record, RecordedAction, Rng, Setup, Variant};

use super::analysis::{self, Verdict, ITERATIONS};
use super::mcts::Budget;
use super::{choose, choose_with, Level};

/// Final margins this far apart (in points) tell two moves apart.
pub const CLEAR_MARGIN: f32 = 3.0;

/// One game of the benchmark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// The game.
    pub variant: Variant,
    /// Which game of the benchmark (its deal and its players' seeds follow from it).
    pub game: u64,
}

/// One move the review set another against, and what the continuations made of the two.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Judged {
    /// The action's index in its game.
    pub index: usize,
    /// The review's verdict.
    pub verdict: Verdict,
    /// The review's loss of winning chance.
    pub loss: f32,
    /// The move made.
    pub played: Action,
    /// The review's better move.
    pub better: Action,
    /// The mover's mean final margin after the move made and after the better move.
    pub margins: [f32; 2],
}

impl Judged {
    /// How much better the review's better move did than the move made, in points.
    #[must_use]
    pub fn difference(&self) -> f32 {
        self.margins[1] - self.margins[0]
    }

    /// Whether the continuations tell the two moves apart.
    #[must_use]
    pub fn differs(&self) -> bool {
        self.difference().abs() >= CLEAR_MARGIN
    }

    /// Whether the review's better move did better (`None` for a "close" verdict or where the
    /// continuations do not tell the two apart).
    #[must_use]
    pub fn order_agrees(&self) -> Option<bool> {
        (self.differs() && self.verdict != Verdict::Close).then(|| self.difference() > 0.0)
    }

    /// Whether the continuations confirm a mistake or a blunder (`None` for other verdicts, and
    /// where they do not tell the two moves apart).
    #[must_use]
    pub fn confirmed(&self) -> Option<bool> {
        (self.verdict.wrong() && self.differs()).then(|| self.difference() > 0.0)
    }

    /// A mistake or a blunder after which the move made did better.
    #[must_use]
    pub fn contradicted(&self) -> bool {
        self.confirmed() == Some(false)
    }
}

/// The benchmark's game `plan.game`: Medium against Easy, seats swapped every other game.
#[must_use]
pub fn game(plan: &Plan) -> Record {
    let mut rng = Rng::seed_from_u64(Rng::derive(0x7e71e3, plan.game));
    let mut record = Record::new(Setup::random(plan.variant, &mut rng));
    let mut state = GameState::new(record.setup());
    let careful = if plan.game % 2 == 0 { Player::One } else { Player::Two };
    while let Some(player) = state.to_move() {
        let level = if player == careful { Level::Medium } else { Level::Easy };
        let action = choose(level, &state, rng.next_u64(), None).expect("a player to move has a move");
        record.push(RecordedAction::from_action(action));
        state.play_quiet(action).expect("the computer players play legal actions");
    }
    record
}

/// The mover's final margin when Hard (at `playouts` a move) plays both sides on from `state`
/// after `action`, seeded with `seed`.
#[must_use]
pub fn play_on(state: &GameState, action: Action, playouts: u32, seed: u64) -> f32 {
    let mover = state.to_move().expect("a move is played by the player to move");
    let mut state = state.clone();
    state.play_quiet(action).expect("the review's moves are legal");
    let mut rng = Rng::seed_from_u64(seed);
    while state.to_move().is_some() {
        let action = choose_with(Level::Hard, &state, rng.next_u64(), Budget::iterations(playouts))
            .expect("a player to move has a move");
        state.play_quiet(action).expect("Hard plays legal actions");
    }
    (state.score(mover).total() - state.score(mover.opponent()).total()) as f32
}

/// The moves of `record` the review (at the page's playouts, seeded `seed`) sets another move
/// against, each to be played on: their positions and review.
///
/// # Panics
/// The record does not replay (the benchmark's games do).
#[must_use]
pub fn doubted(record: &Record, seed: u64) -> Vec<(GameState, analysis::MoveReview, Action)> {
    let (states, actions) = analysis::positions(record).expect("the benchmark's games replay");
    let review = analysis::analyse(record, ITERATIONS, seed, |_, _| {}).expect("the benchmark's games replay");
    review
        .moves
        .into_iter()
        .filter(|m| m.best != actions[m.index])
        .map(|m| (states[m.index].clone(), m, actions[m.index]))
        .collect()
}

/// The move `m` (made: `played`) and the mover's mean final `margins` after it and after the
/// review's better move.
#[must_use]
pub fn judged(m: &analysis::MoveReview, played: Action, margins: [f32; 2]) -> Judged {
    Judged { index: m.index, verdict: m.verdict, loss: m.loss, played, better: m.best, margins }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(verdict: Verdict, margins: [f32; 2]) -> Judged {
        Judged { index: 0, verdict, loss: 0.0, played: Action::Advance, better: Action::Advance, margins }
    }

    #[test]
    fn the_continuations_judge_the_verdicts() {
        // The better move won 4 points more: a mistake is confirmed; "good" names the order.
        let m = with(Verdict::Mistake, [1.0, 5.0]);
        assert_eq!((m.confirmed(), m.order_agrees(), m.contradicted()), (Some(true), Some(true), false));
        let g = with(Verdict::Good, [1.0, 5.0]);
        assert_eq!((g.confirmed(), g.order_agrees(), g.contradicted()), (None, Some(true), false));
        // The move made won 4 points more: a blunder is contradicted; "close" names no order.
        let b = with(Verdict::Blunder, [5.0, 1.0]);
        assert_eq!((b.confirmed(), b.order_agrees(), b.contradicted()), (Some(false), Some(false), true));
        let c = with(Verdict::Close, [5.0, 1.0]);
        assert_eq!((c.confirmed(), c.order_agrees(), c.contradicted()), (None, None, false));
        // Within 3 points the continuations do not tell the moves apart.
        let near = with(Verdict::Blunder, [1.0, -1.5]);
        assert_eq!((near.confirmed(), near.order_agrees(), near.contradicted()), (None, None, false));
    }

    #[test]
    fn a_small_benchmark_plays_on_from_both_moves() {
        let plan = Plan { variant: Variant::Express, game: 1 };
        let record = game(&plan);
        assert_eq!(record, game(&plan), "the benchmark's games are fixed");
        let doubted = doubted(&record, 0);
        assert!(!doubted.is_empty(), "a careless player's moves are doubted");
        let (state, m, played) = &doubted[0];
        assert_ne!(m.best, *played);
        // Each continuation is a whole game: its margin a whole number, the same for the same seed.
        let margins = [*played, m.best].map(|action| play_on(state, action, 200, 9));
        for margin in margins {
            assert!(margin.fract() == 0.0 && margin.abs() < 200.0, "{margins:?}");
        }
        assert_eq!(margins[0], play_on(state, *played, 200, 9));
        let j = judged(m, *played, margins);
        assert_eq!(
            (j.index, j.verdict, j.better, j.difference()),
            (m.index, m.verdict, m.best, margins[1] - margins[0])
        );
    }
}
