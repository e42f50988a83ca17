//! The engine's second twin: a checker written from the literal move rule of positive Nim
//! (Akiyama, "3 dimensional Wythoff Nim", introduction: `x, y, z >= 0`, not all zero,
//! `xyz(x-y)(y-z)(z-x) = 0`), sharing nothing with the engine's six tests
//! ([`super::index`], [`super::engine`]).
//!
//! ## Route
//! A move `P -> Q'` (a permutation of a listed `Q`) is `v = P - Q'` with `v >= 0`,
//! `sum v > 0` and `v_1 v_2 v_3 (v_1 - v_2)(v_2 - v_3)(v_3 - v_1) = 0`, decided by
//! [`crate::games::l1::rules::is_move`] on the move vector, for all six permutations of
//! `Q`. A zero factor `v_i = 0` makes `Q'_i = P_i` (a shared value); `v_i = v_j` makes
//! `Q'_i - Q'_j = P_i - P_j` (a shared absolute difference). So only pairs sharing a value
//! or an absolute difference can have a move: the frame
//! [`crate::games::literal_triples`] finds them (bands of sorted keys; lookup indexes for
//! triples off the list) and hands each pair to this module's [`moves_to`].
//!
//! [`Listing::independent`] verifies that no listed position moves to another (every
//! pair among the first `n` sharing a key, both ways: so the list holds only P-positions,
//! given that it is in order of sum and complete below each listed sum);
//! [`Listing::complete_at`] that a triple off the list moves into it (sampled
//! completeness: a triple whose sum is below the last listed sum and which has no move
//! into the list would be a missed P-position).
//!
//! ## Cost
//! 12 bytes per listed position and one band of 256 MB for [`Listing::independent`]
//! (measured: see `tests/positive.rs`); 28 more bytes per position once
//! [`Listing::complete_at`] is first called.

use crate::games::l1::rules::{ORDERINGS, Variant, is_move};
use crate::games::literal_triples::{Stability, Triples, View};

/// A list of sorted positions in order of sum (ties lexicographic), under the literal rule
/// of positive Nim.
#[derive(Debug)]
pub struct Listing(Triples);

/// Whether `p` moves to some permutation of `q` (the literal rule).
pub fn moves_to(p: [u64; 3], q: [u64; 3]) -> bool {
    ORDERINGS.iter().any(|o| {
        let v = [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64);
        is_move(Variant::Positive, v)
    })
}

impl Listing {
    /// Take `list` (sorted triples in order of sum, ties lexicographic, entries below
    /// `2^32`; an error names the first that is not).
    pub fn new(list: impl IntoIterator<Item = [u64; 3]>) -> Result<Self, String> {
        Triples::new(list, moves_to).map(Listing)
    }

    /// The listed positions.
    pub fn list(&self) -> View<'_> {
        self.0.list()
    }

    /// Check that no position among the first `n` moves to another of them; returns how
    /// many pairs sharing a value or a difference were tried (each both ways).
    pub fn independent(&self, n: usize) -> Result<u64, String> {
        Ok(self.0.stable(n)?.pairs)
    }

    /// [`Listing::independent`], also counting the `(key, position)` entries scanned
    /// (six per position).
    pub fn stability(&self, n: usize) -> Result<Stability, String> {
        self.0.stable(n)
    }

    /// Whether `t` moves into the list.
    pub fn moves_into(&self, t: [u64; 3]) -> bool {
        self.0.moves_into(t)
    }

    /// The largest listed sum (the list is complete below it, if the engine is right).
    pub fn last_sum(&self) -> u64 {
        self.0.last_sum()
    }

    /// Whether the sorted triple `t` is listed.
    pub fn contains(&self, t: [u64; 3]) -> bool {
        self.0.contains(t)
    }

    /// Check completeness at `t` (any order): off the list it must move into the list.
    /// `t` must have a sum below the last listed sum.
    pub fn complete_at(&self, t: [u64; 3]) -> Result<(), String> {
        self.0.complete_at(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_by_hand() {
        // (1,2,4) -> (0,0,0) takes (1,2,4): no zero, no repeat: not a move.
        assert!(!moves_to([1, 2, 4], [0, 0, 0]));
        // (0,1,1) -> (0,0,0): x = 0.
        assert!(moves_to([0, 1, 1], [0, 0, 0]));
        // Piles never grow: (0,0,5) -> (0,1,1) would take (0, -1, 4), a move of L1-Nim.
        assert!(!moves_to([0, 0, 5], [0, 1, 1]));
        assert!(crate::games::l1::literal::moves_to([0, 0, 5], [0, 1, 1]));
        // (2,5,9) -> (1,5,3) takes (1, 0, 6).
        assert!(moves_to([2, 5, 9], [1, 3, 5]));
        // (5,9,14) -> (5,9,13): x = y = 0.
        assert!(moves_to([5, 9, 14], [5, 9, 13]));
        assert!(!moves_to([1, 2, 3], [1, 2, 3]));
    }
}
