//! Lower bounds on `z(a, b)` (the least `e >= 1` at which D2 is silent for `(a, b, b + e)`),
//! from facts only: the monotonicity of `z` and the P-positions found so far.
//!
//! * [`ZFloor`]: every P-position `(x, y, x')` of the engine came from a pair `(x, y)` whose
//!   `z(x, y)` is known exactly (its entry layer minus `x + 2y`). `z` is nondecreasing in
//!   both coordinates (module doc of [`super`]), so `z(a, b) >= z(x, y)` whenever `x <= a`
//!   and `y <= b`. Over the positions in order, the prefixes whose running maxima of `x`
//!   and `y` stay within `(a, b)` are valid, and the bound is the largest `z` in the
//!   longest such prefix: found by binary search over blocks of 16 positions (prefix
//!   maxima kept per block: 12 bytes per 16 positions) and a scan inside the next block
//!   (`z` kept per position as `c - y - z`, at least 0 since D2 is silent at `e = c - y`,
//!   at most 8 to n = 3*10^6: 1 byte, a map for the rare ones past 254).
//! * [`Blocked`]: differences that D2 blocks for every pair with `a >= m` and `b - a >= md`
//!   (`m`, `md` the mexes of the used values and differences): `q3 - q2` of every `Q` with
//!   `q1 <= m` and `q2 <= m + md`, `q3 - q1` of every `Q` with `q2 <= m`, and `q2 - q1` of
//!   every `Q` with `q3 <= m` (the three clauses of D2 with `a`, `b` at their least). The
//!   positions are taken in the order found while they qualify (a pointer per clause;
//!   stopping early only weakens the bound), and the bound is the mex of that set.

/// The positions' exact `z` (as `c - b - z`: one byte), and prefix maxima of `(x, y, z)`
/// at the end of each block.
#[derive(Debug, Default, Clone)]
pub struct ZFloor {
    /// Per position `(x, y, c)`: `c - y - z` (`c - y >= z` since `c - y` is where D2 is
    /// silent), or [`FAR`] with the value in `far`. (Measured: at most 8 to n = 3*10^6.)
    slack: Vec<u8>,
    /// The slacks of [`FAR`] or more, by position.
    far: HashMap<u32, u32>,
    /// Per full block of [`BLOCK`] positions: the prefix maxima of `x`, `y`, `z`.
    blocks: Vec<[u32; 3]>,
    /// The running maxima of the positions so far.
    run: [u32; 3],
    /// `start[j][t]`: the first block whose prefix maximum of coordinate `j` (`x`, `y`) is
    /// at least `t << SHIFT` (a coarse table over the nondecreasing maxima: the block
    /// search reads one entry and a few blocks instead of a binary search over all).
    start: [Vec<u32>; 2],
}

/// A slack kept in [`ZFloor`]'s map.
const FAR: u8 = u8::MAX;

/// Values per entry of [`ZFloor`]'s coarse table.
const SHIFT: u32 = 6;

/// Positions per block.
const BLOCK: usize = 16;

use std::collections::HashMap;

impl ZFloor {
    /// Room for `n` positions.
    pub fn with_capacity(n: usize) -> Self {
        ZFloor {
            slack: Vec::with_capacity(n),
            far: HashMap::new(),
            blocks: Vec::with_capacity(n / BLOCK + 1),
            run: [0; 3],
            start: [Vec::new(), Vec::new()],
        }
    }

    /// Record the exact `z` of the next position `p = (x, y, c)`'s pair `(x, y)`; `None`
    /// if `z > c - y` (impossible for a P-position: D2 is silent at `e = c - y`).
    pub fn push(&mut self, p: [u32; 3], z: u32) -> Option<()> {
        let [x, y, c] = p;
        let slack = (c - y).checked_sub(z)?;
        match u8::try_from(slack) {
            Ok(s) if s < FAR => self.slack.push(s),
            _ => {
                self.far.insert(self.slack.len() as u32, slack);
                self.slack.push(FAR);
            }
        }
        self.run = [self.run[0].max(x), self.run[1].max(y), self.run[2].max(z)];
        if self.slack.len().is_multiple_of(BLOCK) {
            let k = self.blocks.len() as u32;
            for (j, start) in self.start.iter_mut().enumerate() {
                // The earlier blocks' maxima are below `start.len() << SHIFT`.
                let last = (self.run[j] >> SHIFT) as usize;
                if start.len() <= last {
                    start.resize(last + 1, k);
                }
            }
            self.blocks.push(self.run);
        }
        Some(())
    }

    /// The exact `z` of position `i` (`pos` as pushed).
    #[inline]
    pub fn z(&self, pos: &[[u32; 3]], i: usize) -> u32 {
        let s = match self.slack[i] {
            FAR => self.far[&(i as u32)],
            s => u32::from(s),
        };
        pos[i][2] - pos[i][1] - s
    }

    /// How many blocks have their prefix maximum of coordinate `j` at most `v`.
    fn count_le(&self, j: usize, v: u64) -> usize {
        let t = (v >> SHIFT) as usize;
        let at = |t: usize| {
            self.start[j]
                .get(t)
                .map_or(self.blocks.len(), |&k| k as usize)
        };
        let (lo, hi) = (at(t), at(t + 1));
        lo + self.blocks[lo..hi].partition_point(|m| u64::from(m[j]) <= v)
    }

    /// A lower bound of `z(a, b)` (1 when nothing is known); `pos` are the positions
    /// pushed, in the same order.
    pub fn at(&self, pos: &[[u32; 3]], a: u64, b: u64) -> u64 {
        self.prefix(pos, a, b).0.max(1)
    }

    /// The longest prefix of positions fitting `(a, b)`: the largest `z` in it (0 when it
    /// is empty) and its length.
    pub fn prefix(&self, pos: &[[u32; 3]], a: u64, b: u64) -> (u64, usize) {
        let fits = |x: u32, y: u32| u64::from(x) <= a && u64::from(y) <= b;
        // Both prefix maxima are nondecreasing: the longest prefix of blocks fitting
        // `(a, b)` is the shorter of the two prefixes fitting each coordinate (the one for
        // `y` is searched only when it is the shorter: when the last block fitting `x`
        // does not fit `y`).
        let kx = self.count_le(0, a);
        let k = match kx {
            0 => 0,
            _ if u64::from(self.blocks[kx - 1][1]) <= b => kx,
            _ => self.count_le(1, b),
        };
        debug_assert_eq!(k, self.blocks.partition_point(|m| fits(m[0], m[1])));
        let (mut best, mut mx, mut my) = match k {
            0 => (0, 0, 0),
            _ => {
                let m = self.blocks[k - 1];
                (m[2], m[0], m[1])
            }
        };
        let end = ((k + 1) * BLOCK).min(self.slack.len());
        let mut i = k * BLOCK;
        while i < end {
            let p = pos[i];
            mx = mx.max(p[0]);
            my = my.max(p[1]);
            if !fits(mx, my) {
                break;
            }
            best = best.max(self.z(pos, i));
            i += 1;
        }
        (u64::from(best), i)
    }

    /// [`Self::prefix`] for `(a, b)` given that the first `done` positions fit it (a
    /// prefix found for a smaller pair, or `0`) and that their largest `z` is accounted
    /// for elsewhere: the largest `z` of the positions it adds (0 if none) and the new
    /// length. From `done = 0`, or past a few blocks, it is the search (whose maximum
    /// covers the whole prefix: larger, still a lower bound of `z(a, b)`).
    pub fn extend(&self, pos: &[[u32; 3]], a: u64, b: u64, done: usize) -> (u64, usize) {
        let fits = |x: u32, y: u32| u64::from(x) <= a && u64::from(y) <= b;
        if done == 0 {
            return self.prefix(pos, a, b);
        }
        let (mut best, mut i, mut blocks) = (0, done, 0);
        while i < self.slack.len() {
            // A whole block at once when its prefix maxima fit.
            if let Some(m) = self.blocks.get(i / BLOCK)
                && i % BLOCK == 0
                && fits(m[0], m[1])
            {
                blocks += 1;
                if blocks > 4 {
                    return self.prefix(pos, a, b);
                }
                best = best.max(m[2]);
                i += BLOCK;
                continue;
            }
            // Every position before `i` fits: the running maxima fit iff this one does.
            let p = pos[i];
            if !fits(p[0], p[1]) {
                break;
            }
            best = best.max(self.z(pos, i));
            i += 1;
        }
        (u64::from(best), i)
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.slack.capacity()
            + 16 * self.far.capacity()
            + 12 * self.blocks.capacity()
            + 4 * self.start.iter().map(Vec::capacity).sum::<usize>()
    }
}

/// The differences blocked by D2 for every pair with `a >= m`, `b - a >= md`.
#[derive(Debug, Default, Clone)]
pub struct Blocked {
    bits: Vec<u64>,
    /// Next position for each clause.
    next: [usize; 3],
    /// The mex of the set (at least 1).
    mex: u64,
}

impl Blocked {
    fn insert(&mut self, d: u64) {
        let w = (d >> 6) as usize;
        if w >= self.bits.len() {
            self.bits.resize((w + 1).next_power_of_two(), 0);
        }
        self.bits[w] |= 1 << (d & 63);
    }

    fn contains(&self, d: u64) -> bool {
        self.bits
            .get((d >> 6) as usize)
            .is_some_and(|w| w >> (d & 63) & 1 == 1)
    }

    /// Take in the positions that now qualify (`m`, `md` never decrease) and return the
    /// bound: the least positive difference not known to be blocked.
    pub fn update(&mut self, pos: &[[u32; 3]], m: u64, md: u64) -> u64 {
        let q = |i: usize| pos[i].map(u64::from);
        while self.next[0] < pos.len() && {
            let p = q(self.next[0]);
            p[0] <= m && p[1] <= m + md
        } {
            let p = q(self.next[0]);
            self.insert(p[2] - p[1]);
            self.next[0] += 1;
        }
        while self.next[1] < pos.len() && q(self.next[1])[1] <= m {
            let p = q(self.next[1]);
            self.insert(p[2] - p[0]);
            self.next[1] += 1;
        }
        while self.next[2] < pos.len() && q(self.next[2])[2] <= m {
            let p = q(self.next[2]);
            self.insert(p[1] - p[0]);
            self.next[2] += 1;
        }
        self.mex = self.mex.max(1);
        while self.contains(self.mex) {
            self.mex += 1;
        }
        self.mex
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        8 * self.bits.capacity()
    }

    /// The state as words: the three clause pointers, the mex, the bit words.
    pub fn to_words(&self) -> Vec<u64> {
        let mut w = vec![
            self.next[0] as u64,
            self.next[1] as u64,
            self.next[2] as u64,
            self.mex,
            self.bits.len() as u64,
        ];
        w.extend(&self.bits);
        w
    }

    /// Restore [`Blocked::to_words`] (`None` if malformed or pointing past `n` positions).
    pub fn from_words(w: &[u64], n: usize) -> Option<Self> {
        let next = [w.first()?, w.get(1)?, w.get(2)?].map(|&x| x as usize);
        let len = usize::try_from(*w.get(4)?).ok()?;
        let bits = w.get(5..5usize.checked_add(len)?)?.to_vec();
        (next.iter().all(|&x| x <= n) && w.len() == 5 + len).then_some(Blocked {
            bits,
            next,
            mex: *w.get(3)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `extend` from a prefix found for a smaller pair equals the search: the same length,
    /// and the old maximum with the new one is the search's maximum; on sorted-like triples
    /// (coordinates growing with noise, as the engine's) and pairs growing in small and
    /// large steps, so both the position-by-position and the block steps and the fallback
    /// to the search are taken.
    #[test]
    fn extending_a_prefix_equals_searching_it() {
        let mut next = super::super::xorshift(0x9E37_79B9_7F4A_7C15);
        let mut f = ZFloor::default();
        let mut pos = Vec::new();
        for i in 0..5000u32 {
            let a = 2 * i + next(40) as u32;
            let b = a + 1 + i + next(40) as u32;
            let z = 1 + i / 2 + next(30) as u32;
            let p = [a, b, b + z + next(4) as u32];
            f.push(p, z).unwrap();
            pos.push(p);
        }
        let (mut steps, mut blocks) = (0, 0);
        for start in [0u64, 7, 300] {
            let (mut a, mut b) = (start, 2 * start);
            let (mut best, mut done) = (0u64, 0usize);
            while a < 11_000 {
                let (add, end) = f.extend(&pos, a, b, done);
                let (want, len) = f.prefix(&pos, a, b);
                assert_eq!(end, len, "({a}, {b}) from {done}");
                assert_eq!(best.max(add), want, "({a}, {b}) from {done}");
                blocks += usize::from(end >= done + BLOCK);
                steps += usize::from(end > done);
                (best, done) = (want, end);
                let step = [1, 3, 40, 500][next(4) as usize];
                a += step;
                b += step + next(3);
            }
        }
        assert!(steps > 100 && blocks > 10, "{steps} {blocks}");
    }

    /// Slacks past a byte go to the map and come back exact; the floor reads them.
    #[test]
    fn far_slacks_are_kept_exactly() {
        let mut f = ZFloor::default();
        let mut pos = Vec::new();
        for i in 0..40u32 {
            // Slack 0, 254, 255, 1000, ... around the byte's end.
            let slack = [0, 254, 255, 1000][(i % 4) as usize];
            let p = [i + 1, i + 2, i + 2 + 2000 + i];
            let z = p[2] - p[1] - slack;
            f.push(p, z).unwrap();
            pos.push(p);
        }
        for (i, p) in pos.iter().enumerate() {
            let slack = [0, 254, 255, 1000][i % 4];
            assert_eq!(f.z(&pos, i), p[2] - p[1] - slack, "position {i}");
        }
        // Every position fits (a, b) = (40, 41): the floor is the largest z, 2000 + 39 + 1
        // at the last position with slack 0 (i = 36: 2036 + 0).
        let best = (0..40).map(|i| f.z(&pos, i)).max().unwrap();
        assert_eq!(f.at(&pos, 40, 41), u64::from(best));
        // A z past c - y is refused.
        assert!(f.push([50, 51, 60], 10).is_none());
    }

    /// `extend` to the last position, from a block boundary with fewer than a block left:
    /// it stops at the last position (no block past the full ones is read).
    #[test]
    fn extending_to_the_end_stops_at_the_last_position() {
        let mut f = ZFloor::default();
        let mut pos = Vec::new();
        for i in 0..100u32 {
            let p = [2 * i + 1, 3 * i + 2, 3 * i + 5 + i % 3];
            f.push(p, 1 + i % 3).unwrap();
            pos.push(p);
        }
        let all = (u64::MAX, u64::MAX);
        assert_eq!(f.prefix(&pos, all.0, all.1), (3, 100));
        for done in [16, 32, 80, 96, 99] {
            let (best, end) = f.extend(&pos, all.0, all.1, done);
            assert_eq!(end, 100, "from {done}");
            assert!(best <= 3, "from {done}: {best}");
        }
        // Only the positions with x <= 40 and y <= 59 (i <= 19): 20 of them.
        assert_eq!(f.extend(&pos, 40, 59, 16), (3, 20));
        assert_eq!(f.prefix(&pos, 40, 59), (3, 20));
    }

    /// D2's blocked differences by clause, with the pointers moving as `m`, `md` grow:
    /// at `(2, 1)` only `(1, 2, 4)` qualifies (clauses 1 and 2: differences 2 and 3), so
    /// the bound is 1; at `(10, 10)` both positions qualify for every clause: {1, 2, 3, 5}
    /// are blocked and the bound is 4.
    #[test]
    fn blocked_differences_give_the_least_unblocked() {
        let pos = [[1, 2, 4], [3, 5, 8]];
        let mut b = Blocked::default();
        assert_eq!(b.update(&pos, 2, 1), 1);
        assert!(b.contains(2) && b.contains(3) && !b.contains(1) && !b.contains(5));
        assert_eq!(b.update(&pos, 10, 10), 4);
        assert!([1, 2, 3, 5].iter().all(|&d| b.contains(d)) && !b.contains(4));
        let back = Blocked::from_words(&b.to_words(), pos.len()).expect("restores");
        assert_eq!((back.next, back.mex), ([2, 2, 2], 4));
        assert!(Blocked::from_words(&b.to_words(), 1).is_none());
    }

    /// The bytes held count every part: the slack bytes, the map, the block maxima.
    #[test]
    fn bytes_count_the_slacks_and_the_blocks() {
        let f = ZFloor::with_capacity(1000);
        // 1000 slack bytes and 63 blocks of 12 bytes, at least (capacities may round up).
        assert!(f.bytes() >= 1000 + 12 * 63, "{}", f.bytes());
        let mut g = ZFloor::default();
        g.push([1, 2, 3 + 1000], 1).unwrap();
        assert!(g.bytes() > 16, "{}", g.bytes());
    }
}
