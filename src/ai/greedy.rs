//! One-move players: **Greedy**, the yardstick, and **Easy**, a greedy player with a shaky hand.
//!
//! Greedy takes the affordable offered patch of highest [`patch_value`] if it is worth more than
//! advancing (value > 0), at its best placement by [`badness`](super::heuristics::badness) over
//! every placement; otherwise it advances. Equal values are broken by the seeded random number
//! generator, so it is deterministic given its seed.
//!
//! Easy uses the same judgement blurred: each patch value gets uniform noise of ±[`EASY_NOISE`]
//! buttons, one move in [`EASY_WILD`] is a random choice between advancing and the affordable
//! patches, and the placement is a random one of the three best. That still beats a random player
//! nearly always, yet it wastes buttons and squares that a newcomer can punish.

use crate::rules::{Action, GameState, PatchId, Rng};

use super::heuristics::{affordable, best_placements, leather_action, patch_value, Scored};

/// Easy: uniform noise added to each patch value, in buttons.
pub const EASY_NOISE: i32 = 4;
/// Easy: one move in this many is a random choice between advancing and the patches.
pub const EASY_WILD: u32 = 12;
/// Easy: the placement is chosen among this many best.
const EASY_PLACEMENTS: usize = 3;

/// The greedy action for the player to move, `None` once the game is over.
#[must_use]
pub fn greedy(state: &GameState, rng: &mut Rng) -> Option<Action> {
    choose(state, rng, 0, 0, 1)
}

/// The Easy action for the player to move, `None` once the game is over.
#[must_use]
pub fn easy(state: &GameState, rng: &mut Rng) -> Option<Action> {
    choose(state, rng, EASY_NOISE, EASY_WILD, EASY_PLACEMENTS)
}

fn choose(state: &GameState, rng: &mut Rng, noise: i32, wild: u32, placements: usize) -> Option<Action> {
    let player = state.to_move()?;
    if state.pending_leather() > 0 {
        return Some(leather_action(state, player));
    }
    let mut buffer: Vec<Scored> = Vec::with_capacity(placements);
    // (value, patch, best placements) of every patch that can be taken.
    let mut options: Vec<(i32, PatchId, Vec<Scored>)> = Vec::new();
    for &patch in state.offered() {
        if !affordable(state, player, patch) {
            continue;
        }
        best_placements(state, player, patch, placements, &mut buffer);
        if buffer.is_empty() {
            continue;
        }
        let jitter = if noise > 0 { rng.below(2 * noise as u32 + 1) as i32 - noise } else { 0 };
        options.push((patch_value(state, player, patch) + jitter, patch, buffer.clone()));
    }
    let take = |(_, patch, places): &(i32, PatchId, Vec<Scored>), rng: &mut Rng| {
        let squares = places[rng.below(places.len() as u32) as usize].squares;
        Action::TakePatch { patch: *patch, squares }
    };
    if wild > 0 && rng.below(wild) == 0 {
        let pick = rng.below(options.len() as u32 + 1) as usize;
        return Some(options.get(pick).map_or(Action::Advance, |o| take(o, rng)));
    }
    let best = options.iter().map(|o| o.0).max().filter(|&v| v > 0);
    let Some(best) = best else {
        return Some(Action::Advance);
    };
    let tied: Vec<&(i32, PatchId, Vec<Scored>)> = options.iter().filter(|o| o.0 == best).collect();
    let chosen = tied[rng.below(tied.len() as u32) as usize];
    Some(take(chosen, rng))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn greedy_takes_a_valuable_patch_at_the_start() {
        let state = GameState::from_seed(Variant::ClassicRevised, 7);
        let action = greedy(&state, &mut Rng::seed_from_u64(0)).unwrap();
        assert!(state.check(&action).is_ok());
        let player = state.to_move().unwrap();
        let best = state
            .offered()
            .iter()
            .filter(|&&p| affordable(&state, player, p))
            .map(|&p| patch_value(&state, player, p))
            .max()
            .unwrap_or(0);
        match action {
            Action::TakePatch { patch, .. } => assert_eq!(patch_value(&state, player, patch), best),
            _ => assert!(best <= 0),
        }
    }

    #[test]
    fn greedy_is_deterministic_given_its_seed() {
        let state = GameState::from_seed(Variant::Express, 11);
        let a = greedy(&state, &mut Rng::seed_from_u64(5));
        let b = greedy(&state, &mut Rng::seed_from_u64(5));
        assert_eq!(a, b);
    }
}
