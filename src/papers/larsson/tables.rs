//! Tables 2-4: the first 90 P-positions of W^4, W^5, W^6 with their differences, computed
//! by the rules solver and by the column generator, and compared cell by cell.

use super::printed::{self, Row, table_rows};
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::blocking::{Columns, rules};
use crate::table::Table;

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    let make = |id: &'static str,
                number: &'static str,
                words: &'static str,
                check: fn(u64) -> Findings| Statement {
        proof: None,
        id,
        paper: super::PAPER,
        number,
        kinds: &[Kind::Table],
        words,
        bound: Bound {
            meaning: "rows compared (the paper prints 90)",
            default: 90,
            deep: 90,
            min: 1,
            max: 90,
        },
        recorded: Outcome::Holds,
        note: "",
        witness: &[],
        check,
    };
    vec![
        make(
            "larsson.table2",
            "Table 2",
            "The first 90 P-positions {a_n, b_n} of W^4 with delta_n = b_n - a_n.",
            |r| check(4, printed::TABLE2, "Table 2", r),
        ),
        make(
            "larsson.table3",
            "Table 3",
            "The first 90 P-positions {a_n, b_n} of W^5 with delta_n = b_n - a_n.",
            |r| check(5, printed::TABLE3, "Table 3", r),
        ),
        make(
            "larsson.table4",
            "Table 4",
            "The first 90 P-positions {a_n, b_n} of W^6 with delta_n = b_n - a_n.",
            |r| check(6, printed::TABLE4, "Table 4", r),
        ),
    ]
}

/// The first `rows` rows `(n, a_n, b_n, delta_n)` of W^k from the column generator.
pub fn computed(k: usize, rows: usize) -> Vec<Row> {
    Columns::new(k)
        .take(rows)
        .enumerate()
        .map(|(n, (a, b))| [n as u64, a, b, b - a])
        .collect()
}

fn check(k: usize, table: &str, name: &str, rows: u64) -> Findings {
    let rows = rows as usize;
    let printed_rows = table_rows(table);
    let fast = computed(k, rows);
    let side = fast.last().map_or(0, |r| r[2]) as u32 + 1;
    let mut f = Findings::new(format!("rows 0..{rows}; rules solver on [0,{side})^2"));
    let solver: Result<Vec<Row>, String> = rules::blocking(k, side)
        .map(|g| {
            rules::upper_p_positions(&g)
                .into_iter()
                .take(rows)
                .enumerate()
                .map(|(n, (a, b))| [n as u64, a, b, b - a])
                .collect()
        })
        .map_err(|e| e.to_string());
    f.check(
        "column generator = rules solver",
        match solver {
            Err(e) => Err(e),
            Ok(s) if s == fast => Ok(format!("{rows} rows")),
            Ok(s) => Err(format!(
                "first difference at row {:?}",
                s.iter().zip(&fast).position(|(a, b)| a != b)
            )),
        },
    );
    let mut errs = Vec::new();
    for (p, c) in printed_rows.iter().zip(&fast).take(rows) {
        for (i, col) in ["n", "a_n", "b_n", "delta_n"].iter().enumerate().skip(1) {
            if p[i] != c[i] {
                errs.push(Erratum {
                    location: format!("{name}, n = {}, {col}", p[0]),
                    printed: p[i].to_string(),
                    computed: c[i].to_string(),
                });
            }
        }
    }
    f.compare_printed("printed cells", 3 * rows, errs);
    f
}

fn as_table(k: usize, id: &str, source: &str) -> Table {
    Table {
        id: id.into(),
        title: format!("the first 90 P-positions of W^{k} (column generator)"),
        source: source.into(),
        columns: ["n", "a_n", "b_n", "delta_n"].map(String::from).to_vec(),
        rows: computed(k, 90)
            .iter()
            .map(|r| r.iter().map(u64::to_string).collect())
            .collect(),
    }
}

/// `larsson.table2` as a table.
pub fn table2() -> Table {
    as_table(4, "larsson.table2", "Larsson, Table 2")
}
/// `larsson.table3` as a table.
pub fn table3() -> Table {
    as_table(5, "larsson.table3", "Larsson, Table 3")
}
/// `larsson.table4` as a table.
pub fn table4() -> Table {
    as_table(6, "larsson.table4", "Larsson, Table 4")
}
