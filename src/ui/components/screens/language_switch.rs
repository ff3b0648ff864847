//! The language switch (each language by its own name) and the button opening "how to play".

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::i18n::lang::Lang;
use crate::ui::i18n::{self, Text};
use crate::ui::state::PageAction;
use crate::ui::{hooks::use_lang, UiContext};

/// A `<select>` of the languages, the current one chosen.
#[function_component(LanguageSwitch)]
pub fn language_switch() -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let lang = use_lang();
    let onchange = Callback::from(move |event: Event| {
        let Some(select) = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlSelectElement>().ok()) else {
            return;
        };
        if let Some(chosen) = Lang::from_code(&select.value()) {
            ui.dispatch.dispatch(PageAction::SetLang(chosen));
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

/// Whether the "how to play" button says so or only shows a question mark.
#[derive(Properties, PartialEq)]
pub struct HowToOpenProps {
    /// Only `?` (its name stays in `aria-label` and `title`).
    #[prop_or_default]
    pub short: bool,
}

/// The button that opens "how to play".
#[function_component(HowToOpen)]
pub fn how_to_open(props: &HowToOpenProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let lang = use_lang();
    let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::HowTo(true)));
    let name = i18n::text(lang, Text::HowToPlay);
    html! {
        <button type="button" data-testid="how-to-open" class="control how-to-open" title={name}
            aria-label={name} {onclick}>
            { if props.short { "?".to_owned() } else { format!("? {name}") } }
        </button>
    }
}
