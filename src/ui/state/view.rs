//! What the window shows: which screen, in which format, and whether the guide, the game's
//! menu or a player's projection in detail is open.

use crate::rules::Player;
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
    /// Whether the game's log is open.
    pub log: bool,
    /// The action (its index in the record) whose squares are shown on its quilt, chosen in
    /// the turn's recap or the log.
    pub shown: Option<usize>,
    /// The turn's recap was closed when the game had this many actions played: it stays closed
    /// until the game moves on.
    pub recap_closed: Option<usize>,
    /// The player whose projection is shown in detail, opened from their panel.
    pub details: Option<Player>,
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
    /// Open (`true`) or close the game's log.
    Log(bool),
    /// Show the squares of the action at this index of the record on its quilt (again: no
    /// longer), or none.
    Show(Option<usize>),
    /// Close the turn's recap of the game with this many actions played.
    CloseRecap(usize),
    /// Show this player's projection in detail, or none.
    Details(Option<Player>),
}

impl View {
    /// A game shown in `format`.
    #[must_use]
    pub const fn playing(format: Format) -> View {
        View {
            screen: Screen::Playing,
            format,
            how_to: false,
            result: true,
            menu: false,
            log: false,
            shown: None,
            recap_closed: None,
            details: None,
        }
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
            ViewAction::Log(open) => self.log = open,
            ViewAction::Show(index) => self.shown = if self.shown == index { None } else { index },
            ViewAction::CloseRecap(played) => {
                self.recap_closed = Some(played);
                self.shown = None;
            }
            ViewAction::Details(player) => self.details = player,
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
            View { format: Format::Portrait, how_to: true, result: false, ..View::playing(Format::Landscape) }
        );
        assert_eq!(v.reduce(ViewAction::Menu(true), &ctx), Effects::CHANGED);
        assert!(v.menu);
        assert_eq!(v.reduce(ViewAction::Menu(true), &ctx), Effects::Unchanged);
    }

    #[test]
    fn an_action_is_shown_until_chosen_again_or_the_recap_closes() {
        let mut v = View::playing(Format::Landscape);
        let page = any_page();
        let ctx = Ctx::of(&page);
        assert_eq!(v.reduce(ViewAction::Show(Some(3)), &ctx), Effects::CHANGED);
        assert_eq!(v.shown, Some(3));
        v.reduce(ViewAction::Show(Some(3)), &ctx);
        assert_eq!(v.shown, None);
        v.reduce(ViewAction::Show(Some(4)), &ctx);
        v.reduce(ViewAction::CloseRecap(5), &ctx);
        assert_eq!((v.shown, v.recap_closed), (None, Some(5)));
        assert_eq!(v.reduce(ViewAction::Log(true), &ctx), Effects::CHANGED);
        assert!(v.log);
    }

    #[test]
    fn a_projection_in_detail_opens_for_one_player_at_a_time_and_closes() {
        let mut v = View::playing(Format::Tall);
        let page = any_page();
        let ctx = Ctx::of(&page);
        assert_eq!(v.reduce(ViewAction::Details(None), &ctx), Effects::Unchanged);
        assert_eq!(v.reduce(ViewAction::Details(Some(Player::Two)), &ctx), Effects::CHANGED);
        assert_eq!(v.details, Some(Player::Two));
        v.reduce(ViewAction::Details(Some(Player::One)), &ctx);
        assert_eq!(v.details, Some(Player::One));
        assert_eq!(v.reduce(ViewAction::Details(None), &ctx), Effects::CHANGED);
        assert_eq!(v.details, None);
    }
}
