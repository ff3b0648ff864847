//! Every action saved at once, and the list of saved games kept fresh.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::browser::storage::{self, SaveError};
use crate::ui::browser::window;
use crate::ui::i18n::Notice;
use crate::ui::state::{FeedbackAction, FormAction, PageState, Screen};

/// Saves the game whenever its record, names or seats change; a browser that refuses gets one
/// notice and the game goes on. The list of saved games is read again whenever the new-game
/// screen comes up.
#[hook]
pub fn use_autosave(page: &UseReducerHandle<PageState>) {
    let dispatcher = page.dispatcher();
    let session = &page.session;
    let key = (
        page.view.screen,
        session.id.clone(),
        session.record.clone(),
        session.played,
        session.names.clone(),
        session.seats,
    );
    let state = page.clone();
    use_effect_with(key, move |(screen, _, record, ..)| {
        // A dealt game is saved from its first action; an imported one at once. (The copy for
        // storage is made here, when something changed, not on every drawing.)
        if *screen == Screen::Playing && (!record.actions().is_empty() || state.session.seed.is_none()) {
            let outcome = match storage::save(&state.session.saved(window::now_ms())) {
                Ok(()) => FeedbackAction::Saved,
                Err(SaveError::Full) => FeedbackAction::SaveFailed(Notice::StorageFull),
                Err(SaveError::Unavailable) => FeedbackAction::SaveFailed(Notice::StorageUnavailable),
            };
            dispatcher.dispatch(outcome.into());
        }
    });
    let dispatcher = page.dispatcher();
    use_effect_with(page.view.screen, move |&screen| {
        if screen == Screen::NewGame {
            dispatcher.dispatch(FormAction::Saves(Rc::new(storage::list())).into());
        }
    });
}
