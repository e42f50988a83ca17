//! `REPORT.md`, in the page's order: the findings first (counts by verdict and paper, one
//! card per refutation and erratum, what is proved for every n, the frontier's headline
//! results), then every statement per paper, the errata table, the measurements, the
//! tables and the figures (PNG, each naming its statement).

use super::findings::{self, OUTCOMES};
use super::plot::Figure;
use crate::check::{Outcome, Statement, Verdict, papers_of};
use crate::table::Table;
use std::fmt::Write as _;

fn esc(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// "91 statements: 0 proved, 58 holds, ..." (the header line of both pages).
pub fn counts_line(verdicts: &[Verdict]) -> String {
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

/// The range column: `"for every n ([proof](path)); checked on RANGE"` for a proved verdict,
/// else the range (and the proof file, when a verdict names one without being proved).
pub fn range(v: &Verdict) -> String {
    match (findings::for_every_n(v), v.proof.as_deref()) {
        (Some(p), _) => format!(
            "**for every n** ([proof]({p})); checked on {}",
            esc(&v.range)
        ),
        (None, Some(p)) => format!("{} (proof file: [{p}]({p}))", esc(&v.range)),
        (None, None) => esc(&v.range),
    }
}

/// The whole of `REPORT.md` (without the deep measurements, which the caller appends).
pub fn report(
    catalog: &[Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[Figure],
    deep: bool,
) -> String {
    let mut s = String::from("# wythoff-lab report\n\n");
    let _ = writeln!(
        s,
        "{} ({} bounds). Every verdict matches its recorded outcome: {}. \
         The same report as a page: [index.html](index.html).\n",
        counts_line(verdicts),
        if deep { "deep" } else { "default" },
        verdicts.iter().all(Verdict::matches_record)
    );
    findings_section(&mut s, catalog, verdicts);
    statements(&mut s, catalog, verdicts, tables, figs);
    errata_and_measurements(&mut s, catalog, verdicts);
    tables_and_figures(&mut s, tables, figs);
    s
}

fn findings_section(s: &mut String, catalog: &[Statement], verdicts: &[Verdict]) {
    s.push_str("## Findings\n\n### Verdicts by paper\n\n| paper |");
    for o in OUTCOMES {
        let _ = write!(s, " {o} |");
    }
    s.push_str(" all |\n|---|");
    s.push_str(&"---:|".repeat(OUTCOMES.len() + 1));
    s.push('\n');
    let rows = papers_of(catalog).into_iter().map(Some).chain([None]);
    for p in rows {
        let _ = write!(s, "| {} |", p.map_or("**all**", findings::short));
        for o in OUTCOMES.map(Some).into_iter().chain([None]) {
            let _ = write!(s, " {} |", findings::count(catalog, verdicts, p, o));
        }
        s.push('\n');
    }
    let cards = findings::cards(catalog, verdicts);
    let _ = writeln!(s, "\n### Refutations and errata ({})\n", cards.len());
    for c in &cards {
        let _ = writeln!(
            s,
            "#### `{}` ({}, {}): {}\n\n\
             - **The paper says:** {}\n\
             - **What is true:** {}\n\
             - **Smallest witness:** {}\n\
             - **How it was confirmed** (each part is one route):",
            c.st.id,
            c.st.number,
            findings::short(c.st.paper),
            c.v.verdict,
            esc(c.st.words),
            esc(&c.truth),
            esc(&c.witness)
        );
        for p in c.routes {
            let _ = writeln!(
                s,
                "  - {} (**{}**): {}",
                esc(&p.claim),
                p.outcome,
                esc(&p.evidence)
            );
        }
        s.push('\n');
    }
    let proved = findings::proved(catalog, verdicts);
    let _ = writeln!(s, "### Proved for every n ({})\n", proved.len());
    if proved.is_empty() {
        s.push_str(
            "None yet: every `holds` verdict is for the range it states, and no further.\n\n",
        );
    }
    for (st, v) in &proved {
        let _ = writeln!(
            s,
            "- `{}` ({}): {}; {}",
            st.id,
            st.number,
            esc(st.words),
            range(v)
        );
    }
    if !proved.is_empty() {
        s.push('\n');
    }
    s.push_str(
        "### Beyond the papers: headline results\n\n| id | what | verdict | result | range |\n|---|---|---|---|---|\n",
    );
    for h in findings::headlines(catalog, verdicts) {
        let _ = writeln!(
            s,
            "| `{}` | {} | **{}** | {} | {} |",
            h.st.id,
            esc(h.st.number),
            h.v.verdict,
            esc(&h.text),
            range(h.v)
        );
    }
    s.push('\n');
}

fn statements(
    s: &mut String,
    catalog: &[Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[Figure],
) {
    s.push_str("## Statements\n\n");
    for paper in papers_of(catalog) {
        let _ = writeln!(
            s,
            "### {}\n\n| id | statement | verdict | range | time | figures, tables |\n|---|---|---|---|---|---|",
            paper.citation()
        );
        for (st, v) in catalog
            .iter()
            .zip(verdicts)
            .filter(|(st, _)| st.paper == paper)
        {
            let links: Vec<String> = findings::figures_of(figs, st.id)
                .iter()
                .map(|f| format!("[{0}](figures/{0}.svg)", f.stem))
                .chain(
                    findings::tables_of(tables, st.id)
                        .iter()
                        .map(|t| format!("[{0}.csv](tables/{0}.csv)", t.id)),
                )
                .collect();
            let _ = writeln!(
                s,
                "| `{}` | {} ({}) | **{}** | {} | {:.2} s | {} |",
                st.id,
                esc(st.words),
                st.number,
                v.verdict,
                range(v),
                v.seconds,
                links.join(", ")
            );
        }
        s.push('\n');
    }
}

fn errata_and_measurements(s: &mut String, catalog: &[Statement], verdicts: &[Verdict]) {
    s.push_str("## Errata (printed vs computed)\n\n| id | where | printed | computed |\n|---|---|---|---|\n");
    for v in verdicts {
        for e in v.parts.iter().flat_map(|p| &p.errata) {
            let _ = writeln!(
                s,
                "| `{}` | {} | {} | {} |",
                v.id,
                esc(&e.location),
                esc(&e.printed),
                esc(&e.computed)
            );
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
            let _ = writeln!(s, "- {}: {}", p.claim, esc(&p.evidence));
        }
        s.push('\n');
    }
}

fn tables_and_figures(s: &mut String, tables: &[Table], figs: &[Figure]) {
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
            let cells: Vec<String> = r.iter().map(|c| esc(c)).collect();
            let _ = writeln!(s, "| {} |", cells.join(" | "));
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
            "### {}\n\n![{}](figures/{}.png)\n\n{} ([SVG](figures/{}.svg); statement `{}`)\n",
            esc(&f.title),
            esc(&f.title),
            f.stem,
            esc(&f.caption),
            f.stem,
            f.statement
        );
    }
}
