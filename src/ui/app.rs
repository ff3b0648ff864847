//! The one top-level component: the page's state, its effects as named hooks, and the screen
//! they show: the new-game screen or the table of a game.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::components::{
    view_fork_choice, view_game_screen, view_icon_symbols, view_new_game, view_notice, HowTo, NewGameArgs, Tools,
};
use crate::ui::hooks::{
    use_address, use_autosave, use_computer, use_files, use_fit, use_keep_storage, use_keys, use_link, use_page,
    use_prefs, use_puzzles, use_table, use_toasts, Files,
};
use crate::ui::i18n;
use crate::ui::layout::theme;
use crate::ui::state::{Screen, Settings};
use crate::ui::UiContext;

/// The game to show.
#[derive(Properties, PartialEq, Default)]
pub struct AppProps {
    /// The game and seed; `None` reads them from the address (`?seed=…&game=…&board=…`) and
    /// shows the new-game screen when it gives no seed.
    #[prop_or_default]
    pub settings: Option<Settings>,
}

/// The whole page.
#[function_component(App)]
pub fn app(props: &AppProps) -> Html {
    let from_address = props.settings.is_none();
    let page = use_page(props.settings);
    let address_lang = use_memo((), |()| from_address && crate::ui::browser::window::address().lang.is_some());
    use_prefs(page.prefs, *address_lang);
    let session = &page.session;
    // A puzzle's position is no game of the address: a reload shows the new-game screen.
    let screen = if page.puzzle.is_some() { Screen::NewGame } else { page.view.screen };
    use_address(from_address, screen, session.settings(), session.names.clone(), session.id.clone());
    use_keys(page.dispatcher());
    use_link(from_address, page.dispatcher());
    use_autosave(&page);
    use_puzzles(&page);
    use_keep_storage(page.dispatcher());
    use_toasts(page.dispatcher(), page.feedback.next_toast);
    let Files { picker, on_import, on_export, ondragover, ondrop } = use_files(&page);
    let on_hint = use_computer(&page);
    let table = use_table(&page);
    use_fit();

    let svg = use_node_ref();
    let ui = UiContext { dispatch: page.dispatcher(), svg: svg.clone() };
    let lang = page.prefs.lang;
    let express = page.form.choices.variant == Variant::Express;
    let how_to = page.view.how_to.then(|| html! { <HowTo {lang} {express} /> });
    let notice = page.feedback.notice.as_ref().map(|words| view_notice(&i18n::notice(lang, words), lang, &ui));
    let fork = page.fork.as_ref().map(|fork| view_fork_choice(fork, lang, &ui));
    // `--u` is one SVG unit of the table in CSS pixels (set by the table); outside it (the
    // new-game screen, dialogs) the controls' sizes count in plain pixels.
    let outer = format!("position:fixed;inset:0;overflow:hidden;background:{};--u:1px", theme::BACKGROUND);
    // The notice comes first on the new-game screen, after the table in a game.
    let screen = match page.view.screen {
        Screen::NewGame => html! {
            <>
                { notice.unwrap_or_default() }
                { view_new_game(&NewGameArgs { form: page.form.choices.clone(), saves: page.form.saves.clone(), puzzles: page.form.puzzles.clone(), on_import }, lang, &ui) }
                { how_to.unwrap_or_default() }
                { picker }
            </>
        },
        Screen::Playing | Screen::Review => html! {
            <>
                { view_game_screen(&page, &table, &Tools { svg, on_hint, on_export, on_import }, lang, &ui) }
                { notice.unwrap_or_default() }
                { fork.unwrap_or_default() }
                { picker }
                { how_to.unwrap_or_default() }
            </>
        },
    };
    html! {
        <ContextProvider<UiContext> context={ui}>
            // The page's one landmark: everything a reader meets is inside it.
            <main data-testid="app" class="app" style={outer} {ondragover} {ondrop}>
                <style>{ theme::HTML_STYLE }</style>
                { screen }
                // Last, so that the first <svg> on the page is still the board.
                { view_icon_symbols() }
            </main>
        </ContextProvider<UiContext>>
    }
}
