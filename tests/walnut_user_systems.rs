//! Where this crate meets a user's Walnut folder or Walnut's habits: a `Custom Bases/` file
//! under a built-in system's name is the user's system (said once on stderr, unless it is
//! the built-in one), and a `reg` that drops invalid words says so on stderr.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn prove(script: &str, args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .arg("prove")
        .args(args)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    std::io::Write::write_all(&mut child.stdin.take().expect("stdin"), script.as_bytes())
        .expect("writes");
    child.wait_with_output().expect("ends")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).to_string()
}

/// A Walnut folder whose `Custom Bases/msd_pell*.txt` define the system `system` (in this
/// crate's words, e.g. `ost p [0 2 1] [2]` then `msd_p`): its valid representations and
/// its adder, computed here and written in Walnut's format with alphabets `{0, 1, 2}`.
fn home_with_pell(name: &str, preamble: &str, system: &str) -> PathBuf {
    let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&home);
    let out = home.join("made");
    let script =
        format!("{preamble}\ndef valid \"?{system} x = x\";\ndef adder \"?{system} x + y = z\";\n");
    let o = prove(&script, &["--out-walnut", out.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let bases = home.join("Custom Bases");
    std::fs::create_dir_all(&bases).expect("mkdir");
    for (from, to, inputs) in [("valid", "msd_pell", 1), ("adder", "msd_pell_addition", 3)] {
        let t = std::fs::read_to_string(out.join("Automata Library").join(format!("{from}.txt")))
            .expect("written");
        let (_, rest) = t.split_once('\n').expect("a header line");
        let header = vec!["{0, 1, 2}"; inputs].join(" ");
        std::fs::write(bases.join(format!("{to}.txt")), format!("{header}\n{rest}"))
            .expect("write");
    }
    home
}

/// In the user's Pell system (the Ostrowski system of [0; 2, 1, 2, 2, ...], in Q(sqrt 2):
/// place values 1, 2, 3, 8, 19, ...) 3 is written `100`; in the built-in one (1, 2, 5, 12,
/// ...) `100` is 5.
const PROBE: &str = "reg h msd_pell \"0*100\";\neval three \"?msd_pell Ax $h(x) <=> x = 3\";\neval five \"?msd_pell Ax $h(x) <=> x = 5\";\n";

#[test]
fn a_users_msd_pell_is_used_and_said_once() {
    let home = home_with_pell("user-pell", "ost p [0 2 1] [2];", "msd_p");
    let o = prove(PROBE, &["--walnut-home", home.to_str().expect("utf-8")]);
    let (out, err) = (text(&o.stdout), text(&o.stderr));
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(
        out.contains("three: TRUE") && out.contains("five: FALSE"),
        "{out}"
    );
    let notes: Vec<&str> = err.lines().filter(|l| l.contains("msd_pell")).collect();
    assert_eq!(notes.len(), 1, "{err}");
    assert!(notes[0].contains("not the built-in"), "{err}");
    // Without the folder: the built-in system, nothing said.
    let o = prove(PROBE, &[]);
    assert!(text(&o.stdout).contains("three: FALSE") && text(&o.stdout).contains("five: TRUE"));
    assert_eq!(text(&o.stderr), "");
}

#[test]
fn a_file_equal_to_the_built_in_system_changes_nothing() {
    let home = home_with_pell("builtin-pell", "", "msd_pell");
    let o = prove(PROBE, &["--walnut-home", home.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(
        text(&o.stdout).contains("five: TRUE"),
        "{}",
        text(&o.stdout)
    );
    assert_eq!(text(&o.stderr), "");
}

#[test]
fn a_reg_that_drops_invalid_words_says_so() {
    let o = prove("reg a msd_fib \"1011\";\neval t \"Ex $a(x)\";\n", &[]);
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(0), "{err}");
    assert!(text(&o.stdout).contains("t: FALSE"));
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("reg a") && err.contains("dropped") && err.contains("msd_fib"),
        "{err}"
    );
    // Nothing dropped, nothing said.
    for quiet in ["reg a msd_fib \"1010\";\n", "reg a msd_2 \"1011\";\n"] {
        let o = prove(quiet, &[]);
        assert_eq!(o.status.code(), Some(0));
        assert_eq!(text(&o.stderr), "", "{quiet}");
    }
}
