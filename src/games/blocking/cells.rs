//! Definition 3 cell by cell: the per-cell counting solver of W^k on a square.
//!
//! A position is P iff fewer than `k` of its Wythoff options are P (Larsson, Definition
//! 3). The options of `(x, y)` lie in its row to the left, its column below and its
//! diagonal below-left, all visited before it when columns are taken in order and each
//! column bottom-up; so with running counts of P-positions per row, per column and per
//! diagonal, each cell is decided in O(1) from the rule itself. It shares no code with the
//! column generator ([`super::columns`]), which it checks: every `k <= 20` to
//! `a <= 2*10^4` costs `4*10^8` cells per `k` (a bit each: 50 MB).

/// The P-positions of W^k in the square `[0, side)^2`, one bit per cell.
#[derive(Debug, Clone)]
pub struct Cells {
    side: usize,
    bits: Vec<u64>,
}

impl Cells {
    /// Label the square `[0, side)^2` of W^k (`k >= 1`).
    pub fn solve(k: usize, side: usize) -> Cells {
        let mut bits = vec![0u64; (side * side).div_ceil(64)];
        let mut row = vec![0u32; side];
        let mut diag = vec![0u32; 2 * side + 1];
        let k = k as u32;
        for x in 0..side {
            let mut col = 0u32;
            for (y, r) in row.iter_mut().enumerate() {
                let d = side + y - x;
                if *r + col + diag[d] < k {
                    let i = x * side + y;
                    bits[i >> 6] |= 1 << (i & 63);
                    *r += 1;
                    col += 1;
                    diag[d] += 1;
                }
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
        (0..n)
            .flat_map(|a| (a..n).map(move |b| (a, b)))
            .filter(|&(a, b)| self.is_p(a, b))
            .map(|(a, b)| (a as u64, b as u64))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::blocking::rules;

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
