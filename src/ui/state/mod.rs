//! The page's state, in owned parts, and the pure reducer that changes it.
//!
//! | part | what it owns | its actions |
//! |---|---|---|
//! | [`session`] | the game's record, how much is played, undo/redo, seats, names, save id | [`SessionAction`] |
//! | [`hand`] | the held piece, how it lies, the pointer holding it | [`HandAction`] |
//! | [`computer`] | requests to the computer in flight, the hint, its move on the way | [`ComputerAction`] |
//! | [`feedback`] | the live region's message, toasts, the notice, the unsaved marker | [`FeedbackAction`] |
//! | [`form`] | the new-game screen's choices and the saved games | [`FormAction`] |
//! | [`prefs`] | the language and the facing choice | [`PrefsAction`] |
//! | [`view`] | which screen, the window's format, the guide | [`ViewAction`] |
//! | [`review`] | a game under review: its positions, the one shown, the analysis so far | [`ReviewAction`] |
//! | [`link`] | a link whose game parts from the saved one, waiting for the player's choice | [`LinkAction`] |
//! | [`puzzle`] | a position where a person went wrong, to find a better move | [`PuzzleAction`] |
//!
//! Each part owns its actions and its reducer, in its own file and with one shape ([`Part`]):
//! it changes itself, reads what it needs of the others from a [`Ctx`], and returns what its
//! change means for them ([`Effect`]s, in order). [`PageState::reduced`] only routes an action
//! to its part and carries those effects out, all in one place: a placed patch is a played
//! action, which clears the hand, ends the computer's requests and says what happened.
//! [`startup`] makes the first page from what the browser holds. Every rule question goes to
//! the engine; replies from the computer's worker and everything read from the browser arrive
//! here already typed. No browser calls: tested natively.

pub mod address;
pub mod aim;
pub mod computer;
pub mod feedback;
pub mod form;
pub mod game_file;
pub mod hand;
pub mod lesson;
pub mod link;
pub mod part;
pub mod prefs;
pub mod puzzle;
pub mod recap;
pub mod review;
pub mod saves;
pub mod session;
pub mod startup;
pub mod view;

#[cfg(test)]
mod effect_tests;
#[cfg(test)]
mod lesson_tests;
#[cfg(test)]
mod open_tests;
#[cfg(test)]
mod tap_tests;
#[cfg(test)]
mod tests;

use std::rc::Rc;

use crate::rules::{Action, GameState, IllegalAction, Player};
use crate::ui::i18n::{self, Lang, Names, Notice, Say};
use crate::ui::layout::Format;

pub use address::{Address, Settings};
pub use computer::{Answered, Computer, ComputerAction};
pub use feedback::{Feedback, FeedbackAction, Toast};
pub use form::{Form, FormAction, NewGameForm};
pub use hand::{Grab, Hand, HandAction, Held, Piece};
pub use link::{Fork, LinkAction, LinkArrival, Meeting, Standing};
pub use part::{Ctx, Effect, Effects, Part};
pub use prefs::{Prefs, PrefsAction};
pub use puzzle::{PuzzleAction, Solving};
pub use review::{Review, ReviewAction};
pub use saves::{SaveSummary, SavedGame, Seat, Unopenable};
pub use session::{LastMove, Session, SessionAction};
pub use startup::Startup;
pub use view::{Screen, View, ViewAction};

/// Everything the page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct PageState {
    /// Which screen, format and dialog.
    pub view: View,
    /// The game being shown (on the new-game screen: the last one, or a placeholder deal).
    pub session: Session,
    /// The piece in hand.
    pub hand: Hand,
    /// The computer's requests and answers.
    pub computer: Computer,
    /// The page's words to the players.
    pub feedback: Feedback,
    /// The new-game screen.
    pub form: Form,
    /// The language and facing.
    pub prefs: Prefs,
    /// The game under review, on the review screen.
    pub review: Option<Review>,
    /// A link that parts from the saved game, until the player keeps one of the two.
    pub fork: Option<Rc<Fork>>,
    /// The puzzle being solved, shown as a game of its own.
    pub puzzle: Option<Solving>,
}

/// Declares [`PageAction`], one variant per part, and `From` each part's actions.
macro_rules! page_actions {
    ($($(#[$doc:meta])* $part:ident($action:ty),)*) => {
        /// Everything that can happen to the page, by the part that owns it.
        #[derive(Debug, PartialEq)]
        pub enum PageAction {
            $($(#[$doc])* $part($action),)*
        }

        $(impl From<$action> for PageAction {
            fn from(action: $action) -> PageAction {
                PageAction::$part(action)
            }
        })*
    };
}

page_actions! {
    /// A gesture with the held piece.
    Hand(HandAction),
    /// A move without a held piece, undo/redo, or another game.
    Session(SessionAction),
    /// The computer was asked, or answered.
    Computer(ComputerAction),
    /// Toasts, notices and saving.
    Feedback(FeedbackAction),
    /// The new-game screen.
    Form(FormAction),
    /// The language or facing.
    Prefs(PrefsAction),
    /// The window or the guide.
    View(ViewAction),
    /// The review of a game.
    Review(ReviewAction),
    /// A game link.
    Link(LinkAction),
    /// A puzzle.
    Puzzle(PuzzleAction),
}

impl PageAction {
    /// Whether this is a person's hand on the game (a move or part of one).
    #[must_use]
    pub const fn is_a_move(&self) -> bool {
        matches!(
            self,
            PageAction::Hand(_)
                | PageAction::Session(SessionAction::Advance | SessionAction::Discard)
                | PageAction::Computer(ComputerAction::HintAsked(_))
        )
    }
}

impl PageState {
    /// The starting position of `settings` with `seed`, on a screen of `format`.
    #[must_use]
    pub fn new(settings: Settings, seed: u64, format: Format) -> PageState {
        PageState::with_names(settings, seed, format, ["Player 1".to_owned(), "Player 2".to_owned()])
    }

    /// The same with the players' names.
    #[must_use]
    pub fn with_names(settings: Settings, seed: u64, format: Format, names: Names) -> PageState {
        let (saved, game) = Session::dealt(settings.variant, seed, names, [Seat::Person; 2], "game");
        PageState::opened(saved, game, format)
    }

    /// A game opened from a save (or just begun), on a screen of `format`.
    #[must_use]
    pub fn opened(saved: SavedGame, game: GameState, format: Format) -> PageState {
        let choices = NewGameForm {
            variant: game.variant(),
            names: saved.names.clone(),
            starter: Player::One,
            seats: saved.seats,
        };
        // A finished game opened again says only how it ended: there is nothing to resume.
        let resumed = saved.played > 0 && game.to_move().is_some();
        let mut page = PageState {
            view: View::playing(format),
            session: Session::opened(saved, game),
            hand: Hand::default(),
            computer: Computer::default(),
            feedback: Feedback::default(),
            form: Form { choices, saves: Rc::default(), puzzles: Rc::default() },
            prefs: Prefs::default(),
            review: None,
            fork: None,
            puzzle: None,
        };
        page.settle(if resumed { vec![Say::Resumed] } else { Vec::new() });
        if let (false, Some(player)) = (resumed, page.session.game.to_move()) {
            page.feedback.say([Say::Starts(player)]);
        }
        page
    }

    /// The new-game screen.
    #[must_use]
    pub fn new_game(format: Format, choices: NewGameForm) -> PageState {
        let settings = Settings { variant: choices.variant, seed: None };
        let mut page = PageState::new(settings, 0, format);
        page.view.screen = Screen::NewGame;
        page.form.choices = choices;
        page
    }

    /// Whether the computer plays the player to move (and the game goes on).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.view.screen == Screen::Playing && self.session.computer_to_move()
    }

    /// Whether the player to move is not at this table: the computer, or a friend by link.
    #[must_use]
    pub fn hands_off(&self) -> bool {
        self.computer_to_move() || (self.view.screen == Screen::Playing && self.session.friend_to_move())
    }

    /// Whether a puzzle's answer was played (or its answer shown): the board is only looked at.
    #[must_use]
    pub fn answered(&self) -> bool {
        self.puzzle.as_ref().is_some_and(|s| !s.open())
    }

    /// Whether the computer should be asked for a move now.
    #[must_use]
    pub fn computer_should_think(&self) -> bool {
        self.computer_to_move() && self.computer.idle()
    }

    /// The page after `action`: the same `Rc` when nothing changed. The action goes to its
    /// part (`route` says whether it must wait), whose effects on the others are then carried
    /// out in order (`carry`, the one place that lists them).
    #[must_use]
    pub fn reduced(self: Rc<Self>, action: impl Into<PageAction>) -> Rc<PageState> {
        let Some(action) = self.route(action.into()) else { return self };
        let mut next = (*self).clone();
        let Effects::Changed(effects) = next.dispatch(action, &Ctx::of(&self)) else { return self };
        for effect in effects {
            next.carry(effect);
        }
        next.keep_solved();
        let held = next.hand.held_patch();
        if let Some(lesson) = &mut next.session.lesson {
            lesson.held(held);
        }
        Rc::new(next)
    }

    /// Hands `action` to the part that owns it.
    fn dispatch(&mut self, action: PageAction, ctx: &Ctx<'_>) -> Effects {
        match action {
            PageAction::Hand(action) => Part::reduce(&mut self.hand, action, ctx),
            PageAction::Session(action) => Part::reduce(&mut self.session, action, ctx),
            PageAction::Computer(action) => Part::reduce(&mut self.computer, action, ctx),
            PageAction::Feedback(action) => Part::reduce(&mut self.feedback, action, ctx),
            PageAction::Form(action) => Part::reduce(&mut self.form, action, ctx),
            PageAction::Prefs(action) => Part::reduce(&mut self.prefs, action, ctx),
            PageAction::View(action) => Part::reduce(&mut self.view, action, ctx),
            PageAction::Review(action) => Part::reduce(&mut self.review, action, ctx),
            PageAction::Link(action) => Part::reduce(&mut self.fork, action, ctx),
            PageAction::Puzzle(PuzzleAction::Practise(new)) => self.practise(&new),
            PageAction::Puzzle(action) => Part::reduce(&mut self.puzzle, action, ctx),
        }
    }

    /// Where `action` goes on this page, or `None` when it must wait: the person's hands are off
    /// while the computer (or a friend by link) is to move, a game under review is only looked
    /// at (its arrow keys step through it and Escape goes back to the game), the guide is on
    /// top (Escape closes it; the game's keys wait), and Escape closes a projection in detail.
    fn route(&self, action: PageAction) -> Option<PageAction> {
        if (self.hands_off() || self.computer.showing.is_some()) && action.is_a_move() {
            return None;
        }
        let action = match &self.puzzle {
            Some(solving) => puzzle::route(solving, action)?,
            None => action,
        };
        let how_to = self.view.how_to;
        if let (Screen::Review, Some(review), false) = (self.view.screen, &self.review, how_to) {
            match action {
                PageAction::Hand(HandAction::Step((dr, dc))) => {
                    let at = (review.at as i64 + (dr + dc).signum()).clamp(0, review.end() as i64);
                    return Some(ReviewAction::Show(at as usize).into());
                }
                PageAction::Hand(HandAction::Cancel) => return Some(ReviewAction::Close.into()),
                _ => {}
            }
        }
        let history = matches!(action, PageAction::Session(SessionAction::Undo | SessionAction::Redo));
        if self.view.screen == Screen::Review && (action.is_a_move() || history) {
            return None;
        }
        match action {
            PageAction::Hand(HandAction::Cancel) if how_to => Some(ViewAction::HowTo(false).into()),
            // Escape closes a projection shown in detail before it puts a held patch back.
            PageAction::Hand(HandAction::Cancel) if self.view.details.is_some() => {
                Some(ViewAction::Details(None).into())
            }
            PageAction::Hand(HandAction::Rotate | HandAction::Mirror | HandAction::Step(_) | HandAction::Place)
                if how_to =>
            {
                None
            }
            action => Some(action),
        }
    }

    /// Carries out one consequence of a part's change for the others: the page's only
    /// cross-part logic, one arm per [`Effect`] (whose documentation says why), in the order a
    /// turn meets them.
    fn carry(&mut self, effect: Effect) {
        match effect {
            // A move: played (toasts, then settled), or refused.
            Effect::Play(action) => {
                if let Err(reason) = self.play(action) {
                    self.carry(Effect::Refused(reason));
                }
            }
            Effect::Refused(reason) => {
                self.feedback.say([Say::Refused(reason)]);
                self.hand.refused(&self.session.game);
            }
            Effect::ComputerPlays(action) => {
                if let Err(reason) = self.play(action) {
                    self.feedback.notice = Some(Notice::ComputerFailed(i18n::refusal(self.prefs.lang, reason)));
                }
            }
            // The game changed: the computer, the result, the hand and the message follow.
            Effect::Settle(message) => self.settle(message),
            // Words for the players.
            Effect::Say(message) => self.feedback.say(message),
            Effect::SayFirst(mut message) => {
                message.extend(self.feedback.message.iter().copied().filter(|&say| say != Say::Resumed));
                self.feedback.say(message);
            }
            Effect::Notice(notice) => self.feedback.notice = Some(notice),
            Effect::ForgetLinkNotice => {
                if matches!(self.feedback.notice, Some(Notice::BadLink(_) | Notice::StaleLink)) {
                    self.feedback.notice = None;
                }
            }
            // The hand and the screen.
            Effect::EmptyHand => self.hand = Hand::default(),
            Effect::Screen(screen) => {
                self.view.screen = screen;
                if screen == Screen::NewGame {
                    self.puzzle = None;
                }
                self.view.details = None;
                if screen != Screen::Playing {
                    self.hand = Hand::default();
                    self.computer = Computer::default();
                }
            }
            Effect::Position(played, game) => self.session.show(played, game),
            Effect::Localize(lang) => {
                self.session.localize(lang);
                self.form.localize(lang);
            }
            // Another game at the table: every part begins afresh but what the page keeps.
            Effect::Open { saved, game } => *self = self.replaced_by(*saved, *game),
            Effect::Deal { saved, game } => {
                let choices = self.form.choices.clone();
                *self = self.replaced_by(*saved, *game);
                self.form.choices = choices;
            }
            Effect::Sync { saved, game } => {
                let view = self.view;
                *self = self.replaced_by(*saved, *game);
                self.view = View { result: true, ..view };
            }
            Effect::Fork(fork) => self.fork = Some(fork),
            Effect::Puzzle(puzzle) => self.open_puzzle(puzzle),
        }
    }

    /// Plays `action` through the engine and shows what happened: a toast for each event worth
    /// one, then [`Effect::Settle`]; on refusal nothing changes.
    fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let events = self.session.apply(action)?;
        self.feedback.toast(&events);
        self.settle(events.iter().filter_map(Say::of_event).collect());
        // A puzzle's answer: what the page says of it follows what it did.
        if let Some(solving) = &mut self.puzzle {
            solving.answered(action);
            self.hand = Hand::default();
            if solving.attempt == puzzle::Attempt::Shown {
                // Back to the position, where the computer's move is drawn.
                self.session.show(solving.index(), Rc::clone(&solving.start));
                self.feedback.say([solving.answer()]);
            }
        }
        Ok(())
    }

    /// This page showing `puzzle`'s position, unsaved (a notice when it does not replay).
    fn open_puzzle(&mut self, puzzle: Rc<puzzle::Puzzle>) {
        let Some(solving) = Solving::of(puzzle) else {
            self.feedback.notice = Some(Notice::PuzzleUnopenable);
            return;
        };
        let saved = SavedGame {
            id: puzzle::ID.to_owned(),
            record: (*solving.record).clone(),
            played: solving.index(),
            names: solving.puzzle.names.clone(),
            seats: [Seat::Person; 2],
            seed: None,
            updated: 0.0,
            lesson: None,
        };
        *self = self.replaced_by(saved, (*solving.start).clone());
        // The position is new to the person: no recap of the moves before it.
        self.view.recap_closed = Some(solving.index());
        self.feedback.say([Say::Turn(solving.mover)]);
        self.puzzle = Some(solving);
    }

    /// After the game changed: nothing held but a waiting leather patch, the computer's
    /// requests (about the game before) dropped, and `message` followed by what comes next.
    fn settle(&mut self, mut message: Vec<Say>) {
        self.computer = Computer::default();
        // A game that ends (again) shows its result.
        self.view.result = true;
        let game = &self.session.game;
        self.hand = Hand::settled(game, !self.hands_off());
        // By link, the friend's turn (and the end) means the link must reach them.
        let friend = self.session.friend();
        if let Some(outcome) = game.outcome() {
            message.push(Say::Wins(outcome.winner));
            message.extend(friend.map(|player| Say::SendLink { player, over: true }));
        } else if self.hand.held.is_some() {
            message.push(hand::leather_words(game));
        } else if let Some(player) = game.to_move() {
            message.push(match friend {
                Some(friend) if friend == player => Say::SendLink { player, over: false },
                _ => Say::Turn(player),
            });
        }
        self.feedback.say(message);
    }

    /// This page showing another game: the preferences, notice, saved games, storage state
    /// and toast count carry over.
    fn replaced_by(&self, saved: SavedGame, game: GameState) -> PageState {
        let mut page = PageState::opened(saved, game, self.view.format);
        page.prefs = self.prefs;
        page.form.saves = Rc::clone(&self.form.saves);
        page.form.puzzles = Rc::clone(&self.form.puzzles);
        page.feedback.next_toast = self.feedback.next_toast;
        page.feedback.notice = self.feedback.notice.clone();
        page.feedback.unsaved = self.feedback.unsaved;
        page.feedback.kept = self.feedback.kept;
        page
    }

    /// The language of the page.
    #[must_use]
    pub const fn lang(&self) -> Lang {
        self.prefs.lang
    }
}
