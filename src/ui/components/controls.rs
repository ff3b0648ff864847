//! The turn's controls, in HTML laid over the SVG in the same units: whose turn it is, the
//! advance button (or the leather prompt), rotate, mirror, place and cancel, the live message
//! and the event toasts.

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Action, GameState, Variant};
use crate::ui::geometry::{fmt, Controls as Places, Rect};
use crate::ui::play::{Held, PageAction, Toast};
use crate::ui::theme;
use crate::ui::words::{self, Names};
use crate::ui::UiContext;

/// What the controls show.
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// The game shown.
    pub game: Rc<GameState>,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// The held piece, if any.
    pub held: Option<Held>,
    /// The latest message.
    pub message: Rc<str>,
    /// Events still shown.
    pub toasts: Rc<Vec<Toast>>,
    /// Where everything goes.
    pub places: Places,
    /// Whether they are turned half a turn to face the player to move across the table.
    #[prop_or_default]
    pub turned: bool,
}

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

/// The controls of a turn.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let game = &props.game;
    let p = props.places;
    // Turned, each control is drawn half a turn round about its own middle.
    let turn = if props.turned { " turned" } else { "" };
    let send = |action: PageAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(action.clone()))
    };
    let banner = match game.to_move() {
        Some(player) => {
            let colours = theme::player(player);
            html! {
                <div data-testid="turn-banner" data-player={player.number().to_string()} class={format!("banner{turn}")}
                    style={format!("{}background:{};border-color:{}", place(p.banner), colours.main, colours.dark)}>
                    { format!("{}'s turn", words::name(&props.names, player)) }
                </div>
            }
        }
        None => html! {
            <div data-testid="turn-banner" data-player="0" class={format!("banner{turn}")}
                style={format!("{}background:{}", place(p.banner), theme::INK_SOFT)}>{ "Game over" }</div>
        },
    };
    let leather = game.pending_leather() > 0;
    let main = if leather {
        let discard = (game.variant() == Variant::Express).then(|| {
            html! {
                <button data-testid="discard-leather" class="control" onclick={send(PageAction::Discard)}>
                    { "Put aside" }
                </button>
            }
        });
        html! {
            <div data-testid="leather-prompt" class={format!("leather-prompt{turn}")} style={place(p.advance)}>
                <span>{ "Sew your leather patch onto an empty square" }</span>
                { for discard }
            </div>
        }
    } else {
        let gain = game.advance_gain();
        let allowed = game.check(&Action::Advance).is_ok();
        html! {
            <button data-testid="advance" class={format!("control advance{turn}")} style={place(p.advance)}
                disabled={!allowed} onclick={send(PageAction::Advance)}>
                { gain.map(words::advance_label).unwrap_or_else(|| "Move on".to_owned()) }
            </button>
        }
    };
    let holding = props.held.is_some();
    let turning = props.held.is_some_and(|h| !leather || h.piece != crate::ui::play::Piece::Leather);
    let turned = props.turned;
    let button = |i: u8,
                  testid: &'static str,
                  label: &'static str,
                  hint: &'static str,
                  on: bool,
                  action: PageAction| {
        html! {
            <button data-testid={testid} class={format!("control{turn}")} style={place(p.button(i, turned))} disabled={!on}
                title={hint} aria-label={hint} onclick={send(action)}>{ label }</button>
        }
    };
    let toasts = props.toasts.iter().map(|t| {
        html! {
            <div key={t.id} data-testid="event-toast" data-event={t.kind} class="toast">{ t.text.clone() }</div>
        }
    });
    html! {
        <>
            { banner }
            { main }
            { button(0, "rotate", "⟳ Rotate", "Rotate the patch clockwise (R)", turning, PageAction::Rotate) }
            { button(1, "mirror", "⇋ Mirror", "Mirror the patch (F)", turning, PageAction::Mirror) }
            { button(2, "place", "✓ Place", "Place the patch here (Enter)", holding, PageAction::Place) }
            { button(3, "cancel", "✕ Cancel", "Put the patch back (Escape)", holding && !leather, PageAction::Cancel) }
            <div data-testid="message" class={format!("message{turn}")} aria-live="polite" role="status" style={place(p.message)}>
                { props.message.to_string() }
            </div>
            <div class="toasts" style={place(p.toasts)}>{ for toasts }</div>
        </>
    }
}
