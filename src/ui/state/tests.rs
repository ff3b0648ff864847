//! The whole page's reducer: actions routed to their parts and what each means for the others.

use super::*;
use crate::ai::Level;
use crate::rules::{Cell, GameState, Orientation, PatchId, RecordedAction, Variant};

pub(super) fn page(seed: u64) -> Rc<PageState> {
    Rc::new(PageState::new(Settings::default(), seed, Format::Landscape))
}

/// The message as the live region shows it now.
fn said(p: &PageState) -> String {
    i18n::message(p.prefs.lang, &p.feedback.message, &p.session.names)
}

#[test]
fn a_change_of_language_rewords_the_message_and_default_names() {
    let p = page(42);
    assert_eq!(said(&p), "Player 1 starts.");
    let p = p.reduced(PrefsAction::SetLang(Lang::Pl));
    assert_eq!(said(&p), "Zaczyna Gracz 1.");
    let p = p.reduced(SessionAction::Advance);
    assert!(said(&p).starts_with("Gracz 1 przesuwa się i bierze"), "{}", said(&p));
    let p = p.reduced(PrefsAction::SetLang(Lang::Fr));
    assert!(said(&p).starts_with("Joueur 1 avance et reçoit"), "{}", said(&p));
    assert_eq!(p.form.choices.names, ["Joueur 1".to_owned(), "Joueur 2".to_owned()]);
    // Typed names stay; a blank name starts in the language of the moment.
    let form = NewGameForm { names: ["Ada".into(), " ".into()], starter: Player::Two, ..p.form.choices.clone() };
    let p = p.reduced(FormAction::Choose(form)).reduced(SessionAction::Start { seed: 3, id: "g".into() });
    assert_eq!(p.prefs.lang, Lang::Fr);
    assert_eq!(*p.session.names, ["Joueur 2".to_owned(), "Ada".to_owned()]);
    assert_eq!(said(&p), "Joueur 2 commence.");
}

#[test]
fn the_guide_opens_and_escape_closes_it_before_anything_else() {
    let p = page(42);
    let patch = p.session.game.offered().iter().copied().find(|&x| p.session.game.can_take(x).is_ok()).expect("one");
    let p = p.reduced(HandAction::Pick { patch, grab: None }).reduced(ViewAction::HowTo(true));
    assert!(p.view.how_to);
    let before = p.hand.held;
    let p = p.reduced(HandAction::Rotate).reduced(HandAction::Place);
    assert_eq!(p.hand.held, before, "the game waits while the guide is open");
    let p = p.reduced(HandAction::Cancel);
    assert!(!p.view.how_to);
    assert_eq!(p.hand.held, before, "Escape closed the guide only");
    assert!(p.reduced(HandAction::Cancel).hand.held.is_none());
}

#[test]
fn escape_closes_a_projection_in_detail_before_it_puts_the_patch_back() {
    let p = page(42);
    let patch = p.session.game.offered().iter().copied().find(|&x| p.session.game.can_take(x).is_ok()).expect("one");
    let p = p.reduced(HandAction::Pick { patch, grab: None }).reduced(ViewAction::Details(Some(Player::Two)));
    let before = p.hand.held;
    let p = p.reduced(HandAction::Cancel);
    assert_eq!((p.view.details, p.hand.held), (None, before), "Escape closed the details only");
    assert!(p.reduced(HandAction::Cancel).hand.held.is_none());
}

#[test]
fn picking_an_offered_patch_holds_it_where_it_fits() {
    let p = page(42);
    let takeable: Vec<PatchId> =
        p.session.game.offered().iter().copied().filter(|&x| p.session.game.can_take(x).is_ok()).collect();
    let patch = takeable[0];
    let p = p.reduced(HandAction::Pick { patch, grab: None });
    let held = p.hand.held.expect("held");
    assert_eq!(held.piece, Piece::Patch(patch));
    assert!(held.check(&p.session.game, held.anchor).is_ok());
    // R four times comes back; F twice too.
    let mut q = p.clone();
    for _ in 0..4 {
        q = q.reduced(HandAction::Rotate);
    }
    assert_eq!(q.hand.held.map(|h| h.orientation), Some(Orientation::IDENTITY));
    let q = p.clone().reduced(HandAction::Mirror).reduced(HandAction::Mirror);
    assert_eq!(q.hand.held.map(|h| h.orientation), Some(Orientation::IDENTITY));
    // Enter places it through the engine, also when it reaches the card that was picked.
    for place in [HandAction::Place, HandAction::Pick { patch, grab: None }] {
        let placed = p.clone().reduced(place);
        assert_eq!(placed.hand.held, None);
        assert_eq!(placed.session.game.quilt(Player::One).empty_count(), 81 - patch.patch().shape.size() as u32);
    }
}

#[test]
fn all_eight_orientations_are_reachable() {
    let p = page(42);
    let patch = p.session.game.offered().iter().copied().find(|&x| p.session.game.can_take(x).is_ok()).expect("one");
    let mut p = p.reduced(HandAction::Pick { patch, grab: None });
    let mut seen = std::collections::BTreeSet::new();
    for i in 0..8 {
        seen.insert(p.hand.held.expect("held").orientation);
        p = p.reduced(if i == 3 { HandAction::Mirror } else { HandAction::Rotate });
    }
    assert_eq!(seen.len(), 8);
}

#[test]
fn an_illegal_drop_keeps_the_patch_in_hand_and_says_why() {
    let p = page(42);
    let patch = p.session.game.offered().iter().copied().find(|&x| p.session.game.can_take(x).is_ok()).expect("one");
    let p = p.reduced(HandAction::Pick { patch, grab: None }).reduced(HandAction::Rotate);
    let turned = p.hand.held.expect("held").orientation;
    let p = p.reduced(HandAction::Drop((-3, 0)));
    let held = p.hand.held.expect("the refused patch stays in the hand");
    assert_eq!((held.piece, held.orientation, held.anchor.0), (Piece::Patch(patch), turned, 0));
    assert_eq!(said(&p), "The patch must lie entirely on your quilt.");
    assert_eq!(p.session.game.quilt(Player::One).empty_count(), 81);
}

#[test]
fn a_drop_on_a_covered_square_keeps_the_patch_in_hand_too() {
    // Both advance a little, player 1 places the cheapest patch at the top left, player 2
    // advances past, and player 1 drops the next patch onto the first: the engine refuses,
    // and the patch stays in the hand where it was dropped, to be moved and tried again.
    let cheapest = |p: &PageState| {
        let takeable = p.session.game.offered().iter().copied().filter(|&x| p.session.game.can_take(x).is_ok());
        takeable.min_by_key(|x| x.patch().cost).expect("a takeable patch")
    };
    let until_one_moves = |mut p: Rc<PageState>| {
        while p.session.game.to_move() != Some(Player::One) {
            p = p.reduced(SessionAction::Advance);
        }
        p
    };
    let mut p = page(42);
    for _ in 0..4 {
        p = p.reduced(SessionAction::Advance);
    }
    let first = cheapest(&p);
    let p = until_one_moves(p.reduced(HandAction::Pick { patch: first, grab: None }).reduced(HandAction::Drop((0, 0))));
    assert_eq!(p.session.game.quilt(Player::One).patch_at(Cell::new(0, 0).expect("a cell")), Some(first));
    let second = cheapest(&p);
    let before = Rc::clone(&p.session.game);
    let p = p.reduced(HandAction::Pick { patch: second, grab: None }).reduced(HandAction::Drop((0, 0)));
    assert_eq!(p.hand.held.map(|h| (h.piece, h.anchor)), Some((Piece::Patch(second), (0, 0))));
    assert_eq!(said(&p), "It overlaps a patch already sewn on.");
    assert_eq!(p.session.game, before);
}

#[test]
fn advancing_until_a_leather_patch_makes_it_held() {
    let mut p = page(1);
    let mut guard = 0;
    while p.hand.held.is_none() && guard < 200 {
        p = p.reduced(SessionAction::Advance);
        guard += 1;
    }
    let held = p.hand.held.expect("a leather patch is won when both always advance");
    assert_eq!(held.piece, Piece::Leather);
    // Cancel cannot put it back; a tap on a square places it.
    let p = p.reduced(HandAction::Cancel);
    assert!(p.hand.held.is_some());
    let player = p.session.game.to_move().expect("to move");
    let p = p.reduced(HandAction::Square(player, 4, 4));
    assert_eq!(p.hand.held, None);
    assert_eq!(p.session.game.quilt(player).patch_at(Cell::new(4, 4).expect("a cell")), Some(PatchId::LEATHER));
    assert!(p.feedback.toasts.iter().any(|t| t.kind == "leather"));
}

#[test]
fn the_starter_sits_in_seat_one() {
    let form = NewGameForm { names: ["Ada".into(), "Bob".into()], starter: Player::Two, ..NewGameForm::default() };
    assert_eq!(form.seated_names(), ["Bob".to_owned(), "Ada".to_owned()]);
    let p =
        Rc::new(PageState::new_game(Format::Portrait, form)).reduced(SessionAction::Start { seed: 9, id: "g".into() });
    assert_eq!(p.view.screen, Screen::Playing);
    assert_eq!(p.session.names[0], "Bob");
    assert_eq!(p.session.seed, Some(9));
}

/// Plays greedy moves through the page until `done` holds (or the game ends).
fn play_greedy_until(mut p: PageState, done: impl Fn(&PageState) -> bool) -> PageState {
    let mut seed = 0;
    while !done(&p) && p.session.game.outcome().is_none() {
        let action = crate::ai::choose(crate::ai::Level::Greedy, &p.session.game, seed, None).expect("a move");
        p.play(action).expect("legal");
        seed += 1;
    }
    p
}

#[test]
fn undo_and_redo_cross_a_leather_patch() {
    let mut p = page(1);
    while p.hand.held.is_none() {
        p = p.reduced(SessionAction::Advance);
    }
    let before_leather = Rc::clone(&p.session.game);
    let won_at = p.session.played;
    let player = p.session.game.to_move().expect("to move");
    let placed = p.reduced(HandAction::Square(player, 4, 4));
    assert_eq!(placed.session.played, won_at + 1);
    // Undo brings the leather patch back into the hand, then takes back the advance.
    let undone = Rc::clone(&placed).reduced(SessionAction::Undo);
    assert_eq!(undone.session.game, before_leather);
    assert_eq!(undone.hand.held.map(|h| h.piece), Some(Piece::Leather));
    assert!(undone.session.can_redo());
    let twice = Rc::clone(&undone).reduced(SessionAction::Undo);
    assert_eq!(twice.session.played, won_at - 1);
    assert_eq!(twice.session.game.pending_leather(), 0);
    assert_eq!(twice.hand.held, None);
    // Redo plays both again, to the very same game.
    let again = twice.reduced(SessionAction::Redo).reduced(SessionAction::Redo);
    assert_eq!(again.session.game, placed.session.game);
    assert_eq!(again.session.record, placed.session.record);
    assert!(!again.session.can_redo());
    // Back to the start of the game, and no further.
    let mut q = again;
    while q.session.can_undo() {
        q = q.reduced(SessionAction::Undo);
    }
    assert_eq!(q.session.played, 0);
    assert_eq!(*q.session.game, GameState::from_seed(Variant::ClassicRevised, 1));
    assert_eq!(&*q.reduced(SessionAction::Undo).feedback.message, &[Say::NothingToUndo]);
}

#[test]
fn undo_and_redo_cross_the_bonus_tile() {
    let with_bonus = (0..40)
        .map(|seed| play_greedy_until((*page(seed)).clone(), |p| p.session.game.bonus_holder().is_some()))
        .find(|p| p.session.game.bonus_holder().is_some())
        .expect("some greedy game completes a 7×7 square");
    let p = Rc::new(with_bonus);
    let undone = Rc::clone(&p).reduced(SessionAction::Undo);
    assert_eq!(undone.session.game.bonus_holder(), None);
    let redone = undone.reduced(SessionAction::Redo);
    assert_eq!(redone.session.game, p.session.game);
    assert_eq!(redone.session.game.bonus_holder(), p.session.game.bonus_holder());
}

#[test]
fn a_new_action_after_undo_drops_the_rest_but_the_same_one_keeps_it() {
    let p = page(3).reduced(SessionAction::Advance).reduced(SessionAction::Advance).reduced(SessionAction::Advance);
    let back = p.reduced(SessionAction::Undo).reduced(SessionAction::Undo);
    assert_eq!((back.session.played, back.session.record.actions().len()), (1, 3));
    // Advancing is what was played: the redo tail stays.
    let same = Rc::clone(&back).reduced(SessionAction::Advance);
    assert_eq!((same.session.played, same.session.record.actions().len()), (2, 3));
    // Taking a patch instead drops it.
    let patch =
        back.session.game.offered().iter().copied().find(|&x| back.session.game.can_take(x).is_ok()).expect("one");
    let other = back.reduced(HandAction::Pick { patch, grab: None }).reduced(HandAction::Place);
    assert_eq!((other.session.played, other.session.record.actions().len()), (2, 2));
    assert!(!other.session.can_redo());
}

#[test]
fn undo_against_the_computer_takes_back_its_reply_too() {
    let mut p = (*page(5)).clone();
    p.session.seats = [Seat::Person, Seat::Computer(crate::ai::Level::Greedy)];
    // The person moves, the computer answers (the app would ask the worker).
    let p = play_greedy_until(p, |p| p.session.played >= 1 && p.session.game.to_move() == Some(Player::One));
    let p = Rc::new(p);
    assert!(p.session.played >= 2);
    let undone = Rc::clone(&p).reduced(SessionAction::Undo);
    assert_eq!(undone.session.game.to_move(), Some(Player::One));
    assert_eq!(undone.session.played, 0, "the person's move and the computer's reply are both taken back");
    let redone = undone.reduced(SessionAction::Redo);
    assert_eq!(redone.session.game, p.session.game, "redo plays both again");
}

#[test]
fn the_computer_thinks_shows_its_move_then_plays_it() {
    let mut p = (*page(6)).clone();
    p.session.seats = [Seat::Computer(crate::ai::Level::Greedy), Seat::Person];
    let p = Rc::new(p);
    assert!(p.computer_should_think());
    // The person cannot move for the computer.
    assert_eq!(Rc::clone(&p).reduced(SessionAction::Advance).session.played, 0);
    let p = p.reduced(ComputerAction::Thinking(1));
    assert!(!p.computer_should_think());
    // An answer to another request is ignored; the right one is shown, then played.
    let stale = Rc::clone(&p).reduced(ComputerAction::Answer { id: 9, action: Ok(RecordedAction::Advance) });
    assert_eq!(stale.computer.showing, None);
    let shown = p.reduced(ComputerAction::Answer { id: 1, action: Ok(RecordedAction::Advance) });
    assert_eq!(shown.computer.showing, Some(Action::Advance));
    assert_eq!(shown.session.played, 0);
    let played = shown.reduced(ComputerAction::Arrived);
    assert_eq!((played.session.played, played.computer.showing, played.computer.thinking), (1, None, None));
    assert!(!played.computer_to_move());
    // An illegal answer is a notice, not a crash.
    let mut q = (*page(6)).clone();
    q.session.seats = [Seat::Computer(crate::ai::Level::Greedy), Seat::Person];
    let bad = RecordedAction::Leather { cell: (0, 0) };
    let q = Rc::new(q).reduced(ComputerAction::Thinking(2)).reduced(ComputerAction::Answer { id: 2, action: Ok(bad) });
    assert!(q.feedback.notice.is_some());
    assert_eq!((q.computer.showing, q.computer.thinking), (None, None));
}

#[test]
fn a_hint_is_shown_not_played_and_goes_when_the_game_moves() {
    let p = page(7).reduced(ComputerAction::HintAsked(3));
    let p = p.reduced(ComputerAction::Answer { id: 3, action: Ok(RecordedAction::Advance) });
    // Not an action at all: a notice.
    let junk = Rc::clone(&p).reduced(ComputerAction::HintAsked(4));
    // No action at all: the worker could not choose, and says why.
    let why = crate::ai::protocol::ReplyError::Failed(crate::ai::protocol::WorkerError::GameOver);
    let junk = junk.reduced(ComputerAction::Answer { id: 4, action: Err(why) });
    assert!(junk.feedback.notice.is_some());
    assert_eq!((p.computer.hint, p.session.played), (Some(Action::Advance), 0));
    assert_eq!(&*p.feedback.message, &[Say::Hint(Action::Advance)]);
    let moved = p.reduced(SessionAction::Advance);
    assert_eq!(moved.computer.hint, None);
}

#[test]
fn facing_is_a_switch_that_survives_a_new_game_and_leaves_play_alone() {
    let p = page(42);
    assert!(!p.prefs.face);
    let same = p.clone().reduced(PrefsAction::Face(false));
    assert!(Rc::ptr_eq(&p, &same));
    let facing = p.clone().reduced(PrefsAction::Face(true));
    assert!(facing.prefs.face);
    assert_eq!((facing.session.game.clone(), facing.hand.held), (p.session.game.clone(), p.hand.held));
    let again = facing.reduced(SessionAction::PlayAgain).reduced(SessionAction::Start { seed: 3, id: "g".into() });
    assert!(again.prefs.face);
    assert!(!again.reduced(PrefsAction::Face(false)).prefs.face);
}

fn startup(query: &str) -> Startup {
    Startup {
        address: Address::parse(query),
        settings: None,
        opened: None,
        format: Format::Landscape,
        lang: Lang::En,
        face: false,
        saves: Rc::default(),
        puzzles: Rc::default(),
        fresh_id: "fresh".to_owned(),
        link: None,
    }
}

#[test]
fn the_first_page_follows_the_address() {
    // No seed: the new-game screen, with the address's game and names in the form.
    let p = PageState::first(startup("?game=express&p1=Ada"));
    assert_eq!(p.view.screen, Screen::NewGame);
    assert_eq!((p.form.choices.variant, p.form.choices.names[0].as_str()), (Variant::Express, "Ada"));
    // A seed deals that game, under the address's id or a fresh one.
    let p = PageState::first(startup("?seed=7&p2=Bob&id=abc"));
    assert_eq!((p.view.screen, p.session.seed, &*p.session.id), (Screen::Playing, Some(7), "abc"));
    assert_eq!(p.session.names[1], "Bob");
    assert_eq!(&*PageState::first(startup("?seed=7")).session.id, "fresh");
    // The embedding's settings win over the address; the language and facing found are kept.
    let p = PageState::first(Startup {
        settings: Some(Settings { variant: Variant::ClassicOriginal, seed: Some(3) }),
        lang: Lang::Pl,
        face: true,
        ..startup("?seed=7")
    });
    assert_eq!(p.session.settings(), Settings { variant: Variant::ClassicOriginal, seed: Some(3) });
    assert_eq!((p.prefs.lang, p.prefs.face, p.session.names[0].as_str()), (Lang::Pl, true, "Gracz 1"));
}

#[test]
fn a_first_visitor_meets_the_computer_and_a_returning_one_their_last_seats() {
    // Never played: seat 2 is the computer at Easy.
    let p = PageState::first(startup(""));
    assert_eq!(p.form.choices.seats, [Seat::Person, Seat::Computer(Level::Easy)]);
    // Played before: the seats of the newest saved game, whoever they were.
    let summary = |seats| SaveSummary {
        id: "g".into(),
        names: ["Ada".into(), "Bob".into()],
        seats,
        variant: Some(Variant::ClassicRevised),
        played: 3,
        outcome: None,
        updated: 1.0,
        problem: None,
    };
    for seats in [[Seat::Person; 2], [Seat::Computer(Level::Hard), Seat::Person]] {
        let saves = Rc::new(vec![summary(seats), summary([Seat::Person, Seat::Friend])]);
        let p = PageState::first(Startup { saves, ..startup("?game=express") });
        assert_eq!((p.form.choices.seats, p.form.choices.variant), (seats, Variant::Express));
    }
    // A game the address deals is between two people, as the address says.
    assert_eq!(PageState::first(startup("?seed=7")).session.seats, [Seat::Person; 2]);
}

#[test]
fn a_saved_game_the_address_names_opens_or_says_why_not() {
    let saved = page(11).reduced(SessionAction::Advance).session.saved(1.0);
    let game = saved.played_record().replay().expect("replays");
    let p = PageState::first(Startup { opened: Some(Ok((saved.clone(), game))), ..startup("?id=game") });
    assert_eq!((p.view.screen, p.session.played), (Screen::Playing, 1));
    let problem = Unopenable::Foreign("patchwork-record/9".to_owned());
    let p = PageState::first(Startup { opened: Some(Err(problem.clone())), ..startup("?id=game&seed=4") });
    assert_eq!(p.view.screen, Screen::NewGame);
    assert_eq!(p.feedback.notice, Some(Notice::SaveUnopenable(problem)));
}

#[test]
fn a_game_moved_on_in_another_tab_is_shown_as_saved_there() {
    let here = page(8).reduced(SessionAction::Advance);
    // The other tab has the same game and plays two more actions.
    let there = Rc::clone(&here).reduced(SessionAction::Advance).reduced(SessionAction::Advance);
    let synced =
        Rc::clone(&here).reduced(SessionAction::Synced { saved: Rc::new(there.session.saved(2.0)), refused: false });
    assert_eq!((synced.session.played, &synced.session.game), (3, &there.session.game));
    assert_eq!(&*synced.feedback.message, &[Say::ChangedElsewhere]);
    assert_eq!(synced.feedback.notice, None);
    // This tab's own move was refused: the same, and a notice that stays.
    let refused =
        Rc::clone(&here).reduced(SessionAction::Synced { saved: Rc::new(there.session.saved(2.0)), refused: true });
    assert_eq!(refused.feedback.notice, Some(Notice::NotSavedElsewhere));
    // Another game, or the new-game screen, is not touched.
    let mut other = there.session.saved(2.0);
    other.id = "another".to_owned();
    let untouched = Rc::clone(&here).reduced(SessionAction::Synced { saved: Rc::new(other), refused: false });
    assert!(Rc::ptr_eq(&untouched, &here));
    let lobby = Rc::clone(&here).reduced(SessionAction::PlayAgain);
    let still =
        Rc::clone(&lobby).reduced(SessionAction::Synced { saved: Rc::new(there.session.saved(2.0)), refused: false });
    assert!(Rc::ptr_eq(&still, &lobby));
}

#[test]
fn a_review_steps_through_the_game_only_looking_and_plays_on_from_a_copy() {
    let mut p = page(8);
    for _ in 0..6 {
        let action = p.session.game.legal_actions()[0];
        let mut next = (*p).clone();
        next.play(action).expect("a legal action");
        p = Rc::new(next);
    }
    let end = p.session.played;
    let record = p.session.saved(0.0).played_record();
    let p = p.reduced(ReviewAction::Open(None));
    assert_eq!(p.view.screen, Screen::Review);
    let review = p.review.as_ref().expect("under review");
    assert_eq!((review.at, review.end()), (end, end));
    // Stepping shows the positions of the record, the arrow keys too.
    let p = p.reduced(ReviewAction::Show(2));
    assert_eq!(p.session.played, 2);
    assert_eq!(
        *p.session.game,
        record.actions()[..2].iter().fold(GameState::new(record.setup()), |mut g, a| {
            g.play(a.resolve(&g).expect("resolves")).expect("legal");
            g
        })
    );
    let p = p.reduced(HandAction::Step((0, 1))).reduced(HandAction::Step((0, 1)));
    assert_eq!(p.review.as_ref().map(|r| r.at), Some(4));
    let p = p.reduced(HandAction::Step((0, -1)));
    assert_eq!(p.session.played, 3);
    // Nothing is played or taken back under review.
    let same = p.clone();
    for action in [PageAction::from(SessionAction::Advance), SessionAction::Undo.into(), SessionAction::Redo.into()] {
        assert!(Rc::ptr_eq(&same, &same.clone().reduced(action)));
    }
    // Escape goes back to the game as it was.
    let back = p.clone().reduced(HandAction::Cancel);
    assert_eq!((back.view.screen, back.session.played, back.review.is_none()), (Screen::Playing, end, true));
    assert_eq!(back.session.record.actions(), record.actions());
    // Play on: a new game under a new id from the position shown.
    let copy = p.reduced(ReviewAction::PlayOn("copy".into()));
    assert_eq!((copy.view.screen, &*copy.session.id, copy.session.played), (Screen::Playing, "copy", 3));
    assert_eq!(copy.session.record.actions(), &record.actions()[..3]);
    assert!(copy.review.is_none());
}

/// The link Ada (player 1) sends after advancing in a game with a friend by link.
fn ada_advances(seed: u64) -> (Rc<PageState>, String) {
    let form = NewGameForm {
        variant: Variant::Express,
        names: ["Ada".into(), "<img src=x onerror=alert(1)>".into()],
        seats: [Seat::Person, Seat::Friend],
        ..NewGameForm::default()
    };
    let p = page(1).reduced(FormAction::Choose(form)).reduced(SessionAction::Start { seed, id: "ada".into() });
    let p = p.reduced(SessionAction::Advance);
    let code = link::code_of(&p.session.record, &p.session.names).expect("names fit");
    (p, code)
}

fn opened_link(code: &str, saves: Vec<SavedGame>) -> Rc<PageState> {
    let link = Some(LinkArrival::read(&format!("#{code}"), || saves, "bob".into()));
    Rc::new(PageState::first(Startup { link, lang: Lang::Fr, ..startup("") }))
}

#[test]
fn a_link_opens_the_friends_game_and_the_sender_waits() {
    let (ada, code) = ada_advances(9);
    // Ada's hands are off while Bob is to move: his move comes by link.
    assert!(ada.session.friend_to_move() && ada.hands_off() && !ada.computer_should_think());
    // On a phone Ada keeps her own quilt in front while Bob is to move; so does Bob.
    assert_eq!(ada.session.front(), Player::One);
    assert!(
        said(&ada).ends_with("Waiting for <img src=x onerror=alert(1)>'s move: send them this link."),
        "{}",
        said(&ada)
    );
    assert_eq!(Rc::clone(&ada).reduced(SessionAction::Advance).session.played, 1);
    // Bob opens the link: the same game, Ada as the friend, his turn; the names are text.
    let bob = opened_link(&code, Vec::new());
    assert_eq!((bob.view.screen, &*bob.session.id, bob.session.played), (Screen::Playing, "bob", 1));
    assert_eq!(bob.session.record, ada.session.record);
    assert_eq!(bob.session.seats, [Seat::Friend, Seat::Person]);
    assert_eq!(bob.session.names[1], "<img src=x onerror=alert(1)>");
    assert!(!bob.hands_off());
    assert_eq!(bob.session.front(), Player::Two);
    let bob = bob.reduced(SessionAction::Advance);
    assert_eq!(bob.session.played, 2);
    assert_eq!((bob.session.game.to_move(), bob.session.front()), (Some(Player::One), Player::Two));
    // Bob's link comes back to Ada's saved game and is adopted.
    let back = link::code_of(&bob.session.record, &bob.session.names).expect("names fit");
    let mine = ada.session.saved(1.0);
    let ada = opened_link(&back, vec![mine.clone()]);
    assert_eq!((&*ada.session.id, ada.session.played, ada.session.seats), ("ada", 2, [Seat::Person, Seat::Friend]));
    assert_eq!((ada.feedback.notice.clone(), ada.fork.clone()), (None, None));
    // The old link again: Ada's game stays, and the page says so.
    let stale = opened_link(&code, vec![ada.session.saved(2.0)]);
    assert_eq!((stale.session.played, stale.feedback.notice.clone()), (2, Some(Notice::StaleLink)));
    // A link that opens afterwards takes that notice away; a bad one leaves the game alone.
    let again = Rc::new(LinkArrival::read(&back, || vec![ada.session.saved(2.0)], "x".into()));
    assert_eq!(Rc::clone(&stale).reduced(LinkAction::Arrived(again)).feedback.notice, None);
}

#[test]
fn a_link_that_parts_from_my_game_waits_for_my_choice() {
    let (ada, _) = ada_advances(9);
    // Bob's link holds another first move than Ada's.
    let mut record = (*ada.session.record).clone();
    record.truncate(0);
    let first = GameState::new(record.setup()).legal_actions()[1];
    record.push(RecordedAction::from_action(first));
    let code = link::code_of(&record, &ada.session.names).expect("names fit");
    let mine = ada.session.saved(1.0);
    let p = opened_link(&code, vec![mine.clone()]);
    let fork = p.fork.clone().expect("a choice");
    assert_eq!(
        (fork.at, fork.mine.record.actions(), fork.theirs.record.actions()),
        (0, mine.record.actions(), record.actions())
    );
    // Nothing is overwritten until the choice: my game is shown.
    assert_eq!((&*p.session.id, &*p.session.record), ("ada", &mine.record));
    let kept = p.clone().reduced(LinkAction::KeepMine);
    assert_eq!((kept.fork.is_none(), &*kept.session.record), (true, &mine.record));
    let taken = p.reduced(LinkAction::TakeTheirs);
    assert_eq!((taken.fork.is_none(), &*taken.session.id, &*taken.session.record), (true, "ada", &record));
}

#[test]
fn a_bad_link_leaves_the_game_and_the_saves_alone() {
    let (ada, code) = ada_advances(9);
    let cut = &code[..code.len() - 4];
    let p = Rc::clone(&ada).reduced(LinkAction::Arrived(Rc::new(LinkArrival::read(cut, Vec::new, "f".into()))));
    assert_eq!(p.feedback.notice, Some(Notice::BadLink(crate::rules::code::CodeError::Truncated)));
    assert_eq!((p.session.clone(), p.view), (ada.session.clone(), ada.view));
    assert!(i18n::notice(Lang::Pl, p.feedback.notice.as_ref().expect("a notice")).contains("ucięty"));
    // On the first page, the new-game screen stays up.
    let first = opened_link("pw9abc", Vec::new());
    assert_eq!(first.view.screen, Screen::NewGame);
    assert!(matches!(first.feedback.notice, Some(Notice::BadLink(_))));
}

#[test]
fn a_link_says_who_invites_whom_then_what_the_friend_did_since() {
    let (ada, code) = ada_advances(9);
    let bob = opened_link(&code, Vec::new());
    let words = said(&bob);
    assert!(
        words.starts_with("Ada vous invite à une partie de Patchwork Express. Vous jouez la couverture bleue."),
        "{words}"
    );
    let told = |p: &PageState| {
        let items = recap::of_session(&p.session);
        assert!(!items.is_empty(), "the friend acted");
        let says: Vec<Say> = items.iter().flat_map(|i| i18n::recounted(i.spaces, &i.events)).collect();
        i18n::message(p.prefs.lang, &says, &p.session.names)
    };
    assert!(words.contains(&told(&bob)), "{words}");
    // Bob moves and sends it back: Ada's next opening begins with what he did, no "resumed".
    let bob = bob.reduced(SessionAction::Advance);
    let back = link::code_of(&bob.session.record, &bob.session.names).expect("names fit");
    let again = opened_link(&back, vec![ada.session.saved(1.0)]);
    let words = said(&again);
    assert!(words.starts_with(&told(&again)), "{words}");
    assert!(!words.contains("reprise") && !words.contains("invite"), "{words}");
}
