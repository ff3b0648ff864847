//! The page's Yew components, one per file: the board's pieces ([`board`]), the panels and
//! buttons around it ([`panels`]), whole screens and dialogs ([`screens`]) and small icons
//! ([`icons`]).

pub mod board;
pub mod icons;
pub mod panels;
pub mod screens;

pub use board::*;
pub use icons::*;
pub use panels::*;
pub use screens::*;
