//! `frontier.positive.*`: the P-positions of Akiyama's positive Nim (`x, y, z >= 0`), from
//! the plane-sieve rules solver (no characterisation by values and differences exists:
//! sharing one is necessary for a positive move but not sufficient).

use super::Memo;
use super::l1::{differences_findings, one_per_sum_findings, partition_findings, slopes_findings};
use super::survey::{Sorted, Survey};
use crate::check::compare::agree_all;
use crate::check::{Bound, Findings, Kind, Outcome, Paper, Statement, Witness};
use crate::games::l1::exact::shares_value_or_difference;
use crate::games::l1::rules::{self, Variant};
use crate::games::l1::{TrueL1, planes};
use std::sync::Arc;

const S_BOUND: &str = "S: every P-position with a+b+c <= S (plane-sieve rules solver)";

static LISTS: Memo<Result<Vec<Sorted>, String>> = Memo::new();

/// Every sorted P-position with `a+b+c <= s`, in order of sum (computed once per `s`).
pub fn list(s: u64) -> Arc<Result<Vec<Sorted>, String>> {
    LISTS.get(s, || planes::solve(Variant::Positive, s))
}

fn survey(s: u64) -> Result<Survey, String> {
    match &*list(s) {
        Ok(v) => Ok(Survey::of(v.iter().copied(), 0)),
        Err(e) => Err(e.clone()),
    }
}

/// The recorded witnesses of `frontier.positive.one-per-sum` (see `Statement::witness`): every one a run must find.
const ONE_PER_SUM_WITNESSES: &[Witness] = &[Witness::at_default_and_deep(
    "sum 1575 holds [298, 531, 746] and [300, 530, 745] (2 sums hold two or more)",
)];

/// The catalog entries.
pub fn statements() -> Vec<Statement> {
    let s_bound = Bound::new(S_BOUND, 2000, 4000, 200, 4000);
    let c = &[Kind::Conjecture];
    vec![
        Statement::new(
            "frontier.positive.engine",
            Paper::Frontier,
            "Property (1): the rules solver",
            &[Kind::Theorem],
            "The plane sieve (walking the six planes of move vectors with v >= 0) lists the P-positions of positive Nim: it equals the literal layer solver (every position tested against every P-position by the move rule) and the older forward sieve on every position with a+b+c <= S.",
            Bound::new("S: three solvers decide every position with a+b+c <= S", 150, 250, 20, 300),
            engine,
        ),
        Statement::new(
            "frontier.positive.partition",
            Paper::Frontier,
            "Property (3): partition of N",
            c,
            "The coordinates of the P-positions P(1), P(2), ... of positive Nim (sorted, in order of sum) partition the positive integers: no value occurs twice, and every positive integer occurs (on a prefix: every integer below the mex of the values seen).",
            s_bound,
            |s| with_survey(s, partition_findings),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.finite-differences",
            Paper::Frontier,
            "Property (2): finite difference set",
            c,
            "The set of consecutive differences P(n+1) - P(n) of positive Nim (sorted triples in order of sum; n >= 1) is finite.",
            s_bound,
            |s| with_survey(s, differences_findings),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.one-per-sum",
            Paper::Frontier,
            "Finding: P-positions per sum",
            c,
            "Each sum a+b+c holds at most one sorted P-position of positive Nim.",
            Bound::new(S_BOUND, 2000, 4000, 1575, 4000),
            |s| with_survey(s, one_per_sum_findings),
        )
        .recorded(
            Outcome::Refuted,
            "REFUTED: the sum 1575 holds two P-positions, (298, 531, 746) and (300, 530, 745) (the smallest such sum; the next is the only other one with a+b+c <= 4000). Found by the plane sieve, whose twins (the literal layer solver, the older forward sieve) agree with it to a+b+c <= 300 (frontier.positive.engine). L1-Nim has no such sum to n = 10^8 (frontier.l1.one-per-sum). The minimum bound 1575 is the least at which the witness is visible.",
        )
        .pinned(ONE_PER_SUM_WITNESSES),
        Statement::new(
            "frontier.positive.slopes",
            Paper::Frontier,
            "Property (5): linear structure",
            c,
            "P(n)/n converges to a vector; measured against Theorem 4's values (which the paper conjectures for L1-Nim), with |a + c - 2b| measured.",
            s_bound,
            |s| with_survey(s, |sv, r| slopes_findings(sv, r, &[])),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.vs-l1",
            Paper::Frontier,
            "Comparison with L1-Nim",
            c,
            "How positive Nim's P-positions differ from L1-Nim's: the first index where they differ, how many are P-positions of both, and how many share a value or a difference with a P-position of smaller sum (impossible in L1-Nim, allowed here when no positive move results).",
            s_bound,
            vs_l1,
        )
        .recorded(Outcome::Measured, ""),
    ]
}

fn with_survey(s: u64, f: impl FnOnce(&Survey, String) -> Findings) -> Findings {
    match survey(s) {
        Ok(sv) => f(
            &sv,
            format!("every P-position with a+b+c <= {s} ({} of them)", sv.count),
        ),
        Err(e) => {
            let mut f = Findings::new(format!("a+b+c <= {s}"));
            f.check("rules solver", Err(e));
            f
        }
    }
}

fn engine(s: u64) -> Findings {
    let mut f = Findings::new(format!("every position with a+b+c <= {s}"));
    let by_sum = |v: Vec<[u32; 3]>| {
        let mut v: Vec<Sorted> = v
            .into_iter()
            .filter(|t| t[0] <= t[1] && t[1] <= t[2])
            .map(|t| t.map(u64::from))
            .collect();
        v.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
        v
    };
    let literal = by_sum(rules::p_positions(Variant::Positive, s as u32, |_| {}));
    let older = by_sum(rules::sieve_p_positions(Variant::Positive, s as u32));
    match planes::solve(Variant::Positive, s) {
        Err(e) => {
            f.check("plane sieve", Err(e));
        }
        Ok(got) => {
            f.check(
                "plane sieve = literal layer solver",
                agree_all("layer solver", &literal, "plane sieve", &got)
                    .map(|()| format!("all {} sorted P-positions agree", got.len())),
            );
            f.check(
                "plane sieve = forward sieve",
                agree_all("forward sieve", &older, "plane sieve", &got)
                    .map(|()| format!("all {} sorted P-positions agree", got.len())),
            );
        }
    }
    f
}

fn vs_l1(s: u64) -> Findings {
    let list = list(s);
    let mut f = Findings::new(format!("every P-position with a+b+c <= {s}"));
    let v = match &*list {
        Ok(v) => v,
        Err(e) => {
            f.check("rules solver", Err(e.clone()));
            return f;
        }
    };
    let l1: Vec<Sorted> = TrueL1::new()
        .take_while(|t| t.iter().sum::<u64>() <= s)
        .collect();
    let first = v.iter().zip(&l1).position(|(a, b)| a != b);
    let both = v
        .iter()
        .filter(|t| {
            l1.binary_search_by_key(&(t.iter().sum::<u64>(), **t), |u| {
                (u.iter().sum::<u64>(), *u)
            })
            .is_ok()
        })
        .count();
    let mut shares = 0;
    let mut share_value = 0;
    for (i, &p) in v.iter().enumerate() {
        let ps: u64 = p.iter().sum();
        let earlier = v[..i].iter().filter(|q| q.iter().sum::<u64>() < ps);
        let mut any = false;
        let mut val = false;
        for &q in earlier {
            if shares_value_or_difference(p, q) {
                any = true;
                val |= p.iter().any(|x| q.contains(x));
            }
        }
        shares += usize::from(any);
        share_value += usize::from(val);
    }
    f.measured(
        "first difference",
        match first {
            Some(i) => format!(
                "positive Nim and L1-Nim agree for n < {i}; P({i}) = {:?} (L1: {:?})",
                v[i],
                l1.get(i)
            ),
            None => "no difference".into(),
        },
    );
    f.measured(
        "common P-positions",
        format!(
            "{both} of {} are P-positions of L1-Nim too ({} L1 P-positions have a+b+c <= {s})",
            v.len(),
            l1.len()
        ),
    );
    f.measured(
        "shared values and differences",
        format!(
            "{shares} of {} share a value or a difference with a P-position of smaller sum ({share_value} a value)",
            v.len()
        ),
    );
    f
}
