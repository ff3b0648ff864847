//! The places of what lies over the table only at times: the result of a finished game (and,
//! closed, the button that brings it back), the review's panel and graph, the hint over a
//! person's first quilt, the link to send to a friend and a player's projection in detail.

use crate::rules::Player;
use crate::ui::layout::{Format, Layout, Rect, HALO};

/// Narrowest result that holds the table of scores beside its row names.
const RESULT_MIN_W: f64 = 340.0;
/// Widest a player's projection in detail is drawn, beside the time board's edge.
const DETAILS_W: f64 = 320.0;
/// Width of the button that brings the result back.
const RESULT_BUTTON_W: f64 = 160.0;
/// Height of the same.
const RESULT_BUTTON_H: f64 = 52.0;

/// Where the review of a game goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ReviewPlaces {
    /// The words and the steps through the game.
    pub panel: Rect,
    /// The graph of player 1's chance to win.
    pub graph: Rect,
}

impl Layout {
    /// The result of a finished game: over the circle, below the toolbar (undo stays in
    /// reach), as high as the circle goes.
    #[must_use]
    pub fn result(&self) -> Rect {
        let ring = self.ring.frame;
        let top = self.toolbar.bottom() + 8.0;
        Rect::new(ring.x, top, ring.w, ring.bottom() - top)
    }

    /// The places of the result when the page lies between two players facing each other
    /// ([`Layout::across`]): the result split in two, side by side where each half is wide
    /// enough for the table of scores, else one above the other, a gap between,
    /// the first (player 1's, upright) at the left or the bottom, the second (turned half a
    /// turn about its own middle, for player 2) at the right or the top. Otherwise the
    /// result's one place.
    #[must_use]
    pub fn results(&self) -> (Rect, Option<Rect>) {
        let r = self.result();
        if !self.across() {
            return (r, None);
        }
        let gap = 8.0;
        if r.w >= 2.0 * RESULT_MIN_W + gap {
            let w = (r.w - gap) / 2.0;
            (Rect::new(r.x, r.y, w, r.h), Some(Rect::new(r.x + w + gap, r.y, w, r.h)))
        } else {
            let h = (r.h - gap) / 2.0;
            (Rect::new(r.x, r.y + h + gap, r.w, h), Some(Rect::new(r.x, r.y, r.w, h)))
        }
    }

    /// Whether the page lies between two players facing each other (facing, on a tablet or a
    /// larger screen; not on a phone): then the middle of the table is drawn for both, each
    /// card's numbers on both its edges and the result twice.
    #[must_use]
    pub fn across(&self) -> bool {
        self.ring.twice
    }

    /// The button that shows the closed result again, at the middle of the result's top.
    #[must_use]
    pub fn result_button(&self) -> Rect {
        let result = self.result();
        Rect::new(result.x + (result.w - RESULT_BUTTON_W) / 2.0, result.y, RESULT_BUTTON_W, RESULT_BUTTON_H)
    }

    /// Under review, the words and steps take player 1's controls' place (on a tablet standing
    /// up, their panel's too; on a phone the rows
    /// of buttons and, below them, the row of the large quilt's panel and the message, down to
    /// the quilt, smaller under review) and the graph the circle's bottom row of cards, as wide
    /// as the circle (the result lies over the circle too).
    #[must_use]
    pub fn review(&self) -> ReviewPlaces {
        let c = self.controls[Player::One];
        let panel = match self.format {
            // As wide as the halo of the player's panel under it, which would peek out beside it.
            // From the banner's row down to the message's bottom: the tall phone's row of
            // buttons lies between them, the short one's buttons beside its quilt, not under it.
            Format::Tall | Format::Short => {
                let r = Rect::around(&[c.banner, c.advance, c.face, c.message]);
                Rect::new(r.x - HALO, r.y, r.w + 2.0 * HALO, r.h)
            }
            // Player 1's band along the bottom is too low for the words of two moves and the
            // summary beside the quilt: the panel covers player 1's panel as well.
            Format::Portrait => Rect::around(&[Rect::around(&c.parts()), self.panels[Player::One].inset(-HALO)]),
            _ => Rect::around(&c.parts()),
        };
        let (frame, top) = (self.ring.frame, self.ring.inner().bottom());
        let graph = Rect::new(frame.x, top, frame.w, frame.bottom() - top);
        ReviewPlaces { panel, graph }
    }

    /// Where the recap of the turn `player` is to play lies, and whether it stands in the
    /// message's place too and holds it (upright: the message would say the same): on the tall
    /// phone over the turn's buttons, the message and `player`'s panel, on the short one over
    /// the message and the buttons' column beside the quilt, elsewhere over the buttons and the
    /// message. Turned to face its player, over the buttons only.
    #[must_use]
    pub fn recap(&self, player: Player) -> (Rect, bool) {
        let (places, turned) = self.controls_of(Some(player));
        let rect = match self.format {
            _ if turned => places.buttons,
            Format::Short => Rect::around(&[places.message, places.buttons]),
            Format::Tall => places.recap(Some(self.panels[player])),
            _ => places.recap(None),
        };
        (rect, !turned)
    }

    /// The hint at `player`'s first turns, over the lower part of their quilt as they see it
    /// (the upper part as the table sees a turned one).
    #[must_use]
    pub fn first_hint(&self, player: Player) -> Rect {
        let q = self.quilts[player].inset(16.0);
        let height = (q.h * 0.62).max(120.0).min(q.h);
        if self.turned[player] {
            Rect::new(q.x, q.y, q.w, height)
        } else {
            Rect::new(q.x, q.bottom() - height, q.w, height)
        }
    }

    /// The link to send while `player` is away, and whether it is one row: a phone's row of
    /// buttons holds the link and its buttons (the short phone's column of them, the link
    /// above its buttons); elsewhere the link sits above them in the advance button's place.
    #[must_use]
    pub fn link(&self, player: Option<Player>) -> (Rect, bool) {
        let (places, _) = self.controls_of(player);
        match self.format {
            Format::Tall => (places.buttons, true),
            // Beside the short phone's quilt, the link above its buttons.
            Format::Short => (places.buttons, false),
            _ => (Rect::around(&[places.advance, places.buttons]), false),
        }
    }
}

impl Layout {
    /// Where `player`'s projection in detail may lie, and whether it hangs from that place's
    /// top (else it stands on its bottom), clear of both panels (a second tap on the one that
    /// opened it closes it) and of the quilt played on: on a phone the circle's inside below
    /// the other player's panel (the time board and the smaller quilt); elsewhere the time
    /// board, at its edge nearer the panel, as far as it goes toward the panel's middle.
    #[must_use]
    pub fn projection_details(&self, player: Player) -> (Rect, bool) {
        if self.format.phone() {
            let inner = self.ring.inner();
            let other = if inner.contains_rect(self.panels[Player::One]) { Player::One } else { Player::Two };
            let top = self.panels[other].bottom() + 6.0;
            return (Rect::new(inner.x, top, inner.w, inner.bottom() - top), true);
        }
        let (area, panel) = (self.time_board.inset(8.0), self.panels[player]);
        let w = area.w.min(DETAILS_W);
        // Not `clamp`, whose check would bring the printing of floats into the page.
        let x = (panel.center().x - w / 2.0).min(area.right() - w).max(area.x);
        (Rect::new(x, area.y, w, area.h), panel.center().y < area.center().y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::page::{FORMATS, SLOTS};

    #[test]
    fn facing_across_the_table_the_result_is_there_twice_side_by_side() {
        for format in FORMATS {
            for (slots, last) in SLOTS {
                let at = format!("{format:?} {slots}");
                let upright = Layout::facing(format, slots, last, false);
                assert_eq!(upright.results(), (upright.result(), None), "{at}");
                let layout = Layout::facing(format, slots, last, true);
                assert!(layout.across());
                let (one, two) = layout.results();
                let two = two.expect("a second, turned result");
                let whole = layout.result();
                assert!(whole.contains_rect(one) && whole.contains_rect(two), "{at}");
                assert!(!one.overlaps(two), "{at}");
                // Side by side where there is room, else one above the other.
                if whole.w >= 2.0 * RESULT_MIN_W {
                    assert!(one.right() < two.x && one.h == whole.h, "{at}: player 1's at the left");
                } else {
                    assert!(two.bottom() < one.y && one.w == whole.w, "{at}: player 2's at the top");
                }
                // Each has room for the panel: its words, the table of scores and the buttons.
                assert!(one.w >= RESULT_MIN_W && one.h >= 240.0, "{at}: {one:?}");
                assert_eq!((one.w, one.h), (two.w, two.h));
            }
        }
        // On a phone the result stays one, as the circle's numbers do.
        let tall = Layout::table(Format::Tall, 34, 53, true, Player::One);
        assert!(!tall.across() && tall.results().1.is_none());
    }

    /// What makes each table: each format, each circle, upright and facing, either player to move.
    fn cases() -> Vec<(Format, usize, u8, bool, Player)> {
        let mut all = Vec::new();
        for (slots, last) in SLOTS {
            for face in [false, true] {
                for mover in Player::BOTH {
                    for format in FORMATS.into_iter().chain([Format::Tall, Format::Short]) {
                        all.push((format, slots, last, face, mover));
                    }
                }
            }
        }
        all
    }

    /// Every table of [`cases`].
    fn tables() -> Vec<Layout> {
        cases()
            .into_iter()
            .map(|(format, slots, last, face, mover)| Layout::table(format, slots, last, face, mover))
            .collect()
    }

    fn page(layout: &Layout) -> Rect {
        Rect::new(0.0, 0.0, layout.view.w, layout.view.h)
    }

    #[test]
    fn the_result_lies_over_the_circle_below_the_toolbar() {
        for layout in tables() {
            let at = format!("{:?} {}", layout.format, layout.ring.slots.len());
            let (result, button) = (layout.result(), layout.result_button());
            assert!(layout.ring.frame.contains_rect(result), "{at}: {result:?}");
            assert!(result.y > layout.toolbar.bottom(), "{at}: undo stays in reach");
            assert!(result.contains_rect(button), "{at}: {button:?}");
            assert!((button.center().x - result.center().x).abs() < 1e-9, "{at}");
        }
    }

    #[test]
    fn the_review_panel_and_graph_lie_on_the_page_clear_of_the_quilts() {
        // The short phone's places for the review are those of its table under review: the
        // one it plays on has no room for them above the quilt.
        let reviewed = cases().into_iter().map(|(format, slots, last, face, mover)| {
            Layout::table_or_review(format, slots, last, face, mover, format == Format::Short)
        });
        for layout in reviewed {
            let at = format!("{:?} {} {:?}", layout.format, layout.ring.slots.len(), layout.turned);
            let ReviewPlaces { panel, graph } = layout.review();
            for r in [panel, graph] {
                assert!(page(&layout).contains_rect(r), "{at}: {r:?}");
                for p in Player::BOTH {
                    assert!(!r.overlaps(layout.quilts[p]), "{at}: {r:?}");
                }
            }
            assert!(panel.h >= 100.0 && panel.w >= 150.0, "{at}: {panel:?}");
            // As wide as the circle, over its bottom row, clear of the time board and the panel.
            assert_eq!((graph.x, graph.w), (layout.ring.frame.x, layout.ring.frame.w), "{at}");
            assert!(graph.h >= 30.0 && !graph.overlaps(layout.time_board) && !graph.overlaps(panel), "{at}: {graph:?}");
            // On a phone, room for the words, the switch and the steps; elsewhere room for the
            // words of both moves, the summary's two lines, the switch and the steps.
            let least = if layout.format.phone() { 160.0 } else { 240.0 };
            assert!(panel.h >= least, "{at}: {panel:?}");
        }
    }

    #[test]
    fn under_review_the_phones_panel_reaches_down_to_a_smaller_quilt() {
        for (format, slots, last, face, mover) in cases() {
            let layout = Layout::table(format, slots, last, face, mover);
            let reviewed = Layout::table_or_review(format, slots, last, face, mover, true);
            let at = format!("{format:?} {slots} {face} {mover:?}");
            if !format.phone() {
                assert_eq!(reviewed, layout, "{at}");
                continue;
            }
            let (before, after) = (layout.review().panel, reviewed.review().panel);
            assert_eq!((after.x, after.y, after.w), (before.x, before.y, before.w), "{at}");
            assert!(after.h >= before.h + 50.0, "{at}: {before:?} {after:?}");
            for p in Player::BOTH {
                let (q, r) = (layout.quilts[p], reviewed.quilts[p]);
                assert_eq!((r.bottom(), r.center().x), (q.bottom(), q.center().x), "{at}");
                assert!(!after.overlaps(r) && r.w <= q.w, "{at}: {r:?}");
            }
        }
    }

    #[test]
    fn the_recap_lies_over_the_turns_controls_clear_of_the_quilts_and_the_circle() {
        for layout in tables() {
            for p in Player::BOTH {
                let (rect, wide) = layout.recap(p);
                let at = format!("{:?} {p:?} {:?}", layout.format, layout.turned);
                assert_eq!(wide, !layout.turned[p], "{at}");
                assert!(page(&layout).contains_rect(rect), "{at}: {rect:?}");
                assert!(rect.contains_rect(layout.controls[p].buttons), "{at}: {rect:?}");
                // Upright, in the message's place too.
                assert!(!wide || rect.overlaps(layout.controls[p].message), "{at}: {rect:?}");
                for q in Player::BOTH {
                    assert!(!rect.overlaps(layout.quilts[q]), "{at}: {rect:?} on quilt {q:?}");
                }
                assert!(!rect.overlaps(layout.ring.frame) && !rect.overlaps(layout.time_board), "{at}: {rect:?}");
            }
        }
    }

    #[test]
    fn the_first_hint_covers_part_of_the_quilt_on_its_players_side() {
        for layout in tables() {
            for p in Player::BOTH {
                let (hint, quilt) = (layout.first_hint(p), layout.quilts[p]);
                let at = format!("{:?} {p:?} {:?}", layout.format, layout.turned);
                assert!(quilt.contains_rect(hint), "{at}: {hint:?}");
                // From the edge nearest its player, at least 120 units high (or the whole quilt).
                let inner = quilt.inset(16.0);
                let edge = if layout.turned[p] { hint.y - inner.y } else { inner.bottom() - hint.bottom() };
                assert!(edge.abs() < 1e-9, "{at}: {hint:?}");
                assert!(hint.h >= inner.h.min(120.0) && hint.w == inner.w, "{at}: {hint:?}");
            }
        }
    }

    #[test]
    fn a_projection_in_detail_lies_clear_of_the_panels_and_the_quilt_played_on() {
        for layout in tables() {
            let mover = if layout.format.phone() {
                Player::BOTH.into_iter().find(|&p| !layout.ring.inner().contains_rect(layout.quilts[p]))
            } else {
                None
            };
            for p in Player::BOTH {
                let (rect, from_top) = layout.projection_details(p);
                let at = format!("{:?} {} {p:?} {:?}", layout.format, layout.ring.slots.len(), layout.turned);
                assert!(page(&layout).contains_rect(rect), "{at}: {rect:?}");
                for q in Player::BOTH {
                    assert!(!rect.overlaps(layout.panels[q]), "{at}: {rect:?} on panel {q:?}");
                }
                // Room for the projection and the way ahead in a few lines.
                assert!(rect.w >= 200.0 && rect.h >= 150.0, "{at}: {rect:?}");
                if let Some(mover) = mover {
                    // On a phone, off the large quilt, below the other player's panel.
                    assert!(!rect.overlaps(layout.quilts[mover]) && from_top, "{at}: {rect:?}");
                    assert!(layout.ring.inner().contains_rect(rect), "{at}: {rect:?}");
                } else {
                    // Elsewhere on the time board, at its edge nearer the panel.
                    assert!(layout.time_board.contains_rect(rect), "{at}: {rect:?}");
                    let panel = layout.panels[p].center().y;
                    assert_eq!(from_top, panel < layout.time_board.center().y, "{at}");
                    for q in Player::BOTH {
                        assert!(!rect.overlaps(layout.quilts[q]), "{at}: {rect:?} on quilt {q:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_link_takes_the_place_of_the_advance_button_and_the_turns_buttons() {
        for layout in tables() {
            for p in Player::BOTH {
                let (rect, row) = layout.link(Some(p));
                let c = layout.controls[p];
                assert_eq!(row, layout.format == Format::Tall);
                assert!(rect.contains_rect(c.buttons), "{:?}", layout.format);
                assert!(page(&layout).contains_rect(rect));
                assert!(!rect.overlaps(c.message) && !rect.overlaps(c.banner), "{:?}", layout.format);
            }
            assert_eq!(layout.link(None), layout.link(Some(Player::One)));
        }
    }
}
