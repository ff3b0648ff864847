//! A patch drawn with its real shape: squares of its fabric, an outline, and a button on
//! as many squares as its income.

use std::fmt::Write;

use yew::prelude::*;

use crate::rules::PatchId;
use crate::ui::components::button_icon;
use crate::ui::components::markup::raw;
use crate::ui::layout::theme;
use crate::ui::layout::{outline_path, Num, Point};

/// Which patch, where, and how large.
pub struct PatchFigureArgs {
    /// The patch.
    pub patch: PatchId,
    /// Top-left corner of the square (0, 0) of its bounding box, x.
    pub x: f64,
    /// Top-left corner of the square (0, 0) of its bounding box, y.
    pub y: f64,
    /// Side of one square.
    pub cell: f64,
}

/// The patch in its first (printed) orientation.
pub fn view_patch_figure(args: &PatchFigureArgs) -> Html {
    let mut markup = String::new();
    patch_figure(&mut markup, args);
    raw(markup)
}

/// [`view_patch_figure`] as markup, written at the end of `out`.
pub fn patch_figure(out: &mut String, args: &PatchFigureArgs) {
    let patch = args.patch.patch();
    let cells = &patch.shape.orientations()[0].cells;
    let (_, line) = theme::patch(args.patch);
    let origin = Point::new(args.x, args.y);
    let k = args.cell;
    let outline = outline_path(cells, origin, k);
    // Its fabric square by square, each square a tile of the print (`theme::fabric_defs`), and
    // the seams between its squares, as one dashed path: each square's right and bottom edge
    // where the patch goes on.
    let has = |r: u8, c: u8| cells.contains(&(r, c));
    let _ = write!(
        out,
        r#"<g class="patch-figure" data-fabric="{}" fill="{}">"#,
        theme::fabric_name(args.patch),
        theme::fabric_fill(args.patch)
    );
    let mut seams = String::new();
    for &(r, c) in cells {
        let (x, y) = (origin.x + f64::from(c) * k, origin.y + f64::from(r) * k);
        let _ = write!(out, r#"<rect x="{}" y="{}" width="{}" height="{}"/>"#, Num(x), Num(y), Num(k), Num(k));
        if has(r, c + 1) {
            let _ = write!(seams, "M{} {}v{}", Num(x + k), Num(y), Num(k));
        }
        if has(r + 1, c) {
            let _ = write!(seams, "M{} {}h{}", Num(x), Num(y + k), Num(k));
        }
    }
    let _ = write!(
        out,
        r#"<path d="{seams}" fill="none" stroke="{line}" stroke-opacity="0.3" stroke-width="0.6" stroke-dasharray="1.5 1.5"/><path d="{outline}" fill="none" stroke="{line}" stroke-width="{}" stroke-linejoin="round"/>"#,
        Num((k * 0.1).max(1.0))
    );
    // Buttons spread over the squares, one per button of income.
    let income = usize::from(patch.income);
    for i in 0..income {
        let (r, c) = cells[(2 * i + 1) * cells.len() / (2 * income)];
        button_icon(out, origin.x + (f64::from(c) + 0.5) * k, origin.y + (f64::from(r) + 0.5) * k, k * 0.3);
    }
    out.push_str("</g>");
}
