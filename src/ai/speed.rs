//! Measuring search speed: the same positions and work for `patchwork-cli search-speed` and
//! for the web worker's [`SpeedRequest`], so that the two speeds compare.

use crate::ai::protocol::{SpeedReply, SpeedRequest, WorkerError};
use crate::ai::{self, Budget, Level};
use crate::rules::{GameState, Rng, Setup, Variant};

/// `count` positions spread over classic games between greedy players (every fifth turn from
/// the third, never with a leather patch waiting): the positions of `patchwork-cli
/// search-speed`.
#[must_use]
pub fn speed_positions(seed: u64, count: usize) -> Vec<GameState> {
    let mut positions = Vec::with_capacity(count);
    let mut rng = Rng::seed_from_u64(seed);
    while positions.len() < count {
        let mut state = GameState::new(&Setup::random(Variant::ClassicRevised, &mut rng));
        let mut turn = 0;
        while let Some(action) = ai::choose(Level::Greedy, &state, rng.next_u64(), None) {
            if turn % 5 == 2 && state.pending_leather() == 0 && positions.len() < count {
                positions.push(state.clone());
            }
            // Not `expect`: that would bring IllegalAction's Debug into the page's WebAssembly.
            state.play_quiet(action).unwrap_or_else(|_| panic!("greedy plays legal actions"));
            turn += 1;
        }
    }
    positions
}

/// Runs the work of a speed request: `level`'s search (without stopping early, search `i`
/// seeded `i`) for exactly `iterations` iterations on each position. Returns the iterations run.
///
/// # Panics
/// If `level` does not search.
#[must_use]
pub fn measure_speed(level: Level, positions: &[GameState], iterations: u32) -> u64 {
    let config = ai::Config { stop_early: false, ..level.config().expect("a searching level") };
    positions
        .iter()
        .enumerate()
        .filter_map(|(i, state)| ai::mcts::search(state, &config, i as u64, Budget::iterations(iterations)))
        .map(|found| u64::from(found.iterations))
        .sum()
}

/// Answers a speed request: builds the positions, then times [`measure_speed`] alone with
/// `now` (milliseconds, the worker's `performance.now()`), as `patchwork-cli search-speed` does.
///
/// # Errors
/// [`WorkerError::DoesNotSearch`] for a level that does not search.
pub fn answer_speed(request: &SpeedRequest, now: &mut dyn FnMut() -> f64) -> Result<SpeedReply, WorkerError> {
    let level = request.level;
    if level.config().is_none() {
        return Err(WorkerError::DoesNotSearch(level));
    }
    let positions = request.positions.max(1);
    let states = speed_positions(request.seed, positions as usize);
    let start = now();
    let iterations = measure_speed(level, &states, request.iterations.unwrap_or(level.iterations()));
    Ok(SpeedReply { id: request.id, level, positions, iterations, elapsed_ms: now() - start })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;

    #[test]
    fn speed_work_is_fixed() {
        let positions = speed_positions(0, 3);
        assert_eq!(positions.len(), 3);
        assert_eq!(positions, speed_positions(0, 3), "the same positions for a seed");
        assert!(positions.iter().all(|s| s.to_move().is_some() && s.pending_leather() == 0));
        assert!(positions[0].position(Player::One) + positions[0].position(Player::Two) > 0);
        assert_eq!(measure_speed(Level::Medium, &positions, 40), 120);
        let request = SpeedRequest { id: 9, level: Level::Hard, positions: 2, iterations: Some(24), seed: 1 };
        let mut clock = 0.0;
        let reply = answer_speed(&request, &mut || {
            clock += 10.0;
            clock
        })
        .unwrap();
        assert_eq!((reply.id, reply.level, reply.positions, reply.iterations), (9, Level::Hard, 2, 48));
        assert_eq!(reply.elapsed_ms, 10.0, "the clock is read just before and after the searches");
        let greedy = SpeedRequest { level: Level::Greedy, ..request };
        assert_eq!(answer_speed(&greedy, &mut || 0.0), Err(WorkerError::DoesNotSearch(Level::Greedy)));
    }
}
