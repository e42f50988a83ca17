//! The papers, and the catalog: each folder lists one paper's catalog entries (each citing
//! its number), its SMT queries and its tables; this module owns every list and hands it
//! to the frameworks, which never name a paper:
//!
//! * [`statements`] (and [`find`]): every catalog statement, run by `check`;
//! * [`smt_queries`]: every SMT query (`papers::<paper>::smt`), run by `check` beside its
//!   statement and by the `smt` command;
//! * [`tables`] (and [`table`]), [`measures`]: the tables and conjecture measurements
//!   rendered by `table`;
//! * [`figures`]: the report's figures (their data assembled here, drawn by
//!   `report::plot`); [`deep`]: the long resumable measurements;
//! * [`report_sources`]: all of these, bundled for `report`;
//! * [`engines::engines`]: the engine table with the verdicts and commands that use each
//!   engine, printed by `engines`.
//!
//! Adding a paper means adding a folder here and one line to each list it contributes to.

/// The statement builder `stmt` of a paper's module, defined once here for every paper:
/// each module names its [`Paper`](crate::check::Paper) and the arguments its entries give,
/// and gets a `stmt` that builds the entry with [`Statement::new`] and
/// [`Statement::recorded`]:
/// * `entry_builder!(Paper::X)`: `stmt(id, number, words, bound, recorded, note, check)`
///   (kind theorem);
/// * `entry_builder!(Paper::X, kinds)`: `stmt(id, number, kinds, words, bound, recorded,
///   note, check)`;
/// * `entry_builder!(Paper::X, kinds, holds)`: `stmt(id, number, kinds, words, bound,
///   check)`, recorded as holding with no note.
macro_rules! entry_builder {
    ($paper:expr) => {
        /// An entry of this paper (a theorem), with its recorded outcome.
        fn stmt(
            id: &'static str,
            number: &'static str,
            words: &'static str,
            bound: $crate::check::Bound,
            recorded: $crate::check::Outcome,
            note: &'static str,
            check: fn(u64) -> $crate::check::Findings,
        ) -> $crate::check::Statement {
            $crate::papers::entry(
                $paper,
                id,
                number,
                &[$crate::check::Kind::Theorem],
                words,
                bound,
                (recorded, note),
                check,
            )
        }
    };
    ($paper:expr, kinds) => {
        /// An entry of this paper, with its kinds and recorded outcome.
        #[allow(clippy::too_many_arguments)]
        fn stmt(
            id: &'static str,
            number: &'static str,
            kinds: &'static [$crate::check::Kind],
            words: &'static str,
            bound: $crate::check::Bound,
            recorded: $crate::check::Outcome,
            note: &'static str,
            check: fn(u64) -> $crate::check::Findings,
        ) -> $crate::check::Statement {
            $crate::papers::entry(
                $paper,
                id,
                number,
                kinds,
                words,
                bound,
                (recorded, note),
                check,
            )
        }
    };
    ($paper:expr, kinds, holds) => {
        /// An entry of this paper, with its kinds, recorded as holding.
        fn stmt(
            id: &'static str,
            number: &'static str,
            kinds: &'static [$crate::check::Kind],
            words: &'static str,
            bound: $crate::check::Bound,
            check: fn(u64) -> $crate::check::Findings,
        ) -> $crate::check::Statement {
            $crate::papers::entry(
                $paper,
                id,
                number,
                kinds,
                words,
                bound,
                ($crate::check::Outcome::Holds, ""),
                check,
            )
        }
    };
}

pub mod akiyama;
pub mod deep;
pub mod engines;
pub mod figures;
pub mod frontier;
pub mod hst;
pub mod kf;
pub mod larsson;

use crate::check::Statement;
use crate::games::wythoff;
use crate::report::Sources;
use crate::smt::Query;
use crate::table::{MeasureDef, Table, TableDef};

/// Every statement of every paper, in catalog order.
pub fn statements() -> Vec<Statement> {
    let mut all = Vec::new();
    all.extend(akiyama::statements());
    all.extend(larsson::statements());
    all.extend(kf::statements());
    all.extend(hst::statements());
    all.extend(frontier::statements());
    all
}

/// One catalog entry: what every paper's `stmt` ([`entry_builder`]) calls.
#[allow(clippy::too_many_arguments)]
pub(crate) fn entry(
    paper: crate::check::Paper,
    id: &'static str,
    number: &'static str,
    kinds: &'static [crate::check::Kind],
    words: &'static str,
    bound: crate::check::Bound,
    (recorded, note): (crate::check::Outcome, &'static str),
    check: fn(u64) -> crate::check::Findings,
) -> Statement {
    Statement::new(id, paper, number, kinds, words, bound, check).recorded(recorded, note)
}

/// The statement with this id.
pub fn find(id: &str) -> Option<Statement> {
    statements().into_iter().find(|s| s.id == id)
}

/// Every SMT query, in catalog order (`wythoff smt`; each also runs with its statement).
pub fn smt_queries() -> Vec<Query> {
    let mut v = akiyama::smt::queries();
    v.extend(larsson::smt::queries());
    v.extend(kf::smt::queries());
    v.extend(hst::smt::queries());
    v.extend(frontier::smt::queries());
    v
}

/// The conjecture tables the report includes, with their `up_to` at the default or deep
/// bounds.
fn report_measures(deep: bool) -> Vec<(MeasureDef, u64)> {
    let ups: [(&str, u64); 3] = if deep {
        [
            ("akiyama.conj1", 1_000_000_000),
            ("akiyama.assumption16", 1_000_000_000),
            ("larsson.table1", 100_000),
        ]
    } else {
        [
            ("akiyama.conj1", 10_000_000),
            ("akiyama.assumption16", 10_000_000),
            ("larsson.table1", 4_000),
        ]
    };
    let all = measures();
    ups.iter()
        .filter_map(|&(id, n)| all.iter().find(|m| m.id == id).map(|m| (*m, n)))
        .collect()
}

/// Everything the report is made of, at the default or deep bounds.
pub fn report_sources(deep: bool) -> Sources {
    Sources {
        statements: statements(),
        queries: smt_queries(),
        tables: tables(),
        measures: report_measures(deep),
        figures: figures::all,
        deep: deep::for_report,
    }
}

/// Every conjecture the `conjecture` command can measure.
pub fn measures() -> Vec<MeasureDef> {
    let mut v = akiyama::conjectures::measures();
    v.extend(larsson::conjectures::measures());
    v
}

/// The table with this id.
pub fn table(id: &str) -> Option<TableDef> {
    tables().into_iter().find(|t| t.id == id)
}

/// Every table the `table` command can compute.
pub fn tables() -> Vec<TableDef> {
    vec![
        TableDef {
            id: "wythoff.first-30",
            title: "the first 30 P-positions of Wythoff Nim",
            compute: wythoff_first_30,
        },
        TableDef {
            id: "wythoff.grundy-10",
            title: "Grundy values of Wythoff Nim on [0,10)^2",
            compute: wythoff_grundy_10,
        },
        TableDef {
            id: "akiyama.first-40",
            title: "the first 40 P-positions of the paper's L1 sequence, compared with the print",
            compute: akiyama::printed_checks::first_40_table,
        },
        TableDef {
            id: "larsson.table2",
            title: "the first 90 P-positions of W^4",
            compute: larsson::tables::table2,
        },
        TableDef {
            id: "larsson.table3",
            title: "the first 90 P-positions of W^5",
            compute: larsson::tables::table3,
        },
        TableDef {
            id: "larsson.table4",
            title: "the first 90 P-positions of W^6",
            compute: larsson::tables::table4,
        },
        TableDef {
            id: "kf.table-alternate",
            title: "the first 13 P-positions of Lythoff(3) and of the no-increase variant",
            compute: kf::tables::table_alternate_table,
        },
        TableDef {
            id: "kf.table-variable",
            title: "moves from [2,4,6] in the variable 3-pile game",
            compute: kf::tables::table_variable_table,
        },
    ]
}

fn wythoff_first_30() -> Table {
    let rows = wythoff::Pairs::new()
        .take(30)
        .map(|(n, a, b)| {
            vec![
                n.to_string(),
                a.to_string(),
                b.to_string(),
                (b - a).to_string(),
            ]
        })
        .collect();
    Table {
        id: "wythoff.first-30".into(),
        title: "the first 30 P-positions (a_n, b_n) of Wythoff Nim".into(),
        source: "computed (exact closed form; equal to the rules solver in the tests)".into(),
        columns: ["n", "a_n", "b_n", "b_n-a_n"].map(String::from).to_vec(),
        rows,
    }
}

fn wythoff_grundy_10() -> Table {
    let g = wythoff::rules::grundy_table(10).unwrap_or_default();
    let mut columns = vec!["y\\x".to_string()];
    columns.extend((0..10).map(|x| x.to_string()));
    let rows = g
        .iter()
        .enumerate()
        .map(|(y, row)| {
            std::iter::once(y.to_string())
                .chain(row.iter().map(u32::to_string))
                .collect()
        })
        .collect();
    Table {
        id: "wythoff.grundy-10".into(),
        title: "Grundy values of Wythoff Nim, rows y = 0..9, columns x = 0..9".into(),
        source: "computed by the rules solver".into(),
        columns,
        rows,
    }
}
