//! The players' preferences, kept for the next visit: the language and whether player 2's side
//! of the screen faces them across the table.

use crate::ui::i18n::Lang;
use crate::ui::state::part::{Ctx, Effect, Effects, Part};

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

impl Part for Prefs {
    type Action = PrefsAction;

    /// A preference changes only when it differs; the names follow the language, always (the
    /// first page words them so).
    fn reduce(&mut self, action: PrefsAction, _: &Ctx<'_>) -> Effects {
        match action {
            PrefsAction::SetLang(lang) => {
                self.lang = lang;
                Effects::then(Effect::Localize(lang))
            }
            PrefsAction::Face(face) => {
                let changed = self.face != face;
                self.face = face;
                changed.into()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::part::tests::any_page;

    #[test]
    fn a_preference_changes_only_when_it_differs() {
        let mut p = Prefs::default();
        let page = any_page();
        let ctx = Ctx::of(&page);
        assert_eq!(p.reduce(PrefsAction::Face(false), &ctx), Effects::Unchanged);
        assert_eq!(p.reduce(PrefsAction::Face(true), &ctx), Effects::CHANGED);
        assert_eq!(p.reduce(PrefsAction::SetLang(Lang::Pl), &ctx), Effects::then(Effect::Localize(Lang::Pl)));
        assert_eq!(p, Prefs { lang: Lang::Pl, face: true });
    }
}
