//! Small drawings used on buttons.

mod button_icon;
mod hourglass_icon;

pub use button_icon::ButtonIcon;
pub use hourglass_icon::HourglassIcon;
