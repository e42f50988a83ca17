//! T. Hu, D. Sleator and K. Tsin, "Wythoff's Nim with finite alterations"
//! (`shared/papers/hu-sleator-tsin-altered-wythoff.txt`). Catalog ids `hst.*`.
//!
//! * [`beams`]: Wythoff's two beams (section 1);
//! * [`games_checks`]: altered games, Lemmas 1-3, Figure 3, the offset theorems;
//! * [`strings`]: bit strings, w, area, defects (sections 3-4);
//! * [`nimhoff`]: Linear Nimhoff (section 6).

pub mod beams;
pub mod games_checks;
pub mod nimhoff;
pub mod smt;
pub mod strings;

use crate::check::{Paper, Statement};

entry_builder!(Paper::HuSleatorTsin, kinds, holds);

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![beams::statement()];
    let games = games_checks::statements();
    let (early, late): (Vec<Statement>, Vec<Statement>) = games
        .into_iter()
        .partition(|s| !s.id.starts_with("hst.thm") && s.id != "hst.fig5");
    v.extend(early);
    v.extend(strings::statements());
    v.extend(late);
    v.push(nimhoff::statement());
    v
}
