//! English, the page's first language.

use super::{capital, lower, name, span, Described, Names, Notice, Reading, Say, Text, Unopenable, Why};
use crate::rules::code::CodeError;
use crate::rules::{Action, IllegalAction, FORMAT};
use crate::ui::i18n::quote::Quoted;

/// `1 thing`, `n things`.
fn count(n: u32, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `on rows 2–4, columns 5–6`, `on row 2, column 5`.
fn place(rows: (u8, u8), cols: (u8, u8)) -> String {
    format!("on {}, {}", span(rows, "row", "rows", "–"), span(cols, "column", "columns", "–"))
}

pub(super) fn buttons(n: u32) -> String {
    count(n, "button", "buttons")
}

pub(super) fn advance(n: u32) -> String {
    format!("Move {}, take {}", count(n, "space", "spaces"), buttons(n))
}

/// [`advance`] in fewer words, for a button too small for them.
pub(super) fn advance_short(n: u32) -> String {
    format!("{}, {}", count(n, "space", "spaces"), buttons(n))
}

pub(super) fn orientation(reading: Reading) -> String {
    match reading {
        Reading::Upright => "upright".to_owned(),
        Reading::Turned(d) => format!("turned {d}°"),
        Reading::Mirrored => "mirrored".to_owned(),
        Reading::TurnedThenMirrored(d) => format!("turned {d}°, then mirrored"),
        Reading::MirroredThenTurned(d) => format!("mirrored, then turned {d}°"),
    }
}

/// `the 5-square patch for 2 buttons and 3 time`.
pub(super) fn patch(p: Described) -> String {
    if p.leather {
        return "the leather patch".to_owned();
    }
    format!("{} {}", shape(p), price(p))
}

/// A patch by its squares: the first part of [`patch`].
fn shape(p: Described) -> String {
    format!("the {}-square patch", p.squares)
}

/// A patch's cost and time: the last part of [`patch`].
fn price(p: Described) -> String {
    format!("for {} and {} time", buttons(p.cost), p.time)
}

pub(super) fn patch_label(p: Described, why: Why) -> String {
    let why = match why {
        Why::Afford => "; you cannot afford it",
        Why::Fit => "; it does not fit on your quilt",
        Why::Take => "; press Enter to take it",
        Why::Nothing => "",
    };
    format!("{}, income {}{why}", capital(patch(p)), p.income)
}

pub(super) fn bonus_tile_title(square: u8, points: u8) -> String {
    format!("Bonus tile: the first to cover a {square}×{square} square of their quilt scores {points} more")
}

/// What an experienced player reads at a glance (`{0}`… filled by [`super::fill`]): the panel's
/// label, the projection in words, a move's preview in words, and the advance button's income.
pub(super) const GLANCE_WORDS: [&str; 9] = [
    "projected",
    "Projected final score {0} = {1} buttons + {2} income × {3} marks ahead + {4} bonus − 2 × {5} empty squares, taking no more patches.",
    "To space {0}. Buttons taken: {1} (income {2}); paid: {3}. Leather patches won: {4}. Projected score: {5}.",
    " Spaces to the next income mark: {0}.",
    " Spaces to the next leather patch: {0}.",
    " Best 7×7 square so far: {0} of 49 covered.",
    " Wins a tie: first to reach the last space.",
    " + {0} income",
    ". If taken, offered next: {0}",
];

/// The board in words: a quilt, then the time board's head, a player with and without an
/// income mark ahead, and its leather patches (`{0}`… filled by [`super::fill`]).
pub(super) const BOARD_WORDS: [&str; 5] = [
    "{0}'s quilt: {1} of {2} squares empty; empty squares in each row, top to bottom: {3}",
    "Time board, spaces 0 to {0}.",
    " {0}: space {1}, next income at space {2}.",
    " {0}: space {1}, no income ahead.",
    " Leather patches on spaces {0}.",
];

pub(super) fn default_name(number: usize) -> String {
    format!("Player {number}")
}

pub(super) fn text(text: Text) -> &'static str {
    match text {
        Text::PageLabel => "Patchwork: the time board, the circle of patches and both quilts",
        Text::Patchwork => "Patchwork",
        Text::PatchworkExpress => "Patchwork Express",
        Text::Seed => "seed",
        Text::RevisedBoard => "revised time board",
        Text::OriginalBoard => "original time board",
        Text::ExpressBoard => "express time board",
        Text::GameLegend => "Game",
        Text::BoardLegend => "Time board",
        Text::Revised => "Revised",
        Text::Original => "Original (2014)",
        Text::PlayersLegend => "Players",
        Text::StarterLegend => "Who starts",
        Text::StartGame => "Start the game",
        Text::Language => "Language",
        Text::GameOver => "Game over",
        Text::PutAside => "Put aside",
        Text::SewLeather => "Sew your leather patch onto an empty square",
        Text::MoveOn => "Move on",
        Text::Rotate => "⟳ Rotate",
        Text::RotateHint => "Rotate the patch clockwise (R)",
        Text::TurnHandle => "Turn",
        Text::Mirror => "⇋ Mirror",
        Text::MirrorHint => "Mirror the patch (F)",
        Text::Place => "✓ Place",
        Text::PlaceHint => "Place the patch here (Enter)",
        Text::Cancel => "✕ Cancel",
        Text::CancelHint => "Put the patch back (Escape)",
        Text::Buttons => "buttons",
        Text::Income => "income",
        Text::Empty => "empty",
        Text::Score => "score",
        Text::ScoreHint => "Score now: your buttons minus 2 for every empty square (plus 7 with the bonus tile)",
        Text::ToMove => "to move",
        Text::Bonus => "bonus",
        Text::EmptySquares => "empty squares",
        Text::PlayAgain => "New game",
        Text::ShowResult => "Show the result",
        Text::TooDear => "too dear",
        Text::NoRoom => "no room",
        Text::HowToPlay => "How to play",
        Text::Close => "Close",
        Text::GoalTitle => "Sew the best quilt",
        Text::GoalText => {
            "Each player covers their own quilt board with patches. Buttons are your money and, \
             at the end, your points."
        }
        Text::TakeTitle => "Take a patch…",
        Text::TakeText => {
            "The player whose time token is further behind plays. Take one of the three patches \
             after the neutral token: pay its buttons, sew it anywhere on your quilt (turned or \
             flipped as you like) and move your time token as many spaces as its time."
        }
        Text::AdvanceTitle => "…or advance",
        Text::AdvanceText => {
            "Or move your time token to the space just past your opponent's and take one button \
             for every space you moved."
        }
        Text::IncomeTitle => "Income and leather patches",
        Text::IncomeText => {
            "Crossing a button on the time board pays your income: one button for each button \
             printed on the patches of your quilt. The first to reach a leather patch sews it on \
             at once; only these fill single squares."
        }
        Text::BonusTitle => "The 7×7 bonus tile",
        Text::BonusText => "The first to fill a whole 7×7 square of their quilt earns the bonus tile: 7 points.",
        Text::EndTitle => "The end",
        Text::EndText => {
            "The game ends when both time tokens reach the last space. Score: your buttons (plus \
             the bonus tile) minus 2 points for every empty square. On equal scores, the first to \
             reach the last space wins."
        }
        Text::ExpressText => {
            "Patchwork Express: a 7×7 quilt, no bonus tile; the blue patches join the circle \
             when five coloured ones are left, and a leather patch may be put aside."
        }
        Text::ControlsTouch => {
            "By touch: tap a patch, a square of your quilt, then Place. The round handle and Rotate \
             turn it, Mirror flips it. Or drag it."
        }
        Text::ControlsMouse => {
            "With a mouse: drag a patch, or click it, then a square of your quilt. Keys: Tab and Enter \
             take a patch; R rotates, F mirrors, the arrows move, Enter places, Esc puts it back."
        }
        Text::ProjectionText => {
            "“projected”: the score if no more patches are taken (buttons + income × marks ahead − 2 \
             per empty square + the bonus tile). Tap or click it for “Spaces to the next income mark”, “Spaces \
             to the next leather patch”, “Best 7×7 square so far” and “Wins a tie”."
        }
        Text::ProjectionDetails => "Projected score in detail",
        Text::Undo => "Undo",
        Text::UndoHint => "Take back the last move (Ctrl+Z)",
        Text::Redo => "Redo",
        Text::RedoHint => "Redo the move taken back (Ctrl+Shift+Z)",
        Text::HintButton => "Hint",
        Text::HintHint => "Show the move the computer (hard) would make; it is not played",
        Text::Thinking => "Wait…",
        Text::Games => "Games",
        Text::GamesHint => "New game and saved games (this one stays saved)",
        Text::Export => "Export",
        Text::ExportHint => "Download this game as a .json record file",
        Text::Import => "Import",
        Text::ImportHint => "Open a game from a .json record file (or drop the file on the page)",
        Text::NotSaved => "This game is not being saved",
        Text::SeatPerson => "A person",
        Text::SeatEasy => "Computer, easy",
        Text::SeatMedium => "Computer, medium",
        Text::SeatHard => "Computer, hard",
        Text::SeatOther => "Computer",
        Text::SeatFriend => "A friend, by link",
        Text::LinkToSend => "Link to send",
        Text::CopyLink => "Copy link",
        Text::ShareLink => "Share…",
        Text::KeepMine => "Keep my game",
        Text::TakeTheirs => "Take the link's game",
        Text::WhoPlays => "Who plays",
        Text::OpenFile => "Open a game file…",
        Text::SavedGames => "Saved games",
        Text::Resume => "Resume",
        Text::Delete => "Delete",
        Text::DamagedSave => "Damaged save",
        Text::Ok => "OK",
        Text::CloseNotice => "Close this notice",
        Text::FaceHint => "Turn the other player's side to face them across the table",
        Text::Menu => "Menu",
        Text::StorageKept => "Saved games are kept: the browser will not clear them.",
        Text::StorageMayBeCleared => "The browser may clear saved games when it needs space; export a game to keep it.",
        Text::FirstTurnHint => {
            "Drag one of the three patches after the spool onto your quilt, or tap it, then a square. \
             R or Rotate turns it, F or Mirror flips it; let go or press Place where it fits."
        }
        Text::Review => "Review",
        Text::BackToGame => "Back to the game",
        Text::PlayOn => "Play on from here",
        Text::Practise => "Practise your mistakes",
        Text::Puzzles => "Puzzles",
        Text::FindBetter => "Find a better move",
        Text::Solved => "Solved",
        Text::NotBetter => "Not better",
        Text::ComputerMove => "The computer's move",
        Text::TryAgain => "Try again",
        Text::NextPuzzle => "Next",
        Text::Analysing => "Analysing",
        Text::AnalysisStopped => "The analysis stopped:",
        Text::ChanceToWin => "chance to win",
        Text::MoveWord => "Move",
        Text::StartOfGame => "Start of the game",
        Text::PreviousMove => "Previous move",
        Text::NextMove => "Next move",
        Text::VerdictBest => "the computer's choice",
        Text::VerdictGood => "good",
        Text::VerdictMistake => "mistake",
        Text::VerdictBlunder => "blunder",
        Text::VerdictClose => "close: no move clearly better",
        Text::CompareMade => "Move made",
        Text::CompareBetter => "Better move",
        Text::CompareBoth => "Both",
        Text::Accuracy => "Accuracy",
        Text::Mistakes => "Mistakes",
        Text::Blunders => "Blunders",
        Text::LargestSwing => "Largest swing",
        Text::SinceYourTurn => "Since your last turn",
        Text::ShowOnQuilt => "Show where on the quilt",
        Text::GameLog => "Game log",
        Text::GameLogHint => "Every move so far, newest first",
        Text::NothingPlayed => "No move yet.",
        Text::ComputerEasy => "Computer (easy)",
        Text::ComputerMedium => "Computer (medium)",
        Text::ComputerHard => "Computer (hard)",
        Text::YouWon => "You won!",
        Text::YouLost => "You lost.",
        Text::PlayAgainSame => "Play again",
    }
}

fn refusal(reason: IllegalAction) -> String {
    match reason {
        IllegalAction::GameOver => "The game is over.".to_owned(),
        IllegalAction::LeatherPending => "Place your leather patch first.".to_owned(),
        IllegalAction::NoLeatherPending => "There is no leather patch to place.".to_owned(),
        IllegalAction::DiscardNotAllowed => "Leather patches can only be put aside in Patchwork Express.".to_owned(),
        IllegalAction::NotOffered { .. } => "Choose one of the three patches after the spool.".to_owned(),
        IllegalAction::CannotAfford { cost, buttons: have, .. } => {
            format!("You have {}; this patch costs {cost}.", buttons(u32::from(have)))
        }
        IllegalAction::OffQuilt => "The patch must lie entirely on your quilt.".to_owned(),
        IllegalAction::NotAnOrientation { .. } => "That is not the shape of this patch.".to_owned(),
        IllegalAction::Overlaps => "It overlaps a patch already sewn on.".to_owned(),
    }
}

pub(super) fn say(say: Say, names: &Names) -> String {
    let who = |player| name(names, player);
    match say {
        Say::Starts(player) => format!("{} starts.", who(player)),
        Say::Refused(reason) => refusal(reason),
        Say::Holding { player, patch } => format!("{} holds {}", who(player), shape(Described::of(patch))),
        Say::Price { patch, colon } => format!("{}{}", price(Described::of(patch)), if colon { ":" } else { "" }),
        Say::HowToPlace => {
            "drag it onto your quilt, or move it with the arrow keys or a tap on a square, R to rotate, F \
                            to mirror, Enter to place."
                .to_owned()
        }
        Say::Turned { orientation, by } => format!("Patch {}.", self::orientation(Reading::of(orientation, by))),
        Say::HeldAt { row, col, fits } => {
            format!("Row {}, column {}: {}.", row + 1, col + 1, if fits { "it fits" } else { "it does not fit here" })
        }
        Say::PatchBack => "The patch is back in the circle.".to_owned(),
        Say::Leather { player, express: true } => {
            format!("{}: sew your leather patch onto an empty square of your quilt, or put it aside.", who(player))
        }
        Say::Leather { player, express: false } => {
            format!("{}: sew your leather patch onto an empty square of your quilt.", who(player))
        }
        Say::Advanced { player, buttons: n } => {
            format!("{} moves ahead and takes {}.", who(player), buttons(u32::from(n)))
        }
        Say::Sewn { player, patch, cost } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            format!("{} sews on {}.", who(player), self::patch(p))
        }
        Say::LeatherPlaced { player, cell } => {
            format!("{} sews on a leather patch at row {}, column {}.", who(player), cell.row() + 1, cell.col() + 1)
        }
        Say::LeatherDiscarded(player) => format!("{} puts the leather patch aside.", who(player)),
        Say::LeatherLost(player) => format!("{}'s quilt is full: the leather patch is lost.", who(player)),
        Say::Income { player, buttons: n } => format!("{}: income, +{}.", who(player), buttons(u32::from(n))),
        Say::LeatherWon(player) => format!("{} wins a leather patch.", who(player)),
        Say::BonusWon(player) => format!("{} takes the 7×7 bonus tile: +7.", who(player)),
        Say::BlueJoined => "The blue patches join the circle.".to_owned(),
        Say::Finished(player) => format!("{} reaches the last space.", who(player)),
        Say::MovedAhead { player, spaces } => format!(
            "{} moves {} ahead and takes {}.",
            who(player),
            count(u32::from(spaces), "space", "spaces"),
            buttons(u32::from(spaces))
        ),
        Say::SewnAt { player, patch, cost, rows, cols } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            format!("{} sews on {}, {}.", who(player), self::patch(p), place(rows, cols))
        }
        Say::FitsHere => "It fits here.".to_owned(),
        Say::DoesNotFit(reason) => format!("It does not fit here: {}", lower(refusal(reason))),
        Say::NoPlacementCovers => {
            "Turned as it is, the patch cannot cover that square: rotate or mirror it (R, F), or tap another square."
                .to_owned()
        }
        Say::NotYourQuilt(player) => format!("{}: that is not your quilt.", who(player)),
        Say::Wins(player) => format!("{} wins!", who(player)),
        Say::TieBreak(player) => {
            format!("The scores are equal; {} reached the last space first and wins the tie-break.", who(player))
        }
        Say::Turn(player) => format!("{}'s turn.", who(player)),
        Say::Resumed => "Game resumed.".to_owned(),
        Say::Invited { friend, express } => format!(
            "{} invites you to a game of {}. You play the {} quilt.",
            who(friend),
            if express { "Patchwork Express" } else { "Patchwork" },
            if friend == crate::rules::Player::One { "blue" } else { "orange" }
        ),
        Say::TakenBack => "Move taken back.".to_owned(),
        Say::NothingToUndo => "There is nothing to take back.".to_owned(),
        Say::NothingToRedo => "There is nothing to redo.".to_owned(),
        Say::PlayedAgain => "Played again.".to_owned(),
        Say::ChangedElsewhere => "This game went on in another tab; here it is as saved there.".to_owned(),
        // A patch's hint is a sentence cut in three ([`Say::Price`], [`Say::HintWhere`]).
        Say::Hint(Action::TakePatch { patch, .. }) => format!("Hint: sew on {}", shape(Described::of(patch))),
        Say::Hint(action) => format!("Hint: {}.", advice(action)),
        Say::HintWhere => "where the outline shows.".to_owned(),
        Say::Better { action, spaces } => format!("The computer would have chosen: {}.", chosen(action, spaces)),
        Say::Thinking(player) => format!("{} is thinking.", who(player)),
        Say::MovesAhead(player) => format!("{} moves ahead.", who(player)),
        Say::MovesPlayed(n) => format!("{n} {} played.", if n == 1 { "move" } else { "moves" }),
        Say::FinishedAfter(n) => format!("Finished after {n} {}.", if n == 1 { "move" } else { "moves" }),
        Say::SendLink { player, over: false } => format!("Waiting for {}'s move: send them this link.", who(player)),
        Say::SendLink { player, over: true } => format!("The game is over: send {} this link.", who(player)),
        Say::LinkCopied(true) => "Link copied.".to_owned(),
        Say::LinkCopied(false) => "The browser would not copy: select the link and copy it.".to_owned(),
        Say::Forked { at, mine, theirs } => format!(
            "This link and your game part at move {}: one of you played another move. Your game has {mine} {}, the \
             link's {theirs}.",
            at + 1,
            if mine == 1 { "move" } else { "moves" }
        ),
    }
}

/// The review's better move: the advance button's words, or the hint's.
fn chosen(action: Action, spaces: u8) -> String {
    if action == Action::Advance {
        advance(u32::from(spaces))
    } else {
        advice(action)
    }
}

/// What to do, as a hint or the review's better move says it.
fn advice(action: Action) -> String {
    match action {
        Action::Advance => "move ahead and take buttons".to_owned(),
        Action::TakePatch { patch, .. } => {
            format!("sew on {} where the outline shows", self::patch(Described::of(patch)))
        }
        Action::PlaceLeather { cell } => {
            format!("sew the leather patch at row {}, column {}", cell.row() + 1, cell.col() + 1)
        }
        Action::DiscardLeather => "put the leather patch aside".to_owned(),
    }
}

fn bad_link(e: &CodeError) -> &'static str {
    match e {
        CodeError::Truncated => "it is cut short (copy the whole link)",
        CodeError::Damaged => "some of its characters were changed",
        CodeError::UnknownVersion { .. } => "it was made by a newer version of this page",
        CodeError::Illegal(_) => "its moves break the rules",
        _ => "it is not a game link",
    }
}

fn unopenable(problem: &Unopenable) -> String {
    match problem {
        Unopenable::Damaged(e) => format!("it is not a complete Patchwork game record ({e})."),
        Unopenable::Foreign(f) => {
            format!("it is in a format this page does not read ({}; this page reads {}).", Quoted(f), Quoted(FORMAT))
        }
        Unopenable::Illegal(e) => format!("its moves break the rules ({e})."),
    }
}

pub(super) fn notice(notice: &Notice) -> String {
    match notice {
        Notice::SaveUnopenable(p) => format!("This saved game cannot be opened: {}", unopenable(p)),
        Notice::FileUnopenable { name, problem } => format!("{name} cannot be opened: {}", unopenable(problem)),
        Notice::FileTooLarge(name) => format!("{name} cannot be opened: it is too large to be a game record."),
        Notice::FileUnreadable(name) => format!("{name} could not be read."),
        Notice::StorageFull => "The browser's storage is full, so this game is not being saved. It goes on; delete \
            old saved games or export this one to keep it."
            .to_owned(),
        Notice::StorageUnavailable => "This browser does not let the page save games (private mode?). The game goes \
            on, unsaved; export it to keep it."
            .to_owned(),
        Notice::ComputerCannotStart(e) => format!("The computer player cannot start in this browser: {e}"),
        Notice::ComputerFailed(e) => format!("The computer could not choose a move: {e}"),
        Notice::ExportFailed => "The browser would not make the file.".to_owned(),
        Notice::NotSavedElsewhere => "Your last move was not saved: this game had moved on in another tab. This tab now shows the game as it was saved there.".to_owned(),
        Notice::BadLink(e) => format!("This link does not open a game: {}. Nothing was changed.", bad_link(e)),
        Notice::StaleLink => "This link is older than your game of it: your game is kept as it is.".to_owned(),
        Notice::PuzzleUnopenable => "This puzzle cannot be opened: its position is damaged.".to_owned(),
    }
}
