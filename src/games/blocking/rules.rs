//! Rules-based labellings of the square `[0, side)^2` for W^k and the games of
//! Larsson's section 3.1. Each is written directly from its rule; the claims relating them
//! (W^1 = Wythoff, P(W_k) = N(W^k), ...) are checked elsewhere, never assumed here.
//!
//! Move types (Definition 1): (v) `(x, y - j)`, (h) `(x - i, y)`, (d) `(x - i, y - i)`.

use crate::games::solver::{self, Region, SolveError, Square};
use crate::games::wythoff::Wythoff;

/// The labels of a square, `p[y][x]` (`true` = P), or the solver's refusal.
pub type Grid = Vec<Vec<bool>>;

/// W^k by Definition 3 through the generic blocking solver: P iff fewer than `k` options
/// are P.
pub fn blocking(k: usize, side: u32) -> Result<Grid, SolveError> {
    let flat = solver::label_blocking(&Wythoff, &Square { side }, k)?;
    Ok(flat
        .chunks(side.max(1) as usize)
        .map(<[bool]>::to_vec)
        .collect())
}

/// Counts of options of each type with a given label, at `(x, y)`, from the labels so far.
struct Counts {
    nim: usize,
    diag: usize,
}

fn count(grid: &Grid, x: usize, y: usize, want: bool) -> Counts {
    let nim = (0..x).filter(|&i| grid[y][i] == want).count()
        + (0..y).filter(|&j| grid[j][x] == want).count();
    let diag = (1..=x.min(y))
        .filter(|&i| grid[y - i][x - i] == want)
        .count();
    Counts { nim, diag }
}

/// Label a square by a rule that sees, at each position, the labels of its options.
fn label_by(side: u32, rule: impl Fn(&Grid, usize, usize) -> bool) -> Grid {
    let s = side as usize;
    let mut grid = vec![vec![false; s]; s];
    // Row by row: every option of (x, y) has a smaller y or the same y and smaller x.
    let square = Square { side };
    for i in 0..square.len() {
        let (x, y) = square.position(i);
        let v = rule(&grid, x as usize, y as usize);
        grid[y as usize][x as usize] = v;
    }
    grid
}

/// The comply game W_k: the previous player must propose at least `k` options, all of
/// which the next player may choose from; a player who cannot propose `k` options loses.
/// So the previous player wins (P) iff at least `k` options are N.
pub fn comply(k: usize, side: u32) -> Grid {
    label_by(side, |g, x, y| {
        let c = count(g, x, y, false);
        c.nim + c.diag >= k
    })
}

/// W^kN: blocking only constrains diagonal moves (up to `k-1` diagonal options forbidden).
/// P iff no Nim-type option is P and fewer than `k` diagonal options are P.
pub fn blocking_diagonal(k: usize, side: u32) -> Grid {
    label_by(side, |g, x, y| {
        let c = count(g, x, y, true);
        c.nim == 0 && c.diag < k
    })
}

/// WN^k: blocking only constrains Nim-type moves. P iff no diagonal option is P and fewer
/// than `k` Nim-type options are P.
pub fn blocking_nim(k: usize, side: u32) -> Grid {
    label_by(side, |g, x, y| {
        let c = count(g, x, y, true);
        c.diag == 0 && c.nim < k
    })
}

/// W_kN, with the comply rule as the paper states it: propose at least `k` options of type
/// (d) or at least one Nim-type option. P iff at least `k` diagonal options are N or at
/// least one Nim-type option is N.
pub fn comply_diagonal(k: usize, side: u32) -> Grid {
    label_by(side, |g, x, y| {
        let c = count(g, x, y, false);
        c.diag >= k || c.nim >= 1
    })
}

/// WN_k, as stated: propose at least `k` Nim-type options or at least one option of type
/// (d). P iff at least `k` Nim-type options are N or at least one diagonal option is N.
pub fn comply_nim(k: usize, side: u32) -> Grid {
    label_by(side, |g, x, y| {
        let c = count(g, x, y, false);
        c.nim >= k || c.diag >= 1
    })
}

/// The P-positions `(a, b)`, `a <= b`, of a labelled square, in lexicographic order.
pub fn upper_p_positions(grid: &Grid) -> Vec<(u64, u64)> {
    let s = grid.len();
    let mut v: Vec<(u64, u64)> = (0..s)
        .flat_map(|x| {
            (x..s)
                .filter(move |&y| grid[y][x])
                .map(move |y| (x as u64, y as u64))
        })
        .collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_blocking_option_in_every_variant_is_wythoff_nim() {
        // With k = 1 nothing can be forbidden: WN^1, W^1 and the diagonal variant are all
        // Wythoff's game, whose P-positions are the pairs (floor(n phi), floor(n phi^2)).
        let side = 60u32;
        let mut wythoff = vec![vec![false; side as usize]; side as usize];
        for (_, a, b) in crate::games::wythoff::Pairs::new().take_while(|&(_, a, _)| a < 60) {
            for (x, y) in [(a, b), (b, a)] {
                if x < 60 && y < 60 {
                    wythoff[y as usize][x as usize] = true;
                }
            }
        }
        assert_eq!(blocking_nim(1, side), wythoff);
        assert_eq!(blocking_diagonal(1, side), wythoff);
        assert_eq!(blocking(1, side).ok(), Some(wythoff));
    }
}
