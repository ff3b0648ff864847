//! Game records in the `patchwork-record/1` format (RECORD.md): the set-up and every action.
//!
//! A record holds no derived numbers; the state always comes from replaying it. Reading checks
//! the *format* (wrong JSON, fields, ids, cell shapes: [`RecordError`]); replaying checks the
//! *rules* (an illegal action: [`ReplayError`]).

use std::fmt;

use serde_json::{json, Map, Value};

use super::action::Action;
use super::error::{IllegalAction, SetupError};
use super::patch::PatchId;
use super::setup::Setup;
use super::state::GameState;
use super::time_board::{Game, Variant, VariantNameError};

/// The value of the `format` field.
pub const FORMAT: &str = "patchwork-record/1";

/// A square as written in a record: any pair of integers, checked against the quilt on replay.
pub type RecordCell = (i64, i64);

/// An action as written in a record.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum RecordedAction {
    /// `{"type": "advance"}`
    Advance,
    /// `{"type": "take", "patch": ID, "cells": [[row, col], …]}`
    Take {
        /// The patch taken.
        patch: PatchId,
        /// The squares it covers.
        cells: Vec<RecordCell>,
    },
    /// `{"type": "leather", "cell": [row, col]}`
    Leather {
        /// The square.
        cell: RecordCell,
    },
    /// `{"type": "discard_leather"}` (Express only)
    DiscardLeather,
}

impl RecordedAction {
    /// The record form of `action`.
    #[must_use]
    pub fn from_action(action: Action) -> RecordedAction {
        let pair = |c: super::quilt::Cell| (i64::from(c.row()), i64::from(c.col()));
        match action {
            Action::Advance => RecordedAction::Advance,
            Action::TakePatch { patch, squares } => {
                RecordedAction::Take { patch, cells: squares.cells().map(pair).collect() }
            }
            Action::PlaceLeather { cell } => RecordedAction::Leather { cell: pair(cell) },
            Action::DiscardLeather => RecordedAction::DiscardLeather,
        }
    }

    /// The action this record entry means in `state`.
    ///
    /// # Errors
    /// Why it cannot be played there. Errors of the turn (game over, leather pending, patch not
    /// offered, too dear) come before errors of the squares.
    pub fn resolve(&self, state: &GameState) -> Result<Action, IllegalAction> {
        match self {
            RecordedAction::Advance => Ok(Action::Advance),
            RecordedAction::DiscardLeather => Ok(Action::DiscardLeather),
            RecordedAction::Take { patch, cells } => {
                let patch = *patch;
                state.check_buy(patch)?;
                let squares = state.squares_of(cells.iter().copied())?;
                if squares.count() as usize != cells.len() {
                    // A square listed twice.
                    return Err(IllegalAction::NotAnOrientation { patch });
                }
                Ok(Action::TakePatch { patch, squares })
            }
            RecordedAction::Leather { cell } => {
                state.check_leather()?;
                let squares = state.squares_of([*cell])?;
                let cell = squares.cells().next().expect("one square on the quilt");
                Ok(Action::PlaceLeather { cell })
            }
        }
    }

    /// Reads one action of a `variant` game from its JSON object; `index` is its place in the
    /// list, for messages.
    ///
    /// # Errors
    /// What is wrong with it, as when it is read inside a whole record.
    pub fn from_json(value: &Value, index: usize, variant: Variant) -> Result<RecordedAction, RecordError> {
        parse_action(index, value, variant)
    }

    /// The action as a record's JSON object, e.g. `{"type": "advance"}`.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let pair = |&(r, c): &RecordCell| json!([r, c]);
        match self {
            RecordedAction::Advance => json!({"type": "advance"}),
            RecordedAction::Take { patch, cells } => json!({
                "type": "take",
                "patch": patch.label(),
                "cells": cells.iter().map(pair).collect::<Vec<_>>(),
            }),
            RecordedAction::Leather { cell } => json!({"type": "leather", "cell": pair(cell)}),
            RecordedAction::DiscardLeather => json!({"type": "discard_leather"}),
        }
    }
}

/// A whole game: its set-up and the actions played.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Record {
    setup: Setup,
    actions: Vec<RecordedAction>,
}

/// Why a text is not a `patchwork-record/1` record. Each says where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// Not valid JSON.
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser says.
        message: String,
    },
    /// The record is not a JSON object.
    NotAnObject,
    /// A required field is absent.
    MissingField {
        /// Where, e.g. `actions[3].patch`.
        at: String,
    },
    /// A field has the wrong JSON type.
    WrongType {
        /// Where.
        at: String,
        /// What it should be.
        expected: &'static str,
    },
    /// `format` is not `patchwork-record/1`.
    UnknownFormat {
        /// What it says.
        found: String,
    },
    /// `game` is not `classic` or `express`.
    UnknownGame {
        /// What it says.
        found: String,
    },
    /// `time_board` is not `revised` or `original`.
    UnknownTimeBoard {
        /// What it says.
        found: String,
    },
    /// An Express record names a time board.
    TimeBoardInExpress,
    /// A patch id that is not in this game.
    UnknownPatch {
        /// Where.
        at: String,
        /// The id.
        id: String,
    },
    /// The circle or blue patches are not the game's.
    Setup(SetupError),
    /// An action type this format does not have.
    UnknownActionType {
        /// 0-based index in `actions`.
        index: usize,
        /// The type given.
        found: String,
    },
    /// A cell that is not a pair of integers.
    BadCell {
        /// Where.
        at: String,
    },
}

/// A string from a record, in double quotes, as `{:?}` writes it for ordinary text: `"` and `\\`
/// escaped, control characters written as escapes. (`{:?}` itself would bring Unicode's tables of
/// printable characters into the page for the rare name that needs them.)
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
                c if c.is_control() => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => fmt::Write::write_char(f, c)?,
            }
        }
        f.write_str("\"")
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json { line, column, message } => {
                write!(f, "line {line} column {column}: not valid JSON: {message}")
            }
            RecordError::NotAnObject => f.write_str("the record must be a JSON object"),
            RecordError::MissingField { at } => write!(f, "{at}: missing"),
            RecordError::WrongType { at, expected } => write!(f, "{at}: must be {expected}"),
            RecordError::UnknownFormat { found } => {
                write!(f, "format: {} is not \"{FORMAT}\"", Quoted(found))
            }
            RecordError::UnknownGame { found } => {
                write!(f, "game: {} is not \"classic\" or \"express\"", Quoted(found))
            }
            RecordError::UnknownTimeBoard { found } => {
                write!(f, "time_board: {} is not \"revised\" or \"original\"", Quoted(found))
            }
            RecordError::TimeBoardInExpress => {
                f.write_str("time_board: Patchwork Express has only one time board; leave the field out")
            }
            RecordError::UnknownPatch { at, id } => write!(f, "{at}: {} is not a patch of this game", Quoted(id)),
            RecordError::Setup(e) => e.fmt(f),
            RecordError::UnknownActionType { index, found } => write!(
                f,
                "actions[{index}].type: {} is not \"advance\", \"take\", \"leather\" or \"discard_leather\"",
                Quoted(found)
            ),
            RecordError::BadCell { at } => write!(f, "{at}: a cell must be a pair of integers [row, col]"),
        }
    }
}

impl std::error::Error for RecordError {}

/// An illegal action met while replaying a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReplayError {
    /// 0-based index of the action in `actions`.
    pub index: usize,
    /// Why it is illegal.
    pub error: IllegalAction,
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "action {}: {}", self.index, self.error)
    }
}

impl std::error::Error for ReplayError {}

impl Record {
    /// A record of a game not yet played.
    #[must_use]
    pub fn new(setup: Setup) -> Record {
        Record { setup, actions: Vec::new() }
    }

    /// The set-up.
    #[must_use]
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The actions in the order played.
    #[must_use]
    pub fn actions(&self) -> &[RecordedAction] {
        &self.actions
    }

    /// Appends an action (not checked: replaying checks).
    pub fn push(&mut self, action: RecordedAction) {
        self.actions.push(action);
    }

    /// Drops every action from `len` on.
    pub fn truncate(&mut self, len: usize) {
        self.actions.truncate(len);
    }

    /// Replays the whole record from its set-up.
    ///
    /// # Errors
    /// The first illegal action, with its index.
    pub fn replay(&self) -> Result<GameState, ReplayError> {
        let mut state = GameState::new(&self.setup);
        for (index, recorded) in self.actions.iter().enumerate() {
            recorded
                .resolve(&state)
                .and_then(|action| state.play_quiet(action))
                .map_err(|error| ReplayError { index, error })?;
        }
        Ok(state)
    }

    /// The record as JSON text, one action per line.
    #[must_use]
    pub fn to_json(&self) -> String {
        let variant = self.setup.variant();
        let labels = |ids: &[PatchId]| Value::from(ids.iter().map(|p| p.label()).collect::<Vec<_>>());
        let mut head = Map::new();
        head.insert("format".into(), FORMAT.into());
        let (game, time_board) = variant.names();
        head.insert("game".into(), game.into());
        if let Some(board) = time_board {
            head.insert("time_board".into(), board.into());
        }
        head.insert("circle".into(), labels(self.setup.circle()));
        head.insert("blue_patches".into(), labels(self.setup.blue_patches()));
        let mut out = String::from("{\n");
        for (key, value) in &head {
            out += &format!("  {}: {},\n", Value::from(key.as_str()), value);
        }
        out += "  \"actions\": [";
        for (i, action) in self.actions.iter().enumerate() {
            out += if i == 0 { "\n    " } else { ",\n    " };
            out += &action.to_json().to_string();
        }
        out += if self.actions.is_empty() { "]\n}\n" } else { "\n  ]\n}\n" };
        out
    }

    /// Reads a record from JSON text.
    ///
    /// # Errors
    /// What is wrong with the text, and where.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        let value: Value = serde_json::from_str(text).map_err(|e| RecordError::Json {
            line: e.line(),
            column: e.column(),
            message: strip_position(&e.to_string()),
        })?;
        let object = value.as_object().ok_or(RecordError::NotAnObject)?;
        let format = string_field(object, "format", "format")?;
        if format != FORMAT {
            return Err(RecordError::UnknownFormat { found: format.to_owned() });
        }
        let game = string_field(object, "game", "game")?;
        let time_board = match object.get("time_board") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(s.as_str()),
            Some(_) => return Err(wrong_type("time_board", "a string")),
        };
        let variant = Variant::from_names(game, time_board).map_err(|e| match e {
            VariantNameError::UnknownGame(found) => RecordError::UnknownGame { found },
            VariantNameError::UnknownTimeBoard(found) => RecordError::UnknownTimeBoard { found },
            VariantNameError::TimeBoardInExpress => RecordError::TimeBoardInExpress,
        })?;
        let circle = patch_list(object, "circle", variant)?;
        let blue = match object.get("blue_patches") {
            None | Some(Value::Null) if variant.game() == Game::Classic => Vec::new(),
            _ => patch_list(object, "blue_patches", variant)?,
        };
        let setup = Setup::new(variant, circle, blue).map_err(RecordError::Setup)?;
        let actions = object
            .get("actions")
            .ok_or_else(|| missing("actions"))?
            .as_array()
            .ok_or_else(|| wrong_type("actions", "a list"))?
            .iter()
            .enumerate()
            .map(|(index, action)| parse_action(index, action, variant))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record { setup, actions })
    }
}

/// serde_json appends " at line L column C"; the position is reported separately.
fn strip_position(message: &str) -> String {
    match message.rfind(" at line ") {
        Some(i) => message[..i].to_owned(),
        None => message.to_owned(),
    }
}

fn missing(at: &str) -> RecordError {
    RecordError::MissingField { at: at.to_owned() }
}

fn wrong_type(at: &str, expected: &'static str) -> RecordError {
    RecordError::WrongType { at: at.to_owned(), expected }
}

fn string_field<'a>(object: &'a Map<String, Value>, key: &str, at: &str) -> Result<&'a str, RecordError> {
    object.get(key).ok_or_else(|| missing(at))?.as_str().ok_or_else(|| wrong_type(at, "a string"))
}

fn patch_id(value: &Value, at: &str, variant: Variant) -> Result<PatchId, RecordError> {
    let label = value.as_str().ok_or_else(|| wrong_type(at, "a patch id string"))?;
    PatchId::from_label(label)
        .filter(|&id| variant.rules().has_patch(id))
        .ok_or_else(|| RecordError::UnknownPatch { at: at.to_owned(), id: label.to_owned() })
}

fn patch_list(object: &Map<String, Value>, key: &str, variant: Variant) -> Result<Vec<PatchId>, RecordError> {
    let list = object.get(key).ok_or_else(|| missing(key))?.as_array().ok_or_else(|| wrong_type(key, "a list"))?;
    list.iter().enumerate().map(|(i, v)| patch_id(v, &format!("{key}[{i}]"), variant)).collect()
}

fn integer(value: &Value) -> Option<i64> {
    // Integers too large for i64 are still integers: far outside any quilt.
    value.as_i64().or_else(|| value.as_u64().map(|_| i64::MAX))
}

fn cell(value: &Value, at: &str) -> Result<RecordCell, RecordError> {
    match value.as_array().map(Vec::as_slice) {
        Some([row, col]) => match (integer(row), integer(col)) {
            (Some(r), Some(c)) => Ok((r, c)),
            _ => Err(RecordError::BadCell { at: at.to_owned() }),
        },
        _ => Err(RecordError::BadCell { at: at.to_owned() }),
    }
}

fn parse_action(index: usize, value: &Value, variant: Variant) -> Result<RecordedAction, RecordError> {
    let at = format!("actions[{index}]");
    let object = value.as_object().ok_or_else(|| wrong_type(&at, "an object"))?;
    let kind = string_field(object, "type", &format!("{at}.type"))?;
    match kind {
        "advance" => Ok(RecordedAction::Advance),
        "discard_leather" => Ok(RecordedAction::DiscardLeather),
        "take" => {
            let patch_at = format!("{at}.patch");
            let patch = patch_id(object.get("patch").ok_or_else(|| missing(&patch_at))?, &patch_at, variant)?;
            let cells_at = format!("{at}.cells");
            let cells = object
                .get("cells")
                .ok_or_else(|| missing(&cells_at))?
                .as_array()
                .ok_or_else(|| wrong_type(&cells_at, "a list of cells"))?
                .iter()
                .enumerate()
                .map(|(i, c)| cell(c, &format!("{cells_at}[{i}]")))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(RecordedAction::Take { patch, cells })
        }
        "leather" => {
            let cell_at = format!("{at}.cell");
            Ok(RecordedAction::Leather { cell: cell(object.get("cell").ok_or_else(|| missing(&cell_at))?, &cell_at)? })
        }
        other => Err(RecordError::UnknownActionType { index, found: other.to_owned() }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Quoted` writes what `{:?}` writes for the strings a record may hold.
    #[test]
    fn quoted_matches_debug() {
        for s in ["patchwork-record/9", "", "a \"b\" \\c", "line\nbreak\ttab\r", "bell\u{7}", "zażółć ✂"] {
            assert_eq!(Quoted(s).to_string(), format!("{s:?}"), "{s:?}");
        }
    }

    #[test]
    fn errors_quote_what_they_found() {
        let error = RecordError::UnknownFormat { found: "x\"y".to_owned() };
        assert_eq!(error.to_string(), r#"format: "x\"y" is not "patchwork-record/1""#);
    }
}
