#![cfg(target_arch = "wasm32")]
//! Browser component tests of the playable page (headless Chromium, `wasm-bindgen-test`).
//!
//! Each test renders the real [`App`] (or one component) into a fresh `<div>`, sends it real DOM
//! events — `PointerEvent`s at screen positions taken from `getBoundingClientRect` and
//! delivered to the element `elementFromPoint` finds there, `KeyboardEvent`s to the focused
//! element — and checks the `data-*` contract of `e2e/README.md` against the engine, played
//! alongside as a shadow `GameState`.

use std::rc::Rc;
use std::time::Duration;

use patchwork::rules::{Action, Cell, GameState, IllegalAction, Orientation, PatchId, Player, Rng, Variant};
use patchwork::ui::components::{view_patch_circle, PatchCircleArgs};
use patchwork::ui::i18n;
use patchwork::ui::layout::drag::{clamp_anchor, dragged, GrabOffset, PointerKind};
use patchwork::ui::layout::{Format, Layout, Point, QuiltGrid};
use patchwork::ui::state::address::Settings;
use patchwork::ui::{App, AppProps, Lang, PageState, UiContext};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

mod web_support;
use web_support::{all, attr, number, one, text};

// ---------------------------------------------------------------------------------------------
// The page and its DOM.

fn document() -> web_sys::Document {
    web_sys::window().expect("a window").document().expect("a window has a document")
}

/// Lets Yew render, run its effects (which install the drag listeners) and render again.
async fn settle() {
    for _ in 0..3 {
        yew::platform::time::sleep(Duration::ZERO).await;
    }
}

/// A fresh `<div>` at the end of the body.
fn fresh_root() -> Element {
    let root = document().create_element("div").expect("a div can be created");
    document().body().expect("the test page has a body").append_child(&root).expect("a div can be appended");
    root
}

/// A page rendered into its own `<div>`; dropping it unmounts the app (and its window
/// listeners) and removes the `<div>`.
struct Page {
    root: Element,
    app: Option<yew::AppHandle<App>>,
}

impl Page {
    async fn open(variant: Variant, seed: u64) -> Page {
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

fn card(root: &Element, patch: PatchId) -> Element {
    one(root, &format!("[data-testid=circle-patch][data-patch={}]", patch.label()))
}

fn square(root: &Element, player: Player, row: u8, col: u8) -> Element {
    one(
        root,
        &format!(
            "[data-testid=quilt-{}] [data-testid=quilt-square][data-row='{row}'][data-col='{col}']",
            player.number()
        ),
    )
}

fn held(root: &Element) -> Option<Element> {
    let found = all(root, "[data-testid=held-patch]");
    assert!(found.len() <= 1, "at most one held patch");
    found.into_iter().next()
}

fn held_anchor(root: &Element) -> (i64, i64) {
    let held = held(root).expect("a patch is held");
    let n = |name| attr(&held, name).parse::<i64>().unwrap_or_else(|_| panic!("{name} is a whole number"));
    (n("data-anchor-row"), n("data-anchor-col"))
}

fn held_orientation(root: &Element) -> Orientation {
    let held = held(root).expect("a patch is held");
    let index: u8 = attr(&held, "data-orientation").parse().expect("an orientation index");
    Orientation::from_index(index).expect("an orientation index below 8")
}

/// The grid of `player`'s quilt as drawn: each `quilt-square` is its cell inset by half a unit.
fn grid_of(root: &Element, player: Player, size: u8) -> QuiltGrid {
    let first = square(root, player, 0, 0);
    let last = square(root, player, size - 1, size - 1);
    let (x0, y0) = (number(&first, "x"), number(&first, "y"));
    let cell = (number(&last, "x") - x0) / f64::from(size - 1);
    QuiltGrid { origin: Point::new(x0 - 0.5, y0 - 0.5), cell, size, turned: false }
}

/// The quilt squares `(row, col)` under the squares drawn for the held patch, sorted, found on
/// the screen: the centre of each drawn square lies inside that quilt square, and it is drawn
/// at quilt size (its side within a unit of the quilt square's).
fn drawn_squares(root: &Element, grid: &QuiltGrid, player: Player) -> Vec<(i64, i64)> {
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

fn cells_of(board: patchwork::rules::Bitboard) -> Vec<(i64, i64)> {
    let mut cells: Vec<(i64, i64)> = board.cells().map(|c| (i64::from(c.row()), i64::from(c.col()))).collect();
    cells.sort_unstable();
    cells
}

/// The middle of an element on screen, in CSS pixels.
fn centre_of(element: &Element) -> (f64, f64) {
    let r = element.get_bounding_client_rect();
    (r.left() + r.width() / 2.0, r.top() + r.height() / 2.0)
}

/// The screen position of the SVG point `p`, measured from `player`'s square (0, 0) as laid out.
fn screen_of(root: &Element, player: Player, p: Point) -> (f64, f64) {
    let first = square(root, player, 0, 0);
    let r = first.get_bounding_client_rect();
    let scale = r.width() / number(&first, "width");
    (r.left() + (p.x - number(&first, "x")) * scale, r.top() + (p.y - number(&first, "y")) * scale)
}

// ---------------------------------------------------------------------------------------------
// Events.

const MOUSE: i32 = 1;

fn pointer_event(kind: &str, (x, y): (f64, f64), pointer_type: &str, id: i32) -> PointerEvent {
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
fn hit(at: (f64, f64)) -> Element {
    document().element_from_point(at.0 as f32, at.1 as f32).expect("something is on screen there")
}

/// Sends a pointer event to whatever is at `at`, as the browser would.
fn pointer(kind: &str, at: (f64, f64), pointer_type: &str, id: i32) {
    let event = pointer_event(kind, at, pointer_type, id);
    hit(at).dispatch_event(&event).expect("the event is dispatched");
}

/// A tap (down, up and click without moving) at `at`.
async fn tap(at: (f64, f64)) {
    pointer("pointerdown", at, "mouse", MOUSE);
    settle().await;
    pointer("pointerup", at, "mouse", MOUSE);
    pointer("click", at, "mouse", MOUSE);
    settle().await;
}

/// A key pressed with the focus where it is (the body, or a focused card).
async fn press(key: &str) {
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

async fn click_button(root: &Element, testid: &str) {
    one(root, &format!("[data-testid={testid}]")).unchecked_into::<HtmlElement>().click();
    settle().await;
}

/// Taps the card of `patch`, checking that the tap lands on it.
async fn tap_card(root: &Element, patch: PatchId) {
    let card = card(root, patch);
    let at = centre_of(&card);
    let top = hit(at);
    assert!(card.contains(Some(&*top)), "the middle of the card of {patch} is on top");
    tap(at).await;
}

/// Taps the middle of `player`'s quilt square (`row`, `col`).
async fn tap_square(root: &Element, player: Player, row: u8, col: u8) {
    let target = square(root, player, row, col);
    let at = centre_of(&target);
    assert_eq!(hit(at), target, "square ({row}, {col}) is on top");
    tap(at).await;
}

// ---------------------------------------------------------------------------------------------
// The engine's view.

/// The squares of `patch` in `orientation` on `anchor`, if it lies on the quilt.
fn placement(game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) -> Option<Action> {
    let squares = game.placement(patch, orientation, anchor.0, anchor.1).ok()?;
    Some(Action::TakePatch { patch, squares })
}

/// Whether the engine accepts `patch` in `orientation` on `anchor`.
fn legal(game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) -> bool {
    placement(game, patch, orientation, anchor).is_some_and(|a| game.check(&a).is_ok())
}

/// The held patch as shown agrees with the engine: orientation, anchor, squares and legality.
fn check_held(root: &Element, game: &GameState, patch: PatchId, orientation: Orientation, anchor: (i64, i64)) {
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
fn check_page(root: &Element, game: &GameState) {
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
fn check_circle(root: &Element, game: &GameState) -> Vec<String> {
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
fn takeable(game: &GameState) -> PatchId {
    let offered = || game.offered().iter().copied().filter(|&p| game.can_take(p).is_ok());
    offered()
        .find(|p| p.patch().shape.orientations().len() == 8)
        .or_else(|| offered().next())
        .expect("a takeable patch")
}

/// A classic seed whose opening offers a takeable patch with eight distinct orientations.
fn seed_with_a_lopsided_patch() -> u64 {
    (0..500)
        .find(|&seed| {
            let game = GameState::from_seed(Variant::ClassicRevised, seed);
            game.offered().iter().any(|&p| game.can_take(p).is_ok() && p.patch().shape.orientations().len() == 8)
        })
        .expect("some seed offers a patch with eight orientations")
}

// ---------------------------------------------------------------------------------------------
// 1. What the circle marks as takeable.

#[wasm_bindgen_test]
async fn the_circle_marks_what_the_engine_lets_the_player_take() {
    let dear = |variant: Variant| {
        (0..1000)
            .find(|&seed| {
                let game = GameState::from_seed(variant, seed);
                game.offered().iter().any(|&p| u16::from(p.patch().cost) > game.buttons(Player::One))
            })
            .expect("some seed offers a patch the starter cannot afford")
    };
    let cases = [
        (Variant::ClassicRevised, 42),
        (Variant::ClassicRevised, 2024),
        (Variant::ClassicOriginal, 3),
        (Variant::ClassicRevised, dear(Variant::ClassicRevised)),
        (Variant::Express, 7),
        (Variant::Express, 11),
        (Variant::Express, dear(Variant::Express)),
    ];
    let mut afford = 0;
    for (variant, seed) in cases {
        let game = GameState::from_seed(variant, seed);
        let page = Page::open(variant, seed).await;
        let reasons = check_circle(&page.root, &game);
        afford += reasons.iter().filter(|r| *r == "afford").count();
        assert!(reasons.iter().all(|r| r == "afford"), "every patch fits an empty quilt");
    }
    assert!(afford >= 2, "the dear seeds show patches the player cannot afford");
}

/// A position reached by random play where an offered patch fits nowhere on the quilt of the
/// player to move while another can be taken.
fn position_with_a_patch_that_does_not_fit(variant: Variant) -> GameState {
    for seed in 0..300 {
        let mut game = GameState::from_seed(variant, seed);
        let mut rng = Rng::seed_from_u64(seed);
        while !game.is_over() {
            if game.pending_leather() == 0 {
                let reasons: Vec<_> = game.offered().iter().map(|&p| game.can_take(p)).collect();
                if reasons.iter().any(|r| matches!(r, Err(IllegalAction::Overlaps)))
                    && reasons.iter().any(Result::is_ok)
                {
                    return game;
                }
            }
            let action = game.legal().random(&mut rng).expect("a legal action while the game goes on");
            game.play_quiet(action).expect("a legal action is accepted");
        }
    }
    panic!("random games reach a patch that does not fit")
}

#[derive(Properties, PartialEq)]
struct CircleOnlyProps {
    game: Rc<GameState>,
}

/// The circle of patches alone, for a position no seed starts with.
#[function_component(CircleOnly)]
fn circle_only(props: &CircleOnlyProps) -> Html {
    let page = use_reducer(|| PageState::new(Settings::default(), 1, Format::Landscape));
    let svg = use_node_ref();
    let ui = UiContext { dispatch: page.dispatcher(), svg: svg.clone() };
    let game = props.game.clone();
    let layout = Layout::new(Format::Landscape, game.circle().len() + 1, game.rules().final_space);
    html! {
        <svg ref={svg} viewBox={format!("0 0 {} {}", layout.view.w, layout.view.h)} width="400">
            { view_patch_circle(&PatchCircleArgs { game, ring: layout.ring.clone() }, Lang::En, &ui) }
        </svg>
    }
}

#[wasm_bindgen_test]
async fn an_offered_patch_that_fits_nowhere_is_marked_fit() {
    for variant in [Variant::Express, Variant::ClassicRevised] {
        let game = Rc::new(position_with_a_patch_that_does_not_fit(variant));
        let root = fresh_root();
        let app =
            yew::Renderer::<CircleOnly>::with_root_and_props(root.clone(), CircleOnlyProps { game: game.clone() })
                .render();
        settle().await;
        let reasons = check_circle(&root, &game);
        assert!(reasons.iter().any(|r| r == "fit"), "{variant:?}: a patch marked fit");
        app.destroy();
        root.remove();
    }
}

// ---------------------------------------------------------------------------------------------
// 2. Orientation.

#[wasm_bindgen_test]
async fn r_and_f_turn_the_held_patch_through_all_eight_orientations() {
    let seed = seed_with_a_lopsided_patch();
    let game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;
    assert!(held(root).is_none());

    tap_card(root, patch).await;
    let mut orientation = Orientation::IDENTITY;
    let first = game.fitting_anchors(Player::One, patch, orientation).cells().next().expect("it fits");
    let anchor = (i64::from(first.row()), i64::from(first.col()));
    check_held(root, &game, patch, orientation, anchor);
    assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true", "picked where it fits");

    let mut seen = std::collections::BTreeSet::from([orientation]);
    for key in ["r", "r", "r", "f", "R", "r", "r", "F", "f", "r"] {
        press(key).await;
        orientation = match key {
            "r" | "R" => orientation.rotated_clockwise(),
            _ => orientation.mirrored(),
        };
        seen.insert(orientation);
        let anchor = held_anchor(root);
        assert!(game.placement(patch, orientation, anchor.0, anchor.1).is_ok(), "turning keeps it on the quilt");
        check_held(root, &game, patch, orientation, anchor);
    }
    assert_eq!(seen.len(), 8, "all eight orientations shown");

    // The buttons and a tap on the held patch turn it too.
    click_button(root, "rotate").await;
    orientation = orientation.rotated_clockwise();
    check_held(root, &game, patch, orientation, held_anchor(root));
    click_button(root, "mirror").await;
    orientation = orientation.mirrored();
    check_held(root, &game, patch, orientation, held_anchor(root));
    let shown = held(root).expect("held");
    let first_square = all(&shown, "rect").into_iter().next().expect("a square");
    tap(centre_of(&first_square)).await;
    orientation = orientation.rotated_clockwise();
    check_held(root, &game, patch, orientation, held_anchor(root));
    check_page(root, &game);
}

// ---------------------------------------------------------------------------------------------
// 3. Moving and snapping.

#[wasm_bindgen_test]
async fn a_tap_on_a_square_moves_the_patch_there_and_arrows_step_it() {
    let seed = seed_with_a_lopsided_patch();
    let game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let shape = patch.patch().shape.oriented(Orientation::IDENTITY);
    let (h, w) = (shape.height, shape.width);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;
    tap_card(root, patch).await;
    let o = Orientation::IDENTITY;

    // A square well away from where it is first held (its corner), so the tap hits the square.
    tap_square(root, Player::One, 6, 5).await;
    check_held(root, &game, patch, o, (6, 5));
    tap_square(root, Player::One, 2, 3).await;
    check_held(root, &game, patch, o, (2, 3));
    assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true");

    let mut anchor = (2, 3);
    for key in ["ArrowRight", "ArrowDown", "ArrowDown", "ArrowLeft", "ArrowUp"] {
        press(key).await;
        let step = match key {
            "ArrowRight" => (0, 1),
            "ArrowLeft" => (0, -1),
            "ArrowDown" => (1, 0),
            _ => (-1, 0),
        };
        anchor = clamp_anchor((anchor.0 + step.0, anchor.1 + step.1), 9, h, w);
        check_held(root, &game, patch, o, anchor);
    }

    // A tap on the last square hangs the patch off the quilt: shown as illegal.
    tap_square(root, Player::One, 8, 8).await;
    check_held(root, &game, patch, o, (8, 8));
    assert_eq!(attr(&held(root).expect("held"), "data-legal"), (h == 1 && w == 1).to_string());
    // An arrow first brings it back onto the quilt, then steps.
    press("ArrowLeft").await;
    let back = clamp_anchor((8, 8), 9, h, w);
    anchor = clamp_anchor((back.0, back.1 - 1), 9, h, w);
    check_held(root, &game, patch, o, anchor);
    for _ in 0..10 {
        press("ArrowRight").await;
    }
    anchor = (anchor.0, i64::from(9 - w));
    check_held(root, &game, patch, o, anchor);

    // The other player's quilt is not where this patch goes.
    tap_square(root, Player::Two, 1, 1).await;
    check_held(root, &game, patch, o, anchor);
    check_page(root, &game);
}

/// Drags `patch` from its card to the screen spot that puts its top-left corner a quarter square
/// into square `target` (with a mouse), checks the snapped anchor while dragging, and drops it.
async fn drag_card_to(
    root: &Element,
    game: &GameState,
    patch: PatchId,
    target: (u8, u8),
    pointer_type: &str,
) -> (i64, i64) {
    let player = game.to_move().expect("someone is to move");
    let size = game.rules().quilt_size;
    let grid = grid_of(root, player, size);
    let shape = patch.patch().shape.oriented(Orientation::IDENTITY);
    let (h, w) = (shape.height, shape.width);
    let grab = GrabOffset::centre(h, w);
    let kind = PointerKind::from_pointer_type(pointer_type);
    let corner = Point::new(
        grid.origin.x + (f64::from(target.1) + 0.25) * grid.cell,
        grid.origin.y + (f64::from(target.0) + 0.25) * grid.cell,
    );
    // The pointer holds a patch from the circle by its middle, `lift` squares below it.
    let p = Point::new(corner.x + grab.x * grid.cell, corner.y + (grab.y + kind.lift()) * grid.cell);
    let expected = dragged(&grid, p, grab, kind.lift(), (h, w)).1;

    let start = centre_of(&card(root, patch));
    let id = 5;
    pointer("pointerdown", start, pointer_type, id);
    settle().await;
    let shown = held(root).expect("a pointer-down on a takeable card holds it");
    assert_eq!(attr(&shown, "data-dragging"), "false", "not dragging before it moves");
    let end = screen_of(root, player, p);
    let halfway = ((start.0 + end.0) / 2.0, (start.1 + end.1) / 2.0);
    pointer("pointermove", halfway, pointer_type, id);
    settle().await;
    pointer("pointermove", end, pointer_type, id);
    settle().await;
    let shown = held(root).expect("still held while dragged");
    assert_eq!(attr(&shown, "data-dragging"), "true");
    assert_eq!(held_anchor(root), expected, "snapped under the {pointer_type}");
    assert_eq!(attr(&shown, "data-legal"), legal(game, patch, Orientation::IDENTITY, expected).to_string());
    if game.placement(patch, Orientation::IDENTITY, expected.0, expected.1).is_ok() {
        let squares = game.placement(patch, Orientation::IDENTITY, expected.0, expected.1).expect("on the quilt");
        assert_eq!(drawn_squares(root, &grid, player), cells_of(squares), "drawn snapped to the grid");
    }
    pointer("pointerup", end, pointer_type, id);
    settle().await;
    expected
}

#[wasm_bindgen_test]
async fn dragging_with_a_mouse_snaps_the_corner_and_drops_the_patch() {
    let seed = 42;
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    let anchor = drag_card_to(root, &game, patch, (3, 2), "mouse").await;
    assert_eq!(anchor, (3, 2), "a mouse holds it without lift");
    assert!(held(root).is_none(), "dropped");
    let action = placement(&game, patch, Orientation::IDENTITY, anchor).expect("on the quilt");
    game.play(action).expect("a legal drop");
    check_page(root, &game);
}

#[wasm_bindgen_test]
async fn a_patch_turned_while_dragged_is_worked_out_again_under_the_pointer() {
    let seed = seed_with_a_lopsided_patch();
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    let grid = grid_of(root, Player::One, 9);
    let shape = patch.patch().shape.oriented(Orientation::IDENTITY);
    let grab = GrabOffset::centre(shape.height, shape.width);
    let id = 6;
    pointer("pointerdown", centre_of(&card(root, patch)), "mouse", id);
    settle().await;
    // Against the quilt's edge along the patch's shorter side: it fits as it is, and no longer
    // once a quarter turn makes that side the longer one.
    let (h, w) = (i64::from(shape.height), i64::from(shape.width));
    let target = if h > w { (3, 9 - w) } else { (9 - h, 2) };
    let p = Point::new(
        grid.origin.x + (target.1 as f64 + 0.25 + grab.x) * grid.cell,
        grid.origin.y + (target.0 as f64 + 0.25 + grab.y) * grid.cell,
    );
    let at = screen_of(root, Player::One, p);
    pointer("pointermove", at, "mouse", id);
    settle().await;
    check_held(root, &game, patch, Orientation::IDENTITY, target);
    assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true");

    // R and F with the pointer still down: the patch turns where it is held, and the anchor,
    // the engine's answer and the squares drawn all follow the turned shape at once.
    let mut orientation = Orientation::IDENTITY;
    for (key, fits) in [("r", false), ("f", false), ("r", true)] {
        press(key).await;
        orientation = if key == "r" { orientation.rotated_clockwise() } else { orientation.mirrored() };
        let turned = patch.patch().shape.oriented(orientation);
        let expected = dragged(&grid, p, grab, 0.0, (turned.height, turned.width)).1;
        let shown = held(root).expect("held");
        assert_eq!(attr(&shown, "data-dragging"), "true", "still dragged after {key}");
        assert_eq!(attr(&shown, "data-legal"), fits.to_string(), "after {key}");
        check_held(root, &game, patch, orientation, expected);
    }
    let anchor = held_anchor(root);
    pointer("pointerup", at, "mouse", id);
    settle().await;
    assert!(held(root).is_none(), "dropped");
    let action = placement(&game, patch, orientation, anchor).expect("on the quilt");
    game.play(action).expect("a legal drop");
    check_page(root, &game);
}

#[wasm_bindgen_test]
async fn a_finger_holds_the_patch_higher_and_an_illegal_drop_keeps_it_in_hand() {
    let seed = 42;
    let game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    // Held 1.5 squares above the finger: the corner lands one row higher than under a mouse.
    let grid = grid_of(root, Player::One, 9);
    let shape = patch.patch().shape.oriented(Orientation::IDENTITY);
    let (h, w) = (shape.height, shape.width);
    let start = centre_of(&card(root, patch));
    let id = 9;
    pointer("pointerdown", start, "touch", id);
    settle().await;
    let grab = GrabOffset::centre(h, w);
    let p = Point::new(grid.origin.x + (4.25 + grab.x) * grid.cell, grid.origin.y + (4.25 + grab.y) * grid.cell);
    pointer("pointermove", screen_of(root, Player::One, p), "touch", id);
    settle().await;
    assert_eq!(held_anchor(root), (3, 4), "one row above the mouse's (4, 4)");
    assert_eq!(held_anchor(root), dragged(&grid, p, grab, PointerKind::Touch.lift(), (h, w)).1);

    // Dropped half off the quilt's left edge: refused and said why; still held, back on the quilt.
    let off = Point::new(grid.origin.x + (grab.x - 1.75) * grid.cell, p.y);
    let at = screen_of(root, Player::One, off);
    pointer("pointermove", at, "touch", id);
    settle().await;
    let anchor = held_anchor(root);
    assert!(anchor.1 < 0, "off the left edge: {anchor:?}");
    assert_eq!(attr(&held(root).expect("held"), "data-legal"), "false");
    pointer("pointerup", at, "touch", id);
    settle().await;
    let kept = held(root).expect("an illegal drop keeps the patch in hand");
    assert_eq!(attr(&kept, "data-patch"), patch.label());
    assert_eq!(held_anchor(root), (anchor.0, 0), "brought back onto the quilt");
    assert_eq!(text(root, "[data-testid=message]"), i18n::refusal(Lang::En, IllegalAction::OffQuilt));
    check_page(root, &game);
}

#[wasm_bindgen_test]
async fn a_drop_on_another_patch_keeps_it_in_hand_and_says_why() {
    let seed = 42;
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    // Each player drags a patch onto their quilt.
    for _ in 0..2 {
        let patch = takeable(&game);
        let anchor = drag_card_to(root, &game, patch, (3, 2), "mouse").await;
        game.play(placement(&game, patch, Orientation::IDENTITY, anchor).expect("on the quilt")).expect("legal");
        check_page(root, &game);
    }

    // Now a patch dragged onto the one already there: on the quilt, but overlapping.
    let patch = takeable(&game);
    let size = game.rules().quilt_size;
    let target = (0..size)
        .flat_map(|r| (0..size).map(move |c| (r, c)))
        .find(|&(r, c)| {
            placement(&game, patch, Orientation::IDENTITY, (i64::from(r), i64::from(c)))
                .is_some_and(|a| game.check(&a) == Err(IllegalAction::Overlaps))
        })
        .expect("somewhere it overlaps the patch already sewn");
    let anchor = drag_card_to(root, &game, patch, target, "mouse").await;
    assert_eq!(anchor, (i64::from(target.0), i64::from(target.1)));
    let kept = held(root).expect("an illegal drop keeps the patch in hand (e2e/README.md)");
    assert_eq!(attr(&kept, "data-patch"), patch.label());
    assert_eq!(held_anchor(root), anchor, "where it was dropped, to be moved and tried again");
    assert_eq!(text(root, "[data-testid=message]"), i18n::refusal(Lang::En, IllegalAction::Overlaps));
    check_page(root, &game);
}

// ---------------------------------------------------------------------------------------------
// 4. Placing.

#[wasm_bindgen_test]
async fn enter_places_the_held_patch_and_the_turn_passes() {
    let seed = seed_with_a_lopsided_patch();
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    // Two turns in a row through the page, each: tap the card, R, tap a square, Enter.
    for (row, col) in [(4, 4), (4, 4)] {
        let player = game.to_move().expect("someone is to move");
        let patch = takeable(&game);
        let cost = u16::from(patch.patch().cost);
        let buttons = game.buttons(player);
        tap_card(root, patch).await;
        press("r").await;
        let o = Orientation::IDENTITY.rotated_clockwise();
        tap_square(root, player, row, col).await;
        check_held(root, &game, patch, o, (i64::from(row), i64::from(col)));
        assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true", "an empty quilt has room");
        press("Enter").await;
        assert!(held(root).is_none(), "placed");

        let action = placement(&game, patch, o, (i64::from(row), i64::from(col))).expect("on the quilt");
        let Action::TakePatch { squares, .. } = action else { unreachable!("a placement takes a patch") };
        game.play(action).expect("legal");
        assert_eq!(game.buttons(player), buttons - cost);
        for cell in squares.cells() {
            assert_eq!(attr(&square(root, player, cell.row(), cell.col()), "data-patch"), patch.label());
        }
        check_page(root, &game);
    }
}

#[wasm_bindgen_test]
async fn escape_puts_the_patch_back() {
    let game = GameState::from_seed(Variant::Express, 7);
    let patch = takeable(&game);
    let page = Page::open(Variant::Express, 7).await;
    let root = &page.root;
    tap_card(root, patch).await;
    assert!(held(root).is_some());
    press("Escape").await;
    assert!(held(root).is_none());
    check_page(root, &game);
    check_circle(root, &game);
}

#[wasm_bindgen_test]
async fn a_focused_card_is_taken_with_enter_and_placed_with_enter() {
    let seed = 42;
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let patch = takeable(&game);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    let chosen = card(root, patch);
    chosen.unchecked_ref::<web_sys::SvgElement>().focus().expect("an offered card takes the focus");
    assert_eq!(document().active_element().as_ref(), Some(&chosen), "the card has the focus");
    press("Enter").await;
    let first = game.fitting_anchors(Player::One, patch, Orientation::IDENTITY).cells().next().expect("it fits");
    let mut anchor = (i64::from(first.row()), i64::from(first.col()));
    check_held(root, &game, patch, Orientation::IDENTITY, anchor);

    // The keys go to whatever has the focus now, as a keyboard player's would (after the pick
    // the card no longer has it, so a second Enter places rather than picks again).
    press("ArrowDown").await;
    press("ArrowRight").await;
    anchor = (anchor.0 + 1, anchor.1 + 1);
    check_held(root, &game, patch, Orientation::IDENTITY, anchor);
    press("Enter").await;
    assert!(held(root).is_none(), "Enter places the held patch");
    game.play(placement(&game, patch, Orientation::IDENTITY, anchor).expect("on the quilt")).expect("legal");
    check_page(root, &game);
}

// ---------------------------------------------------------------------------------------------
// Leather.

#[wasm_bindgen_test]
async fn a_won_leather_patch_is_placed_by_a_tap_on_an_empty_square() {
    let seed = 1;
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    let mut guard = 0;
    while game.pending_leather() == 0 {
        assert!(all(root, "[data-testid=leather-prompt]").is_empty());
        click_button(root, "advance").await;
        game.play(Action::Advance).expect("advancing is legal");
        guard += 1;
        assert!(guard < 200, "someone wins a leather patch by advancing");
    }
    check_page(root, &game);
    one(root, "[data-testid=leather-prompt]");
    let shown = held(root).expect("the leather patch is held");
    assert_eq!(attr(&shown, "data-patch"), "leather");
    assert_eq!(all(&shown, "rect").len(), 1, "one square");
    assert_eq!(one(root, "[data-testid=place]").get_attribute("disabled"), None);

    // Escape cannot put it back.
    press("Escape").await;
    assert!(held(root).is_some());

    let player = game.to_move().expect("the winner places it");
    let (row, col) = (4, 4);
    assert!(game.quilt(player).patch_at(Cell::new(row, col).expect("a cell")).is_none());
    tap_square(root, player, row, col).await;
    assert!(held(root).is_none(), "placed at once");
    assert!(all(root, "[data-testid=leather-prompt]").is_empty());
    assert_eq!(attr(&square(root, player, row, col), "data-patch"), "leather");
    game.play(Action::PlaceLeather { cell: Cell::new(row, col).expect("a cell") }).expect("legal");
    check_page(root, &game);
    one(root, "[data-testid=advance]");
}
