//! Colours and the page's style sheet. Pure data, shared by the components.

use crate::rules::{PatchId, Player};

/// The page background: undyed linen.
pub const BACKGROUND: &str = "#f4eee2";
/// Dark ink for text.
pub const INK: &str = "#3b3226";
/// Softer ink for secondary text.
pub const INK_SOFT: &str = "#7a6d5c";
/// Buttons (the game's currency): light blue, as on the patches of the box.
pub const BUTTON: &str = "#5b8fc9";
/// The rim and holes of a button.
pub const BUTTON_DARK: &str = "#2f5d91";
/// Under review, the computer's better move: dashed in this colour (the move made is solid ink).
pub const BETTER: &str = "#14804a";
/// Leather patches on the time board.
pub const LEATHER: &str = "#9a6a43";
/// The stitches on a leather patch.
pub const LEATHER_STITCH: &str = "#e9d3b4";

/// A player's colours: player 1 warm, player 2 cool.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayerColours {
    /// Token and accents.
    pub main: &'static str,
    /// Outlines and text on light ground.
    pub dark: &'static str,
    /// Light tint for backgrounds.
    pub light: &'static str,
}

/// The colours of `player`.
#[must_use]
pub const fn player(player: Player) -> PlayerColours {
    match player {
        Player::One => PlayerColours { main: "#e0703a", dark: "#9c4219", light: "#fbe2d3" },
        Player::Two => PlayerColours { main: "#2f8f9d", dark: "#1b5b66", light: "#d5eef0" },
    }
}

/// Soft fabric colours: fill and a darker outline of the same hue.
const FABRICS: [(&str, &str); 12] = [
    ("#f3a7a0", "#b8574e"),
    ("#f7c58f", "#b77a2f"),
    ("#f2df8a", "#a68b22"),
    ("#bfdc9a", "#5f8c33"),
    ("#9fd6c4", "#3b8a70"),
    ("#a7c7ef", "#3f6fae"),
    ("#c6b3e6", "#6d53a1"),
    ("#efb5d8", "#a24b80"),
    ("#d9c2a5", "#8a6a43"),
    ("#b4dfe9", "#3a8497"),
    ("#e8b4a0", "#9a5439"),
    ("#cfd6a0", "#77803a"),
];

/// The fill and outline colours of a patch. Neighbouring labels get distant colours.
#[must_use]
pub fn patch(id: PatchId) -> (&'static str, &'static str) {
    if id == PatchId::LEATHER {
        return (LEATHER, "#6b4527");
    }
    FABRICS[id.index() * 5 % FABRICS.len()]
}

/// The style sheet of the page, put in a `<style>` element inside the SVG.
pub const STYLE: &str = "
svg.patchwork { fill: #3b3226; user-select: none; -webkit-user-select: none; text-rendering: optimizeSpeed; }
svg.patchwork .number { font-size: 11px; font-weight: 700; }
svg.patchwork .space-number { font-size: 11px; fill: #7a6d5c; }
svg.patchwork .panel-name { font-size: 17px; font-weight: 700; }
svg.patchwork .panel-value { font-size: 17px; font-weight: 700; }
svg.patchwork .panel-label { font-size: 11px; fill: #7a6d5c; }
svg.patchwork .narrow .panel-value { font-size: 16px; }
svg.patchwork .narrow .panel-label { font-size: 10px; }
svg.patchwork .projected .panel-label { text-decoration: underline dotted; }
svg.patchwork .badge { font-size: 11px; font-weight: 700; fill: #fff; }
svg.patchwork :is(.card-numbers, .choice-badge) { pointer-events: none; }
svg.patchwork .time-board[data-turned=true] .space-number { transform: rotate(180deg); transform-box: fill-box; \
transform-origin: center; }
svg.patchwork[data-format=tall] :is(.number, .space-number, .panel-label, .badge) { font-size: 12.5px; }
svg.patchwork[data-format=tall] :is(.panel-name, .panel-value) { font-size: 15px; }
svg.patchwork [data-testid=circle-patch][data-takeable=true] { cursor: grab; touch-action: none; }
svg.patchwork [data-testid=circle-patch]:focus-visible { outline: 3px solid #2f5d91; }
svg.patchwork .side { opacity: 0.8; transition: opacity .25s; }
svg.patchwork .side.active { opacity: 1; }
svg.patchwork .travel { animation: travel ease-out both; animation-timing-function: cubic-bezier(.3, 0, .2, 1); }
@keyframes travel { from { transform: translate(var(--dx), var(--dy)); } }
@media (prefers-reduced-motion: reduce) { svg.patchwork .travel { animation: none; } svg.patchwork .side { transition: none; } }
";

/// The style sheet of the HTML around the SVG: controls, toasts and the two screens.
pub const HTML_STYLE: &str = "
.app { font-family: 'Trebuchet MS', 'Segoe UI', 'Helvetica Neue', 'DejaVu Sans', Arial, sans-serif; }
.held-layer { position: absolute; inset: 0; pointer-events: none; overflow: hidden; }
.held-patch { position: absolute; left: 0; top: 0; will-change: transform; touch-action: none; cursor: grab; }
.held-patch svg { display: block; }
.held-patch rect { pointer-events: auto; }
.held-patch[data-legal=false] rect { stroke: #c0392b; fill-opacity: .55; stroke-width: 2.5; stroke-dasharray: 5 3; }
.held-patch:not([data-legal=false]) .cross { display: none; }
.held-patch .turn-handle { position: absolute; box-sizing: border-box; margin: 0; padding: 0; display: flex; \
align-items: center; justify-content: center; user-select: none; \
pointer-events: auto; touch-action: manipulation; cursor: pointer; border-radius: 999px; border: 2px solid #6b5337; \
background: #fffaf0; color: #3b3226; font-size: calc(var(--handle) * .55); line-height: 1; \
box-shadow: 0 1px 4px rgba(90,67,37,.4); }
.held-patch.lifted { filter: drop-shadow(0 calc(1.5 * var(--u)) calc(1.6 * var(--u)) rgba(90,67,37,.3)); }
.overlay { position: absolute; inset: 0; pointer-events: none; color: #3b3226; font-size: calc(14 * var(--u)); }
.overlay > * { pointer-events: auto; box-sizing: border-box; }
.banner { display: flex; align-items: center; justify-content: center; text-align: center; color: #fff; \
font-weight: 700; font-size: max(11px, calc(20 * var(--u) * var(--fit, 1))); border-radius: calc(12 * var(--u)); border: 3px solid; \
padding: 0 calc(8 * var(--u)); box-shadow: 0 2px 6px rgba(90,67,37,.35); overflow: hidden; \
overflow-wrap: anywhere; line-height: 1.15; }
.banner[data-shortened] > .long { display: none; }
.banner[data-shortened]::after { content: attr(data-short); }
.control { font: inherit; font-weight: 700; min-width: 44px; min-height: 44px; border-radius: \
calc(10 * var(--u)); border: 2px solid #8a6438; background: #fffdf8; color: #3b3226; cursor: pointer; \
touch-action: manipulation; padding: 0 calc(6 * var(--u)); }
.control:disabled { opacity: .4; cursor: default; }
.control:focus-visible { outline: 3px solid #2f5d91; outline-offset: 2px; }
.control:is(.face, .help) { font-size: calc(24 * var(--u)); padding: 0; line-height: 1; }
.control.face[aria-pressed=true] { background: #d5eef0; border-color: #1b5b66; }
.turned { transform: rotate(180deg); }
.control.advance { background: #fff3d6; border-color: #d9a441; font-size: calc(16 * var(--u)); }
.leather-prompt { display: flex; flex-direction: column; justify-content: center; gap: calc(4 * var(--u)); \
background: #f1e2cf; border: 2px solid #9a6a43; border-radius: calc(10 * var(--u)); padding: \
calc(6 * var(--u)); font-weight: 700; text-align: center; }
.leather-prompt .control { min-height: 44px; }
.message { background: #fffdf8; border: 1px solid #e3d6bd; border-radius: calc(10 * var(--u)); padding: \
calc(6 * var(--u)) calc(8 * var(--u)); overflow: hidden; line-height: 1.25; font-size: max(11px, calc(13 * var(--u) * var(--fit, 1))); }
.sentence:not([hidden]) { display: block; }
.message .toast { margin-bottom: calc(4 * var(--u)); padding: calc(3 * var(--u)) calc(6 * var(--u)); }
.recap { box-sizing: border-box; display: flex; align-items: flex-start; gap: 4px; background: #fffdf8; \
border: 2px solid #d9a441; border-radius: calc(10 * var(--u)); padding: calc(4 * var(--u)) calc(6 * var(--u)); \
font-size: max(11px, calc(12.5 * var(--u) * var(--fit, 1))); line-height: 1.25; color: #3b3226; }
.recap-head { display: flex; justify-content: space-between; align-items: center; gap: 6px; }
.recap-close { flex: 0 0 auto; min-width: 44px; min-height: 32px; font: inherit; font-weight: 700; \
background: none; border: none; color: #3b3226; cursor: pointer; padding: 0; }
.recap ol, .game-log ol, .projection-details ul { list-style: none; margin: 0; padding: 0; }
.recap { overflow-y: auto; overscroll-behavior: contain; }
.recap-body { flex: 1 1 auto; min-width: 0; }
.recap-message { margin: 0 0 calc(3 * var(--u)); }
.recap .toast { margin: calc(2 * var(--u)) 0; padding: calc(3 * var(--u)) calc(6 * var(--u)); }
.recap li, .game-log li[data-testid] { border-left: 4px solid; padding-left: 6px; margin: 2px 0; }
.recap-show { font: inherit; text-align: left; background: none; border: none; padding: 2px 0; color: inherit; \
cursor: pointer; width: 100%; min-height: 24px; }
.recap-show[aria-pressed=true] { font-weight: 700; text-decoration: underline; }
.recap-show:focus-visible, .recap-close:focus-visible { outline: 3px solid #2f5d91; outline-offset: 1px; }
.projection-open { width: 100%; height: 100%; border: 0; border-radius: 8px; background: none; cursor: pointer; }
.projection-open:hover, .projection-open[aria-expanded=true] { background: #d9a44129; }
.projection-open:focus-visible { outline: 3px solid #2f5d91; outline-offset: -3px; }
.projection-details { z-index: 4; background: #fffdf8; border: 2px solid; border-radius: calc(10 * var(--u)); \
padding: calc(6 * var(--u)) calc(8 * var(--u)); overflow: auto; font-size: max(12px, calc(13 * var(--u))); \
line-height: 1.3; box-shadow: 0 4px 16px rgba(90,67,37,.35); }
.log-backdrop { position: fixed; inset: 0; background: rgba(59,50,38,.35); display: flex; align-items: center; \
justify-content: center; z-index: 9; pointer-events: auto; }
.game-log { background: #fffdf8; border: 3px solid #d9a441; border-radius: 14px; width: min(560px, 94vw); \
max-height: 86vh; overflow: auto; box-sizing: border-box; padding: 10px 14px; color: #3b3226; font-size: 14px; \
line-height: 1.3; }
.game-log .log-turn { margin: 8px 0 0; }
.toast { background: #3b3226; color: #fff; border-radius: calc(10 * var(--u)); padding: calc(8 * var(--u)); \
font-weight: 700; animation: toast 2.4s ease forwards; }
@keyframes toast { 0% { opacity: 0; transform: translateY(6px); } 10%, 75% { opacity: 1; transform: none; } \
100% { opacity: 0; } }
.menu-note { margin: 0; font-size: 13px; font-weight: 400; color: #7a6d5c; max-width: 260px; }
.first-hint { pointer-events: none !important; display: flex; align-items: center; justify-content: center; \
text-align: center; background: #fffdf8e6; border: 2px dashed #d9a441; border-radius: calc(10 * var(--u)); \
padding: calc(8 * var(--u)); font-size: calc(13 * var(--u)); line-height: 1.3; overflow: hidden; }
.game-over { background: #fffdf8; border: 3px solid #d9a441; border-radius: calc(14 * var(--u)); padding: \
calc(12 * var(--u)); display: flex; flex-direction: column; align-items: stretch; gap: calc(8 * var(--u)); \
box-shadow: 0 4px 16px rgba(90,67,37,.35); overflow: auto; text-align: center; }
.game-over h2 { margin: 0 36px; font-size: calc(21 * var(--u)); overflow-wrap: anywhere; }
.game-over .control.corner { position: absolute; top: 4px; right: 4px; padding: 0; }
.game-over p { margin: 0; }
.game-over .finals { border-collapse: collapse; font-size: calc(14 * var(--u)); table-layout: fixed; \
width: 100%; max-width: calc(420 * var(--u)); margin: 0 auto; font-variant-numeric: tabular-nums; }
.finals th, .finals td { padding: calc(3 * var(--u)) calc(6 * var(--u)); text-align: right; white-space: nowrap; }
.finals tbody th { text-align: left; font-weight: 400; overflow: hidden; text-overflow: ellipsis; }
.finals thead th { border-bottom: calc(4 * var(--u)) solid; overflow: hidden; text-overflow: ellipsis; }
.finals .total { font-weight: 700; font-size: 1.15em; border-top: 1px solid #e3d6bd; }
.review { background: #fffdf8; border: 2px solid #5b8fc9; border-radius: calc(12 * var(--u)); padding: \
calc(6 * var(--u)); display: flex; flex-direction: column; justify-content: space-between; \
gap: calc(6 * var(--u)); overflow: auto; font-size: calc(13 * var(--u)); line-height: 1.25; }
.review p { margin: 0; }
.review-words { flex: 1 1 auto; min-height: 0; overflow: auto; }
.review .steps { flex: none; display: flex; flex-wrap: wrap; gap: calc(4 * var(--u)); align-items: center; }
.review .steps input { flex: 1 1 60px; min-width: 0; min-height: 44px; margin: 0; }
.review .step { padding: 0; }
.review-graph svg { display: block; width: 100%; height: 100%; }
.review-graph .point { cursor: pointer; stroke: #fffdf8; stroke-width: 1; }
.review-graph .point.shown { stroke: #2f5d91; stroke-width: 2; }
.review-chance { font-size: 11px; fill: #3b3226; }
.review-axis { font-size: 10px; fill: #7a6d5c; }
.review-graph .point rect { stroke: none; }
.review .better { color: #14804a; }
.review .compare { display: inline-flex; align-items: center; gap: 4px; padding: 0 calc(8 * var(--u)); }
.review .compare[aria-pressed=true] { background: #dce8f5; }
.summary p { margin: 0; font-size: calc(12 * var(--u)); }
.mark { width: 10px; height: 10px; border: 2.5px solid #3b3226; border-radius: 2px; }
.mark.better { border: 2.5px dashed #14804a; }
.review-graph progress { position: absolute; left: 10%; width: 80%; bottom: 3px; height: 6px; }
.game-over .actions { display: flex; flex-wrap: wrap; gap: calc(8 * var(--u)); justify-content: center; }
.game-over .actions .control { min-height: 44px; padding: 0 calc(16 * var(--u)); }
.control.start { font-size: 18px; padding: 0 24px; min-height: 52px; background: #fff3d6; border-color: #d9a441; }
.new-game { max-width: 560px; margin: 24px auto; padding: 20px 24px; background: #fffdf8; border-radius: 14px; \
border: 2px solid #d9a441; \
color: #3b3226; display: flex; flex-direction: column; gap: 12px; max-height: calc(100vh - 48px); \
box-sizing: border-box; overflow: auto; }
.new-game h1 { margin: 0; text-align: center; }
@media (max-width: 480px) { .new-game { margin: 6px; padding: 10px 12px; gap: 8px; max-height: calc(100vh - 12px); } .new-game h1 { font-size: 24px; } .new-game fieldset { gap: 6px; padding: 4px 8px 8px; } .new-game .choice { padding: 0 8px; } }
.new-game fieldset { border: 1px solid #e3d6bd; border-radius: 10px; display: flex; flex-wrap: wrap; gap: 8px; }
.new-game legend { font-weight: 700; }
.new-game .choice { display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 14px; \
border: 2px solid #e3d6bd; border-radius: 10px; cursor: pointer; }
.new-game .choice:has(input:checked) { border-color: #d9a441; background: #fff3d6; }
.new-game input[type=radio] { width: 22px; height: 22px; }
.new-game .field { display: flex; flex-direction: column; gap: 4px; flex: 1 1 200px; font-weight: 700; }
.new-game input[type=text] { font: inherit; font-weight: 400; min-height: 44px; padding: 0 10px; \
border: 2px solid #e3d6bd; border-radius: 10px; box-sizing: border-box; }
.new-game select { font: inherit; min-height: 44px; padding: 0 8px; border: 2px solid #e3d6bd; \
border-radius: 10px; background: #fffdf8; }
.new-game .field label { display: flex; flex-direction: column; gap: 4px; }
@media (max-width: 480px) { .new-game .field { display: grid; grid-template-columns: minmax(0, 1fr) auto; \
align-items: end; gap: 6px; } .new-game .field :is(label, input) { min-width: 0; } }
.control.tool { font-size: calc(13 * var(--u)); padding: 0 calc(2 * var(--u)); white-space: nowrap; \
overflow: hidden; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: calc(3 * var(--u)); \
line-height: 1; }
.control.tool .tool-icon { font-size: calc(18 * var(--u)); line-height: 1; }
.unsaved { display: flex; align-items: center; justify-content: center; text-align: center; color: #b23a2a; \
font-weight: 700; font-size: calc(13 * var(--u)); border: 2px dashed #b23a2a; border-radius: calc(10 * var(--u)); }
.notice { position: fixed; z-index: 10; top: 12px; left: 50%; transform: translateX(-50%); \
width: min(560px, calc(100vw - 24px)); box-sizing: border-box; display: flex; gap: 12px; align-items: center; \
background: #fff4f0; border: 2px solid #b23a2a; border-radius: 12px; padding: 10px 12px; \
box-shadow: 0 4px 16px rgba(90,67,37,.35); color: #3b3226; line-height: 1.35; }
.notice span { flex: 1; }
.notice.fork { flex-wrap: wrap; }
.notice.fork span { flex: 1 1 100%; }
.link-panel { display: flex; flex-wrap: wrap; align-content: center; align-items: center; gap: calc(8 * var(--u)); \
box-sizing: border-box; background: #fff3d6; border: 2px solid #d9a441; border-radius: calc(10 * var(--u)); \
padding: calc(8 * var(--u)); }
.link-panel input { flex: 1 1 100%; min-width: 0; min-height: 44px; box-sizing: border-box; font: inherit; \
font-size: calc(13 * var(--u)); color: #3b3226; background: #fffdf8; border: 1px solid #cdbb98; \
border-radius: calc(8 * var(--u)); padding: 0 calc(6 * var(--u)); }
.link-panel .control { flex: 1 1 0; min-height: 44px; }
.link-panel.row { flex-wrap: nowrap; padding: 0; background: none; border: 0; }
.link-panel.row input { flex: 1 1 auto; }
.link-panel.row .control { flex: 0 0 auto; }
.saved-games h2 { margin: 4px 0; font-size: 18px; }
.saved-games ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.saved-games li { display: flex; gap: 8px; align-items: center; border: 1px solid #e3d6bd; border-radius: 10px; \
padding: 6px 8px; }
.saved-games li[data-damaged=true] { border-color: #b23a2a; background: #fff4f0; }
.saved-games .save-text { flex: 1; display: flex; flex-direction: column; gap: 2px; min-width: 0; \
overflow-wrap: anywhere; }
.saved-games .save-text span { font-size: 13px; color: #7a6d5c; }
.saved-games .control { padding: 0 12px; }
.thinking { display: flex; align-items: center; justify-content: center; gap: calc(8 * var(--u)); \
background: #f3efe6; border: 2px solid #cdbb98; border-radius: calc(10 * var(--u)); font-weight: 700; \
text-align: center; z-index: 2; }
.thinking .dots { display: inline-flex; gap: calc(4 * var(--u)); }
.thinking .dots i { width: calc(7 * var(--u)); height: calc(7 * var(--u)); border-radius: 50%; \
background: #8a6438; animation: breathe 1.4s ease-in-out infinite; }
.thinking .dots i:nth-child(2) { animation-delay: .2s; }
.thinking .dots i:nth-child(3) { animation-delay: .4s; }
@keyframes breathe { 0%, 100% { opacity: .25; } 50% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .toast, .thinking .dots i { animation: none; } }
.game-menu { z-index: 5; display: flex; flex-direction: column; gap: calc(6 * var(--u)); background: #fffdf8; \
border: 2px solid #d9a441; border-radius: calc(12 * var(--u)); padding: calc(8 * var(--u)); \
box-shadow: 0 4px 16px rgba(90,67,37,.35); }
.game-menu .menu-title { display: flex; flex-direction: column; align-items: center; gap: 2px; }
.game-menu .menu-title span { font-size: calc(13 * var(--u)); color: #7a6d5c; }
.game-menu .menu-item { min-height: 44px; text-align: left; padding: 0 calc(10 * var(--u)); }
.game-menu .menu-row { display: flex; gap: calc(6 * var(--u)); align-items: stretch; }
.game-menu .menu-row .language { flex: 1; }
.game-menu .menu-row select { width: 100%; }
.game-menu .language-label { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.game-menu .unsaved { padding: calc(6 * var(--u)); }
.unsaved-dot { border-radius: 50%; background: #b23a2a; pointer-events: none !important; }
.control.tool.unsaved { border-color: #b23a2a; }
.hint-ring { pointer-events: none !important; border: 4px dashed #2f5d91; border-radius: calc(14 * var(--u)); \
box-sizing: border-box; }
.language { display: flex; align-items: center; gap: 6px; font-weight: 700; }
.language select { font: inherit; font-weight: 700; min-height: 44px; border: 2px solid #8a6438; \
border-radius: 10px; background: #fffdf8; color: #3b3226; padding: 0 6px; cursor: pointer; }
.new-game-tools { display: flex; justify-content: space-between; align-items: center; gap: 8px; flex-wrap: wrap; }
.how-to-backdrop { position: fixed; inset: 0; background: rgba(59,50,38,.45); display: flex; \
align-items: center; justify-content: center; z-index: 10; pointer-events: auto; }
.how-to { background: #fffdf8; border: 3px solid #d9a441; border-radius: 14px; max-width: min(920px, 96vw); \
max-height: 94vh; overflow: auto; box-sizing: border-box; padding: 12px 18px; color: #3b3226; font-size: 14px; line-height: 1.35; }
.how-to header { display: flex; justify-content: space-between; align-items: center; gap: 12px; }
.how-to h2 { margin: 0; }
.how-to ol { list-style: none; margin: 8px 0 0; padding: 0; display: grid; gap: 10px 16px; \
grid-template-columns: repeat(auto-fill, minmax(400px, 1fr)); }
.how-to li { display: flex; gap: 10px; align-items: flex-start; }
.how-to li > svg { flex: 0 0 auto; width: 150px; height: auto; }
.how-to h3 { margin: 0 0 4px; font-size: 15px; }
.how-to p { margin: 0 0 4px; }
.how-to .express { font-size: 13px; color: #7a6d5c; }
.how-to .controls { background: #fff3d6; border-radius: 8px; padding: 4px 8px; }
.how-to .touch { display: none; }
@media (pointer: coarse) { .how-to .touch { display: block; } .how-to .mouse { display: none; } }
.how-to .express.now { color: #3b3226; font-weight: 700; }
.how-to svg text { font-family: inherit; fill: #3b3226; }
.how-to .how-to-number { font-size: 12px; font-weight: 700; }
.how-to .space-number { font-size: 10px; fill: #7a6d5c; }
@media (max-width: 520px) { .how-to ol { grid-template-columns: 1fr; } .how-to li > svg { width: 110px; } }
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_have_different_colours() {
        assert_ne!(player(Player::One), player(Player::Two));
    }

    #[test]
    fn consecutive_labels_differ_in_colour() {
        let ids: Vec<PatchId> = PatchId::all().collect();
        for pair in ids.windows(2) {
            assert_ne!(patch(pair[0]), patch(pair[1]));
        }
        assert_eq!(patch(PatchId::LEATHER).0, LEATHER);
    }
}
