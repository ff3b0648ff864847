//! A short hint over the empty quilt of a person at their first turns: how to take, turn and
//! place a patch. It lets pointers through, and goes once that player's quilt has a patch.

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::i18n::{self, Lang, Text};
use crate::ui::view::FirstHint;

/// The hint, over the lower part of the quilt as its player sees it.
pub fn view_first_hint(hint: &FirstHint, lang: Lang) -> Html {
    html! {
        <div data-testid="first-turn-hint" class={if hint.turned { "first-hint turned" } else { "first-hint" }}
            style={place(hint.rect)}>
            { i18n::text(lang, Text::FirstTurnHint) }
        </div>
    }
}
