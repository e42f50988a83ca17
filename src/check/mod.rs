//! The catalog of executable statements, their verdicts, and the runner.
//!
//! * [`statement`]: what a catalog entry is (id, paper, number, kind, words, bound, the
//!   recorded outcome, the checker).
//! * [`verdict`]: what a checker finds ([`Findings`], built part by part) and what the
//!   runner reports ([`Verdict`], serialisable).
//! * [`compare`]: element-by-element comparison of two sequences that reports the smallest
//!   index where they differ; every fast-vs-slow test goes through it.
//! * [`estimate`]: the wall time a run at the deep bounds is expected to take, from each
//!   statement's measured time.
//! * [`memo`]: one computation per bound, shared by the statements that need it.
//! * [`proof`]: a statement's proof file for every n, run by the decision procedure: every
//!   eval closed and TRUE, the catalog's pinned names among them; `proved` needs it, a
//!   bounded part that holds, and no claim left to the bound.
//! * [`runner`]: runs statements at a bound and compares each verdict with its record.

pub mod compare;
pub mod engines;
pub mod estimate;
pub mod memo;
pub mod proof;
pub mod reaches;
pub mod rng;
pub mod runner;
pub mod statement;
pub mod verdict;

pub use runner::{RunOptions, run};
pub use statement::{At, Bound, Kind, Paper, Statement, Witness, papers_of};
pub use verdict::{Findings, Outcome, Part, Verdict};
