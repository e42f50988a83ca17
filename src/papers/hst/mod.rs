//! T. Hu, D. Sleator and K. Tsin, "Wythoff's Nim with finite alterations"
//! (`shared/papers/hu-sleator-tsin-altered-wythoff.txt`). Catalog ids `hst.*`.
//!
//! * [`beams`]: Wythoff's two beams (section 1);
//! * [`games_checks`]: altered games, Lemmas 1-3, Figure 3;
//! * [`offsets`]: the offset theorems 1-3 and Figure 5;
//! * [`strings`]: bit strings, w, defects (sections 3-4);
//! * [`area`]: the area between two strings, Lemmas 5-8 (section 4);
//! * [`nimhoff`]: Linear Nimhoff (section 6).

pub mod area;
pub mod beams;
pub mod games_checks;
pub mod nimhoff;
pub mod offsets;
pub mod smt;
pub mod strings;

use crate::check::{Paper, Statement};

entry_builder!(Paper::HuSleatorTsin, kinds, holds);

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![beams::statement()];
    v.extend(games_checks::statements());
    v.extend(strings::statements());
    v.extend(offsets::statements());
    v.push(nimhoff::statement());
    v
}
