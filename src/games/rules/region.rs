//! A region family's moves `{(i, j) : conditions}` as a polygon of the plane, and its lattice
//! points as finitely many rays when it is unbounded in one direction only.
//!
//! A region's `where` is a conjunction of comparisons of `i` and `j`; over the integers each
//! is one or two constraints `a i + b j + c <= 0` (`e < 0` is `e + 1 <= 0`, `e = 0` is two).
//! Its recession cone `{v : a v1 + b v2 <= 0 for every constraint}` decides the shape:
//! * `{0}`: finitely many moves, listed;
//! * one ray `r` (made a primitive integer vector): every lattice point `z` of the region is
//!   `b + t r` for one base point `b` (a lattice point with `b - r` outside) and `t >= 0`,
//!   and the base points lie in the bounded set `conv(vertices) + [0, 1) r`: the region is a
//!   finite union of rays (a-Wythoff's band `0 < |i - j| < a` is `2a - 1` diagonal rays);
//! * two or more directions: a cone, kept as conditions (the engines enumerate it).
//!
//! Every move must lower `x + y`: the region's least `i + j` must be at least 1 (over the
//! reals: above 0, since `i + j` is an integer), and no recession direction may lower
//! `i + j` (then it would be unbounded below).
//!
//! Cost: `O(m^3)` for `m` constraints (vertices: pairs of boundary lines, each tested), then
//! one test per lattice point of the bounding box of the vertices (and one step along `r`).

use super::expr::{Lin, Op};

/// One constraint `a i + b j + c <= 0`.
pub type Constraint = (i64, i64, i64);

/// The shape of a region's lattice points.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Shape {
    /// Finitely many moves (possibly none).
    Finite(Vec<(i64, i64)>),
    /// Rays `b + t r`, `t >= 0`, one per base point `b`; `r` primitive.
    Rays {
        r: (i64, i64),
        bases: Vec<(i64, i64)>,
    },
    /// Unbounded in more than one direction.
    Cone,
}

/// The constraints of a conjunction of comparisons in `i, j` (`Err` for `!=`).
pub fn constraints(cmps: &[(Lin, Op)]) -> Result<Vec<Constraint>, String> {
    let mut out = Vec::new();
    for (e, op) in cmps {
        let (a, b, c) = (e.coeff("i"), e.coeff("j"), e.c);
        let neg = |(a, b, c): Constraint| -> Result<Constraint, String> {
            Ok((
                a.checked_neg().ok_or("overflow")?,
                b.checked_neg().ok_or("overflow")?,
                c.checked_neg().ok_or("overflow")?,
            ))
        };
        match op {
            Op::Le => out.push((a, b, c)),
            Op::Lt => out.push((a, b, c.checked_add(1).ok_or("overflow")?)),
            Op::Ge => out.push(neg((a, b, c))?),
            Op::Gt => {
                let (a, b, c) = neg((a, b, c))?;
                out.push((a, b, c.checked_add(1).ok_or("overflow")?));
            }
            Op::Eq => {
                out.push((a, b, c));
                out.push(neg((a, b, c))?);
            }
            Op::Ne => {
                return Err(
                    "'!=' in a region's where (write the region as two regions, one each side)"
                        .into(),
                );
            }
        }
    }
    Ok(out)
}

fn holds(cs: &[Constraint], i: i64, j: i64) -> bool {
    cs.iter().all(|&(a, b, c)| {
        i128::from(a) * i128::from(i) + i128::from(b) * i128::from(j) + i128::from(c) <= 0
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

/// The primitive directions `v` with `a v1 + b v2 <= 0` for every constraint, among the
/// candidates on the constraints' boundary lines (the cone's extreme rays lie there).
fn recession(cs: &[Constraint]) -> Vec<(i64, i64)> {
    let mut cands: Vec<(i64, i64)> = Vec::new();
    for &(a, b, _) in cs {
        if (a, b) != (0, 0) {
            let g = gcd(a, b);
            cands.push((b / g, -a / g));
            cands.push((-b / g, a / g));
        }
    }
    if cs.iter().all(|&(a, b, _)| (a, b) == (0, 0)) {
        // No constraint on the direction: the whole plane.
        return vec![(1, 0), (-1, 0), (0, 1), (0, -1)];
    }
    cands.sort_unstable();
    cands.dedup();
    let inside = |&(v1, v2): &(i64, i64)| {
        cs.iter()
            .all(|&(a, b, _)| i128::from(a) * i128::from(v1) + i128::from(b) * i128::from(v2) <= 0)
    };
    let mut dirs: Vec<(i64, i64)> = cands.into_iter().filter(inside).collect();
    // A line's two directions: the cone is a half-plane when a perpendicular direction is in
    // it too (then that direction joins the list), else the region is a line or a strip.
    if let [r, s] = dirs[..]
        && s == (-r.0, -r.1)
    {
        dirs.extend([(r.1, -r.0), (-r.1, r.0)].into_iter().filter(inside));
    }
    dirs
}

/// The vertices of the region as rational points `(n1, n2, den)`, `den > 0`.
fn vertices(cs: &[Constraint]) -> Vec<(i128, i128, i128)> {
    let mut out = Vec::new();
    for (k, &(a1, b1, c1)) in cs.iter().enumerate() {
        for &(a2, b2, c2) in &cs[k + 1..] {
            let (a1, b1, c1, a2, b2, c2) = (
                i128::from(a1),
                i128::from(b1),
                i128::from(c1),
                i128::from(a2),
                i128::from(b2),
                i128::from(c2),
            );
            let det = a1 * b2 - a2 * b1;
            if det == 0 {
                continue;
            }
            // a1 i + b1 j = -c1, a2 i + b2 j = -c2.
            let (mut n1, mut n2, mut den) = (-c1 * b2 + c2 * b1, -a1 * c2 + a2 * c1, det);
            if den < 0 {
                (n1, n2, den) = (-n1, -n2, -den);
            }
            let feasible = cs.iter().all(|&(a, b, c)| {
                i128::from(a) * n1 + i128::from(b) * n2 + i128::from(c) * den <= 0
            });
            if feasible {
                out.push((n1, n2, den));
            }
        }
    }
    out
}

/// The region's shape, or why its moves are refused (a move that does not lower `x + y`).
pub fn shape(cs: &[Constraint]) -> Result<Shape, String> {
    let dirs = recession(cs);
    if let Some(&(v1, v2)) = dirs.iter().find(|&&(v1, v2)| v1 + v2 < 0) {
        return Err(format!(
            "the region is unbounded in the direction ({v1}, {v2}), where i + j decreases: some of its moves do not lower x + y"
        ));
    }
    let vs = vertices(cs);
    // The least i + j over the region is at a vertex (no direction lowers it).
    if let Some(&(n1, n2, den)) = vs.iter().find(|&&(n1, n2, _)| n1 + n2 <= 0) {
        return Err(format!(
            "the region holds (i, j) = ({}, {}) with i + j <= 0: every move must lower x + y",
            show(n1, den),
            show(n2, den)
        ));
    }
    let unbounded: Vec<(i64, i64)> = dirs;
    match unbounded.len() {
        0 => {
            let (lo, hi) = bbox(&vs, (0, 0));
            let mut pts = Vec::new();
            if let Some(((i0, j0), (i1, j1))) = lo.zip(hi) {
                for i in i0..=i1 {
                    for j in j0..=j1 {
                        if holds(cs, i, j) {
                            pts.push((i, j));
                        }
                    }
                }
            }
            Ok(Shape::Finite(pts))
        }
        1 => {
            let r = unbounded[0];
            if vs.is_empty() {
                // A half-line region has a vertex unless it is a strip or empty; a strip has
                // two opposite directions, so here the region is empty.
                return Ok(Shape::Finite(vec![]));
            }
            let (lo, hi) = bbox(&vs, r);
            let mut bases = Vec::new();
            if let Some(((i0, j0), (i1, j1))) = lo.zip(hi) {
                for i in i0..=i1 {
                    for j in j0..=j1 {
                        if holds(cs, i, j) && !holds(cs, i - r.0, j - r.1) {
                            bases.push((i, j));
                        }
                    }
                }
            }
            Ok(Shape::Rays { r, bases })
        }
        _ => {
            let opposite = unbounded
                .iter()
                .any(|&(a, b)| unbounded.contains(&(-a, -b)));
            if opposite && unbounded.len() == 2 {
                Err("a region unbounded in two opposite directions is not supported: split it in two regions, one each way".into())
            } else {
                Ok(Shape::Cone)
            }
        }
    }
}

/// A box `[0, tx) x [0, ty)` holding every natural point `(x, y)` where `c` holds, or `None`
/// when the set is unbounded (or too large to decide here). Route: `c` in disjunctive
/// normal form (negations pushed to the comparisons; congruences and `!=` dropped, which
/// only enlarges the set), each conjunction with `x, y >= 0` a polygon whose recession cone
/// must be `{0}`; the box of its vertices.
pub fn bounding_box(c: &super::expr::Cond) -> Option<(u64, u64)> {
    let conjs = dnf(c, false)?;
    let (mut tx, mut ty) = (0u64, 0u64);
    for conj in conjs {
        let mut cmps: Vec<(Lin, Op)> = conj
            .into_iter()
            .filter(|(_, op)| *op != Op::Ne)
            .map(|(e, op)| {
                (
                    e.rename(&|v| if v == "x" { "i".into() } else { "j".into() }),
                    op,
                )
            })
            .collect();
        cmps.push((Lin::var("i"), Op::Ge));
        cmps.push((Lin::var("j"), Op::Ge));
        let cs = constraints(&cmps).ok()?;
        if !recession(&cs).is_empty() {
            return None;
        }
        for (n1, n2, den) in vertices(&cs) {
            let ceil = |n: i128| u64::try_from(-(-n).div_euclid(den) + 1).unwrap_or(0);
            tx = tx.max(ceil(n1));
            ty = ty.max(ceil(n2));
        }
    }
    Some((tx, ty))
}

type Conj = Vec<(Lin, Op)>;

fn dnf(c: &super::expr::Cond, neg: bool) -> Option<Vec<Conj>> {
    use super::expr::Cond;
    const MAX: usize = 256;
    let product = |parts: Vec<Vec<Conj>>| -> Option<Vec<Conj>> {
        let mut acc: Vec<Conj> = vec![vec![]];
        for p in parts {
            let mut next = Vec::new();
            for a in &acc {
                for b in &p {
                    let mut c = a.clone();
                    c.extend(b.iter().cloned());
                    next.push(c);
                }
            }
            if next.len() > MAX {
                return None;
            }
            acc = next;
        }
        Some(acc)
    };
    match c {
        Cond::True => Some(if neg { vec![] } else { vec![vec![]] }),
        Cond::Cmp(e, op) => {
            let op = if neg {
                match op {
                    Op::Lt => Op::Ge,
                    Op::Le => Op::Gt,
                    Op::Gt => Op::Le,
                    Op::Ge => Op::Lt,
                    Op::Eq => Op::Ne,
                    Op::Ne => Op::Eq,
                }
            } else {
                *op
            };
            Some(vec![vec![(e.clone(), op)]])
        }
        Cond::Mod { .. } => Some(vec![vec![]]),
        Cond::And(v) | Cond::Or(v) => {
            let parts: Vec<Vec<Conj>> = v.iter().map(|c| dnf(c, neg)).collect::<Option<_>>()?;
            if matches!(c, Cond::And(_)) != neg {
                product(parts)
            } else {
                let all: Vec<Conj> = parts.into_iter().flatten().collect();
                (all.len() <= MAX).then_some(all)
            }
        }
        Cond::Not(c) => dnf(c, !neg),
    }
}

fn show(n: i128, den: i128) -> String {
    if n % den == 0 {
        (n / den).to_string()
    } else {
        format!("{n}/{den}")
    }
}

/// The integer bounding box of the vertices and of the vertices moved by `r`.
#[allow(clippy::type_complexity)]
fn bbox(vs: &[(i128, i128, i128)], r: (i64, i64)) -> (Option<(i64, i64)>, Option<(i64, i64)>) {
    if vs.is_empty() {
        return (None, None);
    }
    let floor = |n: i128, d: i128| n.div_euclid(d);
    let ceil = |n: i128, d: i128| -(-n).div_euclid(d);
    let (mut i0, mut j0, mut i1, mut j1) = (i128::MAX, i128::MAX, i128::MIN, i128::MIN);
    for &(n1, n2, d) in vs {
        for (di, dj) in [(0, 0), (i128::from(r.0), i128::from(r.1))] {
            i0 = i0.min(floor(n1, d) + di.min(0) - 1);
            j0 = j0.min(floor(n2, d) + dj.min(0) - 1);
            i1 = i1.max(ceil(n1, d) + di.max(0) + 1);
            j1 = j1.max(ceil(n2, d) + dj.max(0) + 1);
        }
    }
    let c = |v: i128| i64::try_from(v).unwrap_or(if v < 0 { i64::MIN / 4 } else { i64::MAX / 4 });
    (Some((c(i0), c(j0))), Some((c(i1), c(j1))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::expr::{Scope, parse_cond};
    use std::collections::BTreeMap;

    fn cs(text: &str) -> Vec<Constraint> {
        let p = BTreeMap::new();
        let c = parse_cond(
            text,
            &Scope {
                vars: &["i", "j"],
                params: &p,
            },
        )
        .unwrap();
        constraints(&c.conjuncts().unwrap()).unwrap()
    }

    /// The lattice points of a shape within `[0, n)^2`.
    fn points(s: &Shape, n: i64) -> Vec<(i64, i64)> {
        let mut v: Vec<(i64, i64)> = match s {
            Shape::Finite(p) => p.clone(),
            Shape::Rays { r, bases } => bases
                .iter()
                .flat_map(|&(a, b)| (0..4 * n).map(move |t| (a + t * r.0, b + t * r.1)))
                .collect(),
            Shape::Cone => panic!("a cone"),
        };
        v.retain(|&(i, j)| (0..n).contains(&i) && (0..n).contains(&j));
        v.sort_unstable();
        v
    }

    fn brute(text: &str, n: i64) -> Vec<(i64, i64)> {
        let c = cs(text);
        let mut v: Vec<_> = (0..n)
            .flat_map(|i| (0..n).map(move |j| (i, j)))
            .filter(|&(i, j)| holds(&c, i, j))
            .collect();
        v.sort_unstable();
        v
    }

    #[test]
    fn bands_are_finitely_many_rays() {
        for a in 1..6 {
            let t = format!("i >= 1 & j >= 1 & i - j < {a} & j - i < {a}");
            let s = shape(&cs(&t)).unwrap();
            match &s {
                Shape::Rays { r, bases } => {
                    assert_eq!(*r, (1, 1));
                    assert_eq!(bases.len(), 2 * a as usize - 1, "{t}");
                }
                other => panic!("{other:?}"),
            }
            assert_eq!(points(&s, 40), brute(&t, 40), "{t}");
        }
    }

    #[test]
    fn shapes_against_brute_force() {
        for t in [
            "i >= 1 & i <= 3 & j >= 0 & j <= 2",
            "j = 2*i + 1 & i >= 0",
            "i >= 2 & j >= i & j <= i + 3",
            "i + j >= 1 & i + j <= 4 & i >= 0 & j >= 0",
            "3*i - 2*j >= 0 & 3*i - 2*j <= 5 & i >= 1 & j >= 0",
        ] {
            let s = shape(&cs(t)).unwrap();
            assert_ne!(s, Shape::Cone, "{t}");
            assert_eq!(points(&s, 60), brute(t, 60), "{t}");
        }
        assert_eq!(
            shape(&cs("i >= 1 & j >= 1 & j <= 2*i")).unwrap(),
            Shape::Cone
        );
        assert_eq!(shape(&cs("i >= 1 & j >= 0")).unwrap(), Shape::Cone);
    }

    #[test]
    fn bounding_boxes() {
        let p = BTreeMap::new();
        let bb = |t: &str| {
            bounding_box(
                &parse_cond(
                    t,
                    &Scope {
                        vars: &["x", "y"],
                        params: &p,
                    },
                )
                .unwrap(),
            )
        };
        assert_eq!(bb("x + y <= 3"), Some((4, 4)));
        assert_eq!(bb("x = 0 & y = 1 | x = 2 & y = 0"), Some((3, 2)));
        assert_eq!(bb("x <= 2"), None);
        assert_eq!(bb("!(x > 2 | y > 5)"), Some((3, 6)));
        assert_eq!(bb("x + y <= 3 & x % 2 = 0"), Some((4, 4)));
    }

    #[test]
    fn moves_that_do_not_lower_the_sum_are_refused() {
        assert!(
            shape(&cs("i >= 0 & j >= 0 & i + j <= 3"))
                .unwrap_err()
                .contains("i + j <= 0")
        );
        // Moves (i, 1 - i), i >= 0: one heap grows, the sum falls by one.
        assert_eq!(
            shape(&cs("j = 1 - i & i >= 0")).unwrap(),
            Shape::Rays {
                r: (1, -1),
                bases: vec![(0, 1)]
            }
        );
        assert!(shape(&cs("i >= 1")).unwrap_err().contains("unbounded"));
        assert!(shape(&cs("i + j = 1")).unwrap_err().contains("opposite"));
        assert!(
            shape(&cs("i <= 0 & j = 1"))
                .unwrap_err()
                .contains("unbounded")
        );
    }
}
