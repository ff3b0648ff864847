//! Small drawings used on buttons.

mod button_icon;
mod hourglass_icon;
mod symbols;

pub use button_icon::ButtonIcon;
pub use hourglass_icon::HourglassIcon;
pub use symbols::IconSymbols;
