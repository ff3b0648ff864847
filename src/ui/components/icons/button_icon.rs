//! A sewing button, the game's currency: on the time board's income marks, on patches that
//! pay income, next to costs and in the players' panels.

use yew::prelude::*;

use crate::ui::layout::fmt;
use crate::ui::layout::theme;

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
    let hole = |dx: f64, dy: f64| {
        html! {
            <circle cx={fmt(cx + dx * r)} cy={fmt(cy + dy * r)} r={fmt(r * 0.13)}
                fill={theme::BUTTON_DARK} />
        }
    };
    html! {
        <g class="button-icon">
            <circle cx={fmt(cx)} cy={fmt(cy)} r={fmt(r)} fill={theme::BUTTON}
                stroke={theme::BUTTON_DARK} stroke-width={fmt(r * 0.16)} />
            <circle cx={fmt(cx)} cy={fmt(cy)} r={fmt(r * 0.68)} fill="none"
                stroke={theme::BUTTON_DARK} stroke-opacity="0.35" stroke-width={fmt(r * 0.09)} />
            { hole(-0.26, -0.26) }
            { hole(0.26, -0.26) }
            { hole(-0.26, 0.26) }
            { hole(0.26, 0.26) }
        </g>
    }
}
