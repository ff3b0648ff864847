//! What the page and the computer player's web worker say to each other (pure, no browser calls).
//!
//! The search runs in a Web Worker so that the page never freezes while the computer thinks.
//! Every message is the JSON text of one of two tagged enums, matched exhaustively at both
//! ends: [`ToWorker`] from the page, [`FromWorker`] from the worker. Each request carries an
//! `id` that its answer or failure echoes.
//!
//! | from | message |
//! |---|---|
//! | worker | [`FromWorker::Ready`], `"ready"` ([`READY`]), once, when it can take requests (earlier requests must wait: a worker drops messages that arrive before its handler exists) |
//! | page | [`ToWorker::Move`], a move for a computer seat or a hint: `{"move":{"id":7,"level":"hard","budget_ms":2000,"seed":42,"record":"…"}}` |
//! | worker | [`FromWorker::Move`]: `{"move":{"id":7,"action":{"type":"advance"},"iterations":81234,"elapsed_ms":2000.4}}` |
//! | page | [`ToWorker::Review`], one position of a game to review ([`crate::ai::review`]): `{"review":{"id":9,"record":"…","index":12,"iterations":4000,"seed":0}}` |
//! | worker | [`FromWorker::Review`]: `{"review":{"id":9,"index":12,"seen":{"chance":0.61,"margin":3.5,"best":{"type":"advance"},"played":0.42}}}` |
//! | page | [`ToWorker::Speed`], a speed test: `{"speed":{"id":8,"level":"hard","positions":12,"iterations":16000,"seed":0}}` |
//! | worker | [`FromWorker::Speed`]: `{"speed":{"id":8,"level":"hard","positions":12,"iterations":192000,"elapsed_ms":3800.0}}` |
//! | worker | [`FromWorker::Failed`], a request it could not answer and why ([`WorkerError`]): `{"failed":{"id":7,"error":"game_over"}}`, `{"failed":{"id":7,"error":{"bad_record":"format: missing"}}}` |
//!
//! [`think::answer`](crate::ai::think::answer), [`review::answer_review`](crate::ai::review::answer_review)
//! and [`speed::answer_speed`](crate::ai::speed::answer_speed) do the work; the worker only adds
//! the clock, so that everything here is tested natively and `patchwork-cli move` /
//! `search-speed` run the same code.

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::analysis::Seen;
use crate::ai::review::{ReviewReply, ReviewRequest};
use crate::ai::Level;
use crate::rules::RecordedAction;

/// The text of [`FromWorker::Ready`], which `static/ai-worker.js` posts once it listens.
pub const READY: &str = r#""ready""#;

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

/// Every message the page sends to the worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToWorker {
    /// A move to choose: for a computer seat, or a hint for a person.
    Move(Request),
    /// One position of a game to review ([`crate::ai::review`]).
    Review(ReviewRequest),
    /// A speed test.
    Speed(SpeedRequest),
}

/// Every message the worker sends to the page.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FromWorker {
    /// The worker listens (posted by `static/ai-worker.js` as [`READY`]).
    Ready,
    /// The move chosen.
    Move(Reply),
    /// What the search saw at a position.
    Review(ReviewReply),
    /// A speed test's result.
    Speed(SpeedReply),
    /// A request the worker could not answer.
    Failed(Failure),
}

/// The page asks for the next move of a game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Chosen by the page and echoed in the reply, so that a stale reply can be recognised.
    pub id: u32,
    /// Who plays.
    pub level: Level,
    /// Think this long (the searching levels; see [`answer`](crate::ai::think::answer)), or `None`
    /// (absent or `null`) for the level's fixed number of iterations ([`Level::iterations`]).
    pub budget_ms: Option<u32>,
    /// Seeds the level's randomness (0 when absent): the same request always gets the same
    /// answer when it is stopped by iterations, not by time.
    #[serde(default)]
    pub seed: u64,
    /// The game so far as a `patchwork-record/1` text ([`crate::rules::Record::to_json`]).
    pub record: String,
}

/// The worker's answer to a [`Request`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    /// The request's id.
    pub id: u32,
    /// The chosen action, as a record writes it (what `patchwork-cli move` prints); still to be
    /// [resolved](RecordedAction::resolve) and checked in the position.
    pub action: RecordedAction,
    /// Search iterations run (0 for the levels that do not search).
    pub iterations: u32,
    /// Time from receiving the request to answering it, measured by the worker.
    pub elapsed_ms: f64,
}

/// Asks the worker to measure search speed: `iterations` iterations of `level`'s search (without
/// stopping early) on each of `positions` positions from [`speed_positions`](crate::ai::speed::speed_positions)`(seed, …)`.
/// `patchwork-cli search-speed` does exactly the same work natively, so the two speeds compare.
/// Every field but `id` may be left out: Hard, 12 positions, the level's iterations, seed 0 (the
/// defaults of `patchwork-cli search-speed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpeedRequest {
    /// Echoed in the reply.
    pub id: u32,
    /// A searching level (Medium or Hard).
    #[serde(default = "hard")]
    pub level: Level,
    /// How many positions (at least 1).
    #[serde(default = "twelve")]
    pub positions: u32,
    /// Iterations per position; `None` for the level's ([`Level::iterations`]).
    pub iterations: Option<u32>,
    /// Which positions.
    #[serde(default)]
    pub seed: u64,
}

const fn hard() -> Level {
    Level::Hard
}

const fn twelve() -> u32 {
    12
}

/// The worker's answer to a [`SpeedRequest`].
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
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

/// A request the worker could not answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The request's id (0 when the message names none).
    pub id: u32,
    /// Why.
    pub error: WorkerError,
}

/// Why the worker could not answer a request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WorkerError {
    /// The message is not JSON: the parser's reason and where.
    NotJson(String),
    /// The message is JSON but not a request: what is wrong with it.
    NotARequest(String),
    /// The worker has no clock: it does not run in a worker.
    NoClock,
    /// The request's record does not read: the [`RecordError`](crate::rules::RecordError)'s message.
    BadRecord(String),
    /// The request's record does not replay: the [`ReplayError`](crate::rules::ReplayError)'s message.
    IllegalRecord(String),
    /// The game is over: there is no move to choose.
    GameOver,
    /// A review of a position the record does not have.
    NoPosition(u32),
    /// A speed test of a level that does not search.
    DoesNotSearch(Level),
}

impl fmt::Display for WorkerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WorkerError::NotJson(why) => write!(f, "the request is not JSON: {why}"),
            WorkerError::NotARequest(why) => write!(f, "not a request: {why}"),
            WorkerError::NoClock => f.write_str("not in a worker"),
            WorkerError::BadRecord(why) => write!(f, "the record does not read: {why}"),
            WorkerError::IllegalRecord(why) => write!(f, "the record does not replay: {why}"),
            WorkerError::GameOver => f.write_str(crate::ai::think::GAME_OVER),
            WorkerError::NoPosition(index) => write!(f, "the record has no position {index}"),
            WorkerError::DoesNotSearch(level) => write!(f, "{} does not search", level.name()),
        }
    }
}

impl std::error::Error for WorkerError {}

impl ToWorker {
    /// The request's id.
    #[must_use]
    pub fn id(&self) -> u32 {
        match self {
            ToWorker::Move(request) => request.id,
            ToWorker::Review(request) => request.id,
            ToWorker::Speed(request) => request.id,
        }
    }

    /// The message as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        to_json(self)
    }

    /// Reads a message sent to the worker.
    ///
    /// # Errors
    /// The failure to send back: the request's id (0 when the text names none) and why the
    /// text is not a request.
    pub fn from_json(text: &str) -> Result<ToWorker, Failure> {
        // As `crate::util::from_json` reads, keeping the value for the id of a failure.
        let value = serde_json::from_str::<serde_json::Value>(text)
            .map_err(|syntax| Failure { id: 0, error: WorkerError::NotJson(syntax.to_string()) })?;
        ToWorker::deserialize(&value)
            .map_err(|e| Failure { id: id_of(&value), error: WorkerError::NotARequest(e.to_string()) })
    }
}

impl FromWorker {
    /// The message as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        to_json(self)
    }

    /// Reads a message from the worker.
    ///
    /// # Errors
    /// serde_json's, when the text is not one.
    pub fn from_json(text: &str) -> Result<FromWorker, serde_json::Error> {
        // Written by hand, its parts taken by name: the derived reader weighed 8,935 B in the page.
        let message: Value = serde_json::from_str(text)?;
        let (name, value) = variant(&message)?;
        Ok(match (name, value) {
            ("ready", None | Some(Value::Null)) => FromWorker::Ready,
            ("move", Some(reply)) => {
                let reply = Fields::of(reply, 4)?;
                let (id, iterations, elapsed_ms) =
                    (int(reply.get(0, "id"))?, int(reply.get(2, "iterations"))?, time(reply.get(3, "elapsed_ms"))?);
                let action = RecordedAction::deserialize(reply.get(1, "action").ok_or_else(refused)?)?;
                FromWorker::Move(Reply { id, action, iterations, elapsed_ms })
            }
            ("review", Some(reply)) => {
                let reply = Fields::of(reply, 3)?;
                let (id, index) = (int(reply.get(0, "id"))?, int(reply.get(1, "index"))?);
                let seen = match reply.get(2, "seen") {
                    Some(seen) => Option::<Seen<RecordedAction>>::deserialize(seen)?,
                    None => None,
                };
                FromWorker::Review(ReviewReply { id, index, seen })
            }
            ("speed", Some(reply)) => {
                let reply = Fields::of(reply, 5)?;
                FromWorker::Speed(SpeedReply {
                    id: int(reply.get(0, "id"))?,
                    level: level(reply.get(1, "level"))?,
                    positions: int(reply.get(2, "positions"))?,
                    iterations: long(reply.get(3, "iterations"))?,
                    elapsed_ms: time(reply.get(4, "elapsed_ms"))?,
                })
            }
            ("failed", Some(failure)) => {
                let failure = Fields::of(failure, 2)?;
                let id = int(failure.get(0, "id"))?;
                FromWorker::Failed(Failure { id, error: worker_error(failure.get(1, "error").ok_or_else(refused)?)? })
            }
            _ => return Err(refused()),
        })
    }

    /// The message answering request `id`: `result`, or why there is none.
    pub fn answer<T>(id: u32, result: Result<T, WorkerError>, message: impl FnOnce(T) -> FromWorker) -> FromWorker {
        result.map_or_else(|error| FromWorker::Failed(Failure { id, error }), message)
    }
}

fn to_json<T: Serialize>(message: &T) -> String {
    // Messages hold no maps with keys that are not strings, and no floats but finite times.
    serde_json::to_string(message).unwrap_or_else(|_| unreachable!("a message serializes"))
}

/// The `id` of a request that does not read, so that its failure still names it: 0 when it
/// has none.
fn id_of(value: &serde_json::Value) -> u32 {
    let request = value.as_object().and_then(|message| message.values().next());
    let id = request.and_then(|request| request.get("id")).and_then(serde_json::Value::as_u64);
    id.and_then(|id| u32::try_from(id).ok()).unwrap_or(0)
}

// The parts of the worker's messages as `FromWorker`'s derived reader takes them from a
// `Value`, for the reader written by hand.

/// The error of a text that is not a message from the worker.
fn refused() -> serde_json::Error {
    serde::de::Error::custom("not a message from the worker")
}

/// An enum's variant and its value as serde writes them: `"name"` (no value) or `{"name": value}`.
fn variant(value: &Value) -> Result<(&str, Option<&Value>), serde_json::Error> {
    match value {
        Value::String(name) => Ok((name, None)),
        Value::Object(map) if map.len() == 1 => {
            map.iter().next().map(|(name, value)| (&**name, Some(value))).ok_or_else(refused)
        }
        _ => Err(refused()),
    }
}

/// A struct's fields as serde reads them: an object's by name (the others ignored), or an
/// array's in their order, exactly as many as the struct has.
#[derive(Clone, Copy)]
enum Fields<'v> {
    Named(&'v serde_json::Map<String, Value>),
    Listed(&'v [Value]),
}

impl<'v> Fields<'v> {
    /// The fields of `value`, a struct of `count` fields.
    fn of(value: &'v Value, count: usize) -> Result<Fields<'v>, serde_json::Error> {
        match value {
            Value::Object(map) => Ok(Fields::Named(map)),
            Value::Array(list) if list.len() == count => Ok(Fields::Listed(list)),
            _ => Err(refused()),
        }
    }

    /// Field `index`, called `name`: `None` when an object has no such field.
    fn get(self, index: usize, name: &str) -> Option<&'v Value> {
        match self {
            Fields::Named(map) => map.get(name),
            Fields::Listed(list) => list.get(index),
        }
    }
}

/// A `u64` field.
fn long(value: Option<&Value>) -> Result<u64, serde_json::Error> {
    value.and_then(Value::as_u64).ok_or_else(refused)
}

/// A `u32` field.
fn int(value: Option<&Value>) -> Result<u32, serde_json::Error> {
    u32::try_from(long(value)?).map_err(|_| refused())
}

/// A time in milliseconds: any number.
fn time(value: Option<&Value>) -> Result<f64, serde_json::Error> {
    value.and_then(Value::as_f64).ok_or_else(refused)
}

/// A level, by its name.
fn level(value: Option<&Value>) -> Result<Level, serde_json::Error> {
    value.and_then(Value::as_str).and_then(Level::from_name).ok_or_else(refused)
}

/// A [`WorkerError`] as serde writes it.
fn worker_error(value: &Value) -> Result<WorkerError, serde_json::Error> {
    let (name, value) = variant(value)?;
    let why = || value.and_then(Value::as_str).map(str::to_owned).ok_or_else(refused);
    Ok(match (name, value) {
        ("no_clock", None | Some(Value::Null)) => WorkerError::NoClock,
        ("game_over", None | Some(Value::Null)) => WorkerError::GameOver,
        ("not_json", _) => WorkerError::NotJson(why()?),
        ("not_a_request", _) => WorkerError::NotARequest(why()?),
        ("bad_record", _) => WorkerError::BadRecord(why()?),
        ("illegal_record", _) => WorkerError::IllegalRecord(why()?),
        ("no_position", _) => WorkerError::NoPosition(int(value)?),
        ("does_not_search", _) => WorkerError::DoesNotSearch(level(value)?),
        _ => return Err(refused()),
    })
}

/// Why a move request gives the page no action.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplyError {
    /// The worker answered that it could not choose, and why.
    Failed(WorkerError),
    /// The worker is not there: it could not start, or it stopped (the page's words).
    Worker(String),
    /// An answer to no request asked.
    NotAReply(String),
}

impl fmt::Display for ReplyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplyError::Failed(error) => error.fmt(f),
            ReplyError::Worker(why) => f.write_str(why),
            ReplyError::NotAReply(why) => write!(f, "not a reply: {why}"),
        }
    }
}

impl std::error::Error for ReplyError {}

#[cfg(test)]
#[path = "protocol_tests.rs"]
mod tests;
