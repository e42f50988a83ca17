//! Linear Nimhoff (Hu-Sleator-Tsin, section 6; Friedman et al.): a finite set of rules
//! `(a, b)`; a move takes `(x, y)` to `(x - k a, y - k b)` for some `k >= 1`, staying
//! non-negative. Wythoff's Nim is `{(1,0), (0,1), (1,1)}`.
//!
//! * [`Nimhoff`] implements [`Rules`] (every option enumerated) for the generic solver.
//! * [`labels`] labels a box faster, with an optional alteration: a cell is P iff no ray
//!   `(x - k a, y - k b)` holds a P-position. Each ray is identified by its first point
//!   `(x - k0 a, y - k0 b)` with `k0` maximal, and one flag per ray records whether a P has
//!   been seen on it (row-major order visits a ray's points in increasing `k`-order).
//!   Cost `O(w h |rules|)` time, one flag per ray.
//! * [`literal_labels`] is its twin, written from the move rule alone: every option of a
//!   cell enumerated by [`Rules::options`] and looked up. Cost `O(w h (w + h) |rules|)`.
//! * [`sieve_labels`] is a second twin that reaches the whole square of a verdict: the move
//!   rule read forwards (a P-cell `Q` is an option of exactly the cells `Q + k (a, b)`),
//!   each P-cell marking those cells. Cost `O(w h + P (w + h) |rules|)` for `P` P-cells,
//!   one byte per cell.
//! * [`beams`] groups the P-positions of a window into beams and measures each slope with
//!   its error estimate (a [`Spread`] of `y / x` over the beam's outer half).

use crate::games::altered::Alteration;
use crate::games::solver::Rules;
use crate::math::spread::Spread;

/// A Linear Nimhoff rule set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Nimhoff(pub Vec<(u32, u32)>);

impl Rules for Nimhoff {
    type Pos = (u32, u32);
    fn options(&self, (x, y): (u32, u32), out: &mut Vec<(u32, u32)>) {
        for &(a, b) in &self.0 {
            let mut k = 1;
            while a * k <= x && b * k <= y {
                out.push((x - a * k, y - b * k));
                k += 1;
            }
        }
    }
}

/// The rule sets the twin comparisons run: Wythoff's, Hu-Sleator-Tsin's `{(1,0),(0,2),(1,1)}`
/// and `{(1,0),(0,1),(1,1),(2,1)}`, and `{(2,3),(1,0),(0,1)}` (no rule along an axis twice).
pub const TWIN_RULE_SETS: [&[(u32, u32)]; 4] = [
    &[(1, 0), (0, 1), (1, 1)],
    &[(1, 0), (0, 2), (1, 1)],
    &[(1, 0), (0, 1), (1, 1), (2, 1)],
    &[(2, 3), (1, 0), (0, 1)],
];

/// Labels `p[y][x]` of `[0, w) x [0, h)` with the alteration's cells fixed.
pub fn labels(rules: &Nimhoff, alt: &Alteration, w: usize, h: usize) -> Vec<Vec<bool>> {
    // For each rule, a flag per ray, indexed by its first point.
    let index = |(a, b): (u32, u32), x: usize, y: usize| -> usize {
        let (a, b) = (a as usize, b as usize);
        let k0 = match (a, b) {
            (0, _) => y / b,
            (_, 0) => x / a,
            _ => (x / a).min(y / b),
        };
        let (x0, y0) = (x - k0 * a, y - k0 * b);
        if y0 < b {
            y0 * w + x0
        } else {
            b * w + x0 * h + y0
        }
    };
    let mut flags: Vec<Vec<bool>> = rules
        .0
        .iter()
        .map(|&(a, b)| vec![false; b as usize * w + a as usize * h + 1])
        .collect();
    let mut p = vec![vec![false; w]; h];
    for y in 0..h {
        for x in 0..w {
            let label = match alt.fixed(x as u64, y as u64) {
                Some(v) => v,
                None => !rules
                    .0
                    .iter()
                    .enumerate()
                    .any(|(r, &rule)| flags[r][index(rule, x, y)]),
            };
            if label {
                for (r, &rule) in rules.0.iter().enumerate() {
                    flags[r][index(rule, x, y)] = true;
                }
            }
            p[y][x] = label;
        }
    }
    p
}

/// The twin of [`labels`]: `p[y][x]` of `[0, w) x [0, h)`, a cell P iff altered P, or
/// not altered and none of its options (the literal move rule, [`Rules::options`]) is P.
/// Options lie weakly left and below, one coordinate strictly, so row-major order labels
/// every option first.
pub fn literal_labels(rules: &Nimhoff, alt: &Alteration, w: usize, h: usize) -> Vec<Vec<bool>> {
    let mut p = vec![vec![false; w]; h];
    let mut opts = Vec::new();
    for y in 0..h {
        for x in 0..w {
            p[y][x] = alt.fixed(x as u64, y as u64).unwrap_or_else(|| {
                opts.clear();
                rules.options((x as u32, y as u32), &mut opts);
                !opts.iter().any(|&(ox, oy)| p[oy as usize][ox as usize])
            });
        }
    }
    p
}

/// The second twin of [`labels`], from the move rule read forwards: the options of `(x, y)`
/// are the cells `(x - k a, y - k b)`, so a P-cell `Q` is an option of exactly the cells
/// `Q + k (a, b)`, `k >= 1`. Row-major order labels every option of a cell before the
/// cell (as in [`literal_labels`]); a cell is P iff altered P, or not altered and no P-cell
/// marked it. A rule `(0, 0)` moves nowhere and is skipped.
pub fn sieve_labels(rules: &Nimhoff, alt: &Alteration, w: usize, h: usize) -> Vec<Vec<bool>> {
    let mut marked = vec![false; w * h];
    let mut p = vec![vec![false; w]; h];
    for y in 0..h {
        for x in 0..w {
            let label = alt.fixed(x as u64, y as u64).unwrap_or(!marked[y * w + x]);
            p[y][x] = label;
            if !label {
                continue;
            }
            for &(a, b) in &rules.0 {
                let (a, b) = (a as usize, b as usize);
                if a == 0 && b == 0 {
                    continue;
                }
                let (mut u, mut v) = (x + a, y + b);
                while u < w && v < h {
                    marked[v * w + u] = true;
                    u += a;
                    v += b;
                }
            }
        }
    }
    p
}

/// The first cell where two labellings differ, in row-major order, as text.
pub fn first_difference(a: &[Vec<bool>], b: &[Vec<bool>]) -> Option<String> {
    if a.len() != b.len() {
        return Some(format!("heights {} and {}", a.len(), b.len()));
    }
    for (y, (ra, rb)) in a.iter().zip(b).enumerate() {
        if ra.len() != rb.len() {
            return Some(format!("row {y}: widths {} and {}", ra.len(), rb.len()));
        }
        if let Some(x) = (0..ra.len()).find(|&x| ra[x] != rb[x]) {
            return Some(format!("({x},{y}): {} and {}", ra[x], rb[x]));
        }
    }
    None
}

/// A beam of P-positions: its direction `(dx, dy)` per P-position (`x_n ≈ n dx`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Beam {
    /// The slope `y / x` (median over the beam's points in the window).
    pub slope: f64,
    /// Mean x-step between consecutive P-positions of the beam.
    pub dx: f64,
    /// Mean y-step.
    pub dy: f64,
    /// Points in the window.
    pub points: usize,
    /// The spread of `y / x` (every coordinate of the [`Spread`] holds it) over the beam's
    /// points with `x + y` in `[3s/4, s)`: its width is the slope's error estimate.
    pub spread: Spread,
}

impl Beam {
    /// The slope's error estimate: the width of `y / x` over the beam's outer half.
    pub fn slope_error(&self) -> f64 {
        self.spread.max_width()
    }
}

/// Beams of the P-positions with `x + y` in `[s/2, s)`: sort by angle, split where the
/// angle jumps by more than 0.05 rad, keep clusters with at least 2% of the points.
pub fn beams(p: &[Vec<bool>], s: usize) -> Vec<Beam> {
    let mut pts: Vec<(f64, usize, usize)> = Vec::new();
    for (y, row) in p.iter().enumerate() {
        for (x, &v) in row.iter().enumerate() {
            if v && x + y >= s / 2 && x + y < s {
                pts.push(((y as f64).atan2(x as f64), x, y));
            }
        }
    }
    pts.sort_by(|a, b| a.0.total_cmp(&b.0));
    let total = pts.len().max(1);
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=pts.len() {
        if i == pts.len() || pts[i].0 - pts[i - 1].0 > 0.05 {
            let c = &pts[start..i];
            if c.len() * 50 >= total && !c.is_empty() {
                let mut slopes: Vec<f64> = c
                    .iter()
                    .map(|&(_, x, y)| y as f64 / x.max(1) as f64)
                    .collect();
                slopes.sort_by(f64::total_cmp);
                let mut xs: Vec<usize> = c.iter().map(|p| p.1).collect();
                let mut ys: Vec<usize> = c.iter().map(|p| p.2).collect();
                xs.sort_unstable();
                ys.sort_unstable();
                let n = c.len() as f64;
                let mut spread = Spread::after(0);
                for &(_, x, y) in c.iter().filter(|&&(_, x, y)| 4 * (x + y) >= 3 * s) {
                    spread.observe(x.max(1) as u64, [y as u64; 3]);
                }
                out.push(Beam {
                    slope: slopes[slopes.len() / 2],
                    dx: (xs[xs.len() - 1] - xs[0]) as f64 / (n - 1.0).max(1.0),
                    dy: (ys[ys.len() - 1] - ys[0]) as f64 / (n - 1.0).max(1.0),
                    points: c.len(),
                    spread,
                });
            }
            start = i;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::solver::{self, Region, Square};

    #[test]
    fn wythoff_beams_have_the_golden_slopes_and_steps() {
        // Linear Nimhoff {(1,0),(0,1),(1,1)} is Wythoff's game: beams (b_n, a_n) and
        // (a_n, b_n), each holding the pairs with a + b in [s/2, s), steps (phi^2, phi).
        let s = 400;
        let p = labels(
            &Nimhoff(vec![(1, 0), (0, 1), (1, 1)]),
            &Alteration::default(),
            s,
            s,
        );
        let b = beams(&p, s);
        assert_eq!(b.len(), 2, "{b:?}");
        let in_window = crate::games::wythoff::Pairs::new()
            .take_while(|&(_, a, _)| a < s as u64)
            .filter(|&(_, a, b)| (s as u64 / 2..s as u64).contains(&(a + b)))
            .count();
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for (beam, (slope, dx, dy)) in b
            .iter()
            .zip([(1.0 / phi, phi * phi, phi), (phi, phi, phi * phi)])
        {
            assert_eq!(beam.points, in_window, "{beam:?}");
            assert!((beam.slope - slope).abs() < 0.02, "{beam:?}");
            // The error estimate is small, and the true slope lies within one width of
            // the spread (y/x converges from one side here: a/b < 1/phi < phi < b/a).
            let (lo, hi, e) = (beam.spread.min[0], beam.spread.max[0], beam.slope_error());
            assert!(e > 0.0 && e < 0.05, "{beam:?}");
            assert!(lo - e <= slope && slope <= hi + e, "{beam:?}");
            assert!(
                (beam.dx - dx).abs() < 0.1 && (beam.dy - dy).abs() < 0.1,
                "{beam:?}"
            );
        }
    }

    /// The labeller against its literal-rule twin on the 200x200 square: four rule sets,
    /// each unaltered, with boxes of P, the misère cell, scattered P and N cells, and 8
    /// pseudo-random alterations.
    #[test]
    fn labels_equal_the_literal_rule_solver_on_altered_games() {
        let side = 200;
        let mut alts = vec![
            Alteration::default(),
            Alteration::p_box(2, 2),
            Alteration::p_box(7, 3),
            Alteration::misere(),
            Alteration::parse("P: 0,1 5,9 40,2; N: 0,0 3,3 17,30").unwrap(),
        ];
        let mut x = 99u64;
        let mut next = |m: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % m
        };
        for _ in 0..8 {
            let mut alt = Alteration::default();
            for _ in 0..1 + next(12) {
                let cell = (next(30), next(30));
                if next(2) == 0 {
                    alt.p.insert(cell);
                } else if !alt.p.contains(&cell) {
                    alt.n.insert(cell);
                }
            }
            alts.push(alt);
        }
        for rules in TWIN_RULE_SETS {
            let g = Nimhoff(rules.to_vec());
            for alt in &alts {
                let fast = labels(&g, alt, side, side);
                let slow = literal_labels(&g, alt, side, side);
                assert_eq!(first_difference(&fast, &slow), None, "{rules:?} {alt:?}");
                let sieve = sieve_labels(&g, alt, side, side);
                assert_eq!(first_difference(&sieve, &slow), None, "{rules:?} {alt:?}");
            }
        }
        // The comparison can fail: a labelling with one cell flipped is caught.
        let g = Nimhoff(vec![(1, 0), (0, 2), (1, 1)]);
        let mut fast = labels(&g, &Alteration::default(), 20, 20);
        fast[7][3] = !fast[7][3];
        let slow = literal_labels(&g, &Alteration::default(), 20, 20);
        assert!(first_difference(&fast, &slow).unwrap().starts_with("(3,7)"));
    }

    #[test]
    fn fast_labels_equal_the_generic_solver() {
        for rules in TWIN_RULE_SETS {
            let g = Nimhoff(rules.to_vec());
            let sq = Square { side: 40 };
            let slow = solver::label(&g, &sq).unwrap();
            let fast = labels(&g, &Alteration::default(), 40, 40);
            for (i, &label) in slow.iter().enumerate() {
                let (x, y) = sq.position(i);
                assert_eq!(
                    label, fast[y as usize][x as usize],
                    "{rules:?} at ({x},{y})"
                );
            }
        }
    }
}
