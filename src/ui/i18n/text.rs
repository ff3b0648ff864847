//! The page's fixed texts: labels, titles, hints and the guide's paragraphs, one variant
//! each; every language file words all of them.

/// Declares [`Text`] and the list of all its variants, for the completeness tests.
macro_rules! texts {
    ($($(#[$doc:meta])* $variant:ident,)*) => {
        /// A fixed text of the page: a label, a title, a hint, a paragraph of the guide.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Text {
            $($(#[$doc])* $variant,)*
        }

        impl Text {
            /// Every text, for the completeness tests.
            pub const ALL: &'static [Text] = &[$(Text::$variant,)*];
        }
    };
}

texts! {
    /// What the whole page shows, for screen readers.
    PageLabel,
    /// The name of classic Patchwork.
    Patchwork,
    /// The name of Patchwork Express.
    PatchworkExpress,
    /// The subtitle's word before the seed.
    Seed,
    /// The revised time board, in the subtitle.
    RevisedBoard,
    /// The original (2014) time board, in the subtitle.
    OriginalBoard,
    /// Express's time board, in the subtitle.
    ExpressBoard,
    /// The new-game screen: which game.
    GameLegend,
    /// The new-game screen: which time board.
    BoardLegend,
    /// The revised time board, as a choice.
    Revised,
    /// The original time board, as a choice.
    Original,
    /// The new-game screen: the names.
    PlayersLegend,
    /// The new-game screen: who starts.
    StarterLegend,
    /// The new-game screen's start button.
    StartGame,
    /// The language switch's label.
    Language,
    /// The banner once the game is over.
    GameOver,
    /// Express: put the leather patch aside.
    PutAside,
    /// The prompt while a leather patch waits.
    SewLeather,
    /// The advance button when it gives nothing.
    MoveOn,
    /// The rotate button.
    Rotate,
    /// The rotate button's hint.
    RotateHint,
    /// The turn handle on the held patch (its accessible name): turns it a quarter clockwise.
    TurnHandle,
    /// The mirror button.
    Mirror,
    /// The mirror button's hint.
    MirrorHint,
    /// The place button.
    Place,
    /// The place button's hint.
    PlaceHint,
    /// The cancel button.
    Cancel,
    /// The cancel button's hint.
    CancelHint,
    /// A panel's label: buttons.
    Buttons,
    /// A panel's label: income.
    Income,
    /// A panel's label: empty squares.
    Empty,
    /// A panel's and the final table's label: score.
    Score,
    /// What the score in a panel counts, on pointing at it.
    ScoreHint,
    /// The badge of the player to move.
    ToMove,
    /// The final table's column: bonus.
    Bonus,
    /// The final table's column: empty squares.
    EmptySquares,
    /// The game-over screen's button: back to the new-game screen.
    PlayAgain,
    /// The button that shows the result again once it was closed.
    ShowResult,
    /// An offered patch the player cannot afford.
    TooDear,
    /// An offered patch with no room on the quilt.
    NoRoom,
    /// The guide's title and the button that opens it.
    HowToPlay,
    /// The guide's close button.
    Close,
    /// Step 1: the goal.
    GoalTitle,
    /// Step 1's text.
    GoalText,
    /// Step 2: take a patch.
    TakeTitle,
    /// Step 2's text.
    TakeText,
    /// Step 3: advance.
    AdvanceTitle,
    /// Step 3's text.
    AdvanceText,
    /// Step 4: income and leather patches.
    IncomeTitle,
    /// Step 4's text.
    IncomeText,
    /// Step 5: the bonus tile.
    BonusTitle,
    /// Step 5's text.
    BonusText,
    /// Step 6: the end and scoring.
    EndTitle,
    /// Step 6's text.
    EndText,
    /// Step 6: how Express differs.
    ExpressText,
    /// Step 2 on a touch screen: the taps (and the drag) that take, turn and place a patch.
    ControlsTouch,
    /// Step 2 with a mouse and keys: the drag, the clicks and the keys, as the page binds them.
    ControlsMouse,
    /// Step 6: the projected score beside each player's score, and what its details say.
    ProjectionText,
    /// The name of the button over a panel's projected score that shows it in detail.
    ProjectionDetails,
    /// The undo button.
    Undo,
    /// The undo button's hint.
    UndoHint,
    /// The redo button.
    Redo,
    /// The redo button's hint.
    RedoHint,
    /// The hint button.
    HintButton,
    /// The hint button's hint.
    HintHint,
    /// The hint button while the computer thinks.
    Thinking,
    /// The button to the list of games.
    Games,
    /// Its hint.
    GamesHint,
    /// The export button.
    Export,
    /// Its hint.
    ExportHint,
    /// The import button.
    Import,
    /// Its hint.
    ImportHint,
    /// The marker while the browser refuses to save.
    NotSaved,
    /// A seat played by a person.
    SeatPerson,
    /// A seat played by the computer, easy.
    SeatEasy,
    /// A seat played by the computer, medium.
    SeatMedium,
    /// A seat played by the computer, hard.
    SeatHard,
    /// A seat played by the computer at another level.
    SeatOther,
    /// A seat played by a friend elsewhere, by link.
    SeatFriend,
    /// The link to send, as its field is labelled.
    LinkToSend,
    /// Copy the link.
    CopyLink,
    /// The browser's share sheet.
    ShareLink,
    /// Keep my game, not the link's.
    KeepMine,
    /// Take the link's game instead of mine.
    TakeTheirs,
    /// The seat choice's label.
    WhoPlays,
    /// The new-game screen's import button.
    OpenFile,
    /// The list of saved games.
    SavedGames,
    /// Resume a saved game.
    Resume,
    /// Delete a saved game.
    Delete,
    /// A saved game that cannot be opened.
    DamagedSave,
    /// The notice's button.
    Ok,
    /// The notice's button, for screen readers.
    CloseNotice,
    /// The facing switch's hint.
    FaceHint,
    /// The toolbar's menu button.
    Menu,
    /// The menu: the browser keeps saved games for good.
    StorageKept,
    /// The menu: the browser may clear saved games.
    StorageMayBeCleared,
    /// At the first turn: how to take, turn and place a patch.
    FirstTurnHint,
    /// Review the game with the computer's analysis: the button on the result and the saved games.
    Review,
    /// Leaving the review.
    BackToGame,
    /// The review: a new game from the position shown.
    PlayOn,
    /// The review: practise one's mistakes as puzzles.
    Practise,
    /// The new-game screen: the puzzles to solve (a count follows).
    Puzzles,
    /// A puzzle: what it asks, in its bar.
    FindBetter,
    /// A puzzle: solved.
    Solved,
    /// A puzzle: the answer does not solve it.
    NotBetter,
    /// A puzzle: the computer's move is shown.
    ComputerMove,
    /// A puzzle: another answer.
    TryAgain,
    /// A puzzle: the next one.
    NextPuzzle,
    /// The review while the computer looks at the positions.
    Analysing,
    /// The review when the computer could not go on.
    AnalysisStopped,
    /// The review: the graph's label and the chance shown.
    ChanceToWin,
    /// The review: before the move's number.
    MoveWord,
    /// The review's first position.
    StartOfGame,
    /// The review's step buttons: one back.
    PreviousMove,
    /// The review's step buttons: one on.
    NextMove,
    /// A move the computer would have played too.
    VerdictBest,
    /// A move close to the computer's.
    VerdictGood,
    /// A move that lost 10 points of winning chance or more.
    VerdictMistake,
    /// A move that lost 20 points or more.
    VerdictBlunder,
    /// A move after which the chance fell 10 points or more, where no other move was found
    /// clearly better.
    VerdictClose,
    /// The review's switch: draw the move made only (and its mark in the legend).
    CompareMade,
    /// The review's switch: draw the computer's better move only.
    CompareBetter,
    /// The review's switch: draw both moves.
    CompareBoth,
    /// The review's summary: the share of moves close to the computer's.
    Accuracy,
    /// The review's summary: mistakes made.
    Mistakes,
    /// The review's summary: blunders made.
    Blunders,
    /// The review's summary: the most winning chance one move gave away.
    LargestSwing,
    /// The turn's recap: its heading.
    SinceYourTurn,
    /// The turn's recap: the hint on each of its lines.
    ShowOnQuilt,
    /// The game's log: the menu item and the dialog's title.
    GameLog,
    /// The game's log: what the menu item does.
    GameLogHint,
    /// The game's log before any action.
    NothingPlayed,
    /// The name of a computer seat left unnamed: easy.
    ComputerEasy,
    /// The same, medium.
    ComputerMedium,
    /// The same, hard.
    ComputerHard,
    /// The result of a game against the computer, to the person who won.
    YouWon,
    /// The same, to the person who lost.
    YouLost,
    /// A finished saved game: a new game with the same players.
    PlayAgainSame,
}
