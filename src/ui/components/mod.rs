//! The page's SVG components, one per file.

mod bonus_tile;
mod button_icon;
mod game_title;
mod hourglass_icon;
mod neutral_token;
mod patch_card;
mod patch_circle;
mod patch_figure;
mod player_panel;
mod quilt_board;
mod time_board;
mod time_token;

pub use bonus_tile::BonusTile;
pub use button_icon::ButtonIcon;
pub use game_title::GameTitle;
pub use hourglass_icon::HourglassIcon;
pub use neutral_token::NeutralToken;
pub use patch_card::PatchCard;
pub use patch_circle::PatchCircle;
pub use patch_figure::PatchFigure;
pub use player_panel::PlayerPanel;
pub use quilt_board::{halo, QuiltBoard};
pub use time_board::TimeBoard;
pub use time_token::TimeToken;
mod controls;
mod face_toggle;
mod game_over;
mod held_patch;
mod new_game;

pub use controls::{place, Controls};
pub use face_toggle::FaceToggle;
pub use game_over::GameOver;
pub use held_patch::{capture, event_point, svg_point, HeldPatch};
pub use new_game::NewGame;
