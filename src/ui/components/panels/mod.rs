//! What stands around the board: each player's panel, the turn's controls, the toolbar and its
//! menu, the facing switch, the game's title, the notice, the review of a game and the link to a friend.

mod controls;
mod face_toggle;
mod first_hint;
mod game_title;
mod link_panel;
mod notice;
mod player_panel;
mod review_panel;
mod toolbar;

pub use controls::{controls, place, ControlsProps};
pub use face_toggle::{face_toggle, FaceToggleProps};
pub use first_hint::{first_hint, FirstHintProps};
pub use game_title::{game_title, GameTitleProps};
pub use link_panel::{fork_choice, link_panel, LinkPanelProps};
pub use notice::{notice, NoticeProps};
pub use player_panel::{player_panel, PlayerPanelProps};
pub use review_panel::{review_panel, ReviewPanelProps};
pub use toolbar::{toolbar, ToolbarProps};
