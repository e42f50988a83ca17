//! Lower bounds on `z(a, b)` (the least `e >= 1` at which D2 is silent for `(a, b, b + e)`),
//! from facts only: the monotonicity of `z` and the P-positions found so far.
//!
//! * [`ZFloor`]: every P-position `(x, y, x')` of the engine came from a pair `(x, y)` whose
//!   `z(x, y)` is known exactly (its entry layer minus `x + 2y`). `z` is nondecreasing in
//!   both coordinates (module doc of [`super`]), so `z(a, b) >= z(x, y)` whenever `x <= a`
//!   and `y <= b`. Prefix maxima of `x`, `y` and `z` over the positions in order make the
//!   valid indices (`max x <= a` and `max y <= b`) a prefix, found by binary search.
//! * [`Blocked`]: differences that D2 blocks for every pair with `a >= m` and `b - a >= md`
//!   (`m`, `md` the mexes of the used values and differences): `q3 - q2` of every `Q` with
//!   `q1 <= m` and `q2 <= m + md`, `q3 - q1` of every `Q` with `q2 <= m`, and `q2 - q1` of
//!   every `Q` with `q3 <= m` (the three clauses of D2 with `a`, `b` at their least). The
//!   positions are taken in the order found while they qualify (a pointer per clause;
//!   stopping early only weakens the bound), and the bound is the mex of that set.

/// Prefix maxima of `(x, y, z)` over the P-positions' pairs, in the order found.
#[derive(Debug, Default, Clone)]
pub struct ZFloor {
    x: Vec<u32>,
    y: Vec<u32>,
    z: Vec<u32>,
}

impl ZFloor {
    /// Record the pair `(x, y)` of the next P-position, whose exact `z` is `z`.
    pub fn push(&mut self, x: u32, y: u32, z: u32) {
        let last = |v: &Vec<u32>| v.last().copied().unwrap_or(0);
        let (mx, my, mz) = (last(&self.x).max(x), last(&self.y).max(y), last(&self.z).max(z));
        self.x.push(mx);
        self.y.push(my);
        self.z.push(mz);
    }

    /// A lower bound of `z(a, b)` (1 when nothing is known).
    pub fn at(&self, a: u64, b: u64) -> u64 {
        let k = self
            .x
            .partition_point(|&x| u64::from(x) <= a)
            .min(self.y.partition_point(|&y| u64::from(y) <= b));
        if k == 0 {
            1
        } else {
            u64::from(self.z[k - 1]).max(1)
        }
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        4 * (self.x.capacity() + self.y.capacity() + self.z.capacity())
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
}
