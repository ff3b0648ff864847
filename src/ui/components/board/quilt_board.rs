//! A player's quilt board: 9×9 squares (7×7 in Express), each empty or covered by a patch.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Bitboard, Cell, GameState, PatchId, Player, Quilt};
use crate::ui::components::markup::raw;
use crate::ui::components::{button_icon, flag};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Num, QuiltGrid, Rect, HALO, QUILT_INSET};
use crate::ui::state::{HandAction, PageAction};
use crate::ui::UiContext;

/// Whose quilt and where.
pub struct QuiltBoardArgs {
    /// The game shown.
    pub game: Rc<GameState>,
    /// The owner.
    pub player: Player,
    /// The square the board fills.
    pub frame: Rect,
    /// Whether it is drawn half a turn round, to face its player across the table.
    pub turned: bool,
    /// The squares of the patch just sewn on this quilt, marked for the next player.
    pub last: Option<Bitboard>,
    /// The 7×7 square the last move covered whole, winning the bonus tile: outlined.
    pub won: Option<Bitboard>,
    /// The squares sewn on in the actions of the turn's recap.
    pub recapped: Option<Bitboard>,
    /// The squares of the action chosen in the recap or the log.
    pub shown: Option<Bitboard>,
    /// The quilt in words, its name for a screen reader (which reads it as one picture).
    pub words: AttrValue,
}

/// The quilt in its owner's colours; on its owner's turn framed thickly in them, otherwise a
/// little subdued.
pub fn view_quilt_board(args: &QuiltBoardArgs, ui: &UiContext) -> Html {
    let quilt = args.game.quilt(args.player);
    let size = quilt.size();
    let colours = theme::player(args.player);
    let frame = args.frame;
    let grid = QuiltGrid::fit(frame.inset(QUILT_INSET), size).turned(args.turned);
    let active = args.game.to_move() == Some(args.player);
    let player = args.player;
    let squares = (0..size).flat_map(|row| (0..size).map(move |col| (row, col)));
    let squares = squares.map(|(row, col)| {
        let rect = grid.cell_rect(row, col).inset(0.5);
        let cell = Cell::new(row, col);
        let patch = cell.and_then(|cell| quilt.patch_at(cell));
        let on = |squares: Option<Bitboard>| cell.is_some_and(|cell| squares.is_some_and(|s| s.contains(cell)));
        let (last, recapped, shown) = (on(args.last), on(args.recapped), on(args.shown));
        // A covered square shows its patch's fabric, stitched along its edges (unless it is
        // outlined as the last move, the recap's or the log's).
        let marked = last || recapped || shown;
        let (fill, stroke, dash) = match patch {
            Some(id) => {
                let line = theme::patch(id).1;
                (AttrValue::from(theme::fabric_fill(id)), if marked { theme::INK } else { line }, (!marked).then_some("3 1.5"))
            }
            None => (AttrValue::Static("#fffdf7"), "#d8c9ae", Some("2.5 2")),
        };
        let onclick = {
            let ui = ui.clone();
            Callback::from(move |_: MouseEvent| {
                ui.dispatch.dispatch(PageAction::from(HandAction::Square(player, row, col)))
            })
        };
        html! {
            <rect data-testid="quilt-square" data-row={row.to_string()} data-col={col.to_string()}
                data-patch={patch.map(|id| id.label())} data-fabric={patch.map(theme::fabric_name)} data-last-move={last.then_some("true")}
                data-recap={recapped.then_some("true")} data-shown={shown.then_some("true")} {onclick}
                class={if shown { Some("shown-move") } else { last.then_some("last-move") }}
                x={fmt(rect.x)} y={fmt(rect.y)} width={fmt(rect.w)} height={fmt(rect.h)}
                rx="1.5" fill={fill} stroke={stroke}
                stroke-width={if shown { "4" } else if last || recapped { "2.5" } else { "1" }}
                stroke-dasharray={dash} />
        }
    });
    // The buttons, as one piece of markup after the squares: the list of squares then never
    // changes length, so a patch sewn on (and its buttons) redraws only its own squares.
    // (Yew lines up a list that grows against its end: a button more drawn as a node of its
    // own shifted every square after it by one and rewrote 79 squares' places.)
    let mut buttons = String::new();
    for (r, c) in button_squares(quilt) {
        let centre = grid.cell_rect(r, c).center();
        button_icon(&mut buttons, centre.x, centre.y, grid.cell * 0.28);
    }
    // The square that won the bonus tile, outlined in the tile's colour over the squares.
    let won = args.won.zip(args.game.rules().bonus_tile.as_ref()).and_then(|(square, tile)| {
        let corner = square.nth_cell(0)?;
        let (k, side) = (grid.cell, f64::from(tile.square) * grid.cell);
        let o = grid.origin.offset(f64::from(corner.col()) * k, f64::from(corner.row()) * k);
        let mut out = String::from(r#"<g data-testid="bonus-square">"#);
        halo(&mut out, grid.page_rect(Rect::new(o.x, o.y, side, side)), "#d9a441");
        out.push_str("</g>");
        Some(raw(out))
    });
    // The glow on its owner's turn and the board's frame: markup (see `markup`).
    let mut board = String::new();
    if active {
        halo(&mut board, frame, colours.main);
    }
    let _ = write!(
        board,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="10" fill="{}" stroke="{}" stroke-width="{}"/><rect x="{}" y="{}" width="{}" height="{}" rx="7" fill="none" stroke="{}" stroke-opacity="0.5" stroke-width="1" stroke-dasharray="4 3"/>"#,
        Num(frame.x),
        Num(frame.y),
        Num(frame.w),
        Num(frame.h),
        colours.light,
        if active { colours.dark } else { colours.main },
        if active { "4" } else { "2" },
        Num(frame.x + 4.0),
        Num(frame.y + 4.0),
        Num(frame.w - 8.0),
        Num(frame.h - 8.0),
        colours.main
    );
    html! {
        <g data-testid={["quilt-1", "quilt-2"][args.player.index()]}
            data-size={size.to_string()} data-empty={quilt.empty_count().to_string()}
            data-active={flag(active)} data-turned={flag(args.turned)}
            class={if active { "side active" } else { "side" }} role="img" aria-label={args.words.clone()}>
            { raw(board) }
            { for squares }
            { raw(buttons) }
            { won.unwrap_or_default() }
        </g>
    }
}

/// The squares of `quilt` that show a button: each placed patch's buttons spread over its
/// squares as on its card.
pub fn button_squares(quilt: &Quilt) -> Vec<(u8, u8)> {
    let mut patches: Vec<(PatchId, Vec<(u8, u8)>)> = Vec::new();
    for cell in quilt.covered().cells() {
        if let Some(id) = quilt.patch_at(cell) {
            match patches.iter_mut().find(|(p, _)| *p == id) {
                Some((_, cells)) => cells.push((cell.row(), cell.col())),
                None => patches.push((id, vec![(cell.row(), cell.col())])),
            }
        }
    }
    patches
        .into_iter()
        .flat_map(|(id, cells)| {
            let income = usize::from(id.patch().income);
            (0..income).map(move |i| cells[(2 * i + 1) * cells.len() / (2 * income)])
        })
        .collect()
}

/// The glow around the quilt or panel of the player to move: a wide soft band of their colour
/// just outside `frame`, as markup (see `markup`) written at the end of `out`.
pub fn halo(out: &mut String, frame: Rect, colour: &str) {
    let r = frame.inset(-HALO / 2.0);
    let _ = write!(
        out,
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="13" fill="none" stroke="{colour}" stroke-width="{}" stroke-opacity="0.45" class="halo"/>"#,
        Num(r.x),
        Num(r.y),
        Num(r.w),
        Num(r.h),
        Num(HALO)
    );
}
