//! The board in words, for a screen reader: a quilt's empty squares row by row, and the time
//! board's tokens, next income marks and leather patches; the templates are each language's
//! (`BOARD_WORDS`), filled by one [`fill`].

use super::{en, fr, name, pl, Lang, Names};
use crate::rules::{PatchId, Player, Preview, Projection};

/// `template` with `{0}`, `{1}`… replaced by `args` (one small filler for every language's
/// word order, lighter in the page than a `format!` per language).
#[must_use]
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let (head, places) = places(template);
    out.push_str(head);
    for (index, text) in places {
        out.push_str(args.get(index).copied().unwrap_or_default());
        out.push_str(text);
    }
    out
}

/// `template`'s text up to its first place, then each place's index (`{0}` is 0; anything else
/// none) with the text after it up to the next.
pub fn places(template: &str) -> (&str, impl Iterator<Item = (usize, &str)>) {
    let mut parts = template.split('{');
    let head = parts.next().unwrap_or_default();
    // `N}rest`: a one-digit place, then the text up to the next.
    let places = parts.map(|part| {
        let index = part.bytes().next().map_or(usize::MAX, |b| usize::from(b.wrapping_sub(b'0')));
        (index, part.get(2..).unwrap_or_default())
    });
    (head, places)
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

/// The templates of what an experienced player reads at a glance, in `lang`.
pub(super) const fn glance_words(lang: Lang) -> [&'static str; 9] {
    match lang {
        Lang::En => en::GLANCE_WORDS,
        Lang::Pl => pl::GLANCE_WORDS,
        Lang::Fr => fr::GLANCE_WORDS,
    }
}

/// A panel's label for the projected final score.
#[must_use]
pub fn projected_label(lang: Lang) -> &'static str {
    glance_words(lang)[0]
}

/// What [`projection_lines`] hands each line to: its name, its template and its named figures.
type LineTo<'a> = dyn FnMut(&'static str, &'static str, &[(&'static str, String)]) + 'a;

/// A player's projection line by line, for its words and its details: each line's name
/// (`score`, `to-income`, `to-leather`, `bonus-covered`, `tie-break`), its template (`{0}`…)
/// and its figures, each named (`projected`, `buttons`, `income`, `marks`, `bonus`, `empty`,
/// or the line's name), handed to `line` in order. The way ahead's lines come only when there
/// is one ahead, the 7×7 square's while the bonus is open, the tie-break's when `tie` (the
/// player holds it).
pub fn projection_lines(lang: Lang, p: &Projection, tie: bool, line: &mut LineTo<'_>) {
    let w = glance_words(lang);
    // Plain strings rather than arrays mapped: less code in the page.
    let (score, buttons, income) = (p.score().to_string(), p.buttons.to_string(), p.income.to_string());
    let (marks, bonus, empty) = (p.marks_ahead.to_string(), p.bonus.to_string(), p.empty.to_string());
    line(
        "score",
        w[1],
        &[
            ("projected", score),
            ("buttons", buttons),
            ("income", income),
            ("marks", marks),
            ("bonus", bonus),
            ("empty", empty),
        ],
    );
    for (name, template, value) in
        [("to-income", w[3], p.to_income), ("to-leather", w[4], p.to_leather), ("bonus-covered", w[5], p.bonus_covered)]
    {
        if let Some(value) = value {
            line(name, template, &[(name, value.to_string())]);
        }
    }
    if tie {
        line("tie-break", w[6], &[]);
    }
}

/// A player's projection in words, explained for a newcomer: the projected final score and its
/// parts, the spaces to the next income mark and leather patch, the best 7×7 square while the
/// bonus is open, and the tie-break when `tie` (the player holds it). No name in it: it is
/// said beside the player's own.
#[must_use]
pub fn projection_words(lang: Lang, p: &Projection, tie: bool) -> String {
    let mut out = String::new();
    projection_lines(lang, p, tie, &mut |_, template, figures| {
        // An array rather than a collected `Vec`: less code in the page.
        let mut values = [""; 6];
        for (value, (_, figure)) in values.iter_mut().zip(figures) {
            *value = figure;
        }
        out += &fill(template, &values);
    });
    out
}

/// What a card of the offer adds to its words: the patches offered next if it is taken (none
/// when it is the last).
#[must_use]
pub fn offered_next_words(lang: Lang, next: impl Iterator<Item = PatchId>) -> String {
    // A loop rather than a `join`, which the page would otherwise carry for this alone.
    let mut names = String::new();
    for patch in next {
        if !names.is_empty() {
            names += if lang == Lang::Fr { "\u{a0}; " } else { "; " };
        }
        names += &super::patch_words(lang, patch);
    }
    if names.is_empty() {
        return names;
    }
    fill(glance_words(lang)[8], &[&names])
}

/// What a move will do, in words: the space its token lands on, the buttons it takes (income
/// included) and pays, the leather patches it wins and the change of the projected score.
#[must_use]
pub fn preview_words(lang: Lang, p: &Preview) -> String {
    let income: u16 = p.income.iter().map(|&(_, paid)| u16::from(paid)).sum();
    let (land, buttons, income) = (p.land.to_string(), p.buttons.to_string(), income.to_string());
    let (cost, leather, change) = (p.cost.to_string(), p.leather.to_string(), format!("{:+}", p.projected_change));
    fill(glance_words(lang)[2], &[&land, &buttons, &income, &cost, &leather, &change])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::i18n::advance_label;
    use crate::ui::i18n::tests::assert_finished;

    #[test]
    fn the_advance_button_never_leaves_out_the_income_it_pays() {
        assert_eq!(advance_label(Lang::En, 7, 6), "Move 7 spaces, take 7 buttons + 6 income");
        assert_eq!(advance_label(Lang::Pl, 7, 6), "Przesuń się o 7 pól i weź 7 guzików + 6 z dochodu");
        assert_eq!(advance_label(Lang::Fr, 7, 6), "Avancer de 7 cases, prendre 7 boutons + 6 de revenu");
    }

    #[test]
    fn the_projection_and_the_preview_are_worded_in_every_language() {
        use crate::rules::{Action, GameState, Preview, Projection, Variant};
        let mut game = GameState::from_seed(Variant::ClassicRevised, 2);
        // Until an advance pays income with some income on the quilt and a patch is sewn on.
        let mut seen = (false, false);
        for _ in 0..200 {
            let Some(mover) = game.to_move() else { break };
            let action = game.legal_actions().into_iter().find(|a| matches!(a, Action::TakePatch { .. }));
            let action = action.filter(|_| game.quilt(mover).income() < 3).unwrap_or(Action::Advance);
            let action = if game.pending_leather() > 0 { game.legal_actions()[0] } else { action };
            let preview = Preview::of(&game, action).expect("legal");
            let projection = Projection::of(&game, mover);
            for lang in Lang::ALL {
                let words = preview_words(lang, &preview);
                assert_finished(lang, "a preview", &words);
                assert!(words.contains(&preview.land.to_string()), "{words}");
                assert!(words.contains(&format!("{:+}", preview.projected_change)), "{words}");
                let said = projection_words(lang, &projection, true);
                assert_finished(lang, "a projection", &said);
                assert!(said.contains(&projection.score().to_string()), "{said}");
                if lang != Lang::En {
                    assert_ne!(words, preview_words(Lang::En, &preview));
                    assert_ne!(projected_label(lang), projected_label(Lang::En));
                }
            }
            seen.0 |= !preview.income.is_empty();
            seen.1 |= preview.cost > 0;
            game.play(action).expect("legal");
        }
        assert_eq!(seen, (true, true));
    }

    #[test]
    fn the_projection_in_detail_names_each_line_and_figure() {
        let p = Projection {
            buttons: 12,
            income: 3,
            marks_ahead: 4,
            bonus: 0,
            empty: 30,
            to_income: Some(2),
            to_leather: None,
            bonus_covered: Some(41),
        };
        for lang in Lang::ALL {
            let mut lines = Vec::new();
            let mut words = String::new();
            projection_lines(lang, &p, true, &mut |name, template, figures| {
                let values: Vec<&str> = figures.iter().map(|(_, v)| v.as_str()).collect();
                words += &fill(template, &values);
                lines.push((name, figures.iter().map(|(part, v)| format!("{part}={v}")).collect::<Vec<_>>()));
            });
            assert_eq!(words, projection_words(lang, &p, true));
            let parts = ["projected=-36", "buttons=12", "income=3", "marks=4", "bonus=0", "empty=30"];
            assert_eq!(
                lines,
                [
                    ("score", parts.map(String::from).to_vec()),
                    ("to-income", vec!["to-income=2".to_owned()]),
                    ("bonus-covered", vec!["bonus-covered=41".to_owned()]),
                    ("tie-break", vec![]),
                ],
                "{lang:?}"
            );
            // Without the tie-break, and with a leather patch ahead.
            let mut names = Vec::new();
            projection_lines(lang, &Projection { to_leather: Some(5), ..p }, false, &mut |name, _, _| names.push(name));
            assert_eq!(names, ["score", "to-income", "to-leather", "bonus-covered"]);
        }
    }

    #[test]
    fn an_offered_card_names_the_patches_offered_after_it() {
        use crate::rules::{offered_after, GameState, PatchId, Variant};
        use crate::ui::i18n::patch_words;
        let game = GameState::from_seed(Variant::ClassicRevised, 3);
        let chosen = game.offered()[2];
        let next: Vec<PatchId> = offered_after(&game, chosen).collect();
        assert_eq!(next.len(), 3);
        for lang in Lang::ALL {
            let words = offered_next_words(lang, next.iter().copied());
            for &patch in &next {
                assert!(words.contains(&patch_words(lang, patch)), "{words}");
            }
            if lang != Lang::En {
                assert_ne!(words, offered_next_words(Lang::En, next.iter().copied()));
            }
        }
        // Nothing to add after the last patch of the circle.
        assert_eq!(offered_next_words(Lang::En, std::iter::empty()), "");
        assert_eq!(
            offered_next_words(Lang::En, next[..1].iter().copied()),
            format!(". If taken, offered next: {}", patch_words(Lang::En, next[0]))
        );
    }
}
