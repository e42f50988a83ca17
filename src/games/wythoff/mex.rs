//! The mex recurrence for Wythoff's P-positions (Akiyama, introduction, property (1)):
//! `a_n = mex{a_i, b_i : i < n}`, `b_n = a_n + n`, starting from `(a_0, b_0) = (0, 0)`.
//!
//! Written plainly as the slow twin of [`beatty`](super::beatty): a bit vector of the
//! numbers used so far, `O(b_n)` memory.

/// Streaming iterator over `(n, a_n, b_n)` from the mex recurrence.
#[derive(Debug, Clone, Default)]
pub struct MexPairs {
    n: u64,
    used: Vec<bool>,
    mex: u64,
}

impl MexPairs {
    /// Start at `n = 0`.
    pub fn new() -> Self {
        Self::default()
    }
}

impl Iterator for MexPairs {
    type Item = (u64, u64, u64);
    fn next(&mut self) -> Option<Self::Item> {
        let n = self.n;
        if n == 0 {
            self.n = 1;
            self.used.push(true); // 0 is used by (0, 0)
            self.mex = 1;
            return Some((0, 0, 0));
        }
        while (self.mex as usize) < self.used.len() && self.used[self.mex as usize] {
            self.mex += 1;
        }
        let a = self.mex;
        let b = a.checked_add(n)?;
        for v in [a, b] {
            let v = usize::try_from(v).ok()?;
            if v >= self.used.len() {
                self.used.resize(v + 1, false);
            }
            self.used[v] = true;
        }
        self.n += 1;
        Some((n, a, b))
    }
}
