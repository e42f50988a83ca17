//! D. Klein and A. S. Fraenkel, "K-pile Wythoff games"
//! (`shared/papers/klein-fraenkel-k-pile-wythoff.txt`). Catalog ids `kf.*`.
//!
//! * [`moves`]: the examples of section 2.1, Theorem 1, Lemmas 1-2, Definition 5, Lemma 7;
//! * [`constructions`]: Constructions 1-2, Lemmas 3-6, Theorems 2-3;
//! * [`tables`]: the two printed tables;
//! * [`two_pile`]: Theorems 4-5 and Corollary 1 (Lythoff(2_f)).

pub mod constructions;
pub mod moves;
pub mod printed;
pub mod smt;
pub mod tables;
pub mod two_pile;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = moves::statements();
    v.extend(tables::statements());
    v.extend(constructions::statements());
    v.extend(two_pile::statements());
    v
}
