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
pub(crate) mod time_board;
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
pub use quilt_board::QuiltBoard;
pub use time_board::TimeBoard;
pub use time_token::TimeToken;
mod controls;
mod game_over;
mod ghost;
mod held_patch;
mod how_to;
pub(crate) mod language_switch;
mod new_game;
mod notice;
mod saved_games;
mod toolbar;

pub use controls::{place, Controls};
pub use game_over::GameOver;
pub use ghost::{Ghost, TRAVEL_MS};
pub use held_patch::{capture, event_point, svg_point, HeldPatch};
pub use how_to::HowTo;
pub use language_switch::{LanguageSwitch, PageTools};
pub use new_game::NewGame;
pub use notice::Notice;
pub use saved_games::SavedGames;
pub use toolbar::Toolbar;
