//! One test per consequence that the page carries from one part to the others ([`Effect`]):
//! the part's reducer asks for it, and the page shows it afterwards.

use super::*;
use crate::ai::Level;
use crate::rules::{PatchId, RecordedAction};

fn page(seed: u64) -> Rc<PageState> {
    Rc::new(PageState::new(Settings::default(), seed, Format::Landscape))
}

/// What the part that owns `action` asks of the others on `page`.
fn effects_of(page: &PageState, action: impl Into<PageAction>) -> Vec<Effect> {
    match page.clone().dispatch(action.into(), &Ctx::of(page)) {
        Effects::Changed(effects) => effects,
        Effects::Unchanged => panic!("the part changed nothing"),
    }
}

fn takeable(page: &PageState) -> PatchId {
    let game = &page.session.game;
    game.offered().iter().copied().find(|&x| game.can_take(x).is_ok()).expect("a takeable patch")
}

/// A page where the computer plays player 1, who is to move.
fn computer_to_move(seed: u64) -> PageState {
    let mut p = (*page(seed)).clone();
    p.session.seats = [Seat::Computer(Level::Greedy), Seat::Person];
    p
}

#[test]
fn a_persons_move_is_played_clears_the_hand_ends_the_computers_requests_and_says_what_happened() {
    let p = page(3).reduced(HandAction::Pick { patch: takeable(&page(3)), grab: None });
    let p = p.reduced(ComputerAction::HintAsked(5));
    assert!(p.hand.held.is_some() && p.computer.hint_asked.is_some());
    assert_eq!(effects_of(&p, SessionAction::Advance), [Effect::Play(Action::Advance)]);
    let mut game = (*p.session.game).clone();
    let events = game.play(Action::Advance).expect("advancing is legal");
    let mut toasted = Feedback::default();
    toasted.toast(&events);
    let mut message: Vec<Say> = events.iter().filter_map(Say::of_event).collect();
    message.push(Say::Turn(game.to_move().expect("the game goes on")));
    let played = p.reduced(SessionAction::Advance);
    assert_eq!((played.session.played, &*played.session.game), (1, &game));
    assert_eq!((played.hand, played.computer), (Hand::default(), Computer::default()));
    assert_eq!((&*played.feedback.message, &played.feedback.toasts), (&message[..], &toasted.toasts));
}

#[test]
fn a_refused_move_says_why_and_the_piece_stays_on_the_quilt() {
    let p = page(42).reduced(HandAction::Pick { patch: takeable(&page(42)), grab: None });
    assert_eq!(effects_of(&p, HandAction::Drop((-3, 0))), [Effect::Refused(IllegalAction::OffQuilt)]);
    let refused = Rc::clone(&p).reduced(HandAction::Drop((-3, 0)));
    assert_eq!(&*refused.feedback.message, &[Say::Refused(IllegalAction::OffQuilt)]);
    assert_eq!((refused.hand.held.map(|h| h.anchor.0), refused.session.played), (Some(0), 0));
    // A move without a piece is refused the same way.
    let reason = p.session.game.check(&Action::DiscardLeather).expect_err("classic has no discard");
    assert_eq!(effects_of(&p, SessionAction::Discard), [Effect::Play(Action::DiscardLeather)]);
    assert_eq!(&*p.reduced(SessionAction::Discard).feedback.message, &[Say::Refused(reason)]);
}

#[test]
fn the_computers_move_is_played_or_its_failure_noticed() {
    let p = Rc::new(computer_to_move(6)).reduced(ComputerAction::Thinking(1));
    let p = p.reduced(ComputerAction::Answer { id: 1, action: Ok(RecordedAction::Advance) });
    assert_eq!(effects_of(&p, ComputerAction::Arrived), [Effect::ComputerPlays(Action::Advance)]);
    let played = Rc::clone(&p).reduced(ComputerAction::Arrived);
    assert_eq!((played.session.played, played.computer), (1, Computer::default()));
    // The engine refusing it is the computer's failure: a notice, and nothing played.
    let mut bad = (*p).clone();
    bad.computer.showing = Some(Action::DiscardLeather);
    let reason = bad.session.game.check(&Action::DiscardLeather).expect_err("classic has no discard");
    let failed = Rc::new(bad).reduced(ComputerAction::Arrived);
    assert_eq!(failed.feedback.notice, Some(Notice::ComputerFailed(i18n::refusal(Lang::En, reason))));
    assert_eq!((failed.session.played, failed.computer.showing), (0, None));
}

#[test]
fn a_changed_game_settles_the_computer_the_result_the_hand_and_the_message() {
    let p = page(3).reduced(SessionAction::Advance).reduced(ComputerAction::HintAsked(5));
    let p = p.reduced(ViewAction::Result(false));
    assert_eq!(effects_of(&p, SessionAction::Undo), [Effect::Settle(vec![Say::TakenBack])]);
    let undone = p.reduced(SessionAction::Undo);
    assert_eq!((undone.computer, undone.view.result, undone.hand), (Computer::default(), true, Hand::default()));
    assert_eq!(&*undone.feedback.message, &[Say::TakenBack, Say::Turn(Player::One)]);
}

#[test]
fn a_part_can_only_say_something() {
    let p = page(3);
    assert_eq!(effects_of(&p, SessionAction::Undo), [Effect::Say(vec![Say::NothingToUndo])]);
    let said = p.reduced(SessionAction::Undo);
    assert_eq!((&*said.feedback.message, said.session.played), (&[Say::NothingToUndo][..], 0));
}

#[test]
fn a_notice_stays_up() {
    let p = Rc::new(computer_to_move(6)).reduced(ComputerAction::Thinking(2));
    let bad = ComputerAction::Answer { id: 2, action: Ok(RecordedAction::Leather { cell: (0, 0) }) };
    let [Effect::Notice(notice)] = &effects_of(&p, bad.clone())[..] else { panic!("a notice") };
    assert!(matches!(notice, Notice::ComputerFailed(_)));
    assert_eq!(p.reduced(bad).feedback.notice.as_ref(), Some(notice));
}

/// A link to a game of `seed` after one action, and my saved game of it after another.
fn parted_link(seed: u64) -> (String, SavedGame) {
    let mine = page(seed).reduced(SessionAction::Advance).session.saved(1.0);
    let mut record = mine.record.clone();
    record.truncate(0);
    let first = GameState::new(record.setup()).legal_actions()[1];
    record.push(RecordedAction::from_action(first));
    (link::code_of(&record, &mine.names).expect("names fit"), mine)
}

#[test]
fn a_link_that_opens_forgets_the_notice_of_an_earlier_link_only() {
    let (code, _) = parted_link(4);
    let arrived = || LinkAction::Arrived(Rc::new(LinkArrival::read(&code, Vec::new, "new".into())));
    let mut p = (*page(3)).clone();
    p.feedback.notice = Some(Notice::StaleLink);
    let p = Rc::new(p);
    assert_eq!(effects_of(&p, arrived())[0], Effect::ForgetLinkNotice);
    let opened = Rc::clone(&p).reduced(arrived());
    assert_eq!((opened.feedback.notice.clone(), &*opened.session.id), (None, "new"));
    let mut other = (*p).clone();
    other.feedback.notice = Some(Notice::StorageFull);
    other.carry(Effect::ForgetLinkNotice);
    assert_eq!(other.feedback.notice, Some(Notice::StorageFull));
}

#[test]
fn the_computers_move_on_its_way_empties_the_hand() {
    let held = page(6).reduced(HandAction::Pick { patch: takeable(&page(6)), grab: None });
    let mut p = (*held).clone();
    p.session.seats = [Seat::Computer(Level::Greedy), Seat::Person];
    let p = Rc::new(p).reduced(ComputerAction::Thinking(1));
    let answer = ComputerAction::Answer { id: 1, action: Ok(RecordedAction::Advance) };
    assert_eq!(effects_of(&p, answer.clone()), [Effect::EmptyHand]);
    let shown = p.reduced(answer);
    assert_eq!((shown.hand, shown.computer.showing), (Hand::default(), Some(Action::Advance)));
}

#[test]
fn leaving_the_game_for_another_screen_empties_the_hand_and_ends_the_computers_requests() {
    let p = page(3).reduced(HandAction::Pick { patch: takeable(&page(3)), grab: None });
    let p = p.reduced(ComputerAction::HintAsked(5));
    assert_eq!(effects_of(&p, SessionAction::PlayAgain), [Effect::Screen(Screen::NewGame)]);
    let left = Rc::clone(&p).reduced(SessionAction::PlayAgain);
    assert_eq!((left.view.screen, left.hand, left.computer), (Screen::NewGame, Hand::default(), Computer::default()));
    // Coming back to the game leaves both alone.
    let mut back = (*p).clone();
    back.carry(Effect::Screen(Screen::Playing));
    assert_eq!((back.hand, back.computer), (p.hand, p.computer));
}

#[test]
fn stepping_through_a_review_shows_that_position() {
    let mut p = page(8);
    for _ in 0..4 {
        p = p.reduced(SessionAction::Advance);
    }
    assert_eq!(effects_of(&p, ReviewAction::Open(None)), [Effect::Screen(Screen::Review)]);
    let p = p.reduced(ReviewAction::Open(None));
    let second = Rc::new(p.review.as_ref().expect("under review").states[2].clone());
    assert_eq!(effects_of(&p, ReviewAction::Show(2)), [Effect::Position(2, Rc::clone(&second))]);
    let shown = p.reduced(ReviewAction::Show(2));
    assert_eq!((shown.session.played, &shown.session.game), (2, &second));
    let [Effect::Position(4, _), Effect::Screen(Screen::Playing)] = &effects_of(&shown, ReviewAction::Close)[..] else {
        panic!("back to the end of the game")
    };
}

#[test]
fn default_names_follow_the_language_in_the_game_and_the_form() {
    let p = page(3);
    assert_eq!(effects_of(&p, PrefsAction::SetLang(Lang::Fr)), [Effect::Localize(Lang::Fr)]);
    let french = p.reduced(PrefsAction::SetLang(Lang::Fr));
    assert_eq!(french.session.names[0], "Joueur 1");
    assert_eq!(french.form.choices.names[1], "Joueur 2");
}

#[test]
fn another_game_takes_the_table_and_what_the_page_keeps_stays() {
    let saved = page(5).reduced(SessionAction::Advance).session.saved(1.0);
    let mut here = (*page(3)).clone();
    (here.feedback.next_toast, here.feedback.notice) = (7, Some(Notice::StorageFull));
    (here.prefs.lang, here.prefs.face) = (Lang::Pl, true);
    let here = Rc::new(here);
    let open = SessionAction::Open(Rc::new(saved.clone()));
    let [Effect::Open { saved: shown, .. }] = &effects_of(&here, open.clone())[..] else { panic!("opens") };
    assert_eq!(shown.names, ["Gracz 1".to_owned(), "Gracz 2".to_owned()], "named in the page's language");
    let opened = Rc::clone(&here).reduced(open);
    assert_eq!((opened.session.played, &*opened.session.record), (1, &saved.record));
    assert_eq!((opened.feedback.next_toast, opened.feedback.notice.clone()), (7, Some(Notice::StorageFull)));
    assert_eq!((opened.prefs, opened.view.screen), (here.prefs, Screen::Playing));
    // A record that does not replay opens nothing: a notice says why.
    let mut broken = saved;
    broken.record.push(RecordedAction::Leather { cell: (0, 0) });
    broken.played += 1;
    let why = broken.played_record().replay().expect_err("an illegal action");
    let unopened = Rc::clone(&here).reduced(SessionAction::Open(Rc::new(broken)));
    assert_eq!(unopened.feedback.notice, Some(Notice::SaveUnopenable(Unopenable::Illegal(why))));
    assert_eq!(unopened.session, here.session);
}

#[test]
fn a_game_dealt_from_the_form_keeps_the_forms_choices() {
    let form = NewGameForm { names: ["Ada".into(), "Bob".into()], starter: Player::Two, ..NewGameForm::default() };
    let p = page(1).reduced(FormAction::Choose(form.clone()));
    let start = SessionAction::Start { seed: 4, id: "new".into() };
    assert!(matches!(&effects_of(&p, start.clone())[..], [Effect::Deal { .. }]));
    let dealt = p.reduced(start);
    assert_eq!((&*dealt.session.id, dealt.session.seed, &*dealt.session.names), ("new", Some(4), &form.seated_names()));
    assert_eq!(dealt.form.choices, form);
}

#[test]
fn a_computer_left_unnamed_is_named_for_its_level_in_the_pages_language() {
    let seats = [Seat::Person, Seat::Computer(Level::Hard)];
    let form = NewGameForm { seats, ..NewGameForm::default() };
    let p = page(1).reduced(FormAction::Choose(form)).reduced(SessionAction::Start { seed: 4, id: "c".into() });
    assert_eq!(*p.session.names, ["Player 1".to_owned(), "Computer (hard)".to_owned()]);
    let polish = p.reduced(PrefsAction::SetLang(Lang::Pl));
    assert_eq!(polish.session.names[1], "Komputer (trudny)", "it follows the language like a default name");
    // A name typed for it is kept.
    let form = NewGameForm { seats, names: ["Ada".into(), "Deep Quilt".into()], ..NewGameForm::default() };
    let named = page(1).reduced(FormAction::Choose(form)).reduced(SessionAction::Start { seed: 4, id: "d".into() });
    assert_eq!(named.session.names[1], "Deep Quilt");
}

#[test]
fn a_game_moved_on_elsewhere_keeps_the_guide_open_and_shows_the_result() {
    let here = page(8).reduced(SessionAction::Advance);
    let there = Rc::clone(&here).reduced(SessionAction::Advance).session.saved(2.0);
    let here = here.reduced(ViewAction::HowTo(true)).reduced(ViewAction::Result(false));
    let synced = SessionAction::Synced { saved: Rc::new(there), refused: false };
    let effects = effects_of(&here, synced.clone());
    assert!(matches!(&effects[..], [Effect::Sync { .. }, Effect::Say(said)] if *said == [Say::ChangedElsewhere]));
    let shown = here.reduced(synced);
    assert_eq!((shown.session.played, shown.view.how_to, shown.view.result), (2, true, true));
}

#[test]
fn a_link_that_parts_from_my_game_opens_mine_then_offers_the_choice() {
    let (code, mine) = parted_link(4);
    let arrived = || LinkAction::Arrived(Rc::new(LinkArrival::read(&code, || vec![mine.clone()], "new".into())));
    let p = page(9);
    let effects = effects_of(&p, arrived());
    let [Effect::ForgetLinkNotice, Effect::Open { .. }, Effect::Fork(fork)] = &effects[..] else {
        panic!("{effects:?}")
    };
    let p = p.reduced(arrived());
    assert_eq!((&*p.session.id, &*p.session.record), (mine.id.as_str(), &mine.record));
    assert_eq!((p.fork.as_ref(), fork.at), (Some(fork), 0));
}
