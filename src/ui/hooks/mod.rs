//! The page's effects as named Yew hooks (`wasm32` only), each owning one edge of the page:
//! the state and where it begins ([`use_page`]), the address, the kept preferences, the keys,
//! saving, the puzzles kept, files, the computer player, toasts, dragging, words fitted to their boxes, links opened in the tab, and the table's
//! layout, link to send and focus.

mod effect;
mod use_address;
mod use_autosave;
mod use_computer;
mod use_drag;
mod use_files;
mod use_fit;
mod use_keep_storage;
mod use_keys;
mod use_link;
mod use_page;
mod use_prefs;
mod use_puzzles;
mod use_table;
mod use_toasts;

pub use use_address::use_address;
pub use use_autosave::use_autosave;
pub use use_computer::use_computer;
pub use use_drag::{box_style, use_drag};
pub use use_files::{use_files, Files};
pub use use_fit::use_fit;
pub use use_keep_storage::use_keep_storage;
pub use use_keys::use_keys;
pub use use_link::{arrival as link_arrival, use_link};
pub use use_page::use_page;
pub use use_prefs::use_prefs;
pub use use_puzzles::use_puzzles;
pub use use_table::{use_table, Table};
pub use use_toasts::use_toasts;
