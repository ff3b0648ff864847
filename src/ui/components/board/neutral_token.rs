//! The neutral token: a wooden spool that stands just before the next patch to buy.

use std::fmt::Write;

use yew::prelude::*;

use crate::ui::components::markup::raw;
use crate::ui::layout::theme;
use crate::ui::layout::{Num, Rect};

/// A spool of thread with an arrow towards the next patch, clockwise, on the card `rect`.
pub fn view_neutral_token(rect: Rect) -> Html {
    let mut markup = String::new();
    neutral_token(&mut markup, rect);
    raw(markup)
}

/// [`view_neutral_token`] as markup (see `markup`), written at the end of `out`.
pub fn neutral_token(out: &mut String, rect: Rect) {
    let c = rect.center();
    let s = rect.w.min(rect.h) * 0.5;
    let (flange_w, flange_h) = (s * 0.95, s * 0.2);
    let (body_w, body_h) = (s * 0.7, s * 0.75);
    let _ = write!(
        out,
        r##"<g data-testid="neutral-token"><rect x="{}" y="{}" width="{}" height="{}" fill="#c0503a" stroke="#7d2a1f" stroke-width="1"/>"##,
        Num(c.x - body_w / 2.0),
        Num(c.y - body_h / 2.0),
        Num(body_w),
        Num(body_h)
    );
    // The thread wound on it.
    for i in 1..5 {
        let y = c.y - body_h / 2.0 + body_h * f64::from(i) / 5.0;
        let _ = write!(
            out,
            r##"<line x1="{}" x2="{}" y1="{}" y2="{}" stroke="#7d2a1f" stroke-width="0.8" stroke-opacity="0.6"/>"##,
            Num(c.x - body_w / 2.0),
            Num(c.x + body_w / 2.0),
            Num(y),
            Num(y)
        );
    }
    // Its two flanges.
    for y in [c.y - body_h / 2.0, c.y + body_h / 2.0] {
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="#d7b283" stroke="#8a6438" stroke-width="1.2"/>"##,
            Num(c.x - flange_w / 2.0),
            Num(y - flange_h / 2.0),
            Num(flange_w),
            Num(flange_h),
            Num(flange_h / 2.0)
        );
    }
    let ax = rect.right() - 4.0;
    let _ = write!(
        out,
        r#"<path d="M{} {} L{} {} L{} {} Z" fill="{}"/></g>"#,
        Num(ax - 9.0),
        Num(c.y - 6.0),
        Num(ax),
        Num(c.y),
        Num(ax - 9.0),
        Num(c.y + 6.0),
        theme::INK_SOFT
    );
}
