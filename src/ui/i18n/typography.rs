//! The languages' typography, checked over every text, sentence and notice, and every template
//! and label the page fills in: French puts a no-break space (U+00A0, never a plain space,
//! which may break the line before the mark, nor U+202F, which not every font draws) before
//! `:`, `;`, `?` and `!`; English and Polish put none; no text has two spaces in a row, or a
//! space at either end; Polish counts read as counts, never as ordinals; no two controls shown
//! together share a label.

use super::tests::{names, notices_for_typography, sentences_for_typography};
use super::*;

/// Every text of `lang` the page can show: fixed texts, sentences, notices, the templates of the
/// board in words, of the glance, of the sentences and notices and of the phrases, and the
/// labels worded from numbers.
fn everything(lang: Lang) -> Vec<(String, String)> {
    let n = names();
    let mut all: Vec<(String, String)> =
        Text::ALL.iter().map(|&t| (format!("{t:?}"), text(lang, t).to_owned())).collect();
    all.extend(sentences_for_typography().into_iter().map(|s| (format!("{s:?}"), say(lang, s, &n))));
    all.extend(notices_for_typography().iter().map(|x| (format!("{x:?}"), notice(lang, x))));
    let sentences = sentences::say_words(lang).iter().chain(sentences::notice_words(lang)).copied();
    let sentences = sentences.chain(phrases::phrase_words(lang).iter().copied());
    let templates = board_words(lang).into_iter().chain(glance_words(lang)).chain(sentences);
    all.extend(templates.enumerate().map(|(i, t)| (format!("template {i}"), t.to_owned())));
    for reason in [None, Some("afford"), Some("fit")] {
        for offered in [false, true] {
            all.push((format!("patch label {reason:?}"), patch_label(lang, tests::patch(), reason, offered)));
        }
    }
    all.extend([
        ("bonus tile".to_owned(), bonus_tile_title(lang, 7, 7)),
        ("advance".to_owned(), advance_label(lang, 3, 2)),
        ("percent".to_owned(), percent(lang, 45)),
        ("offered next".to_owned(), offered_next_words(lang, PatchId::all().take(3))),
    ]);
    all.extend(
        (0..LESSON_STEPS).flat_map(|i| lesson_step(lang, i).map(|w| (format!("lesson step {i}"), w.to_owned()))),
    );
    let words = [LessonWord::Learn, LessonWord::Next, LessonWord::Leave, LessonWord::Play];
    all.extend(words.map(|w| (format!("{w:?}"), lesson_word(lang, w).to_owned())));
    all
}

/// The places in `words` where a `:;?!` mark has anything but U+00A0 before it, leaving out
/// times (`4:09`) and addresses (`https:`).
fn unbroken_marks(words: &str) -> Vec<usize> {
    let chars: Vec<char> = words.chars().collect();
    (1..chars.len())
        .filter(|&i| {
            let (c, before, after) = (chars[i], chars[i - 1], chars.get(i + 1).copied());
            let time = c == ':' && before.is_ascii_digit() && after.is_some_and(|a| a.is_ascii_digit());
            let address = c == ':' && after == Some('/');
            matches!(c, ':' | ';' | '?' | '!') && before != '\u{a0}' && !time && !address
        })
        .collect()
}

/// `words` without what stands in parentheses: the engine's own words quoted in a notice
/// (`(actions[3].cells[1]: missing)`), which are English whatever the page's language.
fn outside_parentheses(words: &str) -> String {
    let mut depth = 0u32;
    let mut out = String::new();
    for c in words.chars() {
        match c {
            // The group stands as one word.
            '(' if depth == 0 => {
                depth = 1;
                out.push('x');
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The places in `words` where a `:;?!` mark follows a letter, a digit or a closing sign
/// directly, leaving out times (`4:09`), addresses (`https:`) and quoted record text.
fn tight_marks(words: &str) -> Vec<usize> {
    let chars: Vec<char> = words.chars().collect();
    let mut found = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if !matches!(c, ':' | ';' | '?' | '!') || i == 0 {
            continue;
        }
        let before = chars[i - 1];
        let after = chars.get(i + 1).copied();
        let time = c == ':' && before.is_ascii_digit() && after.is_some_and(|a| a.is_ascii_digit());
        let address = c == ':' && after == Some('/');
        if !before.is_whitespace() && before != '\u{a0}' && before != '\u{202f}' && !time && !address {
            found.push(i);
        }
    }
    found
}

/// The places where a space stands before a `:;?!` mark.
fn spaced_marks(words: &str) -> Vec<usize> {
    let chars: Vec<char> = words.chars().collect();
    (1..chars.len())
        .filter(|&i| matches!(chars[i], ':' | ';' | '?' | '!') && matches!(chars[i - 1], ' ' | '\u{a0}' | '\u{202f}'))
        .collect()
}

#[test]
fn french_puts_a_no_break_space_before_two_part_marks() {
    for (what, words) in everything(Lang::Fr) {
        let words = outside_parentheses(&words);
        assert!(tight_marks(&words).is_empty(), "Fr: {what}: no space before a mark in {words:?}");
        assert!(unbroken_marks(&words).is_empty(), "Fr: {what}: a space that may break before a mark in {words:?}");
    }
    assert_eq!(percent(Lang::Fr, 45), "45\u{a0}%");
    let [title, _] = game_title(Lang::Fr, crate::rules::Variant::ClassicRevised, Some(3));
    assert_eq!(labelled(Lang::Fr, &title, "Ada – Bob"), "Patchwork\u{a0}: Ada – Bob");
}

#[test]
fn english_and_polish_put_none() {
    for lang in [Lang::En, Lang::Pl] {
        for (what, words) in everything(lang) {
            assert!(
                spaced_marks(&outside_parentheses(&words)).is_empty(),
                "{lang:?}: {what}: a space before a mark in {words:?}"
            );
        }
        assert_eq!(labelled(lang, "Patchwork", "Ada – Bob"), "Patchwork: Ada – Bob");
        assert_eq!(percent(lang, 45), "45%");
    }
}

#[test]
fn no_text_has_two_spaces_in_a_row_or_a_space_at_an_end() {
    for lang in Lang::ALL {
        for (what, words) in everything(lang) {
            let spaces = |c: char| c == ' ' || c == '\u{a0}' || c == '\u{202f}';
            let chars: Vec<char> = words.chars().collect();
            assert!(!chars.windows(2).any(|w| spaces(w[0]) && spaces(w[1])), "{lang:?}: {what}: {words:?}");
            // Templates that go after or before other words start or end with their space.
            if !what.starts_with("template") {
                assert_eq!(words.trim_matches(spaces), words, "{lang:?}: {what}: a space at an end");
            }
        }
    }
}

#[test]
fn polish_counts_read_as_counts() {
    for (n, form) in
        [(1, "ruch"), (2, "ruchy"), (4, "ruchy"), (5, "ruchów"), (12, "ruchów"), (22, "ruchy"), (25, "ruchów")]
    {
        let words = say(Lang::Pl, Say::MovesPlayed(n), &names());
        assert!(words.contains(&format!("{n} {form}")), "{words}");
        // "Rozegrane ruchy: 25." reads "the 25th" once a list goes on after it.
        assert!(!words.trim_end_matches('.').ends_with(|c: char| c.is_ascii_digit()), "{words}");
    }
}

/// Controls shown at the same time: the game's buttons and the toolbar; the held patch's; the
/// new-game screen's; the review's.
const TOGETHER: [&[Text]; 4] = [
    &[
        Text::Undo,
        Text::Redo,
        Text::HintButton,
        Text::Menu,
        Text::Cancel,
        Text::Place,
        Text::Rotate,
        Text::TurnHandle,
        Text::Mirror,
        Text::MoveOn,
        Text::PutAside,
        Text::HowToPlay,
    ],
    &[Text::Games, Text::Export, Text::Import, Text::Review, Text::Close],
    &[Text::StartGame, Text::Resume, Text::Delete, Text::OpenFile, Text::HowToPlay],
    &[Text::BackToGame, Text::PlayOn, Text::PreviousMove, Text::NextMove, Text::StartOfGame],
];

#[test]
fn no_two_controls_shown_together_share_a_label() {
    for lang in Lang::ALL {
        for group in TOGETHER {
            let mut labels: Vec<String> = group
                .iter()
                .map(|&t| text(lang, t).trim_start_matches(|c: char| !c.is_alphabetic()).to_lowercase())
                .collect();
            labels.sort();
            let before = labels.len();
            labels.dedup();
            assert_eq!(labels.len(), before, "{lang:?}: two controls share a label in {group:?}");
        }
    }
}
