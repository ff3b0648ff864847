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
//!
//! [`answer`] and [`measure_speed`] do the work; the worker only adds the clock, so that
//! everything here is tested natively and `patchwork-cli move` / `search-speed` run the same code.

use serde_json::{json, Map, Value};

use crate::ai::{self, Budget, Level};
use crate::rules::json::{self, JsonError, JsonProblem, Node};
use crate::rules::{GameState, Record, RecordedAction, Rng, Setup, Variant};

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
    /// Think this long (the searching levels; see [`answer`]), or `None` for the level's fixed
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
/// stopping early) on each of `positions` positions from [`speed_positions`]`(seed, …)`.
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
        let read = match root.get("speed") {
            Ok(Some(speed)) => SpeedRequest::read(id, speed).map(Inbound::Speed),
            _ => Request::read(id, root).map(Inbound::Move),
        };
        read.map_err(|message| (id, message))
    }
}

/// The JSON value of a message; `what` names it in the error.
fn parse(text: &str, what: &str) -> Result<Value, String> {
    json::parse(text).map_err(|e| match e.problem {
        JsonProblem::Syntax { line, column, message } => {
            format!("{what} is not JSON: {message} at line {line} column {column}")
        }
        _ => format!("{what} is not JSON: {e}"),
    })
}

/// `node`, which must be an object; `what` names it in the error.
fn object<'v, 'p>(node: Node<'v, 'p>, what: &str) -> Result<Node<'v, 'p>, String> {
    if node.value().is_object() {
        Ok(node)
    } else {
        Err(format!("{what}: not a JSON object"))
    }
}

/// Field `key` of `object`, which must be there and not `null`.
fn required<'v, 's>(object: &'s Node<'v, '_>, key: &'s str) -> Result<Node<'v, 's>, JsonError> {
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
        json!({
            "id": self.id,
            "level": self.level.name(),
            "budget_ms": self.budget_ms,
            "seed": self.seed,
            "record": self.record,
        })
        .to_string()
    }

    /// Reads a request; `budget_ms` may be absent or null, `seed` absent (0).
    ///
    /// # Errors
    /// Which field is missing or wrong. The record itself is read by [`answer`].
    pub fn from_json(text: &str) -> Result<Request, String> {
        match Inbound::from_json(text) {
            Ok(Inbound::Move(request)) => Ok(request),
            Ok(Inbound::Speed(_)) => Err("a speed request, not a move request".to_owned()),
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
        let mut object = Map::new();
        object.insert("id".into(), self.id.into());
        match &self.result {
            Ok(action) => object.insert("action".into(), action.clone()),
            Err(message) => object.insert("error".into(), message.clone().into()),
        };
        object.insert("iterations".into(), self.iterations.into());
        // JSON has no NaN or infinity: those become 0.
        let elapsed = if self.elapsed_ms.is_finite() { self.elapsed_ms } else { 0.0 };
        object.insert("elapsed_ms".into(), elapsed.into());
        Value::Object(object).to_string()
    }

    /// Reads a reply.
    ///
    /// # Errors
    /// Which field is missing or wrong.
    pub fn from_json(text: &str) -> Result<Reply, String> {
        let value = parse(text, "the reply")?;
        let root = object(Node::root(&value), "the reply")?;
        let read = || -> Result<Result<Reply, String>, JsonError> {
            let result = match (root.get("action")?, root.get("error")?) {
                (Some(action), None) => Ok(action.value().clone()),
                (None, Some(message)) => Err(message.str()?.to_owned()),
                _ => return Ok(Err("a reply has either an action or an error".to_owned())),
            };
            Ok(Ok(Reply {
                id: required(&root, "id")?.u32()?,
                result,
                iterations: required(&root, "iterations")?.u32()?,
                elapsed_ms: required(&root, "elapsed_ms")?.f64()?,
            }))
        };
        read().map_err(|e| e.to_string())?
    }

    /// The chosen action read as the next action of `game` (the record the request carried),
    /// ready to [`RecordedAction::resolve`] in the position after it.
    ///
    /// # Errors
    /// The worker's reason when it chose nothing, or why its action does not read as a record
    /// action of that game.
    pub fn action_in(&self, game: &Record) -> Result<RecordedAction, String> {
        let action = self.result.as_ref().map_err(Clone::clone)?;
        let (index, variant) = (game.actions().len(), game.setup().variant());
        RecordedAction::from_json(action, index, variant).map_err(|e| format!("the reply's action does not read: {e}"))
    }
}

impl SpeedRequest {
    /// The request as one JSON text.
    #[must_use]
    pub fn to_json(&self) -> String {
        json!({
            "id": self.id,
            "speed": {
                "level": self.level.name(),
                "positions": self.positions,
                "iterations": self.iterations,
                "seed": self.seed,
            },
        })
        .to_string()
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
        json!({
            "id": self.id,
            "speed": {
                "level": self.level.name(),
                "positions": self.positions,
                "iterations": self.iterations,
                "elapsed_ms": if self.elapsed_ms.is_finite() { self.elapsed_ms } else { 0.0 },
            },
        })
        .to_string()
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
#[must_use]
pub fn answer(request: &Request, time_up: Option<&mut dyn FnMut() -> bool>) -> Reply {
    let timed = request.budget_ms.is_some() && time_up.is_some();
    let iterations = if timed { u32::MAX } else { request.level.iterations() };
    let budget = Budget { iterations, time_up: if timed { time_up } else { None } };
    let thought = Record::from_json(&request.record)
        .map_err(|e| format!("the record does not read: {e}"))
        .and_then(|record| record.replay().map_err(|e| format!("the record does not replay: {e}")))
        .and_then(|state| think(request.level, &state, request.seed, budget).ok_or_else(|| GAME_OVER.to_owned()));
    Reply {
        id: request.id,
        iterations: thought.as_ref().map_or(0, |t| t.iterations),
        result: thought.map(|t| t.action.to_json()),
        elapsed_ms: 0.0,
    }
}

/// `count` positions spread over classic games between greedy players (every fifth turn from
/// the third, never with a leather patch waiting): the positions of `patchwork-cli
/// search-speed`.
#[must_use]
pub fn speed_positions(seed: u64, count: usize) -> Vec<GameState> {
    let mut positions = Vec::with_capacity(count);
    let mut rng = Rng::seed_from_u64(seed);
    while positions.len() < count {
        let mut state = GameState::new(&Setup::random(Variant::ClassicRevised, &mut rng));
        let mut turn = 0;
        while let Some(action) = ai::choose(Level::Greedy, &state, rng.next_u64(), None) {
            if turn % 5 == 2 && state.pending_leather() == 0 && positions.len() < count {
                positions.push(state.clone());
            }
            state.play_quiet(action).expect("greedy plays legal actions");
            turn += 1;
        }
    }
    positions
}

/// Runs the work of a speed request: `level`'s search (without stopping early, search `i`
/// seeded `i`) for exactly `iterations` iterations on each position. Returns the iterations run.
///
/// # Panics
/// If `level` does not search.
#[must_use]
pub fn measure_speed(level: Level, positions: &[GameState], iterations: u32) -> u64 {
    let config = ai::Config { stop_early: false, ..level.config().expect("a searching level") };
    positions
        .iter()
        .enumerate()
        .filter_map(|(i, state)| ai::mcts::search(state, &config, i as u64, Budget::iterations(iterations)))
        .map(|found| u64::from(found.iterations))
        .sum()
}

/// Answers a speed request: builds the positions, then times [`measure_speed`] alone with
/// `now` (milliseconds, the worker's `performance.now()`), as `patchwork-cli search-speed` does.
#[must_use]
pub fn answer_speed(request: &SpeedRequest, now: &mut dyn FnMut() -> f64) -> SpeedReply {
    let positions = speed_positions(request.seed, request.positions as usize);
    let start = now();
    let iterations = measure_speed(request.level, &positions, request.iterations);
    SpeedReply {
        id: request.id,
        level: request.level,
        positions: request.positions,
        iterations,
        elapsed_ms: now() - start,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random;
    use crate::rules::Player;

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
    fn assert_legal(reply: &Reply, record: &Record) -> GameState {
        let action = reply.action_in(record).unwrap_or_else(|e| panic!("no action: {e}"));
        let state = record.replay().unwrap();
        let resolved = action.resolve(&state).unwrap_or_else(|e| panic!("{action:?} does not resolve: {e}"));
        state.check(&resolved).unwrap_or_else(|e| panic!("{resolved:?} is illegal: {e}"));
        let mut longer = record.clone();
        longer.push(action);
        longer.replay().expect("the record with the answer replays")
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
            Reply { id: 1, result: Ok(json!({"type": "advance"})), iterations: 9, elapsed_ms: 12.5 },
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
        let reply = Reply { id: 7, result: Ok(json!({"type": "advance"})), iterations: 3, elapsed_ms: 2.0 };
        assert_eq!(reply.to_json(), r#"{"id":7,"action":{"type":"advance"},"iterations":3,"elapsed_ms":2.0}"#);
        let failed = Reply { id: 7, result: Err("no".into()), iterations: 0, elapsed_ms: f64::NAN };
        assert_eq!(failed.to_json(), r#"{"id":7,"error":"no","iterations":0,"elapsed_ms":0.0}"#);
        let minimal = r#"{"id": 2, "level": "EASY", "record": "{}"}"#;
        let request = Request::from_json(minimal).unwrap();
        assert_eq!((request.level, request.budget_ms, request.seed), (Level::Easy, None, 0));
        let speed = Inbound::from_json(r#"{"id": 3, "speed": {}}"#).unwrap();
        let defaults = SpeedRequest { id: 3, level: Level::Hard, positions: 12, iterations: 16_000, seed: 0 };
        assert_eq!(speed, Inbound::Speed(defaults));
        assert_eq!(serde_json::from_str::<Value>(READY).unwrap(), json!({"ready": true}));
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
    fn bad_records_and_finished_games_get_an_error_reply() {
        let bad = Request { record: "{\"format\": 1}".into(), ..request(Level::Easy, &record(1, 0)) };
        let reply = answer(&bad, None);
        assert_eq!(reply.id, 7);
        assert!(reply.result.unwrap_err().starts_with("the record does not read: format"));
        // An illegal first action: a leather patch nobody has won.
        let mut illegal = record(1, 0);
        illegal.push(RecordedAction::Leather { cell: (0, 0) });
        let reply = answer(&request(Level::Hard, &illegal), None);
        assert!(reply.result.unwrap_err().starts_with("the record does not replay: action 0: "));
        let nonsense = Reply { id: 7, result: Ok(json!({"type": "fly"})), iterations: 0, elapsed_ms: 0.0 };
        assert!(nonsense.action_in(&record(1, 0)).unwrap_err().starts_with("the reply's action does not read: "));
        let finished = record(1, usize::MAX);
        assert!(finished.replay().unwrap().outcome().is_some());
        for level in Level::ALL {
            let reply = answer(&request(level, &finished), None);
            assert_eq!(reply.result, Err(GAME_OVER.to_owned()), "{level:?}");
            assert_eq!(reply.action_in(&finished), Err(GAME_OVER.to_owned()));
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
            if level.config().is_some() {
                assert_eq!(reply.iterations, 20 * ai::mcts::CHECK_EVERY, "{level:?} stopped by time only");
            } else {
                assert_eq!(reply.iterations, 0);
            }
        }
        // Without a budget, or without a clock, a level runs its iterations: what the CLI does.
        let untimed = answer(&request(Level::Medium, &game), None);
        assert_legal(&untimed, &game);
        assert!(untimed.iterations <= Level::Medium.iterations());
        let state = game.replay().unwrap();
        let cli = think(Level::Medium, &state, 3, Budget::iterations(Level::Medium.iterations())).unwrap();
        assert_eq!(untimed.action_in(&game), Ok(cli.action));
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
                    assert_eq!(reply.id, 7);
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

    #[test]
    fn speed_work_is_fixed() {
        let positions = speed_positions(0, 3);
        assert_eq!(positions.len(), 3);
        assert_eq!(positions, speed_positions(0, 3), "the same positions for a seed");
        assert!(positions.iter().all(|s| s.to_move().is_some() && s.pending_leather() == 0));
        assert!(positions[0].position(Player::One) + positions[0].position(Player::Two) > 0);
        assert_eq!(measure_speed(Level::Medium, &positions, 40), 120);
        let request = SpeedRequest { id: 9, level: Level::Hard, positions: 2, iterations: 24, seed: 1 };
        let mut clock = 0.0;
        let reply = answer_speed(&request, &mut || {
            clock += 10.0;
            clock
        });
        assert_eq!((reply.id, reply.level, reply.positions, reply.iterations), (9, Level::Hard, 2, 48));
        assert_eq!(reply.elapsed_ms, 10.0, "the clock is read just before and after the searches");
    }
}
