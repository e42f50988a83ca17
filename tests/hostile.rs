//! Hostile but fair input, command by command and option by option: every case must end
//! with exit status 2 and one `error:` line on stderr, quickly, with nothing on stdout
//! (the issue-15 fuzz pass's failures are all here, with more).

use std::io::Write;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wythoff"));
    c.args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = c.spawn().expect("the binary runs");
    if let Some(mut input) = child.stdin.take() {
        let _ = input.write_all(stdin.unwrap_or("").as_bytes());
    }
    child.wait_with_output().expect("the binary ends")
}

const CASES: &[&[&str]] = &[
    // numbers
    &["positions", "wythoff", "--count", "-1"],
    &["positions", "wythoff", "--count", "abc"],
    &["positions", "wythoff", "--count", "1e5"],
    &["positions", "wythoff", "--count", "99999999999999999999999"],
    &["positions", "wythoff", "--nth", "7046029254386353131"],
    &["positions", "wythoff", "--count", "7046029254386353133"],
    &["positions", "wythoff", "--count", "3", "--nth", "2"],
    &["positions", "wythoff"],
    &[
        "positions",
        "wythoff",
        "--count",
        "3",
        "--bfile",
        "--coordinate",
        "0",
    ],
    &[
        "positions",
        "wythoff",
        "--count",
        "3",
        "--bfile",
        "--coordinate",
        "3",
    ],
    // akiyama, l1, positive
    &["positions", "akiyama", "--nth", "10000000001"],
    &["positions", "akiyama", "--nth", "4000000001"],
    &["positions", "l1", "--nth", "1000000001"],
    &["positions", "l1", "--max-sum", "10000000001"],
    &["positions", "l1", "--engine", "rules", "--max-sum", "4001"],
    &["positions", "l1", "--engine", "magic", "--count", "3"],
    &[
        "positions",
        "positive",
        "--engine",
        "rules",
        "--nth",
        "5000",
    ],
    &[
        "positions",
        "positive",
        "--engine",
        "rules",
        "--count",
        "100000",
    ],
    &["positions", "positive", "--count", "0"],
    &["positions", "positive", "--nth", "700000001"],
    &["positions", "positive", "--nth", "200000000"],
    &["positions", "positive", "--count", "18446744073709551615"],
    &["positions", "positive", "--max-sum", "100000000000"],
    // lythoff
    &["positions", "lythoff", "--piles", "1", "--count", "3"],
    &["positions", "lythoff", "--piles", "65", "--count", "3"],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "",
        "--count",
        "3",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "-1",
        "--count",
        "3",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "B4",
        "--count",
        "3",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "1+B3-B2",
        "--nth",
        "22",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "1+B1",
        "--nth",
        "1000000000",
    ],
    // An f that grows with the position: stopped once a window would pass 1 GiB (at 16
    // piles in about 1 s; 64 piles reach the same error after 7 s of search).
    &[
        "positions",
        "lythoff",
        "--piles",
        "16",
        "--f",
        "1+B16",
        "--nth",
        "100",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--nth",
        "1000000001",
    ],
    // Accepted by the index limit, but estimated at years: refused up front.
    &[
        "positions",
        "lythoff",
        "--piles",
        "64",
        "--nth",
        "1000000000",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--f",
        "99999999999999999999999",
        "--count",
        "2",
    ],
    // blocking
    &["positions", "blocking", "--k", "0", "--count", "3"],
    &["positions", "blocking", "--k", "256", "--count", "3"],
    &["positions", "blocking", "--k", "2", "--nth", "1000000001"],
    &[
        "positions",
        "blocking",
        "--k",
        "10",
        "--count",
        "1000000002",
    ],
    // altered and offset specs
    &[
        "positions",
        "altered",
        "--alter",
        "Q: 0,0",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 0,0; P: 1,1",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 0,0; N: 0,0",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: -1,0",
        "--columns",
        "3",
    ],
    &["positions", "altered", "--alter", "P: 1", "--columns", "3"],
    &[
        "positions",
        "altered",
        "--alter",
        "P: box 3",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: box 3y4",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: box 3000x3000",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 99999999999999999999,0",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 1048576,0",
        "--columns",
        "3",
    ],
    &["positions", "altered", "--alter", "0,0", "--columns", "3"],
    &[
        "positions",
        "altered",
        "--alter",
        "@/nonexistent/spec",
        "--columns",
        "3",
    ],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 0,0",
        "--columns",
        "10000000001",
    ],
    &["offset", "--alter", "P: 0,1048575"],
    &["offset", "--alter", "P: 1048575,0"],
    &["offset", "--alter", "P: 100,100000"],
    &["offset", "--alter", "P: box 1048575x1"],
    &["offset", "--alter", "P: box 1x1048575"],
    &["offset", "--alter", "P: 0,0", "--columns", "99"],
    &["offset", "--alter", "P: 0,0", "--columns", "100000001"],
    &["offset", "--alter", "P: x"],
    // grundy
    &["grundy", "wythoff", "--side", "0"],
    &["grundy", "wythoff"],
    &["grundy", "wythoff", "--side", "-5"],
    &["grundy", "wythoff", "--side", "1e4"],
    &["grundy", "wythoff", "--side", "100000"],
    &["grundy", "wythoff", "--side", "99999999999999999999"],
    &["grundy", "wythoff", "--side", "70000", "--bfile"],
    &["grundy", "--side", "5"],
    &["grundy", "nosuch", "--side", "5"],
    &["grundy", "blocking", "--k", "2", "--side", "5"],
    &["grundy", "blocking", "--k", "0", "--side", "5"],
    &["grundy", "blocking", "--side", "5"],
    &["grundy", "altered", "--side", "5"],
    &["grundy", "altered", "--alter", "P: x", "--side", "5"],
    &[
        "grundy",
        "altered",
        "--alter",
        "P: 0,0; N: 0,0",
        "--side",
        "5",
    ],
    &[
        "grundy",
        "altered",
        "--alter",
        "@/nonexistent/spec",
        "--side",
        "5",
    ],
    // check, list, table, conjecture
    &["check", "no.such.id"],
    &["check", "akiyama.thm1", "--paper", "kf"],
    &["check", "--all", "akiyama.thm1"],
    &["check", "--paper", "nosuch"],
    &["check", "akiyama.thm1", "--bound", "0"],
    &["check", "akiyama.thm1", "--bound", "18446744073709551615"],
    &["check", "akiyama.cor1", "--bound", "10000000000"],
    &["check", "--bound", "-3"],
    &["check", "--deep", "--bound", "5"],
    &["list", "--paper", "nosuch"],
    &["table", "nosuch"],
    &["table"],
    &["conjecture", "nosuch", "--up-to", "10"],
    &["conjecture", "akiyama.conj1", "--up-to", "1"],
    &[
        "conjecture",
        "akiyama.conj1",
        "--up-to",
        "99999999999999999999",
    ],
    // word
    &["word", "update", "0120"],
    &["word", "update", ""],
    &["word", "w", "0010", "--times", "65"],
    &["word", "w", "0010", "--times", "-1"],
    &["word", "w", "0101010101010101010101", "--times", "40"],
    &["word", "area", "01", "011"],
    &["word", "defects", "01", "10x"],
    // deep, reproduce, smt
    &[
        "deep",
        "--akiyama-up-to",
        "5",
        "--out",
        "/tmp/wythoff-hostile-deep",
    ],
    &[
        "deep",
        "--larsson-up-to",
        "5",
        "--akiyama-up-to",
        "0",
        "--out",
        "/tmp/wythoff-hostile-deep",
    ],
    &[
        "deep",
        "--larsson-up-to",
        "10000001",
        "--akiyama-up-to",
        "0",
        "--out",
        "/tmp/wythoff-hostile-deep",
    ],
    &[
        "deep",
        "--checkpoint-every",
        "0",
        "--out",
        "/tmp/wythoff-hostile-deep",
    ],
    &[
        "deep",
        "--akiyama-up-to",
        "1000",
        "--larsson-up-to",
        "0",
        "--out",
        "/proc/forbidden",
    ],
    &["reproduce", "--out", "/proc/forbidden"],
    &["reproduce", "--resume"],
    &["smt", "nosuch"],
    &["smt", "--timeout", "x"],
    // the command line itself
    &["nosuch"],
    &["positions", "nosuch", "--count", "3"],
    &["--nosuch"],
];

/// Requests past the compared range, refused by their size or time limits even with
/// `--past-compared` (without it, the same requests in [`CASES`] stop at the gate).
const PAST_CASES: &[&[&str]] = &[
    &["positions", "akiyama", "--nth", "4000000001"],
    &["positions", "positive", "--nth", "700000001"],
    &["positions", "positive", "--max-sum", "100000000000"],
    &[
        "positions",
        "lythoff",
        "--piles",
        "3",
        "--nth",
        "1000000001",
    ],
    &[
        "positions",
        "lythoff",
        "--piles",
        "64",
        "--nth",
        "1000000000",
    ],
    &["positions", "blocking", "--k", "2", "--nth", "1000000001"],
    &[
        "positions",
        "altered",
        "--alter",
        "P: 0,0",
        "--columns",
        "10000000001",
    ],
    &["grundy", "wythoff", "--side", "100000"],
    &[
        "deep",
        "--larsson-up-to",
        "10000001",
        "--akiyama-up-to",
        "0",
        "--out",
        "/tmp/wythoff-hostile-deep",
    ],
];

#[test]
fn every_hostile_input_is_one_error_line_with_exit_2() {
    let mut failures = Vec::new();
    let past: Vec<Vec<&str>> = PAST_CASES
        .iter()
        .map(|a| a.iter().copied().chain(["--past-compared"]).collect())
        .collect();
    for args in CASES.iter().copied().chain(past.iter().map(Vec::as_slice)) {
        let start = Instant::now();
        let o = run(args, None);
        let took = start.elapsed();
        let err = String::from_utf8_lossy(&o.stderr);
        let out = String::from_utf8_lossy(&o.stdout);
        let lines = err.lines().count();
        if o.status.code() != Some(2)
            || lines != 1
            || !err.starts_with("error")
            || !out.is_empty()
            || err.len() > 700
            || took > Duration::from_secs(20)
        {
            failures.push(format!(
                "{args:?}: exit {:?}, {lines} stderr lines, {} stdout bytes, {took:?}: {}",
                o.status.code(),
                out.len(),
                err.chars().take(300).collect::<String>()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn specs_from_stdin_and_files() {
    let o = run(
        &["positions", "altered", "--alter", "-", "--columns", "3"],
        Some("P: 0,0"),
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), "0 0\n1 2\n2 1\n");
    let path = std::env::temp_dir().join(format!("wythoff-spec-{}", std::process::id()));
    // A spec past the 128 KB argument limit: 40000 cells.
    let big: String = std::iter::once("N:".to_string())
        .chain((0..40_000).map(|i| format!(" {},{}", i % 200, 1000 + i / 200)))
        .collect();
    std::fs::write(&path, &big).unwrap();
    let arg = format!("@{}", path.display());
    let o = run(
        &["positions", "altered", "--alter", &arg, "--columns", "2"],
        None,
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let _ = std::fs::remove_file(&path);
    let o = run(
        &["positions", "altered", "--alter", "-", "--columns", "3"],
        Some("P: x"),
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_long_bad_input_is_not_echoed_whole() {
    let spec = format!("P: {}", "0,0 ".repeat(25_000)) + "zz";
    let o = run(&["offset", "--alter", &spec], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(o.stderr.len() < 700, "{} bytes", o.stderr.len());
}

#[test]
fn offsets_that_do_not_stand_out_are_not_printed_as_numbers() {
    for (spec, cols) in [("P: box 500x500", "5000"), ("P: box 8x13", "100")] {
        let o = run(&["offset", "--alter", spec, "--columns", cols], None);
        assert_eq!(o.status.code(), Some(0));
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(out.lines().next(), Some("not converged"), "{spec}: {out}");
    }
    let o = run(&["offset", "--alter", "P: 9999,0"], None);
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.starts_with("0 1\ntheorem 3: 0 1\n"), "{out}");
}

#[test]
fn zero_applications_print_the_input() {
    for op in ["w", "update"] {
        let o = run(&["word", op, "0010", "--times", "0"], None);
        assert_eq!(String::from_utf8_lossy(&o.stdout), "0010\n");
    }
}

#[test]
fn a_closed_standard_output_is_an_error() {
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' positions wythoff --count 10 >&-",
            env!("CARGO_BIN_EXE_wythoff")
        ))
        .output()
        .unwrap();
    assert_eq!(
        o.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let o = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "'{}' positions wythoff --count 10 > /dev/null",
            env!("CARGO_BIN_EXE_wythoff")
        ))
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0));
}
