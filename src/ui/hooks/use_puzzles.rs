//! The puzzles kept in the browser (read when the page starts, see `use_page`), written
//! whenever the page's list changes (a review practised, a puzzle solved).

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::browser::storage;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::state::PageState;

/// Keeps the page's puzzles and the browser's in step.
#[hook]
pub fn use_puzzles(page: &UseReducerHandle<PageState>) {
    // The page's list only grows (solved ones are marked, never dropped): an empty one is
    // never written over the browser's.
    use_effect_on(Rc::clone(&page.form.puzzles), |puzzles| {
        if !puzzles.is_empty() {
            storage::save_puzzles(puzzles);
        }
    });
}
