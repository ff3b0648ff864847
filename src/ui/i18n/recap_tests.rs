//! The recap's words: an action told from its events, and which sentences tell one.

use super::tests::{names, patch};
use super::*;
use crate::rules::Bitboard;

#[test]
fn an_action_is_recounted_from_its_events() {
    use crate::rules::{GameState, Variant};
    let mut game = GameState::from_seed(Variant::ClassicRevised, 42);
    let events = game.play(Action::Advance).expect("legal");
    let told = recounted(1, &events);
    assert_eq!(told, [Say::MovedAhead { player: Player::One, spaces: 1 }]);
    assert_eq!(message(Lang::En, &told, &names()), "Ada moves 1 space ahead and takes 1 button.");
    let take = game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. })).expect("a patch");
    let events = game.play(take).expect("legal");
    let told = recounted(0, &events);
    let Some(Say::SewnAt { player, rows, cols, .. }) = told.first().copied() else { panic!("{told:?}") };
    let Action::TakePatch { squares, .. } = take else { unreachable!() };
    assert_eq!(player, Player::Two);
    for cell in squares.cells() {
        assert!((rows.0..=rows.1).contains(&cell.row()) && (cols.0..=cols.1).contains(&cell.col()));
    }
    let words = message(Lang::En, &told, &names());
    assert!(words.starts_with("Bob sews on the ") && words.contains(" on row"), "{words}");
}

#[test]
fn a_recounted_action_says_what_the_player_did_first() {
    let patch = patch();
    let squares = Bitboard::EMPTY;
    let events = [Event::BluePatchesJoined, Event::PatchTaken { player: Player::Two, patch, squares, cost: 3 }];
    let told = recounted(0, &events);
    assert!(matches!(told[..], [Say::SewnAt { .. }, Say::BlueJoined]), "{told:?}");
}

#[test]
fn the_sentences_that_recount_an_action_are_those_the_recap_tells() {
    let recounted = recounted(3, &[Event::IncomePaid { player: Player::One, space: 5, buttons: 2 }]);
    assert!(!recounted.is_empty());
    assert!(recounted.iter().all(|say| say.recounts()), "{recounted:?}");
    for say in [Say::Turn(Player::Two), Say::Resumed, Say::BlueJoined, Say::Wins(Player::One)] {
        assert!(!say.recounts(), "{say:?}");
    }
}
