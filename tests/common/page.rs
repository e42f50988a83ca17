//! What the report page must show, checked against the verdicts it was built from (the
//! same verdicts `wythoff check --json` prints at these bounds), from the JSON the page's
//! self-test wrote (`#selftest`, see `src/report/html/script.rs`).

use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;
use wythoff_lab::check::{Outcome, Statement, Verdict, papers_of};

/// The texts the self-test types into the text filter (ASCII; matched case-insensitively).
pub const TEXTS: [&str; 4] = ["thm1", "27, 50, 73", "Lemma", "P-position"];

/// The query that runs the self-test with [`TEXTS`] (spaces percent-encoded).
pub fn query() -> String {
    format!("selfcheck&selftest={}", TEXTS.join("|").replace(' ', "%20"))
}

const VERDICTS: [Outcome; 5] = [
    Outcome::Proved,
    Outcome::Holds,
    Outcome::Refuted,
    Outcome::Erratum,
    Outcome::Measured,
];

fn s<'a>(v: &'a Value, key: &str) -> &'a str {
    v[key]
        .as_str()
        .unwrap_or_else(|| panic!("{key} is not a string in {v}"))
}

fn list<'a>(v: &'a Value, key: &str) -> &'a Vec<Value> {
    v[key]
        .as_array()
        .unwrap_or_else(|| panic!("{key} is not a list in the self-test"))
}

/// The rows a filter must show: verdict and paper equal (empty: any), and the text a
/// lower-case substring of the statement's id, number, words, range, evidence,
/// counterexample and note.
fn expected(catalog: &[Statement], verdicts: &[Verdict], v: &str, p: &str, t: &str) -> Vec<String> {
    let t = t.to_lowercase();
    catalog
        .iter()
        .zip(verdicts)
        .filter(|(st, vd)| {
            let text = format!(
                "{} {} {} {} {} {} {}",
                st.id,
                st.number,
                st.words,
                vd.range,
                vd.evidence,
                vd.counterexample.as_deref().unwrap_or(""),
                st.note
            )
            .to_lowercase();
            (v.is_empty() || vd.verdict.to_string() == v)
                && (p.is_empty() || st.paper.prefix() == p)
                && text.contains(&t)
        })
        .map(|(st, _)| st.id.to_string())
        .collect()
}

/// Check the self-test's JSON against the verdicts; `out` is the report folder, `images`
/// the number of figures the page shows. Returns the number of filters checked.
pub fn check(
    test: &Value,
    catalog: &[Statement],
    verdicts: &[Verdict],
    out: &Path,
    images: usize,
) -> usize {
    let count = |p: &str, v: &str| {
        catalog
            .iter()
            .zip(verdicts)
            .filter(|(st, vd)| {
                (p.is_empty() || st.paper.prefix() == p)
                    && (v.is_empty() || vd.verdict.to_string() == v)
            })
            .count()
    };
    // Every count the page shows, by paper and verdict, totals included.
    let papers: Vec<String> = std::iter::once(String::new())
        .chain(papers_of(catalog).iter().map(|p| p.prefix().to_string()))
        .collect();
    let outcomes: Vec<String> = std::iter::once(String::new())
        .chain(VERDICTS.iter().map(|o| o.to_string()))
        .collect();
    let mut seen = BTreeSet::new();
    for c in list(test, "counts") {
        let (p, v) = (s(c, "paper"), s(c, "verdict"));
        assert_eq!(
            c["n"].as_u64(),
            Some(count(p, v) as u64),
            "count of {p:?} {v:?}"
        );
        seen.insert((p.to_string(), v.to_string()));
    }
    assert_eq!(
        seen.len(),
        papers.len() * outcomes.len(),
        "count cells: {seen:?}"
    );
    let buttons = list(test, "buttons");
    assert_eq!(buttons.len(), outcomes.len(), "verdict buttons");
    for b in buttons {
        let v = s(b, "verdict");
        assert_eq!(b["n"].as_u64(), Some(count("", v) as u64), "button {v:?}");
    }
    // One row per statement, in catalog order, with its verdict and paper.
    let rows = list(test, "rows");
    assert_eq!(rows.len(), catalog.len(), "rows");
    for ((r, st), vd) in rows.iter().zip(catalog).zip(verdicts) {
        assert_eq!(s(r, "id"), st.id);
        assert_eq!(s(r, "verdict"), vd.verdict.to_string(), "{}", st.id);
        assert_eq!(s(r, "paper"), st.paper.prefix(), "{}", st.id);
    }
    // Every image loaded.
    let img = &test["images"];
    assert_eq!(
        img["total"].as_u64(),
        Some(images as u64),
        "images on the page"
    );
    assert_eq!(img["loaded"].as_u64(), Some(images as u64), "images loaded");
    // Every filter shows exactly its rows: every verdict with every paper (each alone
    // included), and each text.
    let mut want: BTreeSet<(String, String, String)> = BTreeSet::new();
    for v in &outcomes {
        for p in &papers {
            want.insert((v.clone(), p.clone(), String::new()));
        }
    }
    for t in TEXTS {
        want.insert((String::new(), String::new(), t.to_string()));
    }
    let filters = list(test, "filters");
    let mut got = BTreeSet::new();
    for f in filters {
        let (v, p, t) = (s(f, "verdict"), s(f, "paper"), s(f, "text"));
        let shown: Vec<&str> = list(f, "shown")
            .iter()
            .map(|x| x.as_str().expect("an id"))
            .collect();
        assert_eq!(
            shown,
            expected(catalog, verdicts, v, p, t),
            "filter verdict {v:?}, paper {p:?}, text {t:?}"
        );
        got.insert((v.to_string(), p.to_string(), t.to_string()));
    }
    assert_eq!(got, want, "the filters the self-test applied");
    // Every proof link points to a file in the report folder; one per proved verdict.
    let proofs: Vec<&str> = list(test, "proofs")
        .iter()
        .map(|x| x.as_str().expect("a path"))
        .collect();
    for p in &proofs {
        assert!(out.join(p).is_file(), "proof link {p} points to no file");
    }
    let named: BTreeSet<&str> = verdicts.iter().filter_map(|v| v.proof.as_deref()).collect();
    assert_eq!(
        proofs.iter().copied().collect::<BTreeSet<_>>(),
        named,
        "proof links"
    );
    // Every figure links back to a statement of the catalog.
    for f in list(test, "figures") {
        let id = s(f, "statement");
        assert!(
            catalog.iter().any(|st| st.id == id),
            "figure {} links to {id:?}, not a catalog id",
            s(f, "figure")
        );
    }
    assert_eq!(
        list(test, "figures").len(),
        images,
        "figures with a statement"
    );
    filters.len()
}
