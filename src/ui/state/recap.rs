//! The turn's recap: every action since the person whose turn it is last acted, each with what
//! it did (buttons, time, where it went, income, leather patches, the bonus), so that the page
//! can tell and show what the other side did while the person was away from the table.
//!
//! Worked out from the session alone (its record, who made each action and who sits where), so
//! that it reads the same after a computer's turn, a hot-seat turn or a link's opening.

use crate::rules::{Bitboard, Event, GameState, Player, RecordedAction};
use crate::ui::state::saves::Seat;
use crate::ui::state::session::Session;

/// The kind of a recapped action, as `data-kind` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecapKind {
    /// Advanced past the opponent (action A).
    Advance,
    /// Took a patch and sewed it on (action B).
    Take,
    /// Sewed on a leather patch.
    Leather,
    /// Express: put a leather patch aside.
    Discard,
}

impl RecapKind {
    /// The word of `data-kind`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            RecapKind::Advance => "advance",
            RecapKind::Take => "take",
            RecapKind::Leather => "leather",
            RecapKind::Discard => "discard",
        }
    }
}

/// One action of the recap and everything it did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecapItem {
    /// Its place in the record (0-based).
    pub index: usize,
    /// Who made it.
    pub player: Player,
    /// What kind of action.
    pub kind: RecapKind,
    /// Spaces the token moved.
    pub spaces: u8,
    /// The squares sewn on (a patch or a leather patch), on `player`'s quilt.
    pub squares: Bitboard,
    /// What the engine said it did, in order (buttons earned, the patch taken, income, …).
    pub events: Vec<Event>,
}

/// The person the recap speaks to: the player to move when a person sits there; at the end of
/// the game, the person who did not make the last action. `None` when no person waits.
#[must_use]
pub fn viewer(session: &Session) -> Option<Player> {
    let person = |p: Player| session.seat(p) == Seat::Person;
    match session.game.to_move() {
        Some(p) => person(p).then_some(p),
        None => {
            let last = session.movers.last().copied()?;
            let other = last.opponent();
            if person(other) {
                Some(other)
            } else {
                None
            }
        }
    }
}

/// Every action since `viewer` last acted (or since the start), with what each did.
#[must_use]
pub fn since_last_turn(session: &Session, viewer: Player) -> Vec<RecapItem> {
    let played = session.played.min(session.movers.len());
    let start = session.movers[..played].iter().rposition(|&p| p == viewer).map_or(0, |i| i + 1);
    items(session, start)
}

/// Every action played so far, first to last: the game's log.
#[must_use]
pub fn all(session: &Session) -> Vec<RecapItem> {
    items(session, 0)
}

/// The actions played from index `start` on, with what each did.
fn items(session: &Session, start: usize) -> Vec<RecapItem> {
    let played = session.played.min(session.movers.len());
    let actions = &session.record.actions()[..played.min(session.record.actions().len())];
    let mut game = GameState::new(session.record.setup());
    for recorded in actions.iter().take(start) {
        let Ok(()) = recorded.resolve(&game).and_then(|action| game.play_quiet(action)) else { return Vec::new() };
    }
    let mut items = Vec::new();
    for (index, recorded) in actions.iter().enumerate().skip(start) {
        let Some(player) = game.to_move() else { break };
        let before = game.position(player);
        let Ok(events) = recorded.resolve(&game).and_then(|action| game.play(action)) else { break };
        let (kind, squares) = match recorded {
            RecordedAction::Advance => (RecapKind::Advance, Bitboard::EMPTY),
            RecordedAction::DiscardLeather => (RecapKind::Discard, Bitboard::EMPTY),
            RecordedAction::Take { .. } => (RecapKind::Take, sewn(&events)),
            RecordedAction::Leather { .. } => (RecapKind::Leather, sewn(&events)),
        };
        let spaces = game.position(player) - before;
        items.push(RecapItem { index, player, kind, spaces, squares, events });
    }
    items
}

/// The recap the page shows now: for the person to move (or who waits at the end), the actions
/// since they last acted; empty when no person waits or nothing happened since.
#[must_use]
pub fn of_session(session: &Session) -> Vec<RecapItem> {
    viewer(session).map_or_else(Vec::new, |viewer| since_last_turn(session, viewer))
}

/// The last action's walk along the time board, when it moved its player's token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// Whose token.
    pub player: Player,
    /// The space it left.
    pub from: u8,
    /// The buttons paid on the way, each with the space they come from: a button a space from
    /// the space landed on (an advance), an income from its mark.
    pub paid: Vec<(u8, u8)>,
}

/// The last action's walk, when it moved its player's token.
#[must_use]
pub fn last_walk(session: &Session) -> Option<Walk> {
    let item = items(session, session.played.checked_sub(1)?).pop()?;
    let to = session.game.position(item.player);
    let mut paid = Vec::new();
    for event in &item.events {
        match *event {
            Event::ButtonsEarned { buttons, .. } => paid.push((to, buttons)),
            Event::IncomePaid { space, buttons, .. } if buttons > 0 => paid.push((space, buttons)),
            _ => {}
        }
    }
    (item.spaces > 0).then(|| Walk { player: item.player, from: to - item.spaces, paid })
}

/// The squares an action's events sewed on.
fn sewn(events: &[Event]) -> Bitboard {
    events
        .iter()
        .find_map(|event| match *event {
            Event::PatchTaken { squares, .. } => Some(squares),
            Event::LeatherPatchPlaced { cell, .. } => Some(Bitboard::cell(cell)),
            _ => None,
        })
        .unwrap_or(Bitboard::EMPTY)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::rules::{Action, Variant};

    fn session(seed: u64, seats: [Seat; 2]) -> Session {
        let (saved, game) = Session::dealt(Variant::ClassicRevised, seed, ["A".into(), "B".into()], seats, "g");
        Session::opened(saved, game)
    }

    fn take(s: &Session) -> Action {
        s.game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. })).expect("a patch to take")
    }

    #[test]
    fn nothing_to_tell_at_the_start() {
        let s = session(3, [Seat::Person; 2]);
        assert_eq!(viewer(&s), Some(Player::One));
        assert!(of_session(&s).is_empty());
    }

    #[test]
    fn hot_seat_tells_the_other_players_actions_since_my_last_one() {
        let mut s = session(7, [Seat::Person; 2]);
        s.apply(Action::Advance).expect("legal");
        // Player 2 is behind: every action of theirs until player 1 moves again is told.
        let mut theirs = Vec::new();
        while s.game.to_move() == Some(Player::Two) {
            let action = if theirs.is_empty() { take(&s) } else { Action::Advance };
            theirs.push(s.played);
            s.apply(action).expect("legal");
        }
        let recap = of_session(&s);
        assert_eq!(recap.iter().map(|i| i.index).collect::<Vec<_>>(), theirs);
        assert!(recap.iter().all(|i| i.player == Player::Two));
        assert_eq!(recap[0].kind, RecapKind::Take);
        assert!(!recap[0].squares.is_empty());
        assert!(recap[0].events.iter().any(|e| matches!(e, Event::PatchTaken { .. })));
        // Player 2's own view, had it been their turn, would start after their last action.
        assert!(since_last_turn(&s, Player::Two).is_empty());
    }

    #[test]
    fn every_action_of_a_computers_turn_is_in_order_with_its_effects() {
        let mut s = session(11, [Seat::Person, Seat::Computer(Level::Greedy)]);
        s.apply(Action::Advance).expect("legal");
        let mut expected = Vec::new();
        while s.game.to_move() == Some(Player::Two) {
            let mut copy = (*s.game).clone();
            let events = copy.play(Action::Advance).expect("legal");
            expected.push((s.played, events));
            s.apply(Action::Advance).expect("legal");
        }
        let recap = of_session(&s);
        assert_eq!(recap.len(), expected.len());
        for (item, (index, events)) in recap.iter().zip(expected) {
            assert_eq!((item.index, item.kind, &item.events), (index, RecapKind::Advance, &events));
            assert!(item.spaces > 0);
        }
        // While the computer is to move, no person waits.
        let mut waiting = session(11, [Seat::Person, Seat::Computer(Level::Greedy)]);
        waiting.apply(Action::Advance).expect("legal");
        assert_eq!(viewer(&waiting), None);
    }

    #[test]
    fn at_the_end_the_person_who_did_not_move_last_is_told() {
        let mut s = session(5, [Seat::Person, Seat::Computer(Level::Greedy)]);
        while !s.game.is_over() {
            let action = if s.game.pending_leather() > 0 { s.game.legal_actions()[0] } else { Action::Advance };
            s.apply(action).expect("legal");
        }
        let last = *s.movers.last().expect("moves were made");
        let told = viewer(&s);
        if last == Player::Two {
            assert_eq!(told, Some(Player::One));
            assert!(!of_session(&s).is_empty());
        } else {
            assert_eq!(told, None);
        }
    }

    #[test]
    fn the_last_walk_is_the_last_movers_token_from_the_space_it_left() {
        let mut s = session(7, [Seat::Person; 2]);
        assert_eq!(last_walk(&s), None);
        s.apply(Action::Advance).expect("legal");
        let walk = |s: &Session| last_walk(s).map(|w| (w.player, w.from));
        assert_eq!((walk(&s), s.game.position(Player::One)), (Some((Player::One, 0)), 1));
        // A button for the one space, from the space landed on.
        assert_eq!(last_walk(&s).map(|w| w.paid), Some(vec![(1, 1)]));
        let before = s.game.position(Player::Two);
        s.apply(take(&s)).expect("legal");
        assert_eq!(walk(&s), Some((Player::Two, before)));
        assert!(s.game.position(Player::Two) > before);
    }

    #[test]
    fn the_last_walk_says_which_buttons_were_paid_from_where() {
        // A whole game, a patch taken whenever one can be: every action's buttons are the ones
        // its walk says were paid, and each income comes from a mark it crossed.
        let mut s = session(7, [Seat::Person; 2]);
        let mut incomes = 0;
        while let Some(player) = s.game.to_move() {
            let (at, buttons) = (s.game.position(player), i64::from(s.game.buttons(player)));
            let action = s.game.legal_actions().into_iter().max_by_key(|a| matches!(a, Action::TakePatch { .. }));
            let action = action.expect("a legal action");
            let price = match action {
                Action::TakePatch { patch, .. } => i64::from(patch.patch().cost),
                _ => 0,
            };
            s.apply(action).expect("legal");
            let to = s.game.position(player);
            let paid = last_walk(&s).map(|w| w.paid).unwrap_or_default();
            let total: i64 = paid.iter().map(|p| i64::from(p.1)).sum();
            assert_eq!(total, i64::from(s.game.buttons(player)) - buttons + price, "{action:?}");
            for (space, _) in paid {
                let advance = action == Action::Advance && space == to;
                assert!(advance || (s.game.rules().is_income_mark(space) && at < space && space <= to));
                incomes += usize::from(!advance);
            }
        }
        assert!(incomes > 5, "{incomes} incomes paid");
    }

    #[test]
    fn the_log_is_every_action_played_and_follows_undo() {
        let mut s = session(7, [Seat::Person; 2]);
        let mut kinds = Vec::new();
        for turn in 0..5 {
            let take = s.game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. }));
            let action = take.filter(|_| turn % 2 == 0).unwrap_or(Action::Advance);
            kinds.push(if action == Action::Advance { RecapKind::Advance } else { RecapKind::Take });
            s.apply(action).expect("legal");
        }
        let log = all(&s);
        assert_eq!(log.iter().map(|i| i.index).collect::<Vec<_>>(), (0..5).collect::<Vec<_>>());
        assert_eq!(log.iter().map(|i| i.player).collect::<Vec<_>>(), s.movers[..5].to_vec());
        assert_eq!(log.iter().map(|i| i.kind).collect::<Vec<_>>(), kinds);
        assert!(log.iter().all(|i| (i.kind == RecapKind::Take) != i.squares.is_empty()));
        s.played = 3;
        assert_eq!(all(&s).len(), 3);
    }
}
