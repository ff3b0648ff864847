//! The two games and their time boards, compiled in from `data/time_boards.json`.
//!
//! Spaces are numbered from 0 (start) to the final space. A mark on space `p` fires for a token
//! moving from `old` to `new` when `old < p <= new`, `new` already clamped to the final space
//! (docs/RULES.md, "The time board"). Marks are kept as bit `p` of a `u64`.

use std::sync::LazyLock;

use serde_json::Value;

use super::patch::{patches_of, Group, PatchId};
use super::quilt::Bitboard;
use super::shape::Fit;
use super::shape::OrientedShape;
use super::variant::Variant;

// The table as build.rs writes it: without spaces and notes.
const TIME_BOARDS_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/time_boards.json"));

/// The rule set of each variant (declared beside the tables it is read from).
impl Variant {
    /// The constants of this variant.
    #[must_use]
    pub fn rules(self) -> &'static RuleSet {
        match self {
            Variant::ClassicRevised => &RULE_SETS[0],
            Variant::ClassicOriginal => &RULE_SETS[1],
            Variant::Express => &RULE_SETS[2],
        }
    }
}

/// The bonus tile of classic: the first quilt with a covered `square`×`square` block scores
/// `points` more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BonusTile {
    /// Side of the square to cover: 7.
    pub square: u8,
    /// Points at the end: 7.
    pub points: u8,
    /// Every position of that square on the quilt (9 on a 9×9 board).
    pub(crate) masks: Vec<Bitboard>,
}

impl BonusTile {
    /// The first of its squares that `covered` covers whole, if any.
    #[must_use]
    pub fn covered_square(&self, covered: Bitboard) -> Option<Bitboard> {
        self.masks.iter().copied().find(|&m| covered.contains_all(m))
    }
}

/// Every number of one variant: board sizes, time board marks, starting buttons and patches.
#[derive(Debug)]
pub struct RuleSet {
    /// The variant these constants are for.
    pub variant: Variant,
    /// Quilt side: 9 or 7.
    pub quilt_size: u8,
    /// The last space of the time board.
    pub final_space: u8,
    /// Buttons each player starts with.
    pub starting_buttons: u8,
    /// Income marks, bit `p` for space `p`.
    pub income_marks: u64,
    /// Spaces that start with a leather patch, bit `p` for space `p`.
    pub leather_spaces: u64,
    /// The 7×7 bonus tile, classic only.
    pub bonus_tile: Option<BonusTile>,
    /// Express: the blue patches join when this many coloured ones remain.
    pub blue_join_at: Option<u8>,
    /// The patches that start in the circle.
    pub circle_patches: Vec<PatchId>,
    /// The patch the neutral token starts after (last in buying order).
    pub start_patch: PatchId,
    /// Express: the patches that join later.
    pub blue_patches: Vec<PatchId>,
    /// Every square of the quilt.
    pub(crate) board: Bitboard,
    /// For each patch id, its distinct orientations ready for placement search on this quilt.
    pub(crate) fits: Vec<Vec<Fit>>,
    /// For each patch id, its numbers, held here so hot paths need no table look-up.
    pub(crate) facts: [PatchFacts; PatchId::COUNT],
}

impl RuleSet {
    /// The spaces with a mark in `marks`, ascending.
    pub fn spaces(marks: u64) -> impl Iterator<Item = u8> {
        let mut bits = marks;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let space = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                space
            })
        })
    }

    /// Whether `squares` are exactly `patch` in one of its orientations, on this quilt: the
    /// lowest square fixes the anchor of each orientation.
    pub(crate) fn fits_exactly(&self, patch: PatchId, squares: Bitboard) -> bool {
        let low = squares.0.trailing_zeros();
        self.fits[patch.index()].iter().any(|fit| {
            let first = fit.mask.trailing_zeros();
            low >= first
                && low - first < 81
                && fit.anchors >> (low - first) & 1 == 1
                && fit.mask << (low - first) == squares.0
        })
    }

    /// Whether space `space` has a button income mark.
    #[must_use]
    pub const fn is_income_mark(&self, space: u8) -> bool {
        space < 64 && self.income_marks >> space & 1 == 1
    }

    /// Whether space `space` starts the game with a leather patch.
    #[must_use]
    pub const fn is_leather_space(&self, space: u8) -> bool {
        space < 64 && self.leather_spaces >> space & 1 == 1
    }

    /// Whether `patch` belongs to this game (leather aside).
    #[must_use]
    pub fn has_patch(&self, patch: PatchId) -> bool {
        self.circle_patches.contains(&patch) || self.blue_patches.contains(&patch)
    }
}

/// A reference to the constants of a variant; equal when the variant is.
#[derive(Clone, Copy)]
pub(crate) struct Rules(pub(crate) &'static RuleSet);

impl PartialEq for Rules {
    fn eq(&self, other: &Rules) -> bool {
        self.0.variant == other.0.variant
    }
}
impl Eq for Rules {}
impl std::hash::Hash for Rules {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.0.variant.hash(state);
    }
}
impl std::fmt::Debug for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.variant.fmt(f)
    }
}

/// The numbers of a patch that play needs.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PatchFacts {
    pub(crate) cost: u8,
    pub(crate) time: u8,
    pub(crate) income: u8,
    pub(crate) group: Group,
}

fn facts() -> [PatchFacts; PatchId::COUNT] {
    std::array::from_fn(|i| {
        let patch = PatchId::from_index(i as u8).patch();
        PatchFacts { cost: patch.cost, time: patch.time, income: patch.income, group: patch.group }
    })
}

fn fits(quilt_size: u8) -> Vec<Vec<Fit>> {
    let fit = |o: &OrientedShape| Fit::new(&o.cells, o.mask.0, o.anchors_on(quilt_size).0);
    PatchId::all().map(|id| id.patch().shape.orientations().iter().map(fit).collect()).collect()
}

/// The compiled-in table, `data/time_boards.json`, is read as a `serde_json::Value`, which
/// the page carries anyway, and its entries are looked up (its notes are left out by build.rs): derived
/// readers for its five objects cost the page 3.3 KB. The table is part of the program, so an
/// entry that does not read is a bug.
///
/// Entry `key` of `object`.
fn entry<'t>(object: &'t Value, key: &str) -> &'t Value {
    object.get(key).unwrap_or_else(|| panic!("the compiled-in time board table: no {key}"))
}

/// A whole number from 0 to 255.
fn small(value: &Value, key: &str) -> u8 {
    value
        .as_u64()
        .and_then(|n| u8::try_from(n).ok())
        .unwrap_or_else(|| panic!("the compiled-in time board table: {key} holds a number that is not from 0 to 255"))
}

/// Entry `key` of `object`, a whole number from 0 to 255.
fn number(object: &Value, key: &str) -> u8 {
    small(entry(object, key), key)
}

/// Entry `key` of `object`, a list of spaces, as marks.
fn spaces(object: &Value, key: &str) -> u64 {
    let list = entry(object, key)
        .as_array()
        .unwrap_or_else(|| panic!("the compiled-in time board table: {key} is not a list"));
    marks(&list.iter().map(|space| small(space, key)).collect::<Vec<u8>>())
}

/// The spaces listed, bit `p` for space `p`.
fn marks(spaces: &[u8]) -> u64 {
    spaces.iter().fold(0, |marks, &space| marks | 1u64 << space)
}

/// The rule sets of the compiled-in time board table; the table is part of the program, so
/// one that does not read is a bug.
fn read_rule_sets(json: &str) -> [RuleSet; 3] {
    let table: Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("the compiled-in time board table: {e}"));
    let (c, e) = (entry(&table, "classic"), entry(&table, "express"));
    let bonus = entry(c, "bonus_tile");
    let (size, square, points) = (number(c, "quilt_size"), number(bonus, "square"), number(bonus, "points"));
    let leather = entry(c, "leather_patches");
    let classic = |variant, leather_spaces| {
        let masks = (0..=size - square)
            .flat_map(|r| (0..=size - square).map(move |col| Bitboard::rect(r, col, square, square)))
            .collect();
        RuleSet {
            variant,
            quilt_size: size,
            final_space: number(c, "final_space"),
            starting_buttons: number(c, "starting_buttons"),
            income_marks: spaces(c, "income_marks"),
            leather_spaces,
            bonus_tile: Some(BonusTile { square, points, masks }),
            blue_join_at: None,
            circle_patches: patches_of(Group::Classic).collect(),
            start_patch: PatchId::CLASSIC_START,
            blue_patches: Vec::new(),
            board: Bitboard::square(size),
            fits: fits(size),
            facts: facts(),
        }
    };
    let express_size = number(e, "quilt_size");
    let express = RuleSet {
        variant: Variant::Express,
        quilt_size: express_size,
        final_space: number(e, "final_space"),
        starting_buttons: number(e, "starting_buttons"),
        income_marks: spaces(e, "income_marks"),
        leather_spaces: spaces(e, "leather_patches"),
        bonus_tile: None,
        blue_join_at: Some(number(e, "blue_patches_join_when_coloured_left")),
        circle_patches: patches_of(Group::Coloured).collect(),
        start_patch: PatchId::EXPRESS_START,
        blue_patches: patches_of(Group::Blue).collect(),
        board: Bitboard::square(express_size),
        fits: fits(express_size),
        facts: facts(),
    };
    [
        classic(Variant::ClassicRevised, spaces(leather, "revised")),
        classic(Variant::ClassicOriginal, spaces(leather, "original")),
        express,
    ]
}

static RULE_SETS: LazyLock<[RuleSet; 3]> = LazyLock::new(|| read_rule_sets(TIME_BOARDS_JSON));

#[cfg(test)]
mod tests {
    use super::*;

    fn spaces(m: u64) -> Vec<u8> {
        RuleSet::spaces(m).collect()
    }

    #[test]
    fn the_bonus_tile_names_the_first_square_covered_whole() {
        let rules = Variant::ClassicRevised.rules();
        let tile = rules.bonus_tile.as_ref().expect("classic has the bonus tile");
        assert_eq!(tile.covered_square(Bitboard::EMPTY), None);
        let corner = Bitboard::rect(2, 1, 7, 7);
        assert_eq!(tile.covered_square(corner), Some(corner));
        // One square short of it: none.
        let short = corner & !Bitboard::rect(5, 4, 1, 1);
        assert_eq!(tile.covered_square(short), None);
        // A whole quilt: the top-left one first.
        assert_eq!(tile.covered_square(Bitboard::square(9)), Some(Bitboard::square(7)));
    }

    #[test]
    fn constants_match_the_rules_table() {
        let revised = Variant::ClassicRevised.rules();
        assert_eq!((revised.quilt_size, revised.final_space, revised.starting_buttons), (9, 53, 5));
        assert_eq!(spaces(revised.income_marks), [5, 11, 17, 23, 29, 35, 41, 47, 53]);
        assert_eq!(spaces(revised.leather_spaces), [26, 32, 38, 44, 50]);
        assert_eq!(spaces(Variant::ClassicOriginal.rules().leather_spaces), [20, 26, 32, 44, 50]);
        assert_eq!(revised.bonus_tile.as_ref().map(|b| b.masks.len()), Some(9));
        assert_eq!(revised.circle_patches.len(), 33);

        let express = Variant::Express.rules();
        assert_eq!((express.quilt_size, express.final_space, express.starting_buttons), (7, 29, 5));
        assert_eq!(spaces(express.income_marks), [5, 9, 13, 17, 21, 25, 29]);
        assert_eq!(spaces(express.leather_spaces), [7, 11, 15, 19, 23, 27]);
        assert_eq!(express.bonus_tile, None);
        assert_eq!(express.blue_join_at, Some(5));
        assert_eq!((express.circle_patches.len(), express.blue_patches.len()), (15, 8));
    }

    #[test]
    fn the_final_space_is_an_income_mark() {
        for variant in Variant::ALL {
            let rules = variant.rules();
            assert!(rules.is_income_mark(rules.final_space), "{variant:?}");
            assert!(!rules.is_income_mark(0) && !rules.is_leather_space(0) && !rules.is_income_mark(200));
        }
    }
}
