//! A sewing button, the game's currency: on the time board's income marks, on patches that
//! pay income, next to costs and in the players' panels.
//!
//! Drawn once, in [`IconSymbols`](super::IconSymbols), and shown everywhere by reference: the
//! page has over a hundred of them, and one `<use>` costs far less to build and draw than the
//! six shapes of a button.

use crate::ui::components::markup::symbol;
use crate::ui::layout::Rect;

/// A round button with four holes, centred on (`cx`, `cy`), of radius `r`, as markup written at
/// the end of `out`.
pub fn button_icon(out: &mut String, cx: f64, cy: f64, r: f64) {
    // The symbol's box is 2.2 radii wide: its rim's stroke stands out of the circle.
    symbol(out, "pw-button", "button-icon", Rect::new(cx - 1.1 * r, cy - 1.1 * r, 2.2 * r, 2.2 * r));
}
