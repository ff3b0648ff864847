//! The end of the game: both scores broken down, the winner, the tie-break when it decided,
//! and "play again".

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::{Outcome, Player};
use crate::ui::i18n::{self, Names, Text};
use crate::ui::layout::theme;
use crate::ui::state::{PageAction, SessionAction};
use crate::ui::{hooks::use_lang, UiContext};

/// The result.
#[derive(Properties, PartialEq)]
pub struct GameOverProps {
    /// The engine's outcome.
    pub outcome: Outcome,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// Where the card goes (a `style` with its place).
    pub style: String,
}

/// A card over the circle; the quilts stay visible beside it.
#[function_component(GameOver)]
pub fn game_over(props: &GameOverProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let lang = use_lang();
    let t = |text: Text| i18n::text(lang, text);
    let outcome = props.outcome;
    let (winner, tie) = i18n::result(lang, &outcome, &props.names);
    let rows = Player::BOTH.map(|player| {
        let s = outcome.scores[player];
        let n = player.number();
        html! {
            <tr data-testid={format!("final-{n}")} data-buttons={s.buttons.to_string()}
                data-bonus={s.bonus.to_string()} data-empty={s.empty.to_string()}
                data-score={s.total().to_string()}
                style={format!("border-left:8px solid {}", theme::player(player).main)}>
                <th scope="row">{ i18n::name(&props.names, player).to_owned() }</th>
                <td>{ s.buttons }</td>
                <td>{ format!("+{}", s.bonus) }</td>
                <td>{ i18n::penalty(s.empty) }</td>
                <td class="total">{ s.total() }</td>
            </tr>
        }
    });
    let onclick = {
        let ui = ui.clone();
        Callback::from(move |_: MouseEvent| ui.dispatch.dispatch(PageAction::from(SessionAction::PlayAgain)))
    };
    html! {
        <section data-testid="game-over" class="game-over" style={props.style.clone()} aria-live="polite">
            <h2 data-testid="winner" data-player={outcome.winner.number().to_string()}>{ winner }</h2>
            if let Some(tie) = tie {
                <p data-testid="tie-break">{ tie }</p>
            }
            <table>
                <thead><tr><th></th><th>{ t(Text::Buttons) }</th><th>{ t(Text::Bonus) }</th>
                    <th>{ t(Text::EmptySquares) }</th><th>{ t(Text::Score) }</th></tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <button data-testid="play-again" class="control start" {onclick}>{ t(Text::PlayAgain) }</button>
        </section>
    }
}
