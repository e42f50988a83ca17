//! Growing bit sets whose bits are only ever set, and the search for the first position
//! where two of them, one shifted, are both clear: the "count >= t" sets of the W^k
//! generator ([`super::columns`]) and its candidate search.
//!
//! A set keeps, over its 64-bit words, a union-find forest that links every word that is
//! all ones to a later word. A word that is full stays full (bits are never cleared), so
//! links are only ever added, and "the first clear bit at or after `i`" costs one word
//! test plus an amortised near-constant walk (path halving) however long the run of full
//! words is. Cost: 64 + 32 bits per 64 indices.

/// A bit set over `0..` (bits past the end are clear) that only grows.
#[derive(Debug, Clone, Default)]
pub struct BitRun {
    bits: Vec<u64>,
    // next[w] == w iff word w is not all ones; otherwise a later word, a link of the
    // union-find (words past the end of `next` are not full).
    next: Vec<u32>,
}

impl BitRun {
    /// Set bit `i`.
    pub fn set(&mut self, i: u64) {
        let w = (i >> 6) as usize;
        if w >= self.bits.len() {
            self.bits.resize(w + 1, 0);
        }
        self.bits[w] |= 1u64 << (i & 63);
        if self.bits[w] == u64::MAX {
            if w >= self.next.len() {
                let len = self.next.len() as u32;
                self.next.extend(len..=w as u32);
            }
            self.next[w] = w as u32 + 1;
        }
    }

    /// The first word `>= w` that is not all ones (with path halving).
    fn open_word(&mut self, mut w: usize) -> usize {
        let next = &mut self.next;
        while w < next.len() && next[w] as usize != w {
            let up = next[w] as usize;
            let upup = next.get(up).copied().unwrap_or(up as u32);
            next[w] = upup;
            w = upup as usize;
        }
        w
    }

    /// The least clear bit `>= from`.
    pub fn first_zero(&mut self, from: u64) -> u64 {
        let w = (from >> 6) as usize;
        let first = self.bits.get(w).copied().unwrap_or(0) | ((1u64 << (from & 63)) - 1);
        if first != u64::MAX {
            return ((w as u64) << 6) + u64::from((!first).trailing_zeros());
        }
        let w = self.open_word(w + 1);
        let word = self.bits.get(w).copied().unwrap_or(0);
        ((w as u64) << 6) + u64::from((!word).trailing_zeros())
    }

    /// Bits `start..start + 64` as a word (bit 0 is `start`), any alignment.
    pub fn word_at(&self, start: u64) -> u64 {
        let (w, s) = ((start >> 6) as usize, start & 63);
        let lo = self.bits.get(w).copied().unwrap_or(0) >> s;
        let hi = if s == 0 {
            0
        } else {
            self.bits.get(w + 1).copied().unwrap_or(0) << (64 - s)
        };
        lo | hi
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.bits.capacity() * 8 + self.next.capacity() * 4
    }
}

/// Words tested directly per scan between two leapfrogs of [`meet`].
const SCAN_WORDS: usize = 64;

/// The least `j` in `from..end` with bit `j` of `a` and bit `j - shift` of `b` both clear
/// (`from >= shift`): `Ok(None)` if there is none. Leapfrogs (the first clear bit of `a`,
/// then of `b` from there), tests 64 positions at once, and where both sets have clear
/// bits but never together scans up to `SCAN_WORDS` words directly. After `budget`
/// scanned words it gives up with `Err(stop)`: every `j < stop` was tested.
pub fn meet(
    a: &mut BitRun,
    b: &mut BitRun,
    shift: u64,
    from: u64,
    end: u64,
    budget: u64,
) -> Result<Option<u64>, u64> {
    debug_assert!(from >= shift);
    let mut j = from;
    let mut spent = 0u64;
    loop {
        j = a.first_zero(j);
        if j >= end {
            return Ok(None);
        }
        j = shift + b.first_zero(j - shift);
        if j >= end {
            return Ok(None);
        }
        let cand = !a.word_at(j) & !b.word_at(j - shift);
        if cand != 0 {
            let found = j + u64::from(cand.trailing_zeros());
            return Ok((found < end).then_some(found));
        }
        let j0 = (j + 64) & !63;
        match scan(a, b, shift, j0, end) {
            Ok(found) => return Ok((found < end).then_some(found)),
            Err(stop) => {
                spent += ((stop - j0) >> 6) + 1;
                j = stop;
            }
        }
        if spent >= budget {
            return Err(j);
        }
    }
}

/// Word by word from `j0` (a multiple of 64), up to [`SCAN_WORDS`] words, not past the
/// sets' ends or `end`: `Ok(j)` for the least `j` clear in both, else `Err` with where the
/// scan stopped (every position below it was tested).
fn scan(a: &BitRun, b: &BitRun, shift: u64, j0: u64, end: u64) -> Result<u64, u64> {
    let d0 = j0 - shift;
    let (aw, bw, sh) = ((j0 >> 6) as usize, (d0 >> 6) as usize, d0 & 63);
    let words = SCAN_WORDS
        .min(a.bits.len().saturating_sub(aw))
        .min(b.bits.len().saturating_sub(bw + 1))
        .min((end.saturating_sub(j0) >> 6) as usize + 1);
    if words == 0 {
        return Err(j0);
    }
    let (a, b) = (&a.bits[aw..aw + words], &b.bits[bw..bw + words + 1]);
    for (i, &r) in a.iter().enumerate() {
        let d = ((u128::from(b[i + 1]) << 64 | u128::from(b[i])) >> sh) as u64;
        let cand = !(r | d);
        if cand != 0 {
            return Ok(j0 + ((i as u64) << 6) + u64::from(cand.trailing_zeros()));
        }
    }
    Err(j0 + ((words as u64) << 6))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic pseudo-random bit pattern with long full runs.
    fn pattern(n: u64, seed: u64) -> (BitRun, Vec<bool>) {
        let (mut r, mut v) = (BitRun::default(), vec![false; n as usize]);
        let mut z = seed;
        for i in 0..n {
            z = z
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            // Dense in the middle third (some full words, and a run of 78 full words in the
            // middle), sparse elsewhere.
            let dense = (n / 3..2 * n / 3).contains(&i);
            let full = (n / 2..n / 2 + 5_000).contains(&i);
            if full || (dense && z >> 60 != 0) || (z >> 62 == 0) || (dense && i % 200 < 150) {
                r.set(i);
                v[i as usize] = true;
            }
        }
        (r, v)
    }

    #[test]
    fn first_zero_and_word_at_agree_with_a_plain_vector() {
        let (mut r, v) = pattern(20_000, 7);
        for from in (0..20_100u64).step_by(37) {
            let want = (from..).find(|&i| !v.get(i as usize).copied().unwrap_or(false));
            assert_eq!(Some(r.first_zero(from)), want, "from {from}");
            let word = r.word_at(from);
            for b in 0..64 {
                let bit = v.get((from + b) as usize).copied().unwrap_or(false);
                assert_eq!(word >> b & 1 == 1, bit);
            }
        }
        assert!(r.bytes() >= 20_000 / 8);
    }

    #[test]
    fn scan_runs_word_by_word_to_its_bound() {
        // Complementary sets (a holds the even positions, b the odd ones) never clear
        // together, except at 3001, which b leaves clear.
        let (mut a, mut b) = (BitRun::default(), BitRun::default());
        for j in 0..8192u64 {
            if j % 2 == 0 {
                a.set(j);
            } else if j != 3001 {
                b.set(j);
            }
        }
        assert_eq!(scan(&a, &b, 0, 64, u64::MAX), Ok(3001));
        // Bounded by `end`: words up to the one holding `end`, then it stops.
        assert_eq!(scan(&a, &b, 0, 64, 64 + 640), Err(64 + 11 * 64));
        // And by SCAN_WORDS.
        assert_eq!(scan(&a, &b, 0, 3072, u64::MAX), Err(3072 + 64 * 64));
    }

    #[test]
    fn meet_agrees_with_a_plain_search_under_every_budget() {
        let (mut a, va) = pattern(30_000, 1);
        let (mut b, vb) = pattern(30_000, 2);
        let clear = |v: &[bool], i: u64| !v.get(i as usize).copied().unwrap_or(false);
        for shift in [0u64, 1, 63, 64, 65, 1000, 9_999] {
            for from in [shift, shift + 5, shift + 10_000, shift + 20_000] {
                for end in [from + 100, from + 5_000, u64::MAX] {
                    let want = (from..end.min(from + 200_000))
                        .find(|&j| clear(&va, j) && clear(&vb, j - shift));
                    for budget in [0u64, 1, 3, u64::MAX] {
                        match meet(&mut a, &mut b, shift, from, end, budget) {
                            Ok(got) => assert_eq!(got, want, "{shift} {from} {end} {budget}"),
                            Err(stop) => {
                                assert!(budget < u64::MAX && stop > from);
                                assert!(want.is_none_or(|w| w >= stop), "{shift} {from}");
                            }
                        }
                    }
                }
            }
        }
    }
}
