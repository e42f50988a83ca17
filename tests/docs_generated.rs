//! Counts and computed values in the docs are generated from the code: this test
//! regenerates every marked block of the README and the pages of `docs/` and fails when
//! one differs from what the code gives now.
//!
//! A block is `<!-- generated: NAME -->CONTENT<!-- end -->` on one line (a number inside a
//! sentence or a table cell), or the opening marker alone on a line, the content's lines,
//! and `<!-- end -->` alone on a line (a table). NAME is one of the generators of
//! [`generate`], with its arguments after a space (`statements akiyama`). The markers are
//! HTML comments: a reader of the rendered page sees the content only.
//!
//! After a change that moves a value (a statement added, a proof file, a new Table 1
//! point): `DOCS_UPDATE=1 cargo test --release --test docs_generated` rewrites every
//! block, then read `git diff README.md docs/`. Timings are not generated here (they
//! depend on the machine): `scripts/timings` reruns them and rewrites their blocks.
//!
//! Cost: the catalog's lists, a directory listing, and Larsson's Table 1 rows (the column
//! generator to 10^5 for the rows judged at the second bound: about two seconds).

use std::fs;
use std::path::{Path, PathBuf};
use wythoff_lab::check::Outcome;
use wythoff_lab::papers;

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The pages that may hold blocks: README.md and every `.md` under `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut out = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root().join("docs"))
        .expect("docs/")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    out.extend(docs);
    out
}

/// One marked block of a page.
#[derive(Debug, PartialEq)]
struct Block {
    /// The generator's name and arguments.
    name: String,
    /// The content as the page holds it (a multi-line block: its lines joined by `\n`).
    content: String,
    /// Byte range of the content in the page (with its last newline when `lines`).
    span: (usize, usize),
    /// Whether the block holds whole lines (its markers alone on their lines).
    lines: bool,
    /// `page:line` of the opening marker.
    at: String,
}

const OPEN: &str = "<!-- generated: ";
const END: &str = "<!-- end -->";

/// The blocks of a page, or what is malformed.
fn blocks(text: &str, page: &str) -> Result<Vec<Block>, String> {
    let mut out = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find(OPEN) {
        let start = from + i;
        // A marker quoted in a code span (the docs describing the syntax) is not a block.
        if text[..start].ends_with('`') {
            from = start + OPEN.len();
            continue;
        }
        let line = text[..start].matches('\n').count() + 1;
        let at = format!("{page}:{line}");
        let Some(close) = text[start..].find("-->") else {
            return Err(format!("{at}: an unclosed marker"));
        };
        let name = text[start + OPEN.len()..start + close].trim().to_string();
        let mut body = start + close + 3;
        let Some(end) = text[body..].find(END) else {
            return Err(format!("{at}: `{name}` has no `{END}`"));
        };
        let end = body + end;
        if let Some(nested) = text[body..end].find(OPEN) {
            return Err(format!(
                "{at}: `{name}` has no `{END}` before the next marker (byte {})",
                body + nested
            ));
        }
        // A block whose marker ends its line holds whole lines, each ending in a newline
        // (the span), shown without the last one (the content).
        let lines = text[body..].starts_with('\n');
        if lines {
            body += 1;
            if !text[..end].ends_with('\n') {
                return Err(format!("{at}: `{name}`: `{END}` must begin its line"));
            }
        }
        let span = (body.min(end), end);
        let content = &text[span.0..span.1];
        out.push(Block {
            name,
            content: content.strip_suffix('\n').unwrap_or(content).to_string(),
            span,
            lines,
            at,
        });
        from = end + END.len();
    }
    Ok(out)
}

/// Larsson's Table 1 judged, computed once for every block that shows it.
fn table1_rows() -> &'static [wythoff_lab::papers::larsson::table1_exact::Row] {
    use wythoff_lab::papers::larsson::table1_exact::{Row, rows};
    static ROWS: std::sync::OnceLock<Vec<Row>> = std::sync::OnceLock::new();
    ROWS.get_or_init(rows)
}

/// A small count in words (`four`), as prose writes it.
fn in_words(n: usize) -> Result<String, String> {
    [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ]
    .get(n)
    .map(|w| w.to_string())
    .ok_or(format!("{n}: write the number in figures"))
}

/// What a generator gives now, or why it cannot.
fn generate(name: &str) -> Result<String, String> {
    let words: Vec<&str> = name.split_whitespace().collect();
    match words.as_slice() {
        // The number of catalog statements, of one paper (its id prefix) or of all.
        ["statements"] => Ok(papers::statements().len().to_string()),
        ["statements", prefix] => {
            let n = papers::statements()
                .iter()
                .filter(|s| s.paper.prefix == *prefix)
                .count();
            if n == 0 {
                Err(format!("no statement has the prefix `{prefix}`"))
            } else {
                Ok(n.to_string())
            }
        }
        // The recorded outcomes, as the main job's summary counts them.
        ["recorded"] => {
            let all = papers::statements();
            let count = |o| all.iter().filter(|s| s.recorded == o).count();
            Ok(format!(
                "{} statements: {} proved, {} holds, {} refuted, {} erratum, {} measured",
                all.len(),
                count(Outcome::Proved),
                count(Outcome::Holds),
                count(Outcome::Refuted),
                count(Outcome::Erratum),
                count(Outcome::Measured)
            ))
        }
        // The papers (the catalog's prefixes other than the section beyond them).
        ["papers"] => Ok(papers::papers()
            .iter()
            .filter(|p| !p.own_results)
            .count()
            .to_string()),
        // The same in words (`four`).
        ["papers", "words"] => in_words(papers::papers().iter().filter(|p| !p.own_results).count()),
        // How many of the papers have a statement recorded with this outcome, in words.
        ["papers-with", outcome] => {
            let all = papers::statements();
            let n = papers::papers()
                .iter()
                .filter(|p| !p.own_results)
                .filter(|p| {
                    all.iter()
                        .any(|s| s.paper == **p && s.recorded.to_string() == *outcome)
                })
                .count();
            in_words(n)
        }
        // A constant as the source writes it (`const NAME: T = VALUE;`, a float's `.0`
        // dropped): a rate the code uses, stated in the docs.
        ["const", file, constant] => {
            let text = fs::read_to_string(root().join(file)).map_err(|e| format!("{file}: {e}"))?;
            let line = text
                .lines()
                .find(|l| {
                    let l = l.trim_start();
                    let l = l
                        .strip_prefix("pub ")
                        .or(l.strip_prefix("pub(crate) "))
                        .unwrap_or(l);
                    l.starts_with(&format!("const {constant}:"))
                })
                .ok_or(format!("{file} has no const {constant}"))?;
            let value = line
                .split_once('=')
                .map(|(_, v)| v.trim().trim_end_matches(';').trim().replace('_', ""))
                .ok_or(format!("{file}: {constant} has no value"))?;
            Ok(value.strip_suffix(".0").unwrap_or(&value).to_string())
        }
        // The proof files of `proofs/walnut/` (`.walnut`).
        ["proof-files"] => {
            let n = fs::read_dir(root().join("proofs/walnut"))
                .map_err(|e| e.to_string())?
                .flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "walnut"))
                .count();
            Ok(n.to_string())
        }
        // The SMT-LIB files of `proofs/`.
        ["smt-files"] => {
            let n = fs::read_dir(root().join("proofs"))
                .map_err(|e| e.to_string())?
                .flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "smt2"))
                .count();
            Ok(n.to_string())
        }
        // Larsson's Table 1 side by side: the rows `wythoff check larsson.table1` judges
        // (`papers::larsson::table1_exact::rows`, each row's `side_by_side`).
        ["larsson-table1"] => {
            let mut s = String::from(
                "| k | printed | computed | exact form | at a <= | status |\n|---|---|---|---|---|---|",
            );
            for r in table1_rows() {
                let cells = r.side_by_side();
                s.push_str(&format!("\n| {} |", cells.join(" | ")));
            }
            Ok(s)
        }
        // The rows of Table 1 whose entries differ from the computed points, in words.
        ["larsson-table1-rows", "differ"] => {
            let ks: Vec<String> = table1_rows()
                .iter()
                .filter(|r| r.differs())
                .map(|r| r.k.to_string())
                .collect();
            match ks.split_last() {
                None => Ok("none".into()),
                Some((last, [])) => Ok(last.clone()),
                Some((last, rest)) => Ok(format!("{} and {last}", rest.join(", "))),
            }
        }
        _ => Err(format!("no generator `{name}`")),
    }
}

/// Every page's blocks regenerated: the differences (or with `write`, the pages rewritten).
fn regenerate(write: bool) -> Vec<String> {
    let mut problems = Vec::new();
    let mut count = 0;
    for page in pages() {
        let name = page
            .strip_prefix(root())
            .unwrap_or(&page)
            .display()
            .to_string();
        let text = fs::read_to_string(&page).expect("a page");
        let found = match blocks(&text, &name) {
            Ok(b) => b,
            Err(e) => {
                problems.push(e);
                continue;
            }
        };
        count += found.len();
        let mut new = text.clone();
        // From the last block back, so that earlier spans stay valid.
        for b in found.iter().rev() {
            match generate(&b.name) {
                Err(e) => problems.push(format!("{}: {e}", b.at)),
                Ok(now) if now != b.content => {
                    if !write {
                        problems.push(format!(
                            "{}: `{}` is\n{}\nbut the code gives\n{now}",
                            b.at, b.name, b.content
                        ));
                    }
                    let now = if b.lines { now + "\n" } else { now };
                    new.replace_range(b.span.0..b.span.1, &now);
                }
                Ok(_) => {}
            }
        }
        if write && new != text {
            fs::write(&page, new).expect("the page is written");
            eprintln!("rewrote {name}");
        }
    }
    assert!(
        count >= 8,
        "only {count} generated blocks found: the reader is broken"
    );
    problems
}

#[test]
fn every_generated_block_is_what_the_code_gives() {
    let write = std::env::var_os("DOCS_UPDATE").is_some_and(|v| v != "0");
    let problems = regenerate(write);
    assert!(
        problems.is_empty(),
        "{} generated block(s) differ from the code (rewrite them: DOCS_UPDATE=1 cargo \
         test --release --test docs_generated, then read git diff):\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_reader_finds_inline_and_line_blocks() {
    let text = "a <!-- generated: statements -->131<!-- end --> b\n\
                <!-- generated: recorded -->\nline 1\nline 2\n<!-- end -->\n\
                <!-- generated: papers --><!-- end -->\n";
    let b = blocks(text, "p.md").expect("well formed");
    let got: Vec<(&str, &str)> = b
        .iter()
        .map(|b| (b.name.as_str(), b.content.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("statements", "131"),
            ("recorded", "line 1\nline 2"),
            ("papers", "")
        ]
    );
    assert_eq!(&text[b[1].span.0..b[1].span.1], "line 1\nline 2\n");
    assert!(b[1].lines && !b[0].lines);
    assert_eq!(b[1].at, "p.md:2");
    // Quoted in a code span: not a block.
    assert_eq!(
        blocks("see `<!-- generated: NAME -->` here", "p"),
        Ok(vec![])
    );
    // Malformed: no end, or a second opening before the end.
    assert!(blocks("<!-- generated: x -->1", "p").is_err());
    assert!(
        blocks(
            "<!-- generated: x -->1 <!-- generated: y -->2<!-- end -->",
            "p"
        )
        .is_err()
    );
    // An unknown generator is an error, a known one gives a number.
    assert!(generate("nothing").is_err());
    assert!(generate("statements nobody").is_err());
    assert!(generate("statements akiyama").is_ok_and(|n| n.parse::<u32>().is_ok()));
    assert_eq!(
        generate("const src/cli/deep.rs NOTHING_OF_THAT_NAME"),
        Err("src/cli/deep.rs has no const NOTHING_OF_THAT_NAME".into())
    );
}

/// Timings are the other kind of block (`<!-- timed: NAME -->`): `scripts/timings`, run
/// without arguments, reads every page and lists them, and refuses a block it cannot time;
/// every timed block of the docs is listed.
#[test]
fn every_timed_block_is_one_the_timings_script_reruns() {
    let script = root().join("scripts/timings");
    let out = match std::process::Command::new("python3").arg(&script).output() {
        Ok(o) => o,
        Err(e) => {
            skipped!("SKIPPED: python3 cannot run scripts/timings: {e}");
            return;
        }
    };
    let listed = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "scripts/timings: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut count = 0;
    for page in pages() {
        let text = fs::read_to_string(&page).expect("a page");
        // Every marker but those quoted in a code span.
        for name in text
            .match_indices("<!-- timed: ")
            .filter(|(at, _)| !text[..*at].ends_with('`'))
            .filter_map(|(at, m)| text[at + m.len()..].split(" -->").next())
        {
            count += 1;
            assert!(
                listed.contains(&format!("  {name} ")),
                "{name} is not listed by scripts/timings:\n{listed}"
            );
        }
    }
    assert!(count >= 5, "only {count} timed blocks");
}
