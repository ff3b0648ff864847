//! A player's panel: name, whether it is their turn, buttons, income and score, and the
//! projected score, a button that shows it in detail.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{GameState, Player, Projection};
use crate::ui::components::markup::raw;
use crate::ui::components::{button_icon, flag, halo, travel};
use crate::ui::i18n::{self, Lang, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fit_name, fmt, Num, Point, Rect, TALL_PANEL};
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::UiContext;

/// Whose panel and where.
pub struct PlayerPanelArgs {
    /// The game shown.
    pub game: Rc<GameState>,
    /// The player.
    pub player: Player,
    /// The panel's rectangle.
    pub frame: Rect,
    /// The player's name.
    pub name: Option<String>,
    /// Whether it is drawn half a turn round, to face its player across the table.
    pub turned: bool,
    /// Whether the turn's recap stands over it (on a phone): kept, unseen.
    pub covered: bool,
    /// How many leather patches the player has put aside (Express).
    pub put_aside: usize,
    /// The player's projected final score and the way ahead.
    pub projection: Projection,
    /// Whether the player holds the tie-break, once someone has reached the last space.
    pub tie: Option<bool>,
    /// The change the move at hand makes to the projection, when the player is making one.
    pub change: Option<i32>,
    /// While the game is played, whether the projection is shown in detail (its button says so).
    pub details: Option<bool>,
    /// Where the bonus tile the player's last move won comes from (the page's units): its
    /// badge flies from there to its place.
    pub bonus_from: Option<Point>,
    /// The buttons the player's last action paid, each from where it comes (the page's units)
    /// and how many: they fly to the player's pile, and its count turns over to its new value.
    pub paid: Vec<(Point, u8)>,
}

/// Where each of the five columns (buttons, income, empty squares, score, projected score)
/// starts, as a share of the panel's width: as wide as their labels, the last the widest (a
/// score, and the projection with the change a move would make to it). The phone's compact
/// panel has no room for five: it leaves out the empty squares, which its quilt shows. A panel
/// narrower than [`NARROW`] (the landscape table's, 256 units) packs the first four closer, in
/// smaller type (`narrow` in the style sheet).
const COLUMNS: [[f64; 5]; 3] =
    [[0.0, 0.215, 0.41, 0.58, 0.745], [0.0, 0.25, 0.0, 0.48, 0.72], [0.0, 0.2, 0.37, 0.52, 0.7]];

/// Below this width (units) a full panel's columns are packed closer (see [`COLUMNS`]).
const NARROW: f64 = 300.0;

/// Which of [`COLUMNS`] a panel of frame `f` uses.
fn columns(f: Rect) -> &'static [f64; 5] {
    &COLUMNS[if f.h <= TALL_PANEL {
        1
    } else if f.w < NARROW {
        2
    } else {
        0
    }]
}

/// Every number comes from the engine: `buttons`, the quilt's `income` and `score`, and the
/// projection beside them. All but the name (a person's words) is markup (see `markup`).
pub fn view_player_panel(args: &PlayerPanelArgs, lang: Lang, ui: &UiContext) -> Html {
    let game = &args.game;
    let player = args.player;
    let n = player.number();
    let colours = theme::player(player);
    let f = args.frame;
    let to_move = game.to_move() == Some(player);
    let score = game.score(player);
    // The phone's compact panel: a lower name row and the numbers closer together.
    let compact = f.h <= TALL_PANEL;
    let (name_y, value_y, label_y, icon_r) = if compact { (12.0, 31.0, 47.0, 6.5) } else { (16.5, 52.0, 70.0, 8.0) };
    let name = args.name.clone().unwrap_or_else(|| i18n::default_name(lang, player.index()));
    // The room before the first badge drawn at the right of the name row.
    let badges = if game.bonus_holder() == Some(player) || args.put_aside > 0 {
        124.0
    } else if to_move {
        84.0
    } else {
        8.0
    };
    let (shown, name_size) = fit_name(&name, f.w - 33.0 - badges, if compact { 15.0 } else { 17.0 });
    let mut card = String::new();
    if to_move {
        halo(&mut card, f, colours.main);
    }
    let _ = write!(
        card,
        r##"<rect x="{}" y="{}" width="{}" height="{}" rx="10" fill="#fffdf8" stroke="{}" stroke-width="{}"/><rect x="{}" y="{}" width="{}" height="{}" rx="10" fill="{}"/><rect x="{}" y="{}" width="{}" height="{}" fill="{}"/><circle cx="{}" cy="{}" r="{}" fill="{}" stroke="{}" stroke-width="1.2"/>"##,
        Num(f.x),
        Num(f.y),
        Num(f.w),
        Num(f.h),
        if to_move { colours.dark } else { colours.main },
        if to_move { "3.5" } else { "1.5" },
        Num(f.x),
        Num(f.y),
        Num(f.w),
        Num(2.0 * name_y - 3.0),
        colours.light,
        Num(f.x),
        Num(f.y + name_y),
        Num(f.w),
        Num(name_y - 3.0),
        colours.light,
        Num(f.x + 18.0),
        Num(f.y + name_y - 0.5),
        Num(icon_r),
        colours.main,
        colours.dark
    );
    let mut numbers = String::new();
    // The buttons in flight lie outside the panel: while they fly, the panel's box stays its own.
    let mut flying = String::new();
    badges_markup(&mut numbers, args, name_y, lang);
    let stats = [
        ("buttons", Text::Buttons, i64::from(game.buttons(player))),
        ("income", Text::Income, i64::from(game.quilt(player).income())),
        ("empty", Text::Empty, i64::from(game.quilt(player).empty_count())),
        ("score", Text::Score, i64::from(score.total())),
    ];
    for (i, (testid, label, value)) in stats.into_iter().enumerate() {
        if compact && i == 2 {
            continue;
        }
        let x = f.x + 12.0 + (f.w - 12.0) * columns(f)[i];
        // The buttons have a button drawn before them.
        let icon = i == 0;
        numbers.push_str("<g>");
        if icon {
            let pile = Point::new(x + icon_r, f.y + value_y - 1.0);
            button_icon(&mut numbers, pile.x, pile.y, icon_r);
            pay_markup(&mut flying, args, seen_from(args, pile), icon_r);
        }
        // The score says what it counts to whoever points at it.
        let (open, hint, close) =
            if testid == "score" { ("<title>", i18n::text(lang, Text::ScoreHint), "</title>") } else { ("", "", "") };
        let _ = write!(
            numbers,
            r#"<text data-testid="{testid}-{n}" x="{}" y="{}" dominant-baseline="central" class="panel-value{}">{value}</text><text x="{}" y="{}" dominant-baseline="central" class="panel-label">{}</text>{open}{hint}{close}</g>"#,
            Num(if icon { x + 2.5 * icon_r } else { x }),
            Num(f.y + value_y),
            if icon && !args.paid.is_empty() { " roll" } else { "" },
            Num(x),
            Num(f.y + label_y),
            i18n::text(lang, label)
        );
    }
    let words = i18n::projection_words(lang, &args.projection, args.tie == Some(true));
    // Apart from the numbers, which change only by an action: a move at hand changes the
    // projection without drawing the numbers' motion again.
    let mut projected = String::new();
    projection_markup(&mut projected, args, &words, (value_y, label_y), lang);
    // Named with the player's name: the two panels' buttons are told apart.
    let label = format!("{} ({name})", i18n::text(lang, Text::ProjectionDetails));
    html! {
        <>
        <g data-testid={["player-panel-1", "player-panel-2"][player.index()]} data-to-move={flag(to_move)}
            data-active={flag(to_move)} data-turned={flag(args.turned)}
            class={classes!("side", to_move.then_some("active"), (!compact && f.w < NARROW).then_some("narrow"))} visibility={args.covered.then_some("hidden")}
            transform={args.turned.then(|| format!("rotate(180 {} {})", fmt(f.center().x), fmt(f.center().y)))}>
            { raw(card) }
            // A long name stops before the badges at the right, in smaller type or shortened.
            <text x={fmt(f.x + 33.0)} y={fmt(f.y + name_y)} class="panel-name" style={format!("font-size:{}px", fmt(name_size))}
                dominant-baseline="central">{ shown }<title>{ name }</title></text>
            { raw(numbers) }
            { raw(projected) }
            { args.details.map(|open| view_details_button(args, open, (label, words), ui)).unwrap_or_default() }
        </g>
        { raw(flying) }
        </>
    }
}

/// `p`, a point of the page, in the panel's own frame: a panel turned half round turns it too.
fn seen_from(args: &PlayerPanelArgs, p: Point) -> Point {
    if args.turned {
        p.turned_about(args.frame.center())
    } else {
        p
    }
}

/// The buttons just paid, as markup written at the end of `out`: up to three from each place
/// they come from, one after another, fly to the pile at `pile` (a point of the page) and fade
/// into it (class `pay`; nothing under reduced motion).
fn pay_markup(out: &mut String, args: &PlayerPanelArgs, pile: Point, r: f64) {
    for &(from, n) in &args.paid {
        for i in 0..n.min(3) {
            let _ = write!(
                out,
                r#"<g class="pay" style="--dx:{}px;--dy:{}px;animation-delay:{}ms">"#,
                Num(from.x - pile.x),
                Num(from.y - pile.y),
                u32::from(i) * 80
            );
            button_icon(out, pile.x, pile.y, r);
            out.push_str("</g>");
        }
    }
}

/// The `id` (and test id) of each player's projection in detail.
pub const DETAILS_IDS: [&str; 2] = ["projection-details-1", "projection-details-2"];

/// The button over the projected score's column, as high as the panel (a finger wide on a
/// phone): it opens the projection in detail, and closes it. Its tooltip is the projection's.
fn view_details_button(args: &PlayerPanelArgs, open: bool, (label, words): (String, String), ui: &UiContext) -> Html {
    let (f, player) = (args.frame, args.player);
    let x = f.x + 6.0 + (f.w - 12.0) * columns(f)[4];
    let onclick = {
        let ui = ui.clone();
        let next = (!open).then_some(player);
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::Details(next))))
    };
    html! {
        <foreignObject x={fmt(x)} y={fmt(f.y)} width={fmt(f.right() - x)} height={fmt(f.h)}>
            <button xmlns="http://www.w3.org/1999/xhtml" type="button" class="projection-open"
                data-testid={["projection-open-1", "projection-open-2"][player.index()]}
                aria-expanded={flag(open)} aria-controls={DETAILS_IDS[player.index()]}
                aria-label={label} title={words} {onclick}></button>
        </foreignObject>
    }
}

/// The projected final score in the fifth column, its parts and the way ahead in its tooltip
/// and its words, as markup written at the end of `out` (only numbers and the page's own words).
fn projection_markup(
    out: &mut String,
    args: &PlayerPanelArgs,
    words: &str,
    (value_y, label_y): (f64, f64),
    lang: Lang,
) {
    let (p, f) = (args.projection, args.frame);
    let x = f.x + 12.0 + (f.w - 12.0) * columns(f)[4];
    let text = |v: Option<u8>| v.map(|v| v.to_string()).unwrap_or_default();
    let _ = write!(
        out,
        r#"<g data-testid="projection-{}" data-projected="{}" data-to-income="{}" data-to-leather="{}" data-bonus-covered="{}" data-tie-break="{}" class="projected" role="img" aria-label="{words}"><title>{words}</title><text x="{}" y="{}" class="panel-value" dominant-baseline="central">{}{}</text><text x="{}" y="{}" class="panel-label" dominant-baseline="central">{}</text></g>"#,
        args.player.number(),
        p.score(),
        text(p.to_income),
        text(p.to_leather),
        text(p.bonus_covered),
        args.tie.map(|t| t.to_string()).unwrap_or_default(),
        Num(x),
        Num(f.y + value_y),
        p.score(),
        // The move at hand's change, smaller, in the player's colour (said in the preview's words).
        args.change.map_or_else(String::new, |change| format!(
            r#"<tspan dx="4" style="font-size:0.7em" fill="{}" aria-hidden="true">{change:+}</tspan>"#,
            theme::player(args.player).dark
        )),
        Num(x),
        Num(f.y + label_y),
        i18n::projected_label(lang)
    );
}

/// The badges at the right of the name row, as markup written at the end of `out`: the bonus
/// tile won, the leather patches put aside (Express), and whether it is the player's turn.
fn badges_markup(out: &mut String, args: &PlayerPanelArgs, name_y: f64, lang: Lang) {
    let (game, player, f) = (&args.game, args.player, args.frame);
    let n = player.number();
    let colours = theme::player(player);
    let to_move = game.to_move() == Some(player);
    let (right, middle) = (f.right(), f.y + name_y);
    if game.bonus_holder() == Some(player) {
        // The tile just won flies in from its place (class `travel`), seen from the panel's own
        // frame, which a panel turned half round turns too.
        let _ = write!(out, r#"<g data-testid="bonus-held-{n}""#);
        if let Some(from) = args.bonus_from.map(|p| seen_from(args, p)) {
            let _ = travel(out, from.x - right + 101.0, from.y - middle);
        }
        let _ = write!(
            out,
            r##"><rect x="{}" y="{}" width="34" height="20" rx="4" fill="#fff3d6" stroke="#d9a441"/><text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" class="number">+7</text></g>"##,
            Num(right - 118.0),
            Num(middle - 10.5),
            Num(right - 101.0),
            Num(middle)
        );
    }
    if args.put_aside > 0 {
        let count = args.put_aside;
        let _ = write!(
            out,
            r##"<g data-testid="put-aside-{n}" data-count="{count}"><title>{}: {count}</title><rect x="{}" y="{}" width="20" height="20" rx="3" fill="{}" stroke="#6b4527" opacity="0.55"/><path d="M{} {} l16 16" stroke="#6b4527" stroke-width="2"/><text x="{}" y="{}" dominant-baseline="central" class="number">×{count}</text></g>"##,
            i18n::text(lang, Text::PutAside),
            Num(right - 118.0),
            Num(middle - 10.5),
            theme::LEATHER,
            Num(right - 116.0),
            Num(middle - 8.5),
            Num(right - 94.0),
            Num(middle)
        );
    }
    if to_move {
        let _ = write!(
            out,
            r#"<g data-testid="to-move-{n}"><rect x="{}" y="{}" width="70" height="20" rx="10" fill="{}"/><text x="{}" y="{}" text-anchor="middle" dominant-baseline="central" class="badge">{}</text></g>"#,
            Num(right - 78.0),
            Num(middle - 10.5),
            colours.main,
            Num(right - 43.0),
            Num(middle),
            i18n::text(lang, Text::ToMove)
        );
    }
}
