//! The names the page gives by itself: a seat's default (`Player 1`) and a computer's
//! (`Computer (hard)`), in each language, and names that follow a change of language.

use super::{text, Lang, Names, Text};

/// The name of a computer seat that was given none: `Computer (hard)`.
#[must_use]
pub fn computer_name(lang: Lang, level: crate::ai::Level) -> String {
    use crate::ai::Level;
    text(
        lang,
        match level {
            Level::Easy => Text::ComputerEasy,
            Level::Medium => Text::ComputerMedium,
            Level::Hard => Text::ComputerHard,
            Level::Random | Level::Greedy => Text::SeatOther,
        },
    )
    .to_owned()
}

/// A name the page gives by itself, in any language: a seat's default (`Player 1`) or a
/// computer's (`Computer (hard)`).
#[derive(Clone, Copy)]
enum Given {
    Seat(usize),
    Computer(crate::ai::Level),
}

impl Given {
    /// Which given name `name` is, if it is one.
    fn of(name: &str) -> Option<Given> {
        use crate::ai::Level;
        let seats = (0..2).map(Given::Seat);
        let computers = [Level::Easy, Level::Medium, Level::Hard].into_iter().map(Given::Computer);
        seats.chain(computers).find(|&given| Lang::ALL.iter().any(|&lang| given.in_lang(lang) == name))
    }

    /// The name in `lang`.
    fn in_lang(self, lang: Lang) -> String {
        match self {
            Given::Seat(i) => default_name(lang, i),
            Given::Computer(level) => computer_name(lang, level),
        }
    }
}

/// Whether `name` is one the page gives by itself (a seat's default or a computer's name, in
/// any language): one that a person may replace by typing.
#[must_use]
pub fn is_given_name(name: &str) -> bool {
    Given::of(name).is_some()
}

/// The name of seat `i` (0 or 1) before anyone types one: `Player 1`, `Gracz 1`, `Joueur 1`.
#[must_use]
pub fn default_name(lang: Lang, i: usize) -> String {
    super::phrases::default_name(lang, i + 1)
}

/// `name` in `lang` when it is a default name of any language (`Joueur 2` → `Player 2`),
/// else `name` itself: so untouched names follow a change of language.
#[must_use]
pub fn localize_name(lang: Lang, name: &str) -> String {
    Given::of(name).map_or_else(|| name.to_owned(), |given| given.in_lang(lang))
}

/// Both names through [`localize_name`].
#[must_use]
pub fn localize_names(lang: Lang, names: &Names) -> Names {
    [localize_name(lang, &names[0]), localize_name(lang, &names[1])]
}
