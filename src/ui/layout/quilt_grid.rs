//! A quilt's squares on the page, upright or turned to face its player, and back from a
//! point to a square.

use crate::ui::layout::{fmt, Point, Rect};

/// Room between a quilt board's edge and its squares.
pub const QUILT_INSET: f64 = 7.0;

/// A square quilt grid of `size`×`size` cells of side `cell` from `origin`.
///
/// A *turned* grid is drawn half a turn round, to face a player across the table: cell
/// (0, 0) lies at the bottom-right corner of its square and rows run upwards. Its own frame
/// ("local" coordinates: cell `(row, col)` at `origin + (col·k, row·k)`) is the page's turned
/// about the grid's centre; [`QuiltGrid::cell_rect`] and [`QuiltGrid::cell_at`] answer in page
/// coordinates for either kind, [`QuiltGrid::to_local`] maps a page point into the frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QuiltGrid {
    /// Top-left corner of the grid's square (of cell (0, 0) when not turned).
    pub origin: Point,
    /// Side of one cell.
    pub cell: f64,
    /// Cells per side: 9 or 7.
    pub size: u8,
    /// Whether it is drawn half a turn round.
    pub turned: bool,
}

impl QuiltGrid {
    /// The grid of `size` cells per side filling `frame` (its largest inside square, centred),
    /// upright.
    #[must_use]
    pub fn fit(frame: Rect, size: u8) -> QuiltGrid {
        let square = frame.square_inside();
        QuiltGrid {
            origin: Point::new(square.x, square.y),
            cell: square.w / f64::from(size.max(1)),
            size,
            turned: false,
        }
    }

    /// The same grid, turned half a turn round when `turned` is set.
    #[must_use]
    pub const fn turned(self, turned: bool) -> QuiltGrid {
        QuiltGrid { turned, ..self }
    }

    /// The centre of the grid's square.
    #[must_use]
    pub fn centre(&self) -> Point {
        let half = f64::from(self.size) * self.cell / 2.0;
        self.origin.offset(half, half)
    }

    /// The point of the grid's own frame under the page point `p` (the same point when
    /// upright). Its own inverse.
    #[must_use]
    pub fn to_local(&self, p: Point) -> Point {
        if self.turned {
            p.turned_about(self.centre())
        } else {
            p
        }
    }

    /// The page rectangle of `r`, a rectangle of the grid's own frame (itself when upright).
    #[must_use]
    pub fn page_rect(&self, r: Rect) -> Rect {
        if self.turned {
            r.turned_about(self.centre())
        } else {
            r
        }
    }

    /// The SVG `transform` that draws the grid's own frame on the page: a half turn about its
    /// centre, or `None` when upright.
    #[must_use]
    pub fn transform(&self) -> Option<String> {
        self.turned.then(|| {
            let c = self.centre();
            format!("rotate(180 {} {})", fmt(c.x), fmt(c.y))
        })
    }

    /// The square of cell (`row`, `col`) on the page.
    #[must_use]
    pub fn cell_rect(&self, row: u8, col: u8) -> Rect {
        let local = Rect::new(
            self.origin.x + f64::from(col) * self.cell,
            self.origin.y + f64::from(row) * self.cell,
            self.cell,
            self.cell,
        );
        if self.turned {
            local.turned_about(self.centre())
        } else {
            local
        }
    }

    /// The cell under the page point `p`, if it lies on the grid. A cell holds its top and
    /// left edges as seen in the grid's own frame.
    #[must_use]
    pub fn cell_at(&self, p: Point) -> Option<(u8, u8)> {
        let p = self.to_local(p);
        let col = ((p.x - self.origin.x) / self.cell).floor();
        let row = ((p.y - self.origin.y) / self.cell).floor();
        let range = 0.0..f64::from(self.size);
        (range.contains(&row) && range.contains(&col)).then_some((row as u8, col as u8))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::rect::EPS;

    /// A rectangle of a turned grid's frame lands on the page half a turn about the centre.
    #[test]
    fn page_rect_turns_with_the_grid() {
        let upright = QuiltGrid { origin: Point::new(10.0, 20.0), cell: 10.0, size: 9, turned: false };
        let r = Rect::new(10.0, 20.0, 30.0, 20.0);
        assert_eq!(upright.page_rect(r), r);
        let turned = upright.turned(true);
        // The top-left 3×2 corner of the turned grid is its bottom-right corner on the page.
        assert_eq!(turned.page_rect(r), Rect::new(70.0, 90.0, 30.0, 20.0));
        assert_eq!(turned.page_rect(turned.page_rect(r)), r);
    }

    #[test]
    fn a_turned_grid_maps_cells_to_squares_and_back() {
        for size in [9, 7] {
            let upright = QuiltGrid::fit(Rect::new(10.0, 20.0, 180.0, 200.0), size);
            let turned = upright.turned(true);
            assert_eq!(turned.centre(), Point::new(100.0, 120.0));
            let last = size - 1;
            // Cell (0, 0) is drawn at the bottom-right corner, where the upright grid has its last.
            assert_eq!(turned.cell_rect(0, 0), upright.cell_rect(last, last));
            assert_eq!(turned.cell_rect(0, last), upright.cell_rect(last, 0));
            for row in 0..size {
                for col in 0..size {
                    let square = turned.cell_rect(row, col);
                    let whole = Rect::new(
                        upright.origin.x,
                        upright.origin.y,
                        upright.cell * f64::from(size),
                        upright.cell * f64::from(size),
                    );
                    assert!(whole.contains_rect(square));
                    assert_eq!(turned.cell_at(square.center()), Some((row, col)), "{size}: {row} {col}");
                    // Near each corner of the square still the same cell.
                    for (dx, dy) in [(0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9)] {
                        let p = Point::new(square.x + dx * square.w, square.y + dy * square.h);
                        assert_eq!(turned.cell_at(p), Some((row, col)));
                    }
                    // Local and page frames: a half turn each way.
                    let c = square.center();
                    let back = turned.to_local(turned.to_local(c));
                    assert!((back.x - c.x).abs() < EPS && (back.y - c.y).abs() < EPS);
                    assert_eq!(upright.cell_at(turned.to_local(c)), Some((row, col)));
                }
            }
            assert_eq!(turned.cell_at(Point::new(9.0, 120.0)), None);
            assert_eq!(turned.cell_at(Point::new(100.0, 211.0)), None);
            assert_eq!(upright.transform(), None);
            assert_eq!(turned.transform().as_deref(), Some("rotate(180 100 120)"));
        }
    }

    #[test]
    fn quilt_cells_map_to_svg_squares_and_back() {
        let grid = QuiltGrid::fit(Rect::new(10.0, 20.0, 180.0, 200.0), 9);
        assert_eq!(grid.cell, 20.0);
        // The square is centred vertically: 200 - 180 = 20 spare, 10 above.
        assert_eq!(grid.origin, Point::new(10.0, 30.0));
        assert_eq!(grid.cell_rect(0, 0), Rect::new(10.0, 30.0, 20.0, 20.0));
        assert_eq!(grid.cell_rect(2, 3), Rect::new(70.0, 70.0, 20.0, 20.0));
        assert_eq!(grid.cell_rect(8, 8).right(), 190.0);
        for row in 0..9 {
            for col in 0..9 {
                let centre = grid.cell_rect(row, col).center();
                assert_eq!(grid.cell_at(centre), Some((row, col)));
            }
        }
        // The top-left corner belongs to its cell; the far edges and outside do not.
        assert_eq!(grid.cell_at(Point::new(10.0, 30.0)), Some((0, 0)));
        assert_eq!(grid.cell_at(Point::new(190.0, 100.0)), None);
        assert_eq!(grid.cell_at(Point::new(9.9, 100.0)), None);
        assert_eq!(grid.cell_at(Point::new(100.0, 29.0)), None);
    }

    #[test]
    fn an_express_quilt_has_seven_cells_per_side() {
        let grid = QuiltGrid::fit(Rect::new(0.0, 0.0, 140.0, 140.0), 7);
        assert_eq!(grid.cell, 20.0);
        assert_eq!(grid.cell_at(Point::new(139.0, 139.0)), Some((6, 6)));
    }
}
