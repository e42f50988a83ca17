//! Offsets of altered games: Theorem 3's prediction `(d - c, d - r)` from the column
//! algorithm, and the offset measured by overlap with Wythoff's P-positions.

use super::{Alteration, Columns};
use crate::games::wythoff;

/// Theorem 3's `(d - c, d - r)`: run the columns `0..m_x` (`c = m_x` of them), count the
/// rows `r` and diagonals `d` holding P-positions.
pub fn theorem3(alt: &Alteration) -> (i64, i64) {
    let mut cols = Columns::new(alt);
    let (mx, _) = cols.extent();
    for _ in 0..mx {
        cols.next();
    }
    let (r, d) = cols.rows_and_diagonals_used();
    let c = mx as i64;
    (d as i64 - c, d as i64 - r as i64)
}

/// The row of the P-position in column `x` of Wythoff's Nim (`x >= 1`): `b_n` if `x = a_n`,
/// `a_n` if `x = b_n`. Candidates for `n` come from integer estimates of `x / phi` and
/// `x / phi^2` and are confirmed with the exact pair.
pub fn wythoff_column(x: u64) -> Option<u64> {
    let x128 = u128::from(x);
    let over_phi = (x128 * 618_034 / 1_000_000) as u64;
    let over_phi2 = (x128 * 381_966 / 1_000_000) as u64;
    let near = |c: u64| c.saturating_sub(3)..=c + 3;
    near(over_phi)
        .find_map(|n| wythoff::pair(n).and_then(|(a, b)| (a == x).then_some(b)))
        .or_else(|| {
            near(over_phi2).find_map(|n| wythoff::pair(n).and_then(|(a, b)| (b == x).then_some(a)))
        })
}

/// A measured offset: the best `(dx, dy)` with its overlap, and the best overlap of any
/// other offset in the search range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Measured {
    /// The offset maximising the overlap.
    pub offset: (i64, i64),
    /// `|A' ∩ B| / |A' ∪ B|` in the window, for that offset.
    pub overlap: f64,
    /// The best overlap among all other offsets searched.
    pub runner_up: f64,
    /// The window of columns compared.
    pub window: (u64, u64),
}

/// Measure the offset over the columns `[t/2, t)` of the shifted game, searching
/// `|dx|, |dy| <= radius`. Both games have one P-position per natural column there.
pub fn measure(alt: &Alteration, t: u64, radius: i64) -> Measured {
    let (mx, _) = alt.extent();
    let lo = (t / 2).max(mx + radius as u64 + 1);
    let hi = t.max(lo + 1);
    let cols: Vec<u64> = Columns::new(alt)
        .take((hi as i64 + radius + 1) as usize)
        .map(|c| c.p.first().copied().unwrap_or(0))
        .collect();
    let b: Vec<Option<u64>> = (0..hi + radius as u64 + 1).map(wythoff_column).collect();
    let width = (2 * radius + 1) as usize;
    let mut counts = vec![0u64; width * width];
    for x in lo..hi {
        // A point (xa, ya) of the altered game lands on (x, ya + dy) with xa = x - dx.
        for dx in -radius..=radius {
            let xa = x as i64 - dx;
            if xa < mx as i64 || xa as usize >= cols.len() {
                continue;
            }
            let ya = cols[xa as usize] as i64;
            if let Some(yb) = b[x as usize] {
                let dy = yb as i64 - ya;
                if dy.abs() <= radius {
                    counts[(dx + radius) as usize * width + (dy + radius) as usize] += 1;
                }
            }
        }
    }
    let w = (hi - lo) as f64;
    let ratio = |m: u64| m as f64 / (2.0 * w - m as f64);
    let (best_i, &best) = counts
        .iter()
        .enumerate()
        .max_by_key(|&(_, c)| *c)
        .unwrap_or((0, &0));
    let runner = counts
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != best_i)
        .map(|(_, &c)| c)
        .max()
        .unwrap_or(0);
    Measured {
        offset: (
            (best_i / width) as i64 - radius,
            (best_i % width) as i64 - radius,
        ),
        overlap: ratio(best),
        runner_up: ratio(runner),
        window: (lo, hi),
    }
}
