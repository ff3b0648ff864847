//! Saved games kept for good, where the browser allows it.

use yew::prelude::*;

use crate::ui::browser::window;
use crate::ui::state::{FeedbackAction, PageState};

/// Asks the browser once to keep the site's storage (so it does not clear saved games when it
/// runs short of space); the menu says what it answered.
#[hook]
pub fn use_keep_storage(dispatcher: UseReducerDispatcher<PageState>) {
    use_effect_with((), move |()| {
        window::keep_storage(move |kept| dispatcher.dispatch(FeedbackAction::Kept(kept).into()));
    });
}
