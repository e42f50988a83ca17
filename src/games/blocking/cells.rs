//! Definition 3 cell by cell: the per-cell counting solver of W^k on a square.
//!
//! A position is P iff fewer than `k` of its Wythoff options are P (Larsson, Definition
//! 3). The options of `(x, y)` lie in its row to the left, its column below and its
//! diagonal below-left, all visited before it when columns are taken in order and each
//! column bottom-up; so with running counts of P-positions per row, per column and per
//! diagonal, each cell is decided in O(1) from the rule itself. A column is scanned for
//! its next cell whose row and diagonal counts leave room ([`super::scan`]), and left at
//! its `k`-th P-position (every cell above has `k` P-options below it). It shares no code
//! with the column generator ([`super::columns`]), which it checks: every `k <= 20` to
//! `a <= 2*10^4` costs `4*10^8` cells per `k` (a bit each: 50 MB).

use super::scan::first_below;

/// The P-positions of W^k in the square `[0, side)^2`, one bit per cell.
#[derive(Debug, Clone)]
pub struct Cells {
    side: usize,
    bits: Vec<u64>,
}

impl Cells {
    /// Label the square `[0, side)^2` of W^k (`1 <= k <= 255`).
    pub fn solve(k: usize, side: usize) -> Cells {
        assert!((1..=255).contains(&k), "1 <= k <= 255");
        let mut bits = vec![0u64; (side * side).div_ceil(64)];
        // A row's or a diagonal's count stops growing at k (its next cell has k P-options
        // there), so a byte holds it.
        let mut row = vec![0u8; side];
        let mut diag = vec![0u8; 2 * side + 1];
        let k = k as u8;
        for x in 0..side {
            let mut col = 0u8;
            let mut y = 0;
            // Every cell above the column's k-th P-position has k P-options below it.
            while col < k && y < side {
                let d = side + y - x;
                let Some(i) = first_below(&row[y..], &diag[d..d + side - y], false, k - col) else {
                    break;
                };
                let (y1, d1) = (y + i, d + i);
                let c = x * side + y1;
                bits[c >> 6] |= 1 << (c & 63);
                row[y1] += 1;
                diag[d1] += 1;
                col += 1;
                y = y1 + 1;
            }
        }
        Cells { side, bits }
    }

    /// The side of the square.
    pub fn side(&self) -> usize {
        self.side
    }

    /// Whether `(x, y)` (both below the side) is a P-position.
    pub fn is_p(&self, x: usize, y: usize) -> bool {
        let i = x * self.side + y;
        self.bits[i >> 6] >> (i & 63) & 1 == 1
    }

    /// The P-positions `(a, b)`, `a <= b < side`, in lexicographic order.
    pub fn pairs(&self) -> Vec<(u64, u64)> {
        let n = self.side;
        let mut out = Vec::new();
        for a in 0..n {
            // The set bits of cells a * n + a .. a * n + n, a word at a time.
            let (start, end) = (a * n + a, a * n + n);
            let mut i = start;
            while i < end {
                let w = self.bits[i >> 6] >> (i & 63);
                let span = (64 - (i & 63)).min(end - i);
                let w = if span == 64 {
                    w
                } else {
                    w & ((1u64 << span) - 1)
                };
                let mut m = w;
                while m != 0 {
                    let j = i + m.trailing_zeros() as usize;
                    out.push((a as u64, (j - a * n) as u64));
                    m &= m - 1;
                }
                i += span;
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blocking::rules;

    #[test]
    fn pairs_lists_the_upper_set_cells_in_order() {
        for side in [1, 63, 64, 65, 130] {
            let c = Cells::solve(3, side);
            let want: Vec<(u64, u64)> = (0..side)
                .flat_map(|a| (a..side).map(move |b| (a, b)))
                .filter(|&(a, b)| c.is_p(a, b))
                .map(|(a, b)| (a as u64, b as u64))
                .collect();
            assert!(!want.is_empty());
            assert_eq!(c.pairs(), want, "side {side}");
        }
    }

    #[test]
    fn equals_the_generic_blocking_solver() {
        for k in 1..=6 {
            let g = rules::blocking(k, 80).unwrap();
            let c = Cells::solve(k, 80);
            for (y, line) in g.iter().enumerate() {
                for (x, &p) in line.iter().enumerate() {
                    assert_eq!(c.is_p(x, y), p, "k = {k}, ({x},{y})");
                }
            }
        }
    }
}
