//! The browser's local storage for saved games (the layout of the entries is in
//! [`crate::ui::state::saves`]). Every call copes with storage that is missing (private mode, a
//! blocked cookie setting), full, or holding anything at all.

use wasm_bindgen::JsCast;

use crate::rules::GameState;
use crate::ui::state::puzzle::{self, Puzzle};
use crate::ui::state::review;
use crate::ui::state::saves::{
    newest_first, SaveSummary, SavedGame, Unopenable, GAME_PREFIX, META_PREFIX, REVIEW_PREFIX,
};

/// Why a game could not be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SaveError {
    /// The browser gives no storage (private mode, or blocked).
    Unavailable,
    /// The storage is full.
    Full,
}

use super::window::local_storage as local;

/// The text of game `id`'s saved record, if there is one.
#[must_use]
pub fn record_text(id: &str) -> Option<String> {
    local()?.get_item(&format!("{GAME_PREFIX}{id}")).ok().flatten()
}

/// Saves `game`: its record (`record`, its text, unless storage holds that already: writing it
/// again would tell other tabs of a change that is none) and its meta entry.
///
/// # Errors
/// When the browser refuses; what was saved before stays as it was.
pub fn save(game: &SavedGame, record: &str) -> Result<(), SaveError> {
    let storage = local().ok_or(SaveError::Unavailable)?;
    let write = |key: String, value: String| {
        storage.set_item(&key, &value).map_err(|error| {
            let name = error.dyn_ref::<web_sys::DomException>().map(web_sys::DomException::name).unwrap_or_default();
            if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" {
                SaveError::Full
            } else {
                SaveError::Unavailable
            }
        })
    };
    let key = format!("{GAME_PREFIX}{}", game.id);
    if storage.get_item(&key).ok().flatten().as_deref() != Some(record) {
        write(key, record.to_owned())?;
    }
    write(format!("{META_PREFIX}{}", game.id), game.meta_json())
}

/// The saved game `id`: `None` when there is none (or no storage).
pub fn open(id: &str) -> Option<Result<(SavedGame, GameState), Unopenable>> {
    let storage = local()?;
    let record = storage.get_item(&format!("{GAME_PREFIX}{id}")).ok().flatten()?;
    let meta = storage.get_item(&format!("{META_PREFIX}{id}")).ok().flatten();
    Some(SavedGame::open(id, &record, meta.as_deref()))
}

/// Every saved game, newest first; damaged ones too, with their problem.
#[must_use]
pub fn list() -> Vec<SaveSummary> {
    let Some(storage) = local() else { return Vec::new() };
    let count = storage.length().unwrap_or(0);
    let ids: Vec<String> = (0..count)
        .filter_map(|i| storage.key(i).ok().flatten())
        .filter_map(|key| key.strip_prefix(GAME_PREFIX).map(str::to_owned))
        .collect();
    let mut saves: Vec<SaveSummary> = ids
        .iter()
        .filter_map(|id| {
            let record = storage.get_item(&format!("{GAME_PREFIX}{id}")).ok().flatten()?;
            let meta = storage.get_item(&format!("{META_PREFIX}{id}")).ok().flatten();
            Some(SaveSummary::of(id, &record, meta.as_deref()))
        })
        .collect();
    newest_first(&mut saves);
    saves
}

/// Deletes the saved game `id` (nothing when there is none).
pub fn delete(id: &str) {
    if let Some(storage) = local() {
        // A storage that cannot delete cannot have saved either.
        let _ = storage.remove_item(&format!("{GAME_PREFIX}{id}"));
        let _ = storage.remove_item(&format!("{META_PREFIX}{id}"));
        let _ = storage.remove_item(&format!("{REVIEW_PREFIX}{id}"));
    }
}

/// The review saved with game `id`, if there is one that reads.
#[must_use]
pub fn review(id: &str) -> Option<review::Saved> {
    review::read_saved(&local()?.get_item(&format!("{REVIEW_PREFIX}{id}")).ok().flatten()?)
}

/// Keeps what a review of game `id` saw, so that the next review starts from it. A full or
/// missing storage only means the analysis is done again next time.
pub fn save_review(id: &str, text: &str) {
    if let Some(storage) = local() {
        let _ = storage.set_item(&format!("{REVIEW_PREFIX}{id}"), text);
    }
}

/// The puzzles kept (none where there are none, or the list is damaged).
#[must_use]
pub fn puzzles() -> Vec<Puzzle> {
    local().and_then(|s| s.get_item(puzzle::KEY).ok().flatten()).map_or_else(Vec::new, |text| puzzle::read(&text))
}

/// Keeps `puzzles`, unless the browser holds them so already. A full or missing storage only
/// means they are not kept past this visit.
pub fn save_puzzles(puzzles: &[Puzzle]) {
    let Some(storage) = local() else { return };
    let text = puzzle::written(puzzles);
    if storage.get_item(puzzle::KEY).ok().flatten().as_deref() != Some(&text) {
        let _ = storage.set_item(puzzle::KEY, &text);
    }
}
