//! Pure layout math for the page: where the circle of patches, the time board and the quilts
//! go, and how quilt cells map to SVG coordinates. No browser calls, so it is unit-tested
//! natively.
//!
//! Coordinates are SVG user units of the page's `viewBox`, x to the right and y **down**, like
//! quilt rows (row 0 at the top, column 0 at the left). A grid cell `(row, col)` of side `k`
//! whose top-left corner lies at `origin` covers `origin + (col·k, row·k)` to
//! `origin + ((col+1)·k, (row+1)·k)`.

pub mod drag;
pub mod theme;

use crate::rules::{ByPlayer, Player};

/// A point in SVG user units.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Rightwards.
    pub x: f64,
    /// Downwards.
    pub y: f64,
}

impl Point {
    /// The point `(x, y)`.
    #[must_use]
    pub const fn new(x: f64, y: f64) -> Point {
        Point { x, y }
    }

    /// The point moved by `(dx, dy)`.
    #[must_use]
    pub fn offset(self, dx: f64, dy: f64) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }
}

/// A width and a height.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Size {
    /// Horizontal extent.
    pub w: f64,
    /// Vertical extent.
    pub h: f64,
}

/// An axis-aligned rectangle: top-left corner `(x, y)`, width `w`, height `h`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The rectangle with top-left corner `(x, y)` and size `w`×`h`.
    #[must_use]
    pub const fn new(x: f64, y: f64, w: f64, h: f64) -> Rect {
        Rect { x, y, w, h }
    }

    /// The rectangle of `size` centred on `center`.
    #[must_use]
    pub fn centered(center: Point, size: Size) -> Rect {
        Rect::new(center.x - size.w / 2.0, center.y - size.h / 2.0, size.w, size.h)
    }

    /// Right edge.
    #[must_use]
    pub fn right(self) -> f64 {
        self.x + self.w
    }

    /// Bottom edge.
    #[must_use]
    pub fn bottom(self) -> f64 {
        self.y + self.h
    }

    /// The centre.
    #[must_use]
    pub fn center(self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle shrunk by `d` on every side.
    #[must_use]
    pub fn inset(self, d: f64) -> Rect {
        Rect::new(self.x + d, self.y + d, self.w - 2.0 * d, self.h - 2.0 * d)
    }

    /// Whether `p` lies inside (edges included).
    #[must_use]
    pub fn contains(self, p: Point) -> bool {
        (self.x..=self.right()).contains(&p.x) && (self.y..=self.bottom()).contains(&p.y)
    }

    /// Whether `other` lies wholly inside, allowing for rounding by `EPS`.
    #[must_use]
    pub fn contains_rect(self, other: Rect) -> bool {
        other.x >= self.x - EPS
            && other.y >= self.y - EPS
            && other.right() <= self.right() + EPS
            && other.bottom() <= self.bottom() + EPS
    }

    /// Whether the two rectangles overlap in more than an edge.
    #[must_use]
    pub fn overlaps(self, other: Rect) -> bool {
        self.x < other.right() - EPS
            && other.x < self.right() - EPS
            && self.y < other.bottom() - EPS
            && other.y < self.bottom() - EPS
    }

    /// The rectangle turned half a turn about `centre` (its image under a 180° rotation).
    #[must_use]
    pub fn turned_about(self, centre: Point) -> Rect {
        Rect::new(2.0 * centre.x - self.right(), 2.0 * centre.y - self.bottom(), self.w, self.h)
    }

    /// The rectangle moved by `(dx, dy)`.
    #[must_use]
    pub fn moved(self, dx: f64, dy: f64) -> Rect {
        Rect::new(self.x + dx, self.y + dy, self.w, self.h)
    }

    /// The largest square inside, centred.
    #[must_use]
    pub fn square_inside(self) -> Rect {
        let side = self.w.min(self.h);
        Rect::centered(self.center(), Size { w: side, h: side })
    }
}

/// Slack for comparisons of computed coordinates.
const EPS: f64 = 1e-6;

/// Which way the screen is turned; each has its own arrangement of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Wider than tall (1024×768, 1366×1024): a column for each player at the left and right
    /// of the circle.
    Landscape,
    /// Taller than wide (768×1024): a tablet lying between two players, player 2's band along
    /// the top edge, the circle in the middle, player 1's band along the bottom edge.
    Portrait,
    /// Much taller than wide (a phone, 390×844): the same bands, smaller quilts, and the
    /// turn's controls in a strip above player 1's band.
    Tall,
}

impl Format {
    /// The format that suits a viewport of `width`×`height` pixels.
    #[must_use]
    pub fn of(width: f64, height: f64) -> Format {
        if height <= width {
            Format::Landscape
        } else if width < 0.6 * height {
            Format::Tall
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
            Format::Portrait => Size { w: 768.0, h: 1024.0 },
            Format::Tall => Size { w: 440.0, h: 952.0 },
        }
    }

    /// `data-format` of the page.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Landscape => "landscape",
            Format::Portrait => "portrait",
            Format::Tall => "tall",
        }
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
    /// Where event toasts appear (they may lie over other parts: they never block).
    pub toasts: Rect,
}

/// Gap between the buttons of a group.
pub const BUTTON_GAP: f64 = 8.0;

impl Controls {
    /// Button `i` of rotate (0), mirror (1), place (2) and cancel (3): two by two, or four in
    /// a row when [`Controls::buttons`] is more than three times as wide as high. On a side
    /// turned to face its player the order is turned too, so that they see it as usual.
    #[must_use]
    pub fn button(&self, i: u8, turned: bool) -> Rect {
        let i = if turned { 3 - i.min(3) } else { i.min(3) };
        let b = self.buttons;
        let (cols, rows) = if b.w > 3.0 * b.h { (4.0, 1.0) } else { (2.0, 2.0) };
        let w = (b.w - (cols - 1.0) * BUTTON_GAP) / cols;
        let h = (b.h - (rows - 1.0) * BUTTON_GAP) / rows;
        let (col, row) = (f64::from(i) % cols, (f64::from(i) / cols).floor());
        Rect::new(b.x + col * (w + BUTTON_GAP), b.y + row * (h + BUTTON_GAP), w, h)
    }

    /// Every place but the toasts', which may lie over other parts.
    #[must_use]
    pub fn parts(&self) -> [Rect; 5] {
        [self.banner, self.message, self.advance, self.buttons, self.face]
    }

    fn map(self, f: impl Fn(Rect) -> Rect) -> Controls {
        Controls {
            banner: f(self.banner),
            message: f(self.message),
            advance: f(self.advance),
            buttons: f(self.buttons),
            face: f(self.face),
            toasts: f(self.toasts),
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
    /// The arrangement for `format` with `slots` places in the circle (the patches and the
    /// neutral token) and a time board of spaces `0..=final_space`, both sides upright.
    #[must_use]
    pub fn new(format: Format, slots: usize, final_space: u8) -> Layout {
        Layout::facing(format, slots, final_space, false)
    }

    /// The same, with player 2's side turned half a turn to face them when `face` is set.
    ///
    /// Player 1's side is laid out first; player 2's is a copy moved to the other edge or,
    /// facing, turned half a turn about the middle of the page (in the tall format the
    /// controls' strip stays put and turns about its own middle).
    #[must_use]
    pub fn facing(format: Format, slots: usize, final_space: u8, face: bool) -> Layout {
        let view = format.view();
        let page = Point::new(view.w / 2.0, view.h / 2.0);
        let (circle, side, offset) = match format {
            Format::Landscape => Layout::landscape(view),
            Format::Portrait => Layout::portrait(view),
            Format::Tall => Layout::tall(view),
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
        let mut two = match format {
            Format::Tall => {
                // The strip of controls: the same place, turned about its own middle.
                let strip = side.controls.banner;
                let strip =
                    Rect::new(strip.x, strip.y, view.w - 2.0 * strip.x, side.controls.buttons.bottom() - strip.y);
                let mut two = side.controls.map(|r| if face { r.turned_about(strip.center()) } else { r });
                two.message = other(side.controls.message);
                two
            }
            _ => side.controls.map(other),
        };
        let mut one = side.controls;
        // Toasts: in the tall and landscape formats, in the other player's message place
        // (free while it is not their turn); in portrait over the title (below).
        if format != Format::Portrait {
            (one.toasts, two.toasts) = (two.message, one.message);
        }
        let controls = ByPlayer::new_with(|p| match p {
            Player::One => one,
            Player::Two => two,
        });
        let turned = ByPlayer::new_with(|p| face && p == Player::Two);
        let mut layout = Layout::around(format, view, circle, slots, final_space, panels, quilts, turned, controls);
        if format == Format::Portrait {
            let t = layout.title;
            let toasts = Rect::new(t.x, t.y, t.w - BONUS_SIDE - 8.0, TITLE_HEIGHT);
            for p in Player::BOTH {
                layout.controls[p].toasts = toasts;
            }
        }
        layout
    }

    /// Landscape: a column for each player (panel, quilt, then the controls nearest the
    /// player's edge), the circle between them.
    fn landscape(view: Size) -> (Rect, Side, Point) {
        let column = 280.0;
        let side = column - 2.0 * MARGIN;
        let panel = Rect::new(MARGIN, MARGIN, side, PANEL_HEIGHT);
        let quilt = Rect::new(MARGIN, panel.bottom() + MARGIN, side, side);
        let top = quilt.bottom() + MARGIN;
        let banner = Rect::new(MARGIN, top, side - 52.0 - BUTTON_GAP, 52.0);
        let face = Rect::new(banner.right() + BUTTON_GAP, top, 52.0, 52.0);
        let advance = Rect::new(MARGIN, banner.bottom() + BUTTON_GAP, side, 64.0);
        let buttons = Rect::new(MARGIN, advance.bottom() + BUTTON_GAP, side, 2.0 * 48.0 + BUTTON_GAP);
        let message_y = buttons.bottom() + BUTTON_GAP;
        let message = Rect::new(MARGIN, message_y, side, view.h - MARGIN - message_y);
        let controls = Controls { banner, message, advance, buttons, face, toasts: message };
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
        let banner = Rect::new(x, top, half - 52.0 - BUTTON_GAP, 52.0);
        let face = Rect::new(banner.right() + BUTTON_GAP, top, 52.0, 52.0);
        let message = Rect::new(x, banner.bottom() + BUTTON_GAP, half, bottom - banner.bottom() - BUTTON_GAP);
        let right = x + half + BUTTON_GAP;
        let advance = Rect::new(right, top, half, 64.0);
        let buttons = Rect::new(right, advance.bottom() + BUTTON_GAP, half, bottom - advance.bottom() - BUTTON_GAP);
        let controls = Controls { banner, message, advance, buttons, face, toasts: message };
        let circle_y = MARGIN + band + MARGIN;
        let circle = Rect::new(MARGIN, circle_y, view.w - 2.0 * MARGIN, view.h - 2.0 * circle_y);
        (circle, Side { panel, quilt, controls }, Point::new(0.0, -(y - MARGIN)))
    }

    /// Tall: the portrait bands with smaller quilts and the message under the panel; the
    /// other controls in a strip of two rows between the circle and player 1's band.
    fn tall(view: Size) -> (Rect, Side, Point) {
        const M: f64 = 8.0;
        const ROW: f64 = 50.0;
        let band = 180.0;
        let y = view.h - M - band;
        let quilt = Rect::new(M, y, band, band);
        let x = quilt.right() + M;
        let w = view.w - M - x;
        let panel = Rect::new(x, y, w, PANEL_HEIGHT);
        let message_y = panel.bottom() + M;
        let message = Rect::new(x, message_y, w, view.h - M - message_y);
        let row2 = y - M - ROW;
        let row1 = row2 - 6.0 - ROW;
        let banner = Rect::new(M, row1, 150.0, ROW);
        let face = Rect::new(banner.right() + 6.0, row1, ROW, ROW);
        let advance = Rect::new(face.right() + 6.0, row1, view.w - M - face.right() - 6.0, ROW);
        let buttons = Rect::new(M, row2, view.w - 2.0 * M, ROW);
        let controls = Controls { banner, message, advance, buttons, face, toasts: message };
        let circle_y = M + band + M;
        let circle = Rect::new(M, circle_y, view.w - 2.0 * M, row1 - M - circle_y);
        (circle, Side { panel, quilt, controls }, Point::new(0.0, -(y - M)))
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
        let ring = Ring::new(circle, slots);
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
        Layout { format, view, ring, title, bonus, toolbar, time_board, track, panels, quilts, turned, controls }
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

/// Room between a quilt board's edge and its squares.
pub const QUILT_INSET: f64 = 7.0;

/// Columns and rows of the box that every patch of either game fits in, as printed: the
/// canonical orientations are at most 5 squares wide and 3 high.
pub const CARD_COLS: u8 = 5;
/// See [`CARD_COLS`].
pub const CARD_ROWS: u8 = 3;
/// Height of the line under a patch that shows its button cost and time cost.
pub const CARD_LABEL: f64 = 17.0;
/// Padding inside a card.
pub const CARD_PAD: f64 = 4.0;
/// Smallest gap between two cards of the circle.
pub const CARD_GAP: f64 = 4.0;
/// Largest and smallest side of a patch square in the circle.
const RING_CELL_MAX: f64 = 16.0;
const RING_CELL_MIN: f64 = 6.0;

/// The circle of patches laid out as cards on the edge of a rectangle, clockwise from its
/// top-left corner. Slot 0 (the top-left corner) holds the neutral token and slot `i + 1`
/// the patch `circle()[i]`, so the next patches to buy run along the top edge.
#[derive(Debug, Clone, PartialEq)]
pub struct Ring {
    /// The rectangle the cards stay in.
    pub frame: Rect,
    /// Side of one patch square on a card.
    pub cell: f64,
    /// Size of every card.
    pub card: Size,
    /// Card centres, clockwise from the top-left corner.
    pub slots: Vec<Point>,
}

impl Ring {
    /// Places `slots` cards as large as they can be (up to a square side of 16) on the edge of
    /// `frame`.
    #[must_use]
    pub fn new(frame: Rect, slots: usize) -> Ring {
        let slots = slots.max(4);
        let mut cell = RING_CELL_MAX;
        let (per_row, per_column) = loop {
            let card = Ring::card_for(cell);
            // Distances between the centres of the corner cards.
            let (span_x, span_y) = (frame.w - card.w, frame.h - card.h);
            let max_row = (span_x / (card.w + CARD_GAP)).floor().max(1.0) as usize;
            let max_column = (span_y / (card.h + CARD_GAP)).floor().max(1.0) as usize;
            if 2 * (max_row + max_column) >= slots || cell <= RING_CELL_MIN {
                break Ring::balance(slots, (max_row, max_column), (span_x, span_y), card);
            }
            cell -= 0.5;
        };
        let card = Ring::card_for(cell);
        let (left, top) = (frame.x + card.w / 2.0, frame.y + card.h / 2.0);
        let (right, bottom) = (frame.right() - card.w / 2.0, frame.bottom() - card.h / 2.0);
        let (step_x, step_y) = ((right - left) / per_row as f64, (bottom - top) / per_column as f64);
        let mut points = Vec::with_capacity(2 * (per_row + per_column));
        points.extend((0..per_row).map(|i| Point::new(left + i as f64 * step_x, top)));
        points.extend((0..per_column).map(|i| Point::new(right, top + i as f64 * step_y)));
        points.extend((0..per_row).map(|i| Point::new(right - i as f64 * step_x, bottom)));
        points.extend((0..per_column).map(|i| Point::new(left, bottom - i as f64 * step_y)));
        Ring { frame, cell, card, slots: points }
    }

    /// The size of a card whose patch squares have side `cell`.
    #[must_use]
    pub fn card_for(cell: f64) -> Size {
        Size {
            w: f64::from(CARD_COLS) * cell + 2.0 * CARD_PAD,
            h: f64::from(CARD_ROWS) * cell + CARD_LABEL + 2.0 * CARD_PAD,
        }
    }

    /// Cards per edge, row (top and bottom) and column (left and right, corners excluded):
    /// at most `max`, at least `slots` in all, taking away from the more crowded edges first.
    fn balance(slots: usize, max: (usize, usize), span: (f64, f64), card: Size) -> (usize, usize) {
        let (mut row, mut column) = max;
        while 2 * (row + column) >= slots + 2 {
            let room_row = span.0 / row as f64 / card.w;
            let room_column = span.1 / column as f64 / card.h;
            if (room_row <= room_column && row > 1) || column == 1 {
                row -= 1;
            } else {
                column -= 1;
            }
        }
        (row, column)
    }

    /// The rectangle of the card in `slot`.
    #[must_use]
    pub fn card_rect(&self, slot: usize) -> Rect {
        Rect::centered(self.slots[slot], self.card)
    }

    /// The free rectangle inside the ring of cards.
    #[must_use]
    pub fn inner(&self) -> Rect {
        let dx = self.card.w + 2.0 * CARD_GAP;
        let dy = self.card.h + 2.0 * CARD_GAP;
        Rect::new(self.frame.x + dx, self.frame.y + dy, self.frame.w - 2.0 * dx, self.frame.h - 2.0 * dy)
    }

    /// Where a patch of `height`×`width` squares goes on a card whose top-left corner is at
    /// (0, 0): the top-left corner of its first square, centred in the patch area.
    #[must_use]
    pub fn patch_origin(&self, height: u8, width: u8) -> Point {
        let free_cols = f64::from(CARD_COLS.saturating_sub(width));
        let free_rows = f64::from(CARD_ROWS.saturating_sub(height));
        Point::new(CARD_PAD + free_cols * self.cell / 2.0, CARD_PAD + free_rows * self.cell / 2.0)
    }
}

/// The squares `(row, col)` of a `rows`×`cols` grid in the order of a rectangular spiral
/// that starts at the top-left corner, runs clockwise along the edge and winds inwards; the
/// first `count` of them (at most `rows·cols`).
#[must_use]
pub fn spiral(rows: u8, cols: u8, count: usize) -> Vec<(u8, u8)> {
    let mut out = Vec::with_capacity(count);
    let (mut top, mut left) = (0i32, 0i32);
    let (mut bottom, mut right) = (i32::from(rows) - 1, i32::from(cols) - 1);
    while out.len() < count && top <= bottom && left <= right {
        let mut ring: Vec<(i32, i32)> = Vec::new();
        ring.extend((left..=right).map(|c| (top, c)));
        ring.extend((top + 1..=bottom).map(|r| (r, right)));
        if top < bottom {
            ring.extend((left..right).rev().map(|c| (bottom, c)));
        }
        if left < right {
            ring.extend((top + 1..bottom).rev().map(|r| (r, left)));
        }
        out.extend(ring.into_iter().take(count - out.len()).map(|(r, c)| (r as u8, c as u8)));
        (top, left, bottom, right) = (top + 1, left + 1, bottom - 1, right - 1);
    }
    out
}

/// The time board drawn as a rectangular spiral of spaces: space 0 at the top-left corner,
/// the final space towards the middle.
#[derive(Debug, Clone, PartialEq)]
pub struct TimeTrack {
    /// The rectangle the grid of spaces fills.
    pub frame: Rect,
    /// Rows of the grid.
    pub rows: u8,
    /// Columns of the grid.
    pub cols: u8,
    /// Side of one space's grid square.
    pub cell: f64,
    /// The grid square `(row, col)` of each space, by space number.
    pub squares: Vec<(u8, u8)>,
}

impl TimeTrack {
    /// The board of spaces `0..=final_space` with the largest squares that fit in `room`,
    /// centred there. Among grids with equal squares the one with fewest unused squares wins
    /// (54 spaces in a tall room: 6 columns × 9 rows, none unused).
    #[must_use]
    pub fn fit(room: Rect, final_space: u8) -> TimeTrack {
        let count = usize::from(final_space) + 1;
        let mut best: Option<(f64, usize, u8, u8)> = None;
        for cols in 1..=count.min(usize::from(u8::MAX)) {
            let rows = count.div_ceil(cols);
            if rows > usize::from(u8::MAX) {
                continue;
            }
            let cell = (room.w / cols as f64).min(room.h / rows as f64);
            let waste = rows * cols - count;
            let better = match best {
                None => true,
                Some((c, w, ..)) => cell > c + EPS || ((cell - c).abs() <= EPS && waste < w),
            };
            if better {
                best = Some((cell, waste, rows as u8, cols as u8));
            }
        }
        let (cell, _, rows, cols) = best.expect("a track has at least one space");
        let size = Size { w: f64::from(cols) * cell, h: f64::from(rows) * cell };
        TimeTrack { frame: Rect::centered(room.center(), size), rows, cols, cell, squares: spiral(rows, cols, count) }
    }

    /// The same track with the top-left corner of its grid at `(x, y)`.
    #[must_use]
    pub fn moved_to(mut self, x: f64, y: f64) -> TimeTrack {
        self.frame.x = x;
        self.frame.y = y;
        self
    }

    /// The grid square of `space`.
    ///
    /// # Panics
    /// If `space` is beyond the final space: spaces come from the engine.
    #[must_use]
    pub fn space_rect(&self, space: u8) -> Rect {
        let (row, col) = self.squares[usize::from(space)];
        Rect::new(
            self.frame.x + f64::from(col) * self.cell,
            self.frame.y + f64::from(row) * self.cell,
            self.cell,
            self.cell,
        )
    }

    /// The centre of `space`.
    #[must_use]
    pub fn space_center(&self, space: u8) -> Point {
        self.space_rect(space).center()
    }

    /// The SVG path through the centres of every space in order, for the track under them.
    #[must_use]
    pub fn track_path(&self) -> String {
        let mut path = String::new();
        for space in 0..self.squares.len() {
            let p = self.space_center(space as u8);
            let command = if space == 0 { 'M' } else { 'L' };
            path.push_str(&format!("{command}{} {} ", fmt(p.x), fmt(p.y)));
        }
        path.trim_end().to_owned()
    }
}

/// A square quilt grid of `size`×`size` cells of side `cell` from `origin`.
///
/// A *turned* grid is drawn half a turn round, to face a player across the table: cell
/// (0, 0) lies at the bottom-right corner of its square and rows run upwards. Its own frame
/// ("local" coordinates: cell `(row, col)` at `origin + (col·k, row·k)`) is the page's turned
/// about the grid's centre; [`QuiltGrid::cell_rect`] and [`QuiltGrid::cell_at`] answer in page
/// coordinates for either kind, [`QuiltGrid::to_local`] maps a page point into the frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct QuiltGrid {
    /// Top-left corner of the grid's square (of cell (0, 0) when not turned).
    pub origin: Point,
    /// Side of one cell.
    pub cell: f64,
    /// Cells per side: 9 or 7.
    pub size: u8,
    /// Whether it is drawn half a turn round.
    pub turned: bool,
}

impl QuiltGrid {
    /// The grid of `size` cells per side filling `frame` (its largest inside square, centred),
    /// upright.
    #[must_use]
    pub fn fit(frame: Rect, size: u8) -> QuiltGrid {
        let square = frame.square_inside();
        QuiltGrid {
            origin: Point::new(square.x, square.y),
            cell: square.w / f64::from(size.max(1)),
            size,
            turned: false,
        }
    }

    /// The same grid, turned half a turn round when `turned` is set.
    #[must_use]
    pub const fn turned(self, turned: bool) -> QuiltGrid {
        QuiltGrid { turned, ..self }
    }

    /// The centre of the grid's square.
    #[must_use]
    pub fn centre(&self) -> Point {
        let half = f64::from(self.size) * self.cell / 2.0;
        self.origin.offset(half, half)
    }

    /// The point of the grid's own frame under the page point `p` (the same point when
    /// upright). Its own inverse.
    #[must_use]
    pub fn to_local(&self, p: Point) -> Point {
        if self.turned {
            let c = self.centre();
            Point::new(2.0 * c.x - p.x, 2.0 * c.y - p.y)
        } else {
            p
        }
    }

    /// The page rectangle of `r`, a rectangle of the grid's own frame (itself when upright).
    #[must_use]
    pub fn page_rect(&self, r: Rect) -> Rect {
        if self.turned {
            r.turned_about(self.centre())
        } else {
            r
        }
    }

    /// The SVG `transform` that draws the grid's own frame on the page: a half turn about its
    /// centre, or `None` when upright.
    #[must_use]
    pub fn transform(&self) -> Option<String> {
        self.turned.then(|| {
            let c = self.centre();
            format!("rotate(180 {} {})", fmt(c.x), fmt(c.y))
        })
    }

    /// The square of cell (`row`, `col`) on the page.
    #[must_use]
    pub fn cell_rect(&self, row: u8, col: u8) -> Rect {
        let local = Rect::new(
            self.origin.x + f64::from(col) * self.cell,
            self.origin.y + f64::from(row) * self.cell,
            self.cell,
            self.cell,
        );
        if self.turned {
            local.turned_about(self.centre())
        } else {
            local
        }
    }

    /// The cell under the page point `p`, if it lies on the grid. A cell holds its top and
    /// left edges as seen in the grid's own frame.
    #[must_use]
    pub fn cell_at(&self, p: Point) -> Option<(u8, u8)> {
        let p = self.to_local(p);
        let col = ((p.x - self.origin.x) / self.cell).floor();
        let row = ((p.y - self.origin.y) / self.cell).floor();
        let range = 0.0..f64::from(self.size);
        (range.contains(&row) && range.contains(&col)).then_some((row as u8, col as u8))
    }
}

/// Rows and columns spanned by `cells`.
#[must_use]
pub fn extent(cells: &[(u8, u8)]) -> (u8, u8) {
    let height = cells.iter().map(|c| c.0 + 1).max().unwrap_or(0);
    let width = cells.iter().map(|c| c.1 + 1).max().unwrap_or(0);
    (height, width)
}

/// The outline of a polyomino as closed loops of grid corners `(row, col)`, each loop
/// clockwise on screen with straight runs merged: a 1×2 domino gives one loop of 4 corners.
#[must_use]
pub fn outline(cells: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
    let has = |r: i32, c: i32| r >= 0 && c >= 0 && cells.contains(&(r as u8, c as u8));
    // Boundary edges, directed clockwise around their cell.
    let mut edges: Vec<((i32, i32), (i32, i32))> = Vec::new();
    for &(r, c) in cells {
        let (r, c) = (i32::from(r), i32::from(c));
        if !has(r - 1, c) {
            edges.push(((r, c), (r, c + 1)));
        }
        if !has(r, c + 1) {
            edges.push(((r, c + 1), (r + 1, c + 1)));
        }
        if !has(r + 1, c) {
            edges.push(((r + 1, c + 1), (r + 1, c)));
        }
        if !has(r, c - 1) {
            edges.push(((r + 1, c), (r, c)));
        }
    }
    let mut used = vec![false; edges.len()];
    let mut loops = Vec::new();
    while let Some(start) = used.iter().position(|u| !u) {
        let mut corners = vec![edges[start].0];
        used[start] = true;
        let mut at = edges[start].1;
        while at != corners[0] {
            corners.push(at);
            let next = (0..edges.len())
                .find(|&i| !used[i] && edges[i].0 == at)
                .expect("the boundary of a set of squares is made of closed loops");
            used[next] = true;
            at = edges[next].1;
        }
        loops.push(merge_straight(&corners));
    }
    loops
}

/// Drops the corners of a closed loop that lie on a straight run.
fn merge_straight(corners: &[(i32, i32)]) -> Vec<(u8, u8)> {
    let n = corners.len();
    (0..n)
        .filter(|&i| {
            let (a, b, c) = (corners[(i + n - 1) % n], corners[i], corners[(i + 1) % n]);
            (b.0 - a.0) * (c.1 - b.1) != (b.1 - a.1) * (c.0 - b.0)
        })
        .map(|i| (corners[i].0 as u8, corners[i].1 as u8))
        .collect()
}

/// The SVG path of [`outline`] with squares of side `cell` and cell (0, 0) at `origin`.
#[must_use]
pub fn outline_path(cells: &[(u8, u8)], origin: Point, cell: f64) -> String {
    let mut path = String::new();
    for corners in outline(cells) {
        for (i, &(r, c)) in corners.iter().enumerate() {
            let x = origin.x + f64::from(c) * cell;
            let y = origin.y + f64::from(r) * cell;
            let command = if i == 0 { 'M' } else { 'L' };
            path.push_str(&format!("{command}{} {} ", fmt(x), fmt(y)));
        }
        path.push_str("Z ");
    }
    path.trim_end().to_owned()
}

/// `v` kept within `lo..=hi` (`lo <= hi`). Unlike `f64::clamp`, it has no panic message to
/// format, which would bring core's float formatting (several kilobytes) into the page.
#[must_use]
#[allow(clippy::manual_clamp)]
pub fn clamp(v: f64, lo: f64, hi: f64) -> f64 {
    v.max(lo).min(hi)
}

/// A coordinate for SVG text: at most two decimals, no trailing zeros.
#[must_use]
pub fn fmt(v: f64) -> String {
    // Whole hundredths, written with integer formatting only: core's float formatting would
    // add several kilobytes to the page for no visible difference.
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let n = hundredths.unsigned_abs();
    match (n / 100, n % 100) {
        (0, 0) => "0".to_owned(),
        (whole, 0) => format!("{sign}{whole}"),
        (whole, f) if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        (whole, f) => format!("{sign}{whole}.{f:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A rectangle of a turned grid's frame lands on the page half a turn about the centre.
    #[test]
    fn page_rect_turns_with_the_grid() {
        let upright = QuiltGrid { origin: Point::new(10.0, 20.0), cell: 10.0, size: 9, turned: false };
        let r = Rect::new(10.0, 20.0, 30.0, 20.0);
        assert_eq!(upright.page_rect(r), r);
        let turned = upright.turned(true);
        // The top-left 3×2 corner of the turned grid is its bottom-right corner on the page.
        assert_eq!(turned.page_rect(r), Rect::new(70.0, 90.0, 30.0, 20.0));
        assert_eq!(turned.page_rect(turned.page_rect(r)), r);
    }

    /// Circle slots: 33 patches + the neutral token (classic), 15 + 1 (Express).
    const SLOTS: [(usize, u8); 2] = [(34, 53), (16, 29)];
    const FORMATS: [Format; 3] = [Format::Landscape, Format::Portrait, Format::Tall];

    fn view_rect(layout: &Layout) -> Rect {
        Rect::new(0.0, 0.0, layout.view.w, layout.view.h)
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
        // The tall view has the phone's shape.
        let tall = Format::Tall.view();
        assert!((tall.w / tall.h - 390.0 / 844.0).abs() < 0.001);
    }

    #[test]
    fn a_turned_grid_maps_cells_to_squares_and_back() {
        for size in [9, 7] {
            let upright = QuiltGrid::fit(Rect::new(10.0, 20.0, 180.0, 200.0), size);
            let turned = upright.turned(true);
            assert_eq!(turned.centre(), Point::new(100.0, 120.0));
            let last = size - 1;
            // Cell (0, 0) is drawn at the bottom-right corner, where the upright grid has its last.
            assert_eq!(turned.cell_rect(0, 0), upright.cell_rect(last, last));
            assert_eq!(turned.cell_rect(0, last), upright.cell_rect(last, 0));
            for row in 0..size {
                for col in 0..size {
                    let square = turned.cell_rect(row, col);
                    let whole = Rect::new(
                        upright.origin.x,
                        upright.origin.y,
                        upright.cell * f64::from(size),
                        upright.cell * f64::from(size),
                    );
                    assert!(whole.contains_rect(square));
                    assert_eq!(turned.cell_at(square.center()), Some((row, col)), "{size}: {row} {col}");
                    // Near each corner of the square still the same cell.
                    for (dx, dy) in [(0.1, 0.1), (0.9, 0.1), (0.1, 0.9), (0.9, 0.9)] {
                        let p = Point::new(square.x + dx * square.w, square.y + dy * square.h);
                        assert_eq!(turned.cell_at(p), Some((row, col)));
                    }
                    // Local and page frames: a half turn each way.
                    let c = square.center();
                    let back = turned.to_local(turned.to_local(c));
                    assert!((back.x - c.x).abs() < EPS && (back.y - c.y).abs() < EPS);
                    assert_eq!(upright.cell_at(turned.to_local(c)), Some((row, col)));
                }
            }
            assert_eq!(turned.cell_at(Point::new(9.0, 120.0)), None);
            assert_eq!(turned.cell_at(Point::new(100.0, 211.0)), None);
            assert_eq!(upright.transform(), None);
            assert_eq!(turned.transform().as_deref(), Some("rotate(180 100 120)"));
        }
    }

    #[test]
    fn quilt_cells_map_to_svg_squares_and_back() {
        let grid = QuiltGrid::fit(Rect::new(10.0, 20.0, 180.0, 200.0), 9);
        assert_eq!(grid.cell, 20.0);
        // The square is centred vertically: 200 - 180 = 20 spare, 10 above.
        assert_eq!(grid.origin, Point::new(10.0, 30.0));
        assert_eq!(grid.cell_rect(0, 0), Rect::new(10.0, 30.0, 20.0, 20.0));
        assert_eq!(grid.cell_rect(2, 3), Rect::new(70.0, 70.0, 20.0, 20.0));
        assert_eq!(grid.cell_rect(8, 8).right(), 190.0);
        for row in 0..9 {
            for col in 0..9 {
                let centre = grid.cell_rect(row, col).center();
                assert_eq!(grid.cell_at(centre), Some((row, col)));
            }
        }
        // The top-left corner belongs to its cell; the far edges and outside do not.
        assert_eq!(grid.cell_at(Point::new(10.0, 30.0)), Some((0, 0)));
        assert_eq!(grid.cell_at(Point::new(190.0, 100.0)), None);
        assert_eq!(grid.cell_at(Point::new(9.9, 100.0)), None);
        assert_eq!(grid.cell_at(Point::new(100.0, 29.0)), None);
    }

    #[test]
    fn an_express_quilt_has_seven_cells_per_side() {
        let grid = QuiltGrid::fit(Rect::new(0.0, 0.0, 140.0, 140.0), 7);
        assert_eq!(grid.cell, 20.0);
        assert_eq!(grid.cell_at(Point::new(139.0, 139.0)), Some((6, 6)));
    }

    #[test]
    fn spiral_walks_the_edge_clockwise_then_winds_inwards() {
        assert_eq!(spiral(3, 3, 9), [(0, 0), (0, 1), (0, 2), (1, 2), (2, 2), (2, 1), (2, 0), (1, 0), (1, 1)]);
        assert_eq!(spiral(3, 3, 4), [(0, 0), (0, 1), (0, 2), (1, 2)]);
        assert_eq!(spiral(1, 1, 1), [(0, 0)]);
        assert_eq!(spiral(2, 3, 6), [(0, 0), (0, 1), (0, 2), (1, 2), (1, 1), (1, 0)]);
        // Every square once, each next to the one before.
        for rows in 1..=9u8 {
            for cols in 1..=9u8 {
                let all = spiral(rows, cols, usize::from(rows) * usize::from(cols));
                let mut sorted = all.clone();
                sorted.sort_unstable();
                sorted.dedup();
                assert_eq!(sorted.len(), all.len(), "{rows}×{cols}");
                for pair in all.windows(2) {
                    let d = pair[0].0.abs_diff(pair[1].0) + pair[0].1.abs_diff(pair[1].1);
                    assert_eq!(d, 1, "{rows}×{cols}: {pair:?}");
                }
            }
        }
    }

    #[test]
    fn time_tracks_pick_the_grid_with_the_largest_spaces() {
        // 54 spaces (classic) in a tall room: 6 columns × 9 rows, every square used.
        let tall = TimeTrack::fit(Rect::new(100.0, 50.0, 360.0, 560.0), 53);
        assert_eq!((tall.rows, tall.cols, tall.squares.len()), (9, 6, 54));
        assert_eq!(tall.cell, 60.0);
        // Centred: 560 − 9·60 = 20 spare, 10 above.
        assert_eq!(tall.space_rect(0), Rect::new(100.0, 60.0, 60.0, 60.0));
        assert_eq!(tall.space_center(5), Point::new(430.0, 90.0));
        assert_eq!(tall.space_center(6), Point::new(430.0, 150.0));
        // In a wide room the grid turns: 9 columns × 6 rows.
        let wide = TimeTrack::fit(Rect::new(0.0, 0.0, 590.0, 420.0), 53);
        assert_eq!((wide.rows, wide.cols), (6, 9));
        // 30 spaces (Express) in a square room: the 5×6 grid beats the 6×6 one with 6 unused.
        let express = TimeTrack::fit(Rect::new(0.0, 0.0, 300.0, 300.0), 29);
        assert_eq!(usize::from(express.rows) * usize::from(express.cols), 30);
        for track in [&tall, &wide, &express] {
            for space in 0..track.squares.len() as u8 {
                assert!(track.frame.contains_rect(track.space_rect(space)));
            }
        }
        assert!(tall.track_path().starts_with("M130 90 L190 90 "));
        assert_eq!(tall.track_path().matches('L').count(), 53);
        let moved = tall.clone().moved_to(0.0, 0.0);
        assert_eq!(moved.space_rect(0), Rect::new(0.0, 0.0, 60.0, 60.0));
    }

    #[test]
    fn ring_cards_go_clockwise_from_the_top_left_corner_without_overlapping() {
        for format in FORMATS {
            for (slots, last) in SLOTS {
                let layout = Layout::new(format, slots, last);
                let ring = &layout.ring;
                assert!(ring.slots.len() >= slots, "{format:?} {slots}");
                assert!(ring.slots.len() <= slots + 1, "{format:?} {slots}");
                let cards: Vec<Rect> = (0..ring.slots.len()).map(|i| ring.card_rect(i)).collect();
                // Slot 0 is the top-left corner; the top edge runs rightwards.
                assert_eq!(cards[0].x, ring.frame.x);
                assert_eq!(cards[0].y, ring.frame.y);
                assert!(ring.slots[1].x > ring.slots[0].x);
                assert_eq!(ring.slots[1].y, ring.slots[0].y);
                for (i, card) in cards.iter().enumerate() {
                    assert!(ring.frame.contains_rect(*card), "{format:?} {slots}: {i}");
                    assert!(!card.overlaps(ring.inner()), "{format:?} {slots}: {i}");
                    for (j, other) in cards.iter().enumerate().skip(i + 1) {
                        assert!(!card.overlaps(*other), "{format:?} {slots}: {i} {j}");
                    }
                }
                // Clockwise: the signed area of the centres' polygon is positive with y down.
                let n = ring.slots.len();
                let area: f64 = (0..n)
                    .map(|i| {
                        let (a, b) = (ring.slots[i], ring.slots[(i + 1) % n]);
                        a.x * b.y - b.x * a.y
                    })
                    .sum();
                assert!(area > 0.0, "{format:?} {slots}");
            }
        }
    }

    #[test]
    fn ring_cards_are_readable_and_grow_when_there_are_fewer_patches() {
        for format in FORMATS {
            let classic = Layout::new(format, 34, 53).ring.cell;
            let express = Layout::new(format, 16, 29).ring.cell;
            let least = if format == Format::Tall { 6.0 } else { 10.0 };
            assert!(classic >= least, "{format:?}: {classic}");
            assert!(express > classic, "{format:?}");
        }
    }

    #[test]
    fn every_patch_fits_its_card() {
        let ring = Layout::new(Format::Landscape, 34, 53).ring;
        for (height, width) in [(1, 2), (3, 5), (2, 4), (1, 5), (3, 3)] {
            let origin = ring.patch_origin(height, width);
            let patch = Rect::new(origin.x, origin.y, f64::from(width) * ring.cell, f64::from(height) * ring.cell);
            let area = Rect::new(0.0, 0.0, ring.card.w, ring.card.h - CARD_LABEL);
            assert!(area.contains_rect(patch), "{height}×{width}");
            // Centred: equal room left and right.
            assert!((patch.x - (ring.card.w - patch.right())).abs() < 1e-9);
        }
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
            Format::Portrait => &[(768.0, 1024.0, 24.0)],
            Format::Tall => &[(390.0, 844.0, 16.0)],
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
                    let least = if format == Format::Tall { 34.0 } else { 44.0 };
                    assert!(layout.track.cell >= least, "{at}: {}", layout.track.cell);
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
                        assert!(page.contains_rect(c.toasts), "{at}");
                        assert!(c.message.h >= 60.0, "{at}: message {:?}", c.message);
                        // Every control a finger wide and high on each screen of the format.
                        for &(width, height, square) in screens(format) {
                            let k = scale(format, width, height);
                            // The toolbar holds four buttons in a row.
                            let tool = Rect::new(0.0, 0.0, (layout.toolbar.w - 3.0 * 6.0) / 4.0, layout.toolbar.h);
                            let targets = [c.banner, c.advance, c.face, c.button(0, false), c.button(3, true), tool];
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
        for format in [Format::Portrait, Format::Tall] {
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
            // Player 1's side and the circle do not move.
            assert_eq!(facing.quilts[Player::One], upright.quilts[Player::One]);
            assert_eq!(facing.ring, upright.ring);
            assert_eq!(upright.controls_of(None), (upright.controls[Player::One], false));
            // The turned player's buttons come in the same order as they see it.
            let (b, t) = (two.button(0, true), facing.controls[Player::One].button(0, false));
            assert_eq!(b, t.turned_about(middle));
        }
    }

    #[test]
    fn outlines_are_clockwise_loops_of_corners() {
        assert_eq!(outline(&[(0, 0)]), [vec![(0, 0), (0, 1), (1, 1), (1, 0)]]);
        assert_eq!(outline(&[(0, 0), (0, 1)]), [vec![(0, 0), (0, 2), (1, 2), (1, 0)]]);
        // An L: six corners.
        let l = outline(&[(0, 0), (1, 0), (2, 0), (2, 1)]);
        assert_eq!(l.len(), 1);
        assert_eq!(l[0].len(), 6);
        // A ring of 8 squares around a hole: an outer and an inner loop.
        let ring: Vec<(u8, u8)> = spiral(3, 3, 8);
        assert_eq!(outline(&ring).len(), 2);
    }

    #[test]
    fn numbers_are_written_short() {
        for (v, text) in
            [(0.0, "0"), (-0.001, "0"), (5.0, "5"), (12.5, "12.5"), (-3.25, "-3.25"), (0.05, "0.05"), (1.999, "2")]
        {
            assert_eq!(fmt(v), text, "{v}");
        }
    }

    #[test]
    fn outline_paths_are_in_svg_units() {
        assert_eq!(outline_path(&[(0, 0), (0, 1)], Point::new(5.0, 10.0), 10.0), "M5 10 L25 10 L25 20 L5 20 Z");
        assert_eq!(extent(&[(0, 0), (0, 1), (1, 1)]), (2, 2));
        assert_eq!(extent(&[]), (0, 0));
    }

    #[test]
    fn numbers_print_compactly() {
        assert_eq!(fmt(12.0), "12");
        assert_eq!(fmt(12.5), "12.5");
        assert_eq!(fmt(1.0 / 3.0), "0.33");
        assert_eq!(fmt(-0.001), "0");
    }
}
