//! A sliding bit set: the set of integers `>= base` that are members, stored as 64-bit
//! words; every integer below `base` counts as a member.
//!
//! Used by the streaming generators whose state is "a mex and the members above it"
//! (Akiyama's `W_n`, `Z_n`; row and diagonal flags of column algorithms). Memory is
//! proportional to the span between the mex and the largest member, not to the number of
//! members ever inserted: words below the mex are dropped as the mex advances.

use std::collections::VecDeque;

/// A set of non-negative integers whose every element below `base` is a member.
#[derive(Debug, Clone, Default)]
pub struct SlidingSet {
    base: u64,
    words: VecDeque<u64>,
}

impl SlidingSet {
    /// The empty set (only `0..0` below the base, i.e. nothing).
    pub fn new() -> Self {
        Self::default()
    }

    /// Insert `v`; values below the base are members already.
    pub fn insert(&mut self, v: u64) {
        if v < self.base {
            return;
        }
        let off = v - self.base;
        let idx = (off >> 6) as usize;
        if idx >= self.words.len() {
            self.words.resize(idx + 1, 0);
        }
        self.words[idx] |= 1u64 << (off & 63);
    }

    /// Insert every value of `[lo, hi)`, a word at a time.
    pub fn insert_range(&mut self, lo: u64, hi: u64) {
        let lo = lo.max(self.base);
        if lo >= hi {
            return;
        }
        let (a, b) = (lo - self.base, hi - self.base);
        let last = ((b - 1) >> 6) as usize;
        if last >= self.words.len() {
            self.words.resize(last + 1, 0);
        }
        let (wa, wb) = ((a >> 6) as usize, last);
        for w in wa..=wb {
            let from = if w == wa { a & 63 } else { 0 };
            let to = if w == wb { ((b - 1) & 63) + 1 } else { 64 };
            let mask = if to - from == 64 {
                !0
            } else {
                ((1u64 << (to - from)) - 1) << from
            };
            self.words[w] |= mask;
        }
    }

    /// Whether `v` is a member.
    pub fn contains(&self, v: u64) -> bool {
        if v < self.base {
            return true;
        }
        let off = v - self.base;
        self.words
            .get((off >> 6) as usize)
            .is_some_and(|w| w >> (off & 63) & 1 == 1)
    }

    /// The smallest non-member `>= from`, after which every word wholly below it is
    /// dropped. Callers use it with `from` = the current mex, so that everything below the
    /// returned value is a member (the invariant of the set).
    pub fn advance_mex(&mut self, from: u64) -> u64 {
        let from = from.max(self.base);
        let mut idx = ((from - self.base) >> 6) as usize;
        let mut mask = !0u64 << ((from - self.base) & 63);
        let mex = loop {
            match self.words.get(idx) {
                None => break self.base + (idx as u64) * 64,
                Some(&w) => {
                    let free = !w & mask;
                    if free != 0 {
                        break self.base + (idx as u64) * 64 + u64::from(free.trailing_zeros());
                    }
                }
            }
            idx += 1;
            mask = !0;
        };
        let drop = (((mex - self.base) >> 6) as usize).min(self.words.len());
        self.words.drain(..drop);
        self.base += (drop as u64) * 64;
        mex
    }

    /// The smallest non-member `>= from`, without dropping anything.
    pub fn next_absent(&self, from: u64) -> u64 {
        let from = from.max(self.base);
        let mut idx = ((from - self.base) >> 6) as usize;
        let mut mask = !0u64 << ((from - self.base) & 63);
        loop {
            match self.words.get(idx) {
                None => return (self.base + (idx as u64) * 64).max(from),
                Some(&w) => {
                    let free = !w & mask;
                    if free != 0 {
                        return self.base + (idx as u64) * 64 + u64::from(free.trailing_zeros());
                    }
                }
            }
            idx += 1;
            mask = !0;
        }
    }

    /// The largest member, or `None` if no member lies at or above the base.
    pub fn max(&self) -> Option<u64> {
        self.words
            .iter()
            .rposition(|&w| w != 0)
            .map(|i| self.base + (i as u64) * 64 + 63 - u64::from(self.words[i].leading_zeros()))
    }

    /// The members in `[lo, hi)` (every value below the base counts as a member).
    pub fn members_in(&self, lo: u64, hi: u64) -> Vec<u64> {
        (lo..hi).filter(|&v| self.contains(v)).collect()
    }

    /// Append the state (base, word count, words; little-endian) to `out`.
    pub fn write_state(&self, out: &mut Vec<u8>) {
        out.extend(self.base.to_le_bytes());
        out.extend((self.words.len() as u64).to_le_bytes());
        for w in &self.words {
            out.extend(w.to_le_bytes());
        }
    }

    /// Read a state written by [`SlidingSet::write_state`] from `bytes` at `*pos`.
    pub fn read_state(bytes: &[u8], pos: &mut usize) -> Option<Self> {
        let mut next = || {
            let v = u64::from_le_bytes(bytes.get(*pos..*pos + 8)?.try_into().ok()?);
            *pos += 8;
            Some(v)
        };
        let base = next()?;
        let len = next()? as usize;
        let mut words = VecDeque::with_capacity(len);
        for _ in 0..len {
            words.push_back(next()?);
        }
        Some(SlidingSet { base, words })
    }

    /// Bytes of word storage in use (the window), for memory reports.
    pub fn window_bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn behaves_like_a_set_with_a_mex() {
        let mut s = SlidingSet::new();
        let mut model = BTreeSet::new();
        let mut mex = 0;
        let mut x: u64 = 12345;
        for _ in 0..20_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let v = mex + (x >> 33) % 300;
            s.insert(v);
            model.insert(v);
            while model.contains(&mex) {
                mex += 1;
            }
            assert_eq!(s.next_absent(mex), mex);
            let probe = mex + (x >> 40) % 200;
            let want = (probe..).find(|v| !model.contains(v)).unwrap();
            assert_eq!(s.next_absent(probe), want, "next_absent({probe})");
            assert_eq!(s.advance_mex(s.base), mex);
            for probe in mex..mex + 300 {
                assert_eq!(s.contains(probe), model.contains(&probe), "probe {probe}");
            }
            assert_eq!(
                s.max(),
                model.iter().next_back().copied().filter(|&m| m >= s.base)
            );
        }
    }
}
