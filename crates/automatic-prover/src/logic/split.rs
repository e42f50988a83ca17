//! Walnut's `split NEW OLD[s1]...[sm]` and `rsplit NEW[s1]...[sm] OLD`: a word (or an
//! automaton) of m inputs moved between a negative base `-k` and the positive base `k`,
//! input by input. With `P` the base `k` and `N` the base `-k` (same reading direction):
//!
//! * `split`: `NEW[x1]...[xm] = OLD[y1]...[ym]` with `x_i` in `P`, `y_i` in `N`, and
//!   `y_i = x_i` for `[+]`, `y_i = -x_i` for `[-]`; an input marked `[]` is kept as it is.
//! * `rsplit`: `NEW[y1]...[ym] = OLD[x1]...[xm]` with `y_i` in `N`, `x_i` in `P`, and
//!   `y_i = x_i` for `[+]`, `y_i = -x_i` for `[-]`; `NEW` is 0 where no such `x_i >= 0`
//!   exists (`y_i < 0` under `[+]`, `y_i > 0` under `[-]`).
//!
//! The same holds with `P` Zeckendorf (`fib`) and `N` negaFibonacci (`neg_fib`). As Walnut
//! does, a signed input of `OLD` is read as digits of `N` (`split`) or of `P` (`rsplit`)
//! whatever system its file declares: `split` of a word in `msd_2` reads its digit strings
//! in `msd_neg_2`.
//!
//! Route: the positions of each value of `OLD` form an automaton; for each signed input it
//! is joined with the base-change relation `x = ±y` (`base_change`) and the old track is
//! projected away; the value sets are recombined into one word (outputs on the valid
//! tuples, minimal). Cost: per value, m products with a relation of a few states and m
//! projections (subset constructions).

use crate::automaton::limits::Budget;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::words::{MultiWord, Word};
use crate::numeration::Numeration;
use std::sync::Arc;

/// An input's sign in `split` and `rsplit`: `[+]`, `[-]` or `[]` (the input kept as it is).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sign {
    /// `[+]`: the non-negative numbers.
    Plus,
    /// `[-]`: the non-positive numbers.
    Minus,
    /// `[]`: the input unchanged.
    Keep,
}

/// A word of one index as a word of several.
pub(crate) fn one_index(w: Word) -> MultiWord {
    MultiWord {
        nums: vec![w.num],
        dfa: w.dfa,
        out: w.out,
    }
}

/// The word on the tracks `vars` (in this order, read in `nums`) whose value at a tuple is
/// the value of the first set accepting it, 0 where none does; every set is an automaton
/// on the same variables (sorted, as an [`Auto`] keeps them). Cost: the product of the
/// sets, then a minimization with outputs when stored.
pub(crate) fn word_of_sets(
    vars: &[String],
    nums: &[Arc<Numeration>],
    sets: &[(i64, Auto)],
    budget: &Budget,
) -> Result<MultiWord, EvalError> {
    let mut sorted: Vec<&String> = vars.iter().collect();
    sorted.sort();
    sorted.dedup();
    if let Some((_, a)) = sets.iter().find(|(_, a)| {
        a.vars.len() != sorted.len() || a.vars.iter().zip(&sorted).any(|(x, y)| x != *y)
    }) {
        return Err(EvalError::plain(format!(
            "a value set reads ({}) instead of ({})",
            a.vars.join(" "),
            vars.join(" ")
        )));
    }
    if sorted.len() != vars.len() {
        return Err(EvalError::plain(format!(
            "a word's indices must have distinct labels, not ({})",
            vars.join(" ")
        )));
    }
    let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
    // Track t of the sets (sorted by name) is track map[t] of the word (in `vars`' order).
    let map: Vec<usize> = sorted
        .iter()
        .map(|v| vars.iter().position(|w| w == *v).expect("present"))
        .collect();
    let sets = sets
        .iter()
        .map(|(v, a)| Ok((*v, ops::retrack(&a.dfa, &radices, &map, budget)?)))
        .collect::<Result<Vec<_>, EvalError>>()?;
    MultiWord::from_value_sets(nums.to_vec(), &sets, budget)
}
