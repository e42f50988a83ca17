//! The P-positions found so far, indexed by value and by difference, and the six move
//! tests of [`super`] (V1, V2, V3, D1, D2, D3) read from that index.
//!
//! Every P-position `Q = (q1 < q2 < q3)` is stored once (`u32` entries: the engine refuses
//! to go past `u32::MAX`); each of its three values and each of its three differences
//! (`q2 - q1`, `q3 - q2`, `q3 - q1`) heads a chain of the positions using it in that role.
//! Memory: 12 bytes per position, 24 bytes of chain links per position, and the chain heads
//! (4 bytes per value up to the largest `c`, 4 bytes per difference of each kind up to the
//! largest of that kind): about 70 bytes per P-position in all.

/// The index of the P-positions known so far.
#[derive(Debug, Default, Clone)]
pub struct Known {
    /// The positions, sorted triples, in the order found (order of sum).
    pub pos: Vec<[u32; 3]>,
    /// `vhead[v]`: `1 + 3 i + role` of the last position using value `v` as `q(role+1)`.
    vhead: Vec<u32>,
    /// `vnext[3 i + role]`: the previous link of the same value (0 ends the chain).
    vnext: Vec<u32>,
    /// `dhead[k][d]` for the kinds `k = 0: q2 - q1`, `1: q3 - q2`, `2: q3 - q1`.
    dhead: [Vec<u32>; 3],
    dnext: Vec<u32>,
}

/// Grow `v` to hold index `i` (amortised doubling).
fn reach(v: &mut Vec<u32>, i: usize) {
    if i >= v.len() {
        v.resize((i + 1).next_power_of_two().max(1024), 0);
    }
}

impl Known {
    /// How many positions are stored.
    pub fn len(&self) -> usize {
        self.pos.len()
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    /// Store the sorted P-position `q` (`0 < q1 < q2 < q3`).
    pub fn insert(&mut self, q: [u32; 3]) -> Result<(), String> {
        let i = self.pos.len();
        if 3 * i as u64 + 3 >= u64::from(u32::MAX) {
            return Err(format!("the index holds at most {} positions", u32::MAX / 3 - 1));
        }
        self.pos.push(q);
        for role in 0..3 {
            let link = (3 * i + role) as u32 + 1;
            let v = q[role] as usize;
            reach(&mut self.vhead, v);
            self.vnext.push(self.vhead[v]);
            self.vhead[v] = link;
        }
        let diffs = [q[1] - q[0], q[2] - q[1], q[2] - q[0]];
        for (kind, &d) in diffs.iter().enumerate() {
            let link = (3 * i + kind) as u32 + 1;
            let head = &mut self.dhead[kind];
            reach(head, d as usize);
            self.dnext.push(head[d as usize]);
            head[d as usize] = link;
        }
        Ok(())
    }

    /// Bytes held (capacities).
    pub fn bytes(&self) -> usize {
        self.pos.capacity() * 12
            + 4 * (self.vhead.capacity() + self.vnext.capacity() + self.dnext.capacity())
            + self.dhead.iter().map(|h| 4 * h.capacity()).sum::<usize>()
    }

    /// Whether some stored position uses value `v` (in any role).
    pub fn value_used(&self, v: u64) -> bool {
        self.vhead.get(v as usize).is_some_and(|&h| h != 0)
    }

    /// Whether some stored position has `d` as one of its three differences.
    pub fn diff_used(&self, d: u64) -> bool {
        self.dhead
            .iter()
            .any(|h| h.get(d as usize).is_some_and(|&x| x != 0))
    }

    /// Whether `f(role, q)` holds for a position `q` using value `v` in place `role`.
    #[inline]
    fn any_value(&self, v: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        let mut link = self.vhead.get(v as usize).copied().unwrap_or(0);
        while link != 0 {
            let l = (link - 1) as usize;
            if f(l % 3, self.pos[l / 3].map(u64::from)) {
                return true;
            }
            link = self.vnext[l];
        }
        false
    }

    /// Whether `f(kind, q)` holds for a position `q` having difference `d` of `kind`.
    #[inline]
    fn any_diff(&self, d: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        for kind in 0..3 {
            let mut link = self.dhead[kind].get(d as usize).copied().unwrap_or(0);
            while link != 0 {
                let l = (link - 1) as usize;
                if f(kind, self.pos[l / 3].map(u64::from)) {
                    return true;
                }
                link = self.dnext[l];
            }
        }
        false
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
