//! The page: built by Trunk for `wasm32`. On other targets this binary only points there.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<patchwork::ui::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The page runs in a browser: build it with `trunk build` (or `make serve`). \
         The command-line tool is `patchwork-cli`."
    );
}
