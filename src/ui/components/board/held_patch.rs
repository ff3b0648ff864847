//! The patch held over the quilt of the player to move: an HTML box over the page's SVG, moved
//! by a CSS transform of its own so that a move repaints nothing (see [`crate::ui::hooks::use_drag`]).

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use crate::rules::GameState;
use crate::ui::browser::pointer::{capture, event_point, ToSvg};
use crate::ui::components::board::held_squares::{view_held_squares, HeldSquaresArgs};
use crate::ui::components::board::patch_card::release_later;
use crate::ui::components::flag;
use crate::ui::hooks::{box_style, use_drag};
use crate::ui::i18n::{self, Lang, Text};
use crate::ui::layout::drag::{is_drag, GrabOffset, PointerKind};
use crate::ui::layout::{fmt, handle_box, handle_side, HandleRoom, Point, QuiltGrid, Rect};
use crate::ui::state::{Grab, HandAction, Held, Piece};
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
    /// Where the turn handle may lie around that quilt.
    pub room: HandleRoom,
    /// The language of the turn handle's name.
    pub lang: Lang,
}

/// The held patch at quilt size: snapped to the grid, red and dashed where the engine refuses it.
/// Over a turned quilt it is turned with it. A patch (not a leather one) lying still has a turn
/// handle beside the quilt or on its own squares, never over the middle of another square (see [`handle_box`]).
#[function_component(HeldPatch)]
pub fn held_patch(props: &HeldPatchProps) -> Html {
    let ui = use_context::<UiContext>().expect("the app provides its context");
    let node = use_node_ref();
    let grid = props.grid;
    let held = props.held;
    let (cells, height, width) = held.cells();
    let (spot, dragging) = use_drag(props.game.clone(), grid, held, props.grab, node.clone());
    let k = grid.cell;
    let corner = spot.corner;
    // The pointer pressed on the patch, where, and whether it has moved past the tap slop: a
    // tap is told here, on the patch's own pointer-up, so that a tap quicker than the page's
    // drag listeners (see quick-tap.spec.mjs) is a tap too.
    let pressed = use_mut_ref(|| None::<(i32, Point, bool)>);
    // Whether the pointer went down on the turn handle: a tap on the patch that moves it may
    // leave the handle under the finger, and the tap's click must not turn it then.
    let armed = use_mut_ref(|| false);
    let onpointerdown = {
        let ui = ui.clone();
        let pressed = pressed.clone();
        let armed = armed.clone();
        Callback::from(move |event: PointerEvent| {
            event.prevent_default();
            *armed.borrow_mut() = false;
            let Some(p) = event_point(&ui.svg, &event) else { return };
            capture(&event);
            *pressed.borrow_mut() = Some((event.pointer_id(), p, false));
            let offset = GrabOffset::of(grid.to_local(p), corner, k, height, width);
            let kind = PointerKind::from_pointer_type(&event.pointer_type());
            let grab = Grab { pointer_id: event.pointer_id(), kind, start: p, offset, from_circle: false };
            ui.dispatch.dispatch(HandAction::Grab(grab).into());
        })
    };
    let onpointermove = {
        let ui = ui.clone();
        let pressed = pressed.clone();
        Callback::from(move |event: PointerEvent| {
            if let Some((id, start, moved @ false)) = pressed.borrow_mut().as_mut() {
                if *id == event.pointer_id() && event_point(&ui.svg, &event).is_some_and(|p| is_drag(*start, p)) {
                    *moved = true;
                }
            }
        })
    };
    // A tap on the patch is a tap on the quilt square under the finger. Otherwise, as on the
    // circle's cards (see patch_card.rs): a pointer-up that comes before the page's listener is
    // set up still lets go.
    let onpointerup = {
        let ui = ui.clone();
        Callback::from(move |event: PointerEvent| match pressed.borrow_mut().take() {
            Some((id, _, false)) if id == event.pointer_id() => {
                let square = event_point(&ui.svg, &event).and_then(|p| grid.cell_at(p));
                ui.dispatch.dispatch(HandAction::Tap(square).into());
            }
            _ => release_later(&ui),
        })
    };
    let handle = (held.piece != Piece::Leather && !dragging).then(|| {
        let side = handle_side(ToSvg::of(&ui.svg).map_or(1.0, ToSvg::px_per_unit), k);
        let patch = grid.page_rect(Rect::new(corner.x, corner.y, f64::from(width) * k, f64::from(height) * k));
        handle_box(&grid, cells, spot.anchor, side, &props.room)
            .map(|b| view_turn_handle(&ui, b.moved(-patch.x, -patch.y), &armed, props.lang))
    });
    html! {
        <div ref={node} data-testid="held-patch" data-patch={held.label()}
            data-orientation={held.orientation.index().to_string()}
            data-dragging={flag(dragging)} style={box_style(&grid, &held, corner)}
            class={if dragging { "held-patch" } else { "held-patch lifted" }}
            {onpointerdown} {onpointermove} {onpointerup}>
            { view_held_squares(&HeldSquaresArgs { piece: held.piece, cells, height, width, cell: k, turned: grid.turned }) }
            { handle.flatten().unwrap_or_default() }
        </div>
    }
}

/// The turn handle: a round button at `spot`, in units from the held patch's box, that turns the
/// patch a quarter clockwise when pressed on it (or clicked by assistive technology, with no
/// pointer). A press on it neither takes hold of the patch nor moves it, and it never takes the
/// focus (Enter stays Place). An element with the button role, not a `<button>`: the browser
/// moves a finger's tap that lands near a form control onto it, and the handle reaches a little
/// over the squares beside it, where a tap must move the patch.
fn view_turn_handle(ui: &UiContext, spot: Rect, armed: &Rc<RefCell<bool>>, lang: Lang) -> Html {
    let side = format!(
        "left:calc({}*var(--u));top:calc({}*var(--u));width:calc({}*var(--u));height:calc({}*var(--u));\
         --handle:calc({}*var(--u))",
        fmt(spot.x),
        fmt(spot.y),
        fmt(spot.w),
        fmt(spot.h),
        fmt(spot.w.min(spot.h))
    );
    let name = i18n::text(lang, Text::TurnHandle);
    let keep = Callback::from(|event: PointerEvent| event.stop_propagation());
    let press = {
        let armed = armed.clone();
        Callback::from(move |event: PointerEvent| {
            event.stop_propagation();
            *armed.borrow_mut() = true;
        })
    };
    let unfocused = Callback::from(|event: MouseEvent| event.prevent_default());
    let onclick = {
        let ui = ui.clone();
        let armed = armed.clone();
        Callback::from(move |event: MouseEvent| {
            event.stop_propagation();
            if std::mem::take(&mut *armed.borrow_mut()) || event.detail() == 0 {
                ui.dispatch.dispatch(HandAction::Rotate.into());
            }
        })
    };
    html! {
        <div role="button" data-testid="turn-handle" class="turn-handle" style={side}
            aria-label={name} title={name} onpointerdown={press} onpointerup={keep}
            onmousedown={unfocused} {onclick}>{ "⟳" }</div>
    }
}
