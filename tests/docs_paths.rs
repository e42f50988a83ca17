//! The README and the pages of `docs/` name only repository paths that exist, and no path
//! outside the repository.
//!
//! Route: each file is cut into tokens at white space and Markdown or code punctuation;
//! a token that starts with a repository folder (`src/`, `tests/`, `proofs/`, ...) must
//! exist from the repository's root, a Rust source path without such a prefix
//! (`games/l1/fast.rs`) must exist under `src/`, and a Markdown link target must exist
//! beside the page that links it. In a component, `*` matches any run of characters and
//! `<name>` any name. A token that leaves the repository (`../`, `~/`, an absolute path
//! of two or more components other than `/dev/null` and `/usr/bin/time`, or the papers'
//! folder kept beside the checkout) is an error wherever it is. Cost: one read of each
//! page and a few directory listings.

use std::fs;
use std::path::{Path, PathBuf};

/// First components that make a token a repository path.
const REPO_PREFIXES: &[&str] = &[
    "src/",
    "tests/",
    "proofs/",
    "benches/",
    "docs/",
    "examples/",
    "snapshots/",
    ".ci/",
    "crates/",
    "scripts/",
];

/// Absolute paths the docs may name: tools and devices, not files of this project.
const SYSTEM_PATHS: &[&str] = &["/dev/null", "/usr/bin/time"];

/// Characters that end a token.
fn is_separator(c: char) -> bool {
    c.is_whitespace() || "`()[]{}\"',;|=".contains(c)
}

/// The tokens of `text` that could be paths, trailing punctuation removed.
fn tokens(text: &str) -> Vec<String> {
    text.split(is_separator)
        .map(|t| t.trim_end_matches(['.', ':', '…', '!', '?']))
        .map(|t| t.split('#').next().unwrap_or(""))
        .filter(|t| t.contains('/') || t.ends_with(".md"))
        .map(String::from)
        .collect()
}

/// The targets of Markdown links `[text](target)` in `text` that are not web addresses.
fn link_targets(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        let Some(end) = rest.find(')') else { break };
        let target = rest[..end].split('#').next().unwrap_or("");
        if !target.is_empty() && !target.contains("://") && !target.starts_with("mailto:") {
            out.push(target.to_string());
        }
        rest = &rest[end..];
    }
    out
}

/// `text` without the targets of its Markdown links (they are checked against the page's
/// folder, not the root).
fn without_link_targets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        out.push_str(&rest[..=i]);
        rest = &rest[i + 2..];
        match rest.find(')') {
            Some(end) => rest = &rest[end + 1..],
            None => rest = "",
        }
    }
    out.push_str(rest);
    out
}

/// Whether `name` matches the component `pattern` (`*`: any run; `<...>`: anything).
fn component_matches(pattern: &str, name: &str) -> bool {
    if pattern.starts_with('<') && pattern.ends_with('>') {
        return true;
    }
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == name;
    }
    let (first, last) = (parts[0], parts[parts.len() - 1]);
    if !name.starts_with(first) || !name.ends_with(last) || name.len() < first.len() + last.len() {
        return false;
    }
    let mut pos = first.len();
    let stop = name.len() - last.len();
    for part in &parts[1..parts.len() - 1] {
        match name[pos..stop].find(part) {
            Some(i) => pos += i + part.len(),
            None => return false,
        }
    }
    true
}

/// Whether `path` (relative, `/`-separated, perhaps with patterns) names something under `root`.
fn exists(root: &Path, path: &str) -> bool {
    let mut here: Vec<PathBuf> = vec![root.to_path_buf()];
    for comp in path.split('/').filter(|c| !c.is_empty() && *c != ".") {
        let mut next = Vec::new();
        for dir in &here {
            if comp.contains('*') || comp.starts_with('<') {
                let Ok(entries) = fs::read_dir(dir) else {
                    continue;
                };
                for e in entries.flatten() {
                    if component_matches(comp, &e.file_name().to_string_lossy()) {
                        next.push(e.path());
                    }
                }
            } else if comp == ".." {
                next.push(dir.join(".."));
            } else if dir.join(comp).exists() {
                next.push(dir.join(comp));
            }
        }
        if next.is_empty() {
            return false;
        }
        here = next;
    }
    true
}

/// Whether a token names a place outside the repository.
fn outside(token: &str) -> bool {
    token.starts_with("../")
        || token.contains("/../")
        || token.starts_with("~/")
        || token.starts_with("shared/")
        || token.contains("/shared/")
        || token.contains("INVENTORY.md")
        || (token.starts_with('/')
            && token[1..].starts_with(|c: char| c.is_ascii_alphabetic())
            && token[1..].contains('/')
            && !SYSTEM_PATHS.contains(&token))
}

/// Every problem in the page `text`, which lives in the folder `page_dir` of the repository
/// rooted at `root`: one line each.
fn problems(root: &Path, page_dir: &Path, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for token in tokens(&without_link_targets(text)) {
        if outside(&token) {
            out.push(format!("names a path outside the repository: {token}"));
        } else if REPO_PREFIXES.iter().any(|p| token.starts_with(p)) {
            if !exists(root, &token) {
                out.push(format!(
                    "names a repository path that does not exist: {token}"
                ));
            }
        } else if token.ends_with(".rs")
            && !token.starts_with('/')
            && !token.contains("://")
            && !exists(&root.join("src"), &token)
        {
            out.push(format!(
                "names a source file that does not exist: {token} (as src/{token})"
            ));
        }
    }
    let canonical_root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
    for target in link_targets(text) {
        if !exists(page_dir, &target) {
            out.push(format!("links to a file that does not exist: {target}"));
        } else if target.starts_with('/')
            || !page_dir
                .join(&target)
                .canonicalize()
                .is_ok_and(|p| p.starts_with(&canonical_root))
        {
            out.push(format!("links outside the repository: {target}"));
        }
    }
    out
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The README and every page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let root = root();
    let mut v = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/ exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md"))
        .collect();
    docs.sort();
    assert!(!docs.is_empty(), "docs/ holds no page");
    v.extend(docs);
    v
}

#[test]
fn the_readme_and_docs_name_only_paths_that_exist_in_the_repository() {
    let root = root();
    let mut all = Vec::new();
    for page in pages() {
        let text = fs::read_to_string(&page).expect("readable page");
        let dir = page.parent().expect("a page has a folder");
        for p in problems(&root, dir, &text) {
            all.push(format!(
                "{}: {p}",
                page.strip_prefix(&root).unwrap_or(&page).display()
            ));
        }
    }
    assert!(all.is_empty(), "{}", all.join("\n"));
}

#[test]
fn the_readme_links_every_docs_page() {
    let root = root();
    let readme = fs::read_to_string(root.join("README.md")).expect("README.md");
    let links = link_targets(&readme);
    for page in pages().iter().skip(1) {
        let rel = page.strip_prefix(&root).expect("under the root");
        let rel = rel.to_string_lossy().replace('\\', "/");
        assert!(links.contains(&rel), "README.md does not link {rel}");
    }
}

#[test]
fn the_checker_reports_missing_moved_and_outside_paths() {
    let root = root();
    let text = "See `src/games/l1/vring.rs`, games/l1/gone.rs and (tests/nothing_here.rs).\n\
                Papers in `../sibling/papers/`, notes in /home/someone/notes.md, ids from \
                shared/papers/INVENTORY.md; [a page](docs/no-such-page.md).";
    let found = problems(&root, &root, text);
    for needle in [
        "does not exist: src/games/l1/vring.rs",
        "does not exist: games/l1/gone.rs",
        "does not exist: tests/nothing_here.rs",
        "outside the repository: ../sibling/papers/",
        "outside the repository: /home/someone/notes.md",
        "outside the repository: shared/papers/INVENTORY.md",
        "does not exist: docs/no-such-page.md",
    ] {
        assert!(
            found.iter().any(|f| f.contains(needle)),
            "expected a problem containing {needle:?}, got {found:#?}"
        );
    }
    assert_eq!(found.len(), 7, "{found:#?}");
}

#[test]
fn the_checker_accepts_existing_paths_patterns_and_system_tools() {
    let root = root();
    let text = "`src/lib.rs`, games/l1/fast.rs, tests/, proofs/walnut/automatic.*.walnut, \
                src/papers/<paper>/, `/usr/bin/time -v`, > /dev/null, the ratio b/a, v(n)/n, \
                [prover](docs/prover.md#guess), https://example.org/a/b.rs, .ci/run:";
    assert_eq!(problems(&root, &root, text), Vec::<String>::new());
    let docs = root.join("docs");
    assert_eq!(
        problems(&root, &docs, "[back](../README.md)"),
        Vec::<String>::new()
    );
    assert!(!problems(&root, &docs, "[x](findings-gone.md)").is_empty());
    let above = problems(&root, &root, "[up](../)");
    assert!(
        above
            .iter()
            .any(|p| p.contains("links outside the repository")),
        "{above:?}"
    );
}

#[test]
fn patterns_match_within_one_component() {
    assert!(component_matches(
        "automatic.*.walnut",
        "automatic.wythoff.walnut"
    ));
    assert!(!component_matches(
        "automatic.*.walnut",
        "automatic.wythoff.automaton.txt"
    ));
    assert!(component_matches("a*b*c", "aXbYc"));
    assert!(!component_matches("a*b*c", "ac"));
    assert!(component_matches("<paper>", "larsson"));
    assert!(!component_matches("mod.rs", "mod.rss"));
}
