//! The rules of a turn, worked through on positions built by hand.

use super::*;
use crate::rules::Setup;

fn id(label: &str) -> PatchId {
    PatchId::from_label(label).unwrap()
}

fn cell(row: u8, col: u8) -> Cell {
    Cell::new(row, col).unwrap()
}

/// A position of `variant` (seed 1) with the tokens on `one` and `two`, `top` on top.
fn at(variant: Variant, one: u8, two: u8, top: Player) -> GameState {
    let mut state = GameState::from_seed(variant, 1);
    state.positions = ByPlayer([one, two]);
    state.last_mover = top;
    state
}

/// A classic game whose circle starts with `first` (in this order), the rest after.
fn with_circle(first: &[&str]) -> GameState {
    let first: Vec<PatchId> = first.iter().map(|l| id(l)).collect();
    let rest = Variant::ClassicRevised.rules().circle_patches.iter();
    let rest = rest.filter(|p| !first.contains(p) && **p != PatchId::CLASSIC_START);
    let circle: Vec<PatchId> = first.iter().chain(rest).chain([&PatchId::CLASSIC_START]).copied().collect();
    GameState::new(&Setup::new(Variant::ClassicRevised, circle, vec![]).unwrap())
}

fn incomes(events: &[Event]) -> Vec<(u8, u8)> {
    events
        .iter()
        .filter_map(|e| match *e {
            Event::IncomePaid { space, buttons, .. } => Some((space, buttons)),
            _ => None,
        })
        .collect()
}

fn first_placement(state: &GameState, patch: PatchId) -> Action {
    state
        .legal()
        .iter()
        .find(|a| matches!(a, Action::TakePatch { patch: p, .. } if *p == patch))
        .expect("the patch can be taken")
}

#[test]
fn worked_example_advance_from_three_past_six() {
    // docs/RULES.md: a token on 3 with the opponent on 6 moves to 7 and takes 4 buttons.
    let mut state = at(Variant::ClassicRevised, 3, 6, Player::Two);
    assert_eq!(state.to_move(), Some(Player::One));
    assert_eq!(state.advance_gain(), Some(4));
    let events = state.play(Action::Advance).unwrap();
    assert_eq!(state.position(Player::One), 7);
    assert_eq!(state.buttons(Player::One), 5 + 4);
    assert_eq!(events[0], Event::ButtonsEarned { player: Player::One, buttons: 4 });
    assert_eq!(events[1], Event::TimeTokenMoved { player: Player::One, from: 3, to: 7 });
}

#[test]
fn worked_example_advance_reached_by_play() {
    // The same position reached by real turns: player 1 takes c02 (time 3), player 2 takes
    // c09 (time 6), player 1 advances 3 → 7.
    let mut state = with_circle(&["c02", "c09"]);
    state.play(first_placement(&state, id("c02"))).unwrap();
    state.play(first_placement(&state, id("c09"))).unwrap();
    assert_eq!((state.position(Player::One), state.position(Player::Two)), (3, 6));
    let before = state.buttons(Player::One);
    state.play(Action::Advance).unwrap();
    assert_eq!(state.position(Player::One), 7);
    assert_eq!(state.buttons(Player::One), before + 4);
}

#[test]
fn worked_example_income_from_a_patch_placed_this_turn() {
    // docs/RULES.md: a patch placed on a move from 4 to 5 pays income once (mark 5), counting
    // the patch just placed. c18 costs 7, moves 1 space and shows 1 button.
    let mut state = with_circle(&["c18"]);
    state.positions = ByPlayer([4, 6]);
    state.buttons[Player::One] = 7;
    let events = state.play(first_placement(&state, id("c18"))).unwrap();
    assert_eq!(incomes(&events), [(5, 1)]);
    assert_eq!(state.buttons(Player::One), 1, "7 − cost 7 + income 1");
}

#[test]
fn worked_example_income_marks_crossed() {
    // docs/RULES.md: 5 → 11 pays once (mark 11); an advance 3 → 18 pays three times (5, 11, 17).
    let mut state = at(Variant::ClassicRevised, 5, 10, Player::Two);
    state.quilts[Player::One].sew(id("c20"), Bitboard::rect(0, 0, 1, 1), 3);
    let events = state.play(Action::Advance).unwrap();
    assert_eq!(state.position(Player::One), 11);
    assert_eq!(incomes(&events), [(11, 3)]);
    assert_eq!(state.buttons(Player::One), 5 + 6 + 3);

    let mut state = at(Variant::ClassicRevised, 3, 17, Player::Two);
    state.quilts[Player::One].sew(id("c20"), Bitboard::rect(0, 0, 1, 1), 3);
    let events = state.play(Action::Advance).unwrap();
    assert_eq!(state.position(Player::One), 18);
    assert_eq!(incomes(&events), [(5, 3), (11, 3), (17, 3)]);
    assert_eq!(state.buttons(Player::One), 5 + 15 + 9);
}

#[test]
fn the_token_behind_moves_and_a_shared_space_goes_to_the_one_on_top() {
    let state = at(Variant::ClassicRevised, 4, 4, Player::Two);
    assert_eq!(state.to_move(), Some(Player::Two));
    assert_eq!(at(Variant::ClassicRevised, 4, 4, Player::One).to_move(), Some(Player::One));
    assert_eq!(at(Variant::ClassicRevised, 9, 4, Player::One).to_move(), Some(Player::Two));
    // Landing exactly on the opponent's space: on top, and moves again.
    let mut state = with_circle(&["c02"]);
    state.positions = ByPlayer([0, 3]);
    state.play(first_placement(&state, id("c02"))).unwrap();
    assert_eq!(state.position(Player::One), 3);
    assert_eq!(state.on_top(), Player::One);
    assert_eq!(state.to_move(), Some(Player::One));
}

#[test]
fn taking_a_patch_moves_the_neutral_token_to_its_place() {
    let mut state = with_circle(&["c10", "c11", "c02", "c03"]);
    let before: Vec<PatchId> = state.circle().to_vec();
    state.buttons[Player::One] = 20;
    state.play(first_placement(&state, id("c02"))).unwrap();
    // The patches after c02 come first, then those that were before it.
    let mut expected: Vec<PatchId> = before[3..].to_vec();
    expected.extend(&before[..2]);
    assert_eq!(state.circle(), expected.as_slice());
    assert_eq!(state.offered(), &expected[..3]);
    assert_eq!(state.circle().len(), 32);
}

#[test]
fn a_patch_must_be_offered_affordable_and_fit() {
    let state = with_circle(&["c19", "c02", "c03", "c04"]);
    let squares = Bitboard::rect(0, 0, 1, 3);
    assert_eq!(
        state.check(&Action::TakePatch { patch: id("c04"), squares }),
        Err(IllegalAction::NotOffered { patch: id("c04") })
    );
    assert_eq!(
        state.check(&Action::TakePatch { patch: id("c19"), squares }),
        Err(IllegalAction::CannotAfford { patch: id("c19"), cost: 10, player: Player::One, buttons: 5 })
    );
    assert_eq!(
        state.check(&Action::TakePatch { patch: id("c02"), squares }),
        Err(IllegalAction::NotAnOrientation { patch: id("c02") })
    );
    assert_eq!(state.check(&Action::TakePatch { patch: id("c03"), squares }), Ok(()));
    let off = Bitboard(0b111 << 80);
    assert_eq!(state.check(&Action::TakePatch { patch: id("c03"), squares: off }), Err(IllegalAction::OffQuilt));
    let mut full = state.clone();
    full.quilts[Player::One].sew(PatchId::LEATHER, Bitboard::rect(0, 0, 1, 1), 0);
    assert_eq!(full.check(&Action::TakePatch { patch: id("c03"), squares }), Err(IllegalAction::Overlaps));
    assert_eq!(full.can_take(id("c19")).unwrap_err().to_string(), "patch c19 costs 10 buttons, player 1 has 5");
    assert_eq!(full.can_take(id("c03")), Ok(()));
}

#[test]
fn a_patch_that_fits_nowhere_cannot_be_taken() {
    let mut state = with_circle(&["c18"]);
    state.buttons[Player::One] = 10;
    // Leave a 2×2 hole at most per region: rows of four columns are never free.
    let covered: Bitboard = Bitboard::square(9).cells().filter(|c| c.col() % 4 != 0 || c.row() > 3).collect();
    state.quilts[Player::One].sew(PatchId::LEATHER, covered & !Bitboard::rect(0, 0, 4, 1), 0);
    assert_eq!(state.can_take(id("c18")), Err(IllegalAction::Overlaps));
    assert!(!state.legal().iter().any(|a| matches!(a, Action::TakePatch { patch, .. } if patch == id("c18"))));
    // Four free squares in column 0 hold no 1×5 patch; advancing stays possible.
    assert_eq!(state.legal().nth(0), Some(Action::Advance));
}

#[test]
fn leather_patch_is_won_by_the_first_token_and_placed_at_once() {
    let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
    let events = state.play(Action::Advance).unwrap();
    assert!(events.contains(&Event::LeatherPatchWon { player: Player::One, space: 26 }));
    assert_eq!(state.pending_leather(), 1);
    assert_eq!(state.to_move(), Some(Player::One));
    assert_eq!(state.check(&Action::Advance), Err(IllegalAction::LeatherPending));
    assert_eq!(state.check(&Action::DiscardLeather), Err(IllegalAction::DiscardNotAllowed));
    assert_eq!(state.legal().len(), 81);
    state.play(Action::PlaceLeather { cell: cell(4, 4) }).unwrap();
    assert_eq!(state.quilt(Player::One).patch_at(cell(4, 4)), Some(PatchId::LEATHER));
    assert_eq!(state.to_move(), Some(Player::Two));
    assert_eq!(state.leather_spaces_left().collect::<Vec<_>>(), [32, 38, 44, 50]);
    // The second token gets nothing there.
    let mut later = state.clone();
    later.positions = ByPlayer([30, 25]);
    later.play(Action::Advance).unwrap();
    assert_eq!(later.pending_leather(), 0);
    assert_eq!(later.check(&Action::PlaceLeather { cell: cell(0, 0) }), Err(IllegalAction::NoLeatherPending));
}

#[test]
fn one_move_can_win_two_leather_patches() {
    let mut state = at(Variant::ClassicRevised, 20, 40, Player::Two);
    state.play(Action::Advance).unwrap();
    assert_eq!(state.pending_leather(), 3, "26, 32 and 38");
    for c in 0..3 {
        assert_eq!(state.to_move(), Some(Player::One));
        state.play(Action::PlaceLeather { cell: cell(0, c) }).unwrap();
    }
    assert_eq!(state.to_move(), Some(Player::Two));
}

#[test]
fn classic_leather_is_lost_on_a_full_quilt_and_express_may_discard() {
    let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
    state.quilts[Player::One].sew(PatchId::LEATHER, Bitboard::square(9), 0);
    let events = state.play(Action::Advance).unwrap();
    assert!(events.contains(&Event::LeatherPatchLost { player: Player::One }));
    assert_eq!(state.pending_leather(), 0);
    assert_eq!(state.to_move(), Some(Player::Two));

    let mut express = at(Variant::Express, 5, 6, Player::Two);
    let events = express.play(Action::Advance).unwrap();
    assert!(events.contains(&Event::LeatherPatchWon { player: Player::One, space: 7 }));
    assert_eq!(express.legal().len(), 49 + 1);
    assert_eq!(express.check(&Action::PlaceLeather { cell: cell(0, 7) }), Err(IllegalAction::OffQuilt));
    let events = express.play(Action::DiscardLeather).unwrap();
    assert_eq!(events[0], Event::LeatherPatchDiscarded { player: Player::One });
    assert_eq!(express.quilt(Player::One).empty_count(), 49);
    assert_eq!(express.to_move(), Some(Player::Two));
}

#[test]
fn bonus_tile_goes_to_the_first_covered_seven_by_seven_square() {
    let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
    let almost = Bitboard::rect(1, 2, 7, 7) & !Bitboard::cell(cell(4, 5));
    state.quilts[Player::One].sew(PatchId::LEATHER, almost, 0);
    state.play(Action::Advance).unwrap();
    let events = state.play(Action::PlaceLeather { cell: cell(4, 5) }).unwrap();
    assert!(events.contains(&Event::BonusTileWon { player: Player::One }));
    assert_eq!(state.bonus_holder(), Some(Player::One));
    assert_eq!(state.score(Player::One).bonus, 7);
    // Never twice, never lost: player 2 completes a whole quilt with the leather patch on 32.
    state.quilts[Player::Two].sew(PatchId::LEATHER, Bitboard::square(9) & !Bitboard::cell(cell(0, 0)), 0);
    state.positions = ByPlayer([40, 30]);
    state.play(Action::Advance).unwrap();
    assert_eq!(state.pending_leather(), 2, "32 and 38");
    let events = state.play(Action::PlaceLeather { cell: cell(0, 0) }).unwrap();
    assert!(events.contains(&Event::LeatherPatchLost { player: Player::Two }), "no square for 38");
    assert!(!events.iter().any(|e| matches!(e, Event::BonusTileWon { .. })));
    assert_eq!(state.bonus_holder(), Some(Player::One));
    assert_eq!(Variant::Express.rules().bonus_tile, None);
}

#[test]
fn the_patches_offered_after_a_choice_are_those_the_engine_then_offers() {
    // Every patch of the circle taken in turn, with buttons and room enough for any, down to
    // the last: each offered patch's followers are what taking it then offers.
    let (mut wrapped, mut sizes) = (0, Vec::new());
    for (variant, seed) in [(Variant::ClassicRevised, 3), (Variant::Express, 9)] {
        let mut state = GameState::from_seed(variant, seed);
        let mut rng = Rng::seed_from_u64(seed);
        while !state.circle().is_empty() {
            state.positions = ByPlayer([0, 0]);
            state.leather_left = 0;
            let player = state.to_move().unwrap();
            state.buttons[player] = 100;
            state.quilts[player] = Quilt::new(state.rules().quilt_size);
            let circle = state.circle().to_vec();
            for (at, &patch) in state.offered().iter().enumerate() {
                let next: Vec<PatchId> = crate::rules::offered_after(&state, patch).collect();
                let mut after = state.clone();
                after.play(first_placement(&state, patch)).unwrap();
                assert_eq!(next, after.offered(), "{variant:?}: {patch} taken from {circle:?}");
                // What follows it, past the neutral token to the start again, at most three.
                let expected = (1..circle.len()).map(|i| circle[(at + i) % circle.len()]).take(3);
                assert_eq!(next, expected.collect::<Vec<_>>());
                wrapped += usize::from(at + next.len() >= circle.len() && !next.is_empty());
            }
            sizes.push(circle.len());
            let offered = state.offered().to_vec();
            let patch = offered[rng.below(offered.len() as u32) as usize];
            state.play(first_placement(&state, patch)).unwrap();
        }
    }
    // Past the token, and the last circles of one, two and three patches, were all met.
    assert!(wrapped >= 6 && [1, 2, 3].iter().all(|n| sizes.contains(n)), "{wrapped} {sizes:?}");
    let state = GameState::from_seed(Variant::ClassicRevised, 1);
    assert_eq!(crate::rules::offered_after(&state, PatchId::LEATHER).count(), 0);
}

#[test]
fn express_blue_patches_join_behind_the_token_when_five_coloured_remain() {
    let mut state = GameState::from_seed(Variant::Express, 9);
    let blue = state.blue_waiting().to_vec();
    assert_eq!(blue.len(), 8);
    let mut rng = Rng::seed_from_u64(4);
    let mut joined = false;
    while !joined {
        let before: Vec<PatchId> = state.circle().to_vec();
        let player = state.to_move().unwrap();
        state.buttons[player] = 50;
        state.quilts[player] = Quilt::new(7);
        let take = state.legal().iter().find(|a| matches!(a, Action::TakePatch { .. }));
        let action = take.unwrap_or_else(|| state.legal().random(&mut rng).unwrap());
        let events = state.play(action).unwrap();
        joined = events.contains(&Event::BluePatchesJoined);
        if joined {
            let coloured: Vec<PatchId> = state.circle()[..5].to_vec();
            assert!(coloured.iter().all(|p| p.patch().group == Group::Coloured));
            assert_eq!(&state.circle()[5..], blue.as_slice());
            assert_eq!(before.len(), 6);
        }
    }
    assert!(state.blue_waiting().is_empty());
}

#[test]
fn the_player_on_the_final_space_stops_and_the_game_ends_with_both_there() {
    let mut state = at(Variant::ClassicRevised, 52, 50, Player::One);
    assert_eq!(state.to_move(), Some(Player::Two));
    let events = state.play(Action::Advance).unwrap();
    assert_eq!(state.position(Player::Two), 53);
    assert!(events.contains(&Event::PlayerFinished { player: Player::Two }));
    assert_eq!(state.first_finisher(), Some(Player::Two));
    // Player 1 keeps playing until home; advancing pays only the space actually moved.
    assert_eq!(state.advance_gain(), Some(1));
    let events = state.play(Action::Advance).unwrap();
    assert!(state.is_over());
    assert_eq!(state.to_move(), None);
    assert!(state.legal().is_empty());
    assert_eq!(state.check(&Action::Advance), Err(IllegalAction::GameOver));
    let outcome = state.outcome().unwrap();
    assert!(matches!(events.last(), Some(Event::GameEnded(o)) if *o == outcome));
}

#[test]
fn a_time_cost_past_the_final_space_stops_on_it() {
    let mut state = with_circle(&["c09"]);
    state.positions = ByPlayer([50, 52]);
    let events = state.play(first_placement(&state, id("c09"))).unwrap();
    assert_eq!(state.position(Player::One), 53);
    assert_eq!(incomes(&events), [(53, 2)]);
}

#[test]
fn placement_turns_the_patch_and_reports_squares_off_the_quilt() {
    let state = with_circle(&["c08"]);
    let l = id("c08");
    // c08: ###   turned clockwise: ##
    //      #..                     .#
    //                              .#
    let turned = state.placement(l, Orientation::new(1, false), 2, 3).unwrap();
    let expected: Bitboard = [(2, 3), (2, 4), (3, 4), (4, 4)].iter().map(|&(r, c)| cell(r, c)).collect();
    assert_eq!(turned, expected);
    assert_eq!(state.check(&Action::TakePatch { patch: l, squares: turned }), Ok(()));
    assert_eq!(state.placement(l, Orientation::IDENTITY, 8, 0), Err(IllegalAction::OffQuilt));
    assert_eq!(state.placement(l, Orientation::IDENTITY, 0, 7), Err(IllegalAction::OffQuilt));
    assert_eq!(state.placement(l, Orientation::IDENTITY, -1, 0), Err(IllegalAction::OffQuilt));
    // Every orientation at every fitting anchor is a legal placement, and only those.
    for orientation in Orientation::ALL {
        let anchors = state.fitting_anchors(Player::One, l, orientation);
        for bit in 0..81 {
            let at = Cell::from_bit(bit);
            let placed = state.placement(l, orientation, at.row().into(), at.col().into());
            let legal = placed.is_ok_and(|squares| state.check(&Action::TakePatch { patch: l, squares }).is_ok());
            assert_eq!(legal, anchors.contains(at), "{orientation:?} at {at:?}");
        }
    }
}
