//! Proofs for every n: a statement's proof file (Walnut commands under `proofs/walnut/`)
//! run by the decision procedure (`crate::automata`), as one more part of its findings.
//!
//! A file's `load` commands read the automata embedded with it ([`ProofFile::loads`]), never
//! the working directory.
//!
//! The part holds when every `eval` of the file answers TRUE (and there is at least one);
//! a FALSE, a parse error or an evaluation error refutes it, with the answer as the
//! counterexample. The runner gives the verdict `proved` only when this part holds *and*
//! every bounded part holds: the bounded checks are the second route.

use super::statement::ProofFile;
use super::verdict::Findings;
use crate::automata::eval::{Answer, Session};

/// Run the proof file and record it as a part of `f`; true when it proves the statement.
pub fn add_proof_part(p: &ProofFile, f: &mut Findings) -> bool {
    let claim = format!("proof for every n ({})", p.path);
    let mut session = Session::default();
    session.files = p
        .loads
        .iter()
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    let outcomes = match session.run_script(p.text) {
        Ok(o) => o,
        Err(e) => {
            f.check(&claim, Err(format!("the proof file does not run: {e}")));
            return false;
        }
    };
    let evals: Vec<_> = outcomes
        .iter()
        .filter(|o| o.result != Answer::States)
        .collect();
    if let Some(bad) = evals.iter().find(|o| o.result != Answer::True) {
        f.check(
            &claim,
            Err(format!("the decision procedure answered {}", bad.line())),
        );
        return false;
    }
    if evals.is_empty() {
        f.check(
            &claim,
            Err("the proof file has no closed formula to evaluate".into()),
        );
        return false;
    }
    let names: Vec<&str> = evals.iter().map(|o| o.name.as_str()).collect();
    f.check(
        &claim,
        Ok(format!(
            "the decision procedure answered TRUE for {}",
            names.join(", ")
        )),
    );
    true
}
