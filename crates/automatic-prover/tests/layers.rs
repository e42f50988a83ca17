//! The prover's layering, checked from its source text: the modules form no import
//! circle, no module imports a higher layer, and nothing names the game crate.
//!
//! Layers, bottom-up (the first folder under `src/`): `automaton` (DFAs and their
//! operations), `numeration` (the systems), `logic` (automata with variables, relations,
//! words, the formula tree), `walnut` (Walnut's language and files), `session` (scripts
//! run with their names); `lib.rs` only re-exports. Route: every file is read with its
//! comments and strings blanked; each path that starts with `crate::`, `self::`,
//! `super::` (or, in a `use`, with a child module's name) is expanded out of its `use`
//! groups and resolved to the deepest module file it names, following `pub use`
//! re-exports to the module that defines the item. That gives a graph of files. A file's
//! unit tests (from its `#[cfg(test)]` on) may use any module of its layer or below, and no
//! module imports them, so they are left out of the circle check only. Cost: one read of
//! the crate's ~17k lines, milliseconds.

mod source_text;

use source_text::{rust_files, strip};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, bottom-up.
const LAYERS: &[&str] = &[
    "automaton",
    "numeration",
    "logic",
    "walnut",
    "session",
    "cli",
];

type ModPath = Vec<String>;

/// The module path of a file: `a/b/c.rs` is `[a, b, c]`, `a/mod.rs` is `[a]`, `lib.rs`
/// is `[]`.
fn module_path(rel: &Path) -> ModPath {
    let mut parts: Vec<String> = rel
        .iter()
        .map(|s| s.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib") {
        parts.push(stem.to_string());
    }
    parts
}

/// The leaves of a use tree (`a::{b, c::{d, e as f}, self}`, white space removed): each
/// full path with the name it binds.
fn expand(tree: &str) -> Vec<(Vec<String>, String)> {
    let Some(open) = tree.find('{') else {
        let (path, alias) = match tree.split_once(" as ") {
            Some((p, a)) => (p, Some(a)),
            None => (tree, None),
        };
        let segs: Vec<String> = path
            .split("::")
            .map(|s| s.trim().to_string())
            .filter(|s| !s.is_empty())
            .collect();
        let Some(last) = segs.last().cloned() else {
            return vec![];
        };
        if last == "*" {
            return vec![];
        }
        let name = alias.map_or(last, |a| a.trim().to_string());
        if segs.last().is_some_and(|s| s == "self") {
            let mut p = segs.clone();
            p.pop();
            let n = p.last().cloned().unwrap_or_default();
            return vec![(p, n)];
        }
        return vec![(segs, name)];
    };
    let head = tree[..open].trim_end_matches("::").trim();
    let close = tree.rfind('}').unwrap_or(tree.len());
    let inner = &tree[open + 1..close];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (k, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..k]);
                start = k + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    let mut out = Vec::new();
    for p in parts {
        let p = p.trim();
        if p.is_empty() {
            continue;
        }
        let full = if head.is_empty() {
            p.to_string()
        } else {
            format!("{head}::{p}")
        };
        out.extend(expand(&full));
    }
    out
}

/// One file: its module path, its code before the unit tests, its unit tests.
struct File {
    module: ModPath,
    code: String,
    tests: String,
    name: String,
}

/// The crate's files, read and stripped.
fn files() -> Vec<File> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut paths = Vec::new();
    rust_files(&root, &mut paths);
    paths
        .iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).expect("under src");
            let text = strip(&std::fs::read_to_string(p).expect("readable source"));
            let (code, tests) = match text.find("#[cfg(test)]") {
                Some(i) => (text[..i].to_string(), text[i..].to_string()),
                None => (text, String::new()),
            };
            File {
                module: module_path(rel),
                code,
                tests,
                name: format!("src/{}", rel.display()),
            }
        })
        .collect()
}

/// The paths a piece of code names: `use` trees expanded (with whether the `use` is a
/// re-export, `pub use`, and the name it binds), and `crate::`/`self::`/`super::` paths
/// written inline.
fn named_paths(code: &str) -> Vec<(Vec<String>, String, bool)> {
    let mut out = Vec::new();
    let b = code.as_bytes();
    let is_ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    // `use` statements.
    let mut i = 0;
    let mut spans = Vec::new();
    while let Some(k) = code[i..].find("use ") {
        let at = i + k;
        i = at + 4;
        if at > 0 && (is_ident(b[at - 1]) || b[at - 1] == b':') {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        let stmt: String = code[at + 4..at + end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .replace(" ::", "::")
            .replace(":: ", "::")
            .replace("{ ", "{")
            .replace(" }", "}")
            .replace(", ", ",");
        let line_start = code[..at].rfind('\n').map_or(0, |n| n + 1);
        let reexport = code[line_start..at].trim_start().starts_with("pub");
        for (p, name) in expand(&stmt) {
            out.push((p, name, reexport));
        }
        spans.push((at, at + end));
    }
    // Inline paths outside the `use` statements.
    let mut i = 0;
    while i < b.len() {
        if spans.iter().any(|&(s, e)| s <= i && i < e)
            || !is_ident(b[i])
            || (i > 0 && is_ident(b[i - 1]))
        {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < b.len() && (is_ident(b[j]) || b[j] == b':') {
            j += 1;
        }
        let path = &code[i..j];
        if ["crate::", "self::", "super::"]
            .iter()
            .any(|p| path.starts_with(p))
        {
            let segs: Vec<String> = path
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            let name = segs.last().cloned().unwrap_or_default();
            out.push((segs, name, false));
        }
        i = j.max(i + 1);
    }
    out
}

/// The crate's module graph.
struct Graph {
    modules: BTreeSet<ModPath>,
    /// `(module, name)` -> the path it re-exports.
    reexports: BTreeMap<(ModPath, String), Vec<String>>,
}

impl Graph {
    /// The absolute segments of `path` written in `from`, or `None` outside the crate.
    fn absolute(&self, from: &ModPath, path: &[String]) -> Option<Vec<String>> {
        let mut cur = from.clone();
        let mut k = 0;
        match path.first().map(String::as_str) {
            Some("crate") => {
                cur.clear();
                k = 1;
            }
            Some("self" | "super") => {
                while k < path.len() && (path[k] == "self" || path[k] == "super") {
                    if path[k] == "super" {
                        cur.pop();
                    }
                    k += 1;
                }
            }
            Some(first) => {
                let mut child = from.clone();
                child.push(first.to_string());
                if !self.modules.contains(&child) {
                    return None;
                }
            }
            None => return None,
        }
        cur.extend(path[k..].iter().cloned());
        Some(cur)
    }

    /// The module file that defines what `abs` names (re-exports followed).
    fn target(&self, abs: &[String], depth: usize) -> Option<ModPath> {
        let k = (0..=abs.len())
            .rev()
            .find(|&k| self.modules.contains(&abs[..k]))?;
        let module = abs[..k].to_vec();
        if k < abs.len()
            && depth < 16
            && let Some(p) = self.reexports.get(&(module.clone(), abs[k].clone()))
        {
            let mut next = p.clone();
            next.extend(abs[k + 1..].iter().cloned());
            return self.target(&next, depth + 1).or(Some(module));
        }
        Some(module)
    }
}

/// The files, the graph, and each file's edges from its code and from its unit tests.
type Parts = (
    Vec<File>,
    Graph,
    Vec<BTreeSet<ModPath>>,
    Vec<BTreeSet<ModPath>>,
);

/// The graph: the modules, their re-exports, and each file's edges (from its code, from
/// its unit tests), re-export lines left out.
fn graph() -> Parts {
    let files = files();
    let mut g = Graph {
        modules: files.iter().map(|f| f.module.clone()).collect(),
        reexports: BTreeMap::new(),
    };
    for f in &files {
        for (p, name, reexport) in named_paths(&f.code) {
            if reexport && let Some(abs) = g.absolute(&f.module, &p) {
                g.reexports.insert((f.module.clone(), name), abs);
            }
        }
    }
    let edges = |f: &File, code: &str| -> BTreeSet<ModPath> {
        named_paths(code)
            .into_iter()
            .filter(|(_, _, reexport)| !reexport)
            .filter_map(|(p, _, _)| g.absolute(&f.module, &p))
            .filter_map(|abs| g.target(&abs, 0))
            .filter(|t| t != &f.module && !t.is_empty())
            .collect()
    };
    let code: Vec<_> = files.iter().map(|f| edges(f, &f.code)).collect();
    let tests: Vec<_> = files.iter().map(|f| edges(f, &f.tests)).collect();
    (files, g, code, tests)
}

fn layer(m: &ModPath) -> usize {
    m.first()
        .and_then(|top| LAYERS.iter().position(|l| l == top))
        .unwrap_or(LAYERS.len())
}

fn show(m: &ModPath) -> String {
    if m.is_empty() {
        "(root)".into()
    } else {
        m.join("::")
    }
}

/// A circle of the graph, if any (depth-first search).
fn circle(nodes: &[ModPath], edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Option<Vec<ModPath>> {
    fn visit(
        n: &ModPath,
        edges: &BTreeMap<ModPath, BTreeSet<ModPath>>,
        state: &mut BTreeMap<ModPath, u8>,
        stack: &mut Vec<ModPath>,
    ) -> Option<Vec<ModPath>> {
        state.insert(n.clone(), 1);
        stack.push(n.clone());
        for m in edges.get(n).into_iter().flatten() {
            match state.get(m) {
                Some(1) => {
                    let from = stack.iter().position(|s| s == m).expect("on the stack");
                    let mut c = stack[from..].to_vec();
                    c.push(m.clone());
                    return Some(c);
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(m, edges, state, stack) {
                        return Some(c);
                    }
                }
            }
        }
        stack.pop();
        state.insert(n.clone(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in nodes {
        if !state.contains_key(n)
            && let Some(c) = visit(n, edges, &mut state, &mut Vec::new())
        {
            return Some(c);
        }
    }
    None
}

#[test]
fn the_reader_expands_use_trees_and_follows_re_exports() {
    let got: Vec<String> = expand("crate::a::{b, c::{d, e as f}, self}")
        .into_iter()
        .map(|(p, n)| format!("{}={n}", p.join("::")))
        .collect();
    assert_eq!(
        got,
        [
            "crate::a::b=b",
            "crate::a::c::d=d",
            "crate::a::c::e=f",
            "crate::a=a"
        ]
    );
    let paths = named_paths("pub use x::Y;\nfn f() { crate::logic::auto::Auto::new(); }");
    assert_eq!(paths.len(), 2, "{paths:?}");
    assert!(paths[0].2 && !paths[1].2);
    // A circle is found, and a chain is not one.
    let m = |s: &str| vec![s.to_string()];
    let mut e = BTreeMap::new();
    e.insert(m("a"), BTreeSet::from([m("b")]));
    e.insert(m("b"), BTreeSet::from([m("c")]));
    assert!(circle(&[m("a"), m("b"), m("c")], &e).is_none());
    e.insert(m("c"), BTreeSet::from([m("a")]));
    assert_eq!(
        circle(&[m("a"), m("b"), m("c")], &e).map(|c| c.len()),
        Some(4)
    );
    // The crate's own graph: `session` names `logic::auto` through the `logic` re-export.
    let (files, g, code, _) = graph();
    assert!(files.len() > 40, "{} files", files.len());
    assert_eq!(
        g.target(&["logic".into(), "Auto".into()], 0),
        Some(vec!["logic".to_string(), "auto".to_string()])
    );
    let session = files
        .iter()
        .position(|f| f.module == ["session"])
        .expect("session");
    assert!(code[session].contains(&vec!["logic".to_string(), "auto".to_string()]));
}

#[test]
fn the_modules_form_no_circle() {
    let (files, _, code, _) = graph();
    let nodes: Vec<ModPath> = files.iter().map(|f| f.module.clone()).collect();
    let edges: BTreeMap<ModPath, BTreeSet<ModPath>> =
        nodes.iter().cloned().zip(code.iter().cloned()).collect();
    if let Some(c) = circle(&nodes, &edges) {
        let shown: Vec<String> = c.iter().map(show).collect();
        panic!("an import circle: {}", shown.join(" -> "));
    }
}

#[test]
fn no_module_imports_a_higher_layer() {
    let (files, _, code, tests) = graph();
    let mut bad = Vec::new();
    for (k, f) in files.iter().enumerate() {
        for t in code[k].iter().chain(&tests[k]) {
            if layer(t) > layer(&f.module) {
                bad.push(format!(
                    "{} ({}) names {} ({})",
                    f.name,
                    show(&f.module),
                    show(t),
                    LAYERS.get(layer(t)).unwrap_or(&"root")
                ));
            }
        }
    }
    assert!(bad.is_empty(), "imports up a layer:\n{}", bad.join("\n"));
}

#[test]
fn nothing_names_the_game_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut bad = Vec::new();
    for f in files() {
        for (k, line) in f.code.lines().chain(f.tests.lines()).enumerate() {
            if line.contains("wythoff_lab") {
                bad.push(format!("{}:{}: {}", f.name, k + 1, line.trim()));
            }
        }
    }
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
    for line in manifest.lines() {
        if line.contains("wythoff") {
            bad.push(format!("Cargo.toml: {line}"));
        }
    }
    assert!(
        bad.is_empty(),
        "the prover names the game crate:\n{}",
        bad.join("\n")
    );
}
