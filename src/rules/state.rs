//! The state of a game, whose turn it is, what is legal, and how actions change it.

use super::action::{Action, Event};
use super::error::IllegalAction;
use super::movegen::{LegalActions, OFFERED};
use super::patch::{Group, PatchId};
use super::player::{ByPlayer, Player};
use super::quilt::{Bitboard, Cell, Quilt};
use super::rng::Rng;
use super::score::{Outcome, Score};
use super::setup::Setup;
use super::shape::{EmptyRuns, Orientation};
use super::time_board::{RuleSet, Rules};
use super::variant::{Game, Variant};

/// The most patches a circle holds (classic: 33; Express: 15 coloured, later up to 5 + 8).
const CIRCLE_CAPACITY: usize = 33;
/// The most blue patches waiting to join (Express).
const BLUE_CAPACITY: usize = 8;

/// Everything about a game in progress. Cloning is cheap (no heap), for search.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GameState {
    rules: Rules,
    /// The circle in buying order: `circle[0]` is the first patch clockwise after the neutral
    /// token. Only the first `circle_len` entries are patches.
    circle: [PatchId; CIRCLE_CAPACITY],
    circle_len: u8,
    /// Express: blue patches that will join behind the neutral token, in joining order.
    blue: [PatchId; BLUE_CAPACITY],
    blue_len: u8,
    coloured_left: u8,
    quilts: ByPlayer<Quilt>,
    buttons: ByPlayer<u16>,
    positions: ByPlayer<u8>,
    /// The player whose token moved last: on top when both share a space, and the owner of
    /// pending leather patches.
    last_mover: Player,
    /// Leather patches still on the time board, bit `p` for space `p`.
    leather_left: u64,
    /// Leather patches won by `last_mover` and not yet placed.
    pending_leather: u8,
    bonus: Option<Player>,
    first_finisher: Option<Player>,
}

impl GameState {
    /// The starting position of `setup`: empty quilts, tokens on space 0 with player 1's on top,
    /// starting buttons each.
    #[must_use]
    pub fn new(setup: &Setup) -> GameState {
        let rules = setup.variant().rules();
        let mut circle = [PatchId::LEATHER; CIRCLE_CAPACITY];
        circle[..setup.circle().len()].copy_from_slice(setup.circle());
        let mut blue = [PatchId::LEATHER; BLUE_CAPACITY];
        blue[..setup.blue_patches().len()].copy_from_slice(setup.blue_patches());
        let coloured_left = setup.circle().iter().filter(|p| p.patch().group == Group::Coloured).count() as u8;
        GameState {
            rules: Rules(rules),
            circle,
            circle_len: setup.circle().len() as u8,
            blue,
            blue_len: setup.blue_patches().len() as u8,
            coloured_left,
            quilts: ByPlayer::new_with(|_| Quilt::new(rules.quilt_size)),
            buttons: ByPlayer::new_with(|_| u16::from(rules.starting_buttons)),
            positions: ByPlayer::default(),
            last_mover: Player::One,
            leather_left: rules.leather_spaces,
            pending_leather: 0,
            bonus: None,
            first_finisher: None,
        }
    }

    /// The starting position of the set-up drawn from `seed`: the same seed deals the same
    /// circle every time.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{GameState, Player, Variant};
    ///
    /// let game = GameState::from_seed(Variant::Express, 7);
    /// assert_eq!(game, GameState::from_seed(Variant::Express, 7));
    /// assert_eq!((game.buttons(Player::One), game.offered().len()), (5, 3));
    /// assert_eq!(game.to_move(), Some(Player::One));
    /// ```
    #[must_use]
    pub fn from_seed(variant: Variant, seed: u64) -> GameState {
        GameState::new(&Setup::random(variant, &mut Rng::seed_from_u64(seed)))
    }

    /// Which game and time board.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.rules.0.variant
    }

    /// The constants of this game.
    #[must_use]
    pub fn rules(&self) -> &'static RuleSet {
        self.rules.0
    }

    /// The circle in buying order, starting just after the neutral token.
    #[must_use]
    pub fn circle(&self) -> &[PatchId] {
        &self.circle[..self.circle_len as usize]
    }

    /// The (up to) three patches a player may choose from.
    #[must_use]
    pub fn offered(&self) -> &[PatchId] {
        &self.circle[..(self.circle_len as usize).min(OFFERED)]
    }

    /// Express: the blue patches still waiting to join the circle, in joining order.
    #[must_use]
    pub fn blue_waiting(&self) -> &[PatchId] {
        &self.blue[..self.blue_len as usize]
    }

    /// A player's quilt board.
    #[must_use]
    pub fn quilt(&self, player: Player) -> &Quilt {
        &self.quilts[player]
    }

    /// A player's buttons.
    #[must_use]
    pub fn buttons(&self, player: Player) -> u16 {
        self.buttons[player]
    }

    /// A player's time token space.
    #[must_use]
    pub fn position(&self, player: Player) -> u8 {
        self.positions[player]
    }

    /// The token on top when both share a space: the one that arrived last.
    #[must_use]
    pub fn on_top(&self) -> Player {
        self.last_mover
    }

    /// Spaces of the time board that still hold a leather patch, ascending.
    pub fn leather_spaces_left(&self) -> impl Iterator<Item = u8> {
        RuleSet::spaces(self.leather_left)
    }

    /// Leather patches won and waiting to be placed by [`Self::to_move`].
    #[must_use]
    pub fn pending_leather(&self) -> u8 {
        self.pending_leather
    }

    /// Who holds the 7×7 bonus tile (classic).
    #[must_use]
    pub fn bonus_holder(&self) -> Option<Player> {
        self.bonus
    }

    /// Who reached the final space first.
    #[must_use]
    pub fn first_finisher(&self) -> Option<Player> {
        self.first_finisher
    }

    /// Whether both tokens are on the final space (and no leather patch waits).
    #[must_use]
    pub fn is_over(&self) -> bool {
        let last = self.rules.0.final_space;
        self.pending_leather == 0 && self.positions.0 == [last, last]
    }

    /// Whose turn it is: the token further behind; on a shared space the one on top; while a
    /// leather patch waits, the player who won it. `None` once the game is over.
    #[must_use]
    pub fn to_move(&self) -> Option<Player> {
        if self.pending_leather > 0 {
            return Some(self.last_mover);
        }
        if self.is_over() {
            return None;
        }
        let [one, two] = self.positions.0;
        Some(match one.cmp(&two) {
            std::cmp::Ordering::Less => Player::One,
            std::cmp::Ordering::Greater => Player::Two,
            std::cmp::Ordering::Equal => self.last_mover,
        })
    }

    /// A player's score now: buttons + bonus − 2 × empty squares.
    #[must_use]
    pub fn score(&self, player: Player) -> Score {
        let bonus = match (&self.rules.0.bonus_tile, self.bonus) {
            (Some(tile), Some(holder)) if holder == player => tile.points,
            _ => 0,
        };
        Score { buttons: self.buttons[player], bonus, empty: self.quilts[player].empty_count() as u8 }
    }

    /// The result, once the game is over.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{GameState, Player, Variant};
    ///
    /// // Both players advance, and place the leather patches they win in the first empty square.
    /// let mut game = GameState::from_seed(Variant::ClassicRevised, 1);
    /// while game.outcome().is_none() {
    ///     let action = game.legal_actions()[0];
    ///     game.play(action).unwrap();
    /// }
    /// let outcome = game.outcome().unwrap();
    /// let empty = outcome.scores[Player::One].empty + outcome.scores[Player::Two].empty;
    /// assert_eq!(empty, 2 * 81 - 5, "the five leather patches of the revised board");
    /// assert!(outcome.scores[outcome.winner].total() >= outcome.scores[outcome.winner.opponent()].total());
    /// ```
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let first = self.first_finisher.expect("a finished game has a first finisher");
        Some(Outcome::decide(ByPlayer::new_with(|p| self.score(p)), first))
    }

    /// Spaces and buttons that action A would give the player to move.
    #[must_use]
    pub fn advance_gain(&self) -> Option<u8> {
        let player = self.to_move()?;
        Some(self.advance_target(player) - self.positions[player])
    }

    fn advance_target(&self, player: Player) -> u8 {
        (self.positions[player.opponent()] + 1).min(self.rules.0.final_space)
    }

    /// Every legal action, as a compact set that allocates nothing.
    #[must_use]
    pub fn legal(&self) -> LegalActions {
        let rules = self.rules.0;
        let Some(player) = self.to_move() else {
            return LegalActions::none(rules);
        };
        let empty = self.quilts[player].empty();
        if self.pending_leather > 0 {
            LegalActions::leather(rules, empty)
        } else {
            LegalActions::turn(rules, empty, self.buttons[player], self.offered())
        }
    }

    /// Every legal action: advance first, then each placement of each takeable patch, then
    /// leather placements and discarding.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{Action, GameState, Variant};
    ///
    /// let game = GameState::from_seed(Variant::ClassicRevised, 42);
    /// let legal = game.legal_actions();
    /// assert_eq!(legal[0], Action::Advance);
    /// assert!(legal.iter().all(|action| game.check(action).is_ok()));
    /// assert_eq!(legal.len() as u32, game.legal().len());
    /// ```
    #[must_use]
    pub fn legal_actions(&self) -> Vec<Action> {
        self.legal().iter().collect()
    }

    /// Whether the player to move could take `patch` now: offered, affordable and fitting
    /// somewhere on their quilt.
    ///
    /// # Errors
    /// The reason it cannot be taken; [`IllegalAction::Overlaps`] when it fits nowhere.
    pub fn can_take(&self, patch: PatchId) -> Result<(), IllegalAction> {
        let player = self.check_buy(patch)?;
        let empty = EmptyRuns::new(self.quilts[player].empty().0);
        if self.rules.0.fits[patch.index()].iter().any(|fit| fit.anchors_in(&empty) != 0) {
            Ok(())
        } else {
            Err(IllegalAction::Overlaps)
        }
    }

    /// The squares of `cells` as a placement for the player to move.
    ///
    /// # Errors
    /// [`IllegalAction::OffQuilt`] when a cell lies outside this game's quilt.
    pub fn squares_of(&self, cells: impl IntoIterator<Item = (i64, i64)>) -> Result<Bitboard, IllegalAction> {
        let size = i64::from(self.rules.0.quilt_size);
        cells.into_iter().try_fold(Bitboard::EMPTY, |squares, (row, col)| {
            if !(0..size).contains(&row) || !(0..size).contains(&col) {
                return Err(IllegalAction::OffQuilt);
            }
            let cell = Cell::from_signed(row, col).ok_or(IllegalAction::OffQuilt)?;
            Ok(squares | Bitboard::cell(cell))
        })
    }

    /// The squares `patch` covers in `orientation` with the top-left corner of its bounding box
    /// on (`row`, `col`) — what the page shows while a patch is held over a quilt.
    ///
    /// # Errors
    /// [`IllegalAction::OffQuilt`] when a square would lie outside this game's quilt.
    pub fn placement(
        &self,
        patch: PatchId,
        orientation: Orientation,
        row: i64,
        col: i64,
    ) -> Result<Bitboard, IllegalAction> {
        let shape = patch.patch().shape.oriented(orientation);
        self.squares_of(shape.cells.iter().map(|&(r, c)| (row + i64::from(r), col + i64::from(c))))
    }

    /// The anchors (top-left corners) where `patch` in `orientation` fits on the empty squares
    /// of `player`'s quilt, whatever its cost.
    #[must_use]
    pub fn fitting_anchors(&self, player: Player, patch: PatchId, orientation: Orientation) -> Bitboard {
        let index = patch.patch().shape.distinct_index(orientation);
        let empty = EmptyRuns::new(self.quilts[player].empty().0);
        Bitboard(self.rules.0.fits[patch.index()][index].anchors_in(&empty))
    }

    fn turn_player(&self) -> Result<Player, IllegalAction> {
        let player = self.to_move().ok_or(IllegalAction::GameOver)?;
        if self.pending_leather > 0 {
            return Err(IllegalAction::LeatherPending);
        }
        Ok(player)
    }

    /// The turn's checks of action B before any square: the game goes on, no leather patch
    /// waits, `patch` is offered and affordable. Returns the player to move.
    pub(crate) fn check_buy(&self, patch: PatchId) -> Result<Player, IllegalAction> {
        let player = self.turn_player()?;
        self.check_purchase(player, patch)?;
        Ok(player)
    }

    fn check_purchase(&self, player: Player, patch: PatchId) -> Result<(), IllegalAction> {
        if !self.offered().contains(&patch) {
            return Err(IllegalAction::NotOffered { patch });
        }
        let cost = self.rules.0.facts[patch.index()].cost;
        let buttons = self.buttons[player];
        if u16::from(cost) > buttons {
            return Err(IllegalAction::CannotAfford { patch, cost, player, buttons });
        }
        Ok(())
    }

    /// A leather patch waits to be placed or discarded; returns its owner.
    pub(crate) fn check_leather(&self) -> Result<Player, IllegalAction> {
        let player = self.to_move().ok_or(IllegalAction::GameOver)?;
        if self.pending_leather == 0 {
            return Err(IllegalAction::NoLeatherPending);
        }
        Ok(player)
    }

    /// Whether `action` is legal now; exactly when it is in [`Self::legal_actions`].
    ///
    /// # Errors
    /// Why it is not.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{Action, Cell, GameState, IllegalAction, Variant};
    ///
    /// let game = GameState::from_seed(Variant::ClassicRevised, 42);
    /// assert_eq!(game.check(&Action::Advance), Ok(()));
    /// let leather = Action::PlaceLeather { cell: Cell::new(0, 0).unwrap() };
    /// assert_eq!(game.check(&leather), Err(IllegalAction::NoLeatherPending));
    /// ```
    pub fn check(&self, action: &Action) -> Result<(), IllegalAction> {
        match *action {
            Action::Advance => self.turn_player().map(drop),
            Action::TakePatch { patch, squares } => {
                let player = self.check_buy(patch)?;
                if squares.intersects(!self.rules.0.board) {
                    return Err(IllegalAction::OffQuilt);
                }
                if !self.rules.0.fits_exactly(patch, squares) {
                    return Err(IllegalAction::NotAnOrientation { patch });
                }
                if squares.intersects(self.quilts[player].covered()) {
                    return Err(IllegalAction::Overlaps);
                }
                Ok(())
            }
            Action::PlaceLeather { cell } => {
                let player = self.check_leather()?;
                if !self.rules.0.board.contains(cell) {
                    return Err(IllegalAction::OffQuilt);
                }
                if self.quilts[player].covered().contains(cell) {
                    return Err(IllegalAction::Overlaps);
                }
                Ok(())
            }
            Action::DiscardLeather => {
                self.check_leather()?;
                if self.rules.0.variant.game() != Game::Express {
                    return Err(IllegalAction::DiscardNotAllowed);
                }
                Ok(())
            }
        }
    }

    /// Plays `action` and returns what happened, in order.
    ///
    /// # Errors
    /// Why the action is illegal; the state is then unchanged.
    ///
    /// # Examples
    /// ```
    /// use patchwork::rules::{Action, Event, GameState, Player, Variant};
    ///
    /// let mut game = GameState::from_seed(Variant::ClassicRevised, 42);
    /// // Player 1 takes the first placement of the first patch it can take.
    /// let take = game.legal_actions()[1];
    /// let events = game.play(take).unwrap();
    /// assert!(matches!(events[0], Event::PatchTaken { player: Player::One, .. }));
    /// // A refused action changes nothing.
    /// let before = game.clone();
    /// assert!(game.play(take).is_err());
    /// assert_eq!(game, before);
    /// ```
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, IllegalAction> {
        let mut events = Vec::new();
        self.play_with(action, &mut |event| events.push(event))?;
        Ok(events)
    }

    /// Plays `action` without collecting events: the allocation-free path for search.
    ///
    /// # Errors
    /// Why the action is illegal; the state is then unchanged.
    pub fn play_quiet(&mut self, action: Action) -> Result<(), IllegalAction> {
        self.play_with(action, &mut |_| {})
    }

    /// Plays `action`, handing each event to `emit` as it happens.
    ///
    /// # Errors
    /// Why the action is illegal; the state is then unchanged.
    pub fn play_with(&mut self, action: Action, emit: &mut impl FnMut(Event)) -> Result<(), IllegalAction> {
        self.check(&action)?;
        let player = self.to_move().expect("a legal action has a player");
        match action {
            Action::Advance => {
                // Action A: to the space just past the opponent, a button per space moved.
                let target = self.advance_target(player);
                let buttons = target - self.positions[player];
                self.buttons[player] += u16::from(buttons);
                emit(Event::ButtonsEarned { player, buttons });
                self.move_token(player, target, emit);
            }
            Action::TakePatch { patch, squares } => {
                // Action B: the neutral token moves to the chosen patch's place, the player
                // pays, places the patch, then moves their token by its time cost.
                self.remove_from_circle(patch, emit);
                let table = self.rules.0.facts[patch.index()];
                self.buttons[player] -= u16::from(table.cost);
                self.quilts[player].sew(patch, squares, table.income);
                emit(Event::PatchTaken { player, patch, squares, cost: table.cost });
                self.check_bonus(player, emit);
                let target = (self.positions[player] + table.time).min(self.rules.0.final_space);
                self.move_token(player, target, emit);
            }
            Action::PlaceLeather { cell } => {
                self.quilts[player].sew(PatchId::LEATHER, Bitboard::cell(cell), 0);
                self.pending_leather -= 1;
                emit(Event::LeatherPatchPlaced { player, cell });
                self.check_bonus(player, emit);
                self.settle_leather(player, emit);
            }
            Action::DiscardLeather => {
                self.pending_leather -= 1;
                emit(Event::LeatherPatchDiscarded { player });
                self.settle_leather(player, emit);
            }
        }
        Ok(())
    }

    fn remove_from_circle(&mut self, patch: PatchId, emit: &mut impl FnMut(Event)) {
        let len = self.circle_len as usize;
        let chosen = self.circle[..len].iter().position(|&p| p == patch).expect("checked as offered");
        // The neutral token takes the chosen patch's place: the patches after it come first,
        // then those that were before it.
        let mut next = [PatchId::LEATHER; CIRCLE_CAPACITY];
        let after = len - chosen - 1;
        next[..after].copy_from_slice(&self.circle[chosen + 1..len]);
        next[after..len - 1].copy_from_slice(&self.circle[..chosen]);
        self.circle = next;
        self.circle_len -= 1;
        if self.rules.0.facts[patch.index()].group == Group::Coloured {
            self.coloured_left -= 1;
            // Express: with five coloured patches left, the blue ones join behind the token,
            // that is at the end of the buying order.
            if self.blue_len > 0 && Some(self.coloured_left) == self.rules.0.blue_join_at {
                let (start, count) = (self.circle_len as usize, self.blue_len as usize);
                self.circle[start..start + count].copy_from_slice(&self.blue[..count]);
                self.circle_len += self.blue_len;
                self.blue_len = 0;
                emit(Event::BluePatchesJoined);
            }
        }
    }

    /// Moves `player`'s token to `target` (already clamped) and applies the marks crossed:
    /// income first, then leather patches (docs/RULES.md, "The time board").
    fn move_token(&mut self, player: Player, target: u8, emit: &mut impl FnMut(Event)) {
        let from = self.positions[player];
        self.positions[player] = target;
        self.last_mover = player;
        emit(Event::TimeTokenMoved { player, from, to: target });
        // Bits from+1 ..= target.
        let crossed = (u64::MAX >> (63 - u32::from(target))) & !(u64::MAX >> (63 - u32::from(from)));
        let income = self.quilts[player].income();
        let marks = self.rules.0.income_marks & crossed;
        if income > 0 && marks != 0 {
            self.buttons[player] += u16::from(income) * marks.count_ones() as u16;
            for space in RuleSet::spaces(marks) {
                emit(Event::IncomePaid { player, space, buttons: income });
            }
        }
        let won = self.leather_left & crossed;
        if won != 0 {
            self.leather_left &= !won;
            self.pending_leather += won.count_ones() as u8;
            for space in RuleSet::spaces(won) {
                emit(Event::LeatherPatchWon { player, space });
            }
        }
        if target == self.rules.0.final_space && self.first_finisher.is_none() {
            self.first_finisher = Some(player);
        }
        if target == self.rules.0.final_space && from != target {
            emit(Event::PlayerFinished { player });
        }
        self.settle_leather(player, emit);
    }

    /// Classic: a leather patch with no empty square to go to is lost. Then, if nothing waits
    /// and both tokens are home, the game ends.
    fn settle_leather(&mut self, player: Player, emit: &mut impl FnMut(Event)) {
        if self.pending_leather > 0
            && self.rules.0.variant.game() == Game::Classic
            && self.quilts[player].empty_count() == 0
        {
            for _ in 0..self.pending_leather {
                emit(Event::LeatherPatchLost { player });
            }
            self.pending_leather = 0;
        }
        if let Some(outcome) = self.outcome() {
            emit(Event::GameEnded(outcome));
        }
    }

    /// The first quilt to cover a whole 7×7 square takes the bonus tile (classic).
    fn check_bonus(&mut self, player: Player, emit: &mut impl FnMut(Event)) {
        let Some(tile) = &self.rules.0.bonus_tile else {
            return;
        };
        if self.bonus.is_some() {
            return;
        }
        if tile.covered_square(self.quilts[player].covered()).is_some() {
            self.bonus = Some(player);
            emit(Event::BonusTileWon { player });
        }
    }
}

#[cfg(test)]
mod tests;
