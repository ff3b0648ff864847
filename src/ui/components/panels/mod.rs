//! What stands around the board: each player's panel, the turn's controls, the toolbar and its
//! menu, the facing switch, the game's title and the notice.

mod controls;
mod face_toggle;
mod first_hint;
mod game_title;
mod notice;
mod player_panel;
mod toolbar;

pub use controls::{place, Controls};
pub use face_toggle::FaceToggle;
pub use first_hint::FirstHint;
pub use game_title::GameTitle;
pub use notice::Notice;
pub use player_panel::PlayerPanel;
pub use toolbar::Toolbar;
