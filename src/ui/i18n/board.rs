//! The board in words, for a screen reader: a quilt's empty squares row by row, and the time
//! board's tokens, next income marks and leather patches; the templates are each language's
//! (`BOARD_WORDS`), filled by one [`fill`].

use super::{en, fr, name, pl, Lang, Names};
use crate::rules::Player;

/// `template` with `{0}`, `{1}`… replaced by `args` (one small filler for every language's
/// word order, lighter in the page than a `format!` per language).
#[must_use]
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut parts = template.split('{');
    out.push_str(parts.next().unwrap_or_default());
    for part in parts {
        // `N}rest`: a one-digit place, then the text up to the next.
        let index = part.bytes().next().map_or(usize::MAX, |b| usize::from(b.wrapping_sub(b'0')));
        out.push_str(args.get(index).copied().unwrap_or_default());
        out.push_str(part.get(2..).unwrap_or_default());
    }
    out
}

/// The templates of the board in words, in `lang`.
pub(super) const fn board_words(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => en::BOARD_WORDS,
        Lang::Pl => pl::BOARD_WORDS,
        Lang::Fr => fr::BOARD_WORDS,
    }
}

/// Numbers, `, `-separated.
fn list(numbers: impl Iterator<Item = u8>) -> String {
    let mut out = String::new();
    for n in numbers {
        if !out.is_empty() {
            out.push_str(", ");
        }
        out.push_str(&n.to_string());
    }
    out
}

/// A quilt in words, for a screen reader: `Ada's quilt: 70 of 81 squares empty; empty squares in
/// each row, top to bottom: 9, 9, 5, …` (rows as its owner sees them, as a held patch's row).
#[must_use]
pub fn quilt_words(lang: Lang, owner: &str, quilt: &crate::rules::Quilt) -> String {
    let size = quilt.size();
    let mut empty = vec![size; usize::from(size)];
    for cell in quilt.covered().cells() {
        empty[usize::from(cell.row())] -= 1;
    }
    let all = u32::from(size) * u32::from(size);
    let [n, all] = [quilt.empty_count(), all].map(|n| n.to_string());
    fill(board_words(lang)[0], &[owner, &n, &all, &list(empty.into_iter())])
}

/// The time board in words, for a screen reader: its spaces, each player's space and next
/// income mark, and the leather patches still on it.
#[must_use]
pub fn time_board_words(lang: Lang, game: &crate::rules::GameState, names: &Names) -> String {
    let rules = game.rules();
    let [_, head, ahead, none, leather_on] = board_words(lang);
    let mut words = fill(head, &[&rules.final_space.to_string()]);
    for player in Player::BOTH {
        let (who, space) = (name(names, player), game.position(player));
        words += &match (space + 1..=rules.final_space).find(|&s| rules.is_income_mark(s)) {
            Some(next) => fill(ahead, &[who, &space.to_string(), &next.to_string()]),
            None => fill(none, &[who, &space.to_string()]),
        };
    }
    let leather = list(game.leather_spaces_left());
    if !leather.is_empty() {
        words += &fill(leather_on, &[&leather]);
    }
    words
}
