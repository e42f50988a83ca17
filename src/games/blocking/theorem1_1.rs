//! Larsson's sets `R_1`, `R_2`, `R_3` (*Blocking Wythoff Nim*, Theorem 1.1): the
//! P-positions of W^1, W^2, W^3 as the theorem states them, built from their formulas
//! (never from a solver). The checkers compare them with the rules solver, the column
//! generator, z3 and Walnut (`larsson.thm1-1`, `larsson.fig1`, `larsson.covers`).
//!
//! * `R_1 = {{floor(phi n), floor(phi^2 n)}}` (Wythoff's pairs, exact integer Beatty
//!   terms from [`crate::games::wythoff::Pairs`]);
//! * `R_2 = {(0,0)} ∪ {{n, 2n+1}} ∪ {(2x+2, 2y+2) : (x,y) in R_1}`;
//! * `R_3 = {(0,0)} ∪ {{n, 2n+1}, {n, 2n+2}}`.
//!
//! Cost: `O(c log c)` time and `O(c)` memory for `c` columns (a sorted set of about
//! `2c` pairs).

use crate::games::wythoff;
use std::collections::BTreeSet;

/// The pairs `(a, b)`, `a <= b`, of Larsson's `R_k` (Theorem 1.1) with `a < columns`,
/// sorted; `k` is 1, 2 or 3 (any `k >= 3` gives `R_3`).
pub fn p_set_by_theorem_1_1(k: usize, columns: u64) -> Vec<(u64, u64)> {
    let mut s = BTreeSet::new();
    let beatty = |limit: u64| {
        wythoff::Pairs::new()
            .take_while(move |&(_, a, _)| a < limit)
            .map(|(_, a, b)| (a, b))
    };
    match k {
        1 => s.extend(beatty(columns)),
        2 => {
            s.insert((0, 0));
            s.extend((0..columns).map(|n| (n, 2 * n + 1)));
            s.extend(
                beatty(columns / 2 + 1)
                    .map(|(a, b)| (2 * a + 2, 2 * b + 2))
                    .filter(|&(a, _)| a < columns),
            );
        }
        _ => {
            s.insert((0, 0));
            s.extend((0..columns).flat_map(|n| [(n, 2 * n + 1), (n, 2 * n + 2)]));
        }
    }
    s.into_iter().filter(|&(a, _)| a < columns).collect()
}
