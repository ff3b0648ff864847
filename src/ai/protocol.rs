//! What the page and the computer player's web worker say to each other (pure, no browser calls).
//!
//! The search runs in a Web Worker so that the page never freezes while the computer thinks.
//! Every message is one JSON text:
//!
//! | from | message |
//! |---|---|
//! | worker | [`READY`] once, when it can take requests (earlier requests must wait: a worker drops messages that arrive before its handler exists) |
//! | page | a [`Request`]: `{"id": 7, "level": "hard", "budget_ms": 2000, "seed": 42, "record": "…"}` |
//! | worker | a [`Reply`]: `{"id": 7, "action": {"type": "advance"}, "iterations": 81234, "elapsed_ms": 2000.4}` or `{"id": 7, "error": "…", …}` |
//! | page | a [`SpeedRequest`]: `{"id": 8, "speed": {"level": "hard", "positions": 12, "iterations": 16000, "seed": 0}}` |
//! | worker | a [`SpeedReply`]: `{"id": 8, "speed": {"level": "hard", "positions": 12, "iterations": 192000, "elapsed_ms": 3800.0}}` |
//! | page | a [`ReviewRequest`]: one position of a game to review (see [`crate::ai::review`]) |
//! | worker | a [`ReviewReply`](crate::ai::review::ReviewReply): what the search saw there |
//!
//! [`think::answer`](crate::ai::think::answer) and
//! [`speed::answer_speed`](crate::ai::speed::answer_speed) do the work; the worker only adds the clock, so that
//! everything here is tested natively and `patchwork-cli move` / `search-speed` run the same code.

use std::fmt;

use crate::ai::review::ReviewRequest;
use crate::ai::Level;
use crate::rules::json::{self, JsonError, JsonProblem, Node, Number, Value};
use crate::rules::{Record, RecordError, RecordedAction, Variant};

/// What the worker posts once it listens for requests.
pub const READY: &str = r#"{"ready":true}"#;

/// How long the computer thinks in the browser, in milliseconds: Hard 2 s, Medium 0.5 s. The
/// other levels do not search and answer at once (`None`).
#[must_use]
pub const fn browser_budget_ms(level: Level) -> Option<u32> {
    match level {
        Level::Hard => Some(2_000),
        Level::Medium => Some(500),
        Level::Random | Level::Greedy | Level::Easy => None,
    }
}

/// The page asks for the next move of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    /// Chosen by the page and echoed in the reply, so that a stale reply can be recognised.
    pub id: u32,
    /// Who plays.
    pub level: Level,
    /// Think this long (the searching levels; see [`answer`](crate::ai::think::answer)), or `None` for the level's fixed
    /// number of iterations ([`Level::iterations`]).
    pub budget_ms: Option<u32>,
    /// Seeds the level's randomness: the same request always gets the same answer when it is
    /// stopped by iterations, not by time.
    pub seed: u64,
    /// The game so far as a `patchwork-record/1` text ([`Record::to_json`]).
    pub record: String,
}

/// The worker's answer to a [`Request`].
#[derive(Debug, Clone, PartialEq)]
pub struct Reply {
    /// The request's id.
    pub id: u32,
    /// The chosen action as one record action (what `patchwork-cli move` prints), or why there is
    /// none: a record that does not read or replay, or a finished game.
    pub result: Result<Value, String>,
    /// Search iterations run (0 for the levels that do not search).
    pub iterations: u32,
    /// Time from receiving the request to answering it, measured by the worker.
    pub elapsed_ms: f64,
}

/// Asks the worker to measure search speed: `iterations` iterations of `level`'s search (without
/// stopping early) on each of `positions` positions from [`speed_positions`](crate::ai::speed::speed_positions)`(seed, …)`.
/// `patchwork-cli search-speed` does exactly the same work natively, so the two speeds compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SpeedRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// A searching level (Medium or Hard).
    pub level: Level,
    /// How many positions.
    pub positions: u32,
    /// Iterations per position.
    pub iterations: u32,
    /// Which positions.
    pub seed: u64,
}

/// The worker's answer to a [`SpeedRequest`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpeedReply {
    /// The request's id.
    pub id: u32,
    /// The level searched.
    pub level: Level,
    /// Positions searched.
    pub positions: u32,
    /// Iterations run in all.
    pub iterations: u64,
    /// Time the searches took, measured by the worker.
    pub elapsed_ms: f64,
}

impl SpeedReply {
    /// Iterations per second.
    #[must_use]
    pub fn per_second(&self) -> f64 {
        self.iterations as f64 * 1000.0 / self.elapsed_ms
    }
}

/// Any message the page sends to the worker.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inbound {
    /// A move to choose.
    Move(Request),
    /// A speed measurement.
    Speed(SpeedRequest),
    /// One position of a game to review ([`crate::ai::review`]).
    Review(ReviewRequest),
}

impl Inbound {
    /// Reads a message sent to the worker.
    ///
    /// # Errors
    /// The request's id (0 when there is none) and why the text is not a request, for an error
    /// [`Reply`].
    pub fn from_json(text: &str) -> Result<Inbound, (u32, String)> {
        let value = parse(text, "the request").map_err(|message| (0, message))?;
        if !value.is_object() {
            return Err((0, "the request is not a JSON object".to_owned()));
        }
        let root = Node::root(&value);
        let id = root.field("id").and_then(|id| id.u32()).map_err(|e| (0, e.to_string()))?;
        let read = match (root.get("speed"), root.get("review")) {
            (Ok(Some(speed)), _) => SpeedRequest::read(id, speed).map(Inbound::Speed),
            (_, Ok(Some(review))) => ReviewRequest::read(id, review).map(Inbound::Review),
            _ => Request::read(id, root).map(Inbound::Move),
        };
        read.map_err(|message| (id, message))
    }
}

/// The JSON value of a message; `what` names it in the error.
pub(crate) fn parse(text: &str, what: &str) -> Result<Value, String> {
    json::parse(text).map_err(|e| match e.problem() {
        JsonProblem::Syntax { line, column, message } => {
            format!("{what} is not JSON: {message} at line {line} column {column}")
        }
        _ => format!("{what} is not JSON: {e}"),
    })
}

/// A time in milliseconds as JSON, to the microsecond; JSON has no NaN or infinity: those are 0.
/// (Written as a decimal without float printing, which the page does not carry.)
fn elapsed(ms: f64) -> Value {
    Number::rounded(ms, 3).into()
}

/// `node`, which must be an object; `what` names it in the error.
pub(crate) fn object<'v, 'p>(node: Node<'v, 'p>, what: &str) -> Result<Node<'v, 'p>, String> {
    if node.value().is_object() {
        Ok(node)
    } else {
        Err(format!("{what}: not a JSON object"))
    }
}

/// Field `key` of `object`, which must be there and not `null`.
pub(crate) fn required<'v, 's>(object: &'s Node<'v, '_>, key: &'s str) -> Result<Node<'v, 's>, JsonError> {
    object.optional(key)?.ok_or_else(|| object.missing(key))
}

fn level_of(value: &Value) -> Option<Level> {
    value.as_str().and_then(Level::from_name)
}

const LEVEL: &str = "random, greedy, easy, medium or hard";

impl Request {
    /// The request as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        Value::object([
            ("id", self.id.into()),
            ("level", self.level.name().into()),
            ("budget_ms", self.budget_ms.into()),
            ("seed", self.seed.into()),
            ("record", self.record.as_str().into()),
        ])
        .to_string()
    }

    /// Reads a request; `budget_ms` may be absent or null, `seed` absent (0).
    ///
    /// # Errors
    /// Which field is missing or wrong. The record itself is read by
    /// [`answer`](crate::ai::think::answer).
    pub fn from_json(text: &str) -> Result<Request, String> {
        match Inbound::from_json(text) {
            Ok(Inbound::Move(request)) => Ok(request),
            Ok(Inbound::Speed(_) | Inbound::Review(_)) => Err("not a move request".to_owned()),
            Err((_, message)) => Err(message),
        }
    }

    fn read(id: u32, object: Node<'_, '_>) -> Result<Request, String> {
        let read = || -> Result<Request, JsonError> {
            let budget = object.optional("budget_ms")?.map(|ms| ms.u32());
            Ok(Request {
                id,
                level: required(&object, "level")?.read(LEVEL, level_of)?,
                budget_ms: budget.transpose().map_err(|e| e.expecting("a whole number of milliseconds or null"))?,
                seed: object.optional("seed")?.map(|seed| seed.u64()).transpose()?.unwrap_or(0),
                record: required(&object, "record")?
                    .str()
                    .map_err(|e| e.expecting("a patchwork-record/1 text"))?
                    .to_owned(),
            })
        };
        read().map_err(|e| e.to_string())
    }
}

impl Reply {
    /// The reply as one JSON text: `action` or `error` after `id`.
    #[must_use]
    pub fn to_json(&self) -> String {
        let result = match &self.result {
            Ok(action) => ("action", action.clone()),
            Err(message) => ("error", message.as_str().into()),
        };
        Value::object([
            ("id", self.id.into()),
            result,
            ("iterations", self.iterations.into()),
            ("elapsed_ms", elapsed(self.elapsed_ms)),
        ])
        .to_string()
    }

    /// Reads a reply.
    ///
    /// # Errors
    /// Which field is missing or wrong.
    pub fn from_json(text: &str) -> Result<Reply, String> {
        let value = parse(text, "the reply")?;
        let root = object(Node::root(&value), "the reply")?;
        let result = match (root.get("action"), root.get("error")) {
            (Ok(Some(action)), Ok(None)) => Ok(action.value().clone()),
            (Ok(None), Ok(Some(message))) => Err(message.str().map_err(|e| e.to_string())?.to_owned()),
            _ => return Err("a reply has either an action or an error".to_owned()),
        };
        let read = || -> Result<Reply, JsonError> {
            Ok(Reply {
                id: required(&root, "id")?.u32()?,
                result,
                iterations: required(&root, "iterations")?.u32()?,
                elapsed_ms: required(&root, "elapsed_ms")?.f64()?,
            })
        };
        read().map_err(|e| e.to_string())
    }

    /// The chosen action read as the next action of `game` (the record the request carried),
    /// ready to [`RecordedAction::resolve`] in the position after it.
    ///
    /// # Errors
    /// The worker's reason when it chose nothing, or why its action does not read as a record
    /// action of that game.
    pub fn action_in(&self, game: &Record) -> Result<RecordedAction, String> {
        let (index, variant) = (game.actions().len(), game.setup().variant());
        self.action(variant, index).map_err(|e| e.to_string())
    }

    /// The chosen action read as action `index` (0-based: the number of actions the request's
    /// record holds) of a `variant` game.
    ///
    /// # Errors
    /// [`ReplyError::Worker`] with the worker's reason when it chose nothing;
    /// [`ReplyError::Malformed`] when its action does not read as a record action of that game.
    pub fn action(&self, variant: Variant, index: usize) -> Result<RecordedAction, ReplyError> {
        let action = self.result.as_ref().map_err(|why| ReplyError::Worker(why.clone()))?;
        RecordedAction::from_json(action, index, variant).map_err(ReplyError::Malformed)
    }
}

/// Why a reply to a move request gives the page no action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyError {
    /// The text is not a move reply (not JSON, a field missing or wrong, or a speed reply):
    /// what is wrong with it.
    NotAReply(String),
    /// The worker chose nothing, and why: a request or record it could not read, a record that
    /// does not replay, or a finished game ([`crate::ai::think::GAME_OVER`]).
    Worker(String),
    /// The worker's action does not read as the game's next record action.
    Malformed(RecordError),
}

impl fmt::Display for ReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyError::NotAReply(why) => write!(f, "not a reply: {why}"),
            ReplyError::Worker(why) => f.write_str(why),
            ReplyError::Malformed(e) => write!(f, "the reply's action does not read: {e}"),
        }
    }
}

impl std::error::Error for ReplyError {}

/// Reads the text of the worker's reply to a move request for a `variant` game whose record held
/// `index` actions: the request's id and the chosen action, already read as a record action
/// (still to be [resolved](RecordedAction::resolve) and checked in the position).
///
/// # Errors
/// The request's id (0 when the text names none) and why there is no action.
///
/// # Examples
/// ```
/// use patchwork::ai::protocol::{read_reply, ReplyError};
/// use patchwork::rules::{RecordedAction, Variant};
///
/// let text = r#"{"id": 7, "action": {"type": "advance"}, "iterations": 0, "elapsed_ms": 1.5}"#;
/// assert_eq!(read_reply(text, Variant::Express, 12), Ok((7, RecordedAction::Advance)));
/// let failed = r#"{"id": 8, "error": "the game is over", "iterations": 0, "elapsed_ms": 0}"#;
/// assert_eq!(read_reply(failed, Variant::Express, 12), Err((8, ReplyError::Worker("the game is over".into()))));
/// ```
pub fn read_reply(text: &str, variant: Variant, index: usize) -> Result<(u32, RecordedAction), (u32, ReplyError)> {
    let reply = Reply::from_json(text).map_err(|why| (id_of(text), ReplyError::NotAReply(why)))?;
    reply.action(variant, index).map(|action| (reply.id, action)).map_err(|e| (reply.id, e))
}

/// The `id` of a message, 0 when it has none.
fn id_of(text: &str) -> u32 {
    let value = parse(text, "").unwrap_or(Value::Null);
    Node::root(&value).field("id").and_then(|id| id.u32()).unwrap_or(0)
}

impl SpeedRequest {
    /// The request as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let speed = Value::object([
            ("level", self.level.name().into()),
            ("positions", self.positions.into()),
            ("iterations", self.iterations.into()),
            ("seed", self.seed.into()),
        ]);
        Value::object([("id", self.id.into()), ("speed", speed)]).to_string()
    }

    /// Reads the `speed` object; every field may be left out: Hard, 12 positions, Hard's
    /// iterations, seed 0 (the defaults of `patchwork-cli search-speed`).
    fn read(id: u32, speed: Node<'_, '_>) -> Result<SpeedRequest, String> {
        let object = object(speed, "speed")?;
        let level = object.optional("level").and_then(|l| l.map(|l| l.read(LEVEL, level_of)).transpose());
        let level = level.map_err(|e| e.to_string())?.unwrap_or(Level::Hard);
        if level.config().is_none() {
            return Err(format!("{} does not search", level.name()));
        }
        let number = |key| object.optional(key).and_then(|n| n.map(|n| n.u32()).transpose()).map_err(|e| e.to_string());
        Ok(SpeedRequest {
            id,
            level,
            positions: number("positions")?.unwrap_or(12).max(1),
            iterations: number("iterations")?.unwrap_or(level.iterations()),
            seed: object
                .optional("seed")
                .and_then(|s| s.map(|s| s.u64()).transpose())
                .map_err(|e| e.to_string())?
                .unwrap_or(0),
        })
    }
}

impl SpeedReply {
    /// The reply as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        let speed = Value::object([
            ("level", self.level.name().into()),
            ("positions", self.positions.into()),
            ("iterations", self.iterations.into()),
            ("elapsed_ms", elapsed(self.elapsed_ms)),
        ]);
        Value::object([("id", self.id.into()), ("speed", speed)]).to_string()
    }

    /// Reads a speed reply.
    ///
    /// # Errors
    /// Which field is missing or wrong.
    pub fn from_json(text: &str) -> Result<SpeedReply, String> {
        let value = parse(text, "the reply")?;
        let root = object(Node::root(&value), "the reply")?;
        let speed = root.field("speed").map_err(|e| e.to_string())?;
        let speed = object(speed, "speed")?;
        let read = || -> Result<SpeedReply, JsonError> {
            Ok(SpeedReply {
                id: required(&root, "id")?.u32()?,
                level: required(&speed, "level")?.read(LEVEL, level_of)?,
                positions: required(&speed, "positions")?.u32()?,
                iterations: required(&speed, "iterations")?.u64()?,
                elapsed_ms: required(&speed, "elapsed_ms")?.f64()?,
            })
        };
        read().map_err(|e| e.to_string())
    }
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

    #[test]
    fn budgets_in_the_browser() {
        assert_eq!(browser_budget_ms(Level::Hard), Some(2_000));
        assert_eq!(browser_budget_ms(Level::Medium), Some(500));
        for level in [Level::Random, Level::Greedy, Level::Easy] {
            assert_eq!(browser_budget_ms(level), None);
        }
    }

    #[test]
    fn requests_and_replies_round_trip() {
        for (budget_ms, seed) in [(Some(2_000), u64::MAX), (None, 0)] {
            let request = Request { budget_ms, seed, ..request(Level::Hard, &record(5, 9)) };
            assert_eq!(Request::from_json(&request.to_json()), Ok(request.clone()));
            assert_eq!(Inbound::from_json(&request.to_json()), Ok(Inbound::Move(request)));
        }
        let replies = [
            Reply { id: 1, result: Ok(RecordedAction::Advance.to_json()), iterations: 9, elapsed_ms: 12.5 },
            Reply { id: u32::MAX, result: Err("why".into()), iterations: 0, elapsed_ms: 0.0 },
        ];
        for reply in replies {
            assert_eq!(Reply::from_json(&reply.to_json()), Ok(reply));
        }
        let speed = SpeedRequest { id: 4, level: Level::Medium, positions: 3, iterations: 50, seed: 9 };
        assert_eq!(Inbound::from_json(&speed.to_json()), Ok(Inbound::Speed(speed)));
        let reply = SpeedReply { id: 4, level: Level::Hard, positions: 2, iterations: 1 << 40, elapsed_ms: 1.5 };
        assert_eq!(SpeedReply::from_json(&reply.to_json()), Ok(reply));
        assert_eq!(reply.per_second(), (1u64 << 40) as f64 / 0.0015);
    }

    #[test]
    fn the_wire_format_is_as_documented() {
        let reply = Reply { id: 7, result: Ok(RecordedAction::Advance.to_json()), iterations: 3, elapsed_ms: 2.0 };
        assert_eq!(reply.to_json(), r#"{"id":7,"action":{"type":"advance"},"iterations":3,"elapsed_ms":2.0}"#);
        let failed = Reply { id: 7, result: Err("no".into()), iterations: 0, elapsed_ms: f64::NAN };
        assert_eq!(failed.to_json(), r#"{"id":7,"error":"no","iterations":0,"elapsed_ms":0.0}"#);
        let minimal = r#"{"id": 2, "level": "EASY", "record": "{}"}"#;
        let request = Request::from_json(minimal).unwrap();
        assert_eq!((request.level, request.budget_ms, request.seed), (Level::Easy, None, 0));
        let speed = Inbound::from_json(r#"{"id": 3, "speed": {}}"#).unwrap();
        let defaults = SpeedRequest { id: 3, level: Level::Hard, positions: 12, iterations: 16_000, seed: 0 };
        assert_eq!(speed, Inbound::Speed(defaults));
        assert_eq!(json::parse(READY), Ok(Value::object([("ready", true.into())])));
    }

    #[test]
    fn bad_requests_say_why_and_keep_their_id() {
        let cases = [
            ("", 0, "not JSON"),
            ("[1]", 0, "not a JSON object"),
            (r#"{"level": "hard", "record": ""}"#, 0, "id: missing"),
            (r#"{"id": -1}"#, 0, "id: must be a u32"),
            (r#"{"id": 4294967296}"#, 0, "id: must be a u32"),
            (r#"{"id": 5, "record": ""}"#, 5, "level: missing"),
            (r#"{"id": 5, "level": "expert", "record": ""}"#, 5, "level: must be random"),
            (r#"{"id": 5, "level": "hard"}"#, 5, "record: missing"),
            (r#"{"id": 5, "level": "hard", "record": {}}"#, 5, "record: must be a patchwork-record/1 text"),
            (r#"{"id": 5, "level": "hard", "record": "", "budget_ms": -3}"#, 5, "budget_ms: must be"),
            (r#"{"id": 5, "level": "hard", "record": "", "seed": 1.5}"#, 5, "seed: must be a u64"),
            (r#"{"id": 6, "speed": {"level": "greedy"}}"#, 6, "greedy does not search"),
            (r#"{"id": 6, "speed": 3}"#, 6, "speed: not a JSON object"),
        ];
        for (text, id, message) in cases {
            let (got_id, got) = Inbound::from_json(text).unwrap_err();
            assert_eq!(got_id, id, "{text}");
            assert!(got.contains(message), "{text}: {got}");
        }
        assert!(Request::from_json(r#"{"id": 1, "speed": {}}"#).is_err());
        assert!(Reply::from_json(r#"{"id": 1, "iterations": 0, "elapsed_ms": 0}"#).is_err());
        assert!(Reply::from_json(r#"{"id": 1, "error": 3, "iterations": 0, "elapsed_ms": 0}"#).is_err());
    }

    #[test]
    fn a_reply_reads_as_a_typed_action_or_a_typed_error() {
        let advance = Reply { id: 4, result: Ok(RecordedAction::Advance.to_json()), iterations: 1, elapsed_ms: 2.0 };
        assert_eq!(read_reply(&advance.to_json(), Variant::ClassicRevised, 0), Ok((4, RecordedAction::Advance)));
        let take = json::parse(r#"{"type": "take", "patch": "e03", "cells": [[0, 0], [-0, 1]]}"#).unwrap();
        let take = Reply { id: 5, result: Ok(take), iterations: 0, elapsed_ms: 0.0 };
        let cells = vec![(0, 0), (0, 1)];
        let patch = crate::rules::PatchId::from_label("e03").unwrap();
        assert_eq!(read_reply(&take.to_json(), Variant::Express, 3), Ok((5, RecordedAction::Take { patch, cells })));
        // The action must belong to the game: e03 is not a classic patch, and the error names
        // the action's place in the record.
        let (id, error) = read_reply(&take.to_json(), Variant::ClassicOriginal, 3).unwrap_err();
        assert_eq!(id, 5);
        assert!(
            matches!(&error, ReplyError::Malformed(RecordError::UnknownPatch { at, .. }) if at == "actions[3].patch")
        );
        assert_eq!(
            error.to_string(),
            r#"the reply's action does not read: actions[3].patch: "e03" is not a patch of this game"#
        );
        let failed = Reply { id: 6, result: Err(crate::ai::think::GAME_OVER.into()), iterations: 0, elapsed_ms: 0.0 };
        assert_eq!(
            read_reply(&failed.to_json(), Variant::Express, 0),
            Err((6, ReplyError::Worker(crate::ai::think::GAME_OVER.into())))
        );
        for (text, id) in [("{", 0), ("[]", 0), (r#"{"id": 9, "speed": {}}"#, 9), (r#"{"id": 2, "action": 1}"#, 2)] {
            let (got, error) = read_reply(text, Variant::Express, 0).unwrap_err();
            assert_eq!(got, id, "{text}");
            assert!(matches!(error, ReplyError::NotAReply(_)), "{text}: {error:?}");
        }
        // The old API says the same in words.
        let record = record(1, 0);
        assert_eq!(advance.action_in(&record), Ok(RecordedAction::Advance));
        assert_eq!(failed.action_in(&record), Err(crate::ai::think::GAME_OVER.to_owned()));
    }
}
