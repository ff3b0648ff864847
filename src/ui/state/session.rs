//! The game session: the record of the game being shown, how much of it is played, undo and
//! redo, who sits in each seat, and the id it is saved under.
//!
//! The record is the truth: the game is always the record's first `played` actions replayed.
//! Undo and redo move `played`; playing an action writes it in the record.

use std::rc::Rc;

use crate::ai::tutor::LESSON_SEED;
use crate::ai::Level;
use crate::rules::{Action, Bitboard, Event, GameState, IllegalAction, Player, Record, RecordedAction, Setup, Variant};
use crate::ui::i18n::{self, Lang, Names, Notice, Say};
use crate::ui::state::address::Settings;
use crate::ui::state::lesson::{HeldPatch, Lesson, Step};

/// The guided first game's save id: "Learn to play" resumes it.
pub const LESSON_ID: &str = "lesson";
use crate::ui::state::part::{Ctx, Effect, Effects, Part};
use crate::ui::state::saves::{SavedGame, Seat, Unopenable};
use crate::ui::state::view::Screen;

/// The game being shown and its history.
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    /// The id the game is saved under.
    pub id: Rc<str>,
    /// The seed the game was set up from, when it was (an imported game has none).
    pub seed: Option<u64>,
    /// The players' names, seat 1 (the starter) first.
    pub names: Rc<Names>,
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// The game itself: the record's first `played` actions replayed.
    pub game: Rc<GameState>,
    /// The set-up and every action, the undone ones after the first `played`.
    pub record: Rc<Record>,
    /// How many of the record's actions are played.
    pub played: usize,
    /// Who made each of the played actions.
    pub movers: Rc<Vec<Player>>,
    /// The guided first game's progress, when this game is one; `lessons[i]` is where it was
    /// after `i` actions (this session's), so that undo takes the lesson back too.
    pub lesson: Option<Lesson>,
    lessons: Rc<Vec<Lesson>>,
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
    /// "Learn to play": the guided first game, resumed from its save when one is given and
    /// not finished, else dealt afresh.
    Learn(Option<Rc<SavedGame>>),
    /// The guided game's Next: the step that says what happened is done.
    LessonNext,
    /// Another tab saved this game further (or took moves back): show it as saved there.
    /// `refused` when this tab's last move could not be saved because of it.
    Synced {
        /// The game as the other tab saved it.
        saved: Rc<SavedGame>,
        /// Whether this tab's own last move was refused.
        refused: bool,
    },
}

/// A patch just sewn on: whose quilt and which squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMove {
    /// Who sewed it.
    pub player: Player,
    /// Its squares.
    pub squares: Bitboard,
}

impl Session {
    /// A game dealt from `seed`, not yet begun, saved under `id`.
    #[must_use]
    pub fn dealt(variant: Variant, seed: u64, names: Names, seats: [Seat; 2], id: &str) -> (SavedGame, GameState) {
        let saved = SavedGame {
            id: id.to_owned(),
            record: Record::new(Setup::from_seed(variant, seed)),
            played: 0,
            names,
            seats,
            seed: Some(seed),
            updated: 0.0,
            lesson: None,
        };
        (saved, GameState::from_seed(variant, seed))
    }

    /// The session of a saved game, whose first `played` actions replay to `game`.
    #[must_use]
    pub fn opened(saved: SavedGame, game: GameState) -> Session {
        let movers = Rc::new(movers(&saved.record, saved.played));
        Session {
            movers,
            id: saved.id.into(),
            seed: saved.seed,
            names: Rc::new(saved.names),
            seats: saved.seats,
            game: Rc::new(game),
            record: Rc::new(saved.record),
            played: saved.played,
            lesson: saved.lesson,
            lessons: Rc::default(),
        }
    }

    /// The game and seed, as the address writes them.
    #[must_use]
    pub fn settings(&self) -> Settings {
        Settings { variant: self.game.variant(), seed: self.seed }
    }

    /// The game as saved now.
    #[must_use]
    pub fn saved(&self, updated: f64) -> SavedGame {
        SavedGame {
            id: self.id.to_string(),
            record: (*self.record).clone(),
            played: self.played,
            names: (*self.names).clone(),
            seats: self.seats,
            seed: self.seed,
            updated,
            lesson: self.lesson,
        }
    }

    /// The guided game's step, with `held` in hand; `None` in any other game.
    #[must_use]
    pub fn lesson_step(&self, held: HeldPatch) -> Option<Step> {
        Some(self.lesson?.step(&self.game, held))
    }

    /// Who plays `player`'s seat.
    #[must_use]
    pub fn seat(&self, player: crate::rules::Player) -> Seat {
        self.seats[player.index()]
    }

    /// Whether the computer plays the player to move (and the game goes on).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.game.to_move().is_some_and(|p| self.seat(p).level().is_some())
    }

    /// Whether the player to move is a friend playing by link (and the game goes on): their
    /// move comes in a link, not from this page.
    #[must_use]
    pub fn friend_to_move(&self) -> bool {
        self.game.to_move().is_some_and(|p| self.seat(p) == Seat::Friend)
    }

    /// The player a friend plays by link, in a game played so.
    #[must_use]
    pub fn friend(&self) -> Option<Player> {
        Player::BOTH.into_iter().find(|&p| self.seat(p) == Seat::Friend)
    }

    /// Whose quilt a phone's table shows large: the player to move, but never a friend by
    /// link — while the friend plays on their own device (and after the end), the person
    /// holding the phone keeps their own quilt in front.
    #[must_use]
    pub fn front(&self) -> Player {
        match (self.game.to_move(), self.friend()) {
            (Some(mover), Some(friend)) if mover == friend => friend.opponent(),
            (Some(mover), _) => mover,
            (None, friend) => friend.map_or(Player::One, Player::opponent),
        }
    }

    /// Whether this game is played with a friend by link.
    #[must_use]
    pub fn by_link(&self) -> bool {
        self.friend().is_some()
    }

    /// Whether an action can be taken back.
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    /// Whether an action taken back can be played again.
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.played < self.record.actions().len()
    }

    /// The last action played, when it sewed a patch (or a leather patch) on: the page marks
    /// its squares for the next player.
    #[must_use]
    pub fn last_move(&self) -> Option<LastMove> {
        let at = self.played.checked_sub(1)?;
        let player = *self.movers.get(at)?;
        let squares = match &self.record.actions()[at] {
            RecordedAction::Take { cells, .. } => self.game.squares_of(cells.iter().copied()).ok()?,
            RecordedAction::Leather { cell } => self.game.squares_of([*cell]).ok()?,
            RecordedAction::Advance | RecordedAction::DiscardLeather => return None,
        };
        Some(LastMove { player, squares })
    }

    /// How many leather patches `player` has put aside (Express).
    #[must_use]
    pub fn put_aside(&self, player: Player) -> usize {
        let actions = self.record.actions().iter().zip(self.movers.iter());
        actions.filter(|&(a, &p)| p == player && *a == RecordedAction::DiscardLeather).count()
    }

    /// Default names follow a change of language; typed names stay.
    pub fn localize(&mut self, lang: Lang) {
        self.names = Rc::new(i18n::localize_names(lang, &self.names));
    }

    /// Plays `action` on the game and writes it in the record. Playing the action that redo
    /// would play keeps the rest of what was taken back; any other drops it.
    ///
    /// # Errors
    /// The engine's refusal; then nothing changes.
    pub fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut game = (*self.game).clone();
        let mover = game.to_move();
        let events = game.play(action)?;
        if let Some(lesson) = &mut self.lesson {
            let lessons = Rc::make_mut(&mut self.lessons);
            lessons.resize(self.played, *lesson);
            lessons.push(*lesson);
            lesson.played(&self.game, action, &events, &game);
        }
        self.game = Rc::new(game);
        let movers = Rc::make_mut(&mut self.movers);
        movers.truncate(self.played);
        movers.extend(mover);
        let recorded = RecordedAction::from_action(action);
        if self.record.actions().get(self.played) != Some(&recorded) {
            let record = Rc::make_mut(&mut self.record);
            record.truncate(self.played);
            record.push(recorded);
        }
        self.played += 1;
        Ok(events)
    }

    /// Shows the game after the record's first `played` actions (`game`, replayed by the
    /// caller), keeping the record: a review's stepping.
    pub fn show(&mut self, played: usize, game: Rc<GameState>) {
        self.played = played;
        self.movers = Rc::new(movers(&self.record, played));
        self.game = game;
    }

    /// Takes back the last action (against the computer: back to a person's turn). `false`
    /// when there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        let Some(target) = self.undo_target() else { return false };
        self.played = target;
        Rc::make_mut(&mut self.movers).truncate(target);
        // The lesson goes back to where it was before the move taken back: its steps repeat.
        if let (Some(lesson), Some(&before)) = (&mut self.lesson, self.lessons.get(target)) {
            *lesson = before;
        }
        self.game = Rc::new(self.replayed(target));
        true
    }

    /// Plays again the last action taken back (against the computer, with its reply) and
    /// returns what happened; `None` when nothing was taken back.
    pub fn redo(&mut self) -> Option<Vec<Event>> {
        if !self.can_redo() {
            return None;
        }
        let mut events = Vec::new();
        loop {
            let recorded = &self.record.actions()[self.played];
            let Ok(more) = recorded.resolve(&self.game).and_then(|action| self.apply(action)) else {
                // Cannot happen with the page's own record; keep what was played.
                break;
            };
            events.extend(more);
            let computer_next = self.computer_to_move();
            if !(computer_next && self.can_redo() && self.seats.contains(&Seat::Person)) {
                break;
            }
        }
        Some(events)
    }

    /// The game after the record's first `played` actions. The record was written by playing
    /// (or checked when opened), so it replays.
    fn replayed(&self, played: usize) -> GameState {
        let mut record = (*self.record).clone();
        record.truncate(played);
        // Not `expect`: that would bring the errors' `Debug` code (a kilobyte) into the page.
        record.replay().unwrap_or_else(|_| panic!("the page's own record replays"))
    }

    /// How many actions stay played after an undo: one fewer, and against the computer also
    /// its replies, back to an action a person made. `None` when there is nothing a person can
    /// take back (a friend's move, which came by link, is theirs: it is never taken back here).
    fn undo_target(&self) -> Option<usize> {
        let mut target = self.played.checked_sub(1)?;
        if self.seats.contains(&Seat::Person) {
            // `movers[i]` made action `i`: the player to move after the first `i` actions.
            loop {
                match self.seat(*self.movers.get(target)?) {
                    Seat::Person => break,
                    Seat::Friend => return None,
                    Seat::Computer(_) => target = target.checked_sub(1)?,
                }
            }
        }
        Some(target)
    }
}

impl Part for Session {
    type Action = SessionAction;

    /// Moves go to the engine through the page; undo and redo walk the record; another game
    /// (dealt, opened, or moved on in another tab) takes the table.
    fn reduce(&mut self, action: SessionAction, ctx: &Ctx<'_>) -> Effects {
        match action {
            SessionAction::Advance => Effects::then(Effect::Play(Action::Advance)),
            SessionAction::Discard => Effects::then(Effect::Play(Action::DiscardLeather)),
            SessionAction::Undo if self.undo() => Effects::then(Effect::Settle(vec![Say::TakenBack])),
            SessionAction::Undo => Effects::say(Say::NothingToUndo),
            SessionAction::Redo => match self.redo() {
                Some(events) => {
                    let mut message = vec![Say::PlayedAgain];
                    message.extend(events.iter().filter_map(Say::of_event));
                    Effects::then(Effect::Settle(message))
                }
                None => Effects::say(Say::NothingToRedo),
            },
            SessionAction::Start { seed, id } => {
                let choices = ctx.choices;
                let seats = choices.seated_seats();
                let mut names = i18n::localize_names(ctx.lang, &choices.seated_names());
                // A computer left unnamed is named for its level.
                for (name, seat) in names.iter_mut().zip(seats) {
                    if let (Some(level), true) = (seat.level(), i18n::is_given_name(name)) {
                        *name = i18n::computer_name(ctx.lang, level);
                    }
                }
                let (saved, game) = Session::dealt(choices.variant, seed, names, seats, &id);
                Effects::then(Effect::Deal { saved: Box::new(saved), game: Box::new(game) })
            }
            SessionAction::Open(saved) => Effects::then(open(Rc::unwrap_or_clone(saved), ctx.lang)),
            SessionAction::Synced { saved, refused } => {
                if ctx.screen != Screen::Playing || *self.id != *saved.id {
                    return Effects::Unchanged;
                }
                let (saved, game) = match replayed((*saved).clone(), ctx.lang) {
                    Ok(opened) => opened,
                    Err(notice) => return Effects::then(Effect::Notice(notice)),
                };
                let mut effects = vec![
                    Effect::Sync { saved: Box::new(saved), game: Box::new(game) },
                    Effect::Say(vec![Say::ChangedElsewhere]),
                ];
                effects.extend(refused.then_some(Effect::Notice(Notice::NotSavedElsewhere)));
                Effects::Changed(effects)
            }
            SessionAction::PlayAgain => Effects::then(Effect::Screen(Screen::NewGame)),
            SessionAction::Learn(saved) => match saved.filter(|s| s.lesson.is_some_and(|l| !l.finished())) {
                Some(saved) => Effects::then(open(Rc::unwrap_or_clone(saved), ctx.lang)),
                None => {
                    let names = [i18n::default_name(ctx.lang, 0), i18n::computer_name(ctx.lang, Level::Easy)];
                    let seats = [Seat::Person, Seat::Computer(Level::Easy)];
                    let (mut saved, game) =
                        Session::dealt(Variant::ClassicRevised, LESSON_SEED, names, seats, LESSON_ID);
                    saved.lesson = Some(Lesson::default());
                    Effects::then(Effect::Open { saved: Box::new(saved), game: Box::new(game) })
                }
            },
            SessionAction::LessonNext => {
                let Some(lesson) = &mut self.lesson else { return Effects::Unchanged };
                lesson.next(lesson.step(&self.game, None));
                Effects::CHANGED
            }
        }
    }
}

/// A saved game, an imported one or one that came by link, to be shown in place of this one
/// (its default names in `lang`); a notice when its record does not replay.
#[must_use]
pub fn open(saved: SavedGame, lang: Lang) -> Effect {
    match replayed(saved, lang) {
        Ok((saved, game)) => Effect::Open { saved: Box::new(saved), game: Box::new(game) },
        Err(notice) => Effect::Notice(notice),
    }
}

/// `saved` with its default names in `lang`, and its game replayed.
fn replayed(mut saved: SavedGame, lang: Lang) -> Result<(SavedGame, GameState), Notice> {
    let game = saved.played_record().replay().map_err(|e| Notice::SaveUnopenable(Unopenable::Illegal(e)))?;
    saved.names = i18n::localize_names(lang, &saved.names);
    Ok((saved, game))
}

/// Who made each of the first `played` actions of `record` (as far as it replays).
fn movers(record: &Record, played: usize) -> Vec<Player> {
    let mut game = GameState::new(record.setup());
    let mut movers = Vec::with_capacity(played);
    for recorded in &record.actions()[..played.min(record.actions().len())] {
        let Some(player) = game.to_move() else { break };
        let Ok(()) = recorded.resolve(&game).and_then(|action| game.play_quiet(action)) else { break };
        movers.push(player);
    }
    movers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    fn session(seed: u64, seats: [Seat; 2]) -> Session {
        let (saved, game) = Session::dealt(Variant::ClassicRevised, seed, ["A".to_owned(), "B".to_owned()], seats, "g");
        Session::opened(saved, game)
    }

    #[test]
    fn applying_writes_the_record_and_undo_redo_walk_it() {
        let mut s = session(3, [Seat::Person; 2]);
        assert!(!s.can_undo() && !s.can_redo());
        for _ in 0..3 {
            s.apply(Action::Advance).expect("advancing is legal");
        }
        assert_eq!((s.played, s.record.actions().len()), (3, 3));
        assert!(s.undo() && s.undo());
        assert_eq!((s.played, s.record.actions().len()), (1, 3));
        assert!(s.can_redo());
        let events = s.redo().expect("something to redo");
        assert!(!events.is_empty());
        assert_eq!(s.played, 2);
        // Another action than the one taken back drops the rest.
        let other = s.game.legal_actions().into_iter().find(|a| *a != Action::Advance).expect("a patch");
        s.apply(other).expect("legal");
        assert_eq!((s.played, s.record.actions().len()), (3, 3));
        assert!(!s.can_redo());
        assert_eq!(s.redo(), None);
    }

    #[test]
    fn undo_stops_at_the_start_and_refusals_change_nothing() {
        let mut s = session(4, [Seat::Person; 2]);
        assert!(!s.undo());
        let before = s.clone();
        assert!(s.apply(Action::DiscardLeather).is_err());
        assert_eq!(s, before);
    }

    #[test]
    fn against_the_computer_undo_goes_back_to_a_persons_turn() {
        let mut s = session(5, [Seat::Person, Seat::Computer(crate::ai::Level::Greedy)]);
        s.apply(Action::Advance).expect("legal");
        while s.game.to_move() == Some(Player::Two) {
            s.apply(Action::Advance).expect("legal");
        }
        assert!(s.played >= 2);
        assert!(s.undo());
        assert_eq!(s.played, 0);
        s.redo();
        assert_eq!(s.game.to_move(), Some(Player::One), "redo plays the reply again too");
    }

    #[test]
    fn a_friend_by_link_is_no_computer_and_their_moves_are_not_taken_back() {
        let mut s = session(5, [Seat::Person, Seat::Friend]);
        assert!(s.by_link() && !s.computer_to_move() && !s.friend_to_move());
        s.apply(Action::Advance).expect("legal");
        assert_eq!(s.game.to_move(), Some(Player::Two));
        assert!(s.friend_to_move() && !s.computer_to_move());
        // My own move can be taken back…
        assert!(s.can_undo());
        // …but not the friend's, nor anything before it.
        s.apply(Action::Advance).expect("legal");
        assert_eq!(s.game.to_move(), Some(Player::One));
        assert!(!s.can_undo() && !s.undo());
        assert!(!session(5, [Seat::Person; 2]).by_link());
    }

    #[test]
    fn the_last_patch_sewn_on_and_the_patches_put_aside_are_known() {
        let mut s = session(42, [Seat::Person; 2]);
        assert_eq!(s.last_move(), None);
        let take = s.game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. })).expect("one");
        s.apply(take).expect("legal");
        let Action::TakePatch { squares, .. } = take else { unreachable!() };
        assert_eq!(s.last_move(), Some(LastMove { player: Player::One, squares }));
        // Opening the same game again finds the same.
        let opened = Session::opened(s.saved(1.0), (*s.game).clone());
        assert_eq!(opened.last_move(), s.last_move());
        assert_eq!(*opened.movers, [Player::One]);
        s.apply(Action::Advance).expect("legal");
        assert_eq!(s.last_move(), None);
        assert!(s.undo());
        assert_eq!(s.last_move(), Some(LastMove { player: Player::One, squares }));
        assert_eq!(s.put_aside(Player::One), 0);
        // Express: a leather patch put aside is counted for its owner.
        let (saved, game) = Session::dealt(Variant::Express, 3, ["A".into(), "B".into()], [Seat::Person; 2], "e");
        let mut e = Session::opened(saved, game);
        while e.game.pending_leather() == 0 {
            e.apply(Action::Advance).expect("advancing is legal");
        }
        let owner = e.game.to_move().expect("someone");
        e.apply(Action::DiscardLeather).expect("Express may put it aside");
        assert_eq!((e.put_aside(owner), e.put_aside(owner.opponent())), (1, 0));
    }

    #[test]
    fn a_saved_session_opens_as_it_was() {
        let mut s = session(6, [Seat::Person; 2]);
        s.apply(Action::Advance).expect("legal");
        let opened = Session::opened(s.saved(1.0), (*s.game).clone());
        assert_eq!(opened, s);
        assert_eq!(opened.settings(), Settings { variant: Variant::ClassicRevised, seed: Some(6) });
    }
}
