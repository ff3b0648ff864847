//! The language switch: each language by its own name.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::i18n::lang::Lang;
use crate::ui::i18n::{self, Text};
use crate::ui::state::{PageAction, PrefsAction};
use crate::ui::UiContext;

/// A `<select>` of the languages, the current one chosen.
pub fn view_language_switch(lang: Lang, ui: &UiContext) -> Html {
    let ui = ui.clone();
    let onchange = Callback::from(move |event: Event| {
        let Some(select) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else {
            return;
        };
        if let Some(chosen) = Lang::from_code(&select.value()) {
            ui.dispatch.dispatch(PageAction::from(PrefsAction::SetLang(chosen)));
        }
    });
    let options = Lang::ALL.map(|l| {
        html! {
            <option value={l.code()} lang={l.code()} selected={l == lang}>{ l.native_name() }</option>
        }
    });
    html! {
        <label class="language">
            <span class="language-label">{ i18n::text(lang, Text::Language) }</span>
            <select data-testid="language" {onchange}>{ for options }</select>
        </label>
    }
}
