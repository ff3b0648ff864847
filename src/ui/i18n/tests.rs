//! The wording: English as before, and every text, sentence and notice present in every
//! language.

use super::*;
use crate::rules::code::CodeError;
use crate::rules::{Bitboard, ByPlayer, JsonError, JsonProblem, Outcome, PatchId, RecordError, ReplayError, Score};

pub(super) fn names() -> Names {
    ["Ada".to_owned(), "Bob".to_owned()]
}

pub(super) fn patch() -> PatchId {
    PatchId::from_label("c01").expect("a patch")
}

/// Every reason the engine gives for a refusal.
fn refusals() -> Vec<IllegalAction> {
    let patch = patch();
    vec![
        IllegalAction::GameOver,
        IllegalAction::LeatherPending,
        IllegalAction::NoLeatherPending,
        IllegalAction::DiscardNotAllowed,
        IllegalAction::NotOffered { patch },
        IllegalAction::CannotAfford { patch, cost: 5, player: Player::One, buttons: 3 },
        IllegalAction::OffQuilt,
        IllegalAction::NotAnOrientation { patch },
        IllegalAction::Overlaps,
    ]
}

/// The place of a sentence's kind in the list of kinds; the match is exhaustive, so a new
/// kind of sentence cannot be added without a sample in [`sentences`].
fn kind(say: Say) -> usize {
    match say {
        Say::Starts(_) => 0,
        Say::Refused(_) => 1,
        Say::Holding { .. } => 2,
        Say::Turned { .. } => 3,
        Say::PatchBack => 4,
        Say::Leather { .. } => 5,
        Say::Advanced { .. } => 6,
        Say::Sewn { .. } => 7,
        Say::LeatherPlaced { .. } => 8,
        Say::LeatherDiscarded(_) => 9,
        Say::LeatherLost(_) => 10,
        Say::Income { .. } => 11,
        Say::LeatherWon(_) => 12,
        Say::BonusWon(_) => 13,
        Say::BlueJoined => 14,
        Say::Finished(_) => 15,
        Say::Wins(_) => 16,
        Say::TieBreak(_) => 17,
        Say::Turn(_) => 18,
        Say::Resumed => 19,
        Say::TakenBack => 20,
        Say::NothingToUndo => 21,
        Say::NothingToRedo => 22,
        Say::PlayedAgain => 23,
        Say::Hint(_) => 24,
        Say::Thinking(_) => 25,
        Say::MovesAhead(_) => 26,
        Say::MovesPlayed(_) => 27,
        Say::FinishedAfter(_) => 28,
        Say::ChangedElsewhere => 29,
        Say::HeldAt { .. } => 30,
        Say::Better { .. } => 31,
        Say::SendLink { .. } => 32,
        Say::Forked { .. } => 33,
        Say::LinkCopied(_) => 34,
        Say::MovedAhead { .. } => 35,
        Say::SewnAt { .. } => 36,
        Say::FitsHere => 37,
        Say::DoesNotFit(_) => 38,
        Say::NoPlacementCovers => 39,
        Say::Invited { .. } => 40,
        Say::NotYourQuilt(_) => 41,
        Say::HowToPlace => 42,
        Say::Price { .. } => 43,
        Say::HintWhere => 44,
    }
}

/// A sample of every kind of sentence, every refusal and every orientation.
fn sentences() -> Vec<Say> {
    sentences_for_typography()
}

/// A sample of every kind of sentence (shared with the typography tests).
pub(super) fn sentences_for_typography() -> Vec<Say> {
    let (player, patch) = (Player::Two, patch());
    let mut all = vec![
        Say::Starts(player),
        Say::Holding { player, patch },
        Say::PatchBack,
        Say::NotYourQuilt(player),
        Say::HowToPlace,
        Say::Price { patch, colon: true },
        Say::Price { patch, colon: false },
        Say::HintWhere,
        Say::HeldAt { row: 2, col: 4, fits: true },
        Say::HeldAt { row: 0, col: 8, fits: false },
        Say::ChangedElsewhere,
        Say::Leather { player, express: true },
        Say::Leather { player, express: false },
        Say::Advanced { player, buttons: 3 },
        Say::Sewn { player, patch, cost: 5 },
        Say::LeatherPlaced { player, cell: Cell::new(4, 4).expect("a cell") },
        Say::LeatherDiscarded(player),
        Say::LeatherLost(player),
        Say::Income { player, buttons: 2 },
        Say::LeatherWon(player),
        Say::BonusWon(player),
        Say::BlueJoined,
        Say::Finished(player),
        Say::Wins(player),
        Say::TieBreak(player),
        Say::Turn(player),
        Say::Resumed,
        Say::TakenBack,
        Say::NothingToUndo,
        Say::NothingToRedo,
        Say::PlayedAgain,
        Say::Hint(Action::Advance),
        Say::Better { action: Action::Advance, spaces: 3 },
        Say::Better { action: Action::DiscardLeather, spaces: 1 },
        Say::Better { action: Action::PlaceLeather { cell: Cell::new(2, 3).expect("a cell") }, spaces: 0 },
        Say::Hint(Action::DiscardLeather),
        Say::Hint(Action::PlaceLeather { cell: Cell::new(2, 3).expect("a cell") }),
        Say::Thinking(player),
        Say::MovesAhead(player),
        Say::MovesPlayed(1),
        Say::MovesPlayed(12),
        Say::FinishedAfter(40),
        Say::SendLink { player, over: false },
        Say::SendLink { player, over: true },
        Say::Forked { at: 3, mine: 9, theirs: 8 },
        Say::LinkCopied(true),
        Say::LinkCopied(false),
        Say::Invited { friend: Player::One, express: false },
        Say::Invited { friend: Player::Two, express: true },
        Say::MovedAhead { player, spaces: 1 },
        Say::MovedAhead { player, spaces: 5 },
        Say::SewnAt { player, patch, cost: 2, rows: (3, 3), cols: (0, 1) },
        Say::SewnAt { player, patch, cost: 2, rows: (1, 4), cols: (6, 6) },
        Say::FitsHere,
        Say::NoPlacementCovers,
    ];
    all.extend(refusals().into_iter().map(Say::Refused));
    all.extend(refusals().into_iter().map(Say::DoesNotFit));
    for by in [Turning::Rotate, Turning::Mirror] {
        all.extend(Orientation::ALL.into_iter().map(|orientation| Say::Turned { orientation, by }));
    }
    for patch in PatchId::all() {
        all.extend([Say::Holding { player, patch }, Say::Sewn { player, patch, cost: patch.patch().cost }]);
        if patch != PatchId::LEATHER {
            all.push(Say::Hint(Action::TakePatch { patch, squares: Bitboard::EMPTY }));
        }
    }
    all
}

#[test]
fn the_samples_cover_every_kind_of_sentence() {
    let mut kinds: Vec<usize> = sentences().into_iter().map(kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds, (0..=44).collect::<Vec<_>>());
}

/// The place of a notice's kind (and of its reason's, when it has one) in the list of kinds; the
/// matches are exhaustive, so a new kind of notice or reason cannot be added without a sample
/// in [`notices`].
fn notice_kind(notice: &Notice) -> usize {
    let why = |problem: &Unopenable| match problem {
        Unopenable::Damaged(_) => 0,
        Unopenable::Foreign(_) => 1,
        Unopenable::Illegal(_) => 2,
    };
    match notice {
        Notice::SaveUnopenable(problem) => why(problem),
        Notice::FileUnopenable { problem, .. } => 3 + why(problem),
        Notice::FileTooLarge(_) => 6,
        Notice::FileUnreadable(_) => 7,
        Notice::StorageFull => 8,
        Notice::StorageUnavailable => 9,
        Notice::ComputerCannotStart(_) => 10,
        Notice::ComputerFailed(_) => 11,
        Notice::ExportFailed => 12,
        Notice::NotSavedElsewhere => 13,
        Notice::BadLink(e) => match e {
            CodeError::NotACode => 14,
            CodeError::UnknownVersion { .. } => 15,
            CodeError::Truncated => 16,
            CodeError::Damaged => 17,
            CodeError::Malformed => 18,
            CodeError::NameTooLong { .. } => 19,
            CodeError::Illegal(_) => 20,
        },
        Notice::StaleLink => 21,
        Notice::PuzzleUnopenable => 22,
    }
}

/// Every reason a game does not open.
fn problems() -> Vec<Unopenable> {
    vec![
        Unopenable::Damaged(RecordError::Json(JsonError::new("actions[3].cells[1]".to_owned(), JsonProblem::Missing))),
        Unopenable::Foreign("patchwork-record/9".to_owned()),
        Unopenable::Illegal(ReplayError { index: 3, error: IllegalAction::Overlaps }),
    ]
}

/// A sample of every kind of notice, with every reason a game does not open.
fn notices() -> Vec<Notice> {
    notices_for_typography()
}

/// A sample of every kind of notice (shared with the typography tests).
pub(super) fn notices_for_typography() -> Vec<Notice> {
    let mut all: Vec<Notice> = problems().into_iter().map(Notice::SaveUnopenable).collect();
    all.extend(problems().into_iter().map(|problem| Notice::FileUnopenable { name: "game.json".to_owned(), problem }));
    all.extend([
        Notice::FileTooLarge("huge.json".to_owned()),
        Notice::FileUnreadable("game.json".to_owned()),
        Notice::StorageFull,
        Notice::StorageUnavailable,
        Notice::ComputerCannotStart("no workers here".to_owned()),
        Notice::ComputerFailed("no move".to_owned()),
        Notice::ExportFailed,
        Notice::NotSavedElsewhere,
        Notice::BadLink(CodeError::NotACode),
        Notice::BadLink(CodeError::UnknownVersion { version: '2' }),
        Notice::BadLink(CodeError::Truncated),
        Notice::BadLink(CodeError::Damaged),
        Notice::BadLink(CodeError::Malformed),
        Notice::BadLink(CodeError::NameTooLong { player: Player::One }),
        Notice::BadLink(CodeError::Illegal(ReplayError { index: 3, error: IllegalAction::GameOver })),
        Notice::StaleLink,
        Notice::PuzzleUnopenable,
    ]);
    all
}

#[test]
fn the_samples_cover_every_kind_of_notice() {
    let mut kinds: Vec<usize> = notices().iter().map(notice_kind).collect();
    kinds.sort_unstable();
    kinds.dedup();
    assert_eq!(kinds, (0..=22).collect::<Vec<_>>());
}

/// Texts that are the same in every language: the games' names, `OK`, `Menu` and `Import` (the
/// same word in Polish).
const NAMES_OF_GAMES: [Text; 5] = [Text::Patchwork, Text::PatchworkExpress, Text::Ok, Text::Import, Text::Menu];

/// What a text must not contain in any language: an unfilled placeholder or a marker.
pub(super) fn assert_finished(lang: Lang, what: &str, words: &str) {
    assert!(!words.trim().is_empty(), "{lang:?}: {what} is empty");
    for bad in ["{", "}", "TODO", "FIXME", "XXX", "  "] {
        assert!(!words.contains(bad), "{lang:?}: {what} contains {bad:?}: {words}");
    }
}

#[test]
fn every_text_exists_in_every_language_and_is_translated() {
    for &t in Text::ALL {
        let english = text(Lang::En, t);
        for lang in Lang::ALL {
            let words = text(lang, t);
            assert_finished(lang, &format!("{t:?}"), words);
            if lang != Lang::En && !NAMES_OF_GAMES.contains(&t) {
                assert_ne!(words, english, "{lang:?}: {t:?} is still in English");
            }
        }
    }
    // The list of texts is complete: every variant once.
    let mut seen: Vec<String> = Text::ALL.iter().map(|t| format!("{t:?}")).collect();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), Text::ALL.len());
}

#[test]
fn every_sentence_exists_in_every_language_and_is_translated() {
    let n = names();
    for s in sentences() {
        let english = say(Lang::En, s, &n);
        for lang in Lang::ALL {
            let words = say(lang, s, &n);
            assert_finished(lang, &format!("{s:?}"), &words);
            if lang != Lang::En {
                assert_ne!(words, english, "{lang:?}: {s:?} is still in English");
            }
        }
    }
}

#[test]
fn every_notice_exists_in_every_language_and_is_translated() {
    for n in notices() {
        let english = notice(Lang::En, &n);
        for lang in Lang::ALL {
            let words = notice(lang, &n);
            assert_finished(lang, &format!("{n:?}"), &words);
            if lang != Lang::En {
                assert_ne!(words, english, "{lang:?}: {n:?} is still in English");
            }
        }
    }
}

#[test]
fn notices_say_what_and_why() {
    let [damaged, foreign, illegal] = <[Unopenable; 3]>::try_from(problems()).expect("three reasons");
    assert_eq!(
        notice(Lang::En, &Notice::SaveUnopenable(damaged)),
        "This saved game cannot be opened: it is not a complete Patchwork game record (actions[3].cells[1]: \
         missing)."
    );
    assert_eq!(
        notice(Lang::Pl, &Notice::FileUnopenable { name: "gra.json".to_owned(), problem: foreign }),
        "Nie można otworzyć pliku gra.json: ma format, którego ta strona nie czyta (\"patchwork-record/9\"; \
         czyta \"patchwork-record/1\")."
    );
    assert_eq!(
        notice(Lang::Fr, &Notice::SaveUnopenable(illegal)),
        "Cette partie enregistrée ne peut pas être ouverte\u{a0}: ses coups enfreignent les règles (action 3: a \
         square is already covered)."
    );
    assert_eq!(
        notice(Lang::En, &Notice::StorageFull),
        "The browser's storage is full, so this game is not being saved. It goes on; delete old saved games or \
         export this one to keep it."
    );
    assert_eq!(
        notice(Lang::Pl, &Notice::StorageUnavailable),
        "Ta przeglądarka nie pozwala stronie zapisywać gier (tryb prywatny?). Gra toczy się dalej bez zapisu; \
         wyeksportuj ją, aby ją zachować."
    );
    assert_eq!(
        notice(Lang::Fr, &Notice::FileTooLarge("énorme.json".to_owned())),
        "énorme.json ne peut pas être ouvert\u{a0}: il est trop gros pour être une partie."
    );
}

#[test]
fn the_other_words_are_translated_too() {
    for lang in [Lang::Pl, Lang::Fr] {
        for gain in [0, 1, 2, 5, 22] {
            assert_ne!(advance_label(lang, gain, 0), advance_label(Lang::En, gain, 0));
        }
        for id in PatchId::all() {
            for (reason, offered) in [(Some("afford"), true), (Some("fit"), true), (None, true), (None, false)] {
                let words = patch_label(lang, id, reason, offered);
                assert_finished(lang, "a card's label", &words);
                assert_ne!(words, patch_label(Lang::En, id, reason, offered));
            }
        }
        assert_finished(lang, "the bonus tile's title", &bonus_tile_title(lang, 7, 7));
        assert_ne!(bonus_tile_title(lang, 7, 7), bonus_tile_title(Lang::En, 7, 7));
        for i in 0..2 {
            assert_finished(lang, "a default name", &default_name(lang, i));
            assert_ne!(default_name(lang, i), default_name(Lang::En, i));
        }
        for board in [Text::RevisedBoard, Text::OriginalBoard, Text::ExpressBoard] {
            assert_ne!(subtitle(lang, 7, board), subtitle(Lang::En, 7, board));
        }
    }
}

#[test]
fn polish_counts_have_three_forms() {
    let words = |n: u32| buttons(Lang::Pl, n);
    assert_eq!(words(1), "1 guzik");
    for n in [2, 3, 4, 22, 23, 24, 102] {
        assert_eq!(words(n), format!("{n} guziki"));
    }
    for n in [0, 5, 11, 12, 13, 14, 15, 21, 25, 112] {
        assert_eq!(words(n), format!("{n} guzików"));
    }
    assert_eq!(advance_label(Lang::Pl, 1, 0), "Przesuń się o 1 pole i weź 1 guzik");
    assert_eq!(advance_label(Lang::Pl, 3, 0), "Przesuń się o 3 pola i weź 3 guziki");
    assert_eq!(advance_label(Lang::Pl, 5, 0), "Przesuń się o 5 pól i weź 5 guzików");
    assert_eq!(advance_label(Lang::Pl, 12, 0), "Przesuń się o 12 pól i weź 12 guzików");
}

#[test]
fn french_and_english_counts() {
    assert_eq!(buttons(Lang::Fr, 0), "0 bouton");
    assert_eq!(buttons(Lang::Fr, 1), "1 bouton");
    assert_eq!(buttons(Lang::Fr, 2), "2 boutons");
    assert_eq!(advance_label(Lang::Fr, 1, 0), "Avancer de 1 case, prendre 1 bouton");
    assert_eq!(advance_label(Lang::Fr, 4, 0), "Avancer de 4 cases, prendre 4 boutons");
    assert_eq!(buttons(Lang::En, 0), "0 buttons");
    assert_eq!(buttons(Lang::En, 1), "1 button");
}

#[test]
fn refusals_are_plain_sentences() {
    let patch = patch();
    let afford = IllegalAction::CannotAfford { patch, cost: 5, player: Player::One, buttons: 3 };
    assert_eq!(refusal(Lang::En, afford), "You have 3 buttons; this patch costs 5.");
    let one = IllegalAction::CannotAfford { patch, cost: 2, player: Player::One, buttons: 1 };
    assert_eq!(refusal(Lang::En, one), "You have 1 button; this patch costs 2.");
    assert_eq!(refusal(Lang::Pl, afford), "Masz 3 guziki; ten kawałek kosztuje 5 guzików.");
    assert_eq!(refusal(Lang::Fr, one), "Vous avez 1 bouton\u{a0}; cette pièce coûte 2 boutons.");
    assert_eq!(refusal(Lang::En, IllegalAction::Overlaps), "It overlaps a patch already sewn on.");
    assert_eq!(refusal(Lang::En, IllegalAction::OffQuilt), "The patch must lie entirely on your quilt.");
    assert_eq!(reason_code(afford), "afford");
    assert_eq!(reason_code(IllegalAction::Overlaps), "fit");
}

#[test]
fn the_advance_button_says_what_it_gives() {
    assert_eq!(advance_label(Lang::En, 4, 0), "Move 4 spaces, take 4 buttons");
    assert_eq!(advance_label(Lang::En, 1, 0), "Move 1 space, take 1 button");
}

#[test]
fn the_first_turn_hint_says_take_turn_and_place() {
    let en = text(Lang::En, Text::FirstTurnHint);
    for word in ["Drag", "tap", "R", "Rotate", "F", "Mirror", "Place"] {
        assert!(en.contains(word), "{word}: {en}");
    }
    // The buttons it names are called so in each language.
    for lang in Lang::ALL {
        let hint = text(lang, Text::FirstTurnHint);
        for button in [Text::Rotate, Text::Mirror, Text::Place] {
            let name = text(lang, button).split(' ').next_back().expect("a name");
            assert!(hint.contains(name), "{lang:?}: {name} in {hint}");
        }
    }
}

#[test]
fn events_become_toasts_and_sentences() {
    let n = names();
    let income = Event::IncomePaid { player: Player::Two, space: 5, buttons: 3 };
    assert_eq!(toast_kind(&income), Some("income"));
    let said = Say::of_event(&income).expect("income is said");
    assert_eq!(phrase(Lang::En, said, &n), "Bob: income, +3 buttons");
    assert_eq!(phrase(Lang::Pl, said, &n), "Bob: dochód, +3 guziki");
    assert_eq!(toast_kind(&Event::BonusTileWon { player: Player::One }), Some("bonus"));
    assert_eq!(toast_kind(&Event::BluePatchesJoined), Some("blue-patches"));
    assert_eq!(toast_kind(&Event::PlayerFinished { player: Player::One }), Some("finished"));
    let moved = Event::TimeTokenMoved { player: Player::One, from: 0, to: 1 };
    assert_eq!(toast_kind(&moved), None);
    assert_eq!(Say::of_event(&moved), None);
    let earned = Event::ButtonsEarned { player: Player::One, buttons: 1 };
    let events: Vec<Say> = [earned, moved].iter().filter_map(Say::of_event).collect();
    assert_eq!(message(Lang::En, &events, &n), "Ada moves ahead and takes 1 button.");
    assert_eq!(message(Lang::Fr, &events, &n), "Ada avance et reçoit 1 bouton.");
    assert_eq!(phrase(Lang::Fr, Say::Turn(Player::Two), &n), "À Bob de jouer");
}

#[test]
fn a_tie_break_is_explained() {
    let s = Score { buttons: 10, bonus: 0, empty: 2 };
    let outcome = Outcome::decide(ByPlayer([s, s]), Player::Two);
    let (winner, tie) = result(Lang::En, &outcome, &names(), None);
    assert_eq!(winner, "Bob wins!");
    assert!(tie.expect("a tie").contains("first"));
    assert_eq!(result(Lang::Pl, &outcome, &names(), None).0, "Wygrywa Bob!");
    let other = Outcome::decide(ByPlayer([Score { buttons: 11, ..s }, s]), Player::Two);
    assert_eq!(result(Lang::Fr, &other, &names(), None).1, None);
}

#[test]
fn default_names_follow_the_language() {
    assert_eq!(default_name(Lang::En, 0), "Player 1");
    assert_eq!(default_name(Lang::Pl, 1), "Gracz 2");
    assert_eq!(default_name(Lang::Fr, 0), "Joueur 1");
    assert_eq!(localize_name(Lang::Pl, "Player 2"), "Gracz 2");
    assert_eq!(localize_name(Lang::En, "Joueur 1"), "Player 1");
    assert_eq!(localize_name(Lang::Fr, "Ada"), "Ada");
    let seated = ["Player 2".to_owned(), "Zoé".to_owned()];
    assert_eq!(localize_names(Lang::Fr, &seated), ["Joueur 2".to_owned(), "Zoé".to_owned()]);
}

#[test]
fn the_bonus_tile_says_who_earns_it() {
    assert_eq!(
        bonus_tile_title(Lang::En, 7, 7),
        "Bonus tile: the first to cover a 7×7 square of their quilt scores 7 more"
    );
    assert_eq!(
        bonus_tile_title(Lang::Pl, 7, 7),
        "Specjalny żeton: kto pierwszy wypełni kwadrat 7×7 na swojej planszy kołdry, dostaje 7 punktów"
    );
    assert_eq!(
        bonus_tile_title(Lang::Fr, 7, 7),
        "Tuile Bonus\u{a0}: le premier à remplir un carré de 7×7 cases sur son plateau Couverture marque 7 points de plus"
    );
}

#[test]
fn the_board_is_told_in_words() {
    use crate::rules::{GameState, Variant};
    let mut game = GameState::from_seed(Variant::Express, 7);
    // The first player buys the first patch they can, in its first legal place.
    let buy = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::TakePatch { .. }))
        .expect("a patch can be bought");
    game.play(buy).expect("a legal action");
    let quilt = game.quilt(Player::One);
    let covered = 49 - quilt.empty_count();
    let words = quilt_words(Lang::En, "Ada", quilt);
    assert!(words.starts_with(&format!("Ada's quilt: {} of 49 squares empty; ", 49 - covered)), "{words}");
    // Seven rows, their empty squares adding up to the quilt's.
    let rows: Vec<u32> = words.rsplit(": ").next().unwrap().split(", ").map(|n| n.parse().unwrap()).collect();
    assert_eq!(rows.len(), 7);
    assert_eq!(rows.iter().sum::<u32>(), quilt.empty_count());
    assert!(rows.iter().any(|&n| n < 7), "{words}");

    let names = ["Ada".to_owned(), "Bob".to_owned()];
    let fresh = GameState::from_seed(Variant::Express, 7);
    assert_eq!(
        time_board_words(Lang::En, &fresh, &names),
        "Time board, spaces 0 to 29. Ada: space 0, next income at space 5. Bob: space 0, next income at space 5. \
         Leather patches on spaces 7, 11, 15, 19, 23, 27."
    );
    let at = game.position(Player::One);
    assert!(time_board_words(Lang::En, &game, &names).contains(&format!("Ada: space {at}, ")));
    for lang in Lang::ALL {
        assert_finished(lang, "quilt words", &quilt_words(lang, "Ada", quilt));
        let time = time_board_words(lang, &fresh, &names);
        assert_finished(lang, "time board words", &time);
        assert!(time.contains("29") && time.contains("Bob") && time.contains("27"), "{time}");
    }
}

#[test]
fn templates_are_filled_in_their_own_order() {
    assert_eq!(fill("{1} before {0}, {1} again", &["a", "b"]), "b before a, b again");
    assert_eq!(fill("no places", &["a"]), "no places");
    // A place without its value stays empty rather than failing.
    assert_eq!(fill("x{2}y", &["a"]), "xy");
    for lang in Lang::ALL {
        let places = [4, 1, 3, 2, 1];
        for (template, n) in board_words(lang).into_iter().zip(places) {
            assert_eq!(template.matches('{').count(), n, "{lang:?}: {template}");
        }
    }
}

/// Every place in the sentences', notices' and phrases' templates is `{` a digit `}`, as [`fill`] reads
/// them: a brace of the words themselves would be taken for a place.
#[test]
fn the_sentences_places_are_well_formed() {
    for lang in Lang::ALL {
        let all = sentences::say_words(lang).iter().chain(sentences::notice_words(lang));
        let all = all.chain(phrases::phrase_words(lang));
        for template in all {
            for place in template.split('{').skip(1) {
                let place = place.as_bytes();
                assert!(place.len() > 1 && place[0].is_ascii_digit() && place[1] == b'}', "{lang:?}: {template}");
            }
            assert_eq!(template.matches('{').count(), template.matches('}').count(), "{lang:?}: {template}");
        }
    }
}

#[test]
fn parts_are_joined_as_the_library_joins_them() {
    for parts in [vec![], vec!["a".to_owned()], vec!["a".to_owned(), String::new(), "ccc".to_owned()]] {
        assert_eq!(joined(&parts, " · "), parts.join(" · "));
    }
}

#[test]
fn a_link_that_parts_counts_moves_in_the_right_number() {
    let names = Names::default();
    let one = Say::Forked { at: 0, mine: 1, theirs: 2 };
    assert!(say(Lang::En, one, &names).contains("Your game has 1 move, the link's 2."));
    assert!(say(Lang::Fr, one, &names).contains("compte 1 coup, celle du lien 2."));
    assert!(say(Lang::En, Say::Forked { at: 4, mine: 9, theirs: 8 }, &names).contains("part at move 5"));
}

#[test]
fn against_the_computer_the_person_is_told_they_won_or_lost() {
    let score = Score { buttons: 10, bonus: 0, empty: 3 };
    let outcome = Outcome { scores: ByPlayer([score, score]), winner: Player::One, by_tie_break: true };
    let names: Names = ["Ada".into(), "Computer (hard)".into()];
    assert_eq!(result(Lang::En, &outcome, &names, None).0, "Ada wins!");
    assert_eq!(result(Lang::En, &outcome, &names, Some(Player::One)).0, "You won!");
    assert_eq!(result(Lang::Fr, &outcome, &names, Some(Player::Two)).0, "Vous avez perdu.");
    assert!(result(Lang::En, &outcome, &names, Some(Player::Two)).1.is_some(), "the tie-break is still told");
    for lang in Lang::ALL {
        assert!(is_given_name(&computer_name(lang, crate::ai::Level::Medium)));
        assert_eq!(localize_name(Lang::Pl, &computer_name(lang, crate::ai::Level::Easy)), "Komputer (łatwy)");
    }
    assert!(!is_given_name("Ada"));
}
