//! The layering of the crate, checked from its source text.
//!
//! Every file under `src/` is read; comments are dropped; each path `crate::x::...`
//! (also inside `use crate::{x, y}` groups) and each `super::` chain that climbs to the
//! crate root names a top-level module `x` (a folder or a file directly under `src/`).
//! That gives the graph of top-level modules, and three rules are asserted:
//!
//! * (a) only `papers/`, `cli/`, `main.rs` and `lib.rs` name `papers` (the catalog owns
//!   every list and hands it down; no framework reaches up for it);
//! * (b) `games/` names none of `check`, `smt`, `report`, `papers`, `cli` (the engines
//!   stand alone; the prover is its own crate, `crates/automatic-prover/`, whose layers
//!   its own `tests/layers.rs` checks);
//! * (c) the graph of top-level modules has no cycle (a failure prints one).
//!
//! Cost: one pass over the source text (~30k lines), milliseconds.

#[path = "../crates/automatic-prover/tests/source_text/mod.rs"]
mod source_text;

use source_text::{is_ident, rust_files, strip};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while i < b.len() && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

fn ident_at(b: &[u8], i: usize) -> (String, usize) {
    let mut j = i;
    while j < b.len() && is_ident(b[j]) {
        j += 1;
    }
    (String::from_utf8_lossy(&b[i..j]).into_owned(), j)
}

/// The first segments of the entries of a `{a::b, c, d::{e, f}}` group starting at `b[i] == '{'`.
fn group_heads(b: &[u8], i: usize) -> Vec<String> {
    let mut heads = Vec::new();
    let mut depth = 0;
    let mut expect_head = true;
    let mut j = i;
    while j < b.len() {
        match b[j] {
            b'{' => {
                depth += 1;
                expect_head = depth == 1;
                j += 1;
            }
            b'}' => {
                depth -= 1;
                j += 1;
                if depth == 0 {
                    break;
                }
            }
            b',' => {
                expect_head = depth == 1;
                j += 1;
            }
            c if is_ident(c) => {
                let (id, k) = ident_at(b, j);
                if expect_head && depth == 1 {
                    heads.push(id);
                    expect_head = false;
                }
                j = k;
            }
            _ => j += 1,
        }
    }
    heads
}

/// The module path of a file: `src/a/b/c.rs` is `[a, b, c]`, `src/a/mod.rs` is `[a]`,
/// `src/lib.rs` and `src/main.rs` are `[]`.
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// The top-level modules a file names (through `crate::` or a `super::` chain reaching the root).
fn named_modules(rel: &Path, text: &str) -> BTreeSet<String> {
    let src = strip(text);
    let b = src.as_bytes();
    let me = module_path(rel);
    let mut found = BTreeSet::new();
    let mut i = 0;
    while i < b.len() {
        if !is_ident(b[i]) || (i > 0 && (is_ident(b[i - 1]) || b[i - 1] == b'$')) {
            i += 1;
            continue;
        }
        let (word, j) = ident_at(b, i);
        let after_path = |k: usize| -> Option<usize> {
            let k = skip_ws(b, k);
            b[k..].starts_with(b"::").then(|| skip_ws(b, k + 2))
        };
        // Resolve `crate::` or `super::super::...` to the crate root.
        let at_root = match word.as_str() {
            "crate" => after_path(j),
            "super" => {
                let mut ups = 1;
                let mut k = after_path(j);
                while let Some(kk) = k {
                    let (w, e) = ident_at(b, kk);
                    if w == "super" {
                        ups += 1;
                        k = after_path(e);
                    } else {
                        break;
                    }
                }
                // A file's own module is `me`; `super` from a non-mod file is its parent.
                let depth = me.len();
                if ups >= depth { k } else { None }
            }
            _ => None,
        };
        if let Some(k) = at_root {
            if k < b.len() && b[k] == b'{' {
                found.extend(group_heads(b, k));
            } else {
                let (head, _) = ident_at(b, k);
                if !head.is_empty() && head != "self" && head != "super" {
                    found.insert(head);
                }
            }
        }
        i = j;
    }
    found
}

/// For each top-level module: the files in it and, per file, the top-level modules named.
type Graph = BTreeMap<String, BTreeMap<String, BTreeSet<String>>>;

fn graph() -> Graph {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    assert!(
        files.len() > 50,
        "found only {} files under src/",
        files.len()
    );
    let mut g = Graph::new();
    for f in files {
        let rel = f.strip_prefix(&root).expect("under src/").to_path_buf();
        let text = std::fs::read_to_string(&f).expect("readable source");
        let top = module_path(&rel)
            .first()
            .cloned()
            .unwrap_or_else(|| "(root)".to_string());
        let mut named = named_modules(&rel, &text);
        named.remove(&top);
        g.entry(top)
            .or_default()
            .insert(rel.display().to_string(), named);
    }
    g
}

/// Files of `from` (top-level modules) that name any of `banned`, as "file -> module" lines.
fn offences(g: &Graph, from: &[&str], banned: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for (top, files) in g {
        if !from.contains(&top.as_str()) {
            continue;
        }
        for (file, named) in files {
            for m in named {
                if banned.contains(&m.as_str()) {
                    out.push(format!("src/{file} names {m}"));
                }
            }
        }
    }
    out
}

#[test]
fn the_parser_reads_paths_groups_and_super_chains() {
    let text = "use crate::{games::wythoff, check};\n\
                // crate::report in a comment\n\
                let s = \"crate::smt in a string\";\n\
                fn f() { crate::math::poly::x(); super::super::input::parse(); }\n";
    let got = named_modules(Path::new("a/b.rs"), text);
    let want: BTreeSet<String> = ["games", "check", "math", "input"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(got, want);
    // One `super` from a/b/c.rs stays inside `a`.
    assert!(named_modules(Path::new("a/b/c.rs"), "use super::x::y;").is_empty());
}

#[test]
fn only_papers_and_the_cli_name_papers() {
    let g = graph();
    let others: Vec<&str> = g
        .keys()
        .map(String::as_str)
        .filter(|m| !matches!(*m, "papers" | "cli" | "(root)"))
        .collect();
    let bad = offences(&g, &others, &["papers"]);
    assert!(
        bad.is_empty(),
        "lower layers name papers:\n{}",
        bad.join("\n")
    );
}

#[test]
fn engines_name_no_framework() {
    let g = graph();
    let bad = offences(&g, &["games"], &["check", "smt", "report", "papers", "cli"]);
    assert!(
        bad.is_empty(),
        "games names a higher layer:\n{}",
        bad.join("\n")
    );
}

#[test]
fn top_level_modules_form_no_cycle() {
    let g = graph();
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (top, files) in &g {
        let e = edges.entry(top.as_str()).or_default();
        for named in files.values() {
            for m in named {
                if g.contains_key(m) {
                    e.insert(m.as_str());
                }
            }
        }
    }
    // Depth-first search with colours; a grey successor closes a cycle.
    fn visit<'a>(
        n: &'a str,
        edges: &BTreeMap<&'a str, BTreeSet<&'a str>>,
        colour: &mut BTreeMap<&'a str, u8>,
        stack: &mut Vec<&'a str>,
    ) -> Option<Vec<&'a str>> {
        colour.insert(n, 1);
        stack.push(n);
        for &m in edges.get(n).into_iter().flatten() {
            match colour.get(m).copied().unwrap_or(0) {
                1 => {
                    let at = stack.iter().position(|&s| s == m).expect("on the stack");
                    let mut cycle = stack[at..].to_vec();
                    cycle.push(m);
                    return Some(cycle);
                }
                0 => {
                    if let Some(c) = visit(m, edges, colour, stack) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        stack.pop();
        colour.insert(n, 2);
        None
    }
    let mut colour = BTreeMap::new();
    for &n in edges.keys() {
        if colour.get(n).copied().unwrap_or(0) == 0 {
            let mut stack = Vec::new();
            if let Some(c) = visit(n, &edges, &mut colour, &mut stack) {
                // Say which files make each edge of the cycle.
                let mut why = Vec::new();
                for w in c.windows(2) {
                    for (file, named) in &g[w[0]] {
                        if named.contains(w[1]) {
                            why.push(format!("  src/{file} -> {}", w[1]));
                        }
                    }
                }
                panic!(
                    "cycle among top-level modules: {}\n{}",
                    c.join(" -> "),
                    why.join("\n")
                );
            }
        }
    }
}

/// The source with `//` comments removed (string literals kept): what a file says in code.
fn code_only(src: &str) -> String {
    let mut out = String::with_capacity(src.len());
    for line in src.lines() {
        let b = line.as_bytes();
        let (mut in_str, mut i, mut cut) = (false, 0, b.len());
        while i < b.len() {
            match b[i] {
                b'\\' if in_str => i += 1,
                b'"' => in_str = !in_str,
                b'/' if !in_str && b.get(i + 1) == Some(&b'/') => {
                    cut = i;
                    break;
                }
                _ => {}
            }
            i += 1;
        }
        out.push_str(&line[..cut]);
        out.push('\n');
    }
    out
}

/// Where `code` names one of the papers: a module path into a paper's folder
/// (`papers::PREFIX`), a variant of a paper type (`Paper::Name`), or a catalog id
/// (`PREFIX.` then a letter or digit, not inside a file name such as `tests/PREFIX.rs`).
fn paper_names(code: &str, prefixes: &[&str]) -> Vec<String> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    for (at, _) in code.match_indices("Paper::") {
        if b.get(at + 7).is_some_and(u8::is_ascii_uppercase) {
            out.push(code[at..].chars().take(24).collect());
        }
    }
    for p in prefixes {
        for (at, _) in code.match_indices(&format!("papers::{p}")) {
            if !b.get(at + 8 + p.len()).copied().is_some_and(is_ident) {
                out.push(format!("papers::{p}"));
            }
        }
        for (at, _) in code.match_indices(&format!("{p}.")) {
            let before = at.checked_sub(1).map(|i| b[i]);
            let after = b.get(at + p.len() + 1).copied();
            let in_name = before.is_some_and(|c| is_ident(c) || c == b'/' || c == b'.');
            let id_follows = after.is_some_and(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
            let file = code[at + p.len() + 1..].starts_with("rs");
            if !in_name && id_follows && !file {
                out.push(code[at..].chars().take(32).collect());
            }
        }
    }
    out
}

#[test]
fn framework_files_name_no_paper() {
    let papers = wythoff_lab::papers::papers();
    let prefixes: Vec<&str> = papers.iter().map(|p| p.prefix).collect();
    assert!(prefixes.len() >= 5, "{prefixes:?}");
    // The checker sees what it is meant to see.
    assert_eq!(
        paper_names("let x = \"akiyama.thm1\"; Paper::Akiyama;", &["akiyama"]).len(),
        2
    );
    let quiet = code_only("// akiyama.thm1\nlet f = \"tests/akiyama.rs\"; // Paper::Akiyama");
    assert!(paper_names(&quiet, &["akiyama"]).is_empty(), "{quiet}");
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut bad = Vec::new();
    for top in [
        "check",
        "report",
        "cli",
        "smt",
        "persist",
        "games",
        "math",
        "../crates/automatic-prover/src",
    ] {
        let mut files = Vec::new();
        rust_files(&root.join(top), &mut files);
        for f in files {
            let text = std::fs::read_to_string(&f).expect("readable source");
            for name in paper_names(&code_only(&text), &prefixes) {
                bad.push(format!("{}: {name}", f.display()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "framework files name a paper (papers hand their metadata down):\n{}",
        bad.join("\n")
    );
}

#[test]
fn no_two_files_of_a_paper_name_each_other() {
    // Inside each folder of `papers/`, file a naming its sibling b (`super::b`) and b naming
    // a is a circle: the folder's `mod.rs` concatenates the lists, shared helpers live in
    // leaf files.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/papers");
    let mut circles = Vec::new();
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&root)
        .expect("src/papers")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    for folder in folders {
        let mut files = Vec::new();
        rust_files(&folder, &mut files);
        let stem = |p: &Path| p.file_stem().map(|s| s.to_string_lossy().into_owned());
        let names: BTreeSet<String> = files.iter().filter_map(|p| stem(p)).collect();
        let mut edges: BTreeSet<(String, String)> = BTreeSet::new();
        for f in &files {
            let Some(me) = stem(f) else { continue };
            if me == "mod" {
                continue;
            }
            let code = strip(&std::fs::read_to_string(f).expect("readable"));
            for n in &names {
                let named = code.match_indices(&format!("super::{n}")).any(|(at, _)| {
                    !code
                        .as_bytes()
                        .get(at + 7 + n.len())
                        .copied()
                        .is_some_and(is_ident)
                });
                if named && *n != me && n != "mod" {
                    edges.insert((me.clone(), n.clone()));
                }
            }
        }
        for (a, b) in &edges {
            if a < b && edges.contains(&(b.clone(), a.clone())) {
                circles.push(format!("{}: {a} <-> {b}", folder.display()));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "two-file circles:\n{}",
        circles.join("\n")
    );
}
