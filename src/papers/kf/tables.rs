//! The two printed tables of Klein and Fraenkel, computed and compared cell by cell.

use super::printed::{self, numbers, rows};
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::lythoff::FExpr;
use crate::games::lythoff::legal::{
    diff_set, legal_def1, legal_def7, legal_no_increase, share_value,
};
use crate::games::lythoff::pruned_search::{self as rules, Game};
use crate::table::Table;

/// The recorded witnesses of `kf.table-variable` (see `Statement::witness`): every one a run must find.
const TABLE_VARIABLE_WITNESSES: &[Witness] = &[
    Witness::every("row B = [0, 1, 2], D(B) | {1} | {1, 2}"),
    Witness::every("row B = [0, 1, 2], D(B) + [0, f(B)) | {1, 2} | {1, 2, 3}"),
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement {
            id: "kf.table-alternate",
            paper: super::PAPER,
            number: "Section 2.1, table of Lythoff(3) and the alternate definition",
            kinds: &[Kind::Table],
            words: "The first 13 P-positions of Lythoff(3) and of the variant that forbids increasing a pile; only the last row differs; [23,39,58] -> [20,37,53] via S = {-14, 38} is legal in Lythoff(3).",
            bound: Bound {
                meaning: "largest entry of the no-increase solver's box",
                default: 60,
                deep: 90,
                min: 58,
                max: 150,
            },
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: table_alternate,
            proof: None,
        },
        Statement {
            id: "kf.table-variable",
            paper: super::PAPER,
            number: "Section 4, table \"Variable 3-Pile Wythoff\"",
            kinds: &[Kind::Table],
            words: "For A = [2,4,6] and f(B) = 1 + B3 - B2: the 10 positions B with entries <= 2, their D(B), f(B), D(B) + [0, f(B)) and the legality of A -> B with a reason.",
            bound: Bound::fixed("unused (the table is fixed)", 10),
            recorded: Outcome::Erratum,
            note: "Row B = [0,1,2] prints D(B) = {1} and D(B) + [0, f(B)) = {1, 2}; by Definition 3, D([0,1,2]) = {1-0, 2-0, 2-1} = {1, 2}, and with f(B) = 1 + 2 - 1 = 2 the widened set is {1, 2, 3}. The row's legality (\"D's intersect\", through 2 ∈ D(A)) is unaffected. Every other cell agrees.",
            witness: TABLE_VARIABLE_WITNESSES,
            check: table_variable,
            proof: None,
        },
    ]
}

/// The two columns computed: Lythoff(3) (search solver) and no-increase (finite solver).
/// Two columns of positions.
type Columns = (Vec<Vec<u64>>, Vec<Vec<u64>>);

fn alternate_columns(m: u64) -> Result<Columns, String> {
    let lyth = rules::p_positions(3, &Game::Lythoff, 13)?;
    let alt: Vec<Vec<u64>> = rules::no_increase_p_positions(3, m)
        .into_iter()
        .take(13)
        .collect();
    Ok((lyth, alt))
}

fn table_alternate(m: u64) -> Findings {
    let mut f = Findings::new(format!(
        "Lythoff(3) by the rules search; the no-increase variant on sorted triples with entries <= {m}"
    ));
    let (lyth, alt) = match alternate_columns(m) {
        Ok(c) => c,
        Err(e) => {
            f.check("rules solvers", Err(e));
            return f;
        }
    };
    let mut errs = Vec::new();
    let mut compared = 0;
    for (i, row) in rows(printed::TABLE_ALTERNATE).iter().enumerate() {
        for (col, (name, computed)) in [("Lythoff(3)", &lyth), ("alternate", &alt)]
            .into_iter()
            .enumerate()
        {
            let p = numbers(row[col]);
            compared += 1;
            if computed.get(i) != Some(&p) {
                errs.push(Erratum {
                    location: format!("section 2.1 table, row {i}, {name}"),
                    printed: format!("{p:?}"),
                    computed: format!("{:?}", computed.get(i)),
                });
            }
        }
    }
    f.compare_printed("the 13 rows of both columns", compared, errs);
    let differ: Vec<usize> = (0..13).filter(|&i| lyth.get(i) != alt.get(i)).collect();
    f.check(
        "only the last row differs",
        if differ == [12] {
            Ok("rows 0..11 equal, row 12 differs".into())
        } else {
            Err(format!("rows differing: {differ:?}"))
        },
    );
    let (from, to, s) = printed::ALTERNATE_MOVE;
    // Remove -14 from the first two piles and 38 from the third.
    let mut b: Vec<u64> = vec![
        (from[0] as i64 - s[0]) as u64,
        (from[1] as i64 - s[0]) as u64,
        (from[2] as i64 - s[1]) as u64,
    ];
    b.sort_unstable();
    f.check(
        "[23,39,58] -> [20,37,53] via S = {-14, 38}",
        if b == to && legal_def1(&from, &to) && !legal_no_increase(&from, &to) {
            Ok(
                "S applied gives [20,37,53]; legal in Lythoff(3), not in the no-increase variant"
                    .into(),
            )
        } else {
            Err(format!(
                "S gives {b:?}; Lythoff legal {}, no-increase legal {}",
                legal_def1(&from, &to),
                legal_no_increase(&from, &to)
            ))
        },
    );
    f
}

/// The table `kf.table-alternate`, computed.
pub fn table_alternate_table() -> Table {
    let (lyth, alt) = alternate_columns(60).unwrap_or_default();
    let fmt = |p: Option<&Vec<u64>>| {
        p.map(|v| v.iter().map(u64::to_string).collect::<Vec<_>>().join(" "))
            .unwrap_or_default()
    };
    Table {
        id: "kf.table-alternate".into(),
        title:
            "the first 13 P-positions of Lythoff(3) and of the no-increase variant (rules solvers)"
                .into(),
        source: "Klein and Fraenkel, section 2.1".into(),
        columns: ["n", "Lythoff(3)", "alternate"].map(String::from).to_vec(),
        rows: (0..13)
            .map(|i| vec![i.to_string(), fmt(lyth.get(i)), fmt(alt.get(i))])
            .collect(),
    }
}

fn set_text(v: &[u64]) -> String {
    format!(
        "{{{}}}",
        v.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
    )
}

/// One computed row: `(B, D(B), f(B), D(B) + [0, f(B)), legal, valid reasons)`.
type VariableRow = (Vec<u64>, Vec<u64>, u64, Vec<u64>, bool, Vec<&'static str>);

fn variable_row(b: &[u64]) -> Result<VariableRow, String> {
    let a = printed::VARIABLE_FROM;
    let fb = FExpr::parse("1+B3-B2", 3)?.eval(b)?;
    let db = diff_set(b);
    let mut widened: Vec<u64> = db.iter().flat_map(|&d| d..d + fb).collect();
    widened.sort_unstable();
    widened.dedup();
    let legal = legal_def7(&a, b, fb);
    let mut reasons = Vec::new();
    if share_value(&a, b) {
        reasons.push("A and B intersect");
    }
    if diff_set(&a).iter().any(|d| widened.contains(d)) {
        reasons.push("D's intersect");
    }
    if !legal {
        reasons = vec!["Illegal"];
    }
    Ok((b.to_vec(), db, fb, widened, legal, reasons))
}

fn table_variable(_: u64) -> Findings {
    let mut f =
        Findings::new("the 10 printed rows, A = [2,4,6], f(B) = 1 + B3 - B2 (Definition 7)");
    let mut errs = Vec::new();
    let mut compared = 0;
    let printed_rows = rows(printed::TABLE_VARIABLE);
    for row in &printed_rows {
        let b = numbers(row[0]);
        match variable_row(&b) {
            Err(e) => errs.push(Erratum {
                location: format!("row {b:?}"),
                printed: row.join(" | "),
                computed: e,
            }),
            Ok((_, db, fb, widened, _, reasons)) => {
                for (what, printed_cell, computed) in [
                    ("D(B)", numbers(row[1]), db),
                    ("f(B)", numbers(row[2]), vec![fb]),
                    ("D(B) + [0, f(B))", numbers(row[3]), widened),
                ] {
                    compared += 1;
                    if printed_cell != computed {
                        errs.push(Erratum {
                            location: format!("row B = {b:?}, {what}"),
                            printed: set_text(&printed_cell),
                            computed: set_text(&computed),
                        });
                    }
                }
                compared += 1;
                if !reasons.contains(&row[4]) {
                    errs.push(Erratum {
                        location: format!("row B = {b:?}, legality"),
                        printed: row[4].into(),
                        computed: reasons.join(" / "),
                    });
                }
            }
        }
    }
    f.compare_printed(
        "every cell (legality: the printed reason is a valid one)",
        compared,
        errs,
    );
    let listed: Vec<Vec<u64>> = printed_rows.iter().map(|r| numbers(r[0])).collect();
    let all = rules::sorted_box(3, 2);
    f.check(
        "the rows are all B with entries <= 2, each ≺ A",
        if listed == all
            && all
                .iter()
                .all(|b| b.as_slice() < &printed::VARIABLE_FROM[..])
        {
            Ok("10 rows, in lexicographic order".into())
        } else {
            Err(format!("listed {listed:?}"))
        },
    );
    f
}

/// The table `kf.table-variable`, computed.
pub fn table_variable_table() -> Table {
    let rows = rules::sorted_box(3, 2)
        .iter()
        .filter_map(|b| variable_row(b).ok())
        .map(|(b, db, fb, w, _, reasons)| {
            vec![
                format!("{b:?}"),
                set_text(&db),
                fb.to_string(),
                set_text(&w),
                reasons.join(" / "),
            ]
        })
        .collect();
    Table {
        id: "kf.table-variable".into(),
        title: "moves from A = [2,4,6] in Lythoff(3_f), f(B) = 1 + B3 - B2 (Definition 7)".into(),
        source: "Klein and Fraenkel, section 4".into(),
        columns: ["B", "D(B)", "f(B)", "D(B)+[0,f(B))", "legality"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}
