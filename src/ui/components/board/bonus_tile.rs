//! The 7×7 bonus tile of classic, while nobody holds it.

use yew::prelude::*;

use crate::ui::i18n::{self, Lang};
use crate::ui::layout::{fmt, Rect};

/// The tile's numbers and place.
pub struct BonusTileArgs {
    /// Side of the square of quilt to cover: 7.
    pub square: u8,
    /// Points it is worth at the end: 7.
    pub points: u8,
    /// Where it lies.
    pub rect: Rect,
}

/// A square tile showing its points and the square to cover.
pub fn view_bonus_tile(args: &BonusTileArgs, lang: Lang) -> Html {
    let r = args.rect;
    let c = r.center();
    let (square, points) = (args.square, args.points);
    html! {
        <g data-testid="bonus-tile" data-points={points.to_string()}
            data-square={square.to_string()}>
            <title>{ i18n::bonus_tile_title(lang, square, points) }</title>
            <rect x={fmt(r.x)} y={fmt(r.y)} width={fmt(r.w)} height={fmt(r.h)} rx="6"
                fill="#fff3d6" stroke="#d9a441" stroke-width="2" filter="url(#lift)" />
            <text x={fmt(c.x)} y={fmt(c.y - r.h * 0.12)} text-anchor="middle"
                dominant-baseline="central"
                style={format!("font-size:{}px;font-weight:700", fmt(r.h * 0.36))}>
                { format!("+{points}") }
            </text>
            <text x={fmt(c.x)} y={fmt(c.y + r.h * 0.26)} text-anchor="middle"
                dominant-baseline="central" class="space-number">
                { format!("{square}×{square}") }
            </text>
        </g>
    }
}
