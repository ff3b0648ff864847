//! Game files: exporting the game as a `.json` record and importing one (file picker or a file
//! dropped on the page). What a file means is decided by [`crate::ui::state::saves::read_record`];
//! this is only the browser's side.

use gloo::file::callbacks::FileReader;
use wasm_bindgen::JsCast;
use yew::Callback;

use crate::ui::i18n::Notice;
use crate::ui::state::game_file::names_in;
use crate::ui::state::saves::{new_id, read_record, SavedGame, Seat};

/// The largest file read, in bytes: the largest record the engine reads (1 MiB); a whole game's
/// record is a few kilobytes.
pub const MAX_FILE: f64 = crate::rules::MAX_RECORD_BYTES as f64;

/// Starts a download of `text` as `name`.
///
/// # Errors
/// When the browser refuses to make the file (never expected; the page says so).
pub fn download(name: &str, text: &str) -> Result<(), String> {
    let fail = |_| "The browser would not make the file.".to_owned();
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("No document.")?;
    let link: web_sys::HtmlAnchorElement =
        document.create_element("a").map_err(fail)?.dyn_into().map_err(|_| "No link.".to_owned())?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The click has started the download; the address is no longer needed after it.
    wasm_bindgen_futures::spawn_local(async move {
        gloo::timers::future::TimeoutFuture::new(10_000).await;
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    Ok(())
}

/// Reads `file` as a game to open: `done` gets the game, or why it cannot be opened. Keep the
/// returned reader alive until then (dropping it cancels the read).
pub fn read_game(file: web_sys::File, done: Callback<Result<SavedGame, Notice>>) -> Option<FileReader> {
    let name = file.name();
    if file.size() > MAX_FILE {
        done.emit(Err(Notice::FileTooLarge(name)));
        return None;
    }
    let file = gloo::file::File::from(file);
    Some(gloo::file::callbacks::read_as_text(&file, move |text| {
        let result = match text {
            Err(_) => Err(Notice::FileUnreadable(name)),
            Ok(text) => match read_record(&text) {
                Ok((record, _)) => Ok(SavedGame {
                    id: new_id(super::window::now_ms(), super::window::random()),
                    played: record.actions().len(),
                    record,
                    names: names_in(&text)
                        .unwrap_or_else(|| [0, 1].map(|i| crate::ui::i18n::default_name(crate::ui::Lang::En, i))),
                    seats: [Seat::Person; 2],
                    seed: None,
                    updated: js_sys::Date::now(),
                    lesson: None,
                }),
                Err(problem) => Err(Notice::FileUnopenable { name, problem }),
            },
        };
        done.emit(result);
    }))
}
