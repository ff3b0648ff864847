//! The button that opens "how to play": on the new-game screen, and on the table beside the
//! turn's switch (on a phone beside the other player's panel), one tap away during a game.

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::i18n::{self, Text};
use crate::ui::layout::Rect;
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// Where the "how to play" button goes.
pub struct HowToOpenArgs {
    /// Over the table: its place, and whether it is turned with the controls to face the player
    /// to move. It shows only `?` there (its name stays in `aria-label` and `title`); elsewhere
    /// it says its name and flows with the form.
    pub at: Option<(Rect, bool)>,
}

/// The button that opens "how to play".
pub fn view_how_to_open(args: &HowToOpenArgs, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::HowTo(true))));
    let name = i18n::text(lang, Text::HowToPlay);
    let (class, style, words) = match args.at {
        Some((rect, turned)) => {
            (if turned { "control help turned" } else { "control help" }, Some(place(rect)), "?".to_owned())
        }
        None => ("control how-to-open", None, format!("? {name}")),
    };
    html! {
        <button type="button" data-testid="how-to-open" {class} {style} title={name} aria-label={name} {onclick}>
            { words }
        </button>
    }
}
