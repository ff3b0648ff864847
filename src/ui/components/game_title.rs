//! The game's name and how to get the same set-up again.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::geometry::{fmt, Rect};
use crate::ui::use_lang;
use crate::ui::words::{self, Text};

/// Which game and seed.
#[derive(Properties, PartialEq)]
pub struct GameTitleProps {
    /// The game and time board.
    pub variant: Variant,
    /// The seed of the set-up, when it was dealt from one (not for an imported game).
    pub seed: Option<u64>,
    /// Where the title goes.
    pub frame: Rect,
}

/// "Patchwork" or "Patchwork Express", and the seed and time board underneath.
#[function_component(GameTitle)]
pub fn game_title(props: &GameTitleProps) -> Html {
    let lang = use_lang();
    let (name, board) = match props.variant {
        Variant::ClassicRevised => (Text::Patchwork, Text::RevisedBoard),
        Variant::ClassicOriginal => (Text::Patchwork, Text::OriginalBoard),
        Variant::Express => (Text::PatchworkExpress, Text::ExpressBoard),
    };
    let c = props.frame.center();
    html! {
        <g data-testid="game-title" data-seed={props.seed.map(|s| s.to_string())}>
            <text x={fmt(c.x)} y={fmt(props.frame.y + 22.0)} class="title" text-anchor="middle"
                dominant-baseline="central">{ words::text(lang, name) }</text>
            <text x={fmt(c.x)} y={fmt(props.frame.y + 43.0)} class="subtitle" text-anchor="middle"
                dominant-baseline="central">{ match props.seed {
                    Some(seed) => words::subtitle(lang, seed, board),
                    None => words::text(lang, board).to_owned(),
                } }</text>
        </g>
    }
}
