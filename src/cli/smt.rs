//! `wythoff smt`: emit the SMT-LIB2 queries or solve them with z3.

use super::*;

pub(crate) fn smt_cmd(
    ids: &[String],
    emit: Option<&std::path::Path>,
    timeout: u64,
    list: bool,
    json: bool,
) -> Result<u8, Failure> {
    let all = papers::smt_queries();
    if list {
        return list_queries(&all, json);
    }
    let chosen: Vec<_> = if ids.is_empty() {
        // Without ids, --out writes the committed queries (what proofs/ holds).
        if emit.is_some() {
            all.into_iter().filter(|q| q.committed).collect()
        } else {
            all
        }
    } else {
        for id in ids {
            if !all.iter().any(|q| q.id == id || q.statement == id) {
                return Err(bad_input(format!(
                    "no SMT query or statement '{id}' (see `wythoff smt --list`)"
                )));
            }
        }
        all.into_iter()
            .filter(|q| ids.iter().any(|id| q.id == id || q.statement == id))
            .collect()
    };
    if let Some(dir) = emit {
        std::fs::create_dir_all(dir)
            .map_err(|e| bad_input(format!("cannot create {}: {e}", dir.display())))?;
        for q in &chosen {
            let path = dir.join(format!("{}.smt2", q.id));
            wythoff_lab::persist::write_atomic(&path, q.file_text()).map_err(bad_input)?;
        }
        return emit_text(&format!(
            "wrote {} queries to {}\n",
            chosen.len(),
            dir.display()
        ));
    }
    run_smt(&chosen, timeout, json)
}

/// `--list`: each query's id, expected answer and statement (and what it proves).
fn list_queries(all: &[wythoff_lab::smt::Query], json: bool) -> Result<u8, Failure> {
    if json {
        let rows: Vec<serde_json::Value> = all
            .iter()
            .map(|q| {
                serde_json::json!({
                    "id": q.id,
                    "statement": q.statement,
                    "expected": q.expected.to_string(),
                    "proves": q.proves,
                    "committed": q.committed,
                })
            })
            .collect();
        return emit_json(&rows);
    }
    let text: String = all
        .iter()
        .map(|q| format!("{:<28} {:<8} {}\n", q.id, q.expected, q.statement))
        .collect();
    emit_text(&text)
}

fn emit_json(v: &impl serde::Serialize) -> Result<u8, Failure> {
    let s = serde_json::to_string_pretty(v)
        .map_err(|e| bad_input(format!("cannot render JSON: {e}")))?;
    emit_text(&format!("{s}\n"))
}

pub(crate) fn emit_text(t: &str) -> Result<u8, Failure> {
    emit(t).map(|()| 0)
}

#[cfg(feature = "smt")]
pub(crate) fn run_smt(
    chosen: &[wythoff_lab::smt::Query],
    timeout: u64,
    json: bool,
) -> Result<u8, Failure> {
    let ms = u32::try_from(timeout.saturating_mul(1000)).unwrap_or(u32::MAX);
    let mut rows = Vec::new();
    let mut text = format!(
        "{:<28} {:<8} {:<8} {:>8}  {}\n",
        "query", "expected", "answer", "seconds", "statement"
    );
    let mut differ = 0;
    for q in chosen {
        let r = wythoff_lab::smt::solve::run(q, ms);
        if r.answer != q.expected {
            differ += 1;
        }
        rows.push(serde_json::json!({
            "id": q.id,
            "statement": q.statement,
            "expected": q.expected.to_string(),
            "answer": r.answer.to_string(),
            "seconds": r.seconds,
            "model": r.model.clone(),
        }));
        text.push_str(&format!(
            "{:<28} {:<8} {:<8} {:>8.2}  {}\n",
            q.id, q.expected, r.answer, r.seconds, q.statement
        ));
        if let Some(m) = r.model {
            text.push_str(&format!("    model: {m}\n"));
        }
    }
    text.push_str(&format!(
        "{} queries, {} as expected\n",
        chosen.len(),
        chosen.len() - differ
    ));
    if json {
        emit_json(&rows)?;
    } else {
        emit(&text)?;
    }
    Ok(if differ == 0 { 0 } else { EXIT_DIFFERS })
}

#[cfg(not(feature = "smt"))]
pub(crate) fn run_smt(_: &[wythoff_lab::smt::Query], _: u64, _: bool) -> Result<u8, Failure> {
    Err(bad_input(
        "this build has no z3 (feature `smt` is off); `wythoff smt --out DIR` still writes the queries",
    ))
}
