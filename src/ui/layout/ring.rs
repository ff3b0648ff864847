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
/// Smallest side of a patch square on the small cards of a ring with a lead: their cost and
/// time still fit on one line at the phone's type size.
const LEAD_RING_CELL_MIN: f64 = 5.0;

/// The circle of patches laid out as cards on the edge of a rectangle, clockwise from its
/// top-left corner. Slot 0 (the top-left corner) holds the neutral token and slot `i + 1`
/// the patch `circle()[i]`, so the next patches to buy run along the top edge.
#[derive(Debug, Clone, PartialEq)]
pub struct Ring {
    /// The rectangle the cards stay in.
    pub frame: Rect,
    /// Side of one patch square on a card (past the lead).
    pub cell: f64,
    /// Size of every card past the lead.
    pub card: Size,
    /// How many slots from slot 0 have the larger lead cards (none on tablets and desktops;
    /// on a phone the neutral token and the three patches on offer).
    pub lead: usize,
    /// Side of one patch square on a lead card.
    pub lead_cell: f64,
    /// Card centres, clockwise from the top-left corner.
    pub slots: Vec<Point>,
    /// Whether each card has its cost and time on both edges, the second line turned half a
    /// turn at its top (players facing each other across the table): the cards are a line
    /// higher and the patch lies under that line.
    pub twice: bool,
}

impl Ring {
    /// Places `slots` cards as large as they can be (up to a square side of 16) on the edge of
    /// `frame`, with their numbers on both edges when `twice`.
    #[must_use]
    pub fn new(frame: Rect, slots: usize, twice: bool) -> Ring {
        let slots = slots.max(4);
        let card_for = |cell: f64| {
            let card = Ring::card_for(cell);
            Size { w: card.w, h: card.h + if twice { CARD_LABEL } else { 0.0 } }
        };
        let mut cell = RING_CELL_MAX;
        let (per_row, per_column) = loop {
            let card = card_for(cell);
            // Distances between the centres of the corner cards.
            let (span_x, span_y) = (frame.w - card.w, frame.h - card.h);
            let max_row = (span_x / (card.w + CARD_GAP)).floor().max(1.0) as usize;
            let max_column = (span_y / (card.h + CARD_GAP)).floor().max(1.0) as usize;
            if 2 * (max_row + max_column) >= slots || cell <= RING_CELL_MIN {
                break Ring::balance(slots, (max_row, max_column), (span_x, span_y), card);
            }
            cell -= 0.5;
        };
        let card = card_for(cell);
        let (left, top) = (frame.x + card.w / 2.0, frame.y + card.h / 2.0);
        let (right, bottom) = (frame.right() - card.w / 2.0, frame.bottom() - card.h / 2.0);
        let (step_x, step_y) = ((right - left) / per_row as f64, (bottom - top) / per_column as f64);
        let mut points = Vec::with_capacity(2 * (per_row + per_column));
        points.extend((0..per_row).map(|i| Point::new(left + i as f64 * step_x, top)));
        points.extend((0..per_column).map(|i| Point::new(right, top + i as f64 * step_y)));
        points.extend((0..per_row).map(|i| Point::new(right - i as f64 * step_x, bottom)));
        points.extend((0..per_column).map(|i| Point::new(left, bottom - i as f64 * step_y)));
        Ring { frame, cell, card, lead: 0, lead_cell: cell, slots: points, twice }
    }

    /// Places `slots` cards on the edge of `frame` with the first `lead` of them (slot 0 at the
    /// top-left corner onwards, along the top edge) as cards of squares of side `lead_cell`,
    /// and the others as large as they can be, at most that size.
    ///
    /// The cards past the lead go on from the top edge's right part, down the right edge,
    /// back along the bottom and up the left edge, each edge's cards spread evenly; an edge
    /// keeps at least one card, so the ring stays closed.
    #[must_use]
    pub fn with_lead(frame: Rect, slots: usize, lead: usize, lead_cell: f64) -> Ring {
        let slots = slots.max(lead + 4);
        let big = Ring::card_for(lead_cell);
        let lead_w = lead as f64 * (big.w + CARD_GAP);
        let fits = |length: f64, card: f64| ((length + CARD_GAP) / (card + CARD_GAP)).floor().max(1.0) as usize;
        let mut cell = lead_cell.min(RING_CELL_MAX);
        let (card, mut edges) = loop {
            let card = Ring::card_for(cell);
            let edges = [
                fits(frame.w - lead_w, card.w),
                fits(frame.h - 2.0 * (card.h + CARD_GAP), card.h),
                fits(frame.w, card.w),
                fits(frame.h - big.h - card.h - 2.0 * CARD_GAP, card.h),
            ];
            if lead + edges.iter().sum::<usize>() >= slots || cell <= LEAD_RING_CELL_MIN {
                break (card, edges);
            }
            cell -= 0.25;
        };
        // Never fewer places than slots: squeezed along the bottom if it comes to that.
        let missing = slots.saturating_sub(lead + edges.iter().sum::<usize>());
        edges[2] += missing;
        // Fewer cards where they stand closest, until there are as many places as slots.
        let lengths = [frame.w - lead_w, frame.h, frame.w, frame.h];
        while lead + edges.iter().sum::<usize>() > slots {
            let crowded = (0..4)
                .filter(|&e| edges[e] > 1)
                .max_by(|&a, &b| (edges[a] as f64 / lengths[a]).total_cmp(&(edges[b] as f64 / lengths[b])));
            match crowded {
                Some(e) => edges[e] -= 1,
                None => break,
            }
        }
        let spread = |from: f64, to: f64, n: usize| -> Vec<f64> {
            if n == 1 {
                return vec![to];
            }
            (0..n).map(|i| from + (to - from) * i as f64 / (n - 1) as f64).collect()
        };
        let (half_w, half_h) = (card.w / 2.0, card.h / 2.0);
        let mut points: Vec<Point> = (0..lead)
            .map(|i| Point::new(frame.x + big.w / 2.0 + i as f64 * (big.w + CARD_GAP), frame.y + big.h / 2.0))
            .collect();
        let top_from = frame.x + lead_w + half_w;
        points.extend(
            spread(top_from, frame.right() - half_w, edges[0]).into_iter().map(|x| Point::new(x, frame.y + half_h)),
        );
        let (col_top, col_bottom) = (frame.y + card.h + CARD_GAP + half_h, frame.bottom() - card.h - CARD_GAP - half_h);
        points.extend(spread(col_top, col_bottom, edges[1]).into_iter().map(|y| Point::new(frame.right() - half_w, y)));
        points.extend(
            spread(frame.right() - half_w, frame.x + half_w, edges[2])
                .into_iter()
                .map(|x| Point::new(x, frame.bottom() - half_h)),
        );
        let left_top = frame.y + big.h + CARD_GAP + half_h;
        points.extend(spread(col_bottom, left_top, edges[3]).into_iter().map(|y| Point::new(frame.x + half_w, y)));
        Ring { frame, cell, card, lead, lead_cell, slots: points, twice: false }
    }

    /// The size of the card in `slot`.
    #[must_use]
    pub fn card_size(&self, slot: usize) -> Size {
        if slot < self.lead {
            Ring::card_for(self.lead_cell)
        } else {
            self.card
        }
    }

    /// The side of a patch square on the card in `slot`.
    #[must_use]
    pub fn cell_of(&self, slot: usize) -> f64 {
        if slot < self.lead {
            self.lead_cell
        } else {
            self.cell
        }
    }

    /// The size of a card whose patch squares have side `cell`, its numbers on one edge.
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
        Rect::centered(self.slots[slot], self.card_size(slot))
    }

    /// The free rectangle inside the ring of cards.
    #[must_use]
    pub fn inner(&self) -> Rect {
        let dx = self.card.w + 2.0 * CARD_GAP;
        let dy = self.card.h + 2.0 * CARD_GAP;
        let top = self.card_size(0).h + 2.0 * CARD_GAP;
        Rect::new(self.frame.x + dx, self.frame.y + top, self.frame.w - 2.0 * dx, self.frame.h - top - dy)
    }

    /// Where a patch of `height`×`width` squares goes on the card in `slot` whose top-left
    /// corner is at (0, 0): the top-left corner of its first square, centred in the patch area.
    #[must_use]
    pub fn patch_origin(&self, slot: usize, height: u8, width: u8) -> Point {
        let cell = self.cell_of(slot);
        let free_cols = f64::from(CARD_COLS.saturating_sub(width));
        let free_rows = f64::from(CARD_ROWS.saturating_sub(height));
        let top = if self.twice { CARD_PAD + CARD_LABEL } else { CARD_PAD };
        Point::new(CARD_PAD + free_cols * cell / 2.0, top + free_rows * cell / 2.0)
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
            let least = 10.0;
            assert!(classic >= least, "{format:?}: {classic}");
            assert!(express > classic, "{format:?}");
        }
    }

    #[test]
    fn every_patch_fits_its_card() {
        let ring = Layout::new(Format::Landscape, 34, 53).ring;
        for (height, width) in [(1, 2), (3, 5), (2, 4), (1, 5), (3, 3)] {
            let origin = ring.patch_origin(1, height, width);
            let patch = Rect::new(origin.x, origin.y, f64::from(width) * ring.cell, f64::from(height) * ring.cell);
            let area = Rect::new(0.0, 0.0, ring.card.w, ring.card.h - CARD_LABEL);
            assert!(area.contains_rect(patch), "{height}×{width}");
            // Centred: equal room left and right.
            assert!((patch.x - (ring.card.w - patch.right())).abs() < 1e-9);
        }
    }

    #[test]
    fn facing_cards_have_a_line_for_their_numbers_at_both_edges_and_stay_readable() {
        for format in FORMATS {
            for (slots, last) in SLOTS {
                let ring = Layout::facing(format, slots, last, true).ring;
                let upright = Layout::facing(format, slots, last, false).ring;
                assert!(ring.twice && !upright.twice);
                assert_eq!(ring.card.h, Ring::card_for(ring.cell).h + CARD_LABEL, "{format:?} {slots}");
                // Wide enough for an icon beside each number (narrower cards stack them).
                assert!(ring.cell >= 8.0, "{format:?} {slots}: {}", ring.cell);
                assert!(ring.cell <= upright.cell);
                // Every patch lies between the two lines: under the turned one, over the upright one.
                for (height, width) in [(1, 2), (3, 5), (2, 4), (1, 5), (3, 3)] {
                    let origin = ring.patch_origin(1, height, width);
                    let patch =
                        Rect::new(origin.x, origin.y, f64::from(width) * ring.cell, f64::from(height) * ring.cell);
                    let area = Rect::new(
                        0.0,
                        CARD_PAD + CARD_LABEL,
                        ring.card.w,
                        ring.card.h - 2.0 * CARD_LABEL - 2.0 * CARD_PAD,
                    );
                    assert!(area.contains_rect(patch), "{format:?} {slots}: {height}×{width}");
                    // Centred between the lines too.
                    assert!((patch.y - area.y - (area.bottom() - patch.bottom())).abs() < 1e-9);
                }
            }
        }
    }
}
