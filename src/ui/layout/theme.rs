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
        assert!(STYLE.contains("svg.patchwork :is(.card-numbers,.choice-badge){pointer-events:none}"), "{STYLE}");
        assert!(HTML_STYLE.starts_with(".app{font-family:'Trebuchet MS','Segoe UI',"), "{HTML_STYLE}");
    }
}
