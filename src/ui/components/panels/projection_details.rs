//! A player's projection in detail, opened from their panel: the projected final score and its
//! parts, the way ahead and the tie-break, in the words a screen reader hears, the figures set
//! out in bold. It closes by its button again, a tap elsewhere or Escape (`use_keys`).

use std::fmt::Write;

use yew::prelude::*;

use crate::ui::components::markup::raw;
use crate::ui::components::panels::player_panel::DETAILS_IDS;
use crate::ui::i18n::{self, Lang};
use crate::ui::layout::{fmt, theme};
use crate::ui::view::ProjectionDetails;

/// Its box, hanging from the top of its place or standing on its bottom (`page_h`: the page's
/// height in its units), as high as its words need; `name` is the player's. The lines are
/// markup: only the page's own words and numbers.
pub fn view_projection_details(d: &ProjectionDetails, page_h: f64, name: &str, lang: Lang) -> Html {
    let mut lines = String::new();
    i18n::projection_lines(lang, &d.projection, d.tie, &mut |line, template, figures| {
        let (head, places) = i18n::places(template.trim_start());
        let _ = write!(lines, r#"<li data-line="{line}">{head}"#);
        for (index, text) in places {
            if let Some((part, value)) = figures.get(index) {
                let _ = write!(lines, r#"<b data-part="{part}">{value}</b>"#);
            }
            lines.push_str(text);
        }
        lines.push_str("</li>");
    });
    let id = DETAILS_IDS[d.player.index()];
    let r = d.rect;
    let (edge, from) = if d.from_top { ("top", r.y) } else { ("bottom", page_h - r.bottom()) };
    let style = format!(
        "position:absolute;left:calc({}*var(--u));{edge}:calc({}*var(--u));width:calc({}*var(--u));\
         max-height:calc({}*var(--u));border-color:{}",
        fmt(r.x),
        fmt(from),
        fmt(r.w),
        fmt(r.h),
        theme::player(d.player).main
    );
    html! {
        <section {id} data-testid={id}
            class={if d.turned { "projection-details turned" } else { "projection-details" }} aria-label={name.to_owned()}
            {style}>
            <strong>{ name.to_owned() }</strong>
            <ul>{ raw(lines) }</ul>
        </section>
    }
}
