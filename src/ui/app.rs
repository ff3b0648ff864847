//! The one top-level component: reads the game from the address, holds the page state in a
//! reducer ([`crate::ui::play`]), and lays out the circle of patches, the time board, both
//! quilts, the held patch and the turn's controls.

use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::Player;
use crate::ui::components::{
    place, BonusTile, Controls, GameOver, GameTitle, HeldPatch, NewGame, PatchCircle, PlayerPanel, QuiltBoard,
    TimeBoard,
};
use crate::ui::drag_math::arrow_step;
use crate::ui::geometry::{fmt, Format, Layout};
use crate::ui::play::{NewGameForm, PageAction, PageState, Screen};
use crate::ui::settings::{names_from_query, names_query, Settings};
use crate::ui::theme;
use crate::ui::UiContext;

impl Reducible for PageState {
    type Action = PageAction;

    fn reduce(self: Rc<Self>, action: PageAction) -> Rc<Self> {
        self.reduced(action)
    }
}

/// The game to show.
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The game and seed; `None` reads them from the address (`?seed=…&game=…&board=…`) and
    /// shows the new-game screen when it gives no seed.
    #[prop_or_default]
    pub settings: Option<Settings>,
}

fn window() -> web_sys::Window {
    web_sys::window().expect("the page runs in a window")
}

/// The format of the window's current size.
fn window_format() -> Format {
    let w = window();
    let size = |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    Format::of(size(w.inner_width()), size(w.inner_height()))
}

fn query() -> String {
    window().location().search().unwrap_or_default()
}

/// The first page state: a game from `settings` or the address, else the new-game screen.
fn first_state(settings: Option<Settings>) -> PageState {
    let format = window_format();
    let from_address = settings.is_none();
    let settings = settings.unwrap_or_else(|| Settings::from_query(&query()));
    let [one, two] = if from_address { names_from_query(&query()) } else { [None, None] };
    let names = [one.unwrap_or_else(|| "Player 1".to_owned()), two.unwrap_or_else(|| "Player 2".to_owned())];
    match settings.seed {
        Some(seed) => PageState::with_names(settings, seed, format, names),
        None => {
            let form = NewGameForm { variant: settings.variant, names, ..NewGameForm::default() };
            PageState::new_game(format, form)
        }
    }
}

/// What a key does while a game is shown, if anything.
fn key_action(key: &str) -> Option<PageAction> {
    if let Some(step) = arrow_step(key) {
        return Some(PageAction::Step(step));
    }
    Some(match key {
        "r" | "R" => PageAction::Rotate,
        "f" | "F" => PageAction::Mirror,
        "Enter" => PageAction::Place,
        "Escape" => PageAction::Cancel,
        _ => return None,
    })
}

/// The whole page.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let from_address = props.settings.is_none();
    let page = use_reducer({
        let settings = props.settings;
        move || first_state(settings)
    });
    let svg = use_node_ref();
    let ui = UiContext { dispatch: page.dispatcher(), svg: svg.clone() };

    // A started game goes into the address, so that reloading or sharing shows it again.
    {
        let (screen, settings, names) = (page.screen, page.settings, page.names.clone());
        use_effect_with((screen, settings, names), move |(screen, settings, names)| {
            if from_address && *screen == Screen::Playing {
                let url = format!("{}{}", settings.to_query(), names_query(names));
                if let Ok(history) = window().history() {
                    // Failing to rewrite the address only loses the convenience.
                    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
                }
            }
        });
    }

    {
        let dispatcher = page.dispatcher();
        use_effect_with((), move |()| {
            let resize = EventListener::new(&window(), "resize", {
                let dispatcher = dispatcher.clone();
                move |_| dispatcher.dispatch(PageAction::Resized(window_format()))
            });
            let keys = EventListener::new(&window(), "keydown", move |event| {
                let event = event.unchecked_ref::<web_sys::KeyboardEvent>();
                let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                let tag = target.map(|t| t.tag_name().to_ascii_lowercase()).unwrap_or_default();
                if tag == "input" || (tag == "button" && event.key() == "Enter") {
                    return;
                }
                if let Some(action) = key_action(&event.key()) {
                    event.prevent_default();
                    dispatcher.dispatch(action);
                }
            });
            move || drop((resize, keys))
        });
    }

    // Toasts fade by themselves after a little over two seconds.
    {
        let dispatcher = page.dispatcher();
        use_effect_with(page.next_toast, move |&upto| {
            Timeout::new(2_400, move || dispatcher.dispatch(PageAction::ExpireToasts(upto))).forget();
        });
    }

    let game = page.game.clone();
    let slots = game.circle().len() + 1;
    let final_space = game.rules().final_space;
    let layout = use_memo((page.format, slots, final_space), |&(format, slots, last)| Layout::new(format, slots, last));
    let view = layout.view;
    let stage = format!(
        "position:absolute;inset:0;margin:auto;width:min(100vw, calc(100vh * {w} / {h}));\
         height:min(100vh, calc(100vw * {h} / {w}));container-type:size;touch-action:none",
        w = fmt(view.w),
        h = fmt(view.h)
    );
    let outer = format!("position:fixed;inset:0;overflow:hidden;background:{}", theme::BACKGROUND);
    if page.screen == Screen::NewGame {
        return html! {
            <ContextProvider<UiContext> context={ui}>
                <div data-testid="app" style={outer}>
                    <style>{ theme::HTML_STYLE }</style>
                    <NewGame form={page.form.clone()} />
                </div>
            </ContextProvider<UiContext>>
        };
    }
    // The bonus tile lies beside the board until someone wins it.
    let bonus = match (&game.rules().bonus_tile, game.bonus_holder()) {
        (Some(tile), None) => Some(html! {
            <BonusTile square={tile.square} points={tile.points} rect={layout.bonus} />
        }),
        _ => None,
    };
    let format = match layout.format {
        Format::Landscape => "landscape",
        Format::Portrait => "portrait",
    };
    let players = Player::BOTH.map(|player| {
        html! {
            <>
                <PlayerPanel game={game.clone()} {player} frame={layout.panels[player]}
                    name={page.names[player.index()].clone()} />
                <QuiltBoard game={game.clone()} {player} frame={layout.quilts[player]} />
            </>
        }
    });
    let held = match (page.held, game.to_move()) {
        (Some(held), Some(player)) => Some(html! {
            <HeldPatch game={game.clone()} {held} grab={page.grab}
                grid={layout.quilt_grid(player, game.rules().quilt_size)} />
        }),
        _ => None,
    };
    let over = game.outcome().map(|outcome| {
        html! { <GameOver {outcome} names={page.names.clone()} style={place(layout.ring.inner())} /> }
    });
    html! {
        <ContextProvider<UiContext> context={ui}>
        <div data-testid="app" style={outer}>
            <style>{ theme::HTML_STYLE }</style>
            <div class="stage" style={stage}>
            <svg ref={svg} class="patchwork" data-testid="page" data-format={format}
                data-variant={format!("{:?}", page.settings.variant)}
                xmlns="http://www.w3.org/2000/svg"
                viewBox={format!("0 0 {} {}", fmt(view.w), fmt(view.h))}
                width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
                role="img" aria-label="Patchwork: the time board, the circle of patches and both quilts"
                style="display:block;touch-action:none">
                <style>{ theme::STYLE }</style>
                <PatchCircle game={game.clone()} ring={layout.ring.clone()} />
                <GameTitle variant={page.settings.variant} seed={page.seed} frame={layout.title} />
                <TimeBoard game={game.clone()} frame={layout.time_board}
                    track={layout.track.clone()} />
                { for bonus }
                { for players }
            </svg>
            <div class="overlay" style={format!("--u:calc(100cqw / {})", fmt(view.w))}>
                <Controls game={game.clone()} names={page.names.clone()} held={page.held}
                    message={page.message.clone()} toasts={page.toasts.clone()} places={layout.controls} />
                { for over }
            </div>
            // The held patch has an SVG of its own, the same size and viewBox as the page's, on
            // top: moving it then repaints only this small layer, not the whole board.
            <svg class="held-layer" xmlns="http://www.w3.org/2000/svg"
                viewBox={format!("0 0 {} {}", fmt(view.w), fmt(view.h))}
                width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
                style="position:absolute;inset:0;display:block;pointer-events:none">
                <defs>
                    <filter id="lift" x="-20%" y="-20%" width="140%" height="140%">
                        <feDropShadow dx="0" dy="1.5" stdDeviation="1.6" flood-color="#5a4325"
                            flood-opacity="0.3" />
                    </filter>
                </defs>
                { for held }
            </svg>
            </div>
        </div>
        </ContextProvider<UiContext>>
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
    use web_sys::Element;

    use super::*;
    use crate::rules::{GameState, RuleSet, Variant};

    wasm_bindgen_test_configure!(run_in_browser);

    /// Renders the page for `variant` and `seed` into a fresh `<div>` and lets Yew finish.
    async fn render(variant: Variant, seed: u64) -> Element {
        let document = window().document().expect("a window has a document");
        let root = document.create_element("div").expect("a div can be created");
        document
            .body()
            .expect("the test page has a body")
            .append_child(&root)
            .expect("a div can be appended to the body");
        let settings = Some(Settings { variant, seed: Some(seed) });
        yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { settings }).render();
        yew::platform::time::sleep(Duration::ZERO).await;
        root
    }

    fn all(root: &Element, selector: &str) -> Vec<Element> {
        let list = root.query_selector_all(selector).expect("the selector is valid");
        (0..list.length()).filter_map(|i| list.item(i)).map(wasm_bindgen::JsCast::unchecked_into::<Element>).collect()
    }

    fn one(root: &Element, selector: &str) -> Element {
        let found = all(root, selector);
        assert_eq!(found.len(), 1, "exactly one {selector}");
        found.into_iter().next().expect("one element")
    }

    fn attr(element: &Element, name: &str) -> String {
        element.get_attribute(name).unwrap_or_default()
    }

    fn text(root: &Element, selector: &str) -> String {
        one(root, selector).text_content().unwrap_or_default()
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
        let shown: Vec<String> =
            all(&root, "[data-testid=circle-patch]").iter().map(|c| attr(c, "data-patch")).collect();
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
        let same = page.clone().reduce(PageAction::Resized(Format::Landscape));
        assert!(Rc::ptr_eq(&page, &same));
        let turned = page.clone().reduce(PageAction::Resized(Format::Portrait));
        assert_eq!(turned.format, Format::Portrait);
        assert_eq!(turned.game, page.game);
        assert_eq!(turned.settings.seed, Some(1));
    }
}
