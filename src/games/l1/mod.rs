//! Akiyama's 3D Wythoff L1-Nim and 3D Wythoff positive Nim (Akiyama, introduction).
//!
//! A move `(a, b, c) -> (a - x, b - y, c - z)` in `N_0^3` with
//! `xyz(x - y)(y - z)(z - x) = 0` and `x + y + z > 0`; in L1-Nim entries may grow (`x`, `y`,
//! `z` may be negative), in positive Nim they may not (`x, y, z >= 0`).
//!
//! * [`rules`]: the move rules and two rules-based solvers over `a + b + c <= S`: the
//!   generic solver of [`crate::games::solver`] (every option enumerated; tiny `S`), and a
//!   layer-by-layer solver that tests each position against the P-positions already found
//!   (exact, because every option has a smaller sum; parallel over a layer).
//! * [`exact`]: the true P-positions of L1-Nim in order of sum (beyond the paper), from
//!   the move rule's characterisation by shared values and differences.
//! * [`exact_plain`]: a second engine for the same game, written separately (byte flags):
//!   the fast engine's twin over long prefixes.
//! * [`planes`]: the strong rules solver (a forward sieve walking the planes of move
//!   vectors over sorted triples; the ground truth to a+b+c <= 3000).
//! * [`mex`]: the mex algorithm of Theorem 1 (`G_n`, `F_n`, `D_n`), written plainly with
//!   the whole sets kept (the slow twin; `O(n)` per step).
//! * [`simplified`]: the simplified algorithm (`kappa`, `M`, `D`, `W`, `Z`) as a streaming
//!   generator with sliding bit sets: `O(1)` amortised per step, memory `~0.63 n` bytes
//!   (the windows `W` and `Z`, not the history).

pub mod exact;
pub mod exact_plain;
pub mod mex;
pub mod planes;
pub mod rules;
pub mod simplified;
pub mod vring;

pub use exact::TrueL1;
pub use mex::MexAlgorithm;
pub use simplified::{Simplified, Step};
pub use vring::VRing;
