//! One patch of the circle on its card: the shape, then its button cost and time cost.

use yew::prelude::*;

use crate::rules::PatchId;
use crate::ui::browser::pointer::{capture, event_point};
use std::fmt::Write;

use crate::ui::components::markup::raw;
use crate::ui::components::{button_icon, flag, hourglass_icon, patch_figure, PatchFigureArgs};
use crate::ui::i18n::{self, Text};
use crate::ui::layout::drag::{GrabOffset, PointerKind};
use crate::ui::layout::theme;
use crate::ui::layout::{extent, fmt, Num, Rect, Ring, CARD_LABEL, CARD_PAD};
use crate::ui::state::{Grab, HandAction, PageAction};
use crate::ui::{Lang, UiContext};

/// A patch, its place in the circle and whether it may be bought now.
pub struct PatchCardArgs {
    /// The patch.
    pub patch: PatchId,
    /// Its place in buying order, 0 for the first patch after the neutral token.
    pub position: usize,
    /// The card's rectangle.
    pub rect: Rect,
    /// The circle's layout (square side, patch placement on a card).
    pub ring: Ring,
    /// Whether it is one of the (up to) three patches a player may choose from.
    pub offered: bool,
    /// Whether the player to move could take it now (offered, affordable and fitting).
    pub takeable: bool,
    /// Whether the player to move has buttons enough for it.
    pub affordable: bool,
    /// Why an offered patch cannot be taken: `afford` or `fit`.
    pub reason: Option<&'static str>,
    /// Whether the game goes on: after its end no card is a control (none can be taken).
    pub playable: bool,
    /// Its place (1 to 3) in the offer that would follow the patch chosen, if it is in it.
    pub next: Option<usize>,
    /// Whether the patch is in the hand, lifted off this card (it shows only faintly).
    pub lifted: bool,
    /// An offered card's words for what would be offered next if it is taken.
    pub then: String,
}

/// What a card does with a pointer and the keyboard while it can be chosen.
struct Handlers {
    onpointerdown: Callback<PointerEvent>,
    onpointerup: Callback<PointerEvent>,
    onkeydown: Callback<KeyboardEvent>,
}

/// A card; the offered ones stand out on white with their number in the choice. (A function,
/// not a component: a component type costs the page more code than redrawing the cards.)
pub fn view_patch_card(args: &PatchCardArgs, lang: Lang, ui: &UiContext) -> Html {
    let patch = args.patch.patch();
    let rect = args.rect;
    // A control only while it can be chosen: offered, in a game not over.
    let offered = args.offered && args.playable;
    let Handlers { onpointerdown, onpointerup, onkeydown } = handlers(args, ui);
    let ring = &args.ring;
    let slot = args.position + 1;
    let cell = ring.cell_of(slot);
    let (height, width) = extent(&patch.shape.orientations()[0].cells);
    let origin = ring.patch_origin(slot, height, width);
    let (background, border, border_width) = match (args.offered, args.takeable) {
        (true, true) => ("#fffdf8", "#3c8d4f", "3"),
        (true, false) => ("#f3ede2", "#b9a88a", "2"),
        _ => ("#fffaf0", "#e3d6bd", "1"),
    };
    // An offered patch that cannot be taken is dimmed, its shape still in sight; why is in its
    // name and, for a pointer, its tooltip.
    let why = args.reason.map(|reason| i18n::text(lang, if reason == "afford" { Text::TooDear } else { Text::NoRoom }));
    let label = i18n::patch_label(lang, args.patch, args.reason, offered) + &args.then;
    // The card itself, its tooltip and the shape: markup (see `markup`; the tooltip is the
    // page's own words).
    let mut figure = String::new();
    let _ = write!(
        figure,
        r#"<rect width="{}" height="{}" rx="7" fill="{background}" stroke="{border}" stroke-width="{border_width}"{} fill-opacity="{}"/>"#,
        Num(rect.w),
        Num(rect.h),
        if args.offered { r#" filter="url(#lift)""# } else { "" },
        if args.offered { "1" } else { "0.7" }
    );
    if let Some(why) = why {
        let _ = write!(figure, r#"<title>{why}</title><g opacity="0.4">"#);
    } else if args.lifted {
        figure.push_str(r#"<g opacity="0.2">"#);
    } else {
        figure.push_str("<g>");
    }
    patch_figure(&mut figure, &PatchFigureArgs { patch: args.patch, x: origin.x, y: origin.y, cell });
    figure.push_str("</g>");
    html! {
        // The card (a control while offered) holds the shape; its numbers lie over it, outside
        // the control, so that its name is its only text (what a voice-control user says).
        <g key={args.patch.label()} transform={format!("translate({} {})", fmt(rect.x), fmt(rect.y))}>
            <g data-testid="circle-patch" data-patch={patch.label.clone()}
                data-position={args.position.to_string()} data-cost={patch.cost.to_string()}
                data-time={patch.time.to_string()} data-income={patch.income.to_string()}
                data-offered={flag(args.offered)} data-takeable={flag(args.takeable)}
                data-reason={args.reason} data-next-offer={args.next.map(|n| n.to_string())} tabindex={offered.then_some("0")}
                role={if offered { "button" } else { "img" }} aria-label={label}
                {onpointerdown} {onpointerup} {onkeydown}
                onfocus={offered.then(|| eye(ui, args.patch, true))} onblur={offered.then(|| eye(ui, args.patch, false))}
                onpointerenter={offered.then(|| pointer_eye(ui, args.patch, true, args.takeable))}
                onpointerleave={offered.then(|| pointer_eye(ui, args.patch, false, args.takeable))}>
                { raw(figure) }
            </g>
            { view_card_numbers(args) }
        </g>
    }
}

/// The focus, the mouse or a finger coming onto (`on`) an offered card, or leaving it: the
/// patches offered after it are shown meanwhile. (A finger's press comes onto the card first.)
fn eye<E>(ui: &UiContext, patch: PatchId, on: bool) -> Callback<E> {
    let ui = ui.clone();
    Callback::from(move |_: E| ui.dispatch.dispatch(PageAction::from(HandAction::Eye(patch, on))))
}

/// A pointer coming onto an offered card or leaving it, as [`eye`]; but not a finger on a
/// patch it can take: its press takes it at once (a patch in hand is chosen too), and marking
/// it first would draw the whole table once more before the patch is in the hand.
fn pointer_eye(ui: &UiContext, patch: PatchId, on: bool, takeable: bool) -> Callback<PointerEvent> {
    let ui = ui.clone();
    Callback::from(move |event: PointerEvent| {
        if !takeable || event.pointer_type() != "touch" {
            ui.dispatch.dispatch(PageAction::from(HandAction::Eye(patch, on)));
        }
    })
}

/// A pointer going down on an offered patch takes it (the page says why when it cannot);
/// so do Enter and Space.
fn handlers(args: &PatchCardArgs, ui: &UiContext) -> Handlers {
    let ui = ui.clone();
    let patch = args.patch.patch();
    let id = args.patch;
    let offered = args.offered && args.playable;
    let takeable = args.takeable;
    let onpointerdown = {
        let ui = ui.clone();
        let (height, width) = extent(&patch.shape.orientations()[0].cells);
        Callback::from(move |event: PointerEvent| {
            if !offered {
                return;
            }
            event.prevent_default();
            let grab = takeable.then(|| event_point(&ui.svg, &event)).flatten().map(|start| {
                capture(&event);
                Grab {
                    pointer_id: event.pointer_id(),
                    kind: PointerKind::from_pointer_type(&event.pointer_type()),
                    start,
                    offset: GrabOffset::centre(height, width),
                    from_circle: true,
                }
            });
            ui.dispatch.dispatch(PageAction::from(HandAction::Pick { patch: id, grab }));
        })
    };
    // The page's own pointer-up listener is set up once the held patch has been drawn; a quick
    // tap on a slow device can end before that. The card holds the pointer's capture, so it
    // hears that pointer-up itself and, once the page's listener has had its turn (a moment
    // later), lets go: the patch is never left stuck to a pointer that is no longer down.
    let onpointerup = {
        let ui = ui.clone();
        Callback::from(move |_: PointerEvent| {
            if offered && takeable {
                release_later(&ui);
            }
        })
    };
    let onkeydown = Callback::from(move |event: KeyboardEvent| {
        if offered && (event.key() == "Enter" || event.key() == " ") {
            event.prevent_default();
            event.stop_propagation();
            ui.dispatch.dispatch(PageAction::from(HandAction::Pick { patch: id, grab: None }));
        }
    });
    Handlers { onpointerdown, onpointerup, onkeydown }
}

/// The card's cost and time at its foot (and, facing, once more at its top turned half a turn,
/// for the player across the table), its income in its top corner, and its number in the choice
/// when offered.
fn view_card_numbers(args: &PatchCardArgs) -> Html {
    let patch = args.patch.patch();
    let rect = args.rect;
    let cell = args.ring.cell_of(args.position + 1);
    let label_y = rect.h - CARD_PAD - CARD_LABEL / 2.0;
    let cost_colour = if args.affordable { theme::INK } else { "#b23a2a" };
    let mut numbers = String::from(r#"<g class="cost" data-testid="patch-cost">"#);
    // A narrow card (the far part of a phone's circle) has no room for an icon beside each
    // number: there each icon stands small above its number, the cost at the left and the
    // time at the right, the numbers as large as on the wide cards.
    if cell < 8.0 {
        let (icon_y, text_y) = (rect.h - CARD_LABEL - 0.5, Num(rect.h - 8.0));
        button_icon(&mut numbers, CARD_PAD + 3.0, icon_y, 3.0);
        let _ = write!(
            numbers,
            r#"<text x="2" y="{text_y}" class="number" dominant-baseline="central" fill="{cost_colour}">{}</text></g><g class="time" data-testid="patch-time">"#,
            patch.cost
        );
        hourglass_icon(&mut numbers, rect.w - CARD_PAD - 2.0, icon_y, 6.0);
        let _ = write!(
            numbers,
            r##"<text x="{}" y="{text_y}" class="number" text-anchor="end" dominant-baseline="central" fill="#2f5d91">{}</text>"##,
            Num(rect.w - 2.0),
            patch.time
        );
    } else {
        let text_y = Num(label_y + 1.0);
        let icon = (CARD_LABEL * 0.36).min(cell * 0.5);
        // Cost (up to two digits) on the left half, time (one digit) on the right.
        let cost_x = CARD_PAD + icon;
        let time_x = rect.w * 0.68;
        button_icon(&mut numbers, cost_x, label_y, icon);
        let _ = write!(
            numbers,
            r#"<text x="{}" y="{text_y}" class="number" dominant-baseline="central" fill="{cost_colour}">{}</text></g><g class="time" data-testid="patch-time">"#,
            Num(cost_x + icon + 2.5),
            patch.cost
        );
        hourglass_icon(&mut numbers, time_x, label_y, icon * 2.1);
        let _ = write!(
            numbers,
            r#"<text x="{}" y="{text_y}" class="number" dominant-baseline="central">{}</text>"#,
            Num(time_x + icon + 2.0),
            patch.time
        );
    }
    numbers.push_str("</g></g>");
    let mut out = String::from(r#"<g class="card-numbers" aria-hidden="true" data-turned="false">"#);
    out.push_str(&numbers);
    if args.ring.twice {
        // The same line turned half a turn about the card's middle: at its top, for the player
        // across the table.
        let _ = write!(
            out,
            r#"<g class="card-numbers" aria-hidden="true" data-turned="true" transform="rotate(180 {} {})">{numbers}"#,
            Num(rect.w / 2.0),
            Num(rect.h / 2.0)
        );
    }
    // Its income, paid at every income mark once sewn on, in the top corner away from the
    // choice badge's middle: below the badge on an offered card (whose middle it would reach
    // on a phone; just clear of the cost and time, at a phone's larger type), facing below
    // the turned numbers.
    let income_drop = match (args.ring.twice, args.offered) {
        (true, _) => CARD_LABEL + 1.0,
        (false, true) => CARD_LABEL - 0.5,
        (false, false) => 1.0,
    };
    let _ = write!(
        out,
        r##"<text data-testid="patch-income" aria-hidden="true" x="{}" y="{}" class="number" text-anchor="end" dominant-baseline="central" fill="#2f5d91">+{}</text>"##,
        Num(rect.w - 3.0),
        Num(CARD_LABEL * 0.4 + income_drop),
        patch.income
    );
    if let Some(n) = args.next {
        // Offered next if the patch chosen is taken: ringed, its place in that offer inside its
        // top-left corner, clear of the choice badge and the income (facing, below the turned
        // numbers and beside the choice badge at the middle of the left edge).
        let (x, y) = if args.ring.twice { (16.0, CARD_LABEL + CARD_PAD + 7.0) } else { (7.0, 7.0) };
        let _ = write!(
            out,
            r##"<g class="choice-badge" aria-hidden="true"><rect x="-3" y="-3" width="{}" height="{}" rx="9" fill="none" stroke="#2f5d91" stroke-width="2.5" stroke-dasharray="6 3"/><circle cx="{x}" cy="{}" r="6.5" fill="#fff" stroke="#2f5d91" stroke-width="1.5"/><text x="{x}" y="{}" class="number" text-anchor="middle" dominant-baseline="central" fill="#2f5d91">{n}</text></g>"##,
            Num(rect.w + 6.0),
            Num(rect.h + 6.0),
            Num(y),
            Num(y + 0.5),
            x = Num(x),
        );
    }
    if args.offered {
        // Over the middle of the card's top edge: on its own card, never on the one beside.
        // Facing, the turned numbers have the top: it stands on the middle of the left edge,
        // half over the gap before the card (and the patch's padding), clear of both lines.
        let (x, y) = if args.ring.twice { (0.0, rect.h / 2.0) } else { (rect.w / 2.0, 0.0) };
        let _ = write!(
            out,
            r#"<g class="choice-badge" aria-hidden="true" transform="translate({} {})"><circle cx="0" cy="0" r="8.5" fill="{}"/><text x="0" y="0.5" class="badge" text-anchor="middle" dominant-baseline="central">{}</text></g>"#,
            Num(x),
            Num(y),
            theme::INK,
            args.position + 1
        );
    }
    raw(out)
}

/// Lets go of any grab after the current event has reached every listener.
pub fn release_later(ui: &UiContext) {
    let ui = ui.clone();
    // A task, not a forgotten timer: it is freed once it has run.
    wasm_bindgen_futures::spawn_local(async move {
        gloo::timers::future::TimeoutFuture::new(0).await;
        ui.dispatch.dispatch(PageAction::from(HandAction::Release));
    });
}
