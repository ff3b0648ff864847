#![cfg(target_arch = "wasm32")]
//! Browser tests of the first page: the SVG drawn for a seed shows exactly the engine's set-up
//! (headless Chromium, `wasm-bindgen-test`).

use std::rc::Rc;
use std::time::Duration;

use patchwork::rules::{GameState, Player, RuleSet, Variant};
use patchwork::ui::layout::Format;
use patchwork::ui::state::address::Settings;
use patchwork::ui::state::ViewAction;
use patchwork::ui::{App, AppProps, PageAction, PageState};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::Element;
use yew::Reducible;

mod web_support;
use web_support::{all, attr, one, text};

wasm_bindgen_test_configure!(run_in_browser);

/// Renders the page for `variant` and `seed` into a fresh `<div>` and lets Yew finish.
async fn render(variant: Variant, seed: u64) -> Element {
    let document = web_sys::window().expect("the tests run in a window").document().expect("a window has a document");
    let root = document.create_element("div").expect("a div can be created");
    document.body().expect("the test page has a body").append_child(&root).expect("a div can be appended to the body");
    let settings = Some(Settings { variant, seed: Some(seed) });
    yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { settings }).render();
    yew::platform::time::sleep(Duration::ZERO).await;
    root
}

#[wasm_bindgen_test]
async fn classic_page_shows_the_engines_set_up() {
    let game = GameState::from_seed(Variant::ClassicRevised, 42);
    let root = render(Variant::ClassicRevised, 42).await;

    // The circle: 33 patches in the engine's buying order, the first three offered.
    let cards = all(&root, "[data-testid=patch-circle] [data-testid=circle-patch]");
    let shown: Vec<String> = cards.iter().map(|c| attr(c, "data-patch")).collect();
    let circle: Vec<String> = game.circle().iter().map(|p| p.label().to_owned()).collect();
    assert_eq!(shown.len(), 33);
    assert_eq!(shown, circle);
    assert_eq!(shown.last().map(String::as_str), Some("c01"));
    let offered: Vec<String> =
        all(&root, "[data-testid=circle-patch][data-offered=true]").iter().map(|c| attr(c, "data-patch")).collect();
    let expected: Vec<String> = game.offered().iter().map(|p| p.label().to_owned()).collect();
    assert_eq!(offered, expected);
    assert_eq!(offered.len(), 3);
    for (card, &patch) in cards.iter().zip(game.circle()) {
        let p = patch.patch();
        assert_eq!(attr(card, "data-cost"), p.cost.to_string());
        assert_eq!(attr(card, "data-time"), p.time.to_string());
        assert_eq!(attr(card, "data-income"), p.income.to_string());
        assert_eq!(attr(card, "data-takeable"), game.can_take(patch).is_ok().to_string());
        // The figure has the patch's squares' outline and a button per income.
        assert_eq!(all(card, ".patch-figure .button-icon").len(), usize::from(p.income));
    }
    one(&root, "[data-testid=neutral-token]");

    // Two empty 9×9 quilts.
    for n in [1, 2] {
        let quilt = one(&root, &format!("[data-testid=quilt-{n}]"));
        assert_eq!(all(&quilt, "[data-testid=quilt-square]").len(), 81);
        assert_eq!(attr(&quilt, "data-empty"), "81");
    }

    // The time board: every space, its income marks and leather patches.
    let rules = game.rules();
    let spaces = all(&root, "[data-testid=time-board] [data-testid=time-space]");
    assert_eq!(spaces.len(), 54);
    let marked: Vec<u8> = spaces
        .iter()
        .filter(|s| attr(s, "data-income") == "true")
        .map(|s| attr(s, "data-space").parse().expect("a space number"))
        .collect();
    assert_eq!(marked, RuleSet::spaces(rules.income_marks).collect::<Vec<_>>());
    let leather: Vec<u8> = all(&root, "[data-testid=leather-patch]")
        .iter()
        .map(|s| attr(s, "data-space").parse().expect("a space number"))
        .collect();
    assert_eq!(leather, [26, 32, 38, 44, 50]);
    assert_eq!(leather, game.leather_spaces_left().collect::<Vec<_>>());

    // Both tokens on the start space, player 1's on top.
    let token = |n: u8| one(&root, &format!("[data-testid=time-token-{n}]"));
    assert_eq!(attr(&token(1), "data-space"), "0");
    assert_eq!(attr(&token(2), "data-space"), "0");
    assert_eq!(attr(&token(1), "data-on-top"), "true");
    assert_eq!(attr(&token(2), "data-on-top"), "false");

    // Panels: the engine's numbers.
    for player in Player::BOTH {
        let n = player.number();
        assert_eq!(text(&root, &format!("[data-testid=buttons-{n}]")), game.buttons(player).to_string());
        assert_eq!(text(&root, &format!("[data-testid=income-{n}]")), game.quilt(player).income().to_string());
        assert_eq!(text(&root, &format!("[data-testid=score-{n}]")), game.score(player).total().to_string());
    }
    assert_eq!(text(&root, "[data-testid=score-1]"), "-157");
    one(&root, "[data-testid=to-move-1]");
    assert!(all(&root, "[data-testid=to-move-2]").is_empty());
    let bonus = one(&root, "[data-testid=bonus-tile]");
    assert_eq!(attr(&bonus, "data-points"), "7");
    assert_eq!(attr(&one(&root, "[data-testid=game-title]"), "data-seed"), "42");
}

#[wasm_bindgen_test]
async fn express_page_has_fifteen_patches_and_seven_by_seven_quilts() {
    let game = GameState::from_seed(Variant::Express, 7);
    let root = render(Variant::Express, 7).await;
    let shown: Vec<String> = all(&root, "[data-testid=circle-patch]").iter().map(|c| attr(c, "data-patch")).collect();
    let circle: Vec<String> = game.circle().iter().map(|p| p.label().to_owned()).collect();
    assert_eq!(shown.len(), 15);
    assert_eq!(shown, circle);
    assert_eq!(shown.last().map(String::as_str), Some("e01"));
    for n in [1, 2] {
        let quilt = one(&root, &format!("[data-testid=quilt-{n}]"));
        assert_eq!(all(&quilt, "[data-testid=quilt-square]").len(), 49);
    }
    assert_eq!(all(&root, "[data-testid=time-space]").len(), 30);
    let leather: Vec<String> =
        all(&root, "[data-testid=leather-patch]").iter().map(|s| attr(s, "data-space")).collect();
    assert_eq!(leather, ["7", "11", "15", "19", "23", "27"]);
    assert!(all(&root, "[data-testid=bonus-tile]").is_empty());
    assert_eq!(text(&root, "[data-testid=score-2]"), "-93");
}

#[wasm_bindgen_test]
async fn the_original_board_has_its_own_leather_spaces() {
    let root = render(Variant::ClassicOriginal, 3).await;
    let leather: Vec<String> =
        all(&root, "[data-testid=leather-patch]").iter().map(|s| attr(s, "data-space")).collect();
    assert_eq!(leather, ["20", "26", "32", "44", "50"]);
}

#[wasm_bindgen_test]
async fn the_same_seed_draws_the_same_circle() {
    let order = |root: &Element| -> Vec<String> {
        all(root, "[data-testid=circle-patch]").iter().map(|c| attr(c, "data-patch")).collect()
    };
    let a = render(Variant::ClassicRevised, 2024).await;
    let b = render(Variant::ClassicRevised, 2024).await;
    let c = render(Variant::ClassicRevised, 2025).await;
    assert_eq!(order(&a), order(&b));
    assert_ne!(order(&a), order(&c));
}

#[wasm_bindgen_test]
fn resizing_changes_the_state_only_when_the_format_changes() {
    let settings = Settings::default();
    let page = Rc::new(PageState::new(settings, 1, Format::Landscape));
    let same = page.clone().reduce(PageAction::from(ViewAction::Resized(Format::Landscape)));
    assert!(Rc::ptr_eq(&page, &same));
    let turned = page.clone().reduce(PageAction::from(ViewAction::Resized(Format::Portrait)));
    assert_eq!(turned.view.format, Format::Portrait);
    assert_eq!(turned.session.game, page.session.game);
    assert_eq!(turned.session.settings().seed, Some(1));
}
