//! The guided first game's card: the step's title and words in a live region (a screen reader
//! hears each step, which names the control it rings), its Next button when it tells what
//! happened, the real game it offers at the end, and the way out (the lesson resumes where it
//! was). The elements it points at carry `data-tutorial-target` (see `browser::fit::mark_targets`).

use std::fmt::Write;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use crate::ui::browser::{storage, window};
use crate::ui::components::markup::raw;
use crate::ui::components::place;
use crate::ui::i18n::{self, Lang, LessonWord};
use crate::ui::state::address::short_seed;
use crate::ui::state::lesson::Step;
use crate::ui::state::saves::new_id;
use crate::ui::state::session::LESSON_ID;
use crate::ui::state::{PageAction, SessionAction};
use crate::ui::view::LessonCard;
use crate::ui::UiContext;

/// The card, over a quilt the step does not point at, as tall as its words (at most its place). Its buttons share one listener, which
/// tells them apart by their test ids.
pub fn view_lesson(card: &LessonCard, lang: Lang, ui: &UiContext) -> Html {
    let [title, words] = i18n::lesson_step(lang, card.step as usize);
    // The page's own words and test ids only (see `markup::raw`): one string, not an element at
    // a time.
    let mut buttons = String::new();
    let mut button = |testid: &str, class: &str, word| {
        let label = i18n::lesson_word(lang, word);
        let _ = write!(buttons, r#"<button type="button" data-testid="{testid}" class="{class}">{label}</button>"#);
    };
    if card.step.waits_for_next() {
        button("tutorial-next", "control start", LessonWord::Next);
    }
    if card.step == Step::Done {
        button("tutorial-play", "control start", LessonWord::Play);
    }
    button("tutorial-leave", "control", LessonWord::Leave);
    let ui = ui.clone();
    let onclick = Callback::from(move |event: MouseEvent| {
        let pressed = event
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("button").ok().flatten());
        let action = match pressed.and_then(|b| b.get_attribute("data-testid")).as_deref() {
            Some("tutorial-next") => SessionAction::LessonNext,
            // The lesson's seats are the form's now: a real game against Easy.
            Some("tutorial-play") => SessionAction::Start {
                seed: short_seed(window::random()),
                id: new_id(window::now_ms(), window::random()).into(),
            },
            Some("tutorial-leave") => SessionAction::PlayAgain,
            _ => return,
        };
        ui.dispatch.dispatch(PageAction::from(action));
    });
    html! {
        <section data-testid="tutorial" class="lesson" style={place(card.rect)} data-target={card.target.clone()}
            {onclick}>
            <div data-testid="tutorial-step" data-step={card.step.name()} role="status">
                { raw(format!("<h2>{title}</h2><p>{words}</p>")) }
            </div>
            { raw(format!(r#"<div class="lesson-actions">{buttons}</div>"#)) }
        </section>
    }
}

/// "Learn to play": the guided game, resumed where it was left when it was saved unfinished.
pub fn view_learn(lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let onclick = Callback::from(move |_: MouseEvent| {
        let saved = storage::open(LESSON_ID).and_then(Result::ok).map(|(saved, _)| Rc::new(saved));
        ui.dispatch.dispatch(PageAction::from(SessionAction::Learn(saved)));
    });
    html! {
        <button type="button" data-testid="learn" class="control learn" {onclick}>{ i18n::lesson_word(lang, LessonWord::Learn) }</button>
    }
}
