//! Random complete automata for the automata layer's differential tests, one generator for
//! every test binary that compares a construction with its twin.

use automatic_prover::automaton::dfa::Dfa;
use wythoff_lab::check::rng::Rng;

/// A random complete automaton of `states` states over the tracks `radices`.
///
/// With `rejecting_zero: None` every transition is uniform and every state accepts with
/// probability 1/2. With `Some(d)`, state 0 never accepts and each transition goes to it
/// with probability 1/(d+1), so that projections meet letters into a rejecting state (the
/// sparse paths) as well as full rows; state 0's own row is random like the others.
pub fn random_dfa(
    rng: &mut Rng,
    states: usize,
    radices: Vec<u32>,
    rejecting_zero: Option<u64>,
) -> Dfa {
    let k: usize = radices.iter().map(|&r| r as usize).product();
    let trans = (0..states * k)
        .map(|_| match rejecting_zero {
            Some(d) if rng.range(0, d) == 0 => 0,
            _ => rng.range(0, states as u64 - 1) as u32,
        })
        .collect();
    let accept = (0..states)
        .map(|s| !(rejecting_zero.is_some() && s == 0) && rng.range(0, 2) == 0)
        .collect();
    Dfa::from_parts(
        radices,
        trans,
        accept,
        rng.range(0, states as u64 - 1) as u32,
    )
}
