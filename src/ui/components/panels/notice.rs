//! A notice that stays until it is closed: a game or file that cannot be opened, storage that
//! refuses to save. It never blocks the game underneath.

use yew::prelude::*;

use crate::ui::i18n::{self, Text};
use crate::ui::state::{FeedbackAction, PageAction};
use crate::ui::{Lang, UiContext};

/// A box at the top of the page saying `text`, with a close button.
pub fn view_notice(text: &str, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let close =
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(FeedbackAction::Notice(None))));
    html! {
        <div data-testid="notice" class="notice" role="alert">
            <span>{ text.to_owned() }</span>
            // Named by its word (what a voice-control user says); what it does is its tooltip.
            <button data-testid="notice-close" class="control" onclick={close}
                title={i18n::text(lang, Text::CloseNotice)}>
                { i18n::text(lang, Text::Ok) }
            </button>
        </div>
    }
}
