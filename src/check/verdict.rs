//! Verdicts: what a check established, with its evidence.
//!
//! A checker builds [`Findings`] part by part (a statement with several claims checks each
//! one separately). Each [`Part`] is one of
//! * `holds`: the claim was verified on the stated range;
//! * `refuted`: the claim fails; the smallest counterexample found is attached;
//! * `erratum`: a printed value disagrees with the computed one (both are attached);
//! * `measured`: a conjecture or heuristic was measured (numbers and range, never "true");
//! * `proved` (the proof part only): the decision procedure (the `automatic_prover` crate) answered
//!   TRUE for every `eval` of the statement's proof file, each closed, the pinned ones among
//!   them (`check::proof`);
//! * `not proved` (the proof part only): the proof did not run (parse error, state limit, a
//!   file it loads missing) or is incomplete (an open `eval`, a pinned name missing): no
//!   counterexample, and no proof.
//!
//! The overall outcome: any refuted part refutes the statement; otherwise any erratum makes
//! it an erratum; otherwise a conjecture is `measured`, a statement whose parts are all
//! measured (or not proved) is `measured`, and anything else `holds`. The runner raises
//! `holds` to `proved` only when both routes agree and nothing is left to the bound
//! (`check::proof::proved`).

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four possible outcomes of a check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    /// Verified on the whole range checked.
    Holds,
    /// A counterexample was found.
    Refuted,
    /// A printed value differs from the computed value.
    Erratum,
    /// A conjecture was measured.
    Measured,
    /// Proved for every n: the statement's proof file evaluates TRUE and the bounded checks
    /// (the second route) hold.
    Proved,
    /// A proof part that did not run or is incomplete (never a statement's verdict).
    #[serde(rename = "not-proved")]
    NotProved,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Holds => "holds",
            Outcome::Refuted => "refuted",
            Outcome::Erratum => "erratum",
            Outcome::Measured => "measured",
            Outcome::Proved => "proved",
            Outcome::NotProved => "not proved",
        })
    }
}

/// A printed value and the value computed for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Erratum {
    /// Where the value is printed (table cell, page, formula).
    pub location: String,
    /// The value as the paper prints it.
    pub printed: String,
    /// The value as computed here.
    pub computed: String,
}

/// One claim of a statement and what its check found.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Part {
    /// Short name of the claim, e.g. "(2) finite differences".
    pub claim: String,
    /// The outcome of this claim.
    pub outcome: Outcome,
    /// What was checked and what was seen.
    pub evidence: String,
    /// The smallest counterexample, for a refuted claim.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub counterexample: Option<String>,
    /// Printed vs computed values, for an erratum.
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub errata: Vec<Erratum>,
}

/// What a checker found, claim by claim, and on which range.
#[derive(Debug, Clone, Default)]
pub struct Findings {
    /// The range actually checked, in words ("n <= 100000; rules solver on [0,316)^2").
    pub range: String,
    /// The claims checked.
    pub parts: Vec<Part>,
}

impl Findings {
    /// Start with a description of the range that will be checked.
    pub fn new(range: impl Into<String>) -> Self {
        Findings {
            range: range.into(),
            parts: Vec::new(),
        }
    }

    /// Record a claim checked by `result`: `Ok(evidence)` holds, `Err(counterexample)`
    /// refutes it.
    pub fn check(&mut self, claim: &str, result: Result<String, String>) -> &mut Self {
        let part = match result {
            Ok(evidence) => Part {
                claim: claim.into(),
                outcome: Outcome::Holds,
                evidence,
                counterexample: None,
                errata: vec![],
            },
            Err(cex) => Part {
                claim: claim.into(),
                outcome: Outcome::Refuted,
                evidence: "counterexample found".into(),
                counterexample: Some(cex),
                errata: vec![],
            },
        };
        self.parts.push(part);
        self
    }

    /// Record printed-vs-computed comparisons: holds when `errata` is empty.
    pub fn compare_printed(
        &mut self,
        claim: &str,
        compared: usize,
        errata: Vec<Erratum>,
    ) -> &mut Self {
        let outcome = if errata.is_empty() {
            Outcome::Holds
        } else {
            Outcome::Erratum
        };
        let evidence = if errata.is_empty() {
            format!("all {compared} printed values agree with computation")
        } else {
            format!(
                "{} of {compared} printed values differ from computation",
                errata.len()
            )
        };
        self.parts.push(Part {
            claim: claim.into(),
            outcome,
            evidence,
            counterexample: None,
            errata,
        });
        self
    }

    /// Record a measurement (for conjectures and heuristics).
    pub fn measured(&mut self, claim: &str, evidence: impl Into<String>) -> &mut Self {
        self.parts.push(Part {
            claim: claim.into(),
            outcome: Outcome::Measured,
            evidence: evidence.into(),
            counterexample: None,
            errata: vec![],
        });
        self
    }

    /// The overall outcome for a statement that is (or is not) a conjecture.
    pub fn outcome(&self, conjecture: bool) -> Outcome {
        let has = |o| self.parts.iter().any(|p| p.outcome == o);
        if has(Outcome::Refuted) {
            Outcome::Refuted
        } else if has(Outcome::Erratum) {
            Outcome::Erratum
        } else if conjecture
            || self
                .parts
                .iter()
                .all(|p| matches!(p.outcome, Outcome::Measured | Outcome::NotProved))
        {
            Outcome::Measured
        } else {
            Outcome::Holds
        }
    }
}

/// The report of one statement run at one bound.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Verdict {
    /// The catalog id.
    pub id: String,
    /// The overall outcome.
    pub verdict: Outcome,
    /// The outcome recorded in the catalog for this statement.
    pub recorded: Outcome,
    /// The bound the checker ran with.
    pub bound: u64,
    /// The range actually checked, in words.
    pub range: String,
    /// One line per claim: "claim: outcome (evidence)".
    pub evidence: String,
    /// The smallest counterexample of the first refuted claim, if any.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub counterexample: Option<String>,
    /// Every claim with its own outcome.
    pub parts: Vec<Part>,
    /// Wall-clock seconds the check took.
    pub seconds: f64,
    /// When the record pins a witness and this run's witness lacks part of it: what differs.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub witness_changed: Option<String>,
    /// The statement's proof file (path from the repository root, e.g.
    /// `proofs/walnut/akiyama.wythoff.props.walnut`), when it has one.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub proof: Option<String>,
}

impl Verdict {
    /// Whether the verdict equals the catalog's record, pinned witness included.
    pub fn matches_record(&self) -> bool {
        self.verdict == self.recorded && self.witness_changed.is_none()
    }

    /// Every witness this run found, in the order of the parts: each refuted part's
    /// counterexample and each erratum as `location | printed | computed`.
    pub fn witnesses(&self) -> Vec<String> {
        let mut out = Vec::new();
        for p in &self.parts {
            match p.outcome {
                Outcome::Refuted => out.extend(p.counterexample.clone()),
                Outcome::Erratum => out.extend(
                    p.errata
                        .iter()
                        .map(|e| format!("{} | {} | {}", e.location, e.printed, e.computed)),
                ),
                _ => {}
            }
        }
        out
    }

    /// The first witness (see [`Verdict::witnesses`]).
    pub fn witness(&self) -> Option<String> {
        self.witnesses().into_iter().next()
    }

    /// Compare with the recorded witnesses (nothing recorded: nothing to compare). The
    /// run's witnesses must be exactly the recorded ones, as a multiset: a witness missing,
    /// added, changed or repeated a different number of times differs from the record.
    pub fn pin<S: AsRef<str>>(mut self, recorded: &[S]) -> Self {
        if recorded.is_empty() || self.verdict != self.recorded {
            return self;
        }
        let mut want: Vec<String> = recorded.iter().map(|w| w.as_ref().to_string()).collect();
        let mut found = self.witnesses();
        want.sort();
        found.sort();
        if want == found {
            return self;
        }
        let missing: Vec<&String> = want.iter().filter(|w| !found.contains(w)).collect();
        let new: Vec<&String> = found.iter().filter(|w| !want.contains(w)).collect();
        self.witness_changed = Some(if missing.is_empty() && new.is_empty() {
            format!(
                "the same witnesses, repeated differently: recorded {}, this run {}",
                want.len(),
                found.len()
            )
        } else {
            format!(
                "{} of {} recorded witnesses not found: {missing:?}; {} found that the record lacks: {new:?}",
                missing.len(),
                want.len(),
                new.len()
            )
        });
        self
    }

    /// Build from findings.
    pub fn from_findings(
        id: &str,
        recorded: Outcome,
        conjecture: bool,
        bound: u64,
        f: Findings,
        seconds: f64,
    ) -> Self {
        let verdict = f.outcome(conjecture);
        let evidence = f
            .parts
            .iter()
            .map(|p| format!("{}: {} ({})", p.claim, p.outcome, p.evidence))
            .collect::<Vec<_>>()
            .join("; ");
        let counterexample = f
            .parts
            .iter()
            .find(|p| p.outcome == Outcome::Refuted)
            .and_then(|p| p.counterexample.clone());
        Verdict {
            id: id.into(),
            verdict,
            recorded,
            bound,
            range: f.range,
            evidence,
            counterexample,
            parts: f.parts,
            seconds,
            witness_changed: None,
            proof: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn outcome_precedence() {
        let mut f = Findings::new("r");
        f.check("a", Ok("ok".into()));
        assert_eq!(f.outcome(false), Outcome::Holds);
        assert_eq!(f.outcome(true), Outcome::Measured);
        f.compare_printed(
            "b",
            3,
            vec![Erratum {
                location: "x".into(),
                printed: "1".into(),
                computed: "2".into(),
            }],
        );
        assert_eq!(f.outcome(false), Outcome::Erratum);
        f.check("c", Err("n = 5".into()));
        assert_eq!(f.outcome(true), Outcome::Refuted);
    }

    #[test]
    fn a_different_witness_differs_from_the_record() {
        let mut f = Findings::new("r");
        f.check("c", Err("n = 5: (1, 2)".into()));
        let v = || Verdict::from_findings("x", Outcome::Refuted, false, 1, f.clone(), 0.0);
        assert!(v().pin(&["n = 5: (1, 2)"]).matches_record());
        // A fragment is not the witness: the record holds the whole text.
        assert!(!v().pin(&["n = 5"]).matches_record());
        let changed = v().pin(&["n = 4: (1, 2)"]);
        assert!(!changed.matches_record());
        assert!(changed.witness_changed.unwrap().contains("n = 5: (1, 2)"));
        // An erratum's witness is its first printed-vs-computed entry.
        let mut e = Findings::new("r");
        e.compare_printed(
            "t",
            1,
            vec![Erratum {
                location: "row 3".into(),
                printed: "7".into(),
                computed: "8".into(),
            }],
        );
        let v = Verdict::from_findings("y", Outcome::Erratum, false, 1, e, 0.0);
        assert_eq!(v.witness().as_deref(), Some("row 3 | 7 | 8"));
        assert!(!v.clone().pin(&["row 3 | 7 | 9"]).matches_record());
        assert!(v.pin(&["row 3 | 7 | 8"]).matches_record());
    }

    fn erratum(location: &str, printed: &str, computed: &str) -> Erratum {
        Erratum {
            location: location.into(),
            printed: printed.into(),
            computed: computed.into(),
        }
    }

    /// Every witness is pinned, not only the first: a second erratum deleted, changed or
    /// added, a second refuted part's counterexample changed, or a witness repeated, and
    /// the verdict differs from the record.
    #[test]
    fn every_witness_is_pinned() {
        let record = ["row 1 | 7 | 8", "row 2 | 3 | 4", "n = 9"];
        let run = |errata: Vec<Erratum>, cex: &[&str]| {
            let mut f = Findings::new("r");
            f.compare_printed("t", 5, errata);
            for c in cex {
                f.check("c", Err((*c).into()));
            }
            Verdict::from_findings("z", Outcome::Refuted, false, 1, f, 0.0).pin(&record)
        };
        let both = || vec![erratum("row 1", "7", "8"), erratum("row 2", "3", "4")];
        assert!(run(both(), &["n = 9"]).matches_record());
        // The order of the parts does not matter.
        let mut swapped = both();
        swapped.reverse();
        assert!(run(swapped, &["n = 9"]).matches_record());
        // The second erratum deleted.
        let deleted = run(vec![erratum("row 1", "7", "8")], &["n = 9"]);
        assert!(!deleted.matches_record());
        assert!(deleted.witness_changed.unwrap().contains("row 2 | 3 | 4"));
        // The second erratum's computed value changed.
        let changed = run(
            vec![erratum("row 1", "7", "8"), erratum("row 2", "3", "5")],
            &["n = 9"],
        );
        assert!(!changed.matches_record());
        // A third erratum added.
        let mut more = both();
        more.push(erratum("row 3", "1", "2"));
        assert!(!run(more, &["n = 9"]).matches_record());
        // A second refuted part with another counterexample, or the same one twice.
        assert!(!run(both(), &["n = 9", "n = 10"]).matches_record());
        let twice = run(both(), &["n = 9", "n = 9"]);
        assert!(!twice.matches_record());
        assert!(twice.witness_changed.unwrap().contains("repeated"));
    }

    #[test]
    fn empty_findings_are_not_a_proof() {
        // No claim checked: nothing holds; it is at most a measurement.
        assert_eq!(Findings::new("r").outcome(false), Outcome::Measured);
    }
}
