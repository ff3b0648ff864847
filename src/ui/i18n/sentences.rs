//! The sentences and notices of every language from one `match`: each [`Say`] and [`Notice`]
//! picks a template ([`S`], [`N`]) and the facts that fill it (names, numbers, a patch's words,
//! a word picked by a number), the same in every language; the templates are each language's
//! (`SAY_WORDS`, `NOTICE_WORDS`), filled by one [`fill`]. A language leaves out of its template
//! a fact it does not say (Polish does not name the moves of a link that parts).

use super::patch::{Described, Reading};
use super::phrases;
use super::{buttons, en, fill, fr, lower, name, pl, text, Lang, Names, Notice, Say, Text, Unopenable};
use crate::rules::code::CodeError;
use crate::rules::{Action, IllegalAction, Player, FORMAT};
use crate::ui::i18n::quote::Quoted;

/// The same function of `lang`'s file, on its argument worked out once (not in each
/// language's branch).
macro_rules! in_lang {
    ($lang:expr, $f:ident($arg:expr)) => {{
        let arg = $arg;
        match $lang {
            Lang::En => en::$f(arg),
            Lang::Pl => pl::$f(arg),
            Lang::Fr => fr::$f(arg),
        }
    }};
}

/// A sentence's template, or a word a sentence picks: its place in each language's
/// `SAY_WORDS`. A word counted by a number has three places, one for each form [`form`] picks
/// (one, few, many).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum S {
    /// `{0}` starts.
    Starts,
    /// `{0}` holds the patch of shape `{1}`.
    Holding,
    /// A patch's price `{0}`.
    Price,
    /// A patch's price `{0}`, then a colon.
    PriceColon,
    /// How to place the patch in hand.
    HowToPlace,
    /// The patch in hand lies so: `{0}`.
    Turned,
    /// Row `{0}`, column `{1}`: it fits.
    HeldAtFits,
    /// Row `{0}`, column `{1}`: it does not fit.
    HeldAtNot,
    /// The patch is back in the circle.
    PatchBack,
    /// `{0}`: sew the leather patch, or put it aside.
    LeatherExpress,
    /// `{0}`: sew the leather patch.
    Leather,
    /// `{0}` moves ahead and takes `{1}` buttons.
    Advanced,
    /// `{0}` sews on the patch `{1}`.
    Sewn,
    /// `{0}` sews on a leather patch at row `{1}`, column `{2}`.
    LeatherPlaced,
    /// `{0}` puts the leather patch aside.
    LeatherDiscarded,
    /// `{0}`'s quilt is full: the leather patch is lost.
    LeatherLost,
    /// `{0}`'s income, `{1}` buttons.
    Income,
    /// `{0}` wins a leather patch.
    LeatherWon,
    /// `{0}` takes the bonus tile.
    BonusWon,
    /// The blue patches join the circle.
    BlueJoined,
    /// `{0}` reaches the last space.
    Finished,
    /// `{0}` moves `{1}` spaces ahead and takes `{2}` buttons.
    MovedAhead,
    /// `{0}` sews on the patch `{1}` on the rows and columns `{2}`.
    SewnAt,
    /// It fits here.
    FitsHere,
    /// It does not fit here: the refusal `{0}`.
    DoesNotFit,
    /// No way to lay the patch over the tapped square.
    NoPlacementCovers,
    /// `{0}`: not your quilt.
    NotYourQuilt,
    /// `{0}` wins.
    Wins,
    /// The tie-break: `{0}` reached the last space first.
    TieBreak,
    /// `{0}`'s turn.
    Turn,
    /// Game resumed.
    Resumed,
    /// `{0}` invites you to a game of `{1}`; you play the `{2}` quilt.
    Invited,
    /// Move taken back.
    TakenBack,
    /// Nothing to take back.
    NothingToUndo,
    /// Nothing to redo.
    NothingToRedo,
    /// Played again.
    PlayedAgain,
    /// The game went on in another tab.
    ChangedElsewhere,
    /// Hint: sew on the patch of shape `{0}`.
    HintPatch,
    /// Hint: the advice `{0}`.
    Hint,
    /// Where the hint's patch goes.
    HintWhere,
    /// The computer would have chosen `{0}`.
    Better,
    /// `{0}` is thinking.
    Thinking,
    /// `{0}` moves ahead.
    MovesAhead,
    /// `{0}` moves (the word `{1}`) played.
    MovesPlayed,
    /// Finished after `{0}` moves (the word `{1}`).
    FinishedAfter,
    /// Waiting for `{0}`'s move: send the link.
    SendLink,
    /// The game is over: send `{0}` the link.
    SendLinkOver,
    /// Link copied.
    LinkCopied,
    /// The browser would not copy the link.
    LinkNotCopied,
    /// The link parts at move `{0}`; the saved game has `{1}` moves (the word `{3}`), the
    /// link `{2}`.
    Forked,
    /// Refusal: the game is over.
    GameOver,
    /// Refusal: the leather patch first.
    LeatherPending,
    /// Refusal: no leather patch to place.
    NoLeatherPending,
    /// Refusal: only Express puts leather aside.
    DiscardNotAllowed,
    /// Refusal: not one of the three patches.
    NotOffered,
    /// Refusal: you have `{0}` buttons; the patch costs `{1}` (the number) or `{2}` (buttons).
    CannotAfford,
    /// Refusal: off the quilt.
    OffQuilt,
    /// Refusal: not this patch's shape.
    NotAnOrientation,
    /// Refusal: it overlaps.
    Overlaps,
    /// Advice: move ahead.
    AdviseAdvance,
    /// Advice: sew on the patch `{0}` where the outline shows.
    AdviseTake,
    /// Advice: sew the leather patch at row `{0}`, column `{1}`.
    AdvisePlaceLeather,
    /// Advice: put the leather patch aside.
    AdviseDiscard,
    /// The colour of the first player's quilt.
    Blue,
    /// The colour of the second player's quilt.
    Orange,
    /// The word for moves after [`S::MovesPlayed`]'s number, one.
    MovesPlayedOne,
    /// … few.
    MovesPlayedFew,
    /// … many.
    MovesPlayedMany,
    /// The word for moves after [`S::FinishedAfter`]'s and [`S::Forked`]'s number, one.
    MovesOne,
    /// … few.
    MovesFew,
    /// … many.
    MovesMany,
}

impl S {
    /// How many there are: the length of every language's `SAY_WORDS`.
    pub(super) const COUNT: usize = S::MovesMany as usize + 1;
}

/// A notice's template, or a reason it gives: its place in each language's `NOTICE_WORDS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum N {
    /// The saved game does not open: the reason `{0}`.
    SaveUnopenable,
    /// The file `{0}` does not open: the reason `{1}`.
    FileUnopenable,
    /// The file `{0}` is too large.
    FileTooLarge,
    /// The file `{0}` could not be read.
    FileUnreadable,
    /// The storage is full.
    StorageFull,
    /// No storage.
    StorageUnavailable,
    /// The computer cannot start: `{0}`.
    ComputerCannotStart,
    /// The computer gave no move: `{0}`.
    ComputerFailed,
    /// The download could not be made.
    ExportFailed,
    /// The last move was not saved.
    NotSavedElsewhere,
    /// The link opens no game: the reason `{0}`.
    BadLink,
    /// The link is older than the saved game.
    StaleLink,
    /// The puzzle does not open.
    PuzzleUnopenable,
    /// Reason: not a complete record (the engine's `{0}`).
    Damaged,
    /// Reason: another format, `{0}` (this page reads `{1}`).
    Foreign,
    /// Reason: the moves break the rules (the engine's `{0}`).
    Illegal,
    /// The link's reason: cut short.
    Truncated,
    /// The link's reason: characters changed.
    LinkDamaged,
    /// The link's reason: a newer version.
    UnknownVersion,
    /// The link's reason: its moves break the rules.
    LinkIllegal,
    /// The link's reason: not a game link.
    NotALink,
}

impl N {
    /// How many there are: the length of every language's `NOTICE_WORDS`.
    pub(super) const COUNT: usize = N::NotALink as usize + 1;
}

/// The templates of the sentences, in `lang`.
pub(super) const fn say_words(lang: Lang) -> &'static [&'static str; S::COUNT] {
    match lang {
        Lang::En => &en::SAY_WORDS,
        Lang::Pl => &pl::SAY_WORDS,
        Lang::Fr => &fr::SAY_WORDS,
    }
}

/// The templates of the notices, in `lang`.
pub(super) const fn notice_words(lang: Lang) -> &'static [&'static str; N::COUNT] {
    match lang {
        Lang::En => &en::NOTICE_WORDS,
        Lang::Pl => &pl::NOTICE_WORDS,
        Lang::Fr => &fr::NOTICE_WORDS,
    }
}

/// `template` filled with `first` (a name, when there is one) and then `facts`: the one call of
/// [`fill`] for every sentence and notice.
fn filled(template: &str, first: Option<&str>, facts: &[String]) -> String {
    let mut args: Vec<&str> = first.into_iter().collect();
    args.extend(facts.iter().map(String::as_str));
    fill(template, &args)
}

/// A sentence's template, the player it names first (if any) and its other facts.
type Parts = (S, Option<Player>, Vec<String>);

/// A sentence worded in `lang`, the player's name from `names`.
fn worded(lang: Lang, (template, player, facts): Parts, names: &Names) -> String {
    filled(say_words(lang)[template as usize], player.map(|p| name(names, p)), &facts)
}

/// Which of a counted word's three forms `n` takes in `lang`: 0 (one), 1 (few) or 2 (many).
pub(super) fn form(lang: Lang, n: u32) -> usize {
    in_lang!(lang, form(n))
}

/// The form of a counted word (one, few, many) that `n` takes in `lang`.
fn counted(lang: Lang, forms: [S; 3], n: u32) -> String {
    say_words(lang)[forms[form(lang, n)] as usize].to_owned()
}

/// The word for moves after [`Say::MovesPlayed`]'s number.
const MOVES_PLAYED: [S; 3] = [S::MovesPlayedOne, S::MovesPlayedFew, S::MovesPlayedMany];

/// The word for moves after [`Say::FinishedAfter`]'s and [`Say::Forked`]'s number.
const MOVES: [S; 3] = [S::MovesOne, S::MovesFew, S::MovesMany];

/// One sentence in `lang`.
pub(super) fn say(lang: Lang, say: Say, names: &Names) -> String {
    worded(lang, parts(lang, say, names), names)
}

/// Why an action was refused: the template and its facts.
fn refusal(lang: Lang, reason: IllegalAction) -> Parts {
    let template = match reason {
        IllegalAction::GameOver => S::GameOver,
        IllegalAction::LeatherPending => S::LeatherPending,
        IllegalAction::NoLeatherPending => S::NoLeatherPending,
        IllegalAction::DiscardNotAllowed => S::DiscardNotAllowed,
        IllegalAction::NotOffered { .. } => S::NotOffered,
        IllegalAction::CannotAfford { cost, buttons: have, .. } => {
            let args = [buttons(lang, u32::from(have)), cost.to_string(), buttons(lang, u32::from(cost))];
            return (S::CannotAfford, None, args.into());
        }
        IllegalAction::OffQuilt => S::OffQuilt,
        IllegalAction::NotAnOrientation { .. } => S::NotAnOrientation,
        IllegalAction::Overlaps => S::Overlaps,
    };
    (template, None, Vec::new())
}

/// What to do, as a hint or the review's better move says it.
fn advice(lang: Lang, action: Action) -> String {
    let parts = match action {
        Action::Advance => (S::AdviseAdvance, Vec::new()),
        Action::TakePatch { patch, .. } => (S::AdviseTake, vec![phrases::patch(lang, Described::of(patch))]),
        Action::PlaceLeather { cell } => {
            (S::AdvisePlaceLeather, vec![(cell.row() + 1).to_string(), (cell.col() + 1).to_string()])
        }
        Action::DiscardLeather => (S::AdviseDiscard, Vec::new()),
    };
    filled(say_words(lang)[parts.0 as usize], None, &parts.1)
}

/// The template of `say`, the player it names first and its other facts, in `lang`.
fn parts(lang: Lang, say: Say, names: &Names) -> Parts {
    let number = |n: u8| n.to_string();
    let none = |template: S| (template, None, Vec::new());
    let by = |template: S, player: Player| (template, Some(player), Vec::new());
    match say {
        Say::Starts(player) => by(S::Starts, player),
        Say::Refused(reason) => refusal(lang, reason),
        Say::Holding { player, patch } => (S::Holding, Some(player), vec![phrases::shape(lang, Described::of(patch))]),
        Say::Price { patch, colon } => {
            (if colon { S::PriceColon } else { S::Price }, None, vec![phrases::price(lang, Described::of(patch))])
        }
        Say::HowToPlace => none(S::HowToPlace),
        Say::Turned { orientation, by } => {
            (S::Turned, None, vec![phrases::orientation(lang, Reading::of(orientation, by))])
        }
        Say::HeldAt { row, col, fits } => {
            (if fits { S::HeldAtFits } else { S::HeldAtNot }, None, vec![number(row + 1), number(col + 1)])
        }
        Say::PatchBack => none(S::PatchBack),
        Say::Leather { player, express } => by(if express { S::LeatherExpress } else { S::Leather }, player),
        Say::Advanced { player, buttons: n } => (S::Advanced, Some(player), vec![buttons(lang, u32::from(n))]),
        Say::Sewn { player, patch, cost } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            (S::Sewn, Some(player), vec![phrases::patch(lang, p)])
        }
        Say::LeatherPlaced { player, cell } => {
            (S::LeatherPlaced, Some(player), vec![number(cell.row() + 1), number(cell.col() + 1)])
        }
        Say::LeatherDiscarded(player) => by(S::LeatherDiscarded, player),
        Say::LeatherLost(player) => by(S::LeatherLost, player),
        Say::Income { player, buttons: n } => (S::Income, Some(player), vec![buttons(lang, u32::from(n))]),
        Say::LeatherWon(player) => by(S::LeatherWon, player),
        Say::BonusWon(player) => by(S::BonusWon, player),
        Say::BlueJoined => none(S::BlueJoined),
        Say::Finished(player) => by(S::Finished, player),
        Say::MovedAhead { player, spaces } => {
            let n = u32::from(spaces);
            (S::MovedAhead, Some(player), vec![phrases::spaces(lang, n), buttons(lang, n)])
        }
        Say::SewnAt { player, patch, cost, rows, cols } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            (S::SewnAt, Some(player), vec![phrases::patch(lang, p), phrases::place(lang, (rows, cols))])
        }
        Say::FitsHere => none(S::FitsHere),
        Say::DoesNotFit(reason) => (S::DoesNotFit, None, vec![lower(worded(lang, refusal(lang, reason), names))]),
        Say::NoPlacementCovers => none(S::NoPlacementCovers),
        Say::NotYourQuilt(player) => by(S::NotYourQuilt, player),
        Say::Wins(player) => by(S::Wins, player),
        Say::TieBreak(player) => by(S::TieBreak, player),
        Say::Turn(player) => by(S::Turn, player),
        Say::Resumed => none(S::Resumed),
        Say::Invited { friend, express } => {
            let game = text(lang, if express { Text::PatchworkExpress } else { Text::Patchwork });
            let colour = if friend == Player::One { S::Blue } else { S::Orange };
            (S::Invited, Some(friend), vec![game.to_owned(), say_words(lang)[colour as usize].to_owned()])
        }
        Say::TakenBack => none(S::TakenBack),
        Say::NothingToUndo => none(S::NothingToUndo),
        Say::NothingToRedo => none(S::NothingToRedo),
        Say::PlayedAgain => none(S::PlayedAgain),
        Say::ChangedElsewhere => none(S::ChangedElsewhere),
        // A patch's hint is a sentence cut in three ([`Say::Price`], [`Say::HintWhere`]).
        Say::Hint(Action::TakePatch { patch, .. }) => {
            (S::HintPatch, None, vec![phrases::shape(lang, Described::of(patch))])
        }
        Say::Hint(action) => (S::Hint, None, vec![advice(lang, action)]),
        Say::HintWhere => none(S::HintWhere),
        // The review's better move: the advance button's words, or the hint's.
        Say::Better { action, spaces } => {
            let chosen = if action == Action::Advance {
                phrases::advance(lang, u32::from(spaces))
            } else {
                advice(lang, action)
            };
            (S::Better, None, vec![chosen])
        }
        Say::Thinking(player) => by(S::Thinking, player),
        Say::MovesAhead(player) => by(S::MovesAhead, player),
        Say::MovesPlayed(n) => (S::MovesPlayed, None, vec![n.to_string(), counted(lang, MOVES_PLAYED, n)]),
        Say::FinishedAfter(n) => (S::FinishedAfter, None, vec![n.to_string(), counted(lang, MOVES, n)]),
        Say::SendLink { player, over } => by(if over { S::SendLinkOver } else { S::SendLink }, player),
        Say::LinkCopied(copied) => none(if copied { S::LinkCopied } else { S::LinkNotCopied }),
        Say::Forked { at, mine, theirs } => (
            S::Forked,
            None,
            vec![(at + 1).to_string(), mine.to_string(), theirs.to_string(), counted(lang, MOVES, mine)],
        ),
    }
}

/// Why a game does not open, in `lang`.
fn unopenable(lang: Lang, problem: &Unopenable) -> String {
    let (template, facts) = match problem {
        Unopenable::Damaged(e) => (N::Damaged, vec![e.to_string()]),
        Unopenable::Foreign(f) => (N::Foreign, vec![Quoted(f).to_string(), Quoted(FORMAT).to_string()]),
        Unopenable::Illegal(e) => (N::Illegal, vec![e.to_string()]),
    };
    filled(notice_words(lang)[template as usize], None, &facts)
}

/// A notice in `lang`.
pub(super) fn notice(lang: Lang, notice: &Notice) -> String {
    let words = notice_words(lang);
    // The notice's template, its first fact (a file's name, a reason) and the others.
    let (template, first, facts) = match notice {
        Notice::SaveUnopenable(p) => (N::SaveUnopenable, None, vec![unopenable(lang, p)]),
        Notice::FileUnopenable { name, problem } => {
            (N::FileUnopenable, Some(name.as_str()), vec![unopenable(lang, problem)])
        }
        Notice::FileTooLarge(name) => (N::FileTooLarge, Some(name.as_str()), Vec::new()),
        Notice::FileUnreadable(name) => (N::FileUnreadable, Some(name.as_str()), Vec::new()),
        Notice::StorageFull => (N::StorageFull, None, Vec::new()),
        Notice::StorageUnavailable => (N::StorageUnavailable, None, Vec::new()),
        Notice::ComputerCannotStart(e) => (N::ComputerCannotStart, Some(e.as_str()), Vec::new()),
        Notice::ComputerFailed(e) => (N::ComputerFailed, Some(e.as_str()), Vec::new()),
        Notice::ExportFailed => (N::ExportFailed, None, Vec::new()),
        Notice::NotSavedElsewhere => (N::NotSavedElsewhere, None, Vec::new()),
        Notice::BadLink(e) => {
            let why = match e {
                CodeError::Truncated => N::Truncated,
                CodeError::Damaged => N::LinkDamaged,
                CodeError::UnknownVersion { .. } => N::UnknownVersion,
                CodeError::Illegal(_) => N::LinkIllegal,
                _ => N::NotALink,
            };
            (N::BadLink, Some(words[why as usize]), Vec::new())
        }
        Notice::StaleLink => (N::StaleLink, None, Vec::new()),
        Notice::PuzzleUnopenable => (N::PuzzleUnopenable, None, Vec::new()),
    };
    filled(words[template as usize], first, &facts)
}
