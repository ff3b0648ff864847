//! The computer player's side of its web worker (wasm32 only): the worker (`static/ai-worker.js`)
//! loads the page's own WebAssembly module and hands every message to [`respond`] through
//! `ai_worker_respond` (src/main.rs). The only thing this adds to the pure protocol of
//! [`crate::ai::protocol`] (answered by [`crate::ai::think`] and [`crate::ai::speed`]) is the
//! clock: `performance.now()`, asked every few search iterations against the request's deadline. One request is answered at a time; the next waits in the
//! worker's queue.

use wasm_bindgen::JsCast;
use web_sys::{Performance, WorkerGlobalScope};

use crate::ai::protocol::{Inbound, Reply};
use crate::ai::{review, speed, think};

/// The worker's clock.
fn clock() -> Option<Performance> {
    js_sys::global().dyn_into::<WorkerGlobalScope>().ok()?.performance()
}

/// The reply to one message: a JSON text of a [`Reply`] or a speed reply; an error reply for
/// anything that is not a request.
#[must_use]
pub fn respond(text: Option<String>) -> String {
    let Some(clock) = clock() else {
        return Reply { id: 0, result: Err("not in a worker".into()), iterations: 0, elapsed_ms: 0.0 }.to_json();
    };
    reply(text, &clock)
}

fn reply(text: Option<String>, clock: &Performance) -> String {
    let start = clock.now();
    let failed =
        |id, message: String| Reply { id, result: Err(message), iterations: 0, elapsed_ms: clock.now() - start };
    let Some(text) = text else {
        return failed(0, "a request must be a JSON text (a string)".into()).to_json();
    };
    match Inbound::from_json(&text) {
        Ok(Inbound::Move(request)) => {
            let deadline = request.budget_ms.map(|ms| start + f64::from(ms));
            let mut time_up = || deadline.is_some_and(|deadline| clock.now() >= deadline);
            let mut reply = think::answer(&request, Some(&mut time_up));
            reply.elapsed_ms = clock.now() - start;
            reply.to_json()
        }
        Ok(Inbound::Speed(request)) => speed::answer_speed(&request, &mut || clock.now()).to_json(),
        Ok(Inbound::Review(request)) => review::answer_review(&request).to_json(),
        Err((id, message)) => failed(id, message).to_json(),
    }
}
