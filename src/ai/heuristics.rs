//! Cheap, fixed judgements shared by every level: what a patch is worth, where to place it and
//! where to put a leather patch.
//!
//! # What a patch is worth
//! Taking a patch is compared with advancing. Advancing `g` spaces earns `g` buttons, so one space
//! of time is worth about one button. A patch then earns, relative to advancing:
//!
//! ```text
//! value = income × income marks still ahead + 2 × squares − cost − time spent
//! ```
//!
//! (each covered square saves 2 points at the end; time beyond the final space costs nothing).
//! Advancing is worth 0 on this scale.
//!
//! # Where to place it
//! Published engines lose most of their strength on *placement*, so every level places with the
//! same rule: keep the empty part of the quilt compact. A placement is scored by the empty squares
//! it leaves behind:
//!
//! ```text
//! badness = boundary edges of the empty region (edges to covered squares or the quilt's border)
//!         + 3 × isolated empty squares (no empty neighbour: only a leather patch can fill them)
//!         + 1 × dead-end empty squares (exactly one empty neighbour)
//! ```
//!
//! Fewer boundary edges means the patch hugs the border and the patches already sewn, which
//! leaves one large open region where big patches still fit and which fills towards a 7×7
//! square for the bonus tile.

use crate::rules::{Action, Bitboard, Cell, GameState, PatchId, Player, Rng};

/// Every square of a 9×9 board with column 0 removed.
const NOT_COL0: u128 = column_complement(0);
/// Every square of a 9×9 board with column 8 removed.
const NOT_COL8: u128 = column_complement(8);

const fn column_complement(col: u32) -> u128 {
    let mut bits = 0u128;
    let mut row = 0;
    while row < 9 {
        let mut c = 0;
        while c < 9 {
            if c != col {
                bits |= 1u128 << (row * 9 + c);
            }
            c += 1;
        }
        row += 1;
    }
    bits
}

/// Weight of an isolated empty square in [`badness`].
const ISOLATED: i32 = 3;
/// Weight of a dead-end empty square in [`badness`].
const DEAD_END: i32 = 1;

/// How awkward the empty squares `empty` are to fill (see the module docs); lower is better.
#[inline]
#[must_use]
pub fn badness(empty: u128) -> i32 {
    // `up` holds the squares whose upper neighbour is empty, and so on (bit `row * 9 + col`).
    let up = empty << 9;
    let down = empty >> 9;
    let left = (empty << 1) & NOT_COL0;
    let right = (empty >> 1) & NOT_COL8;
    let boundary = (empty & !up).count_ones()
        + (empty & !down).count_ones()
        + (empty & !left).count_ones()
        + (empty & !right).count_ones();
    let any = up | down | left | right;
    let isolated = (empty & !any).count_ones();
    // Squares with at least two empty neighbours.
    let two = (up & (down | left | right)) | (down & (left | right)) | (left & right);
    let dead_end = (empty & any & !two).count_ones();
    boundary as i32 + ISOLATED * isolated as i32 + DEAD_END * dead_end as i32
}

/// The income marks still ahead of a token on `position`: those it crosses or reaches later.
#[must_use]
pub fn marks_ahead(state: &GameState, position: u8) -> u32 {
    let marks = state.rules().income_marks;
    (marks >> (u32::from(position) + 1)).count_ones()
}

/// What taking `patch` is worth to `player` now, relative to advancing (see the module docs).
#[must_use]
pub fn patch_value(state: &GameState, player: Player, patch: PatchId) -> i32 {
    let table = patch.patch();
    let position = state.position(player);
    let time_left = state.rules().final_space - position;
    let time = i32::from(table.time.min(time_left));
    let income = i32::from(table.income) * marks_ahead(state, position) as i32;
    let squares = 2 * table.shape.size() as i32;
    income + squares - i32::from(table.cost) - time
}

/// Whether the player to move has the buttons for `patch`.
#[must_use]
pub fn affordable(state: &GameState, player: Player, patch: PatchId) -> bool {
    u16::from(patch.patch().cost) <= state.buttons(player)
}

/// A placement with its badness (lower is better).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scored {
    /// The squares covered.
    pub squares: Bitboard,
    /// The index of the orientation in the shape's distinct orientations.
    pub orientation: u8,
    /// The top-left corner of the orientation's bounding box.
    pub anchor: Cell,
    /// [`badness`] of the empty squares left.
    pub badness: i32,
}

/// Up to `keep` placements of `patch` on `player`'s quilt with the lowest badness, best first;
/// equal badness keeps the order of orientations and anchors (row-major), so the result is
/// deterministic. Empty when the patch fits nowhere. Looks at every placement.
pub fn best_placements(state: &GameState, player: Player, patch: PatchId, keep: usize, out: &mut Vec<Scored>) {
    out.clear();
    if keep == 0 {
        return;
    }
    let empty = state.quilt(player).empty().0;
    for (orientation, shape) in patch.patch().shape.orientations().iter().enumerate() {
        let anchors = state.fitting_anchors(player, patch, shape.orientation);
        for anchor in anchors.cells() {
            let squares = shape.at(anchor);
            let scored =
                Scored { squares, orientation: orientation as u8, anchor, badness: badness(empty & !squares.0) };
            if out.len() == keep && out[keep - 1].badness <= scored.badness {
                continue;
            }
            let at = out.iter().position(|s| s.badness > scored.badness).unwrap_or(out.len());
            if out.len() == keep {
                out.pop();
            }
            out.insert(at, scored);
        }
    }
}

/// A good placement of `patch` found quickly, for playouts: per orientation only the first and
/// the last fitting anchor in row-major order (a patch pushed into a corner of the open region)
/// are scored. `None` when the patch fits nowhere.
#[must_use]
pub fn quick_placement(state: &GameState, player: Player, patch: PatchId) -> Option<Bitboard> {
    let empty = state.quilt(player).empty().0;
    let mut best: Option<(Bitboard, i32)> = None;
    for shape in patch.patch().shape.orientations() {
        let anchors = state.fitting_anchors(player, patch, shape.orientation).0;
        if anchors == 0 {
            continue;
        }
        let first = anchors.trailing_zeros();
        let last = 127 - anchors.leading_zeros();
        for bit in [first, last] {
            let squares = shape.at(Cell::from_bit(bit));
            let b = badness(empty & !squares.0);
            if best.is_none_or(|(_, old)| b < old) {
                best = Some((squares, b));
            }
        }
    }
    best.map(|(squares, _)| squares)
}

/// Up to `keep` squares for a leather patch on `player`'s quilt, best first: the ones whose
/// filling leaves the least awkward empty region (isolated holes first of all).
pub fn best_leather_cells(state: &GameState, player: Player, keep: usize, out: &mut Vec<(Cell, i32)>) {
    out.clear();
    let empty = state.quilt(player).empty();
    for cell in empty.cells() {
        let b = badness(empty.0 & !Bitboard::cell(cell).0);
        if out.len() == keep && out[keep - 1].1 <= b {
            continue;
        }
        let at = out.iter().position(|s| s.1 > b).unwrap_or(out.len());
        if out.len() == keep {
            out.pop();
        }
        out.insert(at, (cell, b));
    }
}

/// The best square of `empty` for a leather patch: the one whose filling leaves the least
/// awkward empty region (an isolated hole first of all); the first in row-major order on a tie.
#[must_use]
pub fn leather_cell(empty: Bitboard) -> Option<Cell> {
    let mut best: Option<(Cell, i32)> = None;
    for cell in empty.cells() {
        let b = badness(empty.0 & !Bitboard::cell(cell).0);
        if best.is_none_or(|(_, old)| b < old) {
            best = Some((cell, b));
        }
    }
    best.map(|(cell, _)| cell)
}

/// The leather action for `player`, who has a leather patch waiting: its [`leather_cell`], or
/// discarding (Express) when the quilt is full.
#[must_use]
pub fn leather_action(state: &GameState, player: Player) -> Action {
    leather_cell(state.quilt(player).empty()).map_or(Action::DiscardLeather, |cell| Action::PlaceLeather { cell })
}

/// The action of the fast playout policy: a leather patch goes to its best square; otherwise the
/// affordable offered patches are ranked by [`patch_value`] plus a little noise, and the best one
/// worth more than advancing is taken at its [`quick_placement`]. With probability
/// `explore`/256 the choice is uniform among advancing and the affordable patches instead, so
/// playouts see lines the value formula dislikes.
#[must_use]
pub fn playout_action(state: &GameState, rng: &mut Rng, noise: u32, explore: u32) -> Option<Action> {
    let player = state.to_move()?;
    if state.pending_leather() > 0 {
        return Some(leather_action(state, player));
    }
    let mut ranked: [(i32, PatchId); 3] = [(i32::MIN, PatchId::LEATHER); 3];
    let mut count = 0;
    for &patch in state.offered() {
        if affordable(state, player, patch) {
            let jitter = if noise > 0 { rng.below(2 * noise + 1) as i32 - noise as i32 } else { 0 };
            ranked[count] = (patch_value(state, player, patch) + jitter, patch);
            count += 1;
        }
    }
    if count > 0 && rng.below(256) < explore {
        let pick = rng.below(count as u32 + 1) as usize;
        if pick == count {
            return Some(Action::Advance);
        }
        if let Some(squares) = quick_placement(state, player, ranked[pick].1) {
            return Some(Action::TakePatch { patch: ranked[pick].1, squares });
        }
        return Some(Action::Advance);
    }
    // Best first; equal values keep their order, as the library's sort keeps them for so few.
    crate::util::sort_small(&mut ranked[..count], |a, b| a.0 > b.0);
    for &(value, patch) in &ranked[..count] {
        if value <= 0 {
            break;
        }
        if let Some(squares) = quick_placement(state, player, patch) {
            return Some(Action::TakePatch { patch, squares });
        }
    }
    Some(Action::Advance)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    fn board(size: u8) -> u128 {
        Bitboard::square(size).0
    }

    #[test]
    fn an_empty_board_has_only_its_border_as_boundary() {
        assert_eq!(badness(board(9)), 36);
        assert_eq!(badness(board(7)), 28);
        assert_eq!(badness(0), 0);
    }

    #[test]
    fn isolated_holes_and_dead_ends_cost_extra() {
        let one = Bitboard::cell(Cell::new(4, 4).unwrap()).0;
        assert_eq!(badness(one), 4 + ISOLATED);
        // Two squares side by side: 6 boundary edges, both dead ends.
        let two = Bitboard::rect(0, 0, 1, 2).0;
        assert_eq!(badness(two), 6 + 2 * DEAD_END);
        // Squares at the ends of rows do not see the next row as a neighbour.
        let wrap = Bitboard::cell(Cell::new(0, 8).unwrap()).0 | Bitboard::cell(Cell::new(1, 0).unwrap()).0;
        assert_eq!(badness(wrap), 2 * (4 + ISOLATED));
    }

    #[test]
    fn the_best_placement_goes_into_a_corner() {
        let state = GameState::from_seed(Variant::ClassicRevised, 3);
        let player = state.to_move().unwrap();
        let mut out = Vec::new();
        let patch = state.offered()[0];
        best_placements(&state, player, patch, 4, &mut out);
        assert!(!out.is_empty() && out.len() <= 4);
        assert!(out.windows(2).all(|w| w[0].badness <= w[1].badness));
        let corners = [Cell::new(0, 0), Cell::new(0, 8), Cell::new(8, 0), Cell::new(8, 8)];
        assert!(corners.iter().flatten().any(|&c| out[0].squares.contains(c)), "{out:?}");
        let quick = quick_placement(&state, player, patch).unwrap();
        assert!(state.check(&Action::TakePatch { patch, squares: quick }).is_ok());
    }

    #[test]
    fn a_leather_patch_fills_an_isolated_hole() {
        // Empty: (0, 0) alone and a 2×2 block. The leather patch goes to the lone square.
        let empty = Bitboard::cell(Cell::new(0, 0).unwrap()) | Bitboard::rect(5, 5, 2, 2);
        assert_eq!(leather_cell(empty), Cell::new(0, 0));
        assert_eq!(leather_cell(Bitboard::EMPTY), None);
    }

    #[test]
    fn patch_value_counts_income_squares_cost_and_time() {
        let state = GameState::from_seed(Variant::ClassicRevised, 1);
        let player = state.to_move().unwrap();
        for patch in PatchId::all().filter(|p| p.label().starts_with('c')) {
            let t = patch.patch();
            let expected = i32::from(t.income) * 9 + 2 * t.shape.size() as i32 - i32::from(t.cost) - i32::from(t.time);
            assert_eq!(patch_value(&state, player, patch), expected, "{}", patch.label());
        }
    }
}
