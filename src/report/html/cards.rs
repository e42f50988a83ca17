//! The top of the page: counts by verdict and by paper (each count filters the statements
//! below), one card per refutation and erratum, the statements proved for every n, and the
//! frontier's headline results with their ranges.

use super::super::findings::{self, OUTCOMES};
use super::{badge, clamp, esc, prose};
use crate::check::{Statement, Verdict, papers_of};
use std::fmt::Write as _;

/// The findings section.
pub fn findings(catalog: &[Statement], verdicts: &[Verdict]) -> String {
    let mut s = String::from("<section id=\"findings\"><div id=\"overview\">");
    s.push_str(&counts(catalog, verdicts));
    s.push_str(LEGEND);
    s.push_str("</div>\n");
    let cards = findings::cards(catalog, verdicts);
    let _ = writeln!(
        s,
        "<h2 id=\"refutations\">Refutations and errata ({})</h2><div class=\"cards\">",
        cards.len()
    );
    for c in &cards {
        let routes: Vec<String> = c
            .routes
            .iter()
            .map(|p| {
                format!(
                    "<span class=\"route r-{}\" title=\"{}: {}\">{}</span>",
                    p.outcome,
                    p.outcome,
                    esc(&p.evidence.replace('`', "")),
                    prose(&p.claim)
                )
            })
            .collect();
        let _ = writeln!(
            s,
            "<article class=\"card {o}\" id=\"card-{id}\"><h3>{b} <a href=\"#st-{id}\"><code>{id}</code></a> {num} <span class=\"paper\">{paper}</span></h3>\
             {says}{truth}{witness}<div class=\"routes\"><span class=\"k\">Confirmed by</span> {routes}</div></article>",
            o = c.v.verdict,
            id = esc(c.st.id),
            b = badge(c.v.verdict),
            num = esc(c.st.number),
            paper = findings::short(c.st.paper),
            says = clamp("The paper says", c.st.words),
            truth = clamp("What is true", &c.truth),
            witness = clamp("Smallest witness", &c.witness),
            routes = routes.join(" ")
        );
    }
    s.push_str("</div>\n");
    let proved = findings::proved(catalog, verdicts);
    let _ = writeln!(
        s,
        "<h2 id=\"proved\">Proved for every n ({})</h2>",
        proved.len()
    );
    if proved.is_empty() {
        s.push_str("<p class=\"muted\">None yet: every <i>holds</i> verdict is for the range it states, and no further.</p>\n");
    } else {
        s.push_str("<ul class=\"proved\">");
        for (st, v) in &proved {
            let _ = write!(
                s,
                "<li>{} <a href=\"#st-{id}\"><code>{id}</code></a> {}: {} &mdash; {}</li>",
                badge(v.verdict),
                esc(st.number),
                prose(st.words),
                super::rows::range(v),
                id = esc(st.id)
            );
        }
        s.push_str("</ul>\n");
    }
    let heads = findings::headlines(catalog, verdicts);
    if !heads.is_empty() {
        s.push_str(
            "<h2 id=\"headlines\">Beyond the papers: headline results</h2>\
             <table class=\"headlines\"><thead><tr><th>statement</th><th>result</th><th>range</th></tr></thead><tbody>\n",
        );
        for h in heads {
            let _ = writeln!(
                s,
                "<tr><td>{} <a href=\"#st-{id}\"><code>{id}</code></a><br><small>{}</small></td><td>{}</td><td>{}</td></tr>",
                badge(h.v.verdict),
                esc(h.st.number),
                clamp("", &h.text),
                super::rows::range(h.v),
                id = esc(h.st.id)
            );
        }
        s.push_str("</tbody></table>\n");
    }
    s.push_str("</section>\n");
    s
}

/// What each verdict means (the README's table).
const LEGEND: &str = "<dl class=\"legend\">\
<dt><span class=\"badge v-refuted\">refuted</span></dt><dd>a counterexample was found; the smallest one is shown</dd>\
<dt><span class=\"badge v-erratum\">erratum</span></dt><dd>a printed value differs from the computed one; both are shown</dd>\
<dt><span class=\"badge v-proved\">proved</span></dt><dd>for every n: the decision procedure proves the statement's proof file, and the bounded checks agree</dd>\
<dt><span class=\"badge v-holds\">holds</span></dt><dd>verified on the whole range stated, never beyond it</dd>\
<dt><span class=\"badge v-measured\">measured</span></dt><dd>a conjecture or figure, measured with its range; never declared true</dd>\
<dd class=\"hint\">A count lists its statements below; a card's text unfolds on a click.</dd></dl>";

/// Counts by paper (rows) and verdict (columns), totals last; each count is a link that
/// sets the filters to its paper and verdict. Cells carry `data-paper` and `data-verdict`
/// (empty: all) for the self-test.
fn counts(catalog: &[Statement], verdicts: &[Verdict]) -> String {
    let mut s = String::from("<table id=\"counts\"><thead><tr><th>verdicts</th>");
    for o in OUTCOMES {
        let _ = write!(s, "<th>{}</th>", badge(o));
    }
    s.push_str("<th>all</th></tr></thead><tbody>");
    for p in papers_of(catalog).into_iter().map(Some).chain([None]) {
        let (key, name) = p.map_or(("", "all papers"), |p| (p.prefix(), findings::short(p)));
        let _ = write!(
            s,
            "<tr{}><th>{name}</th>",
            if p.is_none() { " class=\"total\"" } else { "" }
        );
        for o in OUTCOMES.map(Some).into_iter().chain([None]) {
            let n = findings::count(catalog, verdicts, p, o);
            let v = o.map(|o| o.to_string()).unwrap_or_default();
            let _ = write!(
                s,
                "<td class=\"count{}\" data-paper=\"{key}\" data-verdict=\"{v}\"><a class=\"setf\" href=\"#statements\" data-paper=\"{key}\" data-verdict=\"{v}\">{n}</a></td>",
                if n == 0 { " zero" } else { "" }
            );
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table>\n");
    s
}
