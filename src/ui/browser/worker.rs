//! The computer player's side of its web worker (wasm32 only): the worker (`static/ai-worker.js`)
//! loads the page's own WebAssembly module and hands every message to [`respond`] through
//! `ai_worker_respond` (src/main.rs). The only thing this adds to the pure protocol of
//! [`crate::ai::protocol`] (answered by [`crate::ai::think`], [`crate::ai::review`] and
//! [`crate::ai::speed`]) is the clock: `performance.now()`, asked every few search iterations
//! against the request's deadline. One request is answered at a time; the next waits in the
//! worker's queue.

use wasm_bindgen::JsCast;
use web_sys::{Performance, WorkerGlobalScope};

use crate::ai::protocol::{Failure, FromWorker, Reply, ToWorker, WorkerError};
use crate::ai::{review, speed, think};

/// The worker's clock.
fn clock() -> Option<Performance> {
    js_sys::global().dyn_into::<WorkerGlobalScope>().ok()?.performance()
}

/// The reply to one message: the JSON text of a [`FromWorker`], a failure for anything that is
/// not a request.
#[must_use]
pub fn respond(text: Option<String>) -> String {
    let Some(clock) = clock() else {
        return FromWorker::Failed(Failure { id: 0, error: WorkerError::NoClock }).to_json();
    };
    reply(text, &clock).to_json()
}

fn reply(text: Option<String>, clock: &Performance) -> FromWorker {
    let start = clock.now();
    let Some(text) = text else {
        let error = WorkerError::NotARequest("a request must be a JSON text (a string)".into());
        return FromWorker::Failed(Failure { id: 0, error });
    };
    let request = match ToWorker::from_json(&text) {
        Ok(request) => request,
        Err(failure) => return FromWorker::Failed(failure),
    };
    let id = request.id();
    match request {
        ToWorker::Move(request) => {
            let deadline = request.budget_ms.map(|ms| start + f64::from(ms));
            let mut time_up = || deadline.is_some_and(|deadline| clock.now() >= deadline);
            let answer = think::answer(&request, Some(&mut time_up));
            FromWorker::answer(id, answer, |reply| FromWorker::Move(Reply { elapsed_ms: clock.now() - start, ..reply }))
        }
        ToWorker::Speed(request) => {
            FromWorker::answer(id, speed::answer_speed(&request, &mut || clock.now()), FromWorker::Speed)
        }
        ToWorker::Review(request) => FromWorker::answer(id, review::answer_review(&request), FromWorker::Review),
    }
}
