//! An hourglass: the time cost of a patch.

use yew::prelude::*;

use crate::ui::layout::fmt;
use crate::ui::layout::theme;

/// Where and how large the hourglass is.
#[derive(Properties, PartialEq)]
pub struct HourglassIconProps {
    /// Centre, x.
    pub cx: f64,
    /// Centre, y.
    pub cy: f64,
    /// Height; the width is a little less.
    pub size: f64,
}

/// Two glass cones between two wooden bars.
#[function_component(HourglassIcon)]
pub fn hourglass_icon(props: &HourglassIconProps) -> Html {
    let &HourglassIconProps { cx, cy, size } = props;
    let (w, h) = (size * 0.42, size * 0.5);
    let (glass_h, neck) = (h * 0.82, size * 0.06);
    let glass = format!(
        "M{} {} L{} {} L{} {} L{} {} L{} {} L{} {} Z",
        fmt(cx - w * 0.8),
        fmt(cy - glass_h),
        fmt(cx + w * 0.8),
        fmt(cy - glass_h),
        fmt(cx + neck),
        fmt(cy),
        fmt(cx + w * 0.8),
        fmt(cy + glass_h),
        fmt(cx - w * 0.8),
        fmt(cy + glass_h),
        fmt(cx - neck),
        fmt(cy),
    );
    let sand = format!(
        "M{} {} L{} {} L{} {} Z",
        fmt(cx - w * 0.55),
        fmt(cy + glass_h),
        fmt(cx + w * 0.55),
        fmt(cy + glass_h),
        fmt(cx),
        fmt(cy + glass_h * 0.35),
    );
    let bar = |y: f64| {
        html! {
            <rect x={fmt(cx - w)} y={fmt(y - size * 0.06)} width={fmt(2.0 * w)}
                height={fmt(size * 0.12)} rx={fmt(size * 0.04)} fill={theme::INK} />
        }
    };
    html! {
        <g class="hourglass-icon">
            <path d={glass} fill="#fdf8ee" stroke={theme::INK} stroke-width={fmt(size * 0.07)}
                stroke-linejoin="round" />
            <path d={sand} fill="#d9a441" />
            { bar(cy - h) }
            { bar(cy + h) }
        </g>
    }
}
