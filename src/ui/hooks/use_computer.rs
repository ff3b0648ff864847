//! The computer player: one worker, started when first needed, asked for a move whenever a
//! computer seat is to move, and for the Hard move when a person asks for a hint; its chosen
//! move travels to its place before it is played.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::timers::callback::Timeout;
use yew::prelude::*;

use crate::ai::protocol::{browser_budget_ms, Request};
use crate::ai::Level;
use crate::ui::browser::window;
use crate::ui::browser::worker_client::{About, Answer, Computer};
use crate::ui::components::TRAVEL_MS;
use crate::ui::i18n::Notice;
use crate::ui::state::{ComputerAction, FeedbackAction, PageState};

/// Asks the computer about the game as `page` shows it; the request's id, or `None` when the
/// worker cannot start (the page then gets a notice).
type Ask = Rc<dyn Fn(Level, &PageState) -> Option<u32>>;

/// Runs the computer's seats and returns what the hint button does.
#[hook]
pub fn use_computer(page: &UseReducerHandle<PageState>) -> Callback<()> {
    let computer = use_mut_ref(|| None::<Computer>);
    let next_request = use_mut_ref(|| 0_u32);
    let ask: Ask = {
        let dispatcher = page.dispatcher();
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
        use_effect_with(key, move |_| {
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
        use_effect_with(page.computer.showing, move |showing| {
            let timer = showing
                .map(|_| Timeout::new(TRAVEL_MS + 350, move || dispatcher.dispatch(ComputerAction::Arrived.into())));
            move || drop(timer)
        });
    }
    let (dispatcher, page) = (page.dispatcher(), page.clone());
    Callback::from(move |()| {
        if let Some(id) = ask(Level::Hard, &page) {
            dispatcher.dispatch(ComputerAction::HintAsked(id).into());
        }
    })
}

fn ask(
    computer: &Rc<RefCell<Option<Computer>>>,
    next_request: &Rc<RefCell<u32>>,
    dispatcher: &UseReducerDispatcher<PageState>,
    level: Level,
    page: &PageState,
) -> Option<u32> {
    let mut computer = computer.borrow_mut();
    if computer.is_none() {
        let answers = {
            let dispatcher = dispatcher.clone();
            Callback::from(move |Answer { id, action }: Answer| {
                dispatcher.dispatch(ComputerAction::Answer { id, action }.into());
            })
        };
        match Computer::new(answers) {
            Ok(started) => *computer = Some(started),
            Err(why) => {
                dispatcher.dispatch(FeedbackAction::Notice(Some(Notice::ComputerCannotStart(why))).into());
                return None;
            }
        }
    }
    let mut counter = next_request.borrow_mut();
    *counter += 1;
    let id = *counter;
    let session = &page.session;
    let request = Request {
        id,
        level,
        budget_ms: browser_budget_ms(level),
        seed: window::random() % (1 << 32),
        record: session.saved(0.0).played_record().to_json(),
    };
    let about = About { variant: session.game.variant(), index: session.played };
    computer.as_ref().expect("started above").ask(&request, about);
    Some(id)
}
