//! The browser page: a Yew app that draws the game as one SVG.
//!
//! The folders say what is pure:
//!
//! | folder | what | builds |
//! |---|---|---|
//! | [`state`] | the page's state and its reducers, saved games, the address | every target, tested natively |
//! | [`layout`] | geometry: where everything goes, quilt squares ↔ SVG units, the theme | every target, tested natively |
//! | [`i18n`] | every word the page says, one file per language | every target, tested natively |
//! | [`view`] | what the table draws and where: [`view::TableView`] | every target, tested natively |
//! | `browser` | storage, files, the worker client and the worker's clock: the only `web_sys` users | `wasm32` only |
//! | `hooks` | the page's effects as named Yew hooks | `wasm32` only |
//! | `components` | the page's pieces: view functions, and Yew components where they pay | `wasm32` only |
//!
//! The pure folders name no browser crate; a test walks them to keep it so.

pub mod i18n;
pub mod layout;
pub mod state;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
pub mod browser;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod hooks;

#[cfg(target_arch = "wasm32")]
pub use app::{App, AppProps};
pub use i18n::Lang;
pub use state::{PageAction, PageState};

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
