//! The drawings that the icons show by reference, in a hidden SVG that the app always has.

use yew::prelude::*;

use crate::ui::layout::theme;

/// The button (radius 1 about the origin), the hourglass (height 1 about the origin) and the
/// patches' fabrics (`theme::fabric_defs`).
pub fn view_icon_symbols() -> Html {
    let dark = theme::BUTTON_DARK;
    let hole = |x: &'static str, y: &'static str| html! { <circle cx={x} cy={y} r="0.13" fill={dark} /> };
    let bar = |y: &'static str| html! { <rect x="-0.42" {y} width="0.84" height="0.12" rx="0.04" fill={theme::INK} /> };
    html! {
        <svg width="0" height="0" aria-hidden="true" focusable="false" style="position:absolute">
            <symbol id="pw-button" viewBox="-1.1 -1.1 2.2 2.2">
                <circle r="1" fill={theme::BUTTON} stroke={dark} stroke-width="0.16" />
                <circle r="0.68" fill="none" stroke={dark} stroke-opacity="0.35" stroke-width="0.09" />
                { hole("-0.26", "-0.26") }
                { hole("0.26", "-0.26") }
                { hole("-0.26", "0.26") }
                { hole("0.26", "0.26") }
            </symbol>
            <symbol id="pw-hourglass" viewBox="-0.46 -0.6 0.92 1.2">
                <path d="M-0.336 -0.41 L0.336 -0.41 L0.06 0 L0.336 0.41 L-0.336 0.41 L-0.06 0 Z"
                    fill="#fdf8ee" stroke={theme::INK} stroke-width="0.07" stroke-linejoin="round" />
                <path d="M-0.231 0.41 L0.231 0.41 L0 0.1435 Z" fill="#d9a441" />
                { bar("-0.56") }
                { bar("0.44") }
            </symbol>
            { Html::from_html_unchecked(AttrValue::Static(theme::fabric_defs())) }
        </svg>
    }
}
