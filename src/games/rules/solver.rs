//! The rules solver: a rule set's positions labelled by the definition, the twin of every
//! engine of `games::rules`.
//!
//! Positions are taken in order of `x + y` (every move lowers it), on the square
//! `[0, side)^2` when every move takes from both heaps non-negatively (the square is closed
//! under moves), else on the triangle `x + y < side`. For each position its options are
//! listed literally: every family whose guard holds, every `t` of a ray (or every point of
//! a region) whose landing position has natural entries, collected into one set (a move
//! two families share counts once); a family whose take names `x` or `y` is evaluated at
//! the position, and only its amounts that lower `x + y` are moves. Then:
//! * an altered position has its declared label;
//! * a terminal position has no move: P (misère: N);
//! * misère: fewer than `k` options (no move left after blocking): N;
//! * else P iff fewer than `k` options are P.
//!
//! Sprague-Grundy values (normal play, `k = 1`): the mex of the options' values; a declared
//! P cell has value 0 and a declared N cell also moves to a terminal position (the
//! definition of `games::altered::grundy`); a terminal cell has value 0.
//!
//! Nothing here knows a lemma, a line, a count or a bit set: it is the definition, for
//! small sides. Cost: `O(side^2)` positions, each with `O(side)` ray moves per family and
//! `O(side^2)` candidate points per region family.

use super::{RuleSet, Take};
use std::collections::BTreeSet;

/// The largest side the solver accepts (a region family costs `side^4` tests).
pub const MAX_SIDE: u64 = 400;

/// The labels of a square (or triangle) of positions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solved {
    /// The side.
    pub side: u64,
    /// Whether the positions are the triangle `x + y < side` (else the square).
    pub triangle: bool,
    /// `p[x][y]` (only `y < side - x` on the triangle).
    pub p: Vec<Vec<bool>>,
    /// Grundy values, when asked for (`g[x][y]`).
    pub grundy: Option<Vec<Vec<u32>>>,
}

impl Solved {
    /// Whether `(x, y)` is solved here.
    pub fn contains(&self, x: u64, y: u64) -> bool {
        x < self.side && y < self.side && (!self.triangle || x + y < self.side)
    }

    /// Whether `(x, y)` is a P-position (`false` outside).
    pub fn is_p(&self, x: u64, y: u64) -> bool {
        self.contains(x, y) && self.p[x as usize][y as usize]
    }

    /// Every P-position, in order of `x`, then `y`.
    pub fn positions(&self) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        for x in 0..self.side {
            for y in 0..self.side {
                if self.is_p(x, y) {
                    v.push((x, y));
                }
            }
        }
        v
    }
}

/// The options of `(x, y)`, each once.
pub fn options(r: &RuleSet, x: u64, y: u64) -> BTreeSet<(u64, u64)> {
    let mut out = BTreeSet::new();
    let (xi, yi) = (x as i64, y as i64);
    let land = |i: i64, j: i64, out: &mut BTreeSet<(u64, u64)>| {
        let (u, v) = (xi - i, yi - j);
        if u >= 0 && v >= 0 && i + j >= 1 {
            out.insert((u as u64, v as u64));
        }
    };
    for f in &r.families {
        if !RuleSet::guard(f, x, y) {
            continue;
        }
        match &f.take {
            Take::Ray {
                p,
                c,
                q,
                d,
                t_min,
                t_max,
                xy,
            } if *xy != [0; 4] => {
                // The amount depends on the position: every t from t_min while a landing
                // entry could still lie in [0, x + y] (|p t| <= |x - ci| + x + y when
                // p != 0, likewise q; one of p, q is not 0), each amount tested by `land`.
                let ci = c + xy[0] * xi + xy[1] * yi;
                let cj = d + xy[2] * xi + xy[3] * yi;
                let top = t_min + 2 * (xi + yi) + ci.abs() + cj.abs() + 1;
                let top = t_max.map_or(top, |m| m.min(top));
                for t in *t_min..=top {
                    land(p * t + ci, q * t + cj, &mut out);
                }
            }
            Take::Ray {
                p,
                c,
                q,
                d,
                t_min,
                t_max,
                ..
            } => {
                // The landing position's entries fall by p and q per step of t; one of them
                // is positive, and it bounds t.
                let mut t = *t_min;
                loop {
                    if t_max.is_some_and(|m| t > m) {
                        break;
                    }
                    let (i, j) = (p * t + c, q * t + d);
                    if (*p > 0 && i > xi) || (*q > 0 && j > yi) {
                        break;
                    }
                    land(i, j, &mut out);
                    t += 1;
                }
            }
            Take::List(v) => {
                for &(i, j) in v {
                    land(i, j, &mut out);
                }
            }
            Take::Region { constraints, .. } => {
                // Every landing position (u, v) with u + v < x + y, tested.
                let s = xi + yi;
                for u in 0..s.max(0) {
                    for v in 0..(s - u) {
                        let (i, j) = (xi - u, yi - v);
                        let inside = constraints.iter().all(|&(a, b, c)| {
                            i128::from(a) * i128::from(i)
                                + i128::from(b) * i128::from(j)
                                + i128::from(c)
                                <= 0
                        });
                        if inside {
                            land(i, j, &mut out);
                        }
                    }
                }
            }
        }
    }
    out
}

/// Label every position of the square (or triangle) of side `side`; with `grundy`, also
/// their Grundy values (refused under blocking or misère, where they are not defined).
pub fn solve(r: &RuleSet, side: u64, grundy: bool) -> Result<Solved, String> {
    if side > MAX_SIDE {
        return Err(format!(
            "the rules solver takes sides up to {MAX_SIDE} (asked {side})"
        ));
    }
    if grundy && (r.blocking > 1 || r.misere) {
        return Err("Sprague-Grundy values are defined for normal play without blocking".into());
    }
    let triangle = !r.takes_only();
    let n = side as usize;
    let mut p = vec![vec![false; n]; n];
    let mut g = grundy.then(|| vec![vec![0u32; n]; n]);
    let k = r.blocking as usize;
    let sums = if triangle {
        side
    } else {
        2 * side.saturating_sub(1) + 1
    };
    for s in 0..sums {
        for x in 0..=s.min(side.saturating_sub(1)) {
            let y = s - x;
            if y >= side || (triangle && x + y >= side) {
                continue;
            }
            let (xu, yu) = (x as usize, y as usize);
            let opts = if r.is_terminal(x, y) {
                BTreeSet::new()
            } else {
                options(r, x, y)
            };
            let label = if let Some(fixed) = r.altered(x, y) {
                fixed
            } else if r.is_terminal(x, y) {
                !r.misere
            } else {
                let ps = opts
                    .iter()
                    .filter(|&&(u, v)| p[u as usize][v as usize])
                    .count();
                if r.misere && opts.len() < k {
                    false
                } else {
                    ps < k
                }
            };
            p[xu][yu] = label;
            if let Some(g) = &mut g {
                let mut seen: BTreeSet<u32> = opts
                    .iter()
                    .map(|&(u, v)| g[u as usize][v as usize])
                    .collect();
                g[xu][yu] = match r.altered(x, y) {
                    Some(true) => 0,
                    Some(false) => {
                        seen.insert(0);
                        mex(&seen)
                    }
                    None => mex(&seen),
                };
            }
        }
    }
    Ok(Solved {
        side,
        triangle,
        p,
        grundy: g,
    })
}

fn mex(s: &BTreeSet<u32>) -> u32 {
    let mut m = 0;
    for &v in s {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    #[test]
    fn wythoff_from_its_rules() {
        let r = parse(
            "name = \"w\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
            &[],
        )
        .unwrap();
        let s = solve(&r, 14, true).unwrap();
        let want = [
            (0, 0),
            (1, 2),
            (2, 1),
            (3, 5),
            (4, 7),
            (5, 3),
            (6, 10),
            (7, 4),
            (8, 13),
            (10, 6),
            (13, 8),
        ];
        assert_eq!(s.positions(), want);
        // Wythoff's Grundy values along the first row: 0, 1, 2, ... (a Nim heap).
        let g = s.grundy.unwrap();
        assert_eq!((0..5).map(|y| g[0][y]).collect::<Vec<_>>(), [0, 1, 2, 3, 4]);
        assert_eq!(g[1][1], 2);
    }

    #[test]
    fn terminal_blocking_and_misere() {
        let nim = |head: &str| {
            parse(
                &format!("name = \"n\"\nsymmetric = false\n{head}[[move]]\ntake = \"(0, t)\"\n"),
                &[],
            )
            .unwrap()
        };
        let column = |r: &RuleSet, n: u64| {
            let s = solve(r, n, false).unwrap();
            (0..n).map(|y| s.is_p(0, y)).collect::<Vec<_>>()
        };
        // One-heap Nim with the terminal set y <= 1: both P; y >= 2 moves to one: N.
        assert_eq!(
            column(&nim("terminal = \"y <= 1\"\n"), 5),
            [true, true, false, false, false]
        );
        // Blocking k = 2: P iff fewer than 2 options are P.
        assert_eq!(
            column(&nim("blocking = 2\n"), 6),
            [true, true, false, false, false, false]
        );
        // Misère: (0, 0) has no move: N; (0, 1) moves to it only: P.
        assert_eq!(
            column(&nim("misere = true\n"), 4),
            [false, true, false, false]
        );
    }
}
