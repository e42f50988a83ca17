//! Minimization on the live transitions (Valmari's refinement) against its twins:
//! Hopcroft's refinement on the dense table and Moore's rounds, on random automata with
//! small dense alphabets and with large sparse ones (most letters to a dead or trap state,
//! as in the procedure's products). Minimal automata are unique up to isomorphism and all
//! three number their states canonically, so the results must be *equal*; the languages
//! are compared with brute-force word enumeration besides. The product's pruning of dead
//! pairs is checked the same way, for every boolean operation.

mod common;

use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::minimize::{minimize, minimize_hopcroft, moore};
use automatic_prover::automaton::ops;
use common::random::random_dfa;
use common::tier;
use wythoff_lab::check::rng::Rng;

/// A random automaton shaped like a product over many tracks: `live` states, each with a
/// few letters to random live states; every other letter goes to one of `traps` rejecting
/// states that only lead among themselves (non-productive, and not all sinks). Some live
/// states accept; some have no live letter at all.
fn sparse_dfa(rng: &mut Rng, live: usize, traps: usize, radices: Vec<u32>) -> Dfa {
    let k: usize = radices.iter().map(|&r| r as usize).product();
    let n = live + traps;
    let mut trans = Vec::with_capacity(n * k);
    for s in 0..n {
        let row_start = trans.len();
        for _ in 0..k {
            trans.push((live + rng.range(0, traps as u64 - 1) as usize) as u32);
        }
        if s < live {
            // Few live letters, and often the same ones (a product's rows share letters).
            let count = rng.range(0, 4);
            for _ in 0..count {
                let a = if rng.range(0, 1) == 0 {
                    rng.range(0, 3) as usize % k
                } else {
                    rng.range(0, k as u64 - 1) as usize
                };
                trans[row_start + a] = rng.range(0, live as u64 - 1) as u32;
            }
        }
    }
    let accept = (0..n).map(|s| s < live && rng.range(0, 3) == 0).collect();
    Dfa::from_parts(radices, trans, accept, rng.range(0, live as u64 - 1) as u32)
}

/// Random words that follow live letters of `d` most of the time (uniform words over a
/// large sparse alphabet are almost all rejected, and would test nothing).
fn walks(rng: &mut Rng, d: &Dfa, count: usize, max_len: usize) -> Vec<Vec<usize>> {
    let live = d.productive();
    (0..count)
        .map(|_| {
            let len = rng.range(0, max_len as u64) as usize;
            let mut s = d.start();
            let mut w = Vec::with_capacity(len);
            for _ in 0..len {
                let options: Vec<usize> = (0..d.letters())
                    .filter(|&a| live[d.next(s, a) as usize])
                    .collect();
                let a = if options.is_empty() || rng.range(0, 9) == 0 {
                    rng.range(0, d.letters() as u64 - 1) as usize
                } else {
                    options[rng.range(0, options.len() as u64 - 1) as usize]
                };
                w.push(a);
                s = d.next(s, a);
            }
            w
        })
        .collect()
}

#[test]
fn live_transition_refinement_equals_hopcroft_and_moore_on_dense_automata() {
    let mut rng = Rng::new(101);
    for case in 0..tier(400, 4000) {
        let states = rng.range(1, 40) as usize;
        let radices = match case % 4 {
            0 => vec![],
            1 => vec![2],
            2 => vec![2, 3],
            _ => vec![3],
        };
        let d = random_dfa(&mut rng, states, radices, None);
        let v = minimize(&d);
        assert_eq!(
            v,
            minimize_hopcroft(&d),
            "case {case}: differs from Hopcroft"
        );
        assert_eq!(v, moore(&d), "case {case}: differs from Moore");
        assert_eq!(minimize(&v), v, "case {case}: not idempotent");
        if d.letters() <= 3 {
            assert_eq!(
                common::accepted_words(&d, 6),
                common::accepted_words(&v, 6),
                "case {case}"
            );
        }
    }
}

#[test]
fn live_transition_refinement_equals_hopcroft_on_large_sparse_alphabets() {
    let mut rng = Rng::new(103);
    let mut merged = 0;
    for case in 0..tier(120, 1200) {
        let radices = match case % 4 {
            0 => vec![3; 4],
            1 => vec![3; 5],
            2 => vec![2; 8],
            _ => vec![3; 6],
        };
        let live = rng.range(1, 60) as usize;
        let traps = rng.range(1, 3) as usize;
        let d = sparse_dfa(&mut rng, live, traps, radices);
        let v = minimize(&d);
        let h = minimize_hopcroft(&d);
        assert_eq!(v.states(), h.states(), "case {case}: state counts differ");
        assert_eq!(v, h, "case {case}: differs from Hopcroft");
        if case % 8 == 0 {
            assert_eq!(v, moore(&d), "case {case}: differs from Moore");
        }
        for w in walks(&mut rng, &d, 40, 12) {
            assert_eq!(
                d.accepts(w.iter().copied()),
                v.accepts(w.iter().copied()),
                "case {case}: word {w:?}"
            );
        }
        if v.states() < d.states() - traps {
            merged += 1;
        }
    }
    // The generator must produce automata that minimization shrinks, not only minimal ones.
    assert!(merged > 10, "only {merged} cases merged live states");
}

#[test]
fn minimize_handles_the_empty_and_the_full_language() {
    // The empty language: 1 state, rejecting; every word: 1 state, accepting; over a large
    // sparse alphabet with unreachable states besides.
    let radices = vec![3; 6];
    let k = 729;
    let mut trans = vec![1u32; 3 * k];
    trans[2 * k..].fill(0);
    let none = Dfa::from_parts(radices.clone(), trans.clone(), vec![false, false, true], 0);
    let m = minimize(&none);
    assert_eq!((m.states(), m.is_accepting(0)), (1, false));
    assert_eq!(m, minimize_hopcroft(&none));
    let all = Dfa::from_parts(radices, trans, vec![true, true, false], 0);
    let m = minimize(&all);
    assert_eq!((m.states(), m.is_accepting(0)), (1, true));
    assert_eq!(m, minimize_hopcroft(&all));
}

/// Every boolean function of two acceptances, by its truth table.
fn op_of(table: u8) -> impl Fn(bool, bool) -> bool {
    move |x, y| (table >> (usize::from(x) * 2 + usize::from(y))) & 1 == 1
}

#[test]
fn the_pruned_product_accepts_what_the_operation_says() {
    let mut rng = Rng::new(107);
    let budget = Budget::default();
    for case in 0..tier(200, 2000) {
        let table = (case % 16) as u8;
        let op = op_of(table);
        let (na, nb) = (rng.range(1, 8) as usize, rng.range(1, 8) as usize);
        let r = vec![2, 2];
        let (a, b) = if case % 3 == 0 {
            (
                random_dfa(&mut rng, na, r.clone(), None),
                random_dfa(&mut rng, nb, r, None),
            )
        } else {
            (
                sparse_dfa(&mut rng, na, 2, r.clone()),
                sparse_dfa(&mut rng, nb, 1, r),
            )
        };
        let p = ops::product(&a, &b, &op, &budget).unwrap();
        // Every word to length 5 over 4 letters.
        for w in common::accepted_words(&Dfa::constant(vec![2, 2], true), 5) {
            let expect = op(a.accepts(w.iter().copied()), b.accepts(w.iter().copied()));
            assert_eq!(p.accepts(w.iter().copied()), expect, "case {case} {w:?}");
        }
        // The same minimal automaton as the full product (every pair explored), built
        // here by hand.
        let k = a.letters();
        let full = Dfa::explore(
            a.radices().to_vec(),
            (a.start(), b.start()),
            |&(x, y), l| Some((a.next(x, l), b.next(y, l))),
            |&(x, y)| op(a.is_accepting(x), b.is_accepting(y)),
            &budget,
            "full product",
        )
        .unwrap();
        assert_eq!(full.letters(), k);
        assert_eq!(minimize(&p), minimize(&full), "case {case} table {table}");
        // Minimized from the live transitions: the same table as from the dense one.
        let sp = ops::product_sparse(&a, &b, &op, &budget).unwrap();
        assert_eq!(sp.to_dense(), p, "case {case}");
        assert_eq!(sp.minimize(), minimize(&p), "case {case} table {table}");
    }
}

#[test]
fn sparse_minimization_equals_dense_on_large_products_and_projections() {
    let mut rng = Rng::new(109);
    let budget = Budget::default();
    for case in 0..tier(60, 600) {
        let radices = if case % 2 == 0 {
            vec![3; 4]
        } else {
            vec![2; 6]
        };
        let (na, nb) = (rng.range(1, 30) as usize, rng.range(1, 30) as usize);
        let a = sparse_dfa(&mut rng, na, 2, radices.clone());
        let b = sparse_dfa(&mut rng, nb, 1, radices);
        let table = rng.range(0, 15) as u8;
        let sp = ops::product_sparse(&a, &b, op_of(table), &budget).unwrap();
        let dense = sp.to_dense();
        let m = sp.minimize();
        assert_eq!(m, minimize(&dense), "case {case} table {table}");
        assert_eq!(m, minimize_hopcroft(&dense), "case {case} table {table}");
        for track in [0, 3] {
            for msd in [true, false] {
                let pr = ops::project_sparse(&m, track, msd, &budget).unwrap();
                let pd = ops::project(&m, track, msd, &budget).unwrap();
                assert_eq!(pr.minimize(), minimize(&pd), "case {case} track {track}");
                assert_eq!(pr.to_dense(), pd, "case {case} track {track}");
            }
        }
    }
}

#[test]
fn the_product_skips_pairs_with_a_dead_component() {
    // `a` accepts only words starting with letter 0, then anything; `b` counts letters
    // modulo 50 and accepts everywhere. Their intersection needs 3 states (start, after 0,
    // dead); the full product would pair `a`'s dead state with all 50 states of `b`.
    let r = vec![2, 2];
    let mut ta = vec![2u32; 3 * 4];
    ta[0] = 1;
    ta[4..8].fill(1);
    let a = Dfa::from_parts(r.clone(), ta, vec![false, true, false], 0);
    let tb: Vec<u32> = (0..50u32)
        .flat_map(|s| std::iter::repeat_n((s + 1) % 50, 4))
        .collect();
    let b = Dfa::from_parts(r, tb, vec![true; 50], 0);
    let p = ops::product(&a, &b, |x, y| x && y, &Budget::default()).unwrap();
    // Live pairs: (0,0) then (1, i) for every i: 51, and the one dead state.
    assert_eq!(p.states(), 52);
    assert_eq!(minimize(&p).states(), 3);
}
