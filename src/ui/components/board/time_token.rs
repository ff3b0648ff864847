//! A player's time token on the time board.

use yew::prelude::*;

use crate::rules::Player;
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Point};

/// Whose token, on which space, and where it is drawn.
pub struct TimeTokenArgs {
    /// The owner.
    pub player: Player,
    /// The space it stands on.
    pub space: u8,
    /// Whether it lies on top of the other token (they share a space).
    pub on_top: bool,
    /// Where its centre is drawn.
    pub center: Point,
    /// Its radius.
    pub r: f64,
}

/// A round token in the player's colour, with the player's number.
pub fn view_time_token(args: &TimeTokenArgs) -> Html {
    let colours = theme::player(args.player);
    let Point { x, y } = args.center;
    // Never smaller than a number can be read at on a phone.
    let r = args.r.max(7.0);
    html! {
        <g data-testid={format!("time-token-{}", args.player.number())}
            data-space={args.space.to_string()} data-on-top={args.on_top.to_string()}>
            <circle cx={fmt(x + r * 0.08)} cy={fmt(y + r * 0.14)} r={fmt(r)} fill="#000"
                fill-opacity="0.18" />
            <circle cx={fmt(x)} cy={fmt(y)} r={fmt(r)} fill={colours.main} stroke={colours.dark}
                stroke-width={fmt(r * 0.12)} />
            <circle cx={fmt(x)} cy={fmt(y)} r={fmt(r * 0.7)} fill="none" stroke="#fff"
                stroke-opacity="0.45" stroke-width={fmt(r * 0.08)} />
            <text x={fmt(x)} y={fmt(y + 0.5)} text-anchor="middle" dominant-baseline="central"
                style={format!("font-size:{}px;font-weight:700;fill:#fff", fmt((r * 1.05).max(12.5)))}>
                { args.player.number().to_string() }
            </text>
        </g>
    }
}
