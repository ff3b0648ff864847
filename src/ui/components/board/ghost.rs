//! A move that is shown but not (yet) played: the hint for the person to move, dashed on their
//! quilt, and the computer's chosen patch travelling from the circle to its place before it is
//! played, so that the person can follow it.

use yew::prelude::*;

use std::fmt::Write;

use crate::ui::components::markup::raw;
use crate::ui::layout::theme;
use crate::ui::layout::{Num, QuiltGrid, TimeTrack};
use crate::ui::state::review::Compare;
use crate::ui::view::{Compared, Ghost};

/// How long the computer's patch travels, in milliseconds; it is played a moment after.
pub const TRAVEL_MS: u32 = 600;

/// The squares of the move, filled (travelling) or dashed (a hint). Markup (see `markup`):
/// nothing in it listens, and it has no words.
pub fn view_ghost(ghost: &Ghost) -> Html {
    let (fill, line) = theme::patch(ghost.patch);
    let (patch, cells) = (ghost.patch.label(), cells_of(ghost));
    let mut markup = String::new();
    match ghost.from {
        None => {
            let _ = write!(
                markup,
                r#"<g data-testid="hint-ghost" data-patch="{patch}" data-cells="{cells}" fill="{fill}" fill-opacity="0.45" stroke="{line}" stroke-width="2.5" stroke-dasharray="5 3""#
            );
        }
        Some(from) => {
            // From the card's middle to the middle of the squares, by a CSS animation (not
            // SMIL), so that a reader who asks for less motion (`prefers-reduced-motion`) sees
            // the patch land at once.
            let to = ghost.middle();
            let _ = write!(
                markup,
                r#"<g data-testid="travelling-patch" data-patch="{patch}" data-cells="{cells}" data-fabric="{}" fill="{}" stroke="{line}" stroke-width="1.5" filter="url(#lift)""#,
                theme::fabric_name(ghost.patch),
                theme::fabric_fill(ghost.patch),
            );
            let _ = travel(&mut markup, from.x - to.x, from.y - to.y);
        }
    }
    markup.push('>');
    cell_rects(&mut markup, &ghost.grid, &ghost.cells, 1.0);
    markup.push_str("</g>");
    raw(markup)
}

/// The attributes of a piece that flies in to its place from `(dx, dy)` away within
/// [`TRAVEL_MS`] (the style sheet's `travel`), written at the end of `out`.
pub fn travel(out: &mut String, dx: f64, dy: f64) -> std::fmt::Result {
    write!(out, r#" class="travel" style="--dx:{}px;--dy:{}px;animation-duration:{TRAVEL_MS}ms""#, Num(dx), Num(dy))
}

/// The squares `cells` of `grid`, each inset by `inset`, as markup written at the end of `out`.
fn cell_rects(out: &mut String, grid: &QuiltGrid, cells: &[(u8, u8)], inset: f64) {
    for &(row, col) in cells {
        let r = grid.cell_rect(row, col).inset(inset);
        let _ = write!(
            out,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="2"/>"#,
            Num(r.x),
            Num(r.y),
            Num(r.w),
            Num(r.h)
        );
    }
}

/// The squares of `ghost` as `data-cells` writes them: `"row,col row,col"`.
fn cells_of(ghost: &Ghost) -> String {
    let cells: Vec<String> = ghost.cells.iter().map(|(r, c)| format!("{r},{c}")).collect();
    crate::ui::i18n::joined(&cells, " ")
}

/// Under review, the move made (solid) and the computer's better move (dashed, green) on the
/// position before them: their squares on the mover's quilt and, when they move the mover's
/// token, a ring on the space it would reach. The switch chooses which are drawn. Markup (see
/// `markup`): nothing in it listens, and its words are the page's own.
pub fn view_compared(compared: &Compared, track: &TimeTrack) -> Html {
    let mut markup = String::new();
    for (shown, made) in [(&compared.made, true), (&compared.better, false)] {
        if compared.compare == if made { Compare::Better } else { Compare::Made } {
            continue;
        }
        let (testid, stroke, dash, inset) =
            if made { ("review-made", theme::INK, "none", 1.0) } else { ("review-better", theme::BETTER, "6 4", 4.0) };
        let fill = match (&shown.ghost, made) {
            (Some(g), true) => theme::patch(g.patch).0,
            _ => "none",
        };
        let cells = shown.ghost.as_ref().map(cells_of).unwrap_or_default();
        let _ = write!(
            markup,
            r#"<g data-testid="{testid}" data-cells="{cells}" fill="{fill}" fill-opacity="0.5" stroke="{stroke}" stroke-width="3" stroke-dasharray="{dash}""#
        );
        if let Some(space) = shown.space {
            let _ = write!(markup, r#" data-space="{space}""#);
        }
        markup.push('>');
        for g in shown.ghost.iter() {
            cell_rects(&mut markup, &g.grid, &g.cells, inset);
        }
        if let Some(space) = shown.space {
            let (c, box_) = (track.space_center(space), track.space_rect(space));
            let _ = write!(
                markup,
                r#"<circle cx="{}" cy="{}" r="{}" fill="{}" fill-opacity="0.35"/>"#,
                Num(c.x),
                Num(c.y),
                Num(box_.w.min(box_.h) * 0.3),
                theme::player(compared.player).main
            );
        }
        markup.push_str("</g>");
    }
    raw(markup)
}
