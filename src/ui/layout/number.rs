//! Numbers for SVG attributes and text, and a float clamp, kept small in the page's wasm.

/// `v` kept within `lo..=hi` (`lo <= hi`). Unlike `f64::clamp`, it has no panic message to
/// format, which would bring core's float formatting (several kilobytes) into the page.
#[must_use]
#[allow(clippy::manual_clamp)]
pub fn clamp(v: f64, lo: f64, hi: f64) -> f64 {
    v.max(lo).min(hi)
}

/// A coordinate for SVG text: at most two decimals, no trailing zeros.
#[must_use]
pub fn fmt(v: f64) -> String {
    // Whole hundredths, written with integer formatting only: core's float formatting would
    // add several kilobytes to the page for no visible difference.
    let hundredths = (v * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let n = hundredths.unsigned_abs();
    match (n / 100, n % 100) {
        (0, 0) => "0".to_owned(),
        (whole, 0) => format!("{sign}{whole}"),
        (whole, f) if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        (whole, f) => format!("{sign}{whole}.{f:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_short() {
        for (v, text) in
            [(0.0, "0"), (-0.001, "0"), (5.0, "5"), (12.5, "12.5"), (-3.25, "-3.25"), (0.05, "0.05"), (1.999, "2")]
        {
            assert_eq!(fmt(v), text, "{v}");
        }
    }

    #[test]
    fn numbers_print_compactly() {
        assert_eq!(fmt(12.0), "12");
        assert_eq!(fmt(12.5), "12.5");
        assert_eq!(fmt(1.0 / 3.0), "0.33");
        assert_eq!(fmt(-0.001), "0");
    }
}
