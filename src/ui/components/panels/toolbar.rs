//! The game's own controls, apart from the turn's, in a row where the title was: undo, redo, a
//! hint, and a menu with the game's name and seed, the list of games, export, import, the
//! language and "how to play". The same for both players, never turned. HTML laid over the
//! SVG like the turn's controls.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::components::{how_to_open, HowToOpenProps};
use crate::ui::components::{language_switch, place};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::{Rect, TOOL};
use crate::ui::state::{PageAction, SessionAction, ViewAction};
use crate::ui::{Lang, UiContext};

/// What the toolbar can do now.
pub struct ToolbarProps {
    /// Whether there is an action to take back.
    pub can_undo: bool,
    /// Whether there is an action to play again.
    pub can_redo: bool,
    /// Whether the game is not being saved (the browser refused).
    pub unsaved: bool,
    /// Whether a person may ask for a hint now.
    pub can_hint: bool,
    /// Whether the computer is thinking about a hint.
    pub hint_pending: bool,
    /// Asks the computer for the Hard move.
    pub on_hint: Callback<()>,
    /// Downloads the game as a record file.
    pub on_export: Callback<()>,
    /// Opens the file picker to import a game.
    pub on_import: Callback<()>,
    /// Where the row goes.
    pub frame: Rect,
    /// The game, for the menu's heading.
    pub variant: Variant,
    /// Its seed, when it was dealt from one.
    pub seed: Option<u64>,
    /// Whether the browser keeps saved games for good, once it has said.
    pub kept: Option<bool>,
    /// Whether the menu is open.
    pub open: bool,
}

/// Gap between the buttons of the row.
const GAP: f64 = 6.0;

/// Four buttons in a row; the last opens the menu below it.
pub fn toolbar(props: &ToolbarProps, lang: Lang, ui: &UiContext) -> Html {
    let open = props.open;
    let t = |text: Text| i18n::text(lang, text);
    let send = |action: PageAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(action.clone()))
    };
    let f = props.frame;
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
    let toggle = send(PageAction::from(ViewAction::Menu(!open)));
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
    let [name, subtitle] = i18n::game_title(lang, props.variant, props.seed);
    let menu_at = place(Rect::new(f.x, f.bottom() + GAP, f.w.max(4.0 * TOOL), 0.0));
    html! {
        <>
            { button(0, "undo", "↶", Text::Undo, Text::UndoHint, props.can_undo, send(PageAction::from(SessionAction::Undo))) }
            { button(1, "redo", "↷", Text::Redo, Text::RedoHint, props.can_redo, send(PageAction::from(SessionAction::Redo))) }
            { button(2, "hint", "★", if props.hint_pending { Text::Thinking } else { Text::HintButton }, Text::HintHint,
                props.can_hint && !props.hint_pending, props.on_hint.reform(|_: MouseEvent| ())) }
            <button data-testid="menu" class={classes!("control", "tool", props.unsaved.then_some("unsaved"))}
                style={slot(3)} title={t(Text::Menu)} aria-expanded={open.to_string()}
                onclick={toggle}>
                <span class="tool-icon" aria-hidden="true">{ "☰" }</span><span>{ t(Text::Menu) }</span>
            </button>
            if open {
                // A small dialog: focus goes in and stays in until it closes (static/boot.js);
                // Escape closes it.
                <div data-testid="game-menu" class="game-menu" role="dialog" aria-label={t(Text::Menu)}
                    style={format!("{menu_at}height:auto;")} onkeydown={close_on_escape}>
                    <div class="menu-title"><strong>{ name }</strong><span>{ subtitle }</span></div>
                    if props.unsaved {
                        <div data-testid="unsaved" class="unsaved">{ t(Text::NotSaved) }</div>
                    }
                    { item("games", Text::Games, Text::GamesHint, send(PageAction::from(SessionAction::PlayAgain))) }
                    { item("export", Text::Export, Text::ExportHint, props.on_export.reform(|_: MouseEvent| ())) }
                    { item("import", Text::Import, Text::ImportHint, props.on_import.reform(|_: MouseEvent| ())) }
                    <div class="menu-row">{ language_switch(lang, ui) }{ how_to_open(&HowToOpenProps { short: true }, lang, ui) }</div>
                    if let Some(kept) = props.kept {
                        <p data-testid="storage-kept" data-kept={kept.to_string()} class="menu-note">
                            { t(if kept { Text::StorageKept } else { Text::StorageMayBeCleared }) }
                        </p>
                    }
                </div>
            } else if props.unsaved {
                <div data-testid="unsaved" class="unsaved-dot" title={t(Text::NotSaved)}
                    style={place(Rect::new(f.right() - 14.0, f.y - 4.0, 12.0, 12.0))}></div>
            }
        </>
    }
}
