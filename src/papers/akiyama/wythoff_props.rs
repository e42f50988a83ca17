//! `akiyama.wythoff.props`: the five properties of classic Wythoff Nim listed in the
//! introduction of Akiyama's paper, each checked separately.
//!
//! 1. Mex algorithm: the mex recurrence gives the P-positions, compared with the rules
//!    solver on a square.
//! 2. Finite difference: `{(a_{n+1} - a_n, b_{n+1} - b_n)} = {(1, 2), (2, 3)}`.
//! 3. Partition: `{a_n} ∪ {b_n}` (`n >= 1`) partitions the positive integers.
//! 4. Substitutive structure: `(a_{n+1} - a_n)_{n >= 1}` is the fixed point of the
//!    Fibonacci substitution `2 -> 21, 1 -> 2`.
//! 5. Linear structure: `a_n = floor(phi n)`, `b_n = floor(phi^2 n)` (exact integers).
//!
//! Properties 2-5 are checked on the mex recurrence (itself compared with the rules solver
//! in property 1) for every `n <= N`.
//!
//! For every n: `proofs/walnut/akiyama.wythoff.props.walnut` proves properties 1-4 (the
//! evals of [`PINNED`]); property 5 names phi, which no formula of the decision procedure
//! can, so it is checked to the bound only and the verdict is `holds`, with the proof part
//! `proved` (see the file's header).

use crate::check::compare::{agree, first_failure};
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::wythoff::{self, MexPairs, Pairs};
use std::collections::BTreeSet;

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "akiyama.wythoff.props",
        paper: super::PAPER,
        number: "Introduction, properties (1)-(5)",
        kinds: &[Kind::Theorem],
        words: "Classic Wythoff Nim: (1) the mex algorithm gives the P-positions, (2) adjacent differences are {(1,2),(2,3)}, (3) {a_n} and {b_n} partition N, (4) a_{n+1}-a_n is the fixed point of 2->21, 1->2, (5) a_n = floor(phi n), b_n = floor(phi^2 n).",
        bound: Bound {
            meaning: "N, the number of P-positions (the rules solver runs on the square of side min(max(isqrt N, 30), 1500))",
            default: 100_000,
            deep: 50_000_000,
            min: 10,
            max: 50_000_000,
        },
        recorded: Outcome::Holds,
        note: "Properties (1)-(4) are proved for every n (proofs/walnut/akiyama.wythoff.props.walnut); (5), the floor formulas, is the classical Zeckendorf identity floor(n phi) = shift(n-1) + 1 (Fraenkel), checked exactly to the bound only: the verdict is holds, not proved.",
        witness: &[],
        check,
        proof: None,
    }
    .with_proof(
        "proofs/walnut/akiyama.wythoff.props.walnut",
        include_str!("../../../proofs/walnut/akiyama.wythoff.props.walnut"),
    )
    .pinning(PINNED)
    .bounded_only(&[(
        CLAIM5,
        "the proof file writes a_n = shift(n-1) + 1 and b_n = shift(shift(n-1)) + 2 through the Zeckendorf shift; that these are floor(n phi) and floor(n phi^2) is a classical identity (Fraenkel) the file does not prove",
    )])
}

/// The evals the proof file must answer TRUE: (1) `total` .. `absorbing`, (2) `increasing`,
/// `differences`, (3) `partition`, `a_once`, `b_once`, (4) `substitution`, `fix_*`.
pub const PINNED: &[&str] = &[
    "total",
    "functional",
    "mex_b",
    "mex_a",
    "stable",
    "absorbing",
    "increasing",
    "differences",
    "partition",
    "a_once",
    "b_once",
    "substitution",
    "fix_start",
    "fix_zero",
    "fix_total",
    "fix_lengths",
    "fix_image",
];

/// Property (5), checked to the bound only.
const CLAIM5: &str = "(5) a_n = floor(phi n), b_n = floor(phi^2 n)";

/// The side of the square the rules solver decides for bound `n`.
pub fn solver_side(n: u64) -> u32 {
    n.isqrt().clamp(30, 1500) as u32
}

/// The fixed point of the Fibonacci substitution 2 -> 21, 1 -> 2, first `len` letters.
pub fn fibonacci_word(len: usize) -> Vec<u8> {
    let mut w = vec![2u8];
    while w.len() < len {
        w = w
            .iter()
            .flat_map(|&c| if c == 2 { vec![2, 1] } else { vec![2] })
            .collect();
    }
    w.truncate(len);
    w
}

fn check(bound: u64) -> Findings {
    let side = solver_side(bound);
    let n_max = bound as usize;
    let mut f = Findings::new(format!("1 <= n <= {bound}; rules solver on [0,{side})^2"));
    let mex: Vec<(u64, u64, u64)> = MexPairs::new().take(n_max + 1).collect();

    // (1) the mex recurrence against the rules solver.
    f.check(
        "(1) mex algorithm = rules solver",
        match wythoff::rules::p_positions(side) {
            Err(e) => Err(e.to_string()),
            Ok(truth) => {
                let from_mex = mex
                    .iter()
                    .map(|&(_, a, b)| (a, b))
                    .take_while(|&(_, b)| b < u64::from(side));
                agree(
                    "rules solver",
                    truth.iter().copied(),
                    "mex",
                    from_mex,
                    truth.len(),
                )
                .map(|k| format!("all {k} P-positions a <= b < {side} agree"))
            }
        },
    );

    // (2) finite difference set.
    let steps: BTreeSet<(u64, u64)> = mex[1..]
        .windows(2)
        .map(|w| (w[1].1 - w[0].1, w[1].2 - w[0].2))
        .collect();
    f.check(
        "(2) differences are {(1,2),(2,3)}",
        if steps == BTreeSet::from([(1, 2), (2, 3)]) {
            Ok(format!("{} steps, both kinds occur, no other", n_max - 1))
        } else {
            let odd = steps.iter().find(|s| !matches!(s, (1, 2) | (2, 3)));
            let n = odd.and_then(|s| {
                mex[1..]
                    .windows(2)
                    .position(|w| (w[1].1 - w[0].1, w[1].2 - w[0].2) == *s)
            });
            Err(format!(
                "step set {steps:?}; first unexpected step at n = {:?}",
                n.map(|i| i + 1)
            ))
        },
    );

    // (3) partition of N: every m <= a_N is exactly one a_i or b_j.
    let a_top = mex[n_max].1 as usize;
    let mut hits = vec![0u8; a_top + 1];
    for &(_, a, b) in &mex[1..] {
        for v in [a, b] {
            if let Some(h) = hits.get_mut(v as usize) {
                *h = h.saturating_add(1);
            }
        }
    }
    f.check(
        "(3) {a_n} and {b_n} partition N",
        first_failure(
            1..=a_top,
            |&m| hits[m] == 1,
            |&m| format!("m = {m} is covered {} times", hits[m]),
        )
        .map(|k| format!("every m in 1..={a_top} covered exactly once ({k} integers)")),
    );

    // (4) the difference sequence is the Fibonacci fixed point.
    let diffs = mex[1..].windows(2).map(|w| (w[1].1 - w[0].1) as u8);
    let word = fibonacci_word(n_max - 1);
    f.check(
        "(4) a_{n+1}-a_n is the fixed point of 2->21, 1->2",
        agree(
            "a_{n+1}-a_n (index from n=1)",
            diffs,
            "fixed point",
            word,
            n_max - 1,
        )
        .map(|k| format!("first {k} letters agree")),
    );

    // (5) Beatty closed form, random access and streaming, against the mex recurrence.
    let closed = (0..=bound).map(|n| wythoff::pair(n).map(|(a, b)| (n, a, b)));
    let streamed = Pairs::new().map(Some);
    let mex_opt = mex.iter().copied().map(Some);
    f.check(
        CLAIM5,
        agree(
            "mex",
            mex_opt.clone(),
            "exact floor(n phi)",
            closed,
            n_max + 1,
        )
        .and_then(|_| agree("mex", mex_opt, "streaming closed form", streamed, n_max + 1))
        .map(|k| {
            format!(
                "closed form and its streaming generator equal the mex recurrence for n = 0..={}",
                k - 1
            )
        }),
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fibonacci_word_prefix() {
        assert_eq!(fibonacci_word(8), [2, 1, 2, 2, 1, 2, 1, 2]);
    }
}
