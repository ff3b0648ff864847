//! The review of a game: where the game stands after the move shown, the computer's verdict on
//! that move and the move it prefers, a graph of player 1's chance to win across the game, and
//! the steps through it.

use yew::prelude::*;

use crate::ai::analysis::{of_player_one, MoveReview, Verdict};
use crate::rules::Player;
use crate::ui::browser::window;
use crate::ui::components::place;
use crate::ui::i18n::{self, Lang, Say, Text};
use crate::ui::layout::{clamp, fmt, theme};
use crate::ui::state::saves::new_id;
use crate::ui::state::{Review, ReviewAction};
use crate::ui::view::ReviewPanel;
use crate::ui::UiContext;

/// The graph's margin inside its box.
const PAD: f64 = 6.0;

/// A chance (0 to 1) in whole percent.
fn percent(chance: f32) -> u32 {
    (clamp(f64::from(chance), 0.0, 1.0) * 100.0).round() as u32
}

/// Player 1's chance at every position known so far, from the start, given the review's
/// `moves` as far as judged.
fn chances(review: &Review, moves: &[Option<MoveReview>]) -> Vec<Option<f32>> {
    let start = moves.first().copied().flatten().map(|m| of_player_one(m.player, m.before));
    let start = start.or_else(|| review.states[0].outcome().map(|_| 0.5));
    std::iter::once(start).chain(moves.iter().map(|m| m.map(|m| of_player_one(m.player, m.after)))).collect()
}

/// Shows the position after `to` actions.
fn show(ui: &UiContext, to: usize) -> Callback<MouseEvent> {
    let ui = ui.clone();
    Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(ReviewAction::Show(to).into()))
}

/// The review panel: the words and steps in the panel's place, the graph in its own.
pub fn view_review_panel(panel: &ReviewPanel, lang: Lang, ui: &UiContext) -> Html {
    let review = &panel.review;
    let moves = review.moves();
    let chances = chances(review, &moves);
    html! {
        <>
        <section data-testid="review" class="review" style={place(panel.places.panel)} aria-labelledby="review-move"
            data-at={review.at.to_string()} data-end={review.end().to_string()}>
            { view_words(panel, &moves, lang) }
            { view_steps(review, lang, ui) }
        </section>
        <div class="review-graph" style={place(panel.places.graph)}>
            { view_graph(panel, &moves, &chances, lang, ui) }
            { view_status(review, lang) }
        </div>
        </>
    }
}

/// The move shown: who played it, the verdict, and the computer's move when it differs.
fn view_words(panel: &ReviewPanel, moves: &[Option<MoveReview>], lang: Lang) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let (at, end) = (panel.review.at, panel.review.end());
    let judged = at.checked_sub(1).and_then(|i| moves[i]);
    let heading = if at == 0 { t(Text::StartOfGame).to_owned() } else { format!("{} {at}/{end}", t(Text::MoveWord)) };
    let verdict = judged.map(|m| {
        let word = t(match m.verdict {
            Verdict::Best => Text::VerdictBest,
            Verdict::Good => Text::VerdictGood,
            Verdict::Mistake => Text::VerdictMistake,
            Verdict::Blunder => Text::VerdictBlunder,
        });
        let loss = percent(m.loss);
        let loss = if loss > 0 { format!(" (−{loss} %)") } else { String::new() };
        format!("{}: {word}{loss}", i18n::name(&panel.names, m.player))
    });
    let better =
        judged.filter(|m| m.verdict != Verdict::Best).map(|m| i18n::phrase(lang, Say::Better(m.best), &panel.names));
    html! {
        <div aria-live="polite" class="review-words">
            <p><strong id="review-move" data-testid="review-move">{ heading }</strong>
            if let Some(verdict) = verdict {
                { " · " }<span data-testid="review-verdict" data-verdict={judged.map(|m| m.verdict.name())}>
                    { verdict }</span>
            }
            </p>
            if let Some(better) = better {
                <p data-testid="review-better">{ better }</p>
            }
        </div>
    }
}

/// Back, the slider, forward, play on from here, and back to the game.
fn view_steps(review: &Review, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let (at, end) = (review.at, review.end());
    let slide = {
        let ui = ui.clone();
        Callback::from(move |event: InputEvent| {
            let input: web_sys::HtmlInputElement = event.target_unchecked_into();
            if let Ok(to) = input.value().parse::<usize>() {
                ui.dispatch.dispatch(ReviewAction::Show(to).into());
            }
        })
    };
    let play_on = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| {
            let id = new_id(window::now_ms(), window::random());
            ui.dispatch.dispatch(ReviewAction::PlayOn(id.into()).into());
        })
    };
    let close = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(ReviewAction::Close.into()))
    };
    let step = |label: Text, glyph: &'static str, to: usize, testid: &'static str, off: bool| {
        html! {
            <button type="button" class="control step" data-testid={testid} aria-label={t(label)} title={t(label)}
                disabled={off} onclick={show(ui, to)}>{ glyph }</button>
        }
    };
    html! {
        <div class="steps">
            { step(Text::PreviousMove, "◀", at.saturating_sub(1), "review-previous", at == 0) }
            <input type="range" data-testid="review-slider" min="0" max={end.to_string()} value={at.to_string()}
                aria-label={t(Text::MoveWord)} oninput={slide} />
            { step(Text::NextMove, "▶", (at + 1).min(end), "review-next", at == end) }
            <button type="button" data-testid="review-play-on" class="control" onclick={play_on}>
                { t(Text::PlayOn) }</button>
            <button type="button" data-testid="review-close" class="control step" onclick={close}
                aria-label={t(Text::BackToGame)} title={t(Text::BackToGame)}>{ "✕" }</button>
        </div>
    }
}

/// The graph: x by position, y by player 1's chance; the midline at 50 %. Its units are the
/// table's, so nothing in it is stretched.
fn view_graph(
    panel: &ReviewPanel,
    moves: &[Option<MoveReview>],
    chances: &[Option<f32>],
    lang: Lang,
    ui: &UiContext,
) -> Html {
    let (at, end) = (panel.review.at, panel.review.end());
    let (w, h) = (panel.places.graph.w, panel.places.graph.h);
    let x = |i: usize| PAD + (w - 2.0 * PAD) * i as f64 / end.max(1) as f64;
    let y = |c: f32| PAD + (h - 2.0 * PAD) * (1.0 - f64::from(c));
    let line: Vec<String> =
        chances.iter().enumerate().filter_map(|(i, c)| c.map(|c| format!("{},{}", fmt(x(i)), fmt(y(c))))).collect();
    let points = moves.iter().enumerate().filter_map(|(i, m)| {
        let m = (*m)?;
        let c = chances[i + 1]?;
        let marked = matches!(m.verdict, Verdict::Mistake | Verdict::Blunder);
        let colour = if marked { theme::player(m.player).main } else { theme::INK_SOFT };
        let r = match m.verdict {
            Verdict::Blunder => "5",
            Verdict::Mistake => "4",
            _ => "2.5",
        };
        let class = if i + 1 == at { "point shown" } else { "point" };
        Some(html! {
            <circle data-testid="review-point" data-index={(i + 1).to_string()} data-verdict={m.verdict.name()}
                data-player={m.player.number().to_string()} {class} cx={fmt(x(i + 1))} cy={fmt(y(c))} {r}
                fill={colour} onclick={show(ui, i + 1)} />
        })
    });
    let name = i18n::name(&panel.names, Player::One);
    let chance = chances[at].map(|c| format!("{name}: {} %", percent(c)));
    let label = format!("{name} — {}", i18n::text(lang, Text::ChanceToWin));
    html! {
        <svg data-testid="review-graph" viewBox={format!("0 0 {} {}", fmt(w), fmt(h))} role="img" aria-label={label}>
            <rect x="0" y="0" width={fmt(w)} height={fmt(h)} rx="8" fill="#fffdf8" stroke={theme::BUTTON} />
            <line data-testid="review-midline" x1={fmt(PAD)} x2={fmt(w - PAD)} y1={fmt(h / 2.0)} y2={fmt(h / 2.0)}
                stroke={theme::INK_SOFT} stroke-dasharray="3 3" stroke-width="1" />
            <line x1={fmt(x(at))} x2={fmt(x(at))} y1="0" y2={fmt(h)} stroke={theme::BUTTON} stroke-width="1.5" />
            <polyline points={i18n::joined(&line, " ")} fill="none" stroke={theme::player(Player::One).dark}
                stroke-width="1.5" />
            { for points }
            if let Some(chance) = chance {
                <text data-testid="review-chance" x={fmt(PAD + 2.0)} y={fmt(PAD + 9.0)} class="review-chance">
                    { chance }</text>
            }
        </svg>
    }
}

/// How far the analysis has gone, or why it stopped.
fn view_status(review: &Review, lang: Lang) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let (done, total) = review.progress();
    match (&review.failed, done < total) {
        (Some(why), _) => html! {
            <p data-testid="review-failed" class="review-failed">{ format!("{} {why}", t(Text::AnalysisStopped)) }</p>
        },
        (None, true) => html! {
            <progress data-testid="review-progress" aria-label={t(Text::Analysing)} max={total.to_string()}
                value={done.to_string()}></progress>
        },
        (None, false) => html! {},
    }
}
