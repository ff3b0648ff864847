//! A sewing button, the game's currency: on the time board's income marks, on patches that
//! pay income, next to costs and in the players' panels.
//!
//! Drawn once, in [`IconSymbols`](super::IconSymbols), and shown everywhere by reference: the
//! page has over a hundred of them, and one `<use>` costs far less to build and draw than the
//! six shapes of a button.

use yew::prelude::*;

use crate::ui::layout::fmt;

/// A round button with four holes, centred on (`cx`, `cy`), of radius `r`. (A plain function,
/// not a component: a component per button would cost more to build and diff than the button.)
pub fn view_button_icon(cx: f64, cy: f64, r: f64) -> Html {
    // The symbol's box is 2.2 radii wide: its rim's stroke stands out of the circle.
    html! {
        <use href="#pw-button" class="button-icon" x={fmt(cx - 1.1 * r)} y={fmt(cy - 1.1 * r)}
            width={fmt(2.2 * r)} height={fmt(2.2 * r)} />
    }
}
