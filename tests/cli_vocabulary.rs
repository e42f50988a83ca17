//! The shared command-line vocabulary, run as a user would: `--json` prints the same data
//! as the text form, `--out` writes where it says, `--alter SPEC` everywhere, the exit
//! codes 0 / 1 / 2 / 3. (`src/cli/vocabulary.rs` checks the flags' names on clap's own
//! description of every subcommand.)

use std::process::{Command, Output};

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn json(o: &Output) -> serde_json::Value {
    serde_json::from_str(&stdout(o)).expect("valid JSON")
}

#[test]
fn positions_json_holds_the_text_lines() {
    let text = stdout(&wythoff(&["positions", "wythoff", "--count", "5"]));
    let v = json(&wythoff(&[
        "positions",
        "wythoff",
        "--count",
        "5",
        "--json",
    ]));
    let rows: Vec<String> = v
        .as_array()
        .expect("an array")
        .iter()
        .map(|p| {
            p.as_array()
                .expect("a position")
                .iter()
                .map(|x| x.as_u64().expect("an integer").to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(rows.join("\n") + "\n", text);
    assert_eq!(text, "0 0\n1 2\n3 5\n4 7\n6 10\n");
    // --nth: one position, numbered from n.
    let v = json(&wythoff(&[
        "positions",
        "blocking",
        "--k",
        "2",
        "--nth",
        "3",
        "--json",
    ]));
    assert_eq!(v.as_array().map(Vec::len), Some(1));
    // --bfile alone is coordinate 1 (`tests/cli.rs` has --coordinate); --coordinate
    // without --bfile is refused.
    assert_eq!(
        stdout(&wythoff(&[
            "positions",
            "wythoff",
            "--count",
            "3",
            "--bfile"
        ])),
        "0 0\n1 1\n2 3\n"
    );
    let o = wythoff(&["positions", "wythoff", "--count", "3", "--coordinate", "2"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn grundy_json_holds_the_rows() {
    let v = json(&wythoff(&["grundy", "wythoff", "--side", "3", "--json"]));
    assert_eq!(v, serde_json::json!([[0, 1, 2], [1, 2, 0], [2, 0, 1]]));
    // The alteration is --alter SPEC, as in `positions` and `offset`.
    let g = stdout(&wythoff(&[
        "grundy", "altered", "--alter", "P: 0,1", "--side", "2",
    ]));
    assert_eq!(g.lines().count(), 2);
    let o = wythoff(&["grundy", "altered", "P: 0,1", "--side", "2"]);
    assert_eq!(
        o.status.code(),
        Some(2),
        "a positional alteration is refused"
    );
}

#[test]
fn tables_conjectures_words_and_queries_speak_json() {
    let list = stdout(&wythoff(&["table", "--list"]));
    let id = list.split_whitespace().next().expect("a table");
    let a = json(&wythoff(&["table", id, "--json"]));
    let b = json(&wythoff(&["table", id, "--format", "json"]));
    assert_eq!(a, b);
    let w = json(&wythoff(&["word", "w", "01", "--times", "2", "--json"]));
    let text = stdout(&wythoff(&["word", "w", "01", "--times", "2"]));
    let from_json: Vec<&str> = w
        .as_array()
        .expect("an array")
        .iter()
        .map(|s| s.as_str().expect("a string"))
        .collect();
    assert_eq!(from_json, text.lines().collect::<Vec<_>>());
    assert_eq!(from_json[0], "00101");
    let q = json(&wythoff(&["smt", "--list", "--json"]));
    let ids: Vec<&str> = q
        .as_array()
        .expect("an array")
        .iter()
        .map(|x| x["id"].as_str().expect("an id"))
        .collect();
    assert!(ids.contains(&"kf.lemma2"), "{ids:?}");
    let plain = stdout(&wythoff(&["smt", "--list"]));
    assert_eq!(plain.lines().count(), ids.len());
}

#[test]
fn out_is_the_one_output_flag() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("vocabulary-out");
    let _ = std::fs::remove_dir_all(&dir);
    let d = dir.to_str().expect("utf-8");
    stdout(&wythoff(&["smt", "kf.lemma2", "--out", d]));
    assert!(dir.join("kf.lemma2.smt2").is_file());
    for retired in [
        &["smt", "--emit", d][..],
        &["prove", "--save", d, "-"],
        &["guess", "wythoff", "--save", d],
    ] {
        let o = wythoff(retired);
        assert_eq!(o.status.code(), Some(2), "{retired:?} is not refused");
    }
}

#[test]
fn a_guess_without_a_result_exits_3() {
    // Too little data for any closed, consistent table at exactly length 2.
    let o = wythoff(&[
        "guess",
        "blocking",
        "--k",
        "3",
        "--numeration",
        "msd_2",
        "--up-to",
        "40",
        "--max-states",
        "1",
    ]);
    assert_eq!(
        o.status.code(),
        Some(3),
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    );
}
