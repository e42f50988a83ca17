//! Akiyama's sequence `v(n)` (Akiyama, Theorem 1 and the simplified algorithm after
//! Theorem 3), which is the P-set of Klein and Fraenkel's Lythoff(3), not of L1-Nim.
//!
//! Akiyama defines `v(n)` by a mex recurrence and presents it as the P-positions of 3D
//! Wythoff L1-Nim; the true L1-Nim differs (`frontier.l1.vs-akiyama`, engines in
//! [`crate::games::l1`]). The same sequence is Construction 1 of Klein and Fraenkel with
//! `K = 3`, whose Theorem 2 makes it the P-set of Lythoff(3) (`kf.thm2`, checked against
//! the Lythoff rules search of [`crate::games::lythoff`]). Hence its own folder.
//!
//! * [`mex`]: the mex algorithm of Theorem 1 (`G_n`, `F_n`, `D_n`), written plainly with
//!   the whole sets kept (the slow twin; `O(n)` per step).
//! * [`simplified`]: the simplified algorithm (`kappa`, `M`, `D`, `W`, `Z`) as a streaming
//!   generator with sliding bit sets: `O(1)` amortised per step, memory `~0.63 n` bytes
//!   (the windows `W` and `Z`, not the history).
//! * `ring`: the ring buffer of bits the ring engine keeps `W` and `Z` in.
//! * [`vring`]: the same recurrence as a tight loop over two ring buffers of bits, with the
//!   words it keeps touching held in registers (the fast engine of `positions akiyama`,
//!   about 7.5 ns a step at 10^8).

pub mod mex;
mod ring;
pub mod simplified;
pub mod vring;

pub use mex::MexAlgorithm;
pub use simplified::{Simplified, Step};
pub use vring::VRing;
