//! The turn's controls, in HTML laid over the SVG in the same units: whose turn it is, the
//! advance button (or the leather prompt), rotate, mirror, place and cancel, the live message
//! and the event toasts.

use yew::prelude::*;

use crate::rules::{Player, Variant};
use crate::ui::components::panels::toolbar::send;
use crate::ui::i18n::{self, Say, Text};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Rect};
use crate::ui::state::{HandAction, PageAction, Piece, SessionAction};
use crate::ui::view::{Recap, TurnControls};
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

/// `"1"` or `"2"`: a player's number, for a `data-` attribute or a test id.
#[must_use]
pub const fn digit(player: Player) -> &'static str {
    ["1", "2"][player.index()]
}

/// `"true"` or `"false"`, for a `data-` attribute.
#[must_use]
pub const fn flag(on: bool) -> &'static str {
    if on {
        "true"
    } else {
        "false"
    }
}

/// The controls of a turn; rotate, mirror, place and cancel give way to the turn's recap
/// while it is shown (nothing is held then: they could do nothing), and so does the message
/// where the recap stands in its place. The event toasts stand in the message's box, above its
/// words, so that neither covers the other. While the computer has the turn only the banner and
/// the message are drawn on its side: nothing there looks as if it could be pressed (the note
/// says what it does in the advance button's place).
pub fn view_controls(args: &TurnControls, recap: Option<&Recap>, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let game = &args.game;
    let p = args.places;
    // Turned, each control is drawn half a turn round about its own middle.
    let turned = args.turned;
    let control = if turned { "control turned" } else { "control" };
    let send = |make: Box<dyn Fn() -> PageAction>| send(ui, make);
    let leather = game.pending_leather() > 0;
    let main = if leather {
        html! {
            <div data-testid="leather-prompt" class={if turned { "leather-prompt turned" } else { "leather-prompt" }} style={place(p.advance)}>
                <span>{ t(Text::SewLeather) }</span>
            </div>
        }
    } else {
        let gain = game.advance_gain();
        let income = args.advance.unwrap_or(0);
        // Where even the smallest type leaves its words too many (a small phone), the button
        // says the same without its verbs (`fit`).
        let short = gain.map(|gain| i18n::advance_label_short(lang, gain, income));
        html! {
            <button data-testid="advance" class={if turned { "control advance fit turned" } else { "control advance fit" }} style={place(p.advance)}
                disabled={args.advance.is_none()} onclick={send(Box::new(|| SessionAction::Advance.into()))} data-short={short}>
                <span class="long">{ gain.map_or_else(|| t(Text::MoveOn).to_owned(), |gain| i18n::advance_label(lang, gain, income)) }</span>
            </button>
        }
    };
    let holding = args.held.is_some();
    let turning = args.held.is_some_and(|h| !leather || h.piece != Piece::Leather);
    let button = |i: u8, testid: &'static str, label: Text, hint: Text, on: bool, action: HandAction| {
        let (label, hint) = (t(label), t(hint));
        html! {
                <button data-testid={testid} class={control} style={place(p.button(i, turned))} disabled={!on}
                    title={hint} onclick={send(Box::new(move || action.into()))}>{ label }</button>
        }
    };
    html! {
        <>
            { view_banner(args, lang) }
            if !args.away && !args.computer {
            { main }
            if recap.is_none() {
            { button(0, "rotate", Text::Rotate, Text::RotateHint, turning, HandAction::Rotate) }
            { button(1, "mirror", Text::Mirror, Text::MirrorHint, turning, HandAction::Mirror) }
            { button(2, "place", Text::Place, Text::PlaceHint, holding, HandAction::Place) }
            // A leather patch cannot be put back; in Express it may be put aside instead.
            if leather && game.variant() == Variant::Express {
                <button data-testid="discard-leather" class={control} style={place(p.button(3, turned))}
                    onclick={send(Box::new(|| SessionAction::Discard.into()))}>{ t(Text::PutAside) }</button>
            } else {
                { button(3, "cancel", Text::Cancel, Text::CancelHint, holding && !leather, HandAction::Cancel) }
            }
            }
            }
            if !recap.is_some_and(|r| r.wide) {
                { view_message(args, Some(p.message), lang) }
            }
        </>
    }
}

/// The live message, the event toasts above its words: in its own box at `at`, or inside the
/// turn's recap (`None`), where the recap stands in the message's place.
pub fn view_message(args: &TurnControls, at: Option<Rect>, lang: Lang) -> Html {
    let in_recap = at.is_none();
    let turned = args.turned && !in_recap;
    let class = if in_recap {
        "recap-message".to_owned()
    } else {
        format!("message fit{}", if turned { " turned" } else { "" })
    };
    html! {
        <div data-testid="message" {class} data-turned={flag(turned)} aria-live="polite" role="status"
            style={at.map_or_else(String::new, place)}>
            { view_toasts(args, lang) }
            { view_sentences(args, in_recap, lang) }
        </div>
    }
}

/// The event toasts, in the message's box (or the recap's, where it stands in the message's
/// place), above the words.
fn view_toasts(args: &TurnControls, lang: Lang) -> Html {
    args.toasts
        .iter()
        .map(|toast| {
            html! {
                <div key={toast.id} data-testid="event-toast" data-event={toast.kind} class="toast">
                    { i18n::phrase(lang, toast.say, &args.names) }
                </div>
            }
        })
        .collect()
}

/// The message, sentence by sentence: where its box is too small, the last ones give way
/// whole ([`crate::ui::browser::fit`]). Inside the turn's recap (`in_recap`) the sentences
/// that tell what its lines tell, and whose turn it is (the banner says it), are kept unseen
/// (for the words' sake, not said twice).
fn view_sentences(args: &TurnControls, in_recap: bool, lang: Lang) -> Html {
    // A space between the sentences, none after the last: the words read as one text.
    args.message
        .iter()
        .enumerate()
        .map(|(i, &say)| {
            let (words, space) = (i18n::say(lang, say, &args.names), if i == 0 { "" } else { " " });
            if in_recap && (say.recounts() || matches!(say, Say::Turn(_))) {
                html! { <>{ space }<span class="recounted" hidden=true>{ words }</span></> }
            } else {
                let class = if say.is_part() { "sentence part" } else { "sentence" };
                html! { <>{ space }<span {class}>{ words }</span></> }
            }
        })
        .collect()
}

/// Whose turn it is, in their colours; "game over" once it is.
fn view_banner(args: &TurnControls, lang: Lang) -> Html {
    let p = args.places;
    let class = if args.turned { "banner fit turned" } else { "banner fit" };
    match args.game.to_move() {
        Some(player) => {
            let colours = theme::player(player);
            html! {
                <div data-testid="turn-banner" data-player={digit(player)} {class}
                    data-turned={flag(args.turned)} data-short={i18n::localize_name(lang, i18n::name(&args.names, player))}
                    style={format!("{}background:{};border-color:{}", place(p.banner), colours.main, colours.dark)}>
                    // Where the sentence is too long for the banner: the name alone, in its colour.
                    <span class="long">{ i18n::phrase(lang, Say::Turn(player), &args.names) }</span>
                </div>
            }
        }
        None => html! {
            <div data-testid="turn-banner" data-player="0" {class}
                style={format!("{}background:{}", place(p.banner), theme::INK_SOFT)}>{ i18n::text(lang, Text::GameOver) }</div>
        },
    }
}
