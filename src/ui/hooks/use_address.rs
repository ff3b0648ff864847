//! The game shown, in the page's address.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::browser::window;
use crate::ui::hooks::effect::use_effect_on;
use crate::ui::i18n::Names;
use crate::ui::state::address::Address;
use crate::ui::state::{Screen, Settings};

/// A started game goes into the address, so that reloading resumes it (from its save) and
/// sharing shows the same set-up; on the new-game screen the address names no game, so a
/// reload shows the list. Nothing is written for an embedded game (`enabled` false).
#[hook]
pub fn use_address(enabled: bool, screen: Screen, settings: Settings, names: Rc<Names>, id: Rc<str>) {
    use_effect_on((screen, settings, names, id), move |(screen, settings, names, id)| {
        if !enabled {
            return;
        }
        match screen {
            Screen::Playing | Screen::Review => {
                let address = Address {
                    settings: *settings,
                    names: names.as_ref().clone().map(Some),
                    id: Some(id.to_string()),
                    ..Address::default()
                };
                window::show_address(Some(&address.to_query()));
            }
            Screen::NewGame => window::show_address(None),
        }
    });
}
