//! The JSON parser (RFC 8259): bytes in, a [`Value`] or the line and column where the text
//! stops being JSON.
//!
//! Nesting is limited as serde_json limits it (127 lists or objects inside each other), so a
//! hostile text cannot exhaust the stack. Bytes that are not UTF-8 are an error, never a panic.

use super::value::{Number, Value};
use super::{JsonError, JsonProblem};

/// The deepest nesting of lists and objects read: the 128th level inside the document is
/// refused, as serde_json refuses it.
pub const MAX_DEPTH: usize = 127;

/// Parses a JSON text.
///
/// # Errors
/// [`JsonProblem::Syntax`] with the line and column where it stops being JSON.
pub fn parse(text: &str) -> Result<Value, JsonError> {
    parse_bytes(text.as_bytes())
}

/// Parses JSON from bytes, which need not be UTF-8 (then it is not JSON).
///
/// # Errors
/// [`JsonProblem::Syntax`] with the line and column where it stops being JSON.
pub fn parse_bytes(bytes: &[u8]) -> Result<Value, JsonError> {
    let mut parser = Parser { bytes, at: 0, depth: 0 };
    let value = parser.value().and_then(|value| {
        parser.skip_space();
        if parser.at < bytes.len() {
            Err(parser.stop("trailing characters"))
        } else {
            Ok(value)
        }
    });
    value.map_err(|Stop { at, why }| {
        let (line, column) = position(bytes, at);
        JsonError::new(String::new(), JsonProblem::Syntax { line, column, message: why.to_owned() })
    })
}

/// Where parsing stopped (a byte index) and why.
struct Stop {
    at: usize,
    why: &'static str,
}

/// The 1-based line and column of the byte at `at`; at the end of the text, of its last
/// character (column 0 for an empty line). Columns count characters.
fn position(bytes: &[u8], at: usize) -> (usize, usize) {
    let end = (at + 1).min(bytes.len());
    let before = &bytes[..end];
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line = 1 + before[..line_start].iter().filter(|&&b| b == b'\n').count();
    // UTF-8 continuation bytes do not start a character.
    let column = before[line_start..].iter().filter(|&&b| b & 0xc0 != 0x80).count();
    (line, column)
}

struct Parser<'b> {
    bytes: &'b [u8],
    /// The next byte to read.
    at: usize,
    /// Lists and objects open around the value being read.
    depth: usize,
}

type Parsed<T> = Result<T, Stop>;

impl Parser<'_> {
    #[cold]
    fn stop(&self, why: &'static str) -> Stop {
        Stop { at: self.at, why }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.at += 1;
        }
    }

    fn value(&mut self) -> Parsed<Value> {
        self.skip_space();
        match self.peek() {
            None => Err(self.stop("EOF while parsing a value")),
            Some(b'{') => self.nested(Parser::object),
            Some(b'[') => self.nested(Parser::array),
            Some(b'"') => self.string().map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.word("true", Value::Bool(true)),
            Some(b'f') => self.word("false", Value::Bool(false)),
            Some(b'n') => self.word("null", Value::Null),
            Some(_) => Err(self.stop("expected value")),
        }
    }

    /// The list or object `read` reads, one level deeper.
    fn nested(&mut self, read: fn(&mut Self) -> Parsed<Value>) -> Parsed<Value> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.stop("recursion limit exceeded"));
        }
        // The opening bracket.
        self.at += 1;
        let value = read(self)?;
        self.depth -= 1;
        Ok(value)
    }

    fn word(&mut self, word: &'static str, value: Value) -> Parsed<Value> {
        for &expected in word.as_bytes() {
            match self.peek() {
                Some(b) if b == expected => self.at += 1,
                None => return Err(self.stop("EOF while parsing a value")),
                Some(_) => return Err(self.stop("expected ident")),
            }
        }
        Ok(value)
    }

    /// After `,` in a list or object: the next item, not the end.
    fn after_comma(&mut self, close: u8) -> Parsed<()> {
        self.skip_space();
        if self.peek() == Some(close) {
            return Err(self.stop("trailing comma"));
        }
        Ok(())
    }

    fn array(&mut self) -> Parsed<Value> {
        let mut items = Vec::new();
        self.skip_space();
        match self.peek() {
            Some(b']') => {
                self.at += 1;
                return Ok(Value::Array(items));
            }
            None => return Err(self.stop("EOF while parsing a list")),
            Some(_) => {}
        }
        loop {
            items.push(self.value()?);
            self.skip_space();
            match self.peek() {
                Some(b',') => {
                    self.at += 1;
                    self.after_comma(b']')?;
                }
                Some(b']') => {
                    self.at += 1;
                    return Ok(Value::Array(items));
                }
                Some(_) => return Err(self.stop("expected `,` or `]`")),
                None => return Err(self.stop("EOF while parsing a list")),
            }
        }
    }

    fn object(&mut self) -> Parsed<Value> {
        let mut members = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Value::Object(members));
        }
        loop {
            match self.peek() {
                Some(b'"') => {}
                Some(_) => return Err(self.stop("key must be a string")),
                None => return Err(self.stop("EOF while parsing an object")),
            }
            let key = self.string()?;
            self.skip_space();
            match self.peek() {
                Some(b':') => self.at += 1,
                Some(_) => return Err(self.stop("expected `:`")),
                None => return Err(self.stop("EOF while parsing an object")),
            }
            members.push((key, self.value()?));
            self.skip_space();
            match self.peek() {
                Some(b',') => {
                    self.at += 1;
                    self.after_comma(b'}')?;
                }
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Value::Object(members));
                }
                Some(_) => return Err(self.stop("expected `,` or `}`")),
                None => return Err(self.stop("EOF while parsing an object")),
            }
        }
    }

    /// A string, from its opening quote.
    fn string(&mut self) -> Parsed<String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while let Some(b) = self.peek() {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.at += 1;
            }
            match std::str::from_utf8(&self.bytes[start..self.at]) {
                Ok(run) => out.push_str(run),
                Err(e) => {
                    self.at = start + e.valid_up_to();
                    return Err(self.stop("invalid unicode code point"));
                }
            }
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => return Err(self.stop("control character (\\u0000-\\u001F) found while parsing a string")),
                None => return Err(self.stop("EOF while parsing a string")),
            }
        }
    }

    /// The character of an escape, after its `\`.
    fn escape(&mut self) -> Parsed<char> {
        let Some(b) = self.peek() else {
            return Err(self.stop("EOF while parsing a string"));
        };
        let c = match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                self.at += 1;
                return self.unicode_escape();
            }
            _ => return Err(self.stop("invalid escape")),
        };
        self.at += 1;
        Ok(c)
    }

    /// The character of `\uXXXX`, after its `u`: a UTF-16 unit, or a surrogate pair written as
    /// two escapes.
    fn unicode_escape(&mut self) -> Parsed<char> {
        let first = self.hex4()?;
        let unit = match first {
            0xdc00..=0xdfff => return Err(self.stop("lone trailing surrogate in hex escape")),
            0xd800..=0xdbff => {
                if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                    return Err(self.stop("unexpected end of hex escape"));
                }
                self.at += 2;
                let second = self.hex4()?;
                if !(0xdc00..=0xdfff).contains(&second) {
                    return Err(self.stop("lone leading surrogate in hex escape"));
                }
                0x10000 + (((first - 0xd800) << 10) | (second - 0xdc00))
            }
            unit => unit,
        };
        char::from_u32(unit).ok_or_else(|| self.stop("invalid unicode code point"))
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Parsed<u32> {
        let mut unit = 0;
        for _ in 0..4 {
            let digit = match self.peek() {
                None => return Err(self.stop("EOF while parsing a string")),
                Some(b) => char::from(b).to_digit(16).ok_or_else(|| self.stop("invalid escape"))?,
            };
            unit = unit << 4 | digit;
            self.at += 1;
        }
        Ok(unit)
    }

    fn digits(&mut self) -> usize {
        let start = self.at;
        while let Some(b'0'..=b'9') = self.peek() {
            self.at += 1;
        }
        self.at - start
    }

    /// A number: `-`, then `0` or digits not starting with 0, then maybe a fraction and an
    /// exponent.
    fn number(&mut self) -> Parsed<Value> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => {
                self.at += 1;
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.stop("invalid number"));
                }
            }
            Some(b'1'..=b'9') => {
                self.digits();
            }
            _ => return Err(self.stop("invalid number")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if self.digits() == 0 {
                return Err(self.stop("invalid number"));
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.at += 1;
            }
            if self.digits() == 0 {
                return Err(self.stop("invalid number"));
            }
        }
        // ASCII digits, signs, `.` and `e`.
        let text = std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or_default();
        Ok(Value::Number(Number::from_literal(text)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn every_kind_of_value() {
        let value =
            parse(" {\"a\" : [1, -2, 3.5e1, true, false, null, \"x\\n\\u00e9\\ud83d\\ude00\\/\"], \"b\": {}}\r\n\t")
                .unwrap();
        let list = value.get("a").and_then(Value::as_array).unwrap();
        assert_eq!(list[..3].iter().map(Value::to_string).collect::<Vec<_>>(), ["1", "-2", "3.5e1"]);
        assert_eq!(list[3..6], [Value::Bool(true), Value::Bool(false), Value::Null]);
        assert_eq!(list[6], Value::from("x\né😀/"));
        assert_eq!(value.get("b"), Some(&Value::Object(Vec::new())));
        assert_eq!(parse_bytes("\"é\"".as_bytes()), Ok(Value::from("é")));
    }

    #[test]
    fn syntax_errors_say_where_and_why() {
        for (text, message) in [
            ("", "line 1 column 0: not valid JSON: EOF while parsing a value"),
            ("{", "line 1 column 1: not valid JSON: EOF while parsing an object"),
            ("[", "line 1 column 1: not valid JSON: EOF while parsing a list"),
            ("[1", "line 1 column 2: not valid JSON: EOF while parsing a list"),
            ("[1 2]", "line 1 column 4: not valid JSON: expected `,` or `]`"),
            ("[1,]", "line 1 column 4: not valid JSON: trailing comma"),
            ("{\"a\" 1}", "line 1 column 6: not valid JSON: expected `:`"),
            ("{\"a\": 1,}", "line 1 column 9: not valid JSON: trailing comma"),
            ("{1: 2}", "line 1 column 2: not valid JSON: key must be a string"),
            ("{\"a\": 1 \"b\"}", "line 1 column 9: not valid JSON: expected `,` or `}`"),
            ("[1] 2", "line 1 column 5: not valid JSON: trailing characters"),
            ("tru", "line 1 column 3: not valid JSON: EOF while parsing a value"),
            ("[nul1]", "line 1 column 5: not valid JSON: expected ident"),
            ("01", "line 1 column 2: not valid JSON: invalid number"),
            ("-", "line 1 column 1: not valid JSON: invalid number"),
            ("1.e3", "line 1 column 3: not valid JSON: invalid number"),
            ("1e+", "line 1 column 3: not valid JSON: invalid number"),
            ("\"a", "line 1 column 2: not valid JSON: EOF while parsing a string"),
            (
                "\"a\tb\"",
                "line 1 column 3: not valid JSON: control character (\\u0000-\\u001F) found while parsing a string",
            ),
            ("\"\\x\"", "line 1 column 3: not valid JSON: invalid escape"),
            ("\"\\u12g4\"", "line 1 column 6: not valid JSON: invalid escape"),
            ("\"\\udc00\"", "line 1 column 8: not valid JSON: lone trailing surrogate in hex escape"),
            ("\"\\ud800\"", "line 1 column 8: not valid JSON: unexpected end of hex escape"),
            ("\"\\ud800\\u0041\"", "line 1 column 14: not valid JSON: lone leading surrogate in hex escape"),
            ("[\n  {\n    \"é\": x", "line 3 column 10: not valid JSON: expected value"),
        ] {
            assert_eq!(error(text), message, "{text:?}");
        }
        assert_eq!(
            parse_bytes(b"[\"ab\xff\"]").unwrap_err().to_string(),
            "line 1 column 5: not valid JSON: invalid unicode code point"
        );
        assert_eq!(
            parse_bytes(b"\xff\xfe{}").unwrap_err().to_string(),
            "line 1 column 1: not valid JSON: expected value"
        );
        assert!(parse_bytes(b"\"\xe2\x80\"").is_err(), "a cut character");
    }

    #[test]
    fn nesting_is_limited() {
        let nested = |depth: usize| "[".repeat(depth) + &"]".repeat(depth);
        assert!(parse(&nested(MAX_DEPTH)).is_ok());
        assert_eq!(error(&nested(MAX_DEPTH + 1)), "line 1 column 128: not valid JSON: recursion limit exceeded");
        let objects = "{\"a\":".repeat(MAX_DEPTH) + "1" + &"}".repeat(MAX_DEPTH);
        assert!(parse(&objects).is_ok());
        assert!(parse(&("{\"a\":".repeat(MAX_DEPTH + 1) + "1" + &"}".repeat(MAX_DEPTH + 1))).is_err());
        // Far deeper: refused, not a stack overflow.
        assert!(parse(&nested(1_000_000)).is_err());
    }
}
