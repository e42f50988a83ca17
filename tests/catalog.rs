//! The catalog as a theorem checker: every statement runs at its test bound, and its
//! verdict must equal the recorded outcome. A snapshot of all verdicts (without timings)
//! makes any change of verdict, range or evidence visible in review.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use wythoff_lab::check::{self, Outcome, RunOptions};
use wythoff_lab::{papers, report};

/// The main job (`wythoff` with no arguments) run once, in a folder of its own, for every
/// test of this file: its exit status, its output, and the report it wrote (with
/// `verdicts.json`, the verdicts as `wythoff check --json` prints them). The suite runs the
/// catalog at its default bounds this once (it is the costliest computation of the tests).
struct MainJob {
    status: Option<i32>,
    stdout: String,
    stderr: String,
    report: PathBuf,
    verdicts: Vec<check::Verdict>,
}

fn main_job() -> &'static MainJob {
    static M: OnceLock<MainJob> = OnceLock::new();
    M.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("main-job");
        let _ = std::fs::remove_dir_all(&dir);
        let report = dir.join("report");
        // A figure an earlier run left behind must be removed; other files are left alone
        // (checked by `the_report_renders_in_headless_chromium`).
        std::fs::create_dir_all(report.join("figures")).expect("mkdir");
        std::fs::write(report.join("figures/dropped-figure.svg"), "<svg/>").expect("write");
        std::fs::write(report.join("figures/notes.txt"), "mine").expect("write");
        let o = Command::new(env!("CARGO_BIN_EXE_wythoff"))
            .current_dir(&dir)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&o.stderr).into_owned();
        let json = std::fs::read_to_string(report.join("verdicts.json"))
            .unwrap_or_else(|e| panic!("the main job wrote no verdicts.json ({e}): {stderr}"));
        MainJob {
            status: o.status.code(),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr,
            report,
            verdicts: serde_json::from_str(&json).expect("verdicts.json parses"),
        }
    })
}

/// Every verdict at the tier's bounds: the main job's in the quick tier, a deep run under
/// `slow-tests`.
fn verdicts() -> &'static [check::Verdict] {
    static V: OnceLock<Vec<check::Verdict>> = OnceLock::new();
    if !cfg!(feature = "slow-tests") {
        return default_verdicts();
    }
    V.get_or_init(|| {
        let opts = RunOptions {
            bound: None,
            deep: true,
            progress: false,
        };
        check::run(&papers::statements(), &papers::smt_queries(), opts)
            .expect("deep bounds are valid")
    })
}

/// Every verdict at the default bounds: the main job's, in both tiers.
fn default_verdicts() -> &'static [check::Verdict] {
    &main_job().verdicts
}

#[test]
fn the_main_job_checks_everything_and_summarises() {
    let m = main_job();
    assert_eq!(m.status, Some(0), "{}", m.stderr);
    // The first line says what bare `wythoff` is doing and where the other commands are.
    let first = m.stdout.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("wythoff: the main job") && first.contains("wythoff --help"),
        "{first}"
    );
    assert!(m.stdout.contains("akiyama.wythoff.props"), "{}", m.stdout);
    assert!(
        m.stdout
            .contains("every verdict matches its recorded outcome"),
        "{}",
        m.stdout
    );
    let ids: Vec<&str> = m.verdicts.iter().map(|v| v.id.as_str()).collect();
    let catalog: Vec<&str> = papers::statements().iter().map(|s| s.id).collect();
    assert_eq!(
        ids, catalog,
        "verdicts.json has one verdict per statement, in order"
    );
    // The JSON contract of `wythoff check --json` (the same serializer).
    let v: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(m.report.join("verdicts.json")).expect("verdicts.json"),
    )
    .expect("valid JSON");
    let props = v
        .as_array()
        .expect("an array")
        .iter()
        .find(|x| x["id"] == "akiyama.wythoff.props")
        .expect("akiyama.wythoff.props listed");
    common::assert_wythoff_props(props);
}

#[test]
fn every_verdict_matches_its_record() {
    let verdicts = verdicts();
    let mut differ = Vec::new();
    for v in verdicts {
        if !v.matches_record() {
            differ.push(format!(
                "{}: recorded {}, now {} ({})",
                v.id, v.recorded, v.verdict, v.evidence
            ));
        }
        assert!(!v.parts.is_empty(), "{} checked no claim", v.id);
        if v.verdict == Outcome::Refuted {
            assert!(
                v.counterexample.is_some(),
                "{} is refuted without a counterexample",
                v.id
            );
        }
    }
    assert!(
        differ.is_empty(),
        "verdicts differ from the record:\n{}",
        differ.join("\n")
    );
}

/// The snapshot of every verdict at the default bounds, with every witness: in the quick
/// tier and under `slow-tests` alike (there the default bounds run besides the deep ones).
#[test]
fn every_verdict_at_the_default_bounds_matches_the_snapshot() {
    let verdicts = default_verdicts();
    assert!(
        verdicts.iter().all(|v| v.matches_record()),
        "a default-bound verdict differs from its record"
    );
    {
        let mut text = String::new();
        for v in verdicts {
            text.push_str(&format!(
                "{} [{}] bound {}: {}\n",
                v.id, v.verdict, v.bound, v.range
            ));
            // z3's parts are left out so the snapshot is the same with and without `smt`
            // (tests/smt.rs checks every z3 answer).
            for p in v.parts.iter().filter(|p| !p.claim.starts_with("z3: ")) {
                text.push_str(&format!("  - {} [{}] {}\n", p.claim, p.outcome, p.evidence));
                if let Some(c) = &p.counterexample {
                    text.push_str(&format!("    counterexample: {c}\n"));
                }
                for e in &p.errata {
                    text.push_str(&format!(
                        "    erratum at {}: printed {} / computed {}\n",
                        e.location, e.printed, e.computed
                    ));
                }
            }
        }
        common::snapshots().bind(|| insta::assert_snapshot!("verdicts", text));
    }
}

/// `hst.thm2` widens its window past the columns every box is compared on in the tests
/// (4066 at the default bound): each widened box is compared with the plain twin inside
/// the verdict, on every column it reads, and the engine table's uses of the verdict reach
/// that far. The main job's own verdict, read from its report.
#[test]
fn hst_thm2_compares_every_widened_window_with_the_twin() {
    let v = default_verdicts()
        .iter()
        .find(|v| v.id == "hst.thm2")
        .expect("hst.thm2 runs in the main job");
    let part = v
        .parts
        .iter()
        .find(|p| p.claim == "column algorithm = plain twin on each widened window")
        .unwrap_or_else(|| panic!("no twin part for the widened windows: {}", v.evidence));
    assert_eq!(part.outcome, Outcome::Holds, "{}", part.evidence);
    // "N boxes widened past T = 4000, each compared on its columns (at most C)"
    let number_after = |key: &str| -> u64 {
        let rest = &part.evidence[part.evidence.find(key).expect(key) + key.len()..];
        rest.chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .expect("a number")
    };
    let widened: u64 = part
        .evidence
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a count");
    let columns = number_after("(at most ");
    assert!(widened > 0 && columns > 4_066, "{}", part.evidence);
    // The uses of hst.thm2 in the engine table reach the columns read.
    let reach: u64 = papers::engines::engines()
        .iter()
        .flat_map(|e| e.uses.iter())
        .filter(|u| u.by == "hst.thm2")
        .filter_map(|u| u.at_bound.map(|at| at(v.bound)))
        .max()
        .expect("hst.thm2 is listed");
    assert!(
        columns <= reach,
        "hst.thm2 reads {columns} columns, its listed use {reach}"
    );
}

/// The record pins every witness, not only the first: in the catalog's own verdicts, a
/// statement's second erratum deleted or changed, or a second refuted part's counterexample
/// changed, makes the verdict differ from its record.
#[test]
fn a_second_witness_deleted_or_changed_differs_from_the_record() {
    let cat = papers::statements();
    let repin = |v: &check::Verdict| {
        let s = cat.iter().find(|s| s.id == v.id).expect("in the catalog");
        let mut fresh = v.clone();
        fresh.witness_changed = None;
        let recorded = s
            .witnesses_at(v.bound)
            .expect("recorded at the tier's bound");
        fresh.pin(&recorded)
    };
    let mut tried = 0;
    for v in verdicts() {
        assert!(repin(v).matches_record(), "{}: the record itself", v.id);
        // Errata: the second one of the statement, wherever it is.
        let spots: Vec<(usize, usize)> = v
            .parts
            .iter()
            .enumerate()
            .flat_map(|(i, p)| (0..p.errata.len()).map(move |j| (i, j)))
            .collect();
        if let Some(&(i, j)) = spots.get(1) {
            let mut deleted = v.clone();
            deleted.parts[i].errata.remove(j);
            assert!(
                !repin(&deleted).matches_record(),
                "{}: second erratum deleted",
                v.id
            );
            let mut changed = v.clone();
            changed.parts[i].errata[j].computed.push_str(" (changed)");
            assert!(
                !repin(&changed).matches_record(),
                "{}: second erratum changed",
                v.id
            );
            tried += 1;
        }
        // Refuted parts: the second one's counterexample.
        let refuted: Vec<usize> = (0..v.parts.len())
            .filter(|&i| v.parts[i].outcome == Outcome::Refuted)
            .collect();
        if let Some(&i) = refuted.get(1) {
            let mut changed = v.clone();
            changed.parts[i].counterexample = Some("another counterexample".into());
            assert!(
                !repin(&changed).matches_record(),
                "{}: second counterexample changed",
                v.id
            );
            tried += 1;
        }
    }
    // kf.table-variable, kf.lemma7, larsson.covers, akiyama.first-40, akiyama.example-f11
    // have two errata or more; akiyama.thm1 two refuted parts.
    assert!(tried >= 6, "only {tried} statements with a second witness");
}

#[test]
fn ids_are_unique_and_prefixed_by_their_paper() {
    let cat = papers::statements();
    let ids: BTreeSet<&str> = cat.iter().map(|s| s.id).collect();
    assert_eq!(ids.len(), cat.len(), "duplicate ids");
    for s in &cat {
        assert!(
            s.id.starts_with(&format!("{}.", s.paper.prefix())),
            "{} is not under {}",
            s.id,
            s.paper.prefix()
        );
        assert!(
            s.bound.min <= s.bound.default
                && s.bound.default <= s.bound.deep
                && s.bound.deep <= s.bound.max,
            "{} bounds",
            s.id
        );
        if matches!(s.recorded, Outcome::Refuted | Outcome::Erratum) {
            assert!(
                !s.witness.is_empty(),
                "{}: a refuted or erratum record pins its witness",
                s.id
            );
        }
        if s.is_conjecture() {
            assert_ne!(
                s.recorded,
                Outcome::Holds,
                "{}: a conjecture is never recorded as holding",
                s.id
            );
        }
    }
}

/// Catalog ids come from the papers' inventory (a copy of the project's inventory of the
/// four papers, kept in the repository): no invented ids.
/// The frontier section (beyond the papers) has its own ids, `frontier.*`.
/// The table `check --deep` estimates from names every statement once, each with a time.
#[test]
fn the_deep_time_table_names_every_statement_once() {
    let ids: Vec<&str> = papers::statements().iter().map(|s| s.id).collect();
    let mut named = Vec::new();
    for (id, seconds) in check::estimate::entries(papers::DEEP_SECONDS) {
        assert!(ids.contains(&id), "{id}: not a statement");
        assert!(seconds.is_some(), "{id}: no time");
        assert!(!named.contains(&id), "{id}: twice");
        named.push(id);
    }
    for id in &ids {
        assert!(named.contains(id), "{id}: no deep time");
    }
}

#[test]
fn catalog_ids_are_inventory_ids() {
    let inventory = include_str!("fixtures/INVENTORY.md");
    let known: BTreeSet<String> = inventory
        .lines()
        .filter_map(|l| l.strip_prefix("| "))
        .filter_map(|l| l.split_whitespace().next())
        .map(String::from)
        .collect();
    let cat = papers::statements();
    for s in cat.iter().filter(|s| !s.paper.own_results) {
        assert!(known.contains(s.id), "{} is not an INVENTORY.md id", s.id);
    }
    for id in &known {
        assert!(
            cat.iter().any(|s| s.id == id) || !id.contains('.'),
            "INVENTORY.md id {id} is not in the catalog"
        );
    }
    for s in cat.iter().filter(|s| s.paper.own_results) {
        assert!(!known.contains(s.id), "{} is a paper's id", s.id);
    }
}

#[test]
fn bounds_out_of_range_are_refused_before_running() {
    let cat = papers::statements();
    let opts = RunOptions {
        bound: Some(u64::MAX),
        deep: false,
        progress: false,
    };
    let err = check::run(&cat, &papers::smt_queries(), opts).unwrap_err();
    assert!(err.contains("out of range"), "{err}");
}

/// The report as a reader opens it: written from these verdicts, every figure as SVG and
/// PNG, every PNG that REPORT.md embeds present, and index.html loaded in headless
/// Chromium (`?selfcheck&selftest=...`): every image loaded, every local link resolves,
/// every anchor exists (the page's own check, `#selfcheck`); the counts the page shows
/// equal the verdicts' (those `wythoff check --json` prints at these bounds); each filter
/// shows exactly its rows; every proof link points to a file; every figure links back to
/// a catalog statement (the page's self-test, `#selftest`, checked by `common::page`). A
/// screenshot of the first screen is kept in the report folder. A copy with one figure and
/// one table removed must be reported broken, naming both; index.html copied alone into an
/// empty folder (mailed) still shows every figure. Without Chromium the browser
/// part prints SKIPPED (in CI, `CI=true`, it fails instead; `.ci/run` installs Chromium).
#[test]
fn the_report_renders_in_headless_chromium() {
    let out = main_job().report.clone();
    let catalog = papers::statements();
    let files = report_files(&out);
    assert!(
        !out.join("figures/dropped-figure.svg").exists(),
        "a stale figure stays"
    );
    assert!(
        out.join("figures/notes.txt").exists(),
        "a user's file was removed"
    );
    let svgs = files.iter().filter(|f| f.ends_with(".svg")).count();
    let pngs = files.iter().filter(|f| f.ends_with(".png")).count();
    assert!(
        svgs >= 17 && svgs == pngs,
        "{svgs} SVG and {pngs} PNG figures"
    );
    // Every figure's SVG stays small (dots on a pixel already drawn are dropped), and the
    // page draws every figure itself: no image is loaded from a file.
    for f in files.iter().filter(|f| f.ends_with(".svg")) {
        let bytes = std::fs::metadata(out.join(f)).map_or(0, |m| m.len());
        assert!(bytes < 500_000, "{f}: {bytes} bytes");
    }
    let page = std::fs::read_to_string(out.join("index.html")).expect("index.html");
    let inline = page.matches("<img src=\"data:image/svg+xml,").count();
    assert_eq!(inline, svgs, "every figure inline in index.html");
    assert_eq!(page.matches("<img ").count(), svgs, "no other image");
    let md = std::fs::read_to_string(out.join("REPORT.md")).expect("REPORT.md");
    let embedded: Vec<&str> = md
        .split("](figures/")
        .skip(1)
        .filter_map(|s| s.split(')').next())
        .filter(|f| f.ends_with(".png"))
        .collect();
    assert_eq!(embedded.len(), pngs, "REPORT.md embeds every PNG");
    for f in embedded {
        assert!(
            out.join("figures").join(f).is_file(),
            "REPORT.md embeds a missing {f}"
        );
    }
    let (Some(findings), Some(statements)) = (md.find("## Findings"), md.find("## Statements"))
    else {
        panic!("REPORT.md has no findings or no statements section");
    };
    assert!(findings < statements, "REPORT.md: the findings come first");
    let Some(chromium) =
        common::browser::chromium_or_skip("the_report_renders_in_headless_chromium")
    else {
        return;
    };
    let index = out.join("index.html");
    let shot = out.join("screenshot.png");
    let _ = std::fs::remove_file(&shot);
    let dom =
        common::browser::dump_and_screenshot(&chromium, &index, &common::page::query(), &shot);
    let (status, text) = common::browser::self_check_of(&dom);
    assert_eq!(status, "ok", "index.html in Chromium: {text}");
    assert!(text.contains(&format!("All {svgs} images load")), "{text}");
    assert_eq!(
        dom.matches("data-loaded=\"yes\"").count(),
        svgs,
        "images marked loaded"
    );
    let test = common::browser::selftest_of(&dom);
    let filters = common::page::check(&test, &catalog, default_verdicts(), &out, svgs);
    assert!(filters >= 40, "{filters} filters checked");
    let size = std::fs::metadata(&shot).map(|m| m.len()).unwrap_or(0);
    assert!(size > 10_000, "screenshot of {size} bytes");

    // Mailed: index.html alone in an empty folder still shows every figure.
    let mailed = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-mailed");
    let _ = std::fs::remove_dir_all(&mailed);
    std::fs::create_dir_all(&mailed).expect("mkdir");
    std::fs::copy(&index, mailed.join("index.html")).expect("copy");
    let alone = common::browser::dump(&chromium, &mailed.join("index.html"), "");
    let (status, text) = common::browser::self_check_of(&alone);
    assert_eq!(status, "ok", "index.html alone: {text}");
    assert!(text.contains(&format!("All {svgs} images load")), "{text}");

    // The check can fail: remove a figure and a table from a copy.
    let broken = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-broken");
    let _ = std::fs::remove_dir_all(&broken);
    for f in &files {
        let (from, to) = (out.join(f), broken.join(f));
        std::fs::create_dir_all(to.parent().expect("a folder")).expect("mkdir");
        std::fs::copy(&from, &to).expect("copy");
    }
    let gone_fig = files
        .iter()
        .find(|f| f.ends_with(".svg"))
        .expect("a figure");
    let gone_csv = files.iter().find(|f| f.ends_with(".csv")).expect("a table");
    std::fs::remove_file(broken.join(gone_fig)).expect("rm");
    std::fs::remove_file(broken.join(gone_csv)).expect("rm");
    let (status, text) = common::browser::self_check(&chromium, &broken.join("index.html"));
    assert_eq!(status, "broken", "{text}");
    assert!(
        text.contains(gone_fig.as_str()) && text.contains(gone_csv.as_str()),
        "{text}"
    );
}

/// A page with a `proved` verdict (the catalog's first statement given a proof file, its
/// verdict made `proved`; the page alone, no figures): in Chromium it counts the proved
/// verdict, the `proved` filter shows exactly that row, and its proof link loads the file
/// copied into the report folder. Deleting that file makes the page's check report it.
#[test]
fn a_proved_verdict_links_its_proof_in_headless_chromium() {
    const PROOF: &str = "proofs/walnut/browser-test.walnut";
    let mut catalog = papers::statements();
    let mut verdicts = default_verdicts().to_vec();
    catalog[0] = catalog[0]
        .clone()
        .with_proof(PROOF, "eval test \"?msd_fib An n=n\":\n");
    verdicts[0].verdict = Outcome::Proved;
    verdicts[0].recorded = Outcome::Proved;
    verdicts[0].proof = Some(PROOF.to_string());
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("report-proved");
    let _ = std::fs::remove_dir_all(&out);
    let files = report::write_pages(&out, &catalog, &verdicts, &[], &[], false, "")
        .expect("the page is written");
    assert!(files.iter().any(|f| f == PROOF), "{files:?}");
    let Some(chromium) =
        common::browser::chromium_or_skip("a_proved_verdict_links_its_proof_in_headless_chromium")
    else {
        return;
    };
    let index = out.join("index.html");
    let dom = common::browser::dump(&chromium, &index, &common::page::query());
    let (status, text) = common::browser::self_check_of(&dom);
    assert_eq!(status, "ok", "{text}");
    let test = common::browser::selftest_of(&dom);
    common::page::check(&test, &catalog, &verdicts, &out, 0);
    let proved = test["filters"]
        .as_array()
        .expect("filters")
        .iter()
        .find(|f| f["verdict"] == "proved" && f["paper"] == "")
        .expect("the proved filter");
    let expect: Vec<&str> = verdicts
        .iter()
        .filter(|v| v.verdict == Outcome::Proved)
        .map(|v| v.id.as_str())
        .collect();
    assert!(expect.contains(&catalog[0].id));
    assert_eq!(proved["shown"], serde_json::json!(expect));
    std::fs::remove_file(out.join(PROOF)).expect("rm");
    let (status, text) = common::browser::self_check(&chromium, &index);
    assert_eq!(status, "broken", "{text}");
    assert!(text.contains(PROOF), "{text}");
}

/// The files of a report folder, relative to it (the user's `figures/notes.txt` and the
/// screenshot left out).
fn report_files(out: &Path) -> Vec<String> {
    fn walk(dir: &Path, base: &Path, files: &mut Vec<String>) {
        for e in std::fs::read_dir(dir)
            .expect("read the report folder")
            .flatten()
        {
            let p = e.path();
            if p.is_dir() {
                walk(&p, base, files);
            } else if let Ok(rel) = p.strip_prefix(base) {
                files.push(rel.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    let mut files = Vec::new();
    walk(out, out, &mut files);
    files.retain(|f| f != "figures/notes.txt" && f != "screenshot.png");
    files.sort();
    files
}
