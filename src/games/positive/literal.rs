//! The engine's second twin: a checker written from the literal move rule of positive Nim,
//! sharing nothing with the engine's six tests.
//!
//! A move `P -> Q'` (a permutation of a listed `Q`) is `v = P - Q'` with `v >= 0`,
//! `sum v > 0` and `v_1 v_2 v_3 (v_1 - v_2)(v_2 - v_3)(v_3 - v_1) = 0`, decided by
//! [`crate::games::l1::rules::is_move`]. A zero factor `v_i = 0` makes `Q'_i = P_i`, so `P`
//! and `Q` share a value; `v_i = v_j` makes `Q'_i - Q'_j = P_i - P_j`, so they share an
//! absolute difference. Hence the only `Q` that `P` can move to are those sharing a value
//! or an absolute difference with it: the list is indexed by value and by absolute
//! difference (sorted `(key, index)` arrays), and every such candidate is tried with all
//! six permutations through the literal rule.
//!
//! [`Listing::independent`] verifies that no listed position moves to another (every
//! pair among the first `n`: so the list holds only P-positions, given that its members
//! are sorted, of nondecreasing sum); [`Listing::moves_into`] that a triple off the list
//! moves into it (sampled completeness: a triple whose sum does not exceed the last
//! listed sum and which has no move into the list would be a missed P-position). Memory:
//! 24 + 96 bytes per listed position.

use crate::games::l1::rules::{ORDERINGS, Variant, is_move};

/// A list of sorted positions, indexed by value and by absolute difference.
#[derive(Debug, Clone)]
pub struct Listing {
    list: Vec<[u64; 3]>,
    by_value: Vec<(u64, u32)>,
    by_diff: Vec<(u64, u32)>,
}

/// Whether `p` moves to some permutation of `q` (the literal rule).
pub fn moves_to(p: [u64; 3], q: [u64; 3]) -> bool {
    ORDERINGS.iter().any(|o| {
        let v = [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64);
        is_move(Variant::Positive, v)
    })
}

impl Listing {
    /// Index `list` (at most `u32::MAX` positions, entries below `2^62`).
    pub fn new(list: Vec<[u64; 3]>) -> Result<Self, String> {
        if list.len() as u64 >= u64::from(u32::MAX) {
            return Err(format!(
                "the checker takes fewer than {} positions",
                u32::MAX
            ));
        }
        if let Some(p) = list.iter().find(|p| p.iter().any(|&x| x >= 1 << 62)) {
            return Err(format!("entry too large for the checker: {p:?}"));
        }
        let mut by_value = Vec::with_capacity(3 * list.len());
        let mut by_diff = Vec::with_capacity(3 * list.len());
        for (i, p) in list.iter().enumerate() {
            for k in 0..3 {
                by_value.push((p[k], i as u32));
                by_diff.push((p[k].abs_diff(p[(k + 1) % 3]), i as u32));
            }
        }
        by_value.sort_unstable();
        by_value.dedup();
        by_diff.sort_unstable();
        by_diff.dedup();
        Ok(Listing {
            list,
            by_value,
            by_diff,
        })
    }

    /// The listed positions.
    pub fn list(&self) -> &[[u64; 3]] {
        &self.list
    }

    /// Every listed index sharing a value or an absolute difference with `p`, below `n`.
    fn candidates(&self, p: [u64; 3], n: usize, mut f: impl FnMut(usize) -> bool) -> bool {
        let keys = |t: [u64; 3]| {
            [
                (0, t[0]),
                (0, t[1]),
                (0, t[2]),
                (1, t[0].abs_diff(t[1])),
                (1, t[1].abs_diff(t[2])),
                (1, t[2].abs_diff(t[0])),
            ]
        };
        for (which, key) in keys(p) {
            let index = if which == 0 {
                &self.by_value
            } else {
                &self.by_diff
            };
            let start = index.partition_point(|&(k, _)| k < key);
            for &(k, i) in &index[start..] {
                if k != key {
                    break;
                }
                if (i as usize) < n && f(i as usize) {
                    return true;
                }
            }
        }
        false
    }

    /// Check that no position among the first `n` moves to another of them; returns how
    /// many candidate pairs were tried.
    pub fn independent(&self, n: usize) -> Result<u64, String> {
        let n = n.min(self.list.len());
        let mut tried = 0u64;
        for i in 0..n {
            let p = self.list[i];
            let mut bad = None;
            self.candidates(p, n, |j| {
                tried += 1;
                if j != i && moves_to(p, self.list[j]) {
                    bad = Some(j);
                    return true;
                }
                false
            });
            if let Some(j) = bad {
                return Err(format!(
                    "listed position {i} {p:?} moves to listed position {j} {:?}",
                    self.list[j]
                ));
            }
        }
        Ok(tried)
    }

    /// Whether `t` moves into the list.
    pub fn moves_into(&self, t: [u64; 3]) -> bool {
        let n = self.list.len();
        self.candidates(t, n, |j| moves_to(t, self.list[j]))
    }

    /// The largest listed sum (the list is complete below it, if the engine is right).
    pub fn last_sum(&self) -> u64 {
        self.list.last().map_or(0, |p| p.iter().sum())
    }

    /// Whether the sorted triple `t` is listed.
    pub fn contains(&self, t: [u64; 3]) -> bool {
        let key = |p: &[u64; 3]| (p.iter().sum::<u64>(), *p);
        self.list.binary_search_by_key(&key(&t), key).is_ok()
    }

    /// Check completeness at `t` (any order): off the list it must move into the list.
    /// `t` must have a sum below the last listed sum.
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
}
