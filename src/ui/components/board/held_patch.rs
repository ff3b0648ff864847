//! The patch held over the quilt of the player to move: an HTML box over the page's SVG, moved
//! by a CSS transform of its own so that a move repaints nothing (see [`crate::ui::hooks::use_drag`]).

use std::rc::Rc;

use yew::prelude::*;

use crate::rules::GameState;
use crate::ui::browser::pointer::{capture, event_point};
use crate::ui::components::board::held_squares::{view_held_squares, HeldSquaresArgs};
use crate::ui::components::board::patch_card::release_later;
use crate::ui::hooks::use_drag;
use crate::ui::layout::drag::{GrabOffset, PointerKind};
use crate::ui::layout::QuiltGrid;
use crate::ui::state::{Grab, HandAction, Held};
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

/// The held patch at quilt size: snapped to the grid, red and dashed where the engine refuses it.
/// Over a turned quilt it is turned with it.
///
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
    let onpointerdown = {
        let ui = ui.clone();
        Callback::from(move |event: PointerEvent| {
            event.prevent_default();
            let Some(p) = event_point(&ui.svg, &event) else { return };
            capture(&event);
            let offset = GrabOffset::of(grid.to_local(p), corner, k, height, width);
            let kind = PointerKind::from_pointer_type(&event.pointer_type());
            let grab = Grab { pointer_id: event.pointer_id(), kind, start: p, offset, from_circle: false };
            ui.dispatch.dispatch(HandAction::Grab(grab).into());
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
            data-dragging={dragging.to_string()}
            class={if dragging { "held-patch" } else { "held-patch lifted" }}
            {onpointerdown} {onpointerup}>
            { view_held_squares(&HeldSquaresArgs { piece: held.piece, cells, height, width, cell: k, turned: grid.turned, legal: spot.legal }) }
        </div>
    }
}
