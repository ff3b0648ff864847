//! The table's own effects and what it keeps between drawings: its layout, the link to send
//! in a game by link, and the focus after a move.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::Player;
use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::layout::Layout;
use crate::ui::state::{link, PageState, Screen};

/// What the table keeps between drawings.
pub struct Table {
    /// Where everything goes, for the window's format and the game.
    pub layout: Rc<Layout>,
    /// By link: the link that sends the game as played so far.
    pub url: Rc<Option<Rc<str>>>,
}

/// The table's layout and link, each made again only when what it depends on changes; and
/// after a move, the focus on the next turn's first choice.
#[hook]
pub fn use_table(page: &PageState) -> Table {
    let session = &page.session;
    // After a move focus would fall to the page's body (the held patch is gone): it goes to
    // the next turn's first choice instead, a takeable patch or else the advance button.
    // (Not when the table first shows: nothing was played yet. Nor while the computer or a
    // friend by link is to move: a card focused then is taken from under the focus or made
    // unfocusable, each a forced layout and a blur drawn again mid-turn; the person's turn
    // focuses its own first choice.)
    let shown_at = use_mut_ref(|| session.played);
    let off = page.hands_off();
    use_effect_on((session.played, page.view.screen), move |&(played, screen)| {
        if std::mem::replace(&mut *shown_at.borrow_mut(), played) == played || screen != Screen::Playing || off {
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
            if let Some(card) = next.as_ref().and_then(|e| e.dyn_ref::<web_sys::SvgElement>()) {
                let _ = card.focus();
            } else if let Some(button) = next.as_ref().and_then(|e| e.dyn_ref::<web_sys::HtmlElement>()) {
                let _ = button.focus();
            }
        }
    });
    let key = (session.record.clone(), session.played, session.names.clone(), session.by_link());
    let url = use_memo(key, |(record, played, names, by_link)| {
        // Only a game by link has one (and only then is the record copied).
        let mut record = by_link.then(|| (**record).clone())?;
        record.truncate(*played);
        let code = link::code_of(&record, names).ok()?;
        Some(Rc::<str>::from(window::link_to(&code)))
    });
    let game = &session.game;
    // Only the phone's table changes with the turn (the player to move has the large quilt,
    // but a friend by link never takes the phone's holder's place).
    let format = page.view.format;
    let mover = if format.phone() { session.front() } else { Player::One };
    let review = page.view.screen == Screen::Review;
    let key = (format, Layout::slots(game.rules()), game.rules().final_space, page.prefs.face, mover, review);
    let layout = use_memo(key, |&(format, slots, last, face, mover, review)| {
        Layout::table_or_review(format, slots, last, face, mover, review)
    });
    Table { layout, url }
}
