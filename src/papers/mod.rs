//! The papers, and the catalog: each folder lists one paper's catalog entries (each citing
//! its number), its SMT queries and its tables; this module owns every list and hands it
//! to the frameworks, which never name a paper:
//!
//! * [`statements`] (and [`find`]): every catalog statement, run by `check`;
//! * [`smt_queries`]: every SMT query (`papers::<paper>::smt`), run by `check` beside its
//!   statement and by the `smt` command;
//! * [`tables`] (and [`table`]), [`measures`]: the tables and conjecture measurements
//!   rendered by `table`;
//! * [`all_figures`]: the report's figures (each paper's `figures.rs`, drawn by
//!   `report::plot`); [`deep`]: the long resumable measurements;
//! * [`report_sources`]: all of these, bundled for `report`;
//! * [`engines::engines`]: the engine table with the verdicts and commands that use each
//!   engine, printed by `engines`.
//!
//! Every list is the concatenation of the papers' [`Contribution`]s, in catalog order:
//! adding a paper means adding a folder (its `mod.rs` declares `PAPER` and
//! `contribution()`) and one word to [`papers!`]. `docs/architecture.md` walks through it.

/// The statement builder `stmt` of a paper's module, defined once here for every paper:
/// each module names its paper's `PAPER` and the arguments its entries give,
/// and gets a `stmt` that builds the entry with [`Statement::new`] and
/// [`Statement::recorded`]:
/// * `entry_builder!(PAPER)`: `stmt(id, number, words, bound, recorded, note, check)`
///   (kind theorem);
/// * `entry_builder!(PAPER, kinds)`: `stmt(id, number, kinds, words, bound, recorded,
///   note, check)`;
/// * `entry_builder!(PAPER, kinds, holds)`: `stmt(id, number, kinds, words, bound,
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

/// The papers (and the section beyond them), in catalog order: each is a folder whose
/// `mod.rs` declares its [`Paper`](crate::check::Paper) metadata and its
/// [`Contribution`]. Adding a paper is a folder and one word here.
macro_rules! papers {
    ($($paper:ident),*) => {
        $(pub mod $paper;)*
        /// Every paper's contribution, in catalog order.
        pub fn contributions() -> Vec<Contribution> {
            vec![$($paper::contribution()),*]
        }
    };
}

papers!(akiyama, larsson, kf, hst, frontier);

pub mod deep;
pub mod engines;
pub mod figures;
pub mod unrefutable;

/// Each statement's wall time in seconds at its deep bound, one `id seconds` line each:
/// the `seconds` of `wythoff check --all --deep --json`, one run on a quiet 2-core machine
/// (the file's header gives the load). `check --deep` states its estimate from it before it
/// starts (`check::estimate`).
pub const DEEP_SECONDS: &str = include_str!("deep_seconds.txt");

/// `guess --numeration auto`: W^k's aggregation points and the numeration they name.
pub use frontier::blocking_points::suggest as blocking_numeration;

use crate::check::{Paper, Statement};
use crate::games::wythoff;
use crate::report::Sources;
use crate::report::plot::Figure;
use crate::smt::Query;
use crate::table::{MeasureDef, Table, TableDef};

/// What one paper's folder contributes: its metadata and its lists, each a function so
/// that nothing is computed until it is asked for.
pub struct Contribution {
    /// The paper's metadata (id prefix, names, citation).
    pub paper: Paper,
    /// Its catalog statements, in the order of the paper.
    pub statements: fn() -> Vec<Statement>,
    /// Its SMT queries.
    pub queries: fn() -> Vec<Query>,
    /// The tables the `table` command computes.
    pub tables: fn() -> Vec<TableDef>,
    /// The conjectures the `conjecture` command measures.
    pub measures: fn() -> Vec<MeasureDef>,
    /// The measurements the report includes (a measure's id and its `up_to`), at the
    /// default bounds or (`true`) the deep ones.
    pub report_measures: fn(bool) -> Vec<(&'static str, u64)>,
    /// The report's figures, each with its statement.
    pub figures: fn() -> Vec<Figure>,
}

impl Contribution {
    /// A paper's statements, queries and figures, with no tables or measures (a paper
    /// that has them sets those fields over this).
    pub fn of(
        paper: Paper,
        statements: fn() -> Vec<Statement>,
        queries: fn() -> Vec<Query>,
        figures: fn() -> Vec<Figure>,
    ) -> Contribution {
        Contribution {
            paper,
            statements,
            queries,
            tables: Vec::new,
            measures: Vec::new,
            report_measures: |_| Vec::new(),
            figures,
        }
    }
}

/// Every paper, in catalog order.
pub fn papers() -> Vec<Paper> {
    contributions().iter().map(|c| c.paper).collect()
}

/// Every statement of every paper, in catalog order.
pub fn statements() -> Vec<Statement> {
    contributions()
        .iter()
        .flat_map(|c| (c.statements)())
        .collect()
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
    contributions().iter().flat_map(|c| (c.queries)()).collect()
}

/// The conjecture tables the report includes, with their `up_to` at the default or deep
/// bounds.
fn report_measures(deep: bool) -> Vec<(MeasureDef, u64)> {
    let all = measures();
    contributions()
        .iter()
        .flat_map(|c| (c.report_measures)(deep))
        .filter_map(|(id, n)| all.iter().find(|m| m.id == id).map(|m| (*m, n)))
        .collect()
}

/// Every figure, in report order (the papers' order), each with its statement. The papers'
/// figures are independent: they are computed in parallel, one paper a task.
pub fn all_figures() -> Vec<Figure> {
    use rayon::prelude::*;
    let per: Vec<Vec<Figure>> = contributions().par_iter().map(|c| (c.figures)()).collect();
    per.into_iter().flatten().collect()
}

/// Everything the report is made of, at the default or deep bounds.
pub fn report_sources(deep: bool) -> Sources {
    Sources {
        statements: statements(),
        queries: smt_queries(),
        tables: tables(),
        measures: report_measures(deep),
        figures: all_figures,
        deep: deep::for_report,
    }
}

/// Every conjecture the `conjecture` command can measure.
pub fn measures() -> Vec<MeasureDef> {
    contributions()
        .iter()
        .flat_map(|c| (c.measures)())
        .collect()
}

/// The table with this id.
pub fn table(id: &str) -> Option<TableDef> {
    tables().into_iter().find(|t| t.id == id)
}

/// Every table the `table` command can compute: Wythoff Nim's own, then each paper's.
pub fn tables() -> Vec<TableDef> {
    let mut v = vec![
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
    ];
    v.extend(contributions().iter().flat_map(|c| (c.tables)()));
    v
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
