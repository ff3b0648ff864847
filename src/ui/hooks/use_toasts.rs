//! Toasts that fade by themselves.

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ui::hooks::effect::use_effect_on;
use crate::ui::state::{FeedbackAction, PageState};

/// How long a toast stays, in milliseconds.
pub const TOAST_MS: u32 = 2_400;

/// Each batch of toasts goes a little over two seconds after it came. The timers are kept
/// (each batch its own, so a new batch never delays an older one) and released with the page;
/// those that have run are dropped when the next one starts.
#[hook]
pub fn use_toasts(dispatcher: UseReducerDispatcher<PageState>, next_toast: u32) {
    let timers = use_mut_ref(Vec::<(f64, Timeout)>::new);
    use_effect_on(next_toast, move |&upto| {
        let now = js_sys::Date::now();
        let mut timers = timers.borrow_mut();
        timers.retain(|&(due, _)| due > now);
        let timer = Timeout::new(TOAST_MS, move || dispatcher.dispatch(FeedbackAction::ExpireToasts(upto).into()));
        timers.push((now + f64::from(TOAST_MS), timer));
    });
}
