//! What an experienced player reads at a glance: each player's projected final score and the way
//! ahead on the time board, and what an action will do before it is played.
//!
//! The projection assumes the player takes no more patches: the buttons they hold, plus their
//! quilt's income at every income mark still ahead of their token, plus the bonus tile if they
//! hold it, minus 2 per empty square (the rulebook's scoring, "Fin de la partie").

use super::action::{Action, Event};
use super::error::IllegalAction;
use super::movegen::OFFERED;
use super::patch::PatchId;
use super::player::Player;
use super::state::GameState;
use super::time_board::RuleSet;

/// A player's figures beside today's score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Projection {
    /// Buttons held now.
    pub buttons: u16,
    /// The quilt's income: buttons at each income mark.
    pub income: u8,
    /// Income marks still ahead of the token.
    pub marks_ahead: u8,
    /// Points of the bonus tile, when held.
    pub bonus: u8,
    /// Empty squares of the quilt.
    pub empty: u8,
    /// Spaces to the next income mark, if one is ahead.
    pub to_income: Option<u8>,
    /// Spaces to the next leather patch still on the board, if one is ahead.
    pub to_leather: Option<u8>,
    /// While the bonus tile is still to be won: the most squares the player's quilt covers
    /// in any one of its 7×7 squares.
    pub bonus_covered: Option<u8>,
}

impl Projection {
    /// `player`'s projection in `game`.
    #[must_use]
    pub fn of(game: &GameState, player: Player) -> Projection {
        let rules = game.rules();
        let at = game.position(player);
        let ahead = |marks: u64| RuleSet::spaces(marks).filter(move |&space| space > at);
        let quilt = game.quilt(player);
        let score = game.score(player);
        let bonus_covered = match (&rules.bonus_tile, game.bonus_holder()) {
            (Some(tile), None) => {
                let covered = quilt.covered();
                tile.masks.iter().map(|&mask| (covered.0 & mask.0).count_ones() as u8).max()
            }
            _ => None,
        };
        Projection {
            buttons: game.buttons(player),
            income: quilt.income(),
            marks_ahead: ahead(rules.income_marks).count() as u8,
            bonus: score.bonus,
            empty: score.empty,
            to_income: ahead(rules.income_marks).next().map(|space| space - at),
            to_leather: game.leather_spaces_left().find(|&space| space > at).map(|space| space - at),
            bonus_covered,
        }
    }

    /// The projected final score: buttons + income × marks ahead + bonus − 2 × empty squares.
    #[must_use]
    pub const fn score(&self) -> i32 {
        self.buttons as i32 + self.income as i32 * self.marks_ahead as i32 + self.bonus as i32 - 2 * self.empty as i32
    }
}

/// Who wins a tie: the player who reached the last space first, once one has.
#[must_use]
pub fn tie_break(game: &GameState) -> Option<Player> {
    game.first_finisher()
}

/// The (up to) three patches offered next if `patch` is taken: the neutral token moves to its
/// place, so they are the patches that follow it in the circle, wrapping round past the token
/// (fewer when fewer are left). Empty when `patch` is not in the circle. (Express's blue patches
/// join behind the token with five coloured ones left, so never among these three.)
pub fn offered_after(game: &GameState, patch: PatchId) -> impl Iterator<Item = PatchId> + '_ {
    let circle = game.circle();
    let at = circle.iter().position(|&p| p == patch).unwrap_or(circle.len());
    let (before, after) = circle.split_at(at);
    after.iter().skip(1).chain(if after.is_empty() { &[] } else { before }).copied().take(OFFERED)
}

/// What an action will do, worked out before it is played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Preview {
    /// Who plays it.
    pub player: Player,
    /// The space the token lands on.
    pub land: u8,
    /// Buttons the player gains (spaces advanced and income), before any price is paid.
    pub buttons: u16,
    /// Buttons paid for a patch.
    pub cost: u8,
    /// Each income mark crossed: its space and what it pays.
    pub income: Vec<(u8, u8)>,
    /// Leather patches won.
    pub leather: u8,
    /// Whether it wins the bonus tile.
    pub bonus: bool,
    /// Who moves next (`None`: the game ends).
    pub next: Option<Player>,
    /// The change of the player's projected final score.
    pub projected_change: i32,
}

impl Preview {
    /// What `action` would do in `game`.
    ///
    /// # Errors
    /// Why it cannot be played.
    pub fn of(game: &GameState, action: Action) -> Result<Preview, IllegalAction> {
        let player = game.to_move().ok_or(IllegalAction::GameOver)?;
        let before = Projection::of(game, player).score();
        let mut after = game.clone();
        let events = after.play(action)?;
        let mut preview = Preview {
            player,
            land: after.position(player),
            buttons: 0,
            cost: 0,
            income: Vec::new(),
            leather: 0,
            bonus: false,
            next: after.to_move(),
            projected_change: Projection::of(&after, player).score() - before,
        };
        for event in events {
            match event {
                Event::ButtonsEarned { buttons, .. } => preview.buttons += u16::from(buttons),
                Event::IncomePaid { space, buttons, .. } => {
                    preview.buttons += u16::from(buttons);
                    preview.income.push((space, buttons));
                }
                Event::PatchTaken { cost, .. } => preview.cost = cost,
                Event::LeatherPatchWon { .. } => preview.leather += 1,
                Event::BonusTileWon { .. } => preview.bonus = true,
                _ => {}
            }
        }
        Ok(preview)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rng, Variant};

    /// The projection worked out the long way: from the patches on the quilt and the board's
    /// spaces one by one.
    fn by_hand(game: &GameState, player: Player) -> (i32, Option<u8>, Option<u8>) {
        let rules = game.rules();
        let at = game.position(player);
        let quilt = game.quilt(player);
        let mut patches: Vec<_> = quilt.covered().cells().filter_map(|cell| quilt.patch_at(cell)).collect();
        patches.sort_unstable_by_key(|p| p.index());
        patches.dedup();
        let income: i32 = patches.iter().map(|p| i32::from(p.patch().income)).sum();
        let marks: Vec<u8> = (at + 1..=rules.final_space).filter(|&s| rules.is_income_mark(s)).collect();
        let leather = (at + 1..=rules.final_space).find(|&s| game.leather_spaces_left().any(|l| l == s));
        let score = game.score(player);
        let projected = i32::from(game.buttons(player)) + income * marks.len() as i32 + i32::from(score.bonus)
            - 2 * i32::from(score.empty);
        (projected, marks.first().map(|m| m - at), leather.map(|l| l - at))
    }

    #[test]
    fn at_the_start_the_projection_is_the_buttons_less_the_empty_quilt() {
        let game = GameState::from_seed(Variant::ClassicRevised, 1);
        let p = Projection::of(&game, Player::One);
        assert_eq!(p.score(), 5 - 2 * 81);
        assert_eq!(p.score(), game.score(Player::One).total());
        assert_eq!(p.bonus_covered, Some(0));
        assert_eq!(Projection::of(&GameState::from_seed(Variant::Express, 1), Player::One).bonus_covered, None);
        assert_eq!(tie_break(&game), None);
    }

    #[test]
    fn projections_and_previews_agree_with_the_engine_over_random_games() {
        for (n, variant) in Variant::ALL.into_iter().cycle().take(60).enumerate() {
            let mut rng = Rng::seed_from_u64(n as u64);
            let mut game = GameState::from_seed(variant, n as u64);
            while let Some(mover) = game.to_move() {
                for player in Player::BOTH {
                    let p = Projection::of(&game, player);
                    assert_eq!((p.score(), p.to_income, p.to_leather), by_hand(&game, player));
                    // Today's score is the projection without the income ahead.
                    assert_eq!(game.score(player).total(), p.score() - i32::from(p.income) * i32::from(p.marks_ahead));
                }
                let actions = game.legal_actions();
                let action = actions[rng.below(actions.len() as u32) as usize];
                let preview = Preview::of(&game, action).expect("a legal action");
                let before = game.buttons(mover);
                let projected = Projection::of(&game, mover).score();
                game.play(action).expect("legal");
                assert_eq!(preview.player, mover);
                assert_eq!(preview.land, game.position(mover));
                assert_eq!(
                    i32::from(before) + i32::from(preview.buttons) - i32::from(preview.cost),
                    i32::from(game.buttons(mover))
                );
                assert_eq!(preview.next, game.to_move());
                assert_eq!(preview.projected_change, Projection::of(&game, mover).score() - projected);
                if preview.bonus {
                    assert_eq!(game.bonus_holder(), Some(mover));
                }
                if matches!(action, Action::Advance | Action::TakePatch { .. }) {
                    // Won leather patches wait to be sewn on (or are lost to a full quilt).
                    assert!(game.pending_leather() <= preview.leather);
                }
            }
            if let Some(outcome) = game.outcome() {
                for player in Player::BOTH {
                    // At the end no mark is ahead: the projection is the final score.
                    assert_eq!(Projection::of(&game, player).score(), outcome.scores[player].total());
                }
                assert_eq!(tie_break(&game), game.first_finisher());
            }
        }
    }

    #[test]
    fn an_advance_that_crosses_a_mark_previews_its_income() {
        let mut game = GameState::from_seed(Variant::ClassicRevised, 4);
        // Advance until an advance would cross an income mark with some income on the quilt.
        for _ in 0..200 {
            let Some(mover) = game.to_move() else { break };
            if game.pending_leather() > 0 {
                let a = game.legal_actions()[0];
                game.play(a).expect("legal");
                continue;
            }
            let preview = Preview::of(&game, Action::Advance).expect("legal");
            if !preview.income.is_empty() {
                let gain = game.advance_gain().expect("an advance");
                let paid: u16 = preview.income.iter().map(|&(_, b)| u16::from(b)).sum();
                assert_eq!(preview.buttons, u16::from(gain) + paid);
                assert!(preview.income.iter().all(|&(_, b)| b == game.quilt(mover).income()));
                return;
            }
            let take = game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. }));
            game.play(take.unwrap_or(Action::Advance)).expect("legal");
        }
        panic!("no advance crossed an income mark");
    }
}
