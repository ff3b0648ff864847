//! Every action saved at once, one game in several tabs kept in step, and the list of saved
//! games kept fresh.
//!
//! A tab remembers the text of its game's record as it last saw it in storage (written by
//! itself, or read). Before it saves, it reads the record again: if another tab has written
//! something else meanwhile, this tab does not write over it; it shows the game as saved there
//! and says that its own last move was not kept. When another tab saves the game (the `storage`
//! event), this tab shows it at once. So two tabs never write diverging versions of one game.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::browser::storage::{self, SaveError};
use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::i18n::Notice;
use crate::ui::state::saves::GAME_PREFIX;
use crate::ui::state::{FeedbackAction, FormAction, PageAction, PageState, Screen, SessionAction};

/// Saves the game whenever its record, names or seats change, unless another tab has moved it
/// on; a browser that refuses gets one notice and the game goes on. Listens for other tabs'
/// saves, and reads the list of saved games again whenever the new-game screen comes up or
/// another tab changes it.
#[hook]
pub fn use_autosave(page: &UseReducerHandle<PageState>) {
    // The record's text as this tab last saw it in storage, for the game shown.
    let seen = use_mut_ref(|| None::<String>);
    {
        // A game opened (or begun) here: what storage holds for it now is what this tab saw.
        let seen = seen.clone();
        use_effect_on(page.session.id.clone(), move |id| *seen.borrow_mut() = storage::record_text(id));
    }
    {
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
        let (state, seen) = (page.clone(), seen.clone());
        use_effect_on(key, move |(screen, _, record, ..)| {
            // A dealt game is saved from its first action; an imported one at once. (The copy
            // for storage is made here, when something changed, not on every drawing.)
            // A puzzle's position is never saved.
            let game = *screen == Screen::Playing && state.puzzle.is_none();
            if game && (!record.actions().is_empty() || state.session.seed.is_none()) {
                save(&state, &dispatcher, &seen);
            }
        });
    }
    let dispatcher = page.dispatcher();
    use_effect_on(page.view.screen, move |&screen| {
        if screen == Screen::NewGame {
            dispatcher.dispatch(FormAction::Saves(Rc::new(storage::list())).into());
        }
    });
    // Other tabs' saves. The listener reads the page's latest state through a cell.
    let latest = use_mut_ref(|| (Screen::NewGame, Rc::<str>::from("")));
    *latest.borrow_mut() = (page.view.screen, page.session.id.clone());
    let dispatcher = page.dispatcher();
    use_effect_on((), move |()| {
        let listener = EventListener::new(&window::window(), "storage", move |event| {
            let event = event.unchecked_ref::<web_sys::StorageEvent>();
            let Some(key) = event.key() else { return };
            let Some(id) = key.strip_prefix(GAME_PREFIX) else { return };
            let (screen, shown) = latest.borrow().clone();
            match screen {
                Screen::NewGame => dispatcher.dispatch(FormAction::Saves(Rc::new(storage::list())).into()),
                Screen::Playing if *shown == *id => follow(id, event.new_value(), &dispatcher, &seen, false),
                Screen::Playing | Screen::Review => {}
            }
        });
        move || drop(listener)
    });
}

/// Saves the game shown, unless another tab has written it since this tab last saw it.
fn save(state: &PageState, dispatcher: &UseReducerDispatcher<PageState>, seen: &Rc<RefCell<Option<String>>>) {
    let saved = state.session.saved(window::now_ms());
    let text = saved.played_record().to_json();
    let stored = storage::record_text(&saved.id);
    let moved_on = {
        let seen = seen.borrow();
        matches!((&*seen, &stored), (Some(seen), Some(stored)) if stored != seen && *stored != text)
    };
    if moved_on {
        follow(&saved.id, stored, dispatcher, seen, true);
        return;
    }
    let outcome = match storage::save(&saved, &text) {
        Ok(()) => {
            *seen.borrow_mut() = Some(text);
            FeedbackAction::Saved
        }
        Err(SaveError::Full) => FeedbackAction::SaveFailed(Notice::StorageFull),
        Err(SaveError::Unavailable) => FeedbackAction::SaveFailed(Notice::StorageUnavailable),
    };
    dispatcher.dispatch(outcome.into());
}

/// Shows game `id` as another tab saved it (`record` is its new text; nothing when it was
/// deleted or is what this tab saw already). `refused`: this tab's own last move was not saved.
fn follow(
    id: &str,
    record: Option<String>,
    dispatcher: &UseReducerDispatcher<PageState>,
    seen: &Rc<RefCell<Option<String>>>,
    refused: bool,
) {
    let Some(record) = record else { return };
    if seen.borrow().as_deref() == Some(record.as_str()) {
        return;
    }
    *seen.borrow_mut() = Some(record);
    if let Some(Ok((saved, _))) = storage::open(id) {
        dispatcher.dispatch(PageAction::from(SessionAction::Synced { saved: Rc::new(saved), refused }));
    }
}
