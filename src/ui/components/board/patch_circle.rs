//! The circle of patches around the time board, in buying order clockwise from the neutral
//! token; the (up to) three patches a player may choose from come first, along the top.

use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{offered_after, GameState, IllegalAction, PatchId};
use crate::ui::components::markup::raw;
use crate::ui::components::{view_neutral_token, view_patch_card, PatchCardArgs};
use crate::ui::i18n;
use crate::ui::layout::{Num, Ring};
use crate::ui::{Lang, UiContext};

/// The game and where the cards go.
pub struct PatchCircleArgs {
    /// The game shown.
    pub game: Rc<GameState>,
    /// Slot 0 for the neutral token, slot `i + 1` for `circle()[i]`.
    pub ring: Ring,
    /// The offered patch chosen (held, focused, under the mouse or pressed), whose followers
    /// are marked as the next offer.
    pub chosen: Option<PatchId>,
    /// The patch in the hand, lifted off its card: the card shows its drawing only faintly.
    pub held: Option<PatchId>,
}

/// Every patch of the circle on its card, and the neutral token.
pub fn view_patch_circle(args: &PatchCircleArgs, lang: Lang, ui: &UiContext) -> Html {
    let game = &args.game;
    let ring = &args.ring;
    let offered = game.offered();
    let next: Vec<PatchId> = args.chosen.map(|p| offered_after(game, p).collect()).unwrap_or_default();
    let cards = game.circle().iter().enumerate().map(|(position, &patch)| {
        let takeable = game.can_take(patch);
        let affordable = !matches!(takeable, Err(IllegalAction::CannotAfford { .. }));
        let is_offered = offered.contains(&patch);
        // Only an offered patch has a reason; the others are simply not on offer.
        let reason = match takeable {
            Err(reason) if is_offered && game.to_move().is_some() && game.pending_leather() == 0 => {
                Some(i18n::reason_code(reason))
            }
            _ => None,
        };
        let card = PatchCardArgs {
            patch,
            position,
            rect: ring.card_rect(position + 1),
            ring: ring.clone(),
            offered: is_offered,
            takeable: takeable.is_ok(),
            affordable,
            reason,
            playable: game.to_move().is_some(),
            next: next.iter().position(|&p| p == patch).map(|i| i + 1),
            lifted: args.held == Some(patch),
            then: if is_offered { i18n::offered_next_words(lang, offered_after(game, patch)) } else { String::new() },
        };
        view_patch_card(&card, lang, ui)
    });
    // The thread that runs through the circle, behind the cards.
    let n = ring.slots.len();
    let mut thread =
        String::from(r##"<path fill="none" stroke="#cdbb98" stroke-width="2" stroke-dasharray="5 4" d=""##);
    for i in 0..=n {
        let p = ring.slots[i % n];
        let _ = write!(thread, "{}{} {}", if i == 0 { "M" } else { " L" }, Num(p.x), Num(p.y));
    }
    thread.push_str(r#""/>"#);
    html! {
        <g data-testid="patch-circle" data-count={game.circle().len().to_string()}>
            { raw(thread) }
            { view_neutral_token(ring.card_rect(0)) }
            // A group of their own: among other children, Yew would match the cards by place,
            // not by their keys, and make every card again when one is taken. Each card slides
            // to its new place (table.css), so the circle closes its gap.
            <g class="cards">{ for cards }</g>
        </g>
    }
}
