//! What the window shows: which screen, in which format, and whether the guide or the game's
//! menu is open.

use crate::ui::layout::Format;
use crate::ui::state::part::{Ctx, Effects, Part};

/// Which screen is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// Choosing the game, names and who starts.
    NewGame,
    /// A game (in progress or over).
    Playing,
    /// A game looked back on, move by move, with the computer's analysis.
    Review,
}

/// The window's part of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct View {
    /// New-game screen or game.
    pub screen: Screen,
    /// Landscape or portrait.
    pub format: Format,
    /// Whether the "how to play" guide is open.
    pub how_to: bool,
    /// Whether the result of a finished game is shown (it can be closed to look at the quilts).
    pub result: bool,
    /// Whether the game's menu (the toolbar's last button) is open.
    pub menu: bool,
}

/// What happens to the window's part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViewAction {
    /// The window changed size; this is the format that suits it now.
    Resized(Format),
    /// Open (`true`) or close the "how to play" guide.
    HowTo(bool),
    /// Show (`true`) or close the result of a finished game.
    Result(bool),
    /// Open (`true`) or close the game's menu.
    Menu(bool),
}

impl View {
    /// A game shown in `format`.
    #[must_use]
    pub const fn playing(format: Format) -> View {
        View { screen: Screen::Playing, format, how_to: false, result: true, menu: false }
    }
}

impl Part for View {
    type Action = ViewAction;

    /// The window's format, the guide, the result and the menu; changed only when they differ.
    fn reduce(&mut self, action: ViewAction, _: &Ctx<'_>) -> Effects {
        let before = *self;
        match action {
            ViewAction::Resized(format) => self.format = format,
            ViewAction::HowTo(open) => self.how_to = open,
            ViewAction::Result(shown) => self.result = shown,
            ViewAction::Menu(open) => self.menu = open,
        }
        (*self != before).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::state::part::tests::any_page;

    #[test]
    fn resizing_to_the_same_format_changes_nothing() {
        let mut v = View::playing(Format::Landscape);
        let page = any_page();
        let ctx = Ctx::of(&page);
        assert_eq!(v.reduce(ViewAction::Resized(Format::Landscape), &ctx), Effects::Unchanged);
        assert_eq!(v.reduce(ViewAction::Resized(Format::Portrait), &ctx), Effects::CHANGED);
        assert_eq!(v.reduce(ViewAction::HowTo(true), &ctx), Effects::CHANGED);
        assert_eq!(v.reduce(ViewAction::Result(false), &ctx), Effects::CHANGED);
        assert_eq!(v.reduce(ViewAction::Result(false), &ctx), Effects::Unchanged);
        assert_eq!(
            v,
            View { screen: Screen::Playing, format: Format::Portrait, how_to: true, result: false, menu: false }
        );
        assert_eq!(v.reduce(ViewAction::Menu(true), &ctx), Effects::CHANGED);
        assert!(v.menu);
        assert_eq!(v.reduce(ViewAction::Menu(true), &ctx), Effects::Unchanged);
    }
}
