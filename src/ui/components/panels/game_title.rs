//! The game's name and how to get the same set-up again.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::i18n::{self, Lang};

/// Which game and seed.
pub struct GameTitleArgs {
    /// The game and time board.
    pub variant: Variant,
    /// The seed of the set-up, when it was dealt from one (not for an imported game).
    pub seed: Option<u64>,
}

/// "Patchwork" or "Patchwork Express", the seed and the time board, for screen readers: the
/// toolbar lies where the title was drawn, and its menu shows the same words.
pub fn view_game_title(args: &GameTitleArgs, lang: Lang) -> Html {
    html! {
        <g data-testid="game-title" data-seed={args.seed.map(|s| s.to_string())}>
            <title>{ i18n::joined(&i18n::game_title(lang, args.variant, args.seed), " · ") }</title>
        </g>
    }
}
