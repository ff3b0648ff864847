//! The player's hand: which piece is held over the quilt of the player to move, how it lies,
//! where, and the pointer holding it. Its reducer turns a person's gestures into what the page
//! should do next: nothing, say something, or play the held piece through the engine.
//!
//! Every rule question goes to the engine (`can_take`, `placement`, `check`); this part only
//! decides what is in the hand.

use crate::rules::{Action, GameState, IllegalAction, Orientation, PatchId, Player, Variant};
use crate::ui::i18n::{Say, Turning};
use crate::ui::layout::drag::{clamp_anchor, GrabOffset, PointerKind};
use crate::ui::layout::Point;
use crate::ui::state::aim::aim;
use crate::ui::state::lesson::{self, HeldPatch};
use crate::ui::state::part::{Ctx, Effect, Effects, Part};

/// What is held: a patch of the circle or a won leather patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A patch taken from the circle (not yet paid for).
    Patch(PatchId),
    /// A 1×1 leather patch that must be placed now.
    Leather,
}

impl Piece {
    /// The patch, when the piece is one from the circle (not a leather patch).
    #[must_use]
    pub const fn patch(self) -> Option<PatchId> {
        match self {
            Piece::Patch(patch) => Some(patch),
            Piece::Leather => None,
        }
    }
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

    /// Where it lies now and whether it would fit there, in words for a screen reader, and,
    /// when it would not, the engine's reason: what the page says after each move of the held
    /// piece. One question to the engine answers both, so the words never disagree.
    #[must_use]
    pub fn told_at(&self, game: &GameState) -> Effects {
        let (row, col) = self.anchor;
        let corner = |v: i64| u8::try_from(v.max(0)).unwrap_or(u8::MAX);
        let fits = self.check(game, self.anchor);
        let mut words = vec![Say::HeldAt { row: corner(row), col: corner(col), fits: fits.is_ok() }];
        if let Err(reason) = fits {
            words.push(Say::Refused(reason));
        }
        Effects::then(Effect::Say(words))
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
    /// acts as a tap on the quilt square under it).
    pub from_circle: bool,
}

/// The hand: the held piece and the pointer holding it.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Hand {
    /// The piece held over the quilt of the player to move.
    pub held: Option<Held>,
    /// The pointer holding it, while one does.
    pub grab: Option<Grab>,
    /// The offered patch a person is looking at (focused, under the mouse, or pressed), for
    /// the patches that would be offered after it.
    pub eyed: Option<PatchId>,
}

/// A person's gesture with the hand.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum HandAction {
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
    /// The held patch was tapped over square `(row, col)` of the mover's quilt (`None`: beside
    /// it): a patch is aimed as by a tap on that square, never turned; a leather patch is
    /// placed where it lies.
    Tap(Option<(u8, u8)>),
    /// A drag ended with the patch on `anchor`.
    Drop((i64, i64)),
    /// Turn the held patch a quarter clockwise.
    Rotate,
    /// Flip the held patch left–right.
    Mirror,
    /// Move the held patch by `(rows, cols)`.
    Step((i64, i64)),
    /// A square of `player`'s quilt was tapped: the held patch moves so as to cover it (see
    /// [`crate::ui::state::aim`]); a leather patch is placed on it.
    Square(Player, u8, u8),
    /// Place the held patch where it is.
    Place,
    /// Put the held patch back.
    Cancel,
    /// An offered patch gets (`true`) or loses the focus, the mouse or a finger.
    Eye(PatchId, bool),
}

impl Hand {
    /// The hand after a change of the game: empty, or holding the leather patch the player to
    /// move must sew on now (when a person plays that player), on the first empty square.
    #[must_use]
    pub fn settled(game: &GameState, person_to_move: bool) -> Hand {
        if game.outcome().is_some() || game.pending_leather() == 0 || !person_to_move {
            return Hand::default();
        }
        let player = game.to_move().expect("a waiting leather patch has an owner");
        let cell = game.quilt(player).empty().cells().next();
        let anchor = cell.map_or((0, 0), |c| (i64::from(c.row()), i64::from(c.col())));
        Hand {
            held: Some(Held { piece: Piece::Leather, orientation: Orientation::IDENTITY, anchor }),
            ..Hand::default()
        }
    }

    /// A refusal of the held piece: it stays in the hand, turned as it was, with its corner
    /// brought back onto `game`'s quilt (a drop may have left it beside).
    pub fn refused(&mut self, game: &GameState) {
        let size = game.rules().quilt_size;
        if let Some(held) = &mut self.held {
            let (_, h, w) = held.cells();
            held.anchor = clamp_anchor(held.anchor, size, h, w);
        }
    }

    /// The patch held from the circle and how it lies, as the guided game reads it.
    #[must_use]
    pub fn held_patch(&self) -> HeldPatch {
        let held = self.held?;
        Some((held.piece.patch()?, held.orientation))
    }

    fn holds(&self, piece: Piece) -> bool {
        self.held.is_some_and(|h| h.piece == piece)
    }

    fn pick(&mut self, game: &GameState, patch: PatchId, grab: Option<Grab>) -> Effects {
        if let Err(reason) = game.can_take(patch) {
            return Effects::say(Say::Refused(reason));
        }
        let Some(player) = game.to_move() else { return Effects::CHANGED };
        // Start where it fits, so that Enter places it at once: as it comes (upright) on the
        // first such corner in reading order; when it fits nowhere upright, the first of the
        // other orientations (in the engine's index order) that fits somewhere; when none does,
        // upright in the top-left corner.
        let (orientation, anchor) = Orientation::ALL
            .into_iter()
            .find_map(|o| {
                let cell = game.fitting_anchors(player, patch, o).cells().next()?;
                Some((o, (i64::from(cell.row()), i64::from(cell.col()))))
            })
            .unwrap_or((Orientation::IDENTITY, (0, 0)));
        self.held = Some(Held { piece: Piece::Patch(patch), orientation, anchor });
        self.grab = grab;
        Effects::then(Effect::Say(Say::holding_words(player, patch)))
    }

    fn turn(&mut self, game: &GameState, by: Turning) -> Effects {
        let size = game.rules().quilt_size;
        let Some(held) = &mut self.held else { return Effects::CHANGED };
        if held.piece == Piece::Leather {
            return Effects::CHANGED;
        }
        held.orientation = by.apply(held.orientation);
        let (_, h, w) = held.cells();
        held.anchor = clamp_anchor(held.anchor, size, h, w);
        let fits = match held.check(game, held.anchor) {
            Ok(()) => Say::FitsHere,
            Err(reason) => Say::DoesNotFit(reason),
        };
        Effects::then(Effect::Say(vec![Say::Turned { orientation: held.orientation, by }, fits]))
    }

    /// Moves the held patch so that it covers `square` of the mover's quilt (a leather patch
    /// is placed there), and says whether it fits there, or why the tap is refused.
    fn aim_at(&mut self, ctx: &Ctx<'_>, square: (u8, u8)) -> Effects {
        let game = ctx.game();
        let Some(held) = self.held.as_mut() else { return Effects::Unchanged };
        if held.piece == Piece::Leather {
            held.anchor = (i64::from(square.0), i64::from(square.1));
            return self.place(game);
        }
        // In the guided game, a tap on the outline shown puts a patch lying as it shows there.
        let outline = ctx
            .session
            .lesson
            .and_then(|_| lesson::outline_anchor(game, held.piece.patch()?, held.orientation, square));
        match outline.or(aim(game, held, square).anchor()) {
            Some(anchor) => {
                held.anchor = anchor;
                held.told_at(game)
            }
            None => Effects::say(Say::NoPlacementCovers),
        }
    }

    /// Plays the held piece where it lies; the engine's reason when it cannot be an action
    /// (then the piece stays in the hand, brought onto the quilt where the player can try
    /// again).
    fn place(&self, game: &GameState) -> Effects {
        let Some(held) = self.held else { return Effects::Unchanged };
        Effects::then(match held.action(game, held.anchor) {
            Ok(action) => Effect::Play(action),
            Err(reason) => Effect::Refused(reason),
        })
    }
}

impl Part for Hand {
    type Action = HandAction;

    /// The gesture's effect on the hand in the game shown: a sentence to say, or the held piece
    /// to play.
    fn reduce(&mut self, action: HandAction, ctx: &Ctx<'_>) -> Effects {
        let game = ctx.game();
        match action {
            // Enter on the card of the patch already held places it, wherever the focus is.
            HandAction::Pick { patch, grab: None } if self.holds(Piece::Patch(patch)) => self.place(game),
            HandAction::Pick { patch, grab } => self.pick(game, patch, grab),
            HandAction::Grab(grab) => {
                if self.held.is_none() {
                    return Effects::Unchanged;
                }
                self.grab = Some(grab);
                Effects::CHANGED
            }
            HandAction::Release => {
                self.grab = None;
                Effects::CHANGED
            }
            HandAction::Tap(square) => {
                self.grab = None;
                match (self.held.map(|h| h.piece), square) {
                    (Some(Piece::Leather), _) => self.place(game),
                    (Some(Piece::Patch(_)), Some(square)) => self.aim_at(ctx, square),
                    _ => Effects::CHANGED,
                }
            }
            HandAction::Drop(anchor) => {
                self.grab = None;
                match &mut self.held {
                    Some(held) => {
                        held.anchor = anchor;
                        self.place(game)
                    }
                    None => Effects::CHANGED,
                }
            }
            HandAction::Rotate => self.turn(game, Turning::Rotate),
            HandAction::Mirror => self.turn(game, Turning::Mirror),
            HandAction::Step((dr, dc)) => {
                let size = game.rules().quilt_size;
                let Some(held) = self.held.as_mut() else { return Effects::Unchanged };
                let (_, h, w) = held.cells();
                let anchor = clamp_anchor(held.anchor, size, h, w);
                held.anchor = clamp_anchor((anchor.0 + dr, anchor.1 + dc), size, h, w);
                held.told_at(game)
            }
            HandAction::Square(player, row, col) => match game.to_move() {
                _ if self.grab.is_some() => Effects::Unchanged,
                Some(mover) if mover == player => self.aim_at(ctx, (row, col)),
                // A patch in hand, a tap on the other quilt: nothing moves, and the page says why.
                Some(mover) if self.held.is_some() => Effects::say(Say::NotYourQuilt(mover)),
                _ => Effects::Unchanged,
            },
            HandAction::Place => self.place(game),
            // Losing it forgets only that patch: another may have been eyed since.
            HandAction::Eye(patch, on) => {
                let eyed = if on { Some(patch) } else { self.eyed.filter(|&p| p != patch) };
                Effects::from(std::mem::replace(&mut self.eyed, eyed) != eyed)
            }
            HandAction::Cancel => {
                if game.pending_leather() > 0 {
                    Effects::say(leather_words(game))
                } else if self.held.take().is_some() {
                    self.grab = None;
                    Effects::say(Say::PatchBack)
                } else {
                    Effects::CHANGED
                }
            }
        }
    }
}

/// What the page says while a leather patch waits to be sewn on.
#[must_use]
pub fn leather_words(game: &GameState) -> Say {
    let player = game.to_move().unwrap_or(Player::One);
    Say::Leather { player, express: game.variant() == Variant::Express }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::part::tests::page_showing;

    fn takeable(game: &GameState) -> PatchId {
        game.offered().iter().copied().find(|&x| game.can_take(x).is_ok()).expect("a takeable patch")
    }

    #[test]
    fn picking_holds_where_it_fits_and_dropping_asks_to_play() {
        let game = GameState::from_seed(Variant::ClassicRevised, 42);
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game);
        let mut hand = Hand::default();
        let said = hand.reduce(HandAction::Pick { patch, grab: None }, &ctx);
        let holding =
            vec![Say::Holding { player: Player::One, patch }, Say::Price { patch, colon: true }, Say::HowToPlace];
        assert_eq!(said, Effects::then(Effect::Say(holding)));
        let held = hand.held.expect("held");
        assert!(held.check(&game, held.anchor).is_ok());
        // Picking it again (Enter on its card) places it where it is.
        let again = hand.reduce(HandAction::Pick { patch, grab: None }, &ctx);
        assert_eq!(again, Effects::then(Effect::Play(held.action(&game, held.anchor).expect("it fits"))));
        // A drop off the quilt asks to play, and the engine's answer comes with it; refused,
        // the patch stays in the hand, turned as it was, back on the quilt.
        hand.reduce(HandAction::Mirror, &ctx);
        let dropped = hand.reduce(HandAction::Drop((-3, 0)), &ctx);
        assert_eq!(dropped, Effects::then(Effect::Refused(IllegalAction::OffQuilt)));
        hand.refused(&game);
        let kept = hand.held.expect("still held");
        assert_eq!((kept.piece, kept.orientation), (held.piece, held.orientation.mirrored()));
        assert_eq!(kept.anchor.0, 0);
    }

    #[test]
    fn gestures_without_a_held_piece_change_nothing() {
        let game = GameState::from_seed(Variant::ClassicRevised, 42);
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let mut hand = Hand::default();
        assert_eq!(hand.reduce(HandAction::Step((1, 0)), &ctx), Effects::Unchanged);
        assert_eq!(hand.reduce(HandAction::Square(Player::One, 0, 0), &ctx), Effects::Unchanged);
        assert_eq!(hand.reduce(HandAction::Place, &ctx), Effects::Unchanged);
        assert_eq!(hand.reduce(HandAction::Rotate, &ctx), Effects::CHANGED);
        assert_eq!(hand, Hand::default());
    }

    #[test]
    fn turning_keeps_the_patch_on_the_quilt_and_says_how_it_lies() {
        let game = GameState::from_seed(Variant::ClassicRevised, 42);
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game);
        let mut hand = Hand::default();
        hand.reduce(HandAction::Pick { patch, grab: None }, &ctx);
        hand.reduce(HandAction::Step((20, 20)), &ctx);
        let said = hand.reduce(HandAction::Rotate, &ctx);
        let held = hand.held.expect("held");
        // It says how it lies and whether it fits there now, and why not.
        let fits = match held.check(&game, held.anchor) {
            Ok(()) => Say::FitsHere,
            Err(reason) => Say::DoesNotFit(reason),
        };
        let turned = Say::Turned { orientation: held.orientation, by: Turning::Rotate };
        assert_eq!(said, Effects::then(Effect::Say(vec![turned, fits])));
        // Moved onto squares where it cannot lie, the words say why.
        let (cells, ..) = held.cells();
        let mut on_itself = hand;
        if let Some(h) = on_itself.held.as_mut() {
            h.anchor = (0, 0);
        }
        let moved = on_itself.reduce(HandAction::Step((0, 0)), &ctx);
        let there = on_itself.held.expect("held");
        let (row, col) = (there.anchor.0 as u8, there.anchor.1 as u8);
        let expected = match there.check(&game, there.anchor) {
            Ok(()) => vec![Say::HeldAt { row, col, fits: true }],
            Err(reason) => vec![Say::HeldAt { row, col, fits: false }, Say::Refused(reason)],
        };
        assert_eq!(moved, Effects::then(Effect::Say(expected)), "{cells:?}");
        let (_, h, w) = held.cells();
        assert!(held.anchor.0 + i64::from(h) <= 9 && held.anchor.1 + i64::from(w) <= 9);
        // A square of the other player's quilt moves nothing: the page says it is not theirs.
        let before = hand.held;
        assert_eq!(
            hand.reduce(HandAction::Square(Player::Two, 0, 0), &ctx),
            Effects::say(Say::NotYourQuilt(Player::One))
        );
        assert_eq!(hand.held, before);
    }

    #[test]
    fn a_waiting_leather_patch_is_in_the_hand_of_a_person_only() {
        let mut game = GameState::from_seed(Variant::ClassicRevised, 1);
        while game.pending_leather() == 0 {
            game.play(Action::Advance).expect("advancing is legal");
        }
        let hand = Hand::settled(&game, true);
        assert_eq!(hand.held.map(|h| h.piece), Some(Piece::Leather));
        assert_eq!(Hand::settled(&game, false), Hand::default());
        let mut hand = hand;
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        assert_eq!(hand.reduce(HandAction::Cancel, &ctx), Effects::say(leather_words(&game)));
        assert!(hand.held.is_some(), "a leather patch cannot be put back");
    }
}
