//! A sewing button, the game's currency: on the time board's income marks, on patches that
//! pay income, next to costs and in the players' panels.
//!
//! Drawn once, in [`IconSymbols`](super::IconSymbols), and shown everywhere by reference: the
//! page has over a hundred of them, and one `<use>` costs far less to build and draw than the
//! six shapes of a button.

use yew::prelude::*;

use crate::ui::layout::fmt;

/// Where and how large the button is.
#[derive(Properties, PartialEq)]
pub struct ButtonIconProps {
    /// Centre, x.
    pub cx: f64,
    /// Centre, y.
    pub cy: f64,
    /// Radius.
    pub r: f64,
}

/// A round button with four holes.
#[function_component(ButtonIcon)]
pub fn button_icon(props: &ButtonIconProps) -> Html {
    let &ButtonIconProps { cx, cy, r } = props;
    // The symbol's box is 2.2 radii wide: its rim's stroke stands out of the circle.
    html! {
        <use href="#pw-button" class="button-icon" x={fmt(cx - 1.1 * r)} y={fmt(cy - 1.1 * r)}
            width={fmt(2.2 * r)} height={fmt(2.2 * r)} />
    }
}
