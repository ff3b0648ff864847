//! Quoting text from outside (a record's format, a file's name) inside the page's sentences.

use std::fmt;

/// A string in double quotes, as `{:?}` writes it for ordinary text: `"` and `\\` escaped,
/// control characters and the line and paragraph separators (U+2028, U+2029) written as escapes.
/// (`{:?}` itself would bring Unicode's tables of printable characters into the page for the
/// rare text that needs them.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        for c in self.0.chars() {
            match c {
                '"' => f.write_str("\\\"")?,
                '\\' => f.write_str("\\\\")?,
                '\n' => f.write_str("\\n")?,
                '\r' => f.write_str("\\r")?,
                '\t' => f.write_str("\\t")?,
                c if c.is_control() || c == '\u{2028}' || c == '\u{2029}' => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => fmt::Write::write_char(f, c)?,
            }
        }
        f.write_str("\"")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Quoted` writes what `{:?}` writes for the strings a record may hold.
    #[test]
    fn quoted_matches_debug() {
        for s in [
            "patchwork-record/9",
            "",
            "a \"b\" \\c",
            "line\nbreak\ttab\r",
            "bell\u{7}",
            "zażółć ✂",
            "a\u{2028}b\u{2029}",
        ] {
            assert_eq!(Quoted(s).to_string(), format!("{s:?}"), "{s:?}");
        }
    }
}
