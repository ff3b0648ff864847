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
    Num(v).to_string()
}

/// [`fmt`] without its own string: `{}` of it writes the same text into markup being built.
#[derive(Clone, Copy)]
pub struct Num(pub f64);

impl std::fmt::Display for Num {
    fn fmt(&self, out: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Whole hundredths, written with integer formatting only: core's float formatting would
        // add several kilobytes to the page for no visible difference.
        let hundredths = (self.0 * 100.0).round() as i64;
        let sign = if hundredths < 0 { "-" } else { "" };
        let n = hundredths.unsigned_abs();
        match (n / 100, n % 100) {
            (0, 0) => out.write_str("0"),
            (whole, 0) => write!(out, "{sign}{whole}"),
            (whole, f) if f % 10 == 0 => write!(out, "{sign}{whole}.{}", f / 10),
            (whole, f) => write!(out, "{sign}{whole}.{f:02}"),
        }
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
