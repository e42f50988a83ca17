//! Shared test helpers: insta settings and the two test tiers.
#![allow(dead_code)]

/// Insta settings: snapshots live in the top-level `snapshots/` folder (the path is
/// resolved from this file's folder, `tests/`).
pub fn snapshots() -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path("../snapshots");
    s.set_prepend_module_to_snapshot(false);
    s
}

/// `quick` in the default run, `deep` with the `slow-tests` feature.
pub fn tier(quick: u64, deep: u64) -> u64 {
    if cfg!(feature = "slow-tests") {
        deep
    } else {
        quick
    }
}
pub mod browser;
pub mod page;
pub mod random;

/// `akiyama.wythoff.props` as `wythoff check --json` and the main job's `verdicts.json`
/// print it (one serializer): holds, its proof part proved for every n, its floor formulas
/// (5) checked to the bound only, at the default range.
pub fn assert_wythoff_props(props: &serde_json::Value) {
    assert_eq!(props["verdict"], "holds");
    let parts = props["parts"].as_array().expect("parts");
    assert!(parts.iter().any(|p| {
        p["outcome"] == "proved"
            && p["claim"]
                .as_str()
                .is_some_and(|c| c.starts_with("proof for every n"))
    }));
    assert!(parts.iter().any(|p| {
        p["claim"].as_str().is_some_and(|c| c.starts_with("(5)"))
            && p["evidence"]
                .as_str()
                .is_some_and(|e| e.contains("checked to the bound only"))
    }));
    assert!(
        props["range"]
            .as_str()
            .is_some_and(|r| r.contains("n <= 100000"))
    );
    assert!(props["evidence"].as_str().is_some_and(|e| !e.is_empty()));
}

/// Words of length <= `len` accepted by `d` (letters as indices), sorted: the brute-force
/// language of an automaton.
pub fn accepted_words(d: &automatic_prover::automaton::dfa::Dfa, len: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut stack = vec![vec![]];
    while let Some(w) = stack.pop() {
        if d.accepts(w.iter().copied()) {
            out.push(w.clone());
        }
        if w.len() < len {
            for l in 0..d.letters() {
                let mut v = w.clone();
                v.push(l);
                stack.push(v);
            }
        }
    }
    out.sort();
    out
}

/// Each printed line of a Walnut script run in `s`; panics on an error.
pub fn session_lines(s: &mut automatic_prover::Session, script: &str) -> Vec<String> {
    s.run_script(script)
        .unwrap_or_else(|e| panic!("{e}"))
        .iter()
        .map(|o| o.line())
        .collect()
}

/// `wythoff prove ARGS -` with `stdin` as the script: exit code, stdout, stderr.
pub fn prove<I>(args: I, stdin: &str) -> (i32, String, String)
where
    I: IntoIterator,
    I::Item: AsRef<std::ffi::OsStr>,
{
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut c = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .arg("prove")
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    c.stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("writes");
    let o = c.wait_with_output().expect("exits");
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stdout).into(),
        String::from_utf8_lossy(&o.stderr).into(),
    )
}
