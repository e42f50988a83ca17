//! The learner (`automata::learn`): it recovers, state for state, automata the decision
//! procedure builds from formulas, and a set with one position flipped is never taken for
//! the original.

use automatic_prover::automaton::minimize::minimize;
use automatic_prover::logic::learn::{
    LearnFailure, learn, learn_within, valid_tuples, value_bound,
};
use automatic_prover::numeration::numeration;
use automatic_prover::{Auto, Session};
use std::collections::HashSet;

/// The automaton of a definition, over its tracks in argument order, canonical.
fn defined(script: &str, name: &str) -> Auto {
    let mut s = Session::default();
    s.run_script(script).expect("script runs");
    s.definition(name).expect("defined").clone()
}

const WYTHOFF: &str = r#"
reg shift msd_fib msd_fib "([0,0]|[0,1][1,1]*[1,0])*";
def wp "?msd_fib Em,p,q $shift(m,p) & $shift(p,q) & a=p+1 & b=q+2";
def wyth "?msd_fib (x=0 & y=0) | $wp(x,y) | $wp(y,x)";
"#;

/// Wythoff's P-set from the rules (a set computed by the mex over each row, no formula).
#[allow(clippy::needless_range_loop)]
fn wythoff_p(bound: u64) -> HashSet<(u64, u64)> {
    let n = bound as usize;
    let mut p = vec![vec![false; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut win = false;
            for c in 0..x {
                win |= p[c][y];
            }
            for d in 0..y {
                win |= p[x][d];
            }
            for k in 1..=x.min(y) {
                win |= p[x - k][y - k];
            }
            p[x][y] = !win;
        }
    }
    let mut s = HashSet::new();
    for (x, row) in p.iter().enumerate() {
        for (y, &v) in row.iter().enumerate() {
            if v {
                s.insert((x as u64, y as u64));
            }
        }
    }
    s
}

#[test]
fn recovers_wythoff_in_fibonacci() {
    let num = numeration("msd_fib").unwrap();
    let max_len = 10;
    let bound = value_bound(&num, max_len).unwrap();
    let set = wythoff_p(bound);
    let learned = learn(
        &num,
        2,
        1,
        max_len,
        100,
        &mut |v| set.contains(&(v[0], v[1])),
        &mut |_, _| {},
    )
    .expect("learned");
    let want = defined(WYTHOFF, "wyth");
    assert_eq!(want.vars, ["x", "y"]);
    assert_eq!(learned.dfa, minimize(&want.dfa));
    assert!(learned.length < max_len, "converged at {}", learned.length);
}

#[test]
fn recovers_three_pile_nim_in_base_2() {
    let num = numeration("msd_2").unwrap();
    let learned = learn(
        &num,
        3,
        1,
        6,
        100,
        &mut |v| v[0] ^ v[1] ^ v[2] == 0,
        &mut |_, _| {},
    )
    .expect("learned");
    let want = defined(
        r#"reg nim msd_2 msd_2 msd_2 "([0,0,0]|[0,1,1]|[1,0,1]|[1,1,0])*";"#,
        "nim",
    );
    assert_eq!(learned.dfa, minimize(&want.dfa));
    assert_eq!(learned.states, 1);
}

#[test]
fn max_states_stops_with_what_was_learned() {
    let num = numeration("msd_fib").unwrap();
    let bound = value_bound(&num, 8).unwrap();
    let set = wythoff_p(bound);
    let r = learn(
        &num,
        2,
        1,
        8,
        3,
        &mut |v| set.contains(&(v[0], v[1])),
        &mut |_, _| {},
    );
    match r {
        Err(LearnFailure::TooManyStates { max: 3, found, .. }) => assert!(found > 3),
        other => panic!("expected TooManyStates, got {other:?}"),
    }
    let r0 = learn(&num, 2, 1, 8, 0, &mut |_| false, &mut |_, _| {});
    assert!(matches!(r0, Err(LearnFailure::Input(_))));
}

/// A memory budget refuses the first table that would pass it, before building it, with
/// the length, the depth and the estimate; a budget above the largest table the learning
/// needs learns the same automaton as no budget. The estimate grows with the
/// suffix depth (the signatures are `sum_j |suffixes_j|^2` bits).
#[test]
fn the_memory_budget_refuses_a_table_before_building_it() {
    let num = numeration("msd_fib").unwrap();
    let max_len = 10;
    let bound = value_bound(&num, max_len).unwrap();
    let set = wythoff_p(bound);
    let run = |memory: u64| {
        learn_within(
            &num,
            2,
            1,
            max_len,
            100,
            memory,
            &mut |v| set.contains(&(v[0], v[1])),
            &mut |_, _| {},
        )
    };
    let free = run(u64::MAX).expect("learned without a budget");
    match run(1) {
        Err(e @ LearnFailure::Memory { budget: 1, .. }) => {
            let line = e.to_string();
            assert!(
                line.contains("table (suffix depth 0)")
                    && line.contains("over the memory budget of 0 MB"),
                "{line}"
            );
        }
        other => panic!("expected Memory at depth 0, got {other:?}"),
    }
    // The smallest budget no table passes, by bisection over the tables' refusals (the
    // automaton of valid tuples also counts the process's resident memory, which the
    // other tests of this binary move: it is given room below).
    let (mut lo, mut hi) = (1u64, 1u64 << 30);
    while lo + 1 < hi {
        let mid = lo + (hi - lo) / 2;
        match run(mid) {
            Err(LearnFailure::Memory { what, need, .. }) if what.starts_with("table") => {
                assert!(need > mid);
                lo = mid;
            }
            _ => hi = mid,
        }
    }
    let tight = run(hi + (256 << 20)).expect("learned with the tables' budget");
    assert_eq!(tight.dfa, free.dfa);
    assert_eq!(tight.length, free.length);
    assert!(hi < 1 << 20, "Wythoff's tables need {hi} bytes");
}

/// The automaton of valid tuples is built within the budget: past it, the learner's
/// `Memory` failure naming it (never a panic: an Ostrowski system with a large partial
/// quotient has thousands of letters on two tracks).
#[test]
fn valid_tuples_past_the_budget_is_a_failure_not_a_panic() {
    let num = numeration("msd_fib").unwrap();
    let ok = valid_tuples(&num, 2, 8 << 30, 5).expect("Fibonacci pairs fit");
    assert!(ok.states() >= 2);
    match valid_tuples(&num, 2, 1, 5) {
        Err(e @ LearnFailure::Memory { length: 5, .. }) => {
            assert!(e.to_string().contains("automaton of valid tuples"), "{e}");
        }
        other => panic!("expected Memory, got {other:?}"),
    }
}
