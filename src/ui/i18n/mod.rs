//! What the page says to the players, in every language it speaks: labels, refusals, the
//! advance button, messages, event toasts, notices and the end. The engine's variants carry
//! the facts; the wording lives here, one file per language (`en.rs`, `pl.rs`, `fr.rs`). Pure,
//! so tested natively.
//!
//! Every word is in a language file, and each file has the same items: `text` answers an
//! exhaustive `match` over [`Text`] (fixed labels); `SAY_WORDS` and `NOTICE_WORDS` are the
//! templates of [`Say`] (sentences with facts in them) and [`Notice`] (what could not be opened
//! or saved), which one `match` for every language (`sentences.rs`) picks and fills, by one
//! [`fill`], with the facts (names, numbers, a patch's words, a word in the form its number
//! takes: `form`); `PHRASE_WORDS` are the templates of the phrases (`P` in `phrases.rs`: counted
//! buttons and spaces, the advance button, a patch's words and card label, how it lies, where it
//! went, the bonus tile's title and a seat's name), which `phrases.rs` picks and fills the same
//! way for every language.
//! A patch is worded by its look and numbers (`patch`), never by its id: the id is for the
//! tests' `data-patch` attributes only. The
//! functions here pick the file with a `match` over [`Lang`], and every file's templates are
//! arrays of one length, so the compiler refuses a text, sentence or notice that one language
//! lacks; this file keeps the types and what is the same in every language. Messages and toasts are kept as [`Say`] values, not strings, and worded
//! when they are drawn: switching the language re-words what is on screen.

mod board;
mod en;
mod fr;
pub mod lang;
mod lesson;
mod names;
mod patch;
mod phrases;
mod pl;
pub mod quote;
mod sentences;
mod text;

use crate::rules::{Action, Cell, Event, IllegalAction, Orientation, PatchId, Player, RecordError, ReplayError};
#[cfg(test)]
use board::board_words;
use board::glance_words;
pub use board::{
    fill, offered_next_words, places, preview_words, projected_label, projection_lines, projection_words, quilt_words,
    time_board_words,
};
pub use lang::{percent, percent_sign, Lang};
pub use lesson::{lesson_step, lesson_word, LessonWord, LESSON_STEPS};
pub use names::{computer_name, default_name, is_given_name, localize_name, localize_names};
use patch::{capital, lower};
pub use patch::{orientation_words, patch_label, patch_words, Turning};
pub use text::Text;

/// The two players' names, seat 1 first.
pub type Names = [String; 2];

/// A player's name.
#[must_use]
pub fn name(names: &Names, player: Player) -> &str {
    &names[player.index()]
}

/// A sentence of the page with the facts in it: a message of the live region or a toast.
/// Kept as data and worded when drawn, in the language of the moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Say {
    /// The game begins; this player starts.
    Starts(Player),
    /// An action was refused.
    Refused(IllegalAction),
    /// A patch was taken in hand: who holds which shape ([`Say::Price`] and
    /// [`Say::HowToPlace`] end the sentence, each a sentence of its own so that a small message
    /// box can give them way whole, the last first; a screen reader still hears them).
    Holding {
        /// Who holds it.
        player: Player,
        /// Which patch.
        patch: PatchId,
    },
    /// The held patch now lies so, after the player's last turn.
    Turned {
        /// How it lies.
        orientation: Orientation,
        /// What the player did last, so that the words follow it.
        by: Turning,
    },
    /// The held patch was moved (arrow keys, a tap): where its corner is now (from 0), and
    /// whether it fits there.
    HeldAt {
        /// Row of its top-left corner.
        row: u8,
        /// Column of its top-left corner.
        col: u8,
        /// Whether it could be sewn on there.
        fits: bool,
    },
    /// The cost and time of a patch, the middle of a sentence cut in three (see [`Say::Holding`]
    /// and [`Say::Hint`]), ended by a colon before how to place it.
    Price {
        /// Which patch.
        patch: PatchId,
        /// Whether a colon ends it.
        colon: bool,
    },
    /// Where the hint's patch goes: the end of [`Say::Hint`]'s sentence for a patch.
    HintWhere,
    /// How to move, turn and sew on the patch just taken in hand (see [`Say::Holding`]).
    HowToPlace,
    /// The held patch went back to the circle.
    PatchBack,
    /// A leather patch waits to be sewn on.
    Leather {
        /// Whose.
        player: Player,
        /// Express: it may also be put aside.
        express: bool,
    },
    /// A player advanced and took buttons.
    Advanced {
        /// Who.
        player: Player,
        /// How many.
        buttons: u8,
    },
    /// A player sewed on a patch.
    Sewn {
        /// Who.
        player: Player,
        /// Which patch.
        patch: PatchId,
        /// Buttons paid.
        cost: u8,
    },
    /// A leather patch was sewn on.
    LeatherPlaced {
        /// Who.
        player: Player,
        /// Where.
        cell: Cell,
    },
    /// Express: a leather patch was put aside.
    LeatherDiscarded(Player),
    /// Classic: a leather patch was lost to a full quilt.
    LeatherLost(Player),
    /// A player took their income.
    Income {
        /// Who.
        player: Player,
        /// Buttons taken.
        buttons: u8,
    },
    /// A player won a leather patch.
    LeatherWon(Player),
    /// A player took the 7×7 bonus tile.
    BonusWon(Player),
    /// Express: the blue patches joined the circle.
    BlueJoined,
    /// A player reached the last space.
    Finished(Player),
    /// The recap's words for an advance: how far and, a button a space, how many buttons.
    MovedAhead {
        /// Who.
        player: Player,
        /// Spaces moved (as many buttons taken).
        spaces: u8,
    },
    /// The recap's words for a patch sewn on: its look, price, time and where it went.
    SewnAt {
        /// Who.
        player: Player,
        /// Which patch.
        patch: PatchId,
        /// Buttons paid.
        cost: u8,
        /// The first and last rows it covers (from 0).
        rows: (u8, u8),
        /// The first and last columns it covers (from 0).
        cols: (u8, u8),
    },
    /// The held patch fits where it lies now.
    FitsHere,
    /// The held patch does not fit where it lies now, and why.
    DoesNotFit(IllegalAction),
    /// A tap found no way to lay the held patch, turned as it is, over the tapped square.
    NoPlacementCovers,
    /// The player holding a patch tapped a square of the other player's quilt.
    NotYourQuilt(Player),
    /// The winner.
    Wins(Player),
    /// The scores were equal; this player reached the last space first.
    TieBreak(Player),
    /// Whose turn it is now.
    Turn(Player),
    /// A saved game was opened again.
    Resumed,
    /// A friend's first link: they invite the person holding it to a game; `friend`'s
    /// opponent plays the other quilt.
    Invited {
        /// The friend who sent it.
        friend: Player,
        /// Whether the game is Patchwork Express.
        express: bool,
    },
    /// The last move was taken back.
    TakenBack,
    /// Undo with nothing to take back.
    NothingToUndo,
    /// Redo with nothing to play again.
    NothingToRedo,
    /// A move taken back was played again.
    PlayedAgain,
    /// The game went on (or was taken back) in another tab; this tab shows it as saved there.
    ChangedElsewhere,
    /// The hint: what the computer (hard) would do.
    Hint(Action),
    /// The review: the move the computer prefers to the one made, and how many spaces it
    /// would move the mover's token.
    Better {
        /// The computer's move.
        action: Action,
        /// Spaces it moves the token.
        spaces: u8,
    },
    /// The computer is thinking about this player's move.
    Thinking(Player),
    /// The computer moves this player ahead.
    MovesAhead(Player),
    /// A saved game's progress.
    MovesPlayed(u32),
    /// A saved game that is over.
    FinishedAfter(u32),
    /// By link: the friend (this player) is to move, or the game is over (`over`), and the
    /// link must reach them.
    SendLink {
        /// The friend.
        player: Player,
        /// Whether the game is over.
        over: bool,
    },
    /// The link was copied (`true`), or the browser would not copy it.
    LinkCopied(bool),
    /// A link parts from the saved game at action `at` (from 0); each has so many actions.
    Forked {
        /// Where they part.
        at: u32,
        /// The saved game's actions.
        mine: u32,
        /// The link's actions.
        theirs: u32,
    },
}

impl Say {
    /// What the page says of a patch just taken in hand: a sentence cut in three (who holds
    /// which shape, its price, how to place it), so that a phone's message box shows what it has
    /// room for, whole.
    #[must_use]
    pub fn holding_words(player: Player, patch: PatchId) -> Vec<Say> {
        vec![Say::Holding { player, patch }, Say::Price { patch, colon: true }, Say::HowToPlace]
    }

    /// The hint in words: for a patch, a sentence cut in three (which patch, its price, where),
    /// as [`Say::holding_words`].
    #[must_use]
    pub fn hint_words(action: Action) -> Vec<Say> {
        match action {
            Action::TakePatch { patch, .. } => {
                vec![Say::Hint(action), Say::Price { patch, colon: false }, Say::HintWhere]
            }
            _ => vec![Say::Hint(action)],
        }
    }

    /// Whether it is a part of a sentence cut in parts (the held patch's, a patch's hint): the
    /// parts run on in one paragraph, where other sentences each begin a line.
    #[must_use]
    pub const fn is_part(self) -> bool {
        matches!(
            self,
            Say::Holding { .. }
                | Say::Price { .. }
                | Say::HowToPlace
                | Say::HintWhere
                | Say::Hint(Action::TakePatch { .. })
        )
    }

    /// What an engine event says, if it is worth saying.
    #[must_use]
    pub fn of_event(event: &Event) -> Option<Say> {
        Some(match *event {
            Event::ButtonsEarned { player, buttons } => Say::Advanced { player, buttons },
            Event::PatchTaken { player, patch, cost, .. } => Say::Sewn { player, patch, cost },
            Event::LeatherPatchPlaced { player, cell } => Say::LeatherPlaced { player, cell },
            Event::LeatherPatchDiscarded { player } => Say::LeatherDiscarded(player),
            Event::LeatherPatchLost { player } => Say::LeatherLost(player),
            Event::IncomePaid { player, buttons, .. } => Say::Income { player, buttons },
            Event::LeatherPatchWon { player, .. } => Say::LeatherWon(player),
            Event::BonusTileWon { player } => Say::BonusWon(player),
            Event::BluePatchesJoined => Say::BlueJoined,
            Event::PlayerFinished { player } => Say::Finished(player),
            Event::TimeTokenMoved { .. } | Event::GameEnded(_) => return None,
        })
    }

    /// Whether it tells an action or its consequences, as the turn's recap's lines do: the
    /// message inside the recap keeps such a sentence unseen rather than say it twice.
    #[must_use]
    pub const fn recounts(self) -> bool {
        matches!(
            self,
            Say::Advanced { .. }
                | Say::Sewn { .. }
                | Say::LeatherPlaced { .. }
                | Say::LeatherDiscarded(_)
                | Say::LeatherLost(_)
                | Say::Income { .. }
                | Say::LeatherWon(_)
                | Say::BonusWon(_)
                | Say::MovedAhead { .. }
                | Say::SewnAt { .. }
                | Say::MovesAhead(_)
        )
    }
}

/// Why a saved game or an imported file cannot be opened: the reason a [`Notice`] words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unopenable {
    /// Not a game record at all, or damaged.
    Damaged(RecordError),
    /// A record of another format (or another version of this one).
    Foreign(String),
    /// A record whose actions break the rules.
    Illegal(ReplayError),
}

/// A notice that stays until it is closed: what could not be opened or saved, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A saved game does not open.
    SaveUnopenable(Unopenable),
    /// A file does not open as a game.
    FileUnopenable {
        /// The file's name.
        name: String,
        /// Why.
        problem: Unopenable,
    },
    /// A file far larger than any game record.
    FileTooLarge(String),
    /// A file the browser could not read.
    FileUnreadable(String),
    /// The browser's storage is full: the game goes on unsaved.
    StorageFull,
    /// The browser gives no storage: the game goes on unsaved.
    StorageUnavailable,
    /// The computer player could not start (the browser's reason).
    ComputerCannotStart(String),
    /// The computer player gave no usable move (its reason).
    ComputerFailed(String),
    /// The download could not be made.
    ExportFailed,
    /// This tab's last move was not saved: the game had moved on in another tab.
    NotSavedElsewhere,
    /// A link that holds no game this page opens.
    BadLink(crate::rules::code::CodeError),
    /// A link older than the saved game: the saved game stays.
    StaleLink,
    /// A kept puzzle whose position does not replay.
    PuzzleUnopenable,
}

/// A notice in `lang`. The technical detail (where a record is wrong) stays as the engine
/// says it, in English, inside the sentence.
#[must_use]
pub fn notice(lang: Lang, notice: &Notice) -> String {
    sentences::notice(lang, notice)
}

/// A fixed text in `lang`.
#[must_use]
pub fn text(lang: Lang, text: Text) -> &'static str {
    match lang {
        Lang::En => en::text(text),
        Lang::Pl => pl::text(text),
        Lang::Fr => fr::text(text),
    }
}

/// One sentence in `lang`.
#[must_use]
pub fn say(lang: Lang, say: Say, names: &Names) -> String {
    sentences::say(lang, say, names)
}

/// The sentences that tell one action of a turn's recap or of the game's log, from the
/// engine's events for it: how far an advance went, where a patch went, and what followed
/// (income, a leather patch won, the bonus, the blue patches).
#[must_use]
pub fn recounted(spaces: u8, events: &[Event]) -> Vec<Say> {
    // What the player did comes first, then what followed from it (the engine tells the blue
    // patches joining the circle before the patch that made them join).
    let main = |event: &&Event| matches!(event, Event::ButtonsEarned { .. } | Event::PatchTaken { .. });
    let (first, then): (Vec<&Event>, Vec<&Event>) = events.iter().partition(main);
    first
        .into_iter()
        .chain(then)
        .filter_map(|event| match *event {
            Event::ButtonsEarned { player, .. } => Some(Say::MovedAhead { player, spaces }),
            Event::PatchTaken { player, patch, squares, cost } => {
                let span = |f: fn(Cell) -> u8| {
                    (squares.cells().map(f).min().unwrap_or(0), squares.cells().map(f).max().unwrap_or(0))
                };
                Some(Say::SewnAt { player, patch, cost, rows: span(Cell::row), cols: span(Cell::col) })
            }
            _ => Say::of_event(event),
        })
        .collect()
}

/// Sentences one after the other, as the live region shows them.
#[must_use]
pub fn message(lang: Lang, sentences: &[Say], names: &Names) -> String {
    joined(&sentences.iter().map(|&s| say(lang, s, names)).collect::<Vec<_>>(), " ")
}

/// `parts` one after the other with `between` between them: what `[String]::join` does, in
/// a few bytes of the page where the library's is a kilobyte.
#[must_use]
pub fn joined(parts: &[String], between: &str) -> String {
    let mut out = String::new();
    for (i, part) in parts.iter().enumerate() {
        if i > 0 {
            out.push_str(between);
        }
        out.push_str(part);
    }
    out
}

/// Why an action was refused, said to the player who tried it.
#[must_use]
pub fn refusal(lang: Lang, reason: IllegalAction) -> String {
    say(lang, Say::Refused(reason), &Names::default())
}

/// Why an offered patch cannot be taken, as the short `data-reason` of its card.
#[must_use]
pub fn reason_code(reason: IllegalAction) -> &'static str {
    match reason {
        IllegalAction::CannotAfford { .. } => "afford",
        _ => "fit",
    }
}

/// `n` buttons with the right plural: `1 button`, `2 guziki`, `5 guzików`, `0 bouton`.
#[must_use]
pub fn buttons(lang: Lang, n: u32) -> String {
    phrases::buttons(lang, n)
}

/// The advance button's words: what it gives, a button a space and the `income` it pays on
/// the way (never left out).
#[must_use]
pub fn advance_label(lang: Lang, gain: u8, income: u16) -> String {
    advance_words(lang, gain, income, false)
}

/// [`advance_label`] without its verbs, for a button too small for them (a small phone).
#[must_use]
pub fn advance_label_short(lang: Lang, gain: u8, income: u16) -> String {
    advance_words(lang, gain, income, true)
}

fn advance_words(lang: Lang, gain: u8, income: u16, short: bool) -> String {
    let n = u32::from(gain);
    let mut words = if short { phrases::advance_short(lang, n) } else { phrases::advance(lang, n) };
    if income > 0 {
        words += &fill(glance_words(lang)[7], &[&income.to_string()]);
    }
    words
}

/// The kind of toast (`data-event`) for an event worth a toast, if it is one.
#[must_use]
pub fn toast_kind(event: &Event) -> Option<&'static str> {
    Some(match event {
        Event::IncomePaid { .. } => "income",
        Event::LeatherPatchWon { .. } => "leather",
        Event::BonusTileWon { .. } => "bonus",
        Event::BluePatchesJoined => "blue-patches",
        Event::PlayerFinished { .. } => "finished",
        _ => return None,
    })
}

/// A sentence without its full stop, for a toast or the turn banner.
#[must_use]
pub fn phrase(lang: Lang, sentence: Say, names: &Names) -> String {
    let text = say(lang, sentence, names);
    text.strip_suffix('.').map_or(text.clone(), str::to_owned)
}

/// The end: who won and, when the scores were equal, why.
#[must_use]
pub fn result(
    lang: Lang,
    outcome: &crate::rules::Outcome,
    names: &Names,
    person: Option<Player>,
) -> (String, Option<String>) {
    let tie = outcome.by_tie_break.then(|| say(lang, Say::TieBreak(outcome.winner), names));
    let winner = match person {
        // Against the computer the person is told how they did.
        Some(person) => text(lang, if person == outcome.winner { Text::YouWon } else { Text::YouLost }).to_owned(),
        None => say(lang, Say::Wins(outcome.winner), names),
    };
    (winner, tie)
}

/// The bonus tile's title: who earns it and what it is worth.
#[must_use]
pub fn bonus_tile_title(lang: Lang, square: u8, points: u8) -> String {
    phrases::bonus_tile_title(lang, square, points)
}

/// The game title's subtitle: the seed and the time board.
#[must_use]
pub fn subtitle(lang: Lang, seed: u64, board: Text) -> String {
    format!("{} {seed} · {}", text(lang, Text::Seed), text(lang, board))
}

/// `label: value`, with the space a language puts before the colon (French: a no-break one).
#[must_use]
pub fn labelled(lang: Lang, label: &str, value: &str) -> String {
    match lang {
        Lang::Fr => format!("{label}\u{a0}: {value}"),
        Lang::En | Lang::Pl => format!("{label}: {value}"),
    }
}

/// The game's name, and its seed (when dealt from one) with its time board: `["Patchwork",
/// "seed 42 · revised time board"]`.
#[must_use]
pub fn game_title(lang: Lang, variant: crate::rules::Variant, seed: Option<u64>) -> [String; 2] {
    use crate::rules::Variant;
    let (name, board) = match variant {
        Variant::ClassicRevised => (Text::Patchwork, Text::RevisedBoard),
        Variant::ClassicOriginal => (Text::Patchwork, Text::OriginalBoard),
        Variant::Express => (Text::PatchworkExpress, Text::ExpressBoard),
    };
    let subtitle = match seed {
        Some(seed) => subtitle(lang, seed, board),
        None => text(lang, board).to_owned(),
    };
    [text(lang, name).to_owned(), subtitle]
}

/// The final table's empty-squares cell: `−2 × 3 = −6`.
#[must_use]
pub fn penalty(empty: u8) -> String {
    format!("−2 × {empty} = −{}", 2 * u32::from(empty))
}

#[cfg(test)]
mod recap_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod typography;
