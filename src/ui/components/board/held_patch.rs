//! The patch held over the quilt of the player to move. While a pointer drags it, where it is
//! stays in this component: only the drop reaches the page's reducer, so nothing else
//! re-renders on a pointer move. It is an HTML box over the page's SVG, moved by a CSS transform
//! of its own, so that a move repaints nothing.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::GameState;
use crate::ui::components::board::patch_card::release_later;
use crate::ui::layout::drag::{anchor_corner, dragged, is_drag, GrabOffset, PointerKind};
use crate::ui::layout::theme;
use crate::ui::layout::{fmt, Point, QuiltGrid, Rect};
use crate::ui::state::{Grab, Held, PageAction, Piece};
use crate::ui::UiContext;

/// The held patch and the grid it is held over.
#[derive(Properties, PartialEq)]
pub struct HeldPatchProps {
    /// The game shown (to ask the engine whether a spot is legal).
    pub game: Rc<GameState>,
    /// The piece, its orientation and anchor.
    pub held: Held,
    /// The pointer holding it, if any.
    pub grab: Option<Grab>,
    /// The grid of the quilt of the player to move (turned with it when it faces them).
    pub grid: QuiltGrid,
}

/// The affine map from client (CSS pixel) positions to SVG units: `getScreenCTM().inverse()`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ToSvg([f64; 6]);

impl ToSvg {
    /// The map of the page's SVG now. Asking the browser for it forces a layout, so a drag asks
    /// once when it starts, not on every move.
    pub fn of(svg: &NodeRef) -> Option<ToSvg> {
        let svg = svg.cast::<web_sys::SvgGraphicsElement>()?;
        let m = svg.get_screen_ctm()?.inverse().ok()?;
        Some(ToSvg([m.a(), m.b(), m.c(), m.d(), m.e(), m.f()].map(f64::from)))
    }

    /// The SVG point under a client position.
    pub fn point(self, x: f64, y: f64) -> Point {
        let [a, b, c, d, e, f] = self.0;
        Point::new(a * x + c * y + e, b * x + d * y + f)
    }

    /// The SVG point of a pointer event.
    pub fn event_point(self, event: &web_sys::PointerEvent) -> Point {
        self.point(f64::from(event.client_x()), f64::from(event.client_y()))
    }
}

/// The SVG point under a client (CSS pixel) position.
pub fn svg_point(svg: &NodeRef, x: f64, y: f64) -> Option<Point> {
    ToSvg::of(svg).map(|m| m.point(x, y))
}

/// The SVG point of a pointer event.
pub fn event_point(svg: &NodeRef, event: &web_sys::PointerEvent) -> Option<Point> {
    svg_point(svg, f64::from(event.client_x()), f64::from(event.client_y()))
}

/// Captures `event`'s pointer on its target so that its moves keep coming while it drags.
pub fn capture(event: &web_sys::PointerEvent) {
    if let Some(target) = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
        // Capture only fails for a pointer that is no longer down: then nothing is dragged.
        let _ = target.set_pointer_capture(event.pointer_id());
    }
}

/// Where the held patch is and what the engine says of it there.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Spot {
    /// The piece and orientation this was worked out for.
    held: Held,
    /// The pointer dragging it, in SVG units (`None` when it is not being dragged).
    pointer: Option<Point>,
    /// Its top-left corner in the grid's own frame.
    corner: Point,
    /// Its anchor square.
    anchor: (i64, i64),
    /// Whether the engine accepts it there.
    legal: bool,
}

impl Spot {
    /// Where `grab` drags `held` with the pointer at `p`. The engine is asked again only when
    /// the anchor or the piece differs from `before`.
    fn dragged(game: &GameState, grid: &QuiltGrid, held: Held, grab: Grab, p: Point, before: Option<Spot>) -> Spot {
        let (corner, anchor) = dragged(grid, p, grab.offset, grab.kind.lift(), extent(&held));
        let legal = match before {
            Some(spot) if spot.held == held && spot.anchor == anchor => spot.legal,
            _ => held.check(game, anchor).is_ok(),
        };
        Spot { held, pointer: Some(p), corner, anchor, legal }
    }
}

/// The held patch at quilt size: snapped to the grid, red and dashed where the engine refuses it.
/// Over a turned quilt it is turned with it.
///
/// A move is shown without Yew: the listener moves the box (a CSS transform of a composited
/// element) and sets its `data-anchor-*` and `data-legal` itself, which Yew never writes. The
/// squares are drawn again, through Yew, only when the engine's answer changes.
#[function_component(HeldPatch)]
pub fn held_patch(props: &HeldPatchProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let node = use_node_ref();
    // Where a drag has taken the patch, once the pointer has moved past the tap slop (read by
    // the listeners, which outlive renders, and by the next render).
    let dragged_to = use_mut_ref(|| None::<Spot>);
    // Draws again when a drag starts or the engine's answer changes; other moves only `show`.
    let redraw = use_force_update();
    let grid = props.grid;
    let held = props.held;
    let (cells, height, width) = held.cells();

    {
        let ui = ui.clone();
        let node = node.clone();
        let dragged_to = dragged_to.clone();
        let redraw = redraw.clone();
        let game = props.game.clone();
        use_effect_with((props.grab, held, grid), move |&(grab, held, grid)| {
            if grab.is_none() {
                *dragged_to.borrow_mut() = None;
            }
            // One layout for the whole drag: the map from the screen to the SVG.
            let to_svg = grab.and_then(|_| ToSvg::of(&ui.svg));
            let listeners = grab.zip(to_svg).map(|(grab, to_svg)| {
                let moved = {
                    let dragged_to = dragged_to.clone();
                    EventListener::new_with_options(
                        &gloo::utils::window(),
                        "pointermove",
                        EventListenerOptions::enable_prevent_default(),
                        move |event| {
                            let event = event.unchecked_ref::<web_sys::PointerEvent>();
                            if event.pointer_id() != grab.pointer_id {
                                return;
                            }
                            event.prevent_default();
                            let p = to_svg.event_point(event);
                            let before = *dragged_to.borrow();
                            if before.is_none() && !is_drag(grab.start, p) {
                                return;
                            }
                            let spot = Spot::dragged(&game, &grid, held, grab, p, before);
                            *dragged_to.borrow_mut() = Some(spot);
                            match before {
                                Some(b) if b.legal == spot.legal => {
                                    if (b.corner, b.anchor) != (spot.corner, spot.anchor) {
                                        show(&node, &grid, &held, spot);
                                    }
                                }
                                // The drag starts, or the engine's answer changes: drawn again
                                // (and shown after the drawing).
                                _ => redraw.force_update(),
                            }
                        },
                    )
                };
                // Letting go always changes the page's grab, so the patch is drawn again.
                let up = {
                    let ui = ui.clone();
                    let dragged_to = dragged_to.clone();
                    EventListener::new(&gloo::utils::window(), "pointerup", move |event| {
                        let event = event.unchecked_ref::<web_sys::PointerEvent>();
                        if event.pointer_id() != grab.pointer_id {
                            return;
                        }
                        let end = to_svg.event_point(event);
                        let dragging = dragged_to.borrow_mut().take().is_some() || is_drag(grab.start, end);
                        if dragging {
                            let (_, anchor) = dragged(&grid, end, grab.offset, grab.kind.lift(), extent(&held));
                            ui.dispatch.dispatch(PageAction::Drop(anchor));
                        } else if grab.from_circle {
                            ui.dispatch.dispatch(PageAction::Release);
                        } else {
                            ui.dispatch.dispatch(PageAction::Tap);
                        }
                    })
                };
                let cancel = {
                    let ui = ui.clone();
                    let dragged_to = dragged_to.clone();
                    EventListener::new(&gloo::utils::window(), "pointercancel", move |_| {
                        *dragged_to.borrow_mut() = None;
                        ui.dispatch.dispatch(PageAction::Release);
                    })
                };
                (moved, up, cancel)
            });
            move || drop(listeners)
        });
    }

    // A drag goes on while the piece is turned (R, F) or the page laid out again: where it is
    // then follows from the pointer, worked out afresh for the piece as it is now.
    let before = *dragged_to.borrow();
    let dragging = props.grab.zip(before).and_then(|(grab, before)| {
        before.pointer.map(|p| Spot::dragged(&props.game, &grid, held, grab, p, Some(before)))
    });
    *dragged_to.borrow_mut() = dragging;
    let spot = dragging.unwrap_or_else(|| Spot {
        held,
        pointer: None,
        corner: anchor_corner(&grid, held.anchor),
        anchor: held.anchor,
        legal: held.check(&props.game, held.anchor).is_ok(),
    });
    {
        // After every drawing: the box's place and the attributes that Yew leaves to `show`.
        let node = node.clone();
        use_effect(move || show(&node, &grid, &held, spot));
    }
    let k = grid.cell;
    let corner = spot.corner;
    let onpointerdown = {
        let ui = ui.clone();
        Callback::from(move |event: PointerEvent| {
            event.prevent_default();
            let Some(p) = event_point(&ui.svg, &event) else { return };
            capture(&event);
            let offset = GrabOffset::of(grid.to_local(p), corner, k, height, width);
            let kind = PointerKind::from_pointer_type(&event.pointer_type());
            let grab = Grab { pointer_id: event.pointer_id(), kind, start: p, offset, from_circle: false };
            ui.dispatch.dispatch(PageAction::Grab(grab));
        })
    };
    // As on the circle's cards (see patch_card.rs): a pointer-up that comes before the page's
    // listener is set up still lets go.
    let onpointerup = {
        let ui = ui.clone();
        Callback::from(move |_: PointerEvent| release_later(&ui))
    };
    html! {
        <div ref={node} data-testid="held-patch" data-patch={held.label()}
            data-orientation={held.orientation.index().to_string()}
            data-dragging={dragging.is_some().to_string()}
            class={if dragging.is_some() { "held-patch" } else { "held-patch lifted" }}
            {onpointerdown} {onpointerup}>
            <HeldSquares piece={held.piece} {cells} {height} {width} cell={k} turned={grid.turned} legal={spot.legal} />
        </div>
    }
}

/// Puts the held patch's box where `spot` says, and writes its anchor and the engine's answer
/// (`data-anchor-row`, `data-anchor-col`, `data-legal`).
fn show(node: &NodeRef, grid: &QuiltGrid, held: &Held, spot: Spot) {
    let Some(element) = node.cast::<web_sys::HtmlElement>() else { return };
    let (_, height, width) = held.cells();
    let k = grid.cell;
    let page = grid.page_rect(Rect::new(spot.corner.x, spot.corner.y, f64::from(width) * k, f64::from(height) * k));
    let transform = format!("translate(calc({}*var(--u)),calc({}*var(--u)))", fmt(page.x), fmt(page.y));
    // Setting a style property or an attribute of an element in the page cannot fail.
    let _ = element.style().set_property("transform", &transform);
    let _ = element.set_attribute("data-anchor-row", &spot.anchor.0.to_string());
    let _ = element.set_attribute("data-anchor-col", &spot.anchor.1.to_string());
    let _ = element.set_attribute("data-legal", if spot.legal { "true" } else { "false" });
}

/// What the held patch's squares are drawn from.
#[derive(Properties, PartialEq)]
struct HeldSquaresProps {
    piece: Piece,
    cells: &'static [(u8, u8)],
    height: u8,
    width: u8,
    /// Side of a quilt square.
    cell: f64,
    /// Whether it is held over a turned quilt: then drawn half a turn round.
    turned: bool,
    /// Whether the engine accepts the patch where it is.
    legal: bool,
}

/// The held patch's squares in a box of its own size, and a red cross over them where the
/// engine refuses it. Drawn again only when the engine's answer changes, not on every move.
#[function_component(HeldSquares)]
fn held_squares(props: &HeldSquaresProps) -> Html {
    let &HeldSquaresProps { piece, cells, height, width, cell: k, turned, legal } = props;
    let (fill, line) = match piece {
        Piece::Patch(patch) => theme::patch(patch),
        Piece::Leather => (theme::LEATHER, "#6b4527"),
    };
    let (outline, opacity, dash) = if legal { (line, "0.92", None) } else { ("#c0392b", "0.55", Some("5 3")) };
    let squares = cells.iter().map(|&(r, c)| {
        let (r, c) = if turned { (height - 1 - r, width - 1 - c) } else { (r, c) };
        html! {
            <rect x={fmt(f64::from(c) * k + 1.0)} y={fmt(f64::from(r) * k + 1.0)}
                width={fmt(k - 2.0)} height={fmt(k - 2.0)} rx="2" fill={fill}
                fill-opacity={opacity} stroke={outline} stroke-width={if legal { "1.5" } else { "2.5" }}
                stroke-dasharray={dash} />
        }
    });
    let (w, h) = (f64::from(width) * k, f64::from(height) * k);
    let cross = (!legal).then(|| {
        let c = Point::new(w / 2.0, h / 2.0);
        let s = k * 0.3;
        html! {
            <path d={format!("M{} {} L{} {} M{} {} L{} {}", fmt(c.x - s), fmt(c.y - s), fmt(c.x + s),
                fmt(c.y + s), fmt(c.x - s), fmt(c.y + s), fmt(c.x + s), fmt(c.y - s))}
                stroke="#c0392b" stroke-width="4" stroke-linecap="round" />
        }
    });
    html! {
        <svg xmlns="http://www.w3.org/2000/svg" viewBox={format!("0 0 {} {}", fmt(w), fmt(h))} overflow="visible"
            style={format!("width:calc({}*var(--u));height:calc({}*var(--u))", fmt(w), fmt(h))}>
            { for squares }
            { for cross }
        </svg>
    }
}

fn extent(held: &Held) -> (u8, u8) {
    let (_, h, w) = held.cells();
    (h, w)
}
