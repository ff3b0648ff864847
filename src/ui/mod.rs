//! The browser page: a Yew app that draws the game as one SVG.
//!
//! [`geometry`], [`settings`] and [`theme`] are pure and build on every target, so they are
//! unit-tested natively; the components and the app exist on `wasm32` only.

pub mod geometry;
pub mod settings;
pub mod theme;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;

#[cfg(target_arch = "wasm32")]
pub use app::{App, AppProps, PageAction, PageState};

#[cfg(test)]
mod tests {
    /// The pure files of the page stay pure: no browser crate, so they build and test natively.
    #[test]
    fn geometry_settings_and_theme_make_no_browser_calls() {
        let sources = [include_str!("geometry.rs"), include_str!("settings.rs"), include_str!("theme.rs")];
        for source in sources {
            for word in ["yew", "web_sys", "js_sys", "gloo", "wasm_bindgen"] {
                assert!(!source.contains(word), "a pure ui file mentions {word}");
            }
        }
    }
}
