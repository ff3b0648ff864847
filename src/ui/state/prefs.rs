//! The players' preferences, kept for the next visit: the language and whether player 2's side
//! of the screen faces them across the table.

use crate::ui::i18n::Lang;

/// The preferences.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Prefs {
    /// The language everything is worded in.
    pub lang: Lang,
    /// Whether player 2's side of the screen is turned to face them across the table.
    pub face: bool,
}

/// A change of preference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrefsAction {
    /// Speak this language (default names follow it).
    SetLang(Lang),
    /// Turn player 2's side to face them (`true`) or upright.
    Face(bool),
}

impl Prefs {
    /// The preferences after `action`; `false` when nothing changed.
    pub fn reduce(&mut self, action: PrefsAction) -> bool {
        let before = *self;
        match action {
            PrefsAction::SetLang(lang) => self.lang = lang,
            PrefsAction::Face(face) => self.face = face,
        }
        *self != before
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preference_changes_only_when_it_differs() {
        let mut p = Prefs::default();
        assert!(!p.reduce(PrefsAction::Face(false)));
        assert!(p.reduce(PrefsAction::Face(true)));
        assert!(p.reduce(PrefsAction::SetLang(Lang::Pl)));
        assert_eq!(p, Prefs { lang: Lang::Pl, face: true });
    }
}
