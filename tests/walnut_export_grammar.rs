//! Exports that Walnut runs: every export of every file in `proofs/walnut/` passes the
//! checker of Walnut's grammar and re-runs TRUE under `wythoff prove` (its automata read
//! back from the exported folder); a literal Walnut lacks is refused by the export; an
//! exported `ost` equal to a built-in system is accepted, a different one is an error.

use automatic_prover::walnut::export::{self, Sources};
use automatic_prover::walnut::grammar::{check_commands, check_predicate};
use std::path::Path;
use std::process::Command;

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");

/// The proof files the quick tier does not export (their proofs take seconds).
const HEAVY: &[&str] = &["automatic.lythoff2-f7", "automatic.lythoff2-f8"];

fn proof_files() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(DIR)
        .expect("the folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().and_then(|x| x.to_str()) == Some("walnut"))
        .collect();
    v.sort();
    v
}

fn wythoff(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("runs")
}

#[test]
fn every_export_passes_walnuts_grammar() {
    let files = proof_files();
    assert!(files.len() >= 18, "{} files", files.len());
    for p in &files {
        let text = std::fs::read_to_string(p).expect("reads");
        let out = export::export(
            &text,
            &Sources {
                files: &[],
                base_dir: Path::new(DIR),
            },
        )
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        check_commands(&out.commands).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    }
}

#[test]
fn every_export_reruns_true_under_prove() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join("walnut-export-rerun");
    let _ = std::fs::remove_dir_all(&root);
    // The files on two threads (each file is proved twice: exported, then re-run).
    // The quick tier leaves out the two slowest files (about 8 s of proving each time,
    // proved once more by tests/automata_proofs.rs); the slow tier exports them too.
    let mut all = proof_files();
    if !cfg!(feature = "slow-tests") {
        all.retain(|p| {
            let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let heavy = HEAVY.contains(&stem);
            if heavy {
                skipped!("SKIPPED: {stem} (enable the slow-tests feature)");
            }
            !heavy
        });
    }
    let files = std::sync::Mutex::new(all);
    let evals = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while let Some(p) = files.lock().expect("the queue").pop() {
                    evals.fetch_add(
                        export_and_rerun(&root, &p),
                        std::sync::atomic::Ordering::Relaxed,
                    );
                }
            });
        }
    });
    let evals = evals.into_inner();
    assert!(evals >= 50, "{evals} evals");
}

/// Export one proof file into `root`, re-run the export; the number of TRUE evals.
fn export_and_rerun(root: &Path, p: &Path) -> usize {
    let mut evals = 0;
    let stem = p.file_stem().and_then(|s| s.to_str()).expect("a name");
    let out = root.join(stem);
    let o = wythoff(&[
        "prove",
        p.to_str().expect("utf-8"),
        "--export-walnut",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{stem}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let cmd = out.join("Command Files").join(format!("{stem}.txt"));
    let o = wythoff(&[
        "prove",
        cmd.to_str().expect("utf-8"),
        "--walnut-home",
        out.to_str().expect("utf-8"),
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{stem}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    for line in stdout.lines() {
        assert!(
            line.ends_with(": TRUE") || line.ends_with(" states"),
            "{stem}: {line}"
        );
        evals += usize::from(line.ends_with(": TRUE"));
    }
    evals
}

#[test]
fn a_truth_literal_is_refused_by_the_checker_and_the_export() {
    let old = "?msd_ost_1 Aa,b,c,d ($pd(a,b) & $opt(a,b,c,d)) => false";
    let e = check_predicate(old).expect_err("Walnut reads false as a variable");
    assert!(e.contains("'false'"), "{e}");
    assert_eq!(
        check_predicate("?msd_ost_1 Aa,b,c,d ~($pd(a,b) & $opt(a,b,c,d))"),
        Ok(())
    );
    let e = export::export(
        "def a \"?msd_fib x = 1\";\neval t \"Ax $a(x) => false\";\n",
        &Sources {
            files: &[],
            base_dir: Path::new(DIR),
        },
    )
    .err()
    .expect("refused");
    assert!(
        e.starts_with("line 2: Walnut would not read")
            && e.contains("'false'")
            && !e.contains('\n'),
        "{e}"
    );
}

#[test]
fn an_ost_equal_to_a_built_in_system_is_accepted() {
    let run = |script: &str| {
        let mut c = Command::new(env!("CARGO_BIN_EXE_wythoff"));
        c.args(["prove", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped());
        let mut child = c.spawn().expect("runs");
        std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), script.as_bytes())
            .expect("writes");
        child.wait_with_output().expect("ends")
    };
    for ok in [
        "ost ost_3 [0] [3];\neval t \"?msd_ost_3 Ax Ey y = x + 1\";\n",
        "ost pell [0] [2];\neval t \"?msd_pell 12 = 12\";\n",
        "ost fib [0] [1];\neval t \"?msd_fib Ex x = 4\";\n",
    ] {
        let o = run(ok);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{ok}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        assert!(
            String::from_utf8_lossy(&o.stdout).contains("t: TRUE"),
            "{ok}"
        );
    }
    for bad in [
        "ost ost_3 [0] [2];\n",
        "ost pell [0] [1 2];\n",
        "ost trib [0] [1];\n",
    ] {
        let o = run(bad);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{bad}: {err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains("is a built-in system"), "{err}");
    }
}
