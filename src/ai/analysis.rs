//! A game reviewed with the computer's eyes: for every position of a record, the chance of the
//! player to move to win and their expected final margin, the move the search prefers, and a
//! verdict on the move played.
//!
//! Each position gets one [`evaluate`] search of a fixed number of
//! playouts, seeded from the analysis seed and the position's index, so the same record always
//! gets the same review. Chances are shares of playouts won, so they carry some noise; the
//! thresholds below are far above it at the default budget.
//!
//! - **Chance before** a move: the winning share of the search's preferred move at that
//!   position. **Chance after**: the same for the next position, seen from the same player
//!   (one minus the opponent's when the opponent moves next; exactly 1 or 0 once the game is
//!   over).
//! - **Loss**: what the graph shows: the chance before minus the chance after, never below 0;
//!   and the same in points of score (the expected margin before minus after).
//! - **The other move**: the search's own move when another was played, else its second
//!   choice; the position it leads to is searched with the same playouts as the position the
//!   move played leads to, so that the two moves are compared by searches of the same strength.
//! - **Verdict**: a move that loses less than [`MISTAKE`] is [`Verdict::Best`] (the search's
//!   own) or [`Verdict::Good`]. One that loses more is a [`Verdict::Mistake`] (a
//!   [`Verdict::Blunder`] from [`BLUNDER`]) only when the other move is clearly better too: its
//!   chance beats the move played's by [`MISTAKE`] or more (twice that where the search chose
//!   the move played: two searches disagree); else it is [`Verdict::Close`]: the
//!   graph falls, but no move was found clearly better. A move within [`ACCURATE`] of the best
//!   counts towards the player's accuracy. So a verdict never contradicts its graph step: a
//!   fall of [`MISTAKE`] is never best or good, and a mistake never sits on a smaller one.
//! - **Alike moves**: where the move made and the search's own differ only in where a patch
//!   goes (the same patch, or the leather patch, elsewhere) and the move is not wrong, or where
//!   a good move gave away less than [`ACCURATE`] and, rounded, fewer than [`MORE_POINTS`]
//!   points, the review names no better move: as far as its searches tell, there is none.
//! - **Deeper where it matters**: where the graph falls by [`MISTAKE`] or more after a move
//!   that is not the search's own, and the two moves' difference lies within the noise of a
//!   threshold ([`MISTAKE`], [`BLUNDER`]), both positions they lead to are searched again with
//!   twice the playouts, and again, up to [`DEEPEST`] times the position's; the verdict takes
//!   the deepest pair ([`Other::after`]), the graph keeps its own figures.

use serde::{Deserialize, Serialize};

use crate::rules::{Action, GameState, IllegalAction, Outcome, Player, Record, RecordedAction, ReplayError, Rng};

use super::mcts::{evaluate, Config, Evaluation};
use super::shares;
pub use super::shares::{four_places_share, rounded};
use super::Level;

/// A loss of winning chance from which a move is a mistake (10 points).
pub const MISTAKE: f32 = 0.10;
/// A loss of winning chance from which a move is a blunder (20 points).
pub const BLUNDER: f32 = 0.20;
/// A move within this loss of the best counts as accurate (5 points).
pub const ACCURATE: f32 = 0.05;
/// Playouts a candidate needs in its position's search before its own winning share is
/// trusted instead of the search of the next position.
pub const SURE_VISITS: u32 = 200;
/// Winning shares this close are even when the review weighs two moves' points.
pub const EVEN: f32 = 0.02;
/// Points of expected final margin by which a move as sure to win (or lose) as the search's
/// own is preferred to it.
pub const MORE_POINTS: f32 = 2.0;
/// Playouts per position by default: about 100 ms natively.
pub const ITERATIONS: u32 = 8_000;
/// The review deepens the two searches that set a move against the other one up to this many
/// times the position's playouts.
pub const DEEPEST: u32 = 4;

/// Points of score given away as the review shows them: whole, none where the move gained.
#[must_use]
pub fn points_shown(points: f32) -> u32 {
    points.clamp(0.0, 999.0).round() as u32
}

/// Twice the standard deviation of the difference of two searches' winning shares at `n`
/// playouts each, taken as one standard deviation of a share being `1/√n`. (Measured over 8
/// seeds at 12 positions of a classic and an Express game: 0.0085 on average at 4,000
/// playouts, 0.023 at most; 0.0042 and 0.0076 at 16,000.)
#[must_use]
pub fn noise(n: u32) -> f32 {
    2.0 * std::f32::consts::SQRT_2 / (n.max(1) as f32).sqrt()
}

/// Whether a difference `gain` of two searches of `n` playouts is clear of the noise around
/// the thresholds a verdict turns on.
#[must_use]
pub fn clear(gain: f32, n: u32) -> bool {
    [MISTAKE, BLUNDER].iter().all(|threshold| (gain - threshold).abs() >= noise(n))
}

/// What the review says of one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The search's own move.
    Best,
    /// Within [`MISTAKE`] of it.
    Good,
    /// A loss of [`MISTAKE`] or more.
    Mistake,
    /// A loss of [`BLUNDER`] or more.
    Blunder,
    /// A loss of [`MISTAKE`] or more on the graph, but no other move clearly better.
    Close,
}

impl Verdict {
    /// The verdict's name in the command-line tool's output.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
            Verdict::Close => "close",
        }
    }

    /// The verdict of a move that is (`best`) or is not the search's own, after which the
    /// graph falls by `fall` and which gave away `loss` (see [`MoveReview::loss`]).
    #[must_use]
    pub fn of(best: bool, fall: f32, loss: f32) -> Verdict {
        match loss {
            _ if fall < MISTAKE && best => Verdict::Best,
            _ if fall < MISTAKE => Verdict::Good,
            x if x >= BLUNDER => Verdict::Blunder,
            x if x >= MISTAKE => Verdict::Mistake,
            _ => Verdict::Close,
        }
    }

    /// Whether it calls the move wrong: a mistake or a blunder.
    #[must_use]
    pub const fn wrong(self) -> bool {
        matches!(self, Verdict::Mistake | Verdict::Blunder)
    }
}

/// The review of one action of a record.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoveReview {
    /// Its index in the record.
    pub index: usize,
    /// Who played it.
    pub player: Player,
    /// The mover's winning chance before it, with the search's play (0 to 1).
    pub before: f32,
    /// The mover's winning chance after it.
    pub after: f32,
    /// The mover's expected final margin before it (their score minus the opponent's).
    pub margin: f32,
    /// The move set against the one played: the search's preferred action, or, where that
    /// was played and a mistake is found, the move clearly better.
    pub best: Action,
    /// The winning chance the move gave away, as far as the graph's fall and the other move's
    /// search agree: the smaller of the two, 0 or more.
    pub loss: f32,
    /// The expected final margin it gave away (points of score; below 0 where it gained).
    pub points: f32,
    /// What the loss makes of it.
    pub verdict: Verdict,
}

/// The computer's analysis of a whole game: a review of each action.
#[derive(Debug, Clone, PartialEq)]
pub struct GameAnalysis {
    /// One review per action, in order.
    pub moves: Vec<MoveReview>,
}

impl GameAnalysis {
    /// Each player's share of accurate moves (within [`ACCURATE`] of the best), `None` for a
    /// player who made no move.
    #[must_use]
    pub fn accuracy(&self) -> [Option<f32>; 2] {
        summary(&self.moves).map(|s| s.accuracy())
    }

    /// Player 1's winning chance at the start and after each action: the points of the graph.
    #[must_use]
    pub fn player_one_chances(&self) -> Vec<f32> {
        let mut points: Vec<f32> = self.moves.first().map(|m| of_player_one(m.player, m.before)).into_iter().collect();
        points.extend(self.moves.iter().map(|m| of_player_one(m.player, m.after)));
        points
    }
}

/// One player's figures over a game: how many moves, how many accurate (within [`ACCURATE`]
/// of the best), mistakes and blunders, and the move that gave away the most. Worked out from
/// the moves' reviews whenever needed, never stored: a saved analysis gives it again.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Summary {
    /// The player's moves.
    pub moves: u32,
    /// Those within [`ACCURATE`] of the best.
    pub accurate: u32,
    /// Those judged [`Verdict::Mistake`].
    pub mistakes: u32,
    /// Those judged [`Verdict::Blunder`].
    pub blunders: u32,
    /// The largest loss of one move and the move's index; `None` when no move lost anything.
    pub swing: Option<(usize, f32)>,
}

impl Summary {
    /// The share of accurate moves, `None` without a move: `patchwork-cli analyse`'s accuracy.
    #[must_use]
    pub fn accuracy(&self) -> Option<f32> {
        (self.moves > 0).then(|| self.accurate as f32 / self.moves as f32)
    }
}

/// Each player's [`Summary`] of the reviewed `moves`, player 1 first.
#[must_use]
pub fn summary(moves: &[MoveReview]) -> [Summary; 2] {
    let mut all = [Summary::default(); 2];
    for m in moves {
        let s = &mut all[m.player.index()];
        s.moves += 1;
        s.accurate += u32::from(m.loss < ACCURATE);
        s.mistakes += u32::from(m.verdict == Verdict::Mistake);
        s.blunders += u32::from(m.verdict == Verdict::Blunder);
        if m.loss > s.swing.map_or(0.0, |(_, loss)| loss) {
            s.swing = Some((m.index, m.loss));
        }
    }
    all
}

/// Player 1's winning chance, from `player`'s.
#[must_use]
pub fn of_player_one(player: Player, chance: f32) -> f32 {
    if player == Player::One {
        chance
    } else {
        1.0 - chance
    }
}

/// How the review searches: Hard's way of looking at a position.
fn config() -> Config {
    Level::Hard.config().expect("Hard searches")
}

/// The seed of the search at position `index` of an analysis seeded with `seed`.
#[must_use]
pub fn position_seed(seed: u64, index: usize) -> u64 {
    Rng::derive(seed, index as u64)
}

/// The search's view of position `index` of a game (its state `state`): `None` once over.
#[must_use]
pub fn evaluate_position(state: &GameState, index: usize, iterations: u32, seed: u64) -> Option<Evaluation> {
    evaluate(state, &config(), position_seed(seed, index), iterations)
}

/// What one search saw at a position: all a review needs of it, small enough to send from
/// the worker and to keep with a saved game.
/// The preferred action is an [`Action`] here, and a [`RecordedAction`] in a message or a
/// save until it is [resolved](Seen::resolve) in its position. As JSON, the shares keep four
/// places and the margin two: `{"chance":0.61,"margin":3.5,"best":{"type":"advance"},"played":null}`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Seen<A = Action> {
    /// The mover's winning chance with the search's preferred move (0 to 1).
    #[serde(serialize_with = "shares::four_places", deserialize_with = "shares::share")]
    pub chance: f32,
    /// The mover's expected final margin with it.
    #[serde(serialize_with = "shares::two_places")]
    pub margin: f32,
    /// The search's preferred action.
    pub best: A,
    /// The winning share of the move played here, when the search tried it at least
    /// [`SURE_VISITS`] times.
    #[serde(default, serialize_with = "shares::four_places_or_null", deserialize_with = "shares::optional_share")]
    pub played: Option<f32>,
    /// The other move (see the module) and the mover's chance after it; `None` in analyses
    /// saved before it was searched, and where there is no other move.
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    pub other: Option<Other<A>>,
}

/// Nothing: the default of a field that older analyses lack.
const fn none<T>() -> Option<T> {
    None
}

/// The move set against the one played, and the mover's chance after it.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Other<A = Action> {
    /// The move.
    pub action: A,
    /// The mover's winning chance after it (0 to 1), from a search of the position it leads to.
    #[serde(serialize_with = "shares::four_places", deserialize_with = "shares::share")]
    pub chance: f32,
    /// Where both moves were searched deeper (the first searches left the verdict within the
    /// noise): the mover's chance after the move played from a search as deep as the one
    /// `chance` then comes from. `None`: `chance` is set against the graph's own figure.
    #[serde(default = "none", skip_serializing_if = "Option::is_none")]
    #[serde(serialize_with = "shares::four_places_or_null", deserialize_with = "shares::optional_share")]
    pub after: Option<f32>,
}

impl Seen {
    /// The same with its action as a record writes it.
    #[must_use]
    pub fn recorded(&self) -> Seen<RecordedAction> {
        Seen {
            chance: self.chance,
            margin: self.margin,
            best: RecordedAction::from_action(self.best),
            played: self.played,
            other: self.other.map(|o| Other {
                action: RecordedAction::from_action(o.action),
                chance: o.chance,
                after: o.after,
            }),
        }
    }
}

impl Seen<RecordedAction> {
    /// The same with its action resolved in `state`, the position it was seen in.
    ///
    /// # Errors
    /// The action is not legal there.
    pub fn resolve(&self, state: &GameState) -> Result<Seen, IllegalAction> {
        let best = self.best.resolve(state)?;
        let other = match &self.other {
            Some(o) => Some(Other { action: o.action.resolve(state)?, chance: o.chance, after: o.after }),
            None => None,
        };
        Ok(Seen { chance: self.chance, margin: self.margin, best, played: self.played, other })
    }
}

/// The search's view of position `index` (`state`) judging the move `played` there: `None`
/// once the game is over.
#[must_use]
pub fn see(state: &GameState, index: usize, played: Option<Action>, iterations: u32, seed: u64) -> Option<Seen> {
    let evaluation = evaluate_position(state, index, iterations, seed)?;
    let top = evaluation.overall();
    let best = preferred(&evaluation);
    let other = played.and_then(|played| {
        let action = if played == best { evaluation.candidates.get(1)?.action } else { best };
        let chance = chance_after_searched(state, action, iterations, other_seed(seed, index));
        // The review's own move is judged on its graph step.
        let deep =
            (played != best).then(|| deeper(state, (index, seed), &evaluation, (played, action), (iterations, chance)));
        let (after, chance) = match deep.flatten() {
            Some((after, chance)) => (Some(after), chance),
            None => (None, chance),
        };
        Some(Other { action, chance, after })
    });
    let played = played.and_then(|action| evaluation.of(&action)).filter(|c| c.visits >= SURE_VISITS);
    Some(Seen { chance: top.chance, margin: top.margin, best, played: played.map(|c| c.chance), other })
}

/// The move the review prefers at a position: the search's own, unless another it tried
/// [`SURE_VISITS`] times or more won as often (within [`EVEN`]) and by [`MORE_POINTS`] more on
/// average. A search counts wins first, so once a game is decided its own move is one of many
/// sure wins (or sure losses); the review then names the one that gains the most points.
fn preferred(evaluation: &Evaluation) -> Action {
    let own = evaluation.top();
    let mut best = own;
    for c in &evaluation.candidates {
        if c.visits >= SURE_VISITS
            && own.chance - c.chance < EVEN
            && c.margin >= best.margin.max(own.margin + MORE_POINTS)
        {
            best = *c;
        }
    }
    best.action
}

/// The seed of the search after the other move at position `index`: apart from every
/// position's own.
fn other_seed(seed: u64, index: usize) -> u64 {
    Rng::derive(seed, (1 << 32) | index as u64)
}

/// The move `played` and the `other` one at position `index` of an analysis seeded `seed`
/// (`state`, its search `evaluation`), searched deeper while the verdict hangs on noise (see
/// the module): the mover's chances after each, from the deepest pair; `None` where the first
/// searches settle it. Only moves (not the review's own) whose share in its search fell by half
/// a [`MISTAKE`] or more (or that it hardly tried) are looked at again.
fn deeper(
    state: &GameState,
    (index, seed): (usize, u64),
    evaluation: &Evaluation,
    (played, other): (Action, Action),
    (iterations, chance): (u32, f32),
) -> Option<(f32, f32)> {
    let top = evaluation.overall().chance;
    let tried = evaluation.of(&played).filter(|c| c.visits >= SURE_VISITS);
    if tried.is_some_and(|c| top - c.chance < MISTAKE / 2.0) {
        return None;
    }
    // The graph's own figure after the move played: its next position's search, repeated.
    let after = chance_after_searched(state, played, iterations, position_seed(seed, index + 1));
    if top - after < MISTAKE {
        return None;
    }
    let (mut n, mut pair) = (iterations, (after, chance));
    while !clear(pair.1 - pair.0, n) && n < iterations.saturating_mul(DEEPEST) {
        n = n.saturating_mul(2);
        let seed = Rng::derive(other_seed(seed, index), u64::from(n));
        pair = (chance_after_searched(state, played, n, seed), chance_after_searched(state, other, n, seed ^ 1));
    }
    (n > iterations).then_some(pair)
}

/// The mover's chance after `action` in `state`, from a search of the position it leads to.
fn chance_after_searched(state: &GameState, action: Action, iterations: u32, seed: u64) -> f32 {
    let mover = state.to_move().expect("a move is played by the player to move");
    let mut next = state.clone();
    next.play_quiet(action).unwrap_or_else(|_| unreachable!("the search's candidates are legal"));
    let seen = evaluate(&next, &config(), seed, iterations);
    chance_after(mover, &next, seen.map(|e| e.overall().chance))
}

/// Whether an answer to a puzzle made of a mistake (or a `blunder`) solves it: the mover's
/// chance after the answer — at `next`, which the search saw as `next_chance` (its mover's;
/// `None` once over), searched as the review searched the position after the move made — beats
/// `made`, the chance after the move made, by the verdict's own threshold ([`MISTAKE`],
/// [`BLUNDER`]).
#[must_use]
pub fn solves(blunder: bool, made: f32, mover: Player, next: &GameState, next_chance: Option<f32>) -> bool {
    chance_after(mover, next, next_chance) - made >= if blunder { BLUNDER } else { MISTAKE }
}

/// The mover's expected margin after a move to `next`: exact at the end of the game, else the
/// next position's (`next_margin`, its mover's) seen by `mover`.
fn margin_after(mover: Player, next: &GameState, next_margin: Option<f32>) -> f32 {
    let exact = |o: &Outcome| (o.scores[mover].total() - o.scores[mover.opponent()].total()) as f32;
    seen_after(mover, next, next_margin, exact, |margin| -margin)
}

/// The mover's chance after a move to `next`: exact at the end of the game, else the next
/// position's chance (`next_chance`, its mover's) seen by `mover`.
fn chance_after(mover: Player, next: &GameState, next_chance: Option<f32>) -> f32 {
    seen_after(mover, next, next_chance, |o| f32::from(u8::from(o.winner == mover)), |chance| 1.0 - chance)
}

/// A figure of the position `next` seen by `mover`: `exact` of the outcome once the game is
/// over, else the next position's own (`figure`, its mover's), turned by `flip` when the
/// opponent moves there.
fn seen_after(
    mover: Player,
    next: &GameState,
    figure: Option<f32>,
    exact: impl FnOnce(&Outcome) -> f32,
    flip: fn(f32) -> f32,
) -> f32 {
    match (next.outcome(), figure) {
        (Some(outcome), _) => exact(&outcome),
        (None, Some(figure)) if next.to_move() == Some(mover) => figure,
        (None, Some(figure)) => flip(figure),
        (None, None) => unreachable!("a game not over has a player to move"),
    }
}

/// The review of action `index`, `played` by `mover`, from what the search saw there
/// (`here`) and at the next position (`next`, seen as `next_seen`; `None` once over).
#[must_use]
pub fn judge(
    index: usize,
    mover: Player,
    played: Action,
    here: &Seen,
    next: &GameState,
    next_seen: Option<&Seen>,
) -> MoveReview {
    let after = chance_after(mover, next, next_seen.map(|seen| seen.chance));
    let best = here.best == played;
    let fall = (here.chance - after).max(0.0);
    // Without the other move's search (an analysis saved before it), the search's own move
    // stands for it, as far as the position's search saw it.
    let (other, gain) = match here.other {
        Some(Other { action, chance, after: Some(deeper) }) => (action, chance - deeper),
        Some(other) => (other.action, other.chance - after),
        None if best => (here.best, 0.0),
        None => (here.best, here.played.map_or(fall, |played| here.chance - played)),
    };
    // The search's own move is wrong only on stronger evidence: the position's search chose
    // it, and the other move's search must overrule it by a further [`MISTAKE`].
    let gain = if best { gain - MISTAKE } else { gain };
    let loss = fall.min(gain).max(0.0);
    let verdict = Verdict::of(best, fall, loss);
    let points = here.margin - margin_after(mover, next, next_seen.map(|seen| seen.margin));
    let as_good = verdict == Verdict::Good && loss < ACCURATE && (points_shown(points) as f32) < MORE_POINTS;
    let best = match verdict.wrong() {
        true if best => other,
        false if as_good || alike(played, here.best) => played,
        _ => here.best,
    };
    MoveReview { index, player: mover, before: here.chance, after, margin: here.margin, best, loss, points, verdict }
}

/// Whether two moves differ only in where a patch goes: the same patch elsewhere, or the
/// leather patch on another square. Unless the review calls the move made wrong, it does not
/// tell such moves apart: the quilts they leave are as good as its search can tell (the
/// continuations of `patchwork-cli verdicts` preferred the move made about as often).
fn alike(a: Action, b: Action) -> bool {
    match (a, b) {
        (Action::TakePatch { patch, .. }, Action::TakePatch { patch: other, .. }) => patch == other,
        (Action::PlaceLeather { .. }, Action::PlaceLeather { .. }) => true,
        _ => false,
    }
}

/// Every position of `record` replayed, with the action played at each.
///
/// # Errors
/// The record's first illegal action, as [`Record::replay`] reports it.
pub fn positions(record: &Record) -> Result<(Vec<GameState>, Vec<Action>), ReplayError> {
    let mut states = vec![GameState::new(record.setup())];
    let mut actions = Vec::with_capacity(record.actions().len());
    for (index, recorded) in record.actions().iter().enumerate() {
        let mut state = states[index].clone();
        let action = recorded.resolve(&state).map_err(|error| ReplayError { index, error })?;
        state.play_quiet(action).map_err(|error| ReplayError { index, error })?;
        actions.push(action);
        states.push(state);
    }
    Ok((states, actions))
}

/// Reviews every action of `record` with `iterations` playouts per position, seeded with
/// `seed`; `progress` hears of each position evaluated (its index and the number of positions).
///
/// # Errors
/// The record's first illegal action, as [`Record::replay`] reports it.
pub fn analyse(
    record: &Record,
    iterations: u32,
    seed: u64,
    mut progress: impl FnMut(usize, usize),
) -> Result<GameAnalysis, ReplayError> {
    let (states, actions) = positions(record)?;
    let total = states.len();
    let seen: Vec<Option<Seen>> = states
        .iter()
        .enumerate()
        .map(|(index, state)| {
            let seen = see(state, index, actions.get(index).copied(), iterations, seed);
            progress(index, total);
            seen
        })
        .collect();
    let moves = actions
        .iter()
        .enumerate()
        .map(|(index, &played)| {
            let mover = states[index].to_move().expect("an action was played here");
            let here = seen[index].as_ref().expect("a game not over is evaluated");
            judge(index, mover, played, here, &states[index + 1], seen[index + 1].as_ref())
        })
        .collect();
    Ok(GameAnalysis { moves })
}

#[cfg(test)]
#[path = "analysis_tests.rs"]
mod tests;
