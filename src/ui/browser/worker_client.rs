//! The page's side of the computer player (wasm32 only): a web worker that runs the search, so
//! the page never freezes while the computer thinks.
//!
//! ```ignore
//! let computer = WorkerClient::new(on_answer, on_review)?;  // starts the worker
//! computer.ask(&Request { id, level, budget_ms: browser_budget_ms(level), seed, record });
//! // … later on_answer gets an Answer with the same id (check it: an old request may answer
//! // late): the action as a record writes it, or why there is none.
//! ```
//!
//! The worker is the module worker `ai-worker.js` next to the page (`static/ai-worker.js`),
//! resolved against the page's address so the site works from any sub-path. It runs the page's
//! own WebAssembly module: its first message names the module's two files (from the
//! `<meta name="patchwork-js">` and `<meta name="patchwork-wasm">` tags of index.html), so
//! `dist/` holds one copy of the engine. It needs no `blob:` or `eval`: a
//! Content-Security-Policy of `script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'` allows
//! it. The protocol is in [`crate::ai::protocol`].

use std::cell::RefCell;
use std::rc::Rc;

use gloo::events::EventListener;
use gloo::timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::Callback;

use crate::ai::analysis::Seen;
use crate::ai::protocol::{Failure, FromWorker, ReplyError, Request, ToWorker};
use crate::ai::review::ReviewRequest;
use crate::rules::RecordedAction;

/// The worker's script, relative to the page (copied by Trunk under this fixed name).
pub const WORKER_SCRIPT: &str = "./ai-worker.js";

/// The absolute address named by `<meta name=NAME content=…>`, resolved against the page.
fn asset_url(document: &web_sys::Document, name: &str) -> Result<String, String> {
    let content = document
        .query_selector(&format!("meta[name=\"{name}\"]"))
        .ok()
        .flatten()
        .and_then(|meta| meta.get_attribute("content"))
        .ok_or_else(|| format!("the page names no {name}"))?;
    let base = document.base_uri().ok().flatten().unwrap_or_default();
    web_sys::Url::new_with_base(&content, &base).map(|url| url.href()).map_err(|e| describe("a bad address", &e))
}

/// The worker's first message: `{boot: {js, wasm}}`, the page's module and its WebAssembly.
/// (A plain object, which web-sys has no type for: built with `Reflect`.)
fn boot_message() -> Result<JsValue, String> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let files = js_sys::Object::new();
    for (key, name) in [("js", "patchwork-js"), ("wasm", "patchwork-wasm")] {
        let url = asset_url(&document, name)?;
        js_sys::Reflect::set(&files, &JsValue::from_str(key), &JsValue::from_str(&url))
            .map_err(|e| describe("boot", &e))?;
    }
    let message = js_sys::Object::new();
    js_sys::Reflect::set(&message, &JsValue::from_str("boot"), &files).map_err(|e| describe("boot", &e))?;
    Ok(message.into())
}

/// How long the worker may take to load before the computer player counts as failed.
pub const START_TIMEOUT_MS: u32 = 20_000;

/// A running computer player: one web worker. Dropping it stops the worker, and any search in
/// progress with it; its listeners and its start timer go with it.
pub struct WorkerClient {
    worker: Worker,
    shared: Rc<RefCell<Shared>>,
    _on_message: EventListener,
    _on_error: EventListener,
    _start_timeout: Timeout,
}

/// The computer's answer to a move request: the action as a record writes it (still to be
/// resolved in the game), or why there is none.
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// The request's id.
    pub id: u32,
    /// The action, or why there is none.
    pub action: Result<RecordedAction, ReplyError>,
}

/// The computer's answer to a review request.
#[derive(Debug, Clone, PartialEq)]
pub struct Reviewed {
    /// The request's id.
    pub id: u32,
    /// The position asked about.
    pub index: u32,
    /// What the search saw there (`None` where the game is over), or why it could not look.
    pub seen: Result<Option<Seen<RecordedAction>>, String>,
}

struct Shared {
    phase: Phase,
    /// Ids of the requests posted to the worker and not yet answered.
    asked: Vec<u32>,
    /// The move requests not yet answered.
    moves: Vec<u32>,
    /// The review requests not yet answered: id and position.
    reviews: Vec<(u32, u32)>,
    on_answer: Callback<Answer>,
    on_review: Callback<Reviewed>,
}

impl Shared {
    /// Request `id` is answered: its answer for `on_answer` when it was a move request, else for
    /// `on_review` when it was a review request (`None` for neither: not the page's request).
    fn answered(&mut self, id: u32, result: Result<Heard, ReplyError>) -> Option<Answered> {
        self.asked.retain(|&asked| asked != id);
        if let Some(at) = self.reviews.iter().position(|&(asked, _)| asked == id) {
            let (_, index) = self.reviews.remove(at);
            let seen = match result {
                Ok(Heard::Seen(seen)) => Ok(seen),
                Ok(Heard::Action(_)) => Err("a move instead of a review".to_owned()),
                Err(error) => Err(error.to_string()),
            };
            return Some(Answered::Review(Reviewed { id, index, seen }));
        }
        let at = self.moves.iter().position(|&asked| asked == id)?;
        self.moves.remove(at);
        let action = match result {
            Ok(Heard::Action(action)) => Ok(action),
            Ok(Heard::Seen(_)) => Err(ReplyError::NotAReply("a review instead of a move".to_owned())),
            Err(error) => Err(error),
        };
        Some(Answered::Move(Answer { id, action }))
    }
}

/// What the worker answered to a request.
enum Heard {
    Action(RecordedAction),
    Seen(Option<Seen<RecordedAction>>),
}

/// An answer, for the callback of its kind.
enum Answered {
    Move(Answer),
    Review(Reviewed),
}

/// What the worker said: requests held back go once it is ready; answers go to whoever asked.
fn heard(worker: &Worker, shared: &Rc<RefCell<Shared>>, message: FromWorker) {
    let (id, result) = match message {
        FromWorker::Ready => {
            let waiting = {
                let mut shared = shared.borrow_mut();
                match &mut shared.phase {
                    Phase::Starting(waiting) => {
                        let waiting = std::mem::take(waiting);
                        shared.phase = Phase::Ready;
                        waiting
                    }
                    Phase::Ready | Phase::Failed(_) => Vec::new(),
                }
            };
            for (id, text) in &waiting {
                post(worker, shared, *id, text);
            }
            return;
        }
        FromWorker::Move(reply) => (reply.id, Ok(Heard::Action(reply.action))),
        FromWorker::Review(reply) => (reply.id, Ok(Heard::Seen(reply.seen))),
        // The page asks for no speed tests (the tools that measure start their own worker).
        FromWorker::Speed(_) => return,
        FromWorker::Failed(Failure { id, error }) => (id, Err(ReplyError::Failed(error))),
    };
    let answered = shared.borrow_mut().answered(id, result);
    let (on_answer, on_review) = {
        let shared = shared.borrow();
        (shared.on_answer.clone(), shared.on_review.clone())
    };
    match answered {
        Some(Answered::Move(answer)) => on_answer.emit(answer),
        Some(Answered::Review(reviewed)) => on_review.emit(reviewed),
        None => {}
    }
}

enum Phase {
    /// Loading; requests wait here, by id and text (a worker drops messages sent before it
    /// listens).
    Starting(Vec<(u32, String)>),
    Ready,
    /// It will not answer: every request gets an error reply with this reason.
    Failed(String),
}

impl WorkerClient {
    /// Starts the worker. `on_answer` gets one [`Answer`] per move request and `on_review` one
    /// [`Reviewed`] per review request, in the order asked; when the worker cannot load or
    /// crashes, the requests it owes get errors instead.
    ///
    /// # Errors
    /// When the browser refuses to create the worker (for example a Content-Security-Policy
    /// without `worker-src 'self'`).
    pub fn new(on_answer: Callback<Answer>, on_review: Callback<Reviewed>) -> Result<WorkerClient, String> {
        let boot = boot_message().map_err(|why| format!("cannot start the computer player: {why}"))?;
        let options = web_sys::WorkerOptions::new();
        options.set_type(web_sys::WorkerType::Module);
        let worker = Worker::new_with_options(WORKER_SCRIPT, &options)
            .map_err(|e| describe("cannot start the computer player", &e))?;
        worker.post_message(&boot).map_err(|e| describe("cannot start the computer player", &e))?;
        let shared = Rc::new(RefCell::new(Shared {
            phase: Phase::Starting(Vec::new()),
            asked: Vec::new(),
            moves: Vec::new(),
            reviews: Vec::new(),
            on_answer,
            on_review,
        }));

        let on_message = {
            let (shared, worker) = (Rc::clone(&shared), worker.clone());
            EventListener::new(&worker.clone(), "message", move |event| {
                // Anything but a message of the worker's is not the page's business.
                let text = event.dyn_ref::<MessageEvent>().and_then(|event| event.data().as_string());
                if let Some(Ok(message)) = text.map(|text| FromWorker::from_json(&text)) {
                    heard(&worker, &shared, message);
                }
            })
        };
        let on_error = {
            let (shared, worker) = (Rc::clone(&shared), worker.clone());
            EventListener::new(&worker.clone(), "error", move |event| {
                let why = match event.dyn_ref::<ErrorEvent>() {
                    Some(error) => format!("the computer player stopped: {}", error.message()),
                    None => "the computer player could not be loaded".to_owned(),
                };
                fail(&worker, &shared, why);
            })
        };
        let start_timeout = {
            let (shared, worker) = (Rc::clone(&shared), worker.clone());
            Timeout::new(START_TIMEOUT_MS, move || {
                if matches!(shared.borrow().phase, Phase::Starting(_)) {
                    fail(&worker, &shared, "the computer player did not start in time".to_owned());
                }
            })
        };
        Ok(WorkerClient { worker, shared, _on_message: on_message, _on_error: on_error, _start_timeout: start_timeout })
    }

    /// Asks for a move. The answer comes later through `on_answer`, never during this call.
    pub fn ask(&self, request: &Request) {
        self.shared.borrow_mut().moves.push(request.id);
        self.send(request.id, ToWorker::Move(request.clone()).to_json());
    }

    /// Asks what the search sees at a position of a game; the reply comes later through
    /// `on_review`.
    pub fn review(&self, request: &ReviewRequest) {
        self.shared.borrow_mut().reviews.push((request.id, request.index));
        self.send(request.id, ToWorker::Review(request.clone()).to_json());
    }

    fn send(&self, id: u32, text: String) {
        let mut shared = self.shared.borrow_mut();
        match &mut shared.phase {
            Phase::Starting(waiting) => waiting.push((id, text)),
            Phase::Ready => {
                drop(shared);
                post(&self.worker, &self.shared, id, &text);
            }
            Phase::Failed(why) => {
                let why = why.clone();
                drop(shared);
                later(&self.shared, vec![id], why);
            }
        }
    }
}

impl Drop for WorkerClient {
    /// Stops the worker; then its fields go: the listeners are removed and the start timer is
    /// cleared.
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// Posts a request (its id and text) to a listening worker.
fn post(worker: &Worker, shared: &Rc<RefCell<Shared>>, id: u32, text: &str) {
    match worker.post_message(&JsValue::from_str(text)) {
        Ok(()) => shared.borrow_mut().asked.push(id),
        Err(e) => later(shared, vec![id], describe("cannot reach the computer player", &e)),
    }
}

/// Stops the worker for good: what it owes and everything asked later get error replies.
fn fail(worker: &Worker, shared: &Rc<RefCell<Shared>>, why: String) {
    worker.terminate();
    let owed = {
        let mut shared = shared.borrow_mut();
        let waiting = match std::mem::replace(&mut shared.phase, Phase::Failed(why.clone())) {
            Phase::Starting(waiting) => waiting.iter().map(|&(id, _)| id).collect(),
            Phase::Ready | Phase::Failed(_) => Vec::new(),
        };
        let mut owed = std::mem::take(&mut shared.asked);
        owed.extend(waiting);
        owed
    };
    later(shared, owed, why);
}

/// Errors for `ids`, delivered from a microtask so that `on_answer` never runs inside
/// [`WorkerClient::ask`].
fn later(shared: &Rc<RefCell<Shared>>, ids: Vec<u32>, why: String) {
    if ids.is_empty() {
        return;
    }
    let shared = Rc::clone(shared);
    // A spawned task first runs in a microtask, never during this call.
    wasm_bindgen_futures::spawn_local(async move {
        for id in ids {
            let mut owed = shared.borrow_mut();
            let review = owed.reviews.iter().position(|r| r.0 == id).map(|at| owed.reviews.remove(at));
            owed.moves.retain(|&asked| asked != id);
            let (on_answer, on_review) = (owed.on_answer.clone(), owed.on_review.clone());
            drop(owed);
            match review {
                Some((_, index)) => on_review.emit(Reviewed { id, index, seen: Err(why.clone()) }),
                None => on_answer.emit(Answer { id, action: Err(ReplyError::Worker(why.clone())) }),
            }
        }
    });
}

/// `what`, and the browser's reason.
fn describe(what: &str, error: &JsValue) -> String {
    match error.dyn_ref::<js_sys::Error>() {
        Some(error) => format!("{what}: {}", String::from(error.message())),
        // Its text if it is one, never `{:?}` (whose escaping would bring Unicode's tables
        // into the page).
        None => format!("{what}: {}", error.as_string().unwrap_or_default()),
    }
}
