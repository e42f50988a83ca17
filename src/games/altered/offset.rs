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

impl Measured {
    /// Whether the measurement singles out one offset: an overlap of at least 1/2, at least
    /// twice the next best. Anything else is noise (a window too short or too close to the
    /// alteration, or a game that is not an offset of Wythoff's there).
    pub fn converged(&self) -> bool {
        self.overlap >= 0.5 && self.runner_up * 2.0 <= self.overlap
    }
}

/// The window `[lo, hi)` of columns [`measure`] compares for `t` and `radius`: `[t/2, t)`,
/// moved past the alteration and the search radius when they reach beyond `t/2`, and never
/// shorter than `t/2` columns (the window grows with the alteration).
pub fn window(alt: &Alteration, t: u64, radius: i64) -> (u64, u64) {
    let (mx, _) = alt.extent();
    let lo = (t / 2).max(mx + radius as u64 + 1);
    (lo, t.max(lo + (t / 2).max(1)))
}

/// The search radius the command line uses for an alteration: `2 (m_x + m_y) + 10`.
pub fn default_radius(alt: &Alteration) -> i64 {
    let (mx, my) = alt.extent();
    (2 * (mx + my) + 10) as i64
}

/// The work of [`measure`]: `(columns generated, counter updates, bytes)`.
pub fn cost(alt: &Alteration, t: u64, radius: i64) -> (u64, u64, u64) {
    let (lo, hi) = window(alt, t, radius);
    let width = (2 * radius + 1) as u64;
    let columns = hi + radius as u64 + 1;
    let updates = (hi - lo).saturating_mul(width);
    let bytes = 8 * width + 16 * (hi - lo + 2 * width);
    (columns, updates, bytes)
}

/// Wythoff's row in each column `x` of `[lo, hi)` (as [`wythoff_column`], 0 for column 0),
/// from the streaming pairs: one pair per column instead of a search per column.
pub fn wythoff_rows(lo: u64, hi: u64) -> Vec<u64> {
    let mut rows = vec![0u64; hi.saturating_sub(lo) as usize];
    // b_n = floor(n phi^2) >= lo needs n >= lo / phi^2 > 0.381966 lo - 1; a_n > b_m for no n < m.
    let n0 = (u128::from(lo) * 381_966 / 1_000_000) as u64;
    for (_, a, b) in wythoff::Pairs::starting_at(n0.saturating_sub(3)) {
        if a >= hi {
            break;
        }
        for (x, y) in [(a, b), (b, a)] {
            if (lo..hi).contains(&x) {
                rows[(x - lo) as usize] = y;
            }
        }
    }
    rows
}

/// Measure the offset over the window of columns of [`window`], searching
/// `|dx|, |dy| <= radius`. Both games have one P-position per natural column there.
///
/// Cost: the columns up to `hi + radius` are generated (streamed); memory is the window
/// and one counter per `dy` (`O(hi - lo + radius)`); time `O((hi - lo) * radius)` counter
/// updates (see [`cost`]), each a subtraction and a comparison over two slices.
pub fn measure(alt: &Alteration, t: u64, radius: i64) -> Measured {
    let (mx, _) = alt.extent();
    let (lo, hi) = window(alt, t, radius);
    let r = radius as u64;
    // The altered game's row in columns [lo - r, hi + r] (0 for none), and Wythoff's in [lo, hi).
    let first = lo.saturating_sub(r);
    let cols: Vec<i64> = Columns::new(alt)
        .take((hi + r + 1) as usize)
        .skip(first as usize)
        .map(|c| c.p.first().copied().unwrap_or(0) as i64)
        .collect();
    let b: Vec<i64> = wythoff_rows(lo, hi).into_iter().map(|y| y as i64).collect();
    let width = (2 * radius + 1) as usize;
    let mut counts = vec![0u64; width];
    // The altered columns compared: xa in [max(mx, first), first + cols.len()).
    let (xa_lo, xa_hi) = (mx.max(first) as i64, (first + cols.len() as u64) as i64);
    // The best cell (the last one on ties, in (dx, dy) order) and the best other count.
    let mut best: Option<(u64, usize)> = None;
    let mut runner = 0u64;
    for dx in -radius..=radius {
        counts.fill(0);
        // A point (xa, ya) of the altered game lands on (x, ya + dy) with xa = x - dx.
        let x_lo = (lo as i64).max(xa_lo + dx);
        let x_hi = (hi as i64).min(xa_hi + dx);
        if x_lo < x_hi {
            let ours = &b[(x_lo - lo as i64) as usize..(x_hi - lo as i64) as usize];
            let theirs =
                &cols[(x_lo - dx - first as i64) as usize..(x_hi - dx - first as i64) as usize];
            for (&yb, &ya) in ours.iter().zip(theirs) {
                let j = (yb - ya + radius) as u64;
                if j < width as u64 {
                    counts[j as usize] += 1;
                }
            }
        }
        for (j, &c) in counts.iter().enumerate() {
            let i = (dx + radius) as usize * width + j;
            match best {
                Some((bc, _)) if c < bc => runner = runner.max(c),
                Some((bc, _)) => {
                    runner = runner.max(bc);
                    best = Some((c, i));
                }
                None => best = Some((c, i)),
            }
        }
    }
    let (best_c, best_i) = best.unwrap_or((0, 0));
    let w = (hi - lo) as f64;
    let ratio = |m: u64| m as f64 / (2.0 * w - m as f64);
    Measured {
        offset: (
            (best_i / width) as i64 - radius,
            (best_i % width) as i64 - radius,
        ),
        overlap: ratio(best_c),
        runner_up: ratio(runner),
        window: (lo, hi),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figure_5_by_both_routes() {
        // Theorem 3 counts rows and diagonals; the measurement overlaps P-positions.
        let alt = Alteration::p_box(8, 13);
        assert_eq!(theorem3(&alt), (12, 7));
        let m = measure(&alt, 6_000, default_radius(&alt));
        assert_eq!(m.offset, (12, 7));
        assert!(m.converged() && m.overlap > 0.9, "{m:?}");
        let plain = measure(&Alteration::default(), 2_000, 5);
        assert_eq!(plain.offset, (0, 0));
        assert!(plain.overlap > 0.99 && plain.converged(), "{plain:?}");
    }

    #[test]
    fn wythoff_column_is_the_partner_in_the_pair() {
        let mut want = std::collections::BTreeMap::new();
        for (_, a, b) in wythoff::Pairs::new().take_while(|p| p.1 < 20_000) {
            want.insert(a, b);
            want.insert(b, a);
        }
        for x in 1..20_000u64 {
            assert_eq!(wythoff_column(x), want.get(&x).copied(), "x = {x}");
        }
    }

    #[test]
    fn wythoff_rows_are_the_column_search() {
        for (lo, hi) in [(0, 300), (1, 2), (500, 1_000), (12_345, 14_000), (7, 7)] {
            let want: Vec<u64> = (lo..hi).map(|x| wythoff_column(x).unwrap_or(0)).collect();
            assert_eq!(wythoff_rows(lo, hi), want, "[{lo}, {hi})");
        }
    }

    /// The measurement as written from its definition: every `(dx, x)` looked up one by
    /// one, Wythoff's row by the search [`wythoff_column`].
    fn measure_by_definition(alt: &Alteration, t: u64, radius: i64) -> Measured {
        let (lo, hi) = window(alt, t, radius);
        let (mx, _) = alt.extent();
        let all: Vec<u64> = Columns::new(alt)
            .take((hi + radius as u64 + 1) as usize)
            .map(|c| c.p.first().copied().unwrap_or(0))
            .collect();
        let width = (2 * radius + 1) as usize;
        let mut counts = vec![0u64; width * width];
        for dx in -radius..=radius {
            for x in lo..hi {
                let xa = x as i64 - dx;
                if xa < mx as i64 || xa as usize >= all.len() {
                    continue;
                }
                if let Some(yb) = wythoff_column(x) {
                    let dy = yb as i64 - all[xa as usize] as i64;
                    if dy.abs() <= radius {
                        counts[(dx + radius) as usize * width + (dy + radius) as usize] += 1;
                    }
                }
            }
        }
        // The last maximum in (dx, dy) order; the runner-up is the best of the others.
        let best_i = (0..counts.len()).max_by_key(|&i| counts[i]).unwrap_or(0);
        let runner = (0..counts.len())
            .filter(|&i| i != best_i)
            .map(|i| counts[i])
            .max()
            .unwrap_or(0);
        let w = (hi - lo) as f64;
        let ratio = |m: u64| m as f64 / (2.0 * w - m as f64);
        Measured {
            offset: (
                (best_i / width) as i64 - radius,
                (best_i % width) as i64 - radius,
            ),
            overlap: ratio(counts[best_i]),
            runner_up: ratio(runner),
            window: (lo, hi),
        }
    }

    #[test]
    fn measure_equals_its_definition() {
        for (spec, t, radius) in [
            ("", 2_000, 5),
            ("P: box 8x13", 3_000, 30),
            ("P: box 1x25", 4_000, 31),
            ("P: box 30x1", 1_000, 36),
            ("N: 0,0", 500, 40),
            ("P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2", 800, 12),
            ("P: 3,5 7,1; N: 2,2", 2_000, 0),
        ] {
            let alt = Alteration::parse(spec).expect("a valid spec");
            let (fast, slow) = (
                measure(&alt, t, radius),
                measure_by_definition(&alt, t, radius),
            );
            assert_eq!(fast, slow, "'{spec}' at T = {t}, radius {radius}");
        }
    }

    #[test]
    fn the_window_and_the_cost_follow_their_definitions() {
        let alt = Alteration::p_box(8, 13);
        let (lo, hi) = window(&alt, 1_000, 10);
        assert_eq!((lo, hi), (500, 1_000));
        let (lo2, hi2) = window(&alt, 20, 10);
        assert!(lo2 > 8 + 10 && hi2 - lo2 >= 10, "{lo2} {hi2}");
        let (columns, updates, bytes) = cost(&alt, 1_000, 10);
        assert_eq!(columns, 1_011);
        assert_eq!(updates, 500 * 21);
        assert_eq!(bytes, 8 * 21 + 16 * (500 + 42));
        assert_eq!(default_radius(&alt), 2 * (8 + 13) + 10);
    }
}
