//! An hourglass: the time cost of a patch. Drawn once, in [`IconSymbols`](super::IconSymbols),
//! and shown by reference.

use yew::prelude::*;

use crate::ui::layout::fmt;

/// Where and how large the hourglass is.
#[derive(Properties, PartialEq)]
pub struct HourglassIconProps {
    /// Centre, x.
    pub cx: f64,
    /// Centre, y.
    pub cy: f64,
    /// Height; the width is a little less.
    pub size: f64,
}

/// Two glass cones between two wooden bars.
#[function_component(HourglassIcon)]
pub fn hourglass_icon(props: &HourglassIconProps) -> Html {
    let &HourglassIconProps { cx, cy, size } = props;
    html! {
        <use href="#pw-hourglass" class="hourglass-icon" x={fmt(cx - 0.46 * size)} y={fmt(cy - 0.6 * size)}
            width={fmt(0.92 * size)} height={fmt(1.2 * size)} />
    }
}
