//! The 7×7 bonus tile of classic, while nobody holds it.

use std::fmt::Write;

use yew::prelude::*;

use crate::ui::components::markup::raw;
use crate::ui::i18n::{self, Lang};
use crate::ui::layout::{Num, Rect};

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
    let mut markup = String::new();
    bonus_tile(&mut markup, args, lang);
    raw(markup)
}

/// [`view_bonus_tile`] as markup (see `markup`: its title is the page's own words), written at
/// the end of `out`.
pub fn bonus_tile(out: &mut String, args: &BonusTileArgs, lang: Lang) {
    let r = args.rect;
    let c = r.center();
    let (square, points) = (args.square, args.points);
    let _ = write!(
        out,
        r##"<g data-testid="bonus-tile" data-points="{points}" data-square="{square}"><title>{}</title><rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="#fff3d6" stroke="#d9a441" stroke-width="2" filter="url(#lift)"/><text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" style="font-size:{}px;font-weight:700">+{points}</text><text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" class="space-number">{square}×{square}</text></g>"##,
        i18n::bonus_tile_title(lang, square, points),
        Num(r.x),
        Num(r.y),
        Num(r.w),
        Num(r.h),
        Num(c.x),
        Num(c.y - r.h * 0.12),
        Num(r.h * 0.36),
        Num(c.x),
        Num(c.y + r.h * 0.26),
    );
}
