//! The browser page: a Yew app that draws the game as one SVG.
//!
//! [`drag_math`], [`geometry`], [`lang`], [`settings`], [`theme`] and [`words`] are pure and build on every target, so they are
//! unit-tested natively; the components and the app exist on `wasm32` only.

pub mod ai_request;
pub mod drag_math;
pub mod geometry;
pub mod lang;
pub mod play;
pub mod saves;
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
pub mod files;
#[cfg(target_arch = "wasm32")]
pub mod storage;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(target_arch = "wasm32")]
pub use app::{App, AppProps};
pub use lang::Lang;
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

/// The language of the page, for a component to word what it draws: the app provides it as a
/// context of its own; without one (a component drawn alone in a test) it is English.
#[cfg(target_arch = "wasm32")]
#[yew::hook]
pub fn use_lang() -> Lang {
    yew::use_context::<Lang>().unwrap_or_default()
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
            include_str!("lang.rs"),
            include_str!("play.rs"),
            include_str!("saves.rs"),
            include_str!("settings.rs"),
            include_str!("theme.rs"),
            include_str!("words/mod.rs"),
            include_str!("words/en.rs"),
            include_str!("words/pl.rs"),
            include_str!("words/fr.rs"),
            include_str!("words/tests.rs"),
        ];
        for source in sources {
            for word in ["yew", "web_sys", "js_sys", "gloo", "wasm_bindgen"] {
                assert!(!source.contains(word), "a pure ui file mentions {word}");
            }
        }
    }
}
