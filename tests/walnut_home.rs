//! `wythoff prove --walnut-home DIR` and `--open-evals`: a pasted Walnut session finds its
//! automata and words in the user's Walnut folder, and its open `eval`s print `N states`.

mod common;

use common::prove;
use std::path::PathBuf;

/// A Walnut folder: `$even` (msd_2: the last digit is 0) and the word `M` = n mod 3.
fn home(tag: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("wythoff-walnut-home-{tag}-{}", std::process::id()));
    let auto = dir.join("Automata Library");
    let words = dir.join("Word Automata Library");
    std::fs::create_dir_all(&auto).expect("dir");
    std::fs::create_dir_all(&words).expect("dir");
    std::fs::write(
        auto.join("even.txt"),
        "msd_2\n\n0 1\n0 -> 0\n1 -> 1\n\n1 0\n0 -> 0\n1 -> 1\n",
    )
    .expect("write");
    std::fs::write(
        words.join("M.txt"),
        "msd_2\n\n0 0\n0 -> 0\n1 -> 1\n\n1 1\n0 -> 2\n1 -> 0\n\n2 2\n0 -> 1\n1 -> 2\n",
    )
    .expect("write");
    dir
}

#[test]
fn automata_and_words_are_read_from_the_folder() {
    let dir = home("read");
    let d = dir.to_str().expect("utf-8");
    let script = "eval e \"Ax $even(x) <=> (Ey x = 2*y)\";\n\
                  eval m \"Ax M[x] = @0 <=> (Ey x = 3*y)\";\n\
                  eval w \"Ax M[x] = @1 <=> (Ey x = 3*y+2)\";\n";
    let (code, out, err) = prove(&["--walnut-home", d], script);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "e: TRUE\nm: TRUE\nw: FALSE (counterexample: x = 1)\n");
    // Without the folder the name is unknown: one line, exit 2.
    let (code, out, err) = prove(&[] as &[&str], "eval e \"Ax $even(x) => x < 5\";\n");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(
        err.contains("unknown definition $even") && err.lines().count() == 1,
        "{err}"
    );
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_folder_that_is_not_a_directory_is_refused() {
    let (code, _, err) = prove(
        &["--walnut-home", "/nonexistent/walnut"],
        "eval t \"Ax x=x\";\n",
    );
    assert_eq!(code, 2);
    assert!(
        err.contains("--walnut-home") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn open_evals_print_states_only_when_asked() {
    let dir = home("open");
    let d = dir.to_str().expect("utf-8");
    // n = 1 mod 3 in msd_2: the three residues are the three states.
    let script = "eval o \"M[x] = @1\";\n";
    let (code, out, err) = prove(&["--walnut-home", d, "--open-evals"], script);
    assert_eq!((code, out.as_str()), (0, "o: 3 states\n"), "{err}");
    let (code, out, err) = prove(&["--walnut-home", d], script);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("eval o has free variable(s) x"), "{err}");
    std::fs::remove_dir_all(dir).ok();
}
