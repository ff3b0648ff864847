//! Where a held patch's turn handle goes: on the patch or beside the quilt, never over the
//! middle of a quilt square the patch does not cover, so that a tap on any other square moves
//! the patch there and never turns it.
//!
//! In order of preference (`side` is the handle's side, at least 44 CSS pixels in units):
//! 1. **Beside the quilt**, in a strip of the page between its edge and the quilt's squares
//!    that holds nothing else ([`Layout::beside`]: the phone's table leaves one at each side
//!    of the large quilt), at the height of the patch's middle, on the side nearer it.
//! 2. **On the patch**, wholly over its own squares: on one square when a square is as large
//!    as the handle, else on the meeting point of a 2×2 block of its squares.
//! 3. **On the patch**, round, centred on two of its squares side by side (every patch but the
//!    1×1 leather one has such a pair): on a patch too thin for 2, the handle keeps its full
//!    size and reaches over the squares beside the pair by less than half a square, so that a
//!    tap on the middle of any other square still moves the patch there.
//!
//! Among spots of one kind, the one nearest the top-right corner of the patch as drawn.

use crate::ui::layout::{clamp, Point, QuiltGrid, Rect, Size, TOUCH};

/// The turn handle's side in units, where a unit is `px` CSS pixels and a quilt square `k`
/// units: [`TOUCH`] pixels (and a tenth more, so that the page's rounding to hundredths of a
/// unit never leaves it less), or four fifths of a square when that is more.
#[must_use]
pub fn handle_side(px: f64, k: f64) -> f64 {
    ((TOUCH + 0.1) / px).max(0.8 * k)
}

/// Where a turn handle may lie around a quilt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HandleRoom {
    /// The free strips of the page beside the quilt ([`crate::ui::layout::Layout::beside`]).
    pub beside: [Option<Rect>; 2],
    /// The page: a handle on the patch is moved inside it (at a quilt's edge by the page's).
    pub page: Rect,
}

/// The box of the turn handle of a patch whose squares `cells` (from its top-left corner) lie
/// from square `anchor` of the quilt of `grid` (those off the quilt are not drawn over), in
/// page units, for a handle of `side` units and the `room` around the quilt; `None` when no
/// spot suits (a 1×1 piece).
#[must_use]
pub fn handle_box(
    grid: &QuiltGrid,
    cells: &[(u8, u8)],
    anchor: (i64, i64),
    side: f64,
    room: &HandleRoom,
) -> Option<Rect> {
    let k = grid.cell;
    let size = i64::from(grid.size);
    let local = |r: i64, c: i64, h: f64, w: f64| {
        grid.page_rect(Rect::new(grid.origin.x + c as f64 * k, grid.origin.y + r as f64 * k, w * k, h * k))
    };
    let squares = || cells.iter().map(|&(r, c)| (anchor.0 + i64::from(r), anchor.1 + i64::from(c)));
    let (top, left) = (squares().map(|s| s.0).min()?, squares().map(|s| s.1).min()?);
    let (bottom, right) = (squares().map(|s| s.0).max()?, squares().map(|s| s.1).max()?);
    let whole = local(top, left, (bottom - top + 1) as f64, (right - left + 1) as f64);
    let middle = whole.center();
    // 1. Beside the quilt, on the side nearer the patch's middle.
    let off = |s: &Rect| (s.center().x - middle.x).abs();
    let strip =
        room.beside.iter().flatten().filter(|s| s.w >= side && s.h >= side).fold(None, |best: Option<&Rect>, s| {
            if best.is_some_and(|b| off(b) <= off(s)) {
                best
            } else {
                Some(s)
            }
        });
    if let Some(s) = strip {
        let y = clamp(middle.y, s.y + side / 2.0, s.bottom() - side / 2.0);
        return Some(Rect::centered(Point::new(s.center().x, y), Size { w: side, h: side }));
    }
    // 2. Wholly over its own squares: one square, or a 2×2 block of them; else 3. on the middle
    // of two squares side by side, reaching over the squares beside them. Of each kind, the
    // spot nearest the top-right corner as drawn.
    let on = |r: i64, c: i64| (0..size).contains(&r) && (0..size).contains(&c) && squares().any(|s| s == (r, c));
    let corner = Point::new(whole.right(), whole.y);
    let square = Size { w: side, h: side };
    let mut best: [Option<(f64, Rect)>; 2] = [None, None];
    let mut offer = |kind: usize, middle: Point, size: Size| {
        let far = (middle.x - corner.x).powi(2) + (middle.y - corner.y).powi(2);
        if best[kind].is_none_or(|(d, _)| far < d) {
            best[kind] = Some((far, Rect::centered(middle, size)));
        }
    };
    for (r, c) in squares().filter(|&(r, c)| on(r, c)) {
        if k >= side {
            offer(0, local(r, c, 1.0, 1.0).center(), square);
        }
        if 2.0 * k >= side && on(r, c + 1) && on(r + 1, c) && on(r + 1, c + 1) {
            offer(0, local(r, c, 2.0, 2.0).center(), square);
        }
        if on(r, c + 1) {
            offer(1, local(r, c, 1.0, 2.0).center(), square);
        }
        if on(r + 1, c) {
            offer(1, local(r, c, 2.0, 1.0).center(), square);
        }
    }
    let page = room.page;
    best[0].or(best[1]).map(|(_, spot)| {
        let x = clamp(spot.x, page.x, page.right() - spot.w);
        Rect::new(x, clamp(spot.y, page.y, page.bottom() - spot.h), spot.w, spot.h)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Orientation, PatchId, Player};
    use crate::ui::layout::page::SLOTS;
    use crate::ui::layout::Format;
    use crate::ui::layout::Layout;

    /// Screens of each format, as (width, height) in CSS pixels.
    const SCREENS: [(f64, f64); 6] =
        [(360.0, 640.0), (390.0, 844.0), (412.0, 915.0), (768.0, 1024.0), (1024.0, 768.0), (1920.0, 1080.0)];

    /// The handle's side in units on a `width`×`height` screen (as the page draws it).
    fn side_on(format: Format, (width, height): (f64, f64), k: f64) -> f64 {
        let view = format.view();
        handle_side((width / view.w).min(height / view.h), k)
    }

    /// A table as laid out on a screen: where, the layout, the player to move, the quilt's
    /// size, the handle's side and the screen.
    type Table = (String, Layout, Player, u8, f64, (f64, f64));

    /// Every screen's layouts (both movers, facing or not, both games) with the quilt of the
    /// player to move, its strips and the handle's side there.
    fn tables() -> Vec<Table> {
        let mut out = Vec::new();
        for screen in SCREENS {
            let format = Format::of(screen.0, screen.1);
            for (slots, last) in SLOTS {
                let size = if slots > 16 { 9 } else { 7 };
                for face in [false, true] {
                    for mover in Player::BOTH {
                        let layout = Layout::table(format, slots, last, face, mover);
                        let k = layout.quilt_grid(mover, size).cell;
                        let at = format!("{screen:?} {format:?} {slots} face {face} {mover:?}");
                        out.push((at, layout, mover, size, side_on(format, screen, k), screen));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn the_handle_is_a_finger_wide_and_keeps_off_the_middle_of_every_square_the_patch_leaves() {
        let shapes: Vec<_> = PatchId::all().filter(|p| p.patch().shape.size() > 1).collect();
        for (at, layout, mover, size, side, _) in tables() {
            let grid = layout.quilt_grid(mover, size);
            let page = Rect::new(0.0, 0.0, layout.view.w, layout.view.h);
            let room = HandleRoom { beside: layout.beside[mover], page };
            for patch in &shapes {
                for index in 0..8 {
                    let shape = patch.patch().shape.oriented(Orientation::from_index(index).expect("0..8"));
                    for row in 0..=size - shape.height {
                        for col in 0..=size - shape.width {
                            let held = format!("{at}: {} {index} at ({row}, {col})", patch.label());
                            let anchor = (i64::from(row), i64::from(col));
                            let b = handle_box(&grid, &shape.cells, anchor, side, &room).expect(&held);
                            assert!(page.contains_rect(b), "{held}: {b:?} off the page");
                            // Round, a finger wide both ways.
                            assert!(b.w >= side - 1e-9 && b.h >= side - 1e-9, "{held}: {b:?}");
                            // Clear of the middle of every square the patch leaves uncovered (by
                            // a tenth of a square but at a page's edge, where it is moved inside).
                            for r in 0..size {
                                for c in 0..size {
                                    let covered = r >= row && c >= col && shape.cells.contains(&(r - row, c - col));
                                    let m = grid.cell_rect(r, c).center();
                                    let apart = (m.x - b.center().x).hypot(m.y - b.center().y);
                                    let edge = b.bottom() >= page.bottom() - 1e-9 || b.y <= 1e-9;
                                    let clear = side / 2.0 + if edge { 0.0 } else { grid.cell / 10.0 };
                                    assert!(covered || apart > clear, "{held}: over ({r}, {c}), {apart} apart");
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_strips_beside_the_quilt_hold_nothing_else() {
        for (at, layout, mover, size, side, screen) in tables() {
            let strips = layout.beside[mover];
            // The phone's table at 390 and 412 pixels wide keeps a strip each side a finger wide.
            if layout.format == Format::Tall && screen.0 >= 390.0 {
                assert!(strips.iter().all(|s| s.is_some_and(|s| s.w >= side)), "{at}: {strips:?} for {side}");
            }
            let grid = layout.quilt_grid(mover, size);
            let squares =
                Rect::new(grid.origin.x, grid.origin.y, f64::from(size) * grid.cell, f64::from(size) * grid.cell);
            let mut others = vec![layout.ring.frame, layout.toolbar, layout.time_board, layout.bonus];
            for p in Player::BOTH {
                others.extend(layout.controls[p].parts());
                others.push(layout.panels[p]);
            }
            others.push(layout.quilts[mover.opponent()]);
            for strip in strips.into_iter().flatten() {
                // From the page's edge (on the short phone, the buttons' edge) to the squares'
                // edge, as high as the squares, and a finger wide at the right of the short one.
                let edge =
                    if layout.format == Format::Short { layout.controls[mover].buttons.x } else { layout.view.w };
                assert!(strip.x == 0.0 || (strip.right() - edge).abs() < 1e-9, "{at}: {strip:?}");
                assert!(layout.format != Format::Short || strip.x == 0.0 || strip.w >= side, "{at}: {strip:?}");
                assert!(strip.x == squares.right() || strip.right() == squares.x, "{at}: {strip:?}");
                assert_eq!((strip.y, strip.h), (squares.y, squares.h), "{at}");
                for other in &others {
                    assert!(!other.overlaps(strip), "{at}: {strip:?} {other:?}");
                }
            }
        }
    }

    #[test]
    fn the_handle_goes_beside_then_on_a_block_then_on_a_pair() {
        // A 9×9 quilt of 30-unit squares from (60, 100) on a 400-unit-wide page.
        let grid = QuiltGrid::fit(Rect::new(60.0, 100.0, 270.0, 270.0), 9);
        let page = Rect::new(0.0, 0.0, 400.0, 500.0);
        let strips = HandleRoom {
            beside: [Some(Rect::new(0.0, 100.0, 60.0, 270.0)), Some(Rect::new(330.0, 100.0, 70.0, 270.0))],
            page,
        };
        let none = HandleRoom { beside: [None, None], page };
        // A 2×2 block at rows 4–5, columns 1–2, and a bar to its right along row 4.
        let block = [(4, 1), (4, 2), (5, 1), (5, 2), (4, 3), (4, 4)];
        // Beside, on the left (nearer), at the height of the patch's middle, centred in the strip.
        let b = handle_box(&grid, &block, (0, 0), 50.0, &strips).expect("a strip");
        assert_eq!((b.center().x, b.center().y, b.w), (30.0, 100.0 + 5.0 * 30.0, 50.0));
        // Too narrow a strip: on the block's middle.
        let b = handle_box(
            &grid,
            &block,
            (0, 0),
            50.0,
            &HandleRoom { beside: [Some(Rect::new(0.0, 100.0, 40.0, 270.0)), None], page },
        )
        .expect("a block");
        assert_eq!((b.center().x, b.center().y), (60.0 + 2.0 * 30.0, 100.0 + 5.0 * 30.0));
        // Squares as large as the handle: on the square nearest the top-right corner.
        let b = handle_box(&grid, &block, (0, 0), 30.0, &none).expect("a square");
        assert_eq!((b.center().x, b.center().y), (60.0 + 4.5 * 30.0, 100.0 + 4.5 * 30.0));
        // A bar: round, on the middle of its two squares nearest the top-right corner.
        let bar = [(4, 1), (4, 2), (4, 3)];
        let b = handle_box(&grid, &bar, (0, 0), 50.0, &none).expect("a pair");
        assert_eq!((b.center().x, b.center().y, b.w, b.h), (60.0 + 3.0 * 30.0, 100.0 + 4.5 * 30.0, 50.0, 50.0));
        // Turned, the top-right corner as drawn is the quilt's bottom-left.
        let t = grid.turned(true);
        let b = handle_box(&t, &bar, (0, 0), 50.0, &none).expect("a pair");
        assert_eq!((b.center().x, b.center().y), (60.0 + 7.0 * 30.0, 100.0 + 4.5 * 30.0));
        // At the page's edge, moved inside it.
        let low = HandleRoom { beside: [None, None], page: Rect::new(0.0, 0.0, 400.0, 250.0) };
        let b = handle_box(&grid, &[(4, 1), (4, 2)], (0, 0), 50.0, &low).expect("a pair");
        assert_eq!((b.center().y, b.bottom()), (225.0, 250.0));
        // A 1×1 piece has no spot on it.
        assert_eq!(handle_box(&grid, &[(0, 0)], (0, 0), 50.0, &none), None);
    }
}
