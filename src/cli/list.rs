//! `wythoff list`: the catalog, as text or JSON; and the id/paper selection shared with `check`.

use super::*;

pub(crate) fn parse_paper(p: &str) -> Result<Paper, Failure> {
    let known = papers::papers();
    Paper::parse(&known, p).ok_or_else(|| {
        let names: Vec<&str> = known.iter().map(|k| k.prefix).collect();
        bad_input(format!("unknown paper '{p}' (known: {})", names.join(", ")))
    })
}

pub(crate) fn select_statements(
    ids: &[String],
    paper: Option<&str>,
) -> Result<Vec<Statement>, Failure> {
    let all = papers::statements();
    if let Some(p) = paper {
        if let Some(id) = ids.first() {
            return Err(bad_input(format!(
                "give statement ids or --paper, not both ('{id}' with --paper {p})"
            )));
        }
        let p = parse_paper(p)?;
        return Ok(all.into_iter().filter(|s| s.paper == p).collect());
    }
    if ids.is_empty() {
        return Ok(all);
    }
    ids.iter()
        .map(|id| {
            // Ids are matched without regard to case, like paper names.
            all.iter()
                .find(|s| s.id.eq_ignore_ascii_case(id))
                .cloned()
                .ok_or_else(|| {
                    bad_input(format!("unknown statement id '{id}' (see `wythoff list`)"))
                })
        })
        .collect()
}

/// What the kind letters of `wythoff list` mean (`Statement::kind_letters`).
pub(crate) const KIND_LEGEND: &str = "T theorem, lemma, corollary or proposition; X worked example or printed number; S printed table; C conjecture; F figure (T+S: both)";

pub(crate) fn list(paper: Option<&str>, json: bool) -> Result<u8, Failure> {
    let statements = select_statements(&[], paper)?;
    if json {
        let rows: Vec<serde_json::Value> = statements
            .iter()
            .map(|s| {
                serde_json::json!({
                    "id": s.id, "paper": s.paper, "number": s.number, "kind": s.kind_letters(),
                    "kinds": s.kinds, "words": s.words, "bound": s.bound, "recorded": s.recorded, "note": s.note,
                })
            })
            .collect();
        emit(&format!(
            "{}\n",
            serde_json::to_string_pretty(&rows).unwrap_or_default()
        ))?;
    } else {
        let mut text = String::new();
        for s in &statements {
            text.push_str(&format!(
                "{:<28} {:<5} {:<9} {}\n",
                s.id,
                s.kind_letters(),
                s.recorded,
                s.number
            ));
            text.push_str(&format!("{:<28} {}\n", "", s.words));
        }
        text.push_str(&format!(
            "{}; the second column is the kind: {KIND_LEGEND}\n",
            plural(statements.len(), "statement")
        ));
        emit(&text)?;
    }
    Ok(0)
}
