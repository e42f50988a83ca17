//! # wythoff-lab
//!
//! A theorem checker and conjecture tester for Wythoff Nim and four recent variants:
//! every numbered statement of four papers is an executable catalog entry with a checker,
//! a recorded outcome and evidence.
//!
//! Map of the crate:
//! * [`games`]: each game family's move rules, a rules-based solver (the ground truth),
//!   and fast generators (streaming iterators), compared with each other in the tests.
//! * [`papers`]: one folder per paper, listing its catalog entries.
//! * [`check`]: the catalog, verdicts with evidence, and the runner.
//! * [`table`]: computed tables rendered as text, CSV or JSON.
//! * [`positions`]: the `positions` command's sequences, with their index limits.

pub mod check;
pub mod games;
pub mod math;
pub mod papers;
pub mod positions;
pub mod report;
pub mod smt;
pub mod table;
