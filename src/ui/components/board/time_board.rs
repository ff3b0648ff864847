//! The time board: a spiral of spaces from 0 to the final space, with its income marks, the
//! leather patches still on it, and both time tokens.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{GameState, Player};
use crate::ui::components::markup::raw;
use crate::ui::components::{button_icon, flag, time_token, TimeTokenArgs};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Num, Point, Rect, TimeTrack};

/// The game, and where the board and its spaces go.
pub struct TimeBoardArgs {
    /// The game shown.
    pub game: Rc<GameState>,
    /// The board, padding included.
    pub frame: Rect,
    /// The spaces; made for this game's final space.
    pub track: TimeTrack,
    /// The board in words, its name for a screen reader (which reads it as one picture).
    pub words: AttrValue,
    /// Whether the spaces' numbers are turned half a turn, each about its own middle, to face
    /// the player to move across the table.
    pub turned: bool,
    /// The last action's walk (who, from which space): that token walks there space by space.
    pub walk: Option<(Player, u8)>,
}

/// The board with every space of the game's track.
pub fn view_time_board(args: &TimeBoardArgs) -> Html {
    let game = &args.game;
    let rules = game.rules();
    let track = &args.track;
    let k = track.cell;
    let leather: Vec<u8> = game.leather_spaces_left().collect();
    // Small spaces (a phone's) keep more of their square, with thinner gaps between them.
    let gap = k * if k < 32.0 { 0.035 } else { 0.07 };
    // The spaces, as one piece of markup (see `markup`).
    let mut spaces = String::new();
    for space in 0..=rules.final_space {
        let rect = track.space_rect(space).inset(gap);
        let income = rules.is_income_mark(space);
        let has_leather = leather.contains(&space);
        let c = piece_spot(track, space);
        let fill = if space == 0 || space == rules.final_space { "#fff3d6" } else { "#fffaf0" };
        let _ = write!(
            spaces,
            r##"<g data-testid="time-space" data-space="{space}" data-income="{income}" data-leather="{has_leather}"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{fill}" stroke="#c7b08a" stroke-width="1"/><text x="{}" y="{}" class="space-number" dominant-baseline="hanging">{space}</text>"##,
            Num(rect.x),
            Num(rect.y),
            Num(rect.w),
            Num(rect.h),
            Num(k * 0.16),
            Num(rect.x + k * 0.08),
            Num(rect.y + k * 0.08)
        );
        if income {
            button_icon(&mut spaces, c.x, c.y, k * 0.22);
        }
        if has_leather {
            leather_patch(&mut spaces, c, k * 0.4, space);
        }
        spaces.push_str("</g>");
    }
    // Tokens: the one on top drawn last, both a little apart when they share a space.
    let shared = game.position(Player::One) == game.position(Player::Two);
    let top = game.on_top();
    let tokens = [top.opponent(), top].map(|player| {
        let space = game.position(player);
        // Like the marks, in the space's bottom-right part, clear of the space number; the
        // token underneath peeks out at its left, along the space's foot.
        let mut center = piece_spot(track, space);
        if shared && player != top {
            center.x -= 0.3 * k;
        }
        let token = TimeTokenArgs { player, space, on_top: shared && player == top, center, r: k * 0.25 };
        let mut markup = String::new();
        match args.walk {
            Some((walker, from)) if walker == player && from < space => walk(&mut markup, track, &token, from),
            _ => time_token(&mut markup, &token),
        }
        raw(markup)
    });
    let board = args.frame;
    html! {
        <g data-testid="time-board" class="time-board" data-final={rules.final_space.to_string()}
            data-turned={flag(args.turned)} role="img"
            aria-label={args.words.clone()}>
            <rect x={fmt(board.x)} y={fmt(board.y)} width={fmt(board.w)} height={fmt(board.h)}
                rx="12" fill="#eadcc0" stroke="#c7b08a" stroke-width="1.5" />
            <path d={track.track_path()} fill="none" stroke="#cdb58b" stroke-width={fmt(k * 0.5)}
                stroke-linejoin="round" stroke-linecap="round" />
            { raw(spaces) }
            <path class="track-arrows" d={track.arrows()} fill="none" pointer-events="none" stroke="#a88a5c" stroke-width={fmt(k * 0.035)}
                stroke-linecap="round" stroke-linejoin="round" />
            { for tokens }
        </g>
    }
}

/// `token`, walking from space `from` to its own along the track, a space at a time (a CSS
/// animation of at most 600 ms, which a reader who asks for less motion does not see; the
/// token stands where it ends from the start, for a test or a tap), as markup written at the
/// end of `out`. Its keyframes come in a `<style>` of their own, which makes the browser restyle
/// the page (1.4 ms at 1366×768, against 0.5 ms for keyframes that read custom properties the
/// token holds); those cost 140 B more of the site's gzip budget (2026-11-27).
fn walk(out: &mut String, track: &TimeTrack, token: &TimeTokenArgs, from: u8) {
    let n = token.player.number();
    let steps = token.space - from;
    let _ = write!(
        out,
        "<g style=\"animation:walk{n} {}ms\"><style>@keyframes walk{n}{{",
        (u32::from(steps) * 100).min(600)
    );
    for (i, space) in (from..token.space).enumerate() {
        let at = piece_spot(track, space);
        let _ = write!(
            out,
            "{}%{{transform:translate({}px,{}px)}}",
            i * 100 / usize::from(steps),
            Num(at.x - token.center.x),
            Num(at.y - token.center.y)
        );
    }
    out.push_str("}</style>");
    time_token(out, token);
    out.push_str("</g>");
}

/// Where the marks and tokens of `space` stand: in its bottom-right part, inside the space
/// where it is large; on a phone's small spaces, where a token is wider than half a space, as
/// far into the corner as keeps the middle of the number at the top-left in sight (and the
/// neighbours').
fn piece_spot(track: &TimeTrack, space: u8) -> Point {
    let cell = track.space_rect(space);
    let d = track.cell * if track.cell < 32.0 { 0.76 } else { 0.66 };
    Point::new(cell.x + d, cell.y + d)
}

/// A 1×1 leather patch with stitches, centred on `c` (the guide draws one too), as markup
/// written at the end of `out`.
pub fn leather_patch(out: &mut String, c: Point, side: f64, space: u8) {
    let r = Rect::new(c.x - side / 2.0, c.y - side / 2.0, side, side);
    let stitch = r.inset(side * 0.14);
    let _ = write!(
        out,
        r##"<g data-testid="leather-patch" data-space="{space}"><rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="{}" stroke="#6b4527" stroke-width="1"/><rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="{}" stroke-width="0.9" stroke-dasharray="2 1.6"/></g>"##,
        Num(r.x),
        Num(r.y),
        Num(r.w),
        Num(r.h),
        Num(side * 0.12),
        theme::LEATHER,
        Num(stitch.x),
        Num(stitch.y),
        Num(stitch.w),
        Num(stitch.h),
        theme::LEATHER_STITCH
    );
}
