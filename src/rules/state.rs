//! The state of a game, whose turn it is, what is legal, and how actions change it.

use super::action::{Action, Event};
use super::error::IllegalAction;
use super::patch::{Group, PatchId};
use super::player::{ByPlayer, Player};
use super::quilt::{Bitboard, Cell, Quilt};
use super::rng::Rng;
use super::score::{Outcome, Score};
use super::setup::Setup;
use super::shape::Orientation;
use super::time_board::{Game, RuleSet, Variant};

/// The most patches a circle holds (classic: 33; Express: 15 coloured, later up to 5 + 8).
const CIRCLE_CAPACITY: usize = 33;
/// The most blue patches waiting to join (Express).
const BLUE_CAPACITY: usize = 8;
/// How many patches after the neutral token a player may choose from.
const OFFERED: usize = 3;
/// The most distinct orientations a patch has.
const MAX_ORIENTATIONS: usize = 8;

/// A reference to the constants of a variant; equal when the variant is.
#[derive(Clone, Copy)]
struct Rules(&'static RuleSet);

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.0.variant == other.0.variant
    }
}
impl Eq for Rules {}
impl std::hash::Hash for Rules {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.variant.hash(state);
    }
}
impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.variant.fmt(f)
    }
}

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

    /// The starting position of the set-up drawn from `seed`.
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
        let mut legal = LegalActions::none(self.rules.0);
        let Some(player) = self.to_move() else {
            return legal;
        };
        let quilt = &self.quilts[player];
        if self.pending_leather > 0 {
            legal.leather_cells = quilt.empty();
            legal.discard = self.rules.0.variant.game() == Game::Express;
            legal.len = legal.leather_cells.count() + u32::from(legal.discard);
            return legal;
        }
        legal.advance = true;
        legal.len = 1;
        let empty = EmptyRuns::new(quilt.empty().0);
        let buttons = self.buttons[player];
        for &patch in self.offered() {
            if u16::from(self.rules.0.facts[patch.index()].cost) > buttons {
                continue;
            }
            for (index, fit) in self.rules.0.fits[patch.index()].iter().enumerate() {
                let anchors = fit.anchors_in(&empty);
                if anchors != 0 {
                    let group = legal.group_count as usize;
                    legal.anchors[group] = anchors;
                    legal.groups[group] = (patch, index as u8);
                    legal.group_count += 1;
                    legal.len += anchors.count_ones();
                }
            }
        }
        legal
    }

    /// Every legal action: advance first, then each placement of each takeable patch, then
    /// leather placements and discarding.
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
    /// income first, then leather patches (RULES.md, "The time board").
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
        let covered = self.quilts[player].covered();
        if tile.masks.iter().any(|&m| covered.contains_all(m)) {
            self.bonus = Some(player);
            emit(Event::BonusTileWon { player });
        }
    }
}

/// The longest horizontal run of squares in any patch row (`c18`, `c31`).
const MAX_RUN: usize = 5;

/// For each run length `k` in 1..=5, the squares where `k` empty squares in a row start:
/// `runs[k]` has bit `b` when bits `b..b + k` are all empty. Built once per position.
pub(crate) struct EmptyRuns([u128; MAX_RUN + 1]);

impl EmptyRuns {
    pub(crate) fn new(empty: u128) -> EmptyRuns {
        let one = empty;
        let two = one & one >> 1;
        let three = two & one >> 2;
        let four = two & two >> 2;
        let five = four & one >> 4;
        EmptyRuns([0, one, two, three, four, five])
    }
}

/// One distinct orientation of a patch, ready for fast placement search.
#[derive(Debug, Clone)]
pub(crate) struct Fit {
    /// The squares with the top-left corner of the bounding box on (0, 0).
    pub(crate) mask: u128,
    /// Anchors at which the shape lies on the quilt.
    pub(crate) anchors: u128,
    /// The shape as horizontal runs of squares: (bit offset from the anchor, length).
    pub(crate) runs: [(u8, u8); 8],
    pub(crate) run_count: u8,
}

impl Fit {
    /// The runs of the shape's rows from its sorted squares `(row, col)`.
    pub(crate) fn new(cells: &[(u8, u8)], mask: u128, anchors: u128) -> Fit {
        let mut runs = [(0u8, 0u8); 8];
        let mut run_count = 0;
        let mut previous: Option<(u8, u8)> = None;
        for &(row, col) in cells {
            match previous {
                Some((r, c)) if r == row && c + 1 == col => runs[run_count - 1].1 += 1,
                _ => {
                    runs[run_count] = (row * 9 + col, 1);
                    run_count += 1;
                }
            }
            previous = Some((row, col));
        }
        debug_assert!(runs.iter().all(|&(_, len)| len as usize <= MAX_RUN));
        Fit { mask, anchors, runs, run_count: run_count as u8 }
    }

    /// Anchors at which every square of the shape is empty: a run of `k` squares at offset `o`
    /// is free from anchor `a` when `k` empty squares start at `a + o`, so shifting that map
    /// right by `o` lines it up on the anchor. The anchor mask keeps runs inside their row.
    #[inline]
    pub(crate) fn anchors_in(&self, empty: &EmptyRuns) -> u128 {
        let mut fits = self.anchors;
        for &(offset, len) in &self.runs[..self.run_count as usize] {
            fits &= empty.0[len as usize] >> offset;
        }
        fits
    }
}

const MAX_GROUPS: usize = OFFERED * MAX_ORIENTATIONS;

/// All legal actions of a position without allocating: advance, placements grouped by patch
/// and orientation (each group a bitboard of anchors), leather squares and discarding.
#[derive(Debug, Clone)]
pub struct LegalActions {
    rules: &'static RuleSet,
    advance: bool,
    /// Per group: the anchors, and the patch with the index of its orientation.
    anchors: [u128; MAX_GROUPS],
    groups: [(PatchId, u8); MAX_GROUPS],
    group_count: u8,
    leather_cells: Bitboard,
    discard: bool,
    len: u32,
}

impl LegalActions {
    fn none(rules: &'static RuleSet) -> LegalActions {
        LegalActions {
            rules,
            advance: false,
            anchors: [0; MAX_GROUPS],
            groups: [(PatchId::LEATHER, 0); MAX_GROUPS],
            group_count: 0,
            leather_cells: Bitboard::EMPTY,
            discard: false,
            len: 0,
        }
    }

    fn placement(&self, group: usize, anchor: Cell) -> Action {
        let (patch, fit) = self.groups[group];
        let mask = self.rules.fits[patch.index()][fit as usize].mask;
        Action::TakePatch { patch, squares: Bitboard(mask << anchor.bit()) }
    }

    /// Number of legal actions.
    #[must_use]
    pub fn len(&self) -> u32 {
        self.len
    }

    /// Whether there is none (the game is over).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether any patch can be taken.
    #[must_use]
    pub fn can_take_any(&self) -> bool {
        self.group_count > 0
    }

    /// The `n`-th legal action in the order of [`Self::iter`].
    #[must_use]
    pub fn nth(&self, n: u32) -> Option<Action> {
        let mut n = n;
        if self.advance {
            if n == 0 {
                return Some(Action::Advance);
            }
            n -= 1;
        }
        for (group, &anchors) in self.anchors[..self.group_count as usize].iter().enumerate() {
            let count = anchors.count_ones();
            if n < count {
                return Some(self.placement(group, Bitboard(anchors).nth_cell(n)?));
            }
            n -= count;
        }
        let count = self.leather_cells.count();
        if n < count {
            return self.leather_cells.nth_cell(n).map(|cell| Action::PlaceLeather { cell });
        }
        (self.discard && n == count).then_some(Action::DiscardLeather)
    }

    /// A uniformly random legal action, if there is one.
    pub fn random(&self, rng: &mut Rng) -> Option<Action> {
        (self.len > 0).then(|| self.nth(rng.below(self.len))).flatten()
    }

    /// The actions in order: advance, placements, leather squares, discard.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        let advance = self.advance.then_some(Action::Advance);
        let groups = self.anchors[..self.group_count as usize].iter().enumerate();
        let placements = groups.flat_map(move |(group, &anchors)| {
            Bitboard(anchors).cells().map(move |anchor| self.placement(group, anchor))
        });
        let leather = self.leather_cells.cells().map(|cell| Action::PlaceLeather { cell });
        let discard = self.discard.then_some(Action::DiscardLeather);
        advance.into_iter().chain(placements).chain(leather).chain(discard)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Setup;

    fn id(label: &str) -> PatchId {
        PatchId::from_label(label).unwrap()
    }

    fn cell(row: u8, col: u8) -> Cell {
        Cell::new(row, col).unwrap()
    }

    /// A position of `variant` (seed 1) with the tokens on `one` and `two`, `top` on top.
    fn at(variant: Variant, one: u8, two: u8, top: Player) -> GameState {
        let mut state = GameState::from_seed(variant, 1);
        state.positions = ByPlayer([one, two]);
        state.last_mover = top;
        state
    }

    /// A classic game whose circle starts with `first` (in this order), the rest after.
    fn with_circle(first: &[&str]) -> GameState {
        let first: Vec<PatchId> = first.iter().map(|l| id(l)).collect();
        let rest = Variant::ClassicRevised.rules().circle_patches.iter();
        let rest = rest.filter(|p| !first.contains(p) && **p != PatchId::CLASSIC_START);
        let circle: Vec<PatchId> = first.iter().chain(rest).chain([&PatchId::CLASSIC_START]).copied().collect();
        GameState::new(&Setup::new(Variant::ClassicRevised, circle, vec![]).unwrap())
    }

    fn incomes(events: &[Event]) -> Vec<(u8, u8)> {
        events
            .iter()
            .filter_map(|e| match *e {
                Event::IncomePaid { space, buttons, .. } => Some((space, buttons)),
                _ => None,
            })
            .collect()
    }

    fn first_placement(state: &GameState, patch: PatchId) -> Action {
        state
            .legal()
            .iter()
            .find(|a| matches!(a, Action::TakePatch { patch: p, .. } if *p == patch))
            .expect("the patch can be taken")
    }

    #[test]
    fn worked_example_advance_from_three_past_six() {
        // RULES.md: a token on 3 with the opponent on 6 moves to 7 and takes 4 buttons.
        let mut state = at(Variant::ClassicRevised, 3, 6, Player::Two);
        assert_eq!(state.to_move(), Some(Player::One));
        assert_eq!(state.advance_gain(), Some(4));
        let events = state.play(Action::Advance).unwrap();
        assert_eq!(state.position(Player::One), 7);
        assert_eq!(state.buttons(Player::One), 5 + 4);
        assert_eq!(events[0], Event::ButtonsEarned { player: Player::One, buttons: 4 });
        assert_eq!(events[1], Event::TimeTokenMoved { player: Player::One, from: 3, to: 7 });
    }

    #[test]
    fn worked_example_advance_reached_by_play() {
        // The same position reached by real turns: player 1 takes c02 (time 3), player 2 takes
        // c09 (time 6), player 1 advances 3 → 7.
        let mut state = with_circle(&["c02", "c09"]);
        state.play(first_placement(&state, id("c02"))).unwrap();
        state.play(first_placement(&state, id("c09"))).unwrap();
        assert_eq!((state.position(Player::One), state.position(Player::Two)), (3, 6));
        let before = state.buttons(Player::One);
        state.play(Action::Advance).unwrap();
        assert_eq!(state.position(Player::One), 7);
        assert_eq!(state.buttons(Player::One), before + 4);
    }

    #[test]
    fn worked_example_income_from_a_patch_placed_this_turn() {
        // RULES.md: a patch placed on a move from 4 to 5 pays income once (mark 5), counting
        // the patch just placed. c18 costs 7, moves 1 space and shows 1 button.
        let mut state = with_circle(&["c18"]);
        state.positions = ByPlayer([4, 6]);
        state.buttons[Player::One] = 7;
        let events = state.play(first_placement(&state, id("c18"))).unwrap();
        assert_eq!(incomes(&events), [(5, 1)]);
        assert_eq!(state.buttons(Player::One), 1, "7 − cost 7 + income 1");
    }

    #[test]
    fn worked_example_income_marks_crossed() {
        // RULES.md: 5 → 11 pays once (mark 11); an advance 3 → 18 pays three times (5, 11, 17).
        let mut state = at(Variant::ClassicRevised, 5, 10, Player::Two);
        state.quilts[Player::One].sew(id("c20"), Bitboard::rect(0, 0, 1, 1), 3);
        let events = state.play(Action::Advance).unwrap();
        assert_eq!(state.position(Player::One), 11);
        assert_eq!(incomes(&events), [(11, 3)]);
        assert_eq!(state.buttons(Player::One), 5 + 6 + 3);

        let mut state = at(Variant::ClassicRevised, 3, 17, Player::Two);
        state.quilts[Player::One].sew(id("c20"), Bitboard::rect(0, 0, 1, 1), 3);
        let events = state.play(Action::Advance).unwrap();
        assert_eq!(state.position(Player::One), 18);
        assert_eq!(incomes(&events), [(5, 3), (11, 3), (17, 3)]);
        assert_eq!(state.buttons(Player::One), 5 + 15 + 9);
    }

    #[test]
    fn the_token_behind_moves_and_a_shared_space_goes_to_the_one_on_top() {
        let state = at(Variant::ClassicRevised, 4, 4, Player::Two);
        assert_eq!(state.to_move(), Some(Player::Two));
        assert_eq!(at(Variant::ClassicRevised, 4, 4, Player::One).to_move(), Some(Player::One));
        assert_eq!(at(Variant::ClassicRevised, 9, 4, Player::One).to_move(), Some(Player::Two));
        // Landing exactly on the opponent's space: on top, and moves again.
        let mut state = with_circle(&["c02"]);
        state.positions = ByPlayer([0, 3]);
        state.play(first_placement(&state, id("c02"))).unwrap();
        assert_eq!(state.position(Player::One), 3);
        assert_eq!(state.on_top(), Player::One);
        assert_eq!(state.to_move(), Some(Player::One));
    }

    #[test]
    fn taking_a_patch_moves_the_neutral_token_to_its_place() {
        let mut state = with_circle(&["c10", "c11", "c02", "c03"]);
        let before: Vec<PatchId> = state.circle().to_vec();
        state.buttons[Player::One] = 20;
        state.play(first_placement(&state, id("c02"))).unwrap();
        // The patches after c02 come first, then those that were before it.
        let mut expected: Vec<PatchId> = before[3..].to_vec();
        expected.extend(&before[..2]);
        assert_eq!(state.circle(), expected.as_slice());
        assert_eq!(state.offered(), &expected[..3]);
        assert_eq!(state.circle().len(), 32);
    }

    #[test]
    fn a_patch_must_be_offered_affordable_and_fit() {
        let state = with_circle(&["c19", "c02", "c03", "c04"]);
        let squares = Bitboard::rect(0, 0, 1, 3);
        assert_eq!(
            state.check(&Action::TakePatch { patch: id("c04"), squares }),
            Err(IllegalAction::NotOffered { patch: id("c04") })
        );
        assert_eq!(
            state.check(&Action::TakePatch { patch: id("c19"), squares }),
            Err(IllegalAction::CannotAfford { patch: id("c19"), cost: 10, player: Player::One, buttons: 5 })
        );
        assert_eq!(
            state.check(&Action::TakePatch { patch: id("c02"), squares }),
            Err(IllegalAction::NotAnOrientation { patch: id("c02") })
        );
        assert_eq!(state.check(&Action::TakePatch { patch: id("c03"), squares }), Ok(()));
        let off = Bitboard(0b111 << 80);
        assert_eq!(state.check(&Action::TakePatch { patch: id("c03"), squares: off }), Err(IllegalAction::OffQuilt));
        let mut full = state.clone();
        full.quilts[Player::One].sew(PatchId::LEATHER, Bitboard::rect(0, 0, 1, 1), 0);
        assert_eq!(full.check(&Action::TakePatch { patch: id("c03"), squares }), Err(IllegalAction::Overlaps));
        assert_eq!(full.can_take(id("c19")).unwrap_err().to_string(), "patch c19 costs 10 buttons, player 1 has 5");
        assert_eq!(full.can_take(id("c03")), Ok(()));
    }

    #[test]
    fn a_patch_that_fits_nowhere_cannot_be_taken() {
        let mut state = with_circle(&["c18"]);
        state.buttons[Player::One] = 10;
        // Leave a 2×2 hole at most per region: rows of four columns are never free.
        let covered: Bitboard = Bitboard::square(9).cells().filter(|c| c.col() % 4 != 0 || c.row() > 3).collect();
        state.quilts[Player::One].sew(PatchId::LEATHER, covered & !Bitboard::rect(0, 0, 4, 1), 0);
        assert_eq!(state.can_take(id("c18")), Err(IllegalAction::Overlaps));
        assert!(!state.legal().iter().any(|a| matches!(a, Action::TakePatch { patch, .. } if patch == id("c18"))));
        // Four free squares in column 0 hold no 1×5 patch; advancing stays possible.
        assert_eq!(state.legal().nth(0), Some(Action::Advance));
    }

    #[test]
    fn leather_patch_is_won_by_the_first_token_and_placed_at_once() {
        let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
        let events = state.play(Action::Advance).unwrap();
        assert!(events.contains(&Event::LeatherPatchWon { player: Player::One, space: 26 }));
        assert_eq!(state.pending_leather(), 1);
        assert_eq!(state.to_move(), Some(Player::One));
        assert_eq!(state.check(&Action::Advance), Err(IllegalAction::LeatherPending));
        assert_eq!(state.check(&Action::DiscardLeather), Err(IllegalAction::DiscardNotAllowed));
        assert_eq!(state.legal().len(), 81);
        state.play(Action::PlaceLeather { cell: cell(4, 4) }).unwrap();
        assert_eq!(state.quilt(Player::One).patch_at(cell(4, 4)), Some(PatchId::LEATHER));
        assert_eq!(state.to_move(), Some(Player::Two));
        assert_eq!(state.leather_spaces_left().collect::<Vec<_>>(), [32, 38, 44, 50]);
        // The second token gets nothing there.
        let mut later = state.clone();
        later.positions = ByPlayer([30, 25]);
        later.play(Action::Advance).unwrap();
        assert_eq!(later.pending_leather(), 0);
        assert_eq!(later.check(&Action::PlaceLeather { cell: cell(0, 0) }), Err(IllegalAction::NoLeatherPending));
    }

    #[test]
    fn one_move_can_win_two_leather_patches() {
        let mut state = at(Variant::ClassicRevised, 20, 40, Player::Two);
        state.play(Action::Advance).unwrap();
        assert_eq!(state.pending_leather(), 3, "26, 32 and 38");
        for c in 0..3 {
            assert_eq!(state.to_move(), Some(Player::One));
            state.play(Action::PlaceLeather { cell: cell(0, c) }).unwrap();
        }
        assert_eq!(state.to_move(), Some(Player::Two));
    }

    #[test]
    fn classic_leather_is_lost_on_a_full_quilt_and_express_may_discard() {
        let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
        state.quilts[Player::One].sew(PatchId::LEATHER, Bitboard::square(9), 0);
        let events = state.play(Action::Advance).unwrap();
        assert!(events.contains(&Event::LeatherPatchLost { player: Player::One }));
        assert_eq!(state.pending_leather(), 0);
        assert_eq!(state.to_move(), Some(Player::Two));

        let mut express = at(Variant::Express, 5, 6, Player::Two);
        let events = express.play(Action::Advance).unwrap();
        assert!(events.contains(&Event::LeatherPatchWon { player: Player::One, space: 7 }));
        assert_eq!(express.legal().len(), 49 + 1);
        assert_eq!(express.check(&Action::PlaceLeather { cell: cell(0, 7) }), Err(IllegalAction::OffQuilt));
        let events = express.play(Action::DiscardLeather).unwrap();
        assert_eq!(events[0], Event::LeatherPatchDiscarded { player: Player::One });
        assert_eq!(express.quilt(Player::One).empty_count(), 49);
        assert_eq!(express.to_move(), Some(Player::Two));
    }

    #[test]
    fn bonus_tile_goes_to_the_first_covered_seven_by_seven_square() {
        let mut state = at(Variant::ClassicRevised, 24, 25, Player::Two);
        let almost = Bitboard::rect(1, 2, 7, 7) & !Bitboard::cell(cell(4, 5));
        state.quilts[Player::One].sew(PatchId::LEATHER, almost, 0);
        state.play(Action::Advance).unwrap();
        let events = state.play(Action::PlaceLeather { cell: cell(4, 5) }).unwrap();
        assert!(events.contains(&Event::BonusTileWon { player: Player::One }));
        assert_eq!(state.bonus_holder(), Some(Player::One));
        assert_eq!(state.score(Player::One).bonus, 7);
        // Never twice, never lost: player 2 completes a whole quilt with the leather patch on 32.
        state.quilts[Player::Two].sew(PatchId::LEATHER, Bitboard::square(9) & !Bitboard::cell(cell(0, 0)), 0);
        state.positions = ByPlayer([40, 30]);
        state.play(Action::Advance).unwrap();
        assert_eq!(state.pending_leather(), 2, "32 and 38");
        let events = state.play(Action::PlaceLeather { cell: cell(0, 0) }).unwrap();
        assert!(events.contains(&Event::LeatherPatchLost { player: Player::Two }), "no square for 38");
        assert!(!events.iter().any(|e| matches!(e, Event::BonusTileWon { .. })));
        assert_eq!(state.bonus_holder(), Some(Player::One));
        assert_eq!(Variant::Express.rules().bonus_tile, None);
    }

    #[test]
    fn express_blue_patches_join_behind_the_token_when_five_coloured_remain() {
        let mut state = GameState::from_seed(Variant::Express, 9);
        let blue = state.blue_waiting().to_vec();
        assert_eq!(blue.len(), 8);
        let mut rng = Rng::seed_from_u64(4);
        let mut joined = false;
        while !joined {
            let before: Vec<PatchId> = state.circle().to_vec();
            let player = state.to_move().unwrap();
            state.buttons[player] = 50;
            state.quilts[player] = Quilt::new(7);
            let take = state.legal().iter().find(|a| matches!(a, Action::TakePatch { .. }));
            let action = take.unwrap_or_else(|| state.legal().random(&mut rng).unwrap());
            let events = state.play(action).unwrap();
            joined = events.contains(&Event::BluePatchesJoined);
            if joined {
                let coloured: Vec<PatchId> = state.circle()[..5].to_vec();
                assert!(coloured.iter().all(|p| p.patch().group == Group::Coloured));
                assert_eq!(&state.circle()[5..], blue.as_slice());
                assert_eq!(before.len(), 6);
            }
        }
        assert!(state.blue_waiting().is_empty());
    }

    #[test]
    fn the_player_on_the_final_space_stops_and_the_game_ends_with_both_there() {
        let mut state = at(Variant::ClassicRevised, 52, 50, Player::One);
        assert_eq!(state.to_move(), Some(Player::Two));
        let events = state.play(Action::Advance).unwrap();
        assert_eq!(state.position(Player::Two), 53);
        assert!(events.contains(&Event::PlayerFinished { player: Player::Two }));
        assert_eq!(state.first_finisher(), Some(Player::Two));
        // Player 1 keeps playing until home; advancing pays only the space actually moved.
        assert_eq!(state.advance_gain(), Some(1));
        let events = state.play(Action::Advance).unwrap();
        assert!(state.is_over());
        assert_eq!(state.to_move(), None);
        assert!(state.legal().is_empty());
        assert_eq!(state.check(&Action::Advance), Err(IllegalAction::GameOver));
        let outcome = state.outcome().unwrap();
        assert!(matches!(events.last(), Some(Event::GameEnded(o)) if *o == outcome));
    }

    #[test]
    fn a_time_cost_past_the_final_space_stops_on_it() {
        let mut state = with_circle(&["c09"]);
        state.positions = ByPlayer([50, 52]);
        let events = state.play(first_placement(&state, id("c09"))).unwrap();
        assert_eq!(state.position(Player::One), 53);
        assert_eq!(incomes(&events), [(53, 2)]);
    }

    #[test]
    fn placement_turns_the_patch_and_reports_squares_off_the_quilt() {
        let state = with_circle(&["c08"]);
        let l = id("c08");
        // c08: ###   turned clockwise: ##
        //      #..                     .#
        //                              .#
        let turned = state.placement(l, Orientation::new(1, false), 2, 3).unwrap();
        let expected: Bitboard = [(2, 3), (2, 4), (3, 4), (4, 4)].iter().map(|&(r, c)| cell(r, c)).collect();
        assert_eq!(turned, expected);
        assert_eq!(state.check(&Action::TakePatch { patch: l, squares: turned }), Ok(()));
        assert_eq!(state.placement(l, Orientation::IDENTITY, 8, 0), Err(IllegalAction::OffQuilt));
        assert_eq!(state.placement(l, Orientation::IDENTITY, 0, 7), Err(IllegalAction::OffQuilt));
        assert_eq!(state.placement(l, Orientation::IDENTITY, -1, 0), Err(IllegalAction::OffQuilt));
        // Every orientation at every fitting anchor is a legal placement, and only those.
        for orientation in Orientation::ALL {
            let anchors = state.fitting_anchors(Player::One, l, orientation);
            for bit in 0..81 {
                let at = Cell::from_bit(bit);
                let placed = state.placement(l, orientation, at.row().into(), at.col().into());
                let legal = placed.is_ok_and(|squares| state.check(&Action::TakePatch { patch: l, squares }).is_ok());
                assert_eq!(legal, anchors.contains(at), "{orientation:?} at {at:?}");
            }
        }
    }
}
