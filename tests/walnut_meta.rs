//! Walnut's `[export N FORMAT]` prefix, `help`, and `load FILE;` under `--json`, through
//! `wythoff prove`.

mod common;

use common::prove;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn temp(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wythoff-meta-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// The words of `len` letters (one digit each) a BA file's automaton accepts.
fn ba_accepts(text: &str, word: &[u32]) -> bool {
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("[0]"), "{text}");
    let mut moves: Vec<(u32, u32, u32)> = Vec::new();
    let mut accepting = BTreeSet::new();
    for l in lines {
        match l.split_once(",[") {
            Some((letter, rest)) => {
                let (from, to) = rest.split_once("]->[").expect("a transition");
                moves.push((
                    letter.parse().expect("a digit"),
                    from.parse().expect("a state"),
                    to.trim_end_matches(']').parse().expect("a state"),
                ));
            }
            None => {
                accepting.insert(l.trim_matches(['[', ']']).parse::<u32>().expect("a state"));
            }
        }
    }
    let mut now: BTreeSet<u32> = BTreeSet::from([0]);
    for &d in word {
        now = moves
            .iter()
            .filter(|(l, f, _)| *l == d && now.contains(f))
            .map(|m| m.2)
            .collect();
    }
    now.iter().any(|q| accepting.contains(q))
}

#[test]
fn export_prefix_writes_the_automaton_before_each_projection() {
    let out = temp("export");
    let o = out.to_str().expect("utf-8");
    // r(x, y): x is 0*11 and y is 0*01 on the same length (x = 3, y = 1, literally).
    let script = "reg r msd_2 msd_2 \"[0,0]*[1,0][1,1]\";\n\
                  [export 0 BA][export * GV]def p \"Ex $r(x,y)\"::\n\
                  [export 1 BA]eval q \"Ey,z $r(y,z)\"::\n";
    let (code, stdout, err) = prove(["--out", o, "--open-evals"], script);
    assert_eq!(code, 0, "{err}");
    assert_eq!(stdout, "r: 3 states\np: 2 states\nq: TRUE\n");
    // The projection of x from (x, y): y's track only, without the zero closure, so over
    // three digits it accepts exactly 001.
    let ba = std::fs::read_to_string(out.join("p_0_pre.ba")).expect("written");
    for y in 0..8u32 {
        let word = [y >> 2 & 1, y >> 1 & 1, y & 1];
        assert_eq!(ba_accepts(&ba, &word), y == 1, "y = {y}:\n{ba}");
    }
    assert!(!ba_accepts(&ba, &[1]), "no zero closure:\n{ba}");
    let gv = std::fs::read_to_string(out.join("p_0_pre.gv")).expect("written");
    assert!(
        gv.starts_with("digraph G {") && gv.contains("doublecircle"),
        "{gv}"
    );
    // One projection in p: no second file; q's second projection only (index 1).
    assert!(!out.join("p_1_pre.gv").exists());
    assert!(out.join("q_1_pre.ba").exists() && !out.join("q_0_pre.ba").exists());
    std::fs::remove_dir_all(out).ok();
}

#[test]
fn export_prefix_errors_are_one_line() {
    let out = temp("export-err");
    let o = out.to_str().expect("utf-8");
    for (script, want) in [
        // Walnut reads a prefix only on a command ending in `::`.
        ("[export 1 BA]eval t \"Ax x=x\";\n", "ending in '::'"),
        ("[export 1 TXT]eval t \"Ax x=x\"::\n", "TXT"),
        ("[export 1 PNG]eval t \"Ax x=x\"::\n", "not PNG"),
        ("[export x BA]eval t \"Ax x=x\"::\n", "N a number or *"),
    ] {
        let (code, stdout, err) = prove(["--out", o], script);
        assert_eq!((code, stdout.as_str()), (2, ""), "{script}");
        assert!(
            err.contains(want) && err.lines().count() == 1,
            "{script}: {err}"
        );
    }
    // Without --out the command runs and says on standard error that nothing is written.
    let (code, stdout, err) = prove([] as [&str; 0], "[export 0 BA]eval t \"Ex x=x\"::\n");
    assert_eq!((code, stdout.as_str()), (0, "t: TRUE\n"));
    assert!(err.contains("nothing is written"), "{err}");
    std::fs::remove_dir_all(out).ok();
}

#[test]
fn help_lists_the_commands_and_says_what_one_does() {
    let (code, stdout, err) = prove(
        [] as [&str; 0],
        "help;\nhelp promote;\neval t \"Ax x=x\";\n",
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    for c in ["def", "eval", "promote", "transduce", "alphabet", "export"] {
        assert!(lines[0].contains(c), "{c}: {}", lines[0]);
    }
    assert!(
        lines[1].starts_with("promote WORD MORPHISM;"),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "t: TRUE");
    let (code, stdout, err) = prove([] as [&str; 0], "help frobnicate;\n");
    assert_eq!((code, stdout.as_str()), (2, ""));
    assert!(
        err.contains("no command 'frobnicate'") && err.lines().count() == 1,
        "{err}"
    );
}

#[test]
fn load_file_under_json_gives_one_entry_per_command() {
    let home = temp("json");
    std::fs::create_dir_all(home.join("Command Files")).expect("dir");
    std::fs::write(
        home.join("Command Files").join("two.txt"),
        "def even \"Ek x = 2*k\";\neval e \"Ax $even(x) | $even(x+1)\";\n",
    )
    .expect("write");
    let h = home.to_str().expect("utf-8");
    let script = "load two.txt;\neval f \"$even(7)\";\n";
    let (code, stdout, err) = prove(["--walnut-home", h, "--json"], script);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&stdout).expect("JSON");
    let entries = v.as_array().expect("a list");
    let names: Vec<&str> = entries
        .iter()
        .map(|e| e["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(names, ["even", "e", "f"]);
    let results: Vec<&str> = entries
        .iter()
        .map(|e| e["result"].as_str().expect("a result"))
        .collect();
    assert_eq!(results, ["states", "true", "false"]);
    assert_eq!(entries[0]["states"], 2);
    // Without --json, one text entry: the file's lines, then f's.
    let (code, stdout, _) = prove(["--walnut-home", h], script);
    assert_eq!(
        (code, stdout.as_str()),
        (0, "even: 2 states\ne: TRUE\nf: FALSE\n")
    );
    std::fs::remove_dir_all(home).ok();
}
