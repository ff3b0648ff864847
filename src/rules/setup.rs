//! How a game is set up: the variant, the circle of patches and (Express) the blue patches.

use super::error::SetupError;
use super::patch::PatchId;
use super::rng::Rng;
use super::variant::Variant;

/// The set-up of one game; with the actions it is the whole game record.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Setup {
    variant: Variant,
    circle: Vec<PatchId>,
    blue_patches: Vec<PatchId>,
}

impl Setup {
    /// A set-up with the circle in buying order (the first entry is the first patch after the
    /// neutral token) and, for Express, the blue patches in joining order.
    ///
    /// # Errors
    /// When `circle` is not exactly the game's circle patches ending with its starting patch
    /// (`c01` classic, `e01` Express), or `blue_patches` not exactly the game's blue patches.
    pub fn new(variant: Variant, circle: Vec<PatchId>, blue_patches: Vec<PatchId>) -> Result<Setup, SetupError> {
        let rules = variant.rules();
        if !same_set(&circle, &rules.circle_patches) {
            return Err(SetupError::CircleNotTheGamesPatches);
        }
        if circle.last() != Some(&rules.start_patch) {
            return Err(SetupError::CircleMustEndWith { patch: rules.start_patch });
        }
        if !same_set(&blue_patches, &rules.blue_patches) {
            return Err(SetupError::BluePatchesNotTheGamesPatches);
        }
        Ok(Setup { variant, circle, blue_patches })
    }

    /// A shuffled set-up: the circle in random order with the neutral token just clockwise of
    /// the starting patch (so it is last in buying order), and the blue patches in random order.
    pub fn random(variant: Variant, rng: &mut Rng) -> Setup {
        let rules = variant.rules();
        let mut circle = rules.circle_patches.clone();
        rng.shuffle(&mut circle);
        let start = circle.iter().position(|&p| p == rules.start_patch).expect("the start patch is in the circle");
        circle.rotate_left(start + 1);
        let mut blue_patches = rules.blue_patches.clone();
        rng.shuffle(&mut blue_patches);
        Setup { variant, circle, blue_patches }
    }

    /// The set-up drawn from `seed`.
    #[must_use]
    pub fn from_seed(variant: Variant, seed: u64) -> Setup {
        Setup::random(variant, &mut Rng::seed_from_u64(seed))
    }

    /// Which game and time board.
    #[must_use]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The circle in buying order.
    #[must_use]
    pub fn circle(&self) -> &[PatchId] {
        &self.circle
    }

    /// Express: the blue patches in joining order; empty in classic.
    #[must_use]
    pub fn blue_patches(&self) -> &[PatchId] {
        &self.blue_patches
    }
}

/// Whether `list` holds the patches of `set`, each as often, in any order (counted rather than
/// sorted: a few dozen patches, and no sort of its own in the page).
fn same_set(list: &[PatchId], set: &[PatchId]) -> bool {
    let count = |patches: &[PatchId], p: PatchId| patches.iter().filter(|&&q| q == p).count();
    list.len() == set.len() && set.iter().all(|&p| count(list, p) == count(set, p))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_set_up_puts_the_start_patch_last() {
        for seed in 0..50 {
            let classic = Setup::from_seed(Variant::ClassicRevised, seed);
            assert_eq!(classic.circle().len(), 33);
            assert_eq!(classic.circle().last(), Some(&PatchId::CLASSIC_START));
            assert!(classic.blue_patches().is_empty());
            let express = Setup::from_seed(Variant::Express, seed);
            assert_eq!(express.circle().len(), 15);
            assert_eq!(express.circle().last(), Some(&PatchId::EXPRESS_START));
            assert_eq!(express.blue_patches().len(), 8);
            let checked = Setup::new(Variant::Express, express.circle().to_vec(), express.blue_patches().to_vec());
            assert_eq!(checked.as_ref(), Ok(&express));
        }
        assert_ne!(Setup::from_seed(Variant::ClassicRevised, 1), Setup::from_seed(Variant::ClassicRevised, 2));
    }

    #[test]
    fn set_ups_that_are_not_the_games_patches_are_refused() {
        let good = Setup::from_seed(Variant::ClassicRevised, 5);
        let mut short = good.circle().to_vec();
        short.remove(0);
        assert_eq!(Setup::new(Variant::ClassicRevised, short, vec![]), Err(SetupError::CircleNotTheGamesPatches));
        let mut rotated = good.circle().to_vec();
        rotated.rotate_left(1);
        assert_eq!(
            Setup::new(Variant::ClassicRevised, rotated, vec![]),
            Err(SetupError::CircleMustEndWith { patch: PatchId::CLASSIC_START })
        );
        let blue = Setup::from_seed(Variant::Express, 5).blue_patches().to_vec();
        assert_eq!(
            Setup::new(Variant::ClassicRevised, good.circle().to_vec(), blue),
            Err(SetupError::BluePatchesNotTheGamesPatches)
        );
    }
}
