//! Reviewing a game: every position of its played record, the one shown, and what the
//! computer's search saw at each position as it arrives from the worker, one at a time.
//!
//! The analysis is [`crate::ai::analysis`]'s, position by position ([`crate::ai::review`]):
//! the page asks for the first position not yet seen, and judges a move as soon as both its
//! position and the next are known.

use std::borrow::Cow;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::ai::analysis::{self, MoveReview, Seen, Summary, Verdict};
use crate::rules::{Action, GameState, Player, Record, RecordedAction};
use crate::ui::state::part::{Ctx, Effect, Effects, Part};
use crate::ui::state::view::Screen;

/// An earlier review as saved with its game: the record reviewed, what was seen at each of its
/// positions, and the playouts per position it was made with.
pub type Saved = (Record, Vec<Option<Seen<RecordedAction>>>, u32);

/// A review as stored (`patchwork:review:ID`): the record's text, the playouts per position, and
/// what was seen at each position (`null` where nothing was). The summary is not stored: it
/// follows from what was seen, the same in every version.
#[derive(Serialize, Deserialize)]
struct Stored<'s> {
    record: String,
    iterations: u32,
    seen: Cow<'s, [Option<Seen<RecordedAction>>]>,
}

/// A saved review, made with `iterations` playouts per position, as one JSON text.
#[must_use]
pub fn saved_json(record: &Record, seen: &[Option<Seen<RecordedAction>>], iterations: u32) -> String {
    let stored = Stored { record: record.to_json(), iterations, seen: Cow::Borrowed(seen) };
    serde_json::to_string(&stored)
        .unwrap_or_else(|_| unreachable!("a review holds nothing but strings, integers and finite numbers"))
}

/// Each player's summary of a saved review, once it judged every move of its record.
#[must_use]
pub fn saved_summary(saved: &Saved) -> Option<[Summary; 2]> {
    Review::of(&saved.0, Some(saved))?.summary()
}

/// Which of the two moves the quilt shows at a move the computer would not have played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Compare {
    /// The move made and the better move.
    #[default]
    Both,
    /// The move made only.
    Made,
    /// The better move only.
    Better,
}

/// Reads what [`saved_json`] wrote, at whatever depth; `None` for anything else (a damaged
/// review is simply done again).
#[must_use]
pub fn read_saved(text: &str) -> Option<Saved> {
    let stored: Stored<'_> = crate::util::from_json(text).ok()?;
    Some((Record::from_json(&stored.record).ok()?, stored.seen.into_owned(), stored.iterations))
}

/// A game under review.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    /// Every position: the start, then after each action.
    pub states: Rc<Vec<GameState>>,
    /// The actions played.
    pub actions: Rc<Vec<Action>>,
    /// What the search saw at each position (`None`: not yet, or the game is over there).
    pub seen: Rc<Vec<Option<Seen>>>,
    /// The position shown: after this many actions.
    pub at: usize,
    /// The request in flight: its id and the position asked about.
    pub asked: Option<(u32, usize)>,
    /// Why the worker could not analyse, once it failed.
    pub failed: Option<String>,
    /// Which moves the quilt shows where a better one was.
    pub compare: Compare,
    /// Playouts per position: those of the review it goes on with, else [`analysis::ITERATIONS`]
    /// (a review saved by an earlier version keeps its depth, so its verdicts stay as they were).
    pub iterations: u32,
}

/// What happens to a review.
#[derive(Debug, Clone, PartialEq)]
pub enum ReviewAction {
    /// Review the game shown, with what an earlier review of it saw (as saved; positions
    /// that no longer match are looked at again).
    Open(Option<Rc<Saved>>),
    /// Show the position after this many actions.
    Show(usize),
    /// Show the move made, the better one or both.
    Compare(Compare),
    /// The worker was asked about a position.
    Asked {
        /// The request's id.
        id: u32,
        /// The position.
        index: usize,
    },
    /// The worker answered.
    Heard {
        /// The request's id.
        id: u32,
        /// The position.
        index: usize,
        /// What it saw there (`None` once over), or why it could not look.
        seen: Result<Option<Seen<RecordedAction>>, String>,
    },
    /// Back to the game.
    Close,
    /// Start a new game from the position shown, saved under this id.
    PlayOn(Rc<str>),
}

impl Review {
    /// The review of `record` (which the page played or checked, so it replays), showing its
    /// last position. `saved` is an earlier review's record and what it saw: the positions the
    /// two records share (and the moves played there) are not looked at again.
    #[must_use]
    pub fn of(record: &Record, saved: Option<&Saved>) -> Option<Review> {
        let (states, actions) = analysis::positions(record).ok()?;
        let end = actions.len();
        let (before, restored) = saved.map_or((&[][..], &[][..]), |(r, seen, _)| (r.actions(), &seen[..]));
        let same = before.iter().zip(record.actions()).take_while(|(a, b)| a == b).count();
        // Position i is the same after the same first i actions, and its verdict needs the
        // same move played there (unless there is none).
        let usable = |i: usize| i < same || (i == same && i == end && before.len() >= i);
        let seen = states
            .iter()
            .enumerate()
            .map(|(i, state)| {
                let seen = restored.get(i).cloned().flatten().filter(|_| usable(i));
                seen.and_then(|seen| seen.resolve(state).ok())
            })
            .collect();
        Some(Review {
            at: actions.len(),
            states: Rc::new(states),
            actions: Rc::new(actions),
            seen: Rc::new(seen),
            asked: None,
            failed: None,
            compare: Compare::Both,
            iterations: saved.map_or(analysis::ITERATIONS, |saved| saved.2),
        })
    }

    /// How many actions the game has.
    #[must_use]
    pub fn end(&self) -> usize {
        self.actions.len()
    }

    /// Who played action `index`.
    #[must_use]
    pub fn mover(&self, index: usize) -> Option<Player> {
        self.states.get(index)?.to_move()
    }

    /// Whether position `index` is looked at (the positions where the game is over need no look).
    fn known(&self, index: usize) -> bool {
        self.seen[index].is_some() || self.states[index].outcome().is_some()
    }

    /// The first position the search has still to look at.
    #[must_use]
    pub fn next_to_see(&self) -> Option<usize> {
        (0..self.states.len()).find(|&i| !self.known(i))
    }

    /// Positions looked at and positions in all.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        let total = self.states.len();
        ((0..total).filter(|&i| self.known(i)).count(), total)
    }

    /// The review of action `index`, once both its position and the next are looked at.
    #[must_use]
    pub fn judged(&self, index: usize) -> Option<MoveReview> {
        let here = self.seen.get(index)?.as_ref()?;
        if !self.known(index + 1) {
            return None;
        }
        let (mover, next) = (self.mover(index)?, &self.states[index + 1]);
        Some(analysis::judge(index, mover, self.actions[index], here, next, self.seen[index + 1].as_ref()))
    }

    /// The move shown when the computer prefers another: its review.
    #[must_use]
    pub fn mistaken(&self) -> Option<MoveReview> {
        self.judged(self.at.checked_sub(1)?).filter(|m| m.verdict != Verdict::Best && m.best != self.actions[m.index])
    }

    /// The position on the board: before the move shown when the computer prefers another
    /// (both are drawn on it), else after it.
    #[must_use]
    pub fn board(&self) -> usize {
        self.at - usize::from(self.mistaken().is_some())
    }

    /// Each player's summary, once every move is judged.
    #[must_use]
    pub fn summary(&self) -> Option<[Summary; 2]> {
        let moves: Option<Vec<MoveReview>> = self.moves().into_iter().collect();
        moves.map(|moves| analysis::summary(&moves))
    }

    /// Every action's review, as far as known.
    #[must_use]
    pub fn moves(&self) -> Vec<Option<MoveReview>> {
        (0..self.end()).map(|i| self.judged(i)).collect()
    }

    /// What has been seen, as saved with the game.
    #[must_use]
    pub fn recorded(&self) -> Vec<Option<Seen<RecordedAction>>> {
        self.seen.iter().map(|seen| seen.map(|seen| seen.recorded())).collect()
    }

    /// The review after stepping or hearing from the worker; `false` when nothing changed.
    /// (Opening, closing and playing on are the part's: they change the game shown.)
    pub fn update(&mut self, action: &ReviewAction) -> bool {
        match *action {
            ReviewAction::Show(at) if at <= self.end() && at != self.at => self.at = at,
            ReviewAction::Compare(compare) if compare != self.compare => self.compare = compare,
            ReviewAction::Asked { id, index } => self.asked = Some((id, index)),
            ReviewAction::Heard { id, index, ref seen } if self.asked == Some((id, index)) => {
                self.asked = None;
                match seen {
                    Ok(seen) => {
                        let resolved = seen.as_ref().map(|seen| seen.resolve(&self.states[index]));
                        match resolved.transpose() {
                            Ok(seen) => Rc::make_mut(&mut self.seen)[index] = seen,
                            Err(_) => self.failed = Some(format!("an illegal move at position {index}")),
                        }
                        // A position where the game is over needs no look; anything else the
                        // worker calls over is a fault.
                        if self.seen[index].is_none() && !self.known(index) {
                            self.failed.get_or_insert_with(|| format!("no answer for position {index}"));
                        }
                    }
                    Err(why) => self.failed = Some(why.clone()),
                }
            }
            _ => return false,
        }
        true
    }
}

impl Part for Option<Review> {
    type Action = ReviewAction;

    /// Opens a review of the game shown (a new screen), steps through its positions (shown as
    /// the game), hears the worker, and closes back to the game or plays on from the position
    /// shown as a new game.
    fn reduce(&mut self, action: ReviewAction, ctx: &Ctx<'_>) -> Effects {
        if let ReviewAction::Open(saved) = action {
            let record = ctx.session.saved(0.0).played_record();
            let Some(review) = Review::of(&record, saved.as_deref()) else { return Effects::Unchanged };
            *self = Some(review);
            return Effects::then(Effect::Screen(Screen::Review));
        }
        let Some(review) = self.as_mut() else { return Effects::Unchanged };
        match action {
            ReviewAction::Close => {
                let end = review.end();
                let game = Rc::new(review.states[end].clone());
                *self = None;
                Effects::Changed(vec![Effect::Position(end, game), Effect::Screen(Screen::Playing)])
            }
            ReviewAction::PlayOn(id) => {
                let (at, game) = (review.at, review.states[review.at].clone());
                let mut saved = ctx.session.saved(0.0);
                saved.record.truncate(at);
                (saved.id, saved.played) = (id.to_string(), at);
                Effects::then(Effect::Open { saved: Box::new(saved), game: Box::new(game) })
            }
            action => {
                if !review.update(&action) {
                    return Effects::Unchanged;
                }
                let at = review.board();
                if ctx.session.played == at {
                    return Effects::CHANGED;
                }
                Effects::then(Effect::Position(at, Rc::new(review.states[at].clone())))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::random;
    use crate::rules::Variant;

    #[test]
    fn positions_are_asked_in_order_and_moves_judged_as_answers_arrive() {
        let record = random::random_game(Variant::Express, 4);
        let mut review = Review::of(&record, None).expect("a random game replays");
        let end = review.end();
        assert_eq!((review.at, review.progress()), (end, (1, end + 1)), "only the end is known");
        assert!(review.moves().iter().all(Option::is_none));
        assert!(!review.update(&ReviewAction::Show(end + 1)));
        assert!(review.update(&ReviewAction::Show(3)));
        let mut id = 0;
        while let Some(index) = review.next_to_see() {
            id += 1;
            review.update(&ReviewAction::Asked { id, index });
            // A stale answer is ignored.
            assert!(!review.update(&ReviewAction::Heard { id: id + 100, index, seen: Ok(None) }));
            let (states, actions) = (&review.states, &review.actions);
            let seen = analysis::see(&states[index], index, actions.get(index).copied(), 200, 1);
            let heard = ReviewAction::Heard { id, index, seen: Ok(seen.map(|s| s.recorded())) };
            assert!(review.update(&heard));
            if index > 0 {
                assert!(review.judged(index - 1).is_some(), "move {} is judged once {index} is seen", index - 1);
            }
        }
        assert_eq!(review.progress(), (end + 1, end + 1));
        assert_eq!(review.failed, None);
        let full = analysis::analyse(&record, 200, 1, |_, _| {}).unwrap();
        let moves: Vec<MoveReview> = review.moves().into_iter().map(Option::unwrap).collect();
        assert_eq!(moves, full.moves, "the same as the whole analysis at once");
        // Saved and opened again: nothing left to see.
        let text = saved_json(&record, &review.recorded(), review.iterations);
        let saved = read_saved(&text).expect("reads back");
        // From the saved analysis, the same figures (the losses kept to four places).
        let figures = |s: Option<[Summary; 2]>| {
            s.map(|s| s.map(|s| (s.moves, s.accurate, s.mistakes, s.blunders, s.swing.map(|(i, _)| i))))
        };
        assert_eq!(figures(saved_summary(&saved)), figures(review.summary()));
        assert_eq!(review.summary(), Some(analysis::summary(&full.moves)));
        let again = Review::of(&record, Some(&saved)).unwrap();
        assert_eq!(again.next_to_see(), None);
        assert_eq!(again.moves().len(), review.moves().len());
        for (a, b) in again.moves().into_iter().zip(review.moves()) {
            let (a, b) = (a.unwrap(), b.unwrap());
            assert!((a.after - b.after).abs() < 1e-4 && a.verdict == b.verdict && a.best == b.best);
        }
        // The first moves of the game: everything is known already.
        let mut shorter = record.clone();
        shorter.truncate(5);
        assert_eq!(Review::of(&shorter, Some(&saved)).unwrap().next_to_see(), None);
        // Another move at 5: positions 0 to 4 are kept, the move at 4 is judged again from 5.
        let mut other = shorter.clone();
        let state = &review.states[5];
        let different = state.legal_actions().into_iter().find(|&a| a != review.actions[5]).expect("a choice");
        other.push(RecordedAction::from_action(different));
        let partial = Review::of(&other, Some(&saved)).unwrap();
        assert_eq!(partial.next_to_see(), Some(5));
        assert!(partial.seen[..5].iter().all(Option::is_some));
        // Anything else is not a saved review.
        assert_eq!(read_saved("{}"), None);
        assert_eq!(read_saved("[1,"), None);
    }

    #[test]
    fn a_failing_worker_is_remembered() {
        let record = random::random_game(Variant::ClassicRevised, 1);
        let mut review = Review::of(&record, None).unwrap();
        review.update(&ReviewAction::Asked { id: 1, index: 0 });
        assert!(review.update(&ReviewAction::Heard { id: 1, index: 0, seen: Err("stopped".into()) }));
        assert_eq!(review.failed.as_deref(), Some("stopped"));
        review.update(&ReviewAction::Asked { id: 2, index: 1 });
        review.update(&ReviewAction::Heard { id: 2, index: 1, seen: Ok(None) });
        assert_eq!(review.seen[1], None);
    }
}
