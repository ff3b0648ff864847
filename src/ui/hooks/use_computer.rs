//! The computer player: one worker, started when first needed, asked for a move whenever a
//! computer seat is to move, and for the Hard move when a person asks for a hint; its chosen
//! move travels to its place before it is played. On the review screen the same worker looks
//! at the game's positions one by one, and what it saw is saved with the game; in a puzzle it
//! looks at where the person's answer leads.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ai::protocol::{browser_budget_ms, Request};
use crate::ai::review::ReviewRequest;
use crate::ai::Level;
use crate::rules::Record;
use crate::ui::browser::worker_client::{Answer, Reviewed, WorkerClient};
use crate::ui::browser::{storage, window};
use crate::ui::components::TRAVEL_MS;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::i18n::Notice;
use crate::ui::state::puzzle::Attempt;
use crate::ui::state::{review, ComputerAction, FeedbackAction, PageState, PuzzleAction, Review, ReviewAction};

/// Asks the computer about the game as `page` shows it; the request's id, or `None` when the
/// worker cannot start (the page then gets a notice).
type Ask = Rc<dyn Fn(Level, &PageState) -> Option<u32>>;

/// Runs the computer's seats and returns what the hint button does.
#[hook]
pub fn use_computer(page: &UseReducerHandle<PageState>) -> Callback<()> {
    let computer = use_mut_ref(|| None::<WorkerClient>);
    let next_request = use_mut_ref(|| 0_u32);
    let ask: Ask = {
        let (computer, next_request, dispatcher) = (Rc::clone(&computer), Rc::clone(&next_request), page.dispatcher());
        Rc::new(move |level: Level, page: &PageState| ask(&computer, &next_request, &dispatcher, level, page))
    };
    {
        let (dispatcher, ask) = (page.dispatcher(), Rc::clone(&ask));
        let state = page.clone();
        let key = (
            state.session.game.clone(),
            state.computer.thinking,
            state.computer.showing,
            state.session.seats,
            state.view.screen,
        );
        use_effect_on(key, move |_| {
            if state.computer_should_think() {
                let to_move = state.session.game.to_move();
                let level = to_move.and_then(|p| state.session.seat(p).level()).unwrap_or(Level::Hard);
                if let Some(id) = ask(level, &state) {
                    dispatcher.dispatch(ComputerAction::Thinking(id).into());
                }
            }
        });
    }
    // The computer's move is shown travelling, then played.
    {
        let dispatcher = page.dispatcher();
        use_effect_on(page.computer.showing, move |showing| {
            let timer = showing
                .map(|_| Timeout::new(TRAVEL_MS + 350, move || dispatcher.dispatch(ComputerAction::Arrived.into())));
            move || drop(timer)
        });
    }
    // The review: one position at a time, and what was seen kept with the game. In a puzzle,
    // the position the person's answer leads to, searched as the review searched the one after
    // the move made.
    {
        let (computer, next_request, dispatcher) = (Rc::clone(&computer), Rc::clone(&next_request), page.dispatcher());
        let state = page.clone();
        let review = page.review.as_ref().map(|r| (r.asked, r.next_to_see(), r.failed.clone()));
        let key = (review, page.puzzle.as_ref().map(|s| s.attempt));
        use_effect_on(key, move |_| review_next(&computer, &next_request, &dispatcher, &state));
    }
    {
        let state = page.clone();
        use_effect_on(page.review.as_ref().map(|r| Rc::clone(&r.seen)), move |seen| {
            if let (Some(_), Some(review)) = (seen, &state.review) {
                storage::save_review(
                    &state.session.id,
                    &review::saved_json(&review_record(&state), &review.recorded(), review.iterations),
                );
            }
        });
    }
    let (dispatcher, page) = (page.dispatcher(), page.clone());
    Callback::from(move |()| {
        if let Some(id) = ask(Level::Hard, &page) {
            dispatcher.dispatch(ComputerAction::HintAsked(id).into());
        }
    })
}

/// The worker, started when first needed; `None` when it cannot start (the page then gets a
/// notice).
fn started<'c>(
    computer: &'c mut Option<WorkerClient>,
    dispatcher: &UseReducerDispatcher<PageState>,
) -> Option<&'c WorkerClient> {
    if computer.is_none() {
        let answers = {
            let dispatcher = dispatcher.clone();
            Callback::from(move |Answer { id, action }: Answer| {
                dispatcher.dispatch(ComputerAction::Answer { id, action }.into());
            })
        };
        let seen = {
            let dispatcher = dispatcher.clone();
            Callback::from(move |Reviewed { id, index, seen }: Reviewed| {
                dispatcher.dispatch(ReviewAction::Heard { id, index: index as usize, seen }.into());
            })
        };
        match WorkerClient::new(answers, seen) {
            Ok(worker) => *computer = Some(worker),
            Err(why) => {
                dispatcher.dispatch(FeedbackAction::Notice(Some(Notice::ComputerCannotStart(why))).into());
                return None;
            }
        }
    }
    computer.as_ref()
}

/// The next request's id.
fn next_id(counter: &RefCell<u32>) -> u32 {
    let mut counter = counter.borrow_mut();
    *counter += 1;
    *counter
}

fn ask(
    computer: &Rc<RefCell<Option<WorkerClient>>>,
    next_request: &Rc<RefCell<u32>>,
    dispatcher: &UseReducerDispatcher<PageState>,
    level: Level,
    page: &PageState,
) -> Option<u32> {
    let mut computer = computer.borrow_mut();
    let worker = started(&mut computer, dispatcher)?;
    let id = next_id(next_request);
    let session = &page.session;
    let request = Request {
        id,
        level,
        budget_ms: browser_budget_ms(level),
        // The guided game's computer is seeded by the move's number: the lesson plays the same
        // game for a learner who follows it (`ai::tutor::gentle`).
        seed: if session.lesson.is_some() { session.played as u64 } else { window::random() % (1 << 32) },
        record: session.saved(0.0).played_record().to_json(),
    };
    worker.ask(&request);
    Some(id)
}

/// Asks the worker about the first position of the review that the search has not seen, or
/// about where a puzzle's answer led.
fn review_next(
    computer: &Rc<RefCell<Option<WorkerClient>>>,
    next_request: &Rc<RefCell<u32>>,
    dispatcher: &UseReducerDispatcher<PageState>,
    page: &PageState,
) {
    let puzzle = page.puzzle.as_ref().filter(|s| matches!(s.attempt, Attempt::Checking { asked: None, .. }));
    let review = page.review.as_ref().filter(|r| r.asked.is_none() && r.failed.is_none());
    let (record, index, iterations) = match (puzzle, review.and_then(|r| Some((r, r.next_to_see()?)))) {
        (Some(solving), _) => (page.session.saved(0.0).played_record(), page.session.played, solving.puzzle.iterations),
        (None, Some((review, index))) => (review_record(page), index, review.iterations),
        (None, None) => return,
    };
    let mut computer = computer.borrow_mut();
    let Some(worker) = started(&mut computer, dispatcher) else { return };
    let id = next_id(next_request);
    worker.review(&ReviewRequest { id, record: record.to_json(), index: index as u32, iterations, seed: 0 });
    dispatcher.dispatch(match puzzle {
        Some(_) => PuzzleAction::Asked(id).into(),
        None => ReviewAction::Asked { id, index }.into(),
    });
}

/// The record under review: the game's actions up to the review's end.
fn review_record(page: &PageState) -> Record {
    let mut record = (*page.session.record).clone();
    record.truncate(page.review.as_ref().map_or(0, Review::end));
    record
}
