//! The rules of Patchwork and Patchwork Express: a pure engine with no browser, clock or OS
//! randomness in it. Everything the page, the command-line tool and the computer players know
//! about the game comes from here.
//!
//! The vocabulary is flat: `rules::GameState`, `rules::Action`, `rules::Event`, …

#![warn(missing_docs)]

mod action;
pub mod code;
mod error;
mod movegen;
mod patch;
mod player;
mod projection;
mod quilt;
mod record;
mod rng;
mod score;
mod setup;
mod shape;
mod state;
mod time_board;
mod variant;

pub use action::{Action, Event};
pub use code::CodeError;
pub use error::{
    IllegalAction, JsonError, JsonProblem, ParseCellError, ParsePatchIdError, RecordError, ReplayError, SetupError,
    VariantNameError,
};
pub use movegen::LegalActions;
pub use patch::{patches_of, Group, Patch, PatchId};
pub use player::{ByPlayer, Player};
pub use projection::{offered_after, tie_break, Preview, Projection};
pub use quilt::{Bitboard, Cell, Quilt, MAX_SIZE};
pub use record::{Record, RecordCell, RecordedAction, FORMAT, MAX_RECORD_BYTES};
pub use rng::Rng;
pub use score::{Outcome, Score};
pub use setup::Setup;
pub use shape::{Orientation, OrientedShape, Shape};
pub use state::GameState;
pub use time_board::{BonusTile, RuleSet};
pub use variant::{Game, Variant};
