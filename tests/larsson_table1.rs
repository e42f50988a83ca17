//! Larsson's Table 1 against the points named exactly (`papers::larsson::table1_exact`):
//! the recorded errata of `larsson.table1` are exactly what the rows give, and a printed
//! entry or a computed point changed in a copy changes the verdict. About a second.

use wythoff_lab::check::{Findings, Outcome, Statement, Verdict};
use wythoff_lab::papers::larsson::table1_exact::{self, Exact, Row, Status};
use wythoff_lab::papers::larsson::{conjectures, printed};

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

fn entry() -> Statement {
    conjectures::statements()
        .into_iter()
        .find(|s| s.id == "larsson.table1")
        .expect("larsson.table1 is in the catalog")
}

/// The verdict of `larsson.table1`'s exact parts on `rows`, pinned to the record.
fn verdict(rows: &[Row]) -> Verdict {
    let s = entry();
    let mut f = Findings::new("Table 1");
    conjectures::exact_parts(&mut f, rows);
    let recorded = s
        .witnesses_at(s.bound.default)
        .expect("witnesses at the default bound");
    Verdict::from_findings(s.id, s.recorded, s.is_conjecture(), s.bound.default, f, 0.0)
        .pin(&recorded)
}

/// The printed table with row `k` replaced by `line`.
fn with_row(k: usize, line: &str) -> String {
    printed::TABLE1
        .lines()
        .map(|l| {
            if l.split_whitespace().next() == Some(&k.to_string()) {
                line
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn table1_errata_are_the_pinned_ones_and_any_change_differs() {
    let rows = table1_exact::rows();
    assert_eq!(rows.len(), 20);
    let v = verdict(&rows);
    assert_eq!(v.verdict, Outcome::Erratum);
    assert!(v.matches_record(), "{:?}", v.witness_changed);
    // Every erratum is an entry that differs from a named point, and every such entry is one.
    let differing: Vec<String> = rows
        .iter()
        .flat_map(|r| &r.entries)
        .filter(|e| e.status == Status::Differs)
        .map(|e| format!("Table 1, k = {}, entry {}", e.k, e.printed))
        .collect();
    let mut located: Vec<String> = v
        .witnesses()
        .iter()
        .map(|w| w.split(" | ").next().unwrap_or("").to_string())
        .collect();
    located.sort();
    let mut want = differing.clone();
    want.sort();
    assert_eq!(located, want);
    // The rows the record judges: 10, 15, 19 and 20 differ, 4 agrees (1+√2 is its point).
    for k in [10, 15, 19, 20] {
        assert!(
            differing.iter().any(|d| d.contains(&format!("k = {k},"))),
            "row {k}"
        );
    }
    assert_eq!(rows[3].entries[0].status, Status::Agrees);

    // A printed value flipped in a copy: corrected (the erratum disappears), or made wrong
    // (a new one appears): the verdict differs from the record, naming the row.
    for (k, line) in [
        (10, "10 1.62 2.0 2.5"),
        (19, "19 1.91 2.5 2.6"),
        (15, "15 2.38 2.6"),
        (3, "3 2.1"),
        (4, "4 ϕ"),
    ] {
        let copy = table1_exact::rejudge(&with_row(k, line), &rows);
        let changed = verdict(&copy);
        assert!(!changed.matches_record(), "row {k} as {line:?}");
        let why = changed.witness_changed.unwrap_or_default();
        assert!(why.contains(&format!("k = {k},")), "row {k}: {why}");
    }
    // The unchanged table rejudged is the record again (rejudging itself changes nothing).
    assert!(verdict(&table1_exact::rejudge(printed::TABLE1, &rows)).matches_record());

    // A computed side changed: row 19's fitted slope moved by 1e-6, or row 10's point
    // named as another number: the pinned witness differs.
    let mut moved = rows.clone();
    for p in &mut moved[18].points {
        if matches!(p.exact, Some(Exact::Quadratic { .. })) {
            p.slope += 1e-6;
        }
    }
    assert!(!verdict(&moved).matches_record());
    let mut renamed = rows.clone();
    for p in &mut renamed[9].points {
        if p.exact == Some(Exact::Quadratic { u: 1, v: -1, w: -1 }) {
            p.exact = Some(Exact::Quadratic { u: 5, v: -4, w: -5 });
        }
    }
    assert!(!verdict(&renamed).matches_record());
}

#[test]
fn exact_forms() {
    let q = |u, v, w| Exact::Quadratic { u, v, w };
    assert_eq!(q(1, -1, -1).closed_form(), "(1 + sqrt 5)/2");
    assert_eq!(q(1, -2, -1).closed_form(), "1 + sqrt 2");
    assert_eq!(q(13, -18, -13).closed_form(), "(9 + 5 sqrt 10)/13");
    assert_eq!(q(26, -51, -26).closed_form(), "(51 + sqrt 5305)/52");
    assert_eq!(q(1, 0, -2).closed_form(), "sqrt 2");
    assert_eq!(q(13, -18, -13).polynomial(), "13x^2 - 18x - 13");
    assert_eq!(q(1, -1, -1).polynomial(), "x^2 - x - 1");
    assert!(q(26, -51, -26).irreducible() && !q(1, -3, 2).irreducible());
    assert!((q(26, -51, -26).value() - 2.381_450_6).abs() < 1e-7);
    assert_eq!(Exact::Rational { p: 13, q: 5 }.closed_form(), "13/5");
    // floor(b - x a) exactly, on both sides of the line.
    let phi = q(1, -1, -1);
    assert_eq!(phi.floor_deviation(10, 16), -1);
    assert_eq!(phi.floor_deviation(10, 17), 0);
    let r = Exact::Rational { p: 5, q: 2 };
    assert_eq!((r.floor_deviation(3, 7), r.floor_deviation(3, 8)), (-1, 0));
}

/// Deeper: the rows not judged at `A_ID` (7, 9, 13, 17, 18, 20) are judged at `A_DEEP`,
/// where every point is named but for 7, 17 and 18: rows 9 and 13 agree, row 20's 1.28
/// differs (the point is (17 + sqrt 4514)/65, root of 65x^2 - 34x - 65), pinned.
#[test]
fn deeper_rows() {
    use table1_exact::{A_DEEP, A_ID};
    let rows = table1_exact::rows();
    for r in &rows {
        let want = if [7, 9, 13, 17, 18, 20].contains(&r.k) {
            A_DEEP
        } else {
            A_ID
        };
        assert_eq!(r.a_id, want, "row {}", r.k);
    }
    let status = |k: usize, i: usize| {
        rows.iter().find(|r| r.k == k).unwrap().entries[i]
            .status
            .clone()
    };
    assert_eq!(status(9, 0), Status::Agrees);
    assert_eq!(status(13, 0), Status::Agrees);
    assert_eq!(status(20, 0), Status::Differs);
    for k in [7, 17, 18] {
        assert!(matches!(status(k, 0), Status::NotJudged(_)), "row {k}");
    }
    let r20 = rows.iter().find(|r| r.k == 20).unwrap();
    let errata = r20.errata();
    assert_eq!(errata.len(), 1);
    assert!(
        errata[0]
            .computed
            .starts_with("1.2951740 = (17 + sqrt 4514)/65, the root of 65x^2 - 34x - 65"),
        "{}",
        errata[0].computed
    );
}

/// The rows whose printed entries differ are marked where the check prints them: the
/// measured row `k = K` ends with the mark, the row's exact part and its side-by-side
/// status begin with `DIFFERS`; they are exactly the rows of the recorded errata. A row
/// with nothing differing carries no mark.
#[test]
fn the_rows_that_differ_are_marked() {
    let rows = table1_exact::rows();
    let s = entry();
    let recorded = s
        .witnesses_at(s.bound.default)
        .expect("witnesses at the default bound");
    let mut want: Vec<usize> = recorded
        .iter()
        .filter_map(|w| {
            let k = w.split("k = ").nth(1)?.split(',').next()?;
            k.trim().parse().ok()
        })
        .collect();
    want.dedup();
    assert!(want.len() >= 5, "recorded errata rows: {want:?}");
    let marked: Vec<usize> = rows
        .iter()
        .filter(|r| !conjectures::differing_mark(&rows, r.k).is_empty())
        .map(|r| r.k)
        .collect();
    assert_eq!(marked, want);
    for r in &rows {
        let differs = want.contains(&r.k);
        assert_eq!(
            r.describe().starts_with("DIFFERS: "),
            differs,
            "row {}",
            r.k
        );
        assert_eq!(
            r.side_by_side()[5].starts_with("DIFFERS: "),
            differs,
            "row {}",
            r.k
        );
        if differs {
            assert!(conjectures::differing_mark(&rows, r.k).contains(&format!("row k = {}", r.k)));
        }
    }
    // Row 5: 1.476 differs, 2.5 agrees; row 1 agrees; row 18's 2.35 is not judged.
    assert_eq!(rows[4].status(), "DIFFERS: 1.476; agrees: 2.5");
    assert_eq!(rows[0].status(), "agrees");
    assert!(
        rows[17].status().starts_with("not judged: 2.35"),
        "{}",
        rows[17].status()
    );
}

/// The window rule is evidence, not proof (docs/findings-blocking.md): at `a <= 2*10^5`
/// row 18's line passes it with `11x^2 - 19x - 16`, which the data to 10^6 reject; at
/// `a <= 10^6` rows 9 and 13 fail it again (their windows grow by 3 and 12), so do 17 and
/// 18, and row 20's point is named and its 1.28 still differs. Slow tier (the column
/// generator to 10^6 for five k).
#[test]
fn the_window_rule_passes_a_drifting_line_and_fails_named_ones() {
    if !cfg!(feature = "slow-tests") {
        skipped!("SKIPPED: the window rule at 2*10^5 and 10^6 (enable the slow-tests feature)");
        return;
    }
    let open = |r: &Row, printed: &str| {
        r.entries
            .iter()
            .find(|e| e.printed == printed)
            .map(|e| e.status.clone())
            .expect("the entry")
    };
    let at_2e5 = table1_exact::rows_at(&table1_exact::table_of(&[18]), 200_000);
    let r18 = &at_2e5[0];
    let e = r18
        .entries
        .iter()
        .find(|e| e.printed == "2.35")
        .expect("2.35");
    let p = &r18.points[e.point.expect("a point")];
    assert_eq!(
        p.named(),
        Some(Exact::Quadratic {
            u: 11,
            v: -19,
            w: -16
        })
    );
    let at_1e6 = table1_exact::rows_at(&table1_exact::table_of(&[9, 13, 17, 18, 20]), 1_000_000);
    let row = |k: usize| at_1e6.iter().find(|r| r.k == k).expect("the row");
    for (k, printed, grows) in [(9, "1.34", "grows by 3 "), (13, "1.2", "grows by 12 ")] {
        match open(row(k), printed) {
            Status::NotJudged(why) => assert!(why.contains(grows), "row {k}: {why}"),
            s => panic!("row {k}: {s:?}"),
        }
    }
    assert!(matches!(open(row(17), "1.12"), Status::NotJudged(_)));
    assert!(matches!(open(row(18), "2.35"), Status::NotJudged(_)));
    assert_eq!(open(row(20), "1.28"), Status::Differs);
}
