//! The game a page shows, read from its address: `?seed=N&game=classic|express&board=revised|original`.
//!
//! Pure string handling, so it is unit-tested natively; the page reads `location.search`.

use crate::rules::Variant;
use crate::ui::i18n::lang::Lang;

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

/// The players' names in a query (`p1=Ada&p2=Bob`, percent-encoded), seat 1 first; `None`
/// for a name that is missing or blank.
#[must_use]
pub fn names_from_query(query: &str) -> [Option<String>; 2] {
    let mut names = [None, None];
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let seat = match key {
            "p1" => 0,
            "p2" => 1,
            _ => continue,
        };
        let name = decode(value);
        let name = name.trim();
        if !name.is_empty() {
            names[seat] = Some(name.chars().take(MAX_NAME).collect());
        }
    }
    names
}

/// The saved game the address names (`id=…`), if the id is well formed.
#[must_use]
pub fn id_from_query(query: &str) -> Option<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter_map(|pair| pair.strip_prefix("id="))
        .find(|id| crate::ui::state::saves::is_id(id))
        .map(str::to_owned)
}

/// The language an address asks for (`?lang=pl`), if it names one the page speaks.
#[must_use]
pub fn lang_from_query(query: &str) -> Option<Lang> {
    query.trim_start_matches('?').split('&').filter_map(|pair| pair.strip_prefix("lang=")).find_map(Lang::from_code)
}

/// Whether the address asks to turn player 2's side to face them: `face=1` (or `true`) turns
/// it, `face=0` (or `false`) keeps it upright, anything else says nothing.
#[must_use]
pub fn face_from_query(query: &str) -> Option<bool> {
    let mut face = None;
    for pair in query.trim_start_matches('?').split('&') {
        match pair.split_once('=') {
            Some(("face", "1" | "true")) => face = Some(true),
            Some(("face", "0" | "false")) => face = Some(false),
            _ => {}
        }
    }
    face
}

/// The key under which the page keeps the facing choice in `localStorage` (`1` or `0`).
pub const FACE_KEY: &str = "patchwork-face";

/// The longest name kept, in characters.
pub const MAX_NAME: usize = 24;

/// `&p1=…&p2=…` for two names, percent-encoded.
#[must_use]
pub fn names_query(names: &[String; 2]) -> String {
    format!("&p1={}&p2={}", encode(&names[0]), encode(&names[1]))
}

fn encode(text: &str) -> String {
    let mut out = String::new();
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() && text.is_char_boundary(i + 3) => {
                match u8::from_str_radix(&text[i + 1..i + 3], 16) {
                    Ok(byte) => {
                        out.push(byte);
                        i += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A seed from a random number in `0.0..1.0` (the page passes `Math.random()`): below 10⁹,
/// so that it is short enough to read out and type.
#[must_use]
pub fn seed_from_unit(random: f64) -> u64 {
    (crate::ui::layout::clamp(random, 0.0, 1.0) * 1e9) as u64 % 1_000_000_000
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
    fn names_round_trip_through_the_query() {
        assert_eq!(names_from_query("?seed=1"), [None, None]);
        assert_eq!(names_from_query("?p1=Ada&p2=Zo%C3%A9+B"), [Some("Ada".to_owned()), Some("Zoé B".to_owned())]);
        assert_eq!(names_from_query("?p1=%20&p2=%zz"), [None, Some("%zz".to_owned())]);
        let names = ["Jean-Luc & Co".to_owned(), "Zoé".to_owned()];
        let query = names_query(&names);
        assert_eq!(names_from_query(&query), names.map(Some));
    }

    #[test]
    fn the_saved_game_id_is_read_only_when_well_formed() {
        assert_eq!(id_from_query("?seed=1&id=lx2-9z"), Some("lx2-9z".to_owned()));
        assert_eq!(id_from_query("?id=../etc&seed=1"), None);
        assert_eq!(id_from_query("?seed=1"), None);
    }

    #[test]
    fn the_address_may_choose_the_language() {
        assert_eq!(lang_from_query("?seed=1&lang=pl"), Some(Lang::Pl));
        assert_eq!(lang_from_query("lang=fr-CA"), Some(Lang::Fr));
        assert_eq!(lang_from_query("?lang=de&lang=en"), Some(Lang::En));
        assert_eq!(lang_from_query("?seed=1"), None);
        assert_eq!(lang_from_query("?lang="), None);
        // The language is not part of the game's settings.
        assert_eq!(Settings::from_query("?seed=4&lang=pl"), Settings::default().with_seed(4));
    }

    #[test]
    fn facing_comes_from_the_address_when_it_says_so() {
        assert_eq!(face_from_query("?seed=1&face=1"), Some(true));
        assert_eq!(face_from_query("face=true"), Some(true));
        assert_eq!(face_from_query("?face=0&seed=2"), Some(false));
        assert_eq!(face_from_query("?seed=1"), None);
        assert_eq!(face_from_query("?face=yes&faces=1"), None);
        // Settings ignore it.
        assert_eq!(Settings::from_query("?seed=1&face=1").seed, Some(1));
    }

    #[test]
    fn random_seeds_are_short() {
        assert_eq!(seed_from_unit(0.0), 0);
        assert_eq!(seed_from_unit(0.5), 500_000_000);
        assert!(seed_from_unit(0.999_999_999_9) < 1_000_000_000);
        assert_eq!(seed_from_unit(1.0), 0);
    }
}
