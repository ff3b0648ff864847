//! Words that fit their boxes: after each drawing, each box of the page marked `fit` (the turn
//! banner, the advance button, the message, the turn's recap) whose words spill out is set in
//! smaller type, a step at a time down to 11 CSS pixels; a message still too long then hides its
//! last sentences, one by one (never the first), so that what shows is whole sentences, none cut
//! mid-line (hidden from sight only: the page's style sheet keeps them for screen readers), then
//! the oldest of its stacked event toasts, whole, never the newest; a box with a shorter way of
//! saying the same (`data-short`, the turn banner's bare name) says that. The boxes cannot be
//! measured before the browser lays the words out, so this is done here, on the drawn page, and
//! not in the pure view.

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// The steps of type size tried, as factors of a box's own (its style sheet sets the size as
/// `max(11px, calc(… * var(--fit, 1)))`, so a phone never gets type under 11 px). Strings, so
/// that no float is formatted or parsed: either would bring kilobytes of the library in.
const STEPS: [&str; 7] = ["0.93", "0.86", "0.8", "0.74", "0.68", "0.62", "0.56"];

/// Whether `el`'s words spill out of its box.
fn spills(el: &HtmlElement) -> bool {
    el.scroll_height() > el.client_height() + 1 || el.scroll_width() > el.client_width() + 1
}

/// Fits every `.fit` box of the page (see the module's documentation), and marks what the
/// guided game's card points at.
pub fn fit_texts() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    mark_targets(&document);
    let Ok(boxes) = document.query_selector_all(".fit") else { return };
    for i in 0..boxes.length() {
        if let Some(el) = boxes.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) {
            fit(&el);
        }
    }
}

fn fit(el: &HtmlElement) {
    let style = el.style();
    // From the style sheet's size each time: the words may have become shorter.
    let _ = style.remove_property("--fit");
    let sentences = all(el, ".sentence");
    let toasts = all(el, ".toast");
    for part in sentences.iter().chain(&toasts) {
        let _ = part.toggle_attribute_with_force("hidden", false);
    }
    let _ = el.toggle_attribute_with_force("data-shortened", false);
    for step in STEPS {
        if !spills(el) {
            return;
        }
        let _ = style.set_property("--fit", step);
    }
    // Still too long: the last sentences go, one by one; the first stays unless a toast
    // stands above it (toasts go within seconds, and the sentences come back) or the recap's
    // lines tell the same below it.
    let alone = toasts.is_empty() && el.query_selector(".recap-body").ok().flatten().is_none();
    let keep = usize::from(alone);
    for sentence in sentences.iter().skip(keep).rev() {
        if !spills(el) {
            return;
        }
        let _ = sentence.toggle_attribute_with_force("hidden", true);
    }
    // Still too long: toasts stacked up (a computer's turn of several actions, a game's last
    // moves) give way whole, the oldest first, so that the newest is never cut (each was
    // heard as it came).
    for toast in &toasts[..toasts.len().saturating_sub(1)] {
        if !spills(el) {
            return;
        }
        let _ = toast.toggle_attribute_with_force("hidden", true);
    }
    // A box with a shorter way of saying it (the banner's bare name, its `data-short`) says
    // that instead, its words kept for tests and screen readers.
    if spills(el) && el.has_attribute("data-short") {
        let _ = el.toggle_attribute_with_force("data-shortened", true);
    }
}

/// The elements inside `el` that match `selector`, in document order.
fn all(el: &HtmlElement, selector: &str) -> Vec<Element> {
    el.query_selector_all(selector).map_or_else(
        |_| Vec::new(),
        |list| (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).collect(),
    )
}

/// The elements the guided game's card points at (its `data-target`, a selector) get
/// `data-tutorial-target`, which rings them; no other element keeps it. Done on the drawn page
/// rather than in each component's markup, so that none of them needs to know of the lesson.
fn mark_targets(document: &web_sys::Document) {
    const MARK: &str = "data-tutorial-target";
    let card = document.query_selector("[data-testid=tutorial]").ok().flatten();
    let target = card.and_then(|card| card.get_attribute("data-target")).unwrap_or_default();
    for (selector, on) in [("[data-tutorial-target]", false), (target.as_str(), true)] {
        let Some(found) = (!selector.is_empty()).then(|| document.query_selector_all(selector).ok()).flatten() else {
            continue;
        };
        for i in 0..found.length() {
            if let Some(el) = found.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                let _ = if on { el.set_attribute(MARK, "true") } else { el.remove_attribute(MARK) };
            }
        }
    }
}
