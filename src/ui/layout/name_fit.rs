//! A name drawn in SVG, which cannot wrap or be measured before it is drawn: set in smaller
//! type when it is long, and shortened with "…" when even the smallest type would not fit, so
//! that it never runs past its room or is cut mid-letter.

/// Width of a character of bold type, in ems: about the widest of the fonts the page names
/// (DejaVu Sans Bold averages 0.63 em; capitals run wider), so that an estimate errs short.
const BOLD_EM: f64 = 0.68;
/// The smallest type a name is set in, in page units.
const SMALLEST: f64 = 12.0;

/// `name` as it fits `room` page units in bold type of at most `size`: the text to draw and the
/// type's size.
#[must_use]
pub fn fit_name(name: &str, room: f64, size: f64) -> (String, f64) {
    let chars = name.chars().count().max(1) as f64;
    let wanted = room / (chars * BOLD_EM);
    if wanted >= SMALLEST {
        return (name.to_owned(), wanted.min(size));
    }
    // Whole characters at the smallest size, the last place taken by the ellipsis.
    let fits = (room / (SMALLEST * BOLD_EM)).floor().max(2.0) as usize - 1;
    let mut short: String = name.chars().take(fits).collect::<String>().trim_end().to_owned();
    short.push('…');
    (short, SMALLEST)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_name_keeps_its_size_and_a_long_one_shrinks_then_shortens() {
        assert_eq!(fit_name("Ada", 200.0, 17.0), ("Ada".to_owned(), 17.0));
        let (text, size) = fit_name("Marie-Antoinette de Habsbourg", 260.0, 17.0);
        assert_eq!(text, "Marie-Antoinette de Habsbourg");
        assert!((SMALLEST..17.0).contains(&size));
        assert!(29.0 * BOLD_EM * size <= 260.0 + 1e-9);
        let (text, size) = fit_name("Wolfgang Amadeus Mozart-Barthold", 100.0, 17.0);
        assert_eq!(size, SMALLEST);
        assert!(text.ends_with('…'));
        assert!(text.chars().count() as f64 * BOLD_EM * SMALLEST <= 100.0);
    }
}
