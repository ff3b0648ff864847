//! The outlines of patches: loops of grid corners and their SVG paths.

use crate::ui::layout::{fmt, Point};

/// Rows and columns spanned by `cells`.
#[must_use]
pub fn extent(cells: &[(u8, u8)]) -> (u8, u8) {
    let height = cells.iter().map(|c| c.0 + 1).max().unwrap_or(0);
    let width = cells.iter().map(|c| c.1 + 1).max().unwrap_or(0);
    (height, width)
}

/// The outline of a polyomino as closed loops of grid corners `(row, col)`, each loop
/// clockwise on screen with straight runs merged: a 1×2 domino gives one loop of 4 corners.
#[must_use]
pub fn outline(cells: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
    let has = |r: i32, c: i32| r >= 0 && c >= 0 && cells.contains(&(r as u8, c as u8));
    // Boundary edges, directed clockwise around their cell.
    let mut edges: Vec<((i32, i32), (i32, i32))> = Vec::new();
    for &(r, c) in cells {
        let (r, c) = (i32::from(r), i32::from(c));
        if !has(r - 1, c) {
            edges.push(((r, c), (r, c + 1)));
        }
        if !has(r, c + 1) {
            edges.push(((r, c + 1), (r + 1, c + 1)));
        }
        if !has(r + 1, c) {
            edges.push(((r + 1, c + 1), (r + 1, c)));
        }
        if !has(r, c - 1) {
            edges.push(((r + 1, c), (r, c)));
        }
    }
    let mut used = vec![false; edges.len()];
    let mut loops = Vec::new();
    while let Some(start) = used.iter().position(|u| !u) {
        let mut corners = vec![edges[start].0];
        used[start] = true;
        let mut at = edges[start].1;
        while at != corners[0] {
            corners.push(at);
            let next = (0..edges.len())
                .find(|&i| !used[i] && edges[i].0 == at)
                .expect("the boundary of a set of squares is made of closed loops");
            used[next] = true;
            at = edges[next].1;
        }
        loops.push(merge_straight(&corners));
    }
    loops
}

/// Drops the corners of a closed loop that lie on a straight run.
fn merge_straight(corners: &[(i32, i32)]) -> Vec<(u8, u8)> {
    let n = corners.len();
    (0..n)
        .filter(|&i| {
            let (a, b, c) = (corners[(i + n - 1) % n], corners[i], corners[(i + 1) % n]);
            (b.0 - a.0) * (c.1 - b.1) != (b.1 - a.1) * (c.0 - b.0)
        })
        .map(|i| (corners[i].0 as u8, corners[i].1 as u8))
        .collect()
}

/// The SVG path of [`outline`] with squares of side `cell` and cell (0, 0) at `origin`.
#[must_use]
pub fn outline_path(cells: &[(u8, u8)], origin: Point, cell: f64) -> String {
    let mut path = String::new();
    for corners in outline(cells) {
        for (i, &(r, c)) in corners.iter().enumerate() {
            let x = origin.x + f64::from(c) * cell;
            let y = origin.y + f64::from(r) * cell;
            let command = if i == 0 { 'M' } else { 'L' };
            path.push_str(&format!("{command}{} {} ", fmt(x), fmt(y)));
        }
        path.push_str("Z ");
    }
    path.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::spiral;

    #[test]
    fn outlines_are_clockwise_loops_of_corners() {
        assert_eq!(outline(&[(0, 0)]), [vec![(0, 0), (0, 1), (1, 1), (1, 0)]]);
        assert_eq!(outline(&[(0, 0), (0, 1)]), [vec![(0, 0), (0, 2), (1, 2), (1, 0)]]);
        // An L: six corners.
        let l = outline(&[(0, 0), (1, 0), (2, 0), (2, 1)]);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].len(), 6);
        // A ring of 8 squares around a hole: an outer and an inner loop.
        let ring: Vec<(u8, u8)> = spiral(3, 3, 8);
        assert_eq!(outline(&ring).len(), 2);
    }

    #[test]
    fn outline_paths_are_in_svg_units() {
        assert_eq!(outline_path(&[(0, 0), (0, 1)], Point::new(5.0, 10.0), 10.0), "M5 10 L25 10 L25 20 L5 20 Z");
        assert_eq!(extent(&[(0, 0), (0, 1), (1, 1)]), (2, 2));
        assert_eq!(extent(&[]), (0, 0));
    }
}
