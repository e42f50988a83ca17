//! Walnut's `ost NAME [PREPERIOD] [PERIOD]` in `wythoff prove`: the Ostrowski system of a
//! quadratic irrational, checked on arithmetic whose answers are derived by hand (the
//! automata themselves are checked against brute force in `automatic_prover::numeration::ostrowski`).

use std::io::Write;
use std::process::{Command, Stdio};

fn prove(script: &str) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(["prove", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write");
    let o = child.wait_with_output().expect("runs");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn the_manual_system_adds_and_counts() {
    // alpha = (5 + sqrt 13)/6 = [0; 3, 1, (1, 2)]: place values 1, 3, 4, 7, 18, 25, 68.
    let (code, out, err) = prove(
        "ost numsys [0 3 1] [1 2];\n\
         eval succ \"?msd_numsys Ax Ey y=x+1\";\n\
         eval assoc \"?msd_numsys Ax,y,z (x+y)+z = x+(y+z)\";\n\
         eval half \"?msd_numsys Ex x+x=25\";\n\
         eval odd \"?msd_numsys Ex x+x=36\";\n\
         eval lsd \"?lsd_numsys Ax,y x+y=y+x\";\n\
         eval sums \"?msd_numsys 18 = 7 + 7 + 4\";\n\
         eval wrong \"?msd_numsys 18 = 7 + 7 + 3\";\n\
         def five \"?msd_numsys x = y + 5\";\n",
    );
    assert_eq!(code, Some(0), "{err}");
    for line in [
        "succ: TRUE",
        "assoc: TRUE",
        "half: FALSE",
        "odd: TRUE",
        "lsd: TRUE",
        "sums: TRUE",
        "wrong: FALSE",
    ] {
        assert!(out.lines().any(|l| l == line), "{line} missing in:\n{out}");
    }
    assert!(out.contains("five: "), "{out}");
}

#[test]
fn the_pell_system_is_pells() {
    // ost with [0] [2] is msd_pell under another name: the same answers.
    // A variable is read in one system (as in Walnut): compare the automata's sizes.
    let (code, out, err) = prove(
        "ost mypell [0] [2];\n\
         def mine \"?msd_mypell x+y=z & x < 2*y\";\n\
         def pells \"?msd_pell x+y=z & x < 2*y\";\n",
    );
    assert_eq!(code, Some(0), "{err}");
    let states = |name: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(&format!("{name}: ")))
            .map(str::to_string)
    };
    assert!(states("mine").is_some(), "{out}");
    assert_eq!(states("mine"), states("pells"), "{out}");
    let (code, out, _) =
        prove("ost mypell [0] [2];\neval twelve \"?msd_mypell Ex x+x+x+x = 48 & x = 12\";\n");
    assert_eq!(code, Some(0));
    assert!(out.contains("twelve: TRUE"), "{out}");
}

#[test]
fn bad_ost_commands_are_one_line_errors() {
    for (script, says) in [
        ("ost s [0] [];\n", "period"),
        ("ost s [0 2] [0];\n", "partial quotient"),
        // `ost fib [0] [1];` defines msd_fib itself and is accepted; another system
        // under a built-in name is not.
        ("ost fib [0] [2];\n", "built-in"),
        ("ost s [0] [2];\nost s [0] [3];\n", "already"),
        ("ost s 0 [2];\n", "preperiod"),
        ("ost s [0] [2 x];\n", "number"),
    ] {
        let (code, out, err) = prove(script);
        assert_eq!(code, Some(2), "{script}: {out}{err}");
        assert_eq!(err.lines().count(), 1, "{script}: {err}");
        assert!(err.contains(says), "{script}: {err}");
    }
}
