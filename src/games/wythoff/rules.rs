//! Wythoff's move rules and the rules-based labelling of a square.
//!
//! A move from `(x, y)` goes to `(x - i, y)`, `(x, y - i)` or `(x - i, y - i)` for some
//! `i >= 1`. Every option lowers a coordinate, so a square `[0, side)^2` is closed under
//! moves and the generic [`crate::games::solver`] decides every cell in it.

use crate::games::solver::{self, Rules, SolveError, Square};

/// Wythoff Nim as a set of move rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Wythoff;

impl Rules for Wythoff {
    type Pos = (u32, u32);
    fn options(&self, (x, y): (u32, u32), out: &mut Vec<(u32, u32)>) {
        for i in 1..=x {
            out.push((x - i, y));
        }
        for i in 1..=y {
            out.push((x, y - i));
        }
        for i in 1..=x.min(y) {
            out.push((x - i, y - i));
        }
    }
}

/// The P/N labels of the square `[0, side)^2`, as `labels[y][x]` (`true` = P).
pub fn labels(side: u32) -> Result<Vec<Vec<bool>>, SolveError> {
    let sq = Square { side };
    let flat = solver::label(&Wythoff, &sq)?;
    Ok(flat
        .chunks(side.max(1) as usize)
        .map(<[bool]>::to_vec)
        .collect())
}

/// The P-positions `(a, b)` with `a <= b < side`, sorted by `a`, from the rules solver.
pub fn p_positions(side: u32) -> Result<Vec<(u64, u64)>, SolveError> {
    let sq = Square { side };
    let flat = solver::label(&Wythoff, &sq)?;
    let mut out: Vec<(u64, u64)> = (0..flat.len())
        .filter(|&i| flat[i])
        .map(|i| {
            let (x, y) = solver::Region::position(&sq, i);
            (u64::from(x), u64::from(y))
        })
        .filter(|&(x, y)| x <= y)
        .collect();
    out.sort_unstable();
    Ok(out)
}

/// The Grundy values of the square `[0, side)^2`, as `g[y][x]`.
pub fn grundy_table(side: u32) -> Result<Vec<Vec<u32>>, SolveError> {
    let flat = solver::grundy(&Wythoff, &Square { side })?;
    Ok(flat
        .chunks(side.max(1) as usize)
        .map(<[u32]>::to_vec)
        .collect())
}
