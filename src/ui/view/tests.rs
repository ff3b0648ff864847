//! The table's view of positions the page meets: a computer thinking or moving, a hint, a
//! patch in hand, the first turn, a game by link, the end and the review.

use std::rc::Rc;

use super::*;
use crate::ai::analysis::Seen;
use crate::ai::Level;
use crate::rules::{Action, Cell, Player, Variant};
use crate::ui::i18n::Say;
use crate::ui::layout::{Format, Layout, Rect};
use crate::ui::state::lesson::{Lesson, Step, Target};
use crate::ui::state::review::Compare;
use crate::ui::state::{HandAction, PageState, Piece, ReviewAction, Screen, Seat, SessionAction, Settings, ViewAction};

/// A game of two people from `seed`, on a screen of `format`.
fn page(seed: u64, format: Format) -> Rc<PageState> {
    Rc::new(PageState::new(Settings::default(), seed, format))
}

/// The table as the page lays it out for `page`: for the whole game, facing as chosen, the
/// player to move having the large quilt on a phone.
fn layout(page: &PageState) -> Rc<Layout> {
    let game = &page.session.game;
    let mover = game.to_move().filter(|_| page.view.format.phone()).unwrap_or(Player::One);
    let slots = Layout::slots(game.rules());
    Rc::new(Layout::table(page.view.format, slots, game.rules().final_space, page.prefs.face, mover))
}

fn view(page: &PageState) -> TableView {
    TableView::of(page, &layout(page))
}

/// `page` with its state changed by `change` (the computer's part, the seats: what the page's
/// effects set).
fn with(page: &PageState, change: impl FnOnce(&mut PageState)) -> PageState {
    let mut page = page.clone();
    change(&mut page);
    page
}

/// A patch the player to move can take, placed where it first fits.
fn a_take(page: &PageState) -> Action {
    let game = &page.session.game;
    game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. })).expect("a patch to take")
}

/// The page played to its end by moving ahead (and sewing each leather patch on the first
/// empty square).
fn finished(seed: u64, format: Format) -> Rc<PageState> {
    let mut p = page(seed, format);
    while p.session.game.outcome().is_none() {
        let game = &p.session.game;
        let player = game.to_move().expect("the game goes on");
        p = if game.pending_leather() > 0 {
            let quilt = game.quilt(player).covered();
            let size = game.rules().quilt_size;
            let free = (0..size)
                .flat_map(|r| (0..size).map(move |c| (r, c)))
                .find(|&(r, c)| Cell::new(r, c).is_some_and(|cell| !quilt.contains(cell)))
                .expect("an empty square");
            p.reduced(HandAction::Square(player, free.0, free.1))
        } else {
            p.reduced(SessionAction::Advance)
        };
    }
    p
}

#[test]
fn a_new_game_shows_both_sides_the_bonus_tile_the_controls_and_the_first_turn_hint() {
    for format in [Format::Landscape, Format::Portrait, Format::Tall, Format::Short] {
        let p = page(42, format);
        let (v, l) = (view(&p), layout(&p));
        assert_eq!(v.variant, Variant::ClassicRevised);
        assert_eq!(v.bonus.map(|b| (b.square, b.points, b.rect)), Some((7, 7, l.bonus)));
        for player in Player::BOTH {
            let side = v.sides[player];
            assert_eq!(
                (side.panel, side.quilt, side.turned, side.last),
                (l.panels[player], l.quilts[player], false, None)
            );
        }
        let controls = v.controls.as_ref().expect("the turn's controls");
        assert_eq!((controls.places, controls.away), (l.controls[Player::One], false));
        assert_eq!(
            v.face.map(|f| (f.rect, f.help)),
            Some((l.controls[Player::One].face, l.controls[Player::One].help))
        );
        let toolbar = v.toolbar.expect("the toolbar");
        assert!(toolbar.can_hint && !toolbar.can_undo && !toolbar.hint_pending && !toolbar.open);
        // The first turn: the hint over the lower part of the player's quilt.
        let hint = v.first_hint.expect("the first-turn hint");
        assert!(l.quilts[Player::One].contains_rect(hint.rect) && !hint.turned, "{format:?}");
        assert_eq!((v.held, v.ghost, v.note, v.result, v.review, v.link), (None, None, None, None, None, None));
    }
}

#[test]
fn the_first_turn_hint_goes_with_a_patch_in_hand_and_for_a_computer_seat() {
    let p = page(42, Format::Landscape);
    let patch = p.session.game.offered().iter().copied().find(|&x| p.session.game.can_take(x).is_ok()).expect("one");
    let holding = p.clone().reduced(HandAction::Pick { patch, grab: None });
    let v = view(&holding);
    assert_eq!(v.first_hint, None);
    let in_hand = v.held.expect("a patch in hand");
    assert_eq!(in_hand.held.piece, Piece::Patch(patch));
    assert_eq!(in_hand.grid, layout(&p).quilt_grid(Player::One, 9));
    let computer = with(&p, |p| p.session.seats = [Seat::Computer(Level::Easy), Seat::Person]);
    assert_eq!(view(&computer).first_hint, None);
}

#[test]
fn while_the_computer_thinks_a_note_stands_in_the_advance_buttons_place() {
    for format in [Format::Landscape, Format::Tall, Format::Short] {
        let p = page(7, format);
        let thinking = with(&p, |p| p.computer.thinking = Some(1));
        let advance = layout(&p).controls[Player::One].advance;
        assert_eq!(
            view(&thinking).note,
            Some(Note::Thinking { say: Say::Thinking(Player::One), rect: advance, turned: false })
        );
        // Its move ahead is said there while it is shown; it lies on no quilt.
        let ahead = with(&p, |p| p.computer.showing = Some(Action::Advance));
        let v = view(&ahead);
        assert_eq!(v.note, Some(Note::Said { say: Say::MovesAhead(Player::One), rect: advance, turned: false }));
        assert_eq!(v.ghost, None);
        assert_eq!(v.first_hint, None, "nothing to learn from while the computer's move is shown");
        assert!(!v.toolbar.expect("the toolbar").can_hint);
    }
}

#[test]
fn facing_the_computer_its_side_has_nothing_to_press_and_its_note_faces_it() {
    for format in [Format::Landscape, Format::Portrait] {
        // The computer in seat 2, to move after the person's advance; player 2's side faces it.
        let mut p = page(7, format).reduced(SessionAction::Advance);
        Rc::make_mut(&mut p).prefs.face = true;
        let p = with(&p, |p| {
            p.session.seats = [Seat::Person, Seat::Computer(Level::Easy)];
            p.computer.thinking = Some(1);
        });
        assert_eq!(p.session.game.to_move(), Some(Player::Two));
        let (v, l) = (view(&p), layout(&p));
        let controls = v.controls.expect("the controls");
        assert!(controls.computer && controls.turned, "{format:?}");
        let advance = l.controls[Player::Two].advance;
        assert_eq!(v.note, Some(Note::Thinking { say: Say::Thinking(Player::Two), rect: advance, turned: true }));
        // The facing switch and "how to play" wait among the person's controls, upright.
        let face = v.face.expect("the switch");
        let person = l.controls[Player::One];
        assert_eq!((face.rect, face.help, face.turned), (person.face, person.help, false), "{format:?}");
        // Two people: the switch is among the controls of the player to move.
        let people = with(&p, |p| p.session.seats = [Seat::Person, Seat::Person]);
        let v = view(&people);
        assert!(!v.controls.expect("the controls").computer);
        assert_eq!(v.face.map(|f| (f.rect, f.turned)), Some((l.controls[Player::Two].face, true)));
    }
}

#[test]
fn the_computers_patch_travels_from_its_card_to_its_squares() {
    let p = page(3, Format::Landscape);
    let take = a_take(&p);
    let Action::TakePatch { patch, squares } = take else { unreachable!() };
    let showing = with(&p, |p| p.computer.showing = Some(take));
    let (v, l) = (view(&showing), layout(&p));
    let ghost = v.ghost.expect("the travelling patch");
    let i = p.session.game.circle().iter().position(|&x| x == patch).expect("on the circle");
    assert_eq!(ghost.from, Some(l.ring.card_rect(i + 1).center()));
    assert_eq!(ghost.patch, patch);
    assert_eq!(ghost.cells, squares.cells().map(|c| (c.row(), c.col())).collect::<Vec<_>>());
    assert_eq!(ghost.grid, l.quilt_grid(Player::One, 9));
    // It lands on the middle of its squares, inside the quilt.
    assert!(
        l.quilts[Player::One].contains_rect(Rect::centered(ghost.middle(), crate::ui::layout::Size { w: 1.0, h: 1.0 }))
    );
    // Meanwhile its side says what it does where its advance button was: nothing to press.
    let cost = patch.patch().cost;
    let say = Say::Sewn { player: Player::One, patch, cost };
    assert_eq!(v.note, Some(Note::Said { say, rect: l.controls_of(Some(Player::One)).0.advance, turned: false }));
}

#[test]
fn a_hint_is_dashed_on_the_quilt_or_rings_the_advance_button() {
    let p = page(5, Format::Portrait);
    let take = a_take(&p);
    let v = view(&with(&p, |p| p.computer.hint = Some(take)));
    let ghost = v.ghost.expect("the hint");
    assert_eq!(ghost.from, None, "a hint is drawn in place");
    assert_eq!(v.note, None);
    let v = view(&with(&p, |p| p.computer.hint = Some(Action::Advance)));
    assert_eq!(v.ghost, None);
    let advance = layout(&p).controls[Player::One].advance;
    assert_eq!(v.note, Some(Note::HintRing { rect: advance.inset(-4.0) }));
}

#[test]
fn a_friends_turn_gives_the_controls_place_to_the_link() {
    for format in [Format::Landscape, Format::Tall, Format::Short] {
        let p = with(&page(11, format), |p| p.session.seats = [Seat::Person, Seat::Friend]);
        assert_eq!(view(&p).link, None, "the person is to move");
        let p = Rc::new(p).reduced(SessionAction::Advance);
        let friend = p.session.game.to_move().expect("to move");
        assert_eq!(p.session.seat(friend), Seat::Friend);
        let v = view(&p);
        let (rect, row) = layout(&p).link(Some(friend));
        assert_eq!(v.link.map(|l| (l.rect, l.row)), Some((rect, row)));
        assert_eq!(row, format == Format::Tall);
        assert!(v.controls.expect("the banner and message").away);
    }
}

#[test]
fn after_the_game_the_result_lies_over_the_circle_and_closes_to_a_button() {
    for format in [Format::Landscape, Format::Portrait, Format::Tall, Format::Short] {
        let p = finished(2, format);
        let l = layout(&p);
        let v = view(&p);
        let outcome = p.session.game.outcome().expect("over");
        assert_eq!(
            v.result,
            Some(ResultBox::Shown {
                outcome,
                rect: l.result(),
                turned: None,
                id: Rc::clone(&p.session.id),
                person: None,
                people: [true, true],
            })
        );
        // Facing across the table (not on a phone), a second result is turned for player 2.
        let mut facing = p.clone();
        Rc::make_mut(&mut facing).prefs.face = true;
        let lf = layout(&facing);
        let (rect, turned) = lf.results();
        assert_eq!(turned.is_some(), !format.phone());
        assert_eq!(
            view(&facing).result,
            Some(ResultBox::Shown {
                outcome,
                rect,
                turned,
                id: Rc::clone(&p.session.id),
                person: None,
                people: [true, true]
            })
        );
        assert_eq!((v.note, v.first_hint, v.held), (None, None, None));
        assert!(!v.toolbar.expect("the toolbar").can_hint && v.toolbar.expect("the toolbar").can_undo);
        let closed = p.reduced(ViewAction::Result(false));
        assert_eq!(view(&closed).result, Some(ResultBox::Closed { button: l.result_button() }));
    }
}

#[test]
fn under_review_only_the_review_panel_and_the_better_move_are_drawn() {
    for format in [Format::Landscape, Format::Portrait, Format::Tall, Format::Short] {
        let p = finished(2, format).reduced(ReviewAction::Open(None));
        assert_eq!(p.view.screen, Screen::Review);
        let l = layout(&p);
        let v = view(&p);
        let panel = v.review.as_ref().expect("the review");
        assert_eq!(panel.places, l.review());
        let page_rect = Rect::new(0.0, 0.0, l.view.w, l.view.h);
        assert!(page_rect.contains_rect(panel.places.panel) && page_rect.contains_rect(panel.places.graph));
        assert_eq!((v.controls, v.toolbar, v.face, v.result, v.note), (None, None, None, None, None));
        assert_eq!(v.ghost, None, "no move judged yet");

        // The first move judged a blunder: the move the computer prefers is dashed on the
        // mover's quilt.
        let review = p.review.as_ref().expect("the review");
        let start = &review.states[0];
        let best = start.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. })).expect("a take");
        let mut review = review.clone();
        let seen = |chance| Some(Seen { chance, margin: 0.0, best, played: None, other: None });
        Rc::make_mut(&mut review.seen)[..2].clone_from_slice(&[seen(0.9), seen(0.9)]);
        review.at = 1;
        let judged = review.judged(0).expect("judged");
        assert_ne!(judged.verdict, crate::ai::analysis::Verdict::Best);
        assert_eq!(review.board(), 0, "the board shows the position before the move");
        let made = review.actions[0];
        let judged_page = with(&p, |p| p.review = Some(review.clone()));
        let v = view(&judged_page);
        assert_eq!(v.ghost, None);
        let compared = v.review.and_then(|r| r.compared).expect("both moves");
        let grid = l.quilt_grid(judged.player, 9);
        assert_eq!(compared.better.ghost, Ghost::of(best, grid, None));
        assert_eq!(compared.made.ghost, Ghost::of(made, grid, None));
        assert_eq!((compared.made.action, compared.better.action, compared.player), (made, best, judged.player));
        assert_eq!(compared.compare, Compare::Both);
        // The better move's patch costs its time: the token would move on from the start.
        let time = match best {
            Action::TakePatch { patch, .. } => patch.patch().time,
            _ => unreachable!(),
        };
        assert_eq!(compared.better.space, Some(time));
        assert!(matches!(compared.better.said[..], [Say::Better { action, .. }] if action == best));
        assert!(!compared.made.said.is_empty());
        // The switch: the move made only.
        review.update(&ReviewAction::Compare(Compare::Made));
        let v = view(&with(&p, |p| p.review = Some(review)));
        assert_eq!(v.review.and_then(|r| r.compared).map(|c| c.compare), Some(Compare::Made));
    }
}

#[test]
fn the_move_preview_is_the_advance_or_the_held_patch_where_it_lies() {
    use crate::rules::{Preview, Projection};
    for format in [Format::Landscape, Format::Tall, Format::Short] {
        let p = page(5, format);
        let game = &p.session.game;
        let shown = view(&p).preview.expect("a person to move");
        assert_eq!(shown.preview, Preview::of(game, Action::Advance).expect("legal"));
        assert!(shown.space.contains(layout(&p).track.space_center(shown.preview.land)));
        // Held where it first fits: what sewing it on there does.
        let Action::TakePatch { patch, .. } = a_take(&p) else { unreachable!() };
        let holding = p.clone().reduced(HandAction::Pick { patch, grab: None });
        let held = holding.hand.held.expect("held");
        let action = held.action(game, held.anchor).expect("it fits");
        assert_eq!(view(&holding).preview.expect("held").preview, Preview::of(game, action).expect("legal"));
        // Nothing while the computer is to move.
        let computer = with(&p, |p| p.session.seats = [Seat::Computer(Level::Easy), Seat::Person]);
        assert_eq!(view(&computer).preview, None);
        // The panels' projections are the engine's.
        let table = view(&p);
        for player in Player::BOTH {
            assert_eq!(table.sides[player].projection, Projection::of(game, player));
            assert_eq!(table.sides[player].tie, None);
        }
    }
}

#[test]
fn the_patch_chosen_is_the_one_held_else_the_one_looked_at() {
    let p = page(5, Format::Landscape);
    let offered = p.session.game.offered().to_vec();
    assert_eq!(view(&p).chosen, None);
    let eyed = p.clone().reduced(HandAction::Eye(offered[1], true));
    assert_eq!(view(&eyed).chosen, Some(offered[1]));
    // Leaving another card forgets nothing; leaving this one forgets it.
    assert_eq!(view(&eyed.clone().reduced(HandAction::Eye(offered[0], false))).chosen, Some(offered[1]));
    assert_eq!(view(&eyed.clone().reduced(HandAction::Eye(offered[1], false))).chosen, None);
    // The patch held comes first, the one looked at second.
    let Action::TakePatch { patch, .. } = a_take(&p) else { unreachable!() };
    let holding = eyed.clone().reduced(HandAction::Pick { patch, grab: None });
    assert_eq!(view(&holding).chosen, Some(patch));
    assert_eq!(view(&holding.reduced(HandAction::Cancel)).chosen, Some(offered[1]));
    // A move forgets it; so does the computer's turn, when nothing is looked at.
    let moved = eyed.clone().reduced(SessionAction::Advance);
    assert_eq!(view(&moved).chosen, None);
    let computer = with(&p, |p| p.session.seats = [Seat::Computer(Level::Easy), Seat::Person]);
    assert_eq!(view(&Rc::new(computer).reduced(HandAction::Eye(offered[0], true))).chosen, None);
}

#[test]
fn the_advance_button_is_given_all_the_income_advancing_pays() {
    use crate::rules::Event;
    // Each takes a patch with income while their quilt pays less than 3, else advances; before
    // every action, the button is given what advancing would pay (nothing while it may not).
    let mut p = page(5, Format::Landscape);
    let mut paid = 0;
    while let Some(player) = p.session.game.to_move() {
        let game = p.session.game.as_ref().clone();
        let advance = game.clone().play(Action::Advance).ok().map(|events| {
            let income = events.iter().map(|e| match *e {
                Event::IncomePaid { buttons, player: by, .. } if by == player => u16::from(buttons),
                _ => 0,
            });
            income.sum()
        });
        assert_eq!(view(&p).controls.expect("playing").advance, advance);
        paid += advance.unwrap_or(0);
        let take = game.legal_actions().into_iter().find(|a| match *a {
            Action::TakePatch { patch, .. } => patch.patch().income > 0 && game.quilt(player).income() < 3,
            _ => false,
        });
        p = match (game.pending_leather(), take) {
            (0, None) => p.reduced(SessionAction::Advance),
            (0, Some(Action::TakePatch { patch, .. })) => {
                p.reduced(HandAction::Pick { patch, grab: None }).reduced(HandAction::Place)
            }
            _ => {
                let cell = game.quilt(player).empty().cells().next().expect("an empty square");
                p.reduced(HandAction::Square(player, cell.row(), cell.col()))
            }
        };
    }
    assert!(paid > 10, "advances paid income: {paid}");
}

#[test]
fn a_projection_opened_in_detail_is_that_players_beside_the_time_board_until_closed() {
    use crate::rules::{tie_break, Projection};
    for format in [Format::Landscape, Format::Portrait, Format::Tall, Format::Short] {
        let p = page(5, format);
        assert_eq!(view(&p).details, None);
        for player in Player::BOTH {
            let open = p.clone().reduced(ViewAction::Details(Some(player)));
            let details = view(&open).details.expect("opened");
            let l = layout(&open);
            assert_eq!((details.player, details.projection), (player, Projection::of(&p.session.game, player)));
            assert_eq!((details.rect, details.from_top), l.projection_details(player));
            assert!(!details.tie);
            assert_eq!(view(&open.reduced(ViewAction::Details(None))).details, None);
        }
    }
    // At the end, the player who reached the last space first holds the tie-break; under review
    // nothing is opened.
    let over = finished(2, Format::Landscape);
    let first = tie_break(&over.session.game).expect("someone finished first");
    let open = over.clone().reduced(ViewAction::Details(Some(first)));
    assert!(view(&open).details.expect("opened").tie);
    assert!(!view(&over.clone().reduced(ViewAction::Details(Some(first.opponent())))).details.expect("opened").tie);
    let reviewed = open.reduced(ReviewAction::Open(None));
    assert_eq!((reviewed.view.details, view(&reviewed).details), (None, None));
}

#[test]
fn a_puzzle_shows_its_bar_in_the_toolbars_place_and_no_result_even_when_its_answer_ends_the_game() {
    use crate::rules::RecordedAction;
    use crate::ui::state::puzzle::{Attempt, Puzzle};
    use crate::ui::state::PuzzleAction;
    // The last move of a random game that ends with an advance, as a puzzle whose better move
    // is any other legal one.
    let record = (0..)
        .map(|seed| crate::ai::random::random_game(Variant::Express, seed))
        .find(|r| r.actions().last() == Some(&RecordedAction::from_action(Action::Advance)))
        .expect("a random game ends with an advance");
    let last = record.actions().len() - 1;
    let mut before = record.clone();
    before.truncate(last);
    let state = before.replay().expect("the record replays");
    let made = record.actions()[last].resolve(&state).expect("legal");
    let better = state.legal_actions().into_iter().find(|&a| a != made).expect("a choice");
    let puzzle = Puzzle {
        record: before.to_json(),
        names: ["Ada".to_owned(), "Bo".to_owned()],
        made: RecordedAction::from_action(made),
        better: RecordedAction::from_action(better),
        after: 0.5,
        blunder: false,
        iterations: 200,
        solved: false,
    };
    let p = page(3, Format::Landscape).reduced(PuzzleAction::Open(Rc::new(puzzle)));
    let v = view(&p);
    assert_eq!(
        (v.toolbar, v.puzzle.map(|b| (b.frame, b.attempt))),
        (None, Some((layout(&p).toolbar, Attempt::Trying)))
    );
    let answered = p.reduced(SessionAction::Advance);
    assert!(answered.session.game.outcome().is_some(), "the last move ends the game");
    let v = view(&answered);
    assert_eq!(v.puzzle.map(|b| b.attempt), Some(Attempt::Wrong));
    assert_eq!(v.result, None);
}

#[test]
fn the_lesson_card_lies_on_the_page_and_off_what_its_step_points_at() {
    for format in [Format::Landscape, Format::Wide, Format::Portrait, Format::Tall, Format::Short] {
        let p = page(1, format).reduced(SessionAction::Learn(None));
        let card = view(&p).lesson.expect("the lesson's card");
        assert_eq!(card.step, Step::Circle);
        assert_eq!(card.target, "[data-testid=circle-patch][data-offered=true]");
        let laid = layout(&p);
        let page_rect = Rect::new(0.0, 0.0, laid.view.w, laid.view.h);
        assert!(page_rect.contains_rect(card.rect), "{format:?}: {:?} on {page_rect:?}", card.rect);
        // Holding the patch, the card leaves the learner's quilt free.
        let p = p.reduced(SessionAction::LessonNext).reduced(SessionAction::LessonNext);
        let Some(Target::Card(patch)) = Lesson::target(&p.session.game, Step::Take, None) else {
            panic!("the take step points at a card")
        };
        let card = view(&p).lesson.expect("a card");
        assert_eq!(card.target, format!("[data-testid=circle-patch][data-patch={}]", patch.patch().label));
        let p = p.reduced(HandAction::Pick { patch, grab: None });
        let card = view(&p).lesson.expect("a card");
        assert!(!card.rect.overlaps(layout(&p).quilts[Player::One]), "{format:?}");
        assert!(card.target.starts_with("[data-testid=rotate]"), "{}", card.target);
    }
    // Every step has its words, in the steps' order.
    assert_eq!(Step::Done as usize + 1, crate::ui::i18n::LESSON_STEPS);
    // No card in any other game.
    assert!(view(&page(1, Format::Landscape)).lesson.is_none());
}
