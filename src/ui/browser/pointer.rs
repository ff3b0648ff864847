//! Pointer positions on the page's SVG: the map from the screen to SVG units, and pointer
//! capture.

use wasm_bindgen::JsCast;
use yew::NodeRef;

use crate::ui::layout::Point;

thread_local! {
    /// The map as last asked for ([`ToSvg::of`]).
    static KNOWN: std::cell::Cell<Option<ToSvg>> = const { std::cell::Cell::new(None) };
}

/// The affine map from client (CSS pixel) positions to SVG units: `getScreenCTM().inverse()`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ToSvg([f64; 6]);

impl ToSvg {
    /// The map of the page's SVG now. Asking the browser for it forces a layout (a whole one
    /// when the page was just changed, as while a patch is drawn), so it is asked once and kept
    /// until the window is resized ([`ToSvg::forget`]): the page never scrolls, and its size
    /// and `viewBox` follow the window's alone.
    pub fn of(svg: &NodeRef) -> Option<ToSvg> {
        if let Some(known) = KNOWN.get() {
            return Some(known);
        }
        let svg = svg.cast::<web_sys::SvgGraphicsElement>()?;
        let m = svg.get_screen_ctm()?.inverse().ok()?;
        let map = ToSvg([m.a(), m.b(), m.c(), m.d(), m.e(), m.f()].map(f64::from));
        KNOWN.set(Some(map));
        Some(map)
    }

    /// Forgets the map kept: the window's size has changed.
    pub fn forget() {
        KNOWN.set(None);
    }

    /// CSS pixels a unit of the page (the SVG is scaled alike both ways, never turned).
    pub fn px_per_unit(self) -> f64 {
        1.0 / self.0[0].hypot(self.0[1])
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
