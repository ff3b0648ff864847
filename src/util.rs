//! An insertion sort for every room: the library's sorts weigh kilobytes of the wasm per type (docs/SPEED.md).

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
