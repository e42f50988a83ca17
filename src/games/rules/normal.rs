//! A rule set's moves as disjoint members: rays, single moves and cones, each with its
//! guard, shared by the engines and the rule formula (one normalisation, so the engine and
//! the proof count the same options).
//!
//! * A list is one single move per entry; a region is its rays (`region::Shape::Rays`), its
//!   points (`Finite`) or a cone (kept as constraints).
//! * A ray starting at `t = 0` on the same column (`p t_min + c = 0`) gives its first move
//!   as a single move, so every ray's first move leaves the column when `p >= 1`.
//! * Two unbounded rays with the same direction and guard on the same lattice line are one
//!   ray (from the earlier start); identical single moves with the same guard are one.
//! * Under blocking (`k >= 2`) an option two members both reach would be counted twice:
//!   the amounts shared by members are listed ([`Normal::shared`]), and a count subtracts
//!   the extra copies; members sharing infinitely many amounts (or any with a cone) are
//!   refused, with the members named.
//!
//! Cost: quadratic in the number of members (pairwise intersections, each `O(1)` for two
//! rays, `O(length)` against a list).

use super::expr::Cond;
use super::region::{Constraint, Shape};
use super::{RuleSet, Take};

/// A ray `(p t + c, q t + d)`, `t` in `t_min..=t_max`, guarded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ray {
    pub p: i64,
    pub c: i64,
    pub q: i64,
    pub d: i64,
    pub t_min: i64,
    pub t_max: Option<i64>,
    pub when: Cond,
    pub label: String,
}

impl Ray {
    /// Whether the amount `(i, j)` is one of the ray's moves.
    pub fn contains(&self, i: i64, j: i64) -> bool {
        let t = if self.p != 0 {
            if (i - self.c) % self.p != 0 {
                return false;
            }
            (i - self.c) / self.p
        } else if self.q != 0 {
            if (j - self.d) % self.q != 0 {
                return false;
            }
            (j - self.d) / self.q
        } else {
            return false;
        };
        t >= self.t_min
            && self.t_max.is_none_or(|m| t <= m)
            && self.p * t + self.c == i
            && self.q * t + self.d == j
    }

    /// The amount at `t`.
    pub fn at(&self, t: i64) -> (i64, i64) {
        (self.p * t + self.c, self.q * t + self.d)
    }
}

/// A single move, guarded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Point {
    pub i: i64,
    pub j: i64,
    pub when: Cond,
    pub label: String,
}

/// A ray whose take depends on the position: from `(x, y)` it takes
/// `(p t + c + xy[0] x + xy[1] y, q t + d + xy[2] x + xy[3] y)` for `t` in
/// `t_min..=t_max`, the amounts that lower `x + y` and land on natural entries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Moving {
    pub p: i64,
    pub c: i64,
    pub q: i64,
    pub d: i64,
    pub xy: [i64; 4],
    pub t_min: i64,
    pub t_max: Option<i64>,
    pub when: Cond,
    pub label: String,
}

impl Moving {
    /// The range of `t` whose amounts from `(x, y)` are moves (land on natural entries
    /// and lower `x + y`), or `None` when it is empty.
    pub fn t_range(&self, x: i64, y: i64) -> Option<(i64, i64)> {
        let (ci, cj) = (
            self.c + self.xy[0] * x + self.xy[1] * y,
            self.d + self.xy[2] * x + self.xy[3] * y,
        );
        let (mut lo, mut hi) = (self.t_min, self.t_max.unwrap_or(i64::MAX));
        // Each constraint a t <= b: x - p t - ci >= 0, y - q t - cj >= 0,
        // (p + q) t + ci + cj >= 1.
        for (a, b) in [
            (self.p, x - ci),
            (self.q, y - cj),
            (-(self.p + self.q), ci + cj - 1),
        ] {
            if a > 0 {
                hi = hi.min(b.div_euclid(a));
            } else if a < 0 {
                lo = lo.max(-(b.div_euclid(-a)));
            } else if b < 0 {
                return None;
            }
        }
        (lo <= hi && hi < i64::MAX).then_some((lo, hi))
    }

    /// The amount at `t` from `(x, y)`.
    pub fn at(&self, t: i64, x: i64, y: i64) -> (i64, i64) {
        (
            self.p * t + self.c + self.xy[0] * x + self.xy[1] * y,
            self.q * t + self.d + self.xy[2] * x + self.xy[3] * y,
        )
    }
}

/// A cone region, guarded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cone {
    pub constraints: Vec<Constraint>,
    pub when: Cond,
    pub label: String,
}

impl Cone {
    /// Whether `(i, j)` is one of the cone's moves.
    pub fn contains(&self, i: i64, j: i64) -> bool {
        self.constraints.iter().all(|&(a, b, c)| {
            i128::from(a) * i128::from(i) + i128::from(b) * i128::from(j) + i128::from(c) <= 0
        })
    }
}

/// An amount reached by several members: which ones (indices into the members in the order
/// rays, points, cones).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shared {
    pub i: i64,
    pub j: i64,
    pub members: Vec<usize>,
}

/// The moves as disjoint members.
#[derive(Debug, Clone, Default)]
pub struct Normal {
    pub rays: Vec<Ray>,
    pub points: Vec<Point>,
    pub cones: Vec<Cone>,
    /// The rays whose take depends on the position (not counted among the members).
    pub moving: Vec<Moving>,
    /// Amounts several members reach (listed under blocking only; empty for `k = 1`).
    pub shared: Vec<Shared>,
}

impl Normal {
    /// The guard of member `m` (rays, then points, then cones).
    pub fn guard_of(&self, m: usize) -> &Cond {
        if m < self.rays.len() {
            &self.rays[m].when
        } else if m < self.rays.len() + self.points.len() {
            &self.points[m - self.rays.len()].when
        } else {
            &self.cones[m - self.rays.len() - self.points.len()].when
        }
    }
}

/// Normalise the moves of `r`.
pub fn normalize(r: &RuleSet) -> Result<Normal, String> {
    let mut n = Normal::default();
    for f in &r.families {
        match &f.take {
            Take::Ray {
                p,
                c,
                q,
                d,
                t_min,
                t_max,
                xy,
            } if *xy != [0; 4] => n.moving.push(Moving {
                p: *p,
                c: *c,
                q: *q,
                d: *d,
                xy: *xy,
                t_min: *t_min,
                t_max: *t_max,
                when: f.when.clone(),
                label: f.label.clone(),
            }),
            Take::Ray {
                p,
                c,
                q,
                d,
                t_min,
                t_max,
                ..
            } => push_ray(
                &mut n,
                Ray {
                    p: *p,
                    c: *c,
                    q: *q,
                    d: *d,
                    t_min: *t_min,
                    t_max: *t_max,
                    when: f.when.clone(),
                    label: f.label.clone(),
                },
            ),
            Take::List(v) => {
                for &(i, j) in v {
                    push_point(&mut n, i, j, &f.when, &f.label);
                }
            }
            Take::Region {
                constraints, shape, ..
            } => match shape {
                Shape::Finite(v) => {
                    for &(i, j) in v {
                        push_point(&mut n, i, j, &f.when, &f.label);
                    }
                }
                Shape::Rays { r: (p, q), bases } => {
                    for &(c, d) in bases {
                        push_ray(
                            &mut n,
                            Ray {
                                p: *p,
                                c,
                                q: *q,
                                d,
                                t_min: 0,
                                t_max: None,
                                when: f.when.clone(),
                                label: f.label.clone(),
                            },
                        );
                    }
                }
                Shape::Cone => n.cones.push(Cone {
                    constraints: constraints.clone(),
                    when: f.when.clone(),
                    label: f.label.clone(),
                }),
            },
        }
    }
    if r.blocking >= 2 {
        n.shared = shared(&n)?;
    }
    Ok(n)
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn push_point(n: &mut Normal, i: i64, j: i64, when: &Cond, label: &str) {
    if !n
        .points
        .iter()
        .any(|p| p.i == i && p.j == j && p.when == *when)
    {
        n.points.push(Point {
            i,
            j,
            when: when.clone(),
            label: label.to_string(),
        });
    }
}

fn push_ray(n: &mut Normal, mut r: Ray) {
    // A first move on the same column (p t_min + c = 0 with p >= 1 cannot happen unless
    // t_min = 0 and c = 0) becomes a single move.
    while r.p >= 1 && r.p * r.t_min + r.c == 0 && r.t_max.is_none_or(|m| r.t_min <= m) {
        let (i, j) = r.at(r.t_min);
        let (when, label) = (r.when.clone(), r.label.clone());
        push_point(n, i, j, &when, &label);
        r.t_min += 1;
    }
    if r.t_max.is_some_and(|m| r.t_min > m) {
        return;
    }
    // The same unbounded ray, or one on its lattice line starting later: keep the earlier.
    if r.t_max.is_none() {
        for s in n.rays.iter_mut() {
            if s.t_max.is_none() && s.when == r.when && (s.p, s.q) == (r.p, r.q) {
                let (ri, rj) = r.at(r.t_min);
                let (si, sj) = s.at(s.t_min);
                if s.contains(ri, rj) {
                    return;
                }
                if r.contains(si, sj) {
                    *s = r;
                    return;
                }
            }
        }
    }
    if !n.rays.contains(&r) {
        n.rays.push(r);
    }
}

/// The amounts several members reach, or the pair that shares infinitely many.
fn shared(n: &Normal) -> Result<Vec<Shared>, String> {
    let members = n.rays.len() + n.points.len();
    if let Some(m) = n.moving.first() {
        return Err(format!(
            "{}: under blocking every family must be rays or single moves with constant amounts (a take that depends on the position is not counted)",
            m.label
        ));
    }
    if let Some(c) = n.cones.first() {
        return Err(format!(
            "{}: under blocking every family must be rays or single moves (a two-dimensional region's options cannot be counted here)",
            c.label
        ));
    }
    let mut amounts: Vec<(i64, i64)> = Vec::new();
    let ray_ray = |a: &Ray, b: &Ray| -> Result<Vec<(i64, i64)>, String> {
        // a.at(t) = b.at(s): p_a t - p_b s = c_b - c_a, q_a t - q_b s = d_b - d_a; Cramer's
        // rule with the determinant of [[p_a, -p_b], [q_a, -q_b]].
        let det = b.p * a.q - a.p * b.q;
        if det != 0 {
            let (e, f) = (b.c - a.c, b.d - a.d);
            let tn = e * (-b.q) - (-b.p) * f;
            let sn = a.p * f - a.q * e;
            if tn % det == 0 && sn % det == 0 {
                let (t, s) = (tn / det, sn / det);
                let ok = |r: &Ray, t: i64| t >= r.t_min && r.t_max.is_none_or(|m| t <= m);
                if ok(a, t) && ok(b, s) {
                    return Ok(vec![a.at(t)]);
                }
            }
            return Ok(vec![]);
        }
        // Parallel: a bounded one is listed point by point; two unbounded ones on one line
        // share infinitely many.
        for (x, y) in [(a, b), (b, a)] {
            if let Some(m) = x.t_max {
                return Ok((x.t_min..=m)
                    .map(|t| x.at(t))
                    .filter(|&(i, j)| y.contains(i, j))
                    .collect());
            }
        }
        // Both unbounded and parallel: nothing shared off a's line; on it, positions along
        // the line are two arithmetic progressions, which meet infinitely often when they
        // run the same way and their offsets agree modulo the gcd of their steps.
        let (dx, dy) = (b.c - a.c, b.d - a.d);
        if i128::from(dx) * i128::from(a.q) - i128::from(dy) * i128::from(a.p) != 0 {
            return Ok(vec![]);
        }
        let (ka, kb, a0, b0) = if a.p != 0 {
            (a.p, b.p, a.c, b.c)
        } else {
            (a.q, b.q, a.d, b.d)
        };
        let g = gcd(ka.abs(), kb.abs()).max(1);
        if ka.signum() == kb.signum() && (b0 - a0) % g != 0 {
            return Ok(vec![]);
        }
        Err(format!(
            "{} and {} share infinitely many moves: under blocking each option must be counted once (write them as one family, or with guards that exclude each other)",
            a.label, b.label
        ))
    };
    for (x, a) in n.rays.iter().enumerate() {
        for b in &n.rays[x + 1..] {
            amounts.extend(ray_ray(a, b)?);
        }
        for p in &n.points {
            if a.contains(p.i, p.j) {
                amounts.push((p.i, p.j));
            }
        }
    }
    for (x, p) in n.points.iter().enumerate() {
        for q in &n.points[x + 1..] {
            if (p.i, p.j) == (q.i, q.j) {
                amounts.push((p.i, p.j));
            }
        }
    }
    amounts.sort_unstable();
    amounts.dedup();
    Ok(amounts
        .into_iter()
        .map(|(i, j)| Shared {
            i,
            j,
            members: (0..members)
                .filter(|&m| {
                    if m < n.rays.len() {
                        n.rays[m].contains(i, j)
                    } else {
                        let p = &n.points[m - n.rays.len()];
                        (p.i, p.j) == (i, j)
                    }
                })
                .collect(),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    #[test]
    fn a_wythoff_band_merges_with_the_diagonal() {
        let text = "name = \"a\"\n[params]\na = 3\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = \"(i, j)\"\nwhere = \"i >= 1 & j >= 1 & i - j < a & j - i < a\"\n";
        let r = parse(text, &[]).unwrap();
        let n = normalize(&r).unwrap();
        // Nim twice, the diagonal once (the band's i = j ray is the same), 4 offset diagonals.
        assert_eq!(n.rays.len(), 7, "{:?}", n.rays);
        assert!(n.points.is_empty() && n.cones.is_empty());
    }

    #[test]
    fn parallel_progressions_on_one_line() {
        let n = |text: &str| normalize(&parse(text, &[]).unwrap());
        // (2t + 1, 2t + 1) and (t + 2, t + 2) meet at every odd diagonal point from 3 on.
        let e = n("name = \"p\"\nblocking = 4\nsymmetric = false\n[[move]]\ntake = \"(2*t + 1, 2*t + 1)\"\nt = \">= 0\"\n[[move]]\ntake = \"(t + 2, t + 2)\"\nt = \">= 0\"\n").unwrap_err();
        assert!(e.contains("share infinitely many"), "{e}");
        // (2t, 2t) and (2t + 1, 2t + 1): even and odd, never.
        let ok = n("name = \"p\"\nblocking = 4\nsymmetric = false\n[[move]]\ntake = \"(2*t, 2*t)\"\n[[move]]\ntake = \"(2*t + 1, 2*t + 1)\"\n").unwrap();
        assert!(ok.shared.is_empty());
    }

    #[test]
    fn crossing_rays_share_their_crossing() {
        // (t, 1), t >= 1 and (1, t), t >= 0 both take (1, 1).
        let text = "name = \"c\"\nblocking = 3\n[[move]]\ntake = \"(t, 1)\"\nt = \">= 0\"\n";
        let n = normalize(&parse(text, &[]).unwrap()).unwrap();
        assert_eq!(
            n.shared.iter().map(|s| (s.i, s.j)).collect::<Vec<_>>(),
            [(1, 1)]
        );
        assert_eq!(n.shared[0].members.len(), 2);
    }

    #[test]
    fn blocking_lists_shared_amounts_and_refuses_infinite_ones() {
        let text = "name = \"m\"\nblocking = 2\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = [\"(1, 1)\", \"(1, 2)\"]\n";
        let n = normalize(&parse(text, &[]).unwrap()).unwrap();
        assert_eq!(n.shared.len(), 1);
        assert_eq!((n.shared[0].i, n.shared[0].j), (1, 1));
        let text = "name = \"m\"\nblocking = 2\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = \"(2*t, 2*t)\"\nwhen = \"x > 3\"\n";
        let e = normalize(&parse(text, &[]).unwrap()).unwrap_err();
        assert!(e.contains("share infinitely many"), "{e}");
    }
}
