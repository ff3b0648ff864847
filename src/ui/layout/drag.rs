//! Pure maths of holding a patch over a quilt: where a dragged patch is drawn, which square its
//! top-left corner snaps to, how arrow keys move it, and how far it is lifted above a finger.
//! No browser calls, so it is unit-tested natively.
//!
//! A held patch is drawn at quilt size. Its *anchor* is the quilt square `(row, col)` under
//! the top-left corner of its bounding box (the engine's `GameState::placement`); it may lie
//! off the quilt (negative or too large), and the engine then answers `OffQuilt`.
//!
//! Over a turned quilt (facing a player across the table) everything is worked out in the
//! grid's own frame ([`QuiltGrid::to_local`]): the patch is drawn in that frame turned with
//! the quilt, the grab offset is measured there, and a finger lifts it "up" as its player sees
//! it.

use crate::ui::layout::{clamp, Point, QuiltGrid};

/// What kind of pointer holds the patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerKind {
    /// A mouse: the cursor hides nothing, so no lift.
    Mouse,
    /// A pen: a small lift over the nib.
    Pen,
    /// A finger: lifted well above it so it stays visible.
    Touch,
}

impl PointerKind {
    /// The kind for a Pointer Events `pointerType` (`mouse`, `pen`, `touch`); unknown kinds
    /// count as touch, the safest.
    #[must_use]
    pub fn from_pointer_type(kind: &str) -> PointerKind {
        match kind {
            "mouse" => PointerKind::Mouse,
            "pen" => PointerKind::Pen,
            _ => PointerKind::Touch,
        }
    }

    /// How many quilt squares the patch is drawn above the pointer.
    #[must_use]
    pub const fn lift(self) -> f64 {
        match self {
            PointerKind::Mouse => 0.0,
            PointerKind::Pen => 0.5,
            PointerKind::Touch => 1.5,
        }
    }
}

/// Where, in squares of the patch, the pointer holds it: `(x, y)` from its top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GrabOffset {
    /// Squares rightwards.
    pub x: f64,
    /// Squares downwards.
    pub y: f64,
}

impl GrabOffset {
    /// The middle of a patch `height`×`width` squares: how a patch taken from the circle is
    /// held, whatever its size there.
    #[must_use]
    pub fn centre(height: u8, width: u8) -> GrabOffset {
        GrabOffset { x: f64::from(width) / 2.0, y: f64::from(height) / 2.0 }
    }

    /// The offset of `pointer` from a patch drawn with its top-left corner at `top_left` and
    /// squares of side `cell`, kept inside its `height`×`width` box.
    #[must_use]
    pub fn of(pointer: Point, top_left: Point, cell: f64, height: u8, width: u8) -> GrabOffset {
        let x = clamp((pointer.x - top_left.x) / cell, 0.0, f64::from(width));
        let y = clamp((pointer.y - top_left.y) / cell, 0.0, f64::from(height));
        GrabOffset { x, y }
    }
}

/// Where the top-left corner of a patch held at `grab` is drawn for a pointer at `pointer`:
/// the grab point under the pointer, lifted `lift` squares (side `cell`) upwards.
#[must_use]
pub fn top_left(pointer: Point, grab: GrabOffset, lift: f64, cell: f64) -> Point {
    Point::new(pointer.x - grab.x * cell, pointer.y - (grab.y + lift) * cell)
}

/// The anchor nearest to a patch whose top-left corner is drawn at `corner` (in the grid's own
/// frame).
#[must_use]
pub fn anchor_at(grid: &QuiltGrid, corner: Point) -> (i64, i64) {
    let row = ((corner.y - grid.origin.y) / grid.cell).round() as i64;
    let col = ((corner.x - grid.origin.x) / grid.cell).round() as i64;
    (row, col)
}

/// The top-left corner of a patch on `anchor`, in the grid's own frame.
#[must_use]
pub fn anchor_corner(grid: &QuiltGrid, anchor: (i64, i64)) -> Point {
    Point::new(grid.origin.x + anchor.1 as f64 * grid.cell, grid.origin.y + anchor.0 as f64 * grid.cell)
}

/// Whether a `height`×`width` patch on `anchor` touches the quilt at all: then it is drawn
/// snapped to the grid; otherwise it follows the pointer freely.
#[must_use]
pub fn touches_quilt(size: u8, anchor: (i64, i64), height: u8, width: u8) -> bool {
    let size = i64::from(size);
    let (row, col) = anchor;
    row + i64::from(height) > 0 && row < size && col + i64::from(width) > 0 && col < size
}

/// Where a dragged patch is drawn (its top-left corner, in the grid's own frame) and its
/// anchor, for a pointer at the page point `pointer`: snapped onto the grid while it touches
/// the quilt, under the pointer otherwise.
#[must_use]
pub fn dragged(grid: &QuiltGrid, pointer: Point, grab: GrabOffset, lift: f64, extent: (u8, u8)) -> (Point, (i64, i64)) {
    let corner = top_left(grid.to_local(pointer), grab, lift, grid.cell);
    let anchor = anchor_at(grid, corner);
    if touches_quilt(grid.size, anchor, extent.0, extent.1) {
        (anchor_corner(grid, anchor), anchor)
    } else {
        (corner, anchor)
    }
}

/// `anchor` moved so that a `height`×`width` patch lies wholly on a quilt of `size` squares
/// (a patch larger than the quilt stays at 0).
#[must_use]
pub fn clamp_anchor(anchor: (i64, i64), size: u8, height: u8, width: u8) -> (i64, i64) {
    let last_row = (i64::from(size) - i64::from(height)).max(0);
    let last_col = (i64::from(size) - i64::from(width)).max(0);
    (anchor.0.clamp(0, last_row), anchor.1.clamp(0, last_col))
}

/// An arrow key's step, as `(rows, cols)`.
#[must_use]
pub fn arrow_step(key: &str) -> Option<(i64, i64)> {
    match key {
        "ArrowUp" => Some((-1, 0)),
        "ArrowDown" => Some((1, 0)),
        "ArrowLeft" => Some((0, -1)),
        "ArrowRight" => Some((0, 1)),
        _ => None,
    }
}

/// Whether a pointer that went down at `start` and is now at `now` has moved far enough
/// (in SVG units) to count as a drag rather than a tap.
#[must_use]
pub fn is_drag(start: Point, now: Point) -> bool {
    const SLOP: f64 = 6.0;
    (now.x - start.x).hypot(now.y - start.y) > SLOP
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::Rect;

    /// A 9×9 quilt of 20-unit squares from (100, 200).
    fn grid() -> QuiltGrid {
        QuiltGrid::fit(Rect::new(100.0, 200.0, 180.0, 180.0), 9)
    }

    #[test]
    fn pointer_kinds_lift_differently() {
        assert_eq!(PointerKind::from_pointer_type("mouse"), PointerKind::Mouse);
        assert_eq!(PointerKind::from_pointer_type("pen"), PointerKind::Pen);
        assert_eq!(PointerKind::from_pointer_type("touch"), PointerKind::Touch);
        assert_eq!(PointerKind::from_pointer_type(""), PointerKind::Touch);
        assert_eq!(PointerKind::Mouse.lift(), 0.0);
        assert!(PointerKind::Touch.lift() >= 1.5);
        assert!(PointerKind::Pen.lift() < PointerKind::Touch.lift());
    }

    #[test]
    fn a_patch_from_the_circle_is_held_by_its_middle() {
        let grab = GrabOffset::centre(2, 3);
        assert_eq!(grab, GrabOffset { x: 1.5, y: 1.0 });
        // Mouse, pointer on the centre of square (4, 4): a 2×3 patch's corner at (3, 2.5) → (3, 3).
        let g = grid();
        let pointer = g.cell_rect(4, 4).center();
        let corner = top_left(pointer, grab, PointerKind::Mouse.lift(), g.cell);
        assert_eq!(corner, Point::new(100.0 + 3.0 * 20.0, 200.0 + 3.5 * 20.0));
        assert_eq!(anchor_at(&g, corner), (4, 3));
    }

    #[test]
    fn a_finger_holds_the_patch_one_and_a_half_squares_higher() {
        let g = grid();
        let pointer = g.cell_rect(6, 4).center();
        let grab = GrabOffset::centre(1, 1);
        let (_, mouse) = dragged(&g, pointer, grab, PointerKind::Mouse.lift(), (1, 1));
        let (_, finger) = dragged(&g, pointer, grab, PointerKind::Touch.lift(), (1, 1));
        assert_eq!(mouse, (6, 4));
        // 6.5 − 0.5 − 1.5 = 4.5 squares down: the corner rounds to row 5, one above.
        assert_eq!(finger, (5, 4));
    }

    #[test]
    fn the_grab_point_is_kept_where_the_patch_was_taken() {
        let g = grid();
        // A 3×2 patch drawn at anchor (2, 2), grabbed at its bottom-right square.
        let corner = anchor_corner(&g, (2, 2));
        let pointer = Point::new(corner.x + 30.0, corner.y + 50.0);
        let grab = GrabOffset::of(pointer, corner, g.cell, 3, 2);
        assert_eq!(grab, GrabOffset { x: 1.5, y: 2.5 });
        // Moving the pointer two squares right and one down moves the anchor likewise.
        let moved = Point::new(pointer.x + 40.0, pointer.y + 20.0);
        assert_eq!(dragged(&g, moved, grab, 0.0, (3, 2)).1, (3, 4));
        // Outside the box is kept on its edge.
        let far = GrabOffset::of(Point::new(0.0, 0.0), corner, g.cell, 3, 2);
        assert_eq!(far, GrabOffset { x: 0.0, y: 0.0 });
    }

    #[test]
    fn snaps_to_the_nearest_square_while_over_the_quilt() {
        let g = grid();
        let grab = GrabOffset { x: 0.0, y: 0.0 };
        // 0.4 of a square off rounds back; 0.6 rounds on.
        let (drawn, anchor) = dragged(&g, Point::new(100.0 + 2.4 * 20.0, 200.0 + 5.6 * 20.0), grab, 0.0, (1, 2));
        assert_eq!(anchor, (6, 2));
        assert_eq!(drawn, g.cell_rect(6, 2).center().offset(-10.0, -10.0));
        // Partly off the quilt still snaps (the engine will say why it is illegal).
        let (drawn, anchor) = dragged(&g, Point::new(100.0 - 20.0, 200.0), grab, 0.0, (1, 2));
        assert_eq!(anchor, (0, -1));
        assert_eq!(drawn, Point::new(80.0, 200.0));
        // Far away it follows the pointer exactly.
        let pointer = Point::new(5.3, 7.1);
        let (drawn, anchor) = dragged(&g, pointer, grab, 0.0, (1, 2));
        assert_eq!(drawn, pointer);
        assert!(anchor.0 < 0 && anchor.1 < 0);
    }

    #[test]
    fn touching_the_quilt_means_sharing_a_square_with_it() {
        assert!(touches_quilt(9, (0, 0), 1, 1));
        assert!(touches_quilt(9, (-2, 8), 3, 1));
        assert!(!touches_quilt(9, (-3, 0), 3, 5));
        assert!(!touches_quilt(9, (0, 9), 1, 1));
        assert!(!touches_quilt(7, (7, 0), 1, 1));
    }

    #[test]
    fn arrows_step_and_clamping_keeps_the_patch_on_the_quilt() {
        assert_eq!(arrow_step("ArrowUp"), Some((-1, 0)));
        assert_eq!(arrow_step("ArrowRight"), Some((0, 1)));
        assert_eq!(arrow_step("r"), None);
        assert_eq!(clamp_anchor((-1, 3), 9, 2, 3), (0, 3));
        assert_eq!(clamp_anchor((8, 8), 9, 2, 3), (7, 6));
        assert_eq!(clamp_anchor((5, 5), 7, 1, 5), (5, 2));
    }

    #[test]
    fn a_patch_over_a_turned_quilt_lands_where_its_player_sees_it() {
        let g = grid().turned(true);
        // A domino (1×2) held by its first square, pointer on the page square of cell (2, 5):
        // its top-left corner, as the quilt's player sees it, is on that cell.
        let grab = GrabOffset { x: 0.5, y: 0.5 };
        let pointer = g.cell_rect(2, 5).center();
        let (corner, anchor) = dragged(&g, pointer, grab, 0.0, (1, 2));
        assert_eq!(anchor, (2, 5));
        assert_eq!(corner, anchor_corner(&g, (2, 5)));
        // The second square lies on cell (2, 6): to the left on the page.
        assert!(g.cell_rect(2, 6).x < g.cell_rect(2, 5).x);
        // A finger lifts it towards the quilt's top, which is down the page.
        let (_, lifted) = dragged(&g, pointer, grab, PointerKind::Touch.lift(), (1, 2));
        assert_eq!(lifted, (1, 5));
        // Moving the pointer up the page moves the patch down the quilt.
        let up = pointer.offset(0.0, -2.0 * g.cell);
        assert_eq!(dragged(&g, up, grab, 0.0, (1, 2)).1, (4, 5));
        // The grab offset is measured in the quilt's frame too.
        let local = g.to_local(pointer);
        assert_eq!(GrabOffset::of(local, corner, g.cell, 1, 2), grab);
    }

    #[test]
    fn a_tap_is_a_short_move() {
        let p = Point::new(10.0, 10.0);
        assert!(!is_drag(p, Point::new(13.0, 14.0)));
        assert!(is_drag(p, Point::new(17.0, 10.0)));
    }
}
