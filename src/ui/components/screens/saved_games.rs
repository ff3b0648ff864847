//! The list of saved games on the new-game screen: resume, review or delete, newest first; a
//! finished game says who won and by how much and is played again instead of resumed. A save that
//! cannot be opened is listed with the reason, and can be deleted; the others are untouched.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Player, Variant};
use crate::ui::browser::{storage, window};
use crate::ui::components::flag;
use crate::ui::i18n::{self, Notice, Say, Text};
use crate::ui::state::address::short_seed;
use crate::ui::state::saves::{new_id, SaveSummary, Seat};
use crate::ui::state::NewGameForm;
use crate::ui::state::{FeedbackAction, FormAction, PageAction, SessionAction};

use super::game_over::review_of;
use crate::ui::{Lang, UiContext};

/// When a game was saved, written as the page's language writes dates and times (the
/// browser's `Intl`).
fn when(ms: f64, lang: Lang) -> String {
    if ms <= 0.0 {
        return String::new();
    }
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string(lang.code(), &wasm_bindgen::JsValue::UNDEFINED))
}

fn who(lang: Lang, save: &SaveSummary, i: usize) -> String {
    let name = i18n::localize_name(lang, &save.names[i]);
    match save.seats[i] {
        Seat::Person => name,
        seat => format!("{name} ({})", i18n::text(lang, seat.text())),
    }
}

/// A list of the `saves` (newest first) with a resume and a delete button per game.
pub fn view_saved_games(saves: &[SaveSummary], lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    if saves.is_empty() {
        return html! {};
    }
    let items = saves.iter().map(|save| {
        let id = save.id.clone();
        let resume = {
            let (ui, id) = (ui.clone(), id.clone());
            Callback::from(move |_: MouseEvent| match storage::open(&id) {
                Some(Ok((saved, _))) => ui.dispatch.dispatch(PageAction::from(SessionAction::Open(Rc::new(saved)))),
                Some(Err(problem)) => ui.dispatch.dispatch(PageAction::from(FeedbackAction::Notice(Some(Notice::SaveUnopenable(problem))))),
                None => ui.dispatch.dispatch(PageAction::from(FormAction::Saves(Rc::new(storage::list())))),
            })
        };
        let review = {
            let (ui, id) = (ui.clone(), id.clone());
            Callback::from(move |_: MouseEvent| {
                if let Some(Ok((saved, _))) = storage::open(&id) {
                    ui.dispatch.dispatch(PageAction::from(SessionAction::Open(Rc::new(saved))));
                    ui.dispatch.dispatch(review_of(&id));
                }
            })
        };
        let delete = {
            let (ui, id) = (ui.clone(), id.clone());
            Callback::from(move |_: MouseEvent| {
                storage::delete(&id);
                ui.dispatch.dispatch(PageAction::from(FormAction::Saves(Rc::new(storage::list()))));
            })
        };
        let game = t(match save.variant {
            Some(Variant::Express) => Text::PatchworkExpress,
            Some(_) => Text::Patchwork,
            None => Text::DamagedSave,
        });
        let played = u32::try_from(save.played).unwrap_or(u32::MAX);
        let names = i18n::localize_names(lang, &save.names);
        let state = match (&save.problem, save.outcome) {
            (Some(problem), _) => i18n::notice(lang, &Notice::SaveUnopenable(problem.clone())),
            // A finished game says who won and by how much.
            (None, Some(outcome)) => {
                let [one, two] = [Player::One, Player::Two].map(|p| outcome.scores[p].total());
                let (winner, _) = i18n::result(lang, &outcome, &names, None);
                format!("{} {winner} {one} : {two}", i18n::say(lang, Say::FinishedAfter(played), &names))
            }
            (None, None) => i18n::say(lang, Say::MovesPlayed(played), &names),
        };
        // A finished game is played again with the same players and game, a new deal.
        let again = {
            let ui = ui.clone();
            let variant = save.variant.unwrap_or(Variant::ClassicRevised);
            let form = NewGameForm { variant, names: save.names.clone(), starter: Player::One, seats: save.seats };
            Callback::from(move |_: MouseEvent| {
                ui.dispatch.dispatch(PageAction::from(FormAction::Choose(form.clone())));
                let seed = short_seed(window::random());
                let id = new_id(window::now_ms(), window::random()).into();
                ui.dispatch.dispatch(PageAction::from(SessionAction::Start { seed, id }));
            })
        };
        let finished = save.outcome.is_some();
        html! {
            <li data-testid="saved-game" data-id={id.clone()} data-damaged={flag(save.problem.is_some())}
                data-played={save.played.to_string()}>
                <div class="save-text">
                    <strong>{ i18n::labelled(lang, game, &format!("{} – {}", who(lang, save, 0), who(lang, save, 1))) }</strong>
                    <span>{ format!("{state} · {}", when(save.updated, lang)) }</span>
                </div>
                if save.problem.is_none() && !finished {
                    <button type="button" data-testid="resume-game" class="control" onclick={resume}>{ t(Text::Resume) }</button>
                }
                if save.problem.is_none() && save.played > 0 {
                    <button type="button" data-testid="review-game" class="control" onclick={review}>{ t(Text::Review) }</button>
                }
                if finished {
                    <button type="button" data-testid="play-again-game" class="control" onclick={again}>{ t(Text::PlayAgainSame) }</button>
                }
                <button type="button" data-testid="delete-game" class="control" onclick={delete}
                    aria-label={format!("{} · {id}", t(Text::Delete))}>{ t(Text::Delete) }</button>
            </li>
        }
    });
    html! {
        <section data-testid="saved-games" class="saved-games">
            <h2>{ t(Text::SavedGames) }</h2>
            <ul>{ for items }</ul>
        </section>
    }
}
