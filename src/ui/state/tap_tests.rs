//! The hand's taps: a tap on a quilt square, or on the held patch over one, moves the held
//! patch so that it covers that square (the rule of [`crate::ui::state::aim`]) and never turns
//! it; the first place offered after picking a patch up is a legal one.

use crate::rules::{Action, Bitboard, Cell, GameState, IllegalAction, Orientation, PatchId, Player, Rng, Variant};
use crate::ui::i18n::Say;
use crate::ui::state::hand::{Hand, HandAction, Held, Piece};
use crate::ui::state::part::tests::page_showing;
use crate::ui::state::part::{Ctx, Effect, Effects, Part};

/// Classic games where player 1 has sewn two patches and is to move, with a takeable patch.
fn quilts_with_patches() -> Vec<GameState> {
    (0..40)
        .filter_map(|seed| {
            let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
            let mut sewn = 0;
            for _ in 0..60 {
                if game.pending_leather() > 0 {
                    let cell = game.quilt(game.to_move()?).empty().cells().last()?;
                    game.play(Action::PlaceLeather { cell }).ok()?;
                    continue;
                }
                let take = game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. }));
                match (game.to_move()?, take) {
                    (Player::One, _) if sewn >= 2 && takeable(&game).is_some() => return Some(game),
                    (Player::One, Some(take)) => {
                        game.play(take).ok()?;
                        sewn += 1;
                    }
                    _ => {
                        game.play(Action::Advance).ok()?;
                    }
                }
            }
            None
        })
        .take(8)
        .collect()
}

fn takeable(game: &GameState) -> Option<PatchId> {
    game.offered().iter().copied().find(|&p| game.can_take(p).is_ok())
}

/// The squares `held` covers where it lies.
fn covered_by(game: &GameState, held: &Held) -> Bitboard {
    let Piece::Patch(patch) = held.piece else { panic!("a patch") };
    game.placement(patch, held.orientation, held.anchor.0, held.anchor.1).expect("on the quilt")
}

/// A hand holding `patch` as it comes, picked up in `game`.
fn holding(game: &GameState, patch: PatchId) -> Hand {
    let page = page_showing(game);
    let mut hand = Hand::default();
    hand.reduce(HandAction::Pick { patch, grab: None }, &Ctx::of(&page));
    hand
}

/// An empty square of player 1's quilt beside a covered one.
fn beside_a_patch(game: &GameState) -> impl Iterator<Item = Cell> + '_ {
    let quilt = game.quilt(Player::One);
    quilt.empty().cells().filter(move |c| {
        let (r, col) = (i64::from(c.row()), i64::from(c.col()));
        [(r - 1, col), (r + 1, col), (r, col - 1), (r, col + 1)]
            .into_iter()
            .filter_map(|(r, c)| Cell::from_signed(r, c))
            .any(|n| quilt.covered().contains(n))
    })
}

#[test]
fn a_tap_beside_sewn_patches_moves_the_patch_over_the_tapped_square_unturned() {
    let mut moved = 0;
    for game in quilts_with_patches() {
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game).expect("takeable");
        for square in beside_a_patch(&game) {
            let mut hand = holding(&game, patch);
            let before = hand.held.expect("held");
            let said = hand.reduce(HandAction::Square(Player::One, square.row(), square.col()), &ctx);
            let held = hand.held.expect("still held");
            assert_eq!(held.orientation, before.orientation, "a tap never turns the patch");
            if said == Effects::say(Say::NoPlacementCovers) {
                assert_eq!(held, before, "a refused tap leaves the patch where it was");
                continue;
            }
            assert!(covered_by(&game, &held).contains(square), "{} covers {square:?}", held.label());
            if held.check(&game, held.anchor).is_ok() {
                moved += 1;
            }
            // It says where it lies and whether it fits there.
            assert_eq!(said, held.told_at(&game));
        }
    }
    assert!(moved > 20, "many taps beside patches found a legal place ({moved})");
}

#[test]
fn a_tap_on_the_held_patch_acts_as_a_tap_on_the_square_under_it() {
    for game in quilts_with_patches() {
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game).expect("takeable");
        for square in game.quilt(Player::One).empty().cells().step_by(5) {
            let (mut by_square, mut by_patch) = (holding(&game, patch), holding(&game, patch));
            let a = by_square.reduce(HandAction::Square(Player::One, square.row(), square.col()), &ctx);
            let b = by_patch.reduce(HandAction::Tap(Some((square.row(), square.col()))), &ctx);
            assert_eq!((a, by_square), (b, by_patch));
        }
        // Beside the quilt, a tap on the held patch only lets go of it.
        let mut hand = holding(&game, patch);
        let before = hand.held;
        assert_eq!(hand.reduce(HandAction::Tap(None), &ctx), Effects::CHANGED);
        assert_eq!(hand.held, before);
    }
}

#[test]
fn a_tap_on_a_covered_square_is_refused_with_the_reason_and_shown_over_it() {
    for game in quilts_with_patches() {
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game).expect("takeable");
        for square in game.quilt(Player::One).covered().cells() {
            let mut hand = holding(&game, patch);
            let said = hand.reduce(HandAction::Square(Player::One, square.row(), square.col()), &ctx);
            let held = hand.held.expect("still held");
            assert_eq!(held.orientation, Orientation::IDENTITY);
            if said == Effects::say(Say::NoPlacementCovers) {
                continue;
            }
            assert!(covered_by(&game, &held).contains(square));
            let Effects::Changed(effects) = said else { panic!("it says something") };
            let [Effect::Say(words)] = effects.as_slice() else { panic!("words: {effects:?}") };
            assert!(matches!(words[0], Say::HeldAt { fits: false, .. }), "{words:?}");
            assert_eq!(words[1], Say::Refused(IllegalAction::Overlaps));
        }
    }
}

#[test]
fn a_tap_no_placement_of_the_orientation_can_cover_is_refused_and_says_to_turn() {
    // Patch shapes leave corners open: some square of the quilt's corner is out of reach.
    let game = GameState::from_seed(Variant::ClassicRevised, 3);
    let page = page_showing(&game);
    let ctx = Ctx::of(&page);
    let mut refused = 0;
    for &patch in game.offered() {
        if game.can_take(patch).is_err() {
            continue;
        }
        for (row, col) in [(0, 0), (0, 8), (8, 0), (8, 8)] {
            let mut hand = holding(&game, patch);
            let before = hand.held;
            let said = hand.reduce(HandAction::Square(Player::One, row, col), &ctx);
            if said == Effects::say(Say::NoPlacementCovers) {
                assert_eq!(hand.held, before, "the patch stays where it was");
                refused += 1;
            } else {
                assert!(covered_by(&game, &hand.held.expect("held")).contains(Cell::new(row, col).expect("a cell")));
            }
        }
    }
    assert!(refused > 0, "some corner is out of reach of some patch as it comes");
}

#[test]
fn the_first_place_offered_is_legal_whenever_one_exists() {
    let mut games = quilts_with_patches();
    games.extend((0..6).map(|seed| GameState::from_seed(Variant::ClassicRevised, seed)));
    games.push(GameState::from_seed(Variant::Express, 1));
    // Crowded quilts from random play, where some patch fits only turned.
    let mut turned = 0;
    for seed in 0..30 {
        let mut game = GameState::from_seed(Variant::ClassicRevised, seed);
        let mut rng = Rng::seed_from_u64(seed);
        while let Some(player) = game.to_move() {
            let upright_fails = game.pending_leather() == 0
                && game.offered().iter().any(|&p| {
                    game.can_take(p).is_ok() && game.fitting_anchors(player, p, Orientation::IDENTITY).is_empty()
                });
            if upright_fails {
                games.push(game.clone());
                turned += 1;
                break;
            }
            let action = game.legal().random(&mut rng).expect("a legal action while the game goes on");
            game.play_quiet(action).expect("legal");
        }
    }
    assert!(turned > 0, "random games reach a patch that fits only turned");
    for game in games {
        let player = game.to_move().expect("a player to move");
        for &patch in game.offered() {
            if game.can_take(patch).is_err() {
                continue;
            }
            let held = holding(&game, patch).held.expect("held");
            let fits = |o| !game.fitting_anchors(player, patch, o).is_empty();
            match Orientation::ALL.into_iter().find(|&o| fits(o)) {
                Some(first) => {
                    assert_eq!(held.orientation, first, "upright when it fits upright, else the first that fits");
                    assert_eq!(held.check(&game, held.anchor), Ok(()), "{} first offered where it fits", held.label());
                    let cell = game.fitting_anchors(player, patch, first).cells().next().expect("fits");
                    assert_eq!(held.anchor, (i64::from(cell.row()), i64::from(cell.col())), "first in reading order");
                }
                None => assert_eq!((held.orientation, held.anchor), (Orientation::IDENTITY, (0, 0))),
            }
        }
    }
}

#[test]
fn a_tap_on_the_other_quilt_moves_nothing_and_says_whose_it_is() {
    for game in quilts_with_patches() {
        let page = page_showing(&game);
        let ctx = Ctx::of(&page);
        let patch = takeable(&game).expect("a takeable patch");
        let mut hand = holding(&game, patch);
        let before = hand.held.expect("held");
        for square in [(0, 0), (4, 4), (8, 8)] {
            let said = hand.reduce(HandAction::Square(Player::Two, square.0, square.1), &ctx);
            assert_eq!(said, Effects::say(Say::NotYourQuilt(Player::One)), "{square:?}");
            let held = hand.held.expect("still held");
            assert_eq!((held.anchor, held.orientation), (before.anchor, before.orientation), "{square:?}");
        }
        // With nothing in hand, a tap on either quilt is no move and no message.
        let mut empty = Hand::default();
        assert_eq!(empty.reduce(HandAction::Square(Player::Two, 4, 4), &ctx), Effects::Unchanged);
    }
}
