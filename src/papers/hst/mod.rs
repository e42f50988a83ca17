//! T. Hu, D. Sleator and K. Tsin, "Wythoff's Nim with finite alterations"
//! (cited in the README's papers section). Catalog ids `hst.*`.
//!
//! * [`beams`]: Wythoff's two beams (section 1);
//! * [`games_checks`]: altered games, Lemmas 1-3, Figure 3;
//! * [`offsets`]: the offset theorems 1-3 and Figure 5;
//! * [`strings`]: bit strings, w, defects (sections 3-4);
//! * [`area`]: the area between two strings, Lemmas 5-8 (section 4);
//! * [`nimhoff`]: Linear Nimhoff (section 6).

/// This paper's metadata, handed down to the catalog and the report.
pub const PAPER: crate::check::Paper = crate::check::Paper {
    prefix: "hst",
    name: "hu-sleator-tsin",
    short: "Hu-Sleator-Tsin",
    citation: "T. Hu, D. Sleator and K. Tsin, Wythoff's Nim with finite alterations",
    aliases: &["hu"],
    own_results: false,
};

pub mod area;
pub mod beams;
pub mod figures;
pub mod games_checks;
pub mod nimhoff;
pub mod offsets;
pub mod pairs;
pub mod smt;
pub mod strings;

use crate::check::Statement;

entry_builder!(PAPER, kinds, holds);

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![beams::statement()];
    v.extend(games_checks::statements());
    v.extend(strings::statements());
    v.extend(offsets::statements());
    v.push(nimhoff::statement());
    v
}

/// What this folder contributes to the catalog, the commands and the report.
pub fn contribution() -> super::Contribution {
    super::Contribution::of(PAPER, statements, smt::queries, figures::all)
}
