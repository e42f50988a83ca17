//! U. Larsson, "Blocking Wythoff Nim" (cited in the README's papers section).
//! Catalog ids `larsson.*`.
//!
//! * [`definitions`]: Definition 3, Figure 1, the comply games of section 3.1;
//! * [`theorem1_1`]: Theorem 1.1, the covers and case counts of its proof;
//! * [`propositions`]: Propositions 1.2 and 1.3;
//! * [`tables`]: Tables 2-4, computed and compared cell by cell;
//! * [`conjectures`]: Table 1 (erratum), the W^4 hypothesis, Remark 1 (measured);
//! * [`table1_exact`]: Table 1's rows: the computed points named exactly, the entries judged;
//! * [`w4`]: the W^4 hypothesis, proved (Pell-automatic P-set and the Pell shift).

/// This paper's metadata, handed down to the catalog and the report.
pub const PAPER: crate::check::Paper = crate::check::Paper {
    prefix: "larsson",
    name: "larsson",
    short: "Larsson",
    citation: "U. Larsson, Blocking Wythoff Nim",
    aliases: &[],
    own_results: false,
};

pub mod conjectures;
pub mod definitions;
pub mod figures;
pub mod printed;
pub mod propositions;
pub mod smt;
pub mod table1_exact;
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

/// What this folder contributes to the catalog, the commands and the report.
pub fn contribution() -> super::Contribution {
    super::Contribution {
        tables: table_defs,
        measures: conjectures::measures,
        report_measures: |deep| vec![("larsson.table1", if deep { 100_000 } else { 4_000 })],
        ..super::Contribution::of(PAPER, statements, smt::queries, figures::all)
    }
}

/// The tables the `table` command computes from this paper.
fn table_defs() -> Vec<crate::table::TableDef> {
    use crate::table::TableDef;
    vec![
        TableDef {
            id: "larsson.table2",
            title: "the first 90 P-positions of W^4",
            compute: tables::table2,
        },
        TableDef {
            id: "larsson.table3",
            title: "the first 90 P-positions of W^5",
            compute: tables::table3,
        },
        TableDef {
            id: "larsson.table4",
            title: "the first 90 P-positions of W^6",
            compute: tables::table4,
        },
    ]
}
