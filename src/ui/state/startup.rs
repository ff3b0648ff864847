//! The first page: what the browser holds as the page starts ([`Startup`]), and the page it
//! makes ([`PageState::first`]). Read from the browser by `ui::hooks::use_page`.

use std::rc::Rc;

use crate::ai::Level;
use crate::rules::{GameState, Player};
use crate::ui::i18n::{Lang, Notice};
use crate::ui::layout::Format;
use crate::ui::state::address::{Address, Settings};
use crate::ui::state::form::NewGameForm;
use crate::ui::state::link::{LinkAction, LinkArrival};
use crate::ui::state::prefs::PrefsAction;
use crate::ui::state::puzzle::Puzzle;
use crate::ui::state::saves::{SaveSummary, SavedGame, Seat, Unopenable};
use crate::ui::state::PageState;

/// What the page finds as it starts, read from the browser.
#[derive(Debug, Clone)]
pub struct Startup {
    /// What the address says (nothing, when the embedding chose the game).
    pub address: Address,
    /// The game the embedding chose instead of the address, if it did.
    pub settings: Option<Settings>,
    /// The saved game the address names, opened; `None` when there is none.
    pub opened: Option<Result<(SavedGame, GameState), Unopenable>>,
    /// The window's format.
    pub format: Format,
    /// The language to speak.
    pub lang: Lang,
    /// Whether player 2's side faces them.
    pub face: bool,
    /// The saved games, newest first.
    pub saves: Rc<Vec<SaveSummary>>,
    /// The puzzles kept.
    pub puzzles: Rc<Vec<Puzzle>>,
    /// An id for a game dealt from the address's seed without one.
    pub fresh_id: String,
    /// A game link in the address's fragment, met with the saved games.
    pub link: Option<LinkArrival>,
}

impl PageState {
    /// The first page: the saved game the address names, else a game from the settings (the
    /// embedding's, else the address's) when they give a seed, else the new-game screen; in
    /// the language and facing found.
    #[must_use]
    pub fn first(startup: Startup) -> PageState {
        let Startup { address, settings, opened, format, lang, face, saves, puzzles, fresh_id, link } = startup;
        let settings = settings.unwrap_or(address.settings);
        let [one, two] = address.names;
        let names = [one.unwrap_or_else(|| "Player 1".to_owned()), two.unwrap_or_else(|| "Player 2".to_owned())];
        // Who plays: for a visitor who has never played, a person against the computer at Easy;
        // for one who has, the seats of their newest game.
        let seats = saves.first().map_or([Seat::Person, Seat::Computer(Level::Easy)], |last| last.seats);
        let choices = NewGameForm { variant: settings.variant, names: names.clone(), starter: Player::One, seats };
        let mut page = match (opened, settings.seed) {
            (Some(Ok((saved, game))), _) => PageState::opened(saved, game, format),
            (Some(Err(problem)), _) => {
                let mut page = PageState::new_game(format, choices);
                page.feedback.notice = Some(Notice::SaveUnopenable(problem));
                page
            }
            (None, Some(seed)) => {
                let mut page = PageState::with_names(settings, seed, format, names);
                page.session.id = address.id.unwrap_or(fresh_id).into();
                page
            }
            (None, None) => PageState::new_game(format, choices),
        };
        page.form.saves = saves;
        page.form.puzzles = puzzles;
        page.prefs.face = face;
        let page = Rc::new(page).reduced(PrefsAction::SetLang(lang));
        let page = match link {
            Some(link) => page.reduced(LinkAction::Arrived(Rc::new(link))),
            None => page,
        };
        Rc::unwrap_or_clone(page)
    }
}
