//! What an experienced player reads at a glance, worked out for the table: the preview of the
//! move at hand on the time board, the patch of the circle chosen, for the patches offered
//! after it, and a player's projection in detail.

use crate::rules::{tie_break, Action, PatchId, Player, Preview, Projection};
use crate::ui::layout::{Layout, Rect};
use crate::ui::state::{PageState, Seat};

use super::table::away;

/// What the move at hand will do, and the time board's space its token lands on.
#[derive(Debug, Clone, PartialEq)]
pub struct MovePreview {
    /// The engine's figures.
    pub preview: Preview,
    /// The landing space.
    pub space: Rect,
    /// Whether the buttons it brings are written in the space's top corner, clear of its
    /// number and of every other space's: not on a phone, whose small spaces leave no room
    /// (there the ring, the mover's panel and the words say it).
    pub figures: bool,
}

impl MovePreview {
    /// What the move at hand will do: the held patch where it lies (nothing where it does not
    /// fit), else the advance; only while a person here is to move and the computer shows nothing.
    pub fn of(page: &PageState, layout: &Layout) -> Option<MovePreview> {
        let game = &page.session.game;
        let player = game.to_move()?;
        let computer = &page.computer;
        if away(page)
            || computer.showing.is_some()
            || computer.thinking.is_some()
            || page.session.seat(player) != Seat::Person
            || page.answered()
        {
            return None;
        }
        let action = match page.hand.held {
            Some(held) => held.action(game, held.anchor).ok()?,
            None => Action::Advance,
        };
        let preview = Preview::of(game, action).ok()?;
        let space = layout.track.space_rect(preview.land);
        Some(MovePreview { preview, space, figures: !layout.format.phone() })
    }
}

/// The offered patch chosen while the game goes on: the one held, else the one looked at.
pub(super) fn chosen(page: &PageState) -> Option<PatchId> {
    let hand = &page.hand;
    let held = hand.held.and_then(|held| held.piece.patch());
    held.or(hand.eyed).filter(|patch| page.session.game.offered().contains(patch))
}

/// A player's projection in detail, opened from their panel: its parts, the way ahead and
/// the tie-break in words, beside the time board.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProjectionDetails {
    /// Whose.
    pub player: Player,
    /// The figures.
    pub projection: Projection,
    /// Whether the player holds the tie-break.
    pub tie: bool,
    /// Where it may lie.
    pub rect: Rect,
    /// Whether it hangs from the top of `rect` (else it stands on its bottom).
    pub from_top: bool,
    /// Whether it is turned with the player's side, to face them across the table.
    pub turned: bool,
}

impl ProjectionDetails {
    /// The projection in detail opened on `page`, if any.
    pub fn of(page: &PageState, layout: &Layout) -> Option<ProjectionDetails> {
        let player = page.view.details?;
        let game = &page.session.game;
        let (rect, from_top) = layout.projection_details(player);
        Some(ProjectionDetails {
            player,
            projection: Projection::of(game, player),
            tie: tie_break(game) == Some(player),
            rect,
            from_top,
            turned: layout.turned[player],
        })
    }
}
