//! Reviewing a game in the computer's worker, one position at a time, so that the page shows
//! the analysis filling in and never waits long for a message:
//!
//! | from | message |
//! |---|---|
//! | page | a [`ReviewRequest`] ([`ToWorker::Review`](crate::ai::protocol::ToWorker::Review)): `{"review":{"id":9,"record":"…","index":12,"iterations":4000,"seed":0}}` |
//! | worker | a [`ReviewReply`] ([`FromWorker::Review`](crate::ai::protocol::FromWorker::Review)): `{"review":{"id":9,"index":12,"seen":{"chance":0.61,"margin":3.5,"best":{"type":"advance"},"played":0.42}}}` |
//!
//! `seen` is `null` at a position where the game is over, and `played` is `null` when the search
//! did not try the move played often enough to judge it by itself (see [`analysis`]). A request
//! that cannot be answered gets a [`Failure`](crate::ai::protocol::Failure).
//!
//! The worker evaluates exactly what [`analysis::analyse`] evaluates at that position, so the
//! page's review and `patchwork-cli analyse` agree.

use serde::{Deserialize, Serialize};

use crate::ai::analysis::{self, Seen};
use crate::ai::protocol::WorkerError;
use crate::rules::{Record, RecordedAction};

/// The page asks what the search sees at one position of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// The game as a `patchwork-record/1` text.
    pub record: String,
    /// The position: after the record's first `index` actions. The action at `index`, when the
    /// record has one, is the move judged.
    pub index: u32,
    /// Playouts ([`analysis::ITERATIONS`] when absent).
    #[serde(default = "iterations")]
    pub iterations: u32,
    /// The analysis seed (0 when absent).
    #[serde(default)]
    pub seed: u64,
}

const fn iterations() -> u32 {
    analysis::ITERATIONS
}

/// The worker's answer to a [`ReviewRequest`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReviewReply {
    /// The request's id.
    pub id: u32,
    /// The position's index.
    pub index: u32,
    /// What the search saw (`None` where the game is over).
    pub seen: Option<Seen<RecordedAction>>,
}

/// What the search sees at the request's position.
///
/// # Errors
/// The record does not read or replay, or has no such position.
pub fn answer_review(request: &ReviewRequest) -> Result<ReviewReply, WorkerError> {
    let index = request.index as usize;
    let mut record = Record::from_json(&request.record).map_err(|e| WorkerError::BadRecord(e.to_string()))?;
    if index > record.actions().len() {
        return Err(WorkerError::NoPosition(request.index));
    }
    record.truncate(index + 1);
    let (states, actions) = analysis::positions(&record).map_err(|e| WorkerError::IllegalRecord(e.to_string()))?;
    let seen = analysis::see(&states[index], index, actions.get(index).copied(), request.iterations, request.seed);
    Ok(ReviewReply { id: request.id, index: request.index, seen: seen.map(|seen| seen.recorded()) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::protocol::{FromWorker, ToWorker};
    use crate::ai::random;
    use crate::rules::{GameState, Variant};

    fn request(record: &Record, index: u32) -> ReviewRequest {
        ReviewRequest { id: 3, record: record.to_json(), index, iterations: 300, seed: 5 }
    }

    #[test]
    fn the_worker_sees_what_the_analysis_sees_and_the_messages_round_trip() {
        let record = random::random_game(Variant::Express, 8);
        let (states, actions) = analysis::positions(&record).unwrap();
        for index in [0, 5, actions.len() - 1, actions.len()] {
            let reply = answer_review(&request(&record, index as u32)).unwrap();
            let expected = analysis::see(&states[index], index, actions.get(index).copied(), 300, 5);
            let seen = reply.seen.clone().map(|seen| seen.resolve(&states[index]).unwrap());
            // Through JSON the shares keep four places.
            let close = |a: &Seen, b: &Seen| (a.chance - b.chance).abs() < 1e-4 && a.best == b.best;
            assert_eq!(seen.is_some(), expected.is_some(), "position {index}");
            if let (Some(seen), Some(expected)) = (seen, expected) {
                assert!(close(&seen, &expected), "{seen:?} {expected:?}");
            }
            let text = FromWorker::Review(reply.clone()).to_json();
            let Ok(FromWorker::Review(back)) = FromWorker::from_json(&text) else { panic!("{text} reads") };
            assert_eq!((back.id, back.index), (3, index as u32));
            assert_eq!(back.seen.map(|seen| seen.best), reply.seen.map(|seen| seen.best));
        }
        assert_eq!(expected_over(&states), analysis::see(states.last().unwrap(), 0, None, 300, 5).is_none());
        let message = ToWorker::Review(request(&record, 2));
        assert_eq!(ToWorker::from_json(&message.to_json()), Ok(message));
    }

    fn expected_over(states: &[GameState]) -> bool {
        states.last().unwrap().outcome().is_some()
    }

    #[test]
    fn bad_requests_and_replies_are_errors_not_panics() {
        let record = random::random_game(Variant::ClassicRevised, 2);
        assert_eq!(answer_review(&request(&record, 9_999)), Err(WorkerError::NoPosition(9_999)));
        let garbled = ReviewRequest { record: "{".into(), ..request(&record, 0) };
        assert!(matches!(answer_review(&garbled), Err(WorkerError::BadRecord(_))));
        assert!(FromWorker::from_json("nonsense").is_err());
        let wrong = r#"{"review":{"id":1,"index":2,"seen":{"chance":7,"margin":0,"best":{"type":"advance"}}}}"#;
        let error = FromWorker::from_json(wrong).unwrap_err().to_string();
        assert!(error.starts_with("a share must be from 0 to 1"), "{error}");
        let defaults = r#"{"review":{"id":1,"record":"","index":2}}"#;
        let Ok(ToWorker::Review(request)) = ToWorker::from_json(defaults) else { panic!("{defaults} reads") };
        assert_eq!((request.iterations, request.seed), (analysis::ITERATIONS, 0));
    }
}
