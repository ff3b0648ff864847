//! The computer player's web worker (wasm32, built by Trunk as `ai-worker.js` and
//! `ai-worker_bg.wasm`, started through `ai-worker_loader.js`; see index.html). On other targets
//! this binary only points there.
//!
//! It answers each message, a JSON text of [`patchwork::ui::ai_request`], with one JSON text:
//! a move request with a [`Reply`](patchwork::ui::ai_request::Reply), a speed request with a
//! [`SpeedReply`](patchwork::ui::ai_request::SpeedReply), anything else with an error reply. It
//! posts [`READY`](patchwork::ui::ai_request::READY) first. The only thing it adds to the pure
//! protocol is the clock: `performance.now()`, asked every few search iterations against the
//! request's deadline. One request is answered at a time; the next waits in the worker's queue.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    worker::listen();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "The computer player's web worker runs in a browser: `trunk build` builds it with the \
         page (or `make serve`). Natively, `patchwork-cli move` makes the same moves."
    );
}

#[cfg(target_arch = "wasm32")]
mod worker {
    use patchwork::ui::ai_request::{self, Inbound, Reply, READY};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Performance};

    /// Answers every message from now on, and says so.
    pub fn listen() {
        let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
        let clock = scope.performance().expect("a worker has performance.now()");
        let replies = scope.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let reply = respond(event.data().as_string(), &clock);
            replies.post_message(&JsValue::from_str(&reply)).expect("a string can always be posted");
        });
        scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // The handler lives as long as the worker.
        on_message.forget();
        scope.post_message(&JsValue::from_str(READY)).expect("a string can always be posted");
    }

    /// The reply to one message.
    fn respond(text: Option<String>, clock: &Performance) -> String {
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
                let mut reply = ai_request::answer(&request, Some(&mut time_up));
                reply.elapsed_ms = clock.now() - start;
                reply.to_json()
            }
            Ok(Inbound::Speed(request)) => ai_request::answer_speed(&request, &mut || clock.now()).to_json(),
            Err((id, message)) => failed(id, message).to_json(),
        }
    }
}
