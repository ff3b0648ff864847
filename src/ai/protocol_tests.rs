//! The protocol's tests: the messages and their wire format, bad requests, and the worker's
//! replies read by hand exactly as the derived reader reads them.

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
    let speed = ToWorker::Speed(SpeedRequest { id: 4, level: Level::Medium, positions: 3, iterations: None, seed: 9 });
    assert_eq!(ToWorker::from_json(&speed.to_json()), Ok(speed));
    let cells = vec![(0, 0), (0, 1)];
    let take = RecordedAction::Take { patch: PatchId::from_label("e03").unwrap(), cells };
    let failures = [WorkerError::GameOver, WorkerError::NoPosition(3), WorkerError::DoesNotSearch(Level::Easy)];
    let replies = [
        FromWorker::Ready,
        FromWorker::Move(Reply { id: 1, action: RecordedAction::Advance, iterations: 9, elapsed_ms: 12.5 }),
        FromWorker::Move(Reply { id: 2, action: take, iterations: 0, elapsed_ms: 0.0 }),
        FromWorker::Speed(SpeedReply { id: 4, level: Level::Hard, positions: 2, iterations: 1 << 40, elapsed_ms: 1.5 }),
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

/// Every single change to `value`: each part replaced by each of `odd`, left out, or given a
/// part more; each object also as the array of its values, each array one shorter and longer.
fn mutations(value: &Value, odd: &[Value]) -> Vec<Value> {
    let mut out = odd.to_vec();
    match value {
        Value::Object(map) => {
            out.push(Value::Array(map.values().cloned().collect()));
            let mut more = map.clone();
            more.insert("more".into(), Value::Null);
            out.push(Value::Object(more));
            for (key, part) in map {
                let mut less = map.clone();
                less.shift_remove(key);
                out.push(Value::Object(less));
                for changed in mutations(part, odd) {
                    let mut copy = map.clone();
                    copy.insert(key.clone(), changed);
                    out.push(Value::Object(copy));
                }
            }
        }
        Value::Array(list) => {
            for end in [Value::Null, Value::from(0), Value::Array(vec![])] {
                out.push(Value::Array(list.iter().cloned().chain([end]).collect()));
            }
            for i in 0..list.len() {
                let mut less = list.clone();
                less.remove(i);
                out.push(Value::Array(less));
                for changed in mutations(&list[i], odd) {
                    let mut copy = list.clone();
                    copy[i] = changed;
                    out.push(Value::Array(copy));
                }
            }
        }
        _ => {}
    }
    out
}

#[test]
fn the_hand_written_reader_reads_what_the_derived_one_reads() {
    let seen = r#"{"chance":0.61,"margin":-3.5,"best":{"type":"advance"},"played":0.42}"#;
    let other = r#"{"action":{"type":"leather","cell":[3,4]},"chance":1,"after":0}"#;
    let valid = [
        READY.to_owned(),
        r#"{"ready":null}"#.to_owned(),
        r#"{"move":{"id":7,"action":{"type":"advance"},"iterations":81234,"elapsed_ms":2000.4}}"#.to_owned(),
        r#"{"move":{"id":0,"action":{"type":"take","patch":"e03","cells":[[0,0],[0,1]]},"iterations":4294967295,"elapsed_ms":0}}"#.to_owned(),
        r#"{"move":{"elapsed_ms":-1e300,"iterations":0,"id":4294967295,"action":{"type":"leather","cell":[8,8]},"x":1}}"#.to_owned(),
        r#"{"move":[1,{"type":"discard_leather"},2,3.25]}"#.to_owned(),
        format!(r#"{{"review":{{"id":9,"index":12,"seen":{seen}}}}}"#),
        format!(r#"{{"review":{{"id":9,"index":12,"seen":{{"chance":0,"margin":0,"best":{{"type":"advance"}},"played":null,"other":{other}}}}}}}"#),
        r#"{"review":{"id":9,"index":12,"seen":{"chance":1,"margin":2,"best":{"type":"advance"}}}}"#.to_owned(),
        r#"{"review":{"id":9,"index":12,"seen":null}}"#.to_owned(),
        r#"{"review":{"id":9,"index":12}}"#.to_owned(),
        format!(r#"{{"review":[9,12,{seen}]}}"#),
        r#"{"review":[9,12,null]}"#.to_owned(),
        r#"{"speed":{"id":8,"level":"hard","positions":12,"iterations":192000,"elapsed_ms":3800.0}}"#.to_owned(),
        r#"{"speed":{"id":8,"level":"MEDIUM","positions":0,"iterations":18446744073709551615,"elapsed_ms":1}}"#.to_owned(),
        r#"{"speed":[8,"easy",1,1,1e-300]}"#.to_owned(),
        r#"{"failed":{"id":7,"error":"game_over"}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"game_over":null}}}"#.to_owned(),
        r#"{"failed":{"id":0,"error":"no_clock"}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"bad_record":"format: missing"}}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"illegal_record":""}}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"not_json":"EOF"}}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"not_a_request":"missing field `id`"}}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"no_position":4294967295}}}"#.to_owned(),
        r#"{"failed":{"id":7,"error":{"does_not_search":"Greedy"}}}"#.to_owned(),
        r#"{"failed":[7,"game_over"]}"#.to_owned(),
    ];
    let odd: Vec<Value> = serde_json::from_str(
        r#"[null, true, 0, 1, -1, 0.0, -0.0, 0.5, 1.5, 2.0, 1.0000001, 4294967295, 4294967296,
            18446744073709551615, -9223372036854775808, 1e3, "", "x", "hard", "advance",
            "game_over", "ready", [], [1], {}, {"type": "advance"}, {"game_over": null}]"#,
    )
    .unwrap();
    let mut corpus: Vec<String> = [
        "",
        "nonsense",
        "null",
        "0",
        "[]",
        "{}",
        r#""Ready""#,
        r#""move""#,
        r#""failed""#,
        r#"{"ready": true}"#,
        r#"{"ready": {}}"#,
        r#"{"ready": null, "move": null}"#,
        r#"{"jump": {"id": 3}}"#,
        "[\"ready\"]",
        r#"{"failed":{"id":-0,"error":"game_over"}}"#,
        r#"{"failed":{"id":7.0,"error":"game_over"}}"#,
        r#"{"failed":{"id":1e0,"error":"game_over"}}"#,
        r#"{"failed":{"id":7,"error":"game_over"},"ready":null}"#,
        r#"{"failed":{"id":7,"error":{"game_over":null,"no_clock":null}}}"#,
        r#"{"failed":{"id":7,"error":{}}}"#,
        r#"{"failed":{"id":7,"error":"bad_record"}}"#,
        r#"{"failed":{"id":7,"error":{"no_clock":0}}}"#,
        r#"{"failed":{"id":7,"error":{"does_not_search":"expert"}}}"#,
        r#"{"move":{"id":1,"elapsed_ms":1e400}}"#,
        r#"{"move":{"id":1,"action":{"type":"advance"},"iterations":0,"elapsed_ms":NaN}}"#,
        r#"{"move":{"id":1,"action":{"type":"advance"},"iterations":0,"elapsed_ms":"NaN"}}"#,
        r#"{"move":{"id":1,"iterations":0,"elapsed_ms":0}}"#,
        r#"{"move":{"id":1,"action":{"type":"fly"}}}"#,
    ]
    .map(str::to_owned)
    .into_iter()
    .chain(valid.iter().cloned())
    .collect();
    for text in &valid {
        let message: Value = serde_json::from_str(text).unwrap();
        corpus.extend(mutations(&message, &odd).iter().map(Value::to_string));
        assert!(FromWorker::from_json(text).is_ok(), "{text}");
    }
    let mut read = 0;
    for text in &corpus {
        let hand = FromWorker::from_json(text);
        assert_eq!(hand.as_ref().ok(), crate::util::from_json::<FromWorker>(text).as_ref().ok(), "{text}");
        read += usize::from(hand.is_ok());
    }
    // 5,004 texts, of which 621 are messages (the same to both readers) and the rest refused.
    assert!(read > 600 && corpus.len() - read > 4_000, "{} texts, {read} messages", corpus.len());
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
