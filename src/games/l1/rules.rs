//! The move rules of L1-Nim and positive Nim, and rules-based solvers over `a + b + c <= S`.
//!
//! Positions are ordered triples `[a, b, c]` (the games are symmetric, so the P-set is
//! closed under permutations; the paper lists them sorted).
//!
//! Why the layer solver is exact: every move lowers `a + b + c` by `x + y + z > 0`
//! (Akiyama's L1 remark; checked as `akiyama.l1.moves-decrease`), so the options of a
//! position with sum `s` all lie in layers `< s`. Processing layers in increasing order,
//! a position is P iff no P-position already found is reachable from it by one legal move,
//! which is the definition of a P-position applied to the finite set of its P-options.

use crate::games::solver::{Region, Rules};
use rayon::prelude::*;

/// An ordered position `[a, b, c]`.
pub type Triple = [u32; 3];

/// The six orderings of three indices.
pub const ORDERINGS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// Every permutation of a triple.
pub fn permutations<T: Copy>(t: [T; 3]) -> [[T; 3]; 6] {
    ORDERINGS.map(|o| [t[o[0]], t[o[1]], t[o[2]]])
}

/// Which of the two games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Variant {
    /// L1-Nim: `x, y, z` any integers (piles may grow).
    L1,
    /// Positive Nim: `x, y, z >= 0`.
    Positive,
}

/// Whether `(x, y, z)` is a legal move vector: `xyz(x-y)(y-z)(z-x) = 0`, `x + y + z > 0`,
/// and for positive Nim `x, y, z >= 0`. The product is tested factor by factor (a product
/// of integers is zero iff a factor is), so nothing can overflow.
pub fn is_move(variant: Variant, [x, y, z]: [i64; 3]) -> bool {
    let on_plane = x == 0 || y == 0 || z == 0 || x == y || y == z || z == x;
    let sign_ok = variant == Variant::L1 || (x >= 0 && y >= 0 && z >= 0);
    on_plane && sign_ok && x + y + z > 0
}

/// Whether `from -> to` is one legal move (both positions in `N_0^3`).
pub fn is_legal(variant: Variant, from: Triple, to: Triple) -> bool {
    let d = [0, 1, 2].map(|i| i64::from(from[i]) - i64::from(to[i]));
    is_move(variant, d)
}

/// The rules as a [`Rules`] impl: every option enumerated (all targets of smaller sum).
/// Cost `O(S^3)` per position: for the cross-check on tiny regions only.
#[derive(Debug, Clone, Copy)]
pub struct Game(pub Variant);

impl Rules for Game {
    type Pos = Triple;
    fn options(&self, p: Triple, out: &mut Vec<Triple>) {
        let s = p[0] + p[1] + p[2];
        for a in 0..=s {
            for b in 0..=s - a {
                for c in 0..=s - a - b {
                    if is_legal(self.0, p, [a, b, c]) {
                        out.push([a, b, c]);
                    }
                }
            }
        }
    }
}

/// All triples with `a + b + c <= s_max`, by sum, then lexicographically.
#[derive(Debug, Clone)]
pub struct Simplex {
    points: Vec<Triple>,
    index: std::collections::HashMap<Triple, usize>,
}

impl Simplex {
    /// The simplex `a + b + c <= s_max`.
    pub fn new(s_max: u32) -> Self {
        let points: Vec<Triple> = (0..=s_max).flat_map(layer).collect();
        let index = points.iter().enumerate().map(|(i, &p)| (p, i)).collect();
        Simplex { points, index }
    }
}

impl Region<Triple> for Simplex {
    fn len(&self) -> usize {
        self.points.len()
    }
    fn position(&self, i: usize) -> Triple {
        self.points[i]
    }
    fn index(&self, p: Triple) -> Option<usize> {
        self.index.get(&p).copied()
    }
}

/// The triples with `a + b + c = s`, lexicographically.
pub fn layer(s: u32) -> Vec<Triple> {
    (0..=s)
        .flat_map(|a| (0..=s - a).map(move |b| [a, b, s - a - b]))
        .collect()
}

/// Every P-position (ordered triples) with `a + b + c <= s_max`, by the layer solver.
///
/// `progress` is called after each layer with the layer's sum. Time
/// `O(S^3 * #P)`, memory `O(#P)`; each layer is solved in parallel.
pub fn p_positions(variant: Variant, s_max: u32, mut progress: impl FnMut(u32)) -> Vec<Triple> {
    let mut found: Vec<Triple> = Vec::new();
    for s in 0..=s_max {
        let new: Vec<Triple> = layer(s)
            .into_par_iter()
            .filter(|&p| !found.iter().any(|&q| is_legal(variant, p, q)))
            .collect();
        found.extend(new);
        progress(s);
    }
    found
}

/// The P-positions with `a <= b <= c`, sorted lexicographically.
pub fn sorted_p_positions(variant: Variant, s_max: u32) -> Vec<Triple> {
    let mut v: Vec<Triple> = p_positions(variant, s_max, |_| {})
        .into_iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .collect();
    v.sort_unstable();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::solver;

    #[test]
    fn layer_solver_equals_the_generic_solver_on_a_small_simplex() {
        for variant in [Variant::L1, Variant::Positive] {
            let sx = Simplex::new(16);
            let labels = solver::label(&Game(variant), &sx).unwrap();
            let mut generic: Vec<Triple> = (0..sx.len())
                .filter(|&i| labels[i])
                .map(|i| sx.position(i))
                .collect();
            let mut layered = p_positions(variant, 16, |_| {});
            generic.sort_unstable();
            layered.sort_unstable();
            assert_eq!(generic, layered, "{variant:?}");
        }
    }

    #[test]
    fn the_papers_example_move() {
        // (23,39,58) -> (20,37,53) is an L1 move (vector (-14,-14,38) after permuting the target),
        // not a positive-Nim move.
        let from = [23, 39, 58];
        let perms = permutations([20, 37, 53]);
        assert!(perms.iter().any(|&t| is_legal(Variant::L1, from, t)));
        assert!(!perms.iter().any(|&t| is_legal(Variant::Positive, from, t)));
    }
}

/// The second, independent rules solver: a forward sieve over a dense cube.
///
/// Positions are visited by increasing sum; an unmarked position is P, and then every
/// position from which a legal move leads to it is marked N. The predecessors are
/// enumerated as `Q + (x, y, z)` over the six planes of move vectors (parametrised
/// directly, not filtered through [`is_move`]), so this route shares no code with
/// [`p_positions`] except the position type. Memory `(S+1)^3` bytes; time
/// `O(#P * S^2)` plus the cube.
pub fn sieve_p_positions(variant: Variant, s_max: u32) -> Vec<Triple> {
    let s = s_max as i64;
    let side = (s + 1) as usize;
    let mut marked = vec![false; side * side * side];
    let idx = |a: i64, b: i64, c: i64| (a as usize * side + b as usize) * side + c as usize;
    let mut found = Vec::new();
    for sum in 0..=s {
        for a in 0..=sum {
            for b in 0..=sum - a {
                let c = sum - a - b;
                if marked[idx(a, b, c)] {
                    continue;
                }
                found.push([a as u32, b as u32, c as u32]);
                // Mark every P = Q + v with v a legal move vector and P in the simplex.
                let room = s - sum; // the move vector's sum x + y + z lies in 1..=room
                let lo = if variant == Variant::L1 { -s } else { 0 };
                let mut mark = |x: i64, y: i64, z: i64| {
                    let (pa, pb, pc) = (a + x, b + y, c + z);
                    let t = x + y + z;
                    if t >= 1 && t <= room && pa >= 0 && pb >= 0 && pc >= 0 {
                        marked[idx(pa, pb, pc)] = true;
                    }
                };
                for u in lo..=s {
                    for w in lo..=s {
                        // planes x = 0, y = 0, z = 0
                        mark(0, u, w);
                        mark(u, 0, w);
                        mark(u, w, 0);
                        // planes x = y, y = z, z = x
                        mark(u, u, w);
                        mark(w, u, u);
                        mark(u, w, u);
                    }
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod sieve_tests {
    use super::*;

    #[test]
    fn sieve_equals_layer_solver() {
        for variant in [Variant::L1, Variant::Positive] {
            let mut a = sieve_p_positions(variant, 60);
            let mut b = p_positions(variant, 60, |_| {});
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{variant:?}");
        }
    }
}

/// [`sieve_p_positions`] with a process-wide cache: a request for `S` reuses a cached
/// solve for any `S' >= S` (filtered to `a + b + c <= S`).
pub fn cached_sieve(variant: Variant, s_max: u32) -> std::sync::Arc<Vec<Triple>> {
    use std::sync::{Arc, Mutex, OnceLock};
    type Entry = (Variant, u32, Arc<Vec<Triple>>);
    static CACHE: OnceLock<Mutex<Vec<Entry>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(Vec::new()));
    if let Ok(c) = cache.lock()
        && let Some((_, s, v)) = c.iter().find(|(var, s, _)| *var == variant && *s >= s_max)
    {
        return if *s == s_max {
            v.clone()
        } else {
            Arc::new(
                v.iter()
                    .copied()
                    .filter(|t| t.iter().sum::<u32>() <= s_max)
                    .collect(),
            )
        };
    }
    let v = Arc::new(sieve_p_positions(variant, s_max));
    if let Ok(mut c) = cache.lock() {
        c.push((variant, s_max, v.clone()));
    }
    v
}
