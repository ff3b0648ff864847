//! The game's own controls, apart from the turn's: undo and redo, export and import, and the
//! way back to the list of games. HTML laid over the SVG like the turn's controls.

use yew::prelude::*;

use crate::ui::components::place;
use crate::ui::geometry::Rect;
use crate::ui::play::PageAction;
use crate::ui::words::{self, Text};
use crate::ui::{use_lang, UiContext};

/// What the toolbar can do now.
#[derive(Properties, PartialEq)]
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
    /// Where it goes.
    pub frame: Rect,
}

/// Two rows of three buttons.
#[function_component(Toolbar)]
pub fn toolbar(props: &ToolbarProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let lang = use_lang();
    let t = |text: Text| words::text(lang, text);
    let send = |action: PageAction| {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(action.clone()))
    };
    let f = props.frame;
    let slot = |i: u8| {
        let (w, h) = ((f.w - 16.0) / 3.0, (f.h - 8.0) / 2.0);
        let (col, row) = (f64::from(i % 3), f64::from(i / 3));
        place(Rect::new(f.x + col * (w + 8.0), f.y + row * (h + 8.0), w, h))
    };
    let button = |i: u8,
                  testid: &'static str,
                  (icon, label): (&'static str, Text),
                  hint: Text,
                  on: bool,
                  click: Callback<MouseEvent>| {
        html! {
            <button data-testid={testid} class="control tool" style={slot(i)} disabled={!on}
                title={t(hint)} aria-label={t(hint)} onclick={click}>
                <span class="tool-icon" aria-hidden="true">{ icon }</span><span>{ t(label) }</span>
            </button>
        }
    };
    let export = props.on_export.reform(|_: MouseEvent| ());
    let import = props.on_import.reform(|_: MouseEvent| ());
    html! {
        <>
            { button(0, "undo", ("↶", Text::Undo), Text::UndoHint, props.can_undo, send(PageAction::Undo)) }
            { button(1, "redo", ("↷", Text::Redo), Text::RedoHint, props.can_redo,
                send(PageAction::Redo)) }
            { button(2, "hint", ("💡", if props.hint_pending { Text::Thinking } else { Text::HintButton }),
                Text::HintHint, props.can_hint && !props.hint_pending,
                props.on_hint.reform(|_: MouseEvent| ())) }
            { button(3, "games", ("☰", Text::Games), Text::GamesHint, true,
                send(PageAction::PlayAgain)) }
            { button(4, "export", ("⤓", Text::Export), Text::ExportHint, true, export) }
            { button(5, "import", ("⤒", Text::Import), Text::ImportHint,
                true, import) }
            if props.unsaved {
                <div data-testid="unsaved" class="unsaved" title={t(Text::NotSaved)}
                    style={place(Rect::new(f.x, f.y - 26.0, f.w, 22.0))}>
                    { t(Text::NotSaved) }
                </div>
            }
        </>
    }
}
