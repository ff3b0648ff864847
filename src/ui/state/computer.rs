//! The computer's part of the page: the requests in flight (a move for a computer seat, a hint
//! for a person), the hint being shown and the computer's move on its way to the quilt.
//!
//! Answers come already read by the worker client (an action as a record writes it, or why
//! there is none); here they are checked against the game the request was about.

use crate::ai::protocol::ReplyError;
use crate::rules::{Action, GameState, RecordedAction};
use crate::ui::i18n::{self, Lang, Notice, Say};
use crate::ui::state::part::{Ctx, Effect, Effects, Part};

/// Requests in flight and what the computer's answers show.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Computer {
    /// The computer's request being thought about, for its move.
    pub thinking: Option<u32>,
    /// The request being thought about for a hint.
    pub hint_asked: Option<u32>,
    /// The hint for the person to move: the Hard level's action, shown, not played.
    pub hint: Option<Action>,
    /// The computer's chosen action, being shown on its way before it is played.
    pub showing: Option<Action>,
}

/// What happens to the computer's part.
#[derive(Debug, Clone, PartialEq)]
pub enum ComputerAction {
    /// The computer was asked for its move (request `id`).
    Thinking(u32),
    /// A person asked for a hint (request `id`).
    HintAsked(u32),
    /// The computer answered request `id`: an action as a record writes it, or why it could
    /// not.
    Answer {
        /// The request.
        id: u32,
        /// Its action.
        action: Result<RecordedAction, ReplyError>,
    },
    /// The computer's move has been shown on its way: play it.
    Arrived,
}

/// What an answer asks of the page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Answered {
    /// The computer's move is on its way: nothing may be held meanwhile.
    Showing,
    /// A hint is shown.
    Hint(Action),
    /// The computer gave no usable move: why, to be shown as a notice.
    Failed(String),
}

impl Computer {
    /// Whether the computer should be asked for a move now, when it plays the player to move.
    #[must_use]
    pub const fn idle(&self) -> bool {
        self.thinking.is_none() && self.showing.is_none()
    }

    /// The answer to request `id` for the game at `played` actions: its move is shown on its
    /// way (then played when it arrives), a hint is shown. Answers to requests no longer current
    /// (the game changed since) are ignored: `None`.
    pub fn answer(
        &mut self,
        id: u32,
        action: Result<RecordedAction, ReplyError>,
        game: &GameState,
        lang: Lang,
    ) -> Option<Answered> {
        let for_move = self.thinking == Some(id);
        let for_hint = self.hint_asked == Some(id);
        if !for_move && !for_hint {
            return None;
        }
        let action = action.map_err(|why| why.to_string()).and_then(|recorded| {
            recorded
                .resolve(game)
                .and_then(|a| game.check(&a).map(|()| a))
                .map_err(|reason| i18n::refusal(lang, reason))
        });
        Some(match action {
            Ok(action) if for_move => {
                self.thinking = None;
                self.showing = Some(action);
                Answered::Showing
            }
            Ok(action) => {
                self.hint_asked = None;
                self.hint = Some(action);
                Answered::Hint(action)
            }
            Err(why) => {
                self.thinking = None;
                self.hint_asked = None;
                Answered::Failed(why)
            }
        })
    }
}

impl Part for Computer {
    type Action = ComputerAction;

    /// Requests are noted; a current answer shows the computer's move on its way (nothing may
    /// be held meanwhile), a hint, or why it failed; an arrived move is played.
    fn reduce(&mut self, action: ComputerAction, ctx: &Ctx<'_>) -> Effects {
        match action {
            ComputerAction::Thinking(id) => {
                self.thinking = Some(id);
                Effects::CHANGED
            }
            ComputerAction::HintAsked(id) => {
                self.hint_asked = Some(id);
                self.hint = None;
                Effects::CHANGED
            }
            ComputerAction::Answer { id, action } => match self.answer(id, action, ctx.game(), ctx.lang) {
                None => Effects::Unchanged,
                Some(Answered::Showing) => Effects::then(Effect::EmptyHand),
                Some(Answered::Hint(action)) => Effects::then(Effect::Say(Say::hint_words(action))),
                Some(Answered::Failed(why)) => Effects::then(Effect::Notice(Notice::ComputerFailed(why))),
            },
            ComputerAction::Arrived => match self.showing.take() {
                Some(action) => Effects::then(Effect::ComputerPlays(action)),
                None => Effects::Unchanged,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn only_the_current_request_is_answered() {
        let game = GameState::from_seed(Variant::ClassicRevised, 1);
        let mut c = Computer { thinking: Some(2), ..Computer::default() };
        assert!(!c.idle());
        assert_eq!(c.answer(1, Ok(RecordedAction::Advance), &game, Lang::En), None);
        assert_eq!(c.answer(2, Ok(RecordedAction::Advance), &game, Lang::En), Some(Answered::Showing));
        assert_eq!((c.thinking, c.showing), (None, Some(Action::Advance)));
    }

    #[test]
    fn a_hint_is_kept_and_a_bad_answer_is_a_failure() {
        let game = GameState::from_seed(Variant::ClassicRevised, 1);
        let mut c = Computer { hint_asked: Some(4), ..Computer::default() };
        assert!(c.idle());
        assert_eq!(c.answer(4, Ok(RecordedAction::Advance), &game, Lang::En), Some(Answered::Hint(Action::Advance)));
        assert_eq!(c.hint, Some(Action::Advance));
        let mut c = Computer { thinking: Some(5), ..Computer::default() };
        let illegal = RecordedAction::Leather { cell: (0, 0) };
        assert!(matches!(c.answer(5, Ok(illegal), &game, Lang::En), Some(Answered::Failed(_))));
        assert!(c.answer(5, Err(ReplyError::Worker("no".into())), &game, Lang::En).is_none(), "answered once only");
        assert_eq!(c, Computer::default());
    }
}
