//! The table of a game: the circle of patches, the time board, both quilts and panels, the
//! turn's controls and toolbar, the computer's travelling patch or the hint, the held patch and,
//! at the end, the result.

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::{Action, Player};
use crate::ui::components::{
    bonus_tile, controls, face_toggle, first_hint, game_over, game_title, ghost, patch_circle, place, player_panel,
    quilt_board, review_panel, time_board, BonusTileProps, ControlsProps, FaceToggleProps, FirstHintProps,
    GameOverProps, GameTitleProps, GhostProps, HeldPatch, PatchCircleProps, PlayerPanelProps, QuiltBoardProps,
    ReviewPanelProps, TimeBoardProps, Toolbar,
};
use crate::ui::hooks::use_lang;
use crate::ui::i18n::{self, Say, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Format, Layout, Rect};
use crate::ui::state::{PageState, Screen, Seat, ViewAction};
use crate::ui::UiContext;

/// The game shown and what the toolbar's buttons do.
#[derive(Properties, PartialEq)]
pub struct GameScreenProps {
    /// The page's state.
    pub page: PageState,
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

/// The table of a game.
#[function_component(GameScreen)]
pub fn game_screen(props: &GameScreenProps) -> Html {
    let lang = use_lang();
    let ui = use_context::<UiContext>().expect("the app provides its context");
    // After a move focus would fall to the page's body (the held patch is gone): it goes to
    // the next turn's first choice instead, a takeable patch or else the advance button.
    // (Not when the table first shows: nothing was played yet.)
    let shown_at = use_mut_ref(|| props.page.session.played);
    use_effect_with((props.page.session.played, props.page.view.screen), move |&(played, screen)| {
        if std::mem::replace(&mut *shown_at.borrow_mut(), played) == played || screen != Screen::Playing {
            return;
        }
        let document = gloo::utils::document();
        let lost = document.active_element().is_none_or(|e| document.body().is_some_and(|b| *b == e));
        if lost {
            let next = document
                .query_selector("[data-testid=circle-patch][data-takeable=true]")
                .ok()
                .flatten()
                .or_else(|| document.query_selector("[data-testid=advance]:not([disabled])").ok().flatten());
            // An SVG card or an HTML button: both have `focus()`.
            if let Some(next) = next {
                let focus = js_sys::Reflect::get(&next, &"focus".into()).ok();
                let _ = focus.and_then(|f| f.dyn_into::<js_sys::Function>().ok()).map(|f| f.call0(&next));
            }
        }
    });
    let page = &props.page;
    let (session, computer) = (&page.session, &page.computer);
    let reviewing = page.review.as_ref().filter(|_| page.view.screen == Screen::Review);
    let game = session.game.clone();
    let slots = Layout::slots(game.rules());
    let final_space = game.rules().final_space;
    // Only the phone's table changes with the turn (the player to move has the large quilt).
    let format = page.view.format;
    let mover = game.to_move().filter(|_| format == Format::Tall).unwrap_or(Player::One);
    let layout =
        use_memo((format, slots, final_space, page.prefs.face, mover), |&(format, slots, last, face, mover)| {
            Layout::table(format, slots, last, face, mover)
        });
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
                    words: i18n::quilt_words(lang, i18n::name(&names, player), game.quilt(player)).into() }, &ui) }
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
                    on_export: props.on_export.clone(), id: session.id.clone() }, lang, &ui) }
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
        let left = parts.iter().map(|r| r.x).fold(f64::INFINITY, f64::min);
        let top = parts.iter().map(|r| r.y).fold(f64::INFINITY, f64::min);
        let right = parts.iter().map(|r| r.right()).fold(0.0, f64::max);
        let bottom = parts.iter().map(|r| r.bottom()).fold(0.0, f64::max);
        let panel = Rect::new(left, top, right - left, bottom - top);
        // A column (landscape) has room for a larger graph above the steps.
        let graph = match format {
            Format::Landscape | Format::Wide => {
                let h = (panel.w * 0.55).min(panel.h - 220.0);
                Rect::new(panel.x + 6.0, panel.bottom() - 110.0 - h, panel.w - 12.0, h)
            }
            Format::Portrait | Format::Tall => layout.toolbar,
        };
        let props = ReviewPanelProps { review: review.clone(), names: session.names.clone(), panel, graph };
        review_panel(&props, lang, &ui)
    });
    let playing = reviewing.is_none();
    let settings = session.settings();
    let view_box = format!("0 0 {} {}", fmt(view.w), fmt(view.h));
    html! {
        <div class="stage" style={stage}>
        <svg ref={props.svg.clone()} class="patchwork" data-testid="page" data-format={layout.format.name()}
            data-variant={format!("{:?}", settings.variant)}
            xmlns="http://www.w3.org/2000/svg"
            viewBox={view_box.clone()}
            width="100%" height="100%" preserveAspectRatio="xMidYMid meet"
            role="group" aria-label={i18n::text(lang, Text::PageLabel)}
            style="display:block;touch-action:none">
            <style>{ theme::STYLE }</style>
            { patch_circle(&PatchCircleProps { game: game.clone(), ring: layout.ring.clone() }) }
            { game_title(&GameTitleProps { variant: settings.variant, seed: session.seed }, lang) }
            { time_board(&TimeBoardProps { game: game.clone(), frame: layout.time_board,
                track: layout.track.clone(), words: i18n::time_board_words(lang, &game, names).into() }) }
            { for bonus }
            { for players }
        </svg>
        <div class="overlay" style={unit.clone()}>
            if playing {
            { controls(&ControlsProps { game: game.clone(), names: session.names.clone(), held: page.hand.held,
                message: page.feedback.message.clone(), toasts: page.feedback.toasts.clone(), places, turned }, lang, &ui) }
            { face_toggle(&FaceToggleProps { face: page.prefs.face, rect: places.face, turned }, lang, &ui) }
            <Toolbar can_undo={session.can_undo()} can_redo={session.can_redo()} unsaved={page.feedback.unsaved}
                can_hint={!page.computer_to_move() && computer.showing.is_none() && game.outcome().is_none()}
                hint_pending={computer.hint_asked.is_some()} on_hint={props.on_hint.clone()}
                on_export={props.on_export.clone()} on_import={props.on_import.clone()} frame={layout.toolbar}
                variant={settings.variant} seed={session.seed} kept={page.feedback.kept} />
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
