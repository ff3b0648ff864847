//! DOM look-ups shared by the browser test files (`tests/web_*.rs`).
#![allow(dead_code)] // each test file uses only some of them

pub mod play;

use wasm_bindgen::JsCast;
use web_sys::Element;

/// Every element under `root` matching `selector`, in document order.
pub fn all(root: &Element, selector: &str) -> Vec<Element> {
    let list = root.query_selector_all(selector).expect("the selector is valid");
    (0..list.length()).filter_map(|i| list.item(i)).map(JsCast::unchecked_into::<Element>).collect()
}

/// The one element under `root` matching `selector`.
pub fn one(root: &Element, selector: &str) -> Element {
    let found = all(root, selector);
    assert_eq!(found.len(), 1, "exactly one {selector}");
    found.into_iter().next().expect("one element")
}

/// An attribute's value, or "" when absent.
pub fn attr(element: &Element, name: &str) -> String {
    element.get_attribute(name).unwrap_or_default()
}

/// A numeric attribute.
pub fn number(element: &Element, name: &str) -> f64 {
    attr(element, name).parse().unwrap_or_else(|_| panic!("{name} is a number"))
}

/// The text of the one element under `root` matching `selector`.
pub fn text(root: &Element, selector: &str) -> String {
    one(root, selector).text_content().unwrap_or_default()
}
