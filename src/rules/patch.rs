//! The patch tables of both games, compiled into the binary from `data/patches_*.json`.
//!
//! Patch ids are the labels of the tables (`c01`…`c33` classic, `e01`…`e23` Express); the
//! label, not the shape, identifies a patch (`c02` and `c04` share a shape). The leather 1×1
//! patches of the time board share one id, [`PatchId::LEATHER`].

use std::sync::LazyLock;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::error::ParsePatchIdError;
use super::shape::Shape;

// The tables as build.rs writes them: without spaces.
const CLASSIC_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/patches_classic.json"));
const EXPRESS_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/patches_express.json"));

/// Which set a patch belongs to (in the tables: `group`, absent for classic).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Group {
    /// A patch of the classic game's circle.
    Classic,
    /// An Express patch that starts in the circle.
    Coloured,
    /// An Express patch that joins the circle when five coloured ones remain.
    Blue,
    /// A 1×1 leather patch won on the time board.
    Leather,
}

/// One patch of the tables: shape, button cost, time cost and button income.
#[derive(Debug)]
pub struct Patch {
    /// Its id.
    pub id: PatchId,
    /// The label printed in the tables, e.g. `c17`.
    pub label: String,
    /// Buttons to pay.
    pub cost: u8,
    /// Spaces the time token moves.
    pub time: u8,
    /// Buttons printed on it, paid at every income mark.
    pub income: u8,
    /// Its set.
    pub group: Group,
    /// The shape with its distinct orientations.
    pub shape: Shape,
}

/// A row of a compiled-in patch table, as `data/patches_*.json` writes it.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    id: String,
    group: Option<Group>,
    cost: u8,
    time: u8,
    income: u8,
    cells: Vec<(u8, u8)>,
}

/// The rows of a compiled-in table; the tables are part of the program, so one that does not
/// read is a bug.
fn rows(json: &str) -> Vec<Row> {
    crate::util::from_json(json).unwrap_or_else(|e| broken(&e))
}

#[cold]
#[inline(never)]
fn broken(e: &serde_json::Error) -> ! {
    panic!("a compiled-in patch table: {e}")
}

static PATCHES: LazyLock<Vec<Patch>> = LazyLock::new(|| {
    let mut patches = Vec::new();
    for row in [CLASSIC_JSON, EXPRESS_JSON].into_iter().flat_map(rows) {
        patches.push(Patch {
            id: PatchId(patches.len() as u8),
            label: row.id,
            cost: row.cost,
            time: row.time,
            income: row.income,
            group: row.group.unwrap_or(Group::Classic),
            shape: Shape::new(&row.cells),
        });
    }
    patches.push(Patch {
        id: PatchId(patches.len() as u8),
        label: "leather".to_owned(),
        cost: 0,
        time: 0,
        income: 0,
        group: Group::Leather,
        shape: Shape::new(&[(0, 0)]),
    });
    assert_eq!(patches.len(), PatchId::COUNT, "33 classic + 23 Express + leather");
    patches
});

/// A patch of either game, or the leather patch. Only ids of the tables can be built. Its
/// `Debug` is its label, as `Display` (`c14`), which also keeps the page small.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PatchId(u8);

impl PatchId {
    /// Number of ids: 33 classic, 23 Express and the leather patch.
    pub const COUNT: usize = 57;
    /// The 1×1 leather patch of the time board.
    pub const LEATHER: PatchId = PatchId(56);
    /// `c01`, the 1×2 patch that the neutral token starts after in classic.
    pub const CLASSIC_START: PatchId = PatchId(0);
    /// `e01`, the only 3-square coloured patch, that the neutral token starts after in Express.
    pub const EXPRESS_START: PatchId = PatchId(33);

    /// The id of table row `index` (0..57).
    ///
    /// # Panics
    /// If `index` is not below [`Self::COUNT`]: indices come from this module only.
    #[must_use]
    pub fn from_index(index: u8) -> PatchId {
        assert!((index as usize) < Self::COUNT, "patch index {index} out of range");
        PatchId(index)
    }

    /// The table row, 0..57.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The patch with label `label` (`c01`…`c33`, `e01`…`e23`), if there is one.
    #[must_use]
    pub fn from_label(label: &str) -> Option<PatchId> {
        let (group, number) = label.split_at_checked(1)?;
        if number.len() != 2 || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let number: u8 = number.parse().ok()?;
        match (group, number) {
            ("c", 1..=33) => Some(PatchId(number - 1)),
            ("e", 1..=23) => Some(PatchId(33 + number - 1)),
            _ => None,
        }
    }

    /// The table row of this patch.
    #[must_use]
    pub fn patch(self) -> &'static Patch {
        &PATCHES[self.index()]
    }

    /// The label, e.g. `c17`.
    #[must_use]
    pub fn label(self) -> &'static str {
        &self.patch().label
    }

    /// Every patch of the tables, leather last.
    pub fn all() -> impl Iterator<Item = PatchId> {
        (0..Self::COUNT as u8).map(PatchId)
    }
}

impl std::fmt::Display for PatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

impl std::str::FromStr for PatchId {
    type Err = ParsePatchIdError;

    /// Reads what [`Display`](std::fmt::Display) writes, the label: `c01`…`c33`, `e01`…`e23`
    /// or `leather`.
    ///
    /// ```
    /// use patchwork::rules::PatchId;
    ///
    /// let patch: PatchId = "c14".parse().unwrap();
    /// assert_eq!(patch.to_string(), "c14");
    /// assert_eq!("leather".parse(), Ok(PatchId::LEATHER));
    /// assert!("c34".parse::<PatchId>().is_err());
    /// ```
    fn from_str(label: &str) -> Result<PatchId, ParsePatchIdError> {
        match label {
            "leather" => Ok(PatchId::LEATHER),
            _ => PatchId::from_label(label).ok_or(ParsePatchIdError),
        }
    }
}

impl std::fmt::Debug for PatchId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

/// A patch is written as its label, in records and messages alike.
impl Serialize for PatchId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.label())
    }
}

/// Reads a label, as [`FromStr`](std::str::FromStr) does.
impl<'de> Deserialize<'de> for PatchId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<PatchId, D::Error> {
        let label = String::deserialize(deserializer)?;
        label.parse().map_err(serde::de::Error::custom)
    }
}

/// The patches of a group, in table order.
pub fn patches_of(group: Group) -> impl Iterator<Item = PatchId> {
    PatchId::all().filter(move |id| id.patch().group == group)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_table_totals_match_the_rules() {
        let classic: Vec<&Patch> = patches_of(Group::Classic).map(PatchId::patch).collect();
        assert_eq!(classic.len(), 33);
        let sum = |f: fn(&Patch) -> u32| classic.iter().map(|p| f(p)).sum::<u32>();
        assert_eq!(sum(|p| p.cost.into()), 133);
        assert_eq!(sum(|p| p.time.into()), 107);
        assert_eq!(sum(|p| p.income.into()), 38);
        assert_eq!(sum(|p| p.shape.size() as u32), 166);
    }

    #[test]
    fn express_table_has_fifteen_coloured_and_eight_blue() {
        assert_eq!(patches_of(Group::Coloured).count(), 15);
        assert_eq!(patches_of(Group::Blue).count(), 8);
        let three_square: Vec<PatchId> = patches_of(Group::Coloured).filter(|p| p.patch().shape.size() == 3).collect();
        assert_eq!(three_square, vec![PatchId::EXPRESS_START]);
    }

    #[test]
    fn labels_round_trip() {
        for id in PatchId::all().filter(|&id| id != PatchId::LEATHER) {
            assert_eq!(PatchId::from_label(id.label()), Some(id));
        }
        assert_eq!(PatchId::from_label("c01"), Some(PatchId::CLASSIC_START));
        assert_eq!(PatchId::from_label("e01"), Some(PatchId::EXPRESS_START));
        for bad in ["c00", "c34", "e24", "x01", "c1", "c001", "", "leather", "é1"] {
            assert_eq!(PatchId::from_label(bad), None, "{bad}");
        }
    }

    #[test]
    fn every_id_prints_and_parses_back() {
        for id in PatchId::all() {
            assert_eq!(id.to_string().parse(), Ok(id));
            assert_eq!(format!("{id:?}"), id.label());
        }
        for bad in ["c00", "C01", " c01", "", "Leather"] {
            assert_eq!(bad.parse::<PatchId>(), Err(ParsePatchIdError), "{bad}");
        }
    }

    #[test]
    fn patches_sharing_a_shape_differ_in_numbers() {
        for (a, b) in [("c02", "c04"), ("c06", "c11"), ("c08", "c09")] {
            let (a, b) = (PatchId::from_label(a).unwrap(), PatchId::from_label(b).unwrap());
            assert_eq!(a.patch().shape, b.patch().shape);
            let numbers = |p: &Patch| (p.cost, p.time, p.income);
            assert_ne!(numbers(a.patch()), numbers(b.patch()));
        }
    }
}
