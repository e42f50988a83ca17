//! No bounded check refutes what a finite range cannot refute (`papers::unrefutable`):
//! every statement holding such a claim runs at many bounds, the Fibonacci-adjacent
//! lengths among them (where a prefix of a Sturmian word has a period below half its
//! length), and never says `refuted`; and every statement whose words name such a claim is
//! classified, so a new one cannot slip past this test.

use proptest::prelude::*;
use wythoff_lab::check::{Outcome, Statement, runner};
use wythoff_lab::papers::{self, unrefutable};

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

/// The largest bound each statement runs at here (quick tier; `slow-tests` raises it to the
/// statement's default bound), so that the file stays within a few seconds.
fn cap(s: &Statement) -> u64 {
    let quick = match s.id {
        "hst.beams" => 30_000,
        // Fixed bounds inside (the table's points are named at A = 20000 whatever the run):
        // its bound changes only the measured clusters; the catalog test runs it once.
        "larsson.table1" => 0,
        "hst.cor1" | "hst.nimhoff" | "akiyama.assumption16" => s.bound.min,
        "hst.thm2" | "hst.lemma4" => s.bound.min + 6,
        "frontier.automatic.blocking-k14" | "frontier.automatic.wk" => s.bound.min * 4,
        "larsson.w4-hypothesis" => 500,
        _ => s
            .bound
            .default
            .min(s.bound.min.saturating_mul(5))
            .min(8_000),
    };
    let deep = if cfg!(feature = "slow-tests") {
        s.bound.default
    } else {
        quick
    };
    deep.min(s.bound.max)
}

/// Fibonacci numbers and their neighbours in `lo..=hi`: `F_k - 1, F_k, F_k + 1` and
/// `F_{k+1} - 2` (the longest prefix with period `F_k` by Fine and Wilf), and `L_k - 1`.
fn fibonacci_adjacent(lo: u64, hi: u64) -> Vec<u64> {
    let mut v = Vec::new();
    let (mut a, mut b) = (1u64, 2u64);
    while a <= hi.saturating_add(1) {
        let lucas_k = a + 2 * (b - a); // F_{k-1} + F_{k+1}
        for x in [a - 1, a, a + 1, b.saturating_sub(2), lucas_k - 1] {
            if (lo..=hi).contains(&x) {
                v.push(x);
            }
        }
        (a, b) = (b, a + b);
    }
    v.sort_unstable();
    v.dedup();
    v
}

fn statement(id: &str) -> Statement {
    papers::find(id).unwrap_or_else(|| panic!("{id} is not in the catalog"))
}

/// The verdict at `bound`, failing when it or any of its parts says refuted.
fn assert_not_refuted(s: &Statement, bound: u64) {
    let v = runner::run_one(s, &papers::smt_queries(), bound);
    let refuted: Vec<String> = v
        .parts
        .iter()
        .filter(|p| p.outcome == Outcome::Refuted)
        .map(|p| format!("{}: {:?}", p.claim, p.counterexample))
        .collect();
    assert!(
        v.verdict != Outcome::Refuted && refuted.is_empty(),
        "{} at bound {bound} says refuted: {refuted:?}",
        s.id
    );
}

#[test]
fn every_listed_statement_exists_once() {
    let mut seen = std::collections::BTreeSet::new();
    for id in unrefutable::UNREFUTABLE
        .iter()
        .map(|e| e.0)
        .chain(unrefutable::REFUTABLE.iter().map(|e| e.0))
    {
        statement(id);
        assert!(seen.insert(id), "{id} is listed twice");
    }
}

/// Every statement whose words name a claim of the kind is classified as unrefutable by a
/// range (and then run below) or as refutable with a reason.
#[test]
fn every_statement_naming_such_a_claim_is_classified() {
    let listed: Vec<&str> = unrefutable::UNREFUTABLE
        .iter()
        .map(|e| e.0)
        .chain(unrefutable::REFUTABLE.iter().map(|e| e.0))
        .collect();
    let missing: Vec<&str> = papers::statements()
        .into_iter()
        .filter(|s| {
            let w = s.words.to_lowercase();
            unrefutable::WORDS.iter().any(|k| w.contains(k))
        })
        .map(|s| s.id)
        .filter(|id| !listed.contains(id))
        .collect();
    assert!(
        missing.is_empty(),
        "statements naming a claim a finite range may not refute, in neither list of papers::unrefutable: {missing:?}"
    );
}

/// The bounds the old periodicity check refuted `hst.beams` at (a prefix of length 9000,
/// 10000 or 10900 has period 4181 < N/2), and every Fibonacci-adjacent length to the cap.
#[test]
fn hst_beams_is_never_refuted_at_fibonacci_adjacent_lengths() {
    let s = statement("hst.beams");
    let mut bounds = vec![9_000, 10_000, 10_900];
    bounds.extend(fibonacci_adjacent(s.bound.min, cap(&s)));
    for b in bounds {
        assert_not_refuted(&s, b);
    }
}

/// Every listed statement at its smallest bound, its cap and the Fibonacci-adjacent bounds
/// between (up to eight of them, spread; three for the costlier runs).
#[test]
fn no_listed_statement_is_refuted_at_any_bound_tried() {
    for &(id, _, _) in unrefutable::UNREFUTABLE {
        let s = statement(id);
        let (lo, hi) = (s.bound.min, cap(&s));
        if hi < lo {
            skipped!(
                "{id}: SKIPPED in the quick tier (run at its default bound by tests/catalog.rs; slow-tests runs it here)"
            );
            continue;
        }
        // The smallest bound first; a statement whose run costs more than a tenth of a
        // second (a proof, a fixed literal check) runs at three more bounds, the others at
        // up to eight.
        let start = std::time::Instant::now();
        assert_not_refuted(&s, lo);
        let most = if start.elapsed().as_millis() > 100 {
            3
        } else {
            8
        };
        let fib = fibonacci_adjacent(lo, hi);
        let step = fib.len().div_ceil(most).max(1);
        let mut bounds: Vec<u64> = fib.into_iter().step_by(step).collect();
        bounds.push(hi);
        bounds.sort_unstable();
        bounds.dedup();
        bounds.retain(|&b| b != lo);
        for &b in &bounds {
            assert_not_refuted(&s, b);
        }
        eprintln!(
            "{id}: bounds {bounds:?} in {:.2} s",
            start.elapsed().as_secs_f64()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Random bounds of the cheapest such statements.
    #[test]
    fn random_bounds_never_refute(i in 0usize..4, bound in 10u64..30_000) {
        let id = ["hst.beams", "hst.lemma2", "hst.thm3", "frontier.l1.finite-differences"][i];
        let s = statement(id);
        let b = bound.clamp(s.bound.min, cap(&s));
        assert_not_refuted(&s, b);
    }
}

#[test]
fn fibonacci_adjacent_names_the_lengths() {
    // F = 1, 2, 3, 5, 8, 13, 21: around 13 (F_7 = 13, F_8 - 2 = 19, L_7 - 1 = 28).
    let v = fibonacci_adjacent(12, 20);
    for x in [12, 13, 14, 19, 20] {
        assert!(v.contains(&x), "{x} in {v:?}");
    }
    assert!(v.iter().all(|x| (12..=20).contains(x)));
}
