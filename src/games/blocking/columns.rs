//! The P-positions `(a, b)`, `a <= b`, of W^k in lexicographic order, column by column.
//!
//! Column `x` is decided from three counts of P-positions already found: `row[y]` (P's
//! `(x', y)` with `x' < x`), `diag[d]` (P's `(x', x' + d)` with `x' < x`) and the column's
//! own count `c` (its lower part `(x, y'), y' < x` is the mirror of row `x`, so it starts at
//! `row[x]`). Then `(x, y)`, `y >= x`, is P iff `c + row[y] + diag[y - x] < k` (Definition
//! 3: its vertical, horizontal and diagonal P-options). A column holds at most `k`
//! P-positions (beyond `k` every cell has `k` vertical P-options), so its scan stops when
//! `c = k`.
//!
//! The scan does not visit every cell. For each threshold `t` it keeps bit sets of rows
//! and diagonals with count `>= t` ([`BitRun`]: full words are skipped through a
//! union-find). With budget `B = k - 1 - c`, `(x, y)` is P iff for some split `s` in
//! `0..=B`, `row[y] <= s` and `diag[y - x] <= B - s`. For each split the least such `y` is
//! the first position where the rows' set for `s` and the diagonals' set for `B - s`,
//! shifted by `x`, are both clear ([`meet`]: leapfrog, 64 cells per mask test, direct
//! word scans where both sets are dense). The P-position is the least `y` over the splits
//! (each split's search stops at the best so far).
//!
//! Where qualifying rows and qualifying diagonals are both dense but never meet (k = 2
//! from `y = x` to about `1.618 x`; k = 6 and k = 10 likewise), that search is still
//! linear in `x` per column. The structure there is periodic: the qualifying rows and
//! diagonals fall in residue classes mod 2 and mod 5 that exclude each other (the beams
//! of slope 2 and 5/2 in Table 1). So every set is also kept split into the `M` residue
//! classes mod 10, and a split whose search passes `FLAT_BUDGET` words goes on class by
//! class: rows `y = 10 j + p` against diagonals of class `(p - x) mod 10`, where a class
//! with no qualifying entries is one skipped run. Exact whatever the modulus (it only
//! changes which runs are skippable). Measured: the criterion rows of docs/engines.md
//! (`cargo bench --bench engines -- "blocking columns k"`).
//!
//! Twin: [`super::plain`] (Definition 3 cell by cell from the move rule), compared in
//! `tests/twins.rs` over the ranges of `check::engines::BLOCKING`.
//!
//! Memory: per threshold, rows and diagonals twice (flat and by class), 12 bytes per 64
//! indices each time: about `k * (r_max + 1) * a * 3 / 8` bytes for columns up to `a`
//! (`r_max` the largest ratio `b / a`), plus a byte per row and per diagonal.

use super::bitrun::{BitRun, meet};

/// The modulus of the residue classes.
const M: u64 = 10;
/// Words a split's flat search may scan before it goes on by residue class.
const FLAT_BUDGET: u64 = 256;

/// Per-index counts with "count >= t" bit sets for every `t = 1..=k`, flat and by class.
#[derive(Debug, Clone)]
struct Counted {
    count: Vec<u8>,
    flat: Vec<BitRun>,       // flat[t - 1]: bit i iff count[i] >= t
    class: Vec<Vec<BitRun>>, // class[t - 1][p]: bit j iff count[M j + p] >= t
}

impl Counted {
    fn new(k: usize) -> Self {
        Counted {
            count: Vec::new(),
            flat: vec![BitRun::default(); k],
            class: vec![vec![BitRun::default(); M as usize]; k],
        }
    }

    fn get(&self, i: u64) -> u8 {
        self.count.get(i as usize).copied().unwrap_or(0)
    }

    fn increment(&mut self, i: u64) {
        let iu = i as usize;
        if iu >= self.count.len() {
            self.count.resize(iu + 1, 0);
        }
        self.count[iu] += 1;
        let t = self.count[iu] as usize;
        if let Some(flat) = self.flat.get_mut(t - 1) {
            flat.set(i);
            self.class[t - 1][(i % M) as usize].set(i / M);
        }
    }

    fn bytes(&self) -> usize {
        let bits: usize = self
            .flat
            .iter()
            .chain(self.class.iter().flatten())
            .map(BitRun::bytes)
            .sum();
        bits + self.count.capacity()
    }
}

/// Streaming generator of the P-positions `(a, b)`, `a <= b`, of W^k.
#[derive(Debug, Clone)]
pub struct Columns {
    k: usize,
    x: u64,
    flat_budget: u64,
    class_searches: u64,
    planted: Option<u64>,
    rows: Counted,
    diags: Counted,
    pending: std::collections::VecDeque<(u64, u64)>,
}

impl Columns {
    /// The generator for W^k (`k >= 1`, at most 255).
    pub fn new(k: usize) -> Self {
        Self::with_flat_budget(k, FLAT_BUDGET)
    }

    /// The same generator, going on by residue class after `budget` scanned words (0:
    /// after the first mask test). For tests: the output does not depend on it.
    #[doc(hidden)]
    pub fn with_flat_budget(k: usize, budget: u64) -> Self {
        assert!((1..=255).contains(&k), "1 <= k <= 255");
        Columns {
            k,
            x: 0,
            flat_budget: budget,
            class_searches: 0,
            planted: None,
            rows: Counted::new(k),
            diags: Counted::new(k),
            pending: Default::default(),
        }
    }

    /// A generator with a deliberate error: in column `column` its first P-position is
    /// moved up one cell (and counted there). For the test that the twin comparison
    /// catches a wrong engine (`tests/twins.rs`); never used otherwise.
    #[doc(hidden)]
    pub fn with_planted_error(k: usize, column: u64) -> Self {
        Columns {
            planted: Some(column),
            ..Self::new(k)
        }
    }

    /// How many split searches went on by residue class so far.
    pub fn class_searches(&self) -> u64 {
        self.class_searches
    }

    /// Bytes held by the counts and bit sets.
    pub fn memory_bytes(&self) -> usize {
        self.rows.bytes() + self.diags.bytes()
    }

    /// Decide column `x`, pushing its upper P-positions.
    fn column(&mut self) {
        let (k, x) = (self.k, self.x);
        let mut c = self.rows.get(x) as usize;
        let mut y = x;
        while c < k {
            let b = k - 1 - c; // budget: row + diag <= b
            // The least y with row[y] <= s and diag[y - x] <= b - s, over the splits s.
            let mut best = u64::MAX;
            for s in 0..=b {
                let (rows, diags) = (&mut self.rows.flat[s], &mut self.diags.flat[b - s]);
                match meet(rows, diags, x, y, best, self.flat_budget) {
                    Ok(found) => best = found.unwrap_or(best),
                    Err(stop) => {
                        self.class_searches += 1;
                        best = self.by_class(s, b - s, stop, best);
                    }
                }
            }
            y = best;
            if self.planted == Some(x) {
                self.planted = None;
                y += 1;
            }
            self.pending.push_back((x, y));
            self.rows.increment(y);
            self.diags.increment(y - x);
            c += 1;
            y += 1;
        }
        self.x += 1;
    }

    /// The least `y` in `from..best` with `row[y] <= s` and `diag[y - x] <= e`, else
    /// `best`, searched in each residue class `p` of `y` mod [`M`]: with
    /// `x = M xq + xr`, `y = M j + p` meets diagonal class `q = (p - xr) mod M` at
    /// `i = j - xq - [p < xr]`.
    fn by_class(&mut self, s: usize, e: usize, from: u64, mut best: u64) -> u64 {
        let (xq, xr) = (self.x / M, self.x % M);
        for p in 0..M {
            let q = (p + M - xr) % M;
            let shift = xq + u64::from(p < xr);
            let j0 = (from + M - 1 - p) / M;
            let end = best.saturating_add(M - 1 - p) / M;
            let rows = &mut self.rows.class[s][p as usize];
            let diags = &mut self.diags.class[e][q as usize];
            if let Ok(Some(j)) = meet(rows, diags, shift, j0, end, u64::MAX) {
                best = best.min(M * j + p);
            }
        }
        best
    }
}

impl Iterator for Columns {
    type Item = (u64, u64);
    fn next(&mut self) -> Option<(u64, u64)> {
        while self.pending.is_empty() {
            self.column();
        }
        self.pending.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_reported_and_grows_with_the_columns() {
        let mut c = Columns::new(10);
        c.by_ref().take_while(|&(a, _)| a < 1_000).for_each(drop);
        let small = c.memory_bytes();
        c.by_ref().take_while(|&(a, _)| a < 20_000).for_each(drop);
        let large = c.memory_bytes();
        // At least the counts: one byte per row and per diagonal used (b up to ~2.6 a).
        assert!(
            large >= 20_000 && large > small && small > 0,
            "{small} {large}"
        );
    }

    #[test]
    fn k1_is_wythoff() {
        let v: Vec<(u64, u64)> = Columns::new(1).take(8).collect();
        assert_eq!(
            v,
            [
                (0, 0),
                (1, 2),
                (3, 5),
                (4, 7),
                (6, 10),
                (8, 13),
                (9, 15),
                (11, 18)
            ]
        );
    }
}
