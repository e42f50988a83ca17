//! T. Hu, D. Sleator and K. Tsin, "Wythoff's Nim with finite alterations"
//! (`shared/papers/hu-sleator-tsin-altered-wythoff.txt`).
//!
//! Catalog ids `hst.*` as in INVENTORY.md.

pub mod beams;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    vec![beams::statement()]
}
