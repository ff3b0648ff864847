//! The hot path of search allocates nothing: choosing a uniformly random legal action and
//! playing it quietly, for whole games. Counted with a global allocator that tallies the calls
//! made on the test's own thread: the test harness's other threads allocate now and then (about
//! one run in four on a busy machine), which says nothing about the engine.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use patchwork::ai::random;
use patchwork::rules::{GameState, Rng, Setup, Variant};

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// Whether this thread's allocations are counted.
    static COUNTED: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if COUNTED.with(std::cell::Cell::get) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn random_play_allocates_nothing_per_action() {
    COUNTED.with(|counted| counted.set(true));
    for variant in Variant::ALL {
        let mut rng = Rng::seed_from_u64(5);
        // Set-up (and the lazily built tables) may allocate; play may not.
        let mut states: Vec<GameState> = (0..200).map(|_| GameState::new(&Setup::random(variant, &mut rng))).collect();
        let before = ALLOCATIONS.load(Ordering::Relaxed);
        let mut actions = 0;
        for state in &mut states {
            actions += random::play_out(state, &mut rng);
        }
        let after = ALLOCATIONS.load(Ordering::Relaxed);
        assert!(actions > 200 * 20, "{variant:?}: whole games were played ({actions} actions)");
        assert!(states.iter().all(GameState::is_over));
        assert_eq!(after - before, 0, "{variant:?}: allocations during {actions} actions");
    }
}
