//! The analysis's figures as JSON writes them: winning shares to four places (read back only
//! from 0 to 1), margins to two, and the rounding `patchwork-cli analyse` prints with.

use serde::{Deserialize, Deserializer, Serializer};

/// `x` rounded to `places` decimals, half away from zero: the figures of the analysis as
/// messages, saves and `patchwork-cli analyse` write them (`0.6123`). JSON has no NaN or
/// infinity: those are 0.
#[must_use]
pub fn rounded(x: f64, places: u8) -> f64 {
    if !x.is_finite() {
        return 0.0;
    }
    let scale = 10f64.powi(i32::from(places));
    let magnitude = ((x * scale).abs() + 0.5).floor() / scale;
    if x < 0.0 && magnitude != 0.0 {
        -magnitude
    } else {
        magnitude
    }
}

/// A winning share written to four places and read back checked, for `#[serde(with)]`.
pub mod four_places_share {
    use serde::{Deserializer, Serializer};

    /// Writes `x` to four places.
    ///
    /// # Errors
    /// The serializer's.
    pub fn serialize<S: Serializer>(x: &f32, serializer: S) -> Result<S::Ok, S::Error> {
        super::four_places(x, serializer)
    }

    /// Reads a share from 0 to 1.
    ///
    /// # Errors
    /// Anything else.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
        super::share(deserializer)
    }
}

pub(crate) fn four_places<S: Serializer>(x: &f32, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(rounded(f64::from(*x), 4))
}

pub(crate) fn two_places<S: Serializer>(x: &f32, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(rounded(f64::from(*x), 2))
}

pub(crate) fn four_places_or_null<S: Serializer>(x: &Option<f32>, serializer: S) -> Result<S::Ok, S::Error> {
    match x {
        Some(x) => four_places(x, serializer),
        None => serializer.serialize_none(),
    }
}

/// A winning share: from 0 to 1.
pub(crate) fn share<'de, D: Deserializer<'de>>(deserializer: D) -> Result<f32, D::Error> {
    within_one(f32::deserialize(deserializer)?)
}

pub(crate) fn optional_share<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<f32>, D::Error> {
    Option::<f32>::deserialize(deserializer)?.map(within_one).transpose()
}

fn within_one<E: serde::de::Error>(x: f32) -> Result<f32, E> {
    if (0.0..=1.0).contains(&x) {
        Ok(x)
    } else {
        Err(E::custom("a share must be from 0 to 1"))
    }
}
