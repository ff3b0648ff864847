//! Why an action is refused.
//!
//! The wording here is for engineers and the command line; the page words its own messages
//! from the variants.

use std::fmt;

use super::patch::PatchId;
use super::player::Player;
use super::record::{FORMAT, MAX_RECORD_BYTES};

/// Why an action is not legal now. A refused action leaves the state as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalAction {
    /// Both tokens are on the final space.
    GameOver,
    /// A leather patch must be placed (or, in Express, discarded) first.
    LeatherPending,
    /// There is no leather patch to place or discard.
    NoLeatherPending,
    /// Classic has no discarding of leather patches.
    DiscardNotAllowed,
    /// The patch is not one of the (up to) three after the neutral token.
    NotOffered {
        /// The patch asked for.
        patch: PatchId,
    },
    /// The player has fewer buttons than the patch costs.
    CannotAfford {
        /// The patch.
        patch: PatchId,
        /// Its cost.
        cost: u8,
        /// The player trying.
        player: Player,
        /// Their buttons.
        buttons: u16,
    },
    /// A square lies outside the quilt.
    OffQuilt,
    /// The squares do not form the patch in any orientation.
    NotAnOrientation {
        /// The patch.
        patch: PatchId,
    },
    /// A square is already covered.
    Overlaps,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalAction::GameOver => f.write_str("the game is over"),
            IllegalAction::LeatherPending => f.write_str("a leather patch must be placed before play goes on"),
            IllegalAction::NoLeatherPending => f.write_str("there is no leather patch to place"),
            IllegalAction::DiscardNotAllowed => {
                f.write_str("leather patches can only be discarded in Patchwork Express")
            }
            IllegalAction::NotOffered { patch } => {
                write!(f, "patch {patch} is not one of the next three patches")
            }
            IllegalAction::CannotAfford { patch, cost, player, buttons } => {
                write!(f, "patch {patch} costs {cost} buttons, {player} has {buttons}")
            }
            IllegalAction::OffQuilt => f.write_str("a square lies outside the quilt"),
            IllegalAction::NotAnOrientation { patch } => {
                write!(f, "the squares are not the shape of patch {patch} in any orientation")
            }
            IllegalAction::Overlaps => f.write_str("a square is already covered"),
        }
    }
}

impl std::error::Error for IllegalAction {}

/// Why a set-up is not one of the game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// The circle is not exactly the game's circle patches, each once.
    CircleNotTheGamesPatches,
    /// The circle must end with the starting patch.
    CircleMustEndWith {
        /// `c01` or `e01`.
        patch: PatchId,
    },
    /// The blue patches are not exactly the game's blue patches (none in classic).
    BluePatchesNotTheGamesPatches,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::CircleNotTheGamesPatches => {
                f.write_str("`circle` must list each of the game's circle patches exactly once")
            }
            SetupError::CircleMustEndWith { patch } => write!(f, "`circle` must end with {patch}"),
            SetupError::BluePatchesNotTheGamesPatches => {
                f.write_str("`blue_patches` must list each of Express's 8 blue patches exactly once (none in classic)")
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Why game and time-board names do not name a variant.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VariantNameError {
    /// Not `classic` or `express`.
    UnknownGame(String),
    /// Not `revised` or `original`.
    UnknownTimeBoard(String),
    /// Express has one time board only.
    TimeBoardInExpress,
}

impl fmt::Display for VariantNameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VariantNameError::UnknownGame(game) => {
                f.write_str("unknown game ")?;
                quote(f, game)
            }
            VariantNameError::UnknownTimeBoard(board) => {
                f.write_str("unknown time board ")?;
                quote(f, board)
            }
            VariantNameError::TimeBoardInExpress => f.write_str("Patchwork Express has only one time board"),
        }
    }
}

impl std::error::Error for VariantNameError {}

/// Why a text is not a patch's label (`c01`…`c33`, `e01`…`e23` or `leather`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParsePatchIdError;

impl fmt::Display for ParsePatchIdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a patch: c01 to c33, e01 to e23 or leather")
    }
}

impl std::error::Error for ParsePatchIdError {}

/// Why a text is not a quilt square written `row,col` (each 0 to 8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseCellError;

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square: row,col with each from 0 to 8")
    }
}

impl std::error::Error for ParseCellError {}

/// Why a game record is not a `patchwork-record/1` record. Each says where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The text is longer than a record may be ([`crate::rules::MAX_RECORD_BYTES`]): it is
    /// not parsed at all.
    TooLarge {
        /// Its length in bytes, or as much of it as was read (more than the limit).
        bytes: usize,
    },
    /// Not valid JSON, or a field missing, of the wrong type, or not one of the names the format
    /// allows there (an action's `type`): the reader's error, which says where.
    Json(JsonError),
    /// The record is not a JSON object.
    NotAnObject,
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
    /// A cell that is not a pair of integers.
    BadCell {
        /// Where.
        at: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::TooLarge { .. } => {
                write!(f, "the record is larger than 1 MiB: a record may be at most {MAX_RECORD_BYTES} bytes")
            }
            RecordError::Json(e) => e.fmt(f),
            RecordError::NotAnObject => f.write_str("the record must be a JSON object"),
            RecordError::UnknownFormat { found } => {
                f.write_str("format: ")?;
                not_one_of(f, found, &[FORMAT])
            }
            RecordError::UnknownGame { found } => {
                f.write_str("game: ")?;
                not_one_of(f, found, &["classic", "express"])
            }
            RecordError::UnknownTimeBoard { found } => {
                f.write_str("time_board: ")?;
                not_one_of(f, found, &["revised", "original"])
            }
            RecordError::TimeBoardInExpress => {
                f.write_str("time_board: Patchwork Express has only one time board; leave the field out")
            }
            RecordError::UnknownPatch { at, id } => {
                write!(f, "{at}: ")?;
                quote(f, id)?;
                f.write_str(" is not a patch of this game")
            }
            RecordError::Setup(e) => e.fmt(f),
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

impl From<JsonError> for RecordError {
    fn from(error: JsonError) -> RecordError {
        RecordError::Json(error)
    }
}

/// Why a record's text, or a value in it, is not what [`crate::rules::Record::from_json`] wants:
/// where and what. (Boxed, so that a reader's `Result` stays two words wide.)
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError(Box<(String, JsonProblem)>);

/// What is wrong at the place a [`JsonError`] names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsonProblem {
    /// The text is not valid JSON.
    Syntax {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What the parser says.
        message: String,
    },
    /// A required field is absent (or, for a list, an index past its end).
    Missing,
    /// The value has the wrong JSON type, or a number is out of range.
    WrongType {
        /// What it should be, e.g. `a string` or `a u32`.
        expected: &'static str,
    },
    /// A string that is not one of the names allowed there.
    NotOneOf {
        /// The string found.
        found: String,
        /// The names allowed.
        choices: Vec<&'static str>,
    },
}

impl JsonError {
    /// The error `problem` at `at` (a place such as `actions[3].cells[1]`; empty for the whole
    /// text).
    #[cold]
    #[must_use]
    pub fn new(at: String, problem: JsonProblem) -> JsonError {
        JsonError(Box::new((at, problem)))
    }

    /// Where, e.g. `actions[3].cells[1]`; empty for the whole text.
    #[must_use]
    pub fn at(&self) -> &str {
        &self.0 .0
    }

    /// What is wrong there.
    #[must_use]
    pub fn problem(&self) -> &JsonProblem {
        &self.0 .1
    }

    /// The place and the problem.
    #[must_use]
    pub fn into_parts(self) -> (String, JsonProblem) {
        *self.0
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = if self.at().is_empty() { "the value" } else { self.at() };
        match self.problem() {
            JsonProblem::Syntax { line, column, message } => {
                write!(f, "line {line} column {column}: not valid JSON: {message}")
            }
            JsonProblem::Missing => write!(f, "{at}: missing"),
            JsonProblem::WrongType { expected } => write!(f, "{at}: must be {expected}"),
            JsonProblem::NotOneOf { found, choices } => {
                write!(f, "{at}: ")?;
                not_one_of(f, found, choices)
            }
        }
    }
}

impl std::error::Error for JsonError {}

/// Writes `text` in double quotes as `{:?}` writes ordinary text, so that an error echoing a
/// record's text stays on one line: `"` and `\` escaped, control characters and the line and
/// paragraph separators U+2028 and U+2029 written as escapes. (`{:?}` itself would bring
/// Unicode's tables of printable characters into the page.)
fn quote(f: &mut fmt::Formatter<'_>, text: &str) -> fmt::Result {
    f.write_str("\"")?;
    for c in text.chars() {
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

/// `"found" is not "a", "b" or "c"`.
fn not_one_of(f: &mut fmt::Formatter<'_>, found: &str, choices: &[&str]) -> fmt::Result {
    quote(f, found)?;
    f.write_str(" is not ")?;
    for (i, choice) in choices.iter().enumerate() {
        match i {
            0 => {}
            i if i + 1 == choices.len() => f.write_str(" or ")?,
            _ => f.write_str(", ")?,
        }
        quote(f, choice)?;
    }
    Ok(())
}
