//! The held patch's squares.

use yew::prelude::*;

use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Point};
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
    /// Whether the engine accepts the patch where it is.
    pub legal: bool,
}

/// The held patch's squares in a box of its own size, and a red cross over them where the
/// engine refuses it. Drawn again only when the engine's answer changes, not on every move.
pub fn view_held_squares(args: &HeldSquaresArgs) -> Html {
    let &HeldSquaresArgs { piece, cells, height, width, cell: k, turned, legal } = args;
    let (fill, line) = match piece {
        Piece::Patch(patch) => theme::patch(patch),
        Piece::Leather => (theme::LEATHER, "#6b4527"),
    };
    let (outline, opacity, dash) = if legal { (line, "0.92", None) } else { ("#c0392b", "0.55", Some("5 3")) };
    let squares = cells.iter().map(|&(r, c)| {
        let (r, c) = if turned { (height - 1 - r, width - 1 - c) } else { (r, c) };
        html! {
            <rect x={fmt(f64::from(c) * k + 1.0)} y={fmt(f64::from(r) * k + 1.0)}
                width={fmt(k - 2.0)} height={fmt(k - 2.0)} rx="2" fill={fill}
                fill-opacity={opacity} stroke={outline} stroke-width={if legal { "1.5" } else { "2.5" }}
                stroke-dasharray={dash} />
        }
    });
    let (w, h) = (f64::from(width) * k, f64::from(height) * k);
    let cross = (!legal).then(|| {
        let c = Point::new(w / 2.0, h / 2.0);
        let s = k * 0.3;
        html! {
            <path d={format!("M{} {} L{} {} M{} {} L{} {}", fmt(c.x - s), fmt(c.y - s), fmt(c.x + s),
                fmt(c.y + s), fmt(c.x - s), fmt(c.y + s), fmt(c.x + s), fmt(c.y - s))}
                stroke="#c0392b" stroke-width="4" stroke-linecap="round" />
        }
    });
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" viewBox={format!("0 0 {} {}", fmt(w), fmt(h))} overflow="visible"
            style={format!("width:calc({}*var(--u));height:calc({}*var(--u))", fmt(w), fmt(h))}>
            { for squares }
            { for cross }
        </svg>
    }
}
