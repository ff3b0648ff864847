//! What stands around the board: each player's panel, the turn's controls, the toolbar and its
//! menu, the facing switch, the game's title, the notice, the review of a game, the link to a friend, the turn's recap, the game's log, a player's projection in detail and a puzzle's bar.

mod controls;
mod face_toggle;
mod first_hint;
mod game_title;
mod lesson;
mod link_panel;
mod note;
mod notice;
mod player_panel;
mod projection_details;
mod puzzle_bar;
mod recap;
mod review_panel;
pub(crate) mod toolbar;

pub use controls::{digit, flag, place, view_controls, view_message};
pub use face_toggle::view_face_toggle;
pub use first_hint::view_first_hint;
pub use game_title::{view_game_title, GameTitleArgs};
pub use lesson::{view_learn, view_lesson};
pub use link_panel::{view_fork_choice, view_link_panel};
pub use note::view_note;
pub use notice::view_notice;
pub use player_panel::{view_player_panel, PlayerPanelArgs};
pub use projection_details::view_projection_details;
pub use puzzle_bar::view_puzzle_bar;
pub use recap::{view_log, view_recap};
pub use review_panel::{view_review_panel, view_summary};
pub use toolbar::view_toolbar;
