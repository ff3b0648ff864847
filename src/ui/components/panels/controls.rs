//! The turn's controls, in HTML laid over the SVG in the same units: whose turn it is, the
//! advance button (or the leather prompt), rotate, mirror, place and cancel, the live message
//! and the event toasts.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::i18n::{self, Say, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Rect};
use crate::ui::state::{HandAction, PageAction, Piece, SessionAction};
use crate::ui::view::TurnControls;
use crate::ui::{Lang, UiContext};

/// `left`, `top`, `width` and `height` of `r` in page units (`--u` is one SVG unit).
pub fn place(r: Rect) -> String {
    format!(
        "position:absolute;left:calc({}*var(--u));top:calc({}*var(--u));width:calc({}*var(--u));\
         height:calc({}*var(--u));",
        fmt(r.x),
        fmt(r.y),
        fmt(r.w),
        fmt(r.h)
    )
}

/// The controls of a turn; rotate, mirror, place and cancel give way to the turn's recap
/// while it is shown (nothing is held then: they could do nothing).
pub fn view_controls(args: &TurnControls, recap: bool, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let game = &args.game;
    let p = args.places;
    // Turned, each control is drawn half a turn round about its own middle.
    let turn = if args.turned { " turned" } else { "" };
    let turned = args.turned;
    let send = |action: PageAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(action.clone()))
    };
    let leather = game.pending_leather() > 0;
    let main = if leather {
        html! {
            <div data-testid="leather-prompt" class={format!("leather-prompt{turn}")} style={place(p.advance)}>
                <span>{ t(Text::SewLeather) }</span>
            </div>
        }
    } else {
        let gain = game.advance_gain();
        let income = args.advance.unwrap_or(0);
        html! {
            <button data-testid="advance" class={format!("control advance{turn}")} style={place(p.advance)}
                disabled={args.advance.is_none()} onclick={send(PageAction::from(SessionAction::Advance))}>
                { gain.map_or_else(|| t(Text::MoveOn).to_owned(), |gain| i18n::advance_label(lang, gain, income)) }
            </button>
        }
    };
    let holding = args.held.is_some();
    let turning = args.held.is_some_and(|h| !leather || h.piece != Piece::Leather);
    let button = |i: u8, testid: &'static str, label: Text, hint: Text, on: bool, action: PageAction| {
        let (label, hint) = (t(label), t(hint));
        html! {
                <button data-testid={testid} class={format!("control{turn}")} style={place(p.button(i, turned))} disabled={!on}
                    title={hint} onclick={send(action)}>{ label }</button>
        }
    };
    let toasts = args.toasts.iter().map(|toast| {
        html! {
            <div key={toast.id} data-testid="event-toast" data-event={toast.kind} class="toast">
                { i18n::phrase(lang, toast.say, &args.names) }
            </div>
        }
    });
    html! {
        <>
            { view_banner(args, lang) }
            if !args.away {
            { main }
            if !recap {
            { button(0, "rotate", Text::Rotate, Text::RotateHint, turning, PageAction::from(HandAction::Rotate)) }
            { button(1, "mirror", Text::Mirror, Text::MirrorHint, turning, PageAction::from(HandAction::Mirror)) }
            { button(2, "place", Text::Place, Text::PlaceHint, holding, PageAction::from(HandAction::Place)) }
            // A leather patch cannot be put back; in Express it may be put aside instead.
            if leather && game.variant() == Variant::Express {
                <button data-testid="discard-leather" class={format!("control{turn}")} style={place(p.button(3, turned))}
                    onclick={send(PageAction::from(SessionAction::Discard))}>{ t(Text::PutAside) }</button>
            } else {
                { button(3, "cancel", Text::Cancel, Text::CancelHint, holding && !leather, PageAction::from(HandAction::Cancel)) }
            }
            }
            }
            <div data-testid="message" class={format!("message{turn}")} aria-live="polite" role="status" style={place(p.message)}>
                { i18n::message(lang, &args.message, &args.names) }
            </div>
            <div class="toasts" style={place(p.toasts)}>{ for toasts }</div>
        </>
    }
}

/// Whose turn it is, in their colours; "game over" once it is.
fn view_banner(args: &TurnControls, lang: Lang) -> Html {
    let p = args.places;
    let turn = if args.turned { " turned" } else { "" };
    match args.game.to_move() {
        Some(player) => {
            let colours = theme::player(player);
            html! {
                <div data-testid="turn-banner" data-player={player.number().to_string()} class={format!("banner{turn}")}
                    style={format!("{}background:{};border-color:{}", place(p.banner), colours.main, colours.dark)}>
                    { i18n::phrase(lang, Say::Turn(player), &args.names) }
                </div>
            }
        }
        None => html! {
            <div data-testid="turn-banner" data-player="0" class={format!("banner{turn}")}
                style={format!("{}background:{}", place(p.banner), theme::INK_SOFT)}>{ i18n::text(lang, Text::GameOver) }</div>
        },
    }
}
