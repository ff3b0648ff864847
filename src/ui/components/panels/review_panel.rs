//! The review of a game: where the game stands after the move shown, the computer's verdict on
//! that move and the move it prefers, a graph of player 1's chance to win across the game, and
//! the steps through it.

use yew::prelude::*;

use crate::ai::analysis::{of_player_one, points_shown, MoveReview, Summary, Verdict};
use crate::rules::Player;
use crate::ui::browser::window;
use crate::ui::components::{digit, place};
use crate::ui::i18n::{self, Lang, Names, Text};
use std::fmt::Write;

use crate::ui::components::markup::raw;
use crate::ui::layout::{clamp, fmt, theme, Num};
use crate::ui::state::review::Compare;
use crate::ui::state::saves::new_id;
use crate::ui::state::{Review, ReviewAction};
use crate::ui::view::ReviewPanel;
use crate::ui::UiContext;

/// The graph's margin inside its box; the left one holds the chance axis's labels.
const PAD: f64 = 6.0;
/// The graph's left margin: the axis's labels.
const LEFT: f64 = 34.0;

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
            data-at={review.at.to_string()} data-end={review.end().to_string()}
            data-board={review.board().to_string()}>
            { view_words(panel, &moves, lang) }
            { view_compare(panel, lang, ui) }
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
            Verdict::Close => Text::VerdictClose,
        });
        // What the move gave away: points of winning chance, and of score where it lost some.
        let (loss, points) = (percent(m.loss), points_shown(m.points));
        let loss = match (loss > 0, points > 0) {
            (true, true) => format!(" (−{}, {} −{points})", i18n::percent(lang, loss), t(Text::Score)),
            (true, false) => format!(" (−{})", i18n::percent(lang, loss)),
            _ => String::new(),
        };
        i18n::labelled(lang, i18n::name(&panel.names, m.player), &format!("{word}{loss}"))
    });
    let said = |sentences: &[i18n::Say]| i18n::message(lang, sentences, &panel.names);
    let compared = panel.compared.as_ref().map(|c| (said(&c.made.said), said(&c.better.said)));
    html! {
        <div aria-live="polite" class="review-words">
            <p><strong id="review-move" data-testid="review-move">{ heading }</strong>
            if let Some(verdict) = verdict {
                { " · " }<span data-testid="review-verdict" data-verdict={judged.map(|m| m.verdict.name())}>
                    { verdict }</span>
            }
            </p>
            if let Some((made, better)) = compared {
                <p data-testid="review-made-words" class="made">{ made }</p>
                <p data-testid="review-better-words" class="better">{ better }</p>
            }
            { panel.review.summary().map(|s| view_summary(&s, &panel.names, lang)).unwrap_or_default() }
        </div>
    }
}

/// At a move the computer would not have played: which of the two moves the quilt shows; the
/// first two buttons carry each move's mark, so they are the legend too.
fn view_compare(panel: &ReviewPanel, lang: Lang, ui: &UiContext) -> Html {
    let Some(compared) = &panel.compared else { return html! {} };
    let button = |compare: Compare, label: Text, testid: &'static str, mark: Option<&'static str>| {
        let ui = ui.clone();
        let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(ReviewAction::Compare(compare).into()));
        let mark = mark.map(|class| html! { <span class={class} aria-hidden="true"></span> });
        html! {
            <button type="button" class="control compare" data-testid={testid} {onclick}
                aria-pressed={(compared.compare == compare).to_string()}>{ for mark }{ i18n::text(lang, label) }</button>
        }
    };
    html! {
        <div class="steps" role="group">
            { button(Compare::Made, Text::CompareMade, "review-show-made", Some("mark made")) }
            { button(Compare::Better, Text::CompareBetter, "review-show-better", Some("mark better")) }
            { button(Compare::Both, Text::CompareBoth, "review-show-both", None) }
        </div>
    }
}

/// Each player's accuracy, mistakes, blunders and largest swing, a line each: on the review and
/// the result.
pub fn view_summary(summary: &[Summary; 2], names: &Names, lang: Lang) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let lines = Player::BOTH.map(|player| {
        let s = summary[player.index()];
        let accuracy = s.accuracy().map_or(0, percent);
        let mut line = format!(
            "{} {} · {} {} · {} {}",
            t(Text::Accuracy),
            i18n::percent(lang, accuracy),
            t(Text::Mistakes),
            s.mistakes,
            t(Text::Blunders),
            s.blunders
        );
        if let Some((i, loss)) = s.swing {
            let loss = i18n::percent(lang, percent(loss));
            line += &format!(" · {} −{loss} ({} {})", t(Text::LargestSwing), t(Text::MoveWord), i + 1);
        }
        let line = i18n::labelled(lang, i18n::name(names, player), &line);
        html! {
            <p data-player={digit(player)} data-accuracy={s.accuracy().map(analysis_share)}
                data-mistakes={s.mistakes.to_string()} data-blunders={s.blunders.to_string()}>{ line }</p>
        }
    });
    html! { <div data-testid="review-summary" class="summary">{ for lines }</div> }
}

/// A share to three places, as `patchwork-cli analyse` writes it (`0.667`, `1`), with integer
/// formatting only (core's float formatting weighs kilobytes).
fn analysis_share(x: f32) -> String {
    let thousandths = (crate::ai::analysis::rounded(f64::from(x), 3) * 1000.0).round() as u32;
    let text = format!("{}.{:03}", thousandths / 1000, thousandths % 1000);
    match text.trim_end_matches(['0', '.']) {
        "" => "0".to_owned(),
        short => short.to_owned(),
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
    let x = |i: usize| LEFT + (w - LEFT - PAD) * i as f64 / end.max(1) as f64;
    let y = |c: f32| PAD + (h - 2.0 * PAD) * (1.0 - f64::from(c));
    let line: Vec<String> =
        chances.iter().enumerate().filter_map(|(i, c)| c.map(|c| format!("{},{}", fmt(x(i)), fmt(y(c))))).collect();
    // Drawn as markup, the points with the rest (no listener of their own: a click on the graph
    // finds the point's column below it). Each point is a target the width of its move and the
    // graph's height; a mistake or blunder is larger and ringed in ink, in its player's colour.
    let (ink, soft, blue) = (theme::INK, theme::INK_SOFT, theme::BUTTON);
    let (step, mid, top) = (x(1) - x(0), Num(h / 2.0), Num(y(1.0)));
    let mut markup = format!(
        r##"<rect x="0" y="0" width="{w}" height="{h}" rx="8" fill="#fffdf8" stroke="{blue}"/><line data-testid="review-midline" x1="{left}" x2="{right}" y1="{mid}" y2="{mid}" stroke="{soft}" stroke-dasharray="3 3"/><text x="{axis}" y="{top}" class="review-axis" text-anchor="end" dominant-baseline="central">100{pc}</text><text x="{axis}" y="{mid}" class="review-axis" text-anchor="end" dominant-baseline="central">50{pc}</text><text x="{axis}" y="{bottom}" class="review-axis" text-anchor="end" dominant-baseline="central">0{pc}</text><line x1="{now}" x2="{now}" y1="0" y2="{h}" stroke="{blue}" stroke-width="1.5"/><polyline points="{line}" fill="none" stroke="{dark}" stroke-width="1.5"/>"##,
        left = Num(LEFT),
        right = Num(w - PAD),
        axis = Num(LEFT - 4.0),
        now = Num(x(at)),
        bottom = Num(y(0.0)),
        line = i18n::joined(&line, " "),
        dark = theme::player(Player::One).dark,
        pc = i18n::percent_sign(lang),
        w = Num(w),
        h = Num(h),
    );
    for (i, m) in moves.iter().enumerate() {
        let (Some(m), Some(c)) = (m, chances[i + 1]) else { continue };
        let (colour, r, ring) = match m.verdict {
            Verdict::Blunder => (theme::player(m.player).main, 5, ink),
            Verdict::Mistake => (theme::player(m.player).main, 4, ink),
            _ => (soft, 2, "none"),
        };
        let _ = write!(
            markup,
            r#"<g data-testid="review-point" data-index="{}" data-verdict="{}" data-player="{}" class="point{}"><rect x="{}" y="0" width="{}" height="{}" fill="transparent"/><circle cx="{}" cy="{}" r="{r}" fill="{colour}" stroke="{ring}" stroke-width="1.5"/></g>"#,
            i + 1,
            m.verdict.name(),
            m.player.number(),
            if i + 1 == at { " shown" } else { "" },
            Num(x(i + 1) - step / 2.0),
            Num(step),
            Num(h),
            Num(x(i + 1)),
            Num(y(c)),
        );
    }
    let onclick = {
        let ui = ui.clone();
        Callback::from(move |event: MouseEvent| {
            let point =
                event.target_dyn_into::<web_sys::Element>().and_then(|e| e.closest("[data-index]").ok().flatten());
            if let Some(to) = point.and_then(|p| p.get_attribute("data-index")).and_then(|i| i.parse().ok()) {
                ui.dispatch.dispatch(ReviewAction::Show(to).into());
            }
        })
    };
    let name = i18n::name(&panel.names, Player::One);
    let chance = chances[at].map(|c| i18n::labelled(lang, name, &i18n::percent(lang, percent(c))));
    let label = format!("{name} — {}", i18n::text(lang, Text::ChanceToWin));
    html! {
        <svg data-testid="review-graph" viewBox={format!("0 0 {} {}", fmt(w), fmt(h))} role="img" aria-label={label}
            {onclick}>
            { raw(markup) }
            if let Some(chance) = chance {
                <text data-testid="review-chance" x={fmt(LEFT + 4.0)} y={fmt(PAD + 9.0)} class="review-chance">
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
