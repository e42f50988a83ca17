//! Proofs for every n: a statement's proof file (Walnut commands under `proofs/walnut/`)
//! run by the decision procedure (`automatic_prover`), as one more part of its findings.
//!
//! A file's `load` commands read the automata embedded with it ([`ProofFile::loads`]), never
//! the working directory: a `load` of a file not embedded stops the proof before it runs.
//!
//! The proof part is `proved` only when all of these hold:
//! * the file parses and every command runs (within the state budget);
//! * every `eval` of the file is closed (an `eval` with free variables, e.g. a typo such as
//!   `Ax x = y`, prints an automaton instead of TRUE: an error naming it) and answers TRUE;
//! * every name the catalog pins ([`ProofFile::pinned`], at least one) is an `eval` of the
//!   file, so an eval renamed or deleted is noticed.
//!
//! A FALSE answer refutes the part (the answer is the counterexample). A file that does not
//! run, or that runs but breaks one of the rules above, is its own outcome,
//! [`Outcome::NotProved`] ("the proof did not run: ..." or "the proof is incomplete:
//! ..."), never a counterexample.
//!
//! The claims the catalog marks as checked to the bound only ([`ProofFile::bounded_only`])
//! say so in their evidence; with one of them the statement is at most `holds` (see
//! [`proved`]). Cost: the proof file's run (milliseconds to seconds, see each file).

use super::statement::ProofFile;
use super::verdict::{Findings, Outcome, Part};
use automatic_prover::walnut::{Command, parse_script};
use automatic_prover::{Answer, Session};

/// Run the proof file and record it as a part of `f`; true when the part is `proved`.
pub fn add_proof_part(p: &ProofFile, f: &mut Findings) -> bool {
    let claim = format!("proof for every n ({})", p.path);
    let result = run(p);
    let ok = result.is_ok();
    let part = match result {
        Ok(names) => Part {
            claim,
            outcome: Outcome::Proved,
            evidence: format!(
                "the decision procedure answered TRUE for every eval: {}",
                names.join(", ")
            ),
            counterexample: None,
            errata: vec![],
        },
        Err(Failure::False(line)) => Part {
            claim,
            outcome: Outcome::Refuted,
            evidence: "the decision procedure answered FALSE".into(),
            counterexample: Some(format!("the decision procedure answered {line}")),
            errata: vec![],
        },
        Err(Failure::NotRun(why)) => Part {
            claim,
            outcome: Outcome::NotProved,
            evidence: format!("the proof did not run: {why}"),
            counterexample: None,
            errata: vec![],
        },
        Err(Failure::Incomplete(why)) => Part {
            claim,
            outcome: Outcome::NotProved,
            evidence: format!("the proof is incomplete: {why}"),
            counterexample: None,
            errata: vec![],
        },
    };
    f.parts.push(part);
    mark_bounded_only(p, f) && ok
}

/// Whether a statement with these findings is `proved`: the proof part is `proved` (see
/// [`add_proof_part`]), the catalog marks no claim as checked to the bound only, and the
/// bounded route agrees: no part refuted, erratum or not proved, and at least one bounded
/// part holds (a proof beside nothing but measurements is not enough).
pub fn proved(f: &Findings, conjecture: bool, bounded_only: bool) -> bool {
    let has = |o| f.parts.iter().any(|p| p.outcome == o);
    !bounded_only
        && f.outcome(conjecture) == Outcome::Holds
        && has(Outcome::Proved)
        && has(Outcome::Holds)
        && !has(Outcome::NotProved)
}

/// Why a proof part is not `proved`.
enum Failure {
    /// An eval answered FALSE: its line.
    False(String),
    /// The file did not run to its end (parse error, evaluation error, state limit, a load
    /// of a file not embedded).
    NotRun(String),
    /// It ran, but an eval is open or a pinned name is missing.
    Incomplete(String),
}

/// Run the file; the names of its evals when every one is closed and TRUE and every pinned
/// name is among them.
fn run(p: &ProofFile) -> Result<Vec<String>, Failure> {
    let cmds = parse_script(p.text).map_err(|e| Failure::NotRun(e.to_string()))?;
    for c in &cmds {
        if let Command::Load { path, .. } = &c.command
            && !p.loads.iter().any(|(name, _)| name == path)
        {
            return Err(Failure::NotRun(format!(
                "line {}: load \"{path}\": no such file is embedded with the proof",
                c.pos.line
            )));
        }
    }
    let mut session = Session::default();
    session.files = p
        .loads
        .iter()
        .map(|(name, text)| (name.to_string(), text.to_string()))
        .collect();
    let mut names = Vec::new();
    let mut open = Vec::new();
    for c in &cmds {
        let o = session
            .command(c)
            .map_err(|e| Failure::NotRun(e.at(c.pos).to_string()))?;
        let (Command::Eval { .. }, Some(o)) = (&c.command, o) else {
            continue;
        };
        match o.result {
            Answer::True => names.push(o.name),
            Answer::False => return Err(Failure::False(o.line())),
            Answer::States | Answer::Text => {
                open.push(format!("{} (free {})", o.line(), o.vars.join(", ")))
            }
        }
    }
    if !open.is_empty() {
        return Err(Failure::Incomplete(format!(
            "every eval of a proof must be closed; open: {}",
            open.join("; ")
        )));
    }
    if p.pinned.is_empty() {
        return Err(Failure::Incomplete(
            "the catalog pins no eval that the proof must answer TRUE".into(),
        ));
    }
    let missing: Vec<&str> = p
        .pinned
        .iter()
        .copied()
        .filter(|n| !names.iter().any(|m| m == n))
        .collect();
    if !missing.is_empty() {
        return Err(Failure::Incomplete(format!(
            "no eval named {} (the catalog pins it)",
            missing.join(", ")
        )));
    }
    Ok(names)
}

/// Say in the evidence of each claim the catalog marks as checked to the bound only that it
/// is not proved for every n; false (and a `not proved` part) when one names no claim of the
/// findings.
fn mark_bounded_only(p: &ProofFile, f: &mut Findings) -> bool {
    let mut all_found = true;
    for (claim, why) in p.bounded_only {
        match f.parts.iter_mut().find(|q| q.claim == *claim) {
            Some(q) => {
                q.evidence = format!(
                    "{}; checked to the bound only, not proved for every n: {why}",
                    q.evidence
                );
            }
            None => {
                all_found = false;
                f.parts.push(Part {
                    claim: (*claim).to_string(),
                    outcome: Outcome::NotProved,
                    evidence: "the catalog marks this claim as checked to the bound only, but the check reports no such claim".into(),
                    counterexample: None,
                    errata: vec![],
                });
            }
        }
    }
    all_found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(text: &'static str, pinned: &'static [&'static str]) -> ProofFile {
        ProofFile {
            path: "proofs/walnut/test.walnut",
            text,
            loads: &[],
            pinned,
            bounded_only: &[],
        }
    }

    fn proof_part(p: &ProofFile) -> (bool, Part) {
        let mut f = Findings::new("r");
        let ok = add_proof_part(p, &mut f);
        (ok, f.parts.last().cloned().expect("a part"))
    }

    const GOOD: &str = "eval ok \"?msd_fib Ax x=x\";\n";

    #[test]
    fn a_closed_true_eval_with_its_pinned_name_is_proved() {
        let (ok, part) = proof_part(&file(GOOD, &["ok"]));
        assert!(ok);
        assert_eq!(part.outcome, Outcome::Proved);
        assert!(
            part.evidence.ends_with("every eval: ok"),
            "{}",
            part.evidence
        );
    }

    /// A typo turns a closed formula into one with a free variable: it prints "2 states",
    /// not TRUE, and the file is not a proof even though another eval is TRUE.
    #[test]
    fn an_open_eval_is_an_error_naming_it() {
        let typo = "eval ok \"?msd_fib Ax x=x\";\neval typo \"?msd_fib Ax x = y\";\n";
        let (ok, part) = proof_part(&file(typo, &["ok"]));
        assert!(!ok);
        assert_eq!(part.outcome, Outcome::NotProved);
        assert!(part.evidence.contains("typo: "), "{}", part.evidence);
        assert!(part.evidence.contains("free y"), "{}", part.evidence);
        assert!(part.counterexample.is_none());
    }

    #[test]
    fn every_pinned_name_must_be_an_eval_answering_true() {
        let (ok, part) = proof_part(&file(GOOD, &["ok", "rule"]));
        assert!(!ok);
        assert_eq!(part.outcome, Outcome::NotProved);
        assert!(
            part.evidence.contains("no eval named rule"),
            "{}",
            part.evidence
        );
        // A def of the pinned name is not an eval of it.
        let def = "def rule \"?msd_fib Ax x=x\";\neval ok \"?msd_fib Ax x=x\";\n";
        assert!(!proof_part(&file(def, &["ok", "rule"])).0);
        // Nothing pinned: not a proof.
        let (ok, part) = proof_part(&file(GOOD, &[]));
        assert!(!ok);
        assert!(part.evidence.contains("pins no eval"), "{}", part.evidence);
    }

    #[test]
    fn a_false_eval_refutes_the_part() {
        let f = "eval ok \"?msd_fib Ax x=x\";\neval bad \"?msd_fib Ax x=0\";\n";
        let (ok, part) = proof_part(&file(f, &["ok"]));
        assert!(!ok);
        assert_eq!(part.outcome, Outcome::Refuted);
        assert!(
            part.counterexample
                .as_deref()
                .unwrap_or("")
                .contains("bad: FALSE"),
            "{part:?}"
        );
    }

    /// A proof that does not run is no counterexample: its own outcome, "did not run".
    #[test]
    fn a_proof_that_does_not_run_is_not_a_counterexample() {
        for text in [
            "eval ok \"?msd_fib Ax x=x\"",       // no terminator: parse error
            "eval ok \"?msd_nosuch Ax x=x\";\n", // evaluation error
            "load p \"p.txt\";\neval ok \"?msd_fib Ax $p(x)\";\n", // a file not embedded
        ] {
            let (ok, part) = proof_part(&file(text, &["ok"]));
            assert!(!ok, "{text}");
            assert_eq!(part.outcome, Outcome::NotProved, "{text}");
            assert!(
                part.evidence.starts_with("the proof did not run: "),
                "{}",
                part.evidence
            );
            assert!(part.counterexample.is_none());
        }
        let mut f = Findings::new("r");
        f.check("bounded", Ok("fine".into()));
        add_proof_part(&file("eval ok \"?msd_fib", &["ok"]), &mut f);
        assert_eq!(f.outcome(false), Outcome::Holds, "not refuted");
    }

    /// Both routes: the proof part and at least one bounded part that holds.
    #[test]
    fn proved_needs_a_bounded_part_that_holds() {
        let with = |bounded: &[Outcome]| {
            let mut f = Findings::new("r");
            for o in bounded {
                match o {
                    Outcome::Holds => f.check("b", Ok("ok".into())),
                    Outcome::Measured => f.measured("m", "a ratio"),
                    _ => f.check("c", Err("n = 3".into())),
                };
            }
            assert!(add_proof_part(&file(GOOD, &["ok"]), &mut f));
            f
        };
        assert!(proved(&with(&[Outcome::Holds]), false, false));
        assert!(proved(
            &with(&[Outcome::Holds, Outcome::Measured]),
            false,
            false
        ));
        assert!(!proved(&with(&[]), false, false), "the proof alone");
        assert!(
            !proved(&with(&[Outcome::Measured]), false, false),
            "only measured"
        );
        assert!(!proved(
            &with(&[Outcome::Holds, Outcome::Refuted]),
            false,
            false
        ));
        assert!(
            !proved(&with(&[Outcome::Holds]), true, false),
            "a conjecture"
        );
        assert!(
            !proved(&with(&[Outcome::Holds]), false, true),
            "a claim left to the bound"
        );
    }

    #[test]
    fn a_claim_left_to_the_bound_says_so_and_must_exist() {
        let mut p = file(GOOD, &["ok"]);
        p.bounded_only = &[("(5) closed form", "names phi")];
        let mut f = Findings::new("r");
        f.check("(5) closed form", Ok("n <= 10".into()));
        assert!(add_proof_part(&p, &mut f));
        assert!(
            f.parts[0].evidence.contains("checked to the bound only")
                && f.parts[0].evidence.contains("names phi"),
            "{}",
            f.parts[0].evidence
        );
        let mut g = Findings::new("r");
        g.check("(5) closed form, renamed", Ok("n <= 10".into()));
        assert!(!add_proof_part(&p, &mut g), "the named claim is missing");
        assert!(g.parts.iter().any(|q| q.outcome == Outcome::NotProved));
    }
}
