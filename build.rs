//! The compiled-in tables (`data/*.json`), written without their spaces and their notes for
//! readers (`trigger_rule`, `provenance`), which the program never reads, and the page's two
//! style sheets (`src/ui/layout/*.css`) without the spaces a browser does not need: the page
//! carries each as text, so what a reader needs costs a player's download.

use std::path::Path;

use serde_json::Value;

/// Keys that explain a table to its readers.
const NOTES: [&str; 2] = ["trigger_rule", "provenance"];

fn main() {
    let out = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    for name in ["patches_classic.json", "patches_express.json", "time_boards.json"] {
        let source = Path::new("data").join(name);
        println!("cargo::rerun-if-changed={}", source.display());
        let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        let mut table: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        strip_notes(&mut table);
        let compact = serde_json::to_string(&table).expect("a table read from JSON writes as JSON");
        std::fs::write(Path::new(&out).join(name), compact).expect("OUT_DIR is writable");
    }
    for name in ["table.css", "page.css"] {
        let source = Path::new("src/ui/layout").join(name);
        println!("cargo::rerun-if-changed={}", source.display());
        let text = std::fs::read_to_string(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
        std::fs::write(Path::new(&out).join(name), minified(&text)).expect("OUT_DIR is writable");
    }
}

/// A style sheet without its line breaks and indentation, and without the spaces around
/// `{`, `}`, `;`, `,`, `>` and after `:` (a space before `:` is kept: in a selector it is the
/// descendant combinator), nor the `;` before a `}`, nor comments. Quoted text is kept as it is.
fn minified(css: &str) -> String {
    let mut out = String::with_capacity(css.len());
    let (mut quote, mut space) = (None, false);
    let mut rest = css;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        if quote.is_none() && c == '/' && rest.starts_with('*') {
            let end = rest.find("*/").expect("a comment in a style sheet ends");
            rest = &rest[end + 2..];
            space = true;
            continue;
        }
        if let Some(q) = quote {
            out.push(c);
            quote = (c != q).then_some(q);
            continue;
        }
        if c.is_whitespace() {
            space = true;
            continue;
        }
        let after = matches!(out.chars().last(), None | Some('{' | '}' | ';' | ',' | ':' | '>'));
        if std::mem::take(&mut space) && !after && !matches!(c, '{' | '}' | ';' | ',' | '>' | '!') {
            out.push(' ');
        }
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        if matches!(c, '\'' | '"') {
            quote = Some(c);
        }
        out.push(c);
    }
    out
}

/// `value` without the [`NOTES`] entries of any object in it.
fn strip_notes(value: &mut Value) {
    match value {
        Value::Object(entries) => {
            for note in NOTES {
                entries.remove(note);
            }
            entries.values_mut().for_each(strip_notes);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_notes),
        _ => {}
    }
}
