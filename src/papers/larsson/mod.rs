//! U. Larsson, "Blocking Wythoff Nim" (`shared/papers/larsson-blocking-wythoff-nim.txt`).
//! Catalog ids `larsson.*`.
//!
//! * [`theorems`]: Definition 3, Figure 1, Theorem 1.1, Propositions 1.2-1.3, the covers
//!   and case counts of the proof, the comply games of section 3.1;
//! * [`tables`]: Tables 2-4, computed and compared cell by cell;
//! * [`conjectures`]: Table 1, the W^4 hypothesis, Remark 1 (measured).

pub mod conjectures;
pub mod printed;
pub mod smt;
pub mod tables;
pub mod theorems;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = theorems::statements();
    v.extend(conjectures::statements());
    v.extend(tables::statements());
    v
}
