//! Table 1 (aggregation points of b/a; its entries judged against the points named
//! exactly in [`super::table1_exact`], the differing ones errata), the W^4 hypothesis
//! (proved: [`super::w4`]) and Remark 1, measured with
//! the column generator (compared with its plain twin `games::blocking::plain` in
//! `tests/twins.rs` to the reach of `check::engines::BLOCKING`: the default and deep
//! bounds stay inside it, larger bounds say so in the evidence).
//!
//! How aggregation points are found: take the P-positions `(a, b)` with `A/2 < a <= A`,
//! sort their ratios `b/a`, split the sorted list wherever two neighbours differ by more
//! than 0.03, and keep the clusters holding at least 0.5% of the ratios; each cluster's
//! median is reported as an aggregation point. The number of clusters estimates `l(k)`.

use super::printed;
use crate::check::compare::agree_all;
use crate::check::engines::{BLOCKING, blocking_past_reach};
use crate::check::statement::ProofFile;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::blocking::Columns;
use crate::games::blocking::cells::Cells;
use crate::table::{MeasureDef, Table};
use indicatif::ProgressBar;

/// The recorded witnesses of `larsson.table1`: every entry that differs from its named point.
const TABLE1_WITNESSES: &[Witness] = &[
    Witness::every(
        "Table 1, k = 5, entry 1.476 | 1.476 | 1.4770330 = (2 + sqrt 29)/5, the root of 5x^2 - 4x - 5 (irreducible: discriminant 116 is not a square); to the printed 3 places 1.477; on the P-positions of W^5 with a <= 20000: fitted slope 1.4770330 (error 6.5e-9), exact line floor(b - x a) in -8..0 on 100 <= a <= 10000, -9..0 on 100 <= a <= 20000",
    ),
    Witness::every(
        "Table 1, k = 10, entry 1.59 | 1.59 | 1.6180340 = (1 + sqrt 5)/2, the root of x^2 - x - 1 (irreducible: discriminant 5 is not a square); to the printed 2 places 1.62; on the P-positions of W^10 with a <= 20000: fitted slope 1.6180336 (error 3.4e-7), exact line floor(b - x a) in -20..-14 on 100 <= a <= 10000, -20..-14 on 100 <= a <= 20000",
    ),
    Witness::every(
        "Table 1, k = 12, entry 1.74 | 1.74 | 1.7661904 = (3 + sqrt 34)/5, the root of 5x^2 - 6x - 5 (irreducible: discriminant 136 is not a square); to the printed 2 places 1.77; on the P-positions of W^12 with a <= 20000: fitted slope 1.7661899 (error 4.7e-7), exact line floor(b - x a) in -30..-12 on 100 <= a <= 10000, -30..-11 on 100 <= a <= 20000",
    ),
    Witness::every(
        "Table 1, k = 15, entry 1+√2 | 1+√2 = 2.4142136 | 2.3814506 = (51 + sqrt 5305)/52, the root of 26x^2 - 51x - 26 (irreducible: discriminant 5305 is not a square); on the P-positions of W^15 with a <= 20000: fitted slope 2.3814518 (error 1.2e-6), exact line floor(b - x a) in -1..27 on 100 <= a <= 10000, -1..27 on 100 <= a <= 20000",
    ),
    Witness::every(
        "Table 1, k = 15, entry 2.58 | 2.58 | 13/5 = 2.6; to the printed 2 places 2.60; on the P-positions of W^15 with a <= 20000: fitted slope 2.6000000 (error 7.4e-9), exact line floor(b - x a) in -16..1 on 100 <= a <= 10000, -16..1 on 100 <= a <= 20000, period vector (5, 13) from column 1596",
    ),
    Witness::every(
        "Table 1, k = 16, entry 1.426 | 1.426 | 1.4248870 = (47 + sqrt 19109)/130, the root of 65x^2 - 47x - 65 (irreducible: discriminant 19109 is not a square); to the printed 3 places 1.425; on the P-positions of W^16 with a <= 20000: fitted slope 1.4248871 (error 1.1e-7), exact line floor(b - x a) in -8..6 on 100 <= a <= 10000, -8..7 on 100 <= a <= 20000",
    ),
    Witness::every(
        "Table 1, k = 19, entry 1.88 | 1.88 | 1.9085683 = (9 + 5 sqrt 10)/13, the root of 13x^2 - 18x - 13 (irreducible: discriminant 1000 is not a square); to the printed 2 places 1.91; on the P-positions of W^19 with a <= 20000: fitted slope 1.9085689 (error 5.6e-7), exact line floor(b - x a) in -24..-12 on 100 <= a <= 10000, -25..-11 on 100 <= a <= 20000",
    ),
    // Not judged at 20000 (the window widens by 3); judged at 100000, the next bound.
    Witness::every(
        "Table 1, k = 20, entry 1.28 | 1.28 | 1.2951740 = (17 + sqrt 4514)/65, the root of 65x^2 - 34x - 65 (irreducible: discriminant 18056 is not a square); to the printed 2 places 1.30; on the P-positions of W^20 with a <= 100000: fitted slope 1.2951739 (error 2.3e-8), exact line floor(b - x a) in -31..-1 on 100 <= a <= 50000, -33..-1 on 100 <= a <= 100000",
    ),
];

/// `larsson.table1`'s deep bound.
const TABLE1_DEEP: u64 = 50_000;

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement {
            id: "larsson.table1",
            paper: super::PAPER,
            number: "Table 1 and (5)",
            kinds: &[Kind::Conjecture, Kind::Table],
            words: "For k = 1..20 the ratios b/a of the P-positions of W^k have l(k) aggregation points, as listed in Table 1.",
            bound: Bound {
                meaning: "A: P-positions with a <= A, ratios taken from A/2 < a <= A",
                default: 4_000,
                deep: TABLE1_DEEP,
                min: 200,
                max: 1_000_000,
            },
            recorded: Outcome::Erratum,
            note: "Every computed l(k) equals the printed count, but seven entries differ from the points named exactly (the points of W^k with a <= 20000, each identification confirmed in integers by its line's deviation window and, for a quadratic, its irreducible polynomial): row 5's 1.476 (1.477), row 10's 1.59 (the golden ratio), row 12's 1.74 (1.766), row 15's 1+√2 (2.3814506, root of 26x^2 - 51x - 26) and 2.58 (13/5), row 16's 1.426 (1.425), row 19's 1.88 (1.9085683); one erratum each, pinned. Not judged at that bound: the entries of rows 7 (5/2, its line's deviations drift), 9, 13, 20 (the line's window still widens) and 17, 18 (no polynomial within 2/A).",
            witness: TABLE1_WITNESSES,
            check: table1,
            proof: None,
        },
        Statement {
            id: "larsson.w4-hypothesis",
            paper: super::PAPER,
            number: "Section 3 (motivation of Table 1 for W^4)",
            kinds: &[Kind::Theorem, Kind::Conjecture],
            words: "In W^4, delta_n = b_n - a_n = n/2 + O(1), so 1/alpha + 1/beta = 4 and b/a -> 1 + sqrt 2.",
            bound: Bound {
                meaning: "A: P-positions of W^4 with a <= A",
                default: 25_000,
                deep: 100_000,
                min: 100,
                max: 10_000_000,
            },
            recorded: Outcome::Proved,
            note: "New: proved for every n over the Pell-automatic P-set (frontier.automatic.blocking-k4-pell) with the Pell shift s: |2 delta_n - n| <= 20, |b_n - (1 + sqrt 2) a_n| <= 5, a_n = n sqrt 2/4 + O(1); the one classical step is Fekete's lemma (|s(n) - (1 + sqrt 2) n| <= 1 from s's proved quasi-additivity and s(s(n)) = 2 s(n) + n). Table 1's row 4 follows: one aggregation point, 1 + sqrt 2. Sharp constants, each proved and one tighter FALSE: every column holds at least 2 upper P-positions and exactly 4 P-positions in all, and -2 <= b - s(a) <= 2 for every upper P-position with a >= 5.",
            witness: &[],
            check: super::w4::check,
            proof: Some(ProofFile {
                path: "proofs/walnut/larsson.w4-hypothesis.walnut",
                text: include_str!("../../../proofs/walnut/larsson.w4-hypothesis.walnut"),
                loads: &[(
                    "automatic.blocking-k4-pell.automaton.txt",
                    include_str!("../../../proofs/walnut/automatic.blocking-k4-pell.automaton.txt"),
                )],
                pinned: &[
                    "shift_values",
                    "shift_total",
                    "shift_function",
                    "shift_grows",
                    "shift_twice",
                    "shift_quasi_additive",
                    "line",
                    "line_from5",
                    "every_column_two",
                    "column_at_least_4",
                    "column_at_most_4",
                    "twice",
                    "not_thrice",
                    "order",
                ],
                bounded_only: &[],
            }),
        },
        Statement {
            id: "larsson.remark1",
            paper: super::PAPER,
            number: "Remark 1",
            kinds: &[Kind::Conjecture],
            words: "The upper P-positions of W^2 split: their ratios b/a have two aggregation points, phi and 2.",
            bound: Bound {
                meaning: "A: P-positions of W^2 with a <= A",
                default: 25_000,
                deep: 100_000,
                min: 200,
                max: 10_000_000,
            },
            recorded: Outcome::Measured,
            note: "",
            witness: &[],
            check: remark1,
            proof: None,
        },
    ]
}

/// The measurements of `wythoff conjecture`.
pub fn measures() -> Vec<MeasureDef> {
    vec![MeasureDef {
        id: "larsson.table1",
        meaning: "A (P-positions with a <= A, ratios from A/2 < a <= A)",
        min: 200,
        // 10^7: about 90 s on 2 cores and 1.5 GB (two k at a time, each holding its ratios).
        max: 10_000_000,
        compared: Some(BLOCKING[0]),
        compute: table1_table,
    }]
}

/// Aggregation points of the ratios b/a for `A/2 < a <= A`: `(median, share)` per cluster.
pub fn aggregation_points(k: usize, a_max: u64) -> Vec<(f64, f64)> {
    let mut ratios: Vec<f64> = Columns::new(k)
        .take_while(|&(a, _)| a <= a_max)
        .filter(|&(a, _)| 2 * a > a_max)
        .map(|(a, b)| b as f64 / a as f64)
        .collect();
    ratios.sort_by(f64::total_cmp);
    let total = ratios.len().max(1) as f64;
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=ratios.len() {
        if i == ratios.len() || ratios[i] - ratios[i - 1] > 0.03 {
            let cluster = &ratios[start..i];
            let share = cluster.len() as f64 / total;
            if share >= 0.005 {
                out.push((cluster[cluster.len() / 2], share));
            }
            start = i;
        }
    }
    out
}

fn fmt_points(p: &[(f64, f64)]) -> String {
    p.iter()
        .map(|(m, s)| format!("{m:.3} ({:.0}%)", 100.0 * s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn table1(a_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "k = 1..20, P-positions with {} < a <= {a_max}{}",
        a_max / 2,
        blocking_past_reach(&BLOCKING[0], a_max)
    ));
    // The generator behind every ratio, against Definition 3 cell by cell, for every k:
    // the square reaches past the largest b of the positions used (b/a goes up to about
    // 2.6), capped at side 60000 (the cells hold a bit per cell: 450 MB there). The k are
    // independent and compared in parallel (two squares at a time on two cores).
    use rayon::prelude::*;
    let per_k: Vec<(bool, Option<String>)> = (1..=20usize)
        .into_par_iter()
        .map(|k| {
            let used: Vec<(u64, u64)> = Columns::new(k).take_while(|&(a, _)| a <= a_max).collect();
            let b_max = used.iter().map(|p| p.1).max().unwrap_or(0);
            let side = (b_max + 1).min(60_000);
            let cells: Vec<(u64, u64)> = Cells::solve(k, side as usize).pairs();
            let generated: Vec<(u64, u64)> = Columns::new(k)
                .take_while(|&(a, _)| a < side)
                .filter(|&(_, b)| b < side)
                .collect();
            let err = agree_all("cells", &cells, "column generator", &generated)
                .err()
                .map(|e| format!("k = {k}: {e}"));
            (side <= b_max, err)
        })
        .collect();
    let short = per_k.iter().filter(|(short, _)| *short).count();
    let twin = per_k.into_iter().find_map(|(_, err)| err);
    f.check(
        "column generator = Definition 3 cell by cell (k = 1..20)",
        twin.map_or(
            Ok(if short > 0 {
                format!("every P-position with a, b < 60000; for {short} of the 20 k the positions with a <= {a_max} and b >= 60000 are not compared (memory)")
            } else {
                format!("every P-position with a <= {a_max} (the square reaches past each k's largest b)")
            }),
            Err,
        ),
    );
    // Table 1 row by row against the points named exactly (`super::table1_exact`, at its
    // fixed bounds, whatever the run's bound): each entry that differs is an erratum, and
    // the measured row of a k whose entries differ says so.
    let rows = super::table1_exact::rows();
    let mut same_l = 0;
    for (k, printed_entries, values) in printed::table1() {
        let pts = aggregation_points(k, a_max);
        let nearest: Vec<String> = values
            .iter()
            .map(|v| {
                pts.iter()
                    .map(|p| p.0 - v)
                    .min_by(|x, y| x.abs().total_cmp(&y.abs()))
                    .map_or("-".into(), |d| format!("{d:+.3}"))
            })
            .collect();
        if pts.len() == values.len() {
            same_l += 1;
        }
        let mark = differing_mark(&rows, k);
        f.measured(
            &format!("k = {k}"),
            format!(
                "computed l = {}: {}; printed l = {}: {} (nearest computed minus printed: {}){mark}",
                pts.len(),
                fmt_points(&pts),
                values.len(),
                printed_entries.join(" "),
                nearest.join(" ")
            ),
        );
    }
    f.measured(
        "summary",
        format!("computed l(k) equals the printed number of entries for {same_l} of 20 k"),
    );
    exact_parts(&mut f, &rows);
    f
}

/// The mark of a measured row `k = K` of `larsson.table1` whose printed entries differ from
/// the points named exactly (`; DIFFERS: 1.59; agrees: 2.0, 2.5 (Table 1, row k = 10)`), or
/// nothing when none differs.
pub fn differing_mark(rows: &[super::table1_exact::Row], k: usize) -> String {
    rows.iter()
        .find(|r| r.k == k && r.differs())
        .map_or(String::new(), |r| {
            format!("; {} (Table 1, row k = {k})", r.status())
        })
}

/// The parts of `larsson.table1` that `rows` give: one measured part per row (its points,
/// exact forms and entries), then the printed entries against the named points.
pub fn exact_parts(f: &mut Findings, rows: &[super::table1_exact::Row]) {
    use super::table1_exact::Status;
    for r in rows {
        f.measured(&format!("Table 1, row k = {}", r.k), r.describe());
    }
    let judged = rows
        .iter()
        .flat_map(|r| &r.entries)
        .filter(|e| !matches!(e.status, Status::NotJudged(_)))
        .count();
    let errata = rows.iter().flat_map(|r| r.errata()).collect();
    f.compare_printed(
        &format!(
            "Table 1's entries against the points named at A = {} (the {judged} entries judged){}",
            rows.first().map_or(0, |r| r.a_id),
            deeper_rows(rows)
        ),
        judged,
        errata,
    );
}

/// ", rows k = .. at A = .." for the rows judged at a larger bound than the first.
fn deeper_rows(rows: &[super::table1_exact::Row]) -> String {
    let first = rows.first().map_or(0, |r| r.a_id);
    let deeper: Vec<String> = rows
        .iter()
        .filter(|r| r.a_id != first)
        .map(|r| format!("{} (A = {})", r.k, r.a_id))
        .collect();
    if deeper.is_empty() {
        String::new()
    } else {
        format!(", rows k = {} at the larger bound", deeper.join(", "))
    }
}

fn table1_table(a_max: u64, bar: &ProgressBar) -> Table {
    use rayon::prelude::*;
    bar.set_length(20);
    // Each k is independent: measure them in parallel, largest k first (the slowest).
    let mut rows: Vec<(usize, Vec<String>)> = printed::table1()
        .into_par_iter()
        .map(|(k, printed_entries, _)| {
            let pts = aggregation_points(k, a_max);
            bar.inc(1);
            (
                k,
                vec![
                    k.to_string(),
                    pts.len().to_string(),
                    fmt_points(&pts),
                    printed_entries.len().to_string(),
                    printed_entries.join(" "),
                ],
            )
        })
        .collect();
    rows.sort_by_key(|r| r.0);
    let rows = rows.into_iter().map(|r| r.1).collect();
    Table {
        id: "larsson.table1".into(),
        title: format!(
            "aggregation points of b/a for P-positions of W^k with {} < a <= {a_max}",
            a_max / 2
        ),
        source: "Larsson, Table 1".into(),
        columns: ["k", "l computed", "points (share)", "l printed", "printed"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}

fn remark1(a_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "upper P-positions of W^2 with {} < a <= {a_max}{}",
        a_max / 2,
        blocking_past_reach(&BLOCKING[1], a_max)
    ));
    let pts = aggregation_points(2, a_max);
    f.measured(
        "aggregation points of b/a",
        format!("{} (phi = 1.618, 2)", fmt_points(&pts)),
    );
    f
}
