//! The proof files the report links to, copied into the report folder under the same path
//! they have in the repository (`proofs/walnut/<id>.walnut` becomes
//! `report/proofs/walnut/<id>.walnut`), so the folder is self-contained and a link reads
//! the same from the repository root and from `index.html`.
//!
//! The text comes from the statement ([`crate::check::statement::ProofFile`], embedded at
//! build time), never from the working directory: the report shows the proof that ran.

use crate::check::{Statement, Verdict};
use std::path::{Component, Path};

/// Check that a proof path is a plain relative path under `proofs/` (no `..`, no root), so
/// the copy stays inside the report folder.
pub fn validate(path: &str) -> Result<(), String> {
    let p = Path::new(path);
    let plain = p.components().all(|c| matches!(c, Component::Normal(_)));
    if plain && p.starts_with("proofs") && p.components().count() >= 2 {
        Ok(())
    } else {
        Err(format!(
            "proof path {path:?} is not a relative path under proofs/"
        ))
    }
}

/// The proof files to write: `(path, text)` for every verdict that names one, the text
/// taken from its statement, and beside it every automaton the file loads (so the copy
/// re-runs with `wythoff prove`). A verdict naming a file its statement does not carry is
/// an error (the page would link to a file that is not there).
pub fn files(
    catalog: &[Statement],
    verdicts: &[Verdict],
) -> Result<Vec<(String, &'static str)>, String> {
    let mut out: Vec<(String, &str)> = Vec::new();
    for (st, v) in catalog.iter().zip(verdicts) {
        let Some(path) = v.proof.as_deref() else {
            continue;
        };
        validate(path)?;
        let file = st.proof.filter(|f| f.path == path).ok_or_else(|| {
            format!(
                "{}: the verdict names the proof file {path} but the statement carries no such file",
                v.id
            )
        })?;
        let dir = Path::new(path).parent().unwrap_or(Path::new(""));
        let loaded = file
            .loads
            .iter()
            .map(|(name, text)| (dir.join(name).to_string_lossy().into_owned(), *text));
        for (p, text) in std::iter::once((path.to_string(), file.text)).chain(loaded) {
            validate(&p)?;
            if !out.iter().any(|(q, _)| *q == p) {
                out.push((p, text));
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_paths_under_proofs_are_accepted() {
        assert!(validate("proofs/walnut/akiyama.wythoff.props.walnut").is_ok());
        for bad in [
            "../etc/passwd",
            "/proofs/x",
            "proofs/../../x",
            "proofs",
            "other/x.walnut",
        ] {
            assert!(validate(bad).is_err(), "{bad} accepted");
        }
    }
}
