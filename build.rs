//! The compiled-in tables (`data/*.json`), written without their spaces and their notes for
//! readers (`trigger_rule`, `provenance`), which the program never reads: the page carries each
//! table as text, so what a reader needs costs a player's download.

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
