//! One reader for every JSON text the game reads: game records, the compiled-in tables, the
//! computer player's messages and the page's saved games; and the writer of what it writes.
//!
//! [`parse`] turns a text into a [`Value`]; a [`Node`] is a value together with its place in
//! the document. Its accessors check the JSON type and the range of numbers and, when a value is
//! not what they want, say where: `actions[3].cells[1]: must be a u8`. The place is a chain of
//! borrowed steps, written out only when an error needs it. A [`Value`]'s `Display` is its
//! compact JSON text.
//!
//! The parser and the value are the crate's own, small ones: the page carries them in its
//! download, where a general JSON library with its float parsing and printing cost several
//! kilobytes more.
//!
//! Numbers: an integer accessor takes JSON integers in its range. `-0` is the integer 0, and so
//! is a negative zero written with a fraction or an exponent (`-0.0`), as this reader has always
//! read it; any other number with a fraction or an exponent is not an integer.
//!
//! ```
//! use patchwork::rules::json::{self, Node};
//!
//! let value = json::parse(r#"{"id": 7, "cells": [[0, 1], [2, "x"]]}"#).unwrap();
//! let root = Node::root(&value);
//! assert_eq!(root.field("id").and_then(|id| id.u32()), Ok(7));
//! let cells = root.field("cells").unwrap();
//! let second = cells.index(1).unwrap();
//! assert_eq!(second.index(1).and_then(|col| col.u8()).unwrap_err().to_string(), "cells[1][1]: must be a u8");
//! assert_eq!(root.field("name").unwrap_err().to_string(), "name: missing");
//! assert_eq!(value.to_string(), r#"{"id":7,"cells":[[0,1],[2,"x"]]}"#);
//! ```

use std::fmt::Write;

mod parse;
mod value;

pub use super::error::{JsonError, JsonProblem};
pub use parse::{parse, parse_bytes, MAX_DEPTH};
pub use value::{Number, Value};

/// Reads `value` as item `index` of the list in field `key` of a document (`actions[3]`): for a
/// value read apart from the document it belongs to, so that its errors name the same place.
pub fn read_item<T, E>(
    value: &Value,
    key: &str,
    index: usize,
    read: impl FnOnce(Node<'_, '_>) -> Result<T, E>,
) -> Result<T, E> {
    let list = Step::Key(&Step::Root, key);
    read(Node { value, step: Step::Index(&list, index) })
}

/// One step of the way from the document to a value.
#[derive(Debug, Clone, Copy)]
enum Step<'p> {
    Root,
    Key(&'p Step<'p>, &'p str),
    Index(&'p Step<'p>, usize),
}

impl Step<'_> {
    fn write(&self, out: &mut String) {
        match *self {
            Step::Root => {}
            Step::Key(parent, key) => {
                parent.write(out);
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Step::Index(parent, index) => {
                parent.write(out);
                // Writing to a String cannot fail.
                let _ = write!(out, "[{index}]");
            }
        }
    }
}

/// A JSON value and where it is in its document.
#[derive(Debug, Clone, Copy)]
pub struct Node<'v, 'p> {
    value: &'v Value,
    step: Step<'p>,
}

impl<'v> Node<'v, 'static> {
    /// The whole document.
    #[must_use]
    pub fn root(value: &'v Value) -> Node<'v, 'static> {
        Node { value, step: Step::Root }
    }
}

impl<'v, 'p> Node<'v, 'p> {
    /// The value.
    #[must_use]
    pub fn value(&self) -> &'v Value {
        self.value
    }

    /// Where the value is, e.g. `actions[3].cells`; empty for the document itself.
    #[must_use]
    pub fn at(&self) -> String {
        let mut out = String::new();
        self.step.write(&mut out);
        out
    }

    /// The error saying that this value should have been `expected`.
    #[cold]
    #[inline(never)]
    #[must_use]
    pub fn wrong(&self, expected: &'static str) -> JsonError {
        JsonError::new(self.at(), JsonProblem::WrongType { expected })
    }

    /// The error saying that field `key` of this object is missing.
    #[cold]
    #[inline(never)]
    #[must_use]
    pub fn missing(&self, key: &str) -> JsonError {
        let node = Node { value: self.value, step: Step::Key(&self.step, key) };
        JsonError::new(node.at(), JsonProblem::Missing)
    }

    /// Whether the value is `null`.
    #[must_use]
    pub fn is_null(&self) -> bool {
        self.value.is_null()
    }

    /// Field `key` of this object, if it is there (`null` counts as there).
    ///
    /// # Errors
    /// When the value is not an object.
    pub fn get<'s>(&'s self, key: &'s str) -> Result<Option<Node<'v, 's>>, JsonError> {
        if !self.value.is_object() {
            return Err(self.wrong("an object"));
        }
        Ok(self.value.get(key).map(|value| Node { value, step: Step::Key(&self.step, key) }))
    }

    /// Field `key` of this object, which must be there (it may be `null`).
    ///
    /// # Errors
    /// When the value is not an object, or has no field `key` ([`JsonProblem::Missing`]).
    pub fn field<'s>(&'s self, key: &'s str) -> Result<Node<'v, 's>, JsonError> {
        self.get(key)?.ok_or_else(|| self.missing(key))
    }

    /// Field `key` of this object, `None` when it is absent or `null`.
    ///
    /// # Errors
    /// When the value is not an object.
    pub fn optional<'s>(&'s self, key: &'s str) -> Result<Option<Node<'v, 's>>, JsonError> {
        Ok(self.get(key)?.filter(|node| !node.is_null()))
    }

    /// The keys of this object, in the document's order.
    ///
    /// # Errors
    /// When the value is not an object.
    pub fn keys(&self) -> Result<impl Iterator<Item = &'v str>, JsonError> {
        let members = self.value.as_object().ok_or_else(|| self.wrong("an object"))?;
        Ok(members.iter().map(|(key, _)| key.as_str()))
    }

    /// The items of this list.
    ///
    /// # Errors
    /// When the value is not a list.
    pub fn items(&self) -> Result<impl ExactSizeIterator<Item = Node<'v, '_>>, JsonError> {
        let list = self.value.as_array().ok_or_else(|| self.wrong("a list"))?;
        Ok(list.iter().enumerate().map(|(index, value)| Node { value, step: Step::Index(&self.step, index) }))
    }

    /// Item `index` of this list.
    ///
    /// # Errors
    /// When the value is not a list, or is shorter ([`JsonProblem::Missing`]).
    pub fn index(&self, index: usize) -> Result<Node<'v, '_>, JsonError> {
        let list = self.value.as_array().ok_or_else(|| self.wrong("a list"))?;
        let node = |value| Node { value, step: Step::Index(&self.step, index) };
        list.get(index).map(node).ok_or_else(|| JsonError::new(node(self.value).at(), JsonProblem::Missing))
    }

    /// The value read by `read`, which says `None` when it is not `expected`.
    ///
    /// # Errors
    /// [`JsonProblem::WrongType`] with `expected` when `read` says `None`.
    pub fn read<T>(&self, expected: &'static str, read: impl FnOnce(&'v Value) -> Option<T>) -> Result<T, JsonError> {
        read(self.value).ok_or_else(|| self.wrong(expected))
    }

    /// The string.
    ///
    /// # Errors
    /// When the value is not a string.
    pub fn str(&self) -> Result<&'v str, JsonError> {
        self.read("a string", Value::as_str)
    }

    /// The boolean.
    ///
    /// # Errors
    /// When the value is not `true` or `false`.
    pub fn bool(&self) -> Result<bool, JsonError> {
        self.read("true or false", Value::as_bool)
    }

    /// The number, integer or not.
    ///
    /// # Errors
    /// When the value is not a number.
    pub fn f64(&self) -> Result<f64, JsonError> {
        self.read("a number", Value::as_f64)
    }

    /// The integer, 0 to 255.
    ///
    /// # Errors
    /// When the value is not an integer in that range.
    pub fn u8(&self) -> Result<u8, JsonError> {
        self.unsigned("a u8", u8::MAX.into()).map(|n| n as u8)
    }

    /// The integer, 0 to 2³² − 1.
    ///
    /// # Errors
    /// When the value is not an integer in that range.
    pub fn u32(&self) -> Result<u32, JsonError> {
        self.unsigned("a u32", u32::MAX.into()).map(|n| n as u32)
    }

    /// The integer, 0 to 2⁶⁴ − 1.
    ///
    /// # Errors
    /// When the value is not an integer in that range.
    pub fn u64(&self) -> Result<u64, JsonError> {
        self.unsigned("a u64", u64::MAX)
    }

    /// The integer, 0 to `max`.
    fn unsigned(&self, expected: &'static str, max: u64) -> Result<u64, JsonError> {
        match self.value.as_u64() {
            Some(n) if n <= max => Ok(n),
            _ => Err(self.wrong(expected)),
        }
    }

    /// The integer, −2⁶³ to 2⁶³ − 1.
    ///
    /// # Errors
    /// When the value is not an integer in that range.
    pub fn i64(&self) -> Result<i64, JsonError> {
        self.read("an i64", Value::as_i64)
    }

    /// The value of the name this string is among `choices` (names and values).
    ///
    /// # Errors
    /// When the value is not a string ([`JsonProblem::WrongType`]) or not one of the names
    /// ([`JsonProblem::NotOneOf`]).
    pub fn one_of<T: Copy>(&self, choices: &[(&'static str, T)]) -> Result<T, JsonError> {
        let found = self.str()?;
        let names = || choices.iter().map(|&(name, _)| name).collect();
        let not_one_of =
            || JsonError::new(self.at(), JsonProblem::NotOneOf { found: found.to_owned(), choices: names() });
        choices.iter().find(|(name, _)| *name == found).map(|&(_, value)| value).ok_or_else(not_one_of)
    }
}

/// The integer `value` is, when it is one from −2⁶³ to 2⁶³ − 1 (`-0` is 0): what
/// [`Node::i64`] reads, for a caller that reads plain values.
#[must_use]
pub fn as_i64(value: &Value) -> Option<i64> {
    value.as_i64()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Value {
        parse(text).unwrap()
    }

    #[test]
    fn errors_name_the_place() {
        let v = value(r#"{"actions": [{"type": "take", "cells": [[0, 1], [2, -1]]}], "n": null}"#);
        let root = Node::root(&v);
        let actions = root.field("actions").unwrap();
        let action = actions.index(0).unwrap();
        let cells = action.field("cells").unwrap();
        let cell = cells.items().unwrap().nth(1).unwrap();
        assert_eq!(cell.at(), "actions[0].cells[1]");
        assert_eq!(cell.index(1).unwrap().u8().unwrap_err().to_string(), "actions[0].cells[1][1]: must be a u8");
        assert_eq!(cell.index(2).unwrap_err().to_string(), "actions[0].cells[1][2]: missing");
        assert_eq!(action.field("patch").unwrap_err().to_string(), "actions[0].patch: missing");
        assert_eq!(cell.field("x").unwrap_err().to_string(), "actions[0].cells[1]: must be an object");
        assert_eq!(root.str().unwrap_err().to_string(), "the value: must be a string");
        assert_eq!(root.field("n").map(|n| n.is_null()), Ok(true));
        assert!(root.optional("n").unwrap().is_none());
        assert!(root.optional("absent").unwrap().is_none());
        assert_eq!(root.keys().unwrap().collect::<Vec<_>>(), ["actions", "n"]);
        let kind = action.field("type").unwrap();
        assert_eq!(kind.one_of(&[("advance", 0), ("take", 1)]), Ok(1));
        assert_eq!(
            kind.one_of(&[("advance", 0), ("leather", 2), ("jump", 3)]).unwrap_err().to_string(),
            r#"actions[0].type: "take" is not "advance", "leather" or "jump""#
        );
        let first = &v.get("actions").and_then(Value::as_array).unwrap()[0];
        let read = read_item(first, "actions", 4, |node| node.field("x").map(|_| ()));
        assert_eq!(read.unwrap_err().to_string(), "actions[4].x: missing");
    }

    #[test]
    fn integers_are_range_checked_and_minus_zero_is_zero() {
        let v = value("[0, 255, 256, -1, 4294967295, 4294967296, 18446744073709551615, 1.5, 1e2, -0, -0.0, 0.0]");
        let root = Node::root(&v);
        let items: Vec<Node<'_, '_>> = root.items().unwrap().collect();
        let u8s: Vec<Option<u8>> = items.iter().map(|n| n.u8().ok()).collect();
        assert_eq!(u8s, [Some(0), Some(255), None, None, None, None, None, None, None, Some(0), Some(0), None]);
        assert_eq!(items[4].u32(), Ok(u32::MAX));
        assert!(items[5].u32().is_err());
        assert_eq!(items[6].u64(), Ok(u64::MAX));
        assert!(items[6].i64().is_err());
        assert_eq!(items[3].i64(), Ok(-1));
        assert_eq!(items[9].i64(), Ok(0));
        assert_eq!(items[7].f64(), Ok(1.5));
        assert_eq!(items[3].u32().unwrap_err().expecting("a count").to_string(), "[3]: must be a count");
    }

    #[test]
    fn syntax_errors_keep_the_position_apart() {
        let error = parse("{\n  \"a\": ,\n}").unwrap_err();
        assert_eq!(error.to_string(), "line 2 column 8: not valid JSON: expected value");
        assert!(parse_bytes(b"\"\xff\"").is_err());
        assert_eq!(parse_bytes(b"[1]"), Ok(value("[1]")));
    }
}
