//! Everything that touches the browser (`wasm32` only): the page's storage, files, the
//! computer player's worker (both sides) and the window. Pure decisions are made in
//! [`crate::ui::state`]; these modules only carry values in and out. Memory comes from the
//! standard library's allocator (dlmalloc on wasm32), in the page and in its worker alike.

pub mod files;
pub mod fit;
pub mod pointer;
pub mod storage;
pub mod window;
pub mod worker;
pub mod worker_client;
