//! Sprague-Grundy values of a rule set on the square `[0, side)^2` (normal play, no
//! blocking; moves that take non-negative amounts).
//!
//! Route: columns in order, each column's cells in increasing `y`. An unbounded ray with
//! `p >= 1` reaches, from `(x, y)`, one lattice line at columns `<= x - delta`; the engine
//! keeps per ray and per line the set of values seen on it (a bit set), a column's values
//! entering a ray's lines `delta` columns later. A vertical ray (`p = 0`) keeps, per
//! residue of the row, the values of its column below the reach, the rows entering as `y`
//! passes them. Bounded rays and single moves read the values directly. The value is the
//! mex of the union (word by word, stopping at the first word with a zero). A declared P
//! cell has value 0, a declared N cell also moves to a terminal position, and a terminal
//! cell has no move (the definition of `games::altered::grundy` and of
//! [`super::solver`], the twin).
//!
//! Cost: per cell, one word per ray up to the mex's word; memory: the values (`4 side^2`
//! bytes) and per ray and line a bit set of the values seen.

use super::RuleSet;
use super::expr::Cond;
use super::normal::normalize;
use std::collections::HashMap;

/// The largest side served (the values take `4 side^2` bytes).
pub const MAX_SIDE: u64 = 16_384;

#[derive(Default)]
struct ValueSet(Vec<u64>);

impl ValueSet {
    fn insert(&mut self, v: u32) {
        let w = (v / 64) as usize;
        if w >= self.0.len() {
            self.0.resize(w + 1, 0);
        }
        self.0[w] |= 1 << (v % 64);
    }
}

/// The Grundy values `g[x][y]` of the square of side `side`.
pub fn values(r: &RuleSet, side: u64) -> Result<Vec<Vec<u32>>, String> {
    if r.blocking > 1 || r.misere {
        return Err("Sprague-Grundy values are defined for normal play without blocking".into());
    }
    if !r.takes_only() {
        return Err("a move adds to a heap: the square is not closed under moves".into());
    }
    if side > MAX_SIDE {
        return Err(format!("--side {side}: at most {MAX_SIDE}"));
    }
    let n = normalize(r)?;
    if !n.cones.is_empty() {
        return Err("Grundy values of a game with a two-dimensional region (not a finite union of rays) are computed by the rules solver only (small sides)".into());
    }
    let s = side as usize;
    let mut g = vec![vec![0u32; s]; s];
    // Unbounded rays with p >= 1: per line, the values seen.
    struct LineRay {
        p: i64,
        q: i64,
        delta: i64,
        dd: i64,
        when: Cond,
        lines: HashMap<(i64, i64), ValueSet>,
    }
    let mut rays: Vec<LineRay> = n
        .rays
        .iter()
        .filter(|r| r.t_max.is_none() && r.p >= 1)
        .map(|r| LineRay {
            p: r.p,
            q: r.q,
            delta: r.c + r.p * r.t_min,
            dd: r.d + r.q * r.t_min,
            when: r.when.clone(),
            lines: HashMap::new(),
        })
        .collect();
    // Vertical unbounded rays: column x - c, rows reached below y - dd, by residue mod q.
    struct Vertical {
        c: i64,
        q: i64,
        dd: i64,
        when: Cond,
    }
    let verticals: Vec<Vertical> = n
        .rays
        .iter()
        .filter(|r| r.t_max.is_none() && r.p == 0 && r.q >= 1)
        .map(|r| Vertical {
            c: r.c,
            q: r.q,
            dd: r.d + r.q * r.t_min,
            when: r.when.clone(),
        })
        .collect();
    let others: Vec<_> = n
        .rays
        .iter()
        .filter(|r| r.t_max.is_some())
        .cloned()
        .collect();
    let key = |l: &LineRay, u: i64, v: i64| (u.rem_euclid(l.p), l.p * v - l.q * u);
    let mut union: Vec<u64> = Vec::new();
    for x in 0..s {
        let xi = x as i64;
        for l in rays.iter_mut() {
            let u = xi - l.delta;
            if u >= 0 {
                for (v, &value) in g[u as usize].iter().enumerate().take(s) {
                    let k = (u.rem_euclid(l.p), l.p * v as i64 - l.q * u);
                    l.lines.entry(k).or_default().insert(value);
                }
            }
        }
        let mut vsets: Vec<HashMap<i64, ValueSet>> =
            verticals.iter().map(|_| HashMap::new()).collect();
        for y in 0..s {
            let yi = y as i64;
            // Vertical rays: the row y - dd of column x - c enters its residue's set.
            for (vi, v) in verticals.iter().enumerate() {
                let (u, row) = (xi - v.c, yi - v.dd);
                if u >= 0 && row >= 0 {
                    vsets[vi]
                        .entry(row.rem_euclid(v.q))
                        .or_default()
                        .insert(g[u as usize][row as usize]);
                }
            }
            if r.is_terminal(x as u64, y as u64) && r.altered(x as u64, y as u64).is_none() {
                g[x][y] = 0;
                continue;
            }
            if r.altered(x as u64, y as u64) == Some(true) {
                g[x][y] = 0;
                continue;
            }
            let guard = |c: &Cond| *c == Cond::True || c.eval(&|v| if v == "x" { xi } else { yi });
            union.clear();
            let or_in = |set: &ValueSet, union: &mut Vec<u64>| {
                if union.len() < set.0.len() {
                    union.resize(set.0.len(), 0);
                }
                for (a, b) in union.iter_mut().zip(&set.0) {
                    *a |= b;
                }
            };
            for l in &rays {
                let (u, v) = (xi - l.delta, yi - l.dd);
                if u >= 0
                    && v >= 0
                    && guard(&l.when)
                    && let Some(set) = l.lines.get(&key(l, u, v))
                {
                    or_in(set, &mut union);
                }
            }
            for (vi, v) in verticals.iter().enumerate() {
                let row = yi - v.dd;
                if xi - v.c >= 0
                    && row >= 0
                    && guard(&v.when)
                    && let Some(set) = vsets[vi].get(&row.rem_euclid(v.q))
                {
                    or_in(set, &mut union);
                }
            }
            let single = |i: i64, j: i64, union: &mut Vec<u64>| {
                let (u, v) = (xi - i, yi - j);
                if u >= 0 && v >= 0 {
                    let val = g[u as usize][v as usize];
                    let w = (val / 64) as usize;
                    if union.len() <= w {
                        union.resize(w + 1, 0);
                    }
                    union[w] |= 1 << (val % 64);
                }
            };
            for ray in &others {
                if !guard(&ray.when) {
                    continue;
                }
                for t in ray.t_min..=ray.t_max.unwrap_or(ray.t_min) {
                    let (i, j) = ray.at(t);
                    if i > xi || j > yi {
                        break;
                    }
                    single(i, j, &mut union);
                }
            }
            for p in &n.points {
                if guard(&p.when) {
                    single(p.i, p.j, &mut union);
                }
            }
            if r.altered(x as u64, y as u64) == Some(false) {
                if union.is_empty() {
                    union.push(0);
                }
                union[0] |= 1;
            }
            let mut mex = union.len() as u32 * 64;
            for (w, &bits) in union.iter().enumerate() {
                if bits != u64::MAX {
                    mex = w as u32 * 64 + bits.trailing_ones();
                    break;
                }
            }
            g[x][y] = mex;
        }
    }
    Ok(g)
}
