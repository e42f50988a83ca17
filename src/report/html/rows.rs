//! Every statement, one table per paper, behind the filters: a verdict badge, the id and
//! number with links to the statement's figures and tables, the words with the evidence
//! folded under them in `<details>`, the range (or "for every n" with the proof file), and
//! the time. Then the
//! tables and figures, each linking back to its statement.

use super::super::findings::{self, OUTCOMES};
use super::{badge, esc, prose, search_text};
use crate::check::{Part, Statement, Verdict, papers_of};
use crate::report::plot::Figure;
use crate::table::Table;
use std::fmt::Write as _;

/// The range cell: "for every n" with a link to the proof file (copied into the report
/// folder under its repository path) and the range of the bounded check beside it; else
/// the range, with the proof file when a verdict names one without being proved.
pub fn range(v: &Verdict) -> String {
    match (findings::for_every_n(v), v.proof.as_deref()) {
        (Some(p), _) => format!(
            "<b>for every n</b> (<a class=\"proof\" href=\"{p}\">proof</a>)<br><small>checked on {}</small>",
            prose(&v.range),
            p = esc(p)
        ),
        (None, Some(p)) => format!(
            "{} <small>(proof file: <a class=\"proof\" href=\"{p}\">{p}</a>)</small>",
            prose(&v.range),
            p = esc(p)
        ),
        (None, None) => prose(&v.range),
    }
}

/// The filters and one section per paper.
pub fn statements(
    catalog: &[Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[Figure],
) -> String {
    let mut s = String::from("<section id=\"statements\"><h2>Every statement</h2>\n");
    s.push_str(&filters(catalog, verdicts));
    for paper in papers_of(catalog) {
        let _ = writeln!(
            s,
            "<section class=\"paper\" id=\"paper-{p}\" data-paper=\"{p}\"><h3>{}</h3>\
             <table class=\"rows\"><colgroup><col class=\"c-v\"><col class=\"c-id\"><col class=\"c-words\"><col class=\"c-range\"><col class=\"c-time\"></colgroup>\
             <thead><tr><th>verdict</th><th>id</th><th>statement and evidence</th><th>range</th><th>time</th></tr></thead><tbody>",
            esc(paper.citation()),
            p = paper.prefix()
        );
        for (st, v) in catalog
            .iter()
            .zip(verdicts)
            .filter(|(st, _)| st.paper == paper)
        {
            s.push_str(&row(st, v, tables, figs));
        }
        s.push_str("</tbody></table></section>\n");
    }
    s.push_str("<p id=\"none-shown\" class=\"muted\" hidden>No statement matches these filters.</p></section>\n");
    s
}

/// The filter bar (hidden until the script shows it: without a script every row shows).
fn filters(catalog: &[Statement], verdicts: &[Verdict]) -> String {
    let mut s = String::from("<div id=\"filters\" hidden><span class=\"k\">Verdict</span> ");
    let _ = write!(
        s,
        "<button type=\"button\" class=\"vf\" data-verdict=\"\" aria-pressed=\"true\">all <span class=\"n\">{}</span></button>",
        verdicts.len()
    );
    for o in OUTCOMES {
        let _ = write!(
            s,
            "<button type=\"button\" class=\"vf v-{o}\" data-verdict=\"{o}\" aria-pressed=\"false\">{o} <span class=\"n\">{}</span></button>",
            findings::count(catalog, verdicts, None, Some(o))
        );
    }
    s.push_str(" <label><span class=\"k\">Paper</span> <select id=\"paper-filter\"><option value=\"\">all papers</option>");
    for p in papers_of(catalog) {
        let _ = write!(
            s,
            "<option value=\"{}\">{} ({})</option>",
            p.prefix(),
            findings::short(p),
            findings::count(catalog, verdicts, Some(p), None)
        );
    }
    s.push_str(
        "</select></label> <label><span class=\"k\">Text</span> <input id=\"text-filter\" type=\"search\" \
         placeholder=\"id, words, evidence or witness\" size=\"28\"></label> <span id=\"shown\"></span></div>\n",
    );
    s
}

fn row(st: &Statement, v: &Verdict, tables: &[Table], figs: &[Figure]) -> String {
    let mut links: Vec<String> = findings::figures_of(figs, st.id)
        .iter()
        .map(|f| format!("<a href=\"#fig-{0}\">figure {0}</a>", esc(&f.stem)))
        .collect();
    links.extend(
        findings::tables_of(tables, st.id)
            .iter()
            .map(|t| format!("<a href=\"#table-{0}\">table {0}</a>", esc(&t.id))),
    );
    let links = if links.is_empty() {
        String::new()
    } else {
        format!("<div class=\"links\">{}</div>", links.join("<br>"))
    };
    format!(
        "<tr class=\"st\" id=\"st-{id}\" data-verdict=\"{o}\" data-paper=\"{p}\" data-text=\"{text}\">\
         <td>{b}</td><td><code>{id}</code><br><small>{num}</small>{links}</td><td>{words}{ev}</td><td>{range}</td>\
         <td class=\"num\">{secs:.2}&nbsp;s</td></tr>\n",
        id = esc(st.id),
        o = v.verdict,
        p = st.paper.prefix(),
        text = esc(&search_text(st, v).replace('`', "")),
        b = badge(v.verdict),
        num = esc(st.number),
        words = prose(st.words),
        range = range(v),
        secs = v.seconds,
        ev = evidence(st, v),
    )
}

/// The evidence, folded: a summary of the parts' outcomes, then each part (claim, outcome,
/// evidence, counterexample, printed and computed values) and the catalog's note.
fn evidence(st: &Statement, v: &Verdict) -> String {
    let tally: Vec<String> = OUTCOMES
        .iter()
        .filter_map(|&o| {
            let n = v.parts.iter().filter(|p| p.outcome == o).count();
            (n > 0).then(|| format!("{n} {o}"))
        })
        .collect();
    let mut s = format!(
        "<details class=\"ev\"><summary>{} part{}: {}</summary><ul class=\"parts\">",
        v.parts.len(),
        if v.parts.len() == 1 { "" } else { "s" },
        tally.join(", ")
    );
    for p in &v.parts {
        s.push_str(&part(p));
    }
    s.push_str("</ul>");
    if !st.note.is_empty() {
        let _ = write!(
            s,
            "<p class=\"note\"><span class=\"k\">Note</span> {}</p>",
            prose(st.note)
        );
    }
    if let Some(w) = &v.witness_changed {
        let _ = write!(s, "<p class=\"changed\">WITNESS CHANGED: {}</p>", prose(w));
    }
    if v.verdict != v.recorded {
        let _ = write!(
            s,
            "<p class=\"changed\">recorded {}, now {}</p>",
            v.recorded, v.verdict
        );
    }
    s.push_str("</details>");
    s
}

fn part(p: &Part) -> String {
    let mut s = format!(
        "<li>{} <b>{}</b>: {}",
        badge(p.outcome),
        prose(&p.claim),
        prose(&p.evidence)
    );
    if let Some(c) = &p.counterexample {
        let _ = write!(
            s,
            "<div class=\"cex\"><span class=\"k\">counterexample</span> {}</div>",
            prose(c)
        );
    }
    if !p.errata.is_empty() {
        s.push_str(
            "<table class=\"errata\"><tr><th>where</th><th>printed</th><th>computed</th></tr>",
        );
        for e in &p.errata {
            let _ = write!(
                s,
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                prose(&e.location),
                prose(&e.printed),
                prose(&e.computed)
            );
        }
        s.push_str("</table>");
    }
    s.push_str("</li>");
    s
}

/// " · statement ID (badge)": the link from a figure back to its statement's row (always
/// written: a statement that is not in the catalog is a broken anchor the page's
/// self-check reports).
fn back_link(catalog: &[Statement], verdicts: &[Verdict], id: &str) -> String {
    let b = catalog
        .iter()
        .position(|st| st.id == id)
        .and_then(|i| verdicts.get(i))
        .map_or(String::new(), |v| badge(v.verdict));
    format!(
        " &middot; statement <a class=\"statement\" data-id=\"{0}\" href=\"#st-{0}\"><code>{0}</code></a> {b}",
        esc(id)
    )
}

/// The tables: title, source, CSV and JSON, and the statement a table belongs to.
pub fn tables(catalog: &[Statement], tables: &[Table]) -> String {
    let mut s = String::from("<section id=\"tables\"><h2>Tables</h2>\n");
    for t in tables {
        let statement = if catalog.iter().any(|st| st.id == t.id) {
            format!(
                " &middot; statement <a href=\"#st-{0}\"><code>{0}</code></a>",
                esc(&t.id)
            )
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "<p id=\"table-{id}\"><b>{}</b> ({}): <a href=\"tables/{id}.csv\">csv</a>, <a href=\"tables/{id}.json\">json</a>{statement}</p>",
            prose(&t.title),
            prose(&t.source),
            id = esc(&t.id)
        );
    }
    s.push_str("</section>\n");
    s
}

/// The figures, each drawn inline (its SVG in the page as a data URI, so that the page
/// shows it without the folder), with the SVG and PNG files linked and a link back to its
/// statement. A figure that cannot be drawn is shown from its file.
pub fn figures(catalog: &[Statement], verdicts: &[Verdict], figs: &[Figure]) -> String {
    let mut s = String::from("<section id=\"figures\"><h2>Figures</h2>\n");
    for f in figs {
        let src = f.svg().map_or(format!("figures/{}.svg", f.stem), |svg| {
            super::data_uri(&svg)
        });
        let _ = writeln!(
            s,
            "<figure id=\"fig-{stem}\"><img src=\"{src}\" alt=\"{title}\"><figcaption><b>{title}</b>. {} (<a href=\"figures/{stem}.svg\">SVG</a>, <a href=\"figures/{stem}.png\">PNG</a>){}</figcaption></figure>",
            prose(&f.caption),
            back_link(catalog, verdicts, f.statement),
            stem = esc(&f.stem),
            title = esc(&f.title),
        );
    }
    s.push_str("</section>\n");
    s
}
