//! The preferences kept for the next visit, and `<html lang>`.

use yew::prelude::*;

use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::i18n::lang::STORAGE_KEY;
use crate::ui::state::address::FACE_KEY;
use crate::ui::state::Prefs;

/// `<html lang>` follows the language; a choice of language is kept for the next visit (the
/// first language only when the address chose it), and so is the facing choice (written only
/// once someone has turned it: upright is the default). A storage that refuses only loses them.
#[hook]
pub fn use_prefs(prefs: Prefs, address_chose_lang: bool) {
    let mounted = use_mut_ref(|| false);
    use_effect_on(prefs.lang, move |&lang| {
        // Only when it changes: setting it, even to the same value, makes the browser match
        // `:lang()` again for every element of the page (a whole restyle on the first visit).
        if let Some(root) = window::window().document().and_then(|d| d.document_element()) {
            if root.get_attribute("lang").as_deref() != Some(lang.code()) {
                let _ = root.set_attribute("lang", lang.code());
            }
        }
        let chosen = *mounted.borrow() || address_chose_lang;
        *mounted.borrow_mut() = true;
        if chosen {
            window::keep(STORAGE_KEY, lang.code());
        }
    });
    use_effect_on(prefs.face, |&face| {
        let stored = window::kept(FACE_KEY);
        let wanted = if face { "1" } else { "0" };
        if (face || stored.is_some()) && stored.as_deref() != Some(wanted) {
            window::keep(FACE_KEY, wanted);
        }
    });
}
