//! The crate's JSON parser and writer held to an independent reference, serde_json: both read
//! the same texts as the same values and refuse the same texts, and what the crate writes
//! reads back as what it wrote.

use patchwork::rules::json::{self, Number, Value, MAX_DEPTH};
use patchwork::rules::Rng;
use proptest::prelude::*;
use proptest::test_runner::Config;

/// Whether `ours` is the value serde_json read as `theirs`. An object's duplicate names: the
/// crate keeps every member, serde_json the last value at the first one's place.
fn same(ours: &Value, theirs: &serde_json::Value) -> bool {
    use serde_json::Value as S;
    match (ours, theirs) {
        (Value::Null, S::Null) => true,
        (Value::Bool(a), S::Bool(b)) => a == b,
        (Value::String(a), S::String(b)) => a == b,
        (Value::Number(a), S::Number(b)) => same_number(a, b),
        (Value::Array(a), S::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b)),
        (Value::Object(members), S::Object(map)) => {
            let mut kept: Vec<(&str, &Value)> = Vec::new();
            for (key, value) in members {
                match kept.iter_mut().find(|(k, _)| k == key) {
                    Some(slot) => slot.1 = value,
                    None => kept.push((key, value)),
                }
            }
            kept.len() == map.len() && kept.iter().zip(map).all(|((k, a), (l, b))| k == l && same(a, b))
        }
        _ => false,
    }
}

fn same_number(ours: &Number, theirs: &serde_json::Number) -> bool {
    if let Some(n) = theirs.as_u64() {
        ours.as_u64() == Some(n)
    } else if let Some(n) = theirs.as_i64() {
        ours.as_i64() == Some(n)
    } else {
        // serde_json reads `-0` as the float −0.0; the crate, as the integer 0.
        let x = theirs.as_f64().expect("a float");
        let text = ours.to_string();
        let integer = ours.as_i64().is_some() || ours.as_u64().is_some();
        let negative_zero = x == 0.0 && x.is_sign_negative();
        if integer && !negative_zero {
            return false;
        }
        let y = ours.as_f64();
        if exact_path(&text) {
            y == x && y.is_sign_negative() == x.is_sign_negative()
        } else {
            close(y, x)
        }
    }
}

/// Whether `text` (a JSON number) is one that [`Number::as_f64`] reads exactly: at most 15
/// significant digits, and a power of ten within ±22 once the fraction is made whole.
fn exact_path(text: &str) -> bool {
    let (mantissa, exponent) = text.split_once(['e', 'E']).unwrap_or((text, "0"));
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits: String = whole.trim_start_matches('-').chars().chain(fraction.chars()).collect();
    let significant = digits.trim_start_matches('0');
    let exponent: i64 = exponent.trim_start_matches('+').parse().unwrap_or(i64::MAX);
    significant.is_empty()
        || significant.len() <= 15 && (-22..=22).contains(&exponent.saturating_sub(fraction.len() as i64))
}

/// Within 16 units in the last place (or both the same infinity).
fn close(a: f64, b: f64) -> bool {
    a == b || a.is_sign_negative() == b.is_sign_negative() && a.to_bits().abs_diff(b.to_bits()) <= 16
}

/// Any string, with the characters a writer must escape among the others.
fn text() -> impl Strategy<Value = String> {
    let special =
        prop::sample::select(&['"', '\\', '/', '\n', '\t', '\u{0}', '\u{1f}', '\u{7f}', 'é', '😀', '\u{2028}'][..]);
    let c = prop_oneof![any::<char>(), special];
    prop::collection::vec(c, 0..8).prop_map(String::from_iter)
}

/// Any JSON value serde_json can hold.
fn serde_value() -> impl Strategy<Value = serde_json::Value> {
    use serde_json::Value as S;
    let leaf = prop_oneof![
        Just(S::Null),
        any::<bool>().prop_map(S::from),
        any::<i64>().prop_map(S::from),
        any::<u64>().prop_map(S::from),
        any::<f64>().prop_map(S::from),
        (-1000i64..1000, 0u32..6).prop_map(|(n, places)| S::from(n as f64 / 10f64.powi(places as i32))),
        Just(serde_json::json!(-0.0)),
        text().prop_map(S::from),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(S::from),
            prop::collection::vec((text(), inner), 0..6)
                .prop_map(|members| S::Object(members.into_iter().collect::<serde_json::Map<_, _>>())),
        ]
    })
}

/// `value` written with space of every kind between tokens and its strings escaped at random
/// (`\u` escapes in either case, surrogate pairs, `\/`), as no serializer writes it.
fn noisy(value: &serde_json::Value, rng: &mut Rng, out: &mut String) {
    use serde_json::Value as S;
    let space = |rng: &mut Rng, out: &mut String| {
        for _ in 0..rng.next_u64() % 3 {
            out.push([' ', '\t', '\n', '\r'][(rng.next_u64() % 4) as usize]);
        }
    };
    space(rng, out);
    match value {
        S::String(s) => noisy_string(s, rng, out),
        S::Array(items) => {
            out.push('[');
            space(rng, out);
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                noisy(item, rng, out);
            }
            out.push(']');
        }
        S::Object(members) => {
            out.push('{');
            space(rng, out);
            for (i, (key, item)) in members.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                space(rng, out);
                noisy_string(key, rng, out);
                space(rng, out);
                out.push(':');
                noisy(item, rng, out);
            }
            out.push('}');
        }
        other => out.push_str(&other.to_string()),
    }
    space(rng, out);
}

fn noisy_string(s: &str, rng: &mut Rng, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        let choice = rng.next_u64() % 3;
        let short = match c {
            '"' => Some("\\\""),
            '\\' => Some("\\\\"),
            '\n' => Some("\\n"),
            '\r' => Some("\\r"),
            '\t' => Some("\\t"),
            '\u{8}' => Some("\\b"),
            '\u{c}' => Some("\\f"),
            '/' if choice == 1 => Some("\\/"),
            _ => None,
        };
        match short {
            Some(short) if choice != 0 => out.push_str(short),
            _ if choice == 0 || c < ' ' || c == '"' || c == '\\' => {
                let mut units = [0u16; 2];
                for unit in c.encode_utf16(&mut units) {
                    let escape =
                        if rng.next_u64() % 2 == 0 { format!("\\u{unit:04x}") } else { format!("\\u{unit:04X}") };
                    out.push_str(&escape);
                }
            }
            _ => out.push(c),
        }
    }
    out.push('"');
}

/// The crate's own values, with numbers of every kind it makes.
fn our_value() -> impl Strategy<Value = Value> {
    let literal = (any::<bool>(), 0u64..100_000, prop::option::of(0u32..1000), prop::option::of(-400i32..400))
        .prop_map(|(minus, whole, fraction, exponent)| {
            let mut text = format!("{}{whole}", if minus { "-" } else { "" });
            if let Some(fraction) = fraction {
                text += &format!(".{fraction}");
            }
            if let Some(exponent) = exponent {
                text += &format!("e{exponent}");
            }
            json::parse(&text).expect("a number")
        });
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (any::<f64>(), 0u8..7).prop_map(|(x, places)| Value::from(Number::rounded(x, places))),
        literal,
        text().prop_map(Value::from),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((text(), inner), 0..6).prop_map(Value::Object),
        ]
    })
}

/// Whether both parsers accept `bytes`, or both refuse them, and agree on what they accept.
/// serde_json refuses numbers beyond the floats' range, which the crate keeps as written.
fn agree(bytes: &[u8]) -> Result<(), TestCaseError> {
    let ours = json::parse_bytes(bytes);
    match serde_json::from_slice::<serde_json::Value>(bytes) {
        Ok(theirs) => {
            let ours = ours.map_err(|e| TestCaseError::fail(format!("{e} but serde_json reads it")))?;
            prop_assert!(same(&ours, &theirs), "{ours:?} vs {theirs:?}");
        }
        Err(e) if e.to_string().starts_with("number out of range") => {}
        Err(e) => prop_assert!(ours.is_err(), "serde_json refuses it ({e}), the crate reads {ours:?}"),
    }
    Ok(())
}

/// What an edit of a text inserts: JSON's punctuation, pieces of escapes and numbers, and
/// bytes that are not UTF-8.
const PIECES: [&[u8]; 27] = [
    b"[",
    b"]",
    b"{",
    b"}",
    b",",
    b":",
    b"\"",
    b"\\",
    b"\\u",
    b"\\ud83d",
    b"\\ude00",
    b"-",
    b"0",
    b"1",
    b".",
    b"e",
    b"+",
    b"true",
    b"nul",
    b" ",
    b"\n",
    b"\x01",
    b"\xff",
    b"\xc3",
    b"\xa9",
    b"\xe2\x80\xa8",
    b"/",
];

proptest! {
    #![proptest_config(Config::with_cases(1024))]

    #[test]
    fn what_serde_json_writes_reads_as_the_same_value_and_writes_back_the_same(value in serde_value()) {
        let compact = value.to_string();
        let ours = json::parse(&compact).map_err(|e| TestCaseError::fail(format!("{e}: {compact}")))?;
        prop_assert!(same(&ours, &value), "{ours:?} vs {value:?}");
        prop_assert_eq!(ours.to_string(), compact, "the same compact text, escapes included");
        let pretty = serde_json::to_string_pretty(&value).unwrap();
        prop_assert_eq!(json::parse(&pretty), Ok(ours));
    }

    #[test]
    fn any_spacing_and_escaping_reads_as_serde_json_reads_it(value in serde_value(), seed in any::<u64>()) {
        let mut text = String::new();
        noisy(&value, &mut Rng::seed_from_u64(seed), &mut text);
        let theirs = serde_json::from_str::<serde_json::Value>(&text).ok();
        prop_assert_eq!(theirs.as_ref(), Some(&value), "{}", text);
        agree(text.as_bytes())?;
    }

    #[test]
    fn broken_texts_are_refused_as_serde_json_refuses_them(
        value in serde_value(),
        seed in any::<u64>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0usize..3, prop::sample::select(&PIECES[..])), 1..4),
    ) {
        let mut text = String::new();
        noisy(&value, &mut Rng::seed_from_u64(seed), &mut text);
        let mut bytes = text.into_bytes();
        for (at, cut, insert) in edits {
            let at = at.index(bytes.len() + 1);
            let end = (at + cut).min(bytes.len());
            bytes.splice(at..end, insert.iter().copied());
        }
        agree(&bytes)?;
    }

    #[test]
    fn any_bytes_read_as_serde_json_reads_them(bytes in prop::collection::vec(any::<u8>(), 0..48)) {
        agree(&bytes)?;
    }

    #[test]
    fn what_the_crate_writes_reads_back_as_itself_here_and_in_serde_json(value in our_value()) {
        let text = value.to_string();
        prop_assert_eq!(json::parse(&text), Ok(value.clone()));
        let theirs: serde_json::Value = match serde_json::from_str(&text) {
            Ok(theirs) => theirs,
            // Numbers beyond the floats' range, kept as written.
            Err(e) if e.to_string().starts_with("number out of range") => return Ok(()),
            Err(e) => return Err(TestCaseError::fail(format!("{e}: {text}"))),
        };
        prop_assert!(same(&value, &theirs), "{value:?} vs {theirs:?}");
    }
}

#[test]
fn nesting_is_limited_where_serde_json_limits_it() {
    for depth in MAX_DEPTH - 2..MAX_DEPTH + 3 {
        for (open, close) in [("[", "]"), ("{\"a\":", "}")] {
            let text = open.repeat(depth) + "0" + &close.repeat(depth);
            let ours = json::parse(&text);
            let theirs = serde_json::from_str::<serde_json::Value>(&text);
            assert_eq!(ours.is_ok(), theirs.is_ok(), "{depth} {open}");
        }
    }
    assert!(json::parse(&"[".repeat(MAX_DEPTH + 1)).unwrap_err().to_string().ends_with("recursion limit exceeded"));
}

#[test]
fn syntax_errors_are_placed_where_serde_json_places_them() {
    for text in [
        "{\n  \"a\": ,\n}",
        "{\"format\": \"patchwork-record/1\",\n  \"game\": \"classic\"\n  \"circle\": []}",
        "[1, 2",
        "[1 2]",
        "{\"a\" 1}",
        "[1,]",
        "\"abc",
        "[\"a\\q\"]",
        "[01]",
        "\n\n  x",
        "",
        "[1] [2]",
    ] {
        let ours = json::parse(text).unwrap_err();
        let theirs = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        let place = format!("line {} column {}", theirs.line(), theirs.column());
        assert!(ours.to_string().starts_with(&place), "{text:?}: {ours} vs {theirs}");
    }
}
