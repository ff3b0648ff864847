//! Dragging the held patch: while a pointer drags it, where it is stays here, in the
//! listeners, and only the drop reaches the page's reducer, so nothing else re-renders on a
//! pointer move. A move is shown without Yew: the listener moves the held patch's box (a CSS
//! transform of a composited element) and sets its `data-anchor-*` and `data-legal` itself,
//! which Yew never writes (the style sheet shows a refused spot from `data-legal`); the box's
//! place is also drawn, so that it is right from its first frame. The component is drawn again
//! only when a drag starts.

use std::rc::Rc;

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::rules::GameState;
use crate::ui::browser::pointer::ToSvg;
use crate::ui::hooks::effect::{use_effect_always, use_effect_on};
use crate::ui::layout::drag::{anchor_corner, dragged, is_drag};
use crate::ui::layout::{fmt, Point, QuiltGrid, Rect};
use crate::ui::state::{Grab, HandAction, Held};
use crate::ui::UiContext;

/// Where the held patch is and what the engine says of it there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spot {
    /// The piece and orientation this was worked out for.
    pub held: Held,
    /// The pointer dragging it, in SVG units (`None` when it is not being dragged).
    pub pointer: Option<Point>,
    /// Its top-left corner in the grid's own frame.
    pub corner: Point,
    /// Its anchor square.
    pub anchor: (i64, i64),
    /// Whether the engine accepts it there.
    pub legal: bool,
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

/// Where the held patch is shown, and whether a pointer is dragging it: the listeners of a
/// drag by `grab` (one per pointer-down), a drag that goes on while the piece is turned (R, F)
/// or the page laid out again, and the box put in place after every drawing.
#[hook]
pub fn use_drag(game: Rc<GameState>, grid: QuiltGrid, held: Held, grab: Option<Grab>, node: NodeRef) -> (Spot, bool) {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    // Where a drag has taken the patch, once the pointer has moved past the tap slop (read by
    // the listeners, which outlive renders, and by the next render).
    let dragged_to = use_mut_ref(|| None::<Spot>);
    // Draws again when a drag starts; other moves only `show`.
    let redraw = use_force_update();
    {
        let node = node.clone();
        let dragged_to = dragged_to.clone();
        let redraw = redraw.clone();
        let game = game.clone();
        use_effect_on((grab, held, grid), move |&(grab, held, grid)| {
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
                                Some(b) => {
                                    if (b.corner, b.anchor) != (spot.corner, spot.anchor) {
                                        show(&node, &grid, &held, spot);
                                    }
                                }
                                // The drag starts: drawn again (and shown after the drawing).
                                None => redraw.force_update(),
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
                            ui.dispatch.dispatch(HandAction::Drop(anchor).into());
                        } else if grab.from_circle {
                            ui.dispatch.dispatch(HandAction::Release.into());
                        }
                        // A tap on the held patch is told by the patch's own pointer-up (see
                        // held_patch.rs), which comes first, even before these listeners exist.
                    })
                };
                let cancel = {
                    let ui = ui.clone();
                    let dragged_to = dragged_to.clone();
                    EventListener::new(&gloo::utils::window(), "pointercancel", move |_| {
                        *dragged_to.borrow_mut() = None;
                        ui.dispatch.dispatch(HandAction::Release.into());
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
    let dragging = grab
        .zip(before)
        .and_then(|(grab, before)| before.pointer.map(|p| Spot::dragged(&game, &grid, held, grab, p, Some(before))));
    *dragged_to.borrow_mut() = dragging;
    let spot = dragging.unwrap_or_else(|| Spot {
        held,
        pointer: None,
        corner: anchor_corner(&grid, held.anchor),
        anchor: held.anchor,
        legal: held.check(&game, held.anchor).is_ok(),
    });
    // After every drawing: the box's place and the attributes that Yew leaves to `show`.
    use_effect_always(move || show(&node, &grid, &held, spot));
    (spot, dragging.is_some())
}

/// The held patch's box with its top-left corner at `corner` (in the grid's own frame): its
/// `style`, written by the drawing too, so that a box first drawn is where it belongs before
/// the effects run (Yew may let the browser paint in between).
#[must_use]
pub fn box_style(grid: &QuiltGrid, held: &Held, corner: Point) -> String {
    let (_, height, width) = held.cells();
    let k = grid.cell;
    let page = grid.page_rect(Rect::new(corner.x, corner.y, f64::from(width) * k, f64::from(height) * k));
    format!("transform:translate(calc({}*var(--u)),calc({}*var(--u)))", fmt(page.x), fmt(page.y))
}

/// Puts the held patch's box where `spot` says, and writes its anchor and the engine's answer
/// (`data-anchor-row`, `data-anchor-col`, `data-legal`).
fn show(node: &NodeRef, grid: &QuiltGrid, held: &Held, spot: Spot) {
    let Some(element) = node.cast::<web_sys::HtmlElement>() else { return };
    // Setting an attribute of an element in the page cannot fail.
    let _ = element.set_attribute("style", &box_style(grid, held, spot.corner));
    let _ = element.set_attribute("data-anchor-row", &spot.anchor.0.to_string());
    let _ = element.set_attribute("data-anchor-col", &spot.anchor.1.to_string());
    let _ = element.set_attribute("data-legal", if spot.legal { "true" } else { "false" });
}

fn extent(held: &Held) -> (u8, u8) {
    let (_, h, w) = held.cells();
    (h, w)
}
