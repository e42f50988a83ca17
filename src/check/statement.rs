//! A catalog entry: one executable statement of one paper.

use super::verdict::{Findings, Outcome};
use serde::Serialize;
use std::fmt;

/// A paper, or a section of results beyond the papers: the metadata its folder under
/// `papers/` declares (a `PAPER` constant) and hands down. The framework never names a
/// paper: it reads these fields, and the list of papers is the catalog's own, in order
/// ([`papers_of`]).
#[derive(Debug, Clone, Copy)]
pub struct Paper {
    /// The id prefix of its statements (`akiyama` for `akiyama.thm1`).
    pub prefix: &'static str,
    /// The kebab-case name (`klein-fraenkel`; JSON and `--paper`).
    pub name: &'static str,
    /// The short name of the report's cards and filters (`Klein-Fraenkel`).
    pub short: &'static str,
    /// Authors and title (the report's section headings).
    pub citation: &'static str,
    /// Other names a user may type for it (`klein`).
    pub aliases: &'static [&'static str],
    /// Whether its statements are this project's own results beyond the papers (the report
    /// leads with their headlines).
    pub own_results: bool,
}

impl PartialEq for Paper {
    fn eq(&self, other: &Self) -> bool {
        self.prefix == other.prefix
    }
}

impl Eq for Paper {}

impl std::hash::Hash for Paper {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.prefix.hash(h);
    }
}

impl Paper {
    /// The id prefix of the paper's statements.
    pub fn prefix(self) -> &'static str {
        self.prefix
    }

    /// Authors and title.
    pub fn citation(self) -> &'static str {
        self.citation
    }

    /// Whether a user's word names this paper: its prefix, its name or an alias, in any case.
    pub fn is_named(self, s: &str) -> bool {
        let s = s.to_ascii_lowercase();
        s == self.prefix || s == self.name || self.aliases.contains(&s.as_str())
    }

    /// The paper among `papers` that a user's word names.
    pub fn parse(papers: &[Paper], s: &str) -> Option<Paper> {
        papers.iter().copied().find(|p| p.is_named(s))
    }
}

/// The papers of a catalog, in the order their first statements come.
pub fn papers_of(catalog: &[Statement]) -> Vec<Paper> {
    let mut v: Vec<Paper> = Vec::new();
    for s in catalog {
        if !v.contains(&s.paper) {
            v.push(s.paper);
        }
    }
    v
}

impl Serialize for Paper {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name)
    }
}

impl fmt::Display for Paper {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// How a statement is checked (the inventory's kind column; some rows have two).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Theorem, lemma, corollary, proposition: must hold on every case checked.
    Theorem,
    /// A worked example or printed number: an exact value.
    Example,
    /// A printed table: compared cell by cell, snapshot of the computation.
    Table,
    /// A conjecture or heuristic: measured, never declared true.
    Conjecture,
    /// A figure: reproduced as a picture.
    Figure,
}

/// What a statement's bound means and which values it takes.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Bound {
    /// What the number bounds, in words ("n, the number of P-positions").
    pub meaning: &'static str,
    /// The bound of `wythoff check` and of the quick test run.
    pub default: u64,
    /// The bound of a deep run (`--deep`, the `slow-tests` feature).
    pub deep: u64,
    /// The smallest accepted bound.
    pub min: u64,
    /// The largest accepted bound (memory or integer width).
    pub max: u64,
}

impl Bound {
    /// A bound from its meaning and its values.
    pub const fn new(meaning: &'static str, default: u64, deep: u64, min: u64, max: u64) -> Bound {
        Bound {
            meaning,
            default,
            deep,
            min,
            max,
        }
    }

    /// The bound of a check that does not vary (a printed example, table or figure): every
    /// value is `n`; `meaning` says why, e.g. "unused (the table is fixed)".
    pub const fn fixed(meaning: &'static str, n: u64) -> Bound {
        Bound::new(meaning, n, n, n, n)
    }
}

/// One executable statement.
#[derive(Clone, Serialize)]
pub struct Statement {
    /// Stable id (one of the catalog's ids), e.g. `akiyama.wythoff.props`.
    pub id: &'static str,
    /// The paper.
    pub paper: Paper,
    /// Its number in the paper ("Theorem 1", "Introduction, properties (1)-(5)").
    pub number: &'static str,
    /// How it is checked; the first kind decides whether it is a conjecture.
    pub kinds: &'static [Kind],
    /// The statement in words.
    pub words: &'static str,
    /// What the bound means and its values.
    pub bound: Bound,
    /// The established outcome; a run that gives anything else is a change to review.
    pub recorded: Outcome,
    /// Why the recorded outcome is what it is, when that needs saying (errata, refutations).
    pub note: &'static str,
    /// For a record of `refuted` or `erratum`: every witness, exactly — each refuted part's
    /// counterexample and each erratum as `location | printed | computed` — with the bounds
    /// at which a run finds it. A run whose witnesses differ from the record in any element
    /// (one missing, added, changed or repeated) differs from the record, like a changed
    /// verdict (`wythoff check` exits 1 and says what changed). See [`Statement::witnesses_at`].
    pub witness: &'static [Witness],
    /// The checker: runs every claim at the given bound.
    #[serde(skip)]
    pub check: fn(u64) -> Findings,
    /// A proof for every n: a file of Walnut commands under `proofs/walnut/`, run by the
    /// decision procedure; with it, the verdict can be `proved`.
    pub proof: Option<ProofFile>,
}

/// At which bounds a recorded witness is found (see [`Statement::witnesses_at`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum At {
    /// At every accepted bound; `{bound}` in the text stands for the run's bound.
    Every,
    /// At the statement's default and deep bounds (the text depends on the bound in a way
    /// `{bound}` does not capture, e.g. a count over a range that grows with it).
    DefaultAndDeep,
}

/// One recorded witness of a `refuted` or `erratum` record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Witness {
    /// The witness exactly as the run prints it (a counterexample, or an erratum as
    /// `location | printed | computed`).
    pub text: &'static str,
    /// The bounds at which it is found.
    pub at: At,
}

impl Witness {
    /// A witness found at every bound.
    pub const fn every(text: &'static str) -> Witness {
        Witness {
            text,
            at: At::Every,
        }
    }

    /// A witness recorded at the default and deep bounds.
    pub const fn at_default_and_deep(text: &'static str) -> Witness {
        Witness {
            text,
            at: At::DefaultAndDeep,
        }
    }
}

/// A proof file: its path from the repository root and its text (embedded at build time,
/// so the binary carries the proofs it reports).
#[derive(Debug, Clone, Copy, Serialize)]
pub struct ProofFile {
    /// Path from the repository root, e.g. `proofs/walnut/akiyama.wythoff.props.walnut`.
    pub path: &'static str,
    /// The file's text.
    #[serde(skip)]
    pub text: &'static str,
    /// The files its `load` commands name, `(name as written, text)`, embedded too (a
    /// learned automaton beside a `wythoff guess` proof); the path of each on disk is the
    /// proof's folder joined with the name.
    #[serde(skip)]
    pub loads: &'static [(&'static str, &'static str)],
    /// The names of the evals the proof must answer TRUE (at least one): a proof whose
    /// file lacks one of them is not proved.
    pub pinned: &'static [&'static str],
    /// The claims of the statement (each exactly as its check names the part) that the file
    /// does not prove for every n, each with why: they are checked to the bound only, and
    /// the statement is at most `holds`.
    pub bounded_only: &'static [(&'static str, &'static str)],
}

impl Statement {
    /// An entry recorded as holding, with no note (see [`Statement::recorded`]).
    pub fn new(
        id: &'static str,
        paper: Paper,
        number: &'static str,
        kinds: &'static [Kind],
        words: &'static str,
        bound: Bound,
        check: fn(u64) -> Findings,
    ) -> Statement {
        Statement {
            id,
            paper,
            number,
            kinds,
            words,
            bound,
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check,
            proof: None,
        }
    }

    /// The same entry with a proof file for every n (see [`Statement::proof`]); pin its
    /// evals with [`Statement::pinning`].
    pub fn with_proof(self, path: &'static str, text: &'static str) -> Statement {
        self.with_proof_loading(path, text, &[])
    }

    /// The same entry with a proof file that loads embedded automata (see [`ProofFile::loads`]).
    pub fn with_proof_loading(
        self,
        path: &'static str,
        text: &'static str,
        loads: &'static [(&'static str, &'static str)],
    ) -> Statement {
        Statement {
            proof: Some(ProofFile {
                path,
                text,
                loads,
                pinned: &[],
                bounded_only: &[],
            }),
            ..self
        }
    }

    /// The same entry with the names of the evals its proof must answer TRUE (see
    /// [`ProofFile::pinned`]); no effect without a proof file.
    pub fn pinning(mut self, pinned: &'static [&'static str]) -> Statement {
        if let Some(p) = &mut self.proof {
            p.pinned = pinned;
        }
        self
    }

    /// The same entry with the claims its proof leaves to the bounded route (see
    /// [`ProofFile::bounded_only`]); no effect without a proof file.
    pub fn bounded_only(mut self, claims: &'static [(&'static str, &'static str)]) -> Statement {
        if let Some(p) = &mut self.proof {
            p.bounded_only = claims;
        }
        self
    }

    /// The same entry with its witnesses recorded (see [`Statement::witness`]).
    pub fn pinned(self, witness: &'static [Witness]) -> Statement {
        Statement { witness, ..self }
    }

    /// The witnesses a run at `bound` must find, exactly (`{bound}` filled in); `None` when
    /// the record does not say (a bound other than the default and deep ones, for a record
    /// with witnesses that depend on the bound).
    pub fn witnesses_at(&self, bound: u64) -> Option<Vec<String>> {
        let recorded = bound == self.bound.default || bound == self.bound.deep;
        if !recorded && self.witness.iter().any(|w| w.at != At::Every) {
            return None;
        }
        let b = bound.to_string();
        Some(
            self.witness
                .iter()
                .map(|w| w.text.replace("{bound}", &b))
                .collect(),
        )
    }

    /// The same entry with another recorded outcome and its note.
    pub fn recorded(self, recorded: Outcome, note: &'static str) -> Statement {
        Statement {
            recorded,
            note,
            ..self
        }
    }

    /// Whether the statement is a conjecture (its verdict is at most `measured`).
    pub fn is_conjecture(&self) -> bool {
        self.kinds.first() == Some(&Kind::Conjecture)
    }

    /// Check that `bound` is acceptable for this statement.
    pub fn validate_bound(&self, bound: u64) -> Result<(), String> {
        if bound < self.bound.min || bound > self.bound.max {
            Err(format!(
                "bound {bound} is out of range for {}: its bound is {} and must lie in {}..={}",
                self.id, self.bound.meaning, self.bound.min, self.bound.max
            ))
        } else {
            Ok(())
        }
    }

    /// The kinds as the inventory writes them ("T+S").
    pub fn kind_letters(&self) -> String {
        self.kinds
            .iter()
            .map(|k| match k {
                Kind::Theorem => "T",
                Kind::Example => "X",
                Kind::Table => "S",
                Kind::Conjecture => "C",
                Kind::Figure => "F",
            })
            .collect::<Vec<_>>()
            .join("+")
    }
}

impl fmt::Debug for Statement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Statement")
            .field("id", &self.id)
            .finish_non_exhaustive()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAPER: Paper = Paper {
        prefix: "x",
        name: "x",
        short: "X",
        citation: "A. Author, A paper",
        aliases: &[],
        own_results: false,
    };

    fn entry(witness: &'static [Witness]) -> Statement {
        Statement::new(
            "x.y",
            PAPER,
            "1",
            &[Kind::Theorem],
            "",
            Bound::new("n", 10, 100, 1, 1000),
            |_| Findings::new(""),
        )
        .pinned(witness)
    }

    #[test]
    fn witnesses_at_a_bound() {
        const EVERY: &[Witness] = &[Witness::every("none up to {bound}")];
        const BOTH: &[Witness] = &[
            Witness::every("a"),
            Witness::at_default_and_deep("149 positions"),
        ];
        let every = entry(EVERY);
        assert_eq!(
            every.witnesses_at(7),
            Some(vec!["none up to 7".to_string()])
        );
        let both = entry(BOTH);
        assert_eq!(both.witnesses_at(10).map(|w| w.len()), Some(2));
        assert_eq!(both.witnesses_at(100).map(|w| w.len()), Some(2));
        assert_eq!(both.witnesses_at(50), None, "not recorded at 50");
    }
}
