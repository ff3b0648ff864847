//! The patch held over the quilt of the player to move. While a pointer drags it, the pointer's
//! position stays in this component's own state: only the drop reaches the page's reducer, so
//! nothing else re-renders on a pointer move.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::GameState;
use crate::ui::components::patch_card::release_later;
use crate::ui::drag_math::{anchor_corner, dragged, is_drag, GrabOffset, PointerKind};
use crate::ui::geometry::{fmt, Point, QuiltGrid};
use crate::ui::play::{Grab, Held, PageAction, Piece};
use crate::ui::theme;
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

/// The held patch at quilt size: snapped to the grid, red and dashed where the engine refuses it.
/// It is drawn in the grid's own frame, so over a turned quilt it is turned with it.
#[function_component(HeldPatch)]
pub fn held_patch(props: &HeldPatchProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    // The pointer while it drags (after moving past the tap slop), in SVG units.
    let pointer = use_state(|| None::<Point>);
    // Whether the current grab has become a drag (read by the listeners, which outlive renders).
    let started = use_mut_ref(|| false);
    let grid = props.grid;
    let held = props.held;
    let (cells, height, width) = held.cells();

    {
        let pointer = pointer.clone();
        let ui = ui.clone();
        let started = started.clone();
        use_effect_with((props.grab, held, grid), move |&(grab, held, grid)| {
            if grab.is_none() {
                *started.borrow_mut() = false;
            }
            // One layout for the whole drag: the map from the screen to the SVG.
            let to_svg = grab.and_then(|_| ToSvg::of(&ui.svg));
            let listeners = grab.zip(to_svg).map(|(grab, to_svg)| {
                let moved = {
                    let pointer = pointer.clone();
                    let started = started.clone();
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
                            let mut started = started.borrow_mut();
                            *started = *started || is_drag(grab.start, p);
                            if *started {
                                pointer.set(Some(p));
                            }
                        },
                    )
                };
                let up = {
                    let pointer = pointer.clone();
                    let ui = ui.clone();
                    let started = started.clone();
                    EventListener::new(&gloo::utils::window(), "pointerup", move |event| {
                        let event = event.unchecked_ref::<web_sys::PointerEvent>();
                        if event.pointer_id() != grab.pointer_id {
                            return;
                        }
                        let end = to_svg.event_point(event);
                        let dragging = std::mem::take(&mut *started.borrow_mut()) || is_drag(grab.start, end);
                        pointer.set(None);
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
                    let pointer = pointer.clone();
                    let ui = ui.clone();
                    EventListener::new(&gloo::utils::window(), "pointercancel", move |_| {
                        pointer.set(None);
                        ui.dispatch.dispatch(PageAction::Release);
                    })
                };
                (moved, up, cancel)
            });
            move || drop(listeners)
        });
    }

    let dragging = props.grab.and(*pointer);
    let (corner, anchor) = match (props.grab, dragging) {
        (Some(grab), Some(p)) => dragged(&grid, p, grab.offset, grab.kind.lift(), (height, width)),
        _ => (anchor_corner(&grid, held.anchor), held.anchor),
    };
    let legal = held.check(&props.game, anchor).is_ok();
    let k = grid.cell;
    let (fill, line) = match held.piece {
        Piece::Patch(patch) => theme::patch(patch),
        Piece::Leather => (theme::LEATHER, "#6b4527"),
    };
    let (outline, opacity, dash) = if legal { (line, "0.92", None) } else { ("#c0392b", "0.55", Some("5 3")) };
    let squares = cells.iter().map(|&(r, c)| {
        html! {
            <rect x={fmt(f64::from(c) * k + 1.0)} y={fmt(f64::from(r) * k + 1.0)}
                width={fmt(k - 2.0)} height={fmt(k - 2.0)} rx="2" fill={fill}
                fill-opacity={opacity} stroke={outline} stroke-width={if legal { "1.5" } else { "2.5" }}
                stroke-dasharray={dash} />
        }
    });
    let cross = (!legal).then(|| {
        let c = Point::new(f64::from(width) * k / 2.0, f64::from(height) * k / 2.0);
        let s = k * 0.3;
        html! {
            <path d={format!("M{} {} L{} {} M{} {} L{} {}", fmt(c.x - s), fmt(c.y - s), fmt(c.x + s),
                fmt(c.y + s), fmt(c.x - s), fmt(c.y + s), fmt(c.x + s), fmt(c.y - s))}
                stroke="#c0392b" stroke-width="4" stroke-linecap="round" />
        }
    });
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
        <g data-testid="held-patch" data-patch={held.label()}
            data-orientation={held.orientation.index().to_string()}
            data-anchor-row={anchor.0.to_string()} data-anchor-col={anchor.1.to_string()}
            data-legal={legal.to_string()} data-dragging={dragging.is_some().to_string()}
            class="held-patch" style="touch-action:none;cursor:grab;pointer-events:auto"
            transform={grid.transform()}
            filter={dragging.is_none().then_some("url(#lift)")}
            {onpointerdown} {onpointerup}>
            // The squares are drawn from the patch's corner and moved as one: a pointer move
            // changes one attribute, not two per square.
            <g transform={format!("translate({} {})", fmt(corner.x), fmt(corner.y))}>
                { for squares }
                { for cross }
            </g>
        </g>
    }
}

fn extent(held: &Held) -> (u8, u8) {
    let (_, h, w) = held.cells();
    (h, w)
}
