//! Playing by link: the link to send when the friend is to move (or the game is over), with a
//! copy button and the browser's share sheet where it has one (the message beside says whom it
//! goes to); and, when a link parts from the saved game, the choice between the two.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::browser::window;
use crate::ui::components::place;
use crate::ui::i18n::{self, Say, Text};
use crate::ui::state::{FeedbackAction, Fork, LinkAction, PageAction, SavedGame};
use crate::ui::view::LinkPlace;
use crate::ui::{Lang, UiContext};

/// The whole link `url` and its buttons, `at` the turn's controls' place (the message says
/// whom it goes to).
pub fn view_link_panel(url: &Rc<str>, at: &LinkPlace, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let copy = {
        let (ui, url) = (ui.clone(), Rc::clone(url));
        Callback::from(move |_: MouseEvent| {
            let ui = ui.clone();
            window::copy(&url, move |copied| {
                ui.dispatch.dispatch(FeedbackAction::Said(Say::LinkCopied(copied)).into())
            });
        })
    };
    let share = window::can_share().then(|| {
        let url = Rc::clone(url);
        let onclick = Callback::from(move |_: MouseEvent| window::share(&url));
        html! { <button type="button" data-testid="link-share" class="control" {onclick}>{ t(Text::ShareLink) }</button> }
    });
    // The whole link, selected at a touch, for copying by hand where the clipboard is closed.
    let onfocus = Callback::from(|event: FocusEvent| {
        use wasm_bindgen::JsCast;
        if let Some(input) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
            input.select();
        }
    });
    html! {
        <div data-testid="link-panel" class={if at.row { "link-panel row" } else { "link-panel" }}
            style={place(at.rect)}>
            <input data-testid="link-url" type="text" readonly=true value={url.to_string()}
                aria-label={t(Text::LinkToSend)} {onfocus} />
            <button type="button" data-testid="link-copy" class="control start" onclick={copy}>
                { t(Text::CopyLink) }</button>
            { for share }
        </div>
    }
}

/// A link that parts from the saved game: what each holds, keep mine or take theirs.
pub fn view_fork_choice(fork: &Fork, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let send = |action: LinkAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(action.clone())))
    };
    let count = |saved: &SavedGame| saved.played as u32;
    let say = Say::Forked { at: fork.at as u32, mine: count(&fork.mine), theirs: count(&fork.theirs) };
    html! {
        <div data-testid="link-fork" class="notice fork" role="alert">
            <span>{ i18n::say(lang, say, &fork.mine.names) }</span>
            <button data-testid="fork-keep-mine" class="control start" onclick={send(LinkAction::KeepMine)}>
                { t(Text::KeepMine) }</button>
            <button data-testid="fork-take-theirs" class="control" onclick={send(LinkAction::TakeTheirs)}>
                { t(Text::TakeTheirs) }</button>
        </div>
    }
}
