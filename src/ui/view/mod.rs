//! What the page draws, worked out from its state and its layout in plain Rust: the
//! components only compose it. No browser calls, so it is tested natively.
//!
//! [`TableView`] is the table of a game: which pieces are drawn where, the patch in hand, the
//! computer's move on its way or the hint ([`Ghost`]), the note where the advance button is
//! ([`Note`]), the result ([`ResultBox`]), the first-turn hint, the review panel's place and
//! the link's, a player's projection in detail ([`ProjectionDetails`]) and a puzzle's bar
//! ([`PuzzleBar`]).

mod glance;
mod lesson;
mod puzzle;
mod review;
mod table;
#[cfg(test)]
mod tests;

pub use glance::{MovePreview, ProjectionDetails};
pub use lesson::LessonCard;
pub use puzzle::PuzzleBar;
pub use review::{Compared, OneMove, ReviewPanel};

pub use table::{
    BonusPlace, FaceSwitch, FirstHint, Ghost, InHand, LinkPlace, Log, Note, PlayerSide, Recap, ResultBox, TableView,
    Toolbar, TurnControls,
};
