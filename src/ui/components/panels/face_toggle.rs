//! The switch that turns player 2's side of the screen half a turn, to face them across the
//! table (the page keeps the choice in `localStorage`).

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::i18n::{self, Text};
use crate::ui::layout::Rect;
use crate::ui::state::{PageAction, PrefsAction};
use crate::ui::{Lang, UiContext};

/// Whether the side is turned now, and where the switch goes.
#[derive(Properties, PartialEq)]
pub struct FaceToggleProps {
    /// Whether player 2's side faces them.
    pub face: bool,
    /// The switch's place, in page units.
    pub rect: Rect,
    /// Whether it is drawn turned with the controls around it.
    #[prop_or_default]
    pub turned: bool,
}

/// A toggle button (`aria-pressed`) among the turn's controls.
pub fn face_toggle(props: &FaceToggleProps, lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let face = props.face;
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(PrefsAction::Face(!face))));
    let hint = i18n::text(lang, Text::FaceHint);
    html! {
        <button data-testid="face-opponent" class={if props.turned { "control face turned" } else { "control face" }}
            style={place(props.rect)} aria-pressed={face.to_string()} title={hint} aria-label={hint} {onclick}>
            { "⇅" }
        </button>
    }
}
