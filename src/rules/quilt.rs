//! Quilt squares, sets of squares as bitboards, and a player's quilt board.
//!
//! Coordinates: row 0 is the top row, column 0 the left column. Every board, 9×9 (classic) or
//! 7×7 (Express), uses the same bit layout with a row stride of 9: square `(row, col)` is bit
//! `row * 9 + col` of a `u128`. An Express quilt simply never uses rows or columns 7 and 8.

use super::error::ParseCellError;
use super::patch::PatchId;

/// The largest quilt side (classic).
pub const MAX_SIZE: u8 = 9;
/// The row stride of the bit layout.
pub const STRIDE: u8 = 9;

/// One square of a quilt board; row and column are below 9, so every `Cell` has a bit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    row: u8,
    col: u8,
}

impl Cell {
    /// The square at `row`, `col`, if both are below 9.
    #[must_use]
    pub const fn new(row: u8, col: u8) -> Option<Cell> {
        if row < MAX_SIZE && col < MAX_SIZE {
            Some(Cell { row, col })
        } else {
            None
        }
    }

    /// The square at the given signed coordinates, if they lie on a 9×9 board.
    #[must_use]
    pub fn from_signed(row: i64, col: i64) -> Option<Cell> {
        let row = u8::try_from(row).ok()?;
        let col = u8::try_from(col).ok()?;
        Cell::new(row, col)
    }

    /// Row, 0 at the top.
    #[must_use]
    pub const fn row(self) -> u8 {
        self.row
    }

    /// Column, 0 at the left.
    #[must_use]
    pub const fn col(self) -> u8 {
        self.col
    }

    /// The bit of this square: `row * 9 + col`.
    #[must_use]
    pub const fn bit(self) -> u32 {
        self.row as u32 * STRIDE as u32 + self.col as u32
    }

    /// The square of bit `bit` (below 81).
    #[must_use]
    pub const fn from_bit(bit: u32) -> Cell {
        debug_assert!(bit < 81);
        Cell { row: (bit / STRIDE as u32) as u8, col: (bit % STRIDE as u32) as u8 }
    }
}

impl std::fmt::Display for Cell {
    /// `row,col`, e.g. `2,3`: row 2 from the top, column 3 from the left.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

impl std::str::FromStr for Cell {
    type Err = ParseCellError;

    /// Reads what [`Display`](std::fmt::Display) writes: `row,col`, each 0 to 8, with spaces
    /// allowed around either number.
    ///
    /// ```
    /// use patchwork::rules::Cell;
    ///
    /// let cell: Cell = "2,3".parse().unwrap();
    /// assert_eq!((cell.row(), cell.col()), (2, 3));
    /// assert_eq!(cell.to_string(), "2,3");
    /// assert_eq!(" 8 , 0".parse(), Ok(Cell::new(8, 0).unwrap()));
    /// assert!("9,0".parse::<Cell>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Cell, ParseCellError> {
        let (row, col) = text.split_once(',').ok_or(ParseCellError)?;
        let number = |n: &str| n.trim().parse::<u8>().map_err(|_| ParseCellError);
        Cell::new(number(row)?, number(col)?).ok_or(ParseCellError)
    }
}

/// A set of quilt squares: bit `row * 9 + col` (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Bitboard(pub u128);

impl Bitboard {
    /// No square.
    pub const EMPTY: Bitboard = Bitboard(0);

    /// Every square of a `size`×`size` board in the top-left corner.
    #[must_use]
    pub const fn square(size: u8) -> Bitboard {
        Bitboard::rect(0, 0, size, size)
    }

    /// The `height`×`width` rectangle whose top-left square is (`row`, `col`).
    #[must_use]
    pub const fn rect(row: u8, col: u8, height: u8, width: u8) -> Bitboard {
        let mut bits = 0u128;
        let mut r = row;
        while r < row + height {
            let line = ((1u128 << width) - 1) << col;
            bits |= line << (r as u32 * STRIDE as u32);
            r += 1;
        }
        Bitboard(bits)
    }

    /// The set holding just `cell`.
    #[must_use]
    pub const fn cell(cell: Cell) -> Bitboard {
        Bitboard(1u128 << cell.bit())
    }

    /// Whether `cell` is in the set.
    #[must_use]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.bit() & 1 == 1
    }

    /// Number of squares.
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a square.
    #[must_use]
    pub const fn intersects(self, other: Bitboard) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every square of `other` is in `self`.
    #[must_use]
    pub const fn contains_all(self, other: Bitboard) -> bool {
        self.0 & other.0 == other.0
    }

    /// The squares in row-major order.
    pub fn cells(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let bit = bits.trailing_zeros();
            bits &= bits - 1;
            Some(Cell::from_bit(bit))
        })
    }

    /// The `n`-th square in row-major order (0-based), if there are more than `n`.
    #[must_use]
    pub fn nth_cell(self, n: u32) -> Option<Cell> {
        let mut bits = self.0;
        // Skip whole 64-bit halves first, then clear low bits one by one.
        let low_count = (bits as u64).count_ones();
        let mut n = n;
        if n >= low_count {
            n -= low_count;
            bits &= !(u64::MAX as u128);
        }
        for _ in 0..n {
            if bits == 0 {
                return None;
            }
            bits &= bits - 1;
        }
        (bits != 0).then(|| Cell::from_bit(bits.trailing_zeros()))
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl FromIterator<Cell> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Cell>>(iter: I) -> Bitboard {
        Bitboard(iter.into_iter().fold(0, |bits, cell| bits | 1u128 << cell.bit()))
    }
}

const NO_PATCH: u8 = u8::MAX;

/// One player's quilt board: which squares are covered, by which patch, and the income printed
/// on its patches.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Quilt {
    size: u8,
    /// Every square of the board, kept so that `empty` needs no loop.
    board: Bitboard,
    covered: Bitboard,
    income: u8,
    owners: [u8; 81],
}

impl Quilt {
    /// An empty `size`×`size` quilt.
    #[must_use]
    pub fn new(size: u8) -> Quilt {
        debug_assert!(size <= MAX_SIZE);
        Quilt { size, board: Bitboard::square(size), covered: Bitboard::EMPTY, income: 0, owners: [NO_PATCH; 81] }
    }

    /// The side of the board: 9 or 7.
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.size
    }

    /// The covered squares.
    #[must_use]
    pub const fn covered(&self) -> Bitboard {
        self.covered
    }

    /// The empty squares.
    #[must_use]
    pub const fn empty(&self) -> Bitboard {
        Bitboard(self.board.0 & !self.covered.0)
    }

    /// Number of empty squares.
    #[must_use]
    pub const fn empty_count(&self) -> u32 {
        (self.size as u32) * (self.size as u32) - self.covered.count()
    }

    /// Buttons printed on the patches of this quilt.
    #[must_use]
    pub const fn income(&self) -> u8 {
        self.income
    }

    /// The patch covering `cell`, if any (leather patches are [`PatchId::LEATHER`]).
    #[must_use]
    pub fn patch_at(&self, cell: Cell) -> Option<PatchId> {
        let owner = self.owners[cell.bit() as usize];
        (owner != NO_PATCH).then(|| PatchId::from_index(owner))
    }

    /// Sews a patch onto `squares`; the caller has checked that they are empty and on the quilt.
    pub(crate) fn sew(&mut self, patch: PatchId, squares: Bitboard, income: u8) {
        debug_assert!(!self.covered.intersects(squares));
        self.covered = self.covered | squares;
        self.income += income;
        let mut bits = squares.0;
        while bits != 0 {
            self.owners[bits.trailing_zeros() as usize] = patch.index() as u8;
            bits &= bits - 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_bits_follow_row_stride_nine() {
        let cell = Cell::new(2, 3).unwrap();
        assert_eq!(cell.bit(), 21);
        assert_eq!(Cell::from_bit(21), cell);
        assert_eq!(Cell::new(9, 0), None);
        assert_eq!(Cell::from_signed(-1, 0), None);
    }

    #[test]
    fn cells_print_and_parse_back() {
        for bit in 0..81 {
            let cell = Cell::from_bit(bit);
            assert_eq!(cell.to_string().parse(), Ok(cell));
        }
        assert_eq!(Cell::new(4, 7).unwrap().to_string(), "4,7");
        for bad in ["", "1", "1,", ",1", "1,2,3", "-1,0", "0,9", "a,b", "(1,2)"] {
            assert_eq!(bad.parse::<Cell>(), Err(ParseCellError), "{bad}");
        }
    }

    #[test]
    fn square_masks_count_their_cells() {
        assert_eq!(Bitboard::square(9).count(), 81);
        assert_eq!(Bitboard::square(7).count(), 49);
        assert!(!Bitboard::square(7).contains(Cell::new(0, 7).unwrap()));
        assert_eq!(Bitboard::rect(2, 2, 7, 7).count(), 49);
    }

    #[test]
    fn nth_cell_walks_row_major_across_both_halves() {
        let all = Bitboard::square(9);
        for n in 0..81 {
            assert_eq!(all.nth_cell(n), Some(Cell::from_bit(n)));
        }
        assert_eq!(all.nth_cell(81), None);
        let sparse: Bitboard = [Cell::new(0, 1), Cell::new(8, 8)].into_iter().flatten().collect();
        assert_eq!(sparse.nth_cell(1), Cell::new(8, 8));
    }

    #[test]
    fn quilt_counts_empty_squares_and_income() {
        let mut quilt = Quilt::new(7);
        assert_eq!(quilt.empty_count(), 49);
        quilt.sew(PatchId::LEATHER, Bitboard::rect(0, 0, 1, 2), 2);
        assert_eq!(quilt.empty_count(), 47);
        assert_eq!(quilt.income(), 2);
        assert_eq!(quilt.patch_at(Cell::new(0, 1).unwrap()), Some(PatchId::LEATHER));
        assert_eq!(quilt.patch_at(Cell::new(1, 1).unwrap()), None);
    }
}
