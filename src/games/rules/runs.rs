//! Bit sets over all integers whose bits are only ever set, with "the first clear bit at
//! or after `i`" in near-constant time however long the run of set bits, and the search
//! for the first position where several of them, each shifted, are all clear ([`meet`]):
//! the per-line "at least `j` P-positions" sets of the rules engine ([`super::columns`])
//! and its candidate search.
//!
//! Route. Over the 64-bit words a union-find forest links every word that is all ones to
//! a later word (a distance, so that growing the set to the left moves nothing). A full
//! word stays full, so links are only ever added; a search walks them with path halving.
//! The set grows both ways (the diagonal lines of a column lie below 0).
//!
//! Cost: 64 + 32 bits per 64 indices (capacity up to twice); [`Runs::first_zero`] one word test plus an
//! amortised near-constant walk; [`meet`] per round one `first_zero` and one word per set,
//! 64 positions tested at once.
//!
//! Twin: a plain `Vec<bool>` in this file's tests (every operation, random patterns with
//! long full runs, negative indices).

use std::cell::Cell;

/// A bit set over all integers that only grows.
#[derive(Debug, Clone, Default)]
pub struct Runs {
    /// The word index of `w[0]`.
    lo: i64,
    w: Vec<u64>,
    /// `up[i] == 0` iff word `i` is not all ones; else the distance to a later word (a
    /// link of the union-find; words past the end are not full).
    up: Vec<Cell<u32>>,
}

impl Runs {
    /// Bit `i`.
    pub fn get(&self, i: i64) -> bool {
        let wi = i.div_euclid(64) - self.lo;
        if wi < 0 || wi as usize >= self.w.len() {
            return false;
        }
        self.w[wi as usize] >> i.rem_euclid(64) & 1 == 1
    }

    /// Set bit `i`.
    pub fn set(&mut self, i: i64) {
        let wi = i.div_euclid(64);
        if self.w.is_empty() {
            self.lo = wi;
            self.w.push(0);
            self.up.push(Cell::new(0));
        }
        if wi < self.lo {
            let more = ((self.lo - wi) as usize).max(self.w.len());
            let mut w = vec![0u64; more];
            w.extend_from_slice(&self.w);
            self.w = w;
            let mut up = vec![Cell::new(0u32); more];
            up.append(&mut self.up);
            self.up = up;
            self.lo -= more as i64;
        }
        let at = (wi - self.lo) as usize;
        if at >= self.w.len() {
            let n = (at + 1).max(2 * self.w.len());
            self.w.resize(n, 0);
            self.up.resize(n, Cell::new(0));
        }
        self.w[at] |= 1 << i.rem_euclid(64);
        if self.w[at] == u64::MAX {
            self.up[at].set(1);
        }
    }

    /// The first word at or after position `at` (of `w`) that is not all ones: `w.len()`
    /// when every word from `at` on is full. Path halving on the way.
    fn open_word(&self, mut at: usize) -> usize {
        let (up, n) = (&self.up, self.up.len());
        while at < n && up[at].get() != 0 {
            let p = at + up[at].get() as usize;
            if p < n && up[p].get() != 0 {
                let g = p + up[p].get() as usize;
                up[at].set((g - at) as u32);
                at = g;
            } else {
                at = p;
            }
        }
        at
    }

    /// The least index `>= i` whose bit is clear.
    pub fn first_zero(&self, i: i64) -> i64 {
        let wi = i.div_euclid(64) - self.lo;
        if wi < 0 || wi as usize >= self.w.len() {
            return i;
        }
        let first = self.w[wi as usize] | ((1u64 << i.rem_euclid(64)) - 1);
        if first != u64::MAX {
            return i - i.rem_euclid(64) + i64::from((!first).trailing_zeros());
        }
        let at = self.open_word(wi as usize + 1);
        let word = self.w.get(at).copied().unwrap_or(0);
        (at as i64 + self.lo) * 64 + i64::from((!word).trailing_zeros())
    }

    /// The 64 bits `start .. start + 64` (bit `b` of the result is bit `start + b`).
    pub fn word(&self, start: i64) -> u64 {
        let (wi, sh) = (start.div_euclid(64) - self.lo, start.rem_euclid(64) as u32);
        let at = |k: i64| {
            if k < 0 || k as usize >= self.w.len() {
                0
            } else {
                self.w[k as usize]
            }
        };
        if sh == 0 {
            at(wi)
        } else {
            (at(wi) >> sh) | (at(wi + 1) << (64 - sh))
        }
    }
}

/// The least `y` in `from..end` such that every set `s` with offset `o` has bit `y - o`
/// clear (`None` if there is none; with no set, `from` itself). Leapfrog: each set moves
/// `y` to its next clear bit until none moves it; where the sets have clear bits but not
/// together, the 64 positions from `y` are tested at once and the search goes on past them.
pub fn meet(sets: &[(&Runs, i64)], from: i64, end: i64) -> Option<i64> {
    if from >= end {
        return None;
    }
    let mut y = from;
    loop {
        let mut stable = false;
        for _ in 0..2 {
            stable = true;
            for &(s, o) in sets {
                let z = s.first_zero(y - o) + o;
                if z > y {
                    y = z;
                    stable = false;
                }
                if y >= end {
                    return None;
                }
            }
            if stable {
                break;
            }
        }
        if stable {
            return Some(y);
        }
        let clear = sets
            .iter()
            .fold(u64::MAX, |acc, &(s, o)| acc & !s.word(y - o));
        if clear != 0 {
            let found = y + i64::from(clear.trailing_zeros());
            return (found < end).then_some(found);
        }
        y += 64;
        if y >= end {
            return None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic pseudo-random pattern on `lo..hi` with long full runs, dense and
    /// sparse stretches, as a set and as a plain vector (index `i - lo`).
    fn pattern(lo: i64, hi: i64, seed: u64) -> (Runs, Vec<bool>) {
        let (mut r, mut v) = (Runs::default(), vec![false; (hi - lo) as usize]);
        let mut z = seed;
        let n = hi - lo;
        // Set in a scrambled order: the set grows both ways, words fill out of order.
        let mut order: Vec<i64> = (lo..hi).collect();
        for i in (1..order.len()).rev() {
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            order.swap(i, (z >> 33) as usize % (i + 1));
        }
        for i in order {
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let t = i - lo;
            let dense = (n / 3..2 * n / 3).contains(&t);
            let full = (n / 2..n / 2 + 3_000).contains(&t) || (n / 8..n / 8 + 700).contains(&t);
            if full || (dense && z >> 60 != 0) || (z >> 62 == 0) || (dense && t % 200 < 150) {
                r.set(i);
                v[t as usize] = true;
            }
        }
        (r, v)
    }

    #[test]
    fn every_operation_agrees_with_a_plain_vector() {
        let (lo, hi) = (-9_000i64, 11_000i64);
        let (r, v) = pattern(lo, hi, 7);
        let bit = |i: i64| (lo..hi).contains(&i) && v[(i - lo) as usize];
        for i in (lo - 300..hi + 300).step_by(7) {
            assert_eq!(r.get(i), bit(i), "get {i}");
            let want = (i..).find(|&j| !bit(j)).unwrap();
            assert_eq!(r.first_zero(i), want, "first_zero {i}");
            let word = r.word(i);
            for b in 0..64 {
                assert_eq!(word >> b & 1 == 1, bit(i + b), "word {i} bit {b}");
            }
        }
    }

    #[test]
    fn a_set_grown_to_the_left_keeps_its_runs() {
        let mut r = Runs::default();
        for i in 0..6400 {
            r.set(i);
        }
        assert_eq!(r.first_zero(0), 6400);
        for i in -6400..-64 {
            r.set(i);
        }
        assert_eq!(r.first_zero(-6400), -64);
        assert_eq!(r.first_zero(-64), -64);
        assert_eq!(r.first_zero(-7000), -7000);
        for i in -64..0 {
            r.set(i);
        }
        assert_eq!(r.first_zero(-6400), 6400);
        assert_eq!(r.first_zero(5), 6400);
    }

    #[test]
    fn a_search_repeated_and_a_run_to_the_end() {
        // Words 0, 1, 2 full, 3 clear: the first search links word 1 past word 2 (path
        // halving); the same search again must follow that link to word 3, not past it.
        let mut r = Runs::default();
        for i in 0..192 {
            r.set(i);
        }
        for _ in 0..3 {
            assert_eq!(r.first_zero(0), 192);
            assert_eq!(r.first_zero(70), 192);
        }
        // A set whose every word is full: the run ends at the end of the words.
        let mut r = Runs::default();
        for i in 0..128 {
            r.set(i);
        }
        assert_eq!(r.first_zero(0), 128);
        assert_eq!(r.first_zero(0), 128);
        // The lowest word holds bits (no padding below it).
        let mut r = Runs::default();
        r.set(5);
        assert_eq!((r.word(0), r.word(3), r.word(-2)), (1 << 5, 1 << 2, 1 << 7));
    }

    #[test]
    fn meet_agrees_with_a_plain_search() {
        let (a, va) = pattern(-5_000, 25_000, 1);
        let (b, vb) = pattern(0, 30_000, 2);
        let (c, vc) = pattern(-20_000, 10_000, 3);
        let clear = |v: &[bool], lo: i64, i: i64| {
            !(i >= lo && ((i - lo) as usize) < v.len() && v[(i - lo) as usize])
        };
        for (oa, ob, oc) in [
            (0i64, 0i64, 0i64),
            (1, -1, 5),
            (63, 64, -65),
            (-1000, 9_999, 3),
        ] {
            for from in [-6_000i64, 0, 5, 10_000, 20_000] {
                for end in [from + 100, from + 5_000, from + 60_000] {
                    let two =
                        (from..end).find(|&y| clear(&va, -5_000, y - oa) && clear(&vb, 0, y - ob));
                    assert_eq!(
                        meet(&[(&a, oa), (&b, ob)], from, end),
                        two,
                        "{oa} {ob} {from}"
                    );
                    let three = (from..end).find(|&y| {
                        clear(&va, -5_000, y - oa)
                            && clear(&vb, 0, y - ob)
                            && clear(&vc, -20_000, y - oc)
                    });
                    let sets = [(&a, oa), (&b, ob), (&c, oc)];
                    assert_eq!(meet(&sets, from, end), three, "{oa} {ob} {oc} {from}");
                    let one = (from..end).find(|&y| clear(&va, -5_000, y - oa));
                    assert_eq!(meet(&[(&a, oa)], from, end), one);
                }
                assert_eq!(meet(&[], from, from + 1), Some(from));
                assert_eq!(meet(&[], from, from), None);
            }
        }
    }
}
