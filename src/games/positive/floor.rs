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
//!   (`z` kept per position: 4 bytes).
//! * [`Blocked`]: differences that D2 blocks for every pair with `a >= m` and `b - a >= md`
//!   (`m`, `md` the mexes of the used values and differences): `q3 - q2` of every `Q` with
//!   `q1 <= m` and `q2 <= m + md`, `q3 - q1` of every `Q` with `q2 <= m`, and `q2 - q1` of
//!   every `Q` with `q3 <= m` (the three clauses of D2 with `a`, `b` at their least). The
//!   positions are taken in the order found while they qualify (a pointer per clause;
//!   stopping early only weakens the bound), and the bound is the mex of that set.

/// The positions' exact `z`, and prefix maxima of `(x, y, z)` at the end of each block.
#[derive(Debug, Default, Clone)]
pub struct ZFloor {
    z: Vec<u32>,
    /// Per full block of [`BLOCK`] positions: the prefix maxima of `x`, `y`, `z`.
    blocks: Vec<[u32; 3]>,
    /// The running maxima of the positions so far.
    run: [u32; 3],
    /// `start[j][t]`: the first block whose prefix maximum of coordinate `j` (`x`, `y`) is
    /// at least `t << SHIFT` (a coarse table over the nondecreasing maxima: the block
    /// search reads one entry and a few blocks instead of a binary search over all).
    start: [Vec<u32>; 2],
}

/// Values per entry of [`ZFloor`]'s coarse table.
const SHIFT: u32 = 6;

/// Positions per block.
const BLOCK: usize = 16;

impl ZFloor {
    /// Room for `n` positions.
    pub fn with_capacity(n: usize) -> Self {
        ZFloor {
            z: Vec::with_capacity(n),
            blocks: Vec::with_capacity(n / BLOCK + 1),
            run: [0; 3],
            start: [Vec::new(), Vec::new()],
        }
    }

    /// Record the exact `z` of the next position's pair `(x, y)`.
    pub fn push(&mut self, x: u32, y: u32, z: u32) {
        self.z.push(z);
        self.run = [self.run[0].max(x), self.run[1].max(y), self.run[2].max(z)];
        if self.z.len().is_multiple_of(BLOCK) {
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
        let fits = |x: u32, y: u32| u64::from(x) <= a && u64::from(y) <= b;
        // Both prefix maxima are nondecreasing: the longest prefix of blocks fitting
        // `(a, b)` is the shorter of the two prefixes fitting each coordinate.
        let k = self.count_le(0, a).min(self.count_le(1, b));
        debug_assert_eq!(k, self.blocks.partition_point(|m| fits(m[0], m[1])));
        let (mut best, mut mx, mut my) = match k {
            0 => (1, 0, 0),
            _ => {
                let m = self.blocks[k - 1];
                (m[2], m[0], m[1])
            }
        };
        let end = ((k + 1) * BLOCK).min(self.z.len());
        for (p, &z) in pos[k * BLOCK..end].iter().zip(&self.z[k * BLOCK..end]) {
            mx = mx.max(p[0]);
            my = my.max(p[1]);
            if !fits(mx, my) {
                break;
            }
            best = best.max(z);
        }
        u64::from(best).max(1)
    }

    /// The exact `z` of each position pushed, in order (a checkpoint stores them and
    /// pushes them again).
    pub fn zs(&self) -> &[u32] {
        &self.z
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        4 * self.z.capacity()
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
