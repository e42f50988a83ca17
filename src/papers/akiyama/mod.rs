//! S. Akiyama, "3 dimensional Wythoff Nim" (cited in the README's papers section).
//!
//! Catalog ids `akiyama.*` (the catalog's ids):
//! * [`wythoff_props`]: the five properties of classic Wythoff (introduction);
//! * [`sequence`]: Theorem 1 against the rules solver, Corollaries 1-3, Theorems 2-3, kappa;
//! * [`printed`]: the values the paper prints, transcribed; [`printed_checks`] compares
//!   them with computation (first 40, positive vs L1, the n = 11..14 example, Corollary 4);
//! * [`conjectures`]: Conjecture 1, (14)-(15), Figure 1 (measured);
//! * [`kappa`]: assumption (16) and Figure 2, the frequency of kappa(n) = 0 (measured);
//! * [`thm4`]: the quintic of Theorem 4, exact root isolation and the Galois group.

/// This paper's metadata, handed down to the catalog and the report.
pub const PAPER: crate::check::Paper = crate::check::Paper {
    prefix: "akiyama",
    name: "akiyama",
    short: "Akiyama",
    citation: "S. Akiyama, 3 dimensional Wythoff Nim",
    aliases: &[],
    own_results: false,
};

pub mod conjectures;
pub mod figures;
pub mod kappa;
pub mod printed;
pub mod printed_checks;
pub mod sequence;
pub mod smt;
pub mod thm4;
pub mod twin;
pub mod wythoff_props;
pub mod wytlex;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![wythoff_props::statement()];
    v.extend(sequence::statements());
    v.extend(printed_checks::statements());
    v.push(wytlex::statement());
    v.push(thm4::statement());
    v.extend(conjectures::statements());
    v
}

/// What this folder contributes to the catalog, the commands and the report.
pub fn contribution() -> super::Contribution {
    super::Contribution {
        tables: table_defs,
        measures: conjectures::measures,
        report_measures: |deep| {
            let n = if deep { 1_000_000_000 } else { 10_000_000 };
            vec![("akiyama.conj1", n), ("akiyama.assumption16", n)]
        },
        ..super::Contribution::of(PAPER, statements, smt::queries, figures::all)
    }
}

/// The tables the `table` command computes from this paper.
fn table_defs() -> Vec<crate::table::TableDef> {
    use crate::table::TableDef;
    vec![TableDef {
        id: "akiyama.first-40",
        title: "the first 40 P-positions of the paper's L1 sequence, compared with the print",
        compute: printed_checks::first_40_table,
    }]
}
