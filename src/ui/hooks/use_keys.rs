//! The keyboard and the window's size.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::browser::pointer::ToSvg;
use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::layout::drag::arrow_step;
use crate::ui::state::{HandAction, PageAction, PageState, SessionAction, ViewAction};

/// What a key does while a game is shown, if anything.
fn key_action(event: &web_sys::KeyboardEvent) -> Option<PageAction> {
    let key = event.key();
    if event.ctrl_key() || event.meta_key() {
        return match key.as_str() {
            "z" | "Z" if event.shift_key() => Some(SessionAction::Redo.into()),
            "z" | "Z" => Some(SessionAction::Undo.into()),
            "y" | "Y" => Some(SessionAction::Redo.into()),
            _ => None,
        };
    }
    let key = key.as_str();
    if let Some(step) = arrow_step(key) {
        return Some(HandAction::Step(step).into());
    }
    Some(
        match key {
            "r" | "R" => HandAction::Rotate,
            "f" | "F" => HandAction::Mirror,
            "Enter" => HandAction::Place,
            "Escape" => HandAction::Cancel,
            _ => return None,
        }
        .into(),
    )
}

/// The game's keys (R, F, arrows, Enter, Escape, Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y), except
/// while typing in a field or pressing Enter on a button; the window's format as it is
/// resized; and a pointer going down anywhere but on a projection in detail or a panel's
/// button for it, which closes the projection in detail (nothing changes when none is open).
#[hook]
pub fn use_keys(dispatcher: UseReducerDispatcher<PageState>) {
    use_effect_on((), move |()| {
        let resize = EventListener::new(&window::window(), "resize", {
            let dispatcher = dispatcher.clone();
            move |_| {
                ToSvg::forget();
                dispatcher.dispatch(ViewAction::Resized(window::format()).into());
            }
        });
        // Before anything on the page sees it (some stop it going further).
        let elsewhere = EventListener::new_with_options(
            &window::window(),
            "pointerdown",
            EventListenerOptions::run_in_capture_phase(),
            {
                let dispatcher = dispatcher.clone();
                move |event| {
                    let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
                    let on = target.and_then(|t| t.closest(".projection-details, .projection-open").ok().flatten());
                    if on.is_none() {
                        dispatcher.dispatch(ViewAction::Details(None).into());
                    }
                }
            },
        );
        // Not passive: a key the game uses does not also scroll or act in the browser.
        let options = EventListenerOptions::enable_prevent_default();
        let keys = EventListener::new_with_options(&window::window(), "keydown", options, move |event| {
            let event = event.unchecked_ref::<web_sys::KeyboardEvent>();
            let target = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
            let tag = target.map(|t| t.tag_name().to_ascii_lowercase()).unwrap_or_default();
            if tag == "input" || (tag == "button" && event.key() == "Enter") {
                return;
            }
            if let Some(action) = key_action(event) {
                event.prevent_default();
                dispatcher.dispatch(action);
            }
        });
        move || drop((resize, elsewhere, keys))
    });
}
