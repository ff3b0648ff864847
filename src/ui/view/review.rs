//! The review of a game as the table draws it: its panel, and at a move the computer would
//! not have played, both moves.

use std::rc::Rc;

use crate::rules::{Action, Player};
use crate::ui::i18n::{self, Names, Say};
use crate::ui::layout::{Layout, ReviewPlaces};
use crate::ui::state::review::Compare;
use crate::ui::state::Review;

use super::Ghost;

/// The review of a game and where it goes.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewPanel {
    /// The review.
    pub review: Review,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// Where its words, steps and graph go.
    pub places: ReviewPlaces,
    /// At a move the computer would not have played, that move and the better one.
    pub compared: Option<Compared>,
}

/// At a move the computer would not have played: both moves, on the position before it.
#[derive(Debug, Clone, PartialEq)]
pub struct Compared {
    /// Who made it.
    pub player: Player,
    /// The move made.
    pub made: OneMove,
    /// The computer's move.
    pub better: OneMove,
    /// Which of them are drawn.
    pub compare: Compare,
}

/// One of the two moves compared.
#[derive(Debug, Clone, PartialEq)]
pub struct OneMove {
    /// The move.
    pub action: Action,
    /// Its squares on the mover's quilt (none for an advance or a leather patch put aside).
    pub ghost: Option<Ghost>,
    /// The space it brings the mover's token to, when it moves it.
    pub space: Option<u8>,
    /// What it does, in words.
    pub said: Vec<Say>,
}

impl Compared {
    /// The move shown by `review` and the better one, when the computer prefers another.
    #[must_use]
    pub fn of(review: &Review, layout: &Layout) -> Option<Compared> {
        let judged = review.mistaken()?;
        let before = &review.states[judged.index];
        let grid = layout.quilt_grid(judged.player, before.rules().quilt_size);
        let one = |action: Action, made: bool| {
            let mut after = before.clone();
            let events = after.play(action).ok()?;
            let (from, to) = (before.position(judged.player), after.position(judged.player));
            let said = if made {
                i18n::recounted(to - from, &events)
            } else {
                vec![Say::Better { action, spaces: to - from }]
            };
            Some(OneMove { action, ghost: Ghost::of(action, grid, None), space: (to != from).then_some(to), said })
        };
        Some(Compared {
            player: judged.player,
            made: one(review.actions[judged.index], true)?,
            better: one(judged.best, false)?,
            compare: review.compare,
        })
    }
}
