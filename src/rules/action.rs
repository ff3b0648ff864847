//! What a player can do on their turn, and what happens as a result.

use super::patch::PatchId;
use super::player::Player;
use super::quilt::{Bitboard, Cell};
use super::score::Outcome;

/// One action. Whose it is follows from the state (see [`super::GameState::to_move`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// Action A: move just past the opponent and take a button per space moved.
    Advance,
    /// Action B: take one of the next three patches, pay for it and sew it onto `squares`.
    TakePatch {
        /// The patch taken.
        patch: PatchId,
        /// The quilt squares it covers: one of its orientations, on empty squares.
        squares: Bitboard,
    },
    /// Sew the leather patch just won onto an empty square.
    PlaceLeather {
        /// The square.
        cell: Cell,
    },
    /// Express only: put the leather patch just won out of the game.
    DiscardLeather,
}

/// Something that happened during an action, for the page to show and log. Events come in the
/// order the rules apply them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A player advanced (action A) and took a button per space moved.
    ButtonsEarned {
        /// Who.
        player: Player,
        /// How many.
        buttons: u8,
    },
    /// A player paid for a patch and sewed it onto their quilt.
    PatchTaken {
        /// Who.
        player: Player,
        /// Which patch.
        patch: PatchId,
        /// Where.
        squares: Bitboard,
        /// Buttons paid.
        cost: u8,
    },
    /// Express: five coloured patches are left, and the blue patches joined the circle.
    BluePatchesJoined,
    /// A time token moved.
    TimeTokenMoved {
        /// Whose.
        player: Player,
        /// From this space.
        from: u8,
        /// To this space.
        to: u8,
    },
    /// A token crossed or reached an income mark and its player took their quilt's income.
    IncomePaid {
        /// Who.
        player: Player,
        /// The mark's space.
        space: u8,
        /// Buttons taken.
        buttons: u8,
    },
    /// A token was first to reach a leather patch; it must be placed before play goes on.
    LeatherPatchWon {
        /// Who.
        player: Player,
        /// The space it lay on.
        space: u8,
    },
    /// A leather patch was sewn on.
    LeatherPatchPlaced {
        /// Who.
        player: Player,
        /// Where.
        cell: Cell,
    },
    /// Express: a leather patch was put out of the game.
    LeatherPatchDiscarded {
        /// Who.
        player: Player,
    },
    /// Classic: a leather patch was lost because the quilt has no empty square.
    LeatherPatchLost {
        /// Who.
        player: Player,
    },
    /// A player was first to cover a 7×7 square.
    BonusTileWon {
        /// Who.
        player: Player,
    },
    /// A player reached the final space.
    PlayerFinished {
        /// Who.
        player: Player,
    },
    /// Both tokens are on the final space.
    GameEnded(Outcome),
}
