//! A short hint over the empty quilt of a person at their first turns: how to take, turn and
//! place a patch. It lets pointers through, and goes once that player's quilt has a patch.

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::i18n::{self, Lang, Text};
use crate::ui::layout::Rect;

/// Where the hint goes.
#[derive(Properties, PartialEq)]
pub struct FirstHintProps {
    /// The quilt it lies over.
    pub quilt: Rect,
    /// Whether that quilt is turned to face its player.
    pub turned: bool,
}

/// The hint, over the lower part of the quilt.
pub fn first_hint(props: &FirstHintProps, lang: Lang) -> Html {
    let q = props.quilt.inset(16.0);
    let height = (q.h * 0.62).max(120.0).min(q.h);
    let rect =
        if props.turned { Rect::new(q.x, q.y, q.w, height) } else { Rect::new(q.x, q.bottom() - height, q.w, height) };
    html! {
        <div data-testid="first-turn-hint" class={if props.turned { "first-hint turned" } else { "first-hint" }}
            style={place(rect)}>
            { i18n::text(lang, Text::FirstTurnHint) }
        </div>
    }
}
