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
//!
//! Each part has its own small reducer and tests. [`PageState::reduced`] only routes an action
//! to its part and carries what one part's change means for the others (a placed patch is a
//! played action, which clears the hand, ends the computer's requests and says what happened).
//! Every rule question goes to the engine; replies from the computer's worker and everything
//! read from the browser arrive here already typed. No browser calls: tested natively.

pub mod address;
pub mod aim;
pub mod computer;
pub mod feedback;
pub mod form;
pub mod hand;
pub mod link;
pub mod prefs;
pub mod recap;
pub mod review;
pub mod saves;
pub mod session;
pub mod view;

#[cfg(test)]
mod tests;

use std::rc::Rc;

use crate::rules::{Action, IllegalAction, Player};
use crate::ui::i18n::{self, Lang, Names, Notice, Say};
use crate::ui::layout::Format;

pub use address::{Address, Settings};
pub use computer::{Answered, Computer, ComputerAction};
pub use feedback::{Feedback, FeedbackAction, Toast};
pub use form::{Form, FormAction, NewGameForm};
pub use hand::{Gesture, Grab, Hand, HandAction, Held, Piece};
pub use link::{Fork, LinkAction, Meeting, Standing};
pub use prefs::{Prefs, PrefsAction};
pub use review::{Review, ReviewAction};
pub use saves::{SaveSummary, SavedGame, Seat, Unopenable};
pub use session::{LastMove, Session};
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
}

/// What the page finds as it starts, read from the browser.
#[derive(Debug, Clone)]
pub struct Arrival {
    /// What the address says (nothing, when the embedding chose the game).
    pub address: Address,
    /// The game the embedding chose instead of the address, if it did.
    pub settings: Option<Settings>,
    /// The saved game the address names, opened; `None` when there is none.
    pub opened: Option<Result<(SavedGame, crate::rules::GameState), Unopenable>>,
    /// The window's format.
    pub format: Format,
    /// The language to speak.
    pub lang: Lang,
    /// Whether player 2's side faces them.
    pub face: bool,
    /// The saved games, newest first.
    pub saves: Rc<Vec<SaveSummary>>,
    /// An id for a game dealt from the address's seed without one.
    pub fresh_id: String,
    /// A game link in the address's fragment, met with the saved games.
    pub link: Option<link::Arrival>,
}

/// The game's own actions: moves that need no held piece, history, and which game is shown.
#[derive(Debug, Clone, PartialEq)]
pub enum SessionAction {
    /// Action A: advance past the opponent.
    Advance,
    /// Express: put the leather patch aside.
    Discard,
    /// Take back the last action (against the computer: back to a person's turn).
    Undo,
    /// Play again the last action taken back.
    Redo,
    /// Start the form's game with this seed, saved under this id.
    Start {
        /// The seed of the set-up.
        seed: u64,
        /// The new save's id.
        id: Rc<str>,
    },
    /// Open a saved or imported game.
    Open(Rc<SavedGame>),
    /// Back to the new-game screen, with the same choices.
    PlayAgain,
    /// Another tab saved this game further (or took moves back): show it as saved there.
    /// `refused` when this tab's last move could not be saved because of it.
    Synced {
        /// The game as the other tab saved it.
        saved: Rc<SavedGame>,
        /// Whether this tab's own last move was refused.
        refused: bool,
    },
}

/// Declares [`PageAction`], one variant per part, and `From` each part's actions.
macro_rules! page_actions {
    ($($(#[$doc:meta])* $part:ident($action:ty),)*) => {
        /// Everything that can happen to the page, by the part that owns it.
        #[derive(Debug, Clone, PartialEq)]
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
    pub fn opened(saved: SavedGame, game: crate::rules::GameState, format: Format) -> PageState {
        let choices = NewGameForm {
            variant: game.variant(),
            names: saved.names.clone(),
            starter: Player::One,
            seats: saved.seats,
        };
        let resumed = saved.played > 0;
        let mut page = PageState {
            view: View::playing(format),
            session: Session::opened(saved, game),
            hand: Hand::default(),
            computer: Computer::default(),
            feedback: Feedback::default(),
            form: Form { choices, saves: Rc::default() },
            prefs: Prefs::default(),
            review: None,
            fork: None,
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

    /// The first page: the saved game the address names, else a game from the settings (the
    /// embedding's, else the address's) when they give a seed, else the new-game screen; in
    /// the language and facing found.
    #[must_use]
    pub fn first(arrival: Arrival) -> PageState {
        let Arrival { address, settings, opened, format, lang, face, saves, fresh_id, link } = arrival;
        let settings = settings.unwrap_or(address.settings);
        let [one, two] = address.names;
        let names = [one.unwrap_or_else(|| "Player 1".to_owned()), two.unwrap_or_else(|| "Player 2".to_owned())];
        let choices = NewGameForm { variant: settings.variant, names: names.clone(), ..NewGameForm::default() };
        let mut page = match (opened, settings.seed) {
            (Some(Ok((saved, game))), _) => PageState::opened(saved, game, format),
            (Some(Err(problem)), _) => {
                let mut page = PageState::new_game(format, choices);
                page.feedback.notice = Some(Notice::SaveUnopenable(problem));
                page
            }
            (None, Some(seed)) => {
                let mut page = PageState::with_names(settings, seed, format, names);
                page.session.id = address.id.unwrap_or(fresh_id).into();
                page
            }
            (None, None) => PageState::new_game(format, choices),
        };
        page.form.saves = saves;
        page.prefs.face = face;
        let page = Rc::new(page).reduced(PrefsAction::SetLang(lang));
        let page = match link {
            Some(link) => page.reduced(LinkAction::Arrived(Rc::new(link))),
            None => page,
        };
        Rc::unwrap_or_clone(page)
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

    /// Whether the computer should be asked for a move now.
    #[must_use]
    pub fn computer_should_think(&self) -> bool {
        self.computer_to_move() && self.computer.idle()
    }

    /// The page after `action`: the same `Rc` when nothing changed.
    #[must_use]
    pub fn reduced(self: Rc<Self>, action: impl Into<PageAction>) -> Rc<PageState> {
        let action = action.into();
        // While the computer is to move (or its move is on its way), the person's hands are off.
        if (self.hands_off() || self.computer.showing.is_some()) && action.is_a_move() {
            return self;
        }
        // Under review, the arrow keys step through the game and Escape goes back to it.
        if let (Screen::Review, Some(review), false) = (self.view.screen, &self.review, self.view.how_to) {
            match action {
                PageAction::Hand(HandAction::Step((dr, dc))) => {
                    let at = (review.at as i64 + (dr + dc).signum()).clamp(0, review.end() as i64);
                    return self.reduced(ReviewAction::Show(at as usize));
                }
                PageAction::Hand(HandAction::Cancel) => return self.reduced(ReviewAction::Close),
                _ => {}
            }
        }
        // A game under review is only looked at.
        let history = matches!(action, PageAction::Session(SessionAction::Undo | SessionAction::Redo));
        if self.view.screen == Screen::Review && (action.is_a_move() || history) {
            return self;
        }
        let mut next = (*self).clone();
        let changed = match action {
            // The guide is on top: Escape closes it, and the game's keys wait.
            PageAction::Hand(HandAction::Cancel) if self.view.how_to => next.view.reduce(ViewAction::HowTo(false)),
            PageAction::Hand(HandAction::Rotate | HandAction::Mirror | HandAction::Step(_) | HandAction::Place)
                if self.view.how_to =>
            {
                false
            }
            PageAction::Hand(gesture) => next.on_hand(gesture),
            PageAction::Session(action) => next.on_session(action),
            PageAction::Computer(action) => next.on_computer(action),
            PageAction::Feedback(action) => next.feedback.reduce(action),
            PageAction::Form(action) => {
                next.form.reduce(action);
                true
            }
            PageAction::Prefs(action) => next.on_prefs(action),
            PageAction::View(action) => next.view.reduce(action),
            PageAction::Review(action) => next.on_review(action),
            PageAction::Link(action) => next.on_link(action),
        };
        if changed {
            Rc::new(next)
        } else {
            self
        }
    }

    fn on_hand(&mut self, gesture: HandAction) -> bool {
        let game = Rc::clone(&self.session.game);
        match self.hand.reduce(gesture, &game) {
            None => return false,
            Some(Gesture::Quiet) => {}
            Some(Gesture::Say(say)) => self.feedback.say([say]),
            Some(Gesture::Play(action)) => {
                if let Err(reason) = action.and_then(|action| self.play(action)) {
                    self.refuse(reason);
                }
            }
        }
        true
    }

    fn on_session(&mut self, action: SessionAction) -> bool {
        match action {
            SessionAction::Advance => self.play_or_refuse(Action::Advance),
            SessionAction::Discard => self.play_or_refuse(Action::DiscardLeather),
            SessionAction::Undo if self.session.undo() => self.settle(vec![Say::TakenBack]),
            SessionAction::Undo => self.feedback.say([Say::NothingToUndo]),
            SessionAction::Redo => match self.session.redo() {
                Some(events) => {
                    let mut message = vec![Say::PlayedAgain];
                    message.extend(events.iter().filter_map(Say::of_event));
                    self.settle(message);
                }
                None => self.feedback.say([Say::NothingToRedo]),
            },
            SessionAction::Start { seed, id } => {
                let choices = self.form.choices.clone();
                let names = i18n::localize_names(self.prefs.lang, &choices.seated_names());
                let (saved, game) = Session::dealt(choices.variant, seed, names, choices.seated_seats(), &id);
                *self = self.replaced_by(saved, game);
                self.form.choices = choices;
            }
            SessionAction::Open(saved) => self.open_saved(Rc::unwrap_or_clone(saved)),
            SessionAction::Synced { saved, refused } => {
                if self.view.screen != Screen::Playing || *self.session.id != *saved.id {
                    return false;
                }
                let game = match saved.played_record().replay() {
                    Ok(game) => game,
                    Err(e) => {
                        self.feedback.notice = Some(Notice::SaveUnopenable(Unopenable::Illegal(e)));
                        return true;
                    }
                };
                let mut saved = (*saved).clone();
                saved.names = i18n::localize_names(self.prefs.lang, &saved.names);
                let view = self.view;
                *self = self.replaced_by(saved, game);
                self.view = View { result: true, ..view };
                self.feedback.say([Say::ChangedElsewhere]);
                if refused {
                    self.feedback.notice = Some(Notice::NotSavedElsewhere);
                }
            }
            SessionAction::PlayAgain => {
                self.view.screen = Screen::NewGame;
                self.hand = Hand::default();
                // Whatever the computer was asked is for a game no longer shown.
                self.computer = Computer::default();
            }
        }
        true
    }

    fn on_computer(&mut self, action: ComputerAction) -> bool {
        match action {
            ComputerAction::Thinking(id) => self.computer.thinking = Some(id),
            ComputerAction::HintAsked(id) => {
                self.computer.hint_asked = Some(id);
                self.computer.hint = None;
            }
            ComputerAction::Answer { id, action } => {
                let game = Rc::clone(&self.session.game);
                match self.computer.answer(id, action, &game, self.prefs.lang) {
                    None => {}
                    Some(Answered::Showing) => self.hand = Hand::default(),
                    Some(Answered::Hint(action)) => self.feedback.say([Say::Hint(action)]),
                    Some(Answered::Failed(why)) => self.feedback.notice = Some(Notice::ComputerFailed(why)),
                }
            }
            ComputerAction::Arrived => {
                let Some(action) = self.computer.showing.take() else { return false };
                if let Err(reason) = self.play(action) {
                    self.feedback.notice = Some(Notice::ComputerFailed(i18n::refusal(self.prefs.lang, reason)));
                }
            }
        }
        true
    }

    fn on_review(&mut self, action: ReviewAction) -> bool {
        match (action, self.review.as_mut()) {
            (ReviewAction::Open(saved), _) => {
                let record = self.session.saved(0.0).played_record();
                let Some(review) = Review::of(&record, saved.as_deref()) else { return false };
                self.review = Some(review);
                self.view.screen = Screen::Review;
                self.hand = Hand::default();
                self.computer = Computer::default();
            }
            (ReviewAction::Close, Some(review)) => {
                let end = review.end();
                let game = Rc::new(review.states[end].clone());
                self.session.show(end, game);
                self.review = None;
                self.view.screen = Screen::Playing;
            }
            (ReviewAction::PlayOn(id), Some(review)) => {
                let (at, game) = (review.at, review.states[review.at].clone());
                let mut saved = self.session.saved(0.0);
                saved.record.truncate(at);
                (saved.id, saved.played) = (id.to_string(), at);
                *self = self.replaced_by(saved, game);
            }
            (action, Some(review)) => {
                if !review.reduce(&action) {
                    return false;
                }
                let at = review.at;
                if self.session.played != at {
                    let game = Rc::new(review.states[at].clone());
                    self.session.show(at, game);
                }
            }
            (_, None) => return false,
        }
        true
    }

    fn on_link(&mut self, action: LinkAction) -> bool {
        match action {
            LinkAction::Arrived(arrival) => {
                let meeting = link::meet(Rc::unwrap_or_clone(arrival));
                // A link that opens says nothing more about an earlier one.
                if !matches!(meeting, Meeting::Bad(_))
                    && matches!(self.feedback.notice, Some(Notice::BadLink(_) | Notice::StaleLink))
                {
                    self.feedback.notice = None;
                }
                match meeting {
                    Meeting::Bad(e) => self.feedback.notice = Some(Notice::BadLink(e)),
                    Meeting::New(saved) => self.open_saved(saved),
                    Meeting::Known { standing, mine, theirs } => match standing {
                        Standing::Same => self.open_saved(Rc::unwrap_or_clone(mine)),
                        Standing::Ahead => self.open_saved(Rc::unwrap_or_clone(theirs)),
                        Standing::Stale => {
                            self.open_saved(Rc::unwrap_or_clone(mine));
                            self.feedback.notice = Some(Notice::StaleLink);
                        }
                        Standing::Forked(at) => {
                            self.open_saved((*mine).clone());
                            self.fork = Some(Rc::new(Fork { at, mine, theirs }));
                        }
                    },
                }
            }
            LinkAction::KeepMine => return self.fork.take().is_some(),
            LinkAction::TakeTheirs => match self.fork.take() {
                Some(fork) => self.open_saved((*fork.theirs).clone()),
                None => return false,
            },
        }
        true
    }

    /// Shows a saved game, an imported one or one that came by link, as saved.
    fn open_saved(&mut self, saved: SavedGame) {
        match saved.played_record().replay() {
            Ok(game) => {
                let mut saved = saved;
                saved.names = i18n::localize_names(self.prefs.lang, &saved.names);
                *self = self.replaced_by(saved, game);
            }
            Err(e) => self.feedback.notice = Some(Notice::SaveUnopenable(Unopenable::Illegal(e))),
        }
    }

    fn on_prefs(&mut self, action: PrefsAction) -> bool {
        let changed = self.prefs.reduce(action);
        if let PrefsAction::SetLang(lang) = action {
            self.session.localize(lang);
            self.form.localize(lang);
            return true;
        }
        changed
    }

    /// Plays an action that holds no piece; a refusal only leaves a message.
    fn play_or_refuse(&mut self, action: Action) {
        if let Err(reason) = self.play(action) {
            self.refuse(reason);
        }
    }

    fn refuse(&mut self, reason: IllegalAction) {
        self.feedback.say([Say::Refused(reason)]);
        self.hand.refused(&self.session.game);
    }

    /// Plays `action` through the engine and shows what happened; on refusal nothing changes.
    fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let events = self.session.apply(action)?;
        self.feedback.toast(&events);
        self.settle(events.iter().filter_map(Say::of_event).collect());
        Ok(())
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
    fn replaced_by(&self, saved: SavedGame, game: crate::rules::GameState) -> PageState {
        let mut page = PageState::opened(saved, game, self.view.format);
        page.prefs = self.prefs;
        page.form.saves = Rc::clone(&self.form.saves);
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
