//! The strong rules solver of L1-Nim and positive Nim: a forward sieve over the sorted
//! triples of `a + b + c <= S`, marking the positions that move to a P-position by
//! walking each plane of move vectors.
//!
//! The ground truth for the fast engines to `S = 3000` (the older solvers of
//! [`super::rules`] stop at `S = 1000`). Route: layers are visited in order of sum; an
//! unmarked sorted triple of the current layer is a P-position; then for each permutation
//! `Q'` of it and each of the six planes of the move rule (`x_i = 0`, `x_i = x_j`), every
//! sorted `P = Q' + v` with `v` on that plane, `sum v > 0`, `P >= 0` (and `v >= 0` for
//! positive Nim) is marked. The planes are walked directly in the coordinates of `P` (one
//! coordinate fixed, or two tied by a difference), and every marked move is checked
//! against [`super::rules::is_move`] in debug builds. Sorting `P` is exact because the rule
//! is invariant under permuting the piles.
//!
//! Cost: a bit per sorted triple (`~S^3 / 36` bits: 94 MB at `S = 3000`) and a row table;
//! time `O(#P * S^2)` marks, contiguous runs of `c` set a word at a time.

use super::rules::{ORDERINGS, Variant};
use rayon::prelude::*;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// Sorted triples `a <= b <= c` with `a + b + c <= S`, a bit each, `c` fastest.
struct SortedBits {
    /// `row[a][b - a]`: the bit index of `(a, b, b)`.
    row: Vec<Vec<u64>>,
    bits: Vec<AtomicU64>,
}

impl SortedBits {
    fn new(s: u64) -> Self {
        let mut row = Vec::new();
        let mut next = 0u64;
        for a in 0..=s / 3 {
            let mut r = Vec::new();
            for b in a..=(s - a) / 2 {
                r.push(next);
                next += s - a - b - b + 1; // c in b..=s-a-b
            }
            row.push(r);
        }
        SortedBits {
            row,
            bits: (0..(next as usize).div_ceil(64))
                .map(|_| AtomicU64::new(0))
                .collect(),
        }
    }

    fn index(&self, a: u64, b: u64, c: u64) -> u64 {
        self.row[a as usize][(b - a) as usize] + (c - b)
    }

    fn get(&self, a: u64, b: u64, c: u64) -> bool {
        let i = self.index(a, b, c);
        self.bits[(i >> 6) as usize].load(Relaxed) >> (i & 63) & 1 == 1
    }

    /// Mark `(a, b, c)` for every `c` in `lo..=hi` (all sorted, sum `<= S`).
    fn mark_run(&self, a: u64, b: u64, lo: u64, hi: u64) {
        if lo > hi {
            return;
        }
        let (i, j) = (self.index(a, b, lo), self.index(a, b, hi) + 1);
        let (wi, wj) = ((i >> 6) as usize, (j >> 6) as usize);
        let (bi, bj) = (i & 63, j & 63);
        if wi == wj {
            self.bits[wi].fetch_or(((1u64 << (bj - bi)) - 1) << bi, Relaxed);
            return;
        }
        self.bits[wi].fetch_or(!0u64 << bi, Relaxed);
        for w in &self.bits[wi + 1..wj] {
            w.store(!0, Relaxed);
        }
        if bj > 0 {
            self.bits[wj].fetch_or((1u64 << bj) - 1, Relaxed);
        }
    }
}

/// Which coordinates of sorted `P` a plane fixes.
#[derive(Debug, Clone, Copy)]
enum Plane {
    /// `x_i = 0`: `P_i = Q'_i`.
    Value(usize),
    /// `x_i = x_j` (`i < j`): `P_j - P_i = Q'_j - Q'_i`.
    Diff(usize, usize),
}

const PLANES: [Plane; 6] = [
    Plane::Value(0),
    Plane::Value(1),
    Plane::Value(2),
    Plane::Diff(0, 1),
    Plane::Diff(1, 2),
    Plane::Diff(0, 2),
];

/// Every sorted P-position with `a + b + c <= s_max`, in order of sum, ties
/// lexicographically. Refuses `s_max > 4000` (memory `s^3/288` bytes).
pub fn solve(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
    if s_max > 4000 {
        return Err(format!(
            "the plane sieve takes a+b+c <= 4000 at most ({s_max} asked)"
        ));
    }
    solve_to(variant, s_max)
}

/// [`solve`] for the deep tier's twin comparisons, to `a + b + c <= 6000` (750 MB of
/// bits at 6000).
pub fn solve_deep(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
    if s_max > 6000 {
        return Err(format!(
            "the deep plane sieve takes a+b+c <= 6000 at most ({s_max} asked)"
        ));
    }
    solve_to(variant, s_max)
}

fn solve_to(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
    let s = s_max;
    let bits = SortedBits::new(s);
    let mut found = Vec::new();
    for sum in 0..=s {
        let layer: Vec<[u64; 3]> = (0..=sum / 3)
            .into_par_iter()
            .flat_map_iter(|a| {
                let bits = &bits;
                (a..=(sum - a) / 2)
                    .map(move |b| [a, b, sum - a - b])
                    .filter(|&[a, b, c]| !bits.get(a, b, c))
            })
            .collect();
        // Every (permutation, plane) of every new P-position, in parallel (marks are
        // atomic ORs, so their order does not matter).
        let jobs: Vec<([u64; 3], [u64; 3], Plane)> =
            layer.iter().flat_map(|&q| plane_jobs(q)).collect();
        jobs.par_iter().try_for_each(|&(q, qp, plane)| {
            let lo = match variant {
                Variant::L1 => [0; 3],
                Variant::Positive => qp,
            };
            walk(&bits, variant, plane, qp, lo, q.iter().sum(), s)
        })?;
        found.extend(layer);
    }
    Ok(found)
}

/// Every (P-position, distinct permutation `Q'`, plane) whose walk marks the positions
/// with a legal move to `Q'`. (The lower bounds of `P` are 0 for L1-Nim and `Q'` itself for
/// positive Nim, where `v >= 0`.)
fn plane_jobs(q: [u64; 3]) -> Vec<([u64; 3], [u64; 3], Plane)> {
    let mut seen: Vec<[u64; 3]> = Vec::new();
    let mut jobs = Vec::new();
    for o in ORDERINGS {
        let qp = [q[o[0]], q[o[1]], q[o[2]]];
        if seen.contains(&qp) {
            continue;
        }
        seen.push(qp);
        jobs.extend(PLANES.map(|plane| (q, qp, plane)));
    }
    jobs
}

/// Mark the sorted `P` on one plane through `qp` with `sum P` in `q_sum+1..=s`.
///
/// Both ends of every marked run are checked against the literal move rule
/// ([`super::rules::is_move`]) in every build: a run that is not a legal move to `qp`
/// refuses the whole solve with an error naming it (a bug in the plane arithmetic, never
/// an input error). Cost: two `O(1)` checks per run, next to the run's marking.
fn walk(
    bits: &SortedBits,
    variant: Variant,
    plane: Plane,
    qp: [u64; 3],
    lo: [u64; 3],
    q_sum: u64,
    s: u64,
) -> Result<(), String> {
    let check = |p: [u64; 3]| -> Result<(), String> {
        let d = [0, 1, 2].map(|i| p[i] as i64 - qp[i] as i64);
        if super::rules::is_move(variant, d) {
            Ok(())
        } else {
            Err(format!(
                "plane sieve bug: {plane:?} marked {p:?}, which has no legal {variant:?} move to {qp:?} (difference {d:?})"
            ))
        }
    };
    // a ranges over its own bounds; fixed planes pin it.
    let (a_lo, a_hi) = match plane {
        Plane::Value(0) => (qp[0], qp[0]),
        _ => (lo[0], s / 3),
    };
    for a in a_lo.max(lo[0])..=a_hi.min(s / 3) {
        // b's range given a.
        let (mut b_lo, mut b_hi) = (a.max(lo[1]), (s - a) / 2);
        match plane {
            Plane::Value(1) => (b_lo, b_hi) = (b_lo.max(qp[1]), b_hi.min(qp[1])),
            Plane::Diff(0, 1) => {
                // b - a = qp[1] - qp[0] >= 0 (a sorted P needs it)
                if qp[1] < qp[0] {
                    return Ok(());
                }
                let b = a + (qp[1] - qp[0]);
                (b_lo, b_hi) = (b_lo.max(b), b_hi.min(b));
            }
            Plane::Value(2) => b_hi = b_hi.min(qp[2]),
            _ => {}
        }
        for b in b_lo..=b_hi {
            if a + 2 * b > s {
                break;
            }
            let (mut c_lo, mut c_hi) = (
                b.max(lo[2]).max((q_sum + 1).saturating_sub(a + b)),
                s - a - b,
            );
            match plane {
                Plane::Value(2) => (c_lo, c_hi) = (c_lo.max(qp[2]), c_hi.min(qp[2])),
                Plane::Diff(1, 2) => {
                    if qp[2] < qp[1] {
                        return Ok(());
                    }
                    let c = b + (qp[2] - qp[1]);
                    (c_lo, c_hi) = (c_lo.max(c), c_hi.min(c));
                }
                Plane::Diff(0, 2) => {
                    if qp[2] < qp[0] {
                        return Ok(());
                    }
                    let c = a + (qp[2] - qp[0]);
                    (c_lo, c_hi) = (c_lo.max(c), c_hi.min(c));
                }
                _ => {}
            }
            if c_lo <= c_hi {
                check([a, b, c_lo])?;
                check([a, b, c_hi])?;
                bits.mark_run(a, b, c_lo, c_hi);
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::l1::rules;

    /// The release-build guard: walking a positive-Nim plane with L1-Nim's lower bounds
    /// (0 instead of `qp`) marks positions below `qp`, which positive Nim cannot move
    /// from, and the walk refuses instead of marking them.
    #[test]
    fn a_walk_marking_an_illegal_move_refuses() {
        let bits = SortedBits::new(20);
        let err = walk(
            &bits,
            Variant::Positive,
            Plane::Value(0),
            [1, 5, 5],
            [0; 3],
            11,
            20,
        )
        .unwrap_err();
        assert!(err.contains("no legal Positive move"), "{err}");
        let bits = SortedBits::new(20);
        walk(
            &bits,
            Variant::L1,
            Plane::Value(0),
            [1, 5, 5],
            [0; 3],
            11,
            20,
        )
        .unwrap();
    }

    #[test]
    fn equals_the_literal_layer_solver() {
        for variant in [Variant::L1, Variant::Positive] {
            let mut want: Vec<[u64; 3]> = rules::p_positions(variant, 90, |_| {})
                .into_iter()
                .filter(|t| t[0] <= t[1] && t[1] <= t[2])
                .map(|t| t.map(u64::from))
                .collect();
            want.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
            assert_eq!(solve(variant, 90).unwrap(), want, "{variant:?}");
        }
    }
}
