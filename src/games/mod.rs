//! The games: one folder per family, each with its move rules, a rules-based solver and
//! its fast generators.
//!
//! [`solver`] is the shared ground truth: a finite game given by its options is labelled
//! by backward induction, with no knowledge of any formula.

pub mod aggregation;
pub mod akiyama_vn;
pub mod altered;
pub mod blocking;
pub mod blocking_period;
pub mod hst_strings;
pub mod l1;
pub mod literal_triples;
pub mod lythoff;
pub mod nimhoff;
pub mod positive;
pub mod proved;
pub mod rules;
pub mod sliding_set;
pub mod solver;
pub mod wythoff;
