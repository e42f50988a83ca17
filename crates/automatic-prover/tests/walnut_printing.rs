//! What `prove` prints, word for word as Java Walnut 8 prints it, and the notes it adds.
//!
//! * Counts: Walnut writes every state count as `N states`, 1 included (its eval/def
//!   steps, `EvalDef.java`: `":" + Q + " states - "`), `describe` as `State count:N`
//!   (`Describe.java`), and a short `test` as `NAME only accepts N inputs, which are as
//!   follows: ` (`Test.java`), whatever N. Java Walnut 8 run on `def ca "x = x":`, `reg ch
//!   msd_2 "";` and `def cf "x < y & y < x":` prints `1 states` for each.
//! * The note of a `reg` that dropped invalid words names each system with invalid words
//!   once.

mod common;

use automatic_prover::Session;
use common::session_lines as run;

#[test]
fn counts_are_written_as_walnut_writes_them() {
    let mut s = Session::default();
    let out = run(
        &mut s,
        "def ca \"x = x\";\nreg ch msd_2 \"\";\ndef cf \"x < y & y < x\";\ndef cd \"x = 1\";\n\
         morphism one \"0->00\";\npromote Z one;",
    );
    assert_eq!(
        out,
        [
            "ca: 1 states",
            "ch: 1 states",
            "cf: 1 states",
            "cd: 2 states",
            "Defined with domain [0] and range [0]",
            "Z: 1 states"
        ]
    );
    let out = run(&mut s, "describe $ca;\nreg z msd_2 \"1\";\ntest z 3;");
    assert!(out[0].contains("\nState count:1\n"), "{}", out[0]);
    assert_eq!(out[2], "z only accepts 1 inputs, which are as follows: \n1");
}

#[test]
fn a_reg_note_names_each_system_once() {
    let mut s = Session::default();
    run(&mut s, "reg a msd_fib msd_fib \"[1,0][1,1]\";");
    assert_eq!(
        s.notes,
        [
            "reg a: words of the expression that are no valid representation in msd_fib were \
          dropped (Walnut keeps them)"
        ]
    );
    // A set alphabet's track and msd_2's keep every word and are not named.
    let mut s = Session::default();
    run(
        &mut s,
        "reg b {0,1} msd_fib msd_2 msd_trib \"[0,1,1,1][1,1,1,1]\";",
    );
    assert_eq!(
        s.notes,
        [
            "reg b: words of the expression that are no valid representation in msd_fib, \
          msd_trib were dropped (Walnut keeps them)"
        ]
    );
}
