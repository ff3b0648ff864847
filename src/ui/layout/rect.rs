//! Points, sizes and rectangles in SVG user units (x to the right, y down).

/// A point in SVG user units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The point moved by `(dx, dy)`.
    #[must_use]
    pub fn offset(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }

    /// The point turned half a turn about `centre` (its image under a 180° rotation).
    #[must_use]
    pub fn turned_about(self, centre: Point) -> Point {
        Point::new(2.0 * centre.x - self.x, 2.0 * centre.y - self.y)
    }
}

/// A width and a height.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Size {
    /// Horizontal extent.
    pub w: f64,
    /// Vertical extent.
    pub h: f64,
}

/// An axis-aligned rectangle: top-left corner `(x, y)`, width `w`, height `h`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The rectangle with top-left corner `(x, y)` and size `w`×`h`.
    #[must_use]
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    /// The rectangle of `size` centred on `center`.
    #[must_use]
    pub fn centered(center: Point, size: Size) -> Rect {
        Rect::new(center.x - size.w / 2.0, center.y - size.h / 2.0, size.w, size.h)
    }

    /// Right edge.
    #[must_use]
    pub fn right(self) -> f64 {
        self.x + self.w
    }

    /// Bottom edge.
    #[must_use]
    pub fn bottom(self) -> f64 {
        self.y + self.h
    }

    /// The centre.
    #[must_use]
    pub fn center(self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle shrunk by `d` on every side.
    #[must_use]
    pub fn inset(self, d: f64) -> Rect {
        Rect::new(self.x + d, self.y + d, self.w - 2.0 * d, self.h - 2.0 * d)
    }

    /// Whether `p` lies inside (edges included).
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        (self.x..=self.right()).contains(&p.x) && (self.y..=self.bottom()).contains(&p.y)
    }

    /// Whether `other` lies wholly inside, allowing for rounding by `EPS`.
    #[must_use]
    pub fn contains_rect(self, other: Rect) -> bool {
        other.x >= self.x - EPS
            && other.y >= self.y - EPS
            && other.right() <= self.right() + EPS
            && other.bottom() <= self.bottom() + EPS
    }

    /// Whether the two rectangles overlap in more than an edge.
    #[must_use]
    pub fn overlaps(self, other: Rect) -> bool {
        self.x < other.right() - EPS
            && other.x < self.right() - EPS
            && self.y < other.bottom() - EPS
            && other.y < self.bottom() - EPS
    }

    /// The rectangle turned half a turn about `centre` (its image under a 180° rotation).
    #[must_use]
    pub fn turned_about(self, centre: Point) -> Rect {
        Rect::new(2.0 * centre.x - self.right(), 2.0 * centre.y - self.bottom(), self.w, self.h)
    }

    /// The rectangle moved by `(dx, dy)`.
    #[must_use]
    pub fn moved(self, dx: f64, dy: f64) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w, self.h)
    }

    /// The smallest rectangle around all of `rects` (an empty one at the origin for none).
    #[must_use]
    pub fn around(rects: &[Rect]) -> Rect {
        let Some(first) = rects.first() else { return Rect::new(0.0, 0.0, 0.0, 0.0) };
        let (mut left, mut top, mut right, mut bottom) = (first.x, first.y, first.right(), first.bottom());
        for r in rects {
            (left, top) = (left.min(r.x), top.min(r.y));
            (right, bottom) = (right.max(r.right()), bottom.max(r.bottom()));
        }
        Rect::new(left, top, right - left, bottom - top)
    }

    /// The largest square inside, centred.
    #[must_use]
    pub fn square_inside(self) -> Rect {
        let side = self.w.min(self.h);
        Rect::centered(self.center(), Size { w: side, h: side })
    }
}

/// Slack for comparisons of computed coordinates.
pub(super) const EPS: f64 = 1e-6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn around_holds_every_rectangle_and_no_more() {
        let (a, b) = (Rect::new(10.0, 5.0, 20.0, 10.0), Rect::new(0.0, 12.0, 5.0, 30.0));
        assert_eq!(Rect::around(&[a, b]), Rect::new(0.0, 5.0, 30.0, 37.0));
        assert_eq!(Rect::around(&[a]), a);
        assert_eq!(Rect::around(&[]), Rect::new(0.0, 0.0, 0.0, 0.0));
    }
}
