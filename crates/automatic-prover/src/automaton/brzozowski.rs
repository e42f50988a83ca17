//! Brzozowski's route for an existential projection: determinize the reversal, then
//! determinize the reversal of that; the second subset construction gives the minimal
//! automaton directly (Brzozowski, 1962: the subset construction of the reversal of a
//! reachable deterministic automaton is minimal).
//!
//! It is Walnut's `BRZ` strategy (`[strategy N BRZ]`). The language is exactly that of
//! [`crate::automaton::ops::project_sparse`] (same nondeterministic automaton, [`projected_nfa`],
//! zero closure included); only the intermediate automata differ. Where the forward subset
//! construction of a projection blows up (millions of subsets) and the reversed one does
//! not, this route is the difference between a refusal and an answer; where the reversed
//! one blows up, it is the slower route. Walnut leaves the choice to the user, and so does
//! this crate.
//!
//! Cost: two subset constructions, the first over the reversed projection (at most `2^n`
//! subsets of the `n` live states), the second over the reversal of the first's result;
//! both counted against the [`Budget`] with their subsets' memory.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::ops::{determinize_nfa, projected_nfa};
use crate::automaton::sparse::Sparse;

/// Reversed transitions, by target: `(off, moves)` with the moves into `t` at
/// `moves[off[t]..off[t + 1]]`, each as `(letter, source)`.
fn reversed(states: usize, moves: impl Iterator<Item = (u32, usize, u32)>) -> RevRows {
    let all: Vec<(u32, usize, u32)> = moves.collect();
    let mut off = vec![0u32; states + 1];
    for &(_, _, t) in &all {
        off[t as usize + 1] += 1;
    }
    for i in 1..off.len() {
        off[i] += off[i - 1];
    }
    let mut fill = off.clone();
    let mut rows = vec![(0usize, 0u32); all.len()];
    for &(s, l, t) in &all {
        rows[fill[t as usize] as usize] = (l, s);
        fill[t as usize] += 1;
    }
    RevRows { off, rows }
}

/// The moves of an automaton read backwards.
struct RevRows {
    off: Vec<u32>,
    rows: Vec<(usize, u32)>,
}

impl RevRows {
    fn row(&self, t: u32) -> &[(usize, u32)] {
        &self.rows[self.off[t as usize] as usize..self.off[t as usize + 1] as usize]
    }
}

/// The existential projection of track `track` (see [`crate::automaton::ops::project`]), by
/// Brzozowski's route; minimized.
pub fn project_brzozowski(
    d: &Dfa,
    track: usize,
    msd: bool,
    budget: &Budget,
) -> Result<Dfa, Overflow> {
    let n = projected_nfa(d, track, msd, budget)?;
    let states = n.states();
    let back = reversed(
        states,
        (0..states as u32).flat_map(|s| n.row(s).map(move |(l, t)| (s, l, t))),
    );
    let mut initial = vec![false; states];
    for &s in &n.start {
        initial[s as usize] = true;
    }
    // The reversal's subset construction: it starts at the accepting states and accepts
    // at a subset holding a start state.
    let finals: Vec<u32> = (0..states as u32)
        .filter(|&s| n.accept[s as usize])
        .collect();
    let rev: Sparse = determinize_nfa(
        n.radices.clone(),
        states,
        finals,
        |t, out| out.extend_from_slice(back.row(t)),
        |s| initial[s as usize],
        budget,
    )?;
    // Its reversal, determinized: the minimal automaton of the projection (the dead state
    // and the canonical numbering come from the final minimization, which has nothing left
    // to merge).
    let m = rev.states();
    let rev_ref = &rev;
    let again = reversed(
        m,
        (0..m as u32).flat_map(|s| {
            let (ls, ts) = rev_ref.live(s as usize);
            ls.iter().zip(ts).map(move |(&l, &t)| (s, l as usize, t))
        }),
    );
    let starts: Vec<u32> = (0..m as u32).filter(|&s| rev.accepts(s as usize)).collect();
    let fwd = determinize_nfa(
        n.radices.clone(),
        m,
        starts,
        |t, out| out.extend_from_slice(again.row(t)),
        |s| s == 0,
        budget,
    )?;
    Ok(fwd.minimize())
}
