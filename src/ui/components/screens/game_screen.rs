//! The table of a game: the circle of patches, the time board, both quilts and panels, the
//! turn's controls and toolbar, the computer's travelling patch or the hint, the held patch and,
//! at the end, the result. What is drawn where is worked out in [`TableView`]; here it is only
//! drawn.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Player, Variant};
use crate::ui::browser::storage;
use crate::ui::components::practise;
use crate::ui::components::{
    view_bonus_tile, view_compared, view_controls, view_face_toggle, view_first_hint, view_game_title, view_ghost,
    view_how_to_open, view_lesson, view_link_panel, view_log, view_message, view_move_preview, view_note,
    view_patch_circle, view_player_panel, view_projection_details, view_puzzle_bar, view_quilt_board, view_recap,
    view_result, view_review_panel, view_time_board, view_toolbar, BonusTileArgs, GameTitleArgs, HeldPatch,
    HowToOpenArgs, PatchCircleArgs, PlayerPanelArgs, QuiltBoardArgs, TimeBoardArgs,
};
use crate::ui::hooks::Table;
use crate::ui::i18n::{self, Names, Text};
use crate::ui::layout::fmt;
use crate::ui::layout::theme;
use crate::ui::state::PageState;
use crate::ui::view::TableView;
use crate::ui::{Lang, UiContext};

/// What the toolbar's buttons do, and the page's `<svg>`.
pub struct Tools {
    /// The page's `<svg>`, for the held patch's pointer maths.
    pub svg: NodeRef,
    /// Asks for a hint.
    pub on_hint: Callback<()>,
    /// Downloads the game.
    pub on_export: Callback<()>,
    /// Opens a game file.
    pub on_import: Callback<()>,
}

/// The table of a game, laid out by [`crate::ui::hooks::use_table`].
pub fn view_game_screen(page: &PageState, table: &Table, tools: &Tools, lang: Lang, ui: &UiContext) -> Html {
    let view = TableView::of(page, &table.layout);
    let size = view.layout.view;
    let view_box = format!("0 0 {} {}", fmt(size.w), fmt(size.h));
    let stage = format!(
        "position:absolute;inset:0;margin:auto;width:min(100vw, calc(100vh * {w} / {h}));\
         height:min(100vh, calc(100vw * {h} / {w}));container-type:size;touch-action:none",
        w = fmt(size.w),
        h = fmt(size.h)
    );
    // `--u`: one SVG unit of the page in CSS pixels, for the HTML laid over the SVG.
    let unit = format!("--u:calc(100cqw / {})", fmt(size.w));
    let held = view.held.map(|hand| {
        html! { <HeldPatch game={Rc::clone(&view.game)} held={hand.held} grab={hand.grab} grid={hand.grid} room={hand.room} {lang} /> }
    });
    html! {
        <div class="stage" style={stage}>
            { view_board(&view, &view_box, tools, lang, ui) }
            <div class="overlay" style={unit.clone()}>{ view_overlay(&view, &table.url, tools, lang, ui) }</div>
            { view_ghost_layer(&view, view_box, lang) }
            // The held patch: an HTML box of its own over everything (see held_patch.rs).
            <div class="held-layer" style={unit}>{ for held }</div>
        </div>
    }
}

/// The page's SVG: the circle, the title, the time board, the bonus tile and both sides.
fn view_board(view: &TableView, view_box: &str, tools: &Tools, lang: Lang, ui: &UiContext) -> Html {
    let (game, layout) = (&view.game, &view.layout);
    let bonus =
        view.bonus.map(|b| view_bonus_tile(&BonusTileArgs { square: b.square, points: b.points, rect: b.rect }, lang));
    let names = i18n::localize_names(lang, &view.names);
    let sides = Player::BOTH.map(|player| view_side(view, player, &names, lang, ui));
    let held = view.held.as_ref().and_then(|h| h.held.piece.patch());
    let circle = PatchCircleArgs { game: Rc::clone(game), ring: layout.ring.clone(), chosen: view.chosen, held };
    let words = i18n::time_board_words(lang, game, &view.names).into();
    // Facing across a table (not on a phone), the spaces' numbers turn to whoever is to move.
    let turned = layout.across() && game.to_move().is_some_and(|player| layout.turned[player]);
    let time_board = TimeBoardArgs {
        game: Rc::clone(game),
        frame: layout.time_board,
        track: layout.track.clone(),
        words,
        turned,
        walk: view.walk.as_ref().map(|w| (w.player, w.from)),
    };
    html! {
        <svg ref={tools.svg.clone()} class="patchwork" data-testid="page" data-format={layout.format.name()}
            data-variant={variant_name(view.variant)}
            xmlns="http://www.w3.org/2000/svg"
            viewBox={view_box.to_owned()}
            width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
            role="group" aria-label={i18n::text(lang, Text::PageLabel)}
            style="display:block;touch-action:none">
            <style>{ theme::STYLE }</style>
            { view_patch_circle(&circle, lang, ui) }
            { view_game_title(&GameTitleArgs { variant: view.variant, seed: view.seed }, lang) }
            { view_time_board(&time_board) }
            { bonus.unwrap_or_default() }
            { for sides }
        </svg>
    }
}

/// A player's panel and quilt; `names` are localized, for the quilt's words.
fn view_side(view: &TableView, player: Player, names: &Names, lang: Lang, ui: &UiContext) -> Html {
    let side = view.sides[player];
    let game = &view.game;
    // The buttons just paid come from their spaces on the time board.
    let mut paid = Vec::new();
    for w in view.walk.iter().filter(|w| w.player == player) {
        for &(space, n) in &w.paid {
            paid.push((view.layout.track.space_center(space), n));
        }
    }
    let panel = PlayerPanelArgs {
        game: Rc::clone(game),
        player,
        frame: side.panel,
        name: Some(view.names[player.index()].clone()),
        turned: side.turned,
        covered: side.covered,
        put_aside: side.put_aside,
        projection: side.projection,
        tie: side.tie,
        change: view.preview.as_ref().filter(|m| m.preview.player == player).map(|m| m.preview.projected_change),
        details: view.review.is_none().then(|| view.details.is_some_and(|d| d.player == player)),
        // The bonus tile just won comes from its place beside the title.
        bonus_from: side.won.map(|_| view.layout.bonus.center()),
        paid,
    };
    let quilt = QuiltBoardArgs {
        game: Rc::clone(game),
        player,
        frame: side.quilt,
        turned: side.turned,
        last: side.last,
        won: side.won,
        recapped: side.recapped,
        shown: side.shown,
        words: i18n::quilt_words(lang, i18n::name(names, player), game.quilt(player)).into(),
    };
    html! {
        <>
            { view_player_panel(&panel, lang, ui) }
            { view_quilt_board(&quilt, ui) }
        </>
    }
}

/// The HTML laid over the SVG: while the game is played, the turn's controls (or the link),
/// the toolbar, the first-turn hint, the note and the result; under review, the review.
fn view_overlay(view: &TableView, url: &Option<Rc<str>>, tools: &Tools, lang: Lang, ui: &UiContext) -> Html {
    let link = view.link.zip(url.as_ref()).map(|(place, url)| view_link_panel(url, &place, lang, ui));
    let result = view.result.as_ref().map(|result| view_result(result, &view.names, &tools.on_export, lang, ui));
    html! {
        <>
            { view.controls.as_ref().map(|controls| view_controls(controls, view.recap.as_ref(), lang, ui)).unwrap_or_default() }
            { view.recap.as_ref().map(|recap| {
                // In the message's place, the recap holds the message and the toasts too.
                let message = view.controls.as_ref().filter(|_| recap.wide).map(|c| view_message(c, None, lang));
                view_recap(recap, message.unwrap_or_default(), lang, ui)
            }).unwrap_or_default() }
            { link.unwrap_or_default() }
            { view.face.map(|face| html! {
                <>
                    { view_face_toggle(&face, lang, ui) }
                    { view_how_to_open(&HowToOpenArgs { at: Some((face.help, face.turned)) }, lang, ui) }
                </>
            }).unwrap_or_default() }
            { view.toolbar.map(|bar| {
                // Read from storage only while the menu is open.
                let saved = bar.open.then(|| storage::review(&view.id)).flatten();
                let practise = practise(saved.as_ref(), &view.names, bar.people, ui);
                view_toolbar(&bar, tools, practise, lang, ui)
            }).unwrap_or_default() }
            { view.puzzle.as_ref().map(|bar| view_puzzle_bar(bar, lang, ui)).unwrap_or_default() }
            { view.first_hint.map(|hint| view_first_hint(&hint, lang)).unwrap_or_default() }
            { view.note.map(|note| view_note(&note, &view.names, lang)).unwrap_or_default() }
            { view.details.map(|d| view_projection_details(&d, view.layout.view.h, i18n::name(&view.names, d.player), lang)).unwrap_or_default() }
            { result.unwrap_or_default() }
            { view.review.as_ref().map(|review| view_review_panel(review, lang, ui)).unwrap_or_default() }
            { view.log.as_ref().map(|log| view_log(log, lang, ui)).unwrap_or_default() }
            { view.lesson.as_ref().map(|card| view_lesson(card, lang, ui)).unwrap_or_default() }
        </>
    }
}

/// The computer's travelling patch and the hint have an SVG of their own, the same size and
/// viewBox as the page's, on top: drawing them leaves the board's SVG alone.
fn view_ghost_layer(view: &TableView, view_box: String, lang: Lang) -> Html {
    let preview = view.preview.as_ref().map(|m| view_move_preview(m, lang));
    html! {
        <svg class="ghost-layer" xmlns="http://www.w3.org/2000/svg"
            viewBox={view_box}
            width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
            style="position:absolute;inset:0;display:block;pointer-events:none;will-change:transform">
            <defs>
                <filter id="lift" x="-20%" y="-20%" width="140%" height="140%">
                    <feDropShadow dx="0" dy="1.5" stdDeviation="1.6" flood-color="#5a4325"
                        flood-opacity="0.3" />
                </filter>
            </defs>
            { view.ghost.as_ref().map(view_ghost).unwrap_or_default() }
            { view.review.as_ref().and_then(|r| r.compared.as_ref()).map(|c| view_compared(c, &view.layout.track)).unwrap_or_default() }
            { preview.unwrap_or_default() }
        </svg>
    }
}

/// The game's name in `data-variant` (`e2e/README.md`): the variant's own name in the code,
/// written out rather than by `Debug`, whose formatting the page need not carry.
const fn variant_name(variant: Variant) -> &'static str {
    match variant {
        Variant::ClassicRevised => "ClassicRevised",
        Variant::ClassicOriginal => "ClassicOriginal",
        Variant::Express => "Express",
    }
}
