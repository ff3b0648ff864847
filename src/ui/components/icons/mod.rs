//! Small drawings used on buttons.

mod button_icon;
mod hourglass_icon;
mod symbols;

pub use button_icon::button_icon;
pub use hourglass_icon::{hourglass_icon, view_hourglass_icon};
pub use symbols::view_icon_symbols;
