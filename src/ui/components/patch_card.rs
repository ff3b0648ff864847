//! One patch of the circle on its card: the shape, then its button cost and time cost.

use yew::prelude::*;

use crate::rules::PatchId;
use crate::ui::components::{ButtonIcon, HourglassIcon, PatchFigure};
use crate::ui::geometry::{extent, fmt, Rect, Ring, CARD_LABEL, CARD_PAD};
use crate::ui::theme;

/// A patch, its place in the circle and whether it may be bought now.
#[derive(Properties, PartialEq)]
pub struct PatchCardProps {
    /// The patch.
    pub patch: PatchId,
    /// Its place in buying order, 0 for the first patch after the neutral token.
    pub position: usize,
    /// The card's rectangle.
    pub rect: Rect,
    /// The circle's layout (square side, patch placement on a card).
    pub ring: Ring,
    /// Whether it is one of the (up to) three patches a player may choose from.
    pub offered: bool,
    /// Whether the player to move could take it now (offered, affordable and fitting).
    pub takeable: bool,
    /// Whether the player to move has buttons enough for it.
    pub affordable: bool,
}

/// A card; the offered ones stand out on white with their number in the choice.
#[function_component(PatchCard)]
pub fn patch_card(props: &PatchCardProps) -> Html {
    let patch = props.patch.patch();
    let rect = props.rect;
    let ring = &props.ring;
    let (height, width) = extent(&patch.shape.orientations()[0].cells);
    let origin = ring.patch_origin(height, width);
    let label_y = rect.h - CARD_PAD - CARD_LABEL / 2.0;
    let icon = (CARD_LABEL * 0.36).min(ring.cell * 0.5);
    // Cost (up to two digits) on the left half, time (one digit) on the right.
    let cost_x = CARD_PAD + icon;
    let time_x = rect.w * 0.68;
    let cost_colour = if props.affordable { theme::INK } else { "#b23a2a" };
    let (background, border, border_width) =
        if props.offered { ("#fffdf8", "#d9a441", "2") } else { ("#fffaf0", "#e3d6bd", "1") };
    let badge = props.offered.then(|| {
        html! {
            <g class="choice-badge">
                <circle cx="0" cy="0" r="8.5" fill={theme::INK} />
                <text x="0" y="0.5" class="badge" text-anchor="middle"
                    dominant-baseline="central">{ (props.position + 1).to_string() }</text>
            </g>
        }
    });
    html! {
        <g data-testid="circle-patch" data-patch={patch.label.clone()}
            data-position={props.position.to_string()} data-cost={patch.cost.to_string()}
            data-time={patch.time.to_string()} data-income={patch.income.to_string()}
            data-offered={props.offered.to_string()} data-takeable={props.takeable.to_string()}
            transform={format!("translate({} {})", fmt(rect.x), fmt(rect.y))}>
            <rect width={fmt(rect.w)} height={fmt(rect.h)} rx="7" fill={background}
                stroke={border} stroke-width={border_width}
                filter={props.offered.then_some("url(#lift)")}
                fill-opacity={if props.offered { "1" } else { "0.7" }} />
            <PatchFigure patch={props.patch} x={origin.x} y={origin.y} cell={ring.cell} />
            <g class="cost" data-testid="patch-cost">
                <ButtonIcon cx={cost_x} cy={label_y} r={icon} />
                <text x={fmt(cost_x + icon + 2.5)} y={fmt(label_y + 0.5)} class="number"
                    dominant-baseline="central" fill={cost_colour}>
                    { patch.cost.to_string() }
                </text>
            </g>
            <g class="time" data-testid="patch-time">
                <HourglassIcon cx={time_x} cy={label_y} size={icon * 2.1} />
                <text x={fmt(time_x + icon + 2.0)} y={fmt(label_y + 0.5)} class="number"
                    dominant-baseline="central">
                    { patch.time.to_string() }
                </text>
            </g>
            { for badge }
        </g>
    }
}
