//! The end of the game: the winner, the tie-break when it decided, both scores broken down,
//! and what to do next (review the game, export it, a new game); the panel can be closed to look at the
//! final quilts and opened again.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Outcome, Player};
use crate::ui::browser::storage;
use crate::ui::components::panels::toolbar::send;
use crate::ui::components::{digit, place, view_summary};
use crate::ui::i18n::{self, Names, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Rect};
use crate::ui::state::{puzzle, review};
use crate::ui::state::{PageAction, PuzzleAction, ReviewAction, SessionAction, ViewAction};
use crate::ui::view::ResultBox;
use crate::ui::{Lang, UiContext};

/// The result and what its buttons do.
pub struct GameOverArgs {
    /// The engine's outcome.
    pub outcome: Outcome,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// Where the panel goes: as wide as this, as high as its content needs, at most this high.
    pub rect: Rect,
    /// Downloads the game.
    pub on_export: Callback<()>,
    /// The game's save id (its review is saved beside it).
    pub id: Rc<str>,
    /// The one person at the table, against the computer: told whether they won.
    pub person: Option<Player>,
    /// Which seats people played (their mistakes become puzzles).
    pub people: [bool; 2],
    /// Facing across the table, the place of a second copy turned half a turn for player 2.
    pub turned: Option<Rect>,
}

/// The result of a finished game, or the button that shows it again. (`names` seat 1 first;
/// `on_export` downloads the game.)
pub fn view_result(
    result: &ResultBox,
    names: &Rc<Names>,
    on_export: &Callback<()>,
    lang: Lang,
    ui: &UiContext,
) -> Html {
    match result {
        ResultBox::Shown { outcome, rect, turned, id, person, people } => {
            let args = GameOverArgs {
                outcome: *outcome,
                names: Rc::clone(names),
                rect: *rect,
                on_export: on_export.clone(),
                id: Rc::clone(id),
                person: *person,
                people: *people,
                turned: *turned,
            };
            view_game_over(&args, lang, ui)
        }
        ResultBox::Closed { button } => {
            let ui = ui.clone();
            let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(ViewAction::Result(true).into()));
            html! {
                <button type="button" data-testid="game-over-open" class="control start" style={place(*button)}
                    {onclick}>{ i18n::text(lang, Text::ShowResult) }</button>
            }
        }
    }
}

/// The place of `r`'s width and top, as high as its content needs, at most `r`'s height.
fn fit_below_top(r: Rect) -> String {
    format!(
        "position:absolute;left:calc({}*var(--u));top:calc({}*var(--u));width:calc({}*var(--u));\
         max-height:calc({}*var(--u));",
        fmt(r.x),
        fmt(r.y),
        fmt(r.w),
        fmt(r.h)
    )
}

/// A panel over the circle; the quilts, the toolbar (undo) and the panels stay visible beside it.
pub fn view_game_over(args: &GameOverArgs, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let outcome = args.outcome;
    let (winner, tie) = i18n::result(lang, &outcome, &args.names, args.person);
    // One column per player (the name heads it; the whole name is its title where it must be
    // shortened), one row per part of the score: narrow enough for a phone.
    let heads = Player::BOTH.map(|player| {
        let s = outcome.scores[player];
        let name = i18n::name(&args.names, player).to_owned();
        html! {
            <th scope="col" data-testid={["final-1", "final-2"][player.index()]} title={name.clone()}
                data-buttons={s.buttons.to_string()} data-bonus={s.bonus.to_string()}
                data-empty={s.empty.to_string()} data-score={s.total().to_string()}
                style={format!("border-bottom-color:{}", theme::player(player).main)}>{ name }</th>
        }
    });
    let row = |label: Text, class: Option<&'static str>, value: &dyn Fn(Player) -> String| {
        let cells = Player::BOTH.map(|player| html! { <td class={class}>{ value(player) }</td> });
        html! { <tr><th scope="row" class={class}>{ t(label) }</th>{ for cells }</tr> }
    };
    let score = |player: Player| outcome.scores[player];
    let rows = [
        row(Text::Buttons, None, &|p| score(p).buttons.to_string()),
        row(Text::Bonus, None, &|p| format!("+{}", score(p).bonus)),
        row(Text::EmptySquares, None, &|p| i18n::penalty(score(p).empty)),
        row(Text::Score, Some("total"), &|p| score(p).total().to_string()),
    ];
    let dispatch = |make: Box<dyn Fn() -> PageAction>| send(ui, make);
    let on_export = args.on_export.reform(|_: MouseEvent| ());
    let close_on_escape = {
        let ui = ui.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                ui.dispatch.dispatch(ViewAction::Result(false).into());
            }
        })
    };
    let review = {
        let (ui, id) = (ui.clone(), Rc::clone(&args.id));
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(review_of(&id)))
    };
    let saved = storage::review(&args.id);
    let practise = practise(saved.as_ref(), &args.names, args.people, ui);
    let inner = html! {
        <>
            <h2 data-testid="winner" data-player={digit(outcome.winner)}>{ winner.clone() }</h2>
            if let Some(tie) = tie {
                <p data-testid="tie-break">{ tie }</p>
            }
            <table class="finals">
                <thead><tr><td></td>{ for heads }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            // Once the game was reviewed to its end.
            { saved.as_ref().and_then(review::saved_summary).map(|s| view_summary(&s, &args.names, lang)).unwrap_or_default() }
            <div class="actions">
                <button type="button" data-testid="play-again" class="control start"
                    onclick={dispatch(Box::new(|| SessionAction::PlayAgain.into()))}>{ t(Text::PlayAgain) }</button>
                <button type="button" data-testid="review-open" class="control" onclick={review}>
                    { t(Text::Review) }</button>
                <button type="button" data-testid="game-over-export" class="control" onclick={on_export}>
                    { t(Text::Export) }</button>
                if let Some(practise) = practise {
                    <button type="button" data-testid="review-practise" class="control" onclick={practise}>
                        { t(Text::Practise) }</button>
                }
                // Last in the tab order, drawn in the panel's corner.
                <button type="button" data-testid="game-over-close" class="control corner" aria-label={t(Text::Close)}
                    title={t(Text::Close)} onclick={dispatch(Box::new(|| ViewAction::Result(false).into()))}>{ "✕" }</button>
            </div>
        </>
    };
    // A dialog named by the winner: focus goes in and stays in until it closes (static/boot.js);
    // Escape closes it. Facing across the table, the copy turned for player 2 comes first and
    // says nothing aloud: the upright one is the last dialog (the one the focus is kept in) and
    // the live region.
    html! {
        <>
            if let Some(rect) = args.turned {
                <section data-testid="game-over" class="game-over turned" data-turned="true" style={fit_below_top(rect)}
                    role="dialog" aria-label={winner.clone()} onkeydown={close_on_escape.clone()}>{ inner.clone() }</section>
            }
            <section data-testid="game-over" class="game-over" data-turned="false" style={fit_below_top(args.rect)}
                aria-live="polite" role="dialog" aria-label={winner} onkeydown={close_on_escape}>{ inner }</section>
        </>
    }
}

/// Where a game's saved review (`saved`, as read) judged every move and a person (`people`)
/// went wrong: what keeps their mistakes as puzzles and shows the first.
#[must_use]
pub fn practise(
    saved: Option<&review::Saved>,
    names: &Names,
    people: [bool; 2],
    ui: &UiContext,
) -> Option<Callback<MouseEvent>> {
    let puzzles = Rc::new(puzzle::of_saved(saved?, names, people));
    if puzzles.is_empty() {
        return None;
    }
    let ui = ui.clone();
    Some(Callback::from(move |_: MouseEvent| {
        ui.dispatch.dispatch(PuzzleAction::Practise(Rc::clone(&puzzles)).into());
    }))
}

/// Opens the review of the game saved as `id`, with what an earlier review of it saw.
#[must_use]
pub fn review_of(id: &str) -> PageAction {
    ReviewAction::Open(storage::review(id).map(Rc::new)).into()
}
