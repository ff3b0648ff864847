//! Whole screens and dialogs: the new-game screen with its saved games and language switch, the
//! guide and the end of the game.

mod game_over;
mod game_screen;
mod how_to;
mod how_to_open;
mod language_switch;
mod new_game;
mod saved_games;

pub use game_over::{practise, view_game_over, view_result, GameOverArgs};
pub use game_screen::{view_game_screen, Tools};
pub use how_to::{HowTo, HowToProps};
pub use how_to_open::{view_how_to_open, HowToOpenArgs};
pub use language_switch::view_language_switch;
pub use new_game::{view_new_game, NewGameArgs};
pub use saved_games::view_saved_games;
