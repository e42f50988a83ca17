//! Every command line the documentation shows is run, and its printed output compared.
//!
//! Route: every Markdown file of the repository's documentation (the README, every page
//! under `docs/`, every `.md` under `crates/`, found anew at each run, so a new page is
//! tested without registering it) is cut into fenced code blocks. In a block whose info
//! string is empty or a shell (`sh`, `bash`, `shell`, `console`, `text`), a line is a
//! command when its first word is `wythoff` (after an optional `$ `), or when a pipe feeds
//! `wythoff` (`echo '...' | wythoff prove -`). A line `$ wythoff ...` is followed by its
//! printed output: the lines up to the next `$ ` line or the end of the block, compared
//! with the command's standard output (trailing white space ignored). A command passes
//! when it exits 0 and, where the doc shows output, prints exactly that.
//!
//! Each page's commands run in order, in one fresh folder holding links to the
//! repository's `proofs/`, `docs/`, `tests/`, `benches/` and `examples/` (so a command may
//! read a proof file, and write `--out DIR` beside it for the next command to read), with
//! the freshly built `wythoff` first on the PATH, through `sh -c`.
//!
//! Markers, HTML comments a reader of the rendered page does not see, on the lines right
//! before a block's fence (docs/testing.md, "Documented commands"):
//! - `<!-- examples: skip -->`: the block is not commands (a synopsis, a session of
//!   another tool);
//! - `<!-- examples: slow -->`: every command of the block runs only under `slow-tests`;
//! - `<!-- examples: skip: PREFIX -->` or `<!-- examples: slow: PREFIX -->`: the command
//!   lines of the block that begin with PREFIX (one marker per line; a marker that matches
//!   no line fails the test).
//!
//! Cost: the quick tier runs every command not marked slow (a few seconds); the slow tier
//! runs them all.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One documented command.
#[derive(Debug, Clone)]
struct Example {
    /// `file:line`.
    at: String,
    /// The shell line (without `$ `).
    line: String,
    /// The printed output the doc shows, if any.
    output: Option<String>,
    slow: bool,
}

/// What a marker says about a block.
#[derive(Debug, Default)]
struct Marks {
    skip_all: bool,
    slow_all: bool,
    skip: Vec<String>,
    slow: Vec<String>,
}

const SHELL_INFO: &[&str] = &["", "sh", "bash", "shell", "console", "text"];

/// The documentation pages: README.md, docs/**.md, crates/**.md (no `target/`).
fn pages(root: &Path) -> Vec<PathBuf> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                if p.file_name()
                    .is_some_and(|n| n != "target" && n != "node_modules")
                {
                    walk(&p, out);
                }
            } else if p.extension().is_some_and(|e| e == "md") {
                out.push(p);
            }
        }
    }
    let mut out = vec![root.join("README.md")];
    walk(&root.join("docs"), &mut out);
    walk(&root.join("crates"), &mut out);
    out
}

/// A line's command, if it is one: the line without `$ ` when it runs `wythoff`.
fn command_of(line: &str) -> Option<String> {
    let l = line.trim();
    let l = l.strip_prefix("$ ").unwrap_or(l);
    let first = l.split_whitespace().next()?;
    let runs = first == "wythoff" || l.contains("| wythoff ") || l.ends_with("| wythoff");
    runs.then(|| l.to_string())
}

/// Parses a marker comment into `marks`; false if the line is not one.
fn read_marker(line: &str, marks: &mut Marks) -> Result<bool, String> {
    let Some(body) = line
        .trim()
        .strip_prefix("<!-- examples:")
        .and_then(|b| b.strip_suffix("-->"))
    else {
        return Ok(false);
    };
    let body = body.trim();
    match body.split_once(':') {
        None if body == "skip" => marks.skip_all = true,
        None if body == "slow" => marks.slow_all = true,
        Some(("skip", p)) => marks.skip.push(p.trim().to_string()),
        Some(("slow", p)) => marks.slow.push(p.trim().to_string()),
        _ => return Err(format!("unknown marker `{}`", line.trim())),
    }
    Ok(true)
}

/// The examples of one page, or the page's marker errors.
fn examples(page: &Path, name: &str) -> Result<Vec<Example>, String> {
    let text = fs::read_to_string(page).map_err(|e| format!("{name}: {e}"))?;
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut errors = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(info) = lines[i].trim_start().strip_prefix("```") else {
            i += 1;
            continue;
        };
        let fence_at = i;
        // The block's lines.
        let start = i + 1;
        let mut end = start;
        while end < lines.len() && !lines[end].trim_start().starts_with("```") {
            end += 1;
        }
        i = end + 1;
        // Markers on the lines right before the fence.
        let mut marks = Marks::default();
        let mut j = fence_at;
        while j > 0 {
            match read_marker(lines[j - 1], &mut marks) {
                Ok(true) => j -= 1,
                Ok(false) => break,
                Err(e) => {
                    errors.push(format!("{name}:{j}: {e}"));
                    break;
                }
            }
        }
        let info = info.trim().split([' ', ',']).next().unwrap_or("");
        if !SHELL_INFO.contains(&info) || marks.skip_all {
            continue;
        }
        let mut used = vec![false; marks.skip.len() + marks.slow.len()];
        let mut k = start;
        while k < end {
            let Some(line) = command_of(lines[k]) else {
                k += 1;
                continue;
            };
            let at = format!("{name}:{}", k + 1);
            let transcript = lines[k].trim_start().starts_with("$ ");
            k += 1;
            let mut output = None;
            if transcript {
                let mut printed = Vec::new();
                while k < end && !lines[k].trim_start().starts_with("$ ") {
                    printed.push(lines[k].trim_end());
                    k += 1;
                }
                output = Some(printed.join("\n"));
            }
            let hit = |list: &[String], offset: usize, used: &mut Vec<bool>| {
                let mut any = false;
                for (n, p) in list.iter().enumerate() {
                    if line.starts_with(p.as_str()) {
                        used[offset + n] = true;
                        any = true;
                    }
                }
                any
            };
            if hit(&marks.skip, 0, &mut used) {
                continue;
            }
            let slow = hit(&marks.slow, marks.skip.len(), &mut used) || marks.slow_all;
            out.push(Example {
                at,
                line,
                output,
                slow,
            });
        }
        for (n, u) in used.iter().enumerate() {
            if !u {
                let p = marks
                    .skip
                    .iter()
                    .chain(&marks.slow)
                    .nth(n)
                    .expect("one flag per marker");
                errors.push(format!(
                    "{name}:{}: the marker `{p}` matches no command of the block",
                    fence_at + 1
                ));
            }
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors.join("\n"))
    }
}

/// A fresh folder for one page's commands, with links to the repository's folders.
fn workdir(root: &Path, name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("doc-examples")
        .join(name.replace(['/', '.'], "_"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    for sub in ["proofs", "docs", "tests", "benches", "examples"] {
        #[cfg(unix)]
        std::os::unix::fs::symlink(root.join(sub), dir.join(sub)).expect("a link");
    }
    dir
}

/// Runs one example in `dir`: `Err` with what went wrong.
fn run(example: &Example, dir: &Path) -> Result<(), String> {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_wythoff"));
    let bin_dir = bin.parent().expect("the binary's folder");
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![bin_dir.to_path_buf()];
    paths.extend(std::env::split_paths(&path));
    let out = Command::new("sh")
        .arg("-c")
        .arg(&example.line)
        .current_dir(dir)
        .env("PATH", std::env::join_paths(paths).expect("a PATH"))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run sh: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        let first = stderr.lines().next().unwrap_or("");
        return Err(format!("exit {:?}: {first}", out.status.code()));
    }
    if let Some(want) = &example.output {
        let got: Vec<&str> = stdout.lines().map(str::trim_end).collect();
        let got = got.join("\n");
        if got.trim_end() != want.trim_end() {
            return Err(format!(
                "printed\n{}\nbut the doc shows\n{}",
                got.lines().take(20).collect::<Vec<_>>().join("\n"),
                want
            ));
        }
    }
    Ok(())
}

/// Runs every page's examples of the tier (slow ones only when `slow`), two pages at a
/// time; panics with every failure.
fn run_all(slow: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut all = Vec::new();
    let mut errors = Vec::new();
    for page in pages(root) {
        let name = page
            .strip_prefix(root)
            .unwrap_or(&page)
            .display()
            .to_string();
        match examples(&page, &name) {
            Ok(ex) => {
                let ex: Vec<Example> = ex.into_iter().filter(|e| slow || !e.slow).collect();
                if !ex.is_empty() {
                    all.push((name, ex));
                }
            }
            Err(e) => errors.push(e),
        }
    }
    let count: usize = all.iter().map(|(_, e)| e.len()).sum();
    assert!(
        count >= 20,
        "only {count} documented commands found: the reader is broken"
    );
    let queue = std::sync::Mutex::new(all);
    let failures = std::sync::Mutex::new(errors);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some((name, ex)) = queue.lock().expect("the queue").pop() {
                    let dir = workdir(root, &name);
                    for e in &ex {
                        let t = std::time::Instant::now();
                        let r = run(e, &dir);
                        eprintln!("{:6.2} s  {}  {}", t.elapsed().as_secs_f64(), e.at, e.line);
                        if let Err(why) = r {
                            failures
                                .lock()
                                .expect("the failures")
                                .push(format!("{}: `{}`: {why}", e.at, e.line));
                        }
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().expect("the failures");
    assert!(
        failures.is_empty(),
        "{} documented command(s) failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The quick tier: every documented command not marked slow.
#[test]
fn every_documented_command_runs_as_shown() {
    run_all(cfg!(feature = "slow-tests"));
}

#[test]
fn the_reader_finds_commands_outputs_and_markers() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("doc-examples-reader");
    fs::create_dir_all(&dir).unwrap();
    let page = dir.join("page.md");
    fs::write(
        &page,
        "text `wythoff x` in prose\n\
         ```sh\nwythoff list   # a comment\ncargo build\necho 'eval a \"T\";' | wythoff prove -\n```\n\
         <!-- examples: slow: wythoff check --deep -->\n<!-- examples: skip: wythoff a [B] -->\n\
         ```\nwythoff check --deep\nwythoff a [B]\n$ wythoff word w 0\n001\n$ wythoff word w 1\n01\n```\n\
         <!-- examples: skip -->\n```\nwythoff X [Y]\n```\n```rust\nwythoff not shell\n```\n",
    )
    .unwrap();
    let ex = examples(&page, "page.md").unwrap();
    let lines: Vec<(&str, Option<&str>, bool)> = ex
        .iter()
        .map(|e| (e.line.as_str(), e.output.as_deref(), e.slow))
        .collect();
    assert_eq!(
        lines,
        [
            ("wythoff list   # a comment", None, false),
            ("echo 'eval a \"T\";' | wythoff prove -", None, false),
            ("wythoff check --deep", None, true),
            ("wythoff word w 0", Some("001"), false),
            ("wythoff word w 1", Some("01"), false),
        ]
    );
    // A stale marker is an error.
    fs::write(
        &page,
        "<!-- examples: slow: wythoff gone -->\n```sh\nwythoff list\n```\n",
    )
    .unwrap();
    assert!(
        examples(&page, "page.md")
            .unwrap_err()
            .contains("matches no command")
    );
}

/// A doc example that prints something else, or fails, fails the runner.
#[test]
fn a_wrong_output_or_a_failing_command_fails() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("doc-examples-wrong");
    fs::create_dir_all(&dir).unwrap();
    let ex = |line: &str, output: Option<&str>| Example {
        at: "x:1".into(),
        line: line.into(),
        output: output.map(String::from),
        slow: false,
    };
    assert!(run(&ex("wythoff word w 0", Some("001")), &dir).is_ok());
    assert!(run(&ex("wythoff word w 0", Some("0010")), &dir).is_err());
    assert!(run(&ex("wythoff positions l1 --count -1", None), &dir).is_err());
}

/// The command lines of the rows of docs/engines.md's "Command-line runs" table (the code
/// spans of each row's first cell, `wythoff` command lines without the name): a row naming
/// a family (`..., K = 3 / 8`) gives one line per value of `K`.
fn timed_runs(page: &str) -> Vec<String> {
    let section = page
        .split("\n### Command-line runs")
        .nth(1)
        .and_then(|s| s.split("\n#").next())
        .expect("docs/engines.md has a section \"Command-line runs\"");
    let mut lines = Vec::new();
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        // The cell's command lines come before ` → ` (what they print, after it).
        let cell = row[2..].split(" | ").next().unwrap_or("");
        let cell = cell.split(" → ").next().unwrap_or("");
        let values: Vec<&str> = match cell.split_once(", K = ") {
            Some((_, rest)) => rest.split(" / ").collect(),
            None => vec![""],
        };
        for variant in cell.split('`').skip(1).step_by(2) {
            for k in &values {
                let words: Vec<String> = variant
                    .split(' ')
                    .map(|w| {
                        if w == "K" {
                            k.to_string()
                        } else {
                            w.to_string()
                        }
                    })
                    .collect();
                lines.push(words.join(" "));
            }
        }
    }
    lines
}

/// Every run docs/engines.md times is a request the command accepts: each is started
/// (all at once) and none may exit 2, a refusal or a bad argument, which the command
/// answers at once; one still running after three seconds is accepted and stopped.
#[test]
fn every_timed_run_in_the_docs_is_accepted() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = fs::read_to_string(root.join("docs/engines.md")).expect("docs/engines.md");
    let lines = timed_runs(&page);
    assert!(lines.len() >= 20, "only {} timed runs found", lines.len());
    assert!(
        lines.iter().all(|l| !l.split(' ').any(|w| w == "K")),
        "a family's K left unset: {lines:?}"
    );
    let dir = workdir(root, "timed-runs");
    let bin = env!("CARGO_BIN_EXE_wythoff");
    let mut children: Vec<(String, std::process::Child)> = lines
        .into_iter()
        .map(|line| {
            let child = Command::new("sh")
                .arg("-c")
                .arg(format!("exec {bin} {line}"))
                .current_dir(&dir)
                .stdin(Stdio::null())
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .expect("sh runs");
            (line, child)
        })
        .collect();
    let start = std::time::Instant::now();
    let mut refused = Vec::new();
    while !children.is_empty() && start.elapsed() < std::time::Duration::from_secs(3) {
        children.retain_mut(|(line, child)| match child.try_wait() {
            Ok(Some(status)) => {
                if !status.success() {
                    let mut err = String::new();
                    if let Some(mut e) = child.stderr.take() {
                        let _ = std::io::Read::read_to_string(&mut e, &mut err);
                    }
                    let first = err.lines().next().unwrap_or("").to_string();
                    refused.push(format!("`{line}`: exit {:?}: {first}", status.code()));
                }
                false
            }
            _ => true,
        });
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    for (_, mut child) in children {
        let _ = child.kill();
        let _ = child.wait();
    }
    assert!(
        refused.is_empty(),
        "timed runs refused:\n{}",
        refused.join("\n")
    );
}

#[test]
fn a_timed_runs_family_gives_a_line_per_value() {
    let page = "x\n### Command-line runs\n\n| run | time |\n|---|---|\n\
        | `positions lythoff --piles K --nth 10 --past-compared`, K = 3 / 8 | 1 / 2 s |\n\
        | `grundy wythoff --side 4` / `grundy wythoff --side 4 --bfile` (load 9) | 1 / 2 s |\n\
        | `deep` → `1 2 3` | 1 s |\n\n### Next\n| `not this` | |\n";
    assert_eq!(
        timed_runs(page),
        [
            "positions lythoff --piles 3 --nth 10 --past-compared",
            "positions lythoff --piles 8 --nth 10 --past-compared",
            "grundy wythoff --side 4",
            "grundy wythoff --side 4 --bfile",
            "deep",
        ]
    );
}
