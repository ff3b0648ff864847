//! Saved games kept for good, where the browser allows it.

use yew::prelude::*;

use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::state::{FeedbackAction, PageState};

/// How long after the page starts the question is asked: its answer re-draws the page, which
/// the first seconds of a phone's first visit can do without.
const AFTER_MS: u32 = 3_000;

/// Asks the browser once to keep the site's storage (so it does not clear saved games when it
/// runs short of space); the menu says what it answered.
#[hook]
pub fn use_keep_storage(dispatcher: UseReducerDispatcher<PageState>) {
    use_effect_on((), move |()| {
        let ask = gloo::timers::callback::Timeout::new(AFTER_MS, move || {
            window::keep_storage(move |kept| dispatcher.dispatch(FeedbackAction::Kept(kept).into()));
        });
        move || drop(ask)
    });
}
