//! Whole screens and dialogs: the new-game screen with its saved games and language switch, the
//! guide and the end of the game.

mod game_over;
mod game_screen;
mod how_to;
mod how_to_open;
mod language_switch;
mod new_game;
mod saved_games;

pub use game_over::GameOver;
pub use game_screen::GameScreen;
pub use how_to::HowTo;
pub use how_to_open::HowToOpen;
pub use language_switch::LanguageSwitch;
pub use new_game::NewGame;
pub use saved_games::SavedGames;
