//! Where a tap on a quilt square puts the held piece: so that it covers the tapped square.
//!
//! Among the placements of the held orientation that cover the tapped square, the legal one
//! whose middle (the middle of its bounding box) lies closest to the tapped square's middle
//! wins. Ties go to the placement whose top-left corner is closest to where the piece lay
//! before the tap, then to the one higher up, then further left. When none of them is legal,
//! the closest one that lies on the quilt is shown with the engine's reason, so that the
//! player sees where the piece is and why Place would refuse it there. When no placement of
//! this orientation on the quilt covers the square at all (a corner the shape leaves open),
//! the tap is refused and the piece stays where it was: turning or mirroring it may help.

use crate::rules::{GameState, IllegalAction};
use crate::ui::state::hand::Held;

/// Where a tap puts the held piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aim {
    /// It fits with its top-left corner on this square, covering the tapped one.
    Fits((i64, i64)),
    /// No placement of this orientation that covers the tapped square is legal: the closest
    /// one on the quilt, and why it cannot be sewn there.
    Refused((i64, i64), IllegalAction),
    /// No placement of this orientation on the quilt covers the tapped square: the piece stays
    /// where it was.
    NoneCovers,
}

impl Aim {
    /// The top-left corner the piece moves to, if it moves.
    #[must_use]
    pub const fn anchor(self) -> Option<(i64, i64)> {
        match self {
            Aim::Fits(anchor) | Aim::Refused(anchor, _) => Some(anchor),
            Aim::NoneCovers => None,
        }
    }
}

/// Where a tap on square `(row, col)` of the mover's quilt puts `held` in `game`.
#[must_use]
pub fn aim(game: &GameState, held: &Held, (row, col): (u8, u8)) -> Aim {
    let (cells, height, width) = held.cells();
    let size = i64::from(game.rules().quilt_size);
    let (row, col) = (i64::from(row), i64::from(col));
    let on_quilt =
        |(r, c): (i64, i64)| r >= 0 && c >= 0 && r + i64::from(height) <= size && c + i64::from(width) <= size;
    // Twice the distance's coordinates, so that half squares stay whole numbers.
    let key = |(r, c): (i64, i64)| {
        let dr = 2 * r + i64::from(height) - 1 - 2 * row;
        let dc = 2 * c + i64::from(width) - 1 - 2 * col;
        let (br, bc) = (r - held.anchor.0, c - held.anchor.1);
        (dr * dr + dc * dc, br * br + bc * bc, r, c)
    };
    let mut candidates: Vec<(i64, i64)> =
        cells.iter().map(|&(r, c)| (row - i64::from(r), col - i64::from(c))).filter(|&a| on_quilt(a)).collect();
    // The keys differ (they hold the anchor): any sort gives this order; the small one weighs least.
    crate::util::sort_small(&mut candidates, |&a, &b| key(a) < key(b));
    let mut first_refusal = None;
    for &anchor in &candidates {
        match held.check(game, anchor) {
            Ok(()) => return Aim::Fits(anchor),
            Err(reason) => {
                first_refusal.get_or_insert((anchor, reason));
            }
        }
    }
    match first_refusal {
        Some((anchor, reason)) => Aim::Refused(anchor, reason),
        // No square of the piece, turned so, reaches the tapped one with the piece on the
        // quilt (a corner the shape leaves open).
        None => Aim::NoneCovers,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Action, Orientation, Player, Variant};
    use crate::ui::state::hand::Piece;

    /// Classic games where player 1 holds each patch they can take, upright, on an empty quilt.
    fn holdings() -> Vec<(GameState, Held)> {
        let mut all = Vec::new();
        for seed in 0..12 {
            let game = GameState::from_seed(Variant::ClassicRevised, seed);
            for &patch in game.offered() {
                if game.can_take(patch).is_ok() {
                    let held = Held { piece: Piece::Patch(patch), orientation: Orientation::IDENTITY, anchor: (0, 0) };
                    all.push((game.clone(), held));
                }
            }
        }
        assert!(all.len() >= 12, "enough patches to try");
        all
    }

    fn covers(game: &GameState, held: &Held, anchor: (i64, i64), square: (u8, u8)) -> bool {
        let Held { piece: Piece::Patch(patch), orientation, .. } = *held else { return false };
        let squares = game.placement(patch, orientation, anchor.0, anchor.1).expect("on the quilt");
        squares.cells().any(|c| (c.row(), c.col()) == square)
    }

    #[test]
    fn a_tap_on_an_empty_quilt_centres_the_piece_on_the_square_and_covers_it() {
        for (game, held) in holdings() {
            let label = held.label();
            for square in [(0, 0), (4, 4), (8, 8), (0, 8), (8, 0), (2, 6)] {
                let reachable = (0..9)
                    .any(|r| (0..9).any(|c| held.check(&game, (r, c)).is_ok() && covers(&game, &held, (r, c), square)));
                match aim(&game, &held, square) {
                    Aim::Fits(anchor) => {
                        assert!(covers(&game, &held, anchor, square), "{label} at {anchor:?} covers {square:?}")
                    }
                    Aim::Refused(anchor, reason) => {
                        panic!("{label} at {anchor:?} refused on an empty quilt ({reason:?})")
                    }
                    Aim::NoneCovers => assert!(!reachable, "{label} can cover {square:?} but was refused"),
                }
            }
        }
    }

    #[test]
    fn ties_go_to_where_the_piece_was() {
        for (game, mut held) in holdings() {
            let here = aim(&game, &held, (4, 4)).anchor().expect("every piece can cover the middle");
            held.anchor = here;
            assert_eq!(aim(&game, &held, (4, 4)), Aim::Fits(here), "a second tap on the same square keeps it");
            // Between two equally centred placements, the one nearer where it lay wins.
            let (cells, height, _) = held.cells();
            if height % 2 == 0 && cells.len() > 1 {
                held.anchor = (here.0 + 20, here.1);
                let below = aim(&game, &held, (4, 4)).anchor().expect("it covers the middle");
                assert!(below.0 >= here.0, "{} pulled down: {below:?} from {here:?}", held.label());
            }
        }
    }

    #[test]
    fn a_covered_square_keeps_the_piece_off_other_patches_or_says_why() {
        // Player 1 sews a patch, player 2 advances past, and player 1 can take another.
        let (game, squares, patch) = (0..50)
            .find_map(|seed| {
                let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
                let take = game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. }))?;
                game.play(take).ok()?;
                while game.to_move() == Some(Player::Two) {
                    game.play(Action::Advance).ok()?;
                }
                let Action::TakePatch { squares, .. } = take else { return None };
                let patch = game.offered().iter().copied().find(|&p| game.can_take(p).is_ok())?;
                Some((game, squares, patch))
            })
            .expect("a deal where player 1 takes two patches");
        let held = Held { piece: Piece::Patch(patch), orientation: Orientation::IDENTITY, anchor: (4, 4) };
        let covered = squares.cells().next().expect("a covered square");
        match aim(&game, &held, (covered.row(), covered.col())) {
            Aim::Refused(anchor, reason) => {
                assert_eq!(reason, IllegalAction::Overlaps);
                assert!(covers(&game, &held, anchor, (covered.row(), covered.col())));
            }
            other => panic!("a covered square cannot be covered again ({other:?})"),
        }
        // Next to the sewn patch, the piece covers the tapped square and misses the patch.
        for square in game.quilt(Player::One).empty().cells().take(20) {
            if let Aim::Fits(anchor) = aim(&game, &held, (square.row(), square.col())) {
                assert!(covers(&game, &held, anchor, (square.row(), square.col())));
                assert_eq!(held.check(&game, anchor), Ok(()));
            }
        }
    }
}
