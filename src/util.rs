//! Small shared parts that keep the page's wasm small (docs/SPEED.md): an insertion sort for
//! every room (the library's sorts weigh kilobytes per type), and one way to read JSON text.

use serde::de::DeserializeOwned;

/// `text` read as a `T`, by way of a [`serde_json::Value`]. The page reads every JSON text so:
/// the text's reader is then built once, for `Value` (which the records, the saves and the
/// tables read anyway), and each type's reader once, from a `Value`, instead of once more from
/// text. A syntax error still says its line and column; a value of the wrong shape says what
/// it is and what was expected, without a place.
///
/// # Errors
/// serde_json's, when the text is not JSON or not a `T`.
pub fn from_json<T: DeserializeOwned>(text: &str) -> serde_json::Result<T> {
    T::deserialize(&serde_json::from_str::<serde_json::Value>(text)?)
}

/// Sorts a short slice so that no item comes after one it goes `before`; equal items keep
/// their order. The lists are short: a patch's squares, the search's candidates, the saved
/// games.
pub fn sort_small<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_sort_orders_and_keeps_equal_items_in_place() {
        let mut items = [(3, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e')];
        sort_small(&mut items, |a, b| a.0 < b.0);
        assert_eq!(items, [(0, 'e'), (1, 'b'), (1, 'd'), (2, 'c'), (3, 'a')]);
        let mut none: [u8; 0] = [];
        sort_small(&mut none, |a, b| a < b);
    }
}
