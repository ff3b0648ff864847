//! Game records in the `patchwork-record/1` format (docs/RECORD.md): the set-up and every action.
//!
//! A record holds no derived numbers; the state always comes from replaying it. Reading checks
//! the *format* (wrong JSON, fields, ids, cell shapes: [`RecordError`]); replaying checks the
//! *rules* (an illegal action: [`ReplayError`]).
//!
//! Written and read with serde_json; two steps stay hand-written on top of it, for what a
//! derived `Serialize`/`Deserialize` cannot say: the writer keeps the record's text layout (one
//! action per line), and the reader checks fields in the documented order, patch ids against the
//! game named, and words each refusal with its place (`actions[3].cells[1]`).

use std::fmt::Write;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::action::Action;
use super::error::{IllegalAction, JsonError, JsonProblem, RecordError, ReplayError, VariantNameError};
use super::patch::PatchId;
use super::setup::Setup;
use super::state::GameState;
use super::variant::{Game, Variant};

/// The value of the `format` field.
pub const FORMAT: &str = "patchwork-record/1";

/// The longest record read, in bytes (1 MiB): a whole game takes a few kilobytes, and a longer
/// text is refused before it is parsed.
pub const MAX_RECORD_BYTES: usize = 1 << 20;

/// A square as written in a record: any pair of integers, checked against the quilt on replay.
pub type RecordCell = (i64, i64);

/// An action as written in a record: its serde form is the record's (`{"type": "take", …}`),
/// read as a record's actions are read ([`RecordedAction::from_json`]), with a patch of either
/// game.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
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

    /// Reads one action of a `variant` game from its JSON object, as [`Record::from_json`] reads
    /// the actions of a record; `index` is its place in the list, for messages.
    ///
    /// # Errors
    /// What is wrong with it, as when it is read inside a whole record.
    pub fn from_json(value: &Value, index: usize, variant: Variant) -> Result<RecordedAction, RecordError> {
        let list = Place::Key(&Place::Root, "actions");
        read_action(At { value, place: Place::Index(&list, index) }, Some(variant))
    }

    /// The action as a record's compact JSON, e.g. `{"type":"advance"}`.
    #[must_use]
    pub fn to_json(&self) -> String {
        compact(self)
    }
}

/// One reader for an action wherever it is stored or sent (a saved game's redo, a review, the
/// worker's answer): the record's, which words each refusal (and a derived reader of an
/// internally tagged enum would add serde's buffering of the whole value to the page).
impl<'de> Deserialize<'de> for RecordedAction {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RecordedAction, D::Error> {
        let value = Value::deserialize(deserializer)?;
        read_action(At { value: &value, place: Place::Root }, None).map_err(serde::de::Error::custom)
    }
}

/// `value` as compact JSON.
fn compact<T: Serialize + ?Sized>(value: &T) -> String {
    // Only maps with keys that are not strings fail to serialize, and a record holds none.
    serde_json::to_string(value).unwrap_or_else(|_| unreachable!("a record's parts serialize"))
}

/// A whole game: its set-up and the actions played.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Record {
    setup: Setup,
    actions: Vec<RecordedAction>,
}

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
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{GameState, Record, RecordedAction, Setup, Variant};
    ///
    /// let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 3));
    /// record.push(RecordedAction::Advance);
    /// let game = record.replay().unwrap();
    /// assert_eq!(game.position(patchwork::rules::Player::One), 1);
    /// // Player 2 has won no leather patch to place.
    /// record.push(RecordedAction::Leather { cell: (0, 0) });
    /// let error = record.replay().unwrap_err();
    /// assert_eq!(error.to_string(), "action 1: there is no leather patch to place");
    /// ```
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

    /// The record as JSON text: the fields of docs/RECORD.md in its order, two-space indents,
    /// each list of ids on one line, one action per line, and a final newline.
    #[must_use]
    pub fn to_json(&self) -> String {
        let (game, time_board) = self.setup.variant().names();
        let mut out = String::from("{\n");
        // Writing to a String cannot fail.
        let mut field = |key: &str, text: String| {
            let _ = writeln!(out, "  \"{key}\": {text},");
        };
        field("format", compact(FORMAT));
        field("game", compact(game));
        if let Some(time_board) = time_board {
            field("time_board", compact(time_board));
        }
        field("circle", compact(self.setup.circle()));
        field("blue_patches", compact(self.setup.blue_patches()));
        out += "  \"actions\": [";
        for (i, action) in self.actions.iter().enumerate() {
            out += if i == 0 { "\n    " } else { ",\n    " };
            out += &action.to_json();
        }
        out += if self.actions.is_empty() { "]\n}\n" } else { "\n  ]\n}\n" };
        out
    }

    /// Reads a record from JSON text.
    ///
    /// # Errors
    /// What is wrong with the text, and where.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{Record, Setup, Variant};
    ///
    /// let record = Record::new(Setup::from_seed(Variant::Express, 9));
    /// assert_eq!(Record::from_json(&record.to_json()), Ok(record));
    /// let error = Record::from_json(r#"{"format": "patchwork-record/1", "game": "go"}"#).unwrap_err();
    /// assert_eq!(error.to_string(), r#"game: "go" is not "classic" or "express""#);
    /// ```
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        if text.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge { bytes: text.len() });
        }
        Record::read(&serde_json::from_str(text).map_err(not_json)?)
    }

    /// Reads a record from bytes, as read from a file: what [`Self::from_json`] reads, and bytes
    /// that are not UTF-8 are not JSON.
    ///
    /// # Errors
    /// What is wrong with the text, and where; [`RecordError::TooLarge`] beyond
    /// [`MAX_RECORD_BYTES`].
    pub fn from_bytes(bytes: &[u8]) -> Result<Record, RecordError> {
        if bytes.len() > MAX_RECORD_BYTES {
            return Err(RecordError::TooLarge { bytes: bytes.len() });
        }
        Record::read(&serde_json::from_slice(bytes).map_err(not_json)?)
    }

    fn read(value: &Value) -> Result<Record, RecordError> {
        let root = At { value, place: Place::Root };
        if !value.is_object() {
            return Err(RecordError::NotAnObject);
        }
        let format = root.field("format")?.str()?;
        if format != FORMAT {
            return Err(RecordError::UnknownFormat { found: format.to_owned() });
        }
        let game = root.field("game")?.str()?;
        let time_board = root.optional("time_board")?.map(|board| board.str()).transpose()?;
        let variant = Variant::from_names(game, time_board).map_err(|e| match e {
            VariantNameError::UnknownGame(found) => RecordError::UnknownGame { found },
            VariantNameError::UnknownTimeBoard(found) => RecordError::UnknownTimeBoard { found },
            VariantNameError::TimeBoardInExpress => RecordError::TimeBoardInExpress,
        })?;
        let circle = patch_list(root.field("circle")?, variant)?;
        // Classic has no blue patches: the field may be left out; `null` is not a list.
        let blue = match root.get("blue_patches")? {
            None if variant.game() == Game::Classic => Vec::new(),
            _ => patch_list(root.field("blue_patches")?, variant)?,
        };
        let setup = Setup::new(variant, circle, blue).map_err(RecordError::Setup)?;
        let actions = root
            .field("actions")?
            .items("a list")?
            .map(|action| read_action(action, Some(variant)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record { setup, actions })
    }
}

/// The text of a serde_json error without its position, which the message says apart.
fn not_json(error: serde_json::Error) -> RecordError {
    let (line, column) = (error.line(), error.column());
    let text = error.to_string();
    let message = text.strip_suffix(&format!(" at line {line} column {column}")).unwrap_or(&text).to_owned();
    RecordError::Json(JsonError::new(String::new(), JsonProblem::Syntax { line, column, message }))
}

/// One step of the way from the document to a value: a field of an object or an item of a list.
#[derive(Clone, Copy)]
enum Place<'p> {
    Root,
    Key(&'p Place<'p>, &'static str),
    Index(&'p Place<'p>, usize),
}

impl Place<'_> {
    /// The path, e.g. `actions[3].cells[1]`; empty for the document itself.
    fn path(&self) -> String {
        match *self {
            Place::Root => String::new(),
            Place::Key(&Place::Root, key) => key.to_owned(),
            Place::Key(parent, key) => format!("{}.{key}", parent.path()),
            Place::Index(parent, index) => format!("{}[{index}]", parent.path()),
        }
    }
}

/// A value of the record's document and where it is, so that every refusal names its place.
#[derive(Clone, Copy)]
struct At<'v, 'p> {
    value: &'v Value,
    place: Place<'p>,
}

impl<'v> At<'v, '_> {
    #[cold]
    fn wrong(&self, expected: &'static str) -> JsonError {
        JsonError::new(self.place.path(), JsonProblem::WrongType { expected })
    }

    /// Field `key` of this object, if it is there (`null` counts as there).
    fn get<'s>(&'s self, key: &'static str) -> Result<Option<At<'v, 's>>, JsonError> {
        let object = self.value.as_object().ok_or_else(|| self.wrong("an object"))?;
        Ok(object.get(key).map(|value| At { value, place: Place::Key(&self.place, key) }))
    }

    /// Field `key` of this object, which must be there (it may be `null`).
    fn field<'s>(&'s self, key: &'static str) -> Result<At<'v, 's>, JsonError> {
        let missing = || JsonError::new(Place::Key(&self.place, key).path(), JsonProblem::Missing);
        self.get(key)?.ok_or_else(missing)
    }

    /// Field `key` of this object, `None` when it is absent or `null`.
    fn optional<'s>(&'s self, key: &'static str) -> Result<Option<At<'v, 's>>, JsonError> {
        Ok(self.get(key)?.filter(|field| !field.value.is_null()))
    }

    fn str(&self) -> Result<&'v str, JsonError> {
        self.value.as_str().ok_or_else(|| self.wrong("a string"))
    }

    /// The items of this list; `expected` names what it must be.
    fn items(&self, expected: &'static str) -> Result<impl Iterator<Item = At<'v, '_>>, JsonError> {
        let list = self.value.as_array().ok_or_else(|| self.wrong(expected))?;
        Ok(list.iter().enumerate().map(|(index, value)| At { value, place: Place::Index(&self.place, index) }))
    }
}

/// A patch id of the `game` (of either game, when `None`).
fn patch_id(at: At<'_, '_>, game: Option<Variant>) -> Result<PatchId, RecordError> {
    let label = at.value.as_str().ok_or_else(|| at.wrong("a patch id string"))?;
    PatchId::from_label(label)
        .filter(|&id| game.is_none_or(|variant| variant.rules().has_patch(id)))
        .ok_or_else(|| RecordError::UnknownPatch { at: at.place.path(), id: label.to_owned() })
}

fn patch_list(at: At<'_, '_>, variant: Variant) -> Result<Vec<PatchId>, RecordError> {
    at.items("a list")?.map(|item| patch_id(item, Some(variant))).collect()
}

/// A JSON integer: a number without a fraction or an exponent. serde_json reads `-0` as the
/// float −0.0, as it reads `-0.0`: both are the integer 0, as this reader has always read them.
/// Integers too large for an `i64` are still integers, far outside any quilt: replaying says so.
fn integer(value: &Value) -> Option<i64> {
    let number = value.as_number()?;
    let negative_zero = || number.as_f64().filter(|x| *x == 0.0 && x.is_sign_negative()).map(|_| 0);
    number.as_i64().or_else(|| number.as_u64().map(|_| i64::MAX)).or_else(negative_zero)
}

/// A square: a pair of integers.
fn cell(at: At<'_, '_>) -> Result<RecordCell, RecordError> {
    match at.value.as_array().map(Vec::as_slice) {
        Some([row, col]) => match (integer(row), integer(col)) {
            (Some(row), Some(col)) => Ok((row, col)),
            _ => Err(RecordError::BadCell { at: at.place.path() }),
        },
        _ => Err(RecordError::BadCell { at: at.place.path() }),
    }
}

/// The action types, as `type` names them.
const TYPES: [&str; 4] = ["advance", "take", "leather", "discard_leather"];

/// An action of the `game` (of either game, when `None`).
fn read_action(at: At<'_, '_>, game: Option<Variant>) -> Result<RecordedAction, RecordError> {
    let kind = at.field("type")?;
    Ok(match kind.str()? {
        "advance" => RecordedAction::Advance,
        "discard_leather" => RecordedAction::DiscardLeather,
        "take" => {
            let patch = patch_id(at.field("patch")?, game)?;
            let cells = at.field("cells")?;
            let cells = cells.items("a list of cells")?.map(cell).collect::<Result<_, _>>()?;
            RecordedAction::Take { patch, cells }
        }
        "leather" => RecordedAction::Leather { cell: cell(at.field("cell")?)? },
        found => {
            let problem = JsonProblem::NotOneOf { found: found.to_owned(), choices: TYPES.to_vec() };
            return Err(JsonError::new(kind.place.path(), problem).into());
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_quote_what_they_found() {
        let error = RecordError::UnknownFormat { found: "x\"y".to_owned() };
        assert_eq!(error.to_string(), r#"format: "x\"y" is not "patchwork-record/1""#);
    }

    fn classic(actions: &str, blue: &str) -> String {
        let circle: Vec<String> = (2..=33).chain([1]).map(|n| format!("\"c{n:02}\"")).collect();
        let circle = circle.join(", ");
        format!(r#"{{"format": "{FORMAT}", "game": "classic", "circle": [{circle}]{blue}, "actions": [{actions}]}}"#)
    }

    #[test]
    fn hard_edges_of_the_reader() {
        // -0 is the integer 0.
        let take = r#"{"type": "take", "patch": "c02", "cells": [[-0, 0], [0, -0], [1, 0]]}"#;
        let record = Record::from_json(&classic(take, "")).unwrap();
        let cells = vec![(0, 0), (0, 0), (1, 0)];
        assert_eq!(record.actions(), [RecordedAction::Take { patch: PatchId::from_label("c02").unwrap(), cells }]);
        // Classic records may leave the blue patches out or list none; null is not a list.
        assert!(Record::from_json(&classic("", r#", "blue_patches": []"#)).is_ok());
        let null = Record::from_json(&classic("", r#", "blue_patches": null"#)).unwrap_err();
        assert_eq!(null.to_string(), "blue_patches: must be a list");
        // Echoed text stays on one line.
        let id = Record::from_json(&classic(r#"{"type": "take", "patch": "c\u2028", "cells": []}"#, "")).unwrap_err();
        assert_eq!(id.to_string(), r#"actions[0].patch: "c\u{2028}" is not a patch of this game"#);
        let kind = Record::from_json(&classic("{\"type\": \"\u{2029}\\n\"}", "")).unwrap_err();
        assert!(kind.to_string().starts_with(r#"actions[0].type: "\u{2029}\n" is not "advance""#), "{kind}");
    }

    #[test]
    fn records_over_the_limit_are_not_parsed() {
        let mut text = classic("", "");
        text.extend(std::iter::repeat_n(' ', MAX_RECORD_BYTES - text.len()));
        assert!(Record::from_json(&text).is_ok());
        assert!(Record::from_bytes(text.as_bytes()).is_ok());
        text.push(' ');
        assert_eq!(Record::from_json(&text), Err(RecordError::TooLarge { bytes: MAX_RECORD_BYTES + 1 }));
        assert_eq!(Record::from_bytes(text.as_bytes()), Err(RecordError::TooLarge { bytes: MAX_RECORD_BYTES + 1 }));
        // Not even JSON is looked at.
        let junk = vec![b'x'; MAX_RECORD_BYTES + 1];
        let error = Record::from_bytes(&junk).unwrap_err();
        assert_eq!(error.to_string(), "the record is larger than 1 MiB: a record may be at most 1048576 bytes");
        assert!(matches!(Record::from_bytes(b"\xff"), Err(RecordError::Json(_))));
    }
}
