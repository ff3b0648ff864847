//! Which game is played: classic Patchwork on either time board, or Patchwork Express.
//!
//! The names are those of game records and of `patchwork-cli random --game … --time-board …`.
//! A variant's constants ([`Variant::rules`]) are read from the tables in `time_board.rs`.

use std::fmt;
use std::str::FromStr;

use super::error::VariantNameError;

/// Which game, and for classic which edition of the time board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Classic Patchwork with the revised board: leather patches on 26, 32, 38, 44, 50.
    ClassicRevised,
    /// Classic Patchwork with the original 2014 board: leather patches on 20, 26, 32, 44, 50.
    ClassicOriginal,
    /// Patchwork Express.
    Express,
}

/// Classic or Express, whatever the time board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Game {
    /// Patchwork: 9×9 quilt, 33 patches, bonus tile.
    Classic,
    /// Patchwork Express: 7×7 quilt, 15 coloured and 8 blue patches.
    Express,
}

impl Variant {
    /// All variants.
    pub const ALL: [Variant; 3] = [Variant::ClassicRevised, Variant::ClassicOriginal, Variant::Express];

    /// Classic or Express.
    #[must_use]
    pub const fn game(self) -> Game {
        match self {
            Variant::ClassicRevised | Variant::ClassicOriginal => Game::Classic,
            Variant::Express => Game::Express,
        }
    }

    /// The variant named as in records: `game` is `classic` or `express`; `time_board`, for
    /// classic only, is `revised` (also when absent) or `original`.
    ///
    /// # Errors
    /// Which name is unknown, or a time board given for Express.
    pub fn from_names(game: &str, time_board: Option<&str>) -> Result<Variant, VariantNameError> {
        match (game, time_board) {
            ("classic", None | Some("revised")) => Ok(Variant::ClassicRevised),
            ("classic", Some("original")) => Ok(Variant::ClassicOriginal),
            ("classic", Some(other)) => Err(VariantNameError::UnknownTimeBoard(other.to_owned())),
            ("express", None) => Ok(Variant::Express),
            ("express", Some(_)) => Err(VariantNameError::TimeBoardInExpress),
            (other, _) => Err(VariantNameError::UnknownGame(other.to_owned())),
        }
    }

    /// The names of [`Self::from_names`]: the game, and the time board for classic.
    #[must_use]
    pub const fn names(self) -> (&'static str, Option<&'static str>) {
        match self {
            Variant::ClassicRevised => ("classic", Some("revised")),
            Variant::ClassicOriginal => ("classic", Some("original")),
            Variant::Express => ("express", None),
        }
    }
}

impl fmt::Display for Variant {
    /// `classic/revised`, `classic/original` or `express`: the game and, for classic, the time
    /// board, as [`Variant::from_str`] reads them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.names() {
            (game, Some(board)) => write!(f, "{game}/{board}"),
            (game, None) => f.write_str(game),
        }
    }
}

impl FromStr for Variant {
    type Err = VariantNameError;

    /// Reads what [`Display`](fmt::Display) writes: `classic/revised`, `classic/original` or
    /// `express`; also `classic` alone, for the revised board (as in a record without a time
    /// board).
    ///
    /// ```
    /// use patchwork::rules::Variant;
    ///
    /// assert_eq!("classic/original".parse(), Ok(Variant::ClassicOriginal));
    /// assert_eq!("classic".parse(), Ok(Variant::ClassicRevised));
    /// assert_eq!(Variant::Express.to_string(), "express");
    /// assert!("express/revised".parse::<Variant>().is_err());
    /// ```
    fn from_str(name: &str) -> Result<Variant, VariantNameError> {
        match name.split_once('/') {
            Some((game, board)) => Variant::from_names(game, Some(board)),
            None => Variant::from_names(name, None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_round_trip_and_refuse_unknown_ones() {
        for variant in Variant::ALL {
            let (game, board) = variant.names();
            assert_eq!(Variant::from_names(game, board), Ok(variant));
        }
        assert_eq!(Variant::from_names("classic", None), Ok(Variant::ClassicRevised));
        assert_eq!(Variant::from_names("chess", None), Err(VariantNameError::UnknownGame("chess".into())));
        assert_eq!(Variant::from_names("classic", Some("x")), Err(VariantNameError::UnknownTimeBoard("x".into())));
        assert_eq!(Variant::from_names("express", Some("revised")), Err(VariantNameError::TimeBoardInExpress));
    }

    #[test]
    fn variants_print_and_parse_back() {
        for variant in Variant::ALL {
            assert_eq!(variant.to_string().parse(), Ok(variant));
        }
        assert_eq!(Variant::ClassicRevised.to_string(), "classic/revised");
        assert_eq!("chess".parse::<Variant>(), Err(VariantNameError::UnknownGame("chess".into())));
        assert_eq!("classic/".parse::<Variant>(), Err(VariantNameError::UnknownTimeBoard(String::new())));
    }
}
