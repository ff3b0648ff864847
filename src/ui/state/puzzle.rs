//! Practising one's mistakes: from a review, each mistake and blunder of a person becomes a
//! puzzle — the position before it, "find a better move" — kept in the browser ([`KEY`]) and
//! offered on the new-game screen, the unsolved ones newest first.
//!
//! An answer is played on the board with the usual controls and judged by the engine: the
//! review's better move solves the puzzle, the move made does not, and any other move is
//! searched where it leads, as the review searched the position after the move made; it solves
//! the puzzle when the mover's chance there beats the one after the move made by the verdict's
//! threshold ([`analysis::solves`]). After [`TRIES`] answers that do not, the computer's move
//! is shown.

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use crate::ai::analysis::{self, MoveReview, Verdict};
use crate::rules::{Action, GameState, Player, Record, RecordedAction};
use crate::ui::i18n::{Names, Say};
use crate::ui::state::part::{Ctx, Effect, Effects, Part};
use crate::ui::state::review::{Review, ReviewAction, Saved};
use crate::ui::state::view::Screen;
use crate::ui::state::{ComputerAction, PageAction, PageState, SessionAction};

/// Where the puzzles are kept: one JSON array of [`Puzzle`]s, oldest first (as they were made).
pub const KEY: &str = "patchwork:puzzles";

/// Answers that do not solve a puzzle before the computer's move is shown.
pub const TRIES: u8 = 2;

/// The id the position of a puzzle is shown under: it is never saved.
pub const ID: &str = "puzzle";

/// A position where a person made a mistake or a blunder. Kept as an array of its fields in
/// their order here (`Kept`: a list of many puzzles, each a record of a game, is kept short).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "Kept", into = "Kept")]
pub struct Puzzle {
    /// The game up to the position, as a `patchwork-record/1` text.
    pub record: String,
    /// The players' names, seat 1 first.
    pub names: Names,
    /// The move made there.
    pub made: RecordedAction,
    /// The review's better move.
    pub better: RecordedAction,
    /// The mover's chance to win after the move made, as the review saw it (four places).
    pub after: f32,
    /// Whether the move made was a blunder (else a mistake).
    pub blunder: bool,
    /// The review's playouts per position: an answer is searched with as many.
    pub iterations: u32,
    /// Whether it was solved once.
    pub solved: bool,
}

/// A [`Puzzle`] as kept: its fields in order.
#[derive(Serialize, Deserialize)]
struct Kept(
    String,
    Names,
    RecordedAction,
    RecordedAction,
    #[serde(with = "analysis::four_places_share")] f32,
    bool,
    u32,
    bool,
);

impl From<Kept> for Puzzle {
    fn from(Kept(record, names, made, better, after, blunder, iterations, solved): Kept) -> Puzzle {
        Puzzle { record, names, made, better, after, blunder, iterations, solved }
    }
}

impl From<Puzzle> for Kept {
    fn from(p: Puzzle) -> Kept {
        Kept(p.record, p.names, p.made, p.better, p.after, p.blunder, p.iterations, p.solved)
    }
}

impl Puzzle {
    /// Whether `self` and `other` ask about the same move at the same position.
    #[must_use]
    pub fn same(&self, other: &Puzzle) -> bool {
        self.record == other.record && self.made == other.made
    }
}

/// The puzzles of a reviewed game, in the order of its moves: every mistake and blunder played
/// by a seat for which `person` is true, with the game's `names`.
#[must_use]
pub fn of_review(review: &Review, record: &Record, names: &Names, person: [bool; 2]) -> Vec<Puzzle> {
    wrong(review, person)
        .map(|m| {
            let mut before = record.clone();
            before.truncate(m.index);
            Puzzle {
                record: before.to_json(),
                names: names.clone(),
                made: RecordedAction::from_action(review.actions[m.index]),
                better: RecordedAction::from_action(m.best),
                after: m.after,
                blunder: m.verdict == Verdict::Blunder,
                iterations: review.iterations,
                solved: false,
            }
        })
        .collect()
}

/// The mistakes and blunders of `review` played by a seat for which `person` is true, where the
/// review names a better move.
fn wrong(review: &Review, person: [bool; 2]) -> impl Iterator<Item = MoveReview> + '_ {
    let moves = review.moves();
    moves
        .into_iter()
        .flatten()
        .filter(move |m| m.verdict.wrong() && person[m.player.index()] && m.best != review.actions[m.index])
}

/// The puzzles of a saved review that judged every move of its game (see [`of_review`]).
#[must_use]
pub fn of_saved(saved: &Saved, names: &Names, person: [bool; 2]) -> Vec<Puzzle> {
    match Review::of(&saved.0, Some(saved)) {
        Some(review) if review.next_to_see().is_none() => of_review(&review, &saved.0, names, person),
        _ => Vec::new(),
    }
}

/// `kept` and the `new` puzzles it does not hold yet, oldest first.
#[must_use]
pub fn merged(mut kept: Vec<Puzzle>, new: Vec<Puzzle>) -> Vec<Puzzle> {
    for puzzle in new {
        if !kept.iter().any(|k| k.same(&puzzle)) {
            kept.push(puzzle);
        }
    }
    kept
}

/// The puzzles kept in `text`; none for anything that is not a list of them (a damaged list
/// is started afresh).
#[must_use]
pub fn read(text: &str) -> Vec<Puzzle> {
    crate::util::from_json(text).unwrap_or_default()
}

/// `puzzles` as kept.
#[must_use]
pub fn written(puzzles: &[Puzzle]) -> String {
    serde_json::to_string(puzzles).unwrap_or_else(|_| unreachable!("a puzzle holds strings, numbers and flags"))
}

/// The unsolved puzzles, newest first.
pub fn unsolved(puzzles: &[Puzzle]) -> impl Iterator<Item = &Puzzle> {
    puzzles.iter().rev().filter(|p| !p.solved)
}

/// Where an attempt at a puzzle stands.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Attempt {
    /// The person is to find a move.
    Trying,
    /// An answer is played; the engine is asked about it (request `asked`, once sent).
    Checking {
        /// The worker's request.
        asked: Option<u32>,
    },
    /// The last answer did not solve it.
    Wrong,
    /// Solved.
    Solved,
    /// The computer's move is shown, after [`TRIES`] answers that did not solve it.
    Shown,
}

/// The puzzle being solved.
#[derive(Debug, Clone, PartialEq)]
pub struct Solving {
    /// The puzzle as kept.
    pub puzzle: Rc<Puzzle>,
    /// The game up to the position.
    pub record: Rc<Record>,
    /// The position.
    pub start: Rc<GameState>,
    /// Who is to move there.
    pub mover: Player,
    /// The move made there.
    pub made: Action,
    /// The review's better move.
    pub better: Action,
    /// Spaces the better move moves the mover's token.
    pub spaces: u8,
    /// Answers that did not solve it.
    pub tries: u8,
    /// Where it stands.
    pub attempt: Attempt,
}

impl Solving {
    /// The puzzle ready to be solved; `None` for one whose position or moves do not replay.
    #[must_use]
    pub fn of(puzzle: Rc<Puzzle>) -> Option<Solving> {
        let record = Record::from_json(&puzzle.record).ok()?;
        let start = record.replay().ok()?;
        let mover = start.to_move()?;
        let (made, better) = (puzzle.made.resolve(&start).ok()?, puzzle.better.resolve(&start).ok()?);
        let mut after = start.clone();
        after.play_quiet(better).ok()?;
        let spaces = after.position(mover) - start.position(mover);
        Some(Solving {
            puzzle,
            record: Rc::new(record),
            start: Rc::new(start),
            mover,
            made,
            better,
            spaces,
            tries: 0,
            attempt: Attempt::Trying,
        })
    }

    /// How many actions lead to the position.
    #[must_use]
    pub fn index(&self) -> usize {
        self.record.actions().len()
    }

    /// The person played `answer`: solved, not, or to be searched where it led.
    pub fn answered(&mut self, answer: Action) {
        self.attempt = if answer == self.better {
            Attempt::Solved
        } else if answer == self.made {
            return self.wrong();
        } else {
            Attempt::Checking { asked: None }
        };
    }

    /// An answer that did not solve it: the computer's move is shown after [`TRIES`].
    fn wrong(&mut self) {
        self.tries += 1;
        self.attempt = if self.tries >= TRIES { Attempt::Shown } else { Attempt::Wrong };
    }

    /// The engine saw `next_chance` (its mover's; `None` once over) at `next`, where the answer
    /// led.
    pub fn judged(&mut self, next: &GameState, next_chance: Option<f32>) {
        let puzzle = &self.puzzle;
        if analysis::solves(puzzle.blunder, puzzle.after, self.mover, next, next_chance) {
            self.attempt = Attempt::Solved;
        } else {
            self.wrong();
        }
    }

    /// The computer's move in words, once shown (the bar says how the attempt stands).
    #[must_use]
    pub fn answer(&self) -> Say {
        Say::Better { action: self.better, spaces: self.spaces }
    }

    /// Whether the person may play now.
    #[must_use]
    pub fn open(&self) -> bool {
        self.attempt == Attempt::Trying
    }
}

/// What happens to a puzzle.
#[derive(Debug, Clone, PartialEq)]
pub enum PuzzleAction {
    /// Show this puzzle.
    Open(Rc<Puzzle>),
    /// The engine was asked about the answer (request `id`).
    Asked(u32),
    /// The engine answered request `id`: its chance at the position the answer led to (`None`
    /// once over), or why it could not.
    Heard {
        /// The request.
        id: u32,
        /// The chance, or why not.
        chance: Result<Option<f32>, String>,
    },
    /// Back to the position, for another answer.
    Retry,
    /// Back to the new-game screen.
    Leave,
    /// Keep these puzzles of a reviewed game (a person's mistakes and blunders, [`of_saved`])
    /// and show the first.
    Practise(Rc<Vec<Puzzle>>),
}

impl Part for Option<Solving> {
    type Action = PuzzleAction;

    /// Opens a puzzle (a position of its own, never saved), hears the engine on an answer, sets
    /// the position up again for another answer, or leaves.
    fn reduce(&mut self, action: PuzzleAction, ctx: &Ctx<'_>) -> Effects {
        if let PuzzleAction::Open(puzzle) = action {
            return Effects::then(Effect::Puzzle(puzzle));
        }
        // (Practising is the page's: it reads the review and keeps the puzzles.)
        let Some(solving) = self.as_mut() else { return Effects::Unchanged };
        match action {
            PuzzleAction::Asked(id) => match &mut solving.attempt {
                Attempt::Checking { asked, .. } if asked.is_none() => *asked = Some(id),
                _ => return Effects::Unchanged,
            },
            PuzzleAction::Heard { id, chance } => {
                if !matches!(solving.attempt, Attempt::Checking { asked: Some(asked), .. } if asked == id) {
                    return Effects::Unchanged;
                }
                match chance {
                    Ok(chance) => solving.judged(ctx.game(), chance),
                    // The engine could not say: the answer is not counted.
                    Err(_) => solving.attempt = Attempt::Wrong,
                }
            }
            PuzzleAction::Retry if solving.attempt == Attempt::Wrong => {
                solving.attempt = Attempt::Trying;
                return Effects::Changed(vec![
                    Effect::Position(solving.index(), Rc::clone(&solving.start)),
                    Effect::Say(vec![Say::Turn(solving.mover)]),
                ]);
            }
            // (The new-game screen ends the puzzle: see `PageState::carry`.)
            PuzzleAction::Leave => return Effects::then(Effect::Screen(Screen::NewGame)),
            PuzzleAction::Open(_) | PuzzleAction::Retry | PuzzleAction::Practise(_) => return Effects::Unchanged,
        }
        Effects::Changed(match solving.attempt {
            Attempt::Shown => {
                vec![Effect::Position(solving.index(), Rc::clone(&solving.start)), Effect::Say(vec![solving.answer()])]
            }
            _ => Vec::new(),
        })
    }
}

impl PageState {
    /// The puzzles of a reviewed game kept (each once), and the first of them shown.
    pub(super) fn practise(&mut self, new: &[Puzzle]) -> Effects {
        let Some(first) = new.first().cloned() else { return Effects::Unchanged };
        self.form.puzzles = Rc::new(merged((*self.form.puzzles).clone(), new.to_vec()));
        // As kept: an earlier practice may have solved it.
        let first = self.form.puzzles.iter().find(|p| p.same(&first)).cloned().unwrap_or(first);
        Effects::then(Effect::Puzzle(Rc::new(first)))
    }

    /// A puzzle just solved is kept as solved.
    pub(super) fn keep_solved(&mut self) {
        let Some(solving) = self.puzzle.as_ref().filter(|s| s.attempt == Attempt::Solved) else { return };
        let Some(i) = self.form.puzzles.iter().position(|p| p.same(&solving.puzzle) && !p.solved) else { return };
        Rc::make_mut(&mut self.form.puzzles)[i].solved = true;
    }
}

/// What `action` becomes while `solving` is shown, or `None` where it must not happen: the
/// engine's answer about the person's answer is the puzzle's; a move only while the puzzle
/// waits for one; no undo, redo, hint or review (the puzzle's own buttons take the position
/// back).
#[must_use]
pub fn route(solving: &Solving, action: PageAction) -> Option<PageAction> {
    match action {
        PageAction::Review(ReviewAction::Heard { id, seen, .. }) => {
            let chance = seen.map(|seen| seen.map(|seen| seen.chance));
            Some(PuzzleAction::Heard { id, chance }.into())
        }
        PageAction::Session(SessionAction::Undo | SessionAction::Redo)
        | PageAction::Computer(ComputerAction::HintAsked(_))
        | PageAction::Review(_) => None,
        action if action.is_a_move() && !solving.open() => None,
        action => Some(action),
    }
}

#[cfg(test)]
#[path = "puzzle_tests.rs"]
mod tests;
