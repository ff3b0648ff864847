//! The page's pieces, one per file: the board's pieces ([`board`]), the panels and buttons
//! around it ([`panels`]), whole screens and dialogs ([`screens`]) and small icons ([`icons`]).
//!
//! Most are plain view functions, `view_…` of an `…Args` (or of the part of the
//! [`TableView`](crate::ui::view::TableView) they draw): they keep no state and are drawn with their parent, and a
//! component type costs the download 0.3 to 1 KB gzip (measured). Only what keeps state or is worth
//! skipping on a redraw is a `#[function_component]` with `Properties`: [`HeldPatch`], [`HowTo`].

pub mod board;
pub mod icons;
pub mod markup;
pub mod panels;
pub mod screens;

pub use board::*;
pub use icons::*;
pub use panels::*;
pub use screens::*;
