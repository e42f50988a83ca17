//! U. Larsson, "Blocking Wythoff Nim" (`shared/papers/larsson-blocking-wythoff-nim.txt`).
//! Catalog ids `larsson.*`.
//!
//! * [`definitions`]: Definition 3, Figure 1, the comply games of section 3.1;
//! * [`theorem1_1`]: Theorem 1.1, the covers and case counts of its proof;
//! * [`propositions`]: Propositions 1.2 and 1.3;
//! * [`tables`]: Tables 2-4, computed and compared cell by cell;
//! * [`conjectures`]: Table 1, the W^4 hypothesis, Remark 1 (measured);
//! * [`w4`]: the W^4 hypothesis, proved (Pell-automatic P-set and the Pell shift).

pub mod conjectures;
pub mod definitions;
pub mod printed;
pub mod propositions;
pub mod smt;
pub mod tables;
pub mod theorem1_1;
pub mod w4;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = definitions::statements();
    v.extend(theorem1_1::statements());
    v.extend(propositions::statements());
    // The paper's order: Definition 3, Figure 1, Theorem 1.1, Propositions 1.2-1.3, the
    // proof's covers, section 3.1.
    const ORDER: [&str; 7] = [
        "larsson.def3",
        "larsson.fig1",
        "larsson.thm1-1",
        "larsson.prop1-2",
        "larsson.prop1-3",
        "larsson.covers",
        "larsson.comply",
    ];
    v.sort_by_key(|s| ORDER.iter().position(|&id| id == s.id));
    v.extend(conjectures::statements());
    v.extend(tables::statements());
    v
}
