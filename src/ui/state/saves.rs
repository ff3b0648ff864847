//! Saved games: what the page keeps in the browser's storage after every action, and reading it
//! back without ever trusting it.
//!
//! Each game has an id and two or three entries:
//! - `patchwork:game:<id>` — the game as a `patchwork-record/1` record (docs/RECORD.md) of the actions
//!   played so far: exactly what *Export* downloads and what `patchwork-cli replay` reads;
//! - `patchwork:meta:<id>` — what a record does not hold: the names, who plays each seat, the
//!   seed, when it was saved and the actions that were undone (so that redo survives a reload);
//! - `patchwork:review:<id>`, once the game was reviewed — the computer's analysis with the
//!   record it was made for (see `state::review`).
//!
//! The record is the truth. A damaged meta entry only loses names and redo; a damaged record
//! makes the game unopenable, which the page says in words, leaving every other save alone.
//!
//! Pure: no browser calls, so it is unit-tested natively; `ui::browser::storage` does the reading and
//! writing.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ai::Level;
use crate::rules::{GameState, Outcome, Record, RecordError, RecordedAction, Variant};
/// Why a save cannot be opened; defined beside the notice that words it.
pub use crate::ui::i18n::Unopenable;
use crate::ui::i18n::{Names, Text};
use crate::ui::state::lesson::Lesson;

/// Prefix of the key of a saved record.
pub const GAME_PREFIX: &str = "patchwork:game:";
/// Prefix of the key of a saved game's meta entry.
pub const META_PREFIX: &str = "patchwork:meta:";
/// Prefix of the key of a saved game's review (`state::review::saved_json`): what the
/// computer's analysis saw, so that reviewing it again is instant.
pub const REVIEW_PREFIX: &str = "patchwork:review:";
/// The longest id kept (ids come from the page, but also from the address).
pub const MAX_ID: usize = 40;

/// Who plays a seat. Stored as its [name](Seat::name).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "&'static str", try_from = "String")]
pub enum Seat {
    /// Someone at the table.
    #[default]
    Person,
    /// The computer at a level.
    Computer(Level),
    /// A friend somewhere else, who plays their moves on their own device and sends them by
    /// link (docs/CODE.md).
    Friend,
}

impl Seat {
    /// `person` or the level's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Person => "person",
            Seat::Friend => "friend",
            Seat::Computer(level) => level.name(),
        }
    }

    /// The seat called `name` (see [`Seat::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Seat> {
        if name == "person" {
            Some(Seat::Person)
        } else if name == "friend" {
            Some(Seat::Friend)
        } else {
            Level::from_name(name).map(Seat::Computer)
        }
    }

    /// The computer's level, if the computer plays here.
    #[must_use]
    pub const fn level(self) -> Option<Level> {
        match self {
            Seat::Computer(level) => Some(level),
            Seat::Person | Seat::Friend => None,
        }
    }

    /// Its words, as the seat choice and the saved games say it (`i18n::text`).
    #[must_use]
    pub const fn text(self) -> Text {
        match self {
            Seat::Person => Text::SeatPerson,
            Seat::Computer(Level::Easy) => Text::SeatEasy,
            Seat::Computer(Level::Medium) => Text::SeatMedium,
            Seat::Computer(Level::Hard) => Text::SeatHard,
            Seat::Computer(_) => Text::SeatOther,
            Seat::Friend => Text::SeatFriend,
        }
    }
}

impl From<Seat> for &'static str {
    fn from(seat: Seat) -> &'static str {
        seat.name()
    }
}

impl TryFrom<String> for Seat {
    type Error = &'static str;

    fn try_from(name: String) -> Result<Seat, &'static str> {
        Seat::from_name(&name).ok_or("not a seat: person, friend or a level")
    }
}

/// The name of seat `i` (0 or 1) as kept: `name` trimmed to at most
/// [`MAX_NAME`](crate::ui::state::address::MAX_NAME) characters, or `Player N` when it is blank
/// (the default name, in English as stored; the page shows it in its language).
#[must_use]
pub fn name_or_default(name: &str, i: usize) -> String {
    let name: String = name.trim().chars().take(crate::ui::state::address::MAX_NAME).collect();
    if name.is_empty() {
        format!("Player {}", i + 1)
    } else {
        name
    }
}

/// Whether `id` can name a save: 1 to [`MAX_ID`] characters of `a-z`, `0-9` and `-`.
#[must_use]
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// A new id from the time in milliseconds and a random number.
#[must_use]
pub fn new_id(now_ms: f64, random: u64) -> String {
    let time = now_ms.max(0.0) as u64;
    let salt = random % 65_536;
    format!("{time:x}-{salt:04x}")
}

/// A game as saved: its full record (including undone actions after `played`) and the rest.
#[derive(Debug, Clone, PartialEq)]
pub struct SavedGame {
    /// The save's id.
    pub id: String,
    /// The set-up and every action, the undone ones last.
    pub record: Record,
    /// How many of the record's actions are played; the rest can be redone.
    pub played: usize,
    /// The names, seat 1 first.
    pub names: Names,
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// The seed of the set-up, when the game was dealt from one.
    pub seed: Option<u64>,
    /// When it was saved, in milliseconds since 1970.
    pub updated: f64,
    /// Where the guided first game is, when this game is one.
    pub lesson: Option<Lesson>,
}

impl SavedGame {
    /// The record of the actions played, as stored and exported.
    #[must_use]
    pub fn played_record(&self) -> Record {
        let mut record = self.record.clone();
        record.truncate(self.played);
        record
    }

    /// The meta entry: names, seats, seed, time and the undone actions.
    #[must_use]
    pub fn meta_json(&self) -> String {
        let meta = Meta {
            names: &self.names,
            seats: self.seats,
            seed: self.seed,
            // Whole milliseconds: a save's time needs no fraction. (Earlier saves wrote a
            // float; `updated` reads both.)
            updated: self.updated as i64,
            redo: &self.record.actions()[self.played..],
            lesson: self.lesson,
        };
        serde_json::to_string(&meta)
            .unwrap_or_else(|_| unreachable!("a meta entry holds nothing but strings and integers"))
    }

    /// Opens a saved game from its two entries.
    ///
    /// # Errors
    /// Why the record cannot be replayed. A missing or damaged meta entry is not an error: the
    /// game opens with default names, two people and nothing to redo.
    pub fn open(id: &str, record_text: &str, meta_text: Option<&str>) -> Result<(SavedGame, GameState), Unopenable> {
        let (mut record, game) = read_record(record_text)?;
        let meta = StoredMeta::read(meta_text);
        let played = record.actions().len();
        // Undone actions are a convenience: keep those that still replay, in order.
        let mut state = game.clone();
        for action in meta.redo.as_array().map(Vec::as_slice).unwrap_or_default() {
            let Some(action) = part::<RecordedAction>(action) else { break };
            let Ok(legal) = action.resolve(&state) else { break };
            if state.play_quiet(legal).is_err() {
                break;
            }
            record.push(action);
        }
        let names = [0, 1].map(|i| name_or_default(meta.name(i).unwrap_or_default(), i));
        let seats = [0, 1].map(|i| meta.seat(i).unwrap_or_default());
        let saved = SavedGame {
            id: id.to_owned(),
            record,
            played,
            names,
            seats,
            seed: meta.seed.as_u64(),
            updated: meta.updated(),
            lesson: Lesson::read(meta.lesson),
        };
        Ok((saved, game))
    }
}

/// The meta entry as written (docs/RECORD.md, "Saved games in the browser").
#[derive(Serialize)]
struct Meta<'g> {
    names: &'g Names,
    seats: [Seat; 2],
    seed: Option<u64>,
    updated: i64,
    redo: &'g [RecordedAction],
    #[serde(skip_serializing_if = "Option::is_none")]
    lesson: Option<Lesson>,
}

/// The meta entry as read back, part by part: a part that is missing or does not read is left
/// at its default, and only it is lost. Each part is kept as the JSON value it is and read
/// when asked for (one reader for the values rather than one for each kind of part; the
/// entry's own fields are taken from the object by name, which weighs less in the page than a
/// derived reader of five values).
#[derive(Default)]
struct StoredMeta {
    names: Value,
    seats: Value,
    seed: Value,
    updated: Value,
    redo: Value,
    lesson: Value,
}

/// `value` as a `T`, when it reads as one.
fn part<T: DeserializeOwned>(value: &Value) -> Option<T> {
    T::deserialize(value).ok()
}

impl StoredMeta {
    /// The meta entry `text`; all default when there is none or it is not a JSON object.
    fn read(text: Option<&str>) -> StoredMeta {
        let Some(Value::Object(mut entry)) = text.and_then(|text| serde_json::from_str(text).ok()) else {
            return StoredMeta::default();
        };
        let mut take = |key| entry.remove(key).unwrap_or_default();
        StoredMeta {
            names: take("names"),
            seats: take("seats"),
            seed: take("seed"),
            updated: take("updated"),
            redo: take("redo"),
            lesson: take("lesson"),
        }
    }

    /// Seat `i`'s name, when it reads.
    fn name(&self, i: usize) -> Option<&str> {
        self.names.get(i)?.as_str()
    }

    /// Who plays seat `i`, when it reads.
    fn seat(&self, i: usize) -> Option<Seat> {
        part(self.seats.get(i)?)
    }

    /// When the game was saved, 0 when the meta entry does not say.
    fn updated(&self) -> f64 {
        self.updated.as_f64().unwrap_or(0.0)
    }
}

/// Reads and replays a record text: an imported file or a saved game.
///
/// # Errors
/// Why it is not a game this page can open.
pub fn read_record(text: &str) -> Result<(Record, GameState), Unopenable> {
    let record = Record::from_json(text).map_err(|e| match e {
        RecordError::UnknownFormat { found } => Unopenable::Foreign(found),
        other => Unopenable::Damaged(other),
    })?;
    let game = record.replay().map_err(Unopenable::Illegal)?;
    Ok((record, game))
}

/// One line of the list of saved games.
#[derive(Debug, Clone, PartialEq)]
pub struct SaveSummary {
    /// The save's id.
    pub id: String,
    /// The names, seat 1 first.
    pub names: Names,
    /// Who plays each seat.
    pub seats: [Seat; 2],
    /// Which game, when the record can be read.
    pub variant: Option<Variant>,
    /// How many actions were played.
    pub played: usize,
    /// How the game ended, once it is over.
    pub outcome: Option<Outcome>,
    /// When it was saved, in milliseconds since 1970 (0 when unknown).
    pub updated: f64,
    /// Why it cannot be opened, if it cannot.
    pub problem: Option<Unopenable>,
}

impl SaveSummary {
    /// The line for the save `id` with its two entries.
    #[must_use]
    pub fn of(id: &str, record_text: &str, meta_text: Option<&str>) -> SaveSummary {
        match SavedGame::open(id, record_text, meta_text) {
            Ok((saved, game)) => SaveSummary {
                id: saved.id,
                names: saved.names,
                seats: saved.seats,
                variant: Some(game.variant()),
                played: saved.played,
                outcome: game.outcome(),
                updated: saved.updated,
                problem: None,
            },
            Err(problem) => {
                let meta = StoredMeta::read(meta_text);
                SaveSummary {
                    id: id.to_owned(),
                    names: [0, 1].map(|i| meta.name(i).unwrap_or("?").to_owned()),
                    seats: [Seat::Person; 2],
                    variant: None,
                    played: 0,
                    outcome: None,
                    updated: meta.updated(),
                    problem: Some(problem),
                }
            }
        }
    }
}

/// The saves newest first (ties by id, so the order is stable).
pub fn newest_first(saves: &mut [SaveSummary]) {
    crate::util::sort_small(saves, |a, b| b.updated.total_cmp(&a.updated).then_with(|| b.id.cmp(&a.id)).is_lt());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai;
    use crate::rules::{Setup, FORMAT};

    fn played_game(seed: u64, actions: usize) -> Record {
        let mut state = GameState::from_seed(Variant::ClassicRevised, seed);
        let mut record = Record::new(Setup::from_seed(Variant::ClassicRevised, seed));
        for i in 0..actions {
            let action = ai::choose(ai::Level::Greedy, &state, i as u64, None).expect("a move");
            record.push(RecordedAction::from_action(action));
            state.play(action).expect("legal");
        }
        record
    }

    fn saved(record: Record, played: usize) -> SavedGame {
        SavedGame {
            id: "abc-1".into(),
            record,
            played,
            names: ["Ada".into(), "Bob".into()],
            seats: [Seat::Person, Seat::Computer(Level::Hard)],
            seed: Some(7),
            updated: 1_700_000_000_000.0,
            lesson: None,
        }
    }

    #[test]
    fn a_save_opens_as_it_was_with_its_redo_tail() {
        let game = saved(played_game(7, 20), 15);
        let record_text = game.played_record().to_json();
        assert!(record_text.contains(FORMAT));
        let (opened, state) = SavedGame::open("abc-1", &record_text, Some(&game.meta_json())).expect("opens");
        assert_eq!(opened, game);
        assert_eq!(state, game.played_record().replay().expect("replays"));
    }

    #[test]
    fn the_time_is_saved_in_whole_milliseconds_and_older_floats_still_read() {
        let game = saved(played_game(7, 2), 2);
        assert!(game.meta_json().contains(r#""updated":1700000000000,"#), "{}", game.meta_json());
        let text = game.played_record().to_json();
        let older = r#"{"names": ["Ada", "Bob"], "updated": 1763760000000.0}"#;
        let (opened, _) = SavedGame::open("x", &text, Some(older)).expect("opens");
        assert_eq!(opened.updated, 1_763_760_000_000.0);
    }

    #[test]
    fn a_damaged_meta_entry_loses_only_names_and_redo() {
        let game = saved(played_game(8, 12), 12);
        let text = game.played_record().to_json();
        for meta in
            [None, Some("{"), Some("[]"), Some(r#"{"names": [3, ""], "seats": ["robot"], "redo": [{"type": "x"}]}"#)]
        {
            let (opened, _) = SavedGame::open("x", &text, meta).expect("the record is enough");
            assert_eq!(opened.names, ["Player 1".to_owned(), "Player 2".to_owned()]);
            assert_eq!(opened.seats, [Seat::Person; 2]);
            assert_eq!((opened.played, opened.record.actions().len()), (12, 12));
        }
        // Undone actions that no longer fit are dropped from the first that does not.
        let meta = r#"{"redo": [{"type": "advance"}, {"type": "leather", "cell": [0, 0]}, {"type": "advance"}]}"#;
        let (opened, _) = SavedGame::open("x", &text, Some(meta)).expect("opens");
        assert!(opened.record.actions().len() <= 13);
    }

    #[test]
    fn bad_records_say_why() {
        let good = played_game(9, 10).to_json();
        let corrupt = SavedGame::open("x", &good[..good.len() / 2], None).unwrap_err();
        assert!(matches!(corrupt, Unopenable::Damaged(RecordError::Json { .. })), "{corrupt:?}");
        let corrupt = corrupt.clone();
        let foreign = good.replace(FORMAT, "patchwork-record/9");
        assert_eq!(SavedGame::open("x", &foreign, None).unwrap_err(), Unopenable::Foreign("patchwork-record/9".into()));
        // The first action taken twice: the second is illegal.
        let mut record = played_game(9, 0);
        let first = played_game(9, 1).actions()[0].clone();
        record.push(first.clone());
        record.push(first);
        match read_record(&record.to_json()) {
            Err(Unopenable::Illegal(e)) => assert_eq!(e.index, 1),
            other => panic!("{other:?}"),
        }
        let words = crate::ui::i18n::notice(crate::ui::Lang::En, &crate::ui::i18n::Notice::SaveUnopenable(corrupt));
        assert!(words.contains("not valid JSON"), "{words}");
        let summary = SaveSummary::of("x", "not json", Some(r#"{"names": ["Ada", "Bob"], "updated": 5}"#));
        assert!(summary.problem.is_some());
        assert_eq!(summary.names, ["Ada".to_owned(), "Bob".to_owned()]);
    }

    #[test]
    fn summaries_list_newest_first() {
        let a = saved(played_game(1, 3), 3);
        let mut b = saved(played_game(2, 5), 5);
        b.id = "b".into();
        b.updated += 1.0;
        let mut list = vec![
            SaveSummary::of(&a.id, &a.played_record().to_json(), Some(&a.meta_json())),
            SaveSummary::of(&b.id, &b.played_record().to_json(), Some(&b.meta_json())),
        ];
        newest_first(&mut list);
        assert_eq!(list[0].id, "b");
        assert_eq!((list[0].played, list[0].outcome, list[0].variant), (5, None, Some(Variant::ClassicRevised)));
        assert_eq!(list[1].seats, [Seat::Person, Seat::Computer(Level::Hard)]);
    }

    #[test]
    fn ids_are_short_and_safe() {
        let id = new_id(1_763_760_000_000.0, 32_768);
        assert!(is_id(&id), "{id}");
        assert_ne!(id, new_id(1_763_760_000_000.0, 16_384));
        for bad in ["", "A", "a b", "../x", &"a".repeat(MAX_ID + 1)] {
            assert!(!is_id(bad), "{bad}");
        }
        assert_eq!(Seat::from_name("person"), Some(Seat::Person));
        assert_eq!(Seat::from_name("medium"), Some(Seat::Computer(Level::Medium)));
        assert_eq!(Seat::from_name("robot"), None);
        assert_eq!(Seat::from_name(Seat::Friend.name()), Some(Seat::Friend));
        assert_eq!(Seat::Friend.level(), None);
    }
}
