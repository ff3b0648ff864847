//! The page's effects as named Yew hooks (`wasm32` only): each owns one edge of the page.

mod use_lang;

pub use use_lang::use_lang;
