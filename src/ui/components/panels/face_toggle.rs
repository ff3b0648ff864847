//! The switch that turns player 2's side of the screen half a turn, to face them across the
//! table (the page keeps the choice in `localStorage`).

use yew::prelude::*;

use crate::ui::components::{flag, place};
use crate::ui::i18n::{self, Text};
use crate::ui::state::{PageAction, PrefsAction};
use crate::ui::view::FaceSwitch;
use crate::ui::{Lang, UiContext};

/// A toggle button (`aria-pressed`) among the turn's controls.
pub fn view_face_toggle(switch: &FaceSwitch, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let face = switch.face;
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(PrefsAction::Face(!face))));
    let hint = i18n::text(lang, Text::FaceHint);
    html! {
        <button data-testid="face-opponent" class={if switch.turned { "control face turned" } else { "control face" }}
            style={place(switch.rect)} aria-pressed={flag(face)} title={hint} aria-label={hint} {onclick}>
            { "⇅" }
        </button>
    }
}
