//! A puzzle's bar, in the toolbar's place: what the puzzle asks or how the answer fared
//! (`puzzle-solved`, `puzzle-answer`), then "Try again" or "Next puzzle", and "Leave".

use yew::prelude::*;

use crate::ui::components::panels::toolbar::send;
use crate::ui::components::place;
use crate::ui::i18n::{self, Text};
use crate::ui::layout::Rect;
use crate::ui::state::puzzle::{Attempt, TRIES};
use crate::ui::state::PuzzleAction;
use crate::ui::view::PuzzleBar;
use crate::ui::{Lang, UiContext};

/// Gap between the bar's parts.
const GAP: f64 = 6.0;

/// The bar: its words, then two buttons.
pub fn view_puzzle_bar(bar: &PuzzleBar, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let f = bar.frame;
    // Inside the bar, which stands in the toolbar's place: the words, then two buttons each
    // three tenths of the room.
    let button = 0.3 * (f.w - 2.0 * GAP);
    let room = f.w - 2.0 * (button + GAP);
    let slot = |i: u8| {
        let x = if i == 0 { 0.0 } else { room + GAP + f64::from(i - 1) * (button + GAP) };
        place(Rect::new(x, 0.0, if i == 0 { room } else { button }, f.h))
    };
    let (state, testid, words) = match bar.attempt {
        Attempt::Trying => ("trying", None, t(Text::FindBetter).to_owned()),
        Attempt::Checking { .. } => ("checking", None, t(Text::Thinking).to_owned()),
        Attempt::Wrong => ("wrong", None, format!("{} ({}/{TRIES})", t(Text::NotBetter), bar.tries)),
        Attempt::Solved => ("solved", Some("puzzle-solved"), format!("✓ {}", t(Text::Solved))),
        Attempt::Shown => ("shown", Some("puzzle-answer"), t(Text::ComputerMove).to_owned()),
    };
    let second = match (bar.attempt, &bar.next) {
        (Attempt::Wrong, _) => {
            Some(("puzzle-retry", Text::TryAgain, send(ui, Box::new(|| PuzzleAction::Retry.into()))))
        }
        (Attempt::Solved | Attempt::Shown, Some(next)) => {
            let next = next.clone();
            Some(("puzzle-next", Text::NextPuzzle, send(ui, Box::new(move || PuzzleAction::Open(next.clone()).into()))))
        }
        _ => None,
    };
    html! {
        <section data-testid="puzzle" class="puzzle" data-state={state} data-tries={bar.tries.to_string()}
            aria-label={t(Text::Puzzles)} style={place(f)}>
            <p class="puzzle-words fit" style={slot(0)} role="status" data-testid={testid}>{ words }</p>
            if let Some((testid, label, onclick)) = second {
                <button data-testid={testid} class="control tool fit" style={slot(1)} {onclick}>{ t(label) }</button>
            }
            <button data-testid="puzzle-leave" class="control tool fit" style={slot(2)}
                onclick={send(ui, Box::new(|| PuzzleAction::Leave.into()))}>{ t(Text::Close) }</button>
        </section>
    }
}
