//! A JSON value, and its compact text (`{"id":7,"cells":[[0,1]]}`) by `Display`.

use std::fmt;

/// A JSON value.
///
/// An object keeps its members in the order written, duplicates included; [`Value::get`]
/// finds the last of a name, as most readers do.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Value {
    /// `null`
    #[default]
    Null,
    /// `true` or `false`
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// A list.
    Array(Vec<Value>),
    /// An object: its members in order.
    Object(Vec<(String, Value)>),
}

/// A JSON number: an integer from −2⁶³ to 2⁶⁴ − 1 exactly, any other number as written.
///
/// Integers are numbers written without a fraction or an exponent; `-0` is the integer 0.
/// Other numbers (`1.5`, `2e3`, `-0.0`, integers beyond 64 bits) keep their text: nothing
/// this game reads needs their value, and turning every number into a float would bring
/// float parsing and printing into the page. [`Number::as_f64`] reads it when asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number(Kind);

#[derive(Debug, Clone, PartialEq, Eq)]
enum Kind {
    /// 0 and up.
    Whole(u64),
    /// Below 0.
    Negative(i64),
    /// Any other number, as written: valid JSON, with a fraction or an exponent or beyond
    /// 64 bits.
    Text(Box<str>),
}

impl Number {
    /// The number the text of a JSON number means; the text must be valid (the parser's).
    pub(super) fn from_literal(text: &str) -> Number {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(digits) => (true, digits),
            None => (false, text),
        };
        let whole = digits.bytes().try_fold(0u64, |n, b| {
            let digit = b.checked_sub(b'0').filter(|&d| d < 10)?;
            n.checked_mul(10)?.checked_add(u64::from(digit))
        });
        let kind = match (whole, negative) {
            (Some(n), false) => Some(Kind::Whole(n)),
            (Some(0), true) => Some(Kind::Whole(0)),
            (Some(n), true) => 0i64.checked_sub_unsigned(n).map(Kind::Negative),
            (None, _) => None,
        };
        Number(kind.unwrap_or_else(|| Kind::Text(text.into())))
    }

    /// `x` rounded to `places` decimals (at most 6), written with a fraction and without an
    /// exponent: `2.0`, `2000.4`. JSON has no NaN or infinity: those are 0.0. Beyond 2⁶⁴ / 10^places
    /// the magnitude saturates (times in milliseconds are far below).
    #[must_use]
    pub fn rounded(x: f64, places: u8) -> Number {
        let places = u32::from(places.min(6));
        let scale = 10u64.pow(places);
        let scaled = if x.is_finite() { x * scale as f64 } else { 0.0 };
        // Half away from zero; `as` saturates.
        let n = (scaled.abs() + 0.5) as u64;
        let mut text = String::new();
        if scaled < 0.0 && n != 0 {
            text.push('-');
        }
        text += &(n / scale).to_string();
        text.push('.');
        let mut fraction = n % scale;
        let mut digits = [b'0'; 6];
        for digit in digits[..places as usize].iter_mut().rev() {
            *digit = b'0' + (fraction % 10) as u8;
            fraction /= 10;
        }
        let kept = digits[..places as usize].iter().rposition(|&d| d != b'0').map_or(1, |last| last + 1);
        text.extend(digits[..kept].iter().map(|&d| char::from(d)));
        Number(Kind::Text(text.into()))
    }

    /// The integer, when it is one from 0 to 2⁶⁴ − 1 (`-0`, also written `-0.0`, is 0).
    #[must_use]
    pub fn as_u64(&self) -> Option<u64> {
        match &self.0 {
            Kind::Whole(n) => Some(*n),
            Kind::Negative(_) => None,
            Kind::Text(text) => is_negative_zero(text).then_some(0),
        }
    }

    /// The integer, when it is one from −2⁶³ to 2⁶³ − 1 (`-0`, also written `-0.0`, is 0).
    #[must_use]
    pub fn as_i64(&self) -> Option<i64> {
        match &self.0 {
            Kind::Whole(n) => i64::try_from(*n).ok(),
            Kind::Negative(n) => Some(*n),
            Kind::Text(text) => is_negative_zero(text).then_some(0),
        }
    }

    /// The number as the nearest float: exact for integers up to 2⁵³ and for decimals of up to
    /// 15 significant digits with an exponent within ±22 (every number this game writes);
    /// others within a few units in the last place. Beyond the floats' range: ±infinity.
    #[must_use]
    pub fn as_f64(&self) -> f64 {
        match &self.0 {
            Kind::Whole(n) => *n as f64,
            Kind::Negative(n) => *n as f64,
            Kind::Text(text) => decimal_to_f64(text),
        }
    }
}

/// Whether a number's text is a negative zero such as `-0.0` or `-0e5`: the reader has always
/// taken those, like `-0`, for the integer 0.
fn is_negative_zero(text: &str) -> bool {
    text.starts_with('-')
        && text.bytes().take_while(|&b| b != b'e' && b != b'E').all(|b| matches!(b, b'-' | b'0' | b'.'))
}

/// The value of a valid JSON number's text (see [`Number::as_f64`]).
fn decimal_to_f64(text: &str) -> f64 {
    let bytes = text.as_bytes();
    let negative = bytes.first() == Some(&b'-');
    // The first 19 significant digits, and the power of ten they are to be multiplied by.
    let (mut mantissa, mut digits, mut exponent) = (0u64, 0u32, 0i64);
    let mut i = usize::from(negative);
    let mut fraction = false;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'.' => fraction = true,
            b'0'..=b'9' => {
                if digits < 19 {
                    mantissa = mantissa * 10 + u64::from(b - b'0');
                    digits += u32::from(mantissa != 0);
                    exponent -= i64::from(fraction);
                } else {
                    exponent += i64::from(!fraction);
                }
            }
            _ => break,
        }
        i += 1;
    }
    if let Some(e) = bytes.get(i + 1..) {
        let (sign, e) = match e.split_first() {
            Some((b'-', rest)) => (-1, rest),
            Some((b'+', rest)) => (1, rest),
            _ => (1, e),
        };
        // Saturates far beyond any float's range.
        let e = e.iter().fold(0i64, |n, &d| (n * 10 + i64::from(d - b'0')).min(1 << 20));
        exponent += sign * e;
    }
    let magnitude = if mantissa == 0 {
        0.0
    } else if mantissa < 1 << 53 && (-22..=22).contains(&exponent) {
        // Both exact, so the one product or quotient is rounded once: the nearest float.
        let power = (0..exponent.abs()).fold(1.0f64, |p, _| p * 10.0);
        if exponent < 0 {
            mantissa as f64 / power
        } else {
            mantissa as f64 * power
        }
    } else {
        // Split so that no power of ten leaves the range of normal floats on its own.
        let e = exponent.clamp(-700, 700) as i32;
        let (first, second) = if e < -300 { (e + 300, -300) } else { (e, 0) };
        let x = mantissa as f64 * 10f64.powi(first) * 10f64.powi(second);
        // A rounding error must not carry a number a few units below the largest float to
        // infinity: compared a hundred orders of magnitude lower, where nothing overflows.
        let scaled = || mantissa as f64 * 10f64.powi(e - 100);
        if x.is_infinite() && scaled() <= f64::MAX / 1e100 * (1.0 + 4.0 * f64::EPSILON) {
            f64::MAX
        } else {
            x
        }
    };
    if negative {
        -magnitude
    } else {
        magnitude
    }
}

macro_rules! from_unsigned {
    ($($t:ty)*) => {$(
        impl From<$t> for Number {
            fn from(n: $t) -> Number {
                Number(Kind::Whole(n.into()))
            }
        }

        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(n.into())
            }
        }
    )*};
}

macro_rules! from_signed {
    ($($t:ty)*) => {$(
        impl From<$t> for Number {
            fn from(n: $t) -> Number {
                let n = i64::from(n);
                Number(if n < 0 { Kind::Negative(n) } else { Kind::Whole(n.unsigned_abs()) })
            }
        }

        impl From<$t> for Value {
            fn from(n: $t) -> Value {
                Value::Number(n.into())
            }
        }
    )*};
}

from_unsigned!(u8 u16 u32 u64);
from_signed!(i8 i16 i32 i64);

impl From<usize> for Value {
    fn from(n: usize) -> Value {
        // usize has at most 64 bits on every target this crate builds for.
        Value::from(n as u64)
    }
}

impl From<Number> for Value {
    fn from(n: Number) -> Value {
        Value::Number(n)
    }
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::String(s.to_owned())
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(items: Vec<T>) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

impl<T: Into<Value>, const N: usize> From<[T; N]> for Value {
    fn from(items: [T; N]) -> Value {
        Value::Array(items.into_iter().map(Into::into).collect())
    }
}

/// `None` is `null`.
impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(value: Option<T>) -> Value {
        value.map_or(Value::Null, Into::into)
    }
}

impl Value {
    /// An object of `members`, in their order.
    #[must_use]
    pub fn object<const N: usize>(members: [(&str, Value); N]) -> Value {
        Value::Object(members.into_iter().map(|(key, value)| (key.to_owned(), value)).collect())
    }

    /// Whether it is `null`.
    #[must_use]
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// Whether it is an object.
    #[must_use]
    pub fn is_object(&self) -> bool {
        matches!(self, Value::Object(_))
    }

    /// The boolean, if it is one.
    #[must_use]
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The string, if it is one.
    #[must_use]
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    /// The number, if it is one.
    #[must_use]
    pub fn as_number(&self) -> Option<&Number> {
        match self {
            Value::Number(n) => Some(n),
            _ => None,
        }
    }

    /// The integer from 0 to 2⁶⁴ − 1, if it is one ([`Number::as_u64`]).
    #[must_use]
    pub fn as_u64(&self) -> Option<u64> {
        self.as_number().and_then(Number::as_u64)
    }

    /// The integer from −2⁶³ to 2⁶³ − 1, if it is one ([`Number::as_i64`]).
    #[must_use]
    pub fn as_i64(&self) -> Option<i64> {
        self.as_number().and_then(Number::as_i64)
    }

    /// The number as a float, if it is one ([`Number::as_f64`]).
    #[must_use]
    pub fn as_f64(&self) -> Option<f64> {
        self.as_number().map(Number::as_f64)
    }

    /// The items, if it is a list.
    #[must_use]
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The members in order, if it is an object.
    #[must_use]
    pub fn as_object(&self) -> Option<&[(String, Value)]> {
        match self {
            Value::Object(members) => Some(members),
            _ => None,
        }
    }

    /// Member `key` of this object (the last, if the name is there twice); `None` when it is
    /// absent or this is not an object.
    #[must_use]
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.iter().rev().find(|(name, _)| name == key).map(|(_, value)| value)
    }
}

impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Kind::Whole(n) => fmt::Display::fmt(n, f),
            Kind::Negative(n) => fmt::Display::fmt(n, f),
            Kind::Text(text) => f.write_str(text),
        }
    }
}

/// The compact JSON text, with no space: `{"type":"take","cells":[[0,1]]}`.
impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(b) => f.write_str(if *b { "true" } else { "false" }),
            Value::Number(n) => n.fmt(f),
            Value::String(s) => write_string(f, s),
            Value::Array(items) => {
                f.write_str("[")?;
                for (i, item) in items.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    item.fmt(f)?;
                }
                f.write_str("]")
            }
            Value::Object(members) => {
                f.write_str("{")?;
                for (i, (key, value)) in members.iter().enumerate() {
                    if i > 0 {
                        f.write_str(",")?;
                    }
                    write_string(f, key)?;
                    f.write_str(":")?;
                    value.fmt(f)?;
                }
                f.write_str("}")
            }
        }
    }
}

/// `s` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`… or `\u001f`,
/// everything else as it is.
fn write_string(f: &mut fmt::Formatter<'_>, s: &str) -> fmt::Result {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    f.write_str("\"")?;
    let mut start = 0;
    for (i, b) in s.bytes().enumerate() {
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            b'\n' => "\\n",
            b'\r' => "\\r",
            b'\t' => "\\t",
            0x08 => "\\b",
            0x0c => "\\f",
            0..=0x1f => "",
            _ => continue,
        };
        f.write_str(&s[start..i])?;
        start = i + 1;
        if short.is_empty() {
            let escape = [b'\\', b'u', b'0', b'0', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]];
            // Six ASCII bytes.
            f.write_str(std::str::from_utf8(&escape).unwrap_or_default())?;
        } else {
            f.write_str(short)?;
        }
    }
    f.write_str(&s[start..])?;
    f.write_str("\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number(text: &str) -> Number {
        Number::from_literal(text)
    }

    #[test]
    fn integers_are_exact_and_other_numbers_keep_their_text() {
        assert_eq!(number("18446744073709551615").as_u64(), Some(u64::MAX));
        assert_eq!(number("-9223372036854775808").as_i64(), Some(i64::MIN));
        for beyond in ["18446744073709551616", "-9223372036854775809"] {
            assert_eq!((number(beyond).as_u64(), number(beyond).as_i64()), (None, None), "{beyond}");
            assert_eq!(number(beyond).to_string(), beyond);
        }
        assert_eq!(number("-0"), Number::from(0u8));
        assert_eq!(number("-0").to_string(), "0");
        for zero in ["-0.0", "-0e3", "-0.000E-2"] {
            assert_eq!((number(zero).as_u64(), number(zero).as_i64()), (Some(0), Some(0)), "{zero}");
        }
        for not in ["0.0", "1e2", "1.5", "-1.0"] {
            assert_eq!((number(not).as_u64(), number(not).as_i64()), (None, None), "{not}");
            assert_eq!(number(not).to_string(), not);
        }
        assert_eq!(Number::from(-5i32).as_i64(), Some(-5));
        assert_eq!(Number::from(7i64), number("7"));
    }

    #[test]
    fn decimals_read_as_the_nearest_float_on_the_exact_path() {
        for (text, x) in [
            ("2000.4", 2000.4),
            ("1763760000000.0", 1_763_760_000_000.0),
            ("0.1", 0.1),
            ("-12.5e-1", -1.25),
            ("1e22", 1e22),
            ("123456789012345e-22", 123_456_789_012_345e-22),
            ("4.5E+3", 4500.0),
            ("0.000", 0.0),
            ("1e400", f64::INFINITY),
            ("-1e400", f64::NEG_INFINITY),
            ("1e-400", 0.0),
        ] {
            assert_eq!(number(text).as_f64(), x, "{text}");
        }
        assert!(number("-0.0").as_f64().is_sign_negative());
        let close = |text: &str, x: f64| (number(text).as_f64() - x).abs() <= x.abs() * 1e-14;
        assert!(close("1.7976931348623157e308", f64::MAX));
        assert!(close("2.2250738585072014e-308", f64::MIN_POSITIVE));
        assert!(close("12345678901234567890123456789", 1.2345678901234568e28));
        assert!(close("0.30000000000000004441", 0.30000000000000004));
    }

    #[test]
    fn rounded_decimals_need_no_float_printing() {
        let cases = [
            (2.0, 3, "2.0"),
            (2_000.400_000_005_960_5, 3, "2000.4"),
            (12.5, 3, "12.5"),
            (0.0004, 3, "0.0"),
            (-0.0004, 3, "0.0"),
            (-1.25, 1, "-1.3"),
            (0.123_456_789, 6, "0.123457"),
            (7.0, 0, "7.0"),
            (f64::NAN, 3, "0.0"),
            (f64::INFINITY, 3, "0.0"),
        ];
        for (x, places, text) in cases {
            assert_eq!(Number::rounded(x, places).to_string(), text, "{x}");
        }
    }

    #[test]
    fn values_print_compactly_with_strings_escaped() {
        let value = Value::object([
            ("id", 7u32.into()),
            ("name", "a \"b\" \\ \n\t\r\u{8}\u{c}\u{1}\u{1f} é \u{2028}".into()),
            ("list", Value::from(vec![Value::Null, true.into(), (-3i64).into()])),
            ("none", None::<u32>.into()),
            ("empty", Value::Object(Vec::new())),
        ]);
        let text = r#"{"id":7,"name":"a \"b\" \\ \n\t\r\b\f\u0001\u001f é "#.to_owned()
            + "\u{2028}"
            + r#"","list":[null,true,-3],"none":null,"empty":{}}"#;
        assert_eq!(value.to_string(), text);
        assert_eq!(value.get("id").and_then(Value::as_u64), Some(7));
        assert_eq!(value.get("absent"), None);
        let twice = Value::object([("a", 1u8.into()), ("a", 2u8.into())]);
        assert_eq!(twice.get("a").and_then(Value::as_u64), Some(2), "the last of a name");
    }
}
