//! Puzzles: made from a review, kept, opened as a position of their own, answered and judged.

use super::*;
use crate::ai::analysis::Seen;
use crate::ai::random;
use crate::rules::{PatchId, Setup, Variant};
use crate::ui::state::tests::page;
use crate::ui::state::{FormAction, HandAction, PageState, Screen, Seat};

/// The page's first position as a puzzle whose move made is the first patch the hand places
/// and whose better move is the advance (with `after`, the chance after the move made).
fn first_move_puzzle(seed: u64, after: f32) -> (Rc<Puzzle>, PatchId) {
    let p = page(seed);
    let game = &p.session.game;
    let patch = game.offered().iter().copied().find(|&x| game.can_take(x).is_ok()).expect("a patch to take");
    let placed = p.clone().reduced(HandAction::Pick { patch, grab: None }).reduced(HandAction::Place);
    let made = placed.session.record.actions()[0].clone();
    let puzzle = Puzzle {
        record: Record::new(Setup::from_seed(Variant::ClassicRevised, seed)).to_json(),
        names: ["Ada".to_owned(), "Bo".to_owned()],
        made,
        better: RecordedAction::from_action(Action::Advance),
        after,
        blunder: false,
        iterations: 200,
        solved: false,
    };
    (Rc::new(puzzle), patch)
}

/// A random Express game reviewed to its end (few playouts: random play makes mistakes).
fn reviewed() -> (Record, Review) {
    let record = random::random_game(Variant::Express, 4);
    let mut review = Review::of(&record, None).expect("a random game replays");
    let mut id = 0;
    while let Some(index) = review.next_to_see() {
        id += 1;
        review.update(&ReviewAction::Asked { id, index });
        let seen = analysis::see(&review.states[index], index, review.actions.get(index).copied(), 300, 1);
        review.update(&ReviewAction::Heard { id, index, seen: Ok(seen.map(|s| s.recorded())) });
    }
    (record, review)
}

fn opened(puzzle: &Rc<Puzzle>) -> Rc<PageState> {
    page(3).reduced(PuzzleAction::Open(Rc::clone(puzzle)))
}

fn attempt(p: &PageState) -> Attempt {
    p.puzzle.as_ref().expect("a puzzle is shown").attempt
}

#[test]
fn a_puzzle_opens_as_an_unsaved_position_and_the_better_move_solves_it() {
    let (puzzle, _) = first_move_puzzle(42, 0.3);
    let p = opened(&puzzle);
    assert_eq!((p.view.screen, &*p.session.id, p.session.played), (Screen::Playing, ID, 0));
    assert_eq!(p.session.seats, [Seat::Person; 2]);
    assert_eq!(*p.session.names, ["Ada".to_owned(), "Bo".to_owned()]);
    assert_eq!(p.feedback.message[..], [Say::Turn(Player::One)]);
    assert_eq!(attempt(&p), Attempt::Trying);
    // No undo, redo, hint or review in a puzzle.
    for action in [
        PageAction::from(SessionAction::Undo),
        SessionAction::Redo.into(),
        ComputerAction::HintAsked(1).into(),
        ReviewAction::Open(None).into(),
    ] {
        assert!(Rc::ptr_eq(&p, &Rc::clone(&p).reduced(action)));
    }
    let solved = p.reduced(SessionAction::Advance);
    assert_eq!(attempt(&solved), Attempt::Solved);
    // Once answered, the board is only looked at.
    assert!(Rc::ptr_eq(&solved, &Rc::clone(&solved).reduced(SessionAction::Advance)));
    let left = solved.reduced(PuzzleAction::Leave);
    assert_eq!((left.view.screen, left.puzzle.is_none()), (Screen::NewGame, true));
}

#[test]
fn the_move_made_does_not_solve_it_and_after_two_tries_the_computers_move_is_shown() {
    let (puzzle, patch) = first_move_puzzle(42, 0.3);
    let play_made = |p: Rc<PageState>| p.reduced(HandAction::Pick { patch, grab: None }).reduced(HandAction::Place);
    let wrong = play_made(opened(&puzzle));
    assert_eq!((attempt(&wrong), wrong.puzzle.as_ref().unwrap().tries), (Attempt::Wrong, 1));
    assert_eq!(wrong.session.played, 1);
    let again = wrong.reduced(PuzzleAction::Retry);
    assert_eq!((attempt(&again), again.session.played), (Attempt::Trying, 0));
    let shown = play_made(again);
    assert_eq!(attempt(&shown), Attempt::Shown);
    // Back at the position, with the computer's move in words (and drawn, see view::table).
    assert_eq!(shown.session.played, 0);
    assert_eq!(shown.feedback.message[..], [Say::Better { action: Action::Advance, spaces: 1 }]);
    assert!(Rc::ptr_eq(&shown, &Rc::clone(&shown).reduced(PuzzleAction::Retry)));
}

#[test]
fn another_move_is_judged_by_the_engine_where_it_leads() {
    let (puzzle, made) = first_move_puzzle(42, 0.3);
    let p = opened(&puzzle);
    let game = &p.session.game;
    let other = game.offered().iter().copied().find(|&x| x != made && game.can_take(x).is_ok()).expect("another");
    let answered = p.reduced(HandAction::Pick { patch: other, grab: None }).reduced(HandAction::Place);
    assert!(matches!(attempt(&answered), Attempt::Checking { asked: None, .. }));
    let asked = answered.reduced(PuzzleAction::Asked(7));
    assert!(matches!(attempt(&asked), Attempt::Checking { asked: Some(7), .. }));
    // The opponent moves next: the mover's chance is one minus theirs.
    assert_eq!(asked.session.game.to_move(), Some(Player::Two));
    let heard = |id: u32, chance: f32| {
        let seen =
            Seen { chance, margin: 0.0, best: RecordedAction::from_action(Action::Advance), played: None, other: None };
        Rc::clone(&asked).reduced(ReviewAction::Heard { id, index: 1, seen: Ok(Some(seen)) })
    };
    assert!(Rc::ptr_eq(&asked, &heard(6, 0.5)), "another request's answer is not this one's");
    assert_eq!(attempt(&heard(7, 0.5)), Attempt::Solved, "0.5 after, 0.3 after the move made");
    let not = heard(7, 0.65);
    assert_eq!((attempt(&not), not.puzzle.as_ref().unwrap().tries), (Attempt::Wrong, 1), "0.35 is not 0.1 better");
}

#[test]
fn a_damaged_puzzle_says_so_and_leaves_the_page_as_it_was() {
    let (puzzle, _) = first_move_puzzle(42, 0.3);
    let damaged = Puzzle { record: "{".to_owned(), ..(*puzzle).clone() };
    let p = page(3);
    let q = Rc::clone(&p).reduced(PuzzleAction::Open(Rc::new(damaged)));
    assert_eq!(q.feedback.notice, Some(crate::ui::i18n::Notice::PuzzleUnopenable));
    assert_eq!((q.puzzle.is_none(), &q.session), (true, &p.session));
}

#[test]
fn a_reviewed_game_gives_a_puzzle_for_each_mistake_of_a_person_kept_once() {
    let (record, review) = reviewed();
    let names = ["Ada".to_owned(), "Bo".to_owned()];
    let wrong: Vec<_> = review.moves().into_iter().flatten().filter(|m| m.verdict.wrong()).collect();
    let ones = of_review(&review, &record, &names, [true, false]);
    assert!(!ones.is_empty(), "random play makes mistakes: {wrong:?}");
    assert_eq!(
        ones.len(),
        wrong.iter().filter(|m| m.player == Player::One && m.best != review.actions[m.index]).count()
    );
    for puzzle in &ones {
        let solving = Solving::of(Rc::new(puzzle.clone())).expect("the position replays");
        assert_eq!(solving.mover, Player::One);
        assert_eq!(solving.made, review.actions[solving.index()]);
        assert_ne!(solving.made, solving.better);
    }
    // Kept: once, read back as written; the unsolved ones newest first.
    let both = of_review(&review, &record, &names, [true, true]);
    let kept = merged(merged(Vec::new(), ones.clone()), both.clone());
    assert_eq!(kept.len(), both.len());
    let back = read(&written(&kept));
    assert_eq!(back.len(), kept.len());
    assert!(back.iter().zip(&kept).all(|(a, b)| a.same(b) && (a.after - b.after).abs() < 1e-4));
    assert_eq!(read("not a list"), Vec::new());
    let mut solved = kept.clone();
    solved[0].solved = true;
    let open: Vec<&Puzzle> = unsolved(&solved).collect();
    assert_eq!(open.len(), kept.len() - 1);
    assert_eq!(open.first().map(|p| p.same(&kept[kept.len() - 1])), Some(true));
}

#[test]
fn a_solved_puzzle_is_kept_as_solved_and_the_next_is_offered() {
    let (puzzle, _) = first_move_puzzle(42, 0.3);
    let (other, _) = first_move_puzzle(7, 0.3);
    let with = page(3).reduced(FormAction::Puzzles(Rc::new(vec![(*other).clone(), (*puzzle).clone()])));
    assert_eq!(unsolved(&with.form.puzzles).count(), 2);
    let solved = with.reduced(PuzzleAction::Open(Rc::clone(&puzzle))).reduced(SessionAction::Advance);
    assert_eq!(attempt(&solved), Attempt::Solved);
    assert_eq!(solved.form.puzzles.iter().map(|p| p.solved).collect::<Vec<_>>(), [false, true]);
    let open: Vec<&Puzzle> = unsolved(&solved.form.puzzles).collect();
    assert_eq!((open.len(), open[0].same(&other)), (1, true));
}

#[test]
fn practising_a_saved_review_keeps_each_mistake_of_a_person_once_and_shows_the_first() {
    let (record, review) = reviewed();
    let names = ["Ada".to_owned(), "Bo".to_owned()];
    let saved = crate::ui::state::review::read_saved(&crate::ui::state::review::saved_json(
        &record,
        &review.recorded(),
        review.iterations,
    ))
    .expect("a saved review reads");
    let expected = of_review(&review, &record, &names, [false, true]);
    assert!(!expected.is_empty());
    // The same, but for the chances kept to four places in a saved review.
    let key = |p: &Puzzle| (p.record.clone(), p.made.clone(), p.better.clone(), p.blunder, (p.after * 1e3).round());
    let from_saved = of_saved(&saved, &names, [false, true]);
    assert_eq!(from_saved.iter().map(key).collect::<Vec<_>>(), expected.iter().map(key).collect::<Vec<_>>());
    // Not before the review judged every move.
    let mut partial = saved.clone();
    partial.1.truncate(3);
    assert_eq!(of_saved(&partial, &names, [true, true]), Vec::new());
    let p = page(3);
    let q = Rc::clone(&p).reduced(PuzzleAction::Practise(Rc::new(expected.clone())));
    assert_eq!(*q.form.puzzles, expected);
    let solving = q.puzzle.as_ref().expect("the first puzzle is shown");
    assert!(solving.puzzle.same(&expected[0]));
    assert_eq!((q.view.screen, q.session.played), (Screen::Playing, solving.index()));
    // Practising the same game again keeps nothing twice.
    let again = q.reduced(PuzzleAction::Practise(Rc::new(of_saved(&saved, &names, [true, true]))));
    assert_eq!(again.form.puzzles.len(), of_review(&review, &record, &names, [true, true]).len());
}
