#![cfg(target_arch = "wasm32")]
//! Browser component tests of the playable page (headless Chromium, `wasm-bindgen-test`): what
//! the circle marks as takeable, turning, moving and placing a held patch, and a leather patch.
//! Dragging is in `tests/web_drag.rs`.
//!
//! Each test renders the real [`App`](patchwork::ui::App) (or one component) into a fresh
//! `<div>`, sends it real DOM events — `PointerEvent`s at screen positions taken from
//! `getBoundingClientRect` and delivered to the element `elementFromPoint` finds there,
//! `KeyboardEvent`s to the focused element — and checks the `data-*` contract of
//! `e2e/README.md` against the engine, played alongside as a shadow `GameState`.

use std::rc::Rc;

use patchwork::rules::{Action, Cell, GameState, IllegalAction, Orientation, Player, Rng, Variant};
use patchwork::ui::components::{view_patch_circle, PatchCircleArgs};
use patchwork::ui::layout::drag::clamp_anchor;
use patchwork::ui::layout::{Format, Layout};
use patchwork::ui::state::address::Settings;
use patchwork::ui::{Lang, PageState, UiContext};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

mod web_support;
use web_support::play::*;
use web_support::{all, attr, one};

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
            { view_patch_circle(&PatchCircleArgs { game, ring: layout.ring.clone(), chosen: None, held: None }, Lang::En, &ui) }
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

    // The buttons and the turn handle turn it too, where it lies.
    click_button(root, "rotate").await;
    orientation = orientation.rotated_clockwise();
    check_held(root, &game, patch, orientation, held_anchor(root));
    click_button(root, "mirror").await;
    orientation = orientation.mirrored();
    check_held(root, &game, patch, orientation, held_anchor(root));
    let anchor = held_anchor(root);
    let handle = one(&held(root).expect("held"), "[data-testid=turn-handle]");
    let at = centre_of(&handle);
    assert!(handle.contains(Some(&*hit(at))), "the turn handle is on top");
    tap(at).await;
    orientation = orientation.rotated_clockwise();
    check_held(root, &game, patch, orientation, anchor);
    // A tap on the held patch is a tap on the square under it: it never turns the patch.
    let first = patch.patch().shape.oriented(orientation).cells[0];
    let under = ((anchor.0 + i64::from(first.0)) as u8, (anchor.1 + i64::from(first.1)) as u8);
    tap_over_square(root, Player::One, under.0, under.1).await;
    check_held(root, &game, patch, orientation, aimed(&game, patch, orientation, anchor, under));
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

    // A tap on a square puts the patch over it (the page's aim), turned as it was.
    let mut anchor = held_anchor(root);
    for (row, col) in [(6, 5), (2, 3)] {
        tap_over_square(root, Player::One, row, col).await;
        anchor = aimed(&game, patch, o, anchor, (row, col));
        check_held(root, &game, patch, o, anchor);
        assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true", "an empty quilt has room");
    }

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

    // A tap on the last square covers it if the shape, turned so, can; else it stays. Either
    // way it lies on the quilt.
    tap_over_square(root, Player::One, 8, 8).await;
    anchor = aimed(&game, patch, o, anchor, (8, 8));
    check_held(root, &game, patch, o, anchor);
    assert_eq!(anchor, clamp_anchor(anchor, 9, h, w), "on the quilt");
    press("ArrowLeft").await;
    anchor = clamp_anchor((anchor.0, anchor.1 - 1), 9, h, w);
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

// ---------------------------------------------------------------------------------------------
// 4. Placing.

#[wasm_bindgen_test]
async fn enter_places_the_held_patch_and_the_turn_passes() {
    let seed = seed_with_a_lopsided_patch();
    let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
    let page = Page::open(Variant::ClassicRevised, seed).await;
    let root = &page.root;

    // Two turns in a row through the page, each: tap the card, R, tap a square (the patch then
    // covers it), Enter.
    for (row, col) in [(4, 4), (4, 4)] {
        let player = game.to_move().expect("someone is to move");
        let patch = takeable(&game);
        let cost = u16::from(patch.patch().cost);
        let buttons = game.buttons(player);
        tap_card(root, patch).await;
        press("r").await;
        let o = Orientation::IDENTITY.rotated_clockwise();
        let anchor = aimed(&game, patch, o, held_anchor(root), (row, col));
        tap_over_square(root, player, row, col).await;
        check_held(root, &game, patch, o, anchor);
        assert_eq!(attr(&held(root).expect("held"), "data-legal"), "true", "an empty quilt has room");
        press("Enter").await;
        assert!(held(root).is_none(), "placed");

        let action = placement(&game, patch, o, anchor).expect("on the quilt");
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
