//! A move that is shown but not (yet) played: the hint for the person to move, dashed on their
//! quilt, and the computer's chosen patch travelling from the circle to its place before it is
//! played, so that the person can follow it.

use yew::prelude::*;

use crate::ui::layout::fmt;
use crate::ui::layout::theme;
use crate::ui::view::Ghost;

/// How long the computer's patch travels, in milliseconds; it is played a moment after.
pub const TRAVEL_MS: u32 = 650;

/// The squares of the move, filled (travelling) or dashed (a hint).
pub fn view_ghost(ghost: &Ghost) -> Html {
    let grid = &ghost.grid;
    let (fill, line) = theme::patch(ghost.patch);
    let rects = ghost.cells.iter().map(|&(row, col)| {
        let r = grid.cell_rect(row, col).inset(1.0);
        html! { <rect x={fmt(r.x)} y={fmt(r.y)} width={fmt(r.w)} height={fmt(r.h)} rx="2" /> }
    });
    let cells: Vec<String> = ghost.cells.iter().map(|(r, c)| format!("{r},{c}")).collect();
    let cells_attr = crate::ui::i18n::joined(&cells, " ");
    let patch = ghost.patch.label();
    match ghost.from {
        None => html! {
            <g data-testid="hint-ghost" data-patch={patch} data-cells={cells_attr} fill={fill}
                fill-opacity="0.45" stroke={line} stroke-width="2.5" stroke-dasharray="5 3">
                { for rects }
            </g>
        },
        Some(from) => {
            // From the card's middle to the middle of the squares.
            let to = ghost.middle();
            let (dx, dy) = (from.x - to.x, from.y - to.y);
            html! {
                // A CSS animation (not SMIL), so that a reader who asks for less motion
                // (`prefers-reduced-motion`) sees the patch land at once.
                <g data-testid="travelling-patch" data-patch={patch} data-cells={cells_attr}
                    fill={fill} stroke={line} stroke-width="1.5" filter="url(#lift)" class="travel"
                    style={format!("--dx:{}px;--dy:{}px;animation-duration:{TRAVEL_MS}ms", fmt(dx), fmt(dy))}>
                    { for rects }
                </g>
            }
        }
    }
}
