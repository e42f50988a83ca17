//! The report: `wythoff reproduce` writes every verdict, table and figure to a folder.
//!
//! * `REPORT.md`: per paper, every catalog row (id, statement, verdict, range, time);
//!   refutations and errata in their own sections with printed and computed values;
//!   conjecture measurements beside the printed values;
//! * `tables/*.csv`, `tables/*.json`: every table `wythoff table --list` knows, and the
//!   conjecture tables at the report's bounds;
//! * `figures/*.svg`, `figures/*.png`: the papers' figures redrawn, and plots of the
//!   measurements (plotters; REPORT.md embeds the PNGs, index.html the SVGs);
//! * `index.html`: the same report as one page showing the figures.
//!
//! Every file is written to a temporary name and renamed, so a file is never partial.

pub mod checkpoint;
pub mod deep;
pub mod figures;
pub mod plot;

use crate::check::{self, Outcome, Paper, RunOptions, Verdict};
use crate::table::{self, Table};
use indicatif::ProgressBar;
use std::fmt::Write as _;
use std::path::Path;

/// What a report run produced.
#[derive(Debug, Clone)]
pub struct Summary {
    /// The verdicts.
    pub verdicts: Vec<Verdict>,
    /// Files written, relative to the folder.
    pub files: Vec<String>,
}

fn write_file(dir: &Path, rel: &str, text: &str) -> Result<String, String> {
    let path = dir.join(rel);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    let tmp = path.with_extension(format!(
        "{}.tmp",
        path.extension().and_then(|e| e.to_str()).unwrap_or("")
    ));
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, &path))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(rel.to_string())
}

/// The conjecture tables included in the report: `(id, up_to)` at default or deep bounds.
fn conjecture_tables(deep: bool) -> Vec<(&'static str, u64)> {
    if deep {
        vec![
            ("akiyama.conj1", 1_000_000_000),
            ("akiyama.assumption16", 1_000_000_000),
            ("larsson.table1", 100_000),
        ]
    } else {
        vec![
            ("akiyama.conj1", 10_000_000),
            ("akiyama.assumption16", 10_000_000),
            ("larsson.table1", 4_000),
        ]
    }
}

fn md_escape(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// Write the report to `out`; with `opts.deep`, also run the resumable deep measurements
/// (`resume` continues an interrupted one) and include them.
pub fn reproduce(
    out: &Path,
    opts: RunOptions,
    resume: bool,
    bar: &ProgressBar,
) -> Result<Summary, String> {
    let catalog = check::catalog();
    let verdicts = check::run(&catalog, opts)?;
    let mut files = Vec::new();
    let mut deep_text = String::new();
    if opts.deep {
        let d = deep::DeepOptions {
            dir: out.to_path_buf(),
            resume,
            checkpoint_steps: 1_000_000_000,
        };
        deep::akiyama(1_000_000_000, &d, bar)?;
        deep::larsson_table1(1_000_000, &d, bar)?;
        for f in ["deep/akiyama.csv", "deep/larsson-table1.csv"] {
            let text = std::fs::read_to_string(out.join(f)).unwrap_or_default();
            deep_text.push_str(&format!("### [{f}]({f})\n\n```\n{text}```\n\n"));
            files.push(f.to_string());
        }
    }
    files.extend(write(out, &catalog, &verdicts, opts.deep, &deep_text, bar)?);
    Ok(Summary { verdicts, files })
}

/// Write the tables, the figures (SVG and PNG), REPORT.md and index.html for verdicts
/// already computed (one per catalog statement, in catalog order); `deep_text` is the
/// deep measurements' section, or empty. Returns the files written, relative to `out`.
pub fn write(
    out: &Path,
    catalog: &[check::Statement],
    verdicts: &[Verdict],
    deep: bool,
    deep_text: &str,
    bar: &ProgressBar,
) -> Result<Vec<String>, String> {
    let mut files = Vec::new();
    let mut tables: Vec<Table> = table::tables().iter().map(|t| (t.compute)()).collect();
    for (id, n) in conjecture_tables(deep) {
        if let Some(m) = table::measures().into_iter().find(|m| m.id == id) {
            tables.push((m.compute)(n, bar));
        }
    }
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
    let figs = figures::all();
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
    let mut md = markdown(catalog, verdicts, &tables, &figs, deep);
    if !deep_text.is_empty() {
        md.push_str("## Deep measurements\n\n");
        md.push_str(deep_text);
    }
    files.push(write_file(out, "REPORT.md", &md)?);
    files.push(write_file(
        out,
        "index.html",
        &html(catalog, verdicts, &tables, &figs),
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

fn counts(verdicts: &[Verdict]) -> String {
    let c = |o| verdicts.iter().filter(|v| v.verdict == o).count();
    format!(
        "{} statements: {} proved, {} holds, {} refuted, {} erratum, {} measured",
        verdicts.len(),
        c(Outcome::Proved),
        c(Outcome::Holds),
        c(Outcome::Refuted),
        c(Outcome::Erratum),
        c(Outcome::Measured)
    )
}

fn markdown(
    catalog: &[check::Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[plot::Figure],
    deep: bool,
) -> String {
    let mut s = String::from("# wythoff-lab report\n\n");
    let _ = writeln!(
        s,
        "{} ({} bounds). Every verdict matches its recorded outcome: {}.\n",
        counts(verdicts),
        if deep { "deep" } else { "default" },
        verdicts.iter().all(Verdict::matches_record)
    );
    for paper in Paper::ALL {
        let _ = writeln!(
            s,
            "## {}\n\n| id | statement | verdict | range | time |\n|---|---|---|---|---|",
            paper.citation()
        );
        for (st, v) in catalog
            .iter()
            .zip(verdicts)
            .filter(|(st, _)| st.paper == paper)
        {
            let _ = writeln!(
                s,
                "| `{}` | {} ({}) | **{}** | {} | {:.2} s |",
                st.id,
                md_escape(st.words),
                st.number,
                v.verdict,
                md_escape(&v.range),
                v.seconds
            );
        }
        s.push('\n');
    }
    s.push_str("## Refuted statements\n\n");
    for (st, v) in catalog
        .iter()
        .zip(verdicts)
        .filter(|(_, v)| v.verdict == Outcome::Refuted)
    {
        let _ = writeln!(
            s,
            "- `{}` ({}): counterexample: {}\n  - {}",
            st.id,
            st.number,
            v.counterexample.as_deref().unwrap_or("-"),
            st.note
        );
    }
    s.push_str("\n## Errata (printed vs computed)\n\n| id | where | printed | computed |\n|---|---|---|---|\n");
    for v in verdicts {
        for p in &v.parts {
            for e in &p.errata {
                let _ = writeln!(
                    s,
                    "| `{}` | {} | {} | {} |",
                    v.id,
                    md_escape(&e.location),
                    md_escape(&e.printed),
                    md_escape(&e.computed)
                );
            }
        }
    }
    s.push_str("\n## Measurements (conjectures and figures)\n\n");
    for (st, v) in catalog.iter().zip(verdicts) {
        let measured: Vec<_> = v
            .parts
            .iter()
            .filter(|p| p.outcome == Outcome::Measured)
            .collect();
        if measured.is_empty() {
            continue;
        }
        let _ = writeln!(s, "### `{}` ({})\n", st.id, st.number);
        for p in measured {
            let _ = writeln!(s, "- {}: {}", p.claim, md_escape(&p.evidence));
        }
        s.push('\n');
    }
    s.push_str("## Tables\n\n");
    for t in tables {
        let _ = writeln!(
            s,
            "### {} ({})\n\n[csv](tables/{id}.csv), [json](tables/{id}.json)\n",
            t.title,
            t.source,
            id = t.id
        );
        let _ = writeln!(
            s,
            "| {} |\n|{}|",
            t.columns.join(" | "),
            "---|".repeat(t.columns.len())
        );
        for r in t.rows.iter().take(60) {
            let _ = writeln!(
                s,
                "| {} |",
                r.iter()
                    .map(|c| md_escape(c))
                    .collect::<Vec<_>>()
                    .join(" | ")
            );
        }
        if t.rows.len() > 60 {
            let _ = writeln!(s, "\n({} more rows in the CSV)", t.rows.len() - 60);
        }
        s.push('\n');
    }
    s.push_str("## Figures\n\n");
    for f in figs {
        let _ = writeln!(
            s,
            "### {}\n\n![{}](figures/{}.png)\n\n{} ([SVG](figures/{}.svg))\n",
            md_escape(&f.title),
            md_escape(&f.title),
            f.stem,
            md_escape(&f.caption),
            f.stem
        );
    }
    s
}

fn h(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn html(
    catalog: &[check::Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[plot::Figure],
) -> String {
    let mut s = String::from(
        "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>wythoff-lab report</title>\n<style>body{font-family:sans-serif;max-width:1100px;margin:auto}table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;padding:3px 6px;vertical-align:top}.refuted{color:#b00;font-weight:bold}.erratum{color:#a60;font-weight:bold}.holds{color:#070}.measured{color:#037}img{max-width:100%;border:1px solid #ddd}</style></head><body>\n",
    );
    let _ = writeln!(
        s,
        "<h1>wythoff-lab report</h1><p>{}</p>\n<div id=\"selfcheck\" data-status=\"pending\">Checking that every image loads...</div>\n<p>Contents: {} &middot; <a href=\"#tables\">Tables</a> &middot; <a href=\"#figures\">Figures</a> &middot; <a href=\"REPORT.md\">REPORT.md</a></p>",
        h(&counts(verdicts)),
        Paper::ALL
            .iter()
            .map(|p| format!("<a href=\"#{}\">{}</a>", p.prefix(), h(p.citation())))
            .collect::<Vec<_>>()
            .join(" &middot; ")
    );
    for paper in Paper::ALL {
        let _ = writeln!(
            s,
            "<h2 id=\"{}\">{}</h2><table><tr><th>id</th><th>statement</th><th>verdict</th><th>range</th><th>evidence</th></tr>",
            paper.prefix(),
            h(paper.citation())
        );
        for (st, v) in catalog
            .iter()
            .zip(verdicts)
            .filter(|(st, _)| st.paper == paper)
        {
            let _ = writeln!(
                s,
                "<tr><td><code>{}</code><br>{}</td><td>{}</td><td class=\"{}\">{}</td><td>{}</td><td>{}</td></tr>",
                h(st.id),
                h(st.number),
                h(st.words),
                v.verdict,
                v.verdict,
                h(&v.range),
                h(&v.evidence)
            );
        }
        s.push_str("</table>\n");
    }
    s.push_str("<h2 id=\"tables\">Tables</h2>\n");
    for t in tables {
        let _ = writeln!(
            s,
            "<p><b>{}</b> ({}): <a href=\"tables/{id}.csv\">csv</a>, <a href=\"tables/{id}.json\">json</a></p>",
            h(&t.title),
            h(&t.source),
            id = h(&t.id)
        );
    }
    s.push_str("<h2 id=\"figures\">Figures</h2>\n");
    for f in figs {
        let _ = writeln!(
            s,
            "<figure id=\"{}\"><img src=\"figures/{}.svg\" alt=\"{}\"><figcaption><b>{}</b>. {} (<a href=\"figures/{}.png\">PNG</a>)</figcaption></figure>",
            f.stem,
            f.stem,
            h(&f.title),
            h(&f.title),
            h(&f.caption),
            f.stem
        );
    }
    s.push_str(SELF_CHECK);
    s.push_str("</body></html>\n");
    s
}

/// The page checks itself once loaded: every image must have loaded; with `?selfcheck` in
/// the address (the browser test, run with file access allowed) every local link must
/// load and every in-page anchor must exist. The result is written into `#selfcheck`, its
/// `data-status` set to `ok` or `broken`.
const SELF_CHECK: &str = r#"<script>
(function () {
  const box = document.getElementById('selfcheck');
  const bad = [];
  const deep = location.search.indexOf('selfcheck') >= 0;
  const imgs = Array.from(document.images);
  const waitImg = img => img.complete ? Promise.resolve() : new Promise(r => { img.onload = r; img.onerror = r; });
  const load = href => new Promise(r => {
    const x = new XMLHttpRequest();
    x.onload = () => r(x.status === 0 || x.status === 200);
    x.onerror = () => r(false);
    try { x.open('GET', href); x.send(); } catch (e) { r(false); }
  });
  const anchors = Array.from(document.querySelectorAll('a[href]')).map(a => a.getAttribute('href'));
  const local = anchors.filter(h => !h.startsWith('#') && !/^[a-z]+:/i.test(h));
  Promise.all(imgs.map(waitImg)).then(() => {
    imgs.forEach(i => { if (!i.naturalWidth) bad.push('image ' + i.getAttribute('src')); });
    anchors.filter(h => h.startsWith('#')).forEach(h => { if (!document.getElementById(h.slice(1))) bad.push('anchor ' + h); });
    return deep ? Promise.all(local.map(h => load(h).then(ok => { if (!ok) bad.push('link ' + h); }))) : null;
  }).then(() => {
    box.dataset.status = bad.length ? 'broken' : 'ok';
    box.textContent = bad.length
      ? 'Broken: ' + bad.join(', ')
      : 'All ' + imgs.length + ' images load' + (deep ? ' and all ' + local.length + ' local links resolve.' : '.');
    box.style.color = bad.length ? '#b00' : '#070';
  });
})();
</script>
"#;
