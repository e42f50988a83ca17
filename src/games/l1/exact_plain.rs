//! A second engine for the true L1-Nim, written separately from [`super::exact`]: the same
//! lemma (a sorted triple of the least next sum is P iff its values and absolute
//! differences are new), but plain byte flags (one byte per value and per difference, the
//! whole history kept), scanned one value at a time, with its own search loop.
//!
//! It is the twin the fast engine is compared with over long prefixes (the rules solvers
//! reach only `a+b+c <= 4000`): in the tests to n = 10^6 (10^8 under `slow-tests`), and in
//! every `frontier.l1.*` verdict up to its bound (to 10^8). It is also the baseline of
//! `benches/true_games.rs`. Memory about `(5.3 + 3.4) n` bytes (doubling as it grows).

/// The second engine: sorted P-positions of L1-Nim in order of sum, by the move lemma,
/// with byte flags for the used values and differences.
pub struct Plain {
    used_value: Vec<u8>,
    used_diff: Vec<u8>,
    /// The mexes, advanced one value at a time.
    m: u64,
    delta: u64,
    pending: Vec<[u64; 3]>,
}

impl Plain {
    /// A fresh engine at `n = 0`.
    pub fn new() -> Self {
        Plain {
            used_value: Vec::new(),
            used_diff: Vec::new(),
            m: 0,
            delta: 0,
            pending: Vec::new(),
        }
    }

    fn value(&self, v: u64) -> bool {
        self.used_value.get(v as usize).is_some_and(|&f| f != 0)
    }

    fn diff(&self, d: u64) -> bool {
        self.used_diff.get(d as usize).is_some_and(|&f| f != 0)
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
        let set = |flags: &mut Vec<u8>, x: u64| {
            if flags.len() <= x as usize {
                flags.resize(x as usize * 2 + 1, 0);
            }
            flags[x as usize] = 1;
        };
        for &[a, b, c] in &found {
            for x in [a, b, c] {
                set(&mut self.used_value, x);
            }
            for x in [b - a, c - b, c - a] {
                set(&mut self.used_diff, x);
            }
        }
        found.reverse();
        self.pending = found;
    }
}

impl Iterator for Plain {
    type Item = [u64; 3];
    fn next(&mut self) -> Option<[u64; 3]> {
        if self.pending.is_empty() {
            self.layer();
        }
        self.pending.pop()
    }
}

impl Default for Plain {
    fn default() -> Self {
        Self::new()
    }
}
