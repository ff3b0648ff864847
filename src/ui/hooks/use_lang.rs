//! The page's language for a component.

use crate::ui::Lang;

/// The language of the page, for a component to word what it draws: the app provides it as a
/// context of its own; without one (a component drawn alone in a test) it is English.
#[yew::hook]
pub fn use_lang() -> Lang {
    yew::use_context::<Lang>().unwrap_or_default()
}
