//! What the report leads with, computed once for `REPORT.md` and `index.html`: the counts
//! by verdict and by paper, one card per refutation and erratum (what the paper says, what
//! is true, the smallest witness, the routes that confirmed it), the statements proved for
//! every n, the frontier's headline results, and which figures and tables belong to which
//! statement.
//!
//! Everything here is read off the verdicts and the catalog; nothing is computed again.
//! Cost: linear in the number of statements, parts, figures and tables.

use super::plot::Figure;
use crate::check::{Outcome, Paper, Part, Statement, Verdict};
use crate::table::Table;

/// The verdicts in the order the report lists them: the findings first.
pub const OUTCOMES: [Outcome; 5] = [
    Outcome::Refuted,
    Outcome::Erratum,
    Outcome::Proved,
    Outcome::Holds,
    Outcome::Measured,
];

/// A paper's short name (the cards' and filters' label).
pub fn short(paper: Paper) -> &'static str {
    paper.short
}

/// The number of statements of `paper` (every paper: `None`) with verdict `outcome`
/// (every verdict: `None`).
pub fn count(
    catalog: &[Statement],
    verdicts: &[Verdict],
    paper: Option<Paper>,
    outcome: Option<Outcome>,
) -> usize {
    catalog
        .iter()
        .zip(verdicts)
        .filter(|(st, v)| {
            paper.is_none_or(|p| st.paper == p) && outcome.is_none_or(|o| v.verdict == o)
        })
        .count()
}

/// One refutation or erratum, as the top of the report shows it.
#[derive(Debug, Clone)]
pub struct Card<'a> {
    /// The statement.
    pub st: &'a Statement,
    /// Its verdict.
    pub v: &'a Verdict,
    /// What is true: the catalog's note, else the failing parts' evidence.
    pub truth: String,
    /// The smallest witness: the first refuted part's counterexample, else the first
    /// erratum's printed and computed values.
    pub witness: String,
    /// How it was confirmed: every part, each one route with its own outcome.
    pub routes: &'a [Part],
}

/// The refutations, then the errata, each in catalog order.
pub fn cards<'a>(catalog: &'a [Statement], verdicts: &'a [Verdict]) -> Vec<Card<'a>> {
    let mut out = Vec::new();
    for o in [Outcome::Refuted, Outcome::Erratum] {
        for (st, v) in catalog.iter().zip(verdicts).filter(|(_, v)| v.verdict == o) {
            out.push(Card {
                st,
                v,
                truth: truth(st, v),
                witness: witness(v),
                routes: &v.parts,
            });
        }
    }
    out
}

fn failing(v: &Verdict) -> impl Iterator<Item = &Part> {
    v.parts
        .iter()
        .filter(|p| matches!(p.outcome, Outcome::Refuted | Outcome::Erratum))
}

fn erratum_text(e: &crate::check::verdict::Erratum) -> String {
    format!(
        "{}: printed {}; computed {}",
        e.location, e.printed, e.computed
    )
}

/// The catalog's note without a leading "REFUTED." (the card's badge says it), else the
/// failing parts' evidence.
fn truth(st: &Statement, v: &Verdict) -> String {
    if !st.note.is_empty() {
        let note = ["REFUTED. ", "REFUTED: "]
            .iter()
            .find_map(|p| st.note.strip_prefix(p))
            .unwrap_or(st.note);
        return note.to_string();
    }
    let text: Vec<String> = failing(v)
        .map(|p| match &p.counterexample {
            Some(c) => format!("{}: {}", p.claim, c),
            None if !p.errata.is_empty() => {
                format!("{}: {}", p.claim, erratum_text(&p.errata[0]))
            }
            None => format!("{}: {}", p.claim, p.evidence),
        })
        .collect();
    if text.is_empty() {
        v.evidence.clone()
    } else {
        text.join("; ")
    }
}

fn witness(v: &Verdict) -> String {
    failing(v)
        .find_map(|p| {
            p.counterexample
                .clone()
                .or_else(|| p.errata.first().map(erratum_text))
        })
        .unwrap_or_else(|| "-".into())
}

/// A headline result of the frontier section: the statement, its verdict, and the part
/// that says the most (the first measured or refuted part, else the first part that is not
/// a comparison of twin engines, else the first part).
#[derive(Debug, Clone)]
pub struct Headline<'a> {
    /// The statement.
    pub st: &'a Statement,
    /// Its verdict (its range is the headline's range).
    pub v: &'a Verdict,
    /// "claim: evidence" of the chosen part.
    pub text: String,
}

/// The headline results of the sections beyond the papers, in catalog order.
pub fn headlines<'a>(catalog: &'a [Statement], verdicts: &'a [Verdict]) -> Vec<Headline<'a>> {
    let twin = |p: &Part| p.claim.starts_with("engine =") || p.claim.starts_with("z3: ");
    catalog
        .iter()
        .zip(verdicts)
        .filter(|(st, _)| st.paper.own_results)
        .filter_map(|(st, v)| {
            let part = v
                .parts
                .iter()
                .find(|p| matches!(p.outcome, Outcome::Measured | Outcome::Refuted))
                .or_else(|| v.parts.iter().find(|p| !twin(p)))
                .or_else(|| v.parts.first())?;
            let what = part.counterexample.as_deref().unwrap_or(&part.evidence);
            Some(Headline {
                st,
                v,
                text: format!("{}: {}", part.claim, what),
            })
        })
        .collect()
}

/// The statements proved for every n, in catalog order.
pub fn proved<'a>(
    catalog: &'a [Statement],
    verdicts: &'a [Verdict],
) -> Vec<(&'a Statement, &'a Verdict)> {
    catalog
        .iter()
        .zip(verdicts)
        .filter(|(_, v)| v.verdict == Outcome::Proved)
        .collect()
}

/// Whether the verdict is for every n (proved, with its proof file).
pub fn for_every_n(v: &Verdict) -> Option<&str> {
    v.proof.as_deref().filter(|_| v.verdict == Outcome::Proved)
}

/// The figures that belong to the statement `id` (a figure names its statement).
pub fn figures_of<'a>(figs: &'a [Figure], id: &str) -> Vec<&'a Figure> {
    figs.iter().filter(|f| f.statement == id).collect()
}

/// The tables that belong to the statement `id` (a table's id is its statement's id).
pub fn tables_of<'a>(tables: &'a [Table], id: &str) -> Vec<&'a Table> {
    tables.iter().filter(|t| t.id == id).collect()
}
