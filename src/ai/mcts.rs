//! Monte Carlo tree search (UCT) for **Medium** and **Hard**.
//!
//! Patchwork has no hidden information once the circle is laid out, so a plain game tree works;
//! the difficulty is its width: a patch has hundreds of placements. The search therefore looks
//! at a few moves per position only:
//!
//! - **Candidates.** Advancing, and for each affordable offered patch its
//!   [`Config::placements`] best placements by [`badness`](super::heuristics::badness) (more at
//!   the root: [`Config::root_placements`]). A waiting leather patch gets its
//!   [`Config::leather_cells`] best squares (Express: discarding only when the quilt is full).
//!   Candidates are ordered by [`patch_value`], so the first one tried is the greedy move.
//! - **Selection.** UCB1 with constant [`Config::exploration`] on rewards in 0..=1, each node
//!   holding the reward of the player who made its move (a player may move several times in a
//!   row, so "the other player" is never assumed).
//! - **Expansion.** A node's candidates are generated on its second visit, so leaves seen once
//!   cost only a playout.
//! - **Playouts.** Not uniform: [`playout_action`] buys the patch of best value with a little
//!   noise, places it with the quick corner heuristic and places leather on its best square. A
//!   uniform playout would almost never advance (one action among hundreds of placements) and
//!   would judge positions by nonsense quilts.
//! - **Reward.** Mostly win or loss, with a small share of the score difference as a tie-break so
//!   that the search still plays sensibly in won or lost positions:
//!   `(1 − w) × win + w × (½ + ½ × clamp(diff / scale, −1, 1))`.
//! - **Move.** The most visited root candidate. The search stops early when no other candidate
//!   can catch up within the iterations left.
//!
//! Everything random comes from one [`Rng`] seeded by the caller, and the time check is a
//! callback, so the same seed and iteration budget give the same move.

use crate::rules::{Action, Cell, GameState, PatchId, Player, Rng};

use super::heuristics::{affordable, best_leather_cells, best_placements, patch_value, playout_action, Scored};

/// How the search looks at a position.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Config {
    /// Placements kept per patch below the root.
    pub placements: usize,
    /// Placements kept per patch at the root.
    pub root_placements: usize,
    /// Squares considered for a waiting leather patch.
    pub leather_cells: usize,
    /// The UCB1 exploration constant.
    pub exploration: f32,
    /// Share of the reward given by the score difference (the rest is win or loss).
    pub score_weight: f32,
    /// Score difference that earns the whole score share.
    pub score_scale: f32,
    /// Playouts: uniform noise added to patch values, in buttons.
    pub playout_noise: u32,
    /// Playouts: chance out of 256 of a uniformly random patch-or-advance choice.
    pub playout_explore: u32,
    /// Whether to stop once no other root candidate can catch up with the most visited one.
    pub stop_early: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            placements: 2,
            root_placements: 6,
            leather_cells: 2,
            exploration: 0.7,
            score_weight: 0.1,
            score_scale: 30.0,
            playout_noise: 2,
            playout_explore: 16,
            stop_early: true,
        }
    }
}

/// How long a search may run: at most `iterations`, and not after `time_up` returns true (it is
/// asked every [`CHECK_EVERY`] iterations). The time check comes from the caller, so this module
/// reads no clock.
pub struct Budget<'a> {
    /// The most iterations (playouts) to run.
    pub iterations: u32,
    /// Asked every few iterations; `true` stops the search.
    pub time_up: Option<&'a mut dyn FnMut() -> bool>,
}

impl Budget<'_> {
    /// A budget of `iterations` with no time limit.
    #[must_use]
    pub fn iterations(iterations: u32) -> Budget<'static> {
        Budget { iterations, time_up: None }
    }
}

/// The time-up callback is asked before every this many iterations (never before the first).
pub const CHECK_EVERY: u32 = 8;

/// What a search found.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Search {
    /// The chosen action.
    pub action: Action,
    /// Iterations run.
    pub iterations: u32,
    /// Nodes in the tree.
    pub nodes: u32,
}

/// A candidate move stored in 4 bytes: the tree may hold a million of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    Advance,
    /// A patch in one of its distinct orientations (an index) at an anchor (a square's bit).
    Take {
        patch: PatchId,
        orientation: u8,
        anchor: u8,
    },
    Leather {
        cell: u8,
    },
    Discard,
}

impl Move {
    fn action(self) -> Action {
        match self {
            Move::Advance => Action::Advance,
            Move::Take { patch, orientation, anchor } => {
                let shape = &patch.patch().shape.orientations()[orientation as usize];
                Action::TakePatch { patch, squares: shape.at(Cell::from_bit(u32::from(anchor))) }
            }
            Move::Leather { cell } => Action::PlaceLeather { cell: Cell::from_bit(u32::from(cell)) },
            Move::Discard => Action::DiscardLeather,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Node {
    mv: Move,
    /// The player who made `mv`; the node's rewards are theirs.
    player: Player,
    expanded: bool,
    child_count: u16,
    first_child: u32,
    visits: u32,
    reward: f32,
}

/// The search tree and reusable buffers.
struct Tree {
    nodes: Vec<Node>,
    placements: Vec<Scored>,
    cells: Vec<(Cell, i32)>,
    candidates: Vec<(i32, Move)>,
    /// For each root candidate, over the playouts through it: the root mover's wins and the sum
    /// of their final score margins (for [`evaluate`]; the search itself uses `reward`).
    root_stats: Vec<(u32, i64)>,
}

impl Tree {
    /// A tree holding only the root, not yet expanded; the root's move and player are unused.
    fn with_root() -> Tree {
        let root = Node {
            mv: Move::Advance,
            player: Player::One,
            expanded: false,
            child_count: 0,
            first_child: 0,
            visits: 0,
            reward: 0.0,
        };
        Tree {
            nodes: vec![root],
            placements: Vec::new(),
            cells: Vec::new(),
            candidates: Vec::new(),
            root_stats: Vec::new(),
        }
    }

    /// Creates the children of `node`, whose position is `state`.
    fn expand(&mut self, node: usize, state: &GameState, config: &Config, root: bool) {
        self.nodes[node].expanded = true;
        let Some(player) = state.to_move() else {
            return;
        };
        self.candidates.clear();
        if state.pending_leather() > 0 {
            best_leather_cells(state, player, config.leather_cells, &mut self.cells);
            for (rank, &(cell, _)) in self.cells.iter().enumerate() {
                self.candidates.push((-(rank as i32), Move::Leather { cell: cell.bit() as u8 }));
            }
            if self.cells.is_empty() {
                self.candidates.push((0, Move::Discard));
            }
        } else {
            self.candidates.push((0, Move::Advance));
            let keep = if root { config.root_placements } else { config.placements };
            for &patch in state.offered() {
                if !affordable(state, player, patch) {
                    continue;
                }
                best_placements(state, player, patch, keep, &mut self.placements);
                let value = patch_value(state, player, patch);
                for (rank, placed) in self.placements.iter().enumerate() {
                    let mv = Move::Take { patch, orientation: placed.orientation, anchor: placed.anchor.bit() as u8 };
                    // Within a patch, better placements first.
                    self.candidates.push((value * 16 - rank as i32, mv));
                }
            }
            // Best first; the sort is stable, so equal values keep their order. (A dozen or two
            // candidates: an insertion sort, without the library's sort code in the page.)
            crate::util::sort_small(&mut self.candidates, |a, b| a.0 > b.0);
        }
        let first = self.nodes.len() as u32;
        for &(_, mv) in &self.candidates {
            self.nodes.push(Node {
                mv,
                player,
                expanded: false,
                child_count: 0,
                first_child: 0,
                visits: 0,
                reward: 0.0,
            });
        }
        let node = &mut self.nodes[node];
        node.first_child = first;
        node.child_count = self.candidates.len() as u16;
    }

    /// The child of `node` to follow: an unvisited one in candidate order, else the best UCB1.
    fn select(&self, node: usize, exploration: f32) -> usize {
        let parent = &self.nodes[node];
        let first = parent.first_child as usize;
        let children = &self.nodes[first..first + parent.child_count as usize];
        if let Some(unvisited) = children.iter().position(|c| c.visits == 0) {
            return first + unvisited;
        }
        let log = (parent.visits.max(1) as f32).ln();
        let mut best = (f32::NEG_INFINITY, first);
        for (i, child) in children.iter().enumerate() {
            let visits = child.visits as f32;
            let ucb = child.reward / visits + exploration * (log / visits).sqrt();
            if ucb > best.0 {
                best = (ucb, first + i);
            }
        }
        best.1
    }

    /// The root children as (index, visits), most visited first.
    fn ranked_root(&self) -> (usize, u32, u32) {
        let root = &self.nodes[0];
        let first = root.first_child as usize;
        let mut best = (first, 0u32, f32::NEG_INFINITY);
        let mut second = 0u32;
        for i in first..first + root.child_count as usize {
            let child = &self.nodes[i];
            let mean = if child.visits > 0 { child.reward / child.visits as f32 } else { f32::NEG_INFINITY };
            if child.visits > best.1 || (child.visits == best.1 && mean > best.2) {
                second = second.max(best.1);
                best = (i, child.visits, mean);
            } else {
                second = second.max(child.visits);
            }
        }
        (best.0, best.1, second)
    }
}

/// The reward in 0..=1 of a finished game for a player who `won` or not, with final score
/// margin `diff`.
fn reward(won: bool, diff: i32, config: &Config) -> f32 {
    let win = if won { 1.0 } else { 0.0 };
    // Not `f32::clamp`: its panic message would bring float formatting into the page.
    #[allow(clippy::manual_clamp)]
    let share = 0.5 + 0.5 * (diff as f32 / config.score_scale).max(-1.0).min(1.0);
    (1.0 - config.score_weight) * win + config.score_weight * share
}

/// Searches `state` and returns the action chosen for the player to move with the number of
/// iterations run; `None` once the game is over. At least one iteration runs, whatever the
/// budget, unless only one candidate exists (it is then returned at once).
#[must_use]
pub fn search(state: &GameState, config: &Config, seed: u64, budget: Budget<'_>) -> Option<Search> {
    let (tree, done) = grow(state, config, seed, budget, true)?;
    let (best, _, _) = tree.ranked_root();
    Some(Search { action: tree.nodes[best].mv.action(), iterations: done, nodes: tree.nodes.len() as u32 })
}

/// The search's tree for `state` and the iterations run; with `shortcut`, a lone candidate is
/// returned without any iteration.
fn grow(state: &GameState, config: &Config, seed: u64, budget: Budget<'_>, shortcut: bool) -> Option<(Tree, u32)> {
    state.to_move()?;
    let mut rng = Rng::seed_from_u64(seed);
    let Budget { iterations: limit, mut time_up } = budget;
    let mut tree = Tree::with_root();
    tree.expand(0, state, config, true);
    tree.root_stats = vec![(0, 0); usize::from(tree.nodes[0].child_count)];
    if shortcut && tree.nodes[0].child_count == 1 {
        return Some((tree, 0));
    }
    let mut path: Vec<usize> = Vec::with_capacity(64);
    let mut done = 0;
    while done < limit.max(1) {
        if done > 0 && done % CHECK_EVERY == 0 {
            if time_up.as_mut().is_some_and(|up| up()) {
                break;
            }
            if config.stop_early {
                let (_, best, second) = tree.ranked_root();
                if best > second + (limit - done) {
                    break;
                }
            }
        }
        iterate(&mut tree, state, config, &mut rng, &mut path);
        done += 1;
    }
    Some((tree, done))
}

/// What a search thinks of a position, for the player to move.
#[derive(Debug, Clone, PartialEq)]
pub struct Evaluation {
    /// The most visited candidate: the move the search would play.
    pub best: Action,
    /// Every candidate tried with its playouts, its winning share and mean final margin for the
    /// player to move, most visited first.
    pub candidates: Vec<Candidate>,
    /// Iterations run.
    pub iterations: u32,
}

/// One root candidate of an [`Evaluation`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    /// The move.
    pub action: Action,
    /// Playouts that began with it.
    pub visits: u32,
    /// The share of those the player to move won, 0 to 1.
    pub chance: f32,
    /// Their mean final score margin (the mover's score minus the opponent's).
    pub margin: f32,
}

impl Evaluation {
    /// The best candidate's figures: the mover's chance and margin with the search's play.
    #[must_use]
    pub fn top(&self) -> Candidate {
        self.candidates[0]
    }

    /// The position's value for the player to move: the winning share and mean margin of all
    /// the playouts, whatever move each began with. Unlike the best candidate's share (the
    /// largest of noisy shares, so too high for whoever is to move: the value of a move that
    /// passes the turn then looks 5 to 6 points too low), it is nearly unbiased either way.
    #[must_use]
    pub fn overall(&self) -> Candidate {
        let visits: u32 = self.candidates.iter().map(|c| c.visits).sum();
        let weighted = |f: fn(&Candidate) -> f32| {
            self.candidates.iter().map(|c| f(c) * c.visits as f32).sum::<f32>() / visits.max(1) as f32
        };
        Candidate { action: self.best, visits, chance: weighted(|c| c.chance), margin: weighted(|c| c.margin) }
    }

    /// The figures of `action` if the search tried it.
    #[must_use]
    pub fn of(&self, action: &Action) -> Option<Candidate> {
        self.candidates.iter().find(|c| c.action == *action).copied()
    }
}

/// Searches `state` for exactly `iterations` playouts (no early stop, no shortcut) and reports,
/// for the player to move, each candidate's winning share and mean final margin; `None` once
/// the game is over. The same state, config, seed and iterations give the same evaluation.
#[must_use]
pub fn evaluate(state: &GameState, config: &Config, seed: u64, iterations: u32) -> Option<Evaluation> {
    let config = Config { stop_early: false, ..*config };
    let (tree, done) = grow(state, &config, seed, Budget::iterations(iterations), false)?;
    let (best, _, _) = tree.ranked_root();
    let first = tree.nodes[0].first_child as usize;
    let mut candidates: Vec<(usize, Candidate)> = tree
        .root_stats
        .iter()
        .enumerate()
        .filter(|(i, _)| tree.nodes[first + i].visits > 0)
        .map(|(i, &(wins, margins))| {
            let visits = tree.nodes[first + i].visits;
            let candidate = Candidate {
                action: tree.nodes[first + i].mv.action(),
                visits,
                chance: wins as f32 / visits as f32,
                margin: margins as f32 / visits as f32,
            };
            (first + i, candidate)
        })
        .collect();
    // The search's own choice first, then by playouts.
    crate::util::sort_small(&mut candidates, |a, b| b.0 != best && (a.0 == best || a.1.visits > b.1.visits));
    Some(Evaluation {
        best: tree.nodes[best].mv.action(),
        candidates: candidates.into_iter().map(|(_, c)| c).collect(),
        iterations: done,
    })
}

/// One iteration: select down the tree, expand, play out, back up.
fn iterate(tree: &mut Tree, root: &GameState, config: &Config, rng: &mut Rng, path: &mut Vec<usize>) {
    let mut state = root.clone();
    path.clear();
    path.push(0);
    let mut node = 0;
    loop {
        if !tree.nodes[node].expanded {
            tree.expand(node, &state, config, false);
        }
        if tree.nodes[node].child_count == 0 {
            break; // the game is over here
        }
        node = tree.select(node, config.exploration);
        // Not `expect`: that would bring IllegalAction's Debug into the page's WebAssembly.
        state.play_quiet(tree.nodes[node].mv.action()).unwrap_or_else(|_| panic!("candidates are legal"));
        path.push(node);
        if tree.nodes[node].visits == 0 {
            break;
        }
    }
    while let Some(action) = playout_action(&state, rng, config.playout_noise, config.playout_explore) {
        state.play_quiet(action).unwrap_or_else(|_| panic!("playout actions are legal"));
    }
    let winner = state.outcome().expect("playouts end the game").winner;
    let totals = Player::BOTH.map(|p| state.score(p).total());
    let diff = |p: Player| totals[p.index()] - totals[p.opponent().index()];
    let rewards = Player::BOTH.map(|p| reward(winner == p, diff(p), config));
    if let Some(&child) = path.get(1) {
        let mover = tree.nodes[child].player;
        let stats = &mut tree.root_stats[child - tree.nodes[0].first_child as usize];
        stats.0 += u32::from(winner == mover);
        stats.1 += i64::from(diff(mover));
    }
    for &index in path.iter() {
        let node = &mut tree.nodes[index];
        node.visits += 1;
        node.reward += rewards[node.player.index()];
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Variant;

    #[test]
    fn a_search_runs_exactly_its_iterations_without_early_stop() {
        let state = GameState::from_seed(Variant::ClassicRevised, 2);
        let config = Config { stop_early: false, ..Config::default() };
        let found = search(&state, &config, 1, Budget::iterations(50)).unwrap();
        assert_eq!(found.iterations, 50);
        assert!(state.check(&found.action).is_ok());
    }

    #[test]
    fn the_time_check_stops_the_search() {
        let state = GameState::from_seed(Variant::Express, 2);
        let mut calls = 0;
        let mut up = || {
            calls += 1;
            calls > 3
        };
        let budget = Budget { iterations: 1_000_000, time_up: Some(&mut up) };
        let config = Config { stop_early: false, ..Config::default() };
        let found = search(&state, &config, 1, budget).unwrap();
        assert_eq!(found.iterations, 4 * CHECK_EVERY);
    }

    #[test]
    fn moves_round_trip_through_their_compact_form() {
        let state = GameState::from_seed(Variant::ClassicRevised, 9);
        let mut tree = Tree::with_root();
        tree.expand(0, &state, &Config::default(), true);
        assert!(tree.nodes.len() > 2);
        for node in &tree.nodes[1..] {
            assert!(state.check(&node.mv.action()).is_ok(), "{:?}", node.mv);
        }
    }
}
