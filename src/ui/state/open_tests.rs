//! A saved game opened again: as it was, and said to be resumed only where there is something
//! left to play.

use super::tests::page;
use super::*;
use crate::rules::Variant;

#[test]
fn a_game_is_saved_and_opened_again_as_it_was() {
    let p = page(11).reduced(SessionAction::Advance).reduced(SessionAction::Advance).reduced(SessionAction::Undo);
    let saved = p.session.saved(42.0);
    let text = saved.played_record().to_json();
    let (opened, game) = SavedGame::open(&saved.id, &text, Some(&saved.meta_json())).expect("opens");
    let q = Rc::new(PageState::new_game(Format::Landscape, NewGameForm::default()))
        .reduced(SessionAction::Open(Rc::new(opened)));
    assert_eq!(q.session.game, p.session.game);
    assert_eq!(*q.session.game, game);
    assert_eq!((q.session.played, q.session.record.clone()), (p.session.played, p.session.record.clone()));
    assert_eq!(q.view.screen, Screen::Playing);
}

#[test]
fn a_game_opened_again_is_resumed_unless_it_is_over() {
    let open = |record: &str, meta: Option<&str>| {
        let (opened, _) = SavedGame::open("g", record, meta).expect("opens");
        Rc::new(PageState::new_game(Format::Landscape, NewGameForm::default()))
            .reduced(SessionAction::Open(Rc::new(opened)))
    };
    let saved = page(11).reduced(SessionAction::Advance).session.saved(42.0);
    let p = open(&saved.played_record().to_json(), Some(&saved.meta_json()));
    assert!(p.feedback.message.contains(&Say::Resumed));
    let finished = crate::ai::random::random_game(Variant::ClassicRevised, 3);
    let q = open(&finished.to_json(), None);
    assert!(q.session.game.to_move().is_none());
    assert!(!q.feedback.message.contains(&Say::Resumed), "{:?}", q.feedback.message);
    assert!(
        q.feedback.message.iter().any(|say| matches!(say, Say::Wins(_) | Say::TieBreak(_))),
        "{:?}",
        q.feedback.message
    );
}
