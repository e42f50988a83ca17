//! Akiyama's v(n) (the simplified algorithm after Theorem 3, Section 4), the fast engine
//! of `positions akiyama`: the same recurrence as [`super::Simplified`], written as a
//! tight loop over two ring buffers of bits.
//!
//! `W` (values used) and `Z` (differences used) are rings of `2^j` 64-bit words: value `v`
//! lives in word `(v / 64) mod 2^j`. Every member lies in `[mex, mex + capacity)`, so no
//! two live values share a word; when the mex leaves a word the word is zeroed for reuse,
//! and a ring doubles (copying its live words) before a value would wrap onto the mex.
//! No step allocates, the choice of kappa is branch-free, and the sums cannot overflow
//! (the generator refuses to go past v3 = 2^62).
//!
//! Memory: the next power of two above the spans, `3.4 n` bits for `W` and `1.7 n` for
//! `Z`: 768 MB at n = 10^9 (a doubling holds the old ring beside the new one for a moment).
//! Twin: [`super::Simplified`] (compared in tests and in `positions` tests), itself
//! compared with Construction 1 (K = 3) inside the verdicts.

/// A ring of bits: see the module doc.
#[derive(Debug, Clone)]
struct Ring {
    words: Vec<u64>,
    mask: usize,
}

impl Ring {
    fn new(log2_words: u32) -> Self {
        Ring {
            words: vec![0; 1 << log2_words],
            mask: (1 << log2_words) - 1,
        }
    }

    #[inline(always)]
    fn get(&self, v: u64) -> bool {
        self.words[(v >> 6) as usize & self.mask] >> (v & 63) & 1 == 1
    }

    #[inline(always)]
    fn set(&mut self, v: u64) {
        self.words[(v >> 6) as usize & self.mask] |= 1 << (v & 63);
    }

    /// Values `[low, low + room)` fit without wrapping onto the word of `low`.
    #[inline(always)]
    fn room(&self) -> u64 {
        ((self.words.len() as u64) - 1) << 6
    }

    /// Double the ring, keeping the live words from `low`'s to `high`'s (`high` the largest
    /// member, so that no wrapped word is copied).
    #[cold]
    #[inline(never)]
    fn grow(&mut self, low: u64, high: u64) {
        let mut r = Ring::new(self.words.len().trailing_zeros() + 1);
        for w in (low >> 6)..=(high.max(low) >> 6) {
            r.words[w as usize & r.mask] = self.words[w as usize & self.mask];
        }
        *self = r;
    }

    /// Insert `m` (the mex) and return the new mex, as `set(m)` then `advance(m)`.
    #[inline(always)]
    fn set_and_advance(&mut self, m: u64) -> u64 {
        let i = (m >> 6) as usize & self.mask;
        let word = self.words[i] | 1 << (m & 63);
        self.words[i] = word;
        let free = !word & (!0u64 << (m & 63));
        if free != 0 {
            (m & !63) + u64::from(free.trailing_zeros())
        } else {
            self.words[i] = 0;
            self.advance((m | 63) + 1)
        }
    }

    /// The least non-member `>= m` (every value below `m` is a member); each word passed
    /// is zeroed for reuse.
    #[inline(always)]
    fn advance(&mut self, mut m: u64) -> u64 {
        loop {
            let i = (m >> 6) as usize & self.mask;
            let free = !self.words[i] & (!0u64 << (m & 63));
            if free != 0 {
                return (m & !63) + u64::from(free.trailing_zeros());
            }
            self.words[i] = 0;
            m = (m | 63) + 1;
        }
    }
}

/// The largest `v3` the generator produces (the sums stay far below `u64::MAX`).
const LIMIT: u64 = 1 << 62;

/// The stream `v(0) = (0,0,0), v(1), v(2), ...`.
#[derive(Debug, Clone)]
pub struct VRing {
    w: Ring,
    z: Ring,
    m: u64,
    d: u64,
    top_w: u64,
    top_z: u64,
    started: bool,
}

impl Default for VRing {
    fn default() -> Self {
        Self::new()
    }
}

impl VRing {
    /// A generator at `n = 0`.
    pub fn new() -> Self {
        VRing {
            w: Ring::new(4),
            z: Ring::new(4),
            m: 1,
            d: 1,
            top_w: 0,
            top_z: 0,
            started: false,
        }
    }

    /// Bytes held by the two rings.
    pub fn ring_bytes(&self) -> usize {
        (self.w.words.len() + self.z.words.len()) * 8
    }
}

impl VRing {
    /// The next `count` positions, each passed to `f` (the iterator's steps with the state in
    /// local variables: the fast path of `positions akiyama`). Stops early, returning
    /// false, if `f` returns false or the values would pass 2^62.
    pub fn run(&mut self, count: u64, mut f: impl FnMut([u64; 3]) -> bool) -> bool {
        let mut done = 0;
        if !self.started && count > 0 {
            self.started = true;
            done = 1;
            if !f([0, 0, 0]) {
                return false;
            }
        }
        let (mut m, mut d) = (self.m, self.d);
        let (mut top_w, mut top_z) = (self.top_w, self.top_z);
        let mut ok = true;
        while done < count {
            if m + 2 * d + 2 >= LIMIT {
                ok = false;
                break;
            }
            while m + 2 * d + 2 - (m & !63) >= self.w.room() {
                self.w.grow(m, top_w);
            }
            while 2 * d + 2 - (d & !63) >= self.z.room() {
                self.z.grow(d, top_z);
            }
            let md = m + d;
            let k = u64::from(self.w.get(md)) * (1 + u64::from(self.z.get(d + 1)));
            let (v2, dk) = (md + k, d + k);
            let (v3, d2k) = (v2 + d, dk + d);
            top_w = top_w.max(v3);
            top_z = top_z.max(d2k);
            // The far values first; then the mex's own word is read once, the mex's bit set
            // in a register, stored, and searched from that register value (no store-to-load
            // round trip on the step's critical path).
            self.w.set(v2);
            self.w.set(v3);
            self.z.set(dk);
            self.z.set(d2k);
            let v = [m, v2, v3];
            m = self.w.set_and_advance(m);
            d = self.z.set_and_advance(d);
            done += 1;
            if !f(v) {
                ok = false;
                break;
            }
        }
        (self.m, self.d, self.top_w, self.top_z) = (m, d, top_w, top_z);
        ok
    }
}

impl Iterator for VRing {
    type Item = [u64; 3];

    /// One step of [`VRing::run`].
    #[inline]
    fn next(&mut self) -> Option<[u64; 3]> {
        let mut out = None;
        self.run(1, |v| {
            out = Some(v);
            true
        });
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::l1::Simplified;

    #[test]
    fn equals_the_simplified_generator() {
        let n = 300_000;
        assert!(
            VRing::new()
                .take(n)
                .eq(Simplified::new().take(n).map(|s| s.v))
        );
    }

    #[test]
    fn run_equals_the_iterator() {
        let mut a = VRing::new();
        let mut got = Vec::new();
        assert!(a.run(1000, |v| {
            got.push(v);
            true
        }));
        assert!(a.run(500, |v| {
            got.push(v);
            true
        }));
        let mut early = 0;
        assert!(!a.run(10, |_| {
            early += 1;
            early < 3
        }));
        got.extend(a.by_ref().take(100));
        let want: Vec<[u64; 3]> = VRing::new()
            .take(1500)
            .chain(VRing::new().skip(1503).take(100))
            .collect();
        assert_eq!(got, want);
    }

    #[test]
    fn rings_double_and_stay_small() {
        let mut g = VRing::new();
        assert_eq!(g.ring_bytes(), 2 * 16 * 8);
        g.by_ref().take(100_000).for_each(drop);
        // Spans about 3.4 n and 1.7 n bits: 340000 and 170000 bits, rounded up.
        assert!(
            g.ring_bytes() <= (1 << 16) + (1 << 15),
            "{}",
            g.ring_bytes()
        );
        assert!(g.ring_bytes() >= 340_000 / 8, "{}", g.ring_bytes());
    }
}
