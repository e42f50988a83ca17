//! The rest of the `frontier.positive.*` survey entries (the engine and the partition are
//! in [`super::positive`]): difference set, sums holding several P-positions, slopes with
//! error estimates, comparison with L1-Nim, repeated values, and the gaps.

use super::positive::{gaps, shared, surveyed, vs_l1};
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};

/// The recorded witnesses of `frontier.positive.one-per-sum` (see `Statement::witness`).
const ONE_PER_SUM_WITNESSES: &[Witness] = &[Witness::every(
    "sum 1575 holds [298, 531, 746] and [300, 530, 745]",
)];

/// The survey entries after the partition.
pub fn statements(n_bound: Bound) -> Vec<Statement> {
    let c = &[Kind::Conjecture];
    vec![
        Statement::new(
            "frontier.positive.finite-differences",
            super::PAPER,
            "Property (2): finite difference set",
            c,
            "The set of consecutive differences P(n+1) - P(n) of positive Nim (sorted triples in order of sum; n >= 1) is finite.",
            n_bound,
            |n| shared(n, 0),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.one-per-sum",
            super::PAPER,
            "Finding: P-positions per sum",
            c,
            "Each sum a+b+c holds at most one sorted P-position of positive Nim.",
            n_bound,
            |n| shared(n, 1),
        )
        .recorded(
            Outcome::Refuted,
            "REFUTED: the sum 1575 holds two P-positions, (298, 531, 746) and (300, 530, 745) (the smallest such sum, at n = 151-152). Found by the plane sieve and by the exact engine (they agree on every position with a+b+c <= 10000 in the tests, 30000 under slow-tests). L1-Nim has no such sum to n = 10^9 (frontier.l1.one-per-sum).",
        )
        .pinned(ONE_PER_SUM_WITNESSES),
        Statement::new(
            "frontier.positive.slopes",
            super::PAPER,
            "Property (5): linear structure",
            c,
            "P(n)/n converges to a vector (alpha, beta, gamma); measured with an error estimate (the spread over the last decade), with 1/alpha + 1/beta + 1/gamma (1 for a partition of N) and alpha - 2 beta + gamma (0 for arithmetic progressions), and against Theorem 4's values.",
            n_bound,
            |n| shared(n, 2),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.vs-l1",
            super::PAPER,
            "Comparison with L1-Nim",
            c,
            "How positive Nim's P-positions differ from L1-Nim's: the first index where they differ, how many are P-positions of both, and how many share a value or a difference with a P-position of smaller sum (impossible in L1-Nim, allowed here when no positive move results).",
            n_bound,
            |n| surveyed(n, |sv, _| vs_l1(sv, n)),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.repeats",
            super::PAPER,
            "Finding: values used more than once",
            c,
            "How many values occur in two P-positions of positive Nim, and in which places (a, b or c) the two uses sit.",
            n_bound,
            |n| surveyed(n, repeats),
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.positive.gaps",
            super::PAPER,
            "Finding: the gaps b - a and c - b",
            c,
            "The distribution of the gaps b - a and c - b of positive Nim's P-positions: their slopes (with the last decade's spread) and the quantiles of their residuals from the line through P(N), and of (c - b) - (b - a).",
            n_bound,
            |n| surveyed(n, gaps),
        )
        .recorded(Outcome::Measured, ""),
    ]
}

fn repeats(sv: &super::positive::Surveyed, range: String) -> Findings {
    let x = &sv.extra;
    let mut f = Findings::new(range);
    let place = ["a", "b", "c"];
    let mut by: Vec<String> = Vec::new();
    for (i, row) in x.pairs.iter().enumerate() {
        for (j, &k) in row.iter().enumerate() {
            if k > 0 {
                by.push(format!("{k} first as {} then as {}", place[i], place[j]));
            }
        }
    }
    let first: Vec<String> = x
        .first_repeats
        .iter()
        .map(|&(v, n, i, j)| format!("{v} ({} then {} at n = {n})", place[i], place[j]))
        .collect();
    f.measured(
        "values used twice or more",
        format!(
            "{} repeats among the {} values of P(1..={}){}{}",
            x.repeated,
            3 * (sv.survey.count - 1),
            sv.survey.count - 1,
            if by.is_empty() {
                String::new()
            } else {
                format!(": {}", by.join(", "))
            },
            if first.is_empty() {
                String::new()
            } else {
                format!("; the first: {}", first.join(", "))
            }
        ),
    );
    f
}
