//! The subset construction for small nondeterministic automata, with subsets as bit sets.
//!
//! A projection's automaton has a few hundred live states while its subset construction
//! may build a hundred thousand subsets of dozens of states each (Walnut's test230:
//! 274 states, 115,802 subsets). Kept as sorted vectors, each subset's moves are gathered,
//! grouped by letter, deduplicated and sorted; kept as bit sets of `ceil(n / 64)` words,
//! the successor of a subset on a letter is the union of its states' successor sets, one
//! word-wise `or` per state and word, and needs neither deduplication nor sorting.
//!
//! The result is the same automaton, state for state, as
//! [`crate::automaton::ops::determinize_sparse`]'s: the subsets are found in the same breadth-first
//! order with letters in increasing order (the tests compare the two tables).
//!
//! Route and cost: per state, its live successor sets by letter (`n x live letters x w`
//! words, `w = ceil(n / 64)`); per subset, `|subset| x live letters x w` word operations
//! and one hash of `w` words per successor. Used up to [`BIT_SET_STATES`] states, where a
//! subset costs at most as much memory as a sorted vector of 16 states.

use crate::automaton::dfa::letter_count;
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::sparse::Sparse;

/// The largest automaton whose subsets are kept as bit sets (8 words a subset).
pub const BIT_SET_STATES: usize = 512;

/// The subset construction of the automaton with states `0..states`, as
/// [`crate::automaton::ops::determinize_sparse`] (same arguments, same result); `states` must be at
/// most [`BIT_SET_STATES`] and every target below `states`.
pub fn determinize_bits(
    radices: Vec<u32>,
    states: usize,
    start: &[u32],
    mut succ: impl FnMut(u32, &mut Vec<(usize, u32)>),
    accept: impl Fn(u32) -> bool,
    budget: &Budget,
) -> Result<Sparse, Overflow> {
    let w = states.div_ceil(64).max(1);
    let letters = letter_count(&radices);
    // Each state's successor sets: `(letter, w words)` for its live letters, by letter.
    let mut off = vec![0usize; states + 1];
    let mut lets: Vec<usize> = Vec::new();
    let mut sets: Vec<u64> = Vec::new();
    let mut pairs = Vec::new();
    for s in 0..states {
        pairs.clear();
        succ(s as u32, &mut pairs);
        pairs.sort_unstable();
        for group in pairs.chunk_by(|x, y| x.0 == y.0) {
            lets.push(group[0].0);
            let at = sets.len();
            sets.resize(at + w, 0);
            for &(_, t) in group {
                sets[at + t as usize / 64] |= 1 << (t % 64);
            }
        }
        off[s + 1] = lets.len();
    }
    let mut finals = vec![0u64; w];
    for s in 0..states {
        if accept(s as u32) {
            finals[s / 64] |= 1 << (s % 64);
        }
    }
    let mut first = vec![0u64; w];
    for &s in start {
        first[s as usize / 64] |= 1 << (s % 64);
    }
    // Scratch: the union per letter, and the letters touched by the current subset.
    let mut union = vec![0u64; if letters <= 1 << 12 { letters * w } else { 0 }];
    let mut touched: Vec<usize> = Vec::new();
    let mut sparse_union: Vec<(usize, Vec<u64>)> = Vec::new();
    Sparse::explore_sized(
        radices,
        first,
        |set: &Vec<u64>, out| {
            touched.clear();
            sparse_union.clear();
            for (wi, &word) in set.iter().enumerate() {
                let mut bits = word;
                while bits != 0 {
                    let s = wi * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    for j in off[s]..off[s + 1] {
                        let l = lets[j];
                        let row = &sets[j * w..(j + 1) * w];
                        if union.is_empty() {
                            match sparse_union.iter_mut().find(|(k, _)| *k == l) {
                                Some((_, acc)) => {
                                    acc.iter_mut().zip(row).for_each(|(a, b)| *a |= b)
                                }
                                None => sparse_union.push((l, row.to_vec())),
                            }
                            continue;
                        }
                        let acc = &mut union[l * w..(l + 1) * w];
                        if acc.iter().all(|&a| a == 0) {
                            touched.push(l);
                        }
                        acc.iter_mut().zip(row).for_each(|(a, b)| *a |= b);
                    }
                }
            }
            if union.is_empty() {
                sparse_union.sort_unstable_by_key(|(l, _)| *l);
                out.append(&mut sparse_union);
                return;
            }
            touched.sort_unstable();
            for &l in &touched {
                let acc = &mut union[l * w..(l + 1) * w];
                out.push((l, acc.to_vec()));
                acc.fill(0);
            }
        },
        |set| set.iter().zip(&finals).any(|(a, b)| a & b != 0),
        |_| w * 8,
        budget,
        "determinize",
    )
}
