//! The words of the page's boxes fitted after each drawing ([`crate::ui::browser::fit`]).

use yew::prelude::*;

/// Fits the `.fit` boxes' words once the page is drawn, after every drawing.
#[hook]
pub fn use_fit() {
    use_effect(crate::ui::browser::fit::fit_texts);
}
