//! A small seeded random number generator with a fixed algorithm, so that a seed gives the same
//! game natively and in the browser: xoshiro256++ seeded through SplitMix64.
//!
//! Hand-written rather than taken from the `rand` crates: a seed must deal the same game in every
//! version of this program, and a crate may change its generators' output between versions.

/// xoshiro256++ (Blackman and Vigna), seeded from a `u64` by SplitMix64.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rng {
    s: [u64; 4],
}

impl Rng {
    /// The generator for `seed`.
    #[must_use]
    pub fn seed_from_u64(seed: u64) -> Rng {
        let mut x = seed;
        let mut split_mix = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Rng { s: [split_mix(), split_mix(), split_mix(), split_mix()] }
    }

    /// A seed of its own for item `index` of a series seeded with `seed` (a match's games, an
    /// analysis's positions): the series replays exactly whatever order its items run in.
    #[must_use]
    pub fn derive(seed: u64, index: u64) -> u64 {
        Rng::seed_from_u64(seed ^ index.wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A uniform integer in `0..n`, without bias (Lemire's multiply-and-reject).
    ///
    /// # Panics
    /// If `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        assert!(n > 0, "below(0) has no value");
        loop {
            let product = (self.next_u64() >> 32) * u64::from(n);
            let low = product as u32;
            if low >= n || low >= n.wrapping_neg() % n {
                return (product >> 32) as u32;
            }
        }
    }

    /// Shuffles `items` uniformly (Fisher–Yates, from the end).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_always_gives_the_same_numbers() {
        // Fixed values guard the algorithm: changing it would change every seeded game.
        let mut rng = Rng::seed_from_u64(0);
        let first: Vec<u64> = (0..3).map(|_| rng.next_u64()).collect();
        assert_eq!(first, [0x5317_5d61_490b_23df, 0x61da_6f3d_c380_d507, 0x5c0f_df91_ec9a_7bfc]);
        assert_ne!(Rng::seed_from_u64(1).next_u64(), first[0]);
        let mut items: Vec<u32> = (0..10).collect();
        Rng::seed_from_u64(42).shuffle(&mut items);
        assert_eq!(items, [5, 3, 1, 0, 9, 6, 4, 7, 2, 8]);
    }

    #[test]
    fn below_is_roughly_uniform_and_in_range() {
        let mut rng = Rng::seed_from_u64(7);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        for count in counts {
            assert!((9_000..11_000).contains(&count), "{counts:?}");
        }
        assert_eq!(rng.below(1), 0);
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut rng = Rng::seed_from_u64(3);
        let mut items: Vec<u32> = (0..33).collect();
        rng.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..33).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }
}
