//! The two players and per-player storage.

use std::ops::{Index, IndexMut};

/// One of the two players. Player 1 starts the game with their time token on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// The starting player.
    One,
    /// The second player.
    Two,
}

impl Player {
    /// Both players, player 1 first.
    pub const BOTH: [Player; 2] = [Player::One, Player::Two];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::One => Player::Two,
            Player::Two => Player::One,
        }
    }

    /// 0 for player 1, 1 for player 2.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Player::One => 0,
            Player::Two => 1,
        }
    }

    /// The number players see: 1 or 2.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.index() as u8 + 1
    }
}

impl std::fmt::Display for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "player {}", self.number())
    }
}

/// A value for each player, indexed by [`Player`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ByPlayer<T>(pub [T; 2]);

impl<T> ByPlayer<T> {
    /// Builds both values from a function of the player.
    pub fn new_with(mut f: impl FnMut(Player) -> T) -> Self {
        ByPlayer([f(Player::One), f(Player::Two)])
    }

    /// The values in player order, with their player.
    pub fn iter(&self) -> impl Iterator<Item = (Player, &T)> {
        Player::BOTH.into_iter().zip(self.0.iter())
    }
}

impl<T> Index<Player> for ByPlayer<T> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        &self.0[player.index()]
    }
}

impl<T> IndexMut<Player> for ByPlayer<T> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.0[player.index()]
    }
}
