//! The report: `wythoff reproduce` writes every verdict, table and figure to a folder.
//!
//! * `REPORT.md` ([`markdown`]) and `index.html` ([`html`]): the findings first (counts by
//!   verdict and paper, one card per refutation and erratum, what is proved for every n,
//!   the frontier's headline results; [`findings`]), then every statement per paper with
//!   its verdict, range and time, the errata, the measurements, the tables and figures;
//! * `tables/*.csv`, `tables/*.json`: every table `wythoff table --list` knows, and the
//!   conjecture tables at the report's bounds;
//! * `figures/*.svg`, `figures/*.png`: the papers' figures redrawn, and plots of the
//!   measurements (plotters; SVGs compacted: a dot on a pixel already drawn is dropped;
//!   REPORT.md embeds the PNGs, index.html the SVGs);
//! * `index.html`: the same report as one self-contained page (inline style and script,
//!   every figure drawn inline as a `data:` URI, no network: it works mailed alone) with
//!   filters by verdict, paper and text, the evidence folded, the figures linked both ways
//!   with their statements, and a self-check a browser test reads;
//! * `proofs/...`: the proof files of the verdicts that name one, at their repository
//!   paths ([`proofs`]), so the page's proof links work inside the folder.
//!
//! Every file is written to a temporary name and renamed, so a file is never partial.

pub mod findings;
pub mod html;
pub mod markdown;
pub mod plot;
pub mod proofs;

use crate::check::{self, RunOptions, Verdict};
use crate::smt::Query;
use crate::table::{MeasureDef, Table, TableDef};
use indicatif::ProgressBar;
use std::path::Path;

/// A deep run: the measurements run in the report's folder (`resume` continues an
/// interrupted run); returns the files written, relative to the folder.
pub type DeepRun = fn(&Path, bool, &ProgressBar) -> Result<Vec<String>, String>;

/// What a report is made of, handed in by the caller: the lists (the catalog owns them:
/// `papers::report_sources`) and the computations the report runs. The report only runs
/// and renders what it is given.
pub struct Sources {
    /// Every statement, in catalog order.
    pub statements: Vec<check::Statement>,
    /// The SMT queries, each run with its statement.
    pub queries: Vec<Query>,
    /// The tables written to `tables/`.
    pub tables: Vec<TableDef>,
    /// The measured conjecture tables also written to `tables/`, each with its `up_to`.
    pub measures: Vec<(MeasureDef, u64)>,
    /// The figures, computed when called.
    pub figures: fn() -> Vec<plot::Figure>,
    /// The deep measurements, run by [`reproduce`] when its options ask for a deep run.
    pub deep: DeepRun,
}

/// What a report run produced.
#[derive(Debug, Clone)]
pub struct Summary {
    /// The verdicts.
    pub verdicts: Vec<Verdict>,
    /// Files written, relative to the folder.
    pub files: Vec<String>,
}

fn write_file(dir: &Path, rel: &str, text: &str) -> Result<String, String> {
    crate::persist::write_atomic(&dir.join(rel), text)?;
    Ok(rel.to_string())
}

/// Write the report to `out`; with `opts.deep`, also run the resumable deep measurements
/// (`resume` continues an interrupted one) and include them.
pub fn reproduce(
    out: &Path,
    sources: &Sources,
    opts: RunOptions,
    resume: bool,
    bar: &ProgressBar,
) -> Result<Summary, String> {
    let verdicts = check::run(&sources.statements, &sources.queries, opts)?;
    let mut files = Vec::new();
    let mut deep_text = String::new();
    if opts.deep {
        for f in (sources.deep)(out, resume, bar)? {
            let text = std::fs::read_to_string(out.join(&f)).unwrap_or_default();
            deep_text.push_str(&format!("### [{f}]({f})\n\n```\n{text}```\n\n"));
            files.push(f);
        }
    }
    files.extend(write(out, sources, &verdicts, opts.deep, &deep_text, bar)?);
    Ok(Summary { verdicts, files })
}

/// Write the tables, the figures (SVG and PNG), REPORT.md and index.html for verdicts
/// already computed (one per catalog statement, in catalog order); `deep_text` is the
/// deep measurements' section, or empty. Returns the files written, relative to `out`.
pub fn write(
    out: &Path,
    sources: &Sources,
    verdicts: &[Verdict],
    deep: bool,
    deep_text: &str,
    bar: &ProgressBar,
) -> Result<Vec<String>, String> {
    let catalog = &sources.statements;
    let mut files = Vec::new();
    // Tables, measurements and figures are independent computations: in parallel.
    use rayon::prelude::*;
    let (tables, figs) = rayon::join(
        || {
            let mut tables: Vec<Table> = sources.tables.par_iter().map(|t| (t.compute)()).collect();
            let measured: Vec<Table> = sources
                .measures
                .par_iter()
                .map(|(m, n)| (m.compute)(*n, bar))
                .collect();
            tables.extend(measured);
            tables
        },
        sources.figures,
    );
    for t in &tables {
        files.push(write_file(
            out,
            &format!("tables/{}.csv", t.id),
            &t.to_csv(),
        )?);
        files.push(write_file(
            out,
            &format!("tables/{}.json", t.id),
            &(t.to_json() + "\n"),
        )?);
    }
    for fig in &figs {
        files.push(write_file(
            out,
            &format!("figures/{}.svg", fig.stem),
            &fig.svg()?,
        )?);
        let png = format!("figures/{}.png", fig.stem);
        fig.png(&out.join(&png))?;
        files.push(png);
    }
    remove_stale_figures(&out.join("figures"), &files);
    files.extend(write_pages(
        out, catalog, verdicts, &tables, &figs, deep, deep_text,
    )?);
    Ok(files)
}

/// Write the proof files the verdicts name, `REPORT.md` and `index.html` for verdicts
/// already computed, with the tables and figures already written beside them (or none).
/// Returns the files written, relative to `out`.
pub fn write_pages(
    out: &Path,
    catalog: &[check::Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[plot::Figure],
    deep: bool,
    deep_text: &str,
) -> Result<Vec<String>, String> {
    if catalog.len() != verdicts.len() {
        return Err(format!(
            "{} statements but {} verdicts: the report needs one verdict per statement",
            catalog.len(),
            verdicts.len()
        ));
    }
    let mut files = Vec::new();
    for (path, text) in proofs::files(catalog, verdicts)? {
        files.push(write_file(out, &path, text)?);
    }
    let mut md = markdown::report(catalog, verdicts, tables, figs, deep);
    if !deep_text.is_empty() {
        md.push_str("## Deep measurements\n\n");
        md.push_str(deep_text);
    }
    files.push(write_file(out, "REPORT.md", &md)?);
    // The verdicts as `wythoff check --json` prints them, for scripts (and for the tests,
    // which read the main job's own run instead of computing the catalog again).
    let json = serde_json::to_string_pretty(verdicts).map_err(|e| e.to_string())?;
    files.push(write_file(out, "verdicts.json", &(json + "\n"))?);
    files.push(write_file(
        out,
        "index.html",
        &html::page(catalog, verdicts, tables, figs, deep),
    )?);
    Ok(files)
}

/// Remove figure files (`*.svg`, `*.png`) an earlier run left in `dir` that this run did
/// not write (a renamed or dropped figure), so the folder shows only current figures.
fn remove_stale_figures(dir: &Path, written: &[String]) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().to_string();
        let figure = name.ends_with(".svg") || name.ends_with(".png");
        if figure && !written.iter().any(|f| f == &format!("figures/{name}")) {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

#[cfg(test)]
mod tests;
