//! The game's name and how to get the same set-up again.

use yew::prelude::*;

use crate::rules::Variant;
use crate::ui::geometry::{fmt, Rect};

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
    let (name, board) = match props.variant {
        Variant::ClassicRevised => ("Patchwork", "revised time board"),
        Variant::ClassicOriginal => ("Patchwork", "original time board"),
        Variant::Express => ("Patchwork Express", "express time board"),
    };
    let c = props.frame.center();
    html! {
        <g data-testid="game-title" data-seed={props.seed.map(|s| s.to_string())}>
            <text x={fmt(c.x)} y={fmt(props.frame.y + 22.0)} class="title" text-anchor="middle"
                dominant-baseline="central">{ name }</text>
            <text x={fmt(c.x)} y={fmt(props.frame.y + 43.0)} class="subtitle" text-anchor="middle"
                dominant-baseline="central">{ match props.seed {
                    Some(seed) => format!("seed {seed} · {board}"),
                    None => board.to_owned(),
                } }</text>
        </g>
    }
}
