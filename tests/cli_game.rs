//! `wythoff game`: the command line of games from their rules (a contract: these tests
//! run the binary).

use std::process::{Command, Output};

fn wythoff(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A refusal: exit 2, one `error:` line, nothing on standard output.
fn refused(o: &Output) -> String {
    assert_eq!(o.status.code(), Some(2), "{}", err(o));
    assert!(out(o).is_empty(), "{}", out(o));
    let e = err(o);
    assert!(
        e.starts_with("error: ") && e.trim_end().lines().count() == 1,
        "{e}"
    );
    e
}

#[test]
fn list_and_show_print_the_gallery() {
    let o = wythoff(&["game", "--list"]);
    assert_eq!(o.status.code(), Some(0));
    for (name, _) in wythoff_lab::games::rules::gallery::rules_files() {
        assert!(out(&o).lines().any(|l| l.starts_with(name)), "{name}");
    }
    let o = wythoff(&["game", "gdwn", "--show"]);
    let want = wythoff_lab::games::rules::gallery::rules("gdwn").expect("gdwn");
    assert!(out(&o).starts_with(want));
    assert!(
        out(&o).contains("same_as_wythoff"),
        "its conjectures follow"
    );
    let e = refused(&wythoff(&["game", "no_such_game", "--show"]));
    assert!(e.contains("gdwn") && e.contains("wythoff_terminal"), "{e}");
}

#[test]
fn positions_and_grundy_equal_the_built_in_commands() {
    let o = wythoff(&["game", "wythoff", "positions", "--count", "30", "--upper"]);
    let built_in = wythoff(&["positions", "wythoff", "--count", "30"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(out(&o), out(&built_in));
    let o = wythoff(&["game", "wythoff", "grundy", "--side", "12"]);
    assert_eq!(
        out(&o),
        out(&wythoff(&["grundy", "wythoff", "--side", "12"]))
    );
    let o = wythoff(&[
        "game",
        "wythoff",
        "positions",
        "--nth",
        "5",
        "--upper",
        "--json",
    ]);
    assert_eq!(out(&o), "[[6,10]]\n");
    let o = wythoff(&["game", "wythoff", "positions", "--count", "0"]);
    assert_eq!((o.status.code(), out(&o)), (Some(0), String::new()));
}

#[test]
fn a_request_past_the_compared_box_is_refused_or_noted() {
    let e = refused(&wythoff(&[
        "game",
        "wythoff",
        "positions",
        "--count",
        "400",
    ]));
    assert!(e.contains("--past-compared") && e.contains("400"), "{e}");
    let o = wythoff(&[
        "game",
        "wythoff",
        "positions",
        "--count",
        "400",
        "--past-compared",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(out(&o).lines().count(), 400);
    assert!(err(&o).starts_with("note: "), "{}", err(&o));
    let e = refused(&wythoff(&["game", "wythoff", "grundy", "--side", "500"]));
    assert!(e.contains("--past-compared"), "{e}");
}

#[test]
fn bad_input_is_one_line_with_exit_2() {
    let dir = std::env::temp_dir().join(format!("cli_game_{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let bad = dir.join("bad.toml");
    std::fs::write(&bad, "name = \"bad\"\n[[move]]\ntake = \"(t*t, 0)\"\n").expect("write");
    let e = refused(&wythoff(&[
        "game",
        bad.to_str().expect("path"),
        "positions",
        "--count",
        "3",
    ]));
    assert!(e.contains("move 1") || e.contains("take"), "{e}");
    let e = refused(&wythoff(&[
        "game",
        "gdwn",
        "--param",
        "p",
        "positions",
        "--count",
        "3",
    ]));
    assert!(e.contains("NAME=VALUE"), "{e}");
    refused(&wythoff(&["game", "wythoff"]));
    refused(&wythoff(&["game", "wythoff", "positions"]));
    refused(&wythoff(&[
        "game",
        "wythoff",
        "check",
        "--side",
        "401",
        "--box-only",
    ]));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn prove_writes_a_file_that_prove_re_runs_true() {
    let dir = std::env::temp_dir().join(format!("cli_game_prove_{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("g34.walnut");
    let o = wythoff(&[
        "game",
        "gdwn",
        "--param",
        "p=3",
        "--param",
        "q=4",
        "prove",
        "--out",
        file.to_str().expect("path"),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(out(&o).contains("proved, 7 states (msd_fib"), "{}", out(&o));
    let o = wythoff(&["prove", "--expect-true", file.to_str().expect("path")]);
    assert_eq!(o.status.code(), Some(0), "{}{}", out(&o), err(&o));
    assert!(out(&o).contains(": TRUE") && !out(&o).contains("FALSE"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_exits_1_when_a_verdict_contradicts_its_expect() {
    let o = wythoff(&["game", "wythoff", "check", "--side", "60", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_str(&out(&o)).expect("json");
    assert!(v.as_array().is_some_and(|a| !a.is_empty()));
    let dir = std::env::temp_dir().join(format!("cli_game_check_{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let c = dir.join("wrong.conjectures.toml");
    std::fs::write(
        &c,
        "[[conjecture]]\nname = \"wrong\"\nclaim = \"$P(1,3)\"\nexpect = \"true\"\n",
    )
    .expect("write");
    let o = wythoff(&[
        "game",
        "wythoff",
        "check",
        "--conjectures",
        c.to_str().expect("path"),
        "--side",
        "20",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}{}", out(&o), err(&o));
    assert!(out(&o).contains("DIFFERS"), "{}", out(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn guess_tries_the_systems_the_data_names_in_turn() {
    // Splythoff's beams lie around slopes of the Tribonacci constant: msd_trib is tried
    // first (named with its reason on standard error) and proves the P-set.
    let o = wythoff(&["game", "splythoff", "guess", "--up-to", "3000"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("proved, 45 states (msd_trib"),
        "{}",
        out(&o)
    );
    assert!(err(&o).contains("trying msd_trib: "), "{}", err(&o));
    // (1,2)-GDWN: every system named is tried, none proves; exit 3 with one line saying so.
    let o = wythoff(&["game", "gdwn", "guess"]);
    assert_eq!(o.status.code(), Some(3), "{}", err(&o));
    assert!(
        out(&o).contains("gdwn: not proved in any system the data names ("),
        "{}",
        out(&o)
    );
}
