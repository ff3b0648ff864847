//! Polish, in the words of the Polish rulebook: kawałek materiału (patch), guzik (button),
//! plansza czasu (time board), plansza kołdry (quilt board), żeton czasu (time token),
//! neutralny żeton, specjalny kawałek materiału (leather patch), specjalny żeton (bonus tile).
//!
//! Names are never declined: sentences put them in the nominative ("Teraz gra Ada").

use super::{capital, lower, name, span, Described, Names, Notice, Reading, Say, Text, Unopenable, Why};
use crate::rules::code::CodeError;
use crate::rules::{Action, IllegalAction, FORMAT};
use crate::ui::i18n::quote::Quoted;

/// The Polish plural: `one` for 1, `few` for 2–4, 22–24, … (but not 12–14), `many` otherwise.
pub(super) fn plural<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    if n == 1 {
        one
    } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
        few
    } else {
        many
    }
}

/// `w rzędach 2–4, kolumnach 5–6`, `w rzędzie 2, kolumnie 5`.
fn place(rows: (u8, u8), cols: (u8, u8)) -> String {
    format!("w {}, {}", span(rows, "rzędzie", "rzędach", "–"), span(cols, "kolumnie", "kolumnach", "–"))
}

pub(super) fn buttons(n: u32) -> String {
    format!("{n} {}", plural(n, "guzik", "guziki", "guzików"))
}

fn spaces(n: u32) -> String {
    format!("{n} {}", plural(n, "pole", "pola", "pól"))
}

pub(super) fn advance(n: u32) -> String {
    format!("Przesuń się o {} i weź {}", spaces(n), buttons(n))
}

pub(super) fn advance_short(n: u32) -> String {
    format!("{}, {}", spaces(n), buttons(n))
}

pub(super) fn orientation(reading: Reading) -> String {
    match reading {
        Reading::Upright => "bez obrotu".to_owned(),
        Reading::Turned(d) => format!("obrócony o {d}°"),
        Reading::Mirrored => "odbity".to_owned(),
        Reading::TurnedThenMirrored(d) => format!("obrócony o {d}°, potem odbity"),
        Reading::MirroredThenTurned(d) => format!("odbity, potem obrócony o {d}°"),
    }
}

/// `kawałek materiału (5 kwadratów) za 2 guziki i 3 pola czasu`, in the nominative (which is
/// also the accusative: "trzyma kawałek…").
pub(super) fn patch(p: Described) -> String {
    if p.leather {
        return "specjalny kawałek materiału".to_owned();
    }
    format!("{} {}", shape(p), price(p))
}

fn shape(p: Described) -> String {
    format!("kawałek materiału ({} {})", p.squares, plural(p.squares, "kwadrat", "kwadraty", "kwadratów"))
}

fn price(p: Described) -> String {
    format!("za {} i {} czasu", buttons(p.cost), spaces(p.time))
}

pub(super) fn patch_label(p: Described, why: Why) -> String {
    let why = match why {
        Why::Afford => "; nie masz na niego dość guzików",
        Why::Fit => "; nie mieści się na twojej kołdrze",
        Why::Take => "; naciśnij Enter, aby go wziąć",
        Why::Nothing => "",
    };
    format!("{}, dochód {}{why}", capital(patch(p)), p.income)
}

pub(super) fn bonus_tile_title(square: u8, points: u8) -> String {
    format!(
        "Specjalny żeton: kto pierwszy wypełni kwadrat {square}×{square} na swojej planszy kołdry, dostaje \
         {points} punktów"
    )
}

/// Co doświadczony gracz widzi od razu (`{0}`… filled by [`super::fill`]); see `en.rs`.
pub(super) const GLANCE_WORDS: [&str; 9] = [
    "prognoza",
    "Prognoza wyniku {0} = {1} (guziki) + {2} (dochód) × {3} (dochody przed sobą) + {4} (bonus) − 2 × {5} (puste pola), bez nowych kawałków.",
    "Na pole {0}. Wzięte guziki: {1} (dochód {2}); zapłacone: {3}. Zdobyte specjalne kawałki: {4}. Prognoza wyniku: {5}.",
    " Pola do następnego dochodu: {0}.",
    " Pola do następnego specjalnego kawałka: {0}.",
    " Najlepszy kwadrat 7×7: zakryte {0} z 49 pól.",
    " Wygrywa remis: pierwszy na ostatnim polu.",
    " + {0} z dochodu",
    ". Po jego wzięciu do wyboru będą: {0}",
];

/// The board in words: a quilt, then the time board's head, a player with and without an
/// income mark ahead, and its leather patches (`{0}`… filled by [`super::fill`]).
pub(super) const BOARD_WORDS: [&str; 5] = [
    "Plansza kołdry — {0}: puste {1} z {2} pól; puste pola w rzędach od góry: {3}",
    "Plansza czasu, pola od 0 do {0}.",
    " {0}: pole {1}, następny dochód na polu {2}.",
    " {0}: pole {1}, bez dochodu przed sobą.",
    " Specjalne kawałki materiału na polach {0}.",
];

pub(super) fn default_name(number: usize) -> String {
    format!("Gracz {number}")
}

pub(super) fn text(text: Text) -> &'static str {
    match text {
        Text::PageLabel => "Patchwork: plansza czasu, krąg kawałków materiału i obie plansze kołdry",
        Text::Patchwork => "Patchwork",
        Text::PatchworkExpress => "Patchwork Express",
        Text::Seed => "ziarno",
        Text::RevisedBoard => "poprawiona plansza czasu",
        Text::OriginalBoard => "oryginalna plansza czasu",
        Text::ExpressBoard => "plansza czasu Express",
        Text::GameLegend => "Gra",
        Text::BoardLegend => "Plansza czasu",
        Text::Revised => "Poprawiona",
        Text::Original => "Oryginalna (2014)",
        Text::PlayersLegend => "Gracze",
        Text::StarterLegend => "Kto zaczyna",
        Text::StartGame => "Rozpocznij grę",
        Text::Language => "Język",
        Text::GameOver => "Koniec gry",
        Text::PutAside => "Odłóż",
        Text::SewLeather => "Połóż specjalny kawałek na pustym polu",
        Text::MoveOn => "Dalej",
        Text::Rotate => "⟳ Obróć",
        Text::RotateHint => "Obróć kawałek zgodnie z ruchem wskazówek zegara (R)",
        Text::TurnHandle => "Przekręć",
        Text::Mirror => "⇋ Odbij",
        Text::MirrorHint => "Odbij kawałek lustrzanie (F)",
        Text::Place => "✓ Połóż",
        Text::PlaceHint => "Połóż kawałek tutaj (Enter)",
        Text::Cancel => "✕ Anuluj",
        Text::CancelHint => "Odłóż kawałek z powrotem (Escape)",
        Text::Buttons => "guziki",
        Text::Income => "dochód",
        Text::Empty => "puste",
        Text::Score => "wynik",
        Text::ScoreHint => "Wynik teraz: twoje guziki minus 2 za każde puste pole (plus 7 za specjalny żeton)",
        Text::ToMove => "teraz gra",
        Text::Bonus => "premia",
        Text::EmptySquares => "puste pola",
        Text::PlayAgain => "Nowa gra",
        Text::ShowResult => "Pokaż wynik",
        Text::TooDear => "za drogi",
        Text::NoRoom => "brak miejsca",
        Text::HowToPlay => "Jak grać",
        Text::Close => "Zamknij",
        Text::GoalTitle => "Uszyj najlepszą kołdrę",
        Text::GoalText => {
            "Każdy gracz zapełnia kawałkami materiału swoją planszę kołdry. Guziki to waluta gry, \
             a na koniec – punkty."
        }
        Text::TakeTitle => "Weź kawałek materiału…",
        Text::TakeText => {
            "Turę odbywa gracz, którego żeton czasu jest w tyle. Wybierz jeden z trzech kawałków \
             leżących za neutralnym żetonem: zapłać wskazaną liczbę guzików, połóż go w dowolnym \
             miejscu planszy kołdry (możesz go obrócić i odbić) i przesuń żeton czasu o tyle pól, \
             ile wskazuje metka."
        }
        Text::AdvanceTitle => "…albo przesuń się",
        Text::AdvanceText => {
            "Albo przesuń swój żeton czasu na pole tuż przed żetonem przeciwnika i weź 1 guzik \
             za każde przebyte pole."
        }
        Text::IncomeTitle => "Dochód i specjalne kawałki",
        Text::IncomeText => {
            "Gdy twój żeton czasu minie ikonę guzika na planszy czasu, otrzymujesz tyle guzików, \
             ile jest narysowanych na kawałkach twojej kołdry. Kto pierwszy minie specjalny \
             kawałek materiału, od razu kładzie go na swojej kołdrze – tylko nim można załatać \
             pojedyncze pole."
        }
        Text::BonusTitle => "Specjalny żeton 7×7",
        Text::BonusText => {
            "Kto pierwszy wypełni na swojej planszy kołdry kwadrat 7×7, otrzymuje specjalny żeton \
             wart 7 punktów."
        }
        Text::EndTitle => "Koniec gry i punktacja",
        Text::EndText => {
            "Gra kończy się, gdy oba żetony czasu dotrą na ostatnie pole. Wynik: guziki (plus \
             specjalny żeton) minus 2 punkty za każde puste pole. Przy remisie wygrywa ten, kto \
             pierwszy dotarł na ostatnie pole."
        }
        Text::ExpressText => {
            "Patchwork Express: kołdra 7×7, bez specjalnego żetonu; gdy w kręgu zostanie pięć \
             kolorowych kawałków, dochodzą niebieskie, a specjalny kawałek można odłożyć."
        }
        Text::ControlsTouch => {
            "Dotykiem: dotknij kawałka, pola kołdry, potem Połóż. Okrągły uchwyt i Obróć obracają go, \
             Odbij odbija. Możesz go też przeciągnąć."
        }
        Text::ControlsMouse => {
            "Myszą: przeciągnij kawałek albo kliknij go, potem pole kołdry. Klawiatura: Tab i Enter \
             biorą kawałek; R go obraca, F odbija, strzałki przesuwają, Enter kładzie, Esc odkłada."
        }
        Text::ProjectionText => {
            "„prognoza”: wynik bez nowych kawałków (guziki + dochód × dochody przed sobą − 2 za \
             każde puste pole + specjalny żeton). Dotknij lub kliknij, by zobaczyć „Pola do \
             następnego dochodu”, „Pola do następnego specjalnego kawałka”, „Najlepszy kwadrat 7×7” \
             i „Wygrywa remis”."
        }
        Text::ProjectionDetails => "Prognoza wyniku w szczegółach",
        Text::Undo => "Cofnij",
        Text::UndoHint => "Cofnij ostatni ruch (Ctrl+Z)",
        Text::Redo => "Ponów",
        Text::RedoHint => "Ponów cofnięty ruch (Ctrl+Shift+Z)",
        Text::HintButton => "Porada",
        Text::HintHint => "Pokaż ruch, który wybrałby komputer (trudny); nie zostanie wykonany",
        Text::Thinking => "Myślę…",
        Text::Games => "Gry",
        Text::GamesHint => "Nowa gra i zapisane gry (ta zostaje zapisana)",
        Text::Export => "Eksport",
        Text::ExportHint => "Pobierz tę grę jako plik zapisu .json",
        Text::Import => "Import",
        Text::ImportHint => "Otwórz grę z pliku zapisu .json (albo upuść plik na stronę)",
        Text::NotSaved => "Ta gra nie jest zapisywana",
        Text::SeatPerson => "Człowiek",
        Text::SeatEasy => "Komputer, łatwy",
        Text::SeatMedium => "Komputer, średni",
        Text::SeatHard => "Komputer, trudny",
        Text::SeatOther => "Komputer",
        Text::SeatFriend => "Znajomy, przez link",
        Text::LinkToSend => "Link do wysłania",
        Text::CopyLink => "Kopiuj link",
        Text::ShareLink => "Udostępnij…",
        Text::KeepMine => "Zostaw moją grę",
        Text::TakeTheirs => "Weź grę z linku",
        Text::WhoPlays => "Kto gra",
        Text::OpenFile => "Otwórz plik gry…",
        Text::SavedGames => "Zapisane gry",
        Text::Resume => "Wznów",
        Text::Delete => "Usuń",
        Text::DamagedSave => "Uszkodzony zapis",
        Text::Ok => "OK",
        Text::CloseNotice => "Zamknij ten komunikat",
        Text::FaceHint => "Obróć stronę drugiego gracza w jego stronę stołu",
        Text::Menu => "Menu",
        Text::StorageKept => "Zapisane gry są trwałe: przeglądarka ich nie usunie.",
        Text::StorageMayBeCleared => {
            "Przeglądarka może usunąć zapisane gry, gdy zabraknie jej miejsca; wyeksportuj grę, aby ją zachować."
        }
        Text::FirstTurnHint => {
            "Przeciągnij jeden z trzech kawałków za neutralnym żetonem na swoją kołdrę albo dotknij \
             go, a potem pola. R lub Obróć go obraca, F lub Odbij odbija; puść go lub naciśnij Połóż \
             tam, gdzie pasuje."
        }
        Text::Review => "Analiza",
        Text::BackToGame => "Wróć do gry",
        Text::PlayOn => "Graj dalej od tego miejsca",
        Text::Practise => "Ćwicz na swoich błędach",
        Text::Puzzles => "Zadania",
        Text::FindBetter => "Znajdź lepszy ruch",
        Text::Solved => "Rozwiązane",
        Text::NotBetter => "Nie lepszy",
        Text::ComputerMove => "Ruch komputera",
        Text::TryAgain => "Spróbuj ponownie",
        Text::NextPuzzle => "Dalej",
        Text::Analysing => "Analiza trwa",
        Text::AnalysisStopped => "Analiza przerwana:",
        Text::ChanceToWin => "szansa na wygraną",
        Text::MoveWord => "Ruch",
        Text::StartOfGame => "Początek gry",
        Text::PreviousMove => "Poprzedni ruch",
        Text::NextMove => "Następny ruch",
        Text::VerdictBest => "wybór komputera",
        Text::VerdictGood => "dobry ruch",
        Text::VerdictMistake => "błąd",
        Text::VerdictBlunder => "poważny błąd",
        Text::VerdictClose => "wyrównane: żaden ruch nie jest wyraźnie lepszy",
        Text::CompareMade => "Ruch zagrany",
        Text::CompareBetter => "Lepszy ruch",
        Text::CompareBoth => "Oba",
        Text::Accuracy => "Celność",
        Text::Mistakes => "Błędy",
        Text::Blunders => "Poważne błędy",
        Text::LargestSwing => "Największa strata",
        Text::SinceYourTurn => "Od twojego ostatniego ruchu",
        Text::ShowOnQuilt => "Pokaż miejsce na kołdrze",
        Text::GameLog => "Przebieg gry",
        Text::GameLogHint => "Wszystkie ruchy, od najnowszego",
        Text::NothingPlayed => "Jeszcze nie było ruchu.",
        Text::ComputerEasy => "Komputer (łatwy)",
        Text::ComputerMedium => "Komputer (średni)",
        Text::ComputerHard => "Komputer (trudny)",
        Text::YouWon => "Wygrana!",
        Text::YouLost => "Przegrana.",
        Text::PlayAgainSame => "Zagraj ponownie",
    }
}

fn refusal(reason: IllegalAction) -> String {
    match reason {
        IllegalAction::GameOver => "Gra się skończyła.".to_owned(),
        IllegalAction::LeatherPending => "Najpierw połóż specjalny kawałek materiału.".to_owned(),
        IllegalAction::NoLeatherPending => "Nie ma specjalnego kawałka do położenia.".to_owned(),
        IllegalAction::DiscardNotAllowed => "Specjalne kawałki można odkładać tylko w Patchwork Express.".to_owned(),
        IllegalAction::NotOffered { .. } => "Wybierz jeden z trzech kawałków za neutralnym żetonem.".to_owned(),
        IllegalAction::CannotAfford { cost, buttons: have, .. } => {
            format!("Masz {}; ten kawałek kosztuje {}.", buttons(u32::from(have)), buttons(u32::from(cost)))
        }
        IllegalAction::OffQuilt => "Kawałek musi w całości leżeć na twojej planszy kołdry.".to_owned(),
        IllegalAction::NotAnOrientation { .. } => "To nie jest kształt tego kawałka.".to_owned(),
        IllegalAction::Overlaps => "Zachodzi na położony już kawałek.".to_owned(),
    }
}

pub(super) fn say(say: Say, names: &Names) -> String {
    let who = |player| name(names, player);
    match say {
        Say::Starts(player) => format!("Zaczyna {}.", who(player)),
        Say::Refused(reason) => refusal(reason),
        Say::Holding { player, patch } => format!("{} trzyma {}", who(player), shape(Described::of(patch))),
        Say::Price { patch, colon } => format!("{}{}", price(Described::of(patch)), if colon { ":" } else { "" }),
        Say::HowToPlace => "przeciągnij go na swoją kołdrę albo przesuwaj strzałkami lub dotknięciem pola; R – obrót, \
                            F – odbicie, Enter – położenie."
            .to_owned(),
        Say::Turned { orientation, by } => format!("Kawałek: {}.", self::orientation(Reading::of(orientation, by))),
        Say::HeldAt { row, col, fits } => {
            format!("Wiersz {}, kolumna {}: {}.", row + 1, col + 1, if fits { "pasuje" } else { "tu nie pasuje" })
        }
        Say::PatchBack => "Kawałek wrócił do kręgu.".to_owned(),
        Say::Leather { player, express: true } => {
            format!("{}: połóż specjalny kawałek na pustym polu swojej kołdry albo go odłóż.", who(player))
        }
        Say::Leather { player, express: false } => {
            format!("{}: połóż specjalny kawałek na pustym polu swojej kołdry.", who(player))
        }
        Say::Advanced { player, buttons: n } => {
            format!("{} przesuwa się i bierze {}.", who(player), buttons(u32::from(n)))
        }
        Say::Sewn { player, patch, cost } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            format!("{} kładzie {}.", who(player), self::patch(p))
        }
        Say::LeatherPlaced { player, cell } => format!(
            "{} kładzie specjalny kawałek w rzędzie {}, kolumnie {}.",
            who(player),
            cell.row() + 1,
            cell.col() + 1
        ),
        Say::LeatherDiscarded(player) => format!("{} odkłada specjalny kawałek.", who(player)),
        Say::LeatherLost(player) => format!("{}: kołdra jest pełna, specjalny kawałek przepada.", who(player)),
        Say::Income { player, buttons: n } => format!("{}: dochód, +{}.", who(player), buttons(u32::from(n))),
        Say::LeatherWon(player) => format!("{} zdobywa specjalny kawałek.", who(player)),
        Say::BonusWon(player) => format!("{} zdobywa specjalny żeton 7×7: +7.", who(player)),
        Say::BlueJoined => "Niebieskie kawałki dołączają do kręgu.".to_owned(),
        Say::Finished(player) => format!("{} dociera na ostatnie pole.", who(player)),
        Say::MovedAhead { player, spaces: n } => {
            format!("{} przesuwa się o {} i bierze {}.", who(player), spaces(u32::from(n)), buttons(u32::from(n)))
        }
        Say::SewnAt { player, patch, cost, rows, cols } => {
            let p = Described { cost: u32::from(cost), ..Described::of(patch) };
            format!("{} kładzie {}, {}.", who(player), self::patch(p), place(rows, cols))
        }
        Say::FitsHere => "Tu pasuje.".to_owned(),
        Say::DoesNotFit(reason) => format!("Tu nie pasuje: {}", lower(refusal(reason))),
        Say::NoPlacementCovers => "Tak obrócony kawałek nie przykryje tego pola: obróć go lub odbij (R, F) \
                                   albo dotknij innego pola."
            .to_owned(),
        Say::NotYourQuilt(player) => format!("{}: to nie twoja kołdra.", who(player)),
        Say::Wins(player) => format!("Wygrywa {}!", who(player)),
        Say::TieBreak(player) => {
            format!("Wyniki są równe; wygrywa {} – pierwsza osoba na ostatnim polu.", who(player))
        }
        Say::Turn(player) => format!("Teraz gra {}.", who(player)),
        Say::Resumed => "Gra wznowiona.".to_owned(),
        Say::Invited { friend, express } => format!(
            "{} zaprasza cię do gry w {}. Twoja kołdra jest {}.",
            who(friend),
            if express { "Patchwork Express" } else { "Patchwork" },
            if friend == crate::rules::Player::One { "niebieska" } else { "pomarańczowa" }
        ),
        Say::TakenBack => "Ruch cofnięty.".to_owned(),
        Say::NothingToUndo => "Nie ma czego cofnąć.".to_owned(),
        Say::NothingToRedo => "Nie ma czego ponowić.".to_owned(),
        Say::PlayedAgain => "Ruch powtórzony.".to_owned(),
        Say::ChangedElsewhere => "Ta gra toczyła się dalej w innej karcie; oto jej stan stamtąd.".to_owned(),
        Say::Hint(Action::TakePatch { patch, .. }) => format!("Podpowiedź: połóż {}", shape(Described::of(patch))),
        Say::Hint(action) => format!("Podpowiedź: {}.", advice(action)),
        Say::HintWhere => "tam, gdzie pokazuje zarys.".to_owned(),
        Say::Better { action, spaces } => format!("Komputer wybrałby: {}.", chosen(action, spaces)),
        Say::Thinking(player) => format!("{} myśli.", who(player)),
        Say::MovesAhead(player) => format!("{} przesuwa się naprzód.", who(player)),
        Say::MovesPlayed(n) => format!("Rozegrano {n} {}.", plural(n, "ruch", "ruchy", "ruchów")),
        Say::FinishedAfter(n) => format!("Zakończona po {n} {}.", plural(n, "ruchu", "ruchach", "ruchach")),
        Say::SendLink { player, over: false } => format!("Czekamy na ruch: {}. Wyślij ten link.", who(player)),
        Say::SendLink { player, over: true } => {
            format!("Koniec gry. Wyślij ten link, gracz {} zobaczy wynik.", who(player))
        }
        Say::LinkCopied(true) => "Skopiowano link.".to_owned(),
        Say::LinkCopied(false) => "Przeglądarka nie skopiowała: zaznacz link i skopiuj go.".to_owned(),
        Say::Forked { at, mine, theirs } => format!(
            "Ten link i twoja gra rozchodzą się od ruchu {}: ktoś zagrał inny ruch. Twoja gra ma ruchów: {mine}, gra z \
             linku: {theirs}.",
            at + 1
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
        Action::Advance => "przesuń się i weź guziki".to_owned(),
        Action::TakePatch { patch, .. } => {
            format!("połóż {} tam, gdzie pokazuje zarys", self::patch(Described::of(patch)))
        }
        Action::PlaceLeather { cell } => {
            format!("połóż specjalny kawałek w rzędzie {}, kolumnie {}", cell.row() + 1, cell.col() + 1)
        }
        Action::DiscardLeather => "odłóż specjalny kawałek".to_owned(),
    }
}

fn bad_link(e: &CodeError) -> &'static str {
    match e {
        CodeError::Truncated => "jest ucięty (skopiuj cały link)",
        CodeError::Damaged => "część jego znaków została zmieniona",
        CodeError::UnknownVersion { .. } => "pochodzi z nowszej wersji tej strony",
        CodeError::Illegal(_) => "jego ruchy łamią zasady",
        _ => "to nie jest link do gry",
    }
}

fn unopenable(problem: &Unopenable) -> String {
    match problem {
        Unopenable::Damaged(e) => format!("to nie jest pełny zapis gry Patchwork ({e})."),
        Unopenable::Foreign(f) => {
            format!("ma format, którego ta strona nie czyta ({}; czyta {}).", Quoted(f), Quoted(FORMAT))
        }
        Unopenable::Illegal(e) => format!("jego ruchy łamią zasady ({e})."),
    }
}

pub(super) fn notice(notice: &Notice) -> String {
    match notice {
        Notice::SaveUnopenable(p) => format!("Nie można otworzyć tej zapisanej gry: {}", unopenable(p)),
        Notice::FileUnopenable { name, problem } => format!("Nie można otworzyć pliku {name}: {}", unopenable(problem)),
        Notice::FileTooLarge(name) => format!("Nie można otworzyć pliku {name}: jest za duży na zapis gry."),
        Notice::FileUnreadable(name) => format!("Nie udało się odczytać pliku {name}."),
        Notice::StorageFull => "Pamięć przeglądarki jest pełna, więc ta gra nie jest zapisywana. Gra toczy się \
            dalej; usuń stare zapisy albo wyeksportuj tę grę, aby ją zachować."
            .to_owned(),
        Notice::StorageUnavailable => "Ta przeglądarka nie pozwala stronie zapisywać gier (tryb prywatny?). Gra \
            toczy się dalej bez zapisu; wyeksportuj ją, aby ją zachować."
            .to_owned(),
        Notice::ComputerCannotStart(e) => format!("Komputerowy gracz nie może wystartować w tej przeglądarce: {e}"),
        Notice::ComputerFailed(e) => format!("Komputer nie mógł wybrać ruchu: {e}"),
        Notice::ExportFailed => "Przeglądarka nie utworzyła pliku.".to_owned(),
        Notice::NotSavedElsewhere => "Twój ostatni ruch nie został zapisany: ta gra toczyła się dalej w innej karcie. Ta karta pokazuje teraz grę tak, jak została tam zapisana.".to_owned(),
        Notice::BadLink(e) => format!("Ten link nie otwiera gry: {}. Nic nie zostało zmienione.", bad_link(e)),
        Notice::StaleLink => "Ten link jest starszy niż twoja gra: twoja gra zostaje bez zmian.".to_owned(),
        Notice::PuzzleUnopenable => "Nie można otworzyć tego zadania: jego pozycja jest uszkodzona.".to_owned(),
    }
}
