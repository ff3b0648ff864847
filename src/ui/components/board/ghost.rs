//! A move that is shown but not (yet) played: the hint for the person to move, dashed on their
//! quilt, and the computer's chosen patch travelling from the circle to its place before it is
//! played, so that the person can follow it.

use yew::prelude::*;

use crate::rules::{Action, PatchId};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Point, QuiltGrid};

/// How long the computer's patch travels, in milliseconds; it is played a moment after.
pub const TRAVEL_MS: u32 = 650;

/// The move and where it goes.
#[derive(Properties, PartialEq)]
pub struct GhostProps {
    /// The action shown (a patch or a leather patch; other actions draw nothing here).
    pub action: Action,
    /// The quilt of the player to move.
    pub grid: QuiltGrid,
    /// Where the patch comes from, when it travels; `None` for a hint, drawn in place.
    #[prop_or_default]
    pub from: Option<Point>,
}

/// The squares of the move, filled (travelling) or dashed (a hint).
pub fn ghost(props: &GhostProps) -> Html {
    let (patch, cells): (PatchId, Vec<(u8, u8)>) = match props.action {
        Action::TakePatch { patch, squares } => (patch, squares.cells().map(|c| (c.row(), c.col())).collect()),
        Action::PlaceLeather { cell } => (PatchId::LEATHER, vec![(cell.row(), cell.col())]),
        Action::Advance | Action::DiscardLeather => return html! {},
    };
    let grid = &props.grid;
    let (fill, line) = theme::patch(patch);
    let rects = cells.iter().map(|&(row, col)| {
        let r = grid.cell_rect(row, col).inset(1.0);
        html! { <rect x={fmt(r.x)} y={fmt(r.y)} width={fmt(r.w)} height={fmt(r.h)} rx="2" /> }
    });
    let cells_attr = crate::ui::i18n::joined(&cells.iter().map(|(r, c)| format!("{r},{c}")).collect::<Vec<_>>(), " ");
    match props.from {
        None => html! {
            <g data-testid="hint-ghost" data-patch={patch.label()} data-cells={cells_attr} fill={fill}
                fill-opacity="0.45" stroke={line} stroke-width="2.5" stroke-dasharray="5 3">
                { for rects }
            </g>
        },
        Some(from) => {
            // The middle of the squares, to travel from the card's middle.
            let n = cells.len().max(1) as f64;
            let (sx, sy) = cells.iter().fold((0.0, 0.0), |(x, y), &(row, col)| {
                let c = grid.cell_rect(row, col).center();
                (x + c.x, y + c.y)
            });
            let to = Point::new(sx / n, sy / n);
            let (dx, dy) = (from.x - to.x, from.y - to.y);
            html! {
                // A CSS animation (not SMIL), so that a reader who asks for less motion
                // (`prefers-reduced-motion`) sees the patch land at once.
                <g data-testid="travelling-patch" data-patch={patch.label()} data-cells={cells_attr}
                    fill={fill} stroke={line} stroke-width="1.5" filter="url(#lift)" class="travel"
                    style={format!("--dx:{}px;--dy:{}px;animation-duration:{TRAVEL_MS}ms", fmt(dx), fmt(dy))}>
                    { for rects }
                </g>
            }
        }
    }
}
