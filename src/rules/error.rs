//! Why an action is refused.
//!
//! The wording here is for engineers and the command line; the page words its own messages
//! from the variants.

use std::fmt;

use super::patch::PatchId;
use super::player::Player;

/// Why an action is not legal now. A refused action leaves the state as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IllegalAction {
    /// Both tokens are on the final space.
    GameOver,
    /// A leather patch must be placed (or, in Express, discarded) first.
    LeatherPending,
    /// There is no leather patch to place or discard.
    NoLeatherPending,
    /// Classic has no discarding of leather patches.
    DiscardNotAllowed,
    /// The patch is not one of the (up to) three after the neutral token.
    NotOffered {
        /// The patch asked for.
        patch: PatchId,
    },
    /// The player has fewer buttons than the patch costs.
    CannotAfford {
        /// The patch.
        patch: PatchId,
        /// Its cost.
        cost: u8,
        /// The player trying.
        player: Player,
        /// Their buttons.
        buttons: u16,
    },
    /// A square lies outside the quilt.
    OffQuilt,
    /// The squares do not form the patch in any orientation.
    NotAnOrientation {
        /// The patch.
        patch: PatchId,
    },
    /// A square is already covered.
    Overlaps,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            IllegalAction::GameOver => f.write_str("the game is over"),
            IllegalAction::LeatherPending => f.write_str("a leather patch must be placed before play goes on"),
            IllegalAction::NoLeatherPending => f.write_str("there is no leather patch to place"),
            IllegalAction::DiscardNotAllowed => {
                f.write_str("leather patches can only be discarded in Patchwork Express")
            }
            IllegalAction::NotOffered { patch } => {
                write!(f, "patch {patch} is not one of the next three patches")
            }
            IllegalAction::CannotAfford { patch, cost, player, buttons } => {
                write!(f, "patch {patch} costs {cost} buttons, {player} has {buttons}")
            }
            IllegalAction::OffQuilt => f.write_str("a square lies outside the quilt"),
            IllegalAction::NotAnOrientation { patch } => {
                write!(f, "the squares are not the shape of patch {patch} in any orientation")
            }
            IllegalAction::Overlaps => f.write_str("a square is already covered"),
        }
    }
}

impl std::error::Error for IllegalAction {}

/// Why a set-up is not one of the game's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// The circle is not exactly the game's circle patches, each once.
    CircleNotTheGamesPatches,
    /// The circle must end with the starting patch.
    CircleMustEndWith {
        /// `c01` or `e01`.
        patch: PatchId,
    },
    /// The blue patches are not exactly the game's blue patches (none in classic).
    BluePatchesNotTheGamesPatches,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::CircleNotTheGamesPatches => {
                f.write_str("`circle` must list each of the game's circle patches exactly once")
            }
            SetupError::CircleMustEndWith { patch } => write!(f, "`circle` must end with {patch}"),
            SetupError::BluePatchesNotTheGamesPatches => {
                f.write_str("`blue_patches` must list each of Express's 8 blue patches exactly once (none in classic)")
            }
        }
    }
}

impl std::error::Error for SetupError {}
