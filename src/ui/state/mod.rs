//! The page's state while a game is played, and the pure reducer that changes it: which patch
//! is held and how it lies, messages and toasts. Every rule question goes to the engine
//! (`check`, `play`, `can_take`, `placement`); this file only decides what to show.
//!
//! No browser calls, so it builds and tests natively; the Yew app wraps it.

pub mod address;
pub mod saves;

use std::rc::Rc;

use crate::rules::{
    Action, Cell, Event, GameState, IllegalAction, Orientation, PatchId, Player, Record, RecordedAction, Setup, Variant,
};
use crate::ui::i18n::lang::Lang;
use crate::ui::i18n::{self, Names, Notice, Say};
use crate::ui::layout::drag::{clamp_anchor, GrabOffset, PointerKind};
use crate::ui::layout::{Format, Point};
use crate::ui::state::address::Settings;
use crate::ui::state::saves::{SaveSummary, SavedGame, Seat, Unopenable};

/// What is held: a patch of the circle or a won leather patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A patch taken from the circle (not yet paid for).
    Patch(PatchId),
    /// A 1×1 leather patch that must be placed now.
    Leather,
}

/// A patch held over the quilt of the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Held {
    /// What.
    pub piece: Piece,
    /// How it is turned.
    pub orientation: Orientation,
    /// The square under the top-left corner of its bounding box; may lie off the quilt.
    pub anchor: (i64, i64),
}

impl Held {
    /// The squares `(row, col)` of the held piece from its top-left corner, and its height and
    /// width.
    #[must_use]
    pub fn cells(&self) -> (&'static [(u8, u8)], u8, u8) {
        match self.piece {
            Piece::Patch(patch) => {
                let shape = patch.patch().shape.oriented(self.orientation);
                (&shape.cells, shape.height, shape.width)
            }
            Piece::Leather => (&[(0, 0)], 1, 1),
        }
    }

    /// `data-patch` of the held piece: its label, or `leather`.
    #[must_use]
    pub fn label(&self) -> &'static str {
        match self.piece {
            Piece::Patch(patch) => patch.label(),
            Piece::Leather => "leather",
        }
    }

    /// The engine's action for dropping it on `anchor`.
    ///
    /// # Errors
    /// [`IllegalAction::OffQuilt`] when a square lies outside the quilt.
    pub fn action(&self, game: &GameState, anchor: (i64, i64)) -> Result<Action, IllegalAction> {
        match self.piece {
            Piece::Patch(patch) => {
                let squares = game.placement(patch, self.orientation, anchor.0, anchor.1)?;
                Ok(Action::TakePatch { patch, squares })
            }
            Piece::Leather => {
                let squares = game.squares_of([anchor])?;
                let cell = squares.cells().next().ok_or(IllegalAction::OffQuilt)?;
                Ok(Action::PlaceLeather { cell })
            }
        }
    }

    /// Whether the engine would accept it on `anchor`, and why not.
    ///
    /// # Errors
    /// The engine's reason.
    pub fn check(&self, game: &GameState, anchor: (i64, i64)) -> Result<(), IllegalAction> {
        game.check(&self.action(game, anchor)?)
    }
}

/// A pointer holding a patch: set when it goes down, cleared when it comes up.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Grab {
    /// The Pointer Events `pointerId`.
    pub pointer_id: i32,
    /// Mouse, pen or finger.
    pub kind: PointerKind,
    /// Where it went down, in SVG units.
    pub start: Point,
    /// Where it holds the patch.
    pub offset: GrabOffset,
    /// Whether it took the patch from the circle (a tap there selects; a tap on a held patch
    /// turns it).
    pub from_circle: bool,
}

/// A short notice of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// Increasing number, to expire it.
    pub id: u32,
    /// `data-event`: `income`, `leather`, `bonus`, `blue-patches` or `finished`.
    pub kind: &'static str,
    /// What happened, worded when drawn.
    pub say: Say,
}

/// The new-game screen's choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameForm {
    /// Which game and time board.
    pub variant: Variant,
    /// The names as typed, player 1 first.
    pub names: Names,
    /// Who starts (sits in seat 1).
    pub starter: Player,
    /// Who plays, in the order of the names: a person or the computer.
    pub seats: [Seat; 2],
}

impl Default for NewGameForm {
    fn default() -> NewGameForm {
        NewGameForm {
            variant: Variant::ClassicRevised,
            names: ["Player 1".to_owned(), "Player 2".to_owned()],
            starter: Player::One,
            seats: [Seat::Person; 2],
        }
    }
}

impl NewGameForm {
    /// The names in seat order: the starter first; blank names become `Player N`.
    #[must_use]
    pub fn seated_names(&self) -> Names {
        self.seated([self.name(0), self.name(1)])
    }

    /// Who plays each seat, the starter's first.
    #[must_use]
    pub fn seated_seats(&self) -> [Seat; 2] {
        self.seated(self.seats)
    }

    fn seated<T>(&self, [first, second]: [T; 2]) -> [T; 2] {
        match self.starter {
            Player::One => [first, second],
            Player::Two => [second, first],
        }
    }

    /// The name typed in field `i` (0 or 1), or `Player N` when it is blank.
    #[must_use]
    pub fn name(&self, i: usize) -> String {
        let n = self.names[i].trim();
        if n.is_empty() {
            format!("Player {}", i + 1)
        } else {
            n.to_owned()
        }
    }
}

/// Which screen is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Choosing the game, names and who starts.
    NewGame,
    /// A game (in progress or over).
    Playing,
}

/// Everything the page shows.
#[derive(Debug, Clone, PartialEq)]
pub struct PageState {
    /// New-game screen or game.
    pub screen: Screen,
    /// The game and seed.
    pub settings: Settings,
    /// The seed the game was set up from, when it was (an imported game has none).
    pub seed: Option<u64>,
    /// The id the game is saved under.
    pub id: Rc<str>,
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
    /// Landscape or portrait.
    pub format: Format,
    /// The piece held over the quilt of the player to move.
    pub held: Option<Held>,
    /// The pointer holding it, while one does.
    pub grab: Option<Grab>,
    /// The latest message for the live region: sentences worded when drawn.
    pub message: Rc<[Say]>,
    /// Events still shown.
    pub toasts: Rc<Vec<Toast>>,
    /// The id of the next toast.
    pub next_toast: u32,
    /// The new-game screen's choices.
    pub form: NewGameForm,
    /// The language everything is worded in.
    pub lang: Lang,
    /// Whether the "how to play" guide is open.
    pub how_to: bool,
    /// The saved games, newest first, for the new-game screen.
    pub saves: Rc<Vec<SaveSummary>>,
    /// A notice that stays until it is closed: a save or file that cannot be opened, storage
    /// that does not work.
    pub notice: Option<Notice>,
    /// Set when the browser refuses to save: the game goes on unsaved.
    pub unsaved: bool,
    /// The computer's request being thought about, for its move.
    pub thinking: Option<u32>,
    /// The request being thought about for a hint.
    pub hint_asked: Option<u32>,
    /// The hint for the person to move: the Hard level's action, shown, not played.
    pub hint: Option<Action>,
    /// The computer's chosen action, being shown on its way before it is played.
    pub showing: Option<Action>,
    /// Whether player 2's side of the screen is turned to face them across the table.
    pub face: bool,
}

/// Everything that can happen to the page.
#[derive(Debug, Clone, PartialEq)]
pub enum PageAction {
    /// The window changed size; this is the format that suits it now.
    Resized(Format),
    /// Choose an offered patch (tap, Enter, or the start of a drag from the circle).
    Pick {
        /// Which.
        patch: PatchId,
        /// The pointer, when it is being dragged.
        grab: Option<Grab>,
    },
    /// A pointer took hold of the held patch.
    Grab(Grab),
    /// The pointer let go without dragging (or the browser cancelled it).
    Release,
    /// The held patch was tapped: it turns (a leather patch is placed).
    Tap,
    /// A drag ended with the patch on `anchor`.
    Drop((i64, i64)),
    /// Turn the held patch a quarter clockwise.
    Rotate,
    /// Flip the held patch left–right.
    Mirror,
    /// Move the held patch by `(rows, cols)`.
    Step((i64, i64)),
    /// A square of `player`'s quilt was tapped.
    Square(Player, u8, u8),
    /// Place the held patch where it is.
    Place,
    /// Put the held patch back.
    Cancel,
    /// Action A.
    Advance,
    /// Express: put the leather patch aside.
    Discard,
    /// Remove the toasts with ids below this.
    ExpireToasts(u32),
    /// The new-game screen changed.
    Form(NewGameForm),
    /// Start the form's game with this seed, saved under this id.
    Start {
        /// The seed of the set-up.
        seed: u64,
        /// The new save's id.
        id: Rc<str>,
    },
    /// Back to the new-game screen, with the same choices.
    PlayAgain,
    /// Turn player 2's side to face them (`true`) or upright.
    Face(bool),
    /// Speak this language (default names follow it).
    SetLang(Lang),
    /// Open (`true`) or close the "how to play" guide.
    HowTo(bool),
    /// Take back the last action (against the computer: back to a person's turn).
    Undo,
    /// Play again the last action taken back.
    Redo,
    /// Open a saved or imported game.
    Open(Rc<SavedGame>),
    /// The list of saved games changed.
    Saves(Rc<Vec<SaveSummary>>),
    /// Show a notice (`None` closes it).
    Notice(Option<Notice>),
    /// The browser refused to save (full or unavailable storage): say so once, go on unsaved.
    SaveFailed(Notice),
    /// The browser saved again after refusing.
    Saved,
    /// The computer was asked for its move (request `id`).
    Thinking(u32),
    /// A person asked for a hint (request `id`).
    HintAsked(u32),
    /// The computer answered request `id`: an action as a record writes it (RECORD.md), or why
    /// it could not.
    Answer {
        /// The request.
        id: u32,
        /// Its action.
        action: Result<serde_json::Value, Rc<str>>,
    },
    /// The computer's move has been shown on its way: play it.
    Arrived,
}

impl PageAction {
    /// Whether this is a person's hand on the game (a move or part of one).
    #[must_use]
    pub const fn is_a_move(&self) -> bool {
        matches!(
            self,
            PageAction::Pick { .. }
                | PageAction::Grab(_)
                | PageAction::Tap
                | PageAction::Drop(_)
                | PageAction::Rotate
                | PageAction::Mirror
                | PageAction::Step(_)
                | PageAction::Square(..)
                | PageAction::Place
                | PageAction::Cancel
                | PageAction::Advance
                | PageAction::Discard
                | PageAction::HintAsked(_)
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
        let record = Record::new(Setup::from_seed(settings.variant, seed));
        let saved = SavedGame {
            id: "game".to_owned(),
            record,
            played: 0,
            names,
            seats: [Seat::Person; 2],
            seed: Some(seed),
            updated: 0.0,
        };
        let game = GameState::from_seed(settings.variant, seed);
        PageState::opened(saved, game, format)
    }

    /// A game opened from a save (or just begun), on a screen of `format`.
    #[must_use]
    pub fn opened(saved: SavedGame, game: GameState, format: Format) -> PageState {
        let variant = game.variant();
        let form = NewGameForm { variant, names: saved.names.clone(), starter: Player::One, seats: saved.seats };
        let mut page = PageState {
            screen: Screen::Playing,
            settings: Settings { variant, seed: saved.seed },
            seed: saved.seed,
            id: saved.id.into(),
            names: Rc::new(saved.names),
            seats: saved.seats,
            game: Rc::new(game),
            record: Rc::new(saved.record),
            played: saved.played,
            format,
            held: None,
            grab: None,
            message: Rc::new([]),
            toasts: Rc::new(Vec::new()),
            next_toast: 0,
            form,
            saves: Rc::new(Vec::new()),
            notice: None,
            unsaved: false,
            thinking: None,
            hint_asked: None,
            hint: None,
            showing: None,
            lang: Lang::En,
            how_to: false,
            face: false,
        };
        page.settle(if page.played == 0 { Vec::new() } else { vec![Say::Resumed] });
        if let (0, Some(player)) = (page.played, page.game.to_move()) {
            page.message = Rc::new([Say::Starts(player)]);
        }
        page
    }

    /// The new-game screen.
    #[must_use]
    pub fn new_game(format: Format, form: NewGameForm) -> PageState {
        let settings = Settings { variant: form.variant, seed: None };
        PageState { screen: Screen::NewGame, form, ..PageState::new(settings, 0, format) }
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
        }
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

    /// Whether the computer plays the player to move (and the game goes on).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        self.screen == Screen::Playing && self.game.to_move().is_some_and(|p| self.seat(p) != Seat::Person)
    }

    /// Whether the computer should be asked for a move now.
    #[must_use]
    pub fn computer_should_think(&self) -> bool {
        self.computer_to_move() && self.thinking.is_none() && self.showing.is_none()
    }

    /// Who plays `player`'s seat.
    #[must_use]
    pub fn seat(&self, player: Player) -> Seat {
        self.seats[player.index()]
    }

    /// The page after `action`.
    #[must_use]
    pub fn reduced(self: Rc<Self>, action: PageAction) -> Rc<PageState> {
        // While the computer is to move (or its move is on its way), the person's hands are off.
        if (self.computer_to_move() || self.showing.is_some()) && action.is_a_move() {
            return self;
        }
        let mut next = (*self).clone();
        match action {
            // The guide is on top: Escape closes it, and the game's keys wait.
            PageAction::Cancel if self.how_to => next.how_to = false,
            PageAction::Rotate | PageAction::Mirror | PageAction::Step(_) | PageAction::Place if self.how_to => {
                return self;
            }
            PageAction::Resized(format) if format == self.format => return self,
            PageAction::Resized(format) => next.format = format,
            // Enter on the card of the patch already held places it, wherever the focus is.
            PageAction::Pick { patch, grab: None } if next.held.is_some_and(|h| h.piece == Piece::Patch(patch)) => {
                next.place(false);
            }
            PageAction::Pick { patch, grab } => next.pick(patch, grab),
            PageAction::Grab(grab) if next.held.is_some() => next.grab = Some(grab),
            PageAction::Grab(_) => return self,
            PageAction::Release => next.grab = None,
            PageAction::Tap => {
                next.grab = None;
                match next.held.map(|h| h.piece) {
                    Some(Piece::Leather) => next.place(false),
                    Some(Piece::Patch(_)) => next.turn(Orientation::rotated_clockwise),
                    None => {}
                }
            }
            PageAction::Drop(anchor) => {
                next.grab = None;
                if let Some(held) = &mut next.held {
                    held.anchor = anchor;
                    next.place(true);
                }
            }
            PageAction::Rotate => next.turn(Orientation::rotated_clockwise),
            PageAction::Mirror => next.turn(Orientation::mirrored),
            PageAction::Step((dr, dc)) => {
                let size = next.game.rules().quilt_size;
                let Some(held) = &mut next.held else { return self };
                let (_, h, w) = held.cells();
                let anchor = clamp_anchor(held.anchor, size, h, w);
                held.anchor = clamp_anchor((anchor.0 + dr, anchor.1 + dc), size, h, w);
            }
            PageAction::Square(player, row, col) => {
                if next.game.to_move() != Some(player) || next.grab.is_some() {
                    return self;
                }
                let Some(held) = &mut next.held else { return self };
                held.anchor = (i64::from(row), i64::from(col));
                if held.piece == Piece::Leather {
                    next.place(false);
                }
            }
            PageAction::Place => next.place(false),
            PageAction::Cancel => {
                if next.game.pending_leather() > 0 {
                    next.message = Rc::new([next.leather_words()]);
                } else if next.held.take().is_some() {
                    next.grab = None;
                    next.message = Rc::new([Say::PatchBack]);
                }
            }
            PageAction::Advance => next.play_or_refuse(Action::Advance),
            PageAction::Discard => next.play_or_refuse(Action::DiscardLeather),
            PageAction::ExpireToasts(upto) => {
                if self.toasts.iter().all(|t| t.id >= upto) {
                    return self;
                }
                next.toasts = Rc::new(self.toasts.iter().filter(|t| t.id >= upto).cloned().collect());
            }
            PageAction::Form(form) => next.form = form,
            PageAction::Start { seed, id } => {
                let form = next.form.clone();
                let saved = SavedGame {
                    id: id.to_string(),
                    record: Record::new(Setup::from_seed(form.variant, seed)),
                    played: 0,
                    names: i18n::localize_names(next.lang, &form.seated_names()),
                    seats: form.seated_seats(),
                    seed: Some(seed),
                    updated: 0.0,
                };
                let game = GameState::from_seed(form.variant, seed);
                return Rc::new(PageState { form, ..next.replaced_by(saved, game) });
            }
            PageAction::Open(saved) => {
                let game = match saved.played_record().replay() {
                    Ok(game) => game,
                    Err(e) => {
                        next.notice = Some(Notice::SaveUnopenable(Unopenable::Illegal(e)));
                        return Rc::new(next);
                    }
                };
                let mut saved = (*saved).clone();
                saved.names = i18n::localize_names(next.lang, &saved.names);
                return Rc::new(next.replaced_by(saved, game));
            }
            PageAction::Face(face) if face == self.face => return self,
            PageAction::Face(face) => next.face = face,
            PageAction::PlayAgain => {
                next.screen = Screen::NewGame;
                next.held = None;
                next.grab = None;
                // Whatever the computer was asked is for a game no longer shown.
                next.thinking = None;
                next.hint_asked = None;
                next.showing = None;
            }
            PageAction::Undo => next.undo(),
            PageAction::Redo => next.redo(),
            PageAction::Saves(saves) => next.saves = saves,
            PageAction::Notice(notice) => next.notice = notice,
            PageAction::SaveFailed(_) if self.unsaved => return self,
            PageAction::SaveFailed(why) => {
                next.unsaved = true;
                next.notice = Some(why);
            }
            PageAction::Saved if !self.unsaved => return self,
            PageAction::Saved => next.unsaved = false,
            PageAction::Thinking(id) => next.thinking = Some(id),
            PageAction::HintAsked(id) => {
                next.hint_asked = Some(id);
                next.hint = None;
            }
            PageAction::Answer { id, action } => next.answer(id, action),
            PageAction::Arrived => {
                let Some(action) = next.showing.take() else { return self };
                if let Err(reason) = next.play(action) {
                    next.notice = Some(Notice::ComputerFailed(i18n::refusal(next.lang, reason)));
                }
            }
            PageAction::SetLang(lang) => {
                next.lang = lang;
                next.names = Rc::new(i18n::localize_names(lang, &next.names));
                next.form.names = i18n::localize_names(lang, &next.form.names);
            }
            PageAction::HowTo(open) => next.how_to = open,
        }
        Rc::new(next)
    }

    fn leather_words(&self) -> Say {
        let player = self.game.to_move().unwrap_or(Player::One);
        Say::Leather { player, express: self.game.variant() == Variant::Express }
    }

    fn pick(&mut self, patch: PatchId, grab: Option<Grab>) {
        if let Err(reason) = self.game.can_take(patch) {
            self.message = Rc::new([Say::Refused(reason)]);
            return;
        }
        let Some(player) = self.game.to_move() else { return };
        let orientation = Orientation::IDENTITY;
        // Start where it fits, so that Enter places it at once; otherwise in the corner.
        let anchor = self
            .game
            .fitting_anchors(player, patch, orientation)
            .cells()
            .next()
            .map_or((0, 0), |cell| (i64::from(cell.row()), i64::from(cell.col())));
        self.held = Some(Held { piece: Piece::Patch(patch), orientation, anchor });
        self.grab = grab;
        self.message = Rc::new([Say::Holding { player, patch }]);
    }

    fn turn(&mut self, how: fn(Orientation) -> Orientation) {
        let size = self.game.rules().quilt_size;
        let Some(held) = &mut self.held else { return };
        if held.piece == Piece::Leather {
            return;
        }
        held.orientation = how(held.orientation);
        let (_, h, w) = held.cells();
        held.anchor = clamp_anchor(held.anchor, size, h, w);
        self.message = Rc::new([Say::Turned(held.orientation)]);
    }

    /// Plays the held piece where it lies; on refusal a dropped patch goes back to the circle
    /// (`give_back`), a leather patch stays held.
    fn place(&mut self, give_back: bool) {
        let Some(held) = self.held else { return };
        if let Err(reason) = held.action(&self.game, held.anchor).and_then(|action| self.play(action)) {
            self.refuse(reason, give_back);
        }
    }

    /// Plays an action that holds no piece; a refusal only leaves a message.
    fn play_or_refuse(&mut self, action: Action) {
        if let Err(reason) = self.play(action) {
            self.refuse(reason, false);
        }
    }

    fn refuse(&mut self, reason: IllegalAction, give_back: bool) {
        self.message = Rc::new([Say::Refused(reason)]);
        if give_back && matches!(self.held, Some(Held { piece: Piece::Patch(_), .. })) {
            self.held = None;
        }
    }

    /// This page showing another game: the toasts, notice, saves list and storage state carry over.
    fn replaced_by(&self, saved: SavedGame, game: GameState) -> PageState {
        PageState {
            lang: self.lang,
            face: self.face,
            next_toast: self.next_toast,
            saves: Rc::clone(&self.saves),
            notice: self.notice.clone(),
            unsaved: self.unsaved,
            ..PageState::opened(saved, game, self.format)
        }
    }

    /// Plays `action` through the engine and shows what happened; on refusal nothing changes.
    fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let events = self.apply(action)?;
        let mut toasts = (*self.toasts).clone();
        for event in &events {
            if let (Some(kind), Some(say)) = (i18n::toast_kind(event), Say::of_event(event)) {
                toasts.push(Toast { id: self.next_toast, kind, say });
                self.next_toast += 1;
            }
        }
        self.toasts = Rc::new(toasts);
        let message: Vec<Say> = events.iter().filter_map(Say::of_event).collect();
        self.settle(message);
        Ok(())
    }

    /// Plays `action` on the game and writes it in the record. Playing the action that redo
    /// would play keeps the rest of what was taken back; any other drops it.
    fn apply(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut game = (*self.game).clone();
        let events = game.play(action)?;
        self.game = Rc::new(game);
        let recorded = RecordedAction::from_action(action);
        if self.record.actions().get(self.played) != Some(&recorded) {
            let record = Rc::make_mut(&mut self.record);
            record.truncate(self.played);
            record.push(recorded);
        }
        self.played += 1;
        Ok(events)
    }

    /// After the game changed: nothing held but a waiting leather patch, and `message` followed
    /// by what comes next.
    fn settle(&mut self, mut message: Vec<Say>) {
        self.held = None;
        self.grab = None;
        // What was asked of the computer was about the game before.
        self.thinking = None;
        self.hint_asked = None;
        self.hint = None;
        self.showing = None;
        if let Some(outcome) = self.game.outcome() {
            message.push(Say::Wins(outcome.winner));
        } else if self.game.pending_leather() > 0 && !self.computer_to_move() {
            let player = self.game.to_move().expect("a waiting leather patch has an owner");
            let cell: Option<Cell> = self.game.quilt(player).empty().cells().next();
            let anchor = cell.map_or((0, 0), |c| (i64::from(c.row()), i64::from(c.col())));
            self.held = Some(Held { piece: Piece::Leather, orientation: Orientation::IDENTITY, anchor });
            message.push(self.leather_words());
        } else if let Some(player) = self.game.to_move() {
            message.push(Say::Turn(player));
        }
        self.message = message.into();
    }

    /// The game after the record's first `played` actions. The record was written by playing
    /// (or checked when opened), so it replays.
    fn replayed(&self, played: usize) -> GameState {
        let mut record = (*self.record).clone();
        record.truncate(played);
        record.replay().expect("the page's own record replays")
    }

    /// How many actions stay played after an undo: one fewer, and against the computer also
    /// its replies, back to a person's turn. `None` when there is nothing a person can take back.
    fn undo_target(&self) -> Option<usize> {
        let mut target = self.played.checked_sub(1)?;
        let person_to_move = |played: usize| {
            let game = self.replayed(played);
            game.to_move().is_some_and(|p| self.seat(p) == Seat::Person)
        };
        if self.seats.contains(&Seat::Person) {
            while !person_to_move(target) {
                target = target.checked_sub(1)?;
            }
        }
        Some(target)
    }

    /// The computer's answer to request `id`: its move is shown on its way (then played on
    /// [`PageAction::Arrived`]), a hint is shown. Answers to requests no longer current (the
    /// game changed since) are ignored.
    fn answer(&mut self, id: u32, action: Result<serde_json::Value, Rc<str>>) {
        let for_move = self.thinking == Some(id);
        let for_hint = self.hint_asked == Some(id);
        if !for_move && !for_hint {
            return;
        }
        let variant = self.game.variant();
        let action = action.map_err(|why| why.to_string()).and_then(|value| {
            let recorded = RecordedAction::from_json(&value, self.played, variant).map_err(|e| e.to_string())?;
            recorded
                .resolve(&self.game)
                .and_then(|a| self.game.check(&a).map(|()| a))
                .map_err(|reason| i18n::refusal(self.lang, reason))
        });
        match action {
            Ok(action) if for_move => {
                self.thinking = None;
                self.showing = Some(action);
                self.held = None;
            }
            Ok(action) => {
                self.hint_asked = None;
                self.hint = Some(action);
                self.message = Rc::new([Say::Hint(action)]);
            }
            Err(why) => {
                self.thinking = None;
                self.hint_asked = None;
                self.notice = Some(Notice::ComputerFailed(why));
            }
        }
    }

    fn undo(&mut self) {
        let Some(target) = self.undo_target() else {
            self.message = Rc::new([Say::NothingToUndo]);
            return;
        };
        self.played = target;
        self.game = Rc::new(self.replayed(target));
        self.settle(vec![Say::TakenBack]);
    }

    fn redo(&mut self) {
        if !self.can_redo() {
            self.message = Rc::new([Say::NothingToRedo]);
            return;
        }
        let mut events = Vec::new();
        // Against the computer, its reply comes back with the person's move.
        loop {
            let recorded = &self.record.actions()[self.played];
            let Ok(more) = recorded.resolve(&self.game).and_then(|action| self.apply(action)) else {
                // Cannot happen with the page's own record; keep what was played.
                break;
            };
            events.extend(more);
            let computer_next = self.game.to_move().is_some_and(|p| self.seat(p) != Seat::Person);
            if !(computer_next && self.can_redo() && self.seats.contains(&Seat::Person)) {
                break;
            }
        }
        let mut message = vec![Say::PlayedAgain];
        message.extend(events.iter().filter_map(Say::of_event));
        self.settle(message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(seed: u64) -> Rc<PageState> {
        Rc::new(PageState::new(Settings::default(), seed, Format::Landscape))
    }

    /// The message as the live region shows it now.
    fn said(p: &PageState) -> String {
        i18n::message(p.lang, &p.message, &p.names)
    }

    #[test]
    fn a_change_of_language_rewords_the_message_and_default_names() {
        let p = page(42);
        assert_eq!(said(&p), "Player 1 starts.");
        let p = p.reduced(PageAction::SetLang(Lang::Pl));
        assert_eq!(said(&p), "Zaczyna Gracz 1.");
        let p = p.reduced(PageAction::Advance);
        assert!(said(&p).starts_with("Gracz 1 przesuwa się i bierze"), "{}", said(&p));
        let p = p.reduced(PageAction::SetLang(Lang::Fr));
        assert!(said(&p).starts_with("Joueur 1 avance et reçoit"), "{}", said(&p));
        assert_eq!(p.form.names, ["Joueur 1".to_owned(), "Joueur 2".to_owned()]);
        // Typed names stay; a blank name starts in the language of the moment.
        let form = NewGameForm { names: ["Ada".into(), " ".into()], starter: Player::Two, ..p.form.clone() };
        let p = p.reduced(PageAction::Form(form)).reduced(PageAction::Start { seed: 3, id: "g".into() });
        assert_eq!(p.lang, Lang::Fr);
        assert_eq!(*p.names, ["Joueur 2".to_owned(), "Ada".to_owned()]);
        assert_eq!(said(&p), "Joueur 2 commence.");
    }

    #[test]
    fn the_guide_opens_and_escape_closes_it_before_anything_else() {
        let p = page(42);
        let patch = p.game.offered().iter().copied().find(|&x| p.game.can_take(x).is_ok()).expect("one");
        let p = p.reduced(PageAction::Pick { patch, grab: None }).reduced(PageAction::HowTo(true));
        assert!(p.how_to);
        let before = p.held;
        let p = p.reduced(PageAction::Rotate).reduced(PageAction::Place);
        assert_eq!(p.held, before, "the game waits while the guide is open");
        let p = p.reduced(PageAction::Cancel);
        assert!(!p.how_to);
        assert_eq!(p.held, before, "Escape closed the guide only");
        assert!(p.reduced(PageAction::Cancel).held.is_none());
    }

    #[test]
    fn picking_an_offered_patch_holds_it_where_it_fits() {
        let p = page(42);
        let takeable: Vec<PatchId> = p.game.offered().iter().copied().filter(|&x| p.game.can_take(x).is_ok()).collect();
        let patch = takeable[0];
        let p = p.reduced(PageAction::Pick { patch, grab: None });
        let held = p.held.expect("held");
        assert_eq!(held.piece, Piece::Patch(patch));
        assert!(held.check(&p.game, held.anchor).is_ok());
        // R four times comes back; F twice too.
        let mut q = p.clone();
        for _ in 0..4 {
            q = q.reduced(PageAction::Rotate);
        }
        assert_eq!(q.held.map(|h| h.orientation), Some(Orientation::IDENTITY));
        let q = p.clone().reduced(PageAction::Mirror).reduced(PageAction::Mirror);
        assert_eq!(q.held.map(|h| h.orientation), Some(Orientation::IDENTITY));
        // Enter places it through the engine, also when it reaches the card that was picked.
        for place in [PageAction::Place, PageAction::Pick { patch, grab: None }] {
            let placed = p.clone().reduced(place);
            assert_eq!(placed.held, None);
            assert_eq!(placed.game.quilt(Player::One).empty_count(), 81 - patch.patch().shape.size() as u32);
        }
    }

    #[test]
    fn all_eight_orientations_are_reachable() {
        let p = page(42);
        let patch = p.game.offered().iter().copied().find(|&x| p.game.can_take(x).is_ok()).expect("one");
        let mut p = p.reduced(PageAction::Pick { patch, grab: None });
        let mut seen = std::collections::BTreeSet::new();
        for i in 0..8 {
            seen.insert(p.held.expect("held").orientation);
            p = p.reduced(if i == 3 { PageAction::Mirror } else { PageAction::Rotate });
        }
        assert_eq!(seen.len(), 8);
    }

    #[test]
    fn an_illegal_drop_returns_the_patch_and_says_why() {
        let p = page(42);
        let patch = p.game.offered().iter().copied().find(|&x| p.game.can_take(x).is_ok()).expect("one");
        let p = p.reduced(PageAction::Pick { patch, grab: None }).reduced(PageAction::Drop((-3, 0)));
        assert_eq!(p.held, None);
        assert_eq!(said(&p), "The patch must lie entirely on your quilt.");
        assert_eq!(p.game.quilt(Player::One).empty_count(), 81);
    }

    #[test]
    fn a_drop_on_a_covered_square_returns_the_patch_too() {
        // Both advance a little, player 1 places the cheapest patch at the top left, player 2
        // advances past, and player 1 drops the next patch onto the first: the engine refuses,
        // and the patch goes back.
        let cheapest = |p: &PageState| {
            let takeable = p.game.offered().iter().copied().filter(|&x| p.game.can_take(x).is_ok());
            takeable.min_by_key(|x| x.patch().cost).expect("a takeable patch")
        };
        let until_one_moves = |mut p: Rc<PageState>| {
            while p.game.to_move() != Some(Player::One) {
                p = p.reduced(PageAction::Advance);
            }
            p
        };
        let mut p = page(42);
        for _ in 0..4 {
            p = p.reduced(PageAction::Advance);
        }
        let first = cheapest(&p);
        let p =
            until_one_moves(p.reduced(PageAction::Pick { patch: first, grab: None }).reduced(PageAction::Drop((0, 0))));
        assert_eq!(p.game.quilt(Player::One).patch_at(Cell::new(0, 0).expect("a cell")), Some(first));
        let second = cheapest(&p);
        let before = Rc::clone(&p.game);
        let p = p.reduced(PageAction::Pick { patch: second, grab: None }).reduced(PageAction::Drop((0, 0)));
        assert_eq!(p.held, None, "the refused patch goes back to the circle");
        assert_eq!(said(&p), "That square is already covered.");
        assert_eq!(p.game, before);
    }

    #[test]
    fn advancing_until_a_leather_patch_makes_it_held() {
        let mut p = page(1);
        let mut guard = 0;
        while p.held.is_none() && guard < 200 {
            p = p.reduced(PageAction::Advance);
            guard += 1;
        }
        let held = p.held.expect("a leather patch is won when both always advance");
        assert_eq!(held.piece, Piece::Leather);
        // Cancel cannot put it back; a tap on a square places it.
        let p = p.reduced(PageAction::Cancel);
        assert!(p.held.is_some());
        let player = p.game.to_move().expect("to move");
        let p = p.reduced(PageAction::Square(player, 4, 4));
        assert_eq!(p.held, None);
        assert_eq!(p.game.quilt(player).patch_at(Cell::new(4, 4).expect("a cell")), Some(PatchId::LEATHER));
        assert!(p.toasts.iter().any(|t| t.kind == "leather"));
    }

    #[test]
    fn the_starter_sits_in_seat_one() {
        let form = NewGameForm { names: ["Ada".into(), "Bob".into()], starter: Player::Two, ..NewGameForm::default() };
        assert_eq!(form.seated_names(), ["Bob".to_owned(), "Ada".to_owned()]);
        let p =
            Rc::new(PageState::new_game(Format::Portrait, form)).reduced(PageAction::Start { seed: 9, id: "g".into() });
        assert_eq!(p.screen, Screen::Playing);
        assert_eq!(p.names[0], "Bob");
        assert_eq!(p.seed, Some(9));
    }

    /// Plays greedy moves through the page until `done` holds (or the game ends).
    fn play_greedy_until(mut p: PageState, done: impl Fn(&PageState) -> bool) -> PageState {
        let mut seed = 0;
        while !done(&p) && p.game.outcome().is_none() {
            let action = crate::ai::choose(crate::ai::Level::Greedy, &p.game, seed, None).expect("a move");
            p.play(action).expect("legal");
            seed += 1;
        }
        p
    }

    #[test]
    fn undo_and_redo_cross_a_leather_patch() {
        let mut p = page(1);
        while p.held.is_none() {
            p = p.reduced(PageAction::Advance);
        }
        let before_leather = Rc::clone(&p.game);
        let won_at = p.played;
        let player = p.game.to_move().expect("to move");
        let placed = p.reduced(PageAction::Square(player, 4, 4));
        assert_eq!(placed.played, won_at + 1);
        // Undo brings the leather patch back into the hand, then takes back the advance.
        let undone = Rc::clone(&placed).reduced(PageAction::Undo);
        assert_eq!(undone.game, before_leather);
        assert_eq!(undone.held.map(|h| h.piece), Some(Piece::Leather));
        assert!(undone.can_redo());
        let twice = Rc::clone(&undone).reduced(PageAction::Undo);
        assert_eq!(twice.played, won_at - 1);
        assert_eq!(twice.game.pending_leather(), 0);
        assert_eq!(twice.held, None);
        // Redo plays both again, to the very same game.
        let again = twice.reduced(PageAction::Redo).reduced(PageAction::Redo);
        assert_eq!(again.game, placed.game);
        assert_eq!(again.record, placed.record);
        assert!(!again.can_redo());
        // Back to the start of the game, and no further.
        let mut q = again;
        while q.can_undo() {
            q = q.reduced(PageAction::Undo);
        }
        assert_eq!(q.played, 0);
        assert_eq!(*q.game, GameState::from_seed(Variant::ClassicRevised, 1));
        assert_eq!(&*q.reduced(PageAction::Undo).message, &[Say::NothingToUndo]);
    }

    #[test]
    fn undo_and_redo_cross_the_bonus_tile() {
        let with_bonus = (0..40)
            .map(|seed| play_greedy_until((*page(seed)).clone(), |p| p.game.bonus_holder().is_some()))
            .find(|p| p.game.bonus_holder().is_some())
            .expect("some greedy game completes a 7×7 square");
        let p = Rc::new(with_bonus);
        let undone = Rc::clone(&p).reduced(PageAction::Undo);
        assert_eq!(undone.game.bonus_holder(), None);
        let redone = undone.reduced(PageAction::Redo);
        assert_eq!(redone.game, p.game);
        assert_eq!(redone.game.bonus_holder(), p.game.bonus_holder());
    }

    #[test]
    fn a_new_action_after_undo_drops_the_rest_but_the_same_one_keeps_it() {
        let p = page(3).reduced(PageAction::Advance).reduced(PageAction::Advance).reduced(PageAction::Advance);
        let back = p.reduced(PageAction::Undo).reduced(PageAction::Undo);
        assert_eq!((back.played, back.record.actions().len()), (1, 3));
        // Advancing is what was played: the redo tail stays.
        let same = Rc::clone(&back).reduced(PageAction::Advance);
        assert_eq!((same.played, same.record.actions().len()), (2, 3));
        // Taking a patch instead drops it.
        let patch = back.game.offered().iter().copied().find(|&x| back.game.can_take(x).is_ok()).expect("one");
        let other = back.reduced(PageAction::Pick { patch, grab: None }).reduced(PageAction::Place);
        assert_eq!((other.played, other.record.actions().len()), (2, 2));
        assert!(!other.can_redo());
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_reply_too() {
        let mut p = (*page(5)).clone();
        p.seats = [Seat::Person, Seat::Computer(crate::ai::Level::Greedy)];
        // The person moves, the computer answers (the app would ask the worker).
        let p = play_greedy_until(p, |p| p.played >= 1 && p.game.to_move() == Some(Player::One));
        let p = Rc::new(p);
        assert!(p.played >= 2);
        let undone = Rc::clone(&p).reduced(PageAction::Undo);
        assert_eq!(undone.game.to_move(), Some(Player::One));
        assert_eq!(undone.played, 0, "the person's move and the computer's reply are both taken back");
        let redone = undone.reduced(PageAction::Redo);
        assert_eq!(redone.game, p.game, "redo plays both again");
    }

    #[test]
    fn a_game_is_saved_and_opened_again_as_it_was() {
        let p = page(11).reduced(PageAction::Advance).reduced(PageAction::Advance).reduced(PageAction::Undo);
        let saved = p.saved(42.0);
        let text = saved.played_record().to_json();
        let (opened, game) = SavedGame::open(&saved.id, &text, Some(&saved.meta_json())).expect("opens");
        let q = Rc::new(PageState::new_game(Format::Landscape, NewGameForm::default()))
            .reduced(PageAction::Open(Rc::new(opened)));
        assert_eq!(q.game, p.game);
        assert_eq!(*q.game, game);
        assert_eq!((q.played, q.record.clone()), (p.played, p.record.clone()));
        assert_eq!(q.screen, Screen::Playing);
    }

    #[test]
    fn the_computer_thinks_shows_its_move_then_plays_it() {
        let mut p = (*page(6)).clone();
        p.seats = [Seat::Computer(crate::ai::Level::Greedy), Seat::Person];
        let p = Rc::new(p);
        assert!(p.computer_should_think());
        // The person cannot move for the computer.
        assert_eq!(Rc::clone(&p).reduced(PageAction::Advance).played, 0);
        let p = p.reduced(PageAction::Thinking(1));
        assert!(!p.computer_should_think());
        // An answer to another request is ignored; the right one is shown, then played.
        let stale = Rc::clone(&p).reduced(PageAction::Answer { id: 9, action: Ok(RecordedAction::Advance.to_json()) });
        assert_eq!(stale.showing, None);
        let shown = p.reduced(PageAction::Answer { id: 1, action: Ok(RecordedAction::Advance.to_json()) });
        assert_eq!(shown.showing, Some(Action::Advance));
        assert_eq!(shown.played, 0);
        let played = shown.reduced(PageAction::Arrived);
        assert_eq!((played.played, played.showing, played.thinking), (1, None, None));
        assert!(!played.computer_to_move());
        // An illegal answer is a notice, not a crash.
        let mut q = (*page(6)).clone();
        q.seats = [Seat::Computer(crate::ai::Level::Greedy), Seat::Person];
        let bad = RecordedAction::Leather { cell: (0, 0) }.to_json();
        let q = Rc::new(q).reduced(PageAction::Thinking(2)).reduced(PageAction::Answer { id: 2, action: Ok(bad) });
        assert!(q.notice.is_some());
        assert_eq!((q.showing, q.thinking), (None, None));
    }

    #[test]
    fn a_hint_is_shown_not_played_and_goes_when_the_game_moves() {
        let p = page(7).reduced(PageAction::HintAsked(3));
        let p = p.reduced(PageAction::Answer { id: 3, action: Ok(RecordedAction::Advance.to_json()) });
        // Not an action at all: a notice.
        let junk = Rc::clone(&p).reduced(PageAction::HintAsked(4));
        let junk = junk.reduced(PageAction::Answer { id: 4, action: Ok(serde_json::json!({"type": "fly"})) });
        assert!(junk.notice.is_some());
        assert_eq!((p.hint, p.played), (Some(Action::Advance), 0));
        assert_eq!(&*p.message, &[Say::Hint(Action::Advance)]);
        let moved = p.reduced(PageAction::Advance);
        assert_eq!(moved.hint, None);
    }

    #[test]
    fn facing_is_a_switch_that_survives_a_new_game_and_leaves_play_alone() {
        let p = page(42);
        assert!(!p.face);
        let same = p.clone().reduced(PageAction::Face(false));
        assert!(Rc::ptr_eq(&p, &same));
        let facing = p.clone().reduced(PageAction::Face(true));
        assert!(facing.face);
        assert_eq!((facing.game.clone(), facing.held), (p.game.clone(), p.held));
        let again = facing.reduced(PageAction::PlayAgain).reduced(PageAction::Start { seed: 3, id: "g".into() });
        assert!(again.face);
        assert!(!again.reduced(PageAction::Face(false)).face);
    }
}
