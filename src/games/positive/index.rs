//! The P-positions found so far, indexed by value and by difference, and the six move
//! tests of [`super`] (V1, V2, V3, D1, D2, D3) read from that index.
//!
//! Every P-position `Q = (q1 < q2 < q3)` is stored once (`u32` entries: the engine refuses
//! to go past `u32::MAX`); each of its three values and each of its three differences
//! (`q2 - q1`, `q3 - q2`, `q3 - q1`) is found from a slot indexed by the key. A slot holds
//! a short offset, not a position index: keys are cut into chunks (256 values, 128
//! differences), each chunk keeps per place (or kind) the index of the first position
//! stored in it, and a slot holds the position's distance from that base. Positions are
//! stored in increasing index, so the distance is never negative; where it does not fit
//! (or a key is used again: 1.5% of the values, 7% of the differences `q3 - q2`, under
//! 0.3% of the other kinds at n = 10^7) the key's links all go to a hash map and its slot
//! says so. The fit is a matter of speed only, never of correctness: measured to
//! n = 10^7, the positions of one chunk lie within 200 indices of its base (values and
//! differences grow about linearly along the list), against room for 16382 (values: 2
//! bytes a slot, with the place) and 253 (differences: 1 byte a slot, two for `q3 - q2`).
//! Memory: 12 bytes per position, 2 per value up to the largest `c` (about 4.9 per
//! position) and 4 per difference up to the largest `q3 - q1` (2.9 per position; the four
//! slots of a difference in one word): about 34 bytes per P-position, plus the map (about
//! 40 bytes a key, 0.018 keys per position).

use smallvec::SmallVec;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hash of one `u64` (the keys of [`Known`]'s overflow map).
#[derive(Debug, Default, Clone, Copy)]
struct Mul(u64);

impl Hasher for Mul {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (x ^ x >> 29).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// Keys per chunk of the value slots (`1 << VSHIFT`) and of the difference slots.
const VSHIFT: u32 = 8;
const DSHIFT: u32 = 7;
/// A chunk with no base yet.
const UNSET: u32 = u32::MAX;
/// A value slot whose links are all in the overflow map.
const VOVER: u16 = 0xFFFF;
/// The largest offset of a value slot (14 bits, below [`VOVER`]'s).
const VMAX: u32 = 0x3FFE;
/// A difference slot whose links are all in the overflow map.
const DOVER: u8 = 0xFF;
/// The largest offset of a difference slot (stored plus one, below [`DOVER`]).
const DMAX: u32 = 0xFD;

/// The links of a key in the overflow map (three inline: a key is rarely used more).
type Links = SmallVec<[u32; 3]>;

/// The index of the P-positions known so far.
#[derive(Debug, Default, Clone)]
pub struct Known {
    /// The positions, sorted triples, in the order found (order of sum).
    pub pos: Vec<[u32; 3]>,
    /// `vals[v]`: 0 (unused), [`VOVER`], or `(place + 1) << 14 | o`: position
    /// `vbase[v >> VSHIFT][place] + o` uses `v` in `place`.
    vals: Vec<u16>,
    /// Per chunk of values and per place: the first position stored there.
    vbase: Vec<[u32; 3]>,
    /// `diffs[d]`: a slot for the kind `q2 - q1`, two for `q3 - q2` and one for `q3 - q1`
    /// (0 unused, [`DOVER`] for the map, else `o + 1`: position
    /// `dbase[d >> DSHIFT][kind] + o`); the four in one word, so a test of `d` reads one
    /// cache line.
    diffs: Vec<[u8; 4]>,
    /// Per chunk of differences and per kind: the first position stored there.
    dbase: Vec<[u32; 3]>,
    /// Every link `3 i + place` (or `+ kind`) of a key whose slot is an overflow:
    /// `(table << 40) | key`, table 0 for values and `1 + k` for the differences of kind `k`.
    more: HashMap<u64, Links, BuildHasherDefault<Mul>>,
}

/// Grow `v` to hold index `i` (in steps of 2^16 keys: the length, which is what is
/// written and resident, stays within 2^16 keys of the largest key; the capacity grows as
/// a `Vec`'s does, untouched beyond the length).
fn reach<T: Clone>(v: &mut Vec<T>, i: usize, fill: T) {
    if i >= v.len() {
        v.resize(i + 1 + (1 << 16), fill);
    }
}

impl Known {
    /// An index with room for about `n` positions (the slot arrays sized from the largest
    /// keys measured to n = 10^8: values to 4.88 n, differences to 2.93 n, with 2-3% to
    /// spare; they grow as `Vec`s when passed, and a capacity is address space: only the
    /// length is written and resident).
    pub fn with_capacity(n: usize) -> Self {
        let sized = |per: usize| n / 100 * per + (1 << 17);
        Known {
            pos: Vec::with_capacity(n),
            vals: Vec::with_capacity(sized(500)),
            vbase: Vec::with_capacity(sized(500) >> VSHIFT),
            diffs: Vec::with_capacity(sized(300)),
            dbase: Vec::with_capacity(sized(300) >> DSHIFT),
            more: HashMap::default(),
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

    /// Store the sorted P-position `q` (`0 < q1 < q2 < q3`).
    pub fn insert(&mut self, q: [u32; 3]) -> Result<(), String> {
        let i = self.pos.len();
        if 3 * i as u64 + 3 > u64::from(u32::MAX) {
            return Err(format!(
                "the index holds at most {} positions",
                u32::MAX / 3
            ));
        }
        let i = i as u32;
        self.pos.push(q);
        for (place, &v) in q.iter().enumerate() {
            let v = v as usize;
            reach(&mut self.vals, v, 0);
            reach(&mut self.vbase, v >> VSHIFT, [UNSET; 3]);
            let link = 3 * i + place as u32;
            match self.vals[v] {
                0 => {
                    let base = &mut self.vbase[v >> VSHIFT][place];
                    if *base == UNSET {
                        *base = i;
                    }
                    let o = i - *base;
                    if o <= VMAX {
                        self.vals[v] = ((place as u16 + 1) << 14) | o as u16;
                    } else {
                        self.more.insert(v as u64, Links::from_slice(&[link]));
                        self.vals[v] = VOVER;
                    }
                }
                VOVER => self.more.entry(v as u64).or_default().push(link),
                x => {
                    let old = self.value_link(v, x);
                    self.more.insert(v as u64, Links::from_slice(&[old, link]));
                    self.vals[v] = VOVER;
                }
            }
        }
        let diffs = [q[1] - q[0], q[2] - q[1], q[2] - q[0]];
        for (kind, &d) in diffs.iter().enumerate() {
            let d = d as usize;
            reach(&mut self.diffs, d, [0; 4]);
            reach(&mut self.dbase, d >> DSHIFT, [UNSET; 3]);
            let link = 3 * i + kind as u32;
            let key = (1 + kind as u64) << 40 | d as u64;
            let base = &mut self.dbase[d >> DSHIFT][kind];
            let slots: &mut [u8] = match kind {
                0 => &mut self.diffs[d][..1],
                1 => &mut self.diffs[d][1..3],
                _ => &mut self.diffs[d][3..],
            };
            if slots[0] == DOVER {
                self.more.entry(key).or_default().push(link);
                continue;
            }
            if let Some(free) = slots.iter().position(|&x| x == 0) {
                if *base == UNSET {
                    *base = i;
                }
                let o = i - *base;
                if o <= DMAX {
                    slots[free] = o as u8 + 1;
                    continue;
                }
            }
            // No free slot, or too far from the chunk's base: every link to the map.
            let mut links: Links = slots
                .iter()
                .filter(|&&x| x != 0)
                .map(|&x| 3 * (*base + u32::from(x) - 1) + kind as u32)
                .collect();
            links.push(link);
            slots.fill(0);
            slots[0] = DOVER;
            self.more.insert(key, links);
        }
        Ok(())
    }

    /// The link `3 i + place` of a value slot `x` (not 0, not [`VOVER`]).
    #[inline]
    fn value_link(&self, v: usize, x: u16) -> u32 {
        let place = u32::from(x >> 14) - 1;
        3 * (self.vbase[v >> VSHIFT][place as usize] + u32::from(x & 0x3FFF)) + place
    }

    /// Bytes held (capacities; the map at about 48 bytes per key and 4 per link).
    pub fn bytes(&self) -> usize {
        self.pos.capacity() * 12
            + 2 * self.vals.capacity()
            + 12 * self.vbase.capacity()
            + 4 * self.diffs.capacity()
            + 12 * self.dbase.capacity()
            + self
                .more
                .values()
                .map(|v| 40 + if v.spilled() { 4 * v.capacity() } else { 0 })
                .sum::<usize>()
    }

    /// Whether some stored position uses value `v` (in any place).
    pub fn value_used(&self, v: u64) -> bool {
        self.vals.get(v as usize).is_some_and(|&h| h != 0)
    }

    /// Whether some stored position has `d` as one of its three differences.
    pub fn diff_used(&self, d: u64) -> bool {
        self.diffs.get(d as usize).is_some_and(|s| *s != [0; 4])
    }

    /// Whether `f(place, q)` holds for a link `3 i + place` in `links`.
    #[inline]
    fn any_in(&self, links: &[u32], f: &mut impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        links
            .iter()
            .any(|&l| f((l % 3) as usize, self.pos[(l / 3) as usize].map(u64::from)))
    }

    /// Whether `f(place, q)` holds for a position `q` using value `v` in `place`.
    #[inline]
    fn any_value(&self, v: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        let x = self.vals.get(v as usize).copied().unwrap_or(0);
        match x {
            0 => false,
            VOVER => self.any_in(&self.more[&v], &mut f),
            _ => {
                let l = self.value_link(v as usize, x);
                f((l % 3) as usize, self.pos[(l / 3) as usize].map(u64::from))
            }
        }
    }

    /// Whether `f(kind, q)` holds for a position `q` having difference `d` of `kind`.
    #[inline]
    fn any_diff(&self, d: u64, mut f: impl FnMut(usize, [u64; 3]) -> bool) -> bool {
        let du = d as usize;
        let Some(&s) = self.diffs.get(du) else {
            return false;
        };
        if u32::from_ne_bytes(s) == 0 {
            return false;
        }
        let base = self.dbase[du >> DSHIFT];
        let mut slot = |kind: usize, x: u8| -> bool {
            match x {
                0 => false,
                DOVER => self.any_in(&self.more[&((1 + kind as u64) << 40 | d)], &mut f),
                _ => f(
                    kind,
                    self.pos[(base[kind] + u32::from(x) - 1) as usize].map(u64::from),
                ),
            }
        };
        slot(0, s[0]) || slot(1, s[1]) || (s[1] != DOVER && slot(1, s[2])) || slot(2, s[3])
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

    /// The six tests of `(a, b, c)` against `k`, in the order V1, V2, V3, D1, D2, D3.
    fn six_tests(k: &Known, a: u64, b: u64, c: u64) -> [bool; 6] {
        [
            k.v1(a, b, c),
            k.v2(a, b, c),
            k.v3(a, b, c),
            k.d1(a, b, c),
            k.d2(a, b, c),
            k.d3(a, b, c),
        ]
    }
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
                let tests = six_tests(&k, a, b, c);
                assert_eq!(rule, tests.iter().any(|&t| t), "p = {p:?}, q = {q:?}");
                checked += 1;
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    /// The slots, offsets and overflow map against a plain scan of the list: 20000 sorted
    /// triples with entries below 3000 (so keys are used again and again, far apart in
    /// the list: offsets past a slot's room, overflows of every table), every test on
    /// 20000 pseudo-random triples.
    #[test]
    fn the_compact_index_equals_a_plain_scan() {
        let mut next = super::super::xorshift(0x2545_F491_4F6C_DD1D);
        let mut triple = |m: u64| loop {
            let mut t = [1 + next(m), 1 + next(m), 1 + next(m)];
            t.sort_unstable();
            if t[0] < t[1] && t[1] < t[2] {
                break t;
            }
        };
        let list: Vec<[u64; 3]> = (0..20_000).map(|_| triple(3000)).collect();
        let mut k = Known::default();
        for q in &list {
            k.insert(q.map(|v| v as u32)).unwrap();
        }
        assert!(k.more.len() > 1000, "the overflow map is exercised");
        let any = |f: &dyn Fn([u64; 3]) -> bool| list.iter().any(|&q| f(q));
        for _ in 0..20_000 {
            let [a, b, c] = triple(3200);
            let plain = [
                any(&|[q1, q2, q3]| {
                    q3 == a || (q2 == a && q3 <= c) || (q1 == a && q2 <= b && q3 <= c)
                }),
                any(&|[q1, q2, q3]| (q3 == b && q1 <= a) || (q2 == b && q1 <= a && q3 <= c)),
                any(&|[q1, q2, q3]| q3 == c && q1 <= a && q2 <= b),
                any(&|[q1, q2, q3]| {
                    (q2 - q1 == b - a && q1 <= a && q3 <= c)
                        || (q3 - q1 == b - a && q1 <= a)
                        || (q3 - q2 == b - a && q2 <= a)
                }),
                any(&|[q1, q2, q3]| {
                    (q3 - q2 == c - b && q1 <= a && q2 <= b)
                        || (q3 - q1 == c - b && q2 <= a)
                        || (q2 - q1 == c - b && q3 <= a)
                }),
                any(&|[q1, q2, q3]| {
                    (q3 - q1 == c - a && q1 <= a && q2 <= b)
                        || (q2 - q1 == c - a && q1 <= a && q3 <= b)
                        || (q3 - q2 == c - a && q2 <= a)
                }),
            ];
            let index = six_tests(&k, a, b, c);
            assert_eq!(index, plain, "({a}, {b}, {c})");
        }
        for v in 0..3300u64 {
            let used = list.iter().any(|q| q.contains(&v));
            assert_eq!(k.value_used(v), used, "value {v}");
            let diff = list
                .iter()
                .any(|q| [q[1] - q[0], q[2] - q[1], q[2] - q[0]].contains(&v));
            assert_eq!(k.diff_used(v), diff, "difference {v}");
        }
    }
}
