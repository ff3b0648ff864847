//! The page's memory allocator (`wasm32` only): blocks in power-of-two sizes, each size with a
//! list of the blocks given back, carved from memory the module grows as it needs.
//!
//! Smaller in the page than the standard library's general allocator (about 6 KB less code) and
//! no slower for what the page and its worker do: many small values, vectors that double, and
//! search trees dropped whole. A block given back is used again only for its own size, so at
//! worst the heap holds twice what is in use. One thread: each instance of the module (the page,
//! the computer's worker) has its own memory and its own heap.

use std::alloc::{GlobalAlloc, Layout};
use std::cell::UnsafeCell;
use std::ptr::null_mut;

/// The smallest block: room for the free list's link, and every alignment Rust asks for here.
const MIN_SHIFT: u32 = 4;
/// A WebAssembly memory page.
const PAGE: usize = 65_536;
/// Sizes of block: 2⁴ to 2³¹ bytes.
const CLASSES: usize = 28;

/// The allocator. `Heap::new()` as the `#[global_allocator]`.
pub struct Heap {
    state: UnsafeCell<State>,
}

struct State {
    /// The first block given back, per size; each block's first word points to the next.
    free: [*mut u8; CLASSES],
    /// Where the next fresh block may start, and the end of the memory grown so far for blocks.
    next: usize,
    end: usize,
}

// SAFETY: the module runs on one thread (no `atomics` target feature); each worker is another
// instance with its own memory.
unsafe impl Sync for Heap {}

impl Heap {
    /// An empty heap: memory is asked for at the first allocation.
    #[must_use]
    pub const fn new() -> Heap {
        Heap { state: UnsafeCell::new(State { free: [null_mut(); CLASSES], next: 0, end: 0 }) }
    }
}

impl Default for Heap {
    fn default() -> Heap {
        Heap::new()
    }
}

/// The size class of `layout`: its block is `1 << (class + MIN_SHIFT)` bytes, at least its size
/// and its alignment. `None` beyond the largest class.
fn class(layout: Layout) -> Option<usize> {
    let size = layout.size().max(layout.align()).max(1 << MIN_SHIFT);
    let shift = size.checked_next_power_of_two()?.trailing_zeros();
    let class = (shift - MIN_SHIFT) as usize;
    (class < CLASSES).then_some(class)
}

impl State {
    /// A fresh block of `size` bytes (a power of two), aligned to its size up to a page.
    unsafe fn carve(&mut self, size: usize) -> *mut u8 {
        let align = size.min(PAGE);
        let mut start = (self.next + align - 1) & !(align - 1);
        if start.checked_add(size).is_none_or(|end| end > self.end) {
            // Grow by what the block needs, and at least 16 pages so that small blocks do not
            // ask the browser each time.
            let pages = size.div_ceil(PAGE).max(16);
            let old = core::arch::wasm32::memory_grow(0, pages);
            if old == usize::MAX {
                return null_mut();
            }
            let base = old * PAGE;
            // Memory grown right after the last grown keeps the tail of the old one in use.
            if base != self.end {
                self.next = base;
            }
            self.end = base + pages * PAGE;
            start = (self.next + align - 1) & !(align - 1);
        }
        self.next = start + size;
        start as *mut u8
    }
}

unsafe impl GlobalAlloc for Heap {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let Some(class) = class(layout) else { return null_mut() };
        // SAFETY: one thread, and no allocation happens while the state is borrowed.
        let state = unsafe { &mut *self.state.get() };
        let head = state.free[class];
        if head.is_null() {
            unsafe { state.carve(1 << (class as u32 + MIN_SHIFT)) }
        } else {
            // SAFETY: a block on the list holds the link to the next one in its first word.
            state.free[class] = unsafe { *head.cast::<*mut u8>() };
            head
        }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        let Some(class) = class(layout) else { return };
        // SAFETY: as in `alloc`; `ptr` is a block of this class, at least a word long and aligned.
        let state = unsafe { &mut *self.state.get() };
        unsafe { *ptr.cast::<*mut u8>() = state.free[class] };
        state.free[class] = ptr;
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller's layout is valid, and so is one of the same alignment.
        let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // Within the same block size the block already has room.
        if class(layout) == class(new) && class(new).is_some() {
            return ptr;
        }
        let moved = unsafe { self.alloc(new) };
        if !moved.is_null() {
            unsafe {
                std::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                self.dealloc(ptr, layout);
            }
        }
        moved
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    fn layout(size: usize, align: usize) -> Layout {
        Layout::from_size_align(size, align).expect("a layout")
    }

    #[wasm_bindgen_test]
    fn sizes_round_up_to_a_power_of_two_block() {
        assert_eq!(class(layout(0, 1)), Some(0));
        assert_eq!(class(layout(16, 8)), Some(0));
        assert_eq!(class(layout(17, 1)), Some(1));
        assert_eq!(class(layout(4, 64)), Some(2));
        // The largest a layout can be here (`isize::MAX`) has the largest block.
        assert_eq!(class(layout((1 << 30) + 1, 1)), Some(27));
        assert_eq!(class(layout(isize::MAX as usize, 1)), Some(27));
    }

    #[wasm_bindgen_test]
    fn blocks_hold_their_bytes_and_come_back_for_their_size() {
        let heap = Heap::new();
        unsafe {
            // Blocks of many sizes, each filled with its own byte, aligned as asked.
            let sizes = [1, 16, 17, 100, 4_096, 70_000, 300_000];
            let blocks: Vec<(*mut u8, Layout)> = sizes
                .iter()
                .enumerate()
                .map(|(i, &size)| {
                    let layout = layout(size, 8);
                    let block = heap.alloc(layout);
                    assert!(!block.is_null() && block as usize % 8 == 0);
                    std::ptr::write_bytes(block, i as u8 + 1, size);
                    (block, layout)
                })
                .collect();
            for (i, &(block, layout)) in blocks.iter().enumerate() {
                let bytes = std::slice::from_raw_parts(block, layout.size());
                assert!(bytes.iter().all(|&b| b == i as u8 + 1), "block {i} kept its bytes");
            }
            // A block given back is the next one of its size; others are new.
            let (block, layout) = blocks[3];
            heap.dealloc(block, layout);
            assert_eq!(heap.alloc(layout), block);
            std::ptr::write_bytes(block, 4, layout.size());
            // Growing within the block keeps it; beyond it moves the bytes.
            assert_eq!(heap.realloc(block, layout, 128), block);
            let moved = heap.realloc(block, layout, 129);
            assert_ne!(moved, block);
            assert!(std::slice::from_raw_parts(moved, 100).iter().all(|&b| b == 4));
            // A page-sized alignment is kept for large blocks.
            let big = heap.alloc(self::layout(65_536, 65_536));
            assert_eq!(big as usize % 65_536, 0);
        }
    }
}
