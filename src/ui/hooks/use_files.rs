//! Game files: export, and import from the file picker or a file dropped anywhere on the page.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::ui::browser::{files, window};
use crate::ui::i18n::Notice;
use crate::ui::state::game_file::game_file;
use crate::ui::state::saves::SavedGame;
use crate::ui::state::{FeedbackAction, PageState, SessionAction};

/// What the page needs to offer files: the hidden picker and what its buttons and the page do.
pub struct Files {
    /// The hidden `<input type=file>` the Import buttons open.
    pub picker: Html,
    /// Opens the picker.
    pub on_import: Callback<()>,
    /// Downloads the game as a record.
    pub on_export: Callback<()>,
    /// Lets a file be dropped on the page.
    pub ondragover: Callback<DragEvent>,
    /// Opens a file dropped on the page.
    pub ondrop: Callback<DragEvent>,
}

/// Export and import. A file that is not a game gets a notice naming the problem, and the game
/// shown is untouched.
#[hook]
pub fn use_files(page: &UseReducerHandle<PageState>) -> Files {
    let reader = use_mut_ref(|| None::<gloo::file::callbacks::FileReader>);
    let file_input = use_node_ref();
    let open_file = {
        let (dispatcher, reader) = (page.dispatcher(), reader.clone());
        Callback::from(move |file: web_sys::File| {
            let dispatcher = dispatcher.clone();
            let done = Callback::from(move |result: Result<SavedGame, Notice>| match result {
                Ok(saved) => dispatcher.dispatch(SessionAction::Open(Rc::new(saved)).into()),
                Err(why) => dispatcher.dispatch(FeedbackAction::Notice(Some(why)).into()),
            });
            *reader.borrow_mut() = files::read_game(file, done);
        })
    };
    let on_import = {
        let file_input = file_input.clone();
        Callback::from(move |()| {
            if let Some(input) = file_input.cast::<web_sys::HtmlInputElement>() {
                input.set_value("");
                input.click();
            }
        })
    };
    let on_file_chosen = {
        let open_file = open_file.clone();
        Callback::from(move |event: Event| {
            let input = event.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok());
            if let Some(file) = input.and_then(|i| i.files()).and_then(|f| f.get(0)) {
                open_file.emit(file);
            }
        })
    };
    let ondragover = Callback::from(|event: DragEvent| event.prevent_default());
    let ondrop = Callback::from(move |event: DragEvent| {
        event.prevent_default();
        if let Some(file) = event.data_transfer().and_then(|d| d.files()).and_then(|f| f.get(0)) {
            open_file.emit(file);
        }
    });
    let on_export = {
        let (dispatcher, page) = (page.dispatcher(), page.clone());
        Callback::from(move |()| {
            let saved = page.session.saved(window::now_ms());
            let (game, _) = page.session.game.variant().names();
            let name = format!("patchwork-{game}-{}.json", saved.id);
            if files::download(&name, &game_file(&saved.played_record(), &saved.names)).is_err() {
                dispatcher.dispatch(FeedbackAction::Notice(Some(Notice::ExportFailed)).into());
            }
        })
    };
    let picker = html! {
        <input type="file" accept=".json,application/json" data-testid="import-file" ref={file_input}
            style="display:none" onchange={on_file_chosen} />
    };
    Files { picker, on_import, on_export, ondragover, ondrop }
}
