//! A puzzle's bar, in the toolbar's place while a puzzle is shown: what it asks or how the
//! answer fared, and its buttons.

use std::rc::Rc;

use crate::rules::Action;
use crate::ui::layout::{Layout, Rect};
use crate::ui::state::puzzle::{self, Attempt, Puzzle};
use crate::ui::state::PageState;

/// The puzzle's bar.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleBar {
    /// Its place: the toolbar's.
    pub frame: Rect,
    /// Where the attempt stands.
    pub attempt: Attempt,
    /// Answers that did not solve it.
    pub tries: u8,
    /// The next unsolved puzzle, newest first, if there is another.
    pub next: Option<Rc<Puzzle>>,
}

impl PuzzleBar {
    /// The bar of the puzzle `page` shows, if it shows one.
    #[must_use]
    pub fn of(page: &PageState, layout: &Layout) -> Option<PuzzleBar> {
        let solving = page.puzzle.as_ref()?;
        let next = puzzle::unsolved(&page.form.puzzles).find(|p| !p.same(&solving.puzzle)).map(|p| Rc::new(p.clone()));
        Some(PuzzleBar { frame: layout.toolbar, attempt: solving.attempt, tries: solving.tries, next })
    }
}

/// The computer's move, drawn as a hint is, once a puzzle shows it.
#[must_use]
pub fn shown(page: &PageState) -> Option<Action> {
    page.puzzle.as_ref().filter(|s| s.attempt == Attempt::Shown).map(|s| s.better)
}
