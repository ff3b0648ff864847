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

pub use bonus_tile::BonusTile;
pub use ghost::{Ghost, TRAVEL_MS};
pub use held_patch::HeldPatch;
pub use held_squares::HeldSquares;
pub use neutral_token::NeutralToken;
pub use patch_card::PatchCard;
pub use patch_circle::PatchCircle;
pub use patch_figure::PatchFigure;
pub use quilt_board::{halo, QuiltBoard};
pub use time_board::TimeBoard;
pub use time_token::TimeToken;
