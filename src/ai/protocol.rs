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
        crate::util::from_json(text)
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
mod tests {
    use super::*;
    use crate::ai::random;
    use crate::rules::{PatchId, Variant};

    fn request(budget_ms: Option<u32>, seed: u64) -> Request {
        let mut record = random::random_game(Variant::ClassicRevised, 5);
        record.truncate(9);
        Request { id: 7, level: Level::Hard, budget_ms, seed, record: record.to_json() }
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
    fn messages_round_trip() {
        for (budget_ms, seed) in [(Some(2_000), u64::MAX), (None, 0)] {
            let message = ToWorker::Move(request(budget_ms, seed));
            assert_eq!(ToWorker::from_json(&message.to_json()), Ok(message));
        }
        let speed =
            ToWorker::Speed(SpeedRequest { id: 4, level: Level::Medium, positions: 3, iterations: None, seed: 9 });
        assert_eq!(ToWorker::from_json(&speed.to_json()), Ok(speed));
        let cells = vec![(0, 0), (0, 1)];
        let take = RecordedAction::Take { patch: PatchId::from_label("e03").unwrap(), cells };
        let failures = [WorkerError::GameOver, WorkerError::NoPosition(3), WorkerError::DoesNotSearch(Level::Easy)];
        let replies = [
            FromWorker::Ready,
            FromWorker::Move(Reply { id: 1, action: RecordedAction::Advance, iterations: 9, elapsed_ms: 12.5 }),
            FromWorker::Move(Reply { id: 2, action: take, iterations: 0, elapsed_ms: 0.0 }),
            FromWorker::Speed(SpeedReply {
                id: 4,
                level: Level::Hard,
                positions: 2,
                iterations: 1 << 40,
                elapsed_ms: 1.5,
            }),
            FromWorker::Review(ReviewReply { id: 5, index: 3, seen: None }),
        ]
        .into_iter()
        .chain(failures.map(|error| FromWorker::Failed(Failure { id: u32::MAX, error })));
        for reply in replies {
            assert_eq!(FromWorker::from_json(&reply.to_json()).ok(), Some(reply));
        }
        let reply = SpeedReply { id: 4, level: Level::Hard, positions: 2, iterations: 1 << 40, elapsed_ms: 1.5 };
        assert_eq!(reply.per_second(), (1u64 << 40) as f64 / 0.0015);
    }

    #[test]
    fn the_wire_format_is_as_documented() {
        assert_eq!(FromWorker::Ready.to_json(), READY);
        let reply = FromWorker::Move(Reply { id: 7, action: RecordedAction::Advance, iterations: 3, elapsed_ms: 2.0 });
        assert_eq!(reply.to_json(), r#"{"move":{"id":7,"action":{"type":"advance"},"iterations":3,"elapsed_ms":2.0}}"#);
        let failed = FromWorker::Failed(Failure { id: 7, error: WorkerError::GameOver });
        assert_eq!(failed.to_json(), r#"{"failed":{"id":7,"error":"game_over"}}"#);
        let failed = FromWorker::Failed(Failure { id: 7, error: WorkerError::BadRecord("format: missing".into()) });
        assert_eq!(failed.to_json(), r#"{"failed":{"id":7,"error":{"bad_record":"format: missing"}}}"#);
        let minimal = r#"{"move": {"id": 2, "level": "EASY", "record": "{}"}}"#;
        let Ok(ToWorker::Move(request)) = ToWorker::from_json(minimal) else { panic!("{minimal} reads") };
        assert_eq!((request.level, request.budget_ms, request.seed), (Level::Easy, None, 0));
        let speed = ToWorker::from_json(r#"{"speed": {"id": 3}}"#);
        let defaults = SpeedRequest { id: 3, level: Level::Hard, positions: 12, iterations: None, seed: 0 };
        assert_eq!(speed, Ok(ToWorker::Speed(defaults)));
    }

    #[test]
    fn bad_requests_say_why_and_keep_their_id() {
        let cases = [
            ("", 0, "the request is not JSON: EOF while parsing a value"),
            ("[1]", 0, "not a request"),
            (r#"{"jump": {"id": 3}}"#, 3, "unknown variant `jump`"),
            (r#"{"move": {"level": "hard", "record": ""}}"#, 0, "missing field `id`"),
            (r#"{"move": {"id": -1}}"#, 0, "invalid value: integer `-1`"),
            (r#"{"move": {"id": 4294967296}}"#, 0, "invalid value"),
            (r#"{"move": {"id": 5, "record": ""}}"#, 5, "missing field `level`"),
            (r#"{"move": {"id": 5, "level": "expert", "record": ""}}"#, 5, "expert is not random"),
            (r#"{"move": {"id": 5, "level": "hard"}}"#, 5, "missing field `record`"),
            (r#"{"move": {"id": 5, "level": "hard", "record": {}}}"#, 5, "invalid type: map, expected a string"),
            (r#"{"move": {"id": 5, "level": "hard", "record": "", "budget_ms": -3}}"#, 5, "invalid value"),
            (r#"{"move": {"id": 5, "level": "hard", "record": "", "seed": 1.5}}"#, 5, "invalid type: floating point"),
            (r#"{"speed": 3}"#, 0, "invalid type: integer `3`"),
            (r#"{"speed": {"id": 6}, "move": {"id": 6}}"#, 6, "not a request"),
        ];
        for (text, id, message) in cases {
            let failure = ToWorker::from_json(text).unwrap_err();
            assert_eq!(failure.id, id, "{text}");
            assert!(failure.error.to_string().contains(message), "{text}: {}", failure.error);
        }
        assert!(FromWorker::from_json(r#"{"move": {"id": 1, "iterations": 0, "elapsed_ms": 0}}"#).is_err());
        assert!(FromWorker::from_json(r#"{"move": {"id": 1, "action": {"type": "fly"}}}"#).is_err());
        assert!(FromWorker::from_json(r#"{"ready": true}"#).is_err(), "the earlier wire is not this one");
    }

    #[test]
    fn failures_say_what_the_page_shows() {
        let words = |error: WorkerError| ReplyError::Failed(error).to_string();
        assert_eq!(words(WorkerError::GameOver), crate::ai::think::GAME_OVER);
        assert_eq!(words(WorkerError::DoesNotSearch(Level::Greedy)), "greedy does not search");
        assert_eq!(words(WorkerError::NoPosition(9)), "the record has no position 9");
        assert!(words(WorkerError::BadRecord("format: missing".into())).starts_with("the record does not read: format"));
        assert_eq!(ReplyError::Worker("the computer player stopped".into()).to_string(), "the computer player stopped");
    }
}
