//! A player's panel: name, whether it is their turn, buttons, income and score.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{GameState, Player, Projection};
use std::fmt::Write;

use crate::ui::components::markup::raw;
use crate::ui::components::{flag, view_button_icon, view_halo};
use crate::ui::i18n::{self, Lang, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fit_name, fmt, Num, Rect, TALL_PANEL};

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
}

/// Where each of the five columns (buttons, income, empty squares, score, projected score)
/// starts, as a share of the panel's width: as wide as their labels, the last the widest. The
/// phone's compact panel has no room for five: it leaves out the empty squares, which its
/// quilt shows.
const COLUMNS: [[f64; 5]; 2] = [[0.0, 0.215, 0.41, 0.58, 0.745], [0.0, 0.25, 0.0, 0.48, 0.72]];

/// Every number comes from the engine: `buttons`, the quilt's `income` and `score`, and the
/// projection beside them.
pub fn view_player_panel(args: &PlayerPanelArgs, lang: Lang) -> Html {
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
    let projection = projection_markup(args, value_y, label_y, lang);
    // The room before the first badge drawn at the right of the name row.
    let badges = if game.bonus_holder() == Some(player) || args.put_aside > 0 {
        124.0
    } else if to_move {
        84.0
    } else {
        8.0
    };
    let (shown, name_size) = fit_name(&name, f.w - 33.0 - badges, if compact { 15.0 } else { 17.0 });
    let stat = |i: usize, testid: String, label: Text, value: String, icon: bool| {
        let label = i18n::text(lang, label);
        let x = f.x + 12.0 + (f.w - 12.0) * COLUMNS[usize::from(compact)][i];
        let value_x = if icon { x + 2.5 * icon_r } else { x };
        html! {
            <g>
                if icon {
                    { view_button_icon(x + icon_r, f.y + value_y - 1.0, icon_r) }
                }
                <text data-testid={testid} x={fmt(value_x)} y={fmt(f.y + value_y)}
                    class="panel-value" dominant-baseline="central">{ value }</text>
                <text x={fmt(x)} y={fmt(f.y + label_y)} class="panel-label" dominant-baseline="central">{ label }</text>
            </g>
        }
    };
    html! {
        <g data-testid={format!("player-panel-{n}")} data-to-move={flag(to_move)}
            data-active={flag(to_move)} data-turned={flag(args.turned)}
            class={if to_move { "side active" } else { "side" }} visibility={args.covered.then_some("hidden")}
            transform={args.turned.then(|| format!("rotate(180 {} {})", fmt(f.center().x), fmt(f.center().y)))}>
            if to_move {
                { view_halo(f, colours.main) }
            }
            <rect x={fmt(f.x)} y={fmt(f.y)} width={fmt(f.w)} height={fmt(f.h)} rx="10"
                fill="#fffdf8" stroke={if to_move { colours.dark } else { colours.main }}
                stroke-width={if to_move { "3.5" } else { "1.5" }} />
            <rect x={fmt(f.x)} y={fmt(f.y)} width={fmt(f.w)} height={fmt(2.0 * name_y - 3.0)} rx="10"
                fill={colours.light} />
            <rect x={fmt(f.x)} y={fmt(f.y + name_y)} width={fmt(f.w)} height={fmt(name_y - 3.0)}
                fill={colours.light} />
            <circle cx={fmt(f.x + 18.0)} cy={fmt(f.y + name_y - 0.5)} r={fmt(icon_r)} fill={colours.main}
                stroke={colours.dark} stroke-width="1.2" />
            // A long name stops before the badges at the right, in smaller type or shortened.
            <text x={fmt(f.x + 33.0)} y={fmt(f.y + name_y)} class="panel-name" style={format!("font-size:{}px", fmt(name_size))}
                dominant-baseline="central">{ shown }<title>{ name }</title></text>
            { view_badges(args, name_y, lang) }
            { stat(0, format!("buttons-{n}"), Text::Buttons, game.buttons(player).to_string(), true) }
            { stat(1, format!("income-{n}"), Text::Income, game.quilt(player).income().to_string(), false) }
            if !compact {
                { stat(2, format!("empty-{n}"), Text::Empty, game.quilt(player).empty_count().to_string(), false) }
            }
            { stat(3, format!("score-{n}"), Text::Score, score.total().to_string(), false) }
            { projection }
        </g>
    }
}

/// The projected final score in the fifth column, its parts and the way ahead in its tooltip
/// and its words (as markup: only numbers and the page's own words).
fn projection_markup(args: &PlayerPanelArgs, value_y: f64, label_y: f64, lang: Lang) -> Html {
    let (p, f) = (args.projection, args.frame);
    let words = i18n::projection_words(lang, &p, args.tie == Some(true));
    let x = f.x + 12.0 + (f.w - 12.0) * COLUMNS[usize::from(f.h <= TALL_PANEL)][4];
    let text = |v: Option<u8>| v.map(|v| v.to_string()).unwrap_or_default();
    let mut out = String::new();
    let _ = write!(
        out,
        r#"<g data-testid="projection-{}" data-projected="{}" data-to-income="{}" data-to-leather="{}" data-bonus-covered="{}" data-tie-break="{}" role="img" aria-label="{words}"><title>{words}</title><text x="{}" y="{}" class="panel-value" dominant-baseline="central">{}{}</text><text x="{}" y="{}" class="panel-label" dominant-baseline="central">{}</text></g>"#,
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
    raw(out)
}

/// The badges at the right of the name row: the bonus tile won, the leather patches put
/// aside (Express), and whether it is the player's turn.
fn view_badges(args: &PlayerPanelArgs, name_y: f64, lang: Lang) -> Html {
    let (game, player, f) = (&args.game, args.player, args.frame);
    let n = player.number();
    let colours = theme::player(player);
    let to_move = game.to_move() == Some(player);
    html! {
        <>
            if game.bonus_holder() == Some(player) {
                <g data-testid={format!("bonus-held-{n}")}>
                    <rect x={fmt(f.right() - 118.0)} y={fmt(f.y + name_y - 10.5)} width="34" height="20" rx="4"
                        fill="#fff3d6" stroke="#d9a441" />
                    <text x={fmt(f.right() - 101.0)} y={fmt(f.y + name_y)} text-anchor="middle"
                        dominant-baseline="central" class="number">{ "+7" }</text>
                </g>
            }
            if args.put_aside > 0 {
                <g data-testid={format!("put-aside-{n}")} data-count={args.put_aside.to_string()}>
                    <title>{ format!("{}: {}", i18n::text(lang, Text::PutAside), args.put_aside) }</title>
                    <rect x={fmt(f.right() - 118.0)} y={fmt(f.y + name_y - 10.5)} width="20" height="20" rx="3"
                        fill={theme::LEATHER} stroke="#6b4527" opacity="0.55" />
                    <path d={format!("M{} {} l16 16", fmt(f.right() - 116.0), fmt(f.y + name_y - 8.5))} stroke="#6b4527"
                        stroke-width="2" />
                    <text x={fmt(f.right() - 94.0)} y={fmt(f.y + name_y)} dominant-baseline="central"
                        class="number">{ format!("×{}", args.put_aside) }</text>
                </g>
            }
            if to_move {
                <g data-testid={format!("to-move-{n}")}>
                    <rect x={fmt(f.right() - 78.0)} y={fmt(f.y + name_y - 10.5)} width="70" height="20"
                        rx="10" fill={colours.main} />
                    <text x={fmt(f.right() - 43.0)} y={fmt(f.y + name_y)} class="badge"
                        text-anchor="middle" dominant-baseline="central">{ i18n::text(lang, Text::ToMove) }</text>
                </g>
            }
        </>
    }
}
