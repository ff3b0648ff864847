//! The page's state while a game is played, and the pure reducer that changes it: which patch
//! is held and how it lies, messages and toasts. Every rule question goes to the engine
//! (`check`, `play`, `can_take`, `placement`); this file only decides what to show.
//!
//! No browser calls, so it builds and tests natively; the Yew app wraps it.

use std::rc::Rc;

use crate::rules::{Action, Cell, GameState, IllegalAction, Orientation, PatchId, Player, Variant};
use crate::ui::drag_math::{clamp_anchor, GrabOffset, PointerKind};
use crate::ui::geometry::{Format, Point};
use crate::ui::settings::Settings;
use crate::ui::words::{self, Names};

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
    /// What happened.
    pub text: String,
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
}

impl Default for NewGameForm {
    fn default() -> NewGameForm {
        NewGameForm {
            variant: Variant::ClassicRevised,
            names: ["Player 1".to_owned(), "Player 2".to_owned()],
            starter: Player::One,
        }
    }
}

impl NewGameForm {
    /// The names in seat order: the starter first; blank names become `Player N`.
    #[must_use]
    pub fn seated_names(&self) -> Names {
        match self.starter {
            Player::One => [self.name(0), self.name(1)],
            Player::Two => [self.name(1), self.name(0)],
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
    /// The seed the game was set up from.
    pub seed: u64,
    /// The players' names, seat 1 (the starter) first.
    pub names: Rc<Names>,
    /// The game itself.
    pub game: Rc<GameState>,
    /// Landscape or portrait.
    pub format: Format,
    /// The piece held over the quilt of the player to move.
    pub held: Option<Held>,
    /// The pointer holding it, while one does.
    pub grab: Option<Grab>,
    /// The latest message for the live region.
    pub message: Rc<str>,
    /// Events still shown.
    pub toasts: Rc<Vec<Toast>>,
    /// The id of the next toast.
    pub next_toast: u32,
    /// The new-game screen's choices.
    pub form: NewGameForm,
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
    /// Start the form's game with this seed.
    Start(u64),
    /// Back to the new-game screen, with the same choices.
    PlayAgain,
    /// Turn player 2's side to face them (`true`) or upright.
    Face(bool),
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
        let game = GameState::from_seed(settings.variant, seed);
        let message = format!("{} starts.", names[0]);
        let form = NewGameForm { variant: settings.variant, names: names.clone(), starter: Player::One };
        PageState {
            screen: Screen::Playing,
            settings: settings.with_seed(seed),
            seed,
            names: Rc::new(names),
            game: Rc::new(game),
            format,
            held: None,
            grab: None,
            message: message.into(),
            toasts: Rc::new(Vec::new()),
            next_toast: 0,
            form,
            face: false,
        }
    }

    /// The new-game screen.
    #[must_use]
    pub fn new_game(format: Format, form: NewGameForm) -> PageState {
        let settings = Settings { variant: form.variant, seed: None };
        PageState { screen: Screen::NewGame, form, ..PageState::new(settings, 0, format) }
    }

    /// The page after `action`.
    #[must_use]
    pub fn reduced(self: Rc<Self>, action: PageAction) -> Rc<PageState> {
        let mut next = (*self).clone();
        match action {
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
                    next.message = next.leather_words().into();
                } else if next.held.take().is_some() {
                    next.grab = None;
                    next.message = "The patch is back in the circle.".into();
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
            PageAction::Start(seed) => {
                let form = next.form.clone();
                let settings = Settings { variant: form.variant, seed: Some(seed) };
                let mut started = PageState::with_names(settings, seed, next.format, form.seated_names());
                started.form = form;
                started.next_toast = next.next_toast;
                started.face = next.face;
                return Rc::new(started);
            }
            PageAction::Face(face) if face == self.face => return self,
            PageAction::Face(face) => next.face = face,
            PageAction::PlayAgain => {
                next.screen = Screen::NewGame;
                next.held = None;
                next.grab = None;
            }
        }
        Rc::new(next)
    }

    fn name(&self, player: Player) -> &str {
        words::name(&self.names, player)
    }

    fn leather_words(&self) -> String {
        let who = self.game.to_move().map_or("", |p| self.name(p)).to_owned();
        if self.game.variant() == Variant::Express {
            format!("{who}: sew your leather patch onto an empty square of your quilt, or put it aside.")
        } else {
            format!("{who}: sew your leather patch onto an empty square of your quilt.")
        }
    }

    fn pick(&mut self, patch: PatchId, grab: Option<Grab>) {
        if let Err(reason) = self.game.can_take(patch) {
            self.message = words::refusal(reason).into();
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
        self.message = format!(
            "{} holds patch {patch}: drag it onto your quilt, or move it with the arrow keys or a tap \
             on a square, R to rotate, F to mirror, Enter to place.",
            self.name(player)
        )
        .into();
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
        self.message = format!("Patch {}.", words::orientation_words(held.orientation)).into();
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
        self.message = words::refusal(reason).into();
        if give_back && matches!(self.held, Some(Held { piece: Piece::Patch(_), .. })) {
            self.held = None;
        }
    }

    /// Plays `action` through the engine and shows what happened; on refusal nothing changes.
    fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let mut game = (*self.game).clone();
        let events = game.play(action)?;
        self.game = Rc::new(game);
        self.held = None;
        self.grab = None;
        let mut toasts = (*self.toasts).clone();
        for event in &events {
            if let Some((kind, text)) = words::toast(event, &self.names) {
                toasts.push(Toast { id: self.next_toast, kind, text });
                self.next_toast += 1;
            }
        }
        self.toasts = Rc::new(toasts);
        let mut message = words::summary(&events, &self.names);
        if let Some(outcome) = self.game.outcome() {
            message = format!("{message} {}", words::result(&outcome, &self.names).0);
        } else if self.game.pending_leather() > 0 {
            let player = self.game.to_move().expect("a waiting leather patch has an owner");
            let cell: Option<Cell> = self.game.quilt(player).empty().cells().next();
            let anchor = cell.map_or((0, 0), |c| (i64::from(c.row()), i64::from(c.col())));
            self.held = Some(Held { piece: Piece::Leather, orientation: Orientation::IDENTITY, anchor });
            message = format!("{message} {}", self.leather_words());
        } else if let Some(player) = self.game.to_move() {
            message = format!("{message} {}'s turn.", self.name(player));
        }
        self.message = message.trim().to_owned().into();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(seed: u64) -> Rc<PageState> {
        Rc::new(PageState::new(Settings::default(), seed, Format::Landscape))
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
        assert_eq!(&*p.message, "The patch must lie entirely on your quilt.");
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
        assert_eq!(&*p.message, "That square is already covered.");
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
        let p = Rc::new(PageState::new_game(Format::Portrait, form)).reduced(PageAction::Start(9));
        assert_eq!(p.screen, Screen::Playing);
        assert_eq!(p.names[0], "Bob");
        assert_eq!(p.seed, 9);
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
        let again = facing.reduced(PageAction::PlayAgain).reduced(PageAction::Start(3));
        assert!(again.face);
        assert!(!again.reduced(PageAction::Face(false)).face);
    }
}
