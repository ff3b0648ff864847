//! "How to play": six short steps, each drawn with the game's own pieces (patches, buttons,
//! time tokens, the neutral token, a quilt, the bonus tile), in the page's language; the last
//! also says what the projected score beside each player's score counts. The drawings have
//! nothing to listen to: each is one piece of markup (see `markup`).

use std::fmt::Write;

use yew::prelude::*;

use crate::rules::{PatchId, Player};
use crate::ui::components::markup::raw;
use crate::ui::components::{
    bonus_tile, button_icon, hourglass_icon, leather_patch, neutral_token, patch_figure, time_token, view_learn,
    BonusTileArgs, PatchFigureArgs, TimeTokenArgs,
};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{Num, Point, Rect};
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// A patch of the classic game by its label (the guide draws a few).
fn patch(label: &str) -> PatchId {
    PatchId::from_label(label).expect("the guide names patches of the classic game")
}

/// An empty quilt of `size`×`size` squares of side `k` from `(x, y)`, framed in `player`'s
/// colours.
pub(super) fn quilt(out: &mut String, (x, y): (f64, f64), size: u8, k: f64, player: Player) {
    let side = f64::from(size) * k;
    let colours = theme::player(player);
    let _ = write!(
        out,
        r#"<g><rect x="{}" y="{}" width="{}" height="{}" rx="4" fill="{}" stroke="{}" stroke-width="1.5"/>"#,
        Num(x - 3.0),
        Num(y - 3.0),
        Num(side + 6.0),
        Num(side + 6.0),
        colours.light,
        colours.main
    );
    for (r, c) in (0..size).flat_map(|r| (0..size).map(move |c| (r, c))) {
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="1" fill="#fffdf7" stroke="#d8c9ae" stroke-width="0.6" stroke-dasharray="1.6 1.2"/>"##,
            Num(x + f64::from(c) * k + 0.4),
            Num(y + f64::from(r) * k + 0.4),
            Num(k - 0.8),
            Num(k - 0.8)
        );
    }
    out.push_str("</g>");
}

/// Patches sewn on a quilt drawn by [`quilt`]: `(label, row, col)`.
fn sewn(out: &mut String, x: f64, y: f64, k: f64, patches: &[(&str, u8, u8)]) {
    out.push_str("<g>");
    for &(label, r, c) in patches {
        let figure = PatchFigureArgs { patch: patch(label), x: x + f64::from(c) * k, y: y + f64::from(r) * k, cell: k };
        patch_figure(out, &figure);
    }
    out.push_str("</g>");
}

/// The squares of a `size`×`size` quilt drawn by [`quilt`] that `cover` gives a patch, in its
/// fabric.
pub(super) fn filled(
    out: &mut String,
    (x, y): (f64, f64),
    size: u8,
    k: f64,
    cover: impl Fn(u8, u8) -> Option<PatchId>,
) {
    out.push_str("<g>");
    for (r, c) in (0..size).flat_map(|r| (0..size).map(move |c| (r, c))) {
        if let Some(id) = cover(r, c) {
            let (fill, line) = (theme::fabric_fill(id), theme::patch(id).1);
            let _ = write!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="{line}" stroke-width="0.4"/>"#,
                Num(x + f64::from(c) * k),
                Num(y + f64::from(r) * k),
                Num(k),
                Num(k)
            );
        }
    }
    out.push_str("</g>");
}

/// A row of `n` time-board spaces of side `k` from `(x, y)`.
fn spaces(out: &mut String, x: f64, y: f64, n: u8, k: f64) {
    out.push_str("<g>");
    for i in 0..n {
        let _ = write!(
            out,
            r##"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="#fffaf0" stroke="#c7b08a"/>"##,
            Num(x + f64::from(i) * k + 1.0),
            Num(y),
            Num(k - 2.0),
            Num(k)
        );
    }
    out.push_str("</g>");
}

/// A curved arrow from `a` to `b`, bowing upwards.
fn arrow(out: &mut String, a: Point, b: Point) {
    let mid = Point::new((a.x + b.x) / 2.0, a.y.min(b.y) - 18.0);
    let _ = write!(
        out,
        r#"<g fill="none" stroke="{}" stroke-width="1.8" stroke-linecap="round"><path d="M{} {} Q{} {} {} {}"/><path d="M{} {} L{} {} L{} {}"/></g>"#,
        theme::INK_SOFT,
        Num(a.x),
        Num(a.y),
        Num(mid.x),
        Num(mid.y),
        Num(b.x),
        Num(b.y),
        Num(b.x - 6.0),
        Num(b.y - 5.0),
        Num(b.x),
        Num(b.y),
        Num(b.x + 1.0),
        Num(b.y - 7.0)
    );
}

/// A number in the guide's figures (the page's own words and numbers only).
fn number(out: &mut String, x: f64, y: f64, text: impl std::fmt::Display) {
    let _ = write!(
        out,
        r#"<text x="{}" y="{}" dominant-baseline="central" class="how-to-number">{text}</text>"#,
        Num(x),
        Num(y)
    );
}

/// Step 1: a quilt with patches, and buttons.
fn goal(out: &mut String, _: Lang) {
    let (x, y, k) = (12.0, 8.0, 10.5);
    quilt(out, (x, y), 9, k, Player::One);
    sewn(out, x, y, k, &[("c10", 0, 0), ("c17", 0, 2), ("c06", 2, 0), ("c18", 4, 0), ("c16", 5, 5)]);
    for (cx, cy) in [(150.0, 34.0), (178.0, 34.0), (164.0, 60.0)] {
        button_icon(out, cx, cy, 12.0);
    }
}

/// Step 2: the neutral token and the three patches after it, with their costs and times.
fn take(out: &mut String, _: Lang) {
    neutral_token(out, Rect::new(4.0, 34.0, 38.0, 40.0));
    for (i, label) in ["c05", "c16", "c08"].into_iter().enumerate() {
        let id = patch(label);
        let p = id.patch();
        let x = 46.0 + 51.0 * i as f64;
        let _ = write!(
            out,
            r##"<g><rect x="{}" y="6" width="47" height="96" rx="5" fill="#fffdf8" stroke="#3c8d4f" stroke-width="2"/>"##,
            Num(x)
        );
        patch_figure(out, &PatchFigureArgs { patch: id, x: x + 8.5, y: 16.0, cell: 10.0 });
        button_icon(out, x + 10.0, 64.0, 6.0);
        number(out, x + 19.0, 64.5, p.cost);
        hourglass_icon(out, x + 10.0, 86.0, 12.0);
        number(out, x + 19.0, 86.5, p.time);
        out.push_str("</g>");
    }
}

/// Step 3: a time token passes the other and takes a button per space.
fn advance(out: &mut String, _: Lang) {
    let k = 26.0;
    let centre = |space: u8| Point::new(12.0 + (f64::from(space) + 0.5) * k, 46.0);
    spaces(out, 12.0, 33.0, 7, k);
    time_token(out, &TimeTokenArgs { player: Player::Two, space: 3, on_top: false, center: centre(3), r: 9.0 });
    time_token(out, &TimeTokenArgs { player: Player::One, space: 0, on_top: false, center: centre(0), r: 9.0 });
    arrow(out, Point::new(centre(0).x, 32.0), Point::new(centre(4).x, 32.0));
    number(out, 40.0, 92.5, "+4");
    for i in 0..4 {
        button_icon(out, 70.0 + 20.0 * f64::from(i), 92.0, 8.0);
    }
}

/// Step 4: a button mark on the time board pays the quilt's buttons; a leather patch.
fn income(out: &mut String, _: Lang) {
    let k = 24.0;
    let centre = |space: u8| Point::new(8.0 + (f64::from(space) + 0.5) * k, 30.0);
    spaces(out, 8.0, 18.0, 5, k);
    button_icon(out, centre(2).x, 30.0, 6.0);
    time_token(out, &TimeTokenArgs { player: Player::One, space: 4, on_top: false, center: centre(4), r: 8.5 });
    arrow(out, Point::new(centre(0).x, 16.0), Point::new(centre(4).x, 16.0));
    patch_figure(out, &PatchFigureArgs { patch: patch("c10"), x: 14.0, y: 58.0, cell: 18.0 });
    number(out, 60.0, 76.0, "→ +2");
    button_icon(out, 100.0, 76.0, 8.0);
    let _ = write!(
        out,
        r##"<rect x="138" y="14" width="56" height="86" rx="5" fill="#f1e2cf" stroke="{}"/>"##,
        theme::LEATHER
    );
    leather_patch(out, Point::new(166.0, 40.0), 22.0, 0);
    number(out, 146.0, 78.0, "1×1");
}

/// Step 5: a quilt with a 7×7 square filled, and the bonus tile.
fn bonus(out: &mut String, lang: Lang) {
    let (x, y, k) = (10.0, 6.0, 10.5);
    quilt(out, (x, y), 9, k, Player::One);
    filled(out, (x, y), 9, k, |r, c| {
        (r < 7 && c < 7).then(|| patch(["c03", "c11", "c14", "c22"][usize::from(r / 4 * 2 + c / 4)]))
    });
    let _ = write!(
        out,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#d9a441" stroke-width="2.5" stroke-dasharray="5 3"/>"##,
        Num(x),
        Num(y),
        Num(7.0 * k),
        Num(7.0 * k)
    );
    bonus_tile(out, &BonusTileArgs { square: 7, points: 7, rect: Rect::new(132.0, 28.0, 52.0, 52.0) }, lang);
}

/// Step 6: the score: buttons minus 2 per empty square.
fn end(out: &mut String, _: Lang) {
    let (x, y, k) = (10.0, 6.0, 10.5);
    let empty = [(1u8, 6u8), (4, 8), (7, 2)];
    quilt(out, (x, y), 9, k, Player::One);
    filled(out, (x, y), 9, k, |r, c| {
        (!empty.contains(&(r, c))).then(|| patch(["c07", "c12"][usize::from((r + c) / 5 % 2)]))
    });
    button_icon(out, 124.0, 30.0, 9.0);
    number(out, 137.0, 30.5, "12");
    number(out, 112.0, 58.5, i18n::penalty(3));
    number(out, 112.0, 86.5, "12 − 6 = 6");
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
    let learn = view_learn(lang, &ui);
    let close = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::HowTo(false))));
    let steps = [
        (goal as fn(&mut String, Lang), Text::GoalTitle, Text::GoalText),
        (take, Text::TakeTitle, Text::TakeText),
        (advance, Text::AdvanceTitle, Text::AdvanceText),
        (income, Text::IncomeTitle, Text::IncomeText),
        (bonus, Text::BonusTitle, Text::BonusText),
        (end, Text::EndTitle, Text::EndText),
    ];
    let steps = steps.iter().enumerate().map(|(i, &(figure, title, body))| {
        let mut drawing = String::new();
        figure(&mut drawing, lang);
        html! {
            <li data-testid="how-to-step" data-step={(i + 1).to_string()}>
                <svg viewBox="0 0 200 110" width="200" height="110" aria-hidden="true" class="how-to-figure"
                    xmlns="http://www.w3.org/2000/svg">{ raw(drawing) }</svg>
                <div>
                    <h3>{ format!("{}. {}", i + 1, t(title)) }</h3>
                    <p>{ t(body) }</p>
                    if i == 1 {
                        // The page's style sheet shows the one for the device in hand: the
                        // taps where the main pointer is a finger, else the mouse and keys.
                        <p data-testid="how-to-controls" data-pointer="coarse" class="controls touch">
                            { t(Text::ControlsTouch) }
                        </p>
                        <p data-testid="how-to-controls" data-pointer="fine" class="controls mouse">
                            { t(Text::ControlsMouse) }
                        </p>
                    }
                    if i == 5 {
                        // The figure beside each score: what it counts, and its details.
                        <p data-testid="how-to-projection">{ t(Text::ProjectionText) }</p>
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
                { learn }
            </section>
        </div>
    }
}
