//! Scores and the winner (docs/RULES.md, "End of the game and score").

use super::player::{ByPlayer, Player};

/// A player's score, broken down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Score {
    /// Buttons held.
    pub buttons: u16,
    /// Points of the bonus tile (7 when held, else 0).
    pub bonus: u8,
    /// Empty quilt squares; each costs 2 points.
    pub empty: u8,
}

impl Score {
    /// Buttons + bonus − 2 × empty squares; may be negative.
    #[must_use]
    pub const fn total(self) -> i32 {
        self.buttons as i32 + self.bonus as i32 - 2 * self.empty as i32
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// Both scores.
    pub scores: ByPlayer<Score>,
    /// The higher score, or on a tie the player who reached the final space first.
    pub winner: Player,
    /// Whether the scores were equal and the tie-break decided.
    pub by_tie_break: bool,
}

impl Outcome {
    /// The outcome of `scores`, where `first_finisher` reached the final space first.
    #[must_use]
    pub fn decide(scores: ByPlayer<Score>, first_finisher: Player) -> Outcome {
        let (one, two) = (scores[Player::One].total(), scores[Player::Two].total());
        let (winner, by_tie_break) = match one.cmp(&two) {
            std::cmp::Ordering::Greater => (Player::One, false),
            std::cmp::Ordering::Less => (Player::Two, false),
            std::cmp::Ordering::Equal => (first_finisher, true),
        };
        Outcome { scores, winner, by_tie_break }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worked_example_bonus_tile_against_fewer_empty_squares() {
        // docs/RULES.md: 14 buttons + bonus tile, 5 empty → 11; 18 buttons, 2 empty → 14, which wins.
        let a = Score { buttons: 14, bonus: 7, empty: 5 };
        let b = Score { buttons: 18, bonus: 0, empty: 2 };
        assert_eq!(a.total(), 11);
        assert_eq!(b.total(), 14);
        let outcome = Outcome::decide(ByPlayer([a, b]), Player::One);
        assert_eq!(outcome.winner, Player::Two);
        assert!(!outcome.by_tie_break);
    }

    #[test]
    fn worked_example_express_tie_goes_to_the_first_finisher() {
        // docs/RULES.md: 14 − 4×2 = 6 and 8 − 1×2 = 6; the player who finished first wins.
        let a = Score { buttons: 14, bonus: 0, empty: 4 };
        let b = Score { buttons: 8, bonus: 0, empty: 1 };
        assert_eq!((a.total(), b.total()), (6, 6));
        for first in Player::BOTH {
            let outcome = Outcome::decide(ByPlayer([a, b]), first);
            assert_eq!(outcome.winner, first);
            assert!(outcome.by_tie_break);
        }
    }

    #[test]
    fn scores_may_be_negative() {
        assert_eq!(Score { buttons: 58, bonus: 0, empty: 81 }.total(), -104);
    }
}
