//! The page's address: `?seed=N&game=classic|express&board=revised|original&p1=…&p2=…&id=…&lang=…&face=…`.
//!
//! One type, [`Address`], reads and writes the query string, with one percent-coding. Pure
//! string handling, so it is unit-tested natively; the page reads `location.search`.

use crate::rules::Variant;
use crate::ui::i18n::lang::Lang;

/// The game an address asks for. Unknown or malformed parameters are ignored, so a bad link
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
    /// The same settings with `seed`.
    #[must_use]
    pub const fn with_seed(self, seed: u64) -> Settings {
        Settings { seed: Some(seed), ..self }
    }
}

/// Everything an address can say. Each parameter is optional; what is missing, malformed or
/// unknown says nothing.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Address {
    /// `seed`, `game` and `board`: `game` is `classic` (default) or `express`; `board` is
    /// `revised` (default) or `original` and only matters for classic; `seed` is a number from
    /// 0 to 2⁶⁴ − 1.
    pub settings: Settings,
    /// `p1`, `p2`: the players' names, seat 1 first, at most [`MAX_NAME`] characters; blank
    /// names are none.
    pub names: [Option<String>; 2],
    /// `id`: the saved game to open, if well formed.
    pub id: Option<String>,
    /// `lang`: the language, if the page speaks it.
    pub lang: Option<Lang>,
    /// `face`: `1` (or `true`) turns player 2's side to face them, `0` (or `false`) keeps it
    /// upright.
    pub face: Option<bool>,
}

impl Address {
    /// Reads a query string such as `?seed=42&game=express&p1=Ada` (the leading `?` is
    /// optional). Where a parameter is repeated, the last understood value counts, except
    /// `id` and `lang`, where the first does.
    #[must_use]
    pub fn parse(query: &str) -> Address {
        let (mut game, mut board) = (Variant::ClassicRevised, None);
        let mut address = Address::default();
        for pair in query.trim_start_matches('?').split('&').filter(|pair| !pair.is_empty()) {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let value = decode(value);
            match key {
                "seed" => address.settings.seed = value.parse().ok().or(address.settings.seed),
                "game" => game = Variant::from_names(&value, None).unwrap_or(game),
                "board" => board = Variant::from_names("classic", Some(&value)).ok().or(board),
                "p1" | "p2" => {
                    let name = value.trim();
                    if !name.is_empty() {
                        address.names[usize::from(key == "p2")] = Some(name.chars().take(MAX_NAME).collect());
                    }
                }
                "id" if address.id.is_none() && crate::ui::state::saves::is_id(&value) => address.id = Some(value),
                "lang" => address.lang = address.lang.or_else(|| Lang::from_code(&value)),
                "face" => match value.as_str() {
                    "1" | "true" => address.face = Some(true),
                    "0" | "false" => address.face = Some(false),
                    _ => {}
                },
                _ => {}
            }
        }
        // The board only matters for classic; Express has one.
        address.settings.variant = match (game, board) {
            (Variant::Express, _) => Variant::Express,
            (_, Some(board)) => board,
            (game, None) => game,
        };
        address
    }

    /// The query string that gives this address back, e.g. `?seed=42&game=express&p1=Ada`:
    /// the seed, the game and its board, then whichever of names, id, language and facing
    /// are set, percent-encoded.
    #[must_use]
    pub fn to_query(&self) -> String {
        let mut query = String::from("?");
        if let Some(seed) = self.settings.seed {
            query.push_str(&format!("seed={seed}&"));
        }
        let (game, board) = self.settings.variant.names();
        query.push_str(&format!("game={game}"));
        if let Some(board) = board {
            query.push_str(&format!("&board={board}"));
        }
        for (key, name) in [("p1", &self.names[0]), ("p2", &self.names[1])] {
            if let Some(name) = name {
                query.push_str(&format!("&{key}={}", encode(name)));
            }
        }
        if let Some(id) = &self.id {
            query.push_str(&format!("&id={}", encode(id)));
        }
        if let Some(lang) = self.lang {
            query.push_str(&format!("&lang={}", lang.code()));
        }
        if let Some(face) = self.face {
            query.push_str(if face { "&face=1" } else { "&face=0" });
        }
        query
    }
}

/// The key under which the page keeps the facing choice in `localStorage` (`1` or `0`).
pub const FACE_KEY: &str = "patchwork-face";

/// The longest name kept, in characters.
pub const MAX_NAME: usize = crate::rules::code::MAX_NAME_CHARS;

/// Percent-encodes everything but letters, digits and `-_.~`.
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

/// Reads `%XX` and `+` (a space); a `%` not followed by two hex digits stays as it is.
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

/// A new game's seed from a random number: below 10⁹, so that it is short enough to read out
/// and type.
#[must_use]
pub const fn short_seed(random: u64) -> u64 {
    random % 1_000_000_000
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_to_classic_on_the_revised_board_without_a_seed() {
        assert_eq!(Address::parse("").settings, Settings::default());
        assert_eq!(Address::parse("?").settings, Settings::default());
        assert_eq!(Settings::default().variant, Variant::ClassicRevised);
    }

    #[test]
    fn reads_seed_game_and_board() {
        let s = Address::parse("?seed=42&game=express").settings;
        assert_eq!((s.variant, s.seed), (Variant::Express, Some(42)));
        let s = Address::parse("board=original&seed=18446744073709551615").settings;
        assert_eq!((s.variant, s.seed), (Variant::ClassicOriginal, Some(u64::MAX)));
        let s = Address::parse("?game=classic&board=revised&seed=0").settings;
        assert_eq!((s.variant, s.seed), (Variant::ClassicRevised, Some(0)));
        // The board of Express is fixed.
        let s = Address::parse("?game=express&board=original").settings;
        assert_eq!(s.variant, Variant::Express);
    }

    #[test]
    fn ignores_what_it_does_not_understand() {
        let s = Address::parse("?seed=-3&game=chess&board=&x=1&&seed").settings;
        assert_eq!(s, Settings::default());
        let s = Address::parse("?seed=7&seed=abc").settings;
        assert_eq!(s.seed, Some(7));
    }

    #[test]
    fn queries_round_trip() {
        for variant in Variant::ALL {
            for seed in [None, Some(0), Some(123_456_789)] {
                let s = Settings { variant, seed };
                let address = Address { settings: s, ..Address::default() };
                assert_eq!(Address::parse(&address.to_query()).settings, s);
            }
        }
        let address = Address { settings: Settings::default().with_seed(5), ..Address::default() };
        assert_eq!(address.to_query(), "?seed=5&game=classic&board=revised");
    }

    #[test]
    fn names_round_trip_through_the_query() {
        assert_eq!(Address::parse("?seed=1").names, [None, None]);
        assert_eq!(Address::parse("?p1=Ada&p2=Zo%C3%A9+B").names, [Some("Ada".to_owned()), Some("Zoé B".to_owned())]);
        assert_eq!(Address::parse("?p1=%20&p2=%zz").names, [None, Some("%zz".to_owned())]);
        let names = ["Jean-Luc & Co".to_owned(), "Zoé".to_owned()];
        let query = Address { names: names.clone().map(Some), ..Address::default() }.to_query();
        assert_eq!(Address::parse(&query).names, names.map(Some));
    }

    #[test]
    fn the_saved_game_id_is_read_only_when_well_formed() {
        assert_eq!(Address::parse("?seed=1&id=lx2-9z").id, Some("lx2-9z".to_owned()));
        assert_eq!(Address::parse("?id=../etc&seed=1").id, None);
        assert_eq!(Address::parse("?seed=1").id, None);
    }

    #[test]
    fn the_address_may_choose_the_language() {
        assert_eq!(Address::parse("?seed=1&lang=pl").lang, Some(Lang::Pl));
        assert_eq!(Address::parse("lang=fr-CA").lang, Some(Lang::Fr));
        assert_eq!(Address::parse("?lang=de&lang=en").lang, Some(Lang::En));
        assert_eq!(Address::parse("?seed=1").lang, None);
        assert_eq!(Address::parse("?lang=").lang, None);
        // The language is not part of the game's settings.
        assert_eq!(Address::parse("?seed=4&lang=pl").settings, Settings::default().with_seed(4));
    }

    #[test]
    fn facing_comes_from_the_address_when_it_says_so() {
        assert_eq!(Address::parse("?seed=1&face=1").face, Some(true));
        assert_eq!(Address::parse("face=true").face, Some(true));
        assert_eq!(Address::parse("?face=0&seed=2").face, Some(false));
        assert_eq!(Address::parse("?seed=1").face, None);
        assert_eq!(Address::parse("?face=yes&faces=1").face, None);
        // Settings ignore it.
        assert_eq!(Address::parse("?seed=1&face=1").settings.seed, Some(1));
    }

    #[test]
    fn a_whole_address_round_trips() {
        let address = Address {
            settings: Settings { variant: Variant::ClassicOriginal, seed: Some(77) },
            names: [Some("Zoé & Ada".to_owned()), None],
            id: Some("lx2-9z".to_owned()),
            lang: Some(Lang::Pl),
            face: Some(true),
        };
        let query = address.to_query();
        assert_eq!(query, "?seed=77&game=classic&board=original&p1=Zo%C3%A9%20%26%20Ada&id=lx2-9z&lang=pl&face=1");
        assert_eq!(Address::parse(&query), address);
        assert_eq!(Address::parse(""), Address::default());
    }

    #[test]
    fn random_seeds_are_short() {
        assert_eq!(short_seed(0), 0);
        assert_eq!(short_seed(500_000_000), 500_000_000);
        assert!(short_seed(u64::MAX) < 1_000_000_000);
        assert_eq!(short_seed(1_000_000_000), 0);
    }
}
