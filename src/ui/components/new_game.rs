//! The new-game screen: classic or Express, the time board, the names and who starts.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ai::Level;
use crate::rules::{Player, Variant};
use crate::ui::components::SavedGames;
use crate::ui::play::{NewGameForm, PageAction};
use crate::ui::saves::{new_id, SaveSummary, Seat};
use crate::ui::settings::{seed_from_unit, MAX_NAME};
use crate::ui::UiContext;

/// The choices so far.
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// The form.
    pub form: NewGameForm,
    /// The saved games, newest first.
    pub saves: Rc<Vec<SaveSummary>>,
    /// Opens the file picker to import a game.
    pub on_import: Callback<()>,
}

/// The seats a player can choose, with their words.
const SEATS: [(Seat, &str); 4] = [
    (Seat::Person, "A person"),
    (Seat::Computer(Level::Easy), "Computer, easy"),
    (Seat::Computer(Level::Medium), "Computer, medium"),
    (Seat::Computer(Level::Hard), "Computer, hard"),
];

/// A form in the middle of the page.
#[function_component(NewGame)]
pub fn new_game(props: &NewGameProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let form = &props.form;
    let edit = |change: fn(&mut NewGameForm)| {
        let ui = ui.clone();
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut form = form.clone();
            change(&mut form);
            ui.dispatch.dispatch(PageAction::Form(form));
        })
    };
    let name_input = |i: usize| {
        let value = form.names[i].clone();
        let oninput = {
            let (ui, form) = (ui.clone(), form.clone());
            Callback::from(move |event: InputEvent| {
                let Some(input) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
                    return;
                };
                let mut form = form.clone();
                form.names[i] = input.value().chars().take(MAX_NAME).collect();
                ui.dispatch.dispatch(PageAction::Form(form));
            })
        };
        let onchange = {
            let (ui, form) = (ui.clone(), form.clone());
            Callback::from(move |event: Event| {
                let Some(select) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else {
                    return;
                };
                let mut form = form.clone();
                form.seats[i] = Seat::from_name(&select.value()).unwrap_or_default();
                ui.dispatch.dispatch(PageAction::Form(form));
            })
        };
        let options = SEATS.iter().map(|&(seat, words)| {
            html! { <option value={seat.name()} selected={form.seats[i] == seat}>{ words }</option> }
        });
        html! {
            <div class="field">
                <label>{ format!("Player {}", i + 1) }
                    <input type="text" data-testid={format!("name-{}", i + 1)} {value}
                        maxlength={MAX_NAME.to_string()} {oninput} />
                </label>
                <select data-testid={format!("seat-{}", i + 1)} aria-label={format!("Who plays player {}", i + 1)}
                    {onchange}>{ for options }</select>
            </div>
        }
    };
    let radio = |testid: &'static str, group: &'static str, label: String, checked: bool, onchange: Callback<Event>| {
        html! {
            <label class="choice">
                <input type="radio" name={group} data-testid={testid} {checked} {onchange} />
                <span>{ label }</span>
            </label>
        }
    };
    let classic = form.variant != Variant::Express;
    let onsubmit = {
        let ui = ui.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let seed = seed_from_unit(js_sys::Math::random());
            let id = new_id(js_sys::Date::now(), js_sys::Math::random()).into();
            ui.dispatch.dispatch(PageAction::Start { seed, id });
        })
    };
    let name = |i: usize| form.name(i);
    html! {
        <form data-testid="new-game" class="new-game" {onsubmit}>
            <h1>{ "Patchwork" }</h1>
            <fieldset>
                <legend>{ "Game" }</legend>
                { radio("choose-classic", "game", "Patchwork".into(), classic,
                    edit(|f| if f.variant == Variant::Express { f.variant = Variant::ClassicRevised })) }
                { radio("choose-express", "game", "Patchwork Express".into(), !classic,
                    edit(|f| f.variant = Variant::Express)) }
            </fieldset>
            if classic {
                <fieldset>
                    <legend>{ "Time board" }</legend>
                    { radio("choose-revised", "board", "Revised".into(), form.variant == Variant::ClassicRevised,
                        edit(|f| f.variant = Variant::ClassicRevised)) }
                    { radio("choose-original", "board", "Original (2014)".into(),
                        form.variant == Variant::ClassicOriginal, edit(|f| f.variant = Variant::ClassicOriginal)) }
                </fieldset>
            }
            <fieldset>
                <legend>{ "Players" }</legend>
                { name_input(0) }
                { name_input(1) }
            </fieldset>
            <fieldset>
                <legend>{ "Who starts" }</legend>
                { radio("starter-1", "starter", name(0), form.starter == Player::One,
                    edit(|f| f.starter = Player::One)) }
                { radio("starter-2", "starter", name(1), form.starter == Player::Two,
                    edit(|f| f.starter = Player::Two)) }
            </fieldset>
            <button type="submit" data-testid="start-game" class="control start">{ "Start the game" }</button>
            <button type="button" data-testid="import" class="control" onclick={props.on_import.reform(|_| ())}>
                { "Open a game file…" }
            </button>
            <SavedGames saves={props.saves.clone()} />
        </form>
    }
}
