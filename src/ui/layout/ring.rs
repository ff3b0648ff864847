//! The circle of patches: cards of one size on the edge of a rectangle, clockwise from its
//! top-left corner.

use crate::ui::layout::{Point, Rect, Size};

/// Columns and rows of the box that every patch of either game fits in, as printed: the
/// canonical orientations are at most 5 squares wide and 3 high.
pub const CARD_COLS: u8 = 5;
/// See [`CARD_COLS`].
pub const CARD_ROWS: u8 = 3;
/// Height of the line under a patch that shows its button cost and time cost.
pub const CARD_LABEL: f64 = 17.0;
/// Padding inside a card.
pub const CARD_PAD: f64 = 4.0;
/// Smallest gap between two cards of the circle.
pub const CARD_GAP: f64 = 4.0;
/// Largest and smallest side of a patch square in the circle.
const RING_CELL_MAX: f64 = 16.0;
const RING_CELL_MIN: f64 = 6.0;

/// The circle of patches laid out as cards on the edge of a rectangle, clockwise from its
/// top-left corner. Slot 0 (the top-left corner) holds the neutral token and slot `i + 1`
/// the patch `circle()[i]`, so the next patches to buy run along the top edge.
#[derive(Debug, Clone, PartialEq)]
pub struct Ring {
    /// The rectangle the cards stay in.
    pub frame: Rect,
    /// Side of one patch square on a card.
    pub cell: f64,
    /// Size of every card.
    pub card: Size,
    /// Card centres, clockwise from the top-left corner.
    pub slots: Vec<Point>,
}

impl Ring {
    /// Places `slots` cards as large as they can be (up to a square side of 16) on the edge of
    /// `frame`.
    #[must_use]
    pub fn new(frame: Rect, slots: usize) -> Ring {
        let slots = slots.max(4);
        let mut cell = RING_CELL_MAX;
        let (per_row, per_column) = loop {
            let card = Ring::card_for(cell);
            // Distances between the centres of the corner cards.
            let (span_x, span_y) = (frame.w - card.w, frame.h - card.h);
            let max_row = (span_x / (card.w + CARD_GAP)).floor().max(1.0) as usize;
            let max_column = (span_y / (card.h + CARD_GAP)).floor().max(1.0) as usize;
            if 2 * (max_row + max_column) >= slots || cell <= RING_CELL_MIN {
                break Ring::balance(slots, (max_row, max_column), (span_x, span_y), card);
            }
            cell -= 0.5;
        };
        let card = Ring::card_for(cell);
        let (left, top) = (frame.x + card.w / 2.0, frame.y + card.h / 2.0);
        let (right, bottom) = (frame.right() - card.w / 2.0, frame.bottom() - card.h / 2.0);
        let (step_x, step_y) = ((right - left) / per_row as f64, (bottom - top) / per_column as f64);
        let mut points = Vec::with_capacity(2 * (per_row + per_column));
        points.extend((0..per_row).map(|i| Point::new(left + i as f64 * step_x, top)));
        points.extend((0..per_column).map(|i| Point::new(right, top + i as f64 * step_y)));
        points.extend((0..per_row).map(|i| Point::new(right - i as f64 * step_x, bottom)));
        points.extend((0..per_column).map(|i| Point::new(left, bottom - i as f64 * step_y)));
        Ring { frame, cell, card, slots: points }
    }

    /// The size of a card whose patch squares have side `cell`.
    #[must_use]
    pub fn card_for(cell: f64) -> Size {
        Size {
            w: f64::from(CARD_COLS) * cell + 2.0 * CARD_PAD,
            h: f64::from(CARD_ROWS) * cell + CARD_LABEL + 2.0 * CARD_PAD,
        }
    }

    /// Cards per edge, row (top and bottom) and column (left and right, corners excluded):
    /// at most `max`, at least `slots` in all, taking away from the more crowded edges first.
    fn balance(slots: usize, max: (usize, usize), span: (f64, f64), card: Size) -> (usize, usize) {
        let (mut row, mut column) = max;
        while 2 * (row + column) >= slots + 2 {
            let room_row = span.0 / row as f64 / card.w;
            let room_column = span.1 / column as f64 / card.h;
            if (room_row <= room_column && row > 1) || column == 1 {
                row -= 1;
            } else {
                column -= 1;
            }
        }
        (row, column)
    }

    /// The rectangle of the card in `slot`.
    #[must_use]
    pub fn card_rect(&self, slot: usize) -> Rect {
        Rect::centered(self.slots[slot], self.card)
    }

    /// The free rectangle inside the ring of cards.
    #[must_use]
    pub fn inner(&self) -> Rect {
        let dx = self.card.w + 2.0 * CARD_GAP;
        let dy = self.card.h + 2.0 * CARD_GAP;
        Rect::new(self.frame.x + dx, self.frame.y + dy, self.frame.w - 2.0 * dx, self.frame.h - 2.0 * dy)
    }

    /// Where a patch of `height`×`width` squares goes on a card whose top-left corner is at
    /// (0, 0): the top-left corner of its first square, centred in the patch area.
    #[must_use]
    pub fn patch_origin(&self, height: u8, width: u8) -> Point {
        let free_cols = f64::from(CARD_COLS.saturating_sub(width));
        let free_rows = f64::from(CARD_ROWS.saturating_sub(height));
        Point::new(CARD_PAD + free_cols * self.cell / 2.0, CARD_PAD + free_rows * self.cell / 2.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::page::{FORMATS, SLOTS};
    use crate::ui::layout::{Format, Layout};

    #[test]
    fn ring_cards_go_clockwise_from_the_top_left_corner_without_overlapping() {
        for format in FORMATS {
            for (slots, last) in SLOTS {
                let layout = Layout::new(format, slots, last);
                let ring = &layout.ring;
                assert!(ring.slots.len() >= slots, "{format:?} {slots}");
                assert!(ring.slots.len() <= slots + 1, "{format:?} {slots}");
                let cards: Vec<Rect> = (0..ring.slots.len()).map(|i| ring.card_rect(i)).collect();
                // Slot 0 is the top-left corner; the top edge runs rightwards.
                assert_eq!(cards[0].x, ring.frame.x);
                assert_eq!(cards[0].y, ring.frame.y);
                assert!(ring.slots[1].x > ring.slots[0].x);
                assert_eq!(ring.slots[1].y, ring.slots[0].y);
                for (i, card) in cards.iter().enumerate() {
                    assert!(ring.frame.contains_rect(*card), "{format:?} {slots}: {i}");
                    assert!(!card.overlaps(ring.inner()), "{format:?} {slots}: {i}");
                    for (j, other) in cards.iter().enumerate().skip(i + 1) {
                        assert!(!card.overlaps(*other), "{format:?} {slots}: {i} {j}");
                    }
                }
                // Clockwise: the signed area of the centres' polygon is positive with y down.
                let n = ring.slots.len();
                let area: f64 = (0..n)
                    .map(|i| {
                        let (a, b) = (ring.slots[i], ring.slots[(i + 1) % n]);
                        a.x * b.y - b.x * a.y
                    })
                    .sum();
                assert!(area > 0.0, "{format:?} {slots}");
            }
        }
    }

    #[test]
    fn ring_cards_are_readable_and_grow_when_there_are_fewer_patches() {
        for format in FORMATS {
            let classic = Layout::new(format, 34, 53).ring.cell;
            let express = Layout::new(format, 16, 29).ring.cell;
            let least = if format == Format::Tall { 6.0 } else { 10.0 };
            assert!(classic >= least, "{format:?}: {classic}");
            assert!(express > classic, "{format:?}");
        }
    }

    #[test]
    fn every_patch_fits_its_card() {
        let ring = Layout::new(Format::Landscape, 34, 53).ring;
        for (height, width) in [(1, 2), (3, 5), (2, 4), (1, 5), (3, 3)] {
            let origin = ring.patch_origin(height, width);
            let patch = Rect::new(origin.x, origin.y, f64::from(width) * ring.cell, f64::from(height) * ring.cell);
            let area = Rect::new(0.0, 0.0, ring.card.w, ring.card.h - CARD_LABEL);
            assert!(area.contains_rect(patch), "{height}×{width}");
            // Centred: equal room left and right.
            assert!((patch.x - (ring.card.w - patch.right())).abs() < 1e-9);
        }
    }
}
