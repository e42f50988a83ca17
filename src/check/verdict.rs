//! Verdicts: what a check established, with its evidence.
//!
//! A checker builds [`Findings`] part by part (a statement with several claims checks each
//! one separately). Each [`Part`] is one of
//! * `holds`: the claim was verified on the stated range;
//! * `refuted`: the claim fails; the smallest counterexample found is attached;
//! * `erratum`: a printed value disagrees with the computed one (both are attached);
//! * `measured`: a conjecture or heuristic was measured (numbers and range, never "true");
//! * `proved`: the decision procedure (`crate::automata`) answered TRUE for every `eval` of
//!   the statement's proof file, *and* every bounded part holds (the second route agrees).
//!
//! The overall outcome: any refuted part refutes the statement; otherwise any erratum makes
//! it an erratum; otherwise a conjecture is `measured` and anything else `holds`.

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
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Holds => "holds",
            Outcome::Refuted => "refuted",
            Outcome::Erratum => "erratum",
            Outcome::Measured => "measured",
            Outcome::Proved => "proved",
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
        } else if conjecture || self.parts.iter().all(|p| p.outcome == Outcome::Measured) {
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

    /// The witness this run found: the first refuted part's counterexample, else the first
    /// erratum as `location | printed | computed`.
    pub fn witness(&self) -> Option<String> {
        self.parts.iter().find_map(|p| match p.outcome {
            Outcome::Refuted => p.counterexample.clone(),
            Outcome::Erratum => p
                .errata
                .first()
                .map(|e| format!("{} | {} | {}", e.location, e.printed, e.computed)),
            _ => None,
        })
    }

    /// Compare with pinned witness fragments (nothing pinned: nothing to compare).
    pub fn pin(mut self, fragments: &[&str]) -> Self {
        if fragments.is_empty() || self.verdict != self.recorded {
            return self;
        }
        let found = self.witness().unwrap_or_default();
        let missing: Vec<&str> = fragments
            .iter()
            .copied()
            .filter(|f| !found.contains(f))
            .collect();
        if !missing.is_empty() {
            self.witness_changed = Some(format!(
                "the recorded witness has {missing:?}; this run's is: {found}"
            ));
        }
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
        assert!(v().pin(&["n = 5", "(1, 2)"]).matches_record());
        let changed = v().pin(&["n = 4"]);
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
        assert!(!v.pin(&["| 9"]).matches_record());
    }

    #[test]
    fn empty_findings_are_not_a_proof() {
        // No claim checked: nothing holds; it is at most a measurement.
        assert_eq!(Findings::new("r").outcome(false), Outcome::Measured);
    }
}
