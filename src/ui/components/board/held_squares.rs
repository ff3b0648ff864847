//! The held patch's squares.

use std::fmt::Write;

use yew::prelude::*;

use crate::rules::PatchId;
use crate::ui::components::markup::raw;
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Num, Point};
use crate::ui::state::Piece;

/// What the held patch's squares are drawn from.
pub struct HeldSquaresArgs {
    /// The piece.
    pub piece: Piece,
    /// Its squares from its top-left corner.
    pub cells: &'static [(u8, u8)],
    /// Its height.
    pub height: u8,
    /// Its width.
    pub width: u8,
    /// Side of a quilt square.
    pub cell: f64,
    /// Whether it is held over a turned quilt: then drawn half a turn round.
    pub turned: bool,
}

/// The held patch's squares in a box of its own size, and a red cross over them that shows
/// where the engine refuses it: the box's `data-legal="false"` turns the squares red and
/// dashed and shows the cross (the page's style sheet), so a drag draws nothing anew when the
/// engine's answer changes.
pub fn view_held_squares(args: &HeldSquaresArgs) -> Html {
    let &HeldSquaresArgs { piece, cells, height, width, cell: k, turned } = args;
    let id = match piece {
        Piece::Patch(patch) => patch,
        Piece::Leather => PatchId::LEATHER,
    };
    let (fill, line) = (theme::fabric_fill(id), theme::patch(id).1);
    // The squares and the cross: markup (see `markup`), nothing in them listens.
    let mut markup = String::new();
    for &(r, c) in cells {
        let (r, c) = if turned { (height - 1 - r, width - 1 - c) } else { (r, c) };
        let _ = write!(
            markup,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="2" fill="{fill}" fill-opacity="0.92" stroke="{line}" stroke-width="1.5"/>"#,
            Num(f64::from(c) * k + 1.0),
            Num(f64::from(r) * k + 1.0),
            Num(k - 2.0),
            Num(k - 2.0)
        );
    }
    let (w, h) = (f64::from(width) * k, f64::from(height) * k);
    let (c, s) = (Point::new(w / 2.0, h / 2.0), k * 0.3);
    let _ = write!(
        markup,
        r##"<path class="cross" d="M{} {} L{} {} M{} {} L{} {}" stroke="#c0392b" stroke-width="4" stroke-linecap="round"/>"##,
        Num(c.x - s),
        Num(c.y - s),
        Num(c.x + s),
        Num(c.y + s),
        Num(c.x - s),
        Num(c.y + s),
        Num(c.x + s),
        Num(c.y - s)
    );
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" data-fabric={theme::fabric_name(id)} viewBox={format!("0 0 {} {}", fmt(w), fmt(h))} overflow="visible"
            style={format!("width:calc({}*var(--u));height:calc({}*var(--u))", fmt(w), fmt(h))}>
            { raw(markup) }
        </svg>
    }
}
