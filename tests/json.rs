//! The edges of the record reader where JSON meets the format (docs/RECORD.md): serde_json
//! parses, and the reader keeps its promises on top — the form of a syntax error, the nesting
//! limit, which numbers are integers, duplicate and unknown fields, the order of the checks, the
//! size limit — and reads a record however it is spaced or escaped.

use patchwork::ai::random;
use patchwork::rules::{Record, RecordError, RecordedAction, Rng, Variant, MAX_RECORD_BYTES};
use proptest::prelude::*;
use proptest::test_runner::Config;
use serde_json::{json, Value};

/// A classic record, circle c02 … c33 c01, with these actions and more fields.
fn classic(actions: &str, more: &str) -> String {
    let circle: Vec<String> = (2..=33).chain([1]).map(|n| format!("\"c{n:02}\"")).collect();
    let circle = circle.join(", ");
    format!(
        r#"{{"format": "patchwork-record/1", "game": "classic", "circle": [{circle}], "actions": [{actions}]{more}}}"#
    )
}

fn error(text: &str) -> String {
    Record::from_json(text).unwrap_err().to_string()
}

/// The cells read from the first action, a `take` of c02 with `cells`.
fn cells(cells: &str) -> Result<Vec<(i64, i64)>, String> {
    let take = format!(r#"{{"type": "take", "patch": "c02", "cells": {cells}}}"#);
    match Record::from_json(&classic(&take, "")).map_err(|e| e.to_string())?.actions() {
        [RecordedAction::Take { cells, .. }] => Ok(cells.clone()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn syntax_errors_say_line_column_and_serde_json_s_reason() {
    for (text, message) in [
        ("", "line 1 column 0: not valid JSON: EOF while parsing a value"),
        ("{\n  \"a\": ,\n}", "line 2 column 8: not valid JSON: expected value"),
        (
            "{\"format\": \"patchwork-record/1\",\n  \"game\": \"classic\"\n  \"circle\": []}",
            "line 3 column 3: not valid JSON: expected `,` or `}`",
        ),
        ("[1, 2", "line 1 column 5: not valid JSON: EOF while parsing a list"),
        ("[1,]", "line 1 column 4: not valid JSON: trailing comma"),
        ("{\"a\" 1}", "line 1 column 6: not valid JSON: expected `:`"),
        ("[\"a\\q\"]", "line 1 column 5: not valid JSON: invalid escape"),
        ("[01]", "line 1 column 3: not valid JSON: invalid number"),
        ("[1] [2]", "line 1 column 5: not valid JSON: trailing characters"),
        ("\"\\ud800\"", "line 1 column 8: not valid JSON: unexpected end of hex escape"),
        // The column counts bytes: `é` is two.
        ("[\n  {\n    \"é\": x", "line 3 column 11: not valid JSON: expected value"),
    ] {
        assert_eq!(error(text), message, "{text:?}");
    }
    let bytes = Record::from_bytes(b"[\"ab\xff\"]").unwrap_err().to_string();
    assert_eq!(bytes, "line 1 column 5: not valid JSON: invalid unicode code point");
    assert!(matches!(Record::from_bytes(b"\xff\xfe{}"), Err(RecordError::Json(_))));
}

/// At most 127 lists or objects inside each other: serde_json's recursion limit of 128 counts
/// the one it is reading.
#[test]
fn lists_and_objects_nest_127_deep() {
    for (open, close) in [("[", "]"), ("{\"a\": ", "}")] {
        let nested = |depth: usize| open.repeat(depth - 1) + "0" + &close.repeat(depth - 1);
        // 126 inside the record's own object: read, then refused as a value of the wrong type.
        let deepest = classic("", &format!(", \"note\": {}, \"format\": 1", nested(127)));
        assert_eq!(error(&deepest), "format: must be a string");
        let deeper = classic("", &format!(", \"note\": {}", nested(128)));
        assert!(error(&deeper).ends_with("not valid JSON: recursion limit exceeded"), "{}", error(&deeper));
    }
    // Far deeper: refused, not a stack overflow.
    assert!(error(&"[".repeat(1_000_000)).ends_with("recursion limit exceeded"));
}

#[test]
fn integers_are_numbers_without_fraction_or_exponent_and_minus_zero_is_zero() {
    assert_eq!(cells("[[-0, 0], [0, -0], [1, 0]]"), Ok(vec![(0, 0), (0, 0), (1, 0)]));
    // serde_json reads `-0` as −0.0, as it reads `-0.0` and `-0e3`: all are 0, as before.
    assert_eq!(cells("[[-0.0, -0e3], [-0.000E-2, 1]]"), Ok(vec![(0, 0), (0, 1)]));
    // Integers beyond an i64 are integers too, far off the quilt.
    assert_eq!(cells("[[18446744073709551615, -9223372036854775808]]"), Ok(vec![(i64::MAX, i64::MIN)]));
    let not_a_pair = "actions[0].cells[0]: a cell must be a pair of integers [row, col]";
    for not in ["0.0", "0.5", "1e2", "1.0", "-1.0", "18446744073709551616", "-9223372036854775809", "\"1\"", "null"] {
        assert_eq!(cells(&format!("[[{not}, 0]]")), Err(not_a_pair.to_owned()), "{not}");
    }
    for not in ["[[0]]", "[[0, 0, 0]]", "[{}]", "[0]"] {
        assert_eq!(cells(not), Err(not_a_pair.to_owned()), "{not}");
    }
    assert_eq!(cells("{}"), Err("actions[0].cells: must be a list of cells".to_owned()));
    // Beyond the range of a double: serde_json refuses the text.
    let beyond = cells("[[1e400, 0]]").unwrap_err();
    assert!(
        beyond.starts_with("line 1 column ") && beyond.ends_with(": not valid JSON: number out of range"),
        "{beyond}"
    );
}

#[test]
fn a_field_given_twice_counts_with_its_last_value_and_unknown_fields_are_ignored() {
    let twice =
        classic(r#"{"type": "jump", "type": "advance", "colour": "red"}"#, r#", "game": "express", "game": "classic""#);
    let record = Record::from_json(&twice).unwrap();
    assert_eq!((record.setup().variant(), record.actions()), (Variant::ClassicRevised, &[RecordedAction::Advance][..]));
    let unknown = classic("", r#", "comment": {"any": [1, 2.5, null]}, "time_board": null"#);
    assert_eq!(Record::from_json(&unknown).unwrap().setup().variant(), Variant::ClassicRevised);
}

#[test]
fn checks_run_in_the_documented_order_whatever_the_order_of_the_fields() {
    for (text, message) in [
        (r#"{"actions": 5, "circle": 3, "game": 2, "format": 1}"#, "format: must be a string"),
        (r#"{"actions": 5, "game": 2, "format": "patchwork-record/1"}"#, "game: must be a string"),
        (r#"{"time_board": 7, "game": "chess", "format": "patchwork-record/1"}"#, "time_board: must be a string"),
        (
            r#"{"circle": 7, "game": "chess", "format": "patchwork-record/1"}"#,
            r#"game: "chess" is not "classic" or "express""#,
        ),
        (r#"{"actions": 5, "circle": 3, "game": "classic", "format": "patchwork-record/1"}"#, "circle: must be a list"),
        (r#"[{"format": "patchwork-record/1"}]"#, "the record must be a JSON object"),
    ] {
        assert_eq!(error(text), message, "{text}");
    }
    // The blue patches: Express needs them; classic may leave them out or list none, never null.
    assert_eq!(error(&classic("", r#", "blue_patches": null"#)), "blue_patches: must be a list");
    assert!(Record::from_json(&classic("", r#", "blue_patches": []"#)).is_ok());
    let express = random::random_game(Variant::Express, 1).to_json();
    let mut value: Value = serde_json::from_str(&express).unwrap();
    value.as_object_mut().unwrap().remove("blue_patches");
    assert_eq!(error(&value.to_string()), "blue_patches: missing");
    // A type that is not a string, or not an action's.
    assert_eq!(error(&classic(r#"{"type": 1}"#, "")), "actions[0].type: must be a string");
    assert_eq!(error(&classic("{}", "")), "actions[0].type: missing");
    assert_eq!(error(&classic("[]", "")), "actions[0]: must be an object");
    let jump = r#"actions[0].type: "jump" is not "advance", "take", "leather" or "discard_leather""#;
    assert_eq!(error(&classic(r#"{"type": "jump"}"#, "")), jump);
}

#[test]
fn text_echoed_in_a_message_stays_on_one_line() {
    let id = error(&classic(r#"{"type": "take", "patch": "c\u2028", "cells": []}"#, ""));
    assert_eq!(id, r#"actions[0].patch: "c\u{2028}" is not a patch of this game"#);
    let kind = error(&classic("{\"type\": \"\u{2029}\\n\\t\\u0001\\\"\"}", ""));
    assert!(kind.starts_with(r#"actions[0].type: "\u{2029}\n\t\u{1}\"" is not "advance""#), "{kind}");
}

#[test]
fn the_size_limit_comes_before_parsing() {
    let mut text = classic("", "");
    text.extend(std::iter::repeat_n(' ', MAX_RECORD_BYTES - text.len()));
    assert!(Record::from_json(&text).is_ok());
    text.push(' ');
    assert_eq!(Record::from_json(&text), Err(RecordError::TooLarge { bytes: MAX_RECORD_BYTES + 1 }));
    let junk = vec![b'['; MAX_RECORD_BYTES + 1];
    assert_eq!(Record::from_bytes(&junk), Err(RecordError::TooLarge { bytes: MAX_RECORD_BYTES + 1 }));
}

/// `value` written with space of every kind between tokens and its strings escaped at random
/// (`\u` escapes in either case, surrogate pairs, `\/`), as no serializer writes it.
fn noisy(value: &Value, rng: &mut Rng, out: &mut String) {
    let space = |rng: &mut Rng, out: &mut String| {
        for _ in 0..rng.next_u64() % 3 {
            out.push([' ', '\t', '\n', '\r'][(rng.next_u64() % 4) as usize]);
        }
    };
    let string = |s: &str, rng: &mut Rng, out: &mut String| {
        out.push('"');
        for c in s.chars() {
            match (c, rng.next_u64() % 4) {
                ('"' | '\\', _) => out.extend(['\\', c]),
                ('/', 0) => out.push_str("\\/"),
                (c, 0 | 1) => {
                    let mut units = [0u16; 2];
                    for unit in c.encode_utf16(&mut units) {
                        let hex = format!("\\u{:04x}", unit);
                        out.push_str(&if rng.next_u64() % 2 == 0 {
                            hex.to_uppercase().replace("\\U", "\\u")
                        } else {
                            hex
                        });
                    }
                }
                (c, _) => out.push(c),
            }
        }
        out.push('"');
    };
    space(rng, out);
    match value {
        Value::String(s) => string(s, rng, out),
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                noisy(item, rng, out);
            }
            space(rng, out);
            out.push(']');
        }
        Value::Object(members) => {
            out.push('{');
            for (i, (key, item)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                space(rng, out);
                string(key, rng, out);
                space(rng, out);
                out.push(':');
                noisy(item, rng, out);
            }
            space(rng, out);
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
    space(rng, out);
}

proptest! {
    #![proptest_config(Config::with_cases(256))]

    /// Readers must not depend on the layout: a record reads the same compact, pretty, or
    /// spaced and escaped at random, with fields in any order and unknown ones among them.
    #[test]
    fn a_record_reads_the_same_however_it_is_written(seed in any::<u64>(), cut in any::<prop::sample::Index>()) {
        let variant = Variant::ALL[(seed % 3) as usize];
        let mut record = random::random_game(variant, seed);
        record.truncate(cut.index(record.actions().len() + 1));
        let mut value: Value = serde_json::from_str(&record.to_json()).unwrap();
        value.as_object_mut().unwrap().insert("comment".to_owned(), json!({"by": "\u{2028}", "n": [-0.0, 1e300]}));
        let mut noisy_text = String::new();
        noisy(&value, &mut Rng::seed_from_u64(seed), &mut noisy_text);
        for text in [value.to_string(), serde_json::to_string_pretty(&value).unwrap(), noisy_text] {
            prop_assert_eq!(Record::from_json(&text), Ok(record.clone()), "{}", text);
        }
    }
}
