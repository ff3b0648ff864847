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
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::JsValue;
    let navigator = window().navigator();
    // Older browsers have no `navigator.storage`: then there is nothing to ask.
    if !js_sys::Reflect::has(&navigator, &JsValue::from_str("storage")).unwrap_or(false) {
        return;
    }
    let Ok(promise) = navigator.storage().persist() else { return };
    let answer: Closure<dyn FnMut(JsValue)> = Closure::once(move |kept: JsValue| done(kept.as_bool() == Some(true)));
    let _ = promise.then(&answer);
    // Called once, when the browser answers.
    answer.forget();
}
