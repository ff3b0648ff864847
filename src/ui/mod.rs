//! The browser page: a Yew app that draws the game as one SVG.
//!
//! [`drag_math`], [`geometry`], [`settings`], [`theme`] and [`words`] are pure and build on every target, so they are
//! unit-tested natively; the components and the app exist on `wasm32` only.

pub mod ai_request;
pub mod drag_math;
pub mod geometry;
pub mod play;
pub mod settings;
pub mod theme;
pub mod words;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod computer;

#[cfg(target_arch = "wasm32")]
pub use app::{App, AppProps};
pub use play::{PageAction, PageState};

/// What every component may reach without threading it through the SVG tree: the reducer's
/// dispatcher and the page's `<svg>` (for `getScreenCTM`).
#[cfg(target_arch = "wasm32")]
#[derive(Clone, PartialEq)]
pub struct UiContext {
    /// Sends actions to the page's reducer.
    pub dispatch: yew::UseReducerDispatcher<PageState>,
    /// The page's `<svg>` element.
    pub svg: yew::NodeRef,
}

#[cfg(test)]
mod tests {
    /// The pure files of the page stay pure: no browser crate, so they build and test natively.
    #[test]
    fn geometry_settings_and_theme_make_no_browser_calls() {
        let sources = [
            include_str!("ai_request.rs"),
            include_str!("drag_math.rs"),
            include_str!("geometry.rs"),
            include_str!("play.rs"),
            include_str!("settings.rs"),
            include_str!("theme.rs"),
            include_str!("words.rs"),
        ];
        for source in sources {
            for word in ["yew", "web_sys", "js_sys", "gloo", "wasm_bindgen"] {
                assert!(!source.contains(word), "a pure ui file mentions {word}");
            }
        }
    }
}
