//! The one shape of every part of the page: a reducer that changes the part, reads what it
//! needs of the others from a [`Ctx`], and returns what its change means for them as
//! [`Effects`]. The page carries those effects out in one place ([`super::PageState::reduced`]).

use std::rc::Rc;

use crate::rules::{Action, GameState, IllegalAction};
use crate::ui::i18n::{Lang, Notice, Say};
use crate::ui::state::form::NewGameForm;
use crate::ui::state::link::Fork;
use crate::ui::state::puzzle::Puzzle;
use crate::ui::state::saves::SavedGame;
use crate::ui::state::session::Session;
use crate::ui::state::view::Screen;
use crate::ui::state::PageState;

/// A part of the page with its own actions and reducer.
pub trait Part {
    /// What can happen to this part.
    type Action;

    /// Changes the part by `action`, reading the rest of the page as it was before in `ctx`;
    /// what the change means for the other parts, in order, or [`Effects::Unchanged`].
    fn reduce(&mut self, action: Self::Action, ctx: &Ctx<'_>) -> Effects;
}

/// What a part may read of the rest of the page, as it was before the action.
#[derive(Debug, Clone, Copy)]
pub struct Ctx<'a> {
    /// The game shown, its record and its seats.
    pub session: &'a Session,
    /// The new-game screen's choices, which a new game is dealt from.
    pub choices: &'a NewGameForm,
    /// The language names are worded in.
    pub lang: Lang,
    /// The screen up.
    pub screen: Screen,
}

impl<'a> Ctx<'a> {
    /// What `page` offers its parts.
    #[must_use]
    pub fn of(page: &'a PageState) -> Ctx<'a> {
        Ctx { session: &page.session, choices: &page.form.choices, lang: page.prefs.lang, screen: page.view.screen }
    }

    /// The game shown.
    #[must_use]
    pub fn game(&self) -> &'a GameState {
        &self.session.game
    }
}

/// What a part's reducer returns.
#[derive(Debug, Clone, PartialEq)]
pub enum Effects {
    /// Nothing changed: the page stays the very same.
    Unchanged,
    /// The part changed (or has something to say); these consequences follow for the other
    /// parts, in this order.
    Changed(Vec<Effect>),
}

impl Effects {
    /// The part changed and nothing follows for the others.
    pub const CHANGED: Effects = Effects::Changed(Vec::new());

    /// The part changed and `effect` follows.
    pub fn then(effect: Effect) -> Effects {
        Effects::Changed(vec![effect])
    }

    /// The part has this to say in the live region.
    pub fn say(say: Say) -> Effects {
        Effects::then(Effect::Say(vec![say]))
    }
}

impl From<bool> for Effects {
    /// [`Effects::CHANGED`] when `changed`, else [`Effects::Unchanged`].
    fn from(changed: bool) -> Effects {
        if changed {
            Effects::CHANGED
        } else {
            Effects::Unchanged
        }
    }
}

/// A consequence of one part's change for the others. [`super::PageState::reduced`] carries
/// each one out, in the order the part lists them; every consequence is listed here and
/// nowhere else.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// A person's move (with the held piece, or one that needs none) goes to the engine:
    /// played (toasts, then [`Effect::Settle`] with what happened), or [`Effect::Refused`].
    Play(Action),
    /// The engine refused a person's move: the live region says why, and the held piece stays
    /// in the hand as it lies, brought back onto the quilt.
    Refused(IllegalAction),
    /// The computer's move, shown on its way, is played like a person's; if the engine refuses
    /// it, the computer failed: a notice says why.
    ComputerPlays(Action),
    /// The game changed (a move, undo, redo): the computer's requests about the game before
    /// end, a finished game shows its result, the hand holds only a leather patch waiting to be
    /// sewn on by a person, and the live region says this message and who is next.
    Settle(Vec<Say>),
    /// The live region says this.
    Say(Vec<Say>),
    /// The live region says this before what it says now, in place of "Game resumed" (a
    /// link's story before whose turn it is).
    SayFirst(Vec<Say>),
    /// A notice stays up until it is closed.
    Notice(Notice),
    /// A link that opens says nothing more about an earlier one: a notice about a bad or an
    /// old link goes.
    ForgetLinkNotice,
    /// The computer's move is on its way: nothing may be held meanwhile.
    EmptyHand,
    /// The page goes to this screen. Leaving the game (for the new-game screen or a review)
    /// empties the hand and ends the computer's requests: they are about a game no longer
    /// played.
    Screen(Screen),
    /// The game is shown after this many actions of its record (stepping through a review).
    Position(usize, Rc<GameState>),
    /// Default names follow a change of language, in the game and in the new-game form.
    Localize(Lang),
    /// Another game takes the table (opened from a save, a file or a link, or played on from a
    /// review), replayed to `game`; the preferences, the saved games, the notice, the storage
    /// state and the toasts' count stay.
    Open {
        /// The game as saved.
        saved: Box<SavedGame>,
        /// Its position.
        game: Box<GameState>,
    },
    /// A game dealt from the new-game form takes the table, as [`Effect::Open`]; the form
    /// keeps its choices for the next game.
    Deal {
        /// The game as saved.
        saved: Box<SavedGame>,
        /// Its position.
        game: Box<GameState>,
    },
    /// The game shown, moved on (or taken back) in another tab, is shown as saved there, as
    /// [`Effect::Open`]; the guide or the menu stays open, and a finished game shows its result.
    Sync {
        /// The game as the other tab saved it.
        saved: Box<SavedGame>,
        /// Its position.
        game: Box<GameState>,
    },
    /// A link parts from my game: the choice between the two waits (set after the game opened,
    /// which begins every part afresh).
    Fork(Rc<Fork>),
    /// Show a puzzle's position, as a game of its own that is never saved (every part begins
    /// afresh, and the puzzle is set after).
    Puzzle(Rc<Puzzle>),
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ui::layout::Format;
    use crate::ui::state::address::Settings;

    /// A page, for a part's tests to read a [`Ctx`] from.
    pub(crate) fn any_page() -> PageState {
        PageState::new(Settings::default(), 0, Format::Landscape)
    }

    /// A page showing `game`, for a part's tests to read a [`Ctx`] from.
    pub(crate) fn page_showing(game: &GameState) -> PageState {
        let mut page = any_page();
        page.session.game = Rc::new(game.clone());
        page
    }

    #[test]
    fn a_bool_says_whether_a_part_changed() {
        assert_eq!(Effects::from(true), Effects::CHANGED);
        assert_eq!(Effects::from(false), Effects::Unchanged);
        assert_eq!(Effects::then(Effect::EmptyHand), Effects::Changed(vec![Effect::EmptyHand]));
    }
}
