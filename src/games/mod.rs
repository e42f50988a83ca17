//! The games: one folder per family, each with its move rules, a rules-based solver and
//! its fast generators.
//!
//! [`solver`] is the shared ground truth: a finite game given by its options is labelled
//! by backward induction, with no knowledge of any formula.

pub mod altered;
pub mod automatic;
pub mod bits;
pub mod bitstring;
pub mod blocking;
pub mod l1;
pub mod lythoff;
pub mod nimhoff;
pub mod positive;
pub mod solver;
pub mod wythoff;
