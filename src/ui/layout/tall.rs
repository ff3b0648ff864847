//! The phone's table (the tall format): the player to move gets the large quilt along the
//! bottom edge, with their panel, the message and the turn's controls above it; the circle
//! fills the top, its three patches on offer (and the neutral token) on cards a finger wide;
//! inside the circle the toolbar, the time board and the other player's side, smaller.
//!
//! Within one turn nothing moves; when the turn passes, the two quilts trade places, so that
//! whoever holds the phone always plays on squares a finger wide.

use crate::rules::{ByPlayer, Player};
use crate::ui::layout::page::BUTTON_GAP;
use crate::ui::layout::{
    Controls, Format, Layout, Rect, Ring, TimeTrack, BOARD_PAD, BONUS_SIDE, QUILT_INSET, TITLE_HEIGHT, TOOL,
};

/// Space around the page and between its parts.
const M: f64 = 8.0;
/// Height of a row of the turn's controls.
const ROW: f64 = 50.0;
/// Height of a panel on the phone (the compact one: name, then the four numbers).
pub const TALL_PANEL: f64 = 56.0;
/// Side of the large quilt: squares of 32 CSS pixels on a 390-pixel-wide phone.
const QUILT: f64 = 352.0;
/// Cards a finger wide for the neutral token and the three patches on offer.
const LEAD: usize = 4;
const LEAD_CELL: f64 = 8.5;
/// Width of the mover's panel beside the message.
const PANEL_W: f64 = 250.0;
/// Side of the large quilt under review (squares of 27 CSS pixels on a 390-pixel-wide phone):
/// nothing is placed on it then, and the review's words get the room above it.
const REVIEW_QUILT: f64 = 296.0;
/// The same on the short phone (360×640): the review's words get the room they have on the
/// tall one above it.
const SHORT_REVIEW_QUILT: f64 = 118.0;
/// On the short phone, the room between the large quilt and its buttons: the turn handle's
/// (44 CSS pixels at 360 pixels wide) beside the quilt's squares.
const HANDLE_STRIP: f64 = 56.0;

impl Layout {
    /// The phone's table for a circle of `slots` places and a time board of spaces
    /// `0..=final_space`, `mover` to play (the large quilt); with `face`, player 2's side and,
    /// on their turn, the controls are drawn half a turn round, each part in its own place.
    /// Under `review` the large quilt is smaller, its bottom edge where it was, and the
    /// message's place (which the review's panel covers) reaches down to it.
    #[must_use]
    pub fn tall(slots: usize, final_space: u8, face: bool, mover: Player, review: bool) -> Layout {
        Layout::phone(Format::Tall, slots, final_space, face, mover, review)
    }

    /// The same on a shorter phone ([`Format::Short`]): the circle and the rows above the
    /// mover's panel as on the tall one, then the large quilt smaller at the left and the turn's
    /// four buttons, one above the other, beside it. Under review the quilt is smaller still,
    /// about the middle of its bottom edge, and the message's place reaches down to it, the
    /// buttons' row where the tall one has it.
    #[must_use]
    pub fn short(slots: usize, final_space: u8, face: bool, mover: Player, review: bool) -> Layout {
        Layout::phone(Format::Short, slots, final_space, face, mover, review)
    }

    fn phone(format: Format, slots: usize, final_space: u8, face: bool, mover: Player, review: bool) -> Layout {
        let view = format.view();
        let width = view.w - 2.0 * M;
        let short = format == Format::Short;
        // From the top: the circle, the row of the banner and the advance button (row 1), on
        // the tall phone the row of the four buttons (row 2), the mover's panel and the message
        // beside it, then the large quilt. The short phone's circle is a little higher, for
        // Express's spaces of 24 CSS pixels.
        let row1 = if short { 428.0 } else { 420.0 };
        let row2 = row1 + ROW + 6.0;
        // The short phone's quilt as large as the room below the mover's panel.
        let short_side = view.h - 4.0 - (row1 + ROW + M + TALL_PANEL + 6.0);
        let side = match (short, review) {
            (false, false) => QUILT,
            (false, true) => REVIEW_QUILT,
            (true, false) => short_side,
            (true, true) => SHORT_REVIEW_QUILT,
        };
        // Under review the quilt shrinks about the middle of its bottom edge.
        let quilt_x = if short { M + (short_side - side) / 2.0 } else { (view.w - side) / 2.0 };
        let quilt = Rect::new(quilt_x, view.h - 4.0 - side, side, side);
        let panel_y = if short { row1 + ROW + M } else { row2 + ROW + M };
        let panel = Rect::new(M, panel_y, PANEL_W, TALL_PANEL);
        let message = Rect::new(panel.right() + M, panel_y, view.w - 2.0 * M - PANEL_W - M, quilt.y - 6.0 - panel_y);
        let banner = Rect::new(M, row1, 150.0, ROW);
        let face_switch = Rect::new(banner.right() + 6.0, row1, ROW, ROW);
        let advance = Rect::new(face_switch.right() + 6.0, row1, view.w - M - face_switch.right() - 6.0, ROW);
        let buttons = match (short, review) {
            (true, false) => {
                Rect::new(quilt.right() + HANDLE_STRIP, quilt.y, view.w - M - quilt.right() - HANDLE_STRIP, side)
            }
            _ => Rect::new(M, row2, width, ROW),
        };

        // The choice badges stand out above the top cards' corners: 4 more units above the circle.
        let ring = Ring::with_lead(Rect::new(M, M + 4.0, width, row1 - 6.0 - M - 4.0), slots, LEAD, LEAD_CELL);
        let inner = ring.inner();
        let title = Rect::new(inner.x + BOARD_PAD, inner.y, inner.w - 2.0 * BOARD_PAD, TITLE_HEIGHT);
        let bonus =
            Rect::new(title.right() - BONUS_SIDE, title.y + (TITLE_HEIGHT - BONUS_SIDE) / 2.0, BONUS_SIDE, BONUS_SIDE);
        let right = if slots > 16 { bonus.x - BUTTON_GAP } else { title.right() };
        let toolbar = Rect::new(title.x, title.y + (TITLE_HEIGHT - TOOL) / 2.0, right - title.x, TOOL);
        // Below the title the other player's panel and, under the bonus tile, "how to play"
        // (the row of tools has no room for a fifth button a finger wide); then the time board
        // at the left and their quilt at the right.
        let other_panel = Rect::new(title.x, title.bottom() + 6.0, title.w - ROW - 6.0, TALL_PANEL);
        let help = Rect::new(other_panel.right() + 6.0, other_panel.y + (TALL_PANEL - ROW) / 2.0, ROW, ROW);
        let upright = Controls { banner, message, advance, buttons, face: face_switch, help };
        // On the short phone the buttons beside the quilt turn about their own middle.
        let strip = Rect::new(M, row1, width, if short { ROW } else { buttons.bottom() - row1 });
        // Turned, the strip's controls trade places within it; the message and "how to play"
        // stay where they are.
        let mut turned_controls = Controls { message, help, ..upright.map(|r| r.turned_about(strip.center())) };
        if short {
            turned_controls.buttons = buttons;
        }
        let top = other_panel.bottom() + 6.0;
        let room_h = inner.bottom() - top;
        // Express's 30 spaces in five rows of six: its other quilt, of 7×7 squares, leaves the
        // time board room for spaces of 24 CSS pixels on a 390-pixel-wide phone.
        let share = match (final_space < 53, short) {
            (true, false) => 0.32,
            (true, true) => 0.29,
            (false, _) => 0.4,
        };
        let other_side = (inner.w * share).floor().min(room_h);
        let other_quilt = Rect::new(title.right() - other_side, top, other_side, other_side);
        let room = Rect::new(
            inner.x + BOARD_PAD,
            top + BOARD_PAD,
            other_quilt.x - 6.0 - inner.x - 2.0 * BOARD_PAD,
            room_h - 2.0 * BOARD_PAD,
        );
        let track = TimeTrack::fit(room, final_space);
        let time_board = track.frame.inset(-BOARD_PAD);

        let (panels, quilts) = (
            ByPlayer::new_with(|p| if p == mover { panel } else { other_panel }),
            ByPlayer::new_with(|p| if p == mover { quilt } else { other_quilt }),
        );
        let turned = ByPlayer::new_with(|p| face && p == Player::Two);
        let controls = ByPlayer::new_with(|p| if turned[p] { turned_controls } else { upright });
        // Beside the large quilt's squares, nothing: room for the turn handle at either side
        // (on the short phone, at the right up to the buttons).
        let squares = quilt.inset(QUILT_INSET);
        let right = if short && !review { buttons.x } else { view.w };
        let strips = [
            Some(Rect::new(0.0, squares.y, squares.x, squares.h)),
            Some(Rect::new(squares.right(), squares.y, right - squares.right(), squares.h)),
        ];
        let beside = ByPlayer::new_with(|p| if p == mover { strips } else { [None, None] });
        Layout {
            format,
            view,
            ring,
            title,
            bonus,
            toolbar,
            time_board,
            track,
            panels,
            quilts,
            turned,
            controls,
            beside,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::page::SLOTS;
    use crate::ui::layout::Size;

    /// Each phone's table with the screen it is made for, the smallest side (CSS pixels) of the
    /// large quilt's squares and of a control there: the short one gives its 360 pixels of
    /// width 440 units, so that the cards' numbers and Express's spaces keep their size.
    const PHONES: [(Format, f64, f64, f64, f64); 2] =
        [(Format::Tall, 390.0, 844.0, 32.0, 44.0), (Format::Short, 360.0, 640.0, 19.0, 40.0)];

    fn phone(format: Format, slots: usize, last: u8, face: bool, mover: Player, review: bool) -> Layout {
        Layout::table_or_review(format, slots, last, face, mover, review)
    }

    #[test]
    fn the_player_to_move_gets_squares_and_offered_cards_a_finger_wide() {
        for (format, width, height, square, finger) in PHONES {
            let view = format.view();
            let k = (width / view.w).min(height / view.h);
            for (slots, last) in SLOTS {
                let size = if slots > 16 { 9 } else { 7 };
                for mover in Player::BOTH {
                    for face in [false, true] {
                        let layout = phone(format, slots, last, face, mover, false);
                        let at = format!("{format:?} {slots} {mover:?} face {face}");
                        assert_eq!(layout.format, format);
                        assert!(layout.quilt_grid(mover, size).cell * k >= square, "{at}");
                        for slot in 0..LEAD {
                            let card = layout.ring.card_rect(slot);
                            assert!(card.w * k >= finger && card.h * k >= finger, "{at}: {card:?}");
                        }
                        assert!(layout.ring.slots.len() >= slots, "{at}: {:?}", layout.ring);
                        // The numbers on the smaller cards still fit one line.
                        assert!(layout.ring.cell >= 5.0, "{at}: {}", layout.ring.cell);
                        // Everything on the page, nothing on anything else.
                        let page = Rect::new(0.0, 0.0, layout.view.w, layout.view.h);
                        let c = layout.controls[mover];
                        let mut parts = vec![layout.time_board, layout.toolbar];
                        // Express has no bonus tile.
                        parts.extend(Some(layout.bonus).filter(|_| slots > 16));
                        for p in Player::BOTH {
                            parts.extend([layout.panels[p], layout.quilts[p]]);
                        }
                        parts.extend(c.parts());
                        for (i, a) in parts.iter().enumerate() {
                            assert!(page.contains_rect(*a), "{at}: {a:?}");
                            for b in &parts[i + 1..] {
                                assert!(!a.overlaps(*b), "{at}: {a:?} {b:?}");
                            }
                        }
                        // The four buttons, and every control of the turn, a finger wide.
                        for i in 0..4 {
                            let button = c.button(i, layout.turned[mover]);
                            assert!(c.buttons.contains_rect(button), "{at}: button {i}");
                            assert!(button.w * k >= finger && button.h * k >= finger, "{at}: button {i} {button:?}");
                        }
                        for rect in [c.banner, c.advance, c.face, c.help] {
                            assert!(rect.w * k >= finger && rect.h * k >= finger, "{at}: {rect:?}");
                        }
                        let cards: Vec<Rect> = (0..layout.ring.slots.len()).map(|s| layout.ring.card_rect(s)).collect();
                        for (i, card) in cards.iter().enumerate() {
                            assert!(layout.ring.frame.contains_rect(*card), "{at}: card {i}");
                            assert!(!card.overlaps(layout.ring.inner()), "{at}: card {i}");
                            for other in &cards[i + 1..] {
                                assert!(!card.overlaps(*other), "{at}: card {i}");
                            }
                        }
                        // "How to play" inside the circle, in one place whoever moves.
                        assert!(layout.ring.inner().contains_rect(c.help), "{at}");
                        assert_eq!(
                            c.help,
                            phone(format, slots, last, !face, mover.opponent(), false).controls[mover].help,
                            "{at}"
                        );
                        // The other player's side lies inside the circle.
                        assert!(layout.ring.inner().contains_rect(layout.quilts[mover.opponent()]), "{at}");
                        assert!(layout.track.cell * k >= 18.0, "{at}: spaces of {}", layout.track.cell);
                        // Express's spaces (drawn 0.93 of their square) of 24 CSS pixels.
                        if last < 53 {
                            assert!(layout.track.cell * 0.93 * k >= 24.0, "{at}: spaces of {}", layout.track.cell);
                        }
                        // The cards' cost and time (13.5 units, table.css) of 11 CSS pixels.
                        assert!(13.5 * k >= 11.0, "{at}: {k}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_short_phone_has_the_tall_ones_circle_and_its_buttons_beside_the_quilt() {
        assert_eq!(Format::of(360.0, 640.0), Format::Short);
        assert_eq!(Format::of(375.0, 667.0), Format::Short);
        assert_eq!(Format::of(390.0, 844.0), Format::Tall);
        assert_eq!(Format::of(412.0, 915.0), Format::Tall);
        assert_eq!(Format::Short.name(), "tall");
        let view = Format::Short.view();
        assert!((view.w / view.h - 360.0 / 640.0).abs() < 0.001);
        for (slots, last) in SLOTS {
            for review in [false, true] {
                let (tall, short) = (
                    Layout::tall(slots, last, false, Player::One, review),
                    Layout::short(slots, last, false, Player::One, review),
                );
                // The same cards, and the rows above the mover's panel as high.
                assert_eq!((tall.ring.lead, tall.ring.lead_cell), (short.ring.lead, short.ring.lead_cell));
                assert!(short.ring.cell >= tall.ring.cell);
                assert_eq!(tall.controls[Player::One].banner.h, short.controls[Player::One].banner.h);
                let quilt = short.quilts[Player::One];
                assert_eq!(quilt.bottom(), view.h - 4.0);
                if review {
                    // The review's words get at least the room they have on the tall phone.
                    let places = short.review();
                    assert!(places.panel.h >= tall.review().panel.h, "{:?}", places.panel);
                    assert!(!places.panel.overlaps(quilt));
                } else {
                    let buttons = short.controls[Player::One].buttons;
                    assert!(buttons.x > quilt.right() && buttons.y == quilt.y && buttons.bottom() == quilt.bottom());
                }
            }
        }
    }

    #[test]
    fn the_quilts_trade_places_when_the_turn_passes_and_the_circle_stays() {
        let one = Layout::tall(34, 53, false, Player::One, false);
        let two = Layout::tall(34, 53, false, Player::Two, false);
        assert_eq!(one.quilts[Player::One], two.quilts[Player::Two]);
        assert_eq!(one.quilts[Player::Two], two.quilts[Player::One]);
        assert_eq!((one.ring.clone(), one.track.clone()), (two.ring.clone(), two.track.clone()));
        assert_eq!(Ring::card_for(LEAD_CELL), Size { w: 50.5, h: 50.5 });
    }
}
