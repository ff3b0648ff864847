//! The uniformly random player: every legal action equally likely. The yardstick for speed
//! (`patchwork-cli bench`) and the source of random games for tests.

use crate::rules::{Action, GameState, Record, RecordedAction, Rng, Setup, Variant};

/// A uniformly random legal action for the player to move, if the game is not over.
pub fn choose(state: &GameState, rng: &mut Rng) -> Option<Action> {
    state.legal().random(rng)
}

/// Plays a whole game from `setup` with uniformly random actions; returns the final state and
/// the number of actions played. Allocates nothing per action.
pub fn play_out(state: &mut GameState, rng: &mut Rng) -> u32 {
    let mut actions = 0;
    while let Some(action) = choose(state, rng) {
        // Not `expect`: that would bring IllegalAction's Debug into the page's WebAssembly.
        state.play_quiet(action).unwrap_or_else(|_| panic!("a legal action is accepted"));
        actions += 1;
    }
    actions
}

/// The record of a game of `variant` set up and played at random from `seed`.
#[must_use]
pub fn random_game(variant: Variant, seed: u64) -> Record {
    let mut rng = Rng::seed_from_u64(seed);
    let setup = Setup::random(variant, &mut rng);
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    while let Some(action) = choose(&state, &mut rng) {
        state.play_quiet(action).unwrap_or_else(|_| panic!("a legal action is accepted"));
        record.push(RecordedAction::from_action(action));
    }
    record
}
