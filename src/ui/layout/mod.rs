//! Pure layout math for the page: where the circle of patches, the time board and the quilts
//! go, and how quilt cells map to SVG coordinates. No browser calls, so it is unit-tested
//! natively.
//!
//! Coordinates are SVG user units of the page's `viewBox`, x to the right and y **down**, like
//! quilt rows (row 0 at the top, column 0 at the left). A grid cell `(row, col)` of side `k`
//! whose top-left corner lies at `origin` covers `origin + (col·k, row·k)` to
//! `origin + ((col+1)·k, (row+1)·k)`.
//!
//! One file per noun: [`Rect`] and its points and sizes (`rect`), the page's [`Layout`] in each
//! [`Format`] (`page`; the phone's own in `tall`), the circle of patches ([`Ring`]), the time board's spaces
//! ([`TimeTrack`]), a quilt's squares ([`QuiltGrid`]), what lies over the table at times (the
//! result, the review's [`ReviewPlaces`], the first-turn hint, the link: `overlay`), patch
//! outlines (`outline`) and number printing (`number`); the maths of a held patch is in [`drag`] (its turn handle's place in `handle`), the colours in [`theme`].
//! Everything but `drag` and `theme` is re-exported here, so users write `layout::Rect`.

pub mod drag;
mod handle;
mod name_fit;
mod number;
mod outline;
mod overlay;
mod page;
mod quilt_grid;
mod rect;
mod ring;
mod tall;
pub mod theme;
mod time_track;

pub use handle::{handle_box, handle_side, HandleRoom};
pub use name_fit::fit_name;
pub use number::{clamp, fmt, Num};
pub use outline::{extent, outline, outline_path};
pub use overlay::ReviewPlaces;
pub use page::{
    Controls, Format, Layout, BOARD_PAD, BONUS_SIDE, BUTTON_GAP, HALO, MARGIN, PANEL_HEIGHT, TITLE_HEIGHT, TOOL, TOUCH,
};
pub use quilt_grid::{QuiltGrid, QUILT_INSET};
pub use rect::{Point, Rect, Size};
pub use ring::{Ring, CARD_COLS, CARD_GAP, CARD_LABEL, CARD_PAD, CARD_ROWS};
pub use tall::TALL_PANEL;
pub use time_track::{spiral, TimeTrack};
