//! An independent checker of a list of L1-Nim P-positions, written only from the move rule
//! (Akiyama, "3 dimensional Wythoff Nim", introduction: a move `(a, b, c) -> (a-x, b-y, c-z)`
//! with `xyz(x-y)(y-z)(z-x) = 0`, `x + y + z > 0`, the target in `N_0^3`, entries allowed
//! to grow). It shares nothing with [`super::exact`]: no mex bounds, no pruning, no
//! "values and differences are new" lemma; every candidate pair is decided by
//! [`crate::games::l1::rules::is_move`] on the move vector itself, for all six
//! permutations of the target.
//!
//! ## Route
//! The kernel argument: in an acyclic game the P-set is the unique set that is *stable*
//! (no move between two members) and *absorbing* (every non-member moves into it).
//!
//! * Candidates come from the rule's product alone: a zero factor `v_i = 0` means the
//!   target keeps `P_i` in place `i` (a shared value), `v_i = v_j` means
//!   `P_i - P_j = Q'_i - Q'_j` (a shared absolute difference of a pair of places). So two
//!   positions with no common value and no common absolute difference have no move between
//!   them in either direction; the list is indexed by value and by absolute difference
//!   (sorted arrays of packed `key << shift | index`, sorted on both cores), and only
//!   pairs sharing a key are tried.
//! * [`Listing::stable`]: every pair sharing a key is tried in both directions through
//!   the literal rule (so no listed position moves to another: stable on the whole list).
//! * [`Listing::complete_at`] / [`Listing::absorbing`]: a triple off the list whose sum is
//!   below the last listed sum must move into the list (sampled: every triple with
//!   `a+b+c <= S`, windows around listed positions, random triples). Every option has a
//!   smaller sum, so a triple off the list with no move into it would be a P-position the
//!   list missed (if the list is complete below its last sum) or a wrong member.
//!
//! ## Cost
//! Memory 24 bytes per listed position plus 48 for the two indexes (72 n bytes: 720 MB at
//! n = 10^7). Time: two parallel sorts of `3n` words, one scan, and per sampled triple six
//! binary searches and six literal tests per candidate.

use crate::games::l1::rules::{ORDERINGS, Variant, is_move};
use rayon::slice::ParallelSliceMut;

/// Whether `p` moves to some permutation of `q` by the literal rule of L1-Nim.
pub fn moves_to(p: [u64; 3], q: [u64; 3]) -> bool {
    ORDERINGS.iter().any(|o| {
        let v = [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64);
        is_move(Variant::L1, v)
    })
}

/// The three values and the three absolute differences of the pairs of places.
fn keys(t: [u64; 3]) -> ([u64; 3], [u64; 3]) {
    (
        t,
        [
            t[0].abs_diff(t[1]),
            t[1].abs_diff(t[2]),
            t[2].abs_diff(t[0]),
        ],
    )
}

/// A list of sorted positions in order of sum, indexed by value and by absolute difference.
#[derive(Debug, Clone)]
pub struct Listing {
    list: Vec<[u64; 3]>,
    shift: u32,
    by_value: Vec<u64>,
    by_diff: Vec<u64>,
}

impl Listing {
    /// Index `list`: sorted triples, sums nondecreasing (an error names the first that is
    /// not), entries small enough to pack with an index into 64 bits.
    pub fn new(list: Vec<[u64; 3]>) -> Result<Self, String> {
        let shift = 64 - (list.len() as u64).leading_zeros().min(63);
        if let Some(i) = (0..list.len()).find(|&i| {
            let t = list[i];
            t[0] > t[1]
                || t[1] > t[2]
                || (i > 0 && list[i - 1].iter().sum::<u64>() > t.iter().sum::<u64>())
        }) {
            return Err(format!(
                "list entry {i} {:?} is not sorted or not in order of sum",
                list[i]
            ));
        }
        let limit = u64::MAX >> shift;
        if let Some(t) = list.iter().find(|t| t[2] > limit) {
            return Err(format!("entry too large for the checker: {t:?}"));
        }
        let pack = |key: u64, i: usize| key << shift | i as u64;
        let mut by_value = Vec::with_capacity(3 * list.len());
        let mut by_diff = Vec::with_capacity(3 * list.len());
        for (i, &t) in list.iter().enumerate() {
            let (v, d) = keys(t);
            for k in 0..3 {
                by_value.push(pack(v[k], i));
                by_diff.push(pack(d[k], i));
            }
        }
        by_value.par_sort_unstable();
        by_value.dedup();
        by_diff.par_sort_unstable();
        by_diff.dedup();
        Ok(Listing {
            list,
            shift,
            by_value,
            by_diff,
        })
    }

    /// The listed positions.
    pub fn list(&self) -> &[[u64; 3]] {
        &self.list
    }

    /// The largest listed sum.
    pub fn last_sum(&self) -> u64 {
        self.list.last().map_or(0, |p| p.iter().sum())
    }

    /// Stability: no listed position moves to another. Returns how many pairs sharing a
    /// key were tried (each in both directions), or the first move found.
    pub fn stable(&self) -> Result<u64, String> {
        let mask = (1u64 << self.shift) - 1;
        let mut tried = 0u64;
        for index in [&self.by_value, &self.by_diff] {
            let mut start = 0;
            while start < index.len() {
                let key = index[start] >> self.shift;
                let mut end = start + 1;
                while end < index.len() && index[end] >> self.shift == key {
                    end += 1;
                }
                for x in start..end {
                    for y in x + 1..end {
                        let (i, j) = ((index[x] & mask) as usize, (index[y] & mask) as usize);
                        tried += 1;
                        let (p, q) = (self.list[i], self.list[j]);
                        for (from, to, fi, ti) in [(p, q, i, j), (q, p, j, i)] {
                            if moves_to(from, to) {
                                return Err(format!(
                                    "listed position {fi} {from:?} moves to listed position {ti} {to:?}"
                                ));
                            }
                        }
                    }
                }
                start = end;
            }
        }
        Ok(tried)
    }

    /// Whether the sorted triple `t` is listed.
    pub fn contains(&self, t: [u64; 3]) -> bool {
        let key = |p: &[u64; 3]| (p.iter().sum::<u64>(), *p);
        self.list.binary_search_by_key(&key(&t), key).is_ok()
    }

    /// Whether `t` moves into the list (the literal rule on every listed position sharing
    /// a value or an absolute difference with `t`).
    pub fn moves_into(&self, t: [u64; 3]) -> bool {
        let mask = (1u64 << self.shift) - 1;
        let (v, d) = keys(t);
        let limit = u64::MAX >> self.shift;
        [(&self.by_value, v), (&self.by_diff, d)]
            .iter()
            .any(|(index, ks)| {
                ks.iter().filter(|&&k| k <= limit).any(|&k| {
                    let start = index.partition_point(|&e| e >> self.shift < k);
                    index[start..]
                        .iter()
                        .take_while(|&&e| e >> self.shift == k)
                        .any(|&e| moves_to(t, self.list[(e & mask) as usize]))
                })
            })
    }

    /// Absorbing at `t` (any order, sum below the last listed sum): on the list, or a move
    /// into it.
    pub fn complete_at(&self, t: [u64; 3]) -> Result<(), String> {
        let mut s = t;
        s.sort_unstable();
        if s.iter().sum::<u64>() >= self.last_sum() {
            return Err(format!("{t:?} lies past the listed sums"));
        }
        if self.contains(s) || self.moves_into(s) {
            Ok(())
        } else {
            Err(format!(
                "{t:?} is not listed and has no move into the list: a missed P-position"
            ))
        }
    }

    /// Absorbing, sampled: every sorted triple with `a+b+c <= s_all`, every triple within
    /// `radius` of `P(k)` for `k` = 10, 20, 50, 100, ... (on the list), and the given
    /// `extra` triples (e.g. random ones). Triples at or past the last listed sum are
    /// skipped. Returns how many triples off the list were tested.
    pub fn absorbing(&self, s_all: u64, radius: u64, extra: &[[u64; 3]]) -> Result<u64, String> {
        let last = self.last_sum();
        let mut off = 0u64;
        let mut test = |t: [u64; 3]| -> Result<(), String> {
            let mut s = t;
            s.sort_unstable();
            if s.iter().sum::<u64>() < last && !self.contains(s) {
                off += 1;
                if !self.moves_into(s) {
                    return Err(format!(
                        "{t:?} is not listed and has no move into the list: a missed P-position"
                    ));
                }
            }
            Ok(())
        };
        for s in 0..=s_all {
            for a in 0..=s / 3 {
                for b in a..=(s - a) / 2 {
                    test([a, b, s - a - b])?;
                }
            }
        }
        let mut k = 10usize;
        while k < self.list.len() {
            for m in [1, 2, 5] {
                if let Some(&[a, b, c]) = self.list.get(k * m) {
                    for x in a.saturating_sub(radius)..=a + radius {
                        for y in b.saturating_sub(radius)..=b + radius {
                            for z in c.saturating_sub(radius)..=c + radius {
                                test([x, y, z])?;
                            }
                        }
                    }
                }
            }
            k *= 10;
        }
        for &t in extra {
            test(t)?;
        }
        Ok(off)
    }

    /// The whole check (stable on every listed position, absorbing sampled as in
    /// [`Listing::absorbing`]), as one line of evidence.
    pub fn check(&self, s_all: u64, radius: u64, extra: &[[u64; 3]]) -> Result<String, String> {
        let tried = self.stable()?;
        let off = self.absorbing(s_all, radius, extra)?;
        Ok(format!(
            "literal rule: none of the {} listed positions moves to another ({tried} pairs share a value or a difference, each tried both ways; no other pair can have a move); {off} triples off the list (every one with a+b+c <= {s_all}, windows of radius {radius} at P(10^k), P(2*10^k), P(5*10^k), {} random) each move into it",
            self.list.len(),
            extra.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_by_hand() {
        // (1,2,3) -> (0,0,0) takes (1,2,3): y - x = 1 = z - y? No: the product
        // 1*2*3*(1-2)*(2-3)*(3-1) is not 0, so (0,0,0) is not an option of (1,2,3).
        assert!(!moves_to([1, 2, 3], [0, 0, 0]));
        // (0,1,1) -> (0,0,0): x = 0.
        assert!(moves_to([0, 1, 1], [0, 0, 0]));
        // Entries may grow: (2,5,9) -> (3,5,1) takes (-1, 0, 8).
        assert!(moves_to([2, 5, 9], [1, 3, 5]));
        // Never to a larger or equal sum.
        assert!(!moves_to([1, 2, 3], [1, 2, 3]));
        assert!(!moves_to([0, 0, 0], [0, 0, 1]));
    }

    #[test]
    fn catches_a_member_that_moves_and_a_missing_one() {
        let good = vec![[0, 0, 0], [1, 2, 3], [4, 8, 12]];
        let l = Listing::new(good.clone()).unwrap();
        assert!(l.stable().is_ok());
        let bad = vec![[0, 0, 0], [0, 1, 1], [1, 2, 3]];
        let e = Listing::new(bad).unwrap().stable().unwrap_err();
        assert!(e.contains("[0, 1, 1] moves to listed position 0"), "{e}");
        // Drop (1,2,3): it is off the list and has no move into {(0,0,0), (4,8,12)}.
        let l = Listing::new(vec![[0, 0, 0], [4, 8, 12]]).unwrap();
        assert!(l.complete_at([1, 2, 3]).is_err());
        assert!(l.complete_at([0, 2, 3]).is_ok());
        assert!(Listing::new(vec![[1, 2, 3], [0, 0, 0]]).is_err());
        assert!(Listing::new(vec![[2, 1, 3]]).is_err());
    }
}
