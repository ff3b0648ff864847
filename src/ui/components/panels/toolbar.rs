//! The game's own controls, apart from the turn's, in a row where the title was: undo, redo, a
//! hint, and a menu with the game's name and seed, the list of games, export, import and the
//! language ("how to play" has a button of its own on the table). The same for both players,
//! never turned. HTML laid over the SVG like the turn's controls.

use yew::prelude::*;

use crate::ui::components::{flag, place, view_language_switch, Tools};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::{Rect, TOOL};
use crate::ui::state::{PageAction, SessionAction, ViewAction};
use crate::ui::view::Toolbar;
use crate::ui::{Lang, UiContext};

/// Gap between the buttons of the row.
const GAP: f64 = 6.0;

/// Sends the action `make` makes on a click (made afresh each time: the page's actions are
/// not cloned, which would carry a copy of every kind of action into the page).
pub fn send(ui: &UiContext, make: Box<dyn Fn() -> PageAction>) -> Callback<MouseEvent> {
    let ui = ui.clone();
    Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(make()))
}

/// Four buttons in a row; the last opens the menu below it.
pub fn view_toolbar(
    bar: &Toolbar,
    tools: &Tools,
    practise: Option<Callback<MouseEvent>>,
    lang: Lang,
    ui: &UiContext,
) -> Html {
    let open = bar.open;
    let t = |text: Text| i18n::text(lang, text);
    let f = bar.frame;
    let w = (f.w - 3.0 * GAP) / 4.0;
    let slot = |i: u8| place(Rect::new(f.x + f64::from(i) * (w + GAP), f.y, w, f.h));
    // Each button is named by its visible word (what a voice-control user says); what it
    // does, and its key, is its description (the tooltip).
    let button = |i: u8, testid: &'static str, icon: &'static str, label: Text, hint: Text, on: bool, click| {
        html! {
            <button data-testid={testid} class="control tool" style={slot(i)} disabled={!on}
                title={t(hint)} onclick={click}>
                <span class="tool-icon" aria-hidden="true">{ icon }</span><span>{ t(label) }</span>
            </button>
        }
    };
    let undo = send(ui, Box::new(|| SessionAction::Undo.into()));
    let redo = send(ui, Box::new(|| SessionAction::Redo.into()));
    let hint_label = if bar.hint_pending { Text::Thinking } else { Text::HintButton };
    let hint = tools.on_hint.reform(|_: MouseEvent| ());
    html! {
        <>
            { button(0, "undo", "↶", Text::Undo, Text::UndoHint, bar.can_undo, undo) }
            { button(1, "redo", "↷", Text::Redo, Text::RedoHint, bar.can_redo, redo) }
            { button(2, "hint", "★", hint_label, Text::HintHint, bar.can_hint && !bar.hint_pending, hint) }
            <button data-testid="menu" class={classes!("control", "tool", bar.unsaved.then_some("unsaved"))}
                style={slot(3)} title={t(Text::Menu)} aria-expanded={flag(open)}
                onclick={send(ui, Box::new(move || ViewAction::Menu(!open).into()))}>
                <span class="tool-icon" aria-hidden="true">{ "☰" }</span><span>{ t(Text::Menu) }</span>
            </button>
            if open {
                { view_menu(bar, tools, practise, lang, ui) }
            } else if bar.unsaved {
                <div data-testid="unsaved" class="unsaved-dot" title={t(Text::NotSaved)}
                    style={place(Rect::new(f.right() - 14.0, f.y - 4.0, 12.0, 12.0))}></div>
            }
        </>
    }
}

/// The open menu, below the row: the game's name and seed, the list of games, export,
/// import, the language, and whether saved games are kept.
fn view_menu(bar: &Toolbar, tools: &Tools, practise: Option<Callback<MouseEvent>>, lang: Lang, ui: &UiContext) -> Html {
    let t = |text: Text| i18n::text(lang, text);
    let f = bar.frame;
    let close_on_escape = {
        let ui = ui.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() == "Escape" {
                ui.dispatch.dispatch(ViewAction::Menu(false).into());
            }
        })
    };
    // A choice in the menu closes it.
    let item = |testid: &'static str, label: Text, hint: Text, then: Callback<MouseEvent>| {
        let ui = ui.clone();
        let onclick = Callback::from(move |event: MouseEvent| {
            ui.dispatch.dispatch(ViewAction::Menu(false).into());
            then.emit(event);
        });
        html! {
            <button type="button" data-testid={testid} class="control menu-item" title={t(hint)} {onclick}>
                { t(label) }
            </button>
        }
    };
    let [name, subtitle] = i18n::game_title(lang, bar.variant, bar.seed);
    let menu_at = place(Rect::new(f.x, f.bottom() + GAP, f.w.max(4.0 * TOOL), 0.0));
    let games = send(ui, Box::new(|| SessionAction::PlayAgain.into()));
    html! {
        // A small dialog: focus goes in and stays in until it closes (static/boot.js);
        // Escape closes it.
        <div data-testid="game-menu" class="game-menu" role="dialog" aria-label={t(Text::Menu)}
            style={format!("{menu_at}height:auto;")} onkeydown={close_on_escape}>
            <div class="menu-title"><strong>{ name }</strong><span>{ subtitle }</span></div>
            if bar.unsaved {
                <div data-testid="unsaved" class="unsaved">{ t(Text::NotSaved) }</div>
            }
            { item("games", Text::Games, Text::GamesHint, games) }
            { item("open-log", Text::GameLog, Text::GameLogHint, send(ui, Box::new(|| ViewAction::Log(true).into()))) }
            { item("export", Text::Export, Text::ExportHint, tools.on_export.reform(|_: MouseEvent| ())) }
            { item("import", Text::Import, Text::ImportHint, tools.on_import.reform(|_: MouseEvent| ())) }
            // Once the game was reviewed and a person went wrong (a game not over too).
            { for practise.map(|practise| item("menu-practise", Text::Practise, Text::Practise, practise)) }
            <div class="menu-row">{ view_language_switch(lang, ui) }</div>
            if let Some(kept) = bar.kept {
                <p data-testid="storage-kept" data-kept={flag(kept)} class="menu-note">
                    { t(if kept { Text::StorageKept } else { Text::StorageMayBeCleared }) }
                </p>
            }
        </div>
    }
}
