//! Patchwork and Patchwork Express: the rules engine, computer players and the browser page.
//!
//! A short tour of one turn:
//!
//! ```
//! use patchwork::rules::{Action, Event, GameState, Player, Variant};
//!
//! let mut game = GameState::from_seed(Variant::ClassicRevised, 42);
//! assert_eq!(game.to_move(), Some(Player::One));
//! // Player 1 advances just past player 2 (space 0 → 1) and takes one button.
//! let events = game.play(Action::Advance).unwrap();
//! assert!(events.contains(&Event::ButtonsEarned { player: Player::One, buttons: 1 }));
//! assert_eq!(game.buttons(Player::One), 6);
//! // Now player 2 is behind and takes a turn: any legal action, for example the first one.
//! assert_eq!(game.to_move(), Some(Player::Two));
//! let first = game.legal_actions()[0];
//! game.play(first).unwrap();
//! ```

#![warn(missing_docs)]

pub mod ai;
pub mod rules;
pub mod ui;
pub mod util;
