//! The list of saved games on the new-game screen: resume or delete, newest first. A save that
//! cannot be opened is listed with the reason, and can be deleted; the others are untouched.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::play::PageAction;
use crate::ui::saves::{SaveSummary, Seat};
use crate::ui::storage;
use crate::ui::UiContext;

/// The saves.
#[derive(Properties, PartialEq)]
pub struct SavedGamesProps {
    /// Newest first.
    pub saves: Rc<Vec<SaveSummary>>,
}

fn when(ms: f64) -> String {
    if ms <= 0.0 {
        return String::new();
    }
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

fn who(save: &SaveSummary, i: usize) -> String {
    match save.seats[i] {
        Seat::Person => save.names[i].clone(),
        Seat::Computer(level) => format!("{} (computer, {})", save.names[i], level.name()),
    }
}

/// A list with a resume and a delete button per game.
#[function_component(SavedGames)]
pub fn saved_games(props: &SavedGamesProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    if props.saves.is_empty() {
        return html! {};
    }
    let items = props.saves.iter().map(|save| {
        let id = save.id.clone();
        let resume = {
            let (ui, id) = (ui.clone(), id.clone());
            Callback::from(move |_: MouseEvent| match storage::open(&id) {
                Some(Ok((saved, _))) => ui.dispatch.dispatch(PageAction::Open(Rc::new(saved))),
                Some(Err(problem)) => ui.dispatch.dispatch(PageAction::Notice(Some(
                    format!("This saved game cannot be opened: {}", problem.describe()).into(),
                ))),
                None => ui.dispatch.dispatch(PageAction::Saves(Rc::new(storage::list()))),
            })
        };
        let delete = {
            let (ui, id) = (ui.clone(), id.clone());
            Callback::from(move |_: MouseEvent| {
                storage::delete(&id);
                ui.dispatch.dispatch(PageAction::Saves(Rc::new(storage::list())));
            })
        };
        let game = match save.variant {
            Some(Variant::Express) => "Patchwork Express",
            Some(_) => "Patchwork",
            None => "Damaged save",
        };
        let state = match (&save.problem, save.finished) {
            (Some(problem), _) => format!("Cannot be opened: {}", problem.describe()),
            (None, true) => format!("finished after {} moves", save.played),
            (None, false) => format!("{} moves played", save.played),
        };
        html! {
            <li data-testid="saved-game" data-id={id.clone()} data-damaged={save.problem.is_some().to_string()}
                data-played={save.played.to_string()}>
                <div class="save-text">
                    <strong>{ format!("{game}: {} vs {}", who(save, 0), who(save, 1)) }</strong>
                    <span>{ format!("{state} · {}", when(save.updated)) }</span>
                </div>
                if save.problem.is_none() {
                    <button type="button" data-testid="resume-game" class="control" onclick={resume}>{ "Resume" }</button>
                }
                <button type="button" data-testid="delete-game" class="control" onclick={delete}
                    aria-label={format!("Delete the game {id}")}>{ "Delete" }</button>
            </li>
        }
    });
    html! {
        <section data-testid="saved-games" class="saved-games">
            <h2>{ "Saved games" }</h2>
            <ul>{ for items }</ul>
        </section>
    }
}
