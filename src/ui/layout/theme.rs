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

/// A player's colours: player 1 warm, player 2 cool and darker, so that the two differ in
/// lightness too, for a reader who does not tell their hues apart (e2e/fabric.spec.mjs).
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
        Player::Two => PlayerColours { main: "#1b5e6a", dark: "#0f3c44", light: "#d5eef0" },
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

/// The prints of the fabrics, each drawn in a tile of 8×8 that is a quarter of a square's side
/// (`fabric_defs`), in the patch's darker colour over its fill: so a print looks
/// the same on a card of the circle, in the hand and on a quilt, at every size. A patch's
/// print is one of these turned by its own angle, so that no two patches share a fabric and
/// neighbours differ in print, not only in hue (a reader who does not tell red from green
/// still tells stripes from dots).
const PRINTS: [(&str, &str, &str); 8] = [
    // (name, the lines of a tile, their width): a line of no length is a round dot.
    ("stripes", "M0 2h8M0 6h8", "1.6"),
    ("checks", "M2 0v8M0 2h8", "4"),
    ("dots", "M2 2h0M6 6h0", "2.6"),
    ("zigzag", "M0 6l2-4 2 4 2-4 2 4", "1.2"),
    ("grid", "M0 1h8M1 0v8M0 5h8M5 0v8", ".7"),
    ("diamonds", "M4 1l3 3-3 3-3-3z", "1.2"),
    ("flowers", "M4 2.5h0M4 5.5h0M2.5 4h0M5.5 4h0", "2.2"),
    ("twill", "M-1 3l4-4M-1 7l8-8M1 9l8-8M5 9l4-4", ".8"),
];

/// Leather's grain: a few specks on brown.
const GRAIN: (&str, &str) = ("M1 1.5h1M5 2.5h1M3 5.5h1M6.5 6.5h1", ".9");

/// The fabric of a patch: its print (see [`PRINTS`]) and the angle it is turned by, `index / 8`
/// steps of 13°, so that no two of the 56 patches share one.
fn print_of(id: PatchId) -> (usize, usize) {
    (id.index() % PRINTS.len(), id.index() / PRINTS.len())
}

/// The name of `id`'s fabric, its `data-fabric` (`e2e/README.md`): its print and angle, such
/// as `dots-3`; leather's is `leather`.
#[must_use]
pub fn fabric_name(id: PatchId) -> String {
    if id == PatchId::LEATHER {
        return "leather".to_owned();
    }
    let (print, turn) = print_of(id);
    format!("{}-{turn}", PRINTS[print].0)
}

/// The fill that draws `id`'s fabric: a pattern of [`fabric_defs`].
#[must_use]
pub fn fabric_fill(id: PatchId) -> String {
    format!("url(#pf{})", id.index())
}

/// The fabrics' patterns, one for each patch and one for leather, as SVG markup: the page draws
/// them once, in the hidden SVG beside the icons' symbols, and every patch refers to its own.
/// Each tile is a quarter of the element it fills (a square of a quilt or of a card).
#[must_use]
pub fn fabric_defs() -> &'static str {
    static DEFS: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        use std::fmt::Write;
        let mut out = String::from("<defs>");
        for id in PatchId::all() {
            let (fill, line) = patch(id);
            let (print, turn) = print_of(id);
            let (lines, width) = if id == PatchId::LEATHER { GRAIN } else { (PRINTS[print].1, PRINTS[print].2) };
            let _ = write!(
                out,
                r#"<pattern id="pf{}" width=".25" height=".25" viewBox="0 0 8 8" patternTransform="rotate({})"><rect width="8" height="8" fill="{fill}"/><path d="{lines}" fill="none" stroke="{line}" stroke-width="{width}" stroke-opacity=".45" stroke-linecap="round"/></pattern>"#,
                id.index(),
                turn * 13
            );
        }
        out.push_str("</defs>");
        out
    });
    &DEFS
}

/// The style sheet of the table, put in a `<style>` element inside the SVG: `table.css` beside
/// this file, without the spaces a browser does not need (`build.rs`).
pub const STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/table.css"));

/// The style sheet of the HTML around the SVG (controls, toasts and the two screens): `page.css`
/// beside this file, its spaces dropped as the table's.
pub const HTML_STYLE: &str = include_str!(concat!(env!("OUT_DIR"), "/page.css"));

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

    #[test]
    fn every_patch_has_a_fabric_of_its_own_and_a_pattern_for_it() {
        let names: Vec<String> = PatchId::all().map(fabric_name).collect();
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} twice");
            assert!(fabric_defs().contains(&format!(r#"<pattern id="pf{i}" "#)), "no pattern for {name}");
        }
        assert_eq!(fabric_name(PatchId::LEATHER), "leather");
        assert_eq!(fabric_fill(PatchId::LEATHER), "url(#pf56)");
        // Consecutive labels (c01, c02, …) differ in print, not only in angle or hue.
        for pair in names[..PatchId::LEATHER.index()].windows(2) {
            assert_ne!(pair[0].split('-').next(), pair[1].split('-').next(), "{pair:?}");
        }
    }

    /// A style sheet's text without comments and white space, and with no `;` before a `}`.
    fn bare(css: &str) -> String {
        let mut text = css.to_owned();
        while let Some(start) = text.find("/*") {
            let end = start + text[start..].find("*/").expect("comments end") + 2;
            text.replace_range(start..end, "");
        }
        text.split_whitespace().collect::<String>().replace(";}", "}")
    }

    #[test]
    fn the_style_sheets_sent_lose_only_spaces_comments_and_last_semicolons() {
        for (sent, source) in [(STYLE, include_str!("table.css")), (HTML_STYLE, include_str!("page.css"))] {
            assert_eq!(bare(sent), bare(source));
            assert!(sent.len() < source.len() * 9 / 10, "{} of {} bytes", sent.len(), source.len());
            for spaced in ["\n", "; ", ": ", " {", "{ ", " }", ", ", " > ", "/*"] {
                assert!(!sent.contains(spaced), "{spaced:?} in {sent}");
            }
        }
        // A space before a colon is a descendant combinator, and stays.
        assert!(
            STYLE.contains(
                "svg.patchwork :is(.card-numbers,.choice-badge,[data-testid=patch-income]){pointer-events:none}"
            ),
            "{STYLE}"
        );
        assert!(HTML_STYLE.starts_with(".app{font-family:'Trebuchet MS','Segoe UI',"), "{HTML_STYLE}");
    }
}
