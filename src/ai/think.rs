//! The computer player's thinking behind every front end: [`think`] is the engine call of
//! `patchwork-cli move` and of the page's web worker, and [`answer`] answers the worker's move
//! [`Request`] with it.

use crate::ai::protocol::{Reply, Request, WorkerError};
use crate::ai::{self, Budget, Level};
use crate::rules::{GameState, Record, RecordedAction};

/// A chosen action and the search iterations it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thought {
    /// The action, as a record writes it.
    pub action: RecordedAction,
    /// Search iterations run (0 for the levels that do not search).
    pub iterations: u32,
}

/// What `level` plays in `state` within `budget`, `None` once the game is over: the engine call
/// behind both [`answer`] and `patchwork-cli move`. Equal to [`ai::choose_with`], and it also
/// counts the iterations.
#[must_use]
pub fn think(level: Level, state: &GameState, seed: u64, budget: Budget<'_>) -> Option<Thought> {
    let (action, iterations) = match level.config() {
        Some(config) => ai::mcts::search(state, &config, seed, budget).map(|found| (found.action, found.iterations))?,
        None => (ai::choose_with(level, state, seed, budget)?, 0),
    };
    Some(Thought { action: RecordedAction::from_action(action), iterations })
}

/// What `patchwork-cli move` says about a finished game.
pub const GAME_OVER: &str = "the game is over: there is no move to choose";

/// Answers a move request: reads and replays the record, then lets the level choose.
///
/// With `budget_ms` and a `time_up` callback (the worker's clock, asked every
/// [`ai::mcts::CHECK_EVERY`] iterations) the searching levels think until `time_up` says so,
/// with no iteration limit, so Hard and Medium use their whole time. Without either, they run
/// their fixed [`Level::iterations`]. `elapsed_ms` is left at 0 for the caller to fill in.
///
/// # Errors
/// A record that does not read or replay, or a finished game.
pub fn answer(request: &Request, time_up: Option<&mut dyn FnMut() -> bool>) -> Result<Reply, WorkerError> {
    let timed = request.budget_ms.is_some() && time_up.is_some();
    let iterations = if timed { u32::MAX } else { request.level.iterations() };
    let budget = Budget { iterations, time_up: if timed { time_up } else { None } };
    let record = Record::from_json(&request.record).map_err(|e| WorkerError::BadRecord(e.to_string()))?;
    let state = record.replay().map_err(|e| WorkerError::IllegalRecord(e.to_string()))?;
    let thought = think(request.level, &state, request.seed, budget).ok_or(WorkerError::GameOver)?;
    Ok(Reply { id: request.id, action: thought.action, iterations: thought.iterations, elapsed_ms: 0.0 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random;
    use crate::rules::Variant;

    /// The record of a seeded random classic game, cut after `actions` actions.
    fn record(seed: u64, actions: usize) -> Record {
        let mut record = random::random_game(Variant::ClassicRevised, seed);
        record.truncate(actions);
        record
    }

    fn request(level: Level, record: &Record) -> Request {
        Request { id: 7, level, budget_ms: None, seed: 3, record: record.to_json() }
    }

    /// A time-up callback that says yes on its `calls`th call: `calls × CHECK_EVERY` iterations.
    fn after(calls: u32) -> impl FnMut() -> bool {
        let mut asked = 0;
        move || {
            asked += 1;
            asked >= calls
        }
    }

    /// Appends the reply's action to the record and replays it.
    fn assert_legal(reply: &Result<Reply, WorkerError>, record: &Record) -> GameState {
        let action = reply.as_ref().unwrap_or_else(|e| panic!("no action: {e}")).action.clone();
        let state = record.replay().unwrap();
        let resolved = action.resolve(&state).unwrap_or_else(|e| panic!("{action:?} does not resolve: {e}"));
        state.check(&resolved).unwrap_or_else(|e| panic!("{resolved:?} is illegal: {e}"));
        let mut longer = record.clone();
        longer.push(action);
        longer.replay().expect("the record with the answer replays")
    }

    #[test]
    fn bad_records_and_finished_games_get_an_error_reply() {
        let bad = Request { record: "{\"format\": 1}".into(), ..request(Level::Easy, &record(1, 0)) };
        let error = answer(&bad, None).unwrap_err();
        assert!(matches!(&error, WorkerError::BadRecord(_)), "{error:?}");
        assert!(error.to_string().starts_with("the record does not read: format"));
        // An illegal first action: a leather patch nobody has won.
        let mut illegal = record(1, 0);
        illegal.push(RecordedAction::Leather { cell: (0, 0) });
        let error = answer(&request(Level::Hard, &illegal), None).unwrap_err();
        assert!(error.to_string().starts_with("the record does not replay: action 0: "));
        let finished = record(1, usize::MAX);
        assert!(finished.replay().unwrap().outcome().is_some());
        for level in Level::ALL {
            let reply = answer(&request(level, &finished), None);
            assert_eq!(reply, Err(WorkerError::GameOver), "{level:?}");
            assert_eq!(reply.unwrap_err().to_string(), GAME_OVER);
        }
    }

    #[test]
    fn every_level_answers_with_a_legal_action_the_same_one_twice() {
        let game = record(8, 10);
        for level in Level::ALL {
            let timed = Request { budget_ms: Some(100_000), ..request(level, &game) };
            let mut up = after(20);
            let reply = answer(&timed, Some(&mut up));
            assert_legal(&reply, &game);
            let mut again = after(20);
            assert_eq!(answer(&timed, Some(&mut again)), reply, "{level:?}");
            let iterations = reply.map(|reply| reply.iterations);
            if level.config().is_some() {
                assert_eq!(iterations, Ok(20 * ai::mcts::CHECK_EVERY), "{level:?} stopped by time only");
            } else {
                assert_eq!(iterations, Ok(0));
            }
        }
        // Without a budget, or without a clock, a level runs its iterations: what the CLI does.
        let untimed = answer(&request(Level::Medium, &game), None);
        assert_legal(&untimed, &game);
        let untimed_reply = untimed.clone().unwrap();
        assert!(untimed_reply.iterations <= Level::Medium.iterations());
        let state = game.replay().unwrap();
        let cli = think(Level::Medium, &state, 3, Budget::iterations(Level::Medium.iterations())).unwrap();
        assert_eq!(untimed_reply.action, cli.action);
        let no_clock = Request { budget_ms: Some(5), ..request(Level::Medium, &game) };
        assert_eq!(answer(&no_clock, None), untimed);
    }

    /// Prefixes of seeded random games of every variant (leather patches waiting, Express
    /// discards): each level's answer resolves, passes `check`, and the game goes on.
    #[test]
    fn answers_are_legal_all_through_random_games() {
        let mut answered = 0;
        let mut leather = 0;
        for variant in Variant::ALL {
            for seed in 0..3u64 {
                let game = random::random_game(variant, seed * 13 + 1);
                let length = game.actions().len();
                for cut in (0..length).step_by(7).chain([length - 1]) {
                    let mut prefix = game.clone();
                    prefix.truncate(cut);
                    let state = prefix.replay().unwrap();
                    leather += usize::from(state.pending_leather() > 0);
                    let level = Level::ALL[(cut + seed as usize) % Level::ALL.len()];
                    let timed = Request { budget_ms: Some(60_000), seed: cut as u64, ..request(level, &prefix) };
                    let mut up = after(4);
                    let reply = answer(&timed, Some(&mut up));
                    assert_eq!(reply.as_ref().map(|reply| reply.id), Ok(7));
                    let after_move = assert_legal(&reply, &prefix);
                    assert_ne!(after_move, state, "{level:?} changed the game");
                    answered += 1;
                }
            }
        }
        assert!(answered >= 60, "{answered} positions");
        assert!(leather >= 1, "a leather patch was waiting in some position");
    }

    #[test]
    fn a_hard_search_stops_as_soon_as_its_time_is_up() {
        // The first move: several patches are affordable, so there is something to search. A
        // clock that says "time's up" at its 20th reading stands for the worker's deadline: the
        // search must stop within one check of it (no wall clock, so no flaky timing here; the
        // browser's real budgets are measured by e2e/ai-worker.spec.mjs).
        let game = record(11, 0);
        for readings in [1u32, 20, 200] {
            let timed = Request { budget_ms: Some(1), ..request(Level::Hard, &game) };
            let mut read = 0;
            let mut up = || {
                read += 1;
                read >= readings
            };
            let reply = answer(&timed, Some(&mut up));
            assert_legal(&reply, &game);
            let reply = reply.unwrap();
            assert!(
                reply.iterations <= (readings + 1) * crate::ai::mcts::CHECK_EVERY,
                "{} iterations",
                reply.iterations
            );
            // It searches until then rather than stopping at a fixed count.
            assert!(
                reply.iterations >= (readings - 1) * crate::ai::mcts::CHECK_EVERY,
                "{} iterations",
                reply.iterations
            );
        }
    }
}
