//! Drawings with nothing to listen to, no state and no words of their own (a patch's figure,
//! a card and its numbers, the circle's thread, a quilt's frame, the time board's spaces, the
//! hint and the computer's travelling patch, the held patch's squares, the icons), written as
//! SVG markup and given to the page as one string that the browser parses in one go, instead
//! of one element and one attribute at a time from WebAssembly. On a slow phone the first
//! board is the page's costliest moment, and these are about half of its elements
//! (docs/SPEED.md).
//!
//! Only the page's own markup goes through [`raw`]: numbers, fixed names and colours, never
//! text a person wrote (nothing in it is escaped).

use std::fmt::Write;

use yew::{AttrValue, Html};

use crate::ui::layout::{Num, Rect};

/// `markup` as part of the page (SVG when drawn inside the table's `<svg>`).
pub fn raw(markup: String) -> Html {
    Html::from_html_unchecked(AttrValue::from(markup))
}

/// A `<use>` of the page's symbol `#id` (`IconSymbols`) with `class`, filling `at`, written
/// at the end of `out`.
pub fn symbol(out: &mut String, id: &str, class: &str, at: Rect) {
    let _ = write!(
        out,
        r##"<use href="#{id}" class="{class}" x="{}" y="{}" width="{}" height="{}"/>"##,
        Num(at.x),
        Num(at.y),
        Num(at.w),
        Num(at.h)
    );
}
