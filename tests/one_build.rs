//! One build for the README's commands: `cargo run --release` (and `cargo install --path
//! .`, which builds the same package with the same profile), `cargo test --release
//! --workspace` and the Python module's build (maturin builds `python/` alone) resolve the
//! same features for every dependency they share, so cargo builds each shared crate (and
//! this crate's library) once and the later commands reuse it. The one exception: the
//! Python build compiles this crate's library again without z3 (the wheel links no
//! libz3), reusing every dependency.
//!
//! Route: `cargo tree --offline --locked -f '{p} {f}'` for the three selections (this
//! package's normal and build dependencies; the whole workspace with its dev-dependencies;
//! the Python crate's normal and build dependencies); a package that appears in two with
//! different feature lists would be compiled twice. The remedy is a feature pin in the
//! root `Cargo.toml` (its `[dependencies]` say which). Cost: three `cargo tree` runs, well
//! under a second each.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// Each package (`name version`, proc-macros marked) with the feature lists it resolves to.
fn resolve(args: &[&str]) -> BTreeMap<String, BTreeSet<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "--locked",
            "--prefix",
            "none",
            "-f",
            "{p} {f}",
        ])
        .args(args)
        .current_dir(root)
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "cargo tree {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    parse(&String::from_utf8_lossy(&out.stdout))
}

/// Reads `cargo tree`'s lines `name vX.Y.Z [(path)] [(proc-macro)] [features] [(*)]`.
fn parse(text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut map: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim().trim_end_matches("(*)").trim();
        let words: Vec<&str> = line.split(' ').filter(|w| !w.is_empty()).collect();
        if words.len() < 2 {
            continue;
        }
        let mut key = format!("{} {}", words[0], words[1]);
        if line.contains("(proc-macro)") {
            key.push_str(" (proc-macro)");
        }
        let last = words[words.len() - 1];
        let features = if words.len() > 2 && !last.ends_with(')') {
            last.to_string()
        } else {
            String::new()
        };
        map.entry(key).or_default().insert(features);
    }
    map
}

/// The packages two selections share whose features differ, one line each.
fn differences(
    a: &BTreeMap<String, BTreeSet<String>>,
    b: &BTreeMap<String, BTreeSet<String>>,
) -> Vec<String> {
    a.iter()
        .filter_map(|(k, fa)| {
            let fb = b.get(k)?;
            (fa != fb).then(|| format!("{k}: {fa:?} against {fb:?}"))
        })
        .collect()
}

#[test]
fn the_main_job_the_tests_and_the_python_module_share_one_build() {
    let run = resolve(&["-p", "wythoff-lab", "-e", "normal,build"]);
    let test = resolve(&["--workspace", "-e", "normal,build,dev"]);
    let python = resolve(&["-p", "wythoff-lab-python", "-e", "normal,build"]);
    assert!(
        run.len() >= 20 && test.len() > run.len() && python.len() > 20,
        "cargo tree listed too few packages: {} / {} / {}",
        run.len(),
        test.len(),
        python.len()
    );
    let mut bad = differences(&run, &test);
    // The wheel's library is built without z3 (`smt` off: the wheel links no libz3), so
    // this crate itself is the one package the Python build compiles again.
    let python: BTreeMap<_, _> = python
        .into_iter()
        .filter(|(k, _)| !k.starts_with("wythoff-lab v"))
        .collect();
    bad.extend(differences(&python, &test));
    assert!(
        bad.is_empty(),
        "shared dependencies resolve to different features (each is compiled twice; pin \
         the features in the root Cargo.toml):\n{}",
        bad.join("\n")
    );
}

/// The reader sees features, paths and proc-macros, and a difference is reported.
#[test]
fn the_reader_sees_a_difference() {
    let a = parse("serde v1.0.1 default,std\nfoo v0.1.0 (/x/y)\nbar v1.0.0 (proc-macro) \n");
    let b = parse("serde v1.0.1 alloc,default,std (*)\nfoo v0.1.0 (/x/y) (*)\n");
    assert_eq!(a["foo v0.1.0"], BTreeSet::from([String::new()]));
    assert!(a.contains_key("bar v1.0.0 (proc-macro)"));
    assert_eq!(
        differences(&a, &b),
        ["serde v1.0.1: {\"default,std\"} against {\"alloc,default,std\"}"]
    );
}
