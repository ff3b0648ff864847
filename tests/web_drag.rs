#![cfg(target_arch = "wasm32")]
//! Browser component tests of dragging a patch onto the quilt with a mouse or a finger
//! (headless Chromium, `wasm-bindgen-test`): the corner snaps under the pointer, a patch turned
//! mid-drag is worked out again where it is held, and illegal drops keep it in hand. The page
//! and its checks are shared with `tests/web_play.rs` (`tests/web_support/play.rs`).

use patchwork::rules::{GameState, IllegalAction, Orientation, PatchId, Player, Variant};
use patchwork::ui::i18n;
use patchwork::ui::layout::drag::{dragged, GrabOffset, PointerKind};
use patchwork::ui::layout::Point;
use patchwork::ui::Lang;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;

wasm_bindgen_test_configure!(run_in_browser);

mod web_support;
use web_support::play::*;
use web_support::{attr, text};

// ---------------------------------------------------------------------------------------------
// 3. Moving and snapping (continued from `tests/web_play.rs`): dragging.

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

    still().await;
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
