//! The page's arrangement: which format suits the screen, and where the circle, the time
//! board, each player's panel and quilt, and the turn's controls go in it.

use crate::rules::{ByPlayer, Player, RuleSet};
use crate::ui::layout::{Point, QuiltGrid, Rect, Ring, Size, TimeTrack, QUILT_INSET};

/// Which way the screen is turned; each has its own arrangement of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Wider than tall (1024×768, 1366×1024): a column for each player at the left and right
    /// of the circle.
    Landscape,
    /// Much wider than tall (1920×1080, a laptop): the landscape table, with larger quilts and
    /// a wider circle in the extra width. Named `landscape` on the page.
    Wide,
    /// Taller than wide (768×1024): a tablet lying between two players, player 2's band along
    /// the top edge, the circle in the middle, player 1's band along the bottom edge.
    Portrait,
    /// Much taller than wide (a phone, 390×844): the player to move's quilt large at the
    /// bottom, the other's small inside the circle (see [`Layout::tall`]).
    Tall,
    /// Taller than wide, but less than a 390×844 phone (360×640): the tall table with the
    /// large quilt smaller and the turn's four buttons beside it, so that the page takes the
    /// phone's whole width (see [`Layout::short`]). Named `tall` on the page.
    Short,
}

impl Format {
    /// The format that suits a viewport of `width`×`height` pixels.
    #[must_use]
    pub fn of(width: f64, height: f64) -> Format {
        if width >= 1.6 * height {
            Format::Wide
        } else if height <= width {
            Format::Landscape
        } else if width < 0.6 * height {
            if height < 2.1 * width {
                Format::Short
            } else {
                Format::Tall
            }
        } else {
            Format::Portrait
        }
    }

    /// The size of the page's `viewBox`: one user unit is one CSS pixel on a 1024×768 or
    /// 768×1024 screen, and the page scales to fit any other. The tall one has the shape of a
    /// 390×844 phone at 0.886 pixels a unit, so that 50 units still make 44 pixels.
    #[must_use]
    pub const fn view(self) -> Size {
        match self {
            Format::Landscape => Size { w: 1024.0, h: 768.0 },
            Format::Wide => Size { w: 1366.0, h: 768.0 },
            Format::Portrait => Size { w: 768.0, h: 1024.0 },
            Format::Tall => Size { w: 440.0, h: 952.0 },
            Format::Short => Size { w: 440.0, h: 782.0 },
        }
    }

    /// `data-format` of the page.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Landscape | Format::Wide => "landscape",
            Format::Portrait => "portrait",
            Format::Tall | Format::Short => "tall",
        }
    }

    /// A phone's table: the player to move has the large quilt.
    #[must_use]
    pub const fn phone(self) -> bool {
        matches!(self, Format::Tall | Format::Short)
    }
}

/// Space around the page and between its parts.
pub const MARGIN: f64 = 12.0;
/// Height of a player's panel (name, buttons, income, score).
pub const PANEL_HEIGHT: f64 = 84.0;
/// Height of the title above the time board.
pub const TITLE_HEIGHT: f64 = 52.0;

/// Padding between the time board's edge and its spaces.
pub const BOARD_PAD: f64 = 7.0;
/// Height of the toolbar's buttons.
pub const TOOL: f64 = TITLE_HEIGHT;
/// Side of the 7×7 bonus tile (classic), drawn beside the title.
pub const BONUS_SIDE: f64 = 46.0;

/// Where every part of the page goes.
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Landscape, portrait or tall.
    pub format: Format,
    /// The `viewBox` size.
    pub view: Size,
    /// The circle of patches, around the title and the time board.
    pub ring: Ring,
    /// The game's name and seed, inside the circle above the time board.
    pub title: Rect,
    /// The bonus tile's place, at the right end of the title.
    pub bonus: Rect,
    /// Undo, redo, hint and the menu: a row of buttons in the title's place, left of the bonus
    /// tile, the same for both players (not turned).
    pub toolbar: Rect,
    /// The time board, its spaces and padding.
    pub time_board: Rect,
    /// The spaces of the time board.
    pub track: TimeTrack,
    /// Each player's panel.
    pub panels: ByPlayer<Rect>,
    /// Each player's quilt board, a square.
    pub quilts: ByPlayer<Rect>,
    /// Whether a player's side (panel, quilt, and their controls on their turn) is drawn turned
    /// half a turn, each part about its own centre, to face them across the table.
    pub turned: ByPlayer<bool>,
    /// Where the controls go while each player is to move (HTML laid over the SVG in the same
    /// units): next to that player's quilt.
    pub controls: ByPlayer<Controls>,
    /// The strips of the page between its left and right edges and the squares of each
    /// player's quilt that hold nothing else: where the turn handle may lie beside the quilt
    /// (see [`crate::ui::layout::handle_box`]). Only the phone's large quilt has them.
    pub beside: ByPlayer<[Option<Rect>; 2]>,
}

/// The places of the turn's controls.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Controls {
    /// Whose turn it is.
    pub banner: Rect,
    /// The live region with the latest message.
    pub message: Rect,
    /// The advance button, or the leather prompt while a leather patch waits.
    pub advance: Rect,
    /// Rotate, mirror, place and cancel: two by two, or in a row when the place is wide.
    pub buttons: Rect,
    /// The switch that turns the opponent's side to face them.
    pub face: Rect,
    /// The button that opens "how to play": beside the switch, or on a phone beside the other
    /// player's panel, where it stays whoever is to move.
    pub help: Rect,
}

/// Gap between the buttons of a group.
pub const BUTTON_GAP: f64 = 8.0;
/// How far the glow around the quilt or panel of the player to move reaches outside it: a
/// band this wide, just outside its edge.
pub const HALO: f64 = 7.0;

impl Controls {
    /// Button `i` of rotate (0), mirror (1), place (2) and cancel (3): two by two, four in a
    /// row when [`Controls::buttons`] is more than three times as wide as high, or four in a
    /// column when it is more than half as high again as wide (beside the short phone's
    /// quilt). On a side
    /// turned to face its player the order is turned too, so that they see it as usual.
    #[must_use]
    pub fn button(&self, i: u8, turned: bool) -> Rect {
        let i = if turned { 3 - i.min(3) } else { i.min(3) };
        let b = self.buttons;
        let (cols, rows) = if b.w > 3.0 * b.h {
            (4, 1.0)
        } else if b.h > 1.5 * b.w {
            (1, 4.0)
        } else {
            (2, 2.0)
        };
        let w = (b.w - f64::from(cols - 1) * BUTTON_GAP) / f64::from(cols);
        let h = (b.h - (rows - 1.0) * BUTTON_GAP) / rows;
        // In whole numbers: a float remainder would bring the library's `fmod` into the page.
        let (col, row) = (f64::from(i % cols), f64::from(i / cols));
        Rect::new(b.x + col * (w + BUTTON_GAP), b.y + row * (h + BUTTON_GAP), w, h)
    }

    /// Where the turn's recap stands upright: over the four buttons and the message (and, on
    /// a phone, the mover's `panel`), from the buttons' top to the lowest of them.
    #[must_use]
    pub fn recap(&self, panel: Option<Rect>) -> Rect {
        let (b, m) = (self.buttons, self.message);
        let (left, right) = (b.x.min(m.x), b.right().max(m.right()));
        let bottom = b.bottom().max(m.bottom()).max(panel.map_or(0.0, Rect::bottom));
        Rect::new(left, b.y, right - left, bottom - b.y)
    }

    /// Every place.
    #[must_use]
    pub fn parts(&self) -> [Rect; 6] {
        [self.banner, self.message, self.advance, self.buttons, self.face, self.help]
    }

    pub(super) fn map(self, f: impl Fn(Rect) -> Rect) -> Controls {
        Controls {
            banner: f(self.banner),
            message: f(self.message),
            advance: f(self.advance),
            buttons: f(self.buttons),
            face: f(self.face),
            help: f(self.help),
        }
    }
}

/// Side of the smallest touch target, in CSS pixels.
pub const TOUCH: f64 = 44.0;

/// One player's side as laid out for player 1, who sits at the bottom edge (portrait) or at
/// the left (landscape).
struct Side {
    panel: Rect,
    quilt: Rect,
    controls: Controls,
}

impl Layout {
    /// Places in the circle for a whole game of `rules`: the neutral token and the most patches
    /// the circle ever holds (Express's blue patches join only once few coloured ones are left).
    /// The table is laid out for this many from the first turn to the last, so that nothing on
    /// it moves or changes size as patches leave the circle.
    #[must_use]
    pub fn slots(rules: &RuleSet) -> usize {
        let joined = rules.blue_join_at.map_or(0, |left| usize::from(left) + rules.blue_patches.len());
        rules.circle_patches.len().max(joined) + 1
    }

    /// The arrangement for `format` with `slots` places in the circle (the patches and the
    /// neutral token) and a time board of spaces `0..=final_space`, both sides upright.
    #[must_use]
    pub fn new(format: Format, slots: usize, final_space: u8) -> Layout {
        Layout::facing(format, slots, final_space, false)
    }

    /// The table for `mover` to play: on a phone (see [`Layout::tall`]) the player to move
    /// has the large quilt; elsewhere [`Layout::facing`], the same whoever is to move.
    #[must_use]
    pub fn table(format: Format, slots: usize, final_space: u8, face: bool, mover: Player) -> Layout {
        Layout::table_or_review(format, slots, final_space, face, mover, false)
    }

    /// The same, under `review`: on a phone the large quilt is smaller and the review's
    /// panel reaches down to it (see [`Layout::review`]).
    #[must_use]
    pub fn table_or_review(
        format: Format,
        slots: usize,
        final_space: u8,
        face: bool,
        mover: Player,
        review: bool,
    ) -> Layout {
        match format {
            Format::Tall => Layout::tall(slots, final_space, face, mover, review),
            Format::Short => Layout::short(slots, final_space, face, mover, review),
            _ => Layout::facing(format, slots, final_space, face),
        }
    }

    /// The same, with player 2's side turned half a turn to face them when `face` is set.
    ///
    /// Player 1's side is laid out first; player 2's is a copy moved to the other edge or,
    /// facing, turned half a turn about the middle of the page (in the tall format the
    /// controls' strip stays put and turns about its own middle).
    #[must_use]
    pub fn facing(format: Format, slots: usize, final_space: u8, face: bool) -> Layout {
        if format.phone() {
            return Layout::table_or_review(format, slots, final_space, face, Player::One, false);
        }
        let view = format.view();
        let page = Point::new(view.w / 2.0, view.h / 2.0);
        let (circle, side, offset) = match format {
            Format::Landscape | Format::Wide => Layout::landscape(view),
            Format::Portrait | Format::Tall | Format::Short => Layout::portrait(view),
        };
        let other = |r: Rect| if face { r.turned_about(page) } else { r.moved(offset.x, offset.y) };
        let panels = ByPlayer::new_with(|p| match p {
            Player::One => side.panel,
            Player::Two => other(side.panel),
        });
        let quilts = ByPlayer::new_with(|p| match p {
            Player::One => side.quilt,
            Player::Two => other(side.quilt),
        });
        let (one, two) = (side.controls, side.controls.map(other));
        let controls = ByPlayer::new_with(|p| match p {
            Player::One => one,
            Player::Two => two,
        });
        let turned = ByPlayer::new_with(|p| face && p == Player::Two);
        Layout::around(format, view, circle, slots, final_space, panels, quilts, turned, controls)
    }

    /// Landscape: a column for each player (panel, quilt, then the controls nearest the
    /// player's edge), the circle between them.
    fn landscape(view: Size) -> (Rect, Side, Point) {
        // Wider screens give the columns the height's worth: the controls and a message of
        // three lines still fit under the quilt.
        let column = (280.0 + (view.w - 1024.0) / 2.0).min(view.h - 412.0);
        let side = column - 2.0 * MARGIN;
        let panel = Rect::new(MARGIN, MARGIN, side, PANEL_HEIGHT);
        let quilt = Rect::new(MARGIN, panel.bottom() + MARGIN, side, side);
        let top = quilt.bottom() + MARGIN;
        let banner = Rect::new(MARGIN, top, side - 2.0 * (52.0 + BUTTON_GAP), 52.0);
        let help = Rect::new(banner.right() + BUTTON_GAP, top, 52.0, 52.0);
        let face = Rect::new(help.right() + BUTTON_GAP, top, 52.0, 52.0);
        let advance = Rect::new(MARGIN, banner.bottom() + BUTTON_GAP, side, 64.0);
        let buttons = Rect::new(MARGIN, advance.bottom() + BUTTON_GAP, side, 2.0 * 48.0 + BUTTON_GAP);
        let message_y = buttons.bottom() + BUTTON_GAP;
        let message = Rect::new(MARGIN, message_y, side, view.h - MARGIN - message_y);
        let controls = Controls { banner, message, advance, buttons, face, help };
        let circle = Rect::new(column, MARGIN, view.w - 2.0 * column, view.h - 2.0 * MARGIN);
        (circle, Side { panel, quilt, controls }, Point::new(view.w - column, 0.0))
    }

    /// Portrait: bands along the bottom (player 1) and top edges, each a quilt beside the
    /// panel, and under the panel two columns of controls; the circle in the middle.
    fn portrait(view: Size) -> (Rect, Side, Point) {
        let band = 264.0;
        let y = view.h - MARGIN - band;
        let quilt = Rect::new(MARGIN, y, band, band);
        let x = quilt.right() + MARGIN;
        let w = view.w - MARGIN - x;
        let panel = Rect::new(x, y, w, PANEL_HEIGHT);
        let half = (w - BUTTON_GAP) / 2.0;
        let top = panel.bottom() + BUTTON_GAP;
        let bottom = view.h - MARGIN;
        let banner = Rect::new(x, top, half - 2.0 * (52.0 + BUTTON_GAP), 52.0);
        let help = Rect::new(banner.right() + BUTTON_GAP, top, 52.0, 52.0);
        let face = Rect::new(help.right() + BUTTON_GAP, top, 52.0, 52.0);
        let message = Rect::new(x, banner.bottom() + BUTTON_GAP, half, bottom - banner.bottom() - BUTTON_GAP);
        let right = x + half + BUTTON_GAP;
        let advance = Rect::new(right, top, half, 64.0);
        let buttons = Rect::new(right, advance.bottom() + BUTTON_GAP, half, bottom - advance.bottom() - BUTTON_GAP);
        let controls = Controls { banner, message, advance, buttons, face, help };
        let circle_y = MARGIN + band + MARGIN;
        let circle = Rect::new(MARGIN, circle_y, view.w - 2.0 * MARGIN, view.h - 2.0 * circle_y);
        (circle, Side { panel, quilt, controls }, Point::new(0.0, -(y - MARGIN)))
    }

    /// The circle, title and time board in `circle`, around the players' sides.
    #[allow(clippy::too_many_arguments)]
    fn around(
        format: Format,
        view: Size,
        circle: Rect,
        slots: usize,
        final_space: u8,
        panels: ByPlayer<Rect>,
        quilts: ByPlayer<Rect>,
        turned: ByPlayer<bool>,
        controls: ByPlayer<Controls>,
    ) -> Layout {
        // Facing, each card's numbers are on both its edges, one line turned to each side.
        let ring = Ring::new(circle, slots, turned[Player::Two]);
        let inner = ring.inner();
        let room = Rect::new(
            inner.x + BOARD_PAD,
            inner.y + TITLE_HEIGHT + BOARD_PAD,
            inner.w - 2.0 * BOARD_PAD,
            inner.h - TITLE_HEIGHT - 2.0 * BOARD_PAD,
        );
        let track = TimeTrack::fit(room, final_space);
        // Title and board as one block, centred in the inside of the circle.
        let block = TITLE_HEIGHT + track.frame.h + 2.0 * BOARD_PAD;
        let top = inner.y + (inner.h - block) / 2.0;
        let x = track.frame.x;
        let track = track.moved_to(x, top + TITLE_HEIGHT + BOARD_PAD);
        let time_board = track.frame.inset(-BOARD_PAD);
        let title = Rect::new(time_board.x, top, time_board.w, TITLE_HEIGHT);
        let bonus = Rect::new(
            title.right() - BONUS_SIDE,
            title.y + (TITLE_HEIGHT - BONUS_SIDE) / 2.0 - 3.0,
            BONUS_SIDE,
            BONUS_SIDE,
        );
        // From the inside's left edge (the title may be narrower) to the bonus tile; Patchwork
        // Express (a circle of 15 patches and the token) has none, so the row may go on.
        let left = inner.x + BOARD_PAD;
        let right = if slots > 16 { bonus.x - 8.0 } else { inner.right() - BOARD_PAD };
        let toolbar = Rect::new(left, title.y + (TITLE_HEIGHT - TOOL) / 2.0, right - left, TOOL);
        let beside = ByPlayer::new_with(|_| [None, None]);
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

    /// The controls of the turn of `to_move` (player 1's when the game is over), and whether
    /// they are turned to face that player.
    #[must_use]
    pub fn controls_of(&self, to_move: Option<Player>) -> (Controls, bool) {
        let player = to_move.unwrap_or(Player::One);
        (self.controls[player], self.turned[player])
    }

    /// The grid of squares on `player`'s quilt of `size` squares per side (turned with it).
    #[must_use]
    pub fn quilt_grid(&self, player: Player, size: u8) -> QuiltGrid {
        QuiltGrid::fit(self.quilts[player].inset(QUILT_INSET), size).turned(self.turned[player])
    }
}

/// Circle slots: 33 patches + the neutral token (classic), 15 + 1 (Express).
#[cfg(test)]
pub(super) const SLOTS: [(usize, u8); 2] = [(34, 53), (16, 29)];
/// Every format.
#[cfg(test)]
pub(super) const FORMATS: [Format; 3] = [Format::Landscape, Format::Wide, Format::Portrait];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::layout::rect::EPS;

    fn view_rect(layout: &Layout) -> Rect {
        Rect::new(0.0, 0.0, layout.view.w, layout.view.h)
    }

    #[test]
    fn the_table_is_laid_out_once_for_the_fullest_circle() {
        use crate::rules::Variant;
        let rules = |variant: Variant| variant.rules();
        assert_eq!(Layout::slots(rules(Variant::ClassicRevised)), SLOTS[0].0);
        assert_eq!(Layout::slots(rules(Variant::ClassicOriginal)), SLOTS[0].0);
        assert_eq!(Layout::slots(rules(Variant::Express)), SLOTS[1].0);
    }

    #[test]
    fn format_follows_the_viewport() {
        assert_eq!(Format::of(1024.0, 768.0), Format::Landscape);
        assert_eq!(Format::of(768.0, 1024.0), Format::Portrait);
        assert_eq!(Format::of(800.0, 800.0), Format::Landscape);
        assert_eq!(Format::Portrait.view(), Size { w: 768.0, h: 1024.0 });
        assert_eq!(Format::of(1366.0, 1024.0), Format::Landscape);
        assert_eq!(Format::of(390.0, 844.0), Format::Tall);
        assert_eq!(Format::of(600.0, 1000.0), Format::Portrait);
        assert_eq!(Format::of(1920.0, 1080.0), Format::Wide);
        assert_eq!(Format::Wide.name(), "landscape");
        // The tall view has the phone's shape.
        let tall = Format::Tall.view();
        assert!((tall.w / tall.h - 390.0 / 844.0).abs() < 0.001);
    }

    /// CSS pixels per user unit on a screen of `width`×`height` showing `format`.
    fn scale(format: Format, width: f64, height: f64) -> f64 {
        let view = format.view();
        (width / view.w).min(height / view.h)
    }

    /// The screens each format must fit, with the side of the smallest square (CSS pixels)
    /// each quilt must keep there.
    fn screens(format: Format) -> &'static [(f64, f64, f64)] {
        match format {
            Format::Landscape => &[(1024.0, 768.0, 24.0), (1366.0, 1024.0, 24.0)],
            Format::Wide => &[(1920.0, 1080.0, 44.0)],
            Format::Portrait => &[(768.0, 1024.0, 24.0)],
            Format::Tall => &[(390.0, 844.0, 32.0)],
            Format::Short => &[(360.0, 640.0, 19.0)],
        }
    }

    #[test]
    fn page_parts_stay_on_the_page_and_apart() {
        for format in FORMATS {
            for (slots, last) in SLOTS {
                for face in [false, true] {
                    let layout = Layout::facing(format, slots, last, face);
                    let at = format!("{format:?} {slots} face {face}");
                    let page = view_rect(&layout);
                    let inner = layout.ring.inner();
                    assert!(inner.contains_rect(layout.title), "{at}");
                    assert!(inner.contains_rect(layout.time_board), "{at}");
                    assert!(layout.title.contains_rect(layout.bonus), "{at}");
                    assert!(!layout.title.overlaps(layout.time_board), "{at}");
                    assert!(inner.contains_rect(layout.toolbar), "{at}");
                    assert!(!layout.toolbar.overlaps(layout.time_board), "{at}");
                    assert!(slots <= 16 || !layout.toolbar.overlaps(layout.bonus), "{at}");
                    assert!(layout.time_board.contains_rect(layout.track.frame), "{at}");
                    // Spaces large enough for a number, an icon and two tokens.
                    assert!(layout.track.cell >= 44.0, "{at}: {}", layout.track.cell);
                    assert!(!layout.turned[Player::One]);
                    assert_eq!(layout.turned[Player::Two], face);
                    for to_move in Player::BOTH {
                        // Shown together: the circle, both sides, the controls of one turn.
                        let c = layout.controls[to_move];
                        let mut parts = vec![layout.ring.frame];
                        for p in Player::BOTH {
                            let (panel, quilt) = (layout.panels[p], layout.quilts[p]);
                            assert_eq!(quilt.w, quilt.h);
                            parts.extend([panel, quilt]);
                        }
                        parts.extend(c.parts());
                        for (i, a) in parts.iter().enumerate() {
                            assert!(page.contains_rect(*a), "{at}: part {i} {a:?}");
                            for b in &parts[i + 1..] {
                                assert!(!a.overlaps(*b), "{at}: {a:?} {b:?}");
                            }
                        }
                        for i in 0..4 {
                            let button = c.button(i, layout.turned[to_move]);
                            assert!(c.buttons.contains_rect(button), "{at}: button {i}");
                            for j in i + 1..4 {
                                assert!(!button.overlaps(c.button(j, layout.turned[to_move])), "{at}: {i} {j}");
                            }
                        }
                        assert!(c.message.h >= 60.0, "{at}: message {:?}", c.message);
                        // Every control a finger wide and high on each screen of the format.
                        for &(width, height, square) in screens(format) {
                            let k = scale(format, width, height);
                            // The toolbar holds four buttons in a row.
                            let tool = Rect::new(0.0, 0.0, (layout.toolbar.w - 3.0 * 6.0) / 4.0, layout.toolbar.h);
                            let targets =
                                [c.banner, c.advance, c.face, c.help, c.button(0, false), c.button(3, true), tool];
                            for rect in targets {
                                assert!(rect.w * k >= TOUCH && rect.h * k >= TOUCH, "{at} {width}×{height}: {rect:?}");
                            }
                            for p in Player::BOTH {
                                let cell = layout.quilt_grid(p, if slots == 34 { 9 } else { 7 }).cell * k;
                                assert!(cell >= square, "{at} {width}×{height}: squares of {cell} px");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn portrait_stacks_the_quilts_and_keeps_the_controls_by_the_player_to_move() {
        for format in [Format::Portrait] {
            for face in [false, true] {
                let layout = Layout::facing(format, 34, 53, face);
                let (one, two) = (layout.quilts[Player::One], layout.quilts[Player::Two]);
                assert!(two.bottom() < layout.ring.frame.y && layout.ring.frame.bottom() < one.y, "{format:?}");
                // The message of the turn sits in the band of the player to move.
                let message = |p: Player| layout.controls[p].message.center().y;
                assert!(message(Player::One) > layout.ring.frame.bottom(), "{format:?}");
                assert!(message(Player::Two) < layout.ring.frame.y, "{format:?}");
            }
        }
        // Landscape: the columns sit left and right; each player's controls in their column.
        let layout = Layout::facing(Format::Landscape, 34, 53, true);
        for p in Player::BOTH {
            let column = layout.quilts[p];
            for part in layout.controls[p].parts() {
                assert!(part.x >= column.x - EPS && part.right() <= column.right() + EPS, "{p:?}: {part:?}");
            }
        }
        assert!(layout.quilts[Player::One].right() < layout.ring.frame.x);
        assert!(layout.quilts[Player::Two].x > layout.ring.frame.right());
    }

    #[test]
    fn facing_turns_player_twos_side_about_the_middle_of_the_page() {
        for format in [Format::Landscape, Format::Portrait] {
            let upright = Layout::facing(format, 34, 53, false);
            let facing = Layout::facing(format, 34, 53, true);
            let middle = Point::new(facing.view.w / 2.0, facing.view.h / 2.0);
            assert_eq!(facing.quilts[Player::Two], facing.quilts[Player::One].turned_about(middle));
            assert_eq!(facing.panels[Player::Two], facing.panels[Player::One].turned_about(middle));
            let (two, turned) = facing.controls_of(Some(Player::Two));
            assert!(turned);
            assert_eq!(two.advance, facing.controls[Player::One].advance.turned_about(middle));
            // Player 1's side and the circle's frame do not move (its cards have a line more).
            assert_eq!(facing.quilts[Player::One], upright.quilts[Player::One]);
            assert_eq!(facing.ring.frame, upright.ring.frame);
            assert_eq!(upright.controls_of(None), (upright.controls[Player::One], false));
            // The turned player's buttons come in the same order as they see it.
            let (b, t) = (two.button(0, true), facing.controls[Player::One].button(0, false));
            assert_eq!(b, t.turned_about(middle));
        }
    }
}
