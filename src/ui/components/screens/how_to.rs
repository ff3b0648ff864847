//! "How to play": six short steps, each drawn with the game's own pieces (patches, buttons,
//! time tokens, the neutral token, a quilt, the bonus tile), in the page's language.

use yew::prelude::*;

use crate::rules::{PatchId, Player};
use crate::ui::components::{
    view_bonus_tile, view_button_icon, view_hourglass_icon, view_leather_patch, view_neutral_token, view_patch_figure,
    view_time_token, BonusTileArgs, PatchFigureArgs, TimeTokenArgs,
};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Point, Rect};
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// A patch of the classic game by its label (the guide draws a few).
fn patch(label: &str) -> PatchId {
    PatchId::from_label(label).expect("the guide names patches of the classic game")
}

/// An empty quilt of `size`×`size` squares of side `k` from `(x, y)`.
fn quilt(x: f64, y: f64, size: u8, k: f64) -> Html {
    let squares = (0..size).flat_map(|r| (0..size).map(move |c| (r, c))).map(|(r, c)| {
        html! {
            <rect x={fmt(x + f64::from(c) * k + 0.4)} y={fmt(y + f64::from(r) * k + 0.4)}
                width={fmt(k - 0.8)} height={fmt(k - 0.8)} rx="1" fill="#fffdf7" stroke="#d8c9ae"
                stroke-width="0.6" stroke-dasharray="1.6 1.2" />
        }
    });
    let side = f64::from(size) * k;
    let colours = theme::player(Player::One);
    html! {
        <g>
            <rect x={fmt(x - 3.0)} y={fmt(y - 3.0)} width={fmt(side + 6.0)} height={fmt(side + 6.0)} rx="4"
                fill={colours.light} stroke={colours.main} stroke-width="1.5" />
            { for squares }
        </g>
    }
}

/// Patches sewn on a quilt drawn by [`quilt`]: `(label, row, col)`.
fn sewn(x: f64, y: f64, k: f64, patches: &[(&str, u8, u8)]) -> Html {
    let figures = patches.iter().map(|&(label, r, c)| {
        view_patch_figure(&PatchFigureArgs {
            patch: patch(label),
            x: x + f64::from(c) * k,
            y: y + f64::from(r) * k,
            cell: k,
        })
    });
    html! { <g>{ for figures }</g> }
}

/// The squares of a 9×9 quilt drawn by [`quilt`] that `cover` gives a patch, in its colours.
fn filled(x: f64, y: f64, k: f64, cover: impl Fn(u8, u8) -> Option<PatchId>) -> Html {
    let squares = (0..9u8).flat_map(|r| (0..9u8).map(move |c| (r, c))).filter_map(|(r, c)| {
        let (fill, line) = theme::patch(cover(r, c)?);
        Some(html! {
            <rect x={fmt(x + f64::from(c) * k)} y={fmt(y + f64::from(r) * k)} width={fmt(k)} height={fmt(k)}
                fill={fill} stroke={line} stroke-width="0.4" />
        })
    });
    html! { <g>{ for squares }</g> }
}

/// A row of `n` time-board spaces of side `k` from `(x, y)`.
fn spaces(x: f64, y: f64, n: u8, k: f64) -> Html {
    let cells = (0..n).map(|i| {
        html! {
            <rect x={fmt(x + f64::from(i) * k + 1.0)} y={fmt(y)} width={fmt(k - 2.0)} height={fmt(k)}
                rx="3" fill="#fffaf0" stroke="#c7b08a" />
        }
    });
    html! { <g>{ for cells }</g> }
}

/// A curved arrow from `a` to `b`, bowing upwards.
fn arrow(a: Point, b: Point) -> Html {
    let mid = Point::new((a.x + b.x) / 2.0, a.y.min(b.y) - 18.0);
    html! {
        <g fill="none" stroke={theme::INK_SOFT} stroke-width="1.8" stroke-linecap="round">
            <path d={format!("M{} {} Q{} {} {} {}", fmt(a.x), fmt(a.y), fmt(mid.x), fmt(mid.y), fmt(b.x), fmt(b.y))} />
            <path d={format!("M{} {} L{} {} L{} {}", fmt(b.x - 6.0), fmt(b.y - 5.0), fmt(b.x), fmt(b.y),
                fmt(b.x + 1.0), fmt(b.y - 7.0))} />
        </g>
    }
}

/// A number in the guide's figures.
fn number(x: f64, y: f64, text: String) -> Html {
    html! {
        <text x={fmt(x)} y={fmt(y)} dominant-baseline="central" class="how-to-number">{ text }</text>
    }
}

/// Step 1: a quilt with patches, and buttons.
fn goal(_: Lang) -> Html {
    let (x, y, k) = (12.0, 8.0, 10.5);
    let buttons =
        [(150.0, 34.0), (178.0, 34.0), (164.0, 60.0)].map(|(cx, cy)| html! { { view_button_icon(cx, cy, 12.0) } });
    html! {
        <>
            { quilt(x, y, 9, k) }
            { sewn(x, y, k, &[("c10", 0, 0), ("c17", 0, 2), ("c06", 2, 0), ("c18", 4, 0), ("c16", 5, 5)]) }
            { for buttons }
        </>
    }
}

/// Step 2: the neutral token and the three patches after it, with their costs and times.
fn take(_: Lang) -> Html {
    let cards = ["c05", "c16", "c08"].iter().enumerate().map(|(i, &label)| {
        let id = patch(label);
        let p = id.patch();
        let x = 46.0 + 51.0 * i as f64;
        let k = 10.0;
        html! {
            <g>
                <rect x={fmt(x)} y="6" width="47" height="96" rx="5" fill="#fffdf8" stroke="#3c8d4f" stroke-width="2" />
                { view_patch_figure(&PatchFigureArgs { patch: id, x: x + 8.5, y: 16.0, cell: k }) }
                { view_button_icon(x + 10.0, 64.0, 6.0) }
                { number(x + 19.0, 64.5, p.cost.to_string()) }
                { view_hourglass_icon(x + 10.0, 86.0, 12.0) }
                { number(x + 19.0, 86.5, p.time.to_string()) }
            </g>
        }
    });
    html! {
        <>
            { view_neutral_token(Rect::new(4.0, 34.0, 38.0, 40.0)) }
            { for cards }
        </>
    }
}

/// Step 3: a time token passes the other and takes a button per space.
fn advance(_: Lang) -> Html {
    let k = 26.0;
    let centre = |space: u8| Point::new(12.0 + (f64::from(space) + 0.5) * k, 46.0);
    let buttons = (0..4).map(|i| html! { { view_button_icon(70.0 + 20.0 * f64::from(i), 92.0, 8.0) } });
    html! {
        <>
            { spaces(12.0, 33.0, 7, k) }
            { view_time_token(&TimeTokenArgs { player: Player::Two, space: 3, on_top: false, center: centre(3), r: 9.0 }) }
            { view_time_token(&TimeTokenArgs { player: Player::One, space: 0, on_top: false, center: centre(0), r: 9.0 }) }
            { arrow(Point::new(centre(0).x, 32.0), Point::new(centre(4).x, 32.0)) }
            { number(40.0, 92.5, "+4".to_owned()) }
            { for buttons }
        </>
    }
}

/// Step 4: a button mark on the time board pays the quilt's buttons; a leather patch.
fn income(_: Lang) -> Html {
    let k = 24.0;
    let centre = |space: u8| Point::new(8.0 + (f64::from(space) + 0.5) * k, 30.0);
    html! {
        <>
            { spaces(8.0, 18.0, 5, k) }
            { view_button_icon(centre(2).x, 30.0, 6.0) }
            { view_time_token(&TimeTokenArgs { player: Player::One, space: 4, on_top: false, center: centre(4), r: 8.5 }) }
            { arrow(Point::new(centre(0).x, 16.0), Point::new(centre(4).x, 16.0)) }
            { view_patch_figure(&PatchFigureArgs { patch: patch("c10"), x: 14.0, y: 58.0, cell: 18.0 }) }
            { number(60.0, 76.0, "→ +2".to_owned()) }
            { view_button_icon(100.0, 76.0, 8.0) }
            <rect x="138" y="14" width="56" height="86" rx="5" fill="#f1e2cf" stroke={theme::LEATHER} />
            { view_leather_patch(Point::new(166.0, 40.0), 22.0, 0) }
            { number(146.0, 78.0, "1×1".to_owned()) }
        </>
    }
}

/// Step 5: a quilt with a 7×7 square filled, and the bonus tile.
fn bonus(lang: Lang) -> Html {
    let (x, y, k) = (10.0, 6.0, 10.5);
    html! {
        <>
            { quilt(x, y, 9, k) }
            { filled(x, y, k, |r, c| (r < 7 && c < 7).then(|| patch(["c03", "c11", "c14", "c22"][usize::from(r / 4 * 2 + c / 4)]))) }
            <rect x={fmt(x)} y={fmt(y)} width={fmt(7.0 * k)} height={fmt(7.0 * k)} fill="none"
                stroke="#d9a441" stroke-width="2.5" stroke-dasharray="5 3" />
            { view_bonus_tile(&BonusTileArgs { square: 7, points: 7, rect: Rect::new(132.0, 28.0, 52.0, 52.0) }, lang) }
        </>
    }
}

/// Step 6: the score: buttons minus 2 per empty square.
fn end(_: Lang) -> Html {
    let (x, y, k) = (10.0, 6.0, 10.5);
    let empty = [(1u8, 6u8), (4, 8), (7, 2)];
    html! {
        <>
            { quilt(x, y, 9, k) }
            { filled(x, y, k, |r, c| (!empty.contains(&(r, c))).then(|| patch(["c07", "c12"][usize::from((r + c) / 5 % 2)]))) }
            { view_button_icon(124.0, 30.0, 9.0) }
            { number(137.0, 30.5, "12".to_owned()) }
            { number(112.0, 58.5, i18n::penalty(3)) }
            { number(112.0, 86.5, "12 − 6 = 6".to_owned()) }
        </>
    }
}

/// The guide's language, and the game it explains first.
#[derive(Properties, PartialEq)]
pub struct HowToProps {
    /// The language it speaks.
    pub lang: Lang,
    /// Whether the page shows Patchwork Express (its differences stand out then).
    #[prop_or_default]
    pub express: bool,
}

/// A dialog over the page; closed by its button or Escape. A component: its hundreds of
/// squares are drawn again only when its language or game changes, not at every change of
/// the page behind it.
#[function_component(HowTo)]
pub fn how_to(props: &HowToProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let HowToProps { lang, express } = *props;
    let t = |text: Text| i18n::text(lang, text);
    let close = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::HowTo(false))));
    let steps = [
        (goal as fn(Lang) -> Html, Text::GoalTitle, Text::GoalText),
        (take, Text::TakeTitle, Text::TakeText),
        (advance, Text::AdvanceTitle, Text::AdvanceText),
        (income, Text::IncomeTitle, Text::IncomeText),
        (bonus, Text::BonusTitle, Text::BonusText),
        (end, Text::EndTitle, Text::EndText),
    ];
    let steps = steps.iter().enumerate().map(|(i, &(figure, title, body))| {
        html! {
            <li data-testid="how-to-step" data-step={(i + 1).to_string()}>
                <svg viewBox="0 0 200 110" width="200" height="110" aria-hidden="true" class="how-to-figure"
                    xmlns="http://www.w3.org/2000/svg">{ figure(lang) }</svg>
                <div>
                    <h3>{ format!("{}. {}", i + 1, t(title)) }</h3>
                    <p>{ t(body) }</p>
                    if i == 5 {
                        <p class={if express { "express now" } else { "express" }}>{ t(Text::ExpressText) }</p>
                    }
                </div>
            </li>
        }
    });
    html! {
        <div class="how-to-backdrop">
            <section data-testid="how-to" class="how-to" role="dialog" aria-modal="true"
                aria-labelledby="how-to-title">
                <header>
                    <h2 id="how-to-title">{ t(Text::HowToPlay) }</h2>
                    <button data-testid="how-to-close" class="control" onclick={close}>{ t(Text::Close) }</button>
                </header>
                <ol>{ for steps }</ol>
            </section>
        </div>
    }
}
