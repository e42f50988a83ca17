//! The twin of the Grundy line engine (`grundy.rs`), written separately: the square is
//! filled column-major (`y` outer, `x` inner, the engine goes line by line in `x`), and the
//! value of a cell is the first value absent from the bit sets of its column, row and
//! diagonal, scanned from word 0 with no shortcut. Altered cells follow the engine's
//! definition ([`Label`]): a declared P cell has value 0 and no move; a declared N cell
//! also moves to a terminal position (value 0 counts as present).
//!
//! Cost: `N^2` cells, each scanning `O(N / 64)` words of three sets; memory `3N` sets of
//! `ceil((3N + 1) / 64)` words (113 MB at `N = 10^4`) and the `4 N^2` bytes of the table.

use super::grundy::Label;
use std::collections::HashMap;

/// `G[x][y]` on the square of side `side`, with the altered cells `fixed`.
#[allow(clippy::needless_range_loop)]
pub fn table(side: usize, fixed: &HashMap<(usize, usize), Label>) -> Vec<Vec<u32>> {
    let words = (3 * side + 1).div_ceil(64).max(1);
    // Sets per column x, per row y, per diagonal x - y + side.
    let mut col = vec![0u64; side * words];
    let mut row = vec![0u64; side * words];
    let mut diag = vec![0u64; 2 * side * words];
    let mut g = vec![vec![0u32; side]; side];
    for y in 0..side {
        for x in 0..side {
            let (c, r, d) = (x * words, y * words, (x + side - y) * words);
            let v = match fixed.get(&(x, y)) {
                Some(Label::P) => 0,
                label => {
                    let mut v = None;
                    for w in 0..words {
                        let mut used = col[c + w] | row[r + w] | diag[d + w];
                        if w == 0 && label == Some(&Label::N) {
                            used |= 1;
                        }
                        if used != u64::MAX {
                            v = Some(w as u32 * 64 + (!used).trailing_zeros());
                            break;
                        }
                    }
                    v.expect("a value below 3N + 1")
                }
            };
            g[x][y] = v;
            let (wi, bit) = (v as usize / 64, 1u64 << (v % 64));
            col[c + wi] |= bit;
            row[r + wi] |= bit;
            diag[d + wi] |= bit;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wythoffs_first_values() {
        let g = table(5, &HashMap::new());
        // OEIS A004481's first rows.
        assert_eq!(g[0], [0, 1, 2, 3, 4]);
        assert_eq!(g[1], [1, 2, 0, 4, 5]);
        assert_eq!(g[2], [2, 0, 1, 5, 3]);
        assert_eq!(g[3][3], 6);
        let misere = table(3, &[((0, 0), Label::N)].into_iter().collect());
        assert_eq!(misere[0], [1, 0, 2]);
    }
}
