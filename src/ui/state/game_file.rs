//! A game file, as the page exports and imports it: the record (`patchwork-record/1`) with the
//! players' names in its `players` field (docs/RECORD.md), which the engine and the command
//! line ignore like any field the format does not need.

use serde_json::Value;

use crate::rules::Record;
use crate::ui::i18n::Names;
use crate::ui::state::saves::name_or_default;

/// The record's text with `names` (seat 1 first) in its `players` field, just before its
/// actions.
#[must_use]
pub fn game_file(record: &Record, names: &Names) -> String {
    let text = record.to_json();
    let players = serde_json::to_string(names).unwrap_or_else(|_| unreachable!("strings serialize"));
    match text.find("\n  \"actions\":") {
        Some(at) => format!("{}\n  \"players\": {players},{}", &text[..at], &text[at..]),
        None => text,
    }
}

/// The names a game file gives its players, each kept as a typed name is (trimmed, shortened,
/// a blank one the seat's default); `None` when it gives none (a record written elsewhere, or
/// before names were kept) or not two strings.
#[must_use]
pub fn names_in(text: &str) -> Option<Names> {
    let value: Value = serde_json::from_str(text).ok()?;
    let [first, second] = value.get("players")?.as_array()?.as_slice() else { return None };
    Some([name_or_default(first.as_str()?, 0), name_or_default(second.as_str()?, 1)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RecordedAction, Setup, Variant};

    fn record() -> Record {
        let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 4));
        record.push(RecordedAction::Advance);
        record
    }

    #[test]
    fn the_names_go_out_with_the_record_and_come_back() {
        let names: Names = ["Ada \"the\" Quilter".into(), "Zoë".into()];
        let text = game_file(&record(), &names);
        assert!(text.contains("  \"players\": [\"Ada \\\"the\\\" Quilter\",\"Zoë\"],\n  \"actions\": ["), "{text}");
        assert_eq!(Record::from_json(&text), Ok(record()), "the engine reads the same record");
        assert_eq!(names_in(&text), Some(names));
    }

    #[test]
    fn a_file_without_names_or_with_odd_ones_gives_none_or_defaults() {
        assert_eq!(names_in(&record().to_json()), None);
        assert_eq!(names_in("not json"), None);
        let odd = record().to_json().replace("\"actions\"", "\"players\": [\"Ada\"], \"actions\"");
        assert_eq!(names_in(&odd), None);
        let numbers = record().to_json().replace("\"actions\"", "\"players\": [1, 2], \"actions\"");
        assert_eq!(names_in(&numbers), None);
        let long = "x".repeat(100);
        let blank =
            record().to_json().replace("\"actions\"", &format!("\"players\": [\"  \", \"{long}\"], \"actions\""));
        let [first, second] = names_in(&blank).expect("two strings");
        assert_eq!(first, "Player 1");
        assert_eq!(second.chars().count(), crate::ui::state::address::MAX_NAME);
    }
}
