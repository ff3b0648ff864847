//! The board's pieces: the circle of patches and its cards, the time board and its tokens, the
//! quilts, the bonus tile, the held patch and the computer's travelling patch.

mod bonus_tile;
mod ghost;
mod held_patch;
mod held_squares;
mod move_preview;
mod neutral_token;
pub(crate) mod patch_card;
mod patch_circle;
mod patch_figure;
mod quilt_board;
mod time_board;
mod time_token;

pub use bonus_tile::{bonus_tile, view_bonus_tile, BonusTileArgs};
pub use ghost::{travel, view_compared, view_ghost, TRAVEL_MS};
pub use held_patch::{HeldPatch, HeldPatchProps};
pub use held_squares::{view_held_squares, HeldSquaresArgs};
pub use move_preview::view_move_preview;
pub use neutral_token::{neutral_token, view_neutral_token};
pub use patch_card::{view_patch_card, PatchCardArgs};
pub use patch_circle::{view_patch_circle, PatchCircleArgs};
pub use patch_figure::{patch_figure, view_patch_figure, PatchFigureArgs};
pub use quilt_board::{button_squares, halo, view_quilt_board, QuiltBoardArgs};
pub use time_board::{leather_patch, view_time_board, TimeBoardArgs};
pub use time_token::{time_token, TimeTokenArgs};
