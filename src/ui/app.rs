//! The one top-level component: reads the game from the address, holds the page state in a
//! reducer ([`crate::ui::state`]), and lays out the circle of patches, the time board, both
//! quilts, the held patch and the turn's controls.

use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::protocol::{browser_budget_ms, Reply, Request};
use crate::ai::Level;
use crate::rules::{Action, Player};
use crate::ui::browser::files;
use crate::ui::browser::storage::{self, SaveError};
use crate::ui::browser::worker_client::Computer;
use crate::ui::components::{
    place, BonusTile, Controls, FaceToggle, GameOver, GameTitle, Ghost, HeldPatch, HowTo, NewGame, Notice as NoticeBox,
    PatchCircle, PlayerPanel, QuiltBoard, TimeBoard, Toolbar, TRAVEL_MS,
};
use crate::ui::i18n::lang::{Lang, STORAGE_KEY};
use crate::ui::i18n::{self, Notice, Say, Text};
use crate::ui::layout::drag::arrow_step;
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Format, Layout};
use crate::ui::state::address::{
    face_from_query, id_from_query, lang_from_query, names_from_query, names_query, Settings, FACE_KEY,
};
use crate::ui::state::saves::new_id;
use crate::ui::state::{NewGameForm, PageAction, PageState, Screen};
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

/// The browser's languages, most wanted first (`navigator.languages`, else `navigator.language`).
fn browser_languages() -> Vec<String> {
    let navigator = window().navigator();
    let mut tags: Vec<String> = navigator.languages().iter().filter_map(|tag| tag.as_string()).collect();
    tags.extend(navigator.language());
    tags
}

fn local_storage() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

/// The language to start in: `?lang=`, else the one chosen before, else the browser's.
fn first_lang() -> Lang {
    let stored = local_storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    Lang::choose(lang_from_query(&query()), stored.as_deref(), &browser_languages())
}

/// A fresh id for a new saved game.
fn fresh_id() -> String {
    new_id(js_sys::Date::now(), js_sys::Math::random())
}

/// The first page state: the saved game the address names, else a game from `settings` or the
/// address, else the new-game screen with the saved games.
fn first_state(settings: Option<Settings>) -> PageState {
    Rc::unwrap_or_clone(Rc::new(first_game(settings)).reduced(PageAction::SetLang(first_lang())))
}

fn first_game(settings: Option<Settings>) -> PageState {
    let format = window_format();
    let from_address = settings.is_none();
    let query = if from_address { query() } else { String::new() };
    let settings = settings.unwrap_or_else(|| Settings::from_query(&query));
    let [one, two] = names_from_query(&query);
    let names = [one.unwrap_or_else(|| "Player 1".to_owned()), two.unwrap_or_else(|| "Player 2".to_owned())];
    let id = id_from_query(&query);
    let mut page = match (id.as_deref().and_then(storage::open), settings.seed) {
        (Some(Ok((saved, game))), _) => PageState::opened(saved, game, format),
        (Some(Err(problem)), _) => {
            let form = NewGameForm { variant: settings.variant, names, ..NewGameForm::default() };
            let mut page = PageState::new_game(format, form);
            page.notice = Some(Notice::SaveUnopenable(problem));
            page
        }
        (None, Some(seed)) => {
            let mut page = PageState::with_names(settings, seed, format, names);
            page.id = id.unwrap_or_else(fresh_id).into();
            page
        }
        (None, None) => {
            let form = NewGameForm { variant: settings.variant, names, ..NewGameForm::default() };
            PageState::new_game(format, form)
        }
    };
    page.saves = Rc::new(storage::list());
    page
}

/// What a key does while a game is shown, if anything.
fn key_action(event: &web_sys::KeyboardEvent) -> Option<PageAction> {
    let key = event.key();
    if event.ctrl_key() || event.meta_key() {
        return match key.as_str() {
            "z" | "Z" if event.shift_key() => Some(PageAction::Redo),
            "z" | "Z" => Some(PageAction::Undo),
            "y" | "Y" => Some(PageAction::Redo),
            _ => None,
        };
    }
    let key = key.as_str();
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
    let lang = page.lang;

    // `<html lang>` follows the language; a choice is kept for the next visit (a storage that
    // refuses only loses that). The first language is kept only when the address chose it.
    {
        let mounted = use_mut_ref(|| false);
        use_effect_with(lang, move |&lang| {
            if let Some(root) = window().document().and_then(|d| d.document_element()) {
                let _ = root.set_attribute("lang", lang.code());
            }
            let chosen = *mounted.borrow() || lang_from_query(&query()).is_some();
            *mounted.borrow_mut() = true;
            if chosen {
                if let Some(storage) = local_storage() {
                    let _ = storage.set_item(STORAGE_KEY, lang.code());
                }
            }
        });
    }
    let how_to = page.how_to.then(|| html! { <HowTo express={page.form.variant == crate::rules::Variant::Express} /> });

    // A started game goes into the address, so that reloading resumes it (from its save) and
    // sharing shows the same set-up.
    {
        let (screen, settings, names, id) = (page.screen, page.settings, page.names.clone(), page.id.clone());
        use_effect_with((screen, settings, names, id), move |(screen, settings, names, id)| {
            if !from_address {
                return;
            }
            // On the new-game screen the address names no game, so a reload shows the list.
            let url = match screen {
                Screen::Playing => format!("{}{}&id={id}", settings.to_query(), names_query(names)),
                Screen::NewGame => window().location().pathname().unwrap_or_else(|_| "./".to_owned()),
            };
            if let Ok(history) = window().history() {
                // Failing to rewrite the address only loses the convenience.
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
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
                if let Some(action) = key_action(event) {
                    event.prevent_default();
                    dispatcher.dispatch(action);
                }
            });
            move || drop((resize, keys))
        });
    }

    // Every action is saved at once; a browser that refuses gets one notice and the game goes on.
    {
        let dispatcher = page.dispatcher();
        let key = (page.screen, page.id.clone(), page.record.clone(), page.played, page.names.clone(), page.seats);
        let state = page.clone();
        use_effect_with(key, move |(screen, _, record, ..)| {
            // A dealt game is saved from its first action; an imported one at once. (The copy
            // for storage is made here, when something changed, not on every drawing.)
            if *screen == Screen::Playing && (!record.actions().is_empty() || state.seed.is_none()) {
                match storage::save(&state.saved(js_sys::Date::now())) {
                    Ok(()) => dispatcher.dispatch(PageAction::Saved),
                    Err(SaveError::Full) => dispatcher.dispatch(PageAction::SaveFailed(Notice::StorageFull)),
                    Err(SaveError::Unavailable) => {
                        dispatcher.dispatch(PageAction::SaveFailed(Notice::StorageUnavailable));
                    }
                }
            }
        });
    }

    // The list of saved games is read again whenever the new-game screen comes up.
    {
        let dispatcher = page.dispatcher();
        use_effect_with(page.screen, move |&screen| {
            if screen == Screen::NewGame {
                dispatcher.dispatch(PageAction::Saves(Rc::new(storage::list())));
            }
        });
    }

    // Export, and import from the file picker or a file dropped anywhere on the page.
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let file_input = use_node_ref();
    let open_file = {
        let (dispatcher, reader) = (page.dispatcher(), reader.clone());
        Callback::from(move |file: web_sys::File| {
            let dispatcher = dispatcher.clone();
            let done = Callback::from(move |result: Result<crate::ui::state::saves::SavedGame, Notice>| match result {
                Ok(saved) => dispatcher.dispatch(PageAction::Open(Rc::new(saved))),
                Err(why) => dispatcher.dispatch(PageAction::Notice(Some(why))),
            });
            *reader.borrow_mut() = files::read_game(file, done);
        })
    };
    let on_import = {
        let file_input = file_input.clone();
        Callback::from(move |()| {
            if let Some(input) = file_input.cast::<web_sys::HtmlInputElement>() {
                input.set_value("");
                input.click();
            }
        })
    };
    let on_file_chosen = {
        let open_file = open_file.clone();
        Callback::from(move |event: Event| {
            let input = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(file) = input.and_then(|i| i.files()).and_then(|f| f.get(0)) {
                open_file.emit(file);
            }
        })
    };
    let ondragover = Callback::from(|event: DragEvent| event.prevent_default());
    let ondrop = Callback::from(move |event: DragEvent| {
        event.prevent_default();
        if let Some(file) = event.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            open_file.emit(file);
        }
    });
    let on_export = {
        let (dispatcher, page) = (page.dispatcher(), page.clone());
        Callback::from(move |()| {
            let saved = page.saved(js_sys::Date::now());
            let (game, _) = page.game.variant().names();
            let name = format!("patchwork-{game}-{}.json", saved.id);
            if files::download(&name, &saved.played_record().to_json()).is_err() {
                dispatcher.dispatch(PageAction::Notice(Some(Notice::ExportFailed)));
            }
        })
    };
    let file_picker = html! {
        <input type="file" accept=".json,application/json" data-testid="import-file" ref={file_input}
            style="display:none" onchange={on_file_chosen} />
    };
    let notice = page.notice.as_ref().map(|notice| {
        let text: Rc<str> = i18n::notice(lang, notice).into();
        html! { <NoticeBox {text} /> }
    });

    // The computer player: one worker, started when first needed, asked for a move whenever a
    // computer seat is to move, and for the Hard move when a person asks for a hint.
    let computer = use_mut_ref(|| None::<Computer>);
    let next_request = use_mut_ref(|| 0_u32);
    let ask = {
        let (computer, next_request, dispatcher) = (computer.clone(), next_request.clone(), page.dispatcher());
        move |level: Level, page: &PageState| -> Option<u32> {
            let mut computer = computer.borrow_mut();
            if computer.is_none() {
                let replies = {
                    let dispatcher = dispatcher.clone();
                    Callback::from(move |reply: Reply| {
                        let action = reply.result.map_err(Rc::from);
                        dispatcher.dispatch(PageAction::Answer { id: reply.id, action });
                    })
                };
                match Computer::new(replies) {
                    Ok(started) => *computer = Some(started),
                    Err(why) => {
                        dispatcher.dispatch(PageAction::Notice(Some(Notice::ComputerCannotStart(why))));
                        return None;
                    }
                }
            }
            let mut counter = next_request.borrow_mut();
            *counter += 1;
            let id = *counter;
            let request = Request {
                id,
                level,
                budget_ms: browser_budget_ms(level),
                seed: (js_sys::Math::random() * 4_294_967_296.0) as u64,
                record: page.saved(0.0).played_record().to_json(),
            };
            computer.as_ref().expect("started above").ask(&request);
            Some(id)
        }
    };
    {
        let (dispatcher, ask) = (page.dispatcher(), ask.clone());
        let state = page.clone();
        use_effect_with((page.game.clone(), page.thinking, page.showing, page.seats, page.screen), move |_| {
            if state.computer_should_think() {
                let level = state.game.to_move().and_then(|p| state.seat(p).level()).unwrap_or(Level::Hard);
                if let Some(id) = ask(level, &state) {
                    dispatcher.dispatch(PageAction::Thinking(id));
                }
            }
        });
    }
    // The computer's move is shown travelling, then played.
    {
        let dispatcher = page.dispatcher();
        use_effect_with(page.showing, move |showing| {
            let timer =
                showing.map(|_| Timeout::new(TRAVEL_MS + 350, move || dispatcher.dispatch(PageAction::Arrived)));
            move || drop(timer)
        });
    }
    let on_hint = {
        let (dispatcher, page) = (page.dispatcher(), page.clone());
        Callback::from(move |()| {
            if let Some(id) = ask(Level::Hard, &page) {
                dispatcher.dispatch(PageAction::HintAsked(id));
            }
        })
    };

    // The facing choice is kept for the next visit (written only once someone has turned it:
    // upright is the default); failing to store it only loses that.
    use_effect_with(page.face, |&face| {
        if let Some(storage) = local_storage() {
            let stored = storage.get_item(FACE_KEY).ok().flatten();
            let wanted = if face { "1" } else { "0" };
            if (face || stored.is_some()) && stored.as_deref() != Some(wanted) {
                let _ = storage.set_item(FACE_KEY, wanted);
            }
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
    // `--u`: one SVG unit of the page in CSS pixels, for the HTML laid over the SVG.
    let unit = format!("--u:calc(100cqw / {})", fmt(view.w));
    if page.screen == Screen::NewGame {
        return html! {
            <ContextProvider<UiContext> context={ui}>
            <ContextProvider<Lang> context={lang}>
                <div data-testid="app" class="app" style={outer} {ondragover} {ondrop}>
                    <style>{ theme::HTML_STYLE }</style>
                    { for notice }
                    <NewGame form={page.form.clone()} saves={page.saves.clone()} {on_import} />
                    { for how_to }
                    { file_picker }
                </div>
            </ContextProvider<Lang>>
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
    // The computer's move on its way (from its card, or from the time board for a leather
    // patch), or the hint, dashed.
    let ghost = match (page.showing.or(page.hint), game.to_move()) {
        (Some(action), Some(player)) => {
            let from = page.showing.map(|action| match action {
                Action::TakePatch { patch, .. } => match game.circle().iter().position(|&p| p == patch) {
                    Some(i) => layout.ring.card_rect(i + 1).center(),
                    None => layout.time_board.center(),
                },
                _ => layout.time_board.center(),
            });
            Some(html! { <Ghost {action} grid={layout.quilt_grid(player, game.rules().quilt_size)} {from} /> })
        }
        _ => None,
    };
    // While the computer thinks, a calm word where the advance button is; a hint or a
    // computer's move that does not lie on the quilt lights that place up.
    let names = &*page.names;
    let advance = controls.advance;
    let busy = match (page.thinking, page.showing, game.to_move()) {
        (Some(_), _, Some(player)) => Some(html! {
            <div data-testid="thinking" class="thinking" role="status" style={place(advance)}>
                <span>{ i18n::phrase(lang, Say::Thinking(player), names) }</span><span class="dots" aria-hidden="true">
                <i></i><i></i><i></i></span>
            </div>
        }),
        (None, Some(shown @ (Action::Advance | Action::DiscardLeather)), Some(player)) => {
            let say = match shown {
                Action::Advance => Say::MovesAhead(player),
                _ => Say::LeatherDiscarded(player),
            };
            Some(html! {
                <div data-testid="thinking" class="thinking" role="status" style={place(advance)}>
                    { i18n::phrase(lang, say, names) }
                </div>
            })
        }
        _ => match page.hint {
            Some(Action::Advance | Action::DiscardLeather) => Some(html! {
                <div data-testid="hint-advance" class="hint-ring" style={place(advance.inset(-4.0))}></div>
            }),
            _ => None,
        },
    };
    let over = game.outcome().map(|outcome| {
        html! { <GameOver {outcome} names={page.names.clone()} style={place(layout.ring.inner())} /> }
    });
    html! {
        <ContextProvider<UiContext> context={ui}>
        <ContextProvider<Lang> context={lang}>
        <div data-testid="app" class="app" style={outer} {ondragover} {ondrop}>
            <style>{ theme::HTML_STYLE }</style>
            <div class="stage" style={stage}>
            <svg ref={svg} class="patchwork" data-testid="page" data-format={format}
                data-variant={format!("{:?}", page.settings.variant)}
                xmlns="http://www.w3.org/2000/svg"
                viewBox={format!("0 0 {} {}", fmt(view.w), fmt(view.h))}
                width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
                role="img" aria-label={i18n::text(lang, Text::PageLabel)}
                style="display:block;touch-action:none">
                <style>{ theme::STYLE }</style>
                <PatchCircle game={game.clone()} ring={layout.ring.clone()} />
                <GameTitle variant={page.settings.variant} seed={page.seed} />
                <TimeBoard game={game.clone()} frame={layout.time_board}
                    track={layout.track.clone()} />
                { for bonus }
                { for players }
            </svg>
            <div class="overlay" style={unit.clone()}>
                <Controls game={game.clone()} names={page.names.clone()} held={page.held}
                    message={page.message.clone()} toasts={page.toasts.clone()} places={controls} {turned} />
                <FaceToggle face={page.face} rect={controls.face} {turned} />
                <Toolbar can_undo={page.can_undo()} can_redo={page.can_redo()} unsaved={page.unsaved}
                    can_hint={!page.computer_to_move() && page.showing.is_none() && game.outcome().is_none()}
                    hint_pending={page.hint_asked.is_some()} {on_hint}
                    {on_export} {on_import} frame={layout.toolbar}
                    variant={page.settings.variant} seed={page.seed} />
                { for busy }
                { for over }
            </div>
            // The computer's travelling patch and the hint have an SVG of their own, the same size
            // and viewBox as the page's, on top: drawing them leaves the board's SVG alone.
            <svg class="ghost-layer" xmlns="http://www.w3.org/2000/svg"
                viewBox={format!("0 0 {} {}", fmt(view.w), fmt(view.h))}
                width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
                style="position:absolute;inset:0;display:block;pointer-events:none;will-change:transform">
                <defs>
                    <filter id="lift" x="-20%" y="-20%" width="140%" height="140%">
                        <feDropShadow dx="0" dy="1.5" stdDeviation="1.6" flood-color="#5a4325"
                            flood-opacity="0.3" />
                    </filter>
                </defs>
                { for ghost }
            </svg>
            // The held patch: an HTML box of its own over everything (see held_patch.rs).
            <div class="held-layer" style={unit}>{ for held }</div>
            </div>
            { for notice }
            { file_picker }
            { for how_to }
        </div>
        </ContextProvider<Lang>>
        </ContextProvider<UiContext>>
    }
}
