//! The page: built by Trunk for `wasm32`, and the computer player's worker, which runs the same
//! module. On other targets this binary only points there.

/// The page's and its worker's allocator: talc, made for WebAssembly, in place of the standard
/// library's dlmalloc: 2.6 KB less to download, the same memory and speed (docs/SPEED.md).
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    // The computer player's worker runs this same module (static/ai-worker.js): there is no
    // window there, and nothing to draw.
    if web_sys::window().is_some() {
        yew::Renderer::<patchwork::ui::App>::new().render();
    }
}

/// The computer player's worker's answer to one message (a JSON text; see
/// `patchwork::ai::protocol`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn ai_worker_respond(message: wasm_bindgen::JsValue) -> String {
    patchwork::ui::browser::worker::respond(message.as_string())
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The page runs in a browser: build it with `trunk build` (or `make serve`). \
         The command-line tool is `patchwork-cli`."
    );
}
