//! The new-game screen's part: the choices being made, the list of saved games to resume and
//! the puzzles kept.

use std::rc::Rc;

use crate::rules::{Player, Variant};
use crate::ui::i18n::{self, Lang, Names};
use crate::ui::state::part::{Ctx, Effects, Part};
use crate::ui::state::puzzle::Puzzle;
use crate::ui::state::saves::{SaveSummary, Seat};

/// The new-game screen's choices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGameForm {
    /// Which game and time board.
    pub variant: Variant,
    /// The names as typed, player 1 first.
    pub names: Names,
    /// Who starts (sits in seat 1).
    pub starter: Player,
    /// Who plays, in the order of the names: a person or the computer.
    pub seats: [Seat; 2],
}

impl Default for NewGameForm {
    fn default() -> NewGameForm {
        NewGameForm {
            variant: Variant::ClassicRevised,
            names: ["Player 1".to_owned(), "Player 2".to_owned()],
            starter: Player::One,
            seats: [Seat::Person; 2],
        }
    }
}

impl NewGameForm {
    /// The names in seat order: the starter first; blank names become `Player N`.
    #[must_use]
    pub fn seated_names(&self) -> Names {
        self.seated([self.name(0), self.name(1)])
    }

    /// Who plays each seat, the starter's first.
    #[must_use]
    pub fn seated_seats(&self) -> [Seat; 2] {
        self.seated(self.seats)
    }

    fn seated<T>(&self, [first, second]: [T; 2]) -> [T; 2] {
        match self.starter {
            Player::One => [first, second],
            Player::Two => [second, first],
        }
    }

    /// The name typed in field `i` (0 or 1), or `Player N` when it is blank.
    #[must_use]
    pub fn name(&self, i: usize) -> String {
        crate::ui::state::saves::name_or_default(&self.names[i], i)
    }
}

/// The new-game screen: its choices and the saved games.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Form {
    /// The choices.
    pub choices: NewGameForm,
    /// The saved games, newest first.
    pub saves: Rc<Vec<SaveSummary>>,
    /// The puzzles kept, oldest first.
    pub puzzles: Rc<Vec<Puzzle>>,
}

/// What happens on the new-game screen.
#[derive(Debug, Clone, PartialEq)]
pub enum FormAction {
    /// The choices changed.
    Choose(NewGameForm),
    /// The list of saved games changed.
    Saves(Rc<Vec<SaveSummary>>),
    /// The puzzles kept changed.
    Puzzles(Rc<Vec<Puzzle>>),
}

impl Part for Form {
    type Action = FormAction;

    /// The choices or the list of saved games, as given.
    fn reduce(&mut self, action: FormAction, _: &Ctx<'_>) -> Effects {
        match action {
            FormAction::Choose(choices) => self.choices = choices,
            FormAction::Saves(saves) => self.saves = saves,
            FormAction::Puzzles(puzzles) => self.puzzles = puzzles,
        }
        Effects::CHANGED
    }
}

impl Form {
    /// Default names follow a change of language; typed names stay.
    pub fn localize(&mut self, lang: Lang) {
        self.choices.names = i18n::localize_names(lang, &self.choices.names);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::part::tests::any_page;

    #[test]
    fn the_starter_sits_in_seat_one_and_blank_names_get_a_default() {
        let form = NewGameForm {
            names: ["Ada".into(), "  ".into()],
            starter: Player::Two,
            seats: [Seat::Person, Seat::Computer(crate::ai::Level::Hard)],
            ..NewGameForm::default()
        };
        assert_eq!(form.seated_names(), ["Player 2".to_owned(), "Ada".to_owned()]);
        assert_eq!(form.seated_seats(), [Seat::Computer(crate::ai::Level::Hard), Seat::Person]);
        let mut f = Form { choices: form, ..Form::default() };
        let page = any_page();
        let ctx = Ctx::of(&page);
        f.localize(Lang::Fr);
        assert_eq!(f.choices.names, ["Ada".to_owned(), "  ".to_owned()]);
        f.reduce(FormAction::Choose(NewGameForm::default()), &ctx);
        f.localize(Lang::Pl);
        assert_eq!(f.choices.names, ["Gracz 1".to_owned(), "Gracz 2".to_owned()]);
    }
}
