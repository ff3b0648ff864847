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
svg.patchwork { font-family: 'Trebuchet MS', 'Segoe UI', 'Helvetica Neue', 'DejaVu Sans', \
Arial, sans-serif; fill: #3b3226; user-select: none; -webkit-user-select: none; }
svg.patchwork .title { font-size: 26px; font-weight: 700; letter-spacing: 0.5px; }
svg.patchwork .subtitle { font-size: 13px; fill: #7a6d5c; }
svg.patchwork .number { font-size: 11px; font-weight: 700; }
svg.patchwork .space-number { font-size: 10px; fill: #7a6d5c; }
svg.patchwork .panel-name { font-size: 17px; font-weight: 700; }
svg.patchwork .panel-value { font-size: 17px; font-weight: 700; }
svg.patchwork .panel-label { font-size: 11px; fill: #7a6d5c; }
svg.patchwork .badge { font-size: 11px; font-weight: 700; fill: #fff; }
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
