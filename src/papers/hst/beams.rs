//! `hst.beams` (Hu-Sleator-Tsin, section 1): Wythoff's P-positions are two beams,
//! `{(floor(phi n), floor(phi^2 n))}` and its mirror image, and along a beam each step
//! `(dx, dy)` from one P-position to the next is `(1, 2)` or `(2, 3)`, in a non-periodic
//! pattern.
//!
//! Checked: the rules solver's P-positions on a square are exactly the two beams' points in
//! it; the steps of the solver's upper beam, and of the exact closed form for every
//! `n <= N`, lie in `{(1,2),(2,3)}`; the P-positions built from the move rules alone
//! (`rule_pairs`: no formula, no `b = a + n`) are `(floor(phi n), floor(phi^2 n))` with
//! `floor(phi^2 n)` from its own exact formula `(3n + isqrt(5 n^2)) / 2`, so that
//! `floor(phi^2 n) = n + floor(phi n)` is measured on the game.
//!
//! For every n: `proofs/walnut/hst.beams.walnut` proves that the beams written through the
//! Zeckendorf shift are the P-set, that their steps are `(1,2)` or `(2,3)`, and that the step
//! word is not ultimately periodic (the evals of [`PINNED`]). Non-periodicity is a claim no
//! finite range can refute (a prefix of a Sturmian word of length near `F_n + F_{n-1}` has
//! period `F_n`, less than half its length), so the bounded route only measures the prefix's
//! smallest period; the floor formulas name phi, which no formula of the decision procedure
//! can, so they are checked to the bound only and the verdict is `holds`.
//!
//! Cost: `O(N)` time for the closed form and the rule pairs (the scan in `rule_pairs` is
//! amortized constant when the theorem holds), `O(N)` bits of memory; the rules solver
//! `O(side^3)`.

use crate::check::compare::{agree, first_failure};
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::wythoff::{self, Pairs};
use crate::papers::akiyama::wythoff_props::solver_side;

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "hst.beams",
        paper: super::PAPER,
        number: "Section 1 (introduction)",
        kinds: &[Kind::Theorem],
        words: "Wythoff's P-positions form two beams {(floor(phi n), floor(phi^2 n))} and their mirror image; floor(phi^2 n) = n + floor(phi n), so each step (dx, dy) along a beam is (1,2) or (2,3), in a non-periodic pattern.",
        bound: Bound {
            meaning: "N, the number of beam steps (the rules solver runs on the square of side min(max(isqrt N, 30), 1500))",
            default: 100_000,
            deep: 100_000_000,
            min: 10,
            max: 100_000_000,
        },
        recorded: Outcome::Holds,
        note: "",
        witness: &[],
        check,
        proof: None,
    }
    .with_proof(
        "proofs/walnut/hst.beams.walnut",
        include_str!("../../../proofs/walnut/hst.beams.walnut"),
    )
    .pinning(PINNED)
    .bounded_only(&[(
        CLAIM_FLOORS,
        "the proof file writes the n-th upper P-position as (shift(n-1) + 1, shift(shift(n-1)) + 2) through the Zeckendorf shift; that these are floor(phi n) and floor(phi^2 n) is a classical identity (Fraenkel) the file does not prove",
    )])
}

/// The evals the proof file must answer TRUE: the beams are the P-set (`total` ..
/// `upper`), their steps (`increasing`, `differences`, `first_step`), and the step word is
/// not ultimately periodic (`aperiodic`).
pub const PINNED: &[&str] = &[
    "total",
    "functional",
    "mex_b",
    "stable",
    "absorbing",
    "upper",
    "increasing",
    "differences",
    "first_step",
    "aperiodic",
];

/// The floor formulas, checked to the bound only.
const CLAIM_FLOORS: &str = "P-positions from the move rules are (floor(phi n), floor(phi^2 n)), so floor(phi^2 n) = n + floor(phi n)";

/// The claim a finite range cannot refute: measured on the prefix, proved by the file.
pub const CLAIM_APERIODIC: &str = "the step pattern is not periodic";

/// `floor(phi^2 n)` from its own exact formula: `phi^2 n = (3n + sqrt(5 n^2)) / 2`.
fn upper_direct(n: u64) -> u128 {
    let m = u128::from(n);
    (3 * m + (5 * m * m).isqrt()) / 2
}

/// Wythoff's P-positions `(a_n, b_n)`, `a_n <= b_n`, for `n = 0..count`, built from the
/// move rules in increasing order of `a` (no formula, and `b_n - a_n = n` is not assumed):
/// a row or column move joins any two positions sharing a coordinate, and a diagonal
/// move any two with the same difference `b - a`, so P-positions use each number once and
/// each difference once. `a_n` is the least number not yet used; `b_n` the least `b >= a_n`
/// not yet used whose difference `b - a_n` is not yet used: every `(a_n, b)` with a smaller
/// `b` moves to an earlier P-position, and `(a_n, b_n)` moves to none (an earlier
/// position has smaller `a`, so a move to it is a row move to a used `b`, a column move
/// to a used `a_n`, or a diagonal move with a used difference; later ones have `a > a_n`).
/// The scan for `b_n` starts at `a_n + Mex(differences used)`, below which every
/// difference is used.
fn rule_pairs(count: u64) -> Vec<(u64, u64)> {
    fn get(bits: &[u64], x: u64) -> bool {
        bits.get((x / 64) as usize)
            .is_some_and(|w| w >> (x % 64) & 1 == 1)
    }
    fn set(bits: &mut Vec<u64>, x: u64) {
        let w = (x / 64) as usize;
        if w >= bits.len() {
            bits.resize((w + 1).next_power_of_two(), 0);
        }
        bits[w] |= 1 << (x % 64);
    }
    let (mut used, mut diffs) = (Vec::new(), Vec::new());
    let (mut mex_used, mut mex_diff) = (0u64, 0u64);
    let mut out = Vec::with_capacity(count as usize);
    for _ in 0..count {
        while get(&used, mex_used) {
            mex_used += 1;
        }
        while get(&diffs, mex_diff) {
            mex_diff += 1;
        }
        let a = mex_used;
        let mut b = a + mex_diff;
        while get(&used, b) || get(&diffs, b - a) {
            b += 1;
        }
        set(&mut used, a);
        set(&mut used, b);
        set(&mut diffs, b - a);
        out.push((a, b));
    }
    out
}

/// The smallest period `p >= 1` of `w` (`w[i] = w[i + p]` wherever both exist), from its
/// border table (Knuth-Morris-Pratt): `len - border(w)`. `None` for the empty word.
/// Cost: `O(len)`.
fn smallest_period(w: &[u8]) -> Option<usize> {
    if w.is_empty() {
        return None;
    }
    let mut border = vec![0usize; w.len()];
    let mut k = 0;
    for i in 1..w.len() {
        while k > 0 && w[i] != w[k] {
            k = border[k - 1];
        }
        if w[i] == w[k] {
            k += 1;
        }
        border[i] = k;
    }
    Some(w.len() - border[w.len() - 1])
}

fn check(bound: u64) -> Findings {
    let side = solver_side(bound);
    let mut f = Findings::new(format!("0 <= n <= {bound}; rules solver on [0,{side})^2"));

    // The solver's P-positions on the square, both beams.
    let beams_in_square = || {
        let mut cells: Vec<(u32, u32)> = Pairs::new()
            .take_while(|&(_, a, _)| a < u64::from(side))
            .flat_map(|(_, a, b)| [(a, b), (b, a)])
            .filter(|&(x, y)| x < u64::from(side) && y < u64::from(side))
            .map(|(x, y)| (x as u32, y as u32))
            .collect();
        cells.sort_unstable_by_key(|&(x, y)| (y, x));
        cells.dedup();
        cells
    };
    let solver = wythoff::rules::labels(side).map(|rows| {
        let mut cells = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, &p) in row.iter().enumerate() {
                if p {
                    cells.push((x as u32, y as u32));
                }
            }
        }
        cells
    });
    let expected = beams_in_square();
    f.check(
        "P-positions are the two beams",
        match &solver {
            Err(e) => Err(e.to_string()),
            Ok(cells) => agree(
                "rules solver",
                cells.iter().copied(),
                "beams",
                expected.iter().copied(),
                cells.len().max(expected.len()),
            )
            .map(|k| format!("all {k} P-cells of the square lie on the beams and fill them")),
        },
    );

    // Steps along the solver's upper beam.
    let solver_steps = solver
        .as_ref()
        .map_err(|e| e.to_string())
        .and_then(|cells| {
            let upper: Vec<(u32, u32)> = {
                let mut u: Vec<_> = cells.iter().copied().filter(|&(x, y)| x <= y).collect();
                u.sort_unstable();
                u
            };
            first_failure(
                upper.windows(2),
                |w| matches!((w[1].0 - w[0].0, w[1].1 - w[0].1), (1, 2) | (2, 3)),
                |w| format!("step {:?} -> {:?}", w[0], w[1]),
            )
            .map(|k| format!("{k} steps of the solver's upper beam"))
        });
    f.check("solver's beam steps are (1,2) or (2,3)", solver_steps);

    // Steps of the closed form for n <= N; the rule pairs against the two closed forms.
    let pts: Vec<(u64, u64, u64)> = Pairs::new().take(bound as usize + 1).collect();
    let by_rules = rule_pairs(bound + 1);
    f.check(
        CLAIM_FLOORS,
        first_failure(
            pts.iter().zip(&by_rules),
            |&(&(n, a, _), &(ra, rb))| {
                ra == a && u128::from(rb) == upper_direct(n) && rb - ra == n
            },
            |&(&(n, a, _), &(ra, rb))| {
                format!(
                    "n = {n}: the rules give ({ra}, {rb}); floor(phi n) = {a}, floor(phi^2 n) = {}",
                    upper_direct(n)
                )
            },
        )
        .map(|k| format!("{k} values of n: the rules' n-th P-position is (floor(phi n), floor(phi^2 n)) and b - a = n")),
    );
    let steps: Vec<u8> = pts.windows(2).map(|w| (w[1].1 - w[0].1) as u8).collect();
    f.check(
        "closed-form steps are (1,2) or (2,3)",
        first_failure(
            pts.windows(2),
            |w| matches!((w[1].1 - w[0].1, w[1].2 - w[0].2), (1, 2) | (2, 3)),
            |w| {
                format!(
                    "n = {}: step ({}, {})",
                    w[0].0,
                    w[1].1 - w[0].1,
                    w[1].2 - w[0].2
                )
            },
        )
        .map(|k| format!("{k} steps, n = 0..{bound}")),
    );
    // A prefix of a non-periodic word may have any period: measured, never a refutation.
    f.measured(
        CLAIM_APERIODIC,
        match smallest_period(&steps) {
            Some(p) if p < steps.len() => format!(
                "the first {} steps have smallest period {p} (a prefix's period says nothing of the infinite word; non-periodicity is proved by the proof file)",
                steps.len()
            ),
            _ => format!(
                "the first {} steps have no period shorter than themselves (non-periodicity is proved by the proof file)",
                steps.len()
            ),
        },
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule pairs against Wythoff's table (Hu-Sleator-Tsin, section 1) and the rules
    /// solver on a square.
    #[test]
    fn rule_pairs_are_the_p_positions() {
        assert_eq!(
            rule_pairs(6),
            [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10), (8, 13)]
        );
        let mut solver: Vec<(u64, u64)> = wythoff::rules::p_positions(200)
            .unwrap()
            .into_iter()
            .filter(|&(x, y)| x <= y)
            .collect();
        solver.sort_unstable();
        let rules: Vec<(u64, u64)> = rule_pairs(200)
            .into_iter()
            .filter(|&(_, b)| b < 200)
            .collect();
        assert_eq!(rules, solver);
    }

    #[test]
    fn smallest_period_finds_periods() {
        assert_eq!(smallest_period(&[1, 2, 1, 2, 1, 2]), Some(2));
        assert_eq!(smallest_period(&[2, 1, 2, 2, 1]), Some(3));
        assert_eq!(smallest_period(&[2, 1, 1]), Some(3));
        assert_eq!(smallest_period(&[]), None);
        // Against the definition on every word of length <= 10 over {1, 2}.
        for len in 1..=10usize {
            for bits in 0..1u32 << len {
                let w: Vec<u8> = (0..len).map(|i| 1 + (bits >> i & 1) as u8).collect();
                let naive = (1..=len).find(|&p| w[p..].iter().zip(&w).all(|(x, y)| x == y));
                assert_eq!(smallest_period(&w), naive, "{w:?}");
            }
        }
    }

    /// The prefixes that fooled a bounded periodicity check: near F_n + F_{n-1} steps the
    /// Fibonacci word's prefix has period F_n (4181 at 10000 steps), less than half its
    /// length. The statement holds there, and the measurement names the period.
    #[test]
    fn fibonacci_adjacent_prefixes_are_not_refutations() {
        for bound in [9000, 10000, 10900] {
            let f = check(bound);
            assert_eq!(f.outcome(false), Outcome::Holds, "bound {bound}");
            let part = f.parts.iter().find(|p| p.claim == CLAIM_APERIODIC).unwrap();
            assert_eq!(part.outcome, Outcome::Measured);
        }
        let f = check(10000);
        let part = f.parts.iter().find(|p| p.claim == CLAIM_APERIODIC).unwrap();
        assert!(part.evidence.contains("smallest period 4181"), "{}", part.evidence);
    }
}
