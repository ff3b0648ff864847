//! Computer players: pure Rust, seeded, on top of [`crate::rules`].

pub mod random;
