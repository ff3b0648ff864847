//! The words for a patch: what it looks like and costs (never its id, which is for the tests'
//! `data-patch` attributes only), and how it lies in the hand, told in the order the player
//! turned it. The templates are in the language files (`PHRASE_WORDS`), filled in `phrases.rs`.

use super::{phrases, Lang};
use crate::rules::{Orientation, PatchId};

/// A turn a player gives the held patch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turning {
    /// A quarter turn clockwise (R).
    Rotate,
    /// A flip left–right (F).
    Mirror,
}

impl Turning {
    /// The orientation after this turn.
    #[must_use]
    pub const fn apply(self, orientation: Orientation) -> Orientation {
        match self {
            Turning::Rotate => orientation.rotated_clockwise(),
            Turning::Mirror => orientation.mirrored(),
        }
    }
}

/// How the words tell an orientation, as a player would lay the patch so: the degrees of each
/// turn, and the flip where the player did it (last, if the last thing done was a flip).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reading {
    /// As printed.
    Upright,
    /// Turned clockwise, not flipped.
    Turned(u32),
    /// Flipped, not turned.
    Mirrored,
    /// Turned clockwise, then flipped.
    TurnedThenMirrored(u32),
    /// Flipped, then turned clockwise.
    MirroredThenTurned(u32),
}

impl Reading {
    /// The engine's orientation (flip first, then `rotation` quarter turns) read so that the
    /// player's last turning comes last.
    pub(super) fn of(orientation: Orientation, by: Turning) -> Reading {
        let quarter = u32::from(orientation.rotation());
        match (orientation.is_mirrored(), by) {
            (false, _) if quarter == 0 => Reading::Upright,
            (false, _) => Reading::Turned(quarter * 90),
            (true, _) if quarter == 0 => Reading::Mirrored,
            // Flipping after θ clockwise is flipping first and turning −θ.
            (true, Turning::Mirror) => Reading::TurnedThenMirrored((4 - quarter) * 90),
            (true, Turning::Rotate) => Reading::MirroredThenTurned(quarter * 90),
        }
    }
}

/// A patch as the words name it: by its look and numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Described {
    /// The 1×1 leather patch, named as such.
    pub(super) leather: bool,
    /// Squares it covers.
    pub(super) squares: u32,
    /// Buttons it costs.
    pub(super) cost: u32,
    /// Spaces of time it costs.
    pub(super) time: u32,
    /// Buttons it pays at every income mark.
    pub(super) income: u32,
}

impl Described {
    /// The patch of the tables with this id.
    pub(super) fn of(patch: PatchId) -> Described {
        let p = patch.patch();
        Described {
            leather: patch == PatchId::LEATHER,
            squares: u32::try_from(p.shape.size()).unwrap_or(u32::MAX),
            cost: u32::from(p.cost),
            time: u32::from(p.time),
            income: u32::from(p.income),
        }
    }
}

/// `words` with a capital first letter, to open a sentence.
pub(super) fn capital(mut words: String) -> String {
    if let Some(first) = words.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    words
}

/// `words` with a small first letter, to follow a colon.
pub(super) fn lower(mut words: String) -> String {
    if let Some(first) = words.get_mut(0..1) {
        first.make_ascii_lowercase();
    }
    words
}

/// How a held patch lies, in the order the player turned it: `turned 90°, then mirrored`
/// when the last turning `by` was a flip, `mirrored, then turned 90°` when it was a turn.
#[must_use]
pub fn orientation_words(lang: Lang, orientation: Orientation, by: Turning) -> String {
    let reading = Reading::of(orientation, by);
    phrases::orientation(lang, reading)
}

/// A patch named by its look and numbers, e.g. `the 5-square patch for 2 buttons and 3 time`.
#[must_use]
pub fn patch_words(lang: Lang, patch: PatchId) -> String {
    let described = Described::of(patch);
    phrases::patch(lang, described)
}

/// What a card of the circle says to a screen reader: its look, its numbers and whether it can
/// be taken.
#[must_use]
pub fn patch_label(lang: Lang, patch: PatchId, reason: Option<&str>, offered: bool) -> String {
    let described = Described::of(patch);
    let why = match reason {
        Some("afford") => Why::Afford,
        Some(_) => Why::Fit,
        None if offered => Why::Take,
        None => Why::Nothing,
    };
    phrases::patch_label(lang, described, why)
}

/// What a card adds to its label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Why {
    Afford,
    Fit,
    Take,
    Nothing,
}

#[cfg(test)]
mod tests {
    use super::super::tests::{assert_finished, names, patch};
    use super::super::{message, say, Say};
    use super::*;
    use crate::rules::{Action, Bitboard, Player};

    /// Whether `words` name a patch by its id: `c` or `e` and two digits, alone as a word.
    fn names_an_id(words: &str) -> bool {
        let chars: Vec<char> = words.chars().collect();
        let word = |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || *c == '_');
        chars.windows(3).enumerate().any(|(i, w)| {
            matches!(w[0], 'c' | 'e' | 'C' | 'E')
                && w[1].is_ascii_digit()
                && w[2].is_ascii_digit()
                && !word(i.checked_sub(1).and_then(|j| chars.get(j)))
                && !word(chars.get(i + 3))
        })
    }

    #[test]
    fn the_id_finder_finds_ids() {
        assert!(names_an_id("Ada sews on patch c14 for 2 buttons."));
        assert!(names_an_id("e05"));
        assert!(!names_an_id("the 5-square patch; sec12; c1; c123; ce 12"));
    }

    #[test]
    fn patches_are_named_by_their_look_and_numbers_never_by_id() {
        let n = names();
        for lang in Lang::ALL {
            for patch in PatchId::all() {
                let mut said = vec![patch_words(lang, patch)];
                for (reason, offered) in [(Some("afford"), true), (Some("fit"), true), (None, true), (None, false)] {
                    said.push(patch_label(lang, patch, reason, offered));
                }
                said.push(message(lang, &Say::holding_words(Player::One, patch), &n));
                said.push(say(lang, Say::Sewn { player: Player::One, patch, cost: patch.patch().cost }, &n));
                if patch != PatchId::LEATHER {
                    said.push(message(
                        lang,
                        &Say::hint_words(Action::TakePatch { patch, squares: Bitboard::EMPTY }),
                        &n,
                    ));
                }
                for words in said {
                    assert!(!names_an_id(&words), "{lang:?} names {patch}: {words}");
                    assert_finished(lang, "a patch's words", &words);
                }
            }
        }
    }

    #[test]
    fn a_patch_is_its_squares_cost_and_time() {
        let c14 = PatchId::from_label("c14").expect("a patch");
        let n = names();
        assert_eq!(patch_words(Lang::En, c14), "the 5-square patch for 2 buttons and 3 time");
        assert_eq!(patch_words(Lang::Pl, c14), "kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu");
        assert_eq!(patch_words(Lang::Fr, c14), "la pièce de 5 cases à 2 boutons et 3 temps");
        let c01 = patch();
        assert_eq!(patch_words(Lang::En, c01), "the 2-square patch for 2 buttons and 1 time");
        assert_eq!(patch_words(Lang::Pl, c01), "kawałek materiału (2 kwadraty) za 2 guziki i 1 pole czasu");
        assert_eq!(patch_words(Lang::Fr, c01), "la pièce de 2 cases à 2 boutons et 1 temps");
        assert_eq!(patch_words(Lang::En, PatchId::LEATHER), "the leather patch");
        assert_eq!(
            say(Lang::En, Say::Sewn { player: Player::Two, patch: c14, cost: 2 }, &n),
            "Bob sews on the 5-square patch for 2 buttons and 3 time."
        );
        assert_eq!(
            say(Lang::Pl, Say::Sewn { player: Player::Two, patch: c14, cost: 2 }, &n),
            "Bob kładzie kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu."
        );
        assert_eq!(
            say(Lang::Fr, Say::Sewn { player: Player::Two, patch: c14, cost: 2 }, &n),
            "Bob coud la pièce de 5 cases à 2 boutons et 3 temps."
        );
        assert_eq!(
            patch_label(Lang::En, c14, None, true),
            "The 5-square patch for 2 buttons and 3 time, income 1; press Enter to take it"
        );
        assert_eq!(
            patch_label(Lang::Pl, c14, Some("afford"), true),
            "Kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu, dochód 1; nie masz na niego dość guzików"
        );
        assert_eq!(
            patch_label(Lang::Fr, c14, Some("fit"), true),
            "La pièce de 5 cases à 2 boutons et 3 temps, revenu 1\u{a0}; elle ne tient pas sur votre couverture"
        );
        // A patch's hint and the held patch's words are three sentences each, which the message
        // reads as one, a space between each two.
        let hint = Say::hint_words(Action::TakePatch { patch: c14, squares: Bitboard::EMPTY });
        assert_eq!(
            message(Lang::En, &hint, &n),
            "Hint: sew on the 5-square patch for 2 buttons and 3 time where the outline shows."
        );
        assert_eq!(
            message(Lang::Fr, &hint, &n),
            "Conseil\u{a0}: cousez la pièce de 5 cases à 2 boutons et 3 temps là où le contour l'indique."
        );
        assert_eq!(
            message(Lang::Pl, &hint, &n),
            "Podpowiedź: połóż kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu tam, gdzie pokazuje zarys."
        );
        let holding = Say::holding_words(Player::One, c14);
        assert!(message(Lang::En, &holding, &n)
            .starts_with("Ada holds the 5-square patch for 2 buttons and 3 time: drag it onto your quilt"));
        assert!(message(Lang::Fr, &holding, &n)
            .starts_with("Ada tient la pièce de 5 cases à 2 boutons et 3 temps\u{a0}: faites-la glisser sur votre"));
        assert!(message(Lang::Pl, &holding, &n)
            .starts_with("Ada trzyma kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu: przeciągnij go na"));
    }

    #[test]
    fn squares_are_counted_in_each_language() {
        let of = |squares, cost, time| Described { leather: false, squares, cost, time, income: 0 };
        let polish = |squares| phrases::patch(Lang::Pl, of(squares, 5, 2));
        assert_eq!(polish(1), "kawałek materiału (1 kwadrat) za 5 guzików i 2 pola czasu");
        for k in [2, 3, 4, 22] {
            assert!(polish(k).contains(&format!("({k} kwadraty)")), "{}", polish(k));
        }
        for k in [5, 8, 11, 12, 13, 14, 21] {
            assert!(polish(k).contains(&format!("({k} kwadratów)")), "{}", polish(k));
        }
        assert_eq!(phrases::patch(Lang::Fr, of(1, 0, 1)), "la pièce de 1 case à 0 bouton et 1 temps");
        assert_eq!(phrases::patch(Lang::Fr, of(8, 1, 6)), "la pièce de 8 cases à 1 bouton et 6 temps");
        assert_eq!(phrases::patch(Lang::En, of(1, 1, 1)), "the 1-square patch for 1 button and 1 time");
        assert_eq!(phrases::patch(Lang::En, of(8, 0, 6)), "the 8-square patch for 0 buttons and 6 time");
    }

    /// The turnings that `words` (an orientation's words in `lang`) name, in the order named.
    fn turnings_named(lang: Lang, words: &str) -> Vec<Turning> {
        let (upright, mirror) = match lang {
            Lang::En => ("upright", "mirrored"),
            Lang::Pl => ("bez obrotu", "odbity"),
            Lang::Fr => ("droite", "retournée"),
        };
        let then = ["then ", "potem ", "puis "];
        let mut named = Vec::new();
        for part in words.split(", ") {
            let part = then.iter().fold(part, |p, t| p.strip_prefix(t).unwrap_or(p));
            if let Some(turned) = part.strip_suffix('°') {
                let digits: String = turned.chars().rev().take_while(char::is_ascii_digit).collect();
                let degrees: u32 = digits.chars().rev().collect::<String>().parse().expect("degrees");
                assert!(degrees % 90 == 0 && degrees > 0 && degrees < 360, "{lang:?}: {words}");
                named.extend(std::iter::repeat_n(Turning::Rotate, (degrees / 90) as usize));
            } else if part == mirror {
                named.push(Turning::Mirror);
            } else {
                assert_eq!(part, upright, "{lang:?}: {words}");
            }
        }
        named
    }

    #[test]
    fn orientation_words_tell_how_to_lay_the_patch_so() {
        for lang in Lang::ALL {
            for by in [Turning::Rotate, Turning::Mirror] {
                let mut all = Vec::new();
                for orientation in Orientation::ALL {
                    let words = orientation_words(lang, orientation, by);
                    let named = turnings_named(lang, &words);
                    // Done in the order named, the turnings lay the printed patch as it lies.
                    let laid = named.iter().fold(Orientation::IDENTITY, |o, t| t.apply(o));
                    assert_eq!(laid, orientation, "{lang:?}, last {by:?}: {words}");
                    // A flipped patch's words end with what the player did last.
                    if orientation.is_mirrored() && orientation.rotation() != 0 {
                        assert_eq!(named.last(), Some(&by), "{lang:?}: {words}");
                    }
                    all.push(words);
                }
                all.sort();
                all.dedup();
                assert_eq!(all.len(), 8, "{lang:?}, last {by:?}: all 8 differ");
            }
        }
    }

    #[test]
    fn orientations_are_said_in_the_order_they_were_made() {
        let n = names();
        let after = |turnings: &[Turning]| {
            let orientation = turnings.iter().fold(Orientation::IDENTITY, |o, t| t.apply(o));
            let by = *turnings.last().expect("a turning");
            (orientation, by)
        };
        let words = |lang, turnings: &[Turning]| {
            let (orientation, by) = after(turnings);
            say(lang, Say::Turned { orientation, by }, &n)
        };
        use Turning::{Mirror, Rotate};
        assert_eq!(words(Lang::En, &[Rotate, Mirror]), "Patch turned 90°, then mirrored.");
        assert_eq!(words(Lang::En, &[Mirror, Rotate]), "Patch mirrored, then turned 90°.");
        assert_eq!(words(Lang::En, &[Rotate, Rotate]), "Patch turned 180°.");
        assert_eq!(words(Lang::En, &[Mirror, Mirror]), "Patch upright.");
        assert_eq!(words(Lang::En, &[Mirror]), "Patch mirrored.");
        assert_eq!(words(Lang::En, &[Rotate, Rotate, Rotate, Mirror]), "Patch turned 270°, then mirrored.");
        assert_eq!(words(Lang::Pl, &[Rotate, Mirror]), "Kawałek: obrócony o 90°, potem odbity.");
        assert_eq!(words(Lang::Pl, &[Mirror, Rotate]), "Kawałek: odbity, potem obrócony o 90°.");
        assert_eq!(words(Lang::Pl, &[Rotate]), "Kawałek: obrócony o 90°.");
        assert_eq!(words(Lang::Pl, &[Mirror, Mirror]), "Kawałek: bez obrotu.");
        assert_eq!(words(Lang::Fr, &[Rotate, Mirror]), "Pièce tournée de 90°, puis retournée.");
        assert_eq!(words(Lang::Fr, &[Mirror, Rotate]), "Pièce retournée, puis tournée de 90°.");
        assert_eq!(words(Lang::Fr, &[Rotate]), "Pièce tournée de 90°.");
        assert_eq!(words(Lang::Fr, &[Rotate, Mirror, Rotate, Mirror]), "Pièce droite.");
    }
}
