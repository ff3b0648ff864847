//! English, the page's first language.

use super::phrases::P;
use super::sentences::{N, S};
use super::Text;

/// Which form of a counted word `n` takes: 0 (one) for 1, 2 (other) otherwise.
pub(super) fn form(n: u32) -> usize {
    if n == 1 {
        0
    } else {
        2
    }
}

/// The phrases (`{0}`… filled by [`super::fill`]), in the order of [`P`]: what each says and
/// which facts fill it are told there.
pub(super) const PHRASE_WORDS: [&str; P::COUNT] = [
    "{0} button",
    "{0} buttons",
    "{0} buttons",
    "{0} space",
    "{0} spaces",
    "{0} spaces",
    "Move {0}, take {1}",
    "the leather patch",
    "the {0}-square patch",
    "the {0}-square patch",
    "the {0}-square patch",
    "for {0} and {1} time",
    "{0}, income {1}; you cannot afford it",
    "{0}, income {1}; it does not fit on your quilt",
    "{0}, income {1}; press Enter to take it",
    "{0}, income {1}",
    "upright",
    "turned {0}°",
    "mirrored",
    "turned {0}°, then mirrored",
    "mirrored, then turned {0}°",
    "on {0}, {1}",
    "row {0}",
    "rows {0}–{1}",
    "column {0}",
    "columns {0}–{1}",
    "Bonus tile: the first to cover a {0}×{0} square of their quilt scores {1} more",
    "Player {0}",
];

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

/// The sentences (`{0}`… filled by [`super::fill`]), in the order of [`S`]: what each says and
/// which facts fill it are told there.
pub(super) const SAY_WORDS: [&str; S::COUNT] = [
    "{0} starts.",
    "{0} holds {1}",
    "{0}",
    "{0}:",
    "drag it onto your quilt, or move it with the arrow keys or a tap on a square, R to rotate, F to mirror, Enter to place.",
    "Patch {0}.",
    "Row {0}, column {1}: it fits.",
    "Row {0}, column {1}: it does not fit here.",
    "The patch is back in the circle.",
    "{0}: sew your leather patch onto an empty square of your quilt, or put it aside.",
    "{0}: sew your leather patch onto an empty square of your quilt.",
    "{0} moves ahead and takes {1}.",
    "{0} sews on {1}.",
    "{0} sews on a leather patch at row {1}, column {2}.",
    "{0} puts the leather patch aside.",
    "{0}'s quilt is full: the leather patch is lost.",
    "{0}: income, +{1}.",
    "{0} wins a leather patch.",
    "{0} takes the 7×7 bonus tile: +7.",
    "The blue patches join the circle.",
    "{0} reaches the last space.",
    "{0} moves {1} ahead and takes {2}.",
    "{0} sews on {1}, {2}.",
    "It fits here.",
    "It does not fit here: {0}",
    "Turned as it is, the patch cannot cover that square: rotate or mirror it (R, F), or tap another square.",
    "{0}: that is not your quilt.",
    "{0} wins!",
    "The scores are equal; {0} reached the last space first and wins the tie-break.",
    "{0}'s turn.",
    "Game resumed.",
    "{0} invites you to a game of {1}. You play the {2} quilt.",
    "Move taken back.",
    "There is nothing to take back.",
    "There is nothing to redo.",
    "Played again.",
    "This game went on in another tab; here it is as saved there.",
    // A patch's hint is a sentence cut in three (its price, where it goes).
    "Hint: sew on {0}",
    "Hint: {0}.",
    "where the outline shows.",
    "The computer would have chosen: {0}.",
    "{0} is thinking.",
    "{0} moves ahead.",
    "{0} {1} played.",
    "Finished after {0} {1}.",
    "Waiting for {0}'s move: send them this link.",
    "The game is over: send {0} this link.",
    "Link copied.",
    "The browser would not copy: select the link and copy it.",
    "This link and your game part at move {0}: one of you played another move. Your game has {1} {3}, the link's {2}.",
    // Refusals.
    "The game is over.",
    "Place your leather patch first.",
    "There is no leather patch to place.",
    "Leather patches can only be put aside in Patchwork Express.",
    "Choose one of the three patches after the spool.",
    "You have {0}; this patch costs {1}.",
    "The patch must lie entirely on your quilt.",
    "That is not the shape of this patch.",
    "It overlaps a patch already sewn on.",
    // What to do, as a hint or the review's better move says it.
    "move ahead and take buttons",
    "sew on {0} where the outline shows",
    "sew the leather patch at row {0}, column {1}",
    "put the leather patch aside",
    // The quilts' colours; the moves, one, few and many (twice).
    "blue",
    "orange",
    "move",
    "moves",
    "moves",
    "move",
    "moves",
    "moves",
];

/// The notices (`{0}`… filled by [`super::fill`]), in the order of [`N`]: a notice, then why a
/// game does not open, then why a link does not.
pub(super) const NOTICE_WORDS: [&str; N::COUNT] = [
    "This saved game cannot be opened: {0}",
    "{0} cannot be opened: {1}",
    "{0} cannot be opened: it is too large to be a game record.",
    "{0} could not be read.",
    "The browser's storage is full, so this game is not being saved. It goes on; delete old saved games or export this one to keep it.",
    "This browser does not let the page save games (private mode?). The game goes on, unsaved; export it to keep it.",
    "The computer player cannot start in this browser: {0}",
    "The computer could not choose a move: {0}",
    "The browser would not make the file.",
    "Your last move was not saved: this game had moved on in another tab. This tab now shows the game as it was saved there.",
    "This link does not open a game: {0}. Nothing was changed.",
    "This link is older than your game of it: your game is kept as it is.",
    "This puzzle cannot be opened: its position is damaged.",
    "it is not a complete Patchwork game record ({0}).",
    "it is in a format this page does not read ({0}; this page reads {1}).",
    "its moves break the rules ({0}).",
    "it is cut short (copy the whole link)",
    "some of its characters were changed",
    "it was made by a newer version of this page",
    "its moves break the rules",
    "it is not a game link",
];
