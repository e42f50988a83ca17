//! An independent checker of a list of L1-Nim P-positions, written only from the move rule
//! (Akiyama, "3 dimensional Wythoff Nim", introduction: a move `(a, b, c) -> (a-x, b-y, c-z)`
//! with `xyz(x-y)(y-z)(z-x) = 0`, `x + y + z > 0`, the target in `N_0^3`, entries allowed
//! to grow). It shares nothing with [`super::exact`]: no mex bounds, no pruning, no
//! "values and differences are new" lemma; every candidate pair is decided by
//! [`crate::games::l1::rules::is_move`] on the move vector itself, for all six
//! permutations of the target.
//!
//! ## Route
//! The kernel argument: in an acyclic game the P-set is the unique set that is *stable*
//! (no move between two members) and *absorbing* (every non-member moves into it).
//!
//! * Candidates come from the rule's product alone: a zero factor `v_i = 0` means the
//!   target keeps `P_i` in place `i` (a shared value), `v_i = v_j` means
//!   `P_i - P_j = Q'_i - Q'_j` (a shared absolute difference of a pair of places). So two
//!   positions with no common value and no common absolute difference have no move between
//!   them in either direction; the frame [`crate::games::literal_triples`] (shared with
//!   positive Nim's checker, which hands its own rule) finds the pairs sharing a key, and
//!   only those are tried, through this module's [`moves_to`].
//! * [`Listing::stable`]: every pair sharing a key is tried in both directions through
//!   the literal rule (so no listed position moves to another: stable on the whole list).
//! * [`Listing::complete_at`] / [`Listing::absorbing`]: a triple off the list whose sum is
//!   below the last listed sum must move into the list (sampled: every triple with
//!   `a+b+c <= S`, windows around listed positions, random triples). Every option has a
//!   smaller sum, so a triple off the list with no move into it would be a P-position the
//!   list missed (if the list is complete below its last sum) or a wrong member.
//!
//! ## Cost
//! Memory 12 bytes per listed position (`u32` entries), one band of 256 MB while
//! [`Listing::stable`] runs, and 28 more bytes per position once the first triple off the
//! list is tested. Time: sorts of `3n` words per kind of key (both cores), one scan, and
//! per sampled triple six short binary searches and six literal tests per candidate.

use crate::games::l1::rules::{ORDERINGS, Variant, is_move};
use crate::games::literal_triples::{Triples, View};

/// Whether `p` moves to some permutation of `q` by the literal rule of L1-Nim.
pub fn moves_to(p: [u64; 3], q: [u64; 3]) -> bool {
    ORDERINGS.iter().any(|o| {
        let v = [0, 1, 2].map(|i| p[i] as i64 - q[o[i]] as i64);
        is_move(Variant::L1, v)
    })
}

/// A list of sorted positions in order of sum (ties lexicographic), under the literal rule
/// of L1-Nim.
#[derive(Debug)]
pub struct Listing(Triples);

impl Listing {
    /// Take `list`: sorted triples, in order of sum, ties lexicographic (an error names
    /// the first that is not), entries below `2^32`.
    pub fn new(list: impl IntoIterator<Item = [u64; 3]>) -> Result<Self, String> {
        Triples::new(list, moves_to).map(Listing)
    }

    /// The listed positions.
    pub fn list(&self) -> View<'_> {
        self.0.list()
    }

    /// The largest listed sum.
    pub fn last_sum(&self) -> u64 {
        self.0.last_sum()
    }

    /// Stability: no listed position moves to another. Returns how many pairs sharing a
    /// key were tried (each in both directions), or the first move found.
    pub fn stable(&self) -> Result<u64, String> {
        Ok(self.0.stable(self.0.list().len())?.pairs)
    }

    /// Whether the sorted triple `t` is listed.
    pub fn contains(&self, t: [u64; 3]) -> bool {
        self.0.contains(t)
    }

    /// Whether `t` moves into the list (the literal rule on every listed position sharing
    /// a value or an absolute difference with `t`).
    pub fn moves_into(&self, t: [u64; 3]) -> bool {
        self.0.moves_into(t)
    }

    /// Absorbing at `t` (any order, sum below the last listed sum): on the list, or a move
    /// into it.
    pub fn complete_at(&self, t: [u64; 3]) -> Result<(), String> {
        self.0.complete_at(t)
    }

    /// Absorbing, sampled: every sorted triple with `a+b+c <= s_all`, every triple within
    /// `radius` of `P(k)` for `k` = 10, 20, 50, 100, ... (on the list), and the given
    /// `extra` triples (e.g. random ones). Triples at or past the last listed sum are
    /// skipped. Returns how many triples off the list were tested.
    pub fn absorbing(&self, s_all: u64, radius: u64, extra: &[[u64; 3]]) -> Result<u64, String> {
        self.0.absorbing(s_all, radius, extra)
    }

    /// The whole check (stable on every listed position, absorbing sampled as in
    /// [`Listing::absorbing`]), as one line of evidence.
    pub fn check(&self, s_all: u64, radius: u64, extra: &[[u64; 3]]) -> Result<String, String> {
        let tried = self.stable()?;
        let off = self.absorbing(s_all, radius, extra)?;
        Ok(format!(
            "literal rule: none of the {} listed positions moves to another ({tried} pairs share a value or a difference, each tried both ways; no other pair can have a move); {off} triples off the list (every one with a+b+c <= {s_all}, windows of radius {radius} at P(10^k), P(2*10^k), P(5*10^k), {} random) each move into it",
            self.0.list().len(),
            extra.len()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rule_by_hand() {
        // (1,2,3) -> (0,0,0) takes (1,2,3): y - x = 1 = z - y? No: the product
        // 1*2*3*(1-2)*(2-3)*(3-1) is not 0, so (0,0,0) is not an option of (1,2,3).
        assert!(!moves_to([1, 2, 3], [0, 0, 0]));
        // (0,1,1) -> (0,0,0): x = 0.
        assert!(moves_to([0, 1, 1], [0, 0, 0]));
        // Entries may grow: (2,5,9) -> (3,5,1) takes (-1, 0, 8).
        assert!(moves_to([2, 5, 9], [1, 3, 5]));
        // Never to a larger or equal sum.
        assert!(!moves_to([1, 2, 3], [1, 2, 3]));
        assert!(!moves_to([0, 0, 0], [0, 0, 1]));
    }

    #[test]
    fn catches_a_member_that_moves_and_a_missing_one() {
        let good = vec![[0, 0, 0], [1, 2, 3], [4, 8, 12]];
        let l = Listing::new(good.clone()).unwrap();
        assert!(l.stable().is_ok());
        let bad = vec![[0, 0, 0], [0, 1, 1], [1, 2, 3]];
        let e = Listing::new(bad).unwrap().stable().unwrap_err();
        assert!(e.contains("[0, 1, 1] moves to listed position 0"), "{e}");
        // Drop (1,2,3): it is off the list and has no move into {(0,0,0), (4,8,12)}.
        let l = Listing::new(vec![[0, 0, 0], [4, 8, 12]]).unwrap();
        assert!(l.complete_at([1, 2, 3]).is_err());
        assert!(l.complete_at([0, 2, 3]).is_ok());
        assert!(Listing::new(vec![[1, 2, 3], [0, 0, 0]]).is_err());
        assert!(Listing::new(vec![[2, 1, 3]]).is_err());
    }
}
