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
    place, BonusTile, Controls, FaceToggle, GameOver, GameTitle, HeldPatch, NewGame, PatchCircle, PlayerPanel,
    QuiltBoard, TimeBoard,
};
use crate::ui::drag_math::arrow_step;
use crate::ui::geometry::{fmt, Format, Layout};
use crate::ui::play::{NewGameForm, PageAction, PageState, Screen};
use crate::ui::settings::{face_from_query, names_from_query, names_query, Settings, FACE_KEY};
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

/// Whether player 2's side faces them: `?face=1|0` in the address, else the last choice kept
/// in `localStorage` (storage that cannot be read counts as upright).
fn first_face() -> bool {
    face_from_query(&query()).unwrap_or_else(|| {
        let stored = window().local_storage().ok().flatten().and_then(|s| s.get_item(FACE_KEY).ok().flatten());
        stored.as_deref() == Some("1")
    })
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
        move || PageState { face: settings.is_none() && first_face(), ..first_state(settings) }
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

    // The facing choice is kept for the next visit; failing to store it only loses that.
    use_effect_with(page.face, |&face| {
        if let Ok(Some(storage)) = window().local_storage() {
            let _ = storage.set_item(FACE_KEY, if face { "1" } else { "0" });
        }
    });

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
    let layout = use_memo((page.format, slots, final_space, page.face), |&(format, slots, last, face)| {
        Layout::facing(format, slots, last, face)
    });
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
    let format = layout.format.name();
    let players = Player::BOTH.map(|player| {
        html! {
            <>
                <PlayerPanel game={game.clone()} {player} frame={layout.panels[player]}
                    name={page.names[player.index()].clone()} turned={layout.turned[player]} />
                <QuiltBoard game={game.clone()} {player} frame={layout.quilts[player]}
                    turned={layout.turned[player]} />
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
    let (controls, turned) = layout.controls_of(game.to_move());
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
                    message={page.message.clone()} toasts={page.toasts.clone()} places={controls} {turned} />
                <FaceToggle face={page.face} rect={controls.face} {turned} />
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
