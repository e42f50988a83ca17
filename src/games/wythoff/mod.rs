//! Classic Wythoff Nim, the base of all four papers.
//!
//! Two piles; a move removes any positive number of tokens from one pile, or the same
//! positive number from both. The P-positions are `(a_n, b_n)` and `(b_n, a_n)` with
//! `a_n = floor(n phi)`, `b_n = floor(n phi^2) = a_n + n` (Wythoff 1907; Akiyama,
//! introduction, properties (1)-(5); Hu-Sleator-Tsin, section 1).
//!
//! Three independent routes to the same set, compared in the tests:
//! * [`rules`]: the move rules and the rules-based solver (truth; `O(side^3)` time);
//! * [`mex`]: the mex recurrence `a_n = mex{a_i, b_i : i < n}`, `b_n = a_n + n`
//!   (the slow twin; `O(n)` memory);
//! * [`beatty`]: the closed form in exact integer arithmetic, random access in `O(1)`
//!   and a streaming generator in `O(1)` memory.
//!
//! [`grundy`]: Sprague-Grundy values on a square, line by line (bit sets per line, column
//! and diagonal; the generic solver's Grundy values are its twin).

pub mod beatty;
pub mod grundy;
pub mod grundy_twin;
pub mod mex;
pub mod rules;

pub use beatty::{MAX_N, Pairs, pair};
pub use mex::MexPairs;
pub use rules::Wythoff;
