//! Whole screens and dialogs: the new-game screen with its saved games and language switch, the
//! guide and the end of the game.

mod game_over;
mod game_screen;
mod how_to;
mod how_to_open;
mod language_switch;
mod new_game;
mod saved_games;

pub use game_over::{game_over, GameOverProps};
pub use game_screen::{game_screen, Tools};
pub use how_to::{how_to, HowToProps};
pub use how_to_open::{how_to_open, HowToOpenProps};
pub use language_switch::language_switch;
pub use new_game::{new_game, NewGameProps};
pub use saved_games::{saved_games, SavedGamesProps};
