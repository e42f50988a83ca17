//! D. Klein and A. S. Fraenkel, "K-pile Wythoff games"
//! (cited in the README's papers section). Catalog ids `kf.*`.
//!
//! * [`moves`]: the examples of section 2.1, Theorem 1, Lemmas 1-2, Definition 5, Lemma 7;
//! * [`constructions`]: Constructions 1-2, Lemmas 3-6, Theorems 2-3;
//! * [`tables`]: the two printed tables;
//! * [`two_pile`]: Theorems 4-5 and Corollary 1 (Lythoff(2_f)).

/// This paper's metadata, handed down to the catalog and the report.
pub const PAPER: crate::check::Paper = crate::check::Paper {
    prefix: "kf",
    name: "klein-fraenkel",
    short: "Klein-Fraenkel",
    citation: "D. Klein and A. S. Fraenkel, K-pile Wythoff games",
    aliases: &["klein"],
    own_results: false,
};

pub mod constructions;
pub mod figures;
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

/// What this folder contributes to the catalog, the commands and the report.
pub fn contribution() -> super::Contribution {
    super::Contribution {
        tables: table_defs,
        ..super::Contribution::of(PAPER, statements, smt::queries, figures::all)
    }
}

/// The tables the `table` command computes from this paper.
fn table_defs() -> Vec<crate::table::TableDef> {
    use crate::table::TableDef;
    vec![
        TableDef {
            id: "kf.table-alternate",
            title: "the first 13 P-positions of Lythoff(3) and of the no-increase variant",
            compute: tables::table_alternate_table,
        },
        TableDef {
            id: "kf.table-variable",
            title: "moves from [2,4,6] in the variable 3-pile game",
            compute: tables::table_variable_table,
        },
    ]
}
