//! Guess for three-pile games: is the P-set of L1-Nim, of positive Nim (the two
//! games of Akiyama's introduction) or of Lythoff(3) (Klein–Fraenkel, Definition 1) a
//! three-track automatic set in base 2 or in Fibonacci?
//!
//! Route: the learner (`automatic_prover::logic::learn`, arity 3) on every ordered triple with entries
//! below B, the oracle a sorted lookup in the fast engine's P-positions (the plane sieve
//! `l1::planes` for L1-Nim and positive Nim, Construction 1 `lythoff::Construction` for
//! Lythoff(3)); each engine is compared here with a rules solver (`l1::rules::p_positions`
//! on the sums <= 45, `lythoff::pruned_search::p_positions` on the first 60 positions). There is no
//! three-pile move formula, so a converged automaton is not proved: the outcome is measured.
//!
//! Cost: `O(U_L^3)` oracle calls per length: about a second at the default B = 128, minutes
//! at the deep B = 256.

use automatic_prover::logic::learn::{LearnFailure, learn, length_for, value_bound};
use automatic_prover::numeration::numeration;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::l1::planes;
use crate::games::l1::rules::{self as l1rules, Variant};
use std::collections::HashSet;

/// The state limit of the learner.
pub const MAX_STATES: usize = 200;

/// The `frontier.automatic.three-pile` entry.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement::new(
            "frontier.automatic.three-pile",
            super::PAPER,
            "Guess: three-pile games (L1-Nim, positive Nim, Lythoff(3))",
            &[Kind::Conjecture],
            "Is the P-set of L1-Nim, positive Nim or Lythoff(3) a three-track automatic set in base 2 or Fibonacci? Measured: the learner's outcome on the ordered triples with entries below B, at most 200 states.",
            Bound::new(
                "B: the learner's data are the triples with all entries below B",
                128,
                256,
                8,
                512,
            ),
            three,
        )
        .recorded(
            Outcome::Measured,
            "No three-pile game is learned: each run ends with more than 200 states or no automaton stable over two lengths (see the evidence). No three-pile move formula is written, so a converged automaton would still be unproved.",
        ),
    ]
}

/// The three games.
#[derive(Debug, Clone, Copy)]
enum Three {
    L1,
    Positive,
    Lythoff3,
}

const GAMES: [(Three, &str); 3] = [
    (Three::L1, "L1-Nim"),
    (Three::Positive, "positive Nim"),
    (Three::Lythoff3, "Lythoff(3)"),
];

/// The sorted P-positions with every entry below `b`, from the fast engine.
fn p_set(game: Three, b: u64) -> Result<HashSet<[u64; 3]>, String> {
    let keep = |p: &[u64]| p.iter().all(|&v| v < b);
    match game {
        Three::L1 | Three::Positive => {
            let v = if matches!(game, Three::L1) {
                Variant::L1
            } else {
                Variant::Positive
            };
            let s = (3 * b.saturating_sub(1)).max(1);
            Ok(planes::solve(v, s)?
                .into_iter()
                .filter(|p| keep(p))
                .collect())
        }
        Three::Lythoff3 => {
            let mut out = HashSet::new();
            for r in crate::games::lythoff::Construction::lythoff(3) {
                let p = r?;
                if p[0] >= b {
                    break;
                }
                if keep(&p) {
                    out.insert([p[0], p[1], p[2]]);
                }
            }
            Ok(out)
        }
    }
}

/// The fast engine against the rules solver on a small range.
fn twin(game: Three) -> Result<String, String> {
    match game {
        Three::L1 | Three::Positive => {
            let v = if matches!(game, Three::L1) {
                Variant::L1
            } else {
                Variant::Positive
            };
            let s = 45u32;
            let mut rules: Vec<[u64; 3]> = l1rules::p_positions(v, s, |_| {})
                .into_iter()
                .map(|t| {
                    let mut t = t.map(|x| x as u64);
                    t.sort_unstable();
                    t
                })
                .collect();
            rules.sort_unstable();
            rules.dedup();
            let mut fast = planes::solve(v, u64::from(s))?;
            fast.sort_unstable();
            if fast == rules {
                Ok(format!(
                    "{} sorted P-positions with a+b+c <= {s}",
                    fast.len()
                ))
            } else {
                Err(format!("they differ on a+b+c <= {s}"))
            }
        }
        Three::Lythoff3 => {
            let n = 60;
            let rules = crate::games::lythoff::pruned_search::p_positions(
                3,
                &crate::games::lythoff::pruned_search::Game::Lythoff,
                n,
            )?;
            let fast: Vec<Vec<u64>> = crate::games::lythoff::Construction::lythoff(3)
                .take(n)
                .collect::<Result<_, _>>()?;
            if fast == rules {
                Ok(format!("the first {n} P-positions"))
            } else {
                Err(format!("they differ among the first {n} P-positions"))
            }
        }
    }
}

fn three(b: u64) -> Findings {
    let mut f = Findings::new(format!("triples below {b}"));
    for (game, name) in GAMES {
        f.check(
            &format!("{name}: the fast engine = the rules solver"),
            twin(game),
        );
        let outcomes: Vec<String> = ["msd_2", "msd_fib"]
            .iter()
            .map(|s| format!("{s}: {}", outcome(game, s, b)))
            .collect();
        f.measured(&format!("{name}: the learner"), outcomes.join("; "));
    }
    f
}

fn outcome(game: Three, system: &str, b: u64) -> String {
    let num = match numeration(system) {
        Ok(n) => n,
        Err(e) => return e,
    };
    let max_len = length_for(&num, b);
    let bound = value_bound(&num, max_len).unwrap_or(b);
    let set = match p_set(game, bound) {
        Ok(s) => s,
        Err(e) => return e,
    };
    let learned = learn(
        &num,
        3,
        2.min(max_len),
        max_len,
        MAX_STATES,
        &mut |v| {
            let mut t = [v[0], v[1], v[2]];
            t.sort_unstable();
            set.contains(&t)
        },
        &mut |_, _| {},
    );
    match learned {
        Err(LearnFailure::TooManyStates { max, length, .. }) => {
            format!("more than {max} states separated at length {length}")
        }
        Err(e @ LearnFailure::NotConverged { .. }) => {
            format!("{e} (length {max_len} is the data's, values below {bound})")
        }
        Err(e) => e.to_string(),
        Ok(l) => format!(
            "{} states stable at lengths {} and {} (values below {bound}; no move formula: not proved)",
            l.states,
            l.length - 1,
            l.length
        ),
    }
}
