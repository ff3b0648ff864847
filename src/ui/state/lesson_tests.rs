//! The guided first game on the page: dealt by "Learn to play", its steps moved on by the real
//! controls, saved with the game and resumed at its step, and taken back by undo.

use super::lesson::{Lesson, Step, Target};
use super::session::LESSON_ID;
use super::tests::page;
use super::*;
use crate::ai::Level;

fn step(p: &PageState) -> Option<Step> {
    p.session.lesson_step(p.hand.held_patch())
}

/// The lesson after its first move, made as its steps ask: Next twice, the ringed patch picked
/// up, turned and mirrored, a tap on its outline, Place.
fn after_the_first_move() -> Rc<PageState> {
    let p = page(1).reduced(SessionAction::Learn(None));
    assert_eq!(step(&p), Some(Step::Circle));
    let p = p.reduced(SessionAction::LessonNext);
    assert_eq!(step(&p), Some(Step::Price));
    let p = p.reduced(SessionAction::LessonNext);
    assert_eq!(step(&p), Some(Step::Take));
    let Some(Target::Card(patch)) = Lesson::target(&p.session.game, Step::Take, None) else { panic!("a card") };
    let p = p.reduced(HandAction::Pick { patch, grab: None });
    assert_eq!(step(&p), Some(Step::Turn));
    let p = p.reduced(HandAction::Rotate);
    assert_eq!(step(&p), Some(Step::Mirror));
    let p = p.reduced(HandAction::Mirror);
    assert_eq!(step(&p), Some(Step::Place));
    let target = Lesson::target(&p.session.game, Step::Place, p.hand.held_patch());
    let Some(Target::Squares(squares)) = target else { panic!("an outline") };
    // Any square of the outline puts the patch on it, even one where a tap elsewhere would not.
    for cell in squares.cells() {
        let q = Rc::clone(&p).reduced(HandAction::Square(Player::One, cell.row(), cell.col()));
        let held = q.hand.held.expect("still held");
        assert_eq!(held.action(&q.session.game, held.anchor).ok(), Some(Action::TakePatch { patch, squares }));
    }
    let cell = squares.cells().last().expect("a square");
    let p = p.reduced(HandAction::Square(Player::One, cell.row(), cell.col())).reduced(HandAction::Place);
    assert_eq!(p.session.played, 1);
    p
}

#[test]
fn learn_to_play_deals_the_lesson_against_easy_and_its_steps_follow_the_controls() {
    let p = after_the_first_move();
    assert_eq!(&*p.session.id, LESSON_ID);
    assert_eq!(p.session.seats, [Seat::Person, Seat::Computer(Level::Easy)]);
    assert_eq!(p.session.seed, Some(crate::ai::tutor::LESSON_SEED));
    assert_eq!(step(&p), Some(Step::NextPlayer));
    assert!(p.computer_to_move());
    let p = p.reduced(SessionAction::LessonNext);
    assert_eq!(step(&p), Some(Step::Wait));
    // Any other game has no lesson.
    assert_eq!(step(&page(1)), None);
}

#[test]
fn the_lesson_is_saved_with_its_game_and_resumes_at_its_step() {
    let p = after_the_first_move();
    let saved = p.session.saved(5.0);
    let meta = saved.meta_json();
    assert!(meta.contains(r#""lesson":{"taught":"#), "{meta}");
    let record = saved.played_record().to_json();
    let (opened, _) = SavedGame::open(LESSON_ID, &record, Some(&meta)).expect("it opens");
    assert_eq!(opened.lesson, p.session.lesson);
    let resumed = page(2).reduced(SessionAction::Learn(Some(Rc::new(opened.clone()))));
    assert_eq!((resumed.session.played, step(&resumed)), (1, Some(Step::NextPlayer)));
    // Leaving it is going back to the new-game screen; the game stays saved as it was.
    let left = resumed.reduced(SessionAction::PlayAgain);
    assert_eq!(left.view.screen, Screen::NewGame);
    // A damaged lesson part loses only the lesson: the game opens as an ordinary one.
    let damaged = meta.replace(r#""lesson":{"taught":"#, r#""lesson":{"taught":"x","t":"#);
    let (opened, _) = SavedGame::open(LESSON_ID, &record, Some(&damaged)).expect("it opens");
    assert_eq!((opened.lesson, opened.played), (None, 1));
    // A save without a lesson, or with one finished, is not resumed: a new lesson is dealt.
    let fresh = page(2).reduced(SessionAction::Learn(Some(Rc::new(opened))));
    assert_eq!((fresh.session.played, step(&fresh)), (0, Some(Step::Circle)));
    // An ordinary game's meta entry says nothing of a lesson, as before.
    assert!(!page(3).session.saved(0.0).meta_json().contains("lesson"));
}

#[test]
fn undo_takes_the_lesson_back_so_that_a_step_can_be_done_again() {
    let p = after_the_first_move().reduced(SessionAction::Undo);
    assert_eq!(p.session.played, 0);
    // Taking and placing again: the patch is picked up once more.
    assert_eq!(step(&p), Some(Step::Take));
    assert!(!p.session.lesson.expect("a lesson").taught(Step::Place));
    let p = p.reduced(SessionAction::Redo);
    assert_eq!((p.session.played, step(&p)), (1, Some(Step::NextPlayer)));
}
