//! The guided first game's card: the step, where the card lies, and what the step points at,
//! as the elements of the table it rings (`data-tutorial-target`, `e2e/README.md`).

use std::fmt::Write;

use crate::rules::{Bitboard, PatchId};
use crate::ui::layout::{Format, Layout, Rect};
use crate::ui::state::lesson::{Lesson, Step, Target, LEARNER};
use crate::ui::state::{PageState, Screen};

/// The lesson's card while the guided game is played.
#[derive(Debug, Clone, PartialEq)]
pub struct LessonCard {
    /// The step the learner is on.
    pub step: Step,
    /// The card's place: over a quilt the step does not point at.
    pub rect: Rect,
    /// The elements the step points at, as a CSS selector; empty when it points at nothing.
    pub target: String,
}

impl LessonCard {
    /// The card of `page`, when it plays the guided game.
    #[must_use]
    pub fn of(page: &PageState, layout: &Layout) -> Option<LessonCard> {
        let session = &page.session;
        if page.view.screen != Screen::Playing || page.puzzle.is_some() {
            return None;
        }
        let held = page.hand.held_patch();
        let step = session.lesson_step(held)?;
        let target = Lesson::target(&session.game, step, held);
        let on_quilt = held.is_some() || matches!(target, Some(Target::Squares(_) | Target::Square(_)));
        let mut rings = target.map(selector).unwrap_or_default();
        // A patch held otherwise than its outline shows: Rotate and Mirror are ringed too.
        if let (Some(Target::Squares(squares)), Some((patch, orientation))) = (target, held) {
            let shape = &patch.patch().shape;
            if shape.locate(squares).is_some_and(|(index, _)| index != shape.distinct_index(orientation)) {
                rings.push_str(",[data-testid=rotate],[data-testid=mirror]");
            }
        }
        Some(LessonCard { step, rect: card_place(layout, on_quilt), target: rings })
    }
}

/// Over the larger quilt (the computer's, where both are as large), or over the computer's when
/// the step points at the learner's quilt or a patch is held over it; at the top of that quilt,
/// tall enough for the longest words.
fn card_place(layout: &Layout, on_quilt: bool) -> Rect {
    let [mine, theirs] = [layout.quilts[LEARNER], layout.quilts[LEARNER.opponent()]];
    let q = if on_quilt || theirs.w >= mine.w { theirs } else { mine };
    let phone = matches!(layout.format, Format::Tall | Format::Short);
    // On a phone the small quilt is narrower than the words: the card takes the page's width.
    let (x, w) = if phone { (8.0, layout.view.w - 16.0) } else { (q.x + 8.0, q.w - 16.0) };
    // Beside the table the card takes the quilt's whole height: its words and two buttons in
    // the largest language fit at 1024×768.
    let h = if phone { (q.h * 0.6).max(200.0) } else { (q.h - 16.0).max(200.0) };
    let y = (q.y + 8.0).min(layout.view.h - h - 8.0).max(8.0);
    Rect::new(x, y, w, h)
}

/// The CSS selector of what `target` points at.
fn selector(target: Target) -> String {
    let card = |patch: PatchId| format!("[data-testid=circle-patch][data-patch={}]", patch.patch().label);
    match target {
        Target::Offered => "[data-testid=circle-patch][data-offered=true]".to_owned(),
        Target::Card(patch) => card(patch),
        // A card's numbers lie beside its `circle-patch`, in the group that holds both.
        Target::Price(patch) => {
            format!("g:has(>{}) :is([data-testid=patch-cost],[data-testid=patch-time])", card(patch))
        }
        Target::TurnButton => "[data-testid=rotate]".to_owned(),
        Target::MirrorButton => "[data-testid=mirror]".to_owned(),
        Target::Squares(squares) => squares_selector(squares),
        Target::Square(cell) => squares_selector(Bitboard::cell(cell)),
        Target::Tokens => "[data-testid^=time-token-]".to_owned(),
        Target::Buttons => format!("[data-testid=buttons-{}]", LEARNER.number()),
        Target::AdvanceButton => "[data-testid=advance]".to_owned(),
        // Once won, the tile is in its winner's panel.
        Target::Bonus => "[data-testid=bonus-tile],[data-testid=bonus-held-1]".to_owned(),
        Target::Score => "[data-testid^=final-]".to_owned(),
        Target::NewGame => "[data-testid=tutorial-play]".to_owned(),
    }
}

/// The learner's quilt squares of `squares`.
fn squares_selector(squares: Bitboard) -> String {
    let mut out = String::new();
    for cell in squares.cells() {
        let comma = if out.is_empty() { "" } else { "," };
        let _ = write!(
            out,
            "{comma}[data-testid=quilt-{}] [data-testid=quilt-square][data-row=\"{}\"][data-col=\"{}\"]",
            LEARNER.number(),
            cell.row(),
            cell.col()
        );
    }
    out
}
