//! `wythoff survey`, run as the built binary: rows as JSON lines (version, checksum), the
//! shards and their merge giving the rows of one run, a rerun computing only the missing
//! members (a torn last line cut off), a member over its budget a refused row, bad input
//! one `error:` line with exit 2, and the help stating the limits.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A fresh folder under the system's temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let p = std::env::temp_dir().join(format!("wythoff-survey-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).expect("a scratch folder");
        Scratch(p)
    }

    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let o = wythoff(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "wythoff {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("utf-8")
}

/// The one-line message of a refused request (exit 2).
fn error(args: &[&str]) -> String {
    let o = wythoff(args);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "wythoff {args:?}: {err}");
    assert!(
        o.stdout.is_empty(),
        "wythoff {args:?} printed {:?}",
        o.stdout
    );
    let lines: Vec<&str> = err.lines().collect();
    assert!(
        lines.len() == 1 && lines[0].starts_with("error: "),
        "wythoff {args:?}: {err}"
    );
    lines[0]["error: ".len()..].to_string()
}

fn rows(text: &str) -> Vec<Value> {
    text.lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

/// A row without the fields of the run (time, memory, the checksum over them).
fn comparable(v: &Value) -> Value {
    let mut v = v.clone();
    for f in ["seconds", "peak_mb", "checksum"] {
        v.as_object_mut().expect("an object").remove(f);
    }
    v
}

const GDWN: &[&str] = &[
    "survey",
    "gdwn",
    "--range",
    "p=1..3",
    "--range",
    "q=2..4",
    "--where",
    "p < q",
    "--bound",
    "120",
    "--learn-up-to",
    "100",
    "--max-states",
    "40",
];

#[test]
fn gdwn_rows_against_wythoff() {
    let mut args = GDWN.to_vec();
    args.push("--json");
    let got = rows(&ok(&args));
    let pairs: Vec<(i64, i64)> = got
        .iter()
        .map(|r| {
            (
                r["params"]["p"].as_i64().unwrap(),
                r["params"]["q"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(pairs, [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]);
    for r in &got {
        assert_eq!(r["version"], 1);
        assert_eq!(r["status"], "done", "{r}");
        assert_eq!(r["family"], "gdwn");
        assert!(r["compared"].as_u64().unwrap() >= 8, "{r}");
    }
    // (1,2)-GDWN moves from (1, 2) to (0, 0): (1, 2) is N, unlike in Wythoff's game; the
    // rules solver confirms it.
    let w = got[0]["wythoff"].as_str().unwrap();
    assert!(
        w.starts_with("differs at (1, 2): N here") && w.contains("confirmed by the rules solver"),
        "{w}"
    );
    assert_eq!(got[0]["wythoff_difference"], serde_json::json!([1, 2]));
    // (3,4)-GDWN's extra moves never join two Wythoff P-positions: Wythoff's automaton is
    // proved to be its P-set by its own rule formula.
    let w = got[5]["wythoff"].as_str().unwrap();
    assert!(w.starts_with("same as Wythoff's: proved"), "{w}");
    // The text form names each member.
    let text = ok(GDWN);
    assert_eq!(text.lines().count(), 6);
    assert!(text.starts_with("gdwn p=1 q=2: "), "{text}");
}

#[test]
fn shards_merge_into_the_rows_of_one_run() {
    let dir = Scratch::new("shards");
    let p = |n: &str| dir.path().join(n).display().to_string();
    let (whole, s1, s2, merged) = (p("whole.jsonl"), p("s1.jsonl"), p("s2.jsonl"), p("m.jsonl"));
    let run = |extra: &[&str]| {
        let mut a = GDWN.to_vec();
        a.extend_from_slice(extra);
        ok(&a)
    };
    run(&["--out", &whole]);
    run(&["--shard", "1/2", "--out", &s1]);
    run(&["--shard", "2/2", "--out", &s2]);
    assert_eq!(rows(&std::fs::read_to_string(&s1).unwrap()).len(), 3);
    ok(&["survey", "--merge", &s1, &s2, "--out", &merged]);
    let mut a: Vec<Value> = rows(&std::fs::read_to_string(&whole).unwrap())
        .iter()
        .map(comparable)
        .collect();
    let mut b: Vec<Value> = rows(&std::fs::read_to_string(&merged).unwrap())
        .iter()
        .map(comparable)
        .collect();
    let key = |v: &Value| v["key"].as_str().unwrap().to_string();
    a.sort_by_key(key);
    b.sort_by_key(key);
    assert_eq!(a, b);
    // Merging a shard twice keeps each member once.
    let twice = ok(&["survey", "--merge", &s1, &s1, "--json"]);
    assert_eq!(twice.lines().count(), 3);
}

#[test]
fn a_rerun_computes_only_the_missing_members() {
    let dir = Scratch::new("rerun");
    let out = dir.path().join("rows.jsonl");
    let o = out.display().to_string();
    let base = [
        "survey",
        "a_wythoff",
        "--bound",
        "300",
        "--learn-up-to",
        "100",
        "--out",
        &o,
        "--json",
    ];
    let with = |r: &'static str| {
        let mut a = base.to_vec();
        a.extend_from_slice(&["--range", r]);
        a
    };
    ok(&with("a=1..3"));
    let first = std::fs::read_to_string(&out).unwrap();
    // A torn last line (a crash in the middle of a write) is cut off and recomputed.
    std::fs::write(&out, format!("{first}{}", &first[..40])).unwrap();
    let printed = rows(&ok(&with("a=1..5")));
    assert_eq!(printed.len(), 5);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.starts_with(&first),
        "the stored rows are kept as they were"
    );
    let stored = rows(&text);
    assert_eq!(stored.len(), 5);
    // The rows already there were read, not computed again: the same seconds.
    assert_eq!(printed[..3], stored[..3]);
    let again = rows(&ok(&with("a=1..5")));
    assert_eq!(again, stored);
    assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
    // A damaged row is refused with its line number, and the file is left alone.
    let bad = text.replacen("\"bound\":300", "\"bound\":301", 1);
    std::fs::write(&out, &bad).unwrap();
    let e = error(&with("a=1..5"));
    assert!(e.contains("line 1: the checksum does not match"), "{e}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), bad);
    // An interrupted shard is not merged.
    std::fs::write(&out, format!("{first}{}", &first[..40])).unwrap();
    let e = error(&["survey", "--merge", &o]);
    assert!(e.contains("cut short"), "{e}");
}

#[test]
fn a_member_over_its_budget_is_a_refused_row() {
    let got = rows(&ok(&[
        "survey",
        "blocking_wythoff",
        "--range",
        "k=1,40",
        "--bound",
        "40000",
        "--learn-up-to",
        "0",
        "--memory",
        "2",
        "--json",
    ]));
    assert_eq!(got.len(), 2);
    assert_eq!(got[0]["status"], "done", "{}", got[0]);
    assert_eq!(got[1]["status"], "refused", "{}", got[1]);
    let why = got[1]["reason"].as_str().unwrap();
    assert!(
        why.contains("MB for the engine to 40000 (budget 2 MB)"),
        "{why}"
    );
}

#[test]
fn bad_input_is_one_error_line() {
    let cases: &[(&[&str], &str)] = &[
        (&["survey", "no_such_family"], "not a built-in family"),
        (&["survey", "gdwn", "--shard", "3/2"], "--shard 3/2"),
        (&["survey", "gdwn", "--shard", "x"], "--shard x"),
        (
            &["survey", "gdwn", "--range", "z=1..3"],
            "declares no parameter 'z'",
        ),
        (&["survey", "gdwn", "--range", "q=5..1"], "empty range"),
        (&["survey", "gdwn", "--range", "q"], "write NAME=VALUES"),
        (&["survey", "gdwn", "--where", "p <"], "where 'p <'"),
        (&["survey", "gdwn", "--memory", "0"], "memory 0 MB"),
        (&["survey", "gdwn", "--memory", "9000"], "memory 9000 MB"),
        (&["survey", "gdwn", "--bound", "1"], "bound 1"),
        (
            &["survey", "gdwn", "--bound", "200000000"],
            "bound 200000000",
        ),
        (
            &["survey", "gdwn", "--learn-up-to", "70000"],
            "learn_up_to 70000",
        ),
        (
            &["survey", "gdwn", "--range", "q=1..200000"],
            "more than 100000",
        ),
        (
            &["survey", "--merge", "/nonexistent/rows.jsonl"],
            "cannot read",
        ),
    ];
    for (args, want) in cases {
        let e = error(args);
        assert!(e.contains(want), "wythoff {args:?}: {e}");
    }
    // A rules file without the survey's parameter; a file that is not a rules file.
    let dir = Scratch::new("badfile");
    let f = dir.path().join("bad.toml");
    std::fs::write(
        &f,
        "name = \"x\"\n[survey]\nk = \"1..3\"\n[[move]]\ntake = \"(t, 0)\"\n",
    )
    .unwrap();
    let e = error(&["survey", &f.display().to_string()]);
    assert!(e.contains("declares no parameter 'k'"), "{e}");
    assert!(Path::new(&f).exists());
}

#[test]
fn a_rules_file_with_a_survey_table() {
    let dir = Scratch::new("table");
    let f = dir.path().join("gdwn_small.toml");
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/gallery/gdwn.toml"))
        .unwrap()
        + "\n[survey]\np = 1\nq = \"3..4\"\n";
    std::fs::write(&f, text).unwrap();
    let listed = ok(&["survey", &f.display().to_string(), "--list"]);
    assert_eq!(listed, "gdwn p=1 q=3\ngdwn p=1 q=4\n");
}

#[test]
fn help_states_the_limits() {
    let help = ok(&["survey", "--help"]);
    for limit in [
        "100000000",
        "16384",
        "60000",
        "8192",
        "100000 members",
        "I/N",
    ] {
        assert!(
            help.contains(limit),
            "survey --help does not say {limit}:\n{help}"
        );
    }
}
