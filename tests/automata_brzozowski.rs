//! Brzozowski's route for a projection (Walnut's `[strategy N BRZ]`) against the subset
//! construction: the same minimal automaton, table for table, on random automata of
//! several alphabets, every track, both reading directions; and, through the session,
//! the same answers for a formula with `[strategy ...]` as without.

mod common;

use automatic_prover::automaton::brzozowski::project_brzozowski;
use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops;
use common::random::random_dfa;
use common::tier;
use wythoff_lab::check::rng::Rng;

#[test]
fn brzozowski_gives_the_subset_constructions_minimal_automaton() {
    let mut rng = Rng::new(29);
    let budget = Budget::default();
    let mut nonempty = 0;
    for case in 0..tier(400, 4000) {
        let states = rng.range(1, 10) as usize;
        let radices = match case % 4 {
            0 => vec![2, 2],
            1 => vec![2, 3],
            2 => vec![3, 2, 2],
            _ => vec![2, 2, 2],
        };
        let d = random_dfa(&mut rng, states, radices.clone(), Some(1 + case % 5));
        for track in 0..radices.len() {
            for msd in [true, false] {
                let sc = ops::project_sparse(&d, track, msd, &budget)
                    .expect("small")
                    .minimize();
                let brz = project_brzozowski(&d, track, msd, &budget).expect("small");
                assert_eq!(
                    sc, brz,
                    "case {case}, track {track}, msd {msd}: the two routes differ"
                );
                if sc.accepting().iter().any(|&a| a) {
                    nonempty += 1;
                }
            }
        }
    }
    // The comparison is not only between empty languages.
    assert!(
        nonempty > tier(400, 4000) as usize,
        "{nonempty} nonempty projections"
    );
}

#[test]
fn a_projection_with_no_accepting_state_is_empty_by_both_routes() {
    let d = Dfa::from_parts(vec![2, 2], vec![0; 8], vec![false, false], 1);
    let budget = Budget::default();
    let brz = project_brzozowski(&d, 0, true, &budget).expect("small");
    assert_eq!(brz.states(), 1);
    assert!(!brz.accepting()[0]);
    assert_eq!(
        brz,
        ops::project_sparse(&d, 0, true, &budget)
            .unwrap()
            .minimize()
    );
}

/// A projection whose subset construction passes 300 states while Brzozowski's route stays
/// below: `[strategy N BRZ]` reaches the session's projections, `SC` and no prefix do not.
#[test]
fn a_strategy_prefix_chooses_the_route() {
    use automatic_prover::Session;
    let formula = "eval t \"E x,y,z (n=x+y+z) & RS[x]=@1 & RS[y]=@0 & RS[z]=@1\";";
    let run = |prefix: &str, max_states: usize| {
        let mut s = Session::new(Budget {
            max_states,
            ..Budget::default()
        });
        s.run_script(&format!("{prefix}{formula}"))
            .map(|o| o.iter().map(|o| o.line()).collect::<Vec<_>>().join("\n"))
    };
    let free = "t: 5 states";
    assert_eq!(run("", 10_000).as_deref(), Ok(free));
    for prefix in [
        "[strategy 6 BRZ]",
        "[strategy * CCLS]",
        "[ strategy 1 brz_ccl ] ",
    ] {
        assert_eq!(run(prefix, 300).as_deref(), Ok(free), "{prefix}");
    }
    for prefix in ["", "[strategy * SC]"] {
        let err = run(prefix, 300).expect_err("the subset construction passes 300 states");
        assert!(err.contains("determinize"), "{prefix}: {err}");
    }
    let err = run("[strategy 1 FAST]", 10_000).expect_err("an unknown strategy");
    assert!(err.contains("[strategy N NAME]"), "{err}");
}
