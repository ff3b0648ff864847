//! The languages of the page: those of the printed rulebooks, English (the default), Polish
//! and French. Pure, so tested natively; the page reads `navigator.languages`, the address
//! (`?lang=pl`) and `localStorage` (`patchwork-lang`) and hands the strings here. Also how each
//! writes a percentage.

/// A language the page speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Polish.
    Pl,
    /// French.
    Fr,
}

/// The key under which the page keeps the chosen language in `localStorage`.
pub const STORAGE_KEY: &str = "patchwork-lang";

impl Lang {
    /// Every language, in the order of the switch.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pl, Lang::Fr];

    /// The BCP 47 code: `en`, `pl` or `fr` (for `<html lang>`, `?lang=` and storage).
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pl => "pl",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name for itself, as the switch shows it.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pl => "Polski",
            Lang::Fr => "Français",
        }
    }

    /// The language of a tag such as `pl`, `pl-PL`, `fr_CA` or `EN-gb`, if the page speaks it.
    #[must_use]
    pub fn from_code(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        Lang::ALL.into_iter().find(|lang| primary.eq_ignore_ascii_case(lang.code()))
    }

    /// The first language of the browser's list (`navigator.languages`, most wanted first)
    /// that the page speaks; English when none is.
    #[must_use]
    pub fn from_browser(languages: &[String]) -> Lang {
        languages.iter().find_map(|tag| Lang::from_code(tag)).unwrap_or_default()
    }

    /// The language to show: the address's `?lang=` first, then the stored choice, then the
    /// browser's.
    #[must_use]
    pub fn choose(address: Option<Lang>, stored: Option<&str>, browser: &[String]) -> Lang {
        address.or_else(|| stored.and_then(Lang::from_code)).unwrap_or_else(|| Lang::from_browser(browser))
    }
}

/// `n` per cent, as the language writes it: `45%`, French `45 %` (a no-break space).
#[must_use]
pub fn percent(lang: Lang, n: u32) -> String {
    n.to_string() + percent_sign(lang)
}

/// What follows a number of per cent: `%`, in French with a no-break space before it.
#[must_use]
pub const fn percent_sign(lang: Lang) -> &'static str {
    if matches!(lang, Lang::Fr) {
        "\u{a0}%"
    } else {
        "%"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tags(list: &[&str]) -> Vec<String> {
        list.iter().map(|&t| t.to_owned()).collect()
    }

    #[test]
    fn codes_round_trip_and_names_are_native() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("pl-PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_code("FR_ca"), Some(Lang::Fr));
        assert_eq!(Lang::from_code("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_code("de"), None);
        assert_eq!(Lang::from_code(""), None);
        assert_eq!(Lang::from_code("plx"), None);
        let names: Vec<&str> = Lang::ALL.iter().map(|l| l.native_name()).collect();
        assert_eq!(names, ["English", "Polski", "Français"]);
    }

    #[test]
    fn the_browser_picks_the_first_language_spoken() {
        assert_eq!(Lang::from_browser(&tags(&["pl-PL", "en-US"])), Lang::Pl);
        assert_eq!(Lang::from_browser(&tags(&["de-DE", "fr-FR", "pl"])), Lang::Fr);
        assert_eq!(Lang::from_browser(&tags(&["de-DE", "ja"])), Lang::En);
        assert_eq!(Lang::from_browser(&[]), Lang::En);
    }

    #[test]
    fn the_address_beats_storage_beats_the_browser() {
        let browser = tags(&["fr-FR"]);
        assert_eq!(Lang::choose(Some(Lang::Pl), Some("en"), &browser), Lang::Pl);
        assert_eq!(Lang::choose(None, Some("en"), &browser), Lang::En);
        assert_eq!(Lang::choose(None, Some("garbage"), &browser), Lang::Fr);
        assert_eq!(Lang::choose(None, None, &browser), Lang::Fr);
        assert_eq!(Lang::choose(None, None, &[]), Lang::En);
    }
}
