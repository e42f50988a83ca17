//! A second, plain implementation of Constructions 1 and 2 of Klein and Fraenkel
//! ("K-pile Wythoff games", sections 3-4), and the literal move tests of Definitions 1
//! and 7, written from the paper and sharing nothing with [`super::construction`] or
//! [`super::legal`]: the twin the streaming construction is compared with for every K
//! that `positions lythoff` serves (2..=64).
//!
//! Route: the sets `X^n` (every entry so far) and `D^n` (every difference so far, widened
//! by `[0, f(P^m))` for Construction 2) are plain sets of integers: hash sets, and for
//! Construction 2 the intervals `d + [0, f)` as an ordered map of disjoint intervals. `p_1^n` is the
//! least integer not in `X^n`; `p_(i+1)^n` is the least integer not in
//! `Q_(i+1)^n = X^n ∪ ∪_(j<=i) (p_j^n + D^n)`, found by testing candidates one at a time,
//! each with the paper's membership test (`x ∈ X`, or `x - p_j ∈ D` for some `j <= i`).
//! The scan for `p_(i+1)` starts at `p_i + mex D`: `Q_i ⊆ Q_(i+1)`, every value below
//! `p_i = mex Q_i` is in `Q_i`, and `p_i + [0, mex D) ⊆ p_i + D ⊆ Q_(i+1)` (for n > 0,
//! `0 ∈ D(P^0)`, so the scan moves past `p_i`). `X` and `D` only grow, so each is kept as its
//! mex and the set of its members above the mex. (The printed "max" is the known slip; the mex is what the proofs use.)
//!
//! Cost: one hash look-up per candidate and `j`, for every candidate between `p_i + mex D`
//! and `p_(i+1)`; memory: the members of `X` and `D` above their mexes (at most `K^2 / 2` per
//! position for f = 1, one interval per difference for Construction 2). Slow and simple
//! on purpose.

use std::collections::{BTreeMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash for integer keys (std's SipHash is several times slower here and
/// the keys are not adversarial).
#[derive(Default, Clone, Copy)]
pub struct IntHasher(u64);

impl Hasher for IntHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (v ^ (v >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        self.0 ^= self.0 >> 32;
    }
    fn write_i64(&mut self, v: i64) {
        self.write_u64(v as u64);
    }
}

/// A hash set of integers.
pub type IntSet<T> = HashSet<T, BuildHasherDefault<IntHasher>>;

/// `f(B)` for Construction 2 (at least 1; the caller's function is trusted to say so).
pub type PlainF = Box<dyn Fn(&[u64]) -> u64>;

/// Constructions 1 and 2 on plain sets; yields `P^0, P^1, ...`.
pub struct PlainConstruction {
    k: usize,
    f: PlainF,
    x: IntSet<u64>,
    d: IntSet<u64>,
    d_wide: BTreeMap<u64, u64>,
    x_mex: u64,
    d_mex: u64,
    started: bool,
}

impl std::fmt::Debug for PlainConstruction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PlainConstruction")
            .field("k", &self.k)
            .finish_non_exhaustive()
    }
}

impl PlainConstruction {
    /// Construction 1 (Lythoff(K)).
    pub fn new(k: usize) -> Self {
        Self::with_f(k, Box::new(|_| 1))
    }

    /// Construction 2 (Lythoff(K_f)).
    pub fn with_f(k: usize, f: PlainF) -> Self {
        assert!(k >= 2, "K >= 2");
        PlainConstruction {
            k,
            f,
            x: IntSet::default(),
            d: IntSet::default(),
            d_wide: BTreeMap::new(),
            x_mex: 0,
            d_mex: 0,
            started: false,
        }
    }

    /// `v ∈ X`: every value below the mex is in `X`; the set holds the members above it.
    fn in_x(&self, v: u64) -> bool {
        v < self.x_mex || self.x.contains(&v)
    }

    /// `v ∈ D`, kept as `X` is, with the intervals `d + [0, f)` of width `f > 8` kept
    /// whole (disjoint, merged on insertion) rather than value by value.
    fn in_d(&self, v: u64) -> bool {
        v < self.d_mex
            || self.d.contains(&v)
            || self
                .d_wide
                .range(..=v)
                .next_back()
                .is_some_and(|(_, &end)| v < end)
    }

    /// Add `[lo, hi)` to the wide part of `D`, merging the intervals it meets.
    fn add_wide(&mut self, lo: u64, hi: u64) {
        let (mut lo, mut hi) = (lo, hi);
        let meets: Vec<(u64, u64)> = self
            .d_wide
            .range(..=hi)
            .rev()
            .take_while(|&(_, &end)| end >= lo)
            .map(|(&s, &e)| (s, e))
            .collect();
        for (s, e) in meets {
            self.d_wide.remove(&s);
            lo = lo.min(s);
            hi = hi.max(e);
        }
        self.d_wide.insert(lo, hi);
    }

    /// Whether `v ∈ Q = X ∪ ∪_j (p_j + D)` for the entries `p` chosen so far.
    fn in_q(&self, v: u64, p: &[u64]) -> bool {
        self.in_x(v) || p.iter().any(|&pj| v >= pj && self.in_d(v - pj))
    }

    /// Add `set(P)` to `X` and `D(P) + [0, f(P))` to `D`.
    fn add(&mut self, p: &[u64]) {
        let width = (self.f)(p);
        assert!(width >= 1, "f(P) = {width} < 1 at {p:?}");
        for &v in p {
            if v >= self.x_mex {
                self.x.insert(v);
            }
        }
        for i in 0..p.len() {
            for j in i + 1..p.len() {
                let diff = p[j] - p[i];
                if width > 8 {
                    self.add_wide(diff, diff + width);
                } else {
                    for v in (diff..diff + width).filter(|&v| v >= self.d_mex) {
                        self.d.insert(v);
                    }
                }
            }
        }
        // Advance both mexes, dropping the members below them.
        while self.x.remove(&self.x_mex) {
            self.x_mex += 1;
        }
        loop {
            if self.d.remove(&self.d_mex) {
                self.d_mex += 1;
            } else if let Some((_, &end)) = self
                .d_wide
                .range(..=self.d_mex)
                .next_back()
                .filter(|&(_, &end)| end > self.d_mex)
            {
                self.d_mex = end;
            } else {
                break;
            }
        }
    }
}

impl Iterator for PlainConstruction {
    type Item = Vec<u64>;
    fn next(&mut self) -> Option<Vec<u64>> {
        let p = if !self.started {
            self.started = true;
            vec![0; self.k]
        } else {
            let mut p: Vec<u64> = Vec::with_capacity(self.k);
            p.push(self.x_mex);
            while p.len() < self.k {
                let mut v = p[p.len() - 1] + self.d_mex;
                while self.in_q(v, &p) {
                    v += 1;
                }
                p.push(v);
            }
            p
        };
        self.add(&p);
        Some(p)
    }
}

/// Definition 1, literally: a move `a -> b` is legal iff `b ≺ a` (lexicographic) and some
/// set `S` of `K-1` integers takes `a` to `b`: each pile of `a` is left alone or loses some
/// `x ∈ S`, and the piles are then re-sorted. Re-sorting means pile `i` of `a` becomes pile
/// `σ(i)` of `b` for a bijection `σ`; the removals `a_i - b_σ(i)` other than 0 must then lie
/// in `S`, which is possible iff they take at most `K-1` distinct values (the remaining
/// members of `S` are any other integers). Every bijection is tried (depth-first, a branch
/// stops as soon as its removals so far can no longer exceed `K-1` distinct values).
pub fn def1_legal(a: &[u64], b: &[u64]) -> bool {
    let k = a.len();
    if b.len() != k || !lex_before(b, a) {
        return false;
    }
    let mut used = vec![false; k];
    let mut removals: Vec<i128> = Vec::with_capacity(k);
    assign(a, b, &mut used, &mut removals)
}

fn assign(a: &[u64], b: &[u64], used: &mut [bool], removals: &mut Vec<i128>) -> bool {
    let k = a.len();
    let distinct_nonzero = {
        let mut s: Vec<i128> = removals.iter().copied().filter(|&r| r != 0).collect();
        s.sort_unstable();
        s.dedup();
        s.len()
    };
    // The piles still to assign add at most one new value each.
    if distinct_nonzero + (k - removals.len()) < k {
        return true;
    }
    if removals.len() == k {
        return false;
    }
    let i = removals.len();
    for j in 0..k {
        if used[j] {
            continue;
        }
        used[j] = true;
        removals.push(i128::from(a[i]) - i128::from(b[j]));
        let ok = assign(a, b, used, removals);
        removals.pop();
        used[j] = false;
        if ok {
            return true;
        }
    }
    false
}

/// Lexicographic `b ≺ a`: `b_i < a_i` at the first index where they differ.
pub fn lex_before(b: &[u64], a: &[u64]) -> bool {
    for (x, y) in b.iter().zip(a) {
        if x != y {
            return x < y;
        }
    }
    false
}

/// Definition 7, literally: `b ≺ a`, and `a`, `b` share an entry or some difference of `a`
/// lies in `D(b) + [0, fb)` (`D` of a sorted vector: `v_j - v_i` for `i < j`).
pub fn def7_legal(a: &[u64], b: &[u64], fb: u64) -> bool {
    if !lex_before(b, a) {
        return false;
    }
    if a.iter().any(|x| b.contains(x)) {
        return true;
    }
    let diffs = |v: &[u64]| -> Vec<u64> {
        let mut out = Vec::new();
        for i in 0..v.len() {
            for j in i + 1..v.len() {
                out.push(v[j] - v[i]);
            }
        }
        out
    };
    let db = diffs(b);
    diffs(a)
        .iter()
        .any(|&da| db.iter().any(|&d| da >= d && da - d < fb))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_papers_first_positions_and_examples() {
        let k3: Vec<Vec<u64>> = PlainConstruction::new(3).take(4).collect();
        assert_eq!(
            k3,
            [vec![0, 0, 0], vec![1, 2, 3], vec![4, 7, 10], vec![5, 9, 13]]
        );
        // Section 2.1's examples.
        assert!(!def1_legal(&[0, 0, 0], &[0, 0, 0]));
        assert!(def1_legal(&[0, 10, 30], &[0, 0, 0]));
        assert!(def1_legal(&[0, 10, 30], &[0, 9, 50]));
        assert!(def1_legal(&[10, 10, 20], &[0, 0, 0]));
        assert!(!def1_legal(&[1, 2, 3], &[0, 0, 0]));
        // The move of the "alternate definition" table: [23, 39, 58] -> [20, 37, 53].
        assert!(def1_legal(&[23, 39, 58], &[20, 37, 53]));
        // Section 4's table: from A = [2, 4, 6] with f(B) = 1 + B3 - B2.
        let f = |b: &[u64]| 1 + b[2] - b[1];
        for (b, legal) in [
            ([0, 0, 0], false),
            ([0, 0, 1], true),
            ([0, 0, 2], true),
            ([0, 1, 1], false),
            ([0, 1, 2], true),
            ([0, 2, 2], true),
            ([1, 1, 1], false),
            ([1, 1, 2], true),
            ([1, 2, 2], true),
            ([2, 2, 2], true),
        ] {
            assert_eq!(def7_legal(&[2, 4, 6], &b, f(&b)), legal, "{b:?}");
        }
    }
}
