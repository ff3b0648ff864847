//! The button that opens "how to play".

use yew::prelude::*;

use crate::ui::i18n::{self, Text};
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// Whether the "how to play" button says so or only shows a question mark.
#[derive(Properties, PartialEq)]
pub struct HowToOpenProps {
    /// Only `?` (its name stays in `aria-label` and `title`).
    #[prop_or_default]
    pub short: bool,
}

/// The button that opens "how to play".
pub fn how_to_open(props: &HowToOpenProps, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::HowTo(true))));
    let name = i18n::text(lang, Text::HowToPlay);
    html! {
        <button type="button" data-testid="how-to-open" class="control how-to-open" title={name}
            aria-label={name} {onclick}>
            { if props.short { "?".to_owned() } else { format!("? {name}") } }
        </button>
    }
}
