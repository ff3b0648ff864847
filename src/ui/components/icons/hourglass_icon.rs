//! An hourglass: the time cost of a patch. Drawn once, in [`IconSymbols`](super::IconSymbols),
//! and shown by reference.

use yew::prelude::*;

use crate::ui::layout::fmt;

/// Two glass cones between two wooden bars, centred on (`cx`, `cy`), `size` high (the width
/// a little less).
pub fn view_hourglass_icon(cx: f64, cy: f64, size: f64) -> Html {
    html! {
        <use href="#pw-hourglass" class="hourglass-icon" x={fmt(cx - 0.46 * size)} y={fmt(cy - 0.6 * size)}
            width={fmt(0.92 * size)} height={fmt(1.2 * size)} />
    }
}
