//! Beyond the papers: the true P-positions of L1-Nim and of positive Nim, the two games of
//! Akiyama's introduction, computed from their rules (Akiyama's Theorem 1 is refuted, so
//! his `v(n)` answers neither).
//!
//! For each game, the five properties the introduction lists for Wythoff Nim become
//! statements: (1) a fast exact algorithm, (2) a finite difference set, (3) a partition of
//! the positive integers, (4) substitutive structure, (5) linear structure (slopes); plus
//! what the computation showed (sums holding several P-positions, the relation among the
//! slopes, comparison with the paper's sequence). Engines are proved from the rules
//! (`frontier.*.engine`, `frontier.l1.move-lemma`); every other property is a conjecture:
//! measured, or refuted with its smallest counterexample, never declared true.
//!
//! * [`survey`]: one streaming pass measuring a sequence of sorted triples;
//! * [`l1`]: the `frontier.l1.*` entries; [`positive`]: the `frontier.positive.*` entries.

/// This paper's metadata, handed down to the catalog and the report.
pub const PAPER: crate::check::Paper = crate::check::Paper {
    prefix: "frontier",
    name: "frontier",
    short: "Beyond the papers",
    citation: "Beyond the papers: the true P-positions of L1-Nim and positive Nim (this project)",
    aliases: &[],
    own_results: true,
};

pub mod agreement;
pub mod automatic;
pub mod automatic_altered;
pub mod automatic_periodic;
pub mod automatic_three;
pub mod automatic_wk;
pub mod blocking_points;
pub mod figures;
pub mod figures_positive;
pub mod l1;
pub mod measure;
pub mod positive;
pub mod positive_more;
pub mod smt;
pub mod survey;

use crate::check::Statement;
pub(crate) use crate::check::memo::Memo;

/// Every frontier statement.
pub fn statements() -> Vec<Statement> {
    let mut v = l1::statements();
    v.extend(positive::statements());
    v.extend(positive_more::statements(positive::n_bound()));
    v.extend(automatic::statements());
    v.extend(automatic_wk::statements());
    v.extend(blocking_points::statements());
    v.extend(automatic_periodic::statements());
    v.extend(automatic_altered::statements());
    v.extend(automatic_three::statements());
    v
}

/// `x` with 6 decimals, three at a time.
pub(crate) fn fmt3(v: [f64; 3]) -> String {
    format!("({:.6}, {:.6}, {:.6})", v[0], v[1], v[2])
}

/// `P(n) / n`.
pub(crate) fn ratios(n: u64, p: [u64; 3]) -> [f64; 3] {
    p.map(|x| x as f64 / n as f64)
}

/// What this folder contributes to the catalog, the commands and the report.
pub fn contribution() -> super::Contribution {
    super::Contribution::of(PAPER, statements, smt::queries, figures::all)
}
