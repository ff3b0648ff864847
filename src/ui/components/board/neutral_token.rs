//! The neutral token: a wooden spool that stands just before the next patch to buy.

use yew::prelude::*;

use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Rect};

/// A spool of thread with an arrow towards the next patch, clockwise, on the card `rect`.
pub fn view_neutral_token(rect: Rect) -> Html {
    let c = rect.center();
    let s = rect.w.min(rect.h) * 0.5;
    let (flange_w, flange_h) = (s * 0.95, s * 0.2);
    let (body_w, body_h) = (s * 0.7, s * 0.75);
    let thread = (1..5).map(|i| {
        let y = c.y - body_h / 2.0 + body_h * f64::from(i) / 5.0;
        html! {
            <line x1={fmt(c.x - body_w / 2.0)} x2={fmt(c.x + body_w / 2.0)} y1={fmt(y)}
                y2={fmt(y)} stroke="#7d2a1f" stroke-width="0.8" stroke-opacity="0.6" />
        }
    });
    let flange = |y: f64| {
        html! {
            <rect x={fmt(c.x - flange_w / 2.0)} y={fmt(y - flange_h / 2.0)} width={fmt(flange_w)}
                height={fmt(flange_h)} rx={fmt(flange_h / 2.0)} fill="#d7b283" stroke="#8a6438"
                stroke-width="1.2" />
        }
    };
    let ax = rect.right() - 4.0;
    let arrow = format!(
        "M{} {} L{} {} L{} {} Z",
        fmt(ax - 9.0),
        fmt(c.y - 6.0),
        fmt(ax),
        fmt(c.y),
        fmt(ax - 9.0),
        fmt(c.y + 6.0)
    );
    html! {
        <g data-testid="neutral-token">
            <rect x={fmt(c.x - body_w / 2.0)} y={fmt(c.y - body_h / 2.0)} width={fmt(body_w)}
                height={fmt(body_h)} fill="#c0503a" stroke="#7d2a1f" stroke-width="1" />
            { for thread }
            { flange(c.y - body_h / 2.0) }
            { flange(c.y + body_h / 2.0) }
            <path d={arrow} fill={theme::INK_SOFT} />
        </g>
    }
}
