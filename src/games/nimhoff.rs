//! Linear Nimhoff (Hu-Sleator-Tsin, section 6; Friedman et al.): a finite set of rules
//! `(a, b)`; a move takes `(x, y)` to `(x - k a, y - k b)` for some `k >= 1`, staying
//! non-negative. Wythoff's Nim is `{(1,0), (0,1), (1,1)}`.
//!
//! * [`Nimhoff`] implements [`Rules`] (every option enumerated) for the generic solver.
//! * [`labels`] labels a box faster, with an optional alteration: a cell is P iff no ray
//!   `(x - k a, y - k b)` holds a P-position. Each ray is identified by its first point
//!   `(x - k0 a, y - k0 b)` with `k0` maximal, and one flag per ray records whether a P has
//!   been seen on it (row-major order visits a ray's points in increasing `k`-order).

use crate::games::altered::Alteration;
use crate::games::solver::Rules;

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
                out.push(Beam {
                    slope: slopes[slopes.len() / 2],
                    dx: (xs[xs.len() - 1] - xs[0]) as f64 / (n - 1.0).max(1.0),
                    dy: (ys[ys.len() - 1] - ys[0]) as f64 / (n - 1.0).max(1.0),
                    points: c.len(),
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
            assert!(
                (beam.dx - dx).abs() < 0.1 && (beam.dy - dy).abs() < 0.1,
                "{beam:?}"
            );
        }
    }

    #[test]
    fn fast_labels_equal_the_generic_solver() {
        for rules in [
            vec![(1, 0), (0, 1), (1, 1)],
            vec![(1, 0), (0, 2), (1, 1)],
            vec![(1, 0), (0, 1), (1, 1), (2, 1)],
            vec![(2, 3), (1, 0), (0, 1)],
        ] {
            let g = Nimhoff(rules.clone());
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
