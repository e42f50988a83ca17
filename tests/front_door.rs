//! The README's front door says what the repository holds: `cargo install` is `--locked`
//! (the lock file's versions, as the tests built), every extra a `pip install` line names
//! is one `python/pyproject.toml` defines (the `jupyter` extra a Jupyter front end), and
//! the Jupyter line names the Debian package of Graphviz that `.ci/run` installs.
//! Cost: three small files read.

use std::fs;
use std::path::Path;

fn read(rel: &str) -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(rel)).expect(rel)
}

/// The lines of the README's shell blocks.
fn shell_lines(readme: &str) -> Vec<&str> {
    let mut out = Vec::new();
    // Inside a fence: whether its block is shell.
    let mut fence: Option<bool> = None;
    for line in readme.lines() {
        if let Some(info) = line.trim_start().strip_prefix("```") {
            fence = match fence {
                Some(_) => None,
                None => Some(info.is_empty() || info == "sh"),
            };
            continue;
        }
        if fence == Some(true) {
            out.push(line.trim());
        }
    }
    out
}

/// The extras of `[project.optional-dependencies]` with their first requirement.
fn extras(pyproject: &str) -> Vec<(String, String)> {
    let section = pyproject
        .split("[project.optional-dependencies]")
        .nth(1)
        .and_then(|s| s.split("\n[").next())
        .unwrap_or("");
    section
        .lines()
        .filter_map(|l| {
            let (name, list) = l.split_once('=')?;
            let first = list.split('"').nth(1)?;
            Some((name.trim().to_string(), first.to_string()))
        })
        .collect()
}

#[test]
fn the_readme_commands_are_as_the_repository_holds_them() {
    let readme = read("README.md");
    let lines = shell_lines(&readme);
    let installs: Vec<&&str> = lines
        .iter()
        .filter(|l| l.starts_with("cargo install"))
        .collect();
    assert!(!installs.is_empty(), "the README shows no cargo install");
    for l in installs {
        assert!(l.contains(" --locked"), "not --locked: {l}");
    }
    let defined = extras(&read("python/pyproject.toml"));
    let mut named = Vec::new();
    for l in lines.iter().filter(|l| l.starts_with("pip install")) {
        for part in l.split(['"', ' ']).filter(|p| p.starts_with("./python[")) {
            let list = part.trim_start_matches("./python[").trim_end_matches(']');
            named.extend(list.split(',').map(str::to_string));
        }
    }
    assert!(named.contains(&"jupyter".to_string()), "{named:?}");
    for extra in &named {
        assert!(
            defined.iter().any(|(n, _)| n == extra),
            "the README installs the extra `{extra}`, which python/pyproject.toml lacks"
        );
    }
    let front_end = defined
        .iter()
        .find(|(n, _)| n == "jupyter")
        .map(|(_, first)| first.as_str());
    assert!(
        matches!(front_end, Some("jupyterlab" | "notebook")),
        "the jupyter extra installs {front_end:?}, not a Jupyter front end"
    );
    // Graphviz: the Debian package's name beside the Jupyter line, and CI installs it.
    let python_part = &readme[readme
        .find("From Python and Jupyter")
        .expect("the Jupyter line")..];
    assert!(
        python_part[..400.min(python_part.len())].contains("`graphviz`"),
        "the Jupyter line names no Debian package for Graphviz"
    );
    assert!(read(".ci/run").contains("graphviz"));
}

#[test]
fn the_readers_see_blocks_and_extras() {
    let md = "x\n```sh\ncargo install --path .\n```\n```rust\nlet a;\n```\nprose\n";
    assert_eq!(shell_lines(md), ["cargo install --path ."]);
    let toml = "[project.optional-dependencies]\ntest = [\"pytest\", \"x\"]\njupyter = [\"jupyterlab\"]\n\n[tool.x]\ny = [\"z\"]\n";
    assert_eq!(
        extras(toml),
        [
            ("test".to_string(), "pytest".to_string()),
            ("jupyter".to_string(), "jupyterlab".to_string())
        ]
    );
}
