//! The mex algorithm of Akiyama's Theorem 1, written plainly (the slow twin).
//!
//! ```text
//! G_0 = {(0,0,0)}
//! F_n = { x_i : x in G_n },   D_n = { x2-x1, x3-x2, x3-x1 : x in G_n }
//! v1(n+1) = Mex(F_n)
//! v2(n+1) = Mex((v1(n+1) + D_n) ∪ {1..v1(n+1)} ∪ F_n)
//! v3(n+1) = Mex((v2(n+1) + D_n) ∪ {1..v2(n+1)} ∪ F_n)
//! ```
//! The whole of `F_n` and `D_n` is kept (bit vectors), so every set the paper's proofs
//! talk about (`F_n ∩ [Mex F_n, ...)`, `D_n ∩ [Mex D_n, ∞)`, `max F_n`, ...) can be read off
//! at every step. `v2` and `v3` are found by scanning upward from `v1` (resp. `v2`) for the
//! least integer outside the union, exactly as the definition reads: `O(n)` per step.

/// The state `(G_n, F_n, D_n)` after `n` steps.
#[derive(Debug, Clone)]
pub struct MexAlgorithm {
    /// `v(0), ..., v(n)`.
    pub v: Vec<[u64; 3]>,
    /// The elements the last step added to `D` (`D_(n) \ D_(n-1)`), sorted.
    pub last_new_d: Vec<u64>,
    f: Vec<bool>,
    d: Vec<bool>,
    mex_f: u64,
    mex_d: u64,
}

impl Default for MexAlgorithm {
    fn default() -> Self {
        Self::new()
    }
}

fn set(bits: &mut Vec<bool>, x: u64) {
    let x = x as usize;
    if x >= bits.len() {
        bits.resize(x + 1, false);
    }
    bits[x] = true;
}

fn has(bits: &[bool], x: u64) -> bool {
    bits.get(x as usize).copied().unwrap_or(false)
}

fn mex(bits: &[bool]) -> u64 {
    bits.iter().position(|&b| !b).unwrap_or(bits.len()) as u64
}

impl MexAlgorithm {
    /// `n = 0`: `G_0 = {(0,0,0)}`, `F_0 = D_0 = {0}`.
    pub fn new() -> Self {
        MexAlgorithm {
            v: vec![[0, 0, 0]],
            last_new_d: vec![0],
            mex_f: 1,
            mex_d: 1,
            f: vec![true],
            d: vec![true],
        }
    }

    /// The current `n` (the number of steps taken).
    pub fn n(&self) -> usize {
        self.v.len() - 1
    }

    /// Whether `x` is in `F_n`.
    pub fn in_f(&self, x: u64) -> bool {
        has(&self.f, x)
    }

    /// Whether `x` is in `D_n`.
    pub fn in_d(&self, x: u64) -> bool {
        has(&self.d, x)
    }

    /// `Mex(F_n)`.
    pub fn mex_f(&self) -> u64 {
        self.mex_f
    }

    /// `Mex(D_n)`.
    pub fn mex_d(&self) -> u64 {
        self.mex_d
    }

    /// `max F_n`.
    pub fn max_f(&self) -> u64 {
        self.f.len() as u64 - 1
    }

    /// `max D_n`.
    pub fn max_d(&self) -> u64 {
        self.d.len() as u64 - 1
    }

    /// `F_n ∩ [lo, hi)`, sorted.
    pub fn f_in(&self, lo: u64, hi: u64) -> Vec<u64> {
        (lo..hi.min(self.f.len() as u64))
            .filter(|&x| self.in_f(x))
            .collect()
    }

    /// `D_n ∩ [lo, hi)`, sorted.
    pub fn d_in(&self, lo: u64, hi: u64) -> Vec<u64> {
        (lo..hi.min(self.d.len() as u64))
            .filter(|&x| self.in_d(x))
            .collect()
    }

    /// One step `n -> n + 1`; returns `v(n + 1)`.
    pub fn step(&mut self) -> [u64; 3] {
        let v1 = self.mex_f();
        // Least t outside (v1 + D_n) ∪ {1..v1} ∪ F_n: t > v1 (0 ∈ F_n), t ∉ F_n, t - v1 ∉ D_n.
        // Every x below Mex D_n is in D_n, so the search starts at from + Mex D_n.
        let first = self.mex_d.max(1);
        let next = |from: u64| {
            (from + first..)
                .find(|&t| !self.in_f(t) && !self.in_d(t - from))
                .unwrap_or(from + first)
        };
        let v2 = next(v1);
        let v3 = next(v2);
        for x in [v1, v2, v3] {
            set(&mut self.f, x);
        }
        self.last_new_d.clear();
        for x in [v2 - v1, v3 - v2, v3 - v1] {
            if !self.in_d(x) {
                self.last_new_d.push(x);
            }
            set(&mut self.d, x);
        }
        // The sets only grow, so each mex moves up from where it was.
        self.mex_f += mex(&self.f[self.mex_f as usize..]);
        self.mex_d += mex(&self.d[self.mex_d as usize..]);
        self.last_new_d.sort_unstable();
        self.last_new_d.dedup();
        self.v.push([v1, v2, v3]);
        [v1, v2, v3]
    }

    /// The positions `v(n)` with `v1 + v2 + v3 <= s` (the sums increase with `n`).
    pub fn up_to_sum(s: u64) -> Vec<[u64; 3]> {
        let mut m = MexAlgorithm::new();
        while m.v.last().is_some_and(|v| v.iter().sum::<u64>() <= s) {
            m.step();
        }
        m.v.into_iter()
            .filter(|v| v.iter().sum::<u64>() <= s)
            .collect()
    }

    /// Run until `n` steps have been taken.
    pub fn run_to(&mut self, n: usize) {
        while self.n() < n {
            self.step();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_positions_as_printed_in_the_introduction() {
        let mut m = MexAlgorithm::new();
        m.run_to(5);
        assert_eq!(
            m.v,
            [
                [0, 0, 0],
                [1, 2, 3],
                [4, 7, 10],
                [5, 9, 13],
                [6, 11, 16],
                [8, 15, 22]
            ]
        );
    }
}
