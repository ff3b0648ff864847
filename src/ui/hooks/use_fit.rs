//! The words of the page's boxes fitted after each drawing ([`crate::ui::browser::fit`]).

use yew::prelude::*;

use crate::ui::hooks::effect::use_effect_always;

/// Fits the `.fit` boxes' words once the page is drawn, after every drawing.
#[hook]
pub fn use_fit() {
    use_effect_always(crate::ui::browser::fit::fit_texts);
}
