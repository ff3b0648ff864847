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
//! - **Loss**: 0 when the move played is the search's own; else the preferred move's share
//!   minus the played move's — taken from the same search when it tried that move often
//!   enough ([`SURE_VISITS`]), else the chance after. Never below 0.
//! - **Verdict**: [`Verdict::Blunder`] from a loss of [`BLUNDER`], [`Verdict::Mistake`] from
//!   [`MISTAKE`]; a move within [`ACCURATE`] of the best counts towards the player's accuracy.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::rules::{Action, GameState, IllegalAction, Player, Record, RecordedAction, ReplayError, Rng};

use super::mcts::{evaluate, Config, Evaluation};
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
/// Playouts per position by default: about 50 ms natively.
pub const ITERATIONS: u32 = 4_000;

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
        }
    }

    /// The verdict of a move that is (`best`) or is not the search's own, losing `loss`.
    #[must_use]
    pub fn of(best: bool, loss: f32) -> Verdict {
        if best {
            Verdict::Best
        } else if loss >= BLUNDER {
            Verdict::Blunder
        } else if loss >= MISTAKE {
            Verdict::Mistake
        } else {
            Verdict::Good
        }
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
    /// The search's preferred action.
    pub best: Action,
    /// The winning chance the move gave away against the best, 0 or more.
    pub loss: f32,
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
    #[serde(serialize_with = "four_places", deserialize_with = "share")]
    pub chance: f32,
    /// The mover's expected final margin with it.
    #[serde(serialize_with = "two_places")]
    pub margin: f32,
    /// The search's preferred action.
    pub best: A,
    /// The winning share of the move played here, when the search tried it at least
    /// [`SURE_VISITS`] times.
    #[serde(default, serialize_with = "four_places_or_null", deserialize_with = "optional_share")]
    pub played: Option<f32>,
}

/// `x` rounded to `places` decimals, half away from zero: the figures of the analysis as
/// messages, saves and `patchwork-cli analyse` write them (`0.6123`). JSON has no NaN or
/// infinity: those are 0.
#[must_use]
pub fn rounded(x: f64, places: u8) -> f64 {
    if !x.is_finite() {
        return 0.0;
    }
    let scale = 10f64.powi(i32::from(places));
    let magnitude = ((x * scale).abs() + 0.5).floor() / scale;
    if x < 0.0 && magnitude != 0.0 {
        -magnitude
    } else {
        magnitude
    }
}

fn four_places<S: Serializer>(x: &f32, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(rounded(f64::from(*x), 4))
}

fn two_places<S: Serializer>(x: &f32, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(rounded(f64::from(*x), 2))
}

fn four_places_or_null<S: Serializer>(x: &Option<f32>, serializer: S) -> Result<S::Ok, S::Error> {
    match x {
        Some(x) => four_places(x, serializer),
        None => serializer.serialize_none(),
    }
}

/// A winning share: from 0 to 1.
fn share<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
    within_one(f32::deserialize(deserializer)?)
}

fn optional_share<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<f32>, D::Error> {
    Option::<f32>::deserialize(deserializer)?.map(within_one).transpose()
}

fn within_one<E: serde::de::Error>(x: f32) -> Result<f32, E> {
    if (0.0..=1.0).contains(&x) {
        Ok(x)
    } else {
        Err(E::custom("a share must be from 0 to 1"))
    }
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
        Ok(Seen { chance: self.chance, margin: self.margin, best, played: self.played })
    }
}

/// The search's view of position `index` (`state`) judging the move `played` there: `None`
/// once the game is over.
#[must_use]
pub fn see(state: &GameState, index: usize, played: Option<Action>, iterations: u32, seed: u64) -> Option<Seen> {
    let evaluation = evaluate_position(state, index, iterations, seed)?;
    let top = evaluation.top();
    let played = played.and_then(|action| evaluation.of(&action)).filter(|c| c.visits >= SURE_VISITS);
    Some(Seen { chance: top.chance, margin: top.margin, best: evaluation.best, played: played.map(|c| c.chance) })
}

/// The mover's chance after a move to `next`: exact at the end of the game, else the next
/// position's chance (`next_chance`, its mover's) seen by `mover`.
fn chance_after(mover: Player, next: &GameState, next_chance: Option<f32>) -> f32 {
    match (next.outcome(), next_chance) {
        (Some(outcome), _) => f32::from(u8::from(outcome.winner == mover)),
        (None, Some(chance)) if next.to_move() == Some(mover) => chance,
        (None, Some(chance)) => 1.0 - chance,
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
    let loss = if best { 0.0 } else { (here.chance - here.played.unwrap_or(after)).max(0.0) };
    MoveReview {
        index,
        player: mover,
        before: here.chance,
        after,
        margin: here.margin,
        best: here.best,
        loss,
        verdict: Verdict::of(best, loss),
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
mod tests {
    use super::*;
    use crate::rules::{RecordedAction, Setup, Variant};

    /// Few playouts: the tests check the bookkeeping, not the engine's judgement.
    const QUICK: u32 = 600;

    /// A record of a game in which both players always play the review's own move.
    fn engine_game(variant: Variant, deal: u64, seed: u64) -> Record {
        let mut record = Record::new(Setup::from_seed(variant, deal));
        let mut state = GameState::new(record.setup());
        while state.to_move().is_some() {
            let index = record.actions().len();
            let best = evaluate_position(&state, index, QUICK, seed).expect("a player to move").best;
            record.push(RecordedAction::from_action(best));
            state.play_quiet(best).expect("the search plays legal moves");
        }
        record
    }

    #[test]
    fn the_verdict_follows_the_thresholds() {
        assert_eq!(Verdict::of(true, 0.5), Verdict::Best);
        assert_eq!(Verdict::of(false, 0.0), Verdict::Good);
        assert_eq!(Verdict::of(false, MISTAKE - 0.001), Verdict::Good);
        assert_eq!(Verdict::of(false, MISTAKE), Verdict::Mistake);
        assert_eq!(Verdict::of(false, BLUNDER), Verdict::Blunder);
        assert_eq!(Verdict::of(false, 0.9), Verdict::Blunder);
    }

    #[test]
    fn playing_the_engines_moves_makes_no_mistake_and_the_end_is_exact() {
        let record = engine_game(Variant::Express, 4, 11);
        let mut seen = 0;
        let review = analyse(&record, QUICK, 11, |index, total| {
            assert_eq!(index, seen);
            assert_eq!(total, record.actions().len() + 1);
            seen += 1;
        })
        .unwrap();
        assert_eq!(seen, record.actions().len() + 1);
        assert_eq!(review.moves.len(), record.actions().len());
        for m in &review.moves {
            assert_eq!(m.verdict, Verdict::Best, "move {}", m.index);
            assert_eq!(m.loss, 0.0);
            assert!((0.0..=1.0).contains(&m.before) && (0.0..=1.0).contains(&m.after));
        }
        assert_eq!(review.accuracy(), [Some(1.0), Some(1.0)]);
        // The last move's chance after is the game's result, exactly.
        let end = record.replay().unwrap();
        let last = review.moves.last().unwrap();
        let won = end.outcome().unwrap().winner == last.player;
        assert_eq!(last.after, if won { 1.0 } else { 0.0 });
        let points = review.player_one_chances();
        assert_eq!(points.len(), record.actions().len() + 1);
        assert_eq!(*points.last().unwrap(), if end.outcome().unwrap().winner == Player::One { 1.0 } else { 0.0 });
    }

    fn judged(index: usize, player: Player, loss: f32) -> MoveReview {
        let verdict = Verdict::of(loss == 0.0, loss);
        MoveReview { index, player, before: 0.5, after: 0.5, margin: 0.0, best: Action::Advance, loss, verdict }
    }

    #[test]
    fn the_summary_counts_each_players_moves() {
        let moves = [
            judged(0, Player::One, 0.0),
            judged(1, Player::Two, 0.04),
            judged(2, Player::One, 0.05),
            judged(3, Player::Two, 0.12),
            judged(4, Player::One, 0.31),
            judged(5, Player::Two, 0.25),
            judged(6, Player::One, 0.2),
        ];
        let [one, two] = summary(&moves);
        assert_eq!((one.moves, one.accurate, one.mistakes, one.blunders), (4, 1, 0, 2));
        assert_eq!(one.swing, Some((4, 0.31)));
        assert_eq!(one.accuracy(), Some(0.25));
        assert_eq!((two.moves, two.accurate, two.mistakes, two.blunders), (3, 1, 1, 1));
        assert_eq!(two.swing, Some((5, 0.25)));
        // The accuracy is the command-line tool's.
        let analysis = GameAnalysis { moves: moves.to_vec() };
        assert_eq!(analysis.accuracy(), [Some(0.25), Some(1.0 / 3.0)]);
        // No move, no accuracy and no swing; a game of best moves swings nowhere.
        let [none, best] = summary(&[judged(0, Player::Two, 0.0)]);
        assert_eq!((none.accuracy(), none.swing), (None, None));
        assert_eq!((best.accuracy(), best.swing), (Some(1.0), None));
    }

    #[test]
    fn the_same_record_gets_the_same_review() {
        let record = engine_game(Variant::Express, 9, 3);
        let once = analyse(&record, QUICK, 5, |_, _| {}).unwrap();
        assert_eq!(analyse(&record, QUICK, 5, |_, _| {}).unwrap(), once);
    }

    #[test]
    fn throwing_away_a_won_game_is_a_blunder() {
        // Both play the engine's moves until one player is clearly winning (chance ≥ 90 %);
        // then that player, on a later turn, takes the move that leaves them worst off.
        let iterations = 2_000;
        let seed = 7;
        let mut record = Record::new(Setup::from_seed(Variant::Express, 2));
        let mut state = GameState::new(record.setup());
        let thrown = loop {
            let player = state.to_move().expect("someone wins clearly before the end");
            let index = record.actions().len();
            let evaluation = evaluate_position(&state, index, iterations, seed).unwrap();
            if index > 6 && evaluation.top().chance >= 0.9 && state.legal_actions().len() > 1 {
                // Of a spread of legal actions, the one after which this player's chance is
                // lowest (a quick look at each).
                let legal = state.legal_actions();
                let stride = (legal.len() / 40).max(1);
                let worst = legal
                    .into_iter()
                    .step_by(stride)
                    .map(|action| {
                        let mut next = state.clone();
                        next.play_quiet(action).unwrap();
                        let after = evaluate_position(&next, index + 1, QUICK, seed);
                        (action, chance_after(player, &next, after.map(|e| e.top().chance)))
                    })
                    .min_by(|a, b| a.1.total_cmp(&b.1))
                    .unwrap();
                if evaluation.top().chance - worst.1 >= 0.35 {
                    record.push(RecordedAction::from_action(worst.0));
                    break index;
                }
            }
            record.push(RecordedAction::from_action(evaluation.best));
            state.play_quiet(evaluation.best).unwrap();
        };
        let review = analyse(&record, iterations, seed, |_, _| {}).unwrap();
        let blunder = &review.moves[thrown];
        assert_eq!(blunder.verdict, Verdict::Blunder, "{blunder:?}");
        assert!(blunder.loss >= BLUNDER);
        assert!(review.moves[..thrown].iter().all(|m| m.verdict == Verdict::Best));
        let accuracy = review.accuracy()[blunder.player.index()].unwrap();
        assert!(accuracy < 1.0);
    }

    #[test]
    fn an_illegal_record_is_refused_as_replay_refuses_it() {
        let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 3));
        record.push(RecordedAction::Advance);
        record.push(RecordedAction::Leather { cell: (0, 0) });
        let error = analyse(&record, QUICK, 1, |_, _| {}).unwrap_err();
        assert_eq!(error, record.replay().unwrap_err());
    }
}
