//! The window: its size, its address, the browser's languages, small preferences kept in
//! `localStorage`, the clock and randomness. Each call copes with a browser that refuses.

use crate::ui::layout::Format;
use crate::ui::state::address::Address;

/// The page's window.
#[must_use]
pub fn window() -> web_sys::Window {
    web_sys::window().expect("the page runs in a window")
}

/// The format of the window's current size.
#[must_use]
pub fn format() -> Format {
    let w = window();
    let size = |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    Format::of(size(w.inner_width()), size(w.inner_height()))
}

/// What the page's address says.
#[must_use]
pub fn address() -> Address {
    Address::parse(&window().location().search().unwrap_or_default())
}

/// Shows `query` (or, for `None`, the bare page) as the page's address without loading
/// anything. Failing only loses the convenience of reloading or sharing it.
pub fn show_address(query: Option<&str>) {
    let url = match query {
        Some(query) => query.to_owned(),
        None => window().location().pathname().unwrap_or_else(|_| "./".to_owned()),
    };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The browser's languages, most wanted first (`navigator.languages`, else `navigator.language`).
#[must_use]
pub fn languages() -> Vec<String> {
    let navigator = window().navigator();
    let mut tags: Vec<String> = navigator.languages().iter().filter_map(|tag| tag.as_string()).collect();
    tags.extend(navigator.language());
    tags
}

/// `localStorage`, when the browser gives it.
#[must_use]
pub fn local_storage() -> Option<web_sys::Storage> {
    // `localStorage` itself throws when the browser forbids it.
    web_sys::window()?.local_storage().ok().flatten()
}

/// A small preference kept under `key`, if any can be read.
#[must_use]
pub fn kept(key: &str) -> Option<String> {
    local_storage()?.get_item(key).ok().flatten()
}

/// Keeps a small preference; a storage that refuses only loses it.
pub fn keep(key: &str, value: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(key, value);
    }
}

/// The time in milliseconds since 1970.
#[must_use]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A random number from the browser's cryptographic generator (`crypto.getRandomValues`,
/// through `getrandom`); the clock, should the browser refuse.
#[must_use]
pub fn random() -> u64 {
    let mut bytes = [0_u8; 8];
    match getrandom::getrandom(&mut bytes) {
        Ok(()) => u64::from_le_bytes(bytes),
        Err(_) => now_ms().to_bits(),
    }
}

/// Asks the browser to keep the site's storage for good (`navigator.storage.persist()`);
/// `done` gets its answer. A browser without the storage manager says nothing.
pub fn keep_storage(done: impl FnOnce(bool) + 'static) {
    // Older browsers have no `navigator.storage`: the call throws, and there is nothing to ask.
    if let Ok(asked) = window().navigator().storage().persist() {
        answer(asked, move |kept| done(kept.and_then(|kept| kept.as_bool()) == Some(true)));
    }
}

/// The address's fragment without its `#`, when it has one: a game link's code.
#[must_use]
pub fn fragment() -> Option<String> {
    let hash = window().location().hash().ok()?;
    let code = hash.trim_start_matches('#');
    (!code.is_empty()).then(|| code.to_owned())
}

/// The address without its fragment, once a link's game is read: a reload then opens the saved
/// game, not the link again.
pub fn drop_fragment() {
    let location = window().location();
    let (path, search) = (location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
    show_address(Some(&format!("{path}{search}")));
}

/// The link that opens `code` on this site (the page's own address, the code as fragment).
#[must_use]
pub fn link_to(code: &str) -> String {
    let location = window().location();
    let (origin, path) = (location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    format!("{origin}{path}#{code}")
}

/// Waits for `promise` without blocking the page; `done` gets what it resolves to, `None` when
/// it rejects.
fn answer(promise: js_sys::Promise, done: impl FnOnce(Option<wasm_bindgen::JsValue>) + 'static) {
    wasm_bindgen_futures::spawn_local(async move { done(wasm_bindgen_futures::JsFuture::from(promise).await.ok()) });
}

/// Copies `text` to the clipboard; `done` says whether the browser did.
pub fn copy(text: &str, done: impl FnOnce(bool) + 'static) {
    let clipboard = window().navigator().clipboard();
    // Only a secure page (https, or a local one) has `navigator.clipboard`.
    if clipboard.is_undefined() {
        return done(false);
    }
    answer(clipboard.write_text(text), |written| done(written.is_some()));
}

/// Whether the browser has a share sheet (`navigator.share`).
#[must_use]
pub fn can_share() -> bool {
    // Feature detection: web-sys's typed `share` assumes the method is there, and calling it
    // where it is not would throw.
    js_sys::Reflect::has(&window().navigator(), &"share".into()).unwrap_or(false)
}

/// Opens the browser's share sheet with `url`, when the browser has one.
pub fn share(url: &str) {
    if !can_share() {
        return;
    }
    let data = web_sys::ShareData::new();
    data.set_url(url);
    // Whether the person shared or closed the sheet, there is nothing more to do.
    answer(window().navigator().share_with_data(&data), |_| {});
}
