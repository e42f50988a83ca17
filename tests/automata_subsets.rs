//! The two subset constructions, by bit sets (small automata) and by sorted vectors,
//! against each other: the same automaton, state for state, on random nondeterministic
//! automata of 1 to 512 states (one, two and nine words a subset), alphabets of 2 to
//! 8192 letters (the bucketed and the sparse groupings), empty start sets and states
//! without moves included.

mod common;

use automatic_prover::automaton::dfa::letter_count;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops::determinize_sparse;
use automatic_prover::automaton::subsets::{BIT_SET_STATES, determinize_bits};
use common::tier;
use wythoff_lab::check::rng::Rng;

/// A random automaton: each state's moves as `(letter, target)`, and its acceptance.
fn random_nfa(rng: &mut Rng, states: usize, letters: usize, moves: u64) -> Nfa {
    let rows = (0..states)
        .map(|_| {
            (0..rng.range(0, moves))
                .map(|_| {
                    (
                        rng.range(0, letters as u64 - 1) as usize,
                        rng.range(0, states as u64 - 1) as u32,
                    )
                })
                .collect()
        })
        .collect();
    let accept = (0..states).map(|_| rng.range(0, 3) == 0).collect();
    let start = (0..rng.range(0, 3))
        .map(|_| rng.range(0, states as u64 - 1) as u32)
        .collect();
    Nfa {
        rows,
        accept,
        start,
    }
}

struct Nfa {
    rows: Vec<Vec<(usize, u32)>>,
    accept: Vec<bool>,
    start: Vec<u32>,
}

#[test]
fn bit_sets_and_sorted_vectors_build_the_same_automaton() {
    let mut rng = Rng::new(41);
    let budget = Budget {
        max_states: 20_000,
        ..Budget::default()
    };
    let shapes: [Vec<u32>; 5] = [vec![2], vec![2, 2], vec![3, 2, 2], vec![2; 12], vec![2; 13]];
    let mut compared = 0;
    let mut big = 0;
    for case in 0..tier(300, 3000) {
        let radices = shapes[case as usize % shapes.len()].clone();
        let letters = letter_count(&radices);
        let states = match case % 4 {
            0 => rng.range(1, 8) as usize,
            1 => rng.range(8, 70) as usize,
            2 => rng.range(70, 200) as usize,
            _ => BIT_SET_STATES - rng.range(0, 1) as usize,
        };
        let nfa = random_nfa(&mut rng, states, letters, 1 + case % 4);
        let by_vec = determinize_sparse(
            radices.clone(),
            nfa.start.clone(),
            |s, out| out.extend_from_slice(&nfa.rows[s as usize]),
            |s| nfa.accept[s as usize],
            &budget,
        );
        let by_bits = determinize_bits(
            radices.clone(),
            states,
            &nfa.start,
            |s, out| out.extend_from_slice(&nfa.rows[s as usize]),
            |s| nfa.accept[s as usize],
            &budget,
        );
        match (by_vec, by_bits) {
            (Ok(a), Ok(b)) => {
                assert_eq!(a.to_dense(), b.to_dense(), "case {case}: {states} states");
                compared += 1;
                if a.states() > 50 {
                    big += 1;
                }
            }
            (Err(a), Err(b)) => assert_eq!(a.op, b.op),
            (a, b) => panic!(
                "case {case}: one route passed the budget: {:?} / {:?}",
                a.map(|s| s.states()),
                b.map(|s| s.states())
            ),
        }
    }
    assert!(compared > tier(250, 2500) as usize, "{compared} compared");
    assert!(
        big > 10,
        "only {big} constructions with more than 50 subsets"
    );
}
