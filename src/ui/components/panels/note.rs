//! The note in the advance button's place: a calm word while the computer thinks, its move
//! said when it lies on no quilt, or the button ringed for a hint that lies on none.

use yew::prelude::*;

use crate::ui::components::{flag, place};
use crate::ui::i18n::{self, Lang, Names};
use crate::ui::view::Note;

/// The note, worded for `names`.
pub fn view_note(note: &Note, names: &Names, lang: Lang) -> Html {
    let (say, rect, turned, dots) = match *note {
        Note::Thinking { say, rect, turned } => (say, rect, turned, true),
        Note::Said { say, rect, turned } => (say, rect, turned, false),
        Note::HintRing { rect } => {
            return html! { <div data-testid="hint-advance" class="hint-ring" style={place(rect)}></div> };
        }
    };
    html! {
        <div data-testid="thinking" class={if turned { "thinking turned" } else { "thinking" }} role="status"
            data-turned={flag(turned)} style={place(rect)}>
            <span>{ i18n::phrase(lang, say, names) }</span>
            if dots {
                <span class="dots" aria-hidden="true"><i></i><i></i><i></i></span>
            }
        </div>
    }
}
