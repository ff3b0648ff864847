//! Move generation: every legal action of a position as a compact set that allocates nothing
//! ([`LegalActions`]), built by [`GameState::legal`](super::GameState::legal).
//!
//! Placements are found a row-run at a time: each distinct orientation of a patch is a few
//! horizontal runs of squares (`Fit`, in `shape.rs`), and a bitboard per run length says where
//! that many empty squares start (`EmptyRuns`), so all anchors of an orientation come from a
//! handful of shifts and ands.

use super::action::Action;
use super::patch::PatchId;
use super::quilt::{Bitboard, Cell};
use super::rng::Rng;
use super::shape::EmptyRuns;
use super::time_board::RuleSet;
use super::variant::Game;

/// How many patches after the neutral token a player may choose from.
pub(super) const OFFERED: usize = 3;
/// The most distinct orientations a patch has.
const MAX_ORIENTATIONS: usize = 8;

const MAX_GROUPS: usize = OFFERED * MAX_ORIENTATIONS;

/// All legal actions of a position without allocating: advance, placements grouped by patch
/// and orientation (each group a bitboard of anchors), leather squares and discarding.
#[derive(Debug, Clone)]
pub struct LegalActions {
    rules: &'static RuleSet,
    advance: bool,
    /// Per group: the anchors, and the patch with the index of its orientation.
    anchors: [u128; MAX_GROUPS],
    groups: [(PatchId, u8); MAX_GROUPS],
    group_count: u8,
    leather_cells: Bitboard,
    discard: bool,
    len: u32,
}

impl LegalActions {
    /// No action: the game is over.
    pub(super) fn none(rules: &'static RuleSet) -> LegalActions {
        LegalActions {
            rules,
            advance: false,
            anchors: [0; MAX_GROUPS],
            groups: [(PatchId::LEATHER, 0); MAX_GROUPS],
            group_count: 0,
            leather_cells: Bitboard::EMPTY,
            discard: false,
            len: 0,
        }
    }

    /// A leather patch waits: a square of `empty` for it or, in Express, discarding it.
    pub(super) fn leather(rules: &'static RuleSet, empty: Bitboard) -> LegalActions {
        let mut legal = LegalActions::none(rules);
        legal.leather_cells = empty;
        legal.discard = rules.variant.game() == Game::Express;
        legal.len = empty.count() + u32::from(legal.discard);
        legal
    }

    /// An ordinary turn: advancing, or each placement on the `empty` squares of each `offered`
    /// patch that `buttons` pay for.
    pub(super) fn turn(rules: &'static RuleSet, empty: Bitboard, buttons: u16, offered: &[PatchId]) -> LegalActions {
        let mut legal = LegalActions::none(rules);
        legal.advance = true;
        legal.len = 1;
        let empty = EmptyRuns::new(empty.0);
        for &patch in offered {
            if u16::from(rules.facts[patch.index()].cost) > buttons {
                continue;
            }
            for (index, fit) in rules.fits[patch.index()].iter().enumerate() {
                let anchors = fit.anchors_in(&empty);
                if anchors != 0 {
                    let group = legal.group_count as usize;
                    legal.anchors[group] = anchors;
                    legal.groups[group] = (patch, index as u8);
                    legal.group_count += 1;
                    legal.len += anchors.count_ones();
                }
            }
        }
        legal
    }

    fn placement(&self, group: usize, anchor: Cell) -> Action {
        let (patch, fit) = self.groups[group];
        let mask = self.rules.fits[patch.index()][fit as usize].mask;
        Action::TakePatch { patch, squares: Bitboard(mask << anchor.bit()) }
    }

    /// Number of legal actions.
    #[must_use]
    pub fn len(&self) -> u32 {
        self.len
    }

    /// Whether there is none (the game is over).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether any patch can be taken.
    #[must_use]
    pub fn can_take_any(&self) -> bool {
        self.group_count > 0
    }

    /// The `n`-th legal action in the order of [`Self::iter`].
    #[must_use]
    pub fn nth(&self, n: u32) -> Option<Action> {
        let mut n = n;
        if self.advance {
            if n == 0 {
                return Some(Action::Advance);
            }
            n -= 1;
        }
        for (group, &anchors) in self.anchors[..self.group_count as usize].iter().enumerate() {
            let count = anchors.count_ones();
            if n < count {
                return Some(self.placement(group, Bitboard(anchors).nth_cell(n)?));
            }
            n -= count;
        }
        let count = self.leather_cells.count();
        if n < count {
            return self.leather_cells.nth_cell(n).map(|cell| Action::PlaceLeather { cell });
        }
        (self.discard && n == count).then_some(Action::DiscardLeather)
    }

    /// A uniformly random legal action, if there is one.
    pub fn random(&self, rng: &mut Rng) -> Option<Action> {
        (self.len > 0).then(|| self.nth(rng.below(self.len))).flatten()
    }

    /// The actions in order: advance, placements, leather squares, discard.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let advance = self.advance.then_some(Action::Advance);
        let groups = self.anchors[..self.group_count as usize].iter().enumerate();
        let placements = groups.flat_map(move |(group, &anchors)| {
            Bitboard(anchors).cells().map(move |anchor| self.placement(group, anchor))
        });
        let leather = self.leather_cells.cells().map(|cell| Action::PlaceLeather { cell });
        let discard = self.discard.then_some(Action::DiscardLeather);
        advance.into_iter().chain(placements).chain(leather).chain(discard)
    }
}
