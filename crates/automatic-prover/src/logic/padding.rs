//! Closure under padding of an automaton over number tracks (the module doc of
//! [`definitions`](crate::logic::definitions) says why a formula reads only such
//! automata): whether it is closed, and its closure. Over tracks of one direction the
//! closure of `L` in msd is `0* (0*)^{-1} L` (the all-zero tuple `0`), in lsd its dual
//! `L (0*)^{-1} 0*`, then intersected with the valid representations; over tracks of both
//! directions it is not regular in general ([`mixed_padding`]), so an automaton that is not
//! closed there is refused.
//!
//! Cost: nothing for an automaton already closed (one look at the start state's zero
//! transition in msd, at every state's in lsd; a walk over pairs of states for both
//! directions); else the subset construction from the states that leading zeros reach
//! (msd) or a product with a flag (lsd), then a product with the valid representations,
//! each minimized.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::language::{pad_leading, pad_trailing};
use crate::logic::mixed_padding;
use crate::numeration::Numeration;
use std::sync::Arc;

/// The start of the error for an automaton over tracks of both directions that is not
/// closed under padding.
pub const BOTH_DIRECTIONS: &str = "an automaton over msd and lsd tracks";

/// The most triples [`mixed_padding::closed`] may visit (beyond, not closed).
const MIXED_LIMIT: usize = 1 << 20;

/// Whether the numeric tracks of `nums` are read in both directions.
fn both_directions(nums: &[Arc<Numeration>]) -> bool {
    let mut numeric = nums.iter().filter(|n| !n.is_letters());
    numeric
        .next()
        .is_some_and(|f| numeric.any(|n| n.msd != f.msd))
}

/// Whether every word's answer is unchanged by a padding (always, with a set alphabet's
/// track or no track: nothing to pad).
pub fn closed(d: &Dfa, nums: &[Arc<Numeration>]) -> bool {
    if nums.is_empty() || nums.iter().any(|n| n.is_letters()) {
        return true;
    }
    if both_directions(nums) {
        let msd: Vec<bool> = nums.iter().map(|n| n.msd).collect();
        return mixed_padding::closed(d, &msd, MIXED_LIMIT) == Some(true);
    }
    if nums[0].msd {
        // w and 0w lead to one state: the languages after them are equal.
        d.next(d.start(), 0) == d.start()
    } else {
        let reach = d.reachable();
        (0..d.states() as u32)
            .all(|s| !reach[s as usize] || d.is_accepting(s) == d.is_accepting(d.next(s, 0)))
    }
}

/// `d` on the tracks `nums` closed under padding: the tuples with some padded
/// representation accepted, each with all its valid representations (`d` itself when
/// already closed); `valid` gives the valid representations of `nums`.
pub fn closure(
    d: &Dfa,
    nums: &[Arc<Numeration>],
    valid: impl FnOnce() -> Result<Dfa, EvalError>,
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    if closed(d, nums) {
        return Ok(d.clone());
    }
    if both_directions(nums) {
        return Err(EvalError::plain(format!(
            "{BOTH_DIRECTIONS} is not closed under padding (a tuple accepted at one length and \
             not at another), and its closure is not regular in general: a formula cannot read it"
        )));
    }
    let p = if nums[0].msd {
        pad_leading(d, 0, budget)?
    } else {
        pad_trailing(d, 0, budget)?
    };
    Ok(ops::product_sparse(&p, &valid()?, |x, y| x && y, budget)?.minimize())
}

/// `d` on the tracks `nums`, made from an automaton that read some of them as a set
/// alphabet's letters (a track that became a system's, or a set track projected away):
/// closed under padding ([`closure`]) when no set alphabet's track remains, as every
/// automaton of numbers a formula reads is; `d` itself otherwise.
pub fn numbers_from_letters(
    d: Dfa,
    nums: &[Arc<Numeration>],
    valid: impl FnOnce() -> Result<Dfa, EvalError>,
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    if nums.iter().any(|n| n.is_letters()) {
        return Ok(d);
    }
    closure(&d, nums, valid, budget)
}
