//! The new-game screen: classic or Express, the time board, the names and who starts.

use std::fmt::Write;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::how_to::{filled, quilt};
use crate::ai::greedy::easy;
use crate::ai::Level;
use crate::rules::{Cell, GameState, Player, Rng, Setup, Variant};
use crate::ui::browser::window;
use crate::ui::components::markup::raw;
use crate::ui::components::panels::toolbar::send;
use crate::ui::components::{
    button_icon, button_squares, view_how_to_open, view_language_switch, view_learn, view_saved_games, HowToOpenArgs,
};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::Num;
use crate::ui::state::address::{short_seed, MAX_NAME};
use crate::ui::state::puzzle::{self, Puzzle};
use crate::ui::state::saves::{new_id, SaveSummary, Seat};
use crate::ui::state::{FormAction, NewGameForm, PageAction, PuzzleAction, SessionAction};
use crate::ui::{Lang, UiContext};

/// The choices so far.
pub struct NewGameArgs {
    /// The form.
    pub form: NewGameForm,
    /// The saved games, newest first.
    pub saves: Rc<Vec<SaveSummary>>,
    /// The puzzles kept.
    pub puzzles: Rc<Vec<Puzzle>>,
    /// Opens the file picker to import a game.
    pub on_import: Callback<()>,
}

/// The seats a player can choose.
const SEATS: [Seat; 5] = [
    Seat::Person,
    Seat::Computer(Level::Easy),
    Seat::Computer(Level::Medium),
    Seat::Computer(Level::Hard),
    Seat::Friend,
];

/// Sends the form as changed by `change` to the reducer.
fn choose(ui: &UiContext, form: &NewGameForm, change: impl FnOnce(&mut NewGameForm)) {
    let mut form = form.clone();
    change(&mut form);
    ui.dispatch.dispatch(PageAction::from(FormAction::Choose(form)));
}

/// A form in the middle of the page.
pub fn view_new_game(args: &NewGameArgs, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let form = &args.form;
    let edit = |change: fn(&mut NewGameForm)| {
        let (ui, form) = (ui.clone(), form.clone());
        Callback::from(move |_: Event| choose(&ui, &form, change))
    };
    let classic = form.variant != Variant::Express;
    let onsubmit = {
        let ui = ui.clone();
        Callback::from(move |event: SubmitEvent| {
            event.prevent_default();
            let seed = short_seed(window::random());
            let id = new_id(window::now_ms(), window::random()).into();
            ui.dispatch.dispatch(PageAction::from(SessionAction::Start { seed, id }));
        })
    };
    let name = |i: usize| i18n::localize_name(lang, &form.name(i));
    let [one, two] = quilts(form.variant);
    html! {
        <form data-testid="new-game" class="new-game" {onsubmit}>
            <div class="new-game-tools">
                { view_language_switch(lang, ui) }
                { view_how_to_open(&HowToOpenArgs { at: None }, lang, ui) }
            </div>
            <h1>{ raw(one) }{ t(Text::Patchwork) }{ raw(two) }</h1>
            { view_learn(lang, ui) }
            <fieldset>
                <legend>{ t(Text::GameLegend) }</legend>
                { radio("choose-classic", "game", t(Text::Patchwork).into(), classic,
                    edit(|f| if f.variant == Variant::Express { f.variant = Variant::ClassicRevised })) }
                { radio("choose-express", "game", t(Text::PatchworkExpress).into(), !classic,
                    edit(|f| f.variant = Variant::Express)) }
            </fieldset>
            if classic {
                <fieldset>
                    <legend>{ t(Text::BoardLegend) }</legend>
                    { radio("choose-revised", "board", t(Text::Revised).into(), form.variant == Variant::ClassicRevised,
                        edit(|f| f.variant = Variant::ClassicRevised)) }
                    { radio("choose-original", "board", t(Text::Original).into(),
                        form.variant == Variant::ClassicOriginal, edit(|f| f.variant = Variant::ClassicOriginal)) }
                </fieldset>
            }
            <fieldset>
                <legend>{ t(Text::PlayersLegend) }</legend>
                { view_player_field(form, 0, lang, ui) }
                { view_player_field(form, 1, lang, ui) }
            </fieldset>
            <fieldset>
                <legend>{ t(Text::StarterLegend) }</legend>
                { radio("starter-1", "starter", name(0), form.starter == Player::One,
                    edit(|f| f.starter = Player::One)) }
                { radio("starter-2", "starter", name(1), form.starter == Player::Two,
                    edit(|f| f.starter = Player::Two)) }
            </fieldset>
            <button type="submit" data-testid="start-game" class="control start">{ t(Text::StartGame) }</button>
            <button type="button" data-testid="import" class="control" onclick={args.on_import.reform(|_| ())}>
                { t(Text::OpenFile) }
            </button>
            { view_puzzles_open(&args.puzzles, lang, ui) }
            { view_saved_games(&args.saves, lang, ui) }
        </form>
    }
}

/// "Puzzles (n)": the newest unsolved puzzle, while there is one.
fn view_puzzles_open(puzzles: &[Puzzle], lang: Lang, ui: &UiContext) -> Html {
    let count = puzzle::unsolved(puzzles).count();
    let Some(first) = puzzle::unsolved(puzzles).next() else { return Html::default() };
    let first = Rc::new(first.clone());
    let onclick = send(ui, Box::new(move || PuzzleAction::Open(Rc::clone(&first)).into()));
    html! {
        <button type="button" data-testid="puzzles-open" class="control" data-count={count.to_string()} {onclick}>
            { format!("{} ({count})", i18n::text(lang, Text::Puzzles)) }
        </button>
    }
}

/// The deal of the game drawn beside the screen's title.
const PICTURE_SEED: u64 = 2;

/// Both players' quilts at the end of a game of `variant` that the computer played against
/// itself (Easy, on a fixed deal), as markup: beside the screen's title, what the game chosen
/// makes. (Playing it takes about a millisecond.)
fn quilts(variant: Variant) -> [String; 2] {
    let mut rng = Rng::seed_from_u64(PICTURE_SEED);
    let mut state = GameState::new(&Setup::random(variant, &mut rng));
    while let Some(action) = easy(&state, &mut rng) {
        state.play_quiet(action).unwrap_or_else(|_| unreachable!("Easy plays legal actions"));
    }
    [Player::One, Player::Two].map(|player| {
        let sewn = state.quilt(player);
        let (size, k) = (sewn.size(), 10.0);
        let side = Num(f64::from(size) * k + 6.0);
        let mut out = String::new();
        let _ = write!(
            out,
            r#"<svg viewBox="0 0 {side} {side}" class="new-game-quilt" data-testid="new-game-quilt" data-player="{}" data-size="{size}" data-covered="{}" aria-hidden="true">"#,
            player.number(),
            sewn.covered().count()
        );
        quilt(&mut out, (3.0, 3.0), size, k, player);
        filled(&mut out, (3.0, 3.0), size, k, |r, c| Cell::new(r, c).and_then(|cell| sewn.patch_at(cell)));
        for (r, c) in button_squares(sewn) {
            button_icon(&mut out, 3.0 + (f64::from(c) + 0.5) * k, 3.0 + (f64::from(r) + 0.5) * k, 0.28 * k);
        }
        out.push_str("</svg>");
        out
    })
}

/// A radio button of `group`, named `testid` and labelled `label`.
fn radio(testid: &'static str, group: &'static str, label: String, checked: bool, onchange: Callback<Event>) -> Html {
    html! {
        <label class="choice">
            <input type="radio" name={group} data-testid={testid} {checked} {onchange} />
            <span>{ label }</span>
        </label>
    }
}

/// Seat `i`'s name and who plays it.
fn view_player_field(form: &NewGameForm, i: usize, lang: Lang, ui: &UiContext) -> Html {
    let value = form.names[i].clone();
    let oninput = {
        let (ui, form) = (ui.clone(), form.clone());
        Callback::from(move |event: InputEvent| {
            let Some(input) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
                return;
            };
            choose(&ui, &form, |form| form.names[i] = input.value().chars().take(MAX_NAME).collect());
        })
    };
    let onchange = {
        let (ui, form) = (ui.clone(), form.clone());
        Callback::from(move |event: Event| {
            let Some(select) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else {
                return;
            };
            choose(&ui, &form, |form| form.seats[i] = Seat::from_name(&select.value()).unwrap_or_default());
        })
    };
    let options = SEATS.iter().map(|&seat| {
        html! {
            <option value={seat.name()} selected={form.seats[i] == seat}>{ i18n::text(lang, seat.text()) }</option>
        }
    });
    html! {
        <div class="field">
            <label>{ i18n::default_name(lang, i) }
                <input type="text" data-testid={["name-1", "name-2"][i]} {value}
                    maxlength={MAX_NAME.to_string()} {oninput} />
            </label>
            <select data-testid={["seat-1", "seat-2"][i]}
                aria-label={format!("{} · {}", i18n::text(lang, Text::WhoPlays), i18n::default_name(lang, i))}
                {onchange}>{ for options }</select>
        </div>
    }
}
