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
//! * [`fast`]: the same P-positions by the least excess over `3m + 3 delta` (one test of
//!   three bits in about 80% of the steps) over flat bit windows, the engine of
//!   `positions l1` ([`fast::FastL1::plain`] switches it to [`exact`] for the comparisons).
//! * [`exact_plain`]: a second engine for the same game, written separately (byte flags),
//!   but on the same lemma: it catches slips in the fast engine's search, not in the lemma.
//! * [`literal`]: the independent checker, from the move rule only: a list is stable (no
//!   member moves to another, every pair sharing a value or a difference tried) and
//!   absorbing on samples (triples off the list move into it).
//! * [`planes`]: the strong rules solver (a forward sieve walking the planes of move
//!   vectors over sorted triples; the ground truth to a+b+c <= 2000, 4000 deep).
//!
//! Akiyama's `v(n)` engines (the mex algorithm, the simplified algorithm, the ring
//! engine) compute Lythoff(3)'s P-set, not this game's: they are in
//! [`crate::games::akiyama_vn`].

pub mod exact;
pub mod exact_plain;
pub mod fast;
pub mod literal;
pub mod planes;
pub mod rules;

pub use exact::TrueL1;
