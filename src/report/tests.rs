//! The pages built from synthetic verdicts, one of each outcome, including a `proved` one
//! with a proof file: the features are tested before the catalog has real proofs.

use super::{html, markdown, write_pages};
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Paper, Statement, Verdict};

const PROOF: &str = "proofs/walnut/synthetic.proved.walnut";

/// Synthetic papers: the report reads a paper's metadata, never its name.
const fn paper(prefix: &'static str, short: &'static str, own_results: bool) -> Paper {
    Paper {
        prefix,
        name: prefix,
        short,
        citation: short,
        aliases: &[],
        own_results,
    }
}
const ALPHA: Paper = paper("alpha", "Alpha", false);
const BETA: Paper = paper("beta", "Beta", false);
const GAMMA: Paper = paper("gamma", "Gamma", false);
const BEYOND: Paper = paper("beyond", "Beyond the papers", true);
const PROOF_TEXT: &str = "eval synthetic \"An (n=n)\":\n";

fn statement(id: &'static str, paper: Paper, words: &'static str) -> Statement {
    Statement::new(
        id,
        paper,
        "Theorem 9",
        &[Kind::Theorem],
        words,
        Bound::new("n", 10, 100, 1, 1000),
        |_| Findings::new("unused"),
    )
}

/// Five statements (proved, refuted, erratum, holds, measured) and their verdicts.
fn synthetic() -> (Vec<Statement>, Vec<Verdict>) {
    let catalog = vec![
        statement("alpha.proved", ALPHA, "Every n is n.").with_proof(PROOF, PROOF_TEXT),
        statement("alpha.refuted", ALPHA, "No n exceeds 4 <sic>.").recorded(
            Outcome::Refuted,
            "REFUTED: n = 5 exceeds 4; two solvers agree.",
        ),
        statement("beta.erratum", BETA, "The table prints 7."),
        statement("gamma.holds", GAMMA, "A lemma that holds."),
        statement("beyond.measured", BEYOND, "A measured ratio."),
    ];
    let mut f = Vec::new();
    let mut p = Findings::new("n <= 10");
    p.check("bounded check", Ok("n = 1..10 agree".into()));
    f.push(p);
    let mut r = Findings::new("n <= 10");
    r.check("first solver", Err("n = 5".into()));
    r.check("second solver agrees", Ok("the same witness n = 5".into()));
    f.push(r);
    let mut e = Findings::new("the table");
    e.compare_printed(
        "the printed cell",
        1,
        vec![Erratum {
            location: "row 3".into(),
            printed: "7".into(),
            computed: "8".into(),
        }],
    );
    f.push(e);
    let mut h = Findings::new("n <= 10");
    h.check("the lemma", Ok("all agree".into()));
    f.push(h);
    let mut m = Findings::new("n <= 10^6");
    m.measured("the ratio", "1.618 at n = 10^6");
    f.push(m);
    let conj = [false, false, false, false, true];
    let mut verdicts: Vec<Verdict> = catalog
        .iter()
        .zip(f)
        .zip(conj)
        .map(|((st, f), c)| Verdict::from_findings(st.id, st.recorded, c, 10, f, 0.25))
        .collect();
    verdicts[0].verdict = Outcome::Proved;
    verdicts[0].recorded = Outcome::Proved;
    verdicts[0].proof = Some(PROOF.into());
    (catalog, verdicts)
}

fn at(page: &str, needle: &str) -> usize {
    page.find(needle)
        .unwrap_or_else(|| panic!("{needle:?} is not in the page"))
}

#[test]
fn a_proved_verdict_reads_for_every_n_with_its_proof_link_and_is_counted() {
    let (catalog, verdicts) = synthetic();
    let page = html::page(&catalog, &verdicts, &[], &[], false);
    let row = &page[at(&page, "<tr class=\"st\" id=\"st-alpha.proved\"")..];
    let row = &row[..at(row, "</tr>")];
    assert!(row.contains("data-verdict=\"proved\""), "{row}");
    assert!(
        row.contains("<span class=\"badge v-proved\">proved</span>"),
        "{row}"
    );
    assert!(row.contains("<b>for every n</b>"), "{row}");
    assert!(
        row.contains(&format!("<a class=\"proof\" href=\"{PROOF}\">")),
        "{row}"
    );
    assert!(row.contains("checked on n &lt;= 10"), "{row}");
    // Counted in the table (all papers, Akiyama) and on the filter button; listed.
    for (paper, n) in [("", 1), ("alpha", 1), ("beta", 0)] {
        assert!(
            page.contains(&format!(
                "data-paper=\"{paper}\" data-verdict=\"proved\"><a class=\"setf\" href=\"#statements\" data-paper=\"{paper}\" data-verdict=\"proved\">{n}</a>"
            )),
            "proved count {n} for {paper:?}"
        );
    }
    assert!(page.contains(
        "data-verdict=\"proved\" aria-pressed=\"false\">proved <span class=\"n\">1</span>"
    ));
    assert!(page.contains("<h2 id=\"proved\">Proved for every n (1)</h2>"));
    // A verdict that is not proved never reads "for every n".
    assert_eq!(
        page.matches("<b>for every n</b>").count(),
        2,
        "row and list only"
    );

    let md = markdown::report(&catalog, &verdicts, &[], &[], false);
    assert!(md.contains(&format!(
        "**for every n** ([proof]({PROOF})); checked on n <= 10"
    )));
    assert!(md.contains("| Alpha | 1 | 0 | 1 | 0 | 0 | 2 |"), "{md}");
    assert!(md.contains("| **all** | 1 | 1 | 1 | 1 | 1 | 5 |"), "{md}");
}

#[test]
fn the_proof_file_is_copied_into_the_report_folder_at_the_linked_path() {
    let (catalog, verdicts) = synthetic();
    let out = std::env::temp_dir().join(format!("wythoff-report-test-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&out);
    let files = write_pages(&out, &catalog, &verdicts, &[], &[], false, "").expect("written");
    assert_eq!(files, [PROOF, "REPORT.md", "verdicts.json", "index.html"]);
    let json = std::fs::read_to_string(out.join("verdicts.json")).expect("verdicts.json");
    let parsed: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    assert_eq!(
        parsed.as_array().map(Vec::len),
        Some(verdicts.len()),
        "one record per verdict: {json}"
    );
    assert_eq!(
        std::fs::read_to_string(out.join(PROOF)).expect("the proof file"),
        PROOF_TEXT
    );
    // A verdict naming a file its statement does not carry, or a path leaving the folder,
    // is refused before anything is written.
    let mut wrong = verdicts.clone();
    wrong[0].proof = Some("proofs/walnut/other.walnut".into());
    let err = write_pages(&out, &catalog, &wrong, &[], &[], false, "").unwrap_err();
    assert!(
        err.contains("alpha.proved") && err.contains("no such file"),
        "{err}"
    );
    wrong[0].proof = Some("proofs/../../escape.walnut".into());
    let err = write_pages(&out, &catalog, &wrong, &[], &[], false, "").unwrap_err();
    assert!(err.contains("not a relative path under proofs/"), "{err}");
    let err = write_pages(&out, &catalog, &verdicts[1..], &[], &[], false, "").unwrap_err();
    assert!(err.contains("5 statements but 4 verdicts"), "{err}");
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn the_findings_come_first_with_what_the_paper_says_what_is_true_and_the_witness() {
    let (catalog, verdicts) = synthetic();
    let page = html::page(&catalog, &verdicts, &[], &[], false);
    let card = &page[at(&page, "id=\"card-alpha.refuted\"")..];
    let card = &card[..at(card, "</article>")];
    for text in [
        "No n exceeds 4 &lt;sic&gt;.",
        "What is true</span> n = 5 exceeds 4; two solvers agree.",
        "The paper says",
        "Smallest witness</span> n = 5",
        "r-refuted\" title=\"refuted: counterexample found\">first solver",
        "r-holds\" title=\"holds: the same witness n = 5\">second solver agrees",
    ] {
        assert!(card.contains(text), "{text:?} not in {card}");
    }
    let erratum = &page[at(&page, "id=\"card-beta.erratum\"")..];
    assert!(erratum.contains("row 3: printed 7; computed 8"));
    // Refutations, then errata, then the statements; no card for the others.
    assert!(at(&page, "card-alpha.refuted") < at(&page, "card-beta.erratum"));
    assert!(at(&page, "card-beta.erratum") < at(&page, "id=\"statements\""));
    assert!(!page.contains("card-gamma.holds") && !page.contains("card-alpha.proved"));
    // The frontier's headline: its measured part and its range.
    let head = &page[at(&page, "id=\"headlines\"")..at(&page, "id=\"statements\"")];
    assert!(head.contains("the ratio: 1.618 at n = 10^6") && head.contains("n &lt;= 10^6"));
    // Every row carries what the filters read.
    assert_eq!(page.matches("<tr class=\"st\"").count(), 5);
    assert!(page.contains(
        "data-paper=\"gamma\" data-text=\"gamma.holds theorem 9 a lemma that holds. n &lt;= 10 the lemma: holds (all agree)  \""
    ));

    let md = markdown::report(&catalog, &verdicts, &[], &[], false);
    let order = [
        "## Findings",
        "### Verdicts by paper",
        "### Refutations and errata (2)",
        "#### `alpha.refuted`",
        "#### `beta.erratum`",
        "### Proved for every n (1)",
        "### Beyond the papers: headline results",
        "## Statements",
        "## Errata (printed vs computed)",
    ];
    let pos: Vec<usize> = order.iter().map(|h| at(&md, h)).collect();
    assert!(pos.windows(2).all(|w| w[0] < w[1]), "{order:?} at {pos:?}");
    assert!(md.contains("- **Smallest witness:** n = 5"));
    assert!(md.contains("- **What is true:** the printed cell: row 3: printed 7; computed 8"));
}

/// The page draws every figure itself (a `data:` URI of its compacted SVG): it shows its
/// figures without the folder, and names no image file.
#[test]
fn figures_are_drawn_inline() {
    use super::plot::{BLUE, Style, axis, panel, series};
    let (catalog, verdicts) = synthetic();
    // 5000 dots on 50 pixels: the SVG keeps one dot per pixel.
    let points: Vec<(f64, f64)> = (0..5000).map(|i| ((i % 50) as f64, 1.0)).collect();
    let fig = super::plot::Figure::new(
        "dots",
        "Dots",
        "many dots",
        vec![panel(
            "",
            axis("x"),
            axis("y"),
            vec![series("d", BLUE, Style::Dots(2), points)],
        )],
    )
    .of("alpha.proved");
    let svg = fig.svg().expect("drawn");
    assert!(svg.len() < 20_000, "{} bytes", svg.len());
    let page = html::page(&catalog, &verdicts, &[], &[fig], false);
    let head = "<figure id=\"fig-dots\"><img src=\"";
    let img = &page[at(&page, head) + head.len()..];
    assert!(
        img.starts_with("data:image/svg+xml,%3Csvg "),
        "{}",
        &img[..80]
    );
    assert!(
        !page.contains("src=\"figures/"),
        "an image loaded from a file"
    );
    assert!(page.contains("<a href=\"figures/dots.svg\">SVG</a>"));
}
