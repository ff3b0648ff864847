//! A notice that stays until it is closed: a game or file that cannot be opened, storage that
//! refuses to save. It never blocks the game underneath.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::i18n::{self, Text};
use crate::ui::state::{FeedbackAction, PageAction};
use crate::ui::{hooks::use_lang, UiContext};

/// The words.
#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    /// What to say.
    pub text: Rc<str>,
}

/// A box at the top of the page with a close button.
#[function_component(Notice)]
pub fn notice(props: &NoticeProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let lang = use_lang();
    let close =
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(FeedbackAction::Notice(None))));
    html! {
        <div data-testid="notice" class="notice" role="alert">
            <span>{ props.text.to_string() }</span>
            <button data-testid="notice-close" class="control" onclick={close}
                aria-label={i18n::text(lang, Text::CloseNotice)}>
                { i18n::text(lang, Text::Ok) }
            </button>
        </div>
    }
}
