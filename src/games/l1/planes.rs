//! The strong rules solvers of L1-Nim and positive Nim over the sorted triples of
//! `a + b + c <= S`, written from the move rule (Akiyama, "3 dimensional Wythoff Nim",
//! introduction: `xyz(x-y)(y-z)(z-x) = 0`, `x + y + z > 0`, and `x, y, z >= 0` for positive
//! Nim): a forward sieve for L1-Nim, a lexicographic sweep for positive Nim.
//!
//! The ground truth for the fast engines (L1-Nim to `S = 4000`, positive Nim to 30000; the
//! older solvers of [`super::rules`] stop at `S = 1000`). Sorting `P` is exact because the
//! rule is invariant under permuting the piles.
//!
//! ## L1-Nim: the forward sieve
//! Layers are visited in order of sum; an unmarked sorted triple of the current layer is a
//! P-position; then for each permutation `Q'` of it and each of the six planes of the move
//! rule (`x_i = 0`, `x_i = x_j`), every sorted `P = Q' + v` with `v` on that plane,
//! `sum v > 0`, `P >= 0` is marked. The planes are walked directly in the coordinates of
//! `P` (one coordinate fixed, or two tied by a difference), and both ends of every marked
//! run are checked against [`super::rules::is_move`] in every build. Cost: a bit per sorted
//! triple (`~S^3 / 36` bits: 94 MB at `S = 3000`) and a row table; time `O(#P * S^2)`
//! marks, contiguous runs of `c` set a word at a time.
//!
//! ## Positive Nim: the lexicographic sweep
//! With `v = P - Q' >= 0`, a sorted `P = (a, b, c)` moves to a P-position `Q` iff some
//! permutation `Q'` of `Q` has `Q' <= P` componentwise, `Q' != P`, and one of the six
//! planes holds. `Q' <= P` forces `sorted(Q) <= P` componentwise, so `Q` comes before `P`
//! in the lexicographic order of sorted triples: visiting `(a, b, c)` in that order (`a`,
//! then `b`, then `c`), every P-position `P` can move to is known when `P` is decided, and
//! `P` is a P-position iff it moves to none. For a fixed `(a, b)` the six planes read, over
//! the permutations `Q'` of the P-positions found so far:
//!
//! * `x_1 = 0`: `Q'_1 = a`, `Q'_2 <= b`, `Q'_3 <= c`;
//!   `x_2 = 0`: `Q'_2 = b`, `Q'_1 <= a`, `Q'_3 <= c`;
//!   `x_1 = x_2`: `Q'_2 - Q'_1 = b - a`, `Q'_1 <= a`, `Q'_3 <= c`.
//!   Each blocks every `c` from the least such `Q'_3` on: a threshold `T(a, b)` (kept per
//!   value of `Q'_2`, per difference `Q'_2 - Q'_1`, and along the row for `Q'_1 = a`).
//! * `x_3 = 0`: `c = Q'_3`; `x_2 = x_3`: `c - b = Q'_3 - Q'_2`; `x_1 = x_3`:
//!   `c - a = Q'_3 - Q'_1`; each over the `Q'` with `Q'_1 <= a`, `Q'_2 <= b` (then the
//!   third coordinate is dominated too). Three bitsets (values, and the two differences)
//!   over that quadrant grow as `b` sweeps up a row (the permutations sorted by `Q'_2`).
//!
//! So `(a, b, c)` is P iff `c < T(a, b)` and no bit of the three is set at `c`, `c - b`,
//! `c - a`: the least such `c` is found 64 at a time (shifted words of the three bitsets),
//! and a P-position found joins the structures at once. Every found P-position is then
//! checked against the literal rule in every build: no one of them moves to another
//! ([`crate::games::literal_triples`], a wrong P-position would move to a right one).
//! Cost: `O(S)` words of memory (a few MB); time `O(S^2 * (1 + S/64 * f))` where `f` is
//! the share of a row's `c` blocked before the first free one, plus `O(S * #P)` to reset
//! the row structures (0.4 s of CPU at `S = 10000`, 5 s at 30000, measured).

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

/// [`solve`] for the deep tier's twin comparisons: L1-Nim to `a + b + c <= 6000` (750 MB
/// of bits at 6000), positive Nim to 30000 (the sweep: a few MB, seconds).
pub fn solve_deep(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
    let top = match variant {
        Variant::L1 => 6000,
        Variant::Positive => 30_000,
    };
    if s_max > top {
        return Err(format!(
            "the deep plane sieve takes a+b+c <= {top} at most for {variant:?} ({s_max} asked)"
        ));
    }
    solve_to(variant, s_max)
}

fn solve_to(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
    match variant {
        Variant::L1 => forward(variant, s_max),
        Variant::Positive => {
            let found = sweep_positive(s_max);
            guard_stable(&found)?;
            Ok(found)
        }
    }
}

/// Positive Nim's rule on two triples: `p` moves to some permutation of `q`.
fn positive_moves_to(p: [u64; 3], q: [u64; 3]) -> bool {
    ORDERINGS.iter().any(|o| {
        let v = [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64);
        super::rules::is_move(Variant::Positive, v)
    })
}

/// The release-build guard of the sweep: no listed position has a legal move (the
/// literal rule, [`super::rules::is_move`]) to another, every pair sharing a value or a
/// difference tried ([`crate::games::literal_triples`]). A wrong P-position would move to
/// a right one of smaller sum and be caught here.
fn guard_stable(found: &[[u64; 3]]) -> Result<(), String> {
    let t = crate::games::literal_triples::Triples::new(found.iter().copied(), positive_moves_to)
        .map_err(|e| format!("plane sieve bug: {e}"))?;
    t.stable(found.len())
        .map(|_| ())
        .map_err(|e| format!("plane sieve bug: {e}"))
}

/// `64` bits of `bits` from bit `pos` on (the words past the end read as zero).
fn bits64(bits: &[u64], pos: usize) -> u64 {
    let (w, r) = (pos >> 6, pos & 63);
    let lo = bits.get(w).map_or(0, |&x| x >> r);
    let hi = if r == 0 {
        0
    } else {
        bits.get(w + 1).map_or(0, |&x| x << (64 - r))
    };
    lo | hi
}

fn set_bit(bits: &mut [u64], i: usize) {
    bits[i >> 6] |= 1 << (i & 63);
}

/// Positive Nim by a lexicographic sweep of the sorted triples (see the module doc):
/// every sorted P-position with `a + b + c <= s`, in order of sum, ties lexicographic.
fn sweep_positive(s: u64) -> Vec<[u64; 3]> {
    const NONE: usize = usize::MAX;
    let s = s as usize;
    let words = s / 64 + 2;
    // Every distinct permutation Q' of every P-position found so far.
    let mut points: Vec<[usize; 3]> = Vec::new();
    let mut found: Vec<[u64; 3]> = Vec::new();
    // m1[x]: least Q'_2 with Q'_1 = x; m01[d]: least Q'_2 with Q'_1 - Q'_0 = d (Q'_0 <= a).
    let (mut m1, mut m01) = (vec![NONE; s + 1], vec![NONE; s + 1]);
    // Over Q'_0 <= a, Q'_1 <= b: the values Q'_2, the differences Q'_2 - Q'_1, Q'_2 - Q'_0.
    let (mut v2, mut d12, mut d02) = (vec![0u64; words], vec![0u64; words], vec![0u64; words]);
    for a in 0..=s / 3 {
        let mut row: Vec<[usize; 3]> = points.iter().filter(|q| q[0] <= a).copied().collect();
        row.sort_unstable_by_key(|q| q[1]);
        m1.fill(NONE);
        m01.fill(NONE);
        let thresholds = |q: [usize; 3], m1: &mut [usize], m01: &mut [usize]| {
            m1[q[1]] = m1[q[1]].min(q[2]);
            if q[1] >= q[0] {
                m01[q[1] - q[0]] = m01[q[1] - q[0]].min(q[2]);
            }
        };
        for &q in &row {
            thresholds(q, &mut m1, &mut m01);
        }
        for bits in [&mut v2, &mut d12, &mut d02] {
            bits.fill(0);
        }
        let mut t0 = NONE; // least Q'_2 with Q'_0 = a, Q'_1 <= b
        let mut next = 0;
        for b in a..=(s - a) / 2 {
            let add = |q: [usize; 3], v2: &mut [u64], d12: &mut [u64], d02: &mut [u64]| {
                set_bit(v2, q[2]);
                if q[2] >= q[1] {
                    set_bit(d12, q[2] - q[1]);
                }
                if q[2] >= q[0] {
                    set_bit(d02, q[2] - q[0]);
                }
                if q[0] == a { q[2] } else { NONE }
            };
            while next < row.len() && row[next][1] <= b {
                t0 = t0.min(add(row[next], &mut v2, &mut d12, &mut d02));
                next += 1;
            }
            let mut from = b;
            loop {
                // c >= t is blocked by the planes x_0 = 0, x_1 = 0, x_0 = x_1.
                let t = t0.min(m1[b]).min(m01[b - a]);
                if t <= from || from > s - a - b {
                    break;
                }
                let hi = (t - 1).min(s - a - b);
                let mut c = from;
                let free = loop {
                    if c > hi {
                        break None;
                    }
                    let blocked = bits64(&v2, c) | bits64(&d12, c - b) | bits64(&d02, c - a);
                    let mut open = !blocked;
                    if hi - c < 63 {
                        open &= (1u64 << (hi - c + 1)) - 1;
                    }
                    if open != 0 {
                        break Some(c + open.trailing_zeros() as usize);
                    }
                    c += 64;
                };
                let Some(c) = free else { break };
                found.push([a as u64, b as u64, c as u64]);
                let mut perms: Vec<[usize; 3]> = super::rules::permutations([a, b, c]).to_vec();
                perms.sort_unstable();
                perms.dedup();
                for q in perms {
                    points.push(q);
                    if q[0] <= a {
                        thresholds(q, &mut m1, &mut m01);
                        if q[1] <= b {
                            t0 = t0.min(add(q, &mut v2, &mut d12, &mut d02));
                        } else {
                            let at = next + row[next..].partition_point(|r| r[1] <= q[1]);
                            row.insert(at, q);
                        }
                    }
                }
                from = c + 1;
            }
        }
    }
    found.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
    found
}

/// The forward sieve (both games; used for L1-Nim, and for positive Nim in the tests).
fn forward(variant: Variant, s_max: u64) -> Result<Vec<[u64; 3]>, String> {
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

    /// The sweep (positive Nim) against the forward sieve of the same planes.
    #[test]
    fn the_sweep_equals_the_forward_sieve() {
        let s = 400;
        assert_eq!(sweep_positive(s), forward(Variant::Positive, s).unwrap());
    }

    #[test]
    fn the_guard_catches_a_position_that_moves() {
        let mut found = sweep_positive(60);
        found.push([5, 9, 50]); // keeps 5 and 9 of a P-position: a move
        found.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
        let e = guard_stable(&found).unwrap_err();
        assert!(e.contains("[5, 9, 50] moves to"), "{e}");
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
