//! The board's pieces: the circle of patches and its cards, the time board and its tokens, the
//! quilts, the bonus tile, the held patch and the computer's travelling patch.

mod bonus_tile;
mod ghost;
mod held_patch;
mod held_squares;
mod neutral_token;
pub(crate) mod patch_card;
mod patch_circle;
mod patch_figure;
mod quilt_board;
pub(crate) mod time_board;
mod time_token;

pub use bonus_tile::{bonus_tile, BonusTileProps};
pub use ghost::{ghost, GhostProps, TRAVEL_MS};
pub use held_patch::HeldPatch;
pub use held_squares::{held_squares, HeldSquaresProps};
pub use neutral_token::{neutral_token, NeutralTokenProps};
pub use patch_card::{patch_card, PatchCardProps};
pub use patch_circle::{patch_circle, PatchCircleProps};
pub use patch_figure::{patch_figure, PatchFigureProps};
pub use quilt_board::{halo, quilt_board, QuiltBoardProps};
pub use time_board::{time_board, TimeBoardProps};
pub use time_token::{time_token, TimeTokenProps};
