//! What the move at hand will do, on the time board: the space its token lands on, ringed, with
//! the buttons it brings in its corner; the whole in words. (The change of the projected score
//! stands beside the mover's projection, in their panel.)

use std::fmt::Write;

use yew::Html;

use crate::ui::components::digit;
use crate::ui::components::markup::raw;
use crate::ui::i18n::{self, Lang};
use crate::ui::layout::{theme, Num};
use crate::ui::view::MovePreview;

/// The preview over the time board (in the layer above the page, which takes no pointer), as
/// markup: its words are the page's own and numbers.
pub fn view_move_preview(m: &MovePreview, lang: Lang) -> Html {
    let p = &m.preview;
    let r = m.space;
    let dark = theme::player(p.player).dark;
    let income: u16 = p.income.iter().map(|&(_, paid)| u16::from(paid)).sum();
    let words = i18n::preview_words(lang, p);
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<g data-testid="move-preview" data-land="{}" data-buttons="{}" data-income="{income}" data-leather="{}" data-next-player="{}" data-projected-change="{}" role="img" aria-label="{words}"><rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="none" stroke="{dark}" stroke-width="3" stroke-dasharray="6 3"/>"#,
        p.land,
        p.buttons,
        p.leather,
        p.next.map_or("", digit),
        p.projected_change,
        Num(r.x - 2.0),
        Num(r.y - 2.0),
        Num(r.w + 4.0),
        Num(r.h + 4.0),
    );
    if m.figures {
        // In the space's top corner, its number being in the other: the buttons it brings
        // less its price.
        let _ = write!(
            out,
            r#"<text x="{}" y="{}" text-anchor="end" dominant-baseline="hanging" fill="{dark}" style="font-size:{}px;font-weight:700">{:+}</text>"#,
            Num(r.right() - 0.1 * r.w),
            Num(r.y + 0.08 * r.h),
            Num(0.27 * r.w),
            i32::from(p.buttons) - i32::from(p.cost),
        );
    }
    out.push_str("</g>");
    raw(out)
}
