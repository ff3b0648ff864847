//! The table of a game as the page draws it: see [`TableView`].

use std::rc::Rc;

use crate::rules::{
    tie_break, Action, Bitboard, ByPlayer, GameState, Outcome, PatchId, Player, Preview, Projection, Variant,
};
use crate::ui::i18n::{Names, Say};
use crate::ui::layout::{Controls, Format, HandleRoom, Layout, Point, QuiltGrid, Rect};

use super::glance;
use super::puzzle;
use super::{Compared, MovePreview, ProjectionDetails, PuzzleBar, ReviewPanel};
use crate::ui::state::recap::{self, RecapItem, Walk};
use crate::ui::state::{Grab, Held, LastMove, PageState, Screen, Seat, Toast};

/// What the table of a game shows and where, worked out from the page's state and the layout
/// at each drawing. The circle, the title and the time board are always drawn, where the
/// layout says; everything else is here.
#[derive(Debug, Clone, PartialEq)]
pub struct TableView {
    /// Where everything goes.
    pub layout: Rc<Layout>,
    /// The game shown (under review, the position looked at).
    pub game: Rc<GameState>,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// The game's save id (its review is saved beside it).
    pub id: Rc<str>,
    /// The game, for its title and `data-variant`.
    pub variant: Variant,
    /// Its seed, when it was dealt from one.
    pub seed: Option<u64>,
    /// The bonus tile beside the title, until someone wins it.
    pub bonus: Option<BonusPlace>,
    /// Each player's panel and quilt.
    pub sides: ByPlayer<PlayerSide>,
    /// The patch in hand, over the quilt of the player to move.
    pub held: Option<InHand>,
    /// A move shown but not played, on the quilt it goes on.
    pub ghost: Option<Ghost>,
    /// The turn's controls; like everything below but the review, only while the game is played.
    pub controls: Option<TurnControls>,
    /// The link to send, in the place of the controls of a friend who plays elsewhere.
    pub link: Option<LinkPlace>,
    /// The switch that turns player 2's side to face them.
    pub face: Option<FaceSwitch>,
    /// Undo, redo, the hint and the menu (in a puzzle, its bar instead).
    pub toolbar: Option<Toolbar>,
    /// The puzzle's bar, while a puzzle is shown.
    pub puzzle: Option<PuzzleBar>,
    /// How to take, turn and place a patch, over a person's quilt at their first turns.
    pub first_hint: Option<FirstHint>,
    /// A word in the advance button's place, or that button ringed.
    pub note: Option<Note>,
    /// The result of a finished game, or the button that shows it again.
    pub result: Option<ResultBox>,
    /// The review's panel and graph, on the review screen.
    pub review: Option<ReviewPanel>,
    /// What the other side did since the person to move last acted, in the place of rotate,
    /// mirror, place and cancel while nothing is held.
    pub recap: Option<Recap>,
    /// Every action so far, when the log is open.
    pub log: Option<Log>,
    /// What the move at hand will do (the advance, or the held patch where it lies), while a
    /// person is to move here.
    pub preview: Option<MovePreview>,
    /// The offered patch chosen (held, or focused, under the mouse or pressed): the circle
    /// marks the patches that would be offered after it.
    pub chosen: Option<PatchId>,
    /// A player's projection in detail, opened from their panel, while the game is played.
    pub details: Option<ProjectionDetails>,
    /// While the game is played, the last action's walk along the time board and the buttons
    /// it paid, which their token and their panel show.
    pub walk: Option<Walk>,
    /// The guided first game's card, while it is played.
    pub lesson: Option<super::LessonCard>,
}

/// The turn's recap and its place.
#[derive(Debug, Clone, PartialEq)]
pub struct Recap {
    /// The actions, first to last.
    pub items: Rc<[RecapItem]>,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// Its place.
    pub rect: Rect,
    /// Whether it is turned to face the player to move across the table.
    pub turned: bool,
    /// Whether it stands in the message's place too (on a phone, the panel's) and holds it.
    pub wide: bool,
    /// The action whose squares are shown, by its index in the record.
    pub shown: Option<usize>,
    /// How many actions were played (closing it closes the recap of this moment).
    pub played: usize,
}

/// The game's log.
#[derive(Debug, Clone, PartialEq)]
pub struct Log {
    /// Every action played, first to last.
    pub items: Rc<[RecapItem]>,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// The action whose squares are shown, by its index in the record.
    pub shown: Option<usize>,
}

/// The bonus tile of classic and its place.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BonusPlace {
    /// Side of the square of quilt to cover.
    pub square: u8,
    /// Points it is worth at the end.
    pub points: u8,
    /// Where it lies.
    pub rect: Rect,
}

/// One player's side of the table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlayerSide {
    /// Their panel.
    pub panel: Rect,
    /// Whether the turn's recap stands over their panel (on a phone): it is kept, unseen.
    pub covered: bool,
    /// Their quilt board.
    pub quilt: Rect,
    /// Whether both are drawn half a turn round, to face them across the table.
    pub turned: bool,
    /// How many leather patches they have put aside (Express).
    pub put_aside: usize,
    /// The squares of the patch they sewed on last, marked for the next player (the
    /// computer's stays marked until the person plays).
    pub last: Option<Bitboard>,
    /// The 7×7 square their last move covered whole, winning the bonus tile with it.
    pub won: Option<Bitboard>,
    /// The squares they sewed on in the actions of the turn's recap.
    pub recapped: Option<Bitboard>,
    /// The squares of the action chosen in the recap or the log, when it was theirs.
    pub shown: Option<Bitboard>,
    /// Their projected final score and the way ahead.
    pub projection: Projection,
    /// Whether they hold the tie-break (`None` until someone has reached the last space).
    pub tie: Option<bool>,
}

/// The patch in hand and the quilt it is held over.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct InHand {
    /// The piece, its orientation and anchor.
    pub held: Held,
    /// The pointer holding it, if any.
    pub grab: Option<Grab>,
    /// The grid of the quilt of the player to move (turned with it).
    pub grid: QuiltGrid,
    /// Where the turn handle may lie around that quilt.
    pub room: HandleRoom,
}

/// A move shown but not played: the squares a patch (or a leather patch) would cover.
#[derive(Debug, Clone, PartialEq)]
pub struct Ghost {
    /// The patch.
    pub patch: PatchId,
    /// Its squares, `(row, col)`.
    pub cells: Vec<(u8, u8)>,
    /// The quilt they lie on.
    pub grid: QuiltGrid,
    /// The computer's move travels from here to its squares (from its card, or from the time
    /// board for a leather patch); `None` for a hint, drawn dashed in place.
    pub from: Option<Point>,
}

/// What the turn's controls show and where.
#[derive(Debug, Clone, PartialEq)]
pub struct TurnControls {
    /// The game shown.
    pub game: Rc<GameState>,
    /// The names, seat 1 first.
    pub names: Rc<Names>,
    /// Where each control goes.
    pub places: Controls,
    /// Whether they are turned half a turn to face the player to move across the table.
    pub turned: bool,
    /// Whether the player to move plays elsewhere (a friend by link): only the banner and the
    /// message are drawn, the link takes the buttons' place.
    pub away: bool,
    /// Whether the computer has the turn: only the banner and the message are drawn (the note
    /// stands in the advance button's place).
    pub computer: bool,
    /// The held piece, if any.
    pub held: Option<Held>,
    /// The latest message, worded when drawn.
    pub message: Rc<[Say]>,
    /// Events still shown.
    pub toasts: Rc<Vec<Toast>>,
    /// Whether advancing may be played, and then the income it pays on the way.
    pub advance: Option<u16>,
}

/// Where the link to send goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LinkPlace {
    /// The turn's controls' place it takes.
    pub rect: Rect,
    /// Whether it is one row (a phone's row of buttons) rather than the link above the buttons.
    pub row: bool,
}

/// The switch that turns player 2's side to face them, and "how to play" beside it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FaceSwitch {
    /// Whether player 2's side faces them now.
    pub face: bool,
    /// Its place.
    pub rect: Rect,
    /// The place of the button that opens "how to play".
    pub help: Rect,
    /// Whether it is turned with the controls around it.
    pub turned: bool,
}

/// What the toolbar can do now, and where it goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Toolbar {
    /// The row of buttons.
    pub frame: Rect,
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
    /// The game, for the menu's heading.
    pub variant: Variant,
    /// Its seed, when it was dealt from one.
    pub seed: Option<u64>,
    /// Whether the browser keeps saved games for good, once it has said.
    pub kept: Option<bool>,
    /// Whether the menu is open.
    pub open: bool,
    /// Which seats people play (their mistakes, once the game is reviewed, become puzzles).
    pub people: [bool; 2],
}

/// The hint at a person's first turns.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FirstHint {
    /// Its place, over the quilt.
    pub rect: Rect,
    /// Whether that quilt is turned to face its player.
    pub turned: bool,
}

/// What lies in the advance button's place while the computer has the turn, or a hint on no quilt.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Note {
    /// The computer thinks about its move: a calm word and three dots.
    Thinking {
        /// The word.
        say: Say,
        /// Its place.
        rect: Rect,
        /// Whether it is turned with the computer's side, to face it across the table.
        turned: bool,
    },
    /// The computer's move that lies on no quilt (it moves ahead, or puts a leather patch
    /// aside), said while it is shown.
    Said {
        /// The words.
        say: Say,
        /// Their place.
        rect: Rect,
        /// Whether they are turned with the computer's side.
        turned: bool,
    },
    /// A hint that lies on no quilt: the advance button, ringed.
    HintRing {
        /// The ring.
        rect: Rect,
    },
}

/// The result of a finished game: shown, or closed to look at the quilts.
#[derive(Debug, Clone, PartialEq)]
pub enum ResultBox {
    /// The result panel.
    Shown {
        /// The engine's outcome.
        outcome: Outcome,
        /// Its place: as wide as the place, as high as its content needs, at most the place's height.
        rect: Rect,
        /// Facing across the table, the place of a second copy turned half a turn for player 2.
        turned: Option<Rect>,
        /// The game's save id (its review is saved beside it).
        id: Rc<str>,
        /// The one person at the table when the other seat is the computer.
        person: Option<Player>,
        /// Which seats people played.
        people: [bool; 2],
    },
    /// The button that shows it again.
    Closed {
        /// The button's place.
        button: Rect,
    },
}

impl TableView {
    /// The table for `page` laid out by `layout`.
    #[must_use]
    pub fn of(page: &PageState, layout: &Rc<Layout>) -> TableView {
        let session = &page.session;
        let game = &session.game;
        let reviewing = page.review.as_ref().filter(|_| page.view.screen == Screen::Review);
        let playing = reviewing.is_none();
        let last = session.last_move();
        let recap = playing.then(|| recap_of(page, layout)).flatten();
        let log = (page.view.log && playing).then(|| Log {
            items: recap::all(session).into(),
            names: Rc::clone(&session.names),
            shown: page.view.shown,
        });
        // The chosen action's squares, from the list it was chosen in.
        let chosen = page.view.shown.and_then(|index| {
            let items = recap.as_ref().map(|r| &r.items).or(log.as_ref().map(|l| &l.items))?;
            items.iter().find(|item| item.index == index).map(|item| (item.player, item.squares))
        });
        let covered = (layout.format == Format::Tall && recap.as_ref().is_some_and(|r| r.wide))
            .then_some(game.to_move())
            .flatten();
        let sides = ByPlayer::new_with(|player| {
            // Under review, only after the move shown (before it both moves are drawn).
            let last = last.filter(|m| m.player == player && reviewing.is_none_or(|r| r.board() == r.at));
            PlayerSide {
                panel: layout.panels[player],
                covered: covered == Some(player),
                quilt: layout.quilts[player],
                turned: layout.turned[player],
                put_aside: session.put_aside(player),
                last: last.map(|m| m.squares),
                won: last.and_then(|m| won_square(game, m)),
                recapped: recap.as_ref().map(|r| {
                    r.items.iter().filter(|i| i.player == player).fold(Bitboard::EMPTY, |all, i| all | i.squares)
                }),
                shown: chosen.filter(|&(p, _)| p == player).map(|(_, squares)| squares),
                projection: Projection::of(game, player),
                tie: tie_break(game).map(|first| first == player),
            }
        });
        let bonus = match (&game.rules().bonus_tile, game.bonus_holder()) {
            (Some(tile), None) => Some(BonusPlace { square: tile.square, points: tile.points, rect: layout.bonus }),
            _ => None,
        };
        let held = page.hand.held.zip(game.to_move()).map(|(held, player)| InHand {
            held,
            grab: page.hand.grab,
            grid: layout.quilt_grid(player, game.rules().quilt_size),
            room: HandleRoom { beside: layout.beside[player], page: Rect::new(0.0, 0.0, layout.view.w, layout.view.h) },
        });
        TableView {
            layout: Rc::clone(layout),
            game: Rc::clone(game),
            names: Rc::clone(&session.names),
            id: Rc::clone(&session.id),
            variant: session.settings().variant,
            seed: session.seed,
            bonus,
            sides,
            held,
            ghost: ghost(page, layout).filter(|_| playing),
            controls: playing.then(|| controls(page, layout)),
            link: link(page, layout).filter(|_| playing),
            face: playing.then(|| face(page, layout)),
            toolbar: (playing && page.puzzle.is_none()).then(|| toolbar(page, layout)),
            puzzle: PuzzleBar::of(page, layout),
            first_hint: first_hint(page, layout)
                .filter(|_| playing && page.puzzle.is_none() && session.lesson.is_none()),
            note: note(page, layout).filter(|_| playing),
            // A puzzle's answer that ends the game is judged in the puzzle's bar, not in a result.
            result: result(page, layout).filter(|_| playing && page.puzzle.is_none()),
            review: reviewing.map(|review| ReviewPanel {
                review: review.clone(),
                names: Rc::clone(&session.names),
                places: layout.review(),
                compared: Compared::of(review, layout),
            }),
            recap,
            log,
            preview: MovePreview::of(page, layout).filter(|_| playing),
            chosen: glance::chosen(page).filter(|_| playing),
            walk: if playing { recap::last_walk(session) } else { None },
            details: ProjectionDetails::of(page, layout).filter(|_| playing),
            lesson: super::LessonCard::of(page, layout),
        }
    }
}

/// The turn's recap, while a person is to move, nothing is held and the computer shows
/// nothing, when the other side acted since that person last did and it was not closed.
fn recap_of(page: &PageState, layout: &Layout) -> Option<Recap> {
    let session = &page.session;
    let player = session.game.to_move()?;
    let quiet = page.hand.held.is_none() && page.computer.showing.is_none() && page.computer.thinking.is_none();
    if !quiet || away(page) || page.view.recap_closed == Some(session.played) || session.seat(player) != Seat::Person {
        return None;
    }
    let items = recap::of_session(session);
    if items.is_empty() {
        return None;
    }
    let (rect, wide) = layout.recap(player);
    Some(Recap {
        items: items.into(),
        names: Rc::clone(&session.names),
        rect,
        turned: !wide,
        wide,
        shown: page.view.shown,
        played: session.played,
    })
}

impl Ghost {
    /// The squares `action` covers on `grid`, coming `from` a point or drawn in place; `None`
    /// for an action that covers none (advancing, putting a leather patch aside).
    #[must_use]
    pub fn of(action: Action, grid: QuiltGrid, from: Option<Point>) -> Option<Ghost> {
        let (patch, cells) = match action {
            Action::TakePatch { patch, squares } => (patch, squares.cells().map(|c| (c.row(), c.col())).collect()),
            Action::PlaceLeather { cell } => (PatchId::LEATHER, vec![(cell.row(), cell.col())]),
            Action::Advance | Action::DiscardLeather => return None,
        };
        Some(Ghost { patch, cells, grid, from })
    }

    /// The middle of its squares, where a travelling patch lands.
    #[must_use]
    pub fn middle(&self) -> Point {
        let n = self.cells.len().max(1) as f64;
        let (sx, sy) = self.cells.iter().fold((0.0, 0.0), |(x, y), &(row, col)| {
            let c = self.grid.cell_rect(row, col).center();
            (x + c.x, y + c.y)
        });
        Point::new(sx / n, sy / n)
    }
}

/// The computer's move on its way (from its card, or from the time board for a leather patch), or the hint.
fn ghost(page: &PageState, layout: &Layout) -> Option<Ghost> {
    let (computer, game) = (&page.computer, &page.session.game);
    let size = game.rules().quilt_size;
    match (computer.showing.or(computer.hint).or(puzzle::shown(page)), game.to_move()) {
        (Some(action), Some(player)) => {
            let from = computer.showing.map(|shown| match shown {
                Action::TakePatch { patch, .. } => match game.circle().iter().position(|&p| p == patch) {
                    Some(i) => layout.ring.card_rect(i + 1).center(),
                    None => layout.time_board.center(),
                },
                _ => layout.time_board.center(),
            });
            Ghost::of(action, layout.quilt_grid(player, size), from)
        }
        _ => None,
    }
}

/// Whether the player to move plays elsewhere: the friend by link on their turn, and both
/// once a game by link is over (the link goes out once more).
pub(super) fn away(page: &PageState) -> bool {
    let session = &page.session;
    session.friend_to_move() || (session.game.outcome().is_some() && session.by_link())
}

fn controls(page: &PageState, layout: &Layout) -> TurnControls {
    let (session, feedback) = (&page.session, &page.feedback);
    let (places, turned) = layout.controls_of(session.game.to_move());
    TurnControls {
        game: Rc::clone(&session.game),
        names: Rc::clone(&session.names),
        places,
        turned,
        away: away(page),
        // (Once a puzzle is answered, as while the computer moves: nothing looks pressable.)
        computer: page.computer_to_move() || page.answered(),
        held: page.hand.held,
        message: Rc::clone(&feedback.message),
        toasts: Rc::clone(&feedback.toasts),
        advance: Preview::of(&session.game, Action::Advance)
            .ok()
            .map(|p| p.income.iter().map(|&(_, b)| u16::from(b)).sum()),
    }
}

/// The link goes out when the friend is to move, and once more at the end; meanwhile the
/// friend's controls give way to it.
fn link(page: &PageState, layout: &Layout) -> Option<LinkPlace> {
    let (rect, row) = layout.link(page.session.game.to_move());
    away(page).then_some(LinkPlace { rect, row })
}

/// The switch sits among the controls of the player to move; while the computer has the turn,
/// among the person's (nothing on the computer's side looks as if it could be pressed).
fn face(page: &PageState, layout: &Layout) -> FaceSwitch {
    let to_move = page.session.game.to_move();
    let person = if page.computer_to_move() { to_move.map(Player::opponent) } else { to_move };
    let (places, turned) = layout.controls_of(person);
    FaceSwitch { face: page.prefs.face, rect: places.face, help: places.help, turned }
}

fn toolbar(page: &PageState, layout: &Layout) -> Toolbar {
    let (session, computer, feedback) = (&page.session, &page.computer, &page.feedback);
    let ended = session.game.outcome().is_some();
    Toolbar {
        frame: layout.toolbar,
        can_undo: session.can_undo(),
        can_redo: session.can_redo(),
        unsaved: feedback.unsaved,
        can_hint: !page.hands_off() && computer.showing.is_none() && !ended,
        hint_pending: computer.hint_asked.is_some(),
        variant: session.settings().variant,
        seed: session.seed,
        kept: feedback.kept,
        open: page.view.menu,
        people: session.seats.map(|seat| seat == Seat::Person),
    }
}

/// At a person's first turns, until their quilt has a patch (and while nothing is in hand or
/// on its way): how to take, turn and place one.
fn first_hint(page: &PageState, layout: &Layout) -> Option<FirstHint> {
    let (session, game) = (&page.session, &page.session.game);
    let player = game.to_move().filter(|&player| {
        game.quilt(player).covered().is_empty()
            && session.seat(player) == Seat::Person
            && page.hand.held.is_none()
            && page.computer.showing.is_none()
    })?;
    Some(FirstHint { rect: layout.first_hint(player), turned: layout.turned[player] })
}

/// While the computer thinks, a calm word where the advance button is, and the same for its
/// move that lies on no quilt; a hint that lies on no quilt lights that place up.
fn note(page: &PageState, layout: &Layout) -> Option<Note> {
    let (computer, game) = (&page.computer, &page.session.game);
    let (places, turned) = layout.controls_of(game.to_move());
    let rect = places.advance;
    let said = |say: Say| Some(Note::Said { say, rect, turned });
    match (computer.thinking, computer.showing, game.to_move()) {
        (Some(_), _, Some(player)) => Some(Note::Thinking { say: Say::Thinking(player), rect, turned }),
        (None, Some(Action::Advance), Some(player)) => said(Say::MovesAhead(player)),
        (None, Some(Action::DiscardLeather), Some(player)) => said(Say::LeatherDiscarded(player)),
        // While its patch travels, the computer's side says so where its advance button was:
        // nothing there looks as if it could be pressed.
        (None, Some(Action::TakePatch { patch, .. }), Some(player)) => {
            said(Say::Sewn { player, patch, cost: patch.patch().cost })
        }
        (None, Some(Action::PlaceLeather { cell }), Some(player)) => said(Say::LeatherPlaced { player, cell }),
        _ => match computer.hint {
            Some(Action::Advance | Action::DiscardLeather) => Some(Note::HintRing { rect: rect.inset(-4.0) }),
            _ => None,
        },
    }
}

/// The square of the bonus tile when `last`, its player's last move, won it: covered whole
/// after the move and not before.
fn won_square(game: &GameState, last: LastMove) -> Option<Bitboard> {
    let tile = game.rules().bonus_tile.as_ref()?;
    let covered = game.quilt(last.player).covered();
    let before = tile.covered_square(covered & !last.squares);
    (game.bonus_holder() == Some(last.player) && before.is_none()).then(|| tile.covered_square(covered)).flatten()
}

/// Once the game is over: the result, or the button that brings it back.
fn result(page: &PageState, layout: &Layout) -> Option<ResultBox> {
    let outcome = page.session.game.outcome()?;
    Some(if page.view.result {
        let person = match page.session.seats {
            [Seat::Person, Seat::Computer(_)] => Some(Player::One),
            [Seat::Computer(_), Seat::Person] => Some(Player::Two),
            _ => None,
        };
        let (rect, turned) = layout.results();
        let people = page.session.seats.map(|seat| seat == Seat::Person);
        ResultBox::Shown { outcome, rect, turned, id: Rc::clone(&page.session.id), person, people }
    } else {
        ResultBox::Closed { button: layout.result_button() }
    })
}
