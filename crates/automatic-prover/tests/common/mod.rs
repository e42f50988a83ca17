//! Shared helpers of the prover's tests: the two test tiers and a script's printed lines.
#![allow(dead_code)]

/// `quick` in the default run, `deep` with the `slow-tests` feature.
pub fn tier(quick: u64, deep: u64) -> u64 {
    if cfg!(feature = "slow-tests") {
        deep
    } else {
        quick
    }
}

/// Each printed line of a Walnut script run in `s`; panics on an error.
pub fn session_lines(s: &mut automatic_prover::Session, script: &str) -> Vec<String> {
    s.run_script(script)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|o| o.line())
        .collect()
}
