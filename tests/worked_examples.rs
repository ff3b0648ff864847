//! docs/RULES.md's worked examples that need whole games (the others are unit tests beside the code).

use patchwork::rules::{Action, Event, GameState, Player, Variant};

/// docs/RULES.md: both players always advance (classic, either board): each ends with 5 + 53 = 58
/// buttons and no income; the second player lands on every even space and so collects all five
/// leather patches. Final scores: first player 58 − 2×81 = −104, second player 58 − 2×76 = −94.
#[test]
fn both_players_always_advance() {
    for variant in [Variant::ClassicRevised, Variant::ClassicOriginal] {
        let mut state = GameState::from_seed(variant, 3);
        let mut leather_won = [0, 0];
        while let Some(player) = state.to_move() {
            let action = if state.pending_leather() > 0 {
                let cell = state.quilt(player).empty().cells().next().expect("an empty square");
                Action::PlaceLeather { cell }
            } else {
                Action::Advance
            };
            for event in state.play(action).unwrap() {
                if let Event::LeatherPatchWon { player, space } = event {
                    assert_eq!(space % 2, 0, "{variant:?}: leather spaces are even");
                    leather_won[player.index()] += 1;
                }
            }
        }
        assert_eq!(leather_won, [0, 5], "{variant:?}");
        let outcome = state.outcome().unwrap();
        let (one, two) = (outcome.scores[Player::One], outcome.scores[Player::Two]);
        assert_eq!((one.buttons, one.empty, one.total()), (58, 81, -104), "{variant:?}");
        assert_eq!((two.buttons, two.empty, two.total()), (58, 76, -94), "{variant:?}");
        assert_eq!(outcome.winner, Player::Two);
        assert_eq!(state.first_finisher(), Some(Player::One));
        assert_eq!(state.quilt(Player::One).income() + state.quilt(Player::Two).income(), 0);
    }
}
