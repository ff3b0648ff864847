//! The page's state: one reducer, begun from what the browser holds.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::browser::{storage, window};
use crate::ui::i18n::lang::{Lang, STORAGE_KEY};
use crate::ui::state::address::{Address, FACE_KEY};
use crate::ui::state::saves::new_id;
use crate::ui::state::{PageAction, PageState, Settings, Startup};

impl Reducible for PageState {
    type Action = PageAction;

    fn reduce(self: Rc<Self>, action: PageAction) -> Rc<Self> {
        self.reduced(action)
    }
}

/// The page's state. With `settings` (an embedding, a test) the game is that one and the
/// address is not read; otherwise the address says which saved game or deal to show, and the
/// language and facing come from it, else from what was kept, else from the browser.
#[hook]
pub fn use_page(settings: Option<Settings>) -> UseReducerHandle<PageState> {
    use_reducer(move || PageState::first(startup(settings)))
}

/// What the browser holds for the first page.
fn startup(settings: Option<Settings>) -> Startup {
    let address = if settings.is_none() { window::address() } else { Address::default() };
    let lang = Lang::choose(address.lang, window::kept(STORAGE_KEY).as_deref(), &window::languages());
    // Facing: `?face=` in the address, else the last choice (storage that cannot be read counts
    // as upright); never for an embedded game.
    let face = settings.is_none() && address.face.unwrap_or_else(|| window::kept(FACE_KEY).as_deref() == Some("1"));
    let saves = storage::list();
    Startup {
        opened: address.id.as_deref().and_then(storage::open),
        settings,
        format: window::format(),
        lang,
        face,
        fresh_id: new_id(window::now_ms(), window::random()),
        link: if settings.is_none() { super::link_arrival(&saves) } else { None },
        saves: Rc::new(saves),
        puzzles: Rc::new(storage::puzzles()),
        address,
    }
}
