//! Game records in the `patchwork-record/1` format (docs/RECORD.md): the set-up and every action.
//!
//! A record holds no derived numbers; the state always comes from replaying it. Reading checks
//! the *format* (wrong JSON, fields, ids, cell shapes: [`RecordError`]); replaying checks the
//! *rules* (an illegal action: [`ReplayError`]).

use std::fmt::Write;

use super::action::Action;
use super::error::VariantNameError;
use super::error::{IllegalAction, RecordError, ReplayError};
use super::json::{self, Node, Value};
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
        json::read_item(value, "actions", index, |node| read_action(node, variant))
    }

    /// The action as a record's JSON object, e.g. `{"type": "advance"}`.
    #[must_use]
    pub fn to_json(&self) -> Value {
        let pair = |&(r, c): &RecordCell| Value::from([r, c]);
        match self {
            RecordedAction::Advance => Value::object([("type", "advance".into())]),
            RecordedAction::Take { patch, cells } => Value::object([
                ("type", "take".into()),
                ("patch", patch.label().into()),
                ("cells", Value::Array(cells.iter().map(pair).collect())),
            ]),
            RecordedAction::Leather { cell } => Value::object([("type", "leather".into()), ("cell", pair(cell))]),
            RecordedAction::DiscardLeather => Value::object([("type", "discard_leather".into())]),
        }
    }
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

    /// The record as JSON text, one action per line.
    #[must_use]
    pub fn to_json(&self) -> String {
        let variant = self.setup.variant();
        let labels = |ids: &[PatchId]| Value::Array(ids.iter().map(|p| p.label().into()).collect());
        let (game, time_board) = variant.names();
        let head = [
            ("format", Some(Value::from(FORMAT))),
            ("game", Some(game.into())),
            ("time_board", time_board.map(Value::from)),
            ("circle", Some(labels(self.setup.circle()))),
            ("blue_patches", Some(labels(self.setup.blue_patches()))),
        ];
        let mut out = String::from("{\n");
        for (key, value) in head.iter().filter_map(|(key, value)| Some((key, value.as_ref()?))) {
            // Writing to a String cannot fail.
            let _ = writeln!(out, "  \"{key}\": {value},");
        }
        out += "  \"actions\": [";
        for (i, action) in self.actions.iter().enumerate() {
            out += if i == 0 { "\n    " } else { ",\n    " };
            let _ = write!(out, "{}", action.to_json());
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
        Record::read(&json::parse(text)?)
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
        Record::read(&json::parse_bytes(bytes)?)
    }

    fn read(value: &Value) -> Result<Record, RecordError> {
        let root = Node::root(value);
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
            .items()?
            .map(|action| read_action(action, variant))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Record { setup, actions })
    }
}

fn patch_id(node: Node<'_, '_>, variant: Variant) -> Result<PatchId, RecordError> {
    let label = node.read("a patch id string", Value::as_str)?;
    PatchId::from_label(label)
        .filter(|&id| variant.rules().has_patch(id))
        .ok_or_else(|| RecordError::UnknownPatch { at: node.at(), id: label.to_owned() })
}

fn patch_list(node: Node<'_, '_>, variant: Variant) -> Result<Vec<PatchId>, RecordError> {
    node.items()?.map(|item| patch_id(item, variant)).collect()
}

/// A square: a pair of integers. Integers too large for an `i64` are still integers, far
/// outside any quilt: replaying says so.
fn cell(node: Node<'_, '_>) -> Result<RecordCell, RecordError> {
    let integer = |value: &Value| value.as_i64().or_else(|| value.as_u64().map(|_| i64::MAX));
    match node.value().as_array() {
        Some([row, col]) => match (integer(row), integer(col)) {
            (Some(row), Some(col)) => Ok((row, col)),
            _ => Err(RecordError::BadCell { at: node.at() }),
        },
        _ => Err(RecordError::BadCell { at: node.at() }),
    }
}

/// The kinds of action, by their `type`.
#[derive(Clone, Copy)]
enum Kind {
    Advance,
    Take,
    Leather,
    DiscardLeather,
}

const KINDS: [(&str, Kind); 4] = [
    ("advance", Kind::Advance),
    ("take", Kind::Take),
    ("leather", Kind::Leather),
    ("discard_leather", Kind::DiscardLeather),
];

fn read_action(node: Node<'_, '_>, variant: Variant) -> Result<RecordedAction, RecordError> {
    Ok(match node.field("type")?.one_of(&KINDS)? {
        Kind::Advance => RecordedAction::Advance,
        Kind::DiscardLeather => RecordedAction::DiscardLeather,
        Kind::Take => {
            let patch = patch_id(node.field("patch")?, variant)?;
            let cells = node.field("cells")?;
            let items = cells.items().map_err(|e| e.expecting("a list of cells"))?;
            RecordedAction::Take { patch, cells: items.map(cell).collect::<Result<Vec<_>, _>>()? }
        }
        Kind::Leather => RecordedAction::Leather { cell: cell(node.field("cell")?)? },
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
