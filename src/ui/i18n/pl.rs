//! Polish, in the words of the Polish rulebook: kawałek materiału (patch), guzik (button),
//! plansza czasu (time board), plansza kołdry (quilt board), żeton czasu (time token),
//! neutralny żeton, specjalny kawałek materiału (leather patch), specjalny żeton (bonus tile).
//!
//! Names are never declined: sentences put them in the nominative ("Teraz gra Ada").

use super::phrases::P;
use super::sentences::{N, S};
use super::Text;

/// Which Polish form of a counted word `n` takes: 0 (one) for 1, 1 (few) for 2–4, 22–24, … (but
/// not 12–14), 2 (many) otherwise.
pub(super) fn form(n: u32) -> usize {
    if n == 1 {
        0
    } else if (2..=4).contains(&(n % 10)) && !(12..=14).contains(&(n % 100)) {
        1
    } else {
        2
    }
}

/// The phrases (`{0}`… filled by [`super::fill`]), in the order of [`P`]; see `en.rs`. The
/// nominative, which is also the accusative ("trzyma kawałek…").
pub(super) const PHRASE_WORDS: [&str; P::COUNT] = [
    "{0} guzik",
    "{0} guziki",
    "{0} guzików",
    "{0} pole",
    "{0} pola",
    "{0} pól",
    "Przesuń się o {0} i weź {1}",
    "specjalny kawałek materiału",
    "kawałek materiału ({0} kwadrat)",
    "kawałek materiału ({0} kwadraty)",
    "kawałek materiału ({0} kwadratów)",
    "za {0} i {2} czasu",
    "{0}, dochód {1}; nie masz na niego dość guzików",
    "{0}, dochód {1}; nie mieści się na twojej kołdrze",
    "{0}, dochód {1}; naciśnij Enter, aby go wziąć",
    "{0}, dochód {1}",
    "bez obrotu",
    "obrócony o {0}°",
    "odbity",
    "obrócony o {0}°, potem odbity",
    "odbity, potem obrócony o {0}°",
    "w {0}, {1}",
    "rzędzie {0}",
    "rzędach {0}–{1}",
    "kolumnie {0}",
    "kolumnach {0}–{1}",
    "Specjalny żeton: kto pierwszy wypełni kwadrat {0}×{0} na swojej planszy kołdry, dostaje {1} punktów",
    "Gracz {0}",
];

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

/// Zdania (`{0}`… filled by [`super::fill`]), in the order of [`S`]; see `en.rs`.
pub(super) const SAY_WORDS: [&str; S::COUNT] = [
    "Zaczyna {0}.",
    "{0} trzyma {1}",
    "{0}",
    "{0}:",
    "przeciągnij go na swoją kołdrę albo przesuwaj strzałkami lub dotknięciem pola; R – obrót, F – odbicie, Enter – położenie.",
    "Kawałek: {0}.",
    "Wiersz {0}, kolumna {1}: pasuje.",
    "Wiersz {0}, kolumna {1}: tu nie pasuje.",
    "Kawałek wrócił do kręgu.",
    "{0}: połóż specjalny kawałek na pustym polu swojej kołdry albo go odłóż.",
    "{0}: połóż specjalny kawałek na pustym polu swojej kołdry.",
    "{0} przesuwa się i bierze {1}.",
    "{0} kładzie {1}.",
    "{0} kładzie specjalny kawałek w rzędzie {1}, kolumnie {2}.",
    "{0} odkłada specjalny kawałek.",
    "{0}: kołdra jest pełna, specjalny kawałek przepada.",
    "{0}: dochód, +{1}.",
    "{0} zdobywa specjalny kawałek.",
    "{0} zdobywa specjalny żeton 7×7: +7.",
    "Niebieskie kawałki dołączają do kręgu.",
    "{0} dociera na ostatnie pole.",
    "{0} przesuwa się o {1} i bierze {2}.",
    "{0} kładzie {1}, {2}.",
    "Tu pasuje.",
    "Tu nie pasuje: {0}",
    "Tak obrócony kawałek nie przykryje tego pola: obróć go lub odbij (R, F) albo dotknij innego pola.",
    "{0}: to nie twoja kołdra.",
    "Wygrywa {0}!",
    "Wyniki są równe; wygrywa {0} – pierwsza osoba na ostatnim polu.",
    "Teraz gra {0}.",
    "Gra wznowiona.",
    "{0} zaprasza cię do gry w {1}. Twoja kołdra jest {2}.",
    "Ruch cofnięty.",
    "Nie ma czego cofnąć.",
    "Nie ma czego ponowić.",
    "Ruch powtórzony.",
    "Ta gra toczyła się dalej w innej karcie; oto jej stan stamtąd.",
    // A patch's hint is a sentence cut in three (its price, where it goes).
    "Podpowiedź: połóż {0}",
    "Podpowiedź: {0}.",
    "tam, gdzie pokazuje zarys.",
    "Komputer wybrałby: {0}.",
    "{0} myśli.",
    "{0} przesuwa się naprzód.",
    "Rozegrano {0} {1}.",
    "Zakończona po {0} {1}.",
    "Czekamy na ruch: {0}. Wyślij ten link.",
    "Koniec gry. Wyślij ten link, gracz {0} zobaczy wynik.",
    "Skopiowano link.",
    "Przeglądarka nie skopiowała: zaznacz link i skopiuj go.",
    // The moves are counted after a colon, so without the word for them.
    "Ten link i twoja gra rozchodzą się od ruchu {0}: ktoś zagrał inny ruch. Twoja gra ma ruchów: {1}, gra z linku: {2}.",
    // Refusals.
    "Gra się skończyła.",
    "Najpierw połóż specjalny kawałek materiału.",
    "Nie ma specjalnego kawałka do położenia.",
    "Specjalne kawałki można odkładać tylko w Patchwork Express.",
    "Wybierz jeden z trzech kawałków za neutralnym żetonem.",
    "Masz {0}; ten kawałek kosztuje {2}.",
    "Kawałek musi w całości leżeć na twojej planszy kołdry.",
    "To nie jest kształt tego kawałka.",
    "Zachodzi na położony już kawałek.",
    // What to do, as a hint or the review's better move says it.
    "przesuń się i weź guziki",
    "połóż {0} tam, gdzie pokazuje zarys",
    "połóż specjalny kawałek w rzędzie {0}, kolumnie {1}",
    "odłóż specjalny kawałek",
    // The quilts' colours; the moves, one, few and many: played, then after `po`.
    "niebieska",
    "pomarańczowa",
    "ruch",
    "ruchy",
    "ruchów",
    "ruchu",
    "ruchach",
    "ruchach",
];

/// Komunikaty (`{0}`… filled by [`super::fill`]), in the order of [`N`]; see `en.rs`.
pub(super) const NOTICE_WORDS: [&str; N::COUNT] = [
    "Nie można otworzyć tej zapisanej gry: {0}",
    "Nie można otworzyć pliku {0}: {1}",
    "Nie można otworzyć pliku {0}: jest za duży na zapis gry.",
    "Nie udało się odczytać pliku {0}.",
    "Pamięć przeglądarki jest pełna, więc ta gra nie jest zapisywana. Gra toczy się dalej; usuń stare zapisy albo wyeksportuj tę grę, aby ją zachować.",
    "Ta przeglądarka nie pozwala stronie zapisywać gier (tryb prywatny?). Gra toczy się dalej bez zapisu; wyeksportuj ją, aby ją zachować.",
    "Komputerowy gracz nie może wystartować w tej przeglądarce: {0}",
    "Komputer nie mógł wybrać ruchu: {0}",
    "Przeglądarka nie utworzyła pliku.",
    "Twój ostatni ruch nie został zapisany: ta gra toczyła się dalej w innej karcie. Ta karta pokazuje teraz grę tak, jak została tam zapisana.",
    "Ten link nie otwiera gry: {0}. Nic nie zostało zmienione.",
    "Ten link jest starszy niż twoja gra: twoja gra zostaje bez zmian.",
    "Nie można otworzyć tego zadania: jego pozycja jest uszkodzona.",
    "to nie jest pełny zapis gry Patchwork ({0}).",
    "ma format, którego ta strona nie czyta ({0}; czyta {1}).",
    "jego ruchy łamią zasady ({0}).",
    "jest ucięty (skopiuj cały link)",
    "część jego znaków została zmieniona",
    "pochodzi z nowszej wersji tej strony",
    "jego ruchy łamią zasady",
    "to nie jest link do gry",
];
