//! The shared frame of the two literal-rule checkers ([`crate::games::l1::literal`] for
//! L1-Nim, [`crate::games::positive::literal`] for positive Nim; Akiyama, "3 dimensional
//! Wythoff Nim", introduction): a compact list of sorted triples and the grouping of its
//! members by value and by absolute difference. The move rule is not here: each checker
//! hands its own `moves_to(from, to)` (the literal rule, for all six permutations of the
//! target), and nothing here knows which game it is.
//!
//! ## Route
//! Both games move by `v = P - Q'` with `v_1 v_2 v_3 (v_1 - v_2)(v_2 - v_3)(v_3 - v_1) = 0`.
//! A zero factor `v_i = 0` keeps `P_i` in place `i` (a shared value); `v_i = v_j` keeps
//! `P_i - P_j` (a shared absolute difference of two places). So two triples with no common
//! value and no common absolute difference have no move between them in either direction,
//! and only pairs sharing a key need the rule:
//!
//! * [`Triples::stable`]: every pair of listed positions sharing a key is tried in both
//!   directions. Keys are taken one band of key values at a time (a histogram of the keys
//!   splits them into bands of at most [`BAND`] entries, a band ends between two keys):
//!   each band's `(key, entry)` words are collected, sorted and cut into groups of equal
//!   key, so a group never straddles two bands and the memory beside the list is one band.
//! * [`Triples::moves_into`]: a triple off the list is tried against every listed position
//!   sharing one of its six keys, found in two sorted indexes of `u32` entries (`3 i + k`:
//!   the key is read back from the list), built on first use from the same bands, with a
//!   directory of the first entry per block of keys (so a lookup is one short binary
//!   search).
//! * [`Triples::complete_at`] / [`Triples::absorbing`]: a triple off the list whose sum is
//!   below the last listed sum must move into the list (every option has a smaller sum, so
//!   a triple off the list with no move into it is a missed P-position or shows a wrong
//!   member).
//!
//! ## Cost
//! The list: 12 bytes per position (`u32` entries, refused past `2^32 - 1`; at most
//! `(2^32 - 1) / 3` positions). [`Triples::stable`] adds one band (`8 * BAND` bytes, 256 MB)
//! and time two histogram scans, `3n log` sorting and one rule test per direction per pair
//! sharing a key. The lookup indexes (first [`Triples::moves_into`]) add 24 bytes per
//! position and a directory of 4 bytes per position.

use rayon::prelude::*;
use std::sync::OnceLock;

/// The most `(key, entry)` words one band holds (unless a single block of keys holds
/// more): 2^25 words, 256 MB.
pub const BAND: usize = 1 << 25;

/// How many blocks of keys the histogram splits the key range into.
const BLOCKS: u64 = 1 << 16;

/// The two kinds of key: the three values, the three absolute differences of two places.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// `t[k]`.
    Value,
    /// `|t[k] - t[(k + 1) % 3]|`.
    Diff,
}

impl Key {
    fn of(self, t: [u32; 3], k: usize) -> u32 {
        match self {
            Key::Value => t[k],
            Key::Diff => t[k].abs_diff(t[(k + 1) % 3]),
        }
    }
}

/// The six keys of a triple (`u64`: a key past `u32` is shared with no listed position).
fn keys(t: [u64; 3]) -> [(Key, u64); 6] {
    [
        (Key::Value, t[0]),
        (Key::Value, t[1]),
        (Key::Value, t[2]),
        (Key::Diff, t[0].abs_diff(t[1])),
        (Key::Diff, t[1].abs_diff(t[2])),
        (Key::Diff, t[2].abs_diff(t[0])),
    ]
}

/// A sorted index of one kind of key: entries `3 i + k`, by key, and the first entry of
/// each block of `2^shift` keys.
#[derive(Debug)]
struct Lookup {
    entries: Vec<u32>,
    dir: Vec<u32>,
    shift: u32,
}

/// What [`Triples::stable`] looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stability {
    /// `(key, position)` entries scanned (six per position).
    pub entries: u64,
    /// Pairs of distinct positions sharing a key, counted once per key they share (each
    /// tried in both directions).
    pub pairs: u64,
}

/// A list of sorted triples in order of sum, ties lexicographic, with the rule of a game.
#[derive(Debug)]
pub struct Triples {
    list: Vec<[u32; 3]>,
    rule: fn([u64; 3], [u64; 3]) -> bool,
    lookups: OnceLock<[Lookup; 2]>,
}

/// The order of the list: by sum, then lexicographic.
fn order(t: &[u32; 3]) -> (u64, [u32; 3]) {
    (t.iter().map(|&x| u64::from(x)).sum(), *t)
}

fn wide(t: [u32; 3]) -> [u64; 3] {
    t.map(u64::from)
}

/// `t` as `u32` entries, if they fit.
fn narrow(t: [u64; 3]) -> Option<[u32; 3]> {
    let f = |x: u64| u32::try_from(x).ok();
    Some([f(t[0])?, f(t[1])?, f(t[2])?])
}

/// A read-only view of the listed positions, as `u64` triples.
#[derive(Debug, Clone, Copy)]
pub struct View<'a>(&'a [[u32; 3]]);

impl View<'_> {
    /// How many positions are listed.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether nothing is listed.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Position `i`.
    pub fn get(&self, i: usize) -> Option<[u64; 3]> {
        self.0.get(i).map(|&t| wide(t))
    }
    /// The last position.
    pub fn last(&self) -> Option<[u64; 3]> {
        self.0.last().map(|&t| wide(t))
    }
    /// Every position, widened.
    pub fn to_vec(&self) -> Vec<[u64; 3]> {
        self.0.iter().map(|&t| wide(t)).collect()
    }
}

impl Triples {
    /// Take the positions of `list` (sorted triples, strictly increasing by sum then
    /// lexicographically; an error names the first that is not, or the first entry past
    /// `u32`), with the game's `rule`.
    pub fn new(
        list: impl IntoIterator<Item = [u64; 3]>,
        rule: fn([u64; 3], [u64; 3]) -> bool,
    ) -> Result<Self, String> {
        let mut out: Vec<[u32; 3]> = Vec::new();
        for t in list {
            let i = out.len();
            let Some(s) = narrow(t) else {
                return Err(format!(
                    "list entry {i} {t:?}: entry too large for the checker (u32)"
                ));
            };
            if s[0] > s[1] || s[1] > s[2] {
                return Err(format!("list entry {i} {t:?} is not sorted"));
            }
            if out.last().is_some_and(|p| order(p) >= order(&s)) {
                return Err(format!(
                    "list entry {i} {t:?} is not in order of sum (ties lexicographic) after {:?}",
                    out[i - 1]
                ));
            }
            if 3 * (i as u64 + 1) > u64::from(u32::MAX) {
                return Err(format!(
                    "the checker takes at most {} positions",
                    u32::MAX / 3
                ));
            }
            out.push(s);
        }
        out.shrink_to_fit();
        Ok(Triples {
            list: out,
            rule,
            lookups: OnceLock::new(),
        })
    }

    /// The listed positions.
    pub fn list(&self) -> View<'_> {
        View(&self.list)
    }

    /// The largest listed sum.
    pub fn last_sum(&self) -> u64 {
        self.list.last().map_or(0, |t| order(t).0)
    }

    /// Whether the sorted triple `t` is listed.
    pub fn contains(&self, t: [u64; 3]) -> bool {
        let Some(t) = narrow(t) else {
            return false;
        };
        self.list.binary_search_by_key(&order(&t), order).is_ok()
    }

    /// The bands of keys of kind `kind` among the first `n` positions: each band's
    /// `(key << 32 | entry)` words, sorted, handed to `f` in increasing key order.
    fn bands<E>(
        &self,
        kind: Key,
        n: usize,
        band: usize,
        mut f: impl FnMut(&[u64]) -> Result<(), E>,
    ) -> Result<(), E> {
        let list = &self.list[..n.min(self.list.len())];
        let top = list
            .par_iter()
            .map(|&t| (0..3).map(|k| kind.of(t, k)).max().unwrap_or(0))
            .max()
            .unwrap_or(0);
        let block = |key: u32| (u64::from(key) * BLOCKS / (u64::from(top) + 1)) as usize;
        let hist = list
            .par_chunks(1 << 16)
            .map(|c| {
                let mut h = vec![0u64; BLOCKS as usize];
                for &t in c {
                    for k in 0..3 {
                        h[block(kind.of(t, k))] += 1;
                    }
                }
                h
            })
            .reduce(
                || vec![0u64; BLOCKS as usize],
                |mut a, b| {
                    a.iter_mut().zip(b).for_each(|(x, y)| *x += y);
                    a
                },
            );
        let mut words: Vec<u64> = Vec::new();
        let mut lo = 0usize;
        while lo < BLOCKS as usize {
            let (mut hi, mut size) = (lo, 0u64);
            while hi < BLOCKS as usize && (hi == lo || size + hist[hi] <= band as u64) {
                size += hist[hi];
                hi += 1;
            }
            words.clear();
            words.reserve(size as usize);
            words.par_extend(list.par_iter().enumerate().flat_map_iter(|(i, &t)| {
                (0..3).filter_map(move |k| {
                    let key = kind.of(t, k);
                    let b = block(key);
                    (lo <= b && b < hi).then_some(u64::from(key) << 32 | (3 * i + k) as u64)
                })
            }));
            words.par_sort_unstable();
            f(&words)?;
            lo = hi;
        }
        Ok(())
    }

    /// Stability on the first `n` positions: no one of them moves to another. Every pair
    /// sharing a key is tried in both directions; an error names the first move found
    /// (the least key, then the least pair, of the first band holding one).
    pub fn stable(&self, n: usize) -> Result<Stability, String> {
        let mut seen = Stability {
            entries: 0,
            pairs: 0,
        };
        for kind in [Key::Value, Key::Diff] {
            self.bands(kind, n, BAND, |words| -> Result<(), String> {
                seen.entries += words.len() as u64;
                // Cut into segments ending between two keys, tested on both cores; each
                // segment's groups of equal key in turn.
                let parts = 4 * rayon::current_num_threads();
                let cut = |x: usize| {
                    let mut x = x.min(words.len());
                    while x > 0 && x < words.len() && words[x] >> 32 == words[x - 1] >> 32 {
                        x += 1;
                    }
                    x
                };
                let ends: Vec<usize> = (0..=parts).map(|p| cut(p * words.len() / parts)).collect();
                let segment = |p: usize| -> Result<u64, String> {
                    let mut pairs = 0u64;
                    let seg = &words[ends[p]..ends[p + 1].max(ends[p])];
                    // The position of an entry; a position holding the key twice (a
                    // repeated value or difference) is one member of its group.
                    let at = |w: u64| (w as u32 / 3) as usize;
                    let repeat = |x: usize| x > 0 && seg[x] >> 32 == seg[x - 1] >> 32 && at(seg[x]) == at(seg[x - 1]);
                    for (x, &w) in seg.iter().enumerate() {
                        if repeat(x) {
                            continue;
                        }
                        let i = at(w);
                        for (y, &v) in seg.iter().enumerate().skip(x + 1).take_while(|&(_, &v)| v >> 32 == w >> 32) {
                            let j = at(v);
                            if i == j || repeat(y) {
                                continue;
                            }
                            pairs += 1;
                            let (p, q) = (wide(self.list[i]), wide(self.list[j]));
                            for (from, to, fi, ti) in [(p, q, i, j), (q, p, j, i)] {
                                if (self.rule)(from, to) {
                                    return Err(format!(
                                        "listed position {fi} {from:?} moves to listed position {ti} {to:?}"
                                    ));
                                }
                            }
                        }
                    }
                    Ok(pairs)
                };
                let counts: Vec<Result<u64, String>> =
                    (0..parts).into_par_iter().map(segment).collect();
                for c in counts {
                    seen.pairs += c?;
                }
                Ok(())
            })?;
        }
        Ok(seen)
    }

    fn lookups(&self) -> &[Lookup; 2] {
        self.lookups.get_or_init(|| {
            [Key::Value, Key::Diff].map(|kind| {
                let mut entries: Vec<u32> = Vec::with_capacity(3 * self.list.len());
                let mut top = 0u32;
                self.bands::<()>(kind, self.list.len(), BAND, |words| {
                    entries.extend(words.iter().map(|&w| w as u32));
                    if let Some(&w) = words.last() {
                        top = (w >> 32) as u32;
                    }
                    Ok(())
                })
                .expect("collecting cannot fail");
                // About one block per position.
                let blocks = (self.list.len() as u64).max(1);
                let mut shift = 0;
                while (u64::from(top) >> shift) + 1 > blocks {
                    shift += 1;
                }
                let mut dir = vec![0u32; ((u64::from(top) >> shift) + 2) as usize];
                let mut b = 0usize;
                for (x, &e) in entries.iter().enumerate() {
                    let key = self.key_of(kind, e);
                    while b <= (key >> shift) as usize {
                        dir[b] = x as u32;
                        b += 1;
                    }
                }
                while b < dir.len() {
                    dir[b] = entries.len() as u32;
                    b += 1;
                }
                Lookup {
                    entries,
                    dir,
                    shift,
                }
            })
        })
    }

    fn key_of(&self, kind: Key, e: u32) -> u32 {
        kind.of(self.list[(e / 3) as usize], (e % 3) as usize)
    }

    /// Whether `t` moves into the list: the rule on every listed position sharing a value
    /// or an absolute difference with `t`.
    pub fn moves_into(&self, t: [u64; 3]) -> bool {
        let lookups = self.lookups();
        keys(t).iter().any(|&(kind, key)| {
            let Ok(key) = u32::try_from(key) else {
                return false;
            };
            let l = &lookups[usize::from(kind == Key::Diff)];
            let b = (key >> l.shift) as usize;
            if b + 1 >= l.dir.len() {
                return false;
            }
            let block = &l.entries[l.dir[b] as usize..l.dir[b + 1] as usize];
            let start = block.partition_point(|&e| self.key_of(kind, e) < key);
            block[start..]
                .iter()
                .take_while(|&&e| self.key_of(kind, e) == key)
                .any(|&e| (self.rule)(t, wide(self.list[(e / 3) as usize])))
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
                if let Some([a, b, c]) = self.list().get(k * m) {
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
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy rule for the frame alone: `p` moves to `q` iff they share the key and `q`
    /// has the smaller sum (so every pair sharing a key is a move one way).
    fn shares(p: [u64; 3], q: [u64; 3]) -> bool {
        let k = keys(q).map(|(kind, key)| (kind, key));
        keys(p).iter().any(|x| k.contains(x)) && q.iter().sum::<u64>() < p.iter().sum::<u64>()
    }

    #[test]
    fn refuses_unsorted_out_of_order_and_wide_lists() {
        let never = |_: [u64; 3], _: [u64; 3]| false;
        assert!(
            Triples::new([[2, 1, 3]], never)
                .unwrap_err()
                .contains("sorted")
        );
        let e = Triples::new([[1, 2, 3], [0, 0, 1]], never).unwrap_err();
        assert!(e.contains("order of sum"), "{e}");
        let e = Triples::new([[0, 1, 2], [0, 1, 2]], never).unwrap_err();
        assert!(e.contains("order of sum"), "{e}");
        let e = Triples::new([[0, 0, 1 << 32]], never).unwrap_err();
        assert!(e.contains("too large"), "{e}");
    }

    #[test]
    fn every_pair_sharing_a_key_is_tried_and_lookups_find_them() {
        // Values 0..20 spaced so that few share keys; the toy rule fires on any shared
        // key, so stability fails exactly when two positions share one.
        let apart = [[0, 1, 3], [4, 9, 16], [20, 30, 47]];
        let t = Triples::new(apart, shares).unwrap();
        let s = t.stable(3).unwrap();
        assert_eq!(s.entries, 18);
        assert!(t.moves_into([3, 100, 200])); // value 3 shared with (0, 1, 3)
        assert!(t.moves_into([100, 117, 300])); // difference 17 = 47 - 30
        assert!(!t.moves_into([100, 104, 1000]));
        // (4, 30, 47) shares the value 4 with (4, 9, 16), and the difference 17 with
        // nothing listed before it.
        let close = [[0, 1, 3], [4, 9, 16], [4, 30, 47]];
        let t = Triples::new(close, shares).unwrap();
        let e = t.stable(3).unwrap_err();
        assert!(
            e.contains("listed position 2 [4, 30, 47] moves to listed position 1"),
            "{e}"
        );
        // The first two alone are stable.
        assert!(t.stable(2).is_ok());
    }

    #[test]
    fn bands_split_between_keys() {
        // Many positions: the bands must cover every entry exactly once, whatever their
        // number.
        let list: Vec<[u64; 3]> = (0..5000u64).map(|i| [i, 2 * i + 1, 4 * i + 7]).collect();
        let list: Vec<[u64; 3]> = {
            let mut l = list;
            l.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
            l
        };
        let t = Triples::new(list, |_, _| false).unwrap();
        for kind in [Key::Value, Key::Diff] {
            let mut seen = 0;
            let mut last = 0u64;
            t.bands::<()>(kind, 5000, 1000, |w| {
                assert!(w.first().is_none_or(|&x| x >> 32 >= last));
                last = w.last().map_or(last, |&x| (x >> 32) + 1);
                seen += w.len();
                Ok(())
            })
            .unwrap();
            assert_eq!(seen, 15000);
        }
    }
}
