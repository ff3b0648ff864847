//! One effect hook for all the page's effects: Yew's `use_effect_with` instantiated once, for
//! boxed dependencies and a boxed effect, instead of once for each kind of dependencies and
//! closure (each instantiation carried about 0.7 KB of Yew's code).

use std::any::Any;

use yew::functional::{Hook, TearDown};
use yew::prelude::*;

/// Dependencies of any kind, compared with their own `PartialEq`.
trait Deps {
    /// Whether `other` is dependencies of the same kind, equal to these.
    fn same(&self, other: &dyn Any) -> bool;
    fn any(&self) -> &dyn Any;
}

impl<T: PartialEq + 'static> Deps for T {
    fn same(&self, other: &dyn Any) -> bool {
        other.downcast_ref::<T>() == Some(self)
    }

    fn any(&self) -> &dyn Any {
        self
    }
}

/// An effect's dependencies, boxed.
struct Key(Box<dyn Deps>);

impl PartialEq for Key {
    fn eq(&self, other: &Self) -> bool {
        self.0.same(other.0.any())
    }
}

/// An effect, boxed: it runs with its dependencies and returns its clean-up.
type Run = Box<dyn FnOnce(&Key) -> Box<dyn FnOnce()>>;

#[hook]
fn use_boxed_effect(key: Key, run: Run) {
    use_effect_with(key, run);
}

/// Yew's `use_effect_with`: runs `f` after the first drawing and after every drawing for which
/// `deps` changed; what `f` returns is run before it runs again and when the page goes.
pub fn use_effect_on<T, D>(deps: T, f: impl FnOnce(&T) -> D + 'static) -> impl Hook<Output = ()>
where
    T: PartialEq + 'static,
    D: TearDown,
{
    let run: Run = Box::new(move |key: &Key| match key.0.any().downcast_ref::<T>() {
        Some(deps) => {
            let clean_up = f(deps);
            Box::new(move || clean_up.tear_down())
        }
        // The key was made just above from a `T`.
        None => Box::new(|| ()),
    });
    use_boxed_effect(Key(Box::new(deps)), run)
}

/// Dependencies that always changed.
struct Always;

impl PartialEq for Always {
    fn eq(&self, _: &Self) -> bool {
        false
    }
}

/// Yew's `use_effect`: runs `f` after every drawing.
pub fn use_effect_always<D: TearDown>(f: impl FnOnce() -> D + 'static) -> impl Hook<Output = ()> {
    use_effect_on(Always, move |_| f())
}
