//! `index.html`: the report as one self-contained page that works from `file://` with no
//! network and alone, mailed without its folder: inline style and script, every figure
//! drawn inline (its compacted SVG as a `data:` URI), no CDN. Its links to the folder's
//! files (`tables/`, `proofs/`, each figure's SVG and PNG, `REPORT.md`) open them beside it.
//!
//! Order: the findings first (`cards`: counts by verdict and paper, one card per
//! refutation and erratum, what is proved for every n, the frontier's headline results),
//! then every statement per paper (`rows`: a verdict badge, the range or "for every n"
//! with its proof, the time, the evidence folded in `<details>`, links to the statement's
//! figures and tables, which link back), behind the filters (`script`: by verdict, by
//! paper, by text). The page checks itself (`script::SCRIPT`): every image loaded, and
//! with `?selftest` it applies every filter through its controls and writes what it saw
//! into `#selftest` for the browser test.

mod cards;
mod rows;
mod script;
mod style;

use super::plot::Figure;
use crate::check::{Outcome, Statement, Verdict};
use crate::table::Table;

/// Escape text for HTML content and attribute values.
pub(crate) fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Escape prose for HTML content, with Markdown code spans (`` `x` ``) as `<code>x</code>`
/// (an unpaired backtick is left as it is). Not for attribute values: use [`esc`].
pub(crate) fn prose(s: &str) -> String {
    let parts: Vec<&str> = s.split('`').collect();
    if parts.len() < 3 {
        return esc(s);
    }
    let mut out = String::with_capacity(s.len() + 16);
    let paired = parts.len() % 2 == 1;
    for (i, part) in parts.iter().enumerate() {
        let last = i + 1 == parts.len();
        if i % 2 == 1 && (paired || !last) {
            out.push_str("<code>");
            out.push_str(&esc(part));
            out.push_str("</code>");
        } else {
            if i % 2 == 1 {
                out.push('`');
            }
            out.push_str(&esc(part));
        }
    }
    out
}

/// An SVG document as a `data:` URI for an `src` attribute: the characters a URI or an
/// attribute value cannot hold as they are (`%`, `#`, quotes, `<`, `>`, `&`, white space
/// other than a space, anything outside ASCII) percent-encoded, the rest as it is.
pub(crate) fn data_uri(svg: &str) -> String {
    let mut out = String::with_capacity(svg.len() + svg.len() / 8 + 32);
    out.push_str("data:image/svg+xml,");
    for b in svg.bytes() {
        match b {
            b'%' | b'#' | b'"' | b'\'' | b'<' | b'>' | b'&' => out.push_str(&format!("%{b:02X}")),
            b' ' => out.push(' '),
            b if b.is_ascii_graphic() => out.push(b as char),
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// A verdict badge.
pub(crate) fn badge(o: Outcome) -> String {
    format!("<span class=\"badge v-{o}\">{o}</span>")
}

/// A labelled text clamped to two lines; a click unfolds it (a `<details>` whose summary is
/// the text itself).
pub(crate) fn clamp(label: &str, text: &str) -> String {
    format!(
        "<details class=\"clamp\"><summary><span class=\"k\">{label}</span> {}</summary></details>",
        prose(text)
    )
}

/// The text the text filter searches, lower case: id, number, words, range, evidence,
/// counterexample and note.
pub(crate) fn search_text(st: &Statement, v: &Verdict) -> String {
    format!(
        "{} {} {} {} {} {} {}",
        st.id,
        st.number,
        st.words,
        v.range,
        v.evidence,
        v.counterexample.as_deref().unwrap_or(""),
        st.note
    )
    .to_lowercase()
}

/// The whole page for these verdicts (one per catalog statement, in catalog order), the
/// tables and the figures written beside it (`tables/`, `figures/`).
pub fn page(
    catalog: &[Statement],
    verdicts: &[Verdict],
    tables: &[Table],
    figs: &[Figure],
    deep: bool,
) -> String {
    let mut s = String::from(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>wythoff-lab report</title>\n<style>",
    );
    s.push_str(style::CSS);
    s.push_str("</style></head><body><main>\n");
    s.push_str(&format!(
        "<header><h1>wythoff-lab report</h1><p class=\"sub\">{} statements checked at {} bounds; {} \
         &middot; <a href=\"#statements\">every statement</a> &middot; <a href=\"#tables\">tables</a> \
         &middot; <a href=\"#figures\">figures</a> &middot; <a href=\"REPORT.md\">REPORT.md</a></p>\
         <div id=\"selfcheck\" data-status=\"pending\">checking that every image loads&hellip;</div></header>\n",
        verdicts.len(),
        if deep { "deep" } else { "default" },
        if verdicts.iter().all(Verdict::matches_record) {
            "every verdict matches its record"
        } else {
            "<b>some verdicts differ from their record</b>"
        },
    ));
    s.push_str(&cards::findings(catalog, verdicts));
    s.push_str(&rows::statements(catalog, verdicts, tables, figs));
    s.push_str(&rows::tables(catalog, tables));
    s.push_str(&rows::figures(catalog, verdicts, figs));
    s.push_str("<pre id=\"selftest\" hidden></pre>\n</main>\n<script>");
    s.push_str(script::SCRIPT);
    s.push_str("</script>\n</body></html>\n");
    s
}

#[cfg(test)]
mod prose_tests {
    use super::{data_uri, prose};

    #[test]
    fn an_svg_becomes_a_data_uri_without_quotes_or_markup() {
        let uri = data_uri("<svg a=\"1\">\n<text>é & #</text></svg>");
        assert_eq!(
            uri,
            "data:image/svg+xml,%3Csvg a=%221%22%3E%0A%3Ctext%3E%C3%A9 %26 %23%3C/text%3E%3C/svg%3E"
        );
    }

    #[test]
    fn code_spans_become_code_and_the_rest_is_escaped() {
        assert_eq!(
            prose("run `wythoff <x>` & see"),
            "run <code>wythoff &lt;x&gt;</code> &amp; see"
        );
        assert_eq!(prose("a `b` c `d`"), "a <code>b</code> c <code>d</code>");
        // An unpaired backtick stays as it is.
        assert_eq!(prose("a `b` c ` d"), "a <code>b</code> c ` d");
        assert_eq!(prose("no code"), "no code");
    }
}
