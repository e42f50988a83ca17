//! Guess and prove for W^k, k = 4..20 (Larsson, Blocking Wythoff Nim, Table 1 and the
//! question after it): is the P-set of W^k automatic in base 2, in Fibonacci, or in Pell
//! (msd_pell = Ostrowski [0; 2, 2, ...], the system of Table 1's aggregation point
//! 1 + sqrt 2 for k = 4 and 15)? A proof for any k >= 4 would be new.
//!
//! Route: for each k and numeration, the learner (`automatic_prover::logic::learn`) on the fast engine's
//! positions (`blocking::Columns`, compared with the rules solver below) from length 3 up
//! to the longest length whose values lie below the bound B, stopping beyond S states. A
//! converged automaton is then proved with W^k's rule (`games::automatic`, any k).
//! The outcome is measured, never declared: "no automaton with <= S states consistent to
//! length L" is exact for that data (the learner's states are pairwise separated by it),
//! but says nothing about longer data. Which numeration each k's aggregation points name is
//! [`super::blocking_points`] (`wythoff guess --numeration auto`).
//!
//! Cost: per k and system, `O(U_L^2)` oracle calls per length (U_L <= B): about 1 s in all
//! at the default B = 256, minutes at the deep B = 2048.

use automatic_prover::Auto;
use automatic_prover::logic::learn::{LearnFailure, learn, length_for, value_bound};
use automatic_prover::numeration::numeration;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::rules::builtin;
use crate::games::rules::prove::{Learnable, p_table, prove};

/// The state limit of the learner.
pub const MAX_STATES: usize = 200;

/// The numeration systems tried.
pub const SYSTEMS: [&str; 3] = ["msd_2", "msd_fib", "msd_pell"];

/// The `frontier.automatic.wk` entry.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement::new(
            "frontier.automatic.wk",
            super::PAPER,
            "Guess and prove: W^k for k = 4..20 (Larsson, Table 1)",
            &[Kind::Conjecture],
            "For k = 4..20, is the P-set of W^k automatic in base 2, Fibonacci or Pell? Measured: the learner's outcome on the positions with both entries below B, at most 200 states.",
            Bound::new(
                "B: the learner's data are the P-positions with both entries below B",
                256,
                2_048,
                16,
                8_192,
            ),
            wk,
        )
        .recorded(
            Outcome::Measured,
            "At the default B = 256 nothing is learned (more than 200 states, or no automaton stable over two lengths). At the deep B = 2048, W^4 in Pell is learned (26 states, lengths 6 and 7) and PROVED: that is frontier.automatic.blocking-k4-pell (new). W^14 in base 2 gives 189 states stable at lengths 9 and 10 at B = 2048 and is PROVED: that is frontier.automatic.blocking-k14 (new; the P-set is ultimately periodic with period vector (8, 20) from column 23). Every other k and system: more than 200 states or no stable automaton.",
        ),
    ]
}

fn wk(b: u64) -> Findings {
    let mut f = Findings::new(format!("k = 4..20, data below {b}"));
    // The second route for the data: the fast engine against the rules solver.
    let side = b.min(300);
    for k in [4u32, 8, 20] {
        let engine = builtin::blocking(k).and_then(|g| p_table(&g, side));
        let rules = crate::games::blocking::rules::blocking(k as usize, side as u32);
        let claim = format!("W^{k}: the fast engine = the rules solver on [0,{side})^2");
        let r = match (engine, rules) {
            (Ok(t), Ok(g)) => (0..side)
                .flat_map(|x| (0..side).map(move |y| (x, y)))
                .find(|&(x, y)| t.get(x, y) != g[y as usize][x as usize])
                .map_or(Ok("equal".to_string()), |(x, y)| {
                    Err(format!("they differ at ({x},{y})"))
                }),
            (Err(e), _) => Err(e),
            (_, Err(e)) => Err(e.to_string()),
        };
        f.check(&claim, r);
    }
    for k in 4..=20u32 {
        let outcomes: Vec<String> = SYSTEMS
            .iter()
            .map(|s| format!("{s}: {}", outcome(k, s, b)))
            .collect();
        f.measured(&format!("W^{k}"), outcomes.join("; "));
    }
    f
}

/// The learner's (and if it converges, the prover's) outcome for W^k in `system`.
pub fn outcome(k: u32, system: &str, b: u64) -> String {
    let num = match numeration(system) {
        Ok(n) => n,
        Err(e) => return e,
    };
    let max_len = length_for(&num, b);
    let bound = value_bound(&num, max_len).unwrap_or(b);
    let game = match builtin::blocking(k) {
        Ok(g) => g,
        Err(e) => return e,
    };
    let table = match p_table(&game, bound) {
        Ok(t) => t,
        Err(e) => return e,
    };
    let learned = learn(
        &num,
        2,
        3.min(max_len),
        max_len,
        MAX_STATES,
        &mut |v| table.get(v[0], v[1]),
        &mut |_, _| {},
    );
    match learned {
        Err(LearnFailure::TooManyStates { max, length, .. }) => {
            format!("more than {max} states separated at length {length}")
        }
        Err(e @ LearnFailure::NotConverged { .. }) => {
            format!("{e} (length {max_len} is the data's)")
        }
        Err(e) => e.to_string(),
        Ok(l) => {
            let auto = Auto::from_tracks(
                &["x".to_string(), "y".to_string()],
                &[num.clone(), num.clone()],
                &l.dfa,
            );
            let proof = match auto {
                Ok(a) => match prove(&game as &dyn Learnable, system, a) {
                    Ok(None) => "PROVED (new: check by every route)".to_string(),
                    Ok(Some(line)) => format!("not proved: {line}"),
                    Err(e) => format!("the proof did not run: {e}"),
                },
                Err(e) => e.to_string(),
            };
            format!(
                "{} states stable at lengths {} and {}; {proof}",
                l.states,
                l.length - 1,
                l.length
            )
        }
    }
}
