//! The note in the advance button's place: a calm word while the computer thinks, its move
//! said when it lies on no quilt, or the button ringed for a hint that lies on none.

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::i18n::{self, Lang, Names};
use crate::ui::view::Note;

/// The note, worded for `names`.
pub fn view_note(note: &Note, names: &Names, lang: Lang) -> Html {
    match *note {
        Note::Thinking { say, rect } => html! {
            <div data-testid="thinking" class="thinking" role="status" style={place(rect)}>
                <span>{ i18n::phrase(lang, say, names) }</span><span class="dots" aria-hidden="true">
                <i></i><i></i><i></i></span>
            </div>
        },
        Note::Said { say, rect } => html! {
            <div data-testid="thinking" class="thinking" role="status" style={place(rect)}>
                { i18n::phrase(lang, say, names) }
            </div>
        },
        Note::HintRing { rect } => html! {
            <div data-testid="hint-advance" class="hint-ring" style={place(rect)}></div>
        },
    }
}
