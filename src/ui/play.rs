//! The page's state while a game is played, and the pure reducer that changes it: which patch
//! is held and how it lies, messages and toasts. Every rule question goes to the engine
//! (`check`, `play`, `can_take`, `placement`); this file only decides what to show.
//!
//! No browser calls, so it builds and tests natively; the Yew app wraps it.

use std::rc::Rc;

use crate::rules::{Action, Cell, GameState, IllegalAction, Orientation, PatchId, Player, Variant};
use crate::ui::drag_math::{clamp_anchor, GrabOffset, PointerKind};
use crate::ui::geometry::{Format, Point};
use crate::ui::lang::Lang;
use crate::ui::settings::Settings;
use crate::ui::words::{self, Names, Say};

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
    /// Speak this language (default names follow it).
    SetLang(Lang),
    /// Open (`true`) or close the "how to play" guide.
    HowTo(bool),
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
            message: Rc::new([Say::Starts(Player::One)]),
            toasts: Rc::new(Vec::new()),
            next_toast: 0,
            form,
            lang: Lang::En,
            how_to: false,
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
            PageAction::Start(seed) => {
                let form = next.form.clone();
                let settings = Settings { variant: form.variant, seed: Some(seed) };
                let mut started = PageState::with_names(settings, seed, next.format, form.seated_names());
                started.form = form;
                started.next_toast = next.next_toast;
                started.lang = next.lang;
                started.names = Rc::new(words::localize_names(next.lang, &started.names));
                return Rc::new(started);
            }
            PageAction::PlayAgain => {
                next.screen = Screen::NewGame;
                next.held = None;
                next.grab = None;
            }
            PageAction::SetLang(lang) => {
                next.lang = lang;
                next.names = Rc::new(words::localize_names(lang, &next.names));
                next.form.names = words::localize_names(lang, &next.form.names);
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

    /// Plays `action` through the engine and shows what happened; on refusal nothing changes.
    fn play(&mut self, action: Action) -> Result<(), IllegalAction> {
        let mut game = (*self.game).clone();
        let events = game.play(action)?;
        self.game = Rc::new(game);
        self.held = None;
        self.grab = None;
        let mut toasts = (*self.toasts).clone();
        for event in &events {
            if let (Some(kind), Some(say)) = (words::toast_kind(event), Say::of_event(event)) {
                toasts.push(Toast { id: self.next_toast, kind, say });
                self.next_toast += 1;
            }
        }
        self.toasts = Rc::new(toasts);
        let mut message: Vec<Say> = events.iter().filter_map(Say::of_event).collect();
        if let Some(outcome) = self.game.outcome() {
            message.push(Say::Wins(outcome.winner));
        } else if self.game.pending_leather() > 0 {
            let player = self.game.to_move().expect("a waiting leather patch has an owner");
            let cell: Option<Cell> = self.game.quilt(player).empty().cells().next();
            let anchor = cell.map_or((0, 0), |c| (i64::from(c.row()), i64::from(c.col())));
            self.held = Some(Held { piece: Piece::Leather, orientation: Orientation::IDENTITY, anchor });
            message.push(self.leather_words());
        } else if let Some(player) = self.game.to_move() {
            message.push(Say::Turn(player));
        }
        self.message = message.into();
        Ok(())
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
        words::message(p.lang, &p.message, &p.names)
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
        let p = p.reduced(PageAction::Form(form)).reduced(PageAction::Start(3));
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
        let p = Rc::new(PageState::new_game(Format::Portrait, form)).reduced(PageAction::Start(9));
        assert_eq!(p.screen, Screen::Playing);
        assert_eq!(p.names[0], "Bob");
        assert_eq!(p.seed, 9);
    }
}
