//! S. Akiyama, "3 dimensional Wythoff Nim" (`shared/papers/akiyama-3d-wythoff-nim.txt`).
//!
//! Catalog ids `akiyama.*` as in INVENTORY.md.

pub mod wythoff_props;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    vec![wythoff_props::statement()]
}
