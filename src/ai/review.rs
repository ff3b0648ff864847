//! Reviewing a game in the computer's worker, one position at a time, so that the page shows
//! the analysis filling in and never waits long for a message:
//!
//! | from | message |
//! |---|---|
//! | page | a [`ReviewRequest`]: `{"id": 9, "review": {"record": "…", "index": 12, "iterations": 4000, "seed": 0}}` |
//! | worker | a [`ReviewReply`]: `{"id": 9, "review": {"index": 12, "seen": {"chance": 0.61, "margin": 3.5, "best": {"type": "advance"}, "played": 0.42}}}` |
//!
//! `seen` is `null` at a position where the game is over, and `played` is `null` when the search
//! did not try the move played often enough to judge it by itself (see [`analysis`]). A request
//! that cannot be answered gets `{"id": 9, "review": {"index": 12, "error": "…"}}`.
//!
//! The worker evaluates exactly what [`analysis::analyse`] evaluates at that position, so the
//! page's review and `patchwork-cli analyse` agree.

use crate::ai::analysis::{self, Seen};
use crate::ai::protocol::{object, parse, required};
use crate::rules::json::{JsonError, Node, Number, Value};
use crate::rules::{Record, RecordedAction, Variant};

/// The page asks what the search sees at one position of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReviewRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// The game as a `patchwork-record/1` text.
    pub record: String,
    /// The position: after the record's first `index` actions. The action at `index`, when the
    /// record has one, is the move judged.
    pub index: u32,
    /// Playouts ([`analysis::ITERATIONS`] by default).
    pub iterations: u32,
    /// The analysis seed.
    pub seed: u64,
}

/// The worker's answer to a [`ReviewRequest`].
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewReply {
    /// The request's id.
    pub id: u32,
    /// The position's index.
    pub index: u32,
    /// What the search saw (`None` where the game is over), or why there is nothing.
    pub seen: Result<Option<Seen<RecordedAction>>, String>,
}

impl ReviewRequest {
    /// The request as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let review = Value::object([
            ("record", self.record.as_str().into()),
            ("index", self.index.into()),
            ("iterations", self.iterations.into()),
            ("seed", self.seed.into()),
        ]);
        Value::object([("id", self.id.into()), ("review", review)]).to_string()
    }

    /// Reads the `review` object of a request.
    pub(crate) fn read(id: u32, review: Node<'_, '_>) -> Result<ReviewRequest, String> {
        let review = object(review, "review")?;
        let read = || -> Result<ReviewRequest, JsonError> {
            let iterations = review.optional("iterations")?.map(|n| n.u32()).transpose()?;
            Ok(ReviewRequest {
                id,
                record: required(&review, "record")?.str()?.to_owned(),
                index: required(&review, "index")?.u32()?,
                iterations: iterations.unwrap_or(analysis::ITERATIONS),
                seed: review.optional("seed")?.map(|n| n.u64()).transpose()?.unwrap_or(0),
            })
        };
        read().map_err(|e| e.to_string())
    }
}

/// What the search sees at the request's position.
#[must_use]
pub fn answer_review(request: &ReviewRequest) -> ReviewReply {
    let index = request.index as usize;
    let seen = || -> Result<Option<Seen<RecordedAction>>, String> {
        let mut record = Record::from_json(&request.record).map_err(|e| e.to_string())?;
        if index > record.actions().len() {
            return Err(format!("the record has no position {index}"));
        }
        record.truncate(index + 1);
        let (states, actions) = analysis::positions(&record).map_err(|e| e.to_string())?;
        let seen = analysis::see(&states[index], index, actions.get(index).copied(), request.iterations, request.seed);
        Ok(seen.map(|seen| seen.recorded()))
    };
    ReviewReply { id: request.id, index: request.index, seen: seen() }
}

impl Seen<RecordedAction> {
    /// As JSON, chances to four places and the margin to two.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let share = |x: f32| Value::from(Number::rounded(f64::from(x), 4));
        Value::object([
            ("chance", share(self.chance)),
            ("margin", Number::rounded(f64::from(self.margin), 2).into()),
            ("best", self.best.to_json()),
            ("played", self.played.map_or(Value::Null, share)),
        ])
    }

    /// Reads what [`Seen::to_json`] wrote, for position `index` of a `variant` game.
    ///
    /// # Errors
    /// Which field is missing or wrong.
    pub fn read(node: Node<'_, '_>, index: usize, variant: Variant) -> Result<Seen<RecordedAction>, String> {
        let node = object(node, "seen")?;
        let share = |key| -> Result<f32, String> {
            let x = required(&node, key).and_then(|n| n.f64()).map_err(|e| e.to_string())? as f32;
            if (0.0..=1.0).contains(&x) {
                Ok(x)
            } else {
                Err(format!("{key}: not between 0 and 1"))
            }
        };
        let played = match node.optional("played").map_err(|e| e.to_string())? {
            Some(_) => Some(share("played")?),
            None => None,
        };
        let best = required(&node, "best").map_err(|e| e.to_string())?;
        Ok(Seen {
            chance: share("chance")?,
            margin: required(&node, "margin").and_then(|n| n.f64()).map_err(|e| e.to_string())? as f32,
            best: RecordedAction::from_json(best.value(), index, variant).map_err(|e| e.to_string())?,
            played,
        })
    }
}

impl ReviewReply {
    /// The reply as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let result = match &self.seen {
            Ok(seen) => ("seen", seen.as_ref().map_or(Value::Null, Seen::to_json)),
            Err(why) => ("error", why.as_str().into()),
        };
        let review = Value::object([("index", self.index.into()), result]);
        Value::object([("id", self.id.into()), ("review", review)]).to_string()
    }

    /// Reads a reply to a request about a game of `variant_of(id)`; `None` when the text is no
    /// reply to a review request asked (`variant_of` gives `None`).
    #[must_use]
    pub fn from_json(text: &str, variant_of: impl Fn(u32) -> Option<Variant>) -> Option<ReviewReply> {
        let value = parse(text, "the reply").ok()?;
        let root = Node::root(&value);
        let review = root.get("review").ok()??;
        let id = root.field("id").and_then(|id| id.u32()).ok()?;
        let variant = variant_of(id)?;
        let index = review.field("index").and_then(|i| i.u32()).ok()?;
        let seen = match (review.optional("seen"), review.get("error")) {
            (_, Ok(Some(error))) => Err(error.str().unwrap_or("the worker failed").to_owned()),
            (Ok(Some(seen)), _) => Seen::read(seen, index as usize, variant).map(Some),
            (Ok(None), _) => Ok(None),
            (Err(e), _) => Err(e.to_string()),
        };
        Some(ReviewReply { id, index, seen })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random;
    use crate::rules::GameState;

    fn request(record: &Record, index: u32) -> ReviewRequest {
        ReviewRequest { id: 3, record: record.to_json(), index, iterations: 300, seed: 5 }
    }

    #[test]
    fn the_worker_sees_what_the_analysis_sees_and_the_messages_round_trip() {
        let record = random::random_game(Variant::Express, 8);
        let (states, actions) = analysis::positions(&record).unwrap();
        for index in [0, 5, actions.len() - 1, actions.len()] {
            let reply = answer_review(&request(&record, index as u32));
            let expected = analysis::see(&states[index], index, actions.get(index).copied(), 300, 5);
            let seen = reply.seen.clone().unwrap().map(|seen| seen.resolve(&states[index]).unwrap());
            // Through JSON the shares keep four places.
            let close = |a: &Seen, b: &Seen| (a.chance - b.chance).abs() < 1e-4 && a.best == b.best;
            assert_eq!(seen.is_some(), expected.is_some(), "position {index}");
            if let (Some(seen), Some(expected)) = (seen, expected) {
                assert!(close(&seen, &expected), "{seen:?} {expected:?}");
            }
            let back = ReviewReply::from_json(&reply.to_json(), |_| Some(Variant::Express)).unwrap();
            assert_eq!((back.id, back.index), (3, index as u32));
            assert_eq!(back.seen.is_ok(), reply.seen.is_ok());
        }
        assert_eq!(expected_over(&states), analysis::see(states.last().unwrap(), 0, None, 300, 5).is_none());
        let text = request(&record, 2).to_json();
        let value = crate::rules::json::parse(&text).unwrap();
        let read = ReviewRequest::read(3, Node::root(&value).field("review").unwrap()).unwrap();
        assert_eq!(read, request(&record, 2));
    }

    fn expected_over(states: &[GameState]) -> bool {
        states.last().unwrap().outcome().is_some()
    }

    #[test]
    fn bad_requests_and_replies_are_errors_not_panics() {
        let record = random::random_game(Variant::ClassicRevised, 2);
        let far = answer_review(&request(&record, 9_999));
        assert!(far.seen.is_err());
        let garbled = ReviewRequest { record: "{".into(), ..request(&record, 0) };
        assert!(answer_review(&garbled).seen.is_err());
        let express = |_| Some(Variant::Express);
        assert_eq!(ReviewReply::from_json("nonsense", express), None);
        assert_eq!(ReviewReply::from_json(r#"{"id":1,"action":{}}"#, express), None);
        let unasked = r#"{"id":1,"review":{"index":2,"error":"no"}}"#;
        assert_eq!(ReviewReply::from_json(unasked, |_| None), None);
        let error = ReviewReply::from_json(unasked, express).unwrap();
        assert_eq!(error.seen, Err("no".to_owned()));
        let wrong = r#"{"id":1,"review":{"index":2,"seen":{"chance":7,"margin":0,"best":{"type":"advance"}}}}"#;
        assert!(ReviewReply::from_json(wrong, express).unwrap().seen.is_err());
    }
}
