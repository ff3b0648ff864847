//! Everything that touches the browser (`wasm32` only): the page's storage, files, the
//! computer player's worker (both sides), the window and the module's memory allocator. Pure decisions are made in
//! [`crate::ui::state`]; these modules only carry values in and out.

pub mod files;
pub mod heap;
pub mod pointer;
pub mod storage;
pub mod window;
pub mod worker;
pub mod worker_client;
