//! Patch shapes and their orientations (4 rotations × mirrored or not).
//!
//! A shape is a set of `(row, col)` squares, row 0 at the top, normalised so that its top row
//! and left column are 0. An [`Orientation`] is one of the 8 ways to lay a patch down; many
//! shapes look the same in several of them, so each shape keeps its *distinct* orientations only
//! (docs/RULES.md, "Patches": a 2×2 square has 1, a domino 2, a T-tetromino 4, an L-tetromino 8).

use super::quilt::{Bitboard, Cell, STRIDE};

/// How a patch is turned: first mirrored left–right (if `mirrored`), then rotated clockwise by
/// `rotation` quarter turns. Index `rotation + 4 * mirrored`, 0..8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Orientation(u8);

impl Orientation {
    /// As printed in the patch table.
    pub const IDENTITY: Orientation = Orientation(0);

    /// All 8 orientations, identity first.
    pub const ALL: [Orientation; 8] = [
        Orientation(0),
        Orientation(1),
        Orientation(2),
        Orientation(3),
        Orientation(4),
        Orientation(5),
        Orientation(6),
        Orientation(7),
    ];

    /// Rotated clockwise by `rotation` quarter turns (taken modulo 4), after an optional mirror.
    #[must_use]
    pub const fn new(rotation: u8, mirrored: bool) -> Orientation {
        Orientation(rotation % 4 + if mirrored { 4 } else { 0 })
    }

    /// The orientation with this index (0..8), if it is one.
    #[must_use]
    pub const fn from_index(index: u8) -> Option<Orientation> {
        if index < 8 {
            Some(Orientation(index))
        } else {
            None
        }
    }

    /// The index, 0..8.
    #[must_use]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// Clockwise quarter turns, 0..4.
    #[must_use]
    pub const fn rotation(self) -> u8 {
        self.0 % 4
    }

    /// Whether the patch is mirrored (turned over).
    #[must_use]
    pub const fn is_mirrored(self) -> bool {
        self.0 >= 4
    }

    /// This orientation turned a further quarter turn clockwise, as a player sees it.
    #[must_use]
    pub const fn rotated_clockwise(self) -> Orientation {
        Orientation::new(self.rotation() + 1, self.is_mirrored())
    }

    /// This orientation flipped left–right, as a player sees it: mirroring the rotated patch
    /// equals mirroring first and rotating the other way.
    #[must_use]
    pub const fn mirrored(self) -> Orientation {
        Orientation::new((4 - self.rotation()) % 4, !self.is_mirrored())
    }

    /// Applies this orientation to `cells` and normalises the result (sorted, top-left at 0,0).
    #[must_use]
    pub fn apply(self, cells: &[(u8, u8)]) -> Vec<(u8, u8)> {
        let turned: Vec<(i32, i32)> = cells
            .iter()
            .map(|&(r, c)| {
                let (mut r, mut c) = (i32::from(r), i32::from(c));
                if self.is_mirrored() {
                    c = -c;
                }
                for _ in 0..self.rotation() {
                    // A clockwise quarter turn: (r, c) -> (c, -r).
                    (r, c) = (c, -r);
                }
                (r, c)
            })
            .collect();
        let min_r = turned.iter().map(|p| p.0).min().unwrap_or(0);
        let min_c = turned.iter().map(|p| p.1).min().unwrap_or(0);
        let mut out: Vec<(u8, u8)> = turned.iter().map(|&(r, c)| ((r - min_r) as u8, (c - min_c) as u8)).collect();
        crate::util::sort_small(&mut out, |a, b| a < b);
        out
    }
}

/// A shape laid down in one orientation, with its top-left corner on square (0, 0).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrientedShape {
    /// The first of the 8 orientations (in index order) that gives this shape.
    pub orientation: Orientation,
    /// The squares, sorted, top-left normalised.
    pub cells: Vec<(u8, u8)>,
    /// Rows spanned.
    pub height: u8,
    /// Columns spanned.
    pub width: u8,
    /// The squares as a bitboard with the top-left corner of the bounding box on (0, 0).
    pub mask: Bitboard,
}

impl OrientedShape {
    fn new(orientation: Orientation, cells: Vec<(u8, u8)>) -> OrientedShape {
        let height = cells.iter().map(|c| c.0).max().map_or(0, |m| m + 1);
        let width = cells.iter().map(|c| c.1).max().map_or(0, |m| m + 1);
        let mask =
            Bitboard(cells.iter().fold(0, |m, &(r, c)| m | 1u128 << (u32::from(r) * u32::from(STRIDE) + u32::from(c))));
        OrientedShape { orientation, cells, height, width, mask }
    }

    /// The anchors (top-left corners) at which this shape lies wholly on a `size`×`size` quilt.
    #[must_use]
    pub fn anchors_on(&self, size: u8) -> Bitboard {
        if self.height > size || self.width > size {
            return Bitboard::EMPTY;
        }
        Bitboard::rect(0, 0, size - self.height + 1, size - self.width + 1)
    }

    /// The squares covered with the top-left corner on `anchor`; the caller has checked that
    /// the anchor is one of [`Self::anchors_on`].
    #[must_use]
    pub const fn at(&self, anchor: Cell) -> Bitboard {
        Bitboard(self.mask.0 << anchor.bit())
    }
}

/// A patch shape with its distinct orientations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shape {
    distinct: Vec<OrientedShape>,
    /// For each of the 8 orientations, the index of its distinct orientation.
    by_orientation: [u8; 8],
}

impl Shape {
    /// The shape of `cells` (any position; they are normalised).
    #[must_use]
    pub fn new(cells: &[(u8, u8)]) -> Shape {
        let mut distinct: Vec<OrientedShape> = Vec::new();
        let mut by_orientation = [0u8; 8];
        for orientation in Orientation::ALL {
            let turned = orientation.apply(cells);
            let index = match distinct.iter().position(|d| d.cells == turned) {
                Some(i) => i,
                None => {
                    distinct.push(OrientedShape::new(orientation, turned));
                    distinct.len() - 1
                }
            };
            by_orientation[orientation.index() as usize] = index as u8;
        }
        Shape { distinct, by_orientation }
    }

    /// The distinct orientations, identity first.
    #[must_use]
    pub fn orientations(&self) -> &[OrientedShape] {
        &self.distinct
    }

    /// The shape in `orientation`.
    #[must_use]
    pub fn oriented(&self, orientation: Orientation) -> &OrientedShape {
        &self.distinct[self.distinct_index(orientation)]
    }

    /// Index into [`Self::orientations`] of `orientation`.
    #[must_use]
    pub fn distinct_index(&self, orientation: Orientation) -> usize {
        self.by_orientation[orientation.index() as usize] as usize
    }

    /// Number of squares.
    #[must_use]
    pub fn size(&self) -> usize {
        self.distinct[0].cells.len()
    }

    /// The distinct orientation and anchor that cover exactly `squares`, if any.
    #[must_use]
    pub fn locate(&self, squares: Bitboard) -> Option<(usize, Cell)> {
        if squares.is_empty() {
            return None;
        }
        let low = squares.0.trailing_zeros();
        self.distinct.iter().enumerate().find_map(|(i, shape)| {
            let first = shape.mask.0.trailing_zeros();
            let anchor_bit = low.checked_sub(first)?;
            let anchor = Cell::from_bit(anchor_bit);
            // The anchor's column must leave room for the shape's width, or the shape would
            // wrap onto the next row of the bit layout.
            let fits = anchor_bit < 81 && anchor.col() + shape.width <= STRIDE;
            (fits && shape.at(anchor) == squares).then_some((i, anchor))
        })
    }
}

/// The longest horizontal run of squares in any patch row (`c18`, `c31`).
const MAX_RUN: usize = 5;

/// For each run length `k` in 1..=5, the squares where `k` empty squares in a row start:
/// `runs[k]` has bit `b` when bits `b..b + k` are all empty. Built once per position.
pub(crate) struct EmptyRuns([u128; MAX_RUN + 1]);

impl EmptyRuns {
    pub(crate) fn new(empty: u128) -> EmptyRuns {
        let one = empty;
        let two = one & one >> 1;
        let three = two & one >> 2;
        let four = two & two >> 2;
        let five = four & one >> 4;
        EmptyRuns([0, one, two, three, four, five])
    }
}

/// One distinct orientation of a patch, ready for fast placement search ([`crate::rules::LegalActions`]).
#[derive(Debug, Clone)]
pub(crate) struct Fit {
    /// The squares with the top-left corner of the bounding box on (0, 0).
    pub(crate) mask: u128,
    /// Anchors at which the shape lies on the quilt.
    pub(crate) anchors: u128,
    /// The shape as horizontal runs of squares: (bit offset from the anchor, length).
    pub(crate) runs: [(u8, u8); 8],
    pub(crate) run_count: u8,
}

impl Fit {
    /// The runs of the shape's rows from its sorted squares `(row, col)`.
    pub(crate) fn new(cells: &[(u8, u8)], mask: u128, anchors: u128) -> Fit {
        let mut runs = [(0u8, 0u8); 8];
        let mut run_count = 0;
        let mut previous: Option<(u8, u8)> = None;
        for &(row, col) in cells {
            match previous {
                Some((r, c)) if r == row && c + 1 == col => runs[run_count - 1].1 += 1,
                _ => {
                    runs[run_count] = (row * 9 + col, 1);
                    run_count += 1;
                }
            }
            previous = Some((row, col));
        }
        debug_assert!(runs.iter().all(|&(_, len)| len as usize <= MAX_RUN));
        Fit { mask, anchors, runs, run_count: run_count as u8 }
    }

    /// Anchors at which every square of the shape is empty: a run of `k` squares at offset `o`
    /// is free from anchor `a` when `k` empty squares start at `a + o`, so shifting that map
    /// right by `o` lines it up on the anchor. The anchor mask keeps runs inside their row.
    #[inline]
    pub(crate) fn anchors_in(&self, empty: &EmptyRuns) -> u128 {
        let mut fits = self.anchors;
        for &(offset, len) in &self.runs[..self.run_count as usize] {
            fits &= empty.0[len as usize] >> offset;
        }
        fits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(cells: &[(u8, u8)]) -> usize {
        Shape::new(cells).orientations().len()
    }

    #[test]
    fn distinct_orientation_counts_match_the_rules() {
        assert_eq!(count(&[(0, 0)]), 1, "1×1");
        assert_eq!(count(&[(0, 0), (0, 1), (1, 0), (1, 1)]), 1, "2×2");
        assert_eq!(count(&[(0, 0), (0, 1)]), 2, "domino");
        assert_eq!(count(&[(0, 0), (0, 1), (0, 2), (1, 1)]), 4, "T-tetromino");
        assert_eq!(count(&[(0, 0), (0, 1), (0, 2), (1, 0)]), 8, "L-tetromino");
        assert_eq!(count(&[(0, 0), (0, 1), (1, 1), (1, 2)]), 4, "S-tetromino");
        assert_eq!(count(&[(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)]), 1, "plus");
    }

    #[test]
    fn a_clockwise_turn_moves_the_top_row_to_the_right_column() {
        // L: ###
        //    #..
        let l = [(0, 0), (0, 1), (0, 2), (1, 0)];
        // Turned clockwise: ##
        //                   .#
        //                   .#
        assert_eq!(Orientation::new(1, false).apply(&l), vec![(0, 0), (0, 1), (1, 1), (2, 1)]);
        // Mirrored: ###
        //           ..#
        assert_eq!(Orientation::new(0, true).apply(&l), vec![(0, 0), (0, 1), (0, 2), (1, 2)]);
    }

    #[test]
    fn player_turns_compose_like_the_dihedral_group() {
        let l = [(0, 0), (0, 1), (0, 2), (1, 0)];
        for o in Orientation::ALL {
            let once = o.rotated_clockwise();
            assert_eq!(once.apply(&l), Orientation::new(1, false).apply(&o.apply(&l)));
            let flipped = o.mirrored();
            assert_eq!(flipped.apply(&l), Orientation::new(0, true).apply(&o.apply(&l)));
            assert_eq!(o.mirrored().mirrored(), o);
            let mut full = o;
            for _ in 0..4 {
                full = full.rotated_clockwise();
            }
            assert_eq!(full, o);
        }
    }

    #[test]
    fn locate_finds_every_placement_and_rejects_wraps() {
        let shape = Shape::new(&[(0, 0), (0, 1), (0, 2), (1, 0)]);
        for (i, oriented) in shape.orientations().iter().enumerate() {
            for anchor in oriented.anchors_on(9).cells() {
                assert_eq!(shape.locate(oriented.at(anchor)), Some((i, anchor)));
            }
        }
        let i = Shape::new(&[(0, 0), (0, 1), (0, 2)]);
        // Squares (0,8), (1,0), (1,1): contiguous bits, but not a straight line on the board.
        let wrapped = Bitboard(0b111 << 8);
        assert_eq!(i.locate(wrapped), None);
    }
}
