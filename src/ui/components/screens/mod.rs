//! Whole screens and dialogs: the new-game screen with its saved games and language switch, the
//! guide and the end of the game.

mod game_over;
mod how_to;
pub(crate) mod language_switch;
mod new_game;
mod saved_games;

pub use game_over::GameOver;
pub use how_to::HowTo;
pub use language_switch::LanguageSwitch;
pub use new_game::NewGame;
pub use saved_games::SavedGames;
