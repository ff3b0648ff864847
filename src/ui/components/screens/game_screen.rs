//! The table of a game: the circle of patches, the time board, both quilts and panels, the
//! turn's controls and toolbar, the computer's travelling patch or the hint, the held patch and,
//! at the end, the result.

use yew::prelude::*;

use crate::rules::{Action, Player};
use crate::ui::components::{
    bonus_tile, controls, face_toggle, first_hint, game_over, game_title, ghost, link_panel, patch_circle, place,
    player_panel, quilt_board, review_panel, time_board, toolbar, BonusTileProps, ControlsProps, FaceToggleProps,
    FirstHintProps, GameOverProps, GameTitleProps, GhostProps, HeldPatch, LinkPanelProps, PatchCircleProps,
    PlayerPanelProps, QuiltBoardProps, ReviewPanelProps, TimeBoardProps, ToolbarProps,
};
use crate::ui::hooks::Table;
use crate::ui::i18n::{self, Say, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Format, Rect};
use crate::ui::state::{PageState, Screen, Seat, ViewAction};
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

/// The table of a game, laid out by [`crate::ui::hooks::use_table`].
pub fn game_screen(page: &PageState, table: &Table, tools: &Tools, lang: Lang, ui: &UiContext) -> Html {
    let (session, computer) = (&page.session, &page.computer);
    let reviewing = page.review.as_ref().filter(|_| page.view.screen == Screen::Review);
    let game = session.game.clone();
    let format = page.view.format;
    let layout = &table.layout;
    let view = layout.view;
    let stage = format!(
        "position:absolute;inset:0;margin:auto;width:min(100vw, calc(100vh * {w} / {h}));\
         height:min(100vh, calc(100vw * {h} / {w}));container-type:size;touch-action:none",
        w = fmt(view.w),
        h = fmt(view.h)
    );
    // `--u`: one SVG unit of the page in CSS pixels, for the HTML laid over the SVG.
    let unit = format!("--u:calc(100cqw / {})", fmt(view.w));
    // The bonus tile lies beside the board until someone wins it.
    let bonus = match (&game.rules().bonus_tile, game.bonus_holder()) {
        (Some(tile), None) => Some(html! {
            { bonus_tile(&BonusTileProps { square: tile.square, points: tile.points, rect: layout.bonus }, lang) }
        }),
        _ => None,
    };
    // The patch just sewn on is marked for the next player (the computer's stays marked until
    // the person plays).
    let last = session.last_move();
    let names = i18n::localize_names(lang, &session.names);
    let players = Player::BOTH.map(|player| {
        let last = last.filter(|m| m.player == player).map(|m| m.squares);
        html! {
            <>
                { player_panel(&PlayerPanelProps { game: game.clone(), player, frame: layout.panels[player],
                    name: Some(session.names[player.index()].clone()), turned: layout.turned[player],
                    put_aside: session.put_aside(player) }, lang) }
                { quilt_board(&QuiltBoardProps { game: game.clone(), player, frame: layout.quilts[player],
                    turned: layout.turned[player], last,
                    words: i18n::quilt_words(lang, i18n::name(&names, player), game.quilt(player)).into() }, ui) }
            </>
        }
    });
    let held = match (page.hand.held, game.to_move()) {
        (Some(held), Some(player)) => Some(html! {
            <HeldPatch game={game.clone()} {held} grab={page.hand.grab}
                grid={layout.quilt_grid(player, game.rules().quilt_size)} />
        }),
        _ => None,
    };
    let (places, turned) = layout.controls_of(game.to_move());
    // The computer's move on its way (from its card, or from the time board for a leather
    // patch), or the hint, dashed.
    let ghost = match (computer.showing.or(computer.hint), game.to_move()) {
        (Some(action), Some(player)) => {
            let from = computer.showing.map(|action| match action {
                Action::TakePatch { patch, .. } => match game.circle().iter().position(|&p| p == patch) {
                    Some(i) => layout.ring.card_rect(i + 1).center(),
                    None => layout.time_board.center(),
                },
                _ => layout.time_board.center(),
            });
            Some(ghost(&GhostProps { action, grid: layout.quilt_grid(player, game.rules().quilt_size), from }))
        }
        // Under review: the move the computer prefers to the one shown, dashed on the mover's quilt.
        _ => reviewing.and_then(|review| review.judged(review.at.checked_sub(1)?)).and_then(|m| {
            let better = m.verdict != crate::ai::analysis::Verdict::Best;
            better.then(|| {
                ghost(&GhostProps {
                    action: m.best,
                    grid: layout.quilt_grid(m.player, game.rules().quilt_size),
                    from: None,
                })
            })
        }),
    };
    // While the computer thinks, a calm word where the advance button is; a hint or a
    // computer's move that does not lie on the quilt lights that place up.
    let names = &*session.names;
    let advance = places.advance;
    let busy = match (computer.thinking, computer.showing, game.to_move()) {
        (Some(_), _, Some(player)) => Some(html! {
            <div data-testid="thinking" class="thinking" role="status" style={place(advance)}>
                <span>{ i18n::phrase(lang, Say::Thinking(player), names) }</span><span class="dots" aria-hidden="true">
                <i></i><i></i><i></i></span>
            </div>
        }),
        (None, Some(shown @ (Action::Advance | Action::DiscardLeather)), Some(player)) => {
            let say = match shown {
                Action::Advance => Say::MovesAhead(player),
                _ => Say::LeatherDiscarded(player),
            };
            Some(html! {
                <div data-testid="thinking" class="thinking" role="status" style={place(advance)}>
                    { i18n::phrase(lang, say, names) }
                </div>
            })
        }
        _ => match computer.hint {
            Some(Action::Advance | Action::DiscardLeather) => Some(html! {
                <div data-testid="hint-advance" class="hint-ring" style={place(advance.inset(-4.0))}></div>
            }),
            _ => None,
        },
    };
    // The result lies over the circle, below the toolbar (undo stays in reach); closed, a button
    // in the same place brings it back.
    let result = {
        let ring = layout.ring.frame;
        let top = layout.toolbar.bottom() + 8.0;
        Rect::new(ring.x, top, ring.w, ring.bottom() - top)
    };
    let over = game.outcome().map(|outcome| {
        if page.view.result {
            html! {
                { game_over(&GameOverProps { outcome, names: session.names.clone(), style: fit_below_top(result),
                    on_export: tools.on_export.clone(), id: session.id.clone() }, lang, ui) }
            }
        } else {
            let open = Rect::new(result.x + (result.w - 160.0) / 2.0, result.y, 160.0, 52.0);
            let ui = ui.clone();
            let onclick = Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(ViewAction::Result(true).into()));
            html! {
                <button type="button" data-testid="game-over-open" class="control start" style={place(open)}
                    {onclick}>{ i18n::text(lang, Text::ShowResult) }</button>
            }
        }
    });
    // At a person's first turns, until their quilt has a patch: how to take, turn and place one.
    let first_turn = game.to_move().filter(|&player| {
        game.quilt(player).covered().is_empty()
            && session.seat(player) == Seat::Person
            && page.hand.held.is_none()
            && computer.showing.is_none()
    });
    let first_hint = first_turn.map(|player| {
        first_hint(&FirstHintProps { quilt: layout.quilts[player], turned: layout.turned[player] }, lang)
    });
    // Under review, the words and steps take player 1's controls' place (on a phone only the
    // rows of buttons: the message beside the panel stays clear) and the graph the toolbar's
    // or, in a landscape column, the middle of the panel; the game is only looked at.
    let review = reviewing.map(|review| {
        let c = layout.controls_of(Some(Player::One)).0;
        let parts = match format {
            Format::Tall => vec![c.banner, c.advance, c.buttons, c.face],
            _ => c.parts().to_vec(),
        };
        let panel = Rect::around(&parts);
        // A column (landscape) has room for a larger graph above the steps.
        let graph = match format {
            Format::Landscape | Format::Wide => {
                let h = (panel.w * 0.55).min(panel.h - 220.0);
                Rect::new(panel.x + 6.0, panel.bottom() - 110.0 - h, panel.w - 12.0, h)
            }
            Format::Portrait | Format::Tall => layout.toolbar,
        };
        let props = ReviewPanelProps { review: review.clone(), names: session.names.clone(), panel, graph };
        review_panel(&props, lang, ui)
    });
    // The link goes out when the friend is to move, and once more at the end; meanwhile the
    // friend's controls give way to it.
    let ended = game.outcome().is_some();
    let away = session.friend_to_move() || (ended && session.by_link());
    let link = (*table.url).as_ref().filter(|_| away).map(|url| {
        // A phone's row of buttons holds the link and its buttons; elsewhere the link sits
        // above them in the advance button's place.
        let row = format == Format::Tall;
        let rect = if row { places.buttons } else { Rect::around(&[places.advance, places.buttons]) };
        link_panel(&LinkPanelProps { url: url.clone(), rect, row }, lang, ui)
    });
    let playing = reviewing.is_none();
    let settings = session.settings();
    let view_box = format!("0 0 {} {}", fmt(view.w), fmt(view.h));
    html! {
        <div class="stage" style={stage}>
        <svg ref={tools.svg.clone()} class="patchwork" data-testid="page" data-format={layout.format.name()}
            data-variant={format!("{:?}", settings.variant)}
            xmlns="http://www.w3.org/2000/svg"
            viewBox={view_box.clone()}
            width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
            role="group" aria-label={i18n::text(lang, Text::PageLabel)}
            style="display:block;touch-action:none">
            <style>{ theme::STYLE }</style>
            { patch_circle(&PatchCircleProps { game: game.clone(), ring: layout.ring.clone() }, lang, ui) }
            { game_title(&GameTitleProps { variant: settings.variant, seed: session.seed }, lang) }
            { time_board(&TimeBoardProps { game: game.clone(), frame: layout.time_board,
                track: layout.track.clone(), words: i18n::time_board_words(lang, &game, names).into() }) }
            { for bonus }
            { for players }
        </svg>
        <div class="overlay" style={unit.clone()}>
            if playing {
            { controls(&ControlsProps { game: game.clone(), names: session.names.clone(), held: page.hand.held,
                message: page.feedback.message.clone(), toasts: page.feedback.toasts.clone(), places, turned, away }, lang,
                ui) }
            { for link }
            { face_toggle(&FaceToggleProps { face: page.prefs.face, rect: places.face, turned }, lang, ui) }
            { toolbar(&ToolbarProps { can_undo: session.can_undo(), can_redo: session.can_redo(),
                unsaved: page.feedback.unsaved, can_hint: !page.hands_off() && computer.showing.is_none() && !ended,
                hint_pending: computer.hint_asked.is_some(), on_hint: tools.on_hint.clone(),
                on_export: tools.on_export.clone(), on_import: tools.on_import.clone(), frame: layout.toolbar,
                variant: settings.variant, seed: session.seed, kept: page.feedback.kept, open: page.view.menu },
                lang, ui) }
            { for first_hint }
            { for busy }
            { for over }
            }
            { for review }
        </div>
        // The computer's travelling patch and the hint have an SVG of their own, the same size
        // and viewBox as the page's, on top: drawing them leaves the board's SVG alone.
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
            { for ghost }
        </svg>
        // The held patch: an HTML box of its own over everything (see held_patch.rs).
        <div class="held-layer" style={unit}>{ for held }</div>
        </div>
    }
}
