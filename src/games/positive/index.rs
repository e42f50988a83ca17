//! The P-positions found so far, indexed by value and by difference, and the six move
//! tests of [`super`] (V1, V2, V3, D1, D2, D3) read from that index.
//!
//! Every P-position `Q = (q1 < q2 < q3)` is stored once (`u32` entries: the engine refuses
//! to go past `u32::MAX`); each of its three values and each of its three differences
//! (`q2 - q1`, `q3 - q2`, `q3 - q1`) is found from a head array indexed by the key (a link
//! `3 i + place + 1` to position `i`); a key used again (1.5% of the values and 7% of the
//! differences `q3 - q2` at n = 10^6) keeps its further links in a hash map, flagged by
//! the head's top bit. Memory: 12 bytes per position and 4 bytes per value up to the
//! largest `c` (about 4.9 per position) and per difference of each kind up to its largest
//! (about 1.5, 1.4 and 2.9 per position): about 55 bytes per P-position, plus the map.

use std::collections::HashMap;

/// The head's flag: more links of this key are in the map.
const MORE: u32 = 1 << 31;

/// The index of the P-positions known so far.
#[derive(Debug, Default, Clone)]
pub struct Known {
    /// The positions, sorted triples, in the order found (order of sum).
    pub pos: Vec<[u32; 3]>,
    /// `vhead[v]`: `1 + 3 i + place` of a position using value `v` in `place` (0 none).
    vhead: Vec<u32>,
    /// `dhead[k][d]` for the kinds `k = 0: q2 - q1`, `1: q3 - q2`, `2: q3 - q1`.
    dhead: [Vec<u32>; 3],
    /// The further links of a key used again: `(table << 40) | key`, table 0 for values
    /// and `1 + k` for the differences of kind `k`.
    more: HashMap<u64, Vec<u32>>,
}

/// Grow `v` to hold index `i` (in steps of 2^16 keys: the length, which is what is
/// written and resident, stays within 256 KB of the largest key; the capacity grows as a
/// `Vec`'s does, untouched beyond the length).
fn reach(v: &mut Vec<u32>, i: usize) {
    if i >= v.len() {
        v.resize(i + 1 + (1 << 16), 0);
    }
}

impl Known {
    /// An index with room for about `n` positions (the head arrays sized from the growth
    /// measured to n = 10^7; they grow by a quarter when passed).
    pub fn with_capacity(n: usize) -> Self {
        let sized = |per: usize| Vec::with_capacity(n / 100 * per + 1024);
        Known {
            pos: Vec::with_capacity(n),
            vhead: sized(490),
            dhead: [sized(153), sized(142), sized(293)],
            more: HashMap::new(),
        }
    }

    /// How many positions are stored.
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    fn link(
        head: &mut Vec<u32>,
        more: &mut HashMap<u64, Vec<u32>>,
        table: u64,
        key: u32,
        link: u32,
    ) {
        let k = key as usize;
        reach(head, k);
        if head[k] == 0 {
            head[k] = link;
        } else {
            more.entry(table << 40 | u64::from(key))
                .or_default()
                .push(link);
            head[k] |= MORE;
        }
    }

    /// Store the sorted P-position `q` (`0 < q1 < q2 < q3`).
    pub fn insert(&mut self, q: [u32; 3]) -> Result<(), String> {
        let i = self.pos.len();
        if 3 * i as u64 + 4 >= u64::from(MORE) {
            return Err(format!(
                "the index holds at most {} positions",
                (MORE - 4) / 3
            ));
        }
        self.pos.push(q);
        for (place, &v) in q.iter().enumerate() {
            let link = (3 * i + place) as u32 + 1;
            Self::link(&mut self.vhead, &mut self.more, 0, v, link);
        }
        let diffs = [q[1] - q[0], q[2] - q[1], q[2] - q[0]];
        for (kind, &d) in diffs.iter().enumerate() {
            let link = (3 * i + kind) as u32 + 1;
            Self::link(
                &mut self.dhead[kind],
                &mut self.more,
                1 + kind as u64,
                d,
                link,
            );
        }
        Ok(())
    }

    /// Bytes held (capacities; the map at about 40 bytes per further link).
    pub fn bytes(&self) -> usize {
        self.pos.capacity() * 12
            + 4 * self.vhead.capacity()
            + self.dhead.iter().map(|h| 4 * h.capacity()).sum::<usize>()
            + self
                .more
                .values()
                .map(|v| 40 + 4 * v.capacity())
                .sum::<usize>()
    }

    /// Whether some stored position uses value `v` (in any place).
    pub fn value_used(&self, v: u64) -> bool {
        self.vhead.get(v as usize).is_some_and(|&h| h != 0)
    }

    /// Whether some stored position has `d` as one of its three differences.
    pub fn diff_used(&self, d: u64) -> bool {
        self.dhead
            .iter()
            .any(|h| h.get(d as usize).is_some_and(|&x| x != 0))
    }

    /// Whether `f(place, q)` holds for a link of `key` in `table` (head `h`).
    #[inline]
    fn any_link(
        &self,
        h: u32,
        table: u64,
        key: u64,
        f: &mut impl FnMut(usize, [u64; 3]) -> bool,
    ) -> bool {
        if h == 0 {
            return false;
        }
        let mut one = |link: u32| {
            let l = (link - 1) as usize;
            f(l % 3, self.pos[l / 3].map(u64::from))
        };
        if one(h & !MORE) {
            return true;
        }
        h & MORE != 0
            && self.more[&(table << 40 | key)]
                .iter()
                .any(|&link| one(link))
    }

    /// Whether `f(place, q)` holds for a position `q` using value `v` in `place`.
    #[inline]
    fn any_value(&self, v: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        let h = self.vhead.get(v as usize).copied().unwrap_or(0);
        self.any_link(h, 0, v, &mut f)
    }

    /// Whether `f(kind, q)` holds for a position `q` having difference `d` of `kind`.
    #[inline]
    fn any_diff(&self, d: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        (0..3).any(|kind| {
            let h = self.dhead[kind].get(d as usize).copied().unwrap_or(0);
            self.any_link(h, 1 + kind as u64, d, &mut f)
        })
    }

    /// V1: a move to a stored position keeping `a` (the pile of size `a` untouched).
    #[inline]
    pub fn v1(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_value(a, |role, q| match role {
            2 => true,
            1 => q[2] <= c,
            _ => q[1] <= b && q[2] <= c,
        })
    }

    /// V2: keeping `b`.
    #[inline]
    pub fn v2(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_value(b, |role, q| match role {
            2 => q[0] <= a,
            1 => q[0] <= a && q[2] <= c,
            _ => false,
        })
    }

    /// V3: keeping `c`.
    #[inline]
    pub fn v3(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_value(c, |role, q| role == 2 && q[0] <= a && q[1] <= b)
    }

    /// D1: keeping the difference `b - a` (piles a and b lose the same amount).
    #[inline]
    pub fn d1(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_diff(b - a, |kind, q| match kind {
            0 => q[0] <= a && q[2] <= c,
            1 => q[1] <= a,
            _ => q[0] <= a,
        })
    }

    /// D2: keeping `c - b`.
    #[inline]
    pub fn d2(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_diff(c - b, |kind, q| match kind {
            0 => q[2] <= a,
            1 => q[1] <= b && q[0] <= a,
            _ => q[1] <= a,
        })
    }

    /// D3: keeping `c - a`.
    #[inline]
    pub fn d3(&self, a: u64, b: u64, c: u64) -> bool {
        self.any_diff(c - a, |kind, q| match kind {
            0 => q[0] <= a && q[2] <= b,
            1 => q[1] <= a,
            _ => q[0] <= a && q[1] <= b,
        })
    }

    /// The least `e >= from` at which D2 is silent for `(a, b, b + e)`.
    #[inline]
    pub fn next_free_e(&self, a: u64, b: u64, from: u64) -> u64 {
        let mut e = from.max(1);
        while self.d2(a, b, b + e) {
            e += 1;
        }
        e
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::l1::rules::{ORDERINGS, Variant, is_move};

    /// The six tests together against the literal rule, on every pair of sorted triples
    /// with distinct positive entries and sum <= 27 (`q` of smaller sum).
    #[test]
    fn the_six_tests_are_the_move_rule() {
        let sorted: Vec<[u64; 3]> = (6..=27u64)
            .flat_map(|s| {
                (1..=s / 3).flat_map(move |a| {
                    (a + 1..=(s - a) / 2)
                        .filter(move |&b| s - a - b > b)
                        .map(move |b| [a, b, s - a - b])
                })
            })
            .collect();
        let mut checked = 0;
        for &q in &sorted {
            let mut k = Known::default();
            k.insert(q.map(|x| x as u32)).unwrap();
            for &p in &sorted {
                if p.iter().sum::<u64>() <= q.iter().sum::<u64>() {
                    continue;
                }
                let rule = ORDERINGS.iter().any(|o| {
                    is_move(
                        Variant::Positive,
                        [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64),
                    )
                });
                let [a, b, c] = p;
                let tests = [
                    k.v1(a, b, c),
                    k.v2(a, b, c),
                    k.v3(a, b, c),
                    k.d1(a, b, c),
                    k.d2(a, b, c),
                    k.d3(a, b, c),
                ];
                assert_eq!(rule, tests.iter().any(|&t| t), "p = {p:?}, q = {q:?}");
                checked += 1;
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
