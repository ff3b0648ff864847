//! A player's time token on the time board.

use std::fmt::Write;

use crate::rules::Player;
use crate::ui::layout::theme;
use crate::ui::layout::{Num, Point};

/// Whose token, on which space, and where it is drawn.
pub struct TimeTokenArgs {
    /// The owner.
    pub player: Player,
    /// The space it stands on.
    pub space: u8,
    /// Whether it lies on top of the other token (they share a space).
    pub on_top: bool,
    /// Where its centre is drawn.
    pub center: Point,
    /// Its radius.
    pub r: f64,
}

/// A round token in the player's colour, with the player's number, as markup (see `markup`),
/// written at the end of `out`.
pub fn time_token(out: &mut String, args: &TimeTokenArgs) {
    let colours = theme::player(args.player);
    let n = args.player.number();
    let Point { x, y } = args.center;
    // Never smaller than a number can be read at on a phone.
    let r = args.r.max(7.0);
    let _ = write!(
        out,
        r##"<g data-testid="time-token-{n}" data-space="{}" data-on-top="{}"><circle cx="{}" cy="{}" r="{}" fill="#000" fill-opacity="0.18"/><circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="{}"/><circle cx="{}" cy="{}" r="{}" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="{}"/><text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" style="font-size:{}px;font-weight:700;fill:#fff">{n}</text></g>"##,
        args.space,
        args.on_top,
        Num(x + r * 0.08),
        Num(y + r * 0.14),
        Num(r),
        Num(x),
        Num(y),
        Num(r),
        colours.main,
        colours.dark,
        Num(r * 0.12),
        Num(x),
        Num(y),
        Num(r * 0.7),
        Num(r * 0.08),
        Num(x),
        Num(y + 0.5),
        Num((r * 1.05).max(12.5)),
    );
}
