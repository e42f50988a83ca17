//! A sliding bit set: the set of integers `>= base` that are members, stored as 64-bit
//! words; every integer below `base` counts as a member.
//!
//! Used by the streaming generators whose state is "a mex and the members above it"
//! (Akiyama's `W_n`, `Z_n`; row and diagonal flags of column algorithms). Memory is
//! proportional to the span between the mex and the largest member, not to the number of
//! members ever inserted: words below the mex are dropped as the mex advances.

/// A set of non-negative integers whose every element below `base` is a member.
///
/// Stored as a `Vec` of words with a dead prefix (`head` words already below the base):
/// dropping words only moves `head`, and the prefix is released once it is an eighth of
/// the vector (amortised: each dropped word is moved at most 8 times), so indexing stays a
/// plain slice access and memory stays within about 1/4 of the live window.
#[derive(Debug, Clone, Default)]
pub struct SlidingSet {
    base: u64,
    head: usize,
    words: Vec<u64>,
}

impl SlidingSet {
    /// The empty set (only `0..0` below the base, i.e. nothing).
    pub fn new() -> Self {
        Self::default()
    }

    /// The live words (from the base on).
    #[inline]
    fn live(&self) -> &[u64] {
        &self.words[self.head..]
    }

    /// Make word `idx` (from the base) exist.
    #[inline(always)]
    fn grow_to(&mut self, idx: usize) {
        let need = self.head + idx + 1;
        if need > self.words.len() {
            self.grow(need);
        }
    }

    /// The slow path of [`Self::grow_to`].
    #[cold]
    #[inline(never)]
    fn grow(&mut self, need: usize) {
        // Grow by an eighth at a time (not by doubling): memory stays within about 1/8 of
        // the live window.
        let extra = need - self.words.len();
        if need > self.words.capacity() {
            self.words.reserve_exact(extra.max(self.words.len() / 8));
        }
        self.words.resize(need, 0);
    }

    /// Insert `v`; values below the base are members already.
    #[inline(always)]
    pub fn insert(&mut self, v: u64) {
        self.insert_new(v);
    }

    /// Insert `v`; whether it was not a member before.
    #[inline(always)]
    pub fn insert_new(&mut self, v: u64) -> bool {
        if v < self.base {
            return false;
        }
        let off = v - self.base;
        let idx = (off >> 6) as usize;
        self.grow_to(idx);
        let w = &mut self.words[self.head + idx];
        let bit = 1u64 << (off & 63);
        let new = *w & bit == 0;
        *w |= bit;
        new
    }

    /// Insert every value of `[lo, hi)`, a word at a time.
    pub fn insert_range(&mut self, lo: u64, hi: u64) {
        let lo = lo.max(self.base);
        if lo >= hi {
            return;
        }
        let (a, b) = (lo - self.base, hi - self.base);
        let last = ((b - 1) >> 6) as usize;
        self.grow_to(last);
        let (wa, wb) = ((a >> 6) as usize, last);
        for w in wa..=wb {
            let from = if w == wa { a & 63 } else { 0 };
            let to = if w == wb { ((b - 1) & 63) + 1 } else { 64 };
            let mask = if to - from == 64 {
                !0
            } else {
                ((1u64 << (to - from)) - 1) << from
            };
            self.words[self.head + w] |= mask;
        }
    }

    /// Whether `v` is a member.
    #[inline(always)]
    pub fn contains(&self, v: u64) -> bool {
        if v < self.base {
            return true;
        }
        let off = v - self.base;
        self.live()
            .get((off >> 6) as usize)
            .is_some_and(|w| w >> (off & 63) & 1 == 1)
    }

    /// The smallest non-member `>= from`, after which every word wholly below it is
    /// dropped. Callers use it with `from` = the current mex, so that everything below the
    /// returned value is a member (the invariant of the set).
    #[inline(always)]
    pub fn advance_mex(&mut self, from: u64) -> u64 {
        let mex = self.next_absent(from);
        let drop = (((mex - self.base) >> 6) as usize).min(self.words.len() - self.head);
        if drop > 0 {
            self.head += drop;
            self.base += (drop as u64) * 64;
            if self.head >= 1024 && self.head * 8 >= self.words.len() {
                self.release();
            }
        }
        mex
    }

    /// Release the dead prefix (amortised: see the type's doc).
    #[cold]
    #[inline(never)]
    fn release(&mut self) {
        self.words.drain(..self.head);
        self.head = 0;
    }

    /// The smallest non-member `>= from`, without dropping anything.
    #[inline(always)]
    pub fn next_absent(&self, from: u64) -> u64 {
        let from = from.max(self.base);
        let live = self.live();
        let mut idx = ((from - self.base) >> 6) as usize;
        let mut mask = !0u64 << ((from - self.base) & 63);
        loop {
            match live.get(idx) {
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

    /// Membership of the 64 values `start..start + 64` as the bits of one word (bit `i` for
    /// `start + i`; values below the base are members).
    #[inline(always)]
    pub fn word_at(&self, start: u64) -> u64 {
        if start < self.base {
            // Rare: the values below the base are members; assemble bit by bit.
            return (0..64).fold(0u64, |w, i| w | u64::from(self.contains(start + i)) << i);
        }
        let off = start - self.base;
        let (w, s) = ((off >> 6) as usize, off & 63);
        let live = self.live();
        let lo = live.get(w).copied().unwrap_or(0) >> s;
        let hi = if s == 0 {
            0
        } else {
            live.get(w + 1).copied().unwrap_or(0) << (64 - s)
        };
        lo | hi
    }

    /// The largest member, or `None` if no member lies at or above the base.
    pub fn max(&self) -> Option<u64> {
        let live = self.live();
        live.iter()
            .rposition(|&w| w != 0)
            .map(|i| self.base + (i as u64) * 64 + 63 - u64::from(live[i].leading_zeros()))
    }

    /// Append the state (base, word count, words; little-endian) to `out`.
    pub fn write_state(&self, out: &mut Vec<u8>) {
        out.extend(self.base.to_le_bytes());
        out.extend((self.live().len() as u64).to_le_bytes());
        for w in self.live() {
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
        // A corrupt length cannot reserve more words than the input could hold.
        let mut words = Vec::with_capacity(len.min(bytes.len() / 8));
        for _ in 0..len {
            words.push(next()?);
        }
        Some(SlidingSet {
            base,
            head: 0,
            words,
        })
    }

    /// Bytes of word storage allocated (the window and any dead prefix not yet released).
    pub fn window_bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_sliding_window_keeps_its_memory_small() {
        // Members stay within 1000 of the mex while the mex moves 10^6: the dead prefix
        // must be released, so the storage stays near the window (16 words), not 10^6/64.
        let mut s = SlidingSet::new();
        let mut mex = 0;
        for i in 0..1_000_000u64 {
            s.insert(i + 1000);
            s.insert(mex);
            mex = s.advance_mex(mex);
        }
        assert!(mex >= 999_000, "{mex}");
        assert!(s.window_bytes() < 64 * 1024, "{} bytes", s.window_bytes());
    }

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
            let start = mex.saturating_sub((x >> 20) % 100);
            let word = s.word_at(start);
            for i in 0..64 {
                let member = start + i < mex || model.contains(&(start + i));
                assert_eq!(word >> i & 1 == 1, member, "word_at({start}) bit {i}");
            }
        }
    }
}
