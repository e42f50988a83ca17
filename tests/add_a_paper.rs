//! Adding a paper is a folder: the fixture `tests/fixtures/paper_demo/` declares a paper
//! and its contribution, and the catalog runner, the report and the paper selection take
//! it as they take the four papers, with no change to any framework file (which name no
//! paper: `tests/architecture.rs`).

#[path = "fixtures/paper_demo/mod.rs"]
mod paper_demo;

use wythoff_lab::check::{self, Outcome, Paper, RunOptions, papers_of};
use wythoff_lab::report::{self, Sources};

#[test]
fn a_paper_folder_is_checked_and_reported() {
    let demo = paper_demo::contribution();
    let statements = (demo.statements)();
    assert_eq!(papers_of(&statements), vec![paper_demo::PAPER]);
    // The paper is selected by its prefix, name or alias, among the known ones.
    let mut known = wythoff_lab::papers::papers();
    known.push(demo.paper);
    for word in ["demo", "DEMO", "demonstration"] {
        assert_eq!(
            Paper::parse(&known, word),
            Some(paper_demo::PAPER),
            "{word}"
        );
    }
    assert_eq!(Paper::parse(&known, "nosuch"), None);
    let sources = Sources {
        statements,
        queries: (demo.queries)(),
        tables: (demo.tables)(),
        measures: Vec::new(),
        figures: demo.figures,
        deep: |_, _, _| Ok(Vec::new()),
    };
    let out = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("add-a-paper");
    let _ = std::fs::remove_dir_all(&out);
    let opts = RunOptions {
        bound: None,
        deep: false,
        progress: false,
    };
    let summary = report::reproduce(
        &out,
        &sources,
        opts,
        false,
        &indicatif::ProgressBar::hidden(),
    )
    .expect("the report is written");
    assert_eq!(summary.verdicts.len(), 1);
    assert_eq!(summary.verdicts[0].verdict, Outcome::Holds);
    assert!(summary.verdicts[0].matches_record());
    let md = std::fs::read_to_string(out.join("REPORT.md")).expect("REPORT.md");
    assert!(
        md.contains("### A. Demo, The differences of Wythoff's pairs"),
        "{md}"
    );
    assert!(md.contains("demo.thm1"), "{md}");
    let html = std::fs::read_to_string(out.join("index.html")).expect("index.html");
    assert!(html.contains("data-paper=\"demo\""));
    // The runner refuses nothing about an unknown paper, and a verdict that differs is seen.
    let again = check::run(&(demo.statements)(), &[], opts).expect("runs");
    assert_eq!(again[0].verdict, Outcome::Holds);
}
