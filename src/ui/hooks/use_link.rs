//! Links opened while the page is up: a game code pasted into the address bar of this tab
//! changes only the fragment, so the page reads it as it comes.

use std::rc::Rc;

use gloo::events::EventListener;
use yew::prelude::*;

use crate::ui::browser::{storage, window};
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::state::link::{LinkAction, LinkArrival};
use crate::ui::state::saves::{new_id, SaveSummary, Seat};
use crate::ui::state::PageState;

/// The link in the address's fragment, if there is one, met with the saved games by link (of
/// `saves`, the list of saved games); the fragment is then dropped, so that a reload opens the
/// saved game rather than the link again.
#[must_use]
pub fn arrival(saves: &[SaveSummary]) -> Option<LinkArrival> {
    let code = window::fragment()?;
    window::drop_fragment();
    let saves = || {
        let by_link = saves.iter().filter(|save| save.seats.contains(&Seat::Friend));
        by_link.filter_map(|save| Some(storage::open(&save.id)?.ok()?.0)).collect()
    };
    Some(LinkArrival::read(&code, saves, new_id(window::now_ms(), window::random())))
}

/// Meets each link opened in this tab (`hashchange`); nothing for an embedded game.
#[hook]
pub fn use_link(enabled: bool, dispatcher: UseReducerDispatcher<PageState>) {
    use_effect_on((), move |()| {
        let listener = enabled.then(|| {
            EventListener::new(&window::window(), "hashchange", move |_| {
                if let Some(arrival) = arrival(&storage::list()) {
                    dispatcher.dispatch(LinkAction::Arrived(Rc::new(arrival)).into());
                }
            })
        });
        move || drop(listener)
    });
}
