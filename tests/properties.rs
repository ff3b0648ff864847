//! Property tests: thousands of seeded random games of each kind, with the invariants of the
//! rules checked after every action. A failing seed replays exactly.

use std::collections::HashSet;

use patchwork::ai::random;
use patchwork::rules::{
    Action, Bitboard, Cell, Event, GameState, IllegalAction, PatchId, Player, Record, RecordedAction, Rng, Setup,
    Variant,
};

/// Games per variant; the three variants together make several thousand.
const GAMES: u64 = 1_500;

/// What the events of a game add up to, kept beside the state to check it against.
#[derive(Default)]
struct Ledger {
    buttons: [i64; 2],
    squares: [u32; 2],
    income: [u32; 2],
}

impl Ledger {
    fn new(state: &GameState) -> Ledger {
        let start = i64::from(state.rules().starting_buttons);
        Ledger { buttons: [start, start], ..Ledger::default() }
    }

    fn apply(&mut self, event: &Event) {
        match *event {
            Event::ButtonsEarned { player, buttons } => self.buttons[player.index()] += i64::from(buttons),
            Event::IncomePaid { player, buttons, .. } => self.buttons[player.index()] += i64::from(buttons),
            Event::PatchTaken { player, patch, squares, cost } => {
                self.buttons[player.index()] -= i64::from(cost);
                self.squares[player.index()] += squares.count();
                self.income[player.index()] += u32::from(patch.patch().income);
                assert_eq!(squares.count() as usize, patch.patch().shape.size());
            }
            Event::LeatherPatchPlaced { player, .. } => self.squares[player.index()] += 1,
            _ => {}
        }
    }
}

/// Actions that may or may not be legal: every offered patch and a few that are not, in random
/// orientations at random anchors (some off the quilt), and leather on random squares.
fn candidates(state: &GameState, rng: &mut Rng) -> Vec<Action> {
    let mut out = vec![Action::Advance, Action::DiscardLeather];
    for &patch in state.circle().iter().take(5) {
        let shape = &patch.patch().shape;
        for _ in 0..6 {
            let oriented = &shape.orientations()[rng.below(shape.orientations().len() as u32) as usize];
            let anchor = Cell::from_bit(rng.below(81));
            // Shifting may push squares past row 8 or wrap columns: both must be refused.
            out.push(Action::TakePatch { patch, squares: Bitboard(oriented.mask.0 << anchor.bit()) });
        }
        // Not a shape of the patch at all.
        out.push(Action::TakePatch { patch, squares: Bitboard(u128::from(rng.next_u64()) & 0x1ff) });
    }
    for _ in 0..4 {
        out.push(Action::PlaceLeather { cell: Cell::from_bit(rng.below(81)) });
    }
    out
}

fn check_invariants(state: &GameState, ledger: &Ledger) {
    let rules = state.rules();
    for player in Player::BOTH {
        let i = player.index();
        let quilt = state.quilt(player);
        assert_eq!(i64::from(state.buttons(player)), ledger.buttons[i], "buttons follow the events");
        assert!(ledger.buttons[i] >= 0, "buttons never negative");
        assert_eq!(quilt.covered().count(), ledger.squares[i], "no two patches overlap");
        assert_eq!(u32::from(quilt.income()), ledger.income[i], "income is the sum of the patches'");
        let by_cell: HashSet<PatchId> = quilt.covered().cells().filter_map(|c| quilt.patch_at(c)).collect();
        let summed: u32 = by_cell.iter().map(|p| u32::from(p.patch().income)).sum();
        assert_eq!(summed, ledger.income[i], "each square knows its patch");
        assert!(!quilt.covered().intersects(!Bitboard::square(rules.quilt_size)), "patches lie on the quilt");
        assert!(state.position(player) <= rules.final_space, "no token passes the final space");
        let score = state.score(player);
        let bonus = if state.bonus_holder() == Some(player) { 7 } else { 0 };
        assert_eq!(score.total(), i32::from(state.buttons(player)) + bonus - 2 * quilt.empty_count() as i32);
    }
    if let Some(player) = state.to_move() {
        if state.pending_leather() == 0 {
            let (me, other) = (state.position(player), state.position(player.opponent()));
            assert!(me < other || (me == other && state.on_top() == player), "the token behind moves");
        }
    }
}

fn play_checked_game(variant: Variant, seed: u64) {
    let mut rng = Rng::seed_from_u64(seed);
    let setup = Setup::random(variant, &mut rng);
    let mut state = GameState::new(&setup);
    let mut record = Record::new(setup);
    let mut ledger = Ledger::new(&state);
    let mut turns = 0;
    while let Some(action) = random::choose(&state, &mut rng) {
        let legal: HashSet<Action> = state.legal_actions().into_iter().collect();
        assert_eq!(legal.len() as u32, state.legal().len());
        for candidate in legal.iter().copied().chain(candidates(&state, &mut rng)) {
            let verdict = state.check(&candidate);
            assert_eq!(
                verdict.is_ok(),
                legal.contains(&candidate),
                "seed {seed}: check agrees for {candidate:?}: {verdict:?}"
            );
            if verdict.is_err() {
                let mut refused = state.clone();
                assert_eq!(refused.play(candidate).err(), verdict.err());
                assert_eq!(refused, state, "a refused action leaves the state unchanged");
            }
        }
        for event in state.play(action).expect("a legal action is accepted") {
            ledger.apply(&event);
        }
        record.push(RecordedAction::from_action(action));
        check_invariants(&state, &ledger);
        turns += 1;
        assert!(turns < 400, "seed {seed}: every game ends");
    }
    assert!(state.is_over());
    let outcome = state.outcome().expect("finished");
    let scores = [outcome.scores[Player::One].total(), outcome.scores[Player::Two].total()];
    match scores[0].cmp(&scores[1]) {
        std::cmp::Ordering::Greater => assert_eq!(outcome.winner, Player::One),
        std::cmp::Ordering::Less => assert_eq!(outcome.winner, Player::Two),
        std::cmp::Ordering::Equal => assert_eq!(Some(outcome.winner), state.first_finisher()),
    }
    assert_eq!(state.check(&Action::Advance), Err(IllegalAction::GameOver));

    // Writing the record and replaying it gives the same state.
    let text = record.to_json();
    let read = Record::from_json(&text).expect("a written record reads back");
    assert_eq!(read, record);
    assert_eq!(read.replay().expect("replays"), state, "seed {seed}");
    // So does every prefix.
    let cut = rng.below(record.actions().len() as u32 + 1) as usize;
    let mut prefix = record.clone();
    prefix.truncate(cut);
    let mut again = GameState::new(record.setup());
    for recorded in &record.actions()[..cut] {
        again.play(recorded.resolve(&again).unwrap()).unwrap();
    }
    assert_eq!(Record::from_json(&prefix.to_json()).unwrap().replay().unwrap(), again);
}

#[test]
fn random_classic_games_keep_every_invariant() {
    for seed in 0..GAMES {
        play_checked_game(Variant::ClassicRevised, seed);
    }
}

#[test]
fn random_original_board_games_keep_every_invariant() {
    for seed in 0..GAMES {
        play_checked_game(Variant::ClassicOriginal, 10_000 + seed);
    }
}

#[test]
fn random_express_games_keep_every_invariant() {
    for seed in 0..GAMES {
        play_checked_game(Variant::Express, 20_000 + seed);
    }
}

#[test]
fn a_seed_replays_the_same_game() {
    for variant in Variant::ALL {
        assert_eq!(random::random_game(variant, 77), random::random_game(variant, 77));
        assert_ne!(random::random_game(variant, 77), random::random_game(variant, 78));
    }
}
