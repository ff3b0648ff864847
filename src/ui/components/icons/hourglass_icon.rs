//! An hourglass: the time cost of a patch. Drawn once, in [`IconSymbols`](super::IconSymbols),
//! and shown by reference.

use yew::prelude::*;

use crate::ui::components::markup::{raw, symbol};
use crate::ui::layout::Rect;

/// Two glass cones between two wooden bars, centred on (`cx`, `cy`), `size` high (the width
/// a little less).
pub fn view_hourglass_icon(cx: f64, cy: f64, size: f64) -> Html {
    let mut markup = String::new();
    hourglass_icon(&mut markup, cx, cy, size);
    raw(markup)
}

/// [`view_hourglass_icon`] as markup, written at the end of `out`.
pub fn hourglass_icon(out: &mut String, cx: f64, cy: f64, size: f64) {
    symbol(
        out,
        "pw-hourglass",
        "hourglass-icon",
        Rect::new(cx - 0.46 * size, cy - 0.6 * size, 0.92 * size, 1.2 * size),
    );
}
