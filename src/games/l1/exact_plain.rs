//! A second engine for the true L1-Nim, written separately from [`super::exact`]: the same
//! lemma (a sorted triple of the least next sum is P iff its values and absolute
//! differences are new), but plain flags (one bit per value and per difference, the whole
//! history kept), tested one value at a time, with its own search loop.
//!
//! It is the twin the fast engine is compared with over long prefixes (the rules solvers
//! reach only `a+b+c <= 4000`): in the tests to n = 10^6 (10^9 under `slow-tests`), and in
//! every `frontier.l1.*` verdict up to its bound (to 10^9). With byte flags ([`Bytes`]) it
//! is the baseline of `benches/true_games.rs`. Memory about `(5.3 + 3.4) n` bits (1.1 GB
//! at n = 10^9) with [`Bits`].

/// The second engine: sorted P-positions of L1-Nim in order of sum, by the move lemma,
/// with one flag bit per used value and per used difference.
pub struct Plain<F: Flags = Bits> {
    used_value: F,
    used_diff: F,
    /// The mexes, advanced one value at a time.
    m: u64,
    delta: u64,
    pending: Vec<[u64; 3]>,
}

impl<F: Flags> Plain<F> {
    /// A fresh engine at `n = 0`.
    pub fn new() -> Self {
        Plain {
            used_value: F::default(),
            used_diff: F::default(),
            m: 0,
            delta: 0,
            pending: Vec::new(),
        }
    }

    fn value(&self, v: u64) -> bool {
        self.used_value.get(v)
    }

    fn diff(&self, d: u64) -> bool {
        self.used_diff.get(d)
    }

    fn layer(&mut self) {
        while self.value(self.m) {
            self.m += 1;
        }
        while self.diff(self.delta) {
            self.delta += 1;
        }
        let (m, delta) = (self.m, self.delta);
        let mut best = u64::MAX;
        let mut found = Vec::new();
        let mut a = m;
        while 3 * a + 3 * delta <= best {
            if !self.value(a) {
                let mut b = a + delta;
                while a + 2 * b + delta <= best {
                    if !self.value(b) && !self.diff(b - a) {
                        let mut c = b + delta;
                        while a + b + c <= best
                            && (self.value(c) || self.diff(c - b) || self.diff(c - a))
                        {
                            c += 1;
                        }
                        let s = a + b + c;
                        if s < best {
                            best = s;
                            found.clear();
                        }
                        if s == best {
                            found.push([a, b, c]);
                        }
                    }
                    b += 1;
                }
            }
            a += 1;
        }
        found.sort_unstable();
        for &[a, b, c] in &found {
            for x in [a, b, c] {
                self.used_value.set(x);
            }
            for x in [b - a, c - b, c - a] {
                self.used_diff.set(x);
            }
        }
        found.reverse();
        self.pending = found;
    }
}

impl<F: Flags> Iterator for Plain<F> {
    type Item = [u64; 3];
    fn next(&mut self) -> Option<[u64; 3]> {
        if self.pending.is_empty() {
            self.layer();
        }
        self.pending.pop()
    }
}

impl<F: Flags> Default for Plain<F> {
    fn default() -> Self {
        Self::new()
    }
}

/// Flags over the non-negative integers, grown on demand.
pub trait Flags: Default {
    /// Whether `x` is flagged.
    fn get(&self, x: u64) -> bool;
    /// Flag `x`.
    fn set(&mut self, x: u64);
}

/// One bit per integer (the default: 1.1 GB of flags at n = 10^9).
#[derive(Debug, Clone, Default)]
pub struct Bits(Vec<u64>);

impl Flags for Bits {
    fn get(&self, x: u64) -> bool {
        self.0
            .get((x >> 6) as usize)
            .is_some_and(|w| w >> (x & 63) & 1 == 1)
    }
    fn set(&mut self, x: u64) {
        let w = (x >> 6) as usize;
        if self.0.len() <= w {
            // Grow by an eighth at a time: memory stays near the flags in use.
            let want = w + 1 + (w + 1) / 8;
            self.0.reserve_exact(want - self.0.len());
            self.0.resize(want, 0);
        }
        self.0[w] |= 1 << (x & 63);
    }
}

/// One byte per integer: the plain baseline of the benchmark.
#[derive(Debug, Clone, Default)]
pub struct Bytes(Vec<u8>);

impl Flags for Bytes {
    fn get(&self, x: u64) -> bool {
        self.0.get(x as usize).is_some_and(|&f| f != 0)
    }
    fn set(&mut self, x: u64) {
        if self.0.len() <= x as usize {
            self.0.resize(x as usize * 2 + 1, 0);
        }
        self.0[x as usize] = 1;
    }
}
