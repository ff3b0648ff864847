//! The computer players: legal moves in all sorts of positions, budgets that hold, moves that
//! replay from their seed, and small matches that show the levels are in order.

use patchwork::ai::{self, greedy, mcts, random, Budget, Config, Level};
use patchwork::rules::{Action, GameState, Player, Rng, Setup, Variant};

/// Small budgets keep the debug-profile tests fast.
const SMALL: u32 = 60;

/// Positions from random games of every variant, including waiting leather patches and (Express)
/// full quilts where only discarding is legal; a few per game.
fn positions(games: u64) -> Vec<GameState> {
    let mut out = Vec::new();
    for variant in Variant::ALL {
        for seed in 0..games {
            let mut rng = Rng::seed_from_u64(seed * 31 + 7);
            let mut state = GameState::new(&Setup::random(variant, &mut rng));
            let mut turn = 0u32;
            while let Some(action) = random::choose(&state, &mut rng) {
                if turn % 9 == 4 || state.pending_leather() > 0 {
                    out.push(state.clone());
                }
                state.play_quiet(action).unwrap();
                turn += 1;
            }
        }
    }
    out
}

fn small(level: Level, state: &GameState, seed: u64) -> Option<Action> {
    ai::choose_with(level, state, seed, Budget::iterations(SMALL))
}

#[test]
fn every_level_chooses_a_legal_action_everywhere() {
    let positions = positions(4);
    let leather = positions.iter().filter(|s| s.pending_leather() > 0).count();
    assert!(leather >= 10, "leather positions were sampled: {leather}");
    for (i, state) in positions.iter().enumerate() {
        let legal = state.legal_actions();
        for level in Level::ALL {
            // The searches are the slow part: every third position for them.
            if matches!(level, Level::Medium | Level::Hard) && i % 3 != 0 && state.pending_leather() == 0 {
                continue;
            }
            let action = small(level, state, i as u64).expect("a position with a player to move");
            assert!(legal.contains(&action), "{level:?} chose {action:?}, not legal in position {i}");
        }
    }
}

#[test]
fn an_express_leather_patch_on_a_full_quilt_is_discarded() {
    // Play random Express games until someone wins a leather patch with a full quilt.
    let mut found = 0;
    for seed in 0..400 {
        let mut rng = Rng::seed_from_u64(seed);
        let mut state = GameState::new(&Setup::random(Variant::Express, &mut rng));
        while let Some(player) = state.to_move() {
            if state.pending_leather() > 0 && state.quilt(player).empty_count() == 0 {
                for level in Level::ALL {
                    assert_eq!(small(level, &state, seed), Some(Action::DiscardLeather), "{level:?}");
                }
                found += 1;
                break;
            }
            // Greedy fills quilts fast.
            let action = ai::choose(Level::Greedy, &state, rng.next_u64(), None).unwrap();
            state.play_quiet(action).unwrap();
        }
        if found >= 2 {
            break;
        }
    }
    assert!(found >= 1, "no Express game reached a full quilt with a leather patch waiting");
}

#[test]
fn a_finished_game_has_no_move() {
    let mut state = GameState::from_seed(Variant::ClassicRevised, 3);
    random::play_out(&mut state, &mut Rng::seed_from_u64(3));
    for level in Level::ALL {
        assert_eq!(small(level, &state, 1), None);
    }
}

#[test]
fn a_search_runs_its_iterations_and_stops_when_time_is_up() {
    let state = GameState::from_seed(Variant::ClassicRevised, 12);
    let config = Config { stop_early: false, ..Level::Hard.config().unwrap() };
    for n in [1, 7, 100] {
        let found = mcts::search(&state, &config, 5, Budget::iterations(n)).unwrap();
        assert_eq!(found.iterations, n);
    }
    for k in [0u32, 2, 5] {
        let mut calls = 0u32;
        let mut up = || {
            calls += 1;
            calls > k
        };
        let found = mcts::search(&state, &config, 5, Budget { iterations: u32::MAX, time_up: Some(&mut up) }).unwrap();
        assert_eq!(found.iterations, (k + 1) * mcts::CHECK_EVERY, "time up after {k} calls");
        assert_eq!(calls, k + 1);
    }
}

#[test]
fn early_stopping_never_runs_more_than_the_budget() {
    let state = GameState::from_seed(Variant::ClassicRevised, 4);
    let config = Level::Medium.config().unwrap();
    let found = mcts::search(&state, &config, 5, Budget::iterations(500)).unwrap();
    assert!(found.iterations <= 500 && found.iterations > 0);
}

#[test]
fn the_same_seed_and_budget_give_the_same_move() {
    for (i, state) in positions(1).iter().enumerate().step_by(4) {
        for level in Level::ALL {
            let seed = i as u64 * 3 + 1;
            assert_eq!(small(level, state, seed), small(level, state, seed), "{level:?} in position {i}");
        }
    }
}

/// Wins of `a` against `b` in `games` classic games with seats swapped every game.
fn wins(a: &dyn Fn(&GameState, u64) -> Action, b: &dyn Fn(&GameState, u64) -> Action, games: u64) -> u64 {
    let mut won = 0;
    for game in 0..games {
        let mut rng = Rng::seed_from_u64(1000 + game);
        let mut state = GameState::new(&Setup::random(Variant::ClassicRevised, &mut rng));
        let seat = if game % 2 == 0 { Player::One } else { Player::Two };
        while let Some(player) = state.to_move() {
            let seed = rng.next_u64();
            let action = if player == seat { a(&state, seed) } else { b(&state, seed) };
            state.play_quiet(action).unwrap();
        }
        won += u64::from(state.outcome().unwrap().winner == seat);
    }
    won
}

fn level(level: Level) -> impl Fn(&GameState, u64) -> Action {
    move |state, seed| ai::choose(level, state, seed, None).unwrap()
}

#[test]
fn easy_beats_random() {
    let won = wins(&level(Level::Easy), &level(Level::Random), 40);
    assert!(won >= 36, "easy won {won}/40 against random");
}

#[test]
fn greedy_beats_random_and_easy_is_weaker_than_greedy() {
    let won = wins(&level(Level::Greedy), &level(Level::Random), 40);
    assert!(won >= 36, "greedy won {won}/40 against random");
    let won = wins(&level(Level::Greedy), &level(Level::Easy), 40);
    assert!(won >= 22, "greedy won {won}/40 against easy");
}

#[test]
fn a_small_search_beats_greedy() {
    let search =
        |state: &GameState, seed| ai::choose_with(Level::Medium, state, seed, Budget::iterations(300)).unwrap();
    let greedy = |state: &GameState, seed| greedy::greedy(state, &mut Rng::seed_from_u64(seed)).unwrap();
    let won = wins(&search, &greedy, 10);
    assert!(won >= 7, "a 300-iteration search won {won}/10 against greedy");
}
