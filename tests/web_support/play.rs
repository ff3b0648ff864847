//! The playable page under test: a page rendered into its own `<div>`, real pointer and key
//! events sent to what is on screen, and the checks of the `data-*` contract (`e2e/README.md`)
//! against the engine's state (shared by `tests/web_play.rs` and `tests/web_drag.rs`).

use std::time::Duration;

use patchwork::rules::{Action, Cell, GameState, IllegalAction, Orientation, PatchId, Player, Variant};
use patchwork::ui::layout::{Point, QuiltGrid};
use patchwork::ui::state::address::Settings;
use patchwork::ui::state::aim::aim;
use patchwork::ui::state::{Held, Piece};
use patchwork::ui::{App, AppProps};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit};

use super::{all, attr, number, one, text};

// ---------------------------------------------------------------------------------------------
// The page and its DOM.

pub fn document() -> web_sys::Document {
    web_sys::window().expect("a window").document().expect("a window has a document")
}

/// Lets Yew render, run its effects (which install the drag listeners) and render again.
pub async fn settle() {
    for _ in 0..3 {
        yew::platform::time::sleep(Duration::ZERO).await;
    }
}

/// Waits (at most 2 s) until nothing on the page moves: after a take the circle's cards slide to
/// their new places (0.4 s), and a pointer sent to a card's middle must find it there.
pub async fn still() {
    for _ in 0..100 {
        if document().get_animations().length() == 0 {
            return;
        }
        yew::platform::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A fresh `<div>` at the end of the body.
pub fn fresh_root() -> Element {
    let root = document().create_element("div").expect("a div can be created");
    document().body().expect("the test page has a body").append_child(&root).expect("a div can be appended");
    root
}

/// A page rendered into its own `<div>`; dropping it unmounts the app (and its window
/// listeners) and removes the `<div>`.
pub struct Page {
    pub root: Element,
    app: Option<yew::AppHandle<App>>,
}

impl Page {
    pub async fn open(variant: Variant, seed: u64) -> Page {
        let root = fresh_root();
        let settings = Some(Settings { variant, seed: Some(seed) });
        let app = yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { settings }).render();
        settle().await;
        Page { root, app: Some(app) }
    }
}

impl Drop for Page {
    fn drop(&mut self) {
        if let Some(app) = self.app.take() {
            app.destroy();
        }
        self.root.remove();
    }
}

pub fn card(root: &Element, patch: PatchId) -> Element {
    one(root, &format!("[data-testid=circle-patch][data-patch={}]", patch.label()))
}

pub fn square(root: &Element, player: Player, row: u8, col: u8) -> Element {
    one(
        root,
        &format!(
            "[data-testid=quilt-{}] [data-testid=quilt-square][data-row='{row}'][data-col='{col}']",
            player.number()
        ),
    )
}

pub fn held(root: &Element) -> Option<Element> {
    let found = all(root, "[data-testid=held-patch]");
    assert!(found.len() <= 1, "at most one held patch");
    found.into_iter().next()
}

pub fn held_anchor(root: &Element) -> (i64, i64) {
    let held = held(root).expect("a patch is held");
    let n = |name| attr(&held, name).parse::<i64>().unwrap_or_else(|_| panic!("{name} is a whole number"));
    (n("data-anchor-row"), n("data-anchor-col"))
}

pub fn held_orientation(root: &Element) -> Orientation {
    let held = held(root).expect("a patch is held");
    let index: u8 = attr(&held, "data-orientation").parse().expect("an orientation index");
    Orientation::from_index(index).expect("an orientation index below 8")
}

/// The grid of `player`'s quilt as drawn: each `quilt-square` is its cell inset by half a unit.
pub fn grid_of(root: &Element, player: Player, size: u8) -> QuiltGrid {
    let first = square(root, player, 0, 0);
    let last = square(root, player, size - 1, size - 1);
    let (x0, y0) = (number(&first, "x"), number(&first, "y"));
    let cell = (number(&last, "x") - x0) / f64::from(size - 1);
    QuiltGrid { origin: Point::new(x0 - 0.5, y0 - 0.5), cell, size, turned: false }
}

/// The quilt squares `(row, col)` under the squares drawn for the held patch, sorted, found on
/// the screen: the centre of each drawn square lies inside that quilt square, and it is drawn
/// at quilt size (its side within a unit of the quilt square's).
pub fn drawn_squares(root: &Element, grid: &QuiltGrid, player: Player) -> Vec<(i64, i64)> {
    let held = held(root).expect("a patch is held");
    let size = grid.size;
    let quilt: Vec<((i64, i64), web_sys::DomRect)> = (0..size)
        .flat_map(|r| (0..size).map(move |c| (r, c)))
        .map(|(r, c)| ((i64::from(r), i64::from(c)), square(root, player, r, c).get_bounding_client_rect()))
        .collect();
    let mut squares: Vec<(i64, i64)> = all(&held, "rect")
        .iter()
        .map(|rect| {
            let drawn = rect.get_bounding_client_rect();
            let (x, y) = (drawn.left() + drawn.width() / 2.0, drawn.top() + drawn.height() / 2.0);
            let (cell, under) = quilt
                .iter()
                .find(|(_, q)| q.left() <= x && x <= q.right() && q.top() <= y && y <= q.bottom())
                .expect("every drawn square lies over a quilt square");
            // Quilt squares are inset by half a unit, held ones by one: sides differ by a unit.
            let unit = under.width() / (grid.cell - 1.0);
            assert!((drawn.width() - (under.width() - unit)).abs() < 0.1 * unit, "drawn at quilt size");
            let (dx, dy) = (x - (under.left() + under.width() / 2.0), y - (under.top() + under.height() / 2.0));
            assert!(dx.abs() < 0.1 * unit && dy.abs() < 0.1 * unit, "snapped to the grid");
            *cell
        })
        .collect();
    squares.sort_unstable();
    squares
}

pub fn cells_of(board: patchwork::rules::Bitboard) -> Vec<(i64, i64)> {
    let mut cells: Vec<(i64, i64)> = board.cells().map(|c| (i64::from(c.row()), i64::from(c.col()))).collect();
    cells.sort_unstable();
    cells
}

/// The middle of an element on screen, in CSS pixels.
pub fn centre_of(element: &Element) -> (f64, f64) {
    let r = element.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The screen position of the SVG point `p`, measured from `player`'s square (0, 0) as laid out.
pub fn screen_of(root: &Element, player: Player, p: Point) -> (f64, f64) {
    let first = square(root, player, 0, 0);
    let r = first.get_bounding_client_rect();
    let scale = r.width() / number(&first, "width");
    (r.left() + (p.x - number(&first, "x")) * scale, r.top() + (p.y - number(&first, "y")) * scale)
}

// ---------------------------------------------------------------------------------------------
// Events.

pub const MOUSE: i32 = 1;

pub fn pointer_event(kind: &str, (x, y): (f64, f64), pointer_type: &str, id: i32) -> PointerEvent {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_composed(true);
    init.set_client_x(x.round() as i32);
    init.set_client_y(y.round() as i32);
    init.set_pointer_id(id);
    init.set_pointer_type(pointer_type);
    init.set_is_primary(true);
    init.set_button(if kind == "pointermove" { -1 } else { 0 });
    init.set_buttons(u16::from(kind != "pointerup" && kind != "click"));
    PointerEvent::new_with_event_init_dict(kind, &init).expect("a pointer event")
}

/// The element a pointer at `at` hits, as the browser would deliver its events.
pub fn hit(at: (f64, f64)) -> Element {
    document().element_from_point(at.0 as f32, at.1 as f32).expect("something is on screen there")
}

/// Sends a pointer event to whatever is at `at`, as the browser would.
pub fn pointer(kind: &str, at: (f64, f64), pointer_type: &str, id: i32) {
    let event = pointer_event(kind, at, pointer_type, id);
    hit(at).dispatch_event(&event).expect("the event is dispatched");
}

/// A tap (down, up and click without moving) at `at`.
pub async fn tap(at: (f64, f64)) {
    pointer("pointerdown", at, "mouse", MOUSE);
    settle().await;
    pointer("pointerup", at, "mouse", MOUSE);
    pointer("click", at, "mouse", MOUSE);
    settle().await;
}

/// A key pressed with the focus where it is (the body, or a focused card).
pub async fn press(key: &str) {
    let init = KeyboardEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_key(key);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).expect("a keyboard event");
    let target: web_sys::EventTarget = match document().active_element() {
        Some(focused) => focused.into(),
        None => document().into(),
    };
    target.dispatch_event(&event).expect("the event is dispatched");
    settle().await;
}

pub async fn click_button(root: &Element, testid: &str) {
    one(root, &format!("[data-testid={testid}]")).unchecked_into::<HtmlElement>().click();
    settle().await;
}

/// Taps the card of `patch`, checking that the tap lands on it.
pub async fn tap_card(root: &Element, patch: PatchId) {
    still().await;
    let card = card(root, patch);
    let at = centre_of(&card);
    let top = hit(at);
    assert!(card.contains(Some(&*top)), "the middle of the card of {patch} is on top");
    tap(at).await;
}

/// Taps the middle of `player`'s quilt square (`row`, `col`).
pub async fn tap_square(root: &Element, player: Player, row: u8, col: u8) {
    let target = square(root, player, row, col);
    let at = centre_of(&target);
    assert_eq!(hit(at), target, "square ({row}, {col}) is on top");
    tap(at).await;
}

/// Taps `player`'s quilt square (`row`, `col`), whatever lies on top of it there (the square, or
/// the held patch over it: a tap on either is the same): in its middle, or, where the held
/// patch's turn handle lies over that (it lies on the patch's own squares), near a corner of
/// the square that the round handle leaves free.
pub async fn tap_over_square(root: &Element, player: Player, row: u8, col: u8) {
    let r = square(root, player, row, col).get_bounding_client_rect();
    let at = [(0.5, 0.5), (0.15, 0.15), (0.85, 0.15), (0.15, 0.85), (0.85, 0.85)]
        .map(|(x, y)| (r.left() + x * r.width(), r.top() + y * r.height()))
        .into_iter()
        .find(|&at| hit(at).closest("[data-testid=turn-handle]").ok().flatten().is_none())
        .expect("a point of the square off the turn handle");
    tap(at).await;
}

// ---------------------------------------------------------------------------------------------
// The engine's view.

/// Where a tap on `square` puts `patch` turned to `orientation` and lying on `from`: its new
/// anchor (the page's own rule, `ui::state::aim`), or `from` when no placement covers it.
pub fn aimed(
    game: &GameState,
    patch: PatchId,
    orientation: Orientation,
    from: (i64, i64),
    square: (u8, u8),
) -> (i64, i64) {
    let held = Held { piece: Piece::Patch(patch), orientation, anchor: from };
    aim(game, &held, square).anchor().unwrap_or(from)
}

/// The squares of `patch` in `orientation` on `anchor`, if it lies on the quilt.
pub fn placement(game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) -> Option<Action> {
    let squares = game.placement(patch, orientation, anchor.0, anchor.1).ok()?;
    Some(Action::TakePatch { patch, squares })
}

/// Whether the engine accepts `patch` in `orientation` on `anchor`.
pub fn legal(game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) -> bool {
    placement(game, patch, orientation, anchor).is_some_and(|a| game.check(&a).is_ok())
}

/// The held patch as shown agrees with the engine: orientation, anchor, squares and legality.
pub fn check_held(root: &Element, game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) {
    let player = game.to_move().expect("someone is to move");
    let shown = held(root).expect("a patch is held");
    assert_eq!(attr(&shown, "data-patch"), patch.label());
    assert_eq!(held_orientation(root), orientation, "data-orientation");
    assert_eq!(held_anchor(root), anchor, "data-anchor-row/col");
    assert_eq!(
        attr(&shown, "data-legal"),
        legal(game, patch, orientation, anchor).to_string(),
        "data-legal of {patch} in {orientation:?} on {anchor:?}"
    );
    if let Ok(squares) = game.placement(patch, orientation, anchor.0, anchor.1) {
        let grid = grid_of(root, player, game.rules().quilt_size);
        assert_eq!(
            drawn_squares(root, &grid, player),
            cells_of(squares),
            "squares drawn for {orientation:?} on {anchor:?}"
        );
    }
}

/// Everything the page shows of the game matches the engine's `game`.
pub fn check_page(root: &Element, game: &GameState) {
    let size = game.rules().quilt_size;
    for player in Player::BOTH {
        let n = player.number();
        let quilt = game.quilt(player);
        for row in 0..size {
            for col in 0..size {
                let cell = Cell::new(row, col).expect("a cell");
                let shown = square(root, player, row, col).get_attribute("data-patch");
                let expected = quilt.patch_at(cell).map(|p| if p == PatchId::LEATHER { "leather" } else { p.label() });
                assert_eq!(shown.as_deref(), expected, "quilt {n} square ({row}, {col})");
            }
        }
        assert_eq!(
            attr(&one(root, &format!("[data-testid=quilt-{n}]")), "data-empty"),
            quilt.empty_count().to_string()
        );
        assert_eq!(text(root, &format!("[data-testid=buttons-{n}]")), game.buttons(player).to_string());
        assert_eq!(text(root, &format!("[data-testid=income-{n}]")), quilt.income().to_string());
        assert_eq!(
            attr(&one(root, &format!("[data-testid=time-token-{n}]")), "data-space"),
            game.position(player).to_string()
        );
    }
    let to_move = game.to_move().map_or(0, Player::number);
    assert_eq!(attr(&one(root, "[data-testid=turn-banner]"), "data-player"), to_move.to_string());
    let circle: Vec<String> = all(root, "[data-testid=circle-patch]").iter().map(|c| attr(c, "data-patch")).collect();
    let expected: Vec<&str> = game.circle().iter().map(|p| p.label()).collect();
    assert_eq!(circle, expected, "the circle");
}

/// The circle's `data-offered`, `data-takeable` and `data-reason` say what `can_take` says;
/// returns the reasons shown.
pub fn check_circle(root: &Element, game: &GameState) -> Vec<String> {
    let cards = all(root, "[data-testid=circle-patch]");
    assert_eq!(cards.len(), game.circle().len());
    let mut reasons = Vec::new();
    for (card, &patch) in cards.iter().zip(game.circle()) {
        assert_eq!(attr(card, "data-patch"), patch.label());
        let offered = game.offered().contains(&patch);
        assert_eq!(attr(card, "data-offered"), offered.to_string(), "{patch} offered");
        let (takeable, reason) = match (offered, game.can_take(patch)) {
            (true, Ok(())) => (true, None),
            (true, Err(IllegalAction::CannotAfford { .. })) => (false, Some("afford")),
            (true, Err(_)) => (false, Some("fit")),
            (false, _) => (false, None),
        };
        assert_eq!(attr(card, "data-takeable"), takeable.to_string(), "{patch} takeable");
        assert_eq!(card.get_attribute("data-reason").as_deref(), reason, "{patch} reason");
        reasons.extend(reason.map(str::to_owned));
    }
    reasons
}

/// The first offered patch the player to move can take, preferring one with eight distinct
/// orientations.
pub fn takeable(game: &GameState) -> PatchId {
    let offered = || game.offered().iter().copied().filter(|&p| game.can_take(p).is_ok());
    offered()
        .find(|p| p.patch().shape.orientations().len() == 8)
        .or_else(|| offered().next())
        .expect("a takeable patch")
}

/// A classic seed whose opening offers a takeable patch with eight distinct orientations.
pub fn seed_with_a_lopsided_patch() -> u64 {
    (0..500)
        .find(|&seed| {
            let game = GameState::from_seed(Variant::ClassicRevised, seed);
            game.offered().iter().any(|&p| game.can_take(p).is_ok() && p.patch().shape.orientations().len() == 8)
        })
        .expect("some seed offers a patch with eight orientations")
}
