//! Runs statements and compares each verdict with the catalog's record.

use super::statement::Statement;
use super::verdict::Verdict;
use crate::smt::Query;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::time::Instant;

/// How to run a set of statements.
#[derive(Debug, Clone, Copy, Default)]
pub struct RunOptions {
    /// One bound for every statement (each statement must accept it); `None` uses each
    /// statement's own default (or deep) bound.
    pub bound: Option<u64>,
    /// Use each statement's deep bound instead of its default.
    pub deep: bool,
    /// Show a progress bar (on a terminal).
    pub progress: bool,
}

/// The bound a statement runs with under `opts`.
pub fn bound_for(s: &Statement, opts: &RunOptions) -> u64 {
    opts.bound.unwrap_or(if opts.deep {
        s.bound.deep
    } else {
        s.bound.default
    })
}

/// Run one statement at `bound` (already validated), with its SMT queries among `smt`
/// (those whose `statement` is its id; run with feature `smt`) as further parts of its
/// evidence.
pub fn run_one(s: &Statement, smt: &[Query], bound: u64) -> Verdict {
    let start = Instant::now();
    let mut findings = (s.check)(bound);
    add_smt_parts(s.id, smt, bound >= s.bound.deep, &mut findings);
    let proof_holds = s
        .proof
        .as_ref()
        .is_some_and(|p| super::proof::add_proof_part(p, &mut findings));
    let bounded_only = s.proof.as_ref().is_some_and(|p| !p.bounded_only.is_empty());
    let proved = proof_holds && super::proof::proved(&findings, s.is_conjecture(), bounded_only);
    let seconds = start.elapsed().as_secs_f64();
    let mut v = Verdict::from_findings(
        s.id,
        s.recorded,
        s.is_conjecture(),
        bound,
        findings,
        seconds,
    );
    // Proved: the proof file says TRUE, every bounded part holds (the second route) and at
    // least one does, and no claim is left to the bound.
    if proved {
        v.verdict = super::Outcome::Proved;
    }
    v.proof = s.proof.map(|p| p.path.to_string());
    match s.witnesses_at(bound) {
        Some(recorded) => v.pin(&recorded),
        None => v,
    }
}

/// Run `statements` (in parallel), each with its queries among `smt`, returning verdicts
/// in the same order.
///
/// Every bound is validated before anything runs; an unacceptable bound is an error.
pub fn run(
    statements: &[Statement],
    smt: &[Query],
    opts: RunOptions,
) -> Result<Vec<Verdict>, String> {
    for s in statements {
        s.validate_bound(bound_for(s, &opts))?;
    }
    let bar = if opts.progress {
        let bar = ProgressBar::new(statements.len() as u64);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:40} {pos}/{len} statements {elapsed} {msg}")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let verdicts = statements
        .par_iter()
        .map(|s| {
            let v = run_one(s, smt, bound_for(s, &opts));
            bar.inc(1);
            bar.set_message(s.id);
            v
        })
        .collect();
    bar.finish_and_clear();
    Ok(verdicts)
}

/// The z3 answers for the statement's SMT queries, as parts (a mismatch refutes; `unknown`
/// is recorded as a measurement, never as a proof).
#[cfg(feature = "smt")]
fn add_smt_parts(id: &str, smt: &[Query], deep: bool, f: &mut super::verdict::Findings) {
    use crate::smt::{Answer, solve};
    for q in smt
        .iter()
        .filter(|q| q.statement == id && q.runs_in_catalog(deep))
    {
        let r = solve::run(q, 120_000);
        let claim = format!("z3: {}", q.id);
        if r.answer == q.expected {
            f.check(
                &claim,
                Ok(format!("{} as expected: {}", r.answer, q.proves)),
            );
        } else if r.answer == Answer::Unknown {
            f.measured(
                &claim,
                format!("z3 answered unknown (expected {}): no proof", q.expected),
            );
        } else {
            f.check(
                &claim,
                Err(format!(
                    "z3 answered {} (expected {}); model: {}",
                    r.answer,
                    q.expected,
                    r.model.unwrap_or_default()
                )),
            );
        }
    }
}

#[cfg(not(feature = "smt"))]
fn add_smt_parts(_: &str, _: &[Query], _: bool, _: &mut super::verdict::Findings) {}
