//! What the page tells the players: the message of the live region, the short toasts of
//! events, a notice that stays until it is closed, and whether the game is being saved.
//!
//! Everything is kept as data ([`Say`], [`Notice`]) and worded when drawn, so a change of
//! language re-words what is on screen.

use std::rc::Rc;

use crate::rules::Event;
use crate::ui::i18n::{self, Notice, Say};
use crate::ui::state::part::{Ctx, Effects, Part};

/// A short notice of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// Increasing number, to expire it.
    pub id: u32,
    /// `data-event`: `income`, `leather`, `bonus`, `blue-patches` or `finished`.
    pub kind: &'static str,
    /// What happened, worded when drawn.
    pub say: Say,
}

/// The page's words to the players.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Feedback {
    /// The latest message for the live region: sentences worded when drawn.
    pub message: Rc<[Say]>,
    /// Events still shown.
    pub toasts: Rc<Vec<Toast>>,
    /// The id of the next toast.
    pub next_toast: u32,
    /// A notice that stays until it is closed: a save or file that cannot be opened, storage
    /// that does not work.
    pub notice: Option<Notice>,
    /// Set when the browser refuses to save: the game goes on unsaved.
    pub unsaved: bool,
    /// Whether the browser keeps saved games for good (`navigator.storage.persist()`), once
    /// it has said.
    pub kept: Option<bool>,
}

/// What happens to the feedback.
#[derive(Debug, Clone, PartialEq)]
pub enum FeedbackAction {
    /// Remove the toasts with ids below this.
    ExpireToasts(u32),
    /// Show a notice (`None` closes it).
    Notice(Option<Notice>),
    /// The browser refused to save (full or unavailable storage): say so once, go on unsaved.
    SaveFailed(Notice),
    /// The browser saved again after refusing.
    Saved,
    /// The browser said whether it keeps saved games for good.
    Kept(bool),
    /// Something to say in the live region (the browser copied the link, or would not).
    Said(Say),
}

impl Part for Feedback {
    type Action = FeedbackAction;

    /// Toasts expire, notices come and go, and a refused save is noticed once.
    fn reduce(&mut self, action: FeedbackAction, _: &Ctx<'_>) -> Effects {
        match action {
            FeedbackAction::Said(say) => self.say([say]),
            FeedbackAction::ExpireToasts(upto) => {
                if self.toasts.iter().all(|t| t.id >= upto) {
                    return Effects::Unchanged;
                }
                self.toasts = Rc::new(self.toasts.iter().filter(|t| t.id >= upto).cloned().collect());
            }
            FeedbackAction::Notice(notice) => self.notice = notice,
            FeedbackAction::SaveFailed(_) if self.unsaved => return Effects::Unchanged,
            FeedbackAction::SaveFailed(why) => {
                self.unsaved = true;
                self.notice = Some(why);
            }
            FeedbackAction::Saved if !self.unsaved => return Effects::Unchanged,
            FeedbackAction::Saved => self.unsaved = false,
            FeedbackAction::Kept(kept) => self.kept = Some(kept),
        }
        Effects::CHANGED
    }
}

impl Feedback {
    /// Shows `message` in the live region.
    pub fn say(&mut self, message: impl Into<Rc<[Say]>>) {
        self.message = message.into();
    }

    /// A toast for each of `events` worth one.
    pub fn toast(&mut self, events: &[Event]) {
        let mut toasts = (*self.toasts).clone();
        for event in events {
            if let (Some(kind), Some(say)) = (i18n::toast_kind(event), Say::of_event(event)) {
                toasts.push(Toast { id: self.next_toast, kind, say });
                self.next_toast += 1;
            }
        }
        self.toasts = Rc::new(toasts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;
    use crate::ui::state::part::tests::any_page;

    #[test]
    fn toasts_are_numbered_and_expire_in_order() {
        let mut f = Feedback::default();
        let page = any_page();
        let ctx = Ctx::of(&page);
        f.toast(&[
            Event::IncomePaid { player: Player::One, buttons: 3, space: 5 },
            Event::TimeTokenMoved { player: Player::One, from: 0, to: 5 },
            Event::BonusTileWon { player: Player::Two },
        ]);
        assert_eq!(f.toasts.iter().map(|t| (t.id, t.kind)).collect::<Vec<_>>(), [(0, "income"), (1, "bonus")]);
        assert_eq!(f.reduce(FeedbackAction::ExpireToasts(0), &ctx), Effects::Unchanged);
        assert_eq!(f.reduce(FeedbackAction::ExpireToasts(1), &ctx), Effects::CHANGED);
        assert_eq!(f.toasts.len(), 1);
        assert_eq!(f.next_toast, 2);
    }

    #[test]
    fn a_refused_save_is_noticed_once() {
        let mut f = Feedback::default();
        let page = any_page();
        let ctx = Ctx::of(&page);
        assert_eq!(f.reduce(FeedbackAction::Saved, &ctx), Effects::Unchanged);
        assert_eq!(f.reduce(FeedbackAction::SaveFailed(Notice::StorageFull), &ctx), Effects::CHANGED);
        assert_eq!(f.reduce(FeedbackAction::SaveFailed(Notice::StorageUnavailable), &ctx), Effects::Unchanged);
        assert_eq!((f.unsaved, f.notice.clone()), (true, Some(Notice::StorageFull)));
        assert_eq!(f.reduce(FeedbackAction::Notice(None), &ctx), Effects::CHANGED);
        assert_eq!(f.reduce(FeedbackAction::Saved, &ctx), Effects::CHANGED);
        assert!(!f.unsaved);
    }
}
