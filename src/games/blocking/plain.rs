//! W^k's P-positions written from the move rule alone: the column generator's twin.
//!
//! Larsson, *Blocking Wythoff Nim*, Definition 3 (section 1): in W^k a position is P iff
//! fewer than `k` of its options are P; the options are Wythoff's moves (Definition 1):
//! down its column, left along its row, down-left along its diagonal.
//!
//! Route: columns `x = 0, 1, 2, ...` in order, each column visited cell by cell from
//! `y = 0` upwards, lower half included. Every option of `(x, y)` lies in an earlier
//! column or lower in the same column, so it is decided before `(x, y)`. Plain arrays hold
//! the number of P-positions found so far in each row, in each diagonal above the main
//! one (`y - x`) and each diagonal below it (`x - y`), and a running count for the
//! column; `(x, y)` is P iff the three counts add up to less than `k`. A column is left
//! once it holds `k` P-positions: every cell above has `k` vertical P-options, so is N by
//! the rule. The upper half (`y >= x`) is emitted.
//!
//! Nothing is shared with [`super::columns`]: no mirror of the lower half (it is decided
//! here, not copied), no bound on the P-positions per row or diagonal, no bit sets,
//! residue classes or candidate search. The only speed-up is scanning the counts 64 cells
//! at a time (the least saturating byte sum of a block, a min reduction the compiler
//! vectorizes; with AVX2 when the CPU has it).
//!
//! Cost: column `x` visits every cell up to its `k`-th P-position, about `(1 + r) x`
//! cells (`r` the largest ratio `b / a`, at most about 2.6 for `k <= 20`), so the columns
//! `a <= A` visit about `(1 + r) A^2 / 2` cells: about 0.05 ns per cell with AVX2 (k = 20
//! to A = 10^6, the column generator alongside: 98 s, `cargo run --release --example
//! twin_reach -- blocking 20 1000000`). Memory: three byte arrays of about `(1 + r) A`
//! bytes.

use super::scan::first_below;
use std::collections::VecDeque;

/// Streaming generator of the P-positions `(a, b)`, `a <= b`, of W^k in lexicographic
/// order, by Definition 3 cell by cell.
#[derive(Debug, Clone)]
pub struct Plain {
    k: u8,
    x: usize,
    /// P-positions in row `y` among the columns before `x`.
    row: Vec<u8>,
    /// P-positions on the diagonal `y - x = d >= 0` among the columns before `x`.
    up: Vec<u8>,
    /// P-positions on the diagonal `x - y = d >= 1` among the columns before `x`.
    down: Vec<u8>,
    pending: VecDeque<(u64, u64)>,
}

impl Plain {
    /// The generator for W^k, `1 <= k <= 255`.
    pub fn new(k: usize) -> Self {
        assert!((1..=255).contains(&k), "1 <= k <= 255");
        Plain {
            k: k as u8,
            x: 0,
            row: Vec::new(),
            up: Vec::new(),
            down: vec![0],
            pending: VecDeque::new(),
        }
    }

    fn mark(&mut self, y: usize) {
        let x = self.x;
        self.row[y] += 1;
        if y >= x {
            self.up[y - x] += 1;
            self.pending.push_back((x as u64, y as u64));
        } else {
            self.down[x - y] += 1;
        }
    }

    /// Decide column `x` cell by cell until it holds `k` P-positions.
    fn column(&mut self) {
        let x = self.x;
        let k = self.k;
        let mut c = 0u8; // P-positions found in this column so far (vertical P-options)
        // Lower half, y < x: row y and diagonal x - y.
        if self.down.len() <= x {
            self.down.resize(x + 1, 0);
        }
        if self.row.len() < x {
            self.row.resize(x, 0);
        }
        let mut y = 0;
        while c < k && y < x {
            // Cell y + i lies on the diagonal x - y - i: down[1..=x - y] read backwards.
            let found = first_below(&self.row[y..x], &self.down[1..=x - y], true, k - c);
            match found {
                Some(i) => {
                    self.mark(y + i);
                    c += 1;
                    y += i + 1;
                }
                None => y = x,
            }
        }
        // Upper half, y >= x: row y and diagonal y - x. Past the last row and diagonal
        // holding a P-position both counts are 0, so a cell there is P while c < k.
        while c < k {
            let need = self.row.len().max(x + self.up.len());
            let ready = need > x
                && self.row.len() == need
                && self.up.len() == need - x
                && self.row[need - 1] == 0
                && self.up[need - 1 - x] == 0;
            let end = if ready { need } else { need + 1 };
            self.row.resize(end, 0);
            self.up.resize(end - x, 0);
            let i = first_below(&self.row[y..end], &self.up[y - x..], false, k - c)
                .expect("the last cell has an empty row and diagonal");
            self.mark(y + i);
            c += 1;
            y += i + 1;
        }
        self.x += 1;
    }
}

impl Iterator for Plain {
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
    use crate::games::blocking::rules;

    #[test]
    fn equals_the_generic_blocking_solver() {
        for k in 1..=8 {
            let side = 90u64;
            let g = rules::blocking(k, side as u32).unwrap();
            let want = rules::upper_p_positions(&g);
            let got: Vec<(u64, u64)> = Plain::new(k)
                .take_while(|&(a, _)| a < side)
                .filter(|&(_, b)| b < side)
                .collect();
            assert_eq!(got, want, "k = {k}");
        }
    }

    #[test]
    fn k1_is_wythoff() {
        let got: Vec<(u64, u64)> = Plain::new(1).take(2000).collect();
        let want: Vec<(u64, u64)> = crate::games::wythoff::Pairs::new()
            .take(2000)
            .map(|(_, a, b)| (a, b))
            .collect();
        assert_eq!(got, want);
    }
}
