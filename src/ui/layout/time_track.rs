//! The time board's spaces: a rectangular spiral in the largest grid that fits.

use crate::ui::layout::rect::EPS;
use crate::ui::layout::{fmt, Num, Point, Rect, Size};

/// The time board drawn as a rectangular spiral of spaces: space 0 at the top-left corner,
/// the final space towards the middle.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeTrack {
    /// The rectangle the grid of spaces fills.
    pub frame: Rect,
    /// Rows of the grid.
    pub rows: u8,
    /// Columns of the grid.
    pub cols: u8,
    /// Side of one space's grid square.
    pub cell: f64,
    /// The grid square `(row, col)` of each space, by space number.
    pub squares: Vec<(u8, u8)>,
}

impl TimeTrack {
    /// The board of spaces `0..=final_space` with the largest squares that fit in `room`,
    /// centred there. Among grids with equal squares the one with fewest unused squares wins
    /// (54 spaces in a tall room: 6 columns × 9 rows, none unused).
    #[must_use]
    pub fn fit(room: Rect, final_space: u8) -> TimeTrack {
        let count = usize::from(final_space) + 1;
        let mut best: Option<(f64, usize, u8, u8)> = None;
        for cols in 1..=count.min(usize::from(u8::MAX)) {
            let rows = count.div_ceil(cols);
            if rows > usize::from(u8::MAX) {
                continue;
            }
            let cell = (room.w / cols as f64).min(room.h / rows as f64);
            let waste = rows * cols - count;
            let better = match best {
                None => true,
                Some((c, w, ..)) => cell > c + EPS || ((cell - c).abs() <= EPS && waste < w),
            };
            if better {
                best = Some((cell, waste, rows as u8, cols as u8));
            }
        }
        let (cell, _, rows, cols) = best.expect("a track has at least one space");
        let size = Size { w: f64::from(cols) * cell, h: f64::from(rows) * cell };
        TimeTrack { frame: Rect::centered(room.center(), size), rows, cols, cell, squares: spiral(rows, cols, count) }
    }

    /// The same track with the top-left corner of its grid at `(x, y)`.
    #[must_use]
    pub fn moved_to(mut self, x: f64, y: f64) -> TimeTrack {
        self.frame.x = x;
        self.frame.y = y;
        self
    }

    /// The grid square of `space`.
    ///
    /// # Panics
    /// If `space` is beyond the final space: spaces come from the engine.
    #[must_use]
    pub fn space_rect(&self, space: u8) -> Rect {
        let (row, col) = self.squares[usize::from(space)];
        Rect::new(
            self.frame.x + f64::from(col) * self.cell,
            self.frame.y + f64::from(row) * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// The centre of `space`.
    #[must_use]
    pub fn space_center(&self, space: u8) -> Point {
        self.space_rect(space).center()
    }

    /// The SVG path through the centres of every space in order, for the track under them.
    #[must_use]
    pub fn track_path(&self) -> String {
        let mut path = String::new();
        for space in 0..self.squares.len() {
            let p = self.space_center(space as u8);
            let command = if space == 0 { 'M' } else { 'L' };
            path.push_str(&format!("{command}{} {} ", fmt(p.x), fmt(p.y)));
        }
        path.trim_end().to_owned()
    }

    /// A small chevron between each space and the next, pointing the way the tokens go: the
    /// path's direction in sight, not only in the numbers.
    #[must_use]
    pub fn arrows(&self) -> String {
        use std::fmt::Write;
        let s = self.cell * 0.09;
        let mut out = String::new();
        for space in 1..self.squares.len() as u8 {
            let (a, b) = (self.space_center(space - 1), self.space_center(space));
            // One square apart along a row or a column: the unit step, and across it.
            let (dx, dy) = ((b.x - a.x) / self.cell, (b.y - a.y) / self.cell);
            let (mx, my) = ((a.x + b.x) / 2.0, (a.y + b.y) / 2.0);
            let _ = write!(
                out,
                "M{} {}L{} {}L{} {}",
                Num(mx - dx * s * 0.6 - dy * s),
                Num(my - dy * s * 0.6 + dx * s),
                Num(mx + dx * s * 0.6),
                Num(my + dy * s * 0.6),
                Num(mx - dx * s * 0.6 + dy * s),
                Num(my - dy * s * 0.6 - dx * s)
            );
        }
        out
    }
}

/// The squares `(row, col)` of a `rows`×`cols` grid in the order of a rectangular spiral
/// that starts at the top-left corner, runs clockwise along the edge and winds inwards; the
/// first `count` of them (at most `rows·cols`).
#[must_use]
pub fn spiral(rows: u8, cols: u8, count: usize) -> Vec<(u8, u8)> {
    let mut out = Vec::with_capacity(count);
    let (mut top, mut left) = (0i32, 0i32);
    let (mut bottom, mut right) = (i32::from(rows) - 1, i32::from(cols) - 1);
    while out.len() < count && top <= bottom && left <= right {
        let mut ring: Vec<(i32, i32)> = Vec::new();
        ring.extend((left..=right).map(|c| (top, c)));
        ring.extend((top + 1..=bottom).map(|r| (r, right)));
        if top < bottom {
            ring.extend((left..right).rev().map(|c| (bottom, c)));
        }
        if left < right {
            ring.extend((top + 1..bottom).rev().map(|r| (r, left)));
        }
        out.extend(ring.into_iter().take(count - out.len()).map(|(r, c)| (r as u8, c as u8)));
        (top, left, bottom, right) = (top + 1, left + 1, bottom - 1, right - 1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spiral_walks_the_edge_clockwise_then_winds_inwards() {
        assert_eq!(spiral(3, 3, 9), [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0), (1, 1)]);
        assert_eq!(spiral(3, 3, 4), [(0, 0), (0, 1), (0, 2), (1, 2)]);
        assert_eq!(spiral(1, 1, 1), [(0, 0)]);
        assert_eq!(spiral(2, 3, 6), [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)]);
        // Every square once, each next to the one before.
        for rows in 1..=9u8 {
            for cols in 1..=9u8 {
                let all = spiral(rows, cols, usize::from(rows) * usize::from(cols));
                let mut sorted = all.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), all.len(), "{rows}×{cols}");
                for pair in all.windows(2) {
                    let d = pair[0].0.abs_diff(pair[1].0) + pair[0].1.abs_diff(pair[1].1);
                    assert_eq!(d, 1, "{rows}×{cols}: {pair:?}");
                }
            }
        }
    }

    #[test]
    fn time_tracks_pick_the_grid_with_the_largest_spaces() {
        // 54 spaces (classic) in a tall room: 6 columns × 9 rows, every square used.
        let tall = TimeTrack::fit(Rect::new(100.0, 50.0, 360.0, 560.0), 53);
        assert_eq!((tall.rows, tall.cols, tall.squares.len()), (9, 6, 54));
        assert_eq!(tall.cell, 60.0);
        // Centred: 560 − 9·60 = 20 spare, 10 above.
        assert_eq!(tall.space_rect(0), Rect::new(100.0, 60.0, 60.0, 60.0));
        assert_eq!(tall.space_center(5), Point::new(430.0, 90.0));
        assert_eq!(tall.space_center(6), Point::new(430.0, 150.0));
        // In a wide room the grid turns: 9 columns × 6 rows.
        let wide = TimeTrack::fit(Rect::new(0.0, 0.0, 590.0, 420.0), 53);
        assert_eq!((wide.rows, wide.cols), (6, 9));
        // 30 spaces (Express) in a square room: the 5×6 grid beats the 6×6 one with 6 unused.
        let express = TimeTrack::fit(Rect::new(0.0, 0.0, 300.0, 300.0), 29);
        assert_eq!(usize::from(express.rows) * usize::from(express.cols), 30);
        for track in [&tall, &wide, &express] {
            for space in 0..track.squares.len() as u8 {
                assert!(track.frame.contains_rect(track.space_rect(space)));
            }
        }
        assert!(tall.track_path().starts_with("M130 90 L190 90 "));
        assert_eq!(tall.track_path().matches('L').count(), 53);
        // One chevron a step, pointing onwards: from space 0 to 1 (rightwards, 60 units a
        // space), its tip right of the middle of the step and its arms left of it.
        let arrows = tall.arrows();
        assert_eq!(arrows.matches('M').count(), 53);
        assert!(arrows.starts_with("M156.76 95.4L163.24 90L156.76 84.6M"), "{arrows}");
        let moved = tall.clone().moved_to(0.0, 0.0);
        assert_eq!(moved.space_rect(0), Rect::new(0.0, 0.0, 60.0, 60.0));
    }
}
