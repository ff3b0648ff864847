//! What the other side did: the turn's recap, in the place of rotate, mirror, place and cancel
//! while nothing is held, and the game's log, a dialog of every action so far. Each line is a
//! button that shows where that action's patch went, on its quilt.

use yew::prelude::*;

use crate::ui::components::{digit, flag, place};
use crate::ui::i18n::{self, Names, Text};
use crate::ui::layout::theme;
use crate::ui::state::recap::RecapItem;
use crate::ui::state::{PageAction, ViewAction};
use crate::ui::view::{Log, Recap};
use crate::ui::{Lang, UiContext};

/// One action in words, a button that shows its squares (when it sewed any) on its quilt.
fn view_item(
    item: &RecapItem,
    testid: &'static str,
    shown: Option<usize>,
    names: &Names,
    lang: Lang,
    ui: &UiContext,
) -> Html {
    let words = i18n::message(lang, &i18n::recounted(item.spaces, &item.events), names);
    let colours = theme::player(item.player);
    let sewn = !item.squares.is_empty();
    let index = item.index;
    let onclick = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::Show(Some(index)))))
    };
    let pressed = shown == Some(index);
    html! {
        <li data-testid={testid} data-kind={item.kind.code()} data-player={digit(item.player)}
            data-index={index.to_string()} style={format!("border-color:{}", colours.main)}>
            if sewn {
                <button type="button" class="recap-show" aria-pressed={flag(pressed)}
                    title={i18n::text(lang, Text::ShowOnQuilt)} {onclick}>{ words }</button>
            } else {
                <span>{ words }</span>
            }
        </li>
    }
}

/// The turn's recap: every action since the person to move last acted, first to last.
/// `message` (the message and the toasts) stands in it, above its lines, where it takes the
/// message's place.
pub fn view_recap(recap: &Recap, message: Html, lang: Lang, ui: &UiContext) -> Html {
    let items = recap.items.iter().map(|item| view_item(item, "recap-item", recap.shown, &recap.names, lang, ui));
    let played = recap.played;
    let close = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::CloseRecap(played))))
    };
    let turn = if recap.turned { " turned" } else { "" };
    html! {
        <section data-testid="turn-recap" class={format!("recap fit{turn}")} data-turned={flag(recap.turned)} role="status"
            aria-label={i18n::text(lang, Text::SinceYourTurn)} style={place(recap.rect)}>
            // Drawn at the right of the lines (style sheet), or above them where the recap is
            // too narrow for both side by side (beside the short phone's quilt).
            <button type="button" data-testid="recap-close" class="recap-close"
                title={i18n::text(lang, Text::Close)} aria-label={i18n::text(lang, Text::Close)}
                onclick={close}>{ "✕" }</button>
            // Its name (the section's label) says what it is; the lines speak for themselves.
            <div class="recap-body">
                { message }
                <ol>{ for items }</ol>
            </div>
        </section>
    }
}

/// The game's log: every action so far, newest first, each turn (a player's actions in a row)
/// in a group of its own.
pub fn view_log(log: &Log, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let mut turns: Vec<Vec<&RecapItem>> = Vec::new();
    for item in log.items.iter().rev() {
        match turns.last_mut() {
            Some(turn) if turn[0].player == item.player => turn.push(item),
            _ => turns.push(vec![item]),
        }
    }
    let turns = turns.into_iter().map(|turn| {
        let player = turn[0].player;
        html! {
            <li class="log-turn" data-player={digit(player)}>
                <strong>{ i18n::name(&log.names, player) }</strong>
                <ol>{ for turn.into_iter().map(|item| view_item(item, "log-item", log.shown, &log.names, lang, ui)) }</ol>
            </li>
        }
    });
    let close = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(ViewAction::Log(false))))
    };
    let close_on_escape = {
        let ui = ui.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                ui.dispatch.dispatch(PageAction::from(ViewAction::Log(false)));
            }
        })
    };
    // Choosing a line closes the log, so that the quilt it shows is in sight.
    let chosen = {
        let ui = ui.clone();
        Callback::from(move |event: MouseEvent| {
            let on_line = event
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|e| e.closest(".recap-show").ok().flatten().is_some());
            if on_line {
                ui.dispatch.dispatch(PageAction::from(ViewAction::Log(false)));
            }
        })
    };
    html! {
        <div class="log-backdrop" onclick={chosen}>
            <div data-testid="game-log" class="game-log" role="dialog" aria-label={t(Text::GameLog)}
                onkeydown={close_on_escape}>
                <div class="recap-head">
                    <strong>{ t(Text::GameLog) }</strong>
                    <button type="button" data-testid="log-close" class="recap-close" title={t(Text::Close)}
                        aria-label={t(Text::Close)} onclick={close}>{ "✕" }</button>
                </div>
                if log.items.is_empty() {
                    <p>{ t(Text::NothingPlayed) }</p>
                } else {
                    <ol class="log-turns">{ for turns }</ol>
                }
            </div>
        </div>
    }
}
