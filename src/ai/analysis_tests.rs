//! The review's tests: its bookkeeping, its thresholds and its judgement on engine games.

use super::*;
use crate::ai::mcts::Candidate;
use crate::rules::{Cell, RecordedAction, Setup, Variant};

/// Few playouts: the tests check the bookkeeping, not the engine's judgement.
const QUICK: u32 = 600;

/// A record of a game in which both players always play the review's own move.
fn engine_game(variant: Variant, deal: u64, seed: u64) -> Record {
    let mut record = Record::new(Setup::from_seed(variant, deal));
    let mut state = GameState::new(record.setup());
    while state.to_move().is_some() {
        let index = record.actions().len();
        let best = evaluate_position(&state, index, QUICK, seed).expect("a player to move").best;
        record.push(RecordedAction::from_action(best));
        state.play_quiet(best).expect("the search plays legal moves");
    }
    record
}

#[test]
fn the_verdict_follows_the_thresholds() {
    // The graph's fall decides whether a move may be wrong at all...
    assert_eq!(Verdict::of(true, 0.0, 0.0), Verdict::Best);
    assert_eq!(Verdict::of(true, MISTAKE - 0.001, 0.05), Verdict::Best);
    assert_eq!(Verdict::of(false, 0.0, 0.0), Verdict::Good);
    assert_eq!(Verdict::of(false, MISTAKE - 0.001, MISTAKE - 0.001), Verdict::Good);
    // ... and the loss both agree on how wrong it is.
    assert_eq!(Verdict::of(false, MISTAKE, MISTAKE), Verdict::Mistake);
    assert_eq!(Verdict::of(false, 0.9, MISTAKE), Verdict::Mistake);
    assert_eq!(Verdict::of(false, BLUNDER, BLUNDER), Verdict::Blunder);
    assert_eq!(Verdict::of(true, 0.31, 0.2), Verdict::Blunder);
    assert_eq!(Verdict::of(false, 0.46, 0.02), Verdict::Close);
    assert_eq!(Verdict::of(true, 0.31, 0.0), Verdict::Close);
}

/// Two moves of an Express game's first position, `made` and `other`, by `mover`; the position
/// after `made` (where the opponent moves next) and what the search saw there (a chance of 0.6
/// for the opponent: 0.4 for the mover).
fn two_moves() -> (Player, Action, Action, GameState, Seen) {
    let state = first_position();
    let legal = state.legal_actions();
    let (made, other) = (legal[0], legal[1]);
    let (mover, next, next_seen) = after(&state, made);
    (mover, made, other, next, next_seen)
}

/// The first position of an Express game.
fn first_position() -> GameState {
    GameState::new(&Setup::from_seed(Variant::Express, 4))
}

/// Who plays `made` in `state`, the position after it, and what the search saw there (a
/// chance of 0.6 for whoever moves next).
fn after(state: &GameState, made: Action) -> (Player, GameState, Seen) {
    let mut next = state.clone();
    next.play_quiet(made).unwrap();
    let next_seen = Seen { chance: 0.6, margin: 2.0, best: Action::Advance, played: None, other: None };
    (state.to_move().unwrap(), next, next_seen)
}

/// What the search saw at a position: the mover's `chance` (and 5 points of margin) with its
/// own move `best`, and `other_chance` after the `other` move.
fn seen(chance: f32, best: Action, other: Action, other_chance: f32) -> Seen {
    Seen {
        chance,
        margin: 5.0,
        best,
        played: None,
        other: Some(Other { action: other, chance: other_chance, after: None }),
    }
}

#[test]
fn the_loss_is_what_the_graph_and_the_other_moves_search_agree_on() {
    let (mover, made, other, next, next_seen) = two_moves();
    // The opponent moves next: the mover's chance after is 1 − theirs (0.6 → 0.4).
    assert_ne!(next.to_move(), Some(mover));
    let here = |best, other_chance| seen(0.7, best, other, other_chance);
    // Another move was better by its own search too (0.65 against 0.4): the graph's fall
    // (0.3) and that gain (0.25) agree on a blunder of 0.25; 7 points of score lost.
    let m = judge(0, mover, made, &here(other, 0.65), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Blunder, other));
    assert!((m.loss - 0.25).abs() < 1e-6 && (m.points - 7.0).abs() < 1e-6, "{m:?}");
    // The other move's search finds it no better: the graph falls, but nothing is clearly
    // better: close, no loss.
    let m = judge(0, mover, made, &here(other, 0.38), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.loss), (Verdict::Close, 0.0));
    // The move made was the search's own: the runner-up must beat it by a further 10
    // points (0.65 − 0.4 − 0.1 = 0.15: a mistake), and it becomes the better move.
    let m = judge(0, mover, made, &here(made, 0.65), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Mistake, other));
    assert!((m.loss - 0.15).abs() < 1e-6, "{m:?}");
    let m = judge(0, mover, made, &here(made, 0.55), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Close, made));
}

#[test]
fn a_good_move_as_good_as_the_best_by_the_reviews_figures_names_no_better_one() {
    let (mover, made, other, next, next_seen) = two_moves();
    // After the move made: a chance of 0.4 and a margin of −2 for the mover. The search's own
    // move keeps 0.42 and 5 points: 7 points given away, the other move is named.
    let m = judge(0, mover, made, &seen(0.42, other, other, 0.42), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Good, other));
    // Within 2 points as the page shows them (1.4: "1") and 5 points of chance: none is named.
    let close = |chance, margin| Seen { margin, ..seen(chance, other, other, chance) };
    let m = judge(0, mover, made, &close(0.42, -0.6), &next, Some(&next_seen));
    assert!((m.points - 1.4).abs() < 1e-6, "{m:?}");
    assert_eq!((m.verdict, m.best), (Verdict::Good, made));
    // 1.5 points, shown as 2: named.
    let m = judge(0, mover, made, &close(0.42, -0.5), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Good, other));
    // 5 points of chance given away: named, however few points.
    let m = judge(0, mover, made, &close(0.45, -0.6), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Good, other));
}

#[test]
fn the_same_patch_elsewhere_is_named_only_when_the_move_is_wrong() {
    let state = first_position();
    let patch_of = |a: &Action| match a {
        Action::TakePatch { patch, .. } => Some(*patch),
        _ => None,
    };
    let legal = state.legal_actions();
    let made = *legal.iter().find(|a| patch_of(a).is_some()).unwrap();
    let elsewhere = *legal.iter().find(|a| **a != made && patch_of(a) == patch_of(&made)).unwrap();
    let another = *legal.iter().find(|a| patch_of(a).is_some() && patch_of(a) != patch_of(&made)).unwrap();
    let (mover, next, next_seen) = after(&state, made);
    // The opponent moves next, with a chance of 0.6: 0.4 for the mover.
    assert_eq!(next.to_move(), Some(mover.opponent()));
    // Good (the graph falls 5 points): another patch is named, the same patch elsewhere is not.
    let m = judge(0, mover, made, &seen(0.45, another, another, 0.45), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Good, another));
    let m = judge(0, mover, made, &seen(0.45, elsewhere, elsewhere, 0.45), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Good, made));
    // Wrong: the better place is named.
    let m = judge(0, mover, made, &seen(0.7, elsewhere, elsewhere, 0.65), &next, Some(&next_seen));
    assert_eq!((m.verdict, m.best), (Verdict::Blunder, elsewhere));
    // Leather patches on other squares are alike, an advance and a patch are not.
    let leather = |row| Action::PlaceLeather { cell: Cell::new(row, 0).unwrap() };
    assert!(alike(leather(0), leather(1)) && alike(made, elsewhere));
    assert!(!alike(made, another) && !alike(made, Action::Advance) && !alike(Action::Advance, Action::Advance));
}

#[test]
fn playing_the_engines_moves_makes_no_mistake_and_the_end_is_exact() {
    let record = engine_game(Variant::Express, 4, 11);
    let mut seen = 0;
    let review = analyse(&record, QUICK, 11, |index, total| {
        assert_eq!(index, seen);
        assert_eq!(total, record.actions().len() + 1);
        seen += 1;
    })
    .unwrap();
    assert_eq!(seen, record.actions().len() + 1);
    assert_eq!(review.moves.len(), record.actions().len());
    for m in &review.moves {
        // The engine's own move: best where the graph holds, close where its noise falls
        // (600 playouts), never wrong; the loss is never more than the graph's fall.
        assert!(matches!(m.verdict, Verdict::Best | Verdict::Close), "move {}: {m:?}", m.index);
        assert_eq!(m.verdict == Verdict::Best, m.before - m.after < MISTAKE, "move {}: {m:?}", m.index);
        assert!(m.loss <= (m.before - m.after).max(0.0));
        assert!((0.0..=1.0).contains(&m.before) && (0.0..=1.0).contains(&m.after));
    }
    assert_eq!(review.accuracy(), [Some(1.0), Some(1.0)]);
    // The last move's chance after is the game's result, exactly.
    let end = record.replay().unwrap();
    let last = review.moves.last().unwrap();
    let won = end.outcome().unwrap().winner == last.player;
    assert_eq!(last.after, if won { 1.0 } else { 0.0 });
    let points = review.player_one_chances();
    assert_eq!(points.len(), record.actions().len() + 1);
    assert_eq!(*points.last().unwrap(), if end.outcome().unwrap().winner == Player::One { 1.0 } else { 0.0 });
}

fn judged(index: usize, player: Player, loss: f32) -> MoveReview {
    let verdict = Verdict::of(loss == 0.0, loss, loss);
    let best = Action::Advance;
    MoveReview { index, player, before: 0.5, after: 0.5, margin: 0.0, best, loss, points: 0.0, verdict }
}

#[test]
fn the_summary_counts_each_players_moves() {
    let moves = [
        judged(0, Player::One, 0.0),
        judged(1, Player::Two, 0.04),
        judged(2, Player::One, 0.05),
        judged(3, Player::Two, 0.12),
        judged(4, Player::One, 0.31),
        judged(5, Player::Two, 0.25),
        judged(6, Player::One, 0.2),
    ];
    let [one, two] = summary(&moves);
    assert_eq!((one.moves, one.accurate, one.mistakes, one.blunders), (4, 1, 0, 2));
    assert_eq!(one.swing, Some((4, 0.31)));
    assert_eq!(one.accuracy(), Some(0.25));
    assert_eq!((two.moves, two.accurate, two.mistakes, two.blunders), (3, 1, 1, 1));
    assert_eq!(two.swing, Some((5, 0.25)));
    // The accuracy is the command-line tool's.
    let analysis = GameAnalysis { moves: moves.to_vec() };
    assert_eq!(analysis.accuracy(), [Some(0.25), Some(1.0 / 3.0)]);
    // No move, no accuracy and no swing; a game of best moves swings nowhere.
    let [none, best] = summary(&[judged(0, Player::Two, 0.0)]);
    assert_eq!((none.accuracy(), none.swing), (None, None));
    assert_eq!((best.accuracy(), best.swing), (Some(1.0), None));
}

#[test]
fn the_same_record_gets_the_same_review() {
    let record = engine_game(Variant::Express, 9, 3);
    let once = analyse(&record, QUICK, 5, |_, _| {}).unwrap();
    assert_eq!(analyse(&record, QUICK, 5, |_, _| {}).unwrap(), once);
}

#[test]
fn throwing_away_a_won_game_is_a_blunder() {
    // Both play the engine's moves until one player is clearly winning (chance ≥ 90 %);
    // then that player, on a later turn, takes the move that leaves them worst off.
    let iterations = 2_000;
    let seed = 7;
    let mut record = Record::new(Setup::from_seed(Variant::Express, 2));
    let mut state = GameState::new(record.setup());
    let thrown = loop {
        let player = state.to_move().expect("someone wins clearly before the end");
        let index = record.actions().len();
        let evaluation = evaluate_position(&state, index, iterations, seed).unwrap();
        if index > 6 && evaluation.top().chance >= 0.9 && state.legal_actions().len() > 1 {
            // Of a spread of legal actions, the one after which this player's chance is
            // lowest (a quick look at each).
            let legal = state.legal_actions();
            let stride = (legal.len() / 40).max(1);
            let worst = legal
                .into_iter()
                .step_by(stride)
                .map(|action| {
                    let mut next = state.clone();
                    next.play_quiet(action).unwrap();
                    let after = evaluate_position(&next, index + 1, QUICK, seed);
                    (action, chance_after(player, &next, after.map(|e| e.top().chance)))
                })
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap();
            if evaluation.top().chance - worst.1 >= 0.35 {
                record.push(RecordedAction::from_action(worst.0));
                break index;
            }
        }
        record.push(RecordedAction::from_action(evaluation.best));
        state.play_quiet(evaluation.best).unwrap();
    };
    let review = analyse(&record, iterations, seed, |_, _| {}).unwrap();
    let blunder = &review.moves[thrown];
    assert_eq!(blunder.verdict, Verdict::Blunder, "{blunder:?}");
    assert!(blunder.loss >= BLUNDER);
    for m in &review.moves[..thrown] {
        assert!(matches!(m.verdict, Verdict::Best | Verdict::Close), "{m:?}");
    }
    let accuracy = review.accuracy()[blunder.player.index()].unwrap();
    assert!(accuracy < 1.0);
}

#[test]
fn an_illegal_record_is_refused_as_replay_refuses_it() {
    let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, 3));
    record.push(RecordedAction::Advance);
    record.push(RecordedAction::Leather { cell: (0, 0) });
    let error = analyse(&record, QUICK, 1, |_, _| {}).unwrap_err();
    assert_eq!(error, record.replay().unwrap_err());
}

#[test]
fn no_verdict_contradicts_its_graph_step() {
    // Whole games of random moves (many mistakes) of both kinds: each verdict agrees with the
    // fall of the graph between the points before and after its move.
    for (variant, seed) in [(Variant::Express, 1), (Variant::Express, 2), (Variant::ClassicRevised, 3)] {
        let record = crate::ai::random::random_game(variant, seed);
        let review = analyse(&record, QUICK, seed, |_, _| {}).unwrap();
        let points = review.player_one_chances();
        let mut wrong = 0;
        for m in &review.moves {
            // The graph's two points, seen by the mover.
            let [before, after] = [points[m.index], points[m.index + 1]].map(|p| of_player_one(m.player, p));
            assert!((before - m.before).abs() < 1e-6 && (after - m.after).abs() < 1e-6, "{m:?}");
            let fall = before - after;
            assert_eq!(matches!(m.verdict, Verdict::Best | Verdict::Good), fall < MISTAKE, "{m:?}");
            assert!(m.loss <= fall.max(0.0) + 1e-6, "{m:?}");
            match m.verdict {
                Verdict::Blunder => assert!(m.loss >= BLUNDER, "{m:?}"),
                Verdict::Mistake => assert!((MISTAKE..BLUNDER).contains(&m.loss), "{m:?}"),
                Verdict::Close => assert!(m.loss < MISTAKE, "{m:?}"),
                Verdict::Best | Verdict::Good => {}
            }
            wrong += usize::from(m.verdict.wrong());
        }
        assert!(wrong > 0, "random moves make mistakes");
    }
}

#[test]
fn the_noise_shrinks_with_playouts_and_a_clear_gain_stays_off_the_thresholds() {
    assert!((noise(4_000) - 0.0447).abs() < 1e-3 && (noise(16_000) - 0.0224).abs() < 1e-3);
    assert!(noise(8_000) < noise(4_000));
    // At 4,000 playouts a gain of 0.12 is too near the mistake's 0.10; at 16,000 it is clear.
    assert!(!clear(0.12, 4_000) && clear(0.13, 16_000));
    assert!(clear(0.0, 4_000) && clear(0.5, 4_000) && !clear(BLUNDER - 0.01, 16_000));
}

#[test]
fn where_the_first_searches_leave_the_verdict_in_the_noise_the_deeper_pair_decides() {
    let (mover, made, other, next, next_seen) = two_moves();
    let here = |chance, after| Seen {
        chance: 0.7,
        margin: 5.0,
        best: other,
        played: None,
        other: Some(Other { action: other, chance, after }),
    };
    // The graph falls by 0.3; the first pair says 0.52 against 0.4: a mistake by 0.12.
    assert_eq!(judge(0, mover, made, &here(0.52, None), &next, Some(&next_seen)).verdict, Verdict::Mistake);
    // Searched deeper, the two are 0.47 against 0.41: close.
    let m = judge(0, mover, made, &here(0.47, Some(0.41)), &next, Some(&next_seen));
    assert_eq!(m.verdict, Verdict::Close);
    assert!((m.after - 0.4).abs() < 1e-6, "the graph keeps its own figure: {m:?}");
    // Or 0.69 against 0.41: a blunder of 0.28, within the graph's fall.
    let m = judge(0, mover, made, &here(0.69, Some(0.41)), &next, Some(&next_seen));
    assert_eq!(m.verdict, Verdict::Blunder);
    assert!((m.loss - 0.28).abs() < 1e-6, "{m:?}");
}

#[test]
fn random_moves_are_searched_deeper_where_their_verdict_is_in_doubt_and_saved_with_it() {
    let record = crate::ai::random::random_game(Variant::Express, 1);
    let (states, actions) = positions(&record).unwrap();
    let (iterations, seed) = (1_000, 3);
    let mut deepened = 0;
    for (index, state) in states.iter().enumerate().take(actions.len()) {
        let seen = see(state, index, Some(actions[index]), iterations, seed).unwrap();
        let Some(after) = seen.other.and_then(|o| o.after) else { continue };
        deepened += 1;
        // After a move that was not the search's own and after which the graph falls by a
        // mistake at least.
        assert!((0.0..=1.0).contains(&after));
        assert_ne!(seen.best, actions[index]);
        let next = see(&states[index + 1], index + 1, actions.get(index + 1).copied(), iterations, seed);
        let mover = state.to_move().unwrap();
        let graph = chance_after(mover, &states[index + 1], next.map(|s| s.chance));
        assert!(seen.chance - graph >= MISTAKE, "{seen:?} then {graph}");
        // Kept through a save as the page keeps it.
        let text = serde_json::to_string(&seen.recorded()).unwrap();
        assert!(text.contains(",\"after\":"), "{text}");
        let back: Seen<RecordedAction> = serde_json::from_str(&text).unwrap();
        assert!(back.resolve(state).unwrap().other.is_some_and(|o| o.after.is_some()));
        assert_eq!(serde_json::to_string(&back).unwrap(), text);
    }
    assert!(deepened > 0, "a game of random moves has doubtful verdicts");
}

#[test]
fn once_a_game_is_decided_the_review_prefers_the_move_that_gains_the_most_points() {
    let legal = first_position().legal_actions();
    let candidate =
        |i: usize, visits: u32, chance: f32, margin: f32| Candidate { action: legal[i], visits, chance, margin };
    let of = |candidates: Vec<Candidate>| Evaluation { best: candidates[0].action, candidates, iterations: 8_000 };
    // Every move wins: the one by the most points, if by MORE_POINTS more than the search's own.
    let won = of(vec![candidate(0, 3_000, 1.0, 20.0), candidate(1, 2_000, 0.99, 31.0), candidate(2, 900, 1.0, 25.0)]);
    assert_eq!(preferred(&won), legal[1]);
    let near = of(vec![candidate(0, 3_000, 1.0, 20.0), candidate(1, 2_000, 1.0, 20.0 + MORE_POINTS - 0.5)]);
    assert_eq!(preferred(&near), legal[0]);
    // A lost game alike: losing by fewer points is better.
    let lost = of(vec![candidate(0, 3_000, 0.0, -30.0), candidate(1, 1_000, 0.0, -12.0)]);
    assert_eq!(preferred(&lost), legal[1]);
    // Wins come first: a move that wins less often is not preferred for its points, nor one
    // tried too few times to be sure.
    let open = of(vec![
        candidate(0, 3_000, 0.6, 2.0),
        candidate(1, 2_000, 0.6 - 1.5 * EVEN, 9.0),
        candidate(2, SURE_VISITS - 1, 0.6, 9.0),
    ]);
    assert_eq!(preferred(&open), legal[0]);
}

#[test]
fn a_puzzle_is_solved_by_an_answer_better_than_the_move_made_by_its_verdicts_threshold() {
    let state = GameState::new(&Setup::from_seed(Variant::Express, 3));
    let mover = state.to_move().expect("a player to move");
    let mut next = state.clone();
    next.play_quiet(Action::Advance).expect("advancing is legal at the start");
    // After the advance the opponent moves: the mover's chance is one minus theirs.
    assert_eq!(next.to_move(), Some(mover.opponent()));
    let made = 0.3;
    assert!(solves(false, made, mover, &next, Some(0.6 - 0.001)), "0.401 beats 0.3 by a mistake's 0.10");
    assert!(!solves(false, made, mover, &next, Some(0.6 + 0.001)), "0.399 does not");
    assert!(!solves(true, made, mover, &next, Some(0.55)), "0.45 is not a blunder's 0.20 better");
    assert!(solves(true, made, mover, &next, Some(0.45)), "0.55 is");
}
