//! What the page says to the players: refusals, the advance button, event toasts and the end.
//! The engine's variants carry the facts; the wording lives here. Pure, so tested natively.

use crate::rules::{Event, IllegalAction, Orientation, Outcome, Player};

/// The two players' names, seat 1 first.
pub type Names = [String; 2];

/// A player's name.
#[must_use]
pub fn name(names: &Names, player: Player) -> &str {
    &names[player.index()]
}

/// Why an action was refused, said to the player who tried it.
#[must_use]
pub fn refusal(reason: IllegalAction) -> String {
    match reason {
        IllegalAction::GameOver => "The game is over.".to_owned(),
        IllegalAction::LeatherPending => "Place your leather patch first.".to_owned(),
        IllegalAction::NoLeatherPending => "There is no leather patch to place.".to_owned(),
        IllegalAction::DiscardNotAllowed => "Leather patches can only be put aside in Patchwork Express.".to_owned(),
        IllegalAction::NotOffered { .. } => "Choose one of the three patches after the spool.".to_owned(),
        IllegalAction::CannotAfford { cost, buttons, .. } => {
            format!("You have {}; this patch costs {cost}.", count(u32::from(buttons), "button", "buttons"))
        }
        IllegalAction::OffQuilt => "The patch must lie entirely on your quilt.".to_owned(),
        IllegalAction::NotAnOrientation { .. } => "That is not the shape of this patch.".to_owned(),
        IllegalAction::Overlaps => "That square is already covered.".to_owned(),
    }
}

/// Why an offered patch cannot be taken, as the short `data-reason` of its card.
#[must_use]
pub fn reason_code(reason: IllegalAction) -> &'static str {
    match reason {
        IllegalAction::CannotAfford { .. } => "afford",
        _ => "fit",
    }
}

/// `1 button`, `4 buttons`.
#[must_use]
pub fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The advance button's words: what it gives.
#[must_use]
pub fn advance_label(gain: u8) -> String {
    let n = u32::from(gain);
    format!("Move {}, take {}", count(n, "space", "spaces"), count(n, "button", "buttons"))
}

/// How a held patch lies, e.g. `turned 90°, mirrored`.
#[must_use]
pub fn orientation_words(orientation: Orientation) -> String {
    let turned = match orientation.rotation() {
        0 => "upright".to_owned(),
        r => format!("turned {}°", u32::from(r) * 90),
    };
    if orientation.is_mirrored() {
        format!("{turned}, mirrored")
    } else {
        turned
    }
}

/// The kind of toast (`data-event`) and its words for an event worth showing, if it is one.
#[must_use]
pub fn toast(event: &Event, names: &Names) -> Option<(&'static str, String)> {
    Some(match *event {
        Event::IncomePaid { player, buttons, .. } => {
            ("income", format!("{}: income, +{}", name(names, player), count(u32::from(buttons), "button", "buttons")))
        }
        Event::LeatherPatchWon { player, .. } => ("leather", format!("{} wins a leather patch", name(names, player))),
        Event::BonusTileWon { player } => ("bonus", format!("{} takes the 7×7 bonus tile: +7", name(names, player))),
        Event::BluePatchesJoined => ("blue-patches", "The blue patches join the circle".to_owned()),
        Event::PlayerFinished { player } => ("finished", format!("{} reaches the last space", name(names, player))),
        _ => return None,
    })
}

/// One line telling what an action did, for the live region.
#[must_use]
pub fn summary(events: &[Event], names: &Names) -> String {
    let mut parts = Vec::new();
    for event in events {
        let text = match *event {
            Event::ButtonsEarned { player, buttons } => format!(
                "{} moves ahead and takes {}.",
                name(names, player),
                count(u32::from(buttons), "button", "buttons")
            ),
            Event::PatchTaken { player, patch, cost, .. } => {
                format!(
                    "{} sews on patch {} for {}.",
                    name(names, player),
                    patch,
                    count(u32::from(cost), "button", "buttons")
                )
            }
            Event::LeatherPatchPlaced { player, cell } => {
                format!(
                    "{} sews on a leather patch at row {}, column {}.",
                    name(names, player),
                    cell.row() + 1,
                    cell.col() + 1
                )
            }
            Event::LeatherPatchDiscarded { player } => format!("{} puts the leather patch aside.", name(names, player)),
            Event::LeatherPatchLost { player } => {
                format!("{}'s quilt is full: the leather patch is lost.", name(names, player))
            }
            _ => match toast(event, names) {
                Some((_, text)) => format!("{text}."),
                None => continue,
            },
        };
        parts.push(text);
    }
    parts.join(" ")
}

/// A hint in words, e.g. `take patch c17` or `advance`.
#[must_use]
pub fn hint(action: &crate::rules::Action) -> String {
    use crate::rules::Action;
    match *action {
        Action::Advance => "move ahead and take buttons.".to_owned(),
        Action::TakePatch { patch, .. } => format!("sew patch {patch} where the outline shows."),
        Action::PlaceLeather { cell } => {
            format!("sew the leather patch at row {}, column {}.", cell.row() + 1, cell.col() + 1)
        }
        Action::DiscardLeather => "put the leather patch aside.".to_owned(),
    }
}

/// The end: who won and, when the scores were equal, why.
#[must_use]
pub fn result(outcome: &Outcome, names: &Names) -> (String, Option<String>) {
    let winner = name(names, outcome.winner);
    let tie = outcome
        .by_tie_break
        .then(|| format!("The scores are equal; {winner} reached the last space first and wins the tie-break."));
    (format!("{winner} wins!"), tie)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{ByPlayer, PatchId, Score};

    fn names() -> Names {
        ["Ada".to_owned(), "Bob".to_owned()]
    }

    #[test]
    fn refusals_are_plain_sentences() {
        let patch = PatchId::from_label("c01").expect("a patch");
        let afford = IllegalAction::CannotAfford { patch, cost: 5, player: Player::One, buttons: 3 };
        assert_eq!(refusal(afford), "You have 3 buttons; this patch costs 5.");
        let one = IllegalAction::CannotAfford { patch, cost: 2, player: Player::One, buttons: 1 };
        assert_eq!(refusal(one), "You have 1 button; this patch costs 2.");
        assert_eq!(refusal(IllegalAction::Overlaps), "That square is already covered.");
        assert_eq!(refusal(IllegalAction::OffQuilt), "The patch must lie entirely on your quilt.");
        assert_eq!(reason_code(afford), "afford");
        assert_eq!(reason_code(IllegalAction::Overlaps), "fit");
    }

    #[test]
    fn the_advance_button_says_what_it_gives() {
        assert_eq!(advance_label(4), "Move 4 spaces, take 4 buttons");
        assert_eq!(advance_label(1), "Move 1 space, take 1 button");
    }

    #[test]
    fn orientations_have_names() {
        assert_eq!(orientation_words(Orientation::IDENTITY), "upright");
        assert_eq!(orientation_words(Orientation::new(1, false)), "turned 90°");
        assert_eq!(orientation_words(Orientation::new(3, true)), "turned 270°, mirrored");
        // All 8 differ.
        let mut all: Vec<String> = Orientation::ALL.iter().map(|&o| orientation_words(o)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), 8);
    }

    #[test]
    fn events_become_toasts_and_a_summary() {
        let n = names();
        let income = Event::IncomePaid { player: Player::Two, space: 5, buttons: 3 };
        assert_eq!(toast(&income, &n), Some(("income", "Bob: income, +3 buttons".to_owned())));
        assert_eq!(toast(&Event::BonusTileWon { player: Player::One }, &n).map(|t| t.0), Some("bonus"));
        assert_eq!(toast(&Event::BluePatchesJoined, &n).map(|t| t.0), Some("blue-patches"));
        assert_eq!(toast(&Event::PlayerFinished { player: Player::One }, &n).map(|t| t.0), Some("finished"));
        let moved = Event::TimeTokenMoved { player: Player::One, from: 0, to: 1 };
        assert_eq!(toast(&moved, &n), None);
        let events = [Event::ButtonsEarned { player: Player::One, buttons: 1 }, moved];
        assert_eq!(summary(&events, &n), "Ada moves ahead and takes 1 button.");
    }

    #[test]
    fn a_tie_break_is_explained() {
        let s = Score { buttons: 10, bonus: 0, empty: 2 };
        let outcome = Outcome::decide(ByPlayer([s, s]), Player::Two);
        let (winner, tie) = result(&outcome, &names());
        assert_eq!(winner, "Bob wins!");
        assert!(tie.expect("a tie").contains("first"));
        let other = Outcome::decide(ByPlayer([Score { buttons: 11, ..s }, s]), Player::Two);
        assert_eq!(result(&other, &names()).1, None);
    }
}
