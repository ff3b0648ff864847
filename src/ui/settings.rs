//! The game a page shows, read from its address: `?seed=N&game=classic|express&board=revised|original`.
//!
//! Pure string handling, so it is unit-tested natively; the page reads `location.search`.

use crate::rules::Variant;

/// What the address asks for. Unknown or malformed parameters are ignored, so a bad link
/// still opens a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// Which game and time board.
    pub variant: Variant,
    /// The seed of the set-up; `None` when the address gives none (the page then draws one).
    pub seed: Option<u64>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { variant: Variant::ClassicRevised, seed: None }
    }
}

impl Settings {
    /// Reads a query string such as `?seed=42&game=express` (the leading `?` is optional).
    /// `game` is `classic` (default) or `express`; `board` is `revised` (default) or
    /// `original` and only matters for classic; `seed` is a number from 0 to 2⁶⁴ − 1.
    #[must_use]
    pub fn from_query(query: &str) -> Settings {
        let (mut game, mut board, mut seed) = ("classic", None, None);
        for pair in query.trim_start_matches('?').split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            match key {
                "seed" => seed = value.parse().ok().or(seed),
                "game" if Variant::from_names(value, None).is_ok() => game = value,
                "board" if Variant::from_names("classic", Some(value)).is_ok() => board = Some(value),
                _ => {}
            }
        }
        // The board only matters for classic; Express has one.
        let board = if game == "express" { None } else { board };
        let variant = Variant::from_names(game, board).unwrap_or(Variant::ClassicRevised);
        Settings { variant, seed }
    }

    /// The query string that gives these settings back, e.g. `?seed=42&game=express`.
    #[must_use]
    pub fn to_query(self) -> String {
        let mut query = String::from("?");
        if let Some(seed) = self.seed {
            query.push_str(&format!("seed={seed}&"));
        }
        let (game, board) = self.variant.names();
        query.push_str(&format!("game={game}"));
        if let Some(board) = board {
            query.push_str(&format!("&board={board}"));
        }
        query
    }

    /// The same settings with `seed`.
    #[must_use]
    pub const fn with_seed(self, seed: u64) -> Settings {
        Settings { seed: Some(seed), ..self }
    }
}

/// A seed from a random number in `0.0..1.0` (the page passes `Math.random()`): below 10⁹,
/// so that it is short enough to read out and type.
#[must_use]
pub fn seed_from_unit(random: f64) -> u64 {
    (random.clamp(0.0, 1.0) * 1e9) as u64 % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_classic_on_the_revised_board_without_a_seed() {
        assert_eq!(Settings::from_query(""), Settings::default());
        assert_eq!(Settings::from_query("?"), Settings::default());
        assert_eq!(Settings::default().variant, Variant::ClassicRevised);
    }

    #[test]
    fn reads_seed_game_and_board() {
        let s = Settings::from_query("?seed=42&game=express");
        assert_eq!((s.variant, s.seed), (Variant::Express, Some(42)));
        let s = Settings::from_query("board=original&seed=18446744073709551615");
        assert_eq!((s.variant, s.seed), (Variant::ClassicOriginal, Some(u64::MAX)));
        let s = Settings::from_query("?game=classic&board=revised&seed=0");
        assert_eq!((s.variant, s.seed), (Variant::ClassicRevised, Some(0)));
        // The board of Express is fixed.
        let s = Settings::from_query("?game=express&board=original");
        assert_eq!(s.variant, Variant::Express);
    }

    #[test]
    fn ignores_what_it_does_not_understand() {
        let s = Settings::from_query("?seed=-3&game=chess&board=&x=1&&seed");
        assert_eq!(s, Settings::default());
        let s = Settings::from_query("?seed=7&seed=abc");
        assert_eq!(s.seed, Some(7));
    }

    #[test]
    fn queries_round_trip() {
        for variant in Variant::ALL {
            for seed in [None, Some(0), Some(123_456_789)] {
                let s = Settings { variant, seed };
                assert_eq!(Settings::from_query(&s.to_query()), s);
            }
        }
        assert_eq!(Settings::default().with_seed(5).to_query(), "?seed=5&game=classic&board=revised");
    }

    #[test]
    fn random_seeds_are_short() {
        assert_eq!(seed_from_unit(0.0), 0);
        assert_eq!(seed_from_unit(0.5), 500_000_000);
        assert!(seed_from_unit(0.999_999_999_9) < 1_000_000_000);
        assert_eq!(seed_from_unit(1.0), 0);
    }
}
