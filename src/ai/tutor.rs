//! The guided first game's two players: the move the page suggests to the learner, and the gentle
//! computer it plays against.
//!
//! The learner is shown one move at a time: a leather patch won goes into the top-left 7×7 square
//! of the quilt; otherwise the affordable offered patch that fills the most of that square's
//! first empty row-major square onwards, placed where it covers that square and stays inside the
//! 7×7 (so that the bonus tile comes within a few minutes); with none, advancing. The computer
//! plays [`Greedy`](super::greedy), seeded by the number of actions so far, so that a learner who
//! follows every suggestion always plays the same game. [`LESSON_SEED`]'s deal is chosen so that
//! in that game the learner takes a patch first, crosses a button mark on the second action,
//! advances and moves again on the third, wins a leather patch on the twelfth, the bonus tile on
//! the fifteenth, and the game ends, won, on the twenty-first (`tests::the_suggested_line`;
//! `tests::search_deals`, ignored, finds such deals again if a rule or a level changes).

use crate::rules::{Action, Bitboard, GameState, Orientation, Player, Rng};

use super::heuristics::{affordable, badness, leather_action, patch_value};

/// The seed of the guided game's deal (classic, revised board).
pub const LESSON_SEED: u64 = 23_765;

/// The top-left 7×7 square of a classic quilt, which the suggestions fill first.
pub const CORNER: Bitboard = Bitboard::rect(0, 0, 7, 7);

/// The orientation of the first patch suggested: turned a quarter clockwise, then mirrored, as the
/// lesson's steps of turning and mirroring leave it.
pub const FIRST_ORIENTATION: Orientation = Orientation::IDENTITY.rotated_clockwise().mirrored();

/// The move suggested to `player` (the player to move), `None` once the game is over or when
/// another player is to move.
#[must_use]
pub fn suggestion(state: &GameState, player: Player) -> Option<Action> {
    if state.to_move()? != player {
        return None;
    }
    let empty = state.quilt(player).empty();
    let open = Bitboard(empty.0 & CORNER.0);
    if state.pending_leather() > 0 {
        return Some(match open.cells().next() {
            Some(cell) => Action::PlaceLeather { cell },
            None => leather_action(state, player),
        });
    }
    let Some(target) = open.cells().next() else {
        return Some(Action::Advance);
    };
    // (squares, -badness of the corner's empty squares left, patch, squares)
    let mut best: Option<(i32, i32, Action)> = None;
    let first = open == CORNER;
    for &patch in state.offered() {
        if !affordable(state, player, patch) {
            continue;
        }
        let table = &patch.patch().shape;
        let only = table.distinct_index(FIRST_ORIENTATION);
        for (index, shape) in table.orientations().iter().enumerate() {
            if first && index != only {
                continue;
            }
            for anchor in state.fitting_anchors(player, patch, shape.orientation).cells() {
                let squares = shape.at(anchor);
                if !CORNER.contains_all(squares) || !squares.contains(target) {
                    continue;
                }
                let key = (squares.count() as i32 + patch_value(state, player, patch), -badness(open.0 & !squares.0));
                if best.is_none_or(|(n, b, _)| key > (n, b)) {
                    best = Some((key.0, key.1, Action::TakePatch { patch, squares }));
                }
            }
        }
    }
    Some(best.map_or(Action::Advance, |(_, _, action)| action))
}

/// The gentle computer's move: Greedy's, seeded by `ply` (the number of actions played so far).
#[must_use]
pub fn gentle(state: &GameState, ply: usize) -> Option<Action> {
    super::greedy::easy(state, &mut Rng::seed_from_u64(ply as u64))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Event, Variant};

    /// What the learner's line did, by the number of the learner's action in which it first
    /// happened (1 for the first).
    #[derive(Debug, Default, PartialEq, Eq)]
    struct Line {
        first: Option<Action>,
        advance: Option<usize>,
        income: Option<usize>,
        again: Option<usize>,
        leather: Option<usize>,
        bonus: Option<usize>,
        end: Option<usize>,
        won: bool,
    }

    /// The game of a learner who follows every suggestion on the deal of `seed`.
    fn play(seed: u64) -> Line {
        let mut state = GameState::from_seed(Variant::ClassicRevised, seed);
        let mut line = Line::default();
        let (mut ply, mut actions, mut last) = (0, 0, Player::Two);
        while let Some(player) = state.to_move() {
            let action = if player == Player::One { suggestion(&state, player) } else { gentle(&state, ply) };
            let action = action.expect("a move while the game goes on");
            let leather = state.pending_leather() > 0;
            let events = state.play(action).expect("a legal move");
            ply += 1;
            if player == Player::One {
                if last == Player::One && !leather && actions > 0 {
                    line.again.get_or_insert(actions + 1);
                }
                actions += 1;
                line.first.get_or_insert(action);
                if action == Action::Advance {
                    line.advance.get_or_insert(actions);
                }
            }
            last = player;
            for event in events {
                let at = match event {
                    Event::IncomePaid { player: Player::One, .. } => &mut line.income,
                    Event::LeatherPatchPlaced { player: Player::One, .. } => &mut line.leather,
                    Event::BonusTileWon { player: Player::One } => &mut line.bonus,
                    Event::GameEnded(outcome) => {
                        line.won = outcome.winner == Player::One;
                        &mut line.end
                    }
                    _ => continue,
                };
                at.get_or_insert(actions);
            }
        }
        line
    }

    #[test]
    fn the_suggested_line() {
        let line = play(LESSON_SEED);
        let Some(Action::TakePatch { patch, squares }) = line.first else {
            panic!("the first suggestion takes a patch: {line:?}");
        };
        let shape = &patch.patch().shape;
        let (index, _) = shape.locate(squares).expect("the patch's squares");
        assert_eq!(index, shape.distinct_index(FIRST_ORIENTATION), "the first patch lies turned and mirrored");
        assert_ne!(shape.distinct_index(Orientation::IDENTITY), index, "turning and mirroring it shows");
        let topics = (line.income, line.advance, line.again, line.leather, line.bonus, line.end);
        assert_eq!(topics, (Some(2), Some(3), Some(3), Some(12), Some(15), Some(21)));
        assert!(line.won);
    }

    #[test]
    fn every_suggestion_is_legal_and_every_game_ends() {
        for seed in 0..200 {
            let line = play(seed);
            assert!(line.end.is_some(), "seed {seed}");
        }
    }

    #[test]
    fn the_learner_is_told_nothing_on_the_computer_s_turn() {
        let mut state = GameState::from_seed(Variant::ClassicRevised, LESSON_SEED);
        let first = suggestion(&state, Player::One).unwrap();
        assert_eq!(suggestion(&state, Player::Two), None);
        state.play(first).unwrap();
        assert_eq!(state.to_move(), Some(Player::Two));
        assert_eq!(suggestion(&state, Player::One), None);
    }

    #[test]
    #[ignore = "a search for deals like LESSON_SEED's; prints the best ones"]
    fn search_deals() {
        let mut found = Vec::new();
        for seed in 0..200_000 {
            let line = play(seed);
            if !matches!(line.first, Some(Action::TakePatch { .. })) || !line.won {
                continue;
            }
            let (Some(a), Some(i), Some(g), Some(l), Some(b), Some(e)) =
                (line.advance, line.income, line.again, line.leather, line.bonus, line.end)
            else {
                continue;
            };
            if a != i {
                found.push((a.max(i).max(g).max(l).max(b), e, seed));
            }
        }
        found.sort_unstable();
        println!("{:?}", &found[..found.len().min(20)]);
    }
}
