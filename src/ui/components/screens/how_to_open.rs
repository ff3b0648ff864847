//! The button that opens "how to play".

use yew::prelude::*;

use crate::ui::i18n::{self, Text};
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// Whether the "how to play" button says so or only shows a question mark.
pub struct HowToOpenArgs {
    /// Only `?` (its name stays in `aria-label` and `title`).
    pub short: bool,
}

/// The button that opens "how to play".
pub fn view_how_to_open(args: &HowToOpenArgs, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::HowTo(true))));
    let name = i18n::text(lang, Text::HowToPlay);
    html! {
        <button type="button" data-testid="how-to-open" class="control how-to-open" title={name}
            aria-label={name} {onclick}>
            { if args.short { "?".to_owned() } else { format!("? {name}") } }
        </button>
    }
}
