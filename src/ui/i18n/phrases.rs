//! The phrases inside the sentences and labels, in every language from the same code: a count
//! of buttons or spaces, the advance button's words, a patch's look, price and card label, how
//! a held patch lies, where a patch went, the bonus tile's title and a seat's name. Each picks
//! a template ([`P`]) of its language's `PHRASE_WORDS` and fills it, by one [`fill`], with its
//! numbers or other phrases; a word counted by a number has a template for each form (one, few,
//! many) that the language's `form` picks.

use super::patch::{Described, Reading, Why};
use super::sentences::form;
use super::{capital, en, fill, fr, pl, Lang};

/// A phrase's template: its place in each language's `PHRASE_WORDS`. A counted phrase has three
/// places, one for each form the language's `form` picks (one, few, many).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum P {
    /// `{0}` buttons: one.
    ButtonsOne,
    /// `{0}` buttons: few.
    ButtonsFew,
    /// `{0}` buttons: many.
    ButtonsMany,
    /// `{0}` spaces: one.
    SpacesOne,
    /// `{0}` spaces: few.
    SpacesFew,
    /// `{0}` spaces: many.
    SpacesMany,
    /// The advance button: move `{0}` (spaces), take `{1}` (buttons).
    Advance,
    /// The leather patch.
    Leather,
    /// A patch of `{0}` squares: one.
    ShapeOne,
    /// A patch of `{0}` squares: few.
    ShapeFew,
    /// A patch of `{0}` squares: many.
    ShapeMany,
    /// A patch's price: `{0}` (its buttons, counted) and its time, `{1}` (a number) or `{2}`
    /// (counted in spaces).
    Price,
    /// A card's label, in the order of [`Why`]: the patch `{0}`, its income `{1}`, and that it
    /// is too dear.
    LabelAfford,
    /// … that it does not fit.
    LabelFit,
    /// … how to take it.
    LabelTake,
    /// … nothing more.
    Label,
    /// A held patch as printed.
    Upright,
    /// Turned `{0}` degrees.
    Turned,
    /// Mirrored.
    Mirrored,
    /// Turned `{0}` degrees, then mirrored.
    TurnedThenMirrored,
    /// Mirrored, then turned `{0}` degrees.
    MirroredThenTurned,
    /// Where a patch went: on the rows `{0}`, the columns `{1}`.
    Place,
    /// Row `{0}`.
    Row,
    /// Rows `{0}` to `{1}`.
    Rows,
    /// Column `{0}`.
    Column,
    /// Columns `{0}` to `{1}`.
    Columns,
    /// The bonus tile's title: a `{0}`×`{0}` square scores `{1}` more.
    BonusTile,
    /// Seat `{0}`'s name before one is given.
    DefaultName,
}

impl P {
    /// How many there are: the length of every language's `PHRASE_WORDS`.
    pub(super) const COUNT: usize = P::DefaultName as usize + 1;
}

/// The templates of the phrases, in `lang`.
pub(super) const fn phrase_words(lang: Lang) -> &'static [&'static str; P::COUNT] {
    match lang {
        Lang::En => &en::PHRASE_WORDS,
        Lang::Pl => &pl::PHRASE_WORDS,
        Lang::Fr => &fr::PHRASE_WORDS,
    }
}

/// Template `template` of `lang`, filled with `args`.
fn phrase(lang: Lang, template: P, args: &[&str]) -> String {
    fill(phrase_words(lang)[template as usize], args)
}

/// The templates of a count of buttons, one, few and many.
const BUTTONS: [P; 3] = [P::ButtonsOne, P::ButtonsFew, P::ButtonsMany];

/// The templates of a count of spaces, one, few and many.
const SPACES: [P; 3] = [P::SpacesOne, P::SpacesFew, P::SpacesMany];

/// The templates of a patch by its squares, one, few and many.
const SHAPE: [P; 3] = [P::ShapeOne, P::ShapeFew, P::ShapeMany];

/// `n` and the word it counts, in the form (of `forms`: one, few, many) that `n` takes.
fn counted(lang: Lang, forms: [P; 3], n: u32) -> String {
    phrase(lang, forms[form(lang, n)], &[&n.to_string()])
}

/// `n` buttons: `1 button`, `2 guziki`, `5 guzików`, `0 bouton`.
pub(super) fn buttons(lang: Lang, n: u32) -> String {
    counted(lang, BUTTONS, n)
}

/// `n` spaces: `1 space`, `2 pola`, `0 case`.
pub(super) fn spaces(lang: Lang, n: u32) -> String {
    counted(lang, SPACES, n)
}

/// The advance button's words for `n` spaces: `Move 3 spaces, take 3 buttons`.
pub(super) fn advance(lang: Lang, n: u32) -> String {
    phrase(lang, P::Advance, &[&spaces(lang, n), &buttons(lang, n)])
}

/// [`advance`] in fewer words, for a button too small for them: `3 spaces, 3 buttons`, in
/// every language.
pub(super) fn advance_short(lang: Lang, n: u32) -> String {
    fill("{0}, {1}", &[&spaces(lang, n), &buttons(lang, n)])
}

/// A patch by its looks and numbers: its [`shape`], then its [`price`]; the leather patch by
/// its name.
pub(super) fn patch(lang: Lang, p: Described) -> String {
    if p.leather {
        return phrase_words(lang)[P::Leather as usize].to_owned();
    }
    fill("{0} {1}", &[&shape(lang, p), &price(lang, p)])
}

/// A patch by its squares: the first part of [`patch`].
pub(super) fn shape(lang: Lang, p: Described) -> String {
    counted(lang, SHAPE, p.squares)
}

/// A patch's cost and time: the last part of [`patch`].
pub(super) fn price(lang: Lang, p: Described) -> String {
    phrase(lang, P::Price, &[&buttons(lang, p.cost), &p.time.to_string(), &spaces(lang, p.time)])
}

/// What a card of the circle says: the patch, its income and `why` it can or cannot be taken.
pub(super) fn patch_label(lang: Lang, p: Described, why: Why) -> String {
    let template = match why {
        Why::Afford => P::LabelAfford,
        Why::Fit => P::LabelFit,
        Why::Take => P::LabelTake,
        Why::Nothing => P::Label,
    };
    phrase(lang, template, &[&capital(patch(lang, p)), &p.income.to_string()])
}

/// How a held patch lies, as `reading` tells it.
pub(super) fn orientation(lang: Lang, reading: Reading) -> String {
    let (template, degrees) = match reading {
        Reading::Upright => (P::Upright, 0),
        Reading::Turned(d) => (P::Turned, d),
        Reading::Mirrored => (P::Mirrored, 0),
        Reading::TurnedThenMirrored(d) => (P::TurnedThenMirrored, d),
        Reading::MirroredThenTurned(d) => (P::MirroredThenTurned, d),
    };
    phrase(lang, template, &[&degrees.to_string()])
}

/// A span of rows or columns (from 0) in words, counted from 1: template `one` for one (`row
/// 2`), `many` for several (`rows 2–4`).
fn span(lang: Lang, (first, last): (u8, u8), [one, many]: [P; 2]) -> String {
    let (a, b) = ((u32::from(first) + 1).to_string(), (u32::from(last) + 1).to_string());
    phrase(lang, if a == b { one } else { many }, &[&a, &b])
}

/// Where a patch went: `on rows 2–4, columns 5–6`, `on row 2, column 5`.
pub(super) fn place(lang: Lang, (rows, cols): ((u8, u8), (u8, u8))) -> String {
    phrase(lang, P::Place, &[&span(lang, rows, [P::Row, P::Rows]), &span(lang, cols, [P::Column, P::Columns])])
}

/// The bonus tile's title: who earns it and what it is worth.
pub(super) fn bonus_tile_title(lang: Lang, square: u8, points: u8) -> String {
    phrase(lang, P::BonusTile, &[&square.to_string(), &points.to_string()])
}

/// Seat `number`'s name (from 1) before one is given: `Player 1`.
pub(super) fn default_name(lang: Lang, number: usize) -> String {
    phrase(lang, P::DefaultName, &[&number.to_string()])
}
