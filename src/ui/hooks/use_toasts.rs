//! Toasts that fade by themselves.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::state::{FeedbackAction, PageState};

/// How long a toast stays, in milliseconds.
pub const TOAST_MS: u32 = 2_400;

/// Each batch of toasts goes a little over two seconds after it came.
#[hook]
pub fn use_toasts(dispatcher: UseReducerDispatcher<PageState>, next_toast: u32) {
    use_effect_with(next_toast, move |&upto| {
        Timeout::new(TOAST_MS, move || dispatcher.dispatch(FeedbackAction::ExpireToasts(upto).into())).forget();
    });
}
