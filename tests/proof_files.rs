//! Proof files as the catalog uses them: each learned proof states exactly its game's move
//! rule; a typo'd or incomplete proof is not `proved`, nor is a proof beside nothing but
//! measurements; every proof exports to a Walnut session whose automata read back (through
//! the reader of Walnut's format) to the same automata; the `prove` flags' contract.

use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops::product;
use automatic_prover::walnut::export::{self, Sources};
use automatic_prover::walnut::format::{from_walnut, walnut_name};
use automatic_prover::walnut::{Command as Cmd, parse_script};
use automatic_prover::{Auto, walnut::save};
use std::path::Path;
use std::process::Command;
use wythoff_lab::check::runner::run_one;
use wythoff_lab::check::{Bound, Findings, Kind, Outcome, Statement};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");

/// The commands of a file that are not `load`s, as source text, comments left out.
fn body_after_loads(text: &str) -> (Vec<String>, Vec<String>) {
    let cmds = parse_script(text).expect("parses");
    let mut loads = Vec::new();
    let mut body = Vec::new();
    for c in cmds {
        match c.command {
            Cmd::Load { name, .. } => {
                assert!(body.is_empty(), "a load after the body");
                loads.push(name);
            }
            _ => body.push(c.text),
        }
    }
    (loads, body)
}

/// Each `automatic.*` file's body after its `load` line is exactly what `Game::proof_script`
/// writes for its game and numeration; the W^2 and W^3 files add a comparison with
/// Larsson's R_k after it, which may neither redefine a name the script defines nor touch
/// the loaded set.
#[test]
fn each_learned_proof_states_its_games_rule() {
    let games = wythoff_lab::papers::frontier::automatic::proof_games();
    assert_eq!(games.len(), 17);
    let mut on_disk = 0;
    for e in std::fs::read_dir(DIR).expect("the folder") {
        let name = e.expect("entry").file_name().to_string_lossy().to_string();
        if name.starts_with("automatic.") && name.ends_with(".walnut") {
            on_disk += 1;
        }
    }
    assert_eq!(
        on_disk,
        games.len(),
        "a learned proof file without its game"
    );
    for (path, game, base) in games {
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
            .expect("the file");
        let (loads, body) = body_after_loads(&text);
        assert_eq!(loads.len(), 1, "{path}: one load");
        let script = game.proof_script(base, &loads[0]).unwrap();
        let (_, want) = body_after_loads(&script);
        assert!(
            body.len() >= want.len() && body[..want.len()] == want[..],
            "{path}: the body differs from Game::proof_script's:\n{}\nexpected:\n{}",
            body.join("\n"),
            want.join("\n")
        );
        let extra = &body[want.len()..];
        let allowed = match path {
            "proofs/walnut/automatic.blocking-k2.walnut" => Some("equals_r2"),
            "proofs/walnut/automatic.blocking-k3.walnut" => Some("equals_r3"),
            "proofs/walnut/automatic.blocking-k14.walnut" => Some("periodic"),
            _ => None,
        };
        match allowed {
            None => assert!(extra.is_empty(), "{path}: extra commands {extra:?}"),
            Some(eval) => {
                assert!(
                    extra
                        .last()
                        .is_some_and(|l| l.starts_with(&format!("eval {eval} "))),
                    "{path}: {extra:?}"
                );
                let defined: Vec<String> = parse_script(&script)
                    .expect("parses")
                    .into_iter()
                    .filter_map(|c| match c.command {
                        Cmd::Def { name, .. } | Cmd::Eval { name, .. } => Some(name),
                        _ => None,
                    })
                    .collect();
                for c in parse_script(&extra.join("\n")).expect("parses") {
                    let Some(name) = c.command.defined_name().map(str::to_string) else {
                        continue;
                    };
                    assert!(
                        !defined.contains(&name) && name != loads[0],
                        "{path}: {name} redefined after the rule"
                    );
                }
            }
        }
    }
}

/// A hand edit of a move formula is noticed: the same comparison fails on an edited text.
#[test]
fn an_edited_move_formula_differs_from_the_games_script() {
    let games = wythoff_lab::papers::frontier::automatic::proof_games();
    let (path, game, base) = &games[0];
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path))
        .expect("the file");
    let edited = text.replace("(c<a & d<b & a+d=b+c)", "(c<a & d<b & a+d=b+c+1)");
    assert_ne!(edited, text, "{path} has the diagonal move");
    let (loads, body) = body_after_loads(&edited);
    let (_, want) = body_after_loads(&game.proof_script(base, &loads[0]).unwrap());
    assert_ne!(body[..want.len()], want[..]);
}

fn statement(check: fn(u64) -> Findings) -> Statement {
    Statement::new(
        "akiyama.test",
        wythoff_lab::papers::akiyama::PAPER,
        "Test",
        &[Kind::Theorem],
        "x = x",
        Bound::new("n", 10, 10, 1, 10),
        check,
    )
}

fn holds(_: u64) -> Findings {
    let mut f = Findings::new("n <= 10");
    f.check("bounded", Ok("n <= 10".into()));
    f
}

fn measured_only(_: u64) -> Findings {
    let mut f = Findings::new("n <= 10");
    f.measured("ratio", "1.6");
    f
}

const GOOD: &str = "eval ok \"?msd_fib Ax x=x\";\n";

/// Through the runner: the typo'd file (`Ax x = y`, an open eval) is not proved although
/// its other eval is TRUE; nor is a file missing a pinned name, nor a proof beside only
/// measurements; a proof that does not run is not refuted.
#[test]
fn the_runner_proves_only_with_both_routes_and_a_complete_file() {
    let run = |s: Statement| run_one(&s, &[], 10);
    let good = run(statement(holds)
        .with_proof("proofs/walnut/t.walnut", GOOD)
        .pinning(&["ok"]));
    assert_eq!(good.verdict, Outcome::Proved);
    let typo = run(statement(holds)
        .with_proof(
            "proofs/walnut/t.walnut",
            "eval ok \"?msd_fib Ax x=x\";\neval rule \"?msd_fib Ax x = y\";\n",
        )
        .pinning(&["ok", "rule"]));
    assert_eq!(typo.verdict, Outcome::Holds);
    assert!(typo.evidence.contains("rule: "), "{}", typo.evidence);
    let unpinned = run(statement(holds)
        .with_proof("proofs/walnut/t.walnut", GOOD)
        .pinning(&["ok", "rule"]));
    assert_eq!(unpinned.verdict, Outcome::Holds);
    let alone = run(statement(measured_only)
        .with_proof("proofs/walnut/t.walnut", GOOD)
        .pinning(&["ok"]));
    assert_ne!(alone.verdict, Outcome::Proved);
    let broken = run(statement(holds)
        .with_proof("proofs/walnut/t.walnut", "eval ok \"?msd_fib Ax x=x\"")
        .pinning(&["ok"]));
    assert_eq!(broken.verdict, Outcome::Holds);
    assert!(broken.counterexample.is_none());
    assert!(
        broken
            .evidence
            .contains("not proved (the proof did not run: "),
        "{}",
        broken.evidence
    );
}

/// Every catalog proof pins at least one eval, and every claim it leaves to the bound is a
/// claim its check reports (the check run at the smallest bound would be slow for some; the
/// names are compared with the file's evals instead).
#[test]
fn every_catalog_proof_pins_evals_of_its_file() {
    let mut n = 0;
    for s in wythoff_lab::papers::statements() {
        let Some(p) = s.proof else { continue };
        n += 1;
        assert!(!p.pinned.is_empty(), "{}: no pinned eval", s.id);
        let evals: Vec<String> = parse_script(p.text)
            .expect("parses")
            .into_iter()
            .filter_map(|c| match c.command {
                Cmd::Eval { name, .. } => Some(name),
                _ => None,
            })
            .collect();
        for name in p.pinned {
            assert!(
                evals.iter().any(|e| e == name),
                "{}: {name} is no eval",
                s.id
            );
        }
        // A statement recorded `proved` leaves nothing to the bound.
        if s.recorded == Outcome::Proved {
            assert!(p.bounded_only.is_empty(), "{}", s.id);
        }
    }
    assert!(n >= 17, "{n} proofs");
}

/// Two automata over the same tracks accept the same words.
fn same_language(a: &Auto, b: &Auto) -> bool {
    // msd_ost_1 is msd_fib (and msd_ost_2 msd_pell) under Walnut's name.
    let names = |x: &Auto| {
        x.nums
            .iter()
            .map(|n| walnut_name(&n.name))
            .collect::<Vec<_>>()
    };
    names(a) == names(b)
        && product(&a.dfa, &b.dfa, |x, y| x != y, &Budget::default())
            .expect("within budget")
            .is_empty()
}

/// Every file in `proofs/walnut/` exports; each exported automaton, read back by the reader
/// of Walnut's format, is the loaded automaton (on valid representations); the command file
/// parses to the file's commands without its loads.
#[test]
fn every_proof_file_round_trips_through_walnuts_format() {
    let mut files = 0;
    let mut automata = 0;
    for e in std::fs::read_dir(DIR).expect("the folder") {
        let p = e.expect("entry").path();
        if p.extension().and_then(|x| x.to_str()) != Some("walnut") {
            continue;
        }
        files += 1;
        let text = std::fs::read_to_string(&p).expect("reads");
        let out = export::export(
            &text,
            &Sources {
                files: &[],
                base_dir: Path::new(DIR),
            },
        )
        .unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let original = parse_script(&text).expect("parses");
        for c in &original {
            if let Cmd::Load { name, path } = &c.command {
                let loaded = save::read(&Path::new(DIR).join(path)).expect("loads");
                let (_, w) = out
                    .library
                    .iter()
                    .find(|(n, _)| n == name)
                    .expect("exported");
                let back = from_walnut(w).unwrap_or_else(|e| panic!("{name}: {e}"));
                let budget = automatic_prover::automaton::limits::Budget::default();
                let closed =
                    save::checked(back.clone(), &budget).unwrap_or_else(|e| panic!("{name}: {e}"));
                assert!(same_language(&closed, &back), "{name}: not closed");
                assert!(
                    same_language(
                        &save::checked(loaded.clone(), &budget).expect("valid"),
                        &back
                    ),
                    "{}: {name} differs after the round trip",
                    p.display()
                );
                // A learned automaton on valid representations: restricting changes nothing
                // it accepts there (spot check on small values).
                for x in 0..30 {
                    for y in 0..30 {
                        assert_eq!(
                            loaded.accepts_values(&[x, y]),
                            back.accepts_values(&[x, y]),
                            "({x},{y})"
                        );
                    }
                }
                automata += 1;
            }
        }
        // Walnut's `ost` (defining a system Walnut does not ship) is not a command here.
        let without_ost: String = out
            .commands
            .lines()
            .filter(|l| !l.starts_with("ost "))
            .map(|l| format!("{l}\n"))
            .collect();
        let again = parse_script(&without_ost).expect("the command file parses");
        let kept: Vec<_> = original
            .iter()
            .filter(|c| !matches!(c.command, Cmd::Load { .. }))
            .map(|c| c.text.clone())
            .collect();
        let texts: Vec<_> = again
            .iter()
            .filter(|c| !c.text.starts_with("ost "))
            .map(|c| c.text.clone())
            .collect();
        // msd_ost_1 and msd_ost_2 take Walnut's names; nothing else changes.
        let want: Vec<String> = kept.iter().map(|t| export::rename_systems(t)).collect();
        assert_eq!(texts, want, "{}", p.display());
    }
    assert!(files >= 18, "{files} files");
    assert_eq!(
        automata, 32,
        "17 learned automata, the W^4 one loaded again by larsson.w4-hypothesis, and the gallery's 14 (games.*, tests/gallery.rs)"
    );
}

fn wythoff(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_wythoff"))
        .args(args)
        .output()
        .expect("runs")
}

/// `--export-walnut DIR` writes the command file, the library and the README; the exported
/// automaton given back with `--load-walnut` proves the same rule.
#[test]
fn export_walnut_then_load_walnut_proves_the_same() {
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("walnut-export-wythoff");
    let _ = std::fs::remove_dir_all(&out);
    let file = format!("{DIR}/automatic.wythoff.walnut");
    let o = wythoff(&[
        "prove",
        &file,
        "--export-walnut",
        out.to_str().expect("utf-8"),
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let cmd = out.join("Command Files/automatic.wythoff.txt");
    let lib = out.join("Automata Library/p.txt");
    let readme = std::fs::read_to_string(out.join("README.txt")).expect("README.txt");
    assert!(readme.contains("load automatic.wythoff.txt;"), "{readme}");
    let commands = std::fs::read_to_string(&cmd).expect("command file");
    assert!(!commands.contains("load "), "{commands}");
    assert!(commands.contains("$p(x,y)"), "{commands}");
    let auto = std::fs::read_to_string(&lib).expect("library automaton");
    assert!(auto.starts_with("msd_fib msd_fib\n0 1\n"), "{auto}");
    let spec = format!("p={}", lib.display());
    let o = wythoff(&[
        "prove",
        cmd.to_str().expect("utf-8"),
        "--load-walnut",
        &spec,
    ]);
    let stdout = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        stdout.contains("stable: TRUE") && stdout.contains("absorbing: TRUE"),
        "{stdout}"
    );
    // A flipped state of the exported automaton: no longer the P-set.
    let flipped = auto.replacen("\n0 1\n", "\n0 0\n", 1);
    let bad = out.join("flipped.txt");
    std::fs::write(&bad, flipped).expect("write");
    let spec = format!("p={}", bad.display());
    let o = wythoff(&[
        "prove",
        cmd.to_str().expect("utf-8"),
        "--load-walnut",
        &spec,
    ]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("FALSE"));
}

/// Bad input to the reader: one line on stderr, exit code 2.
#[test]
fn a_bad_walnut_automaton_is_one_line_and_exit_2() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("walnut-bad");
    std::fs::create_dir_all(&dir).expect("mkdir");
    let script = dir.join("s.walnut");
    std::fs::write(&script, "eval t \"?msd_2 Ax $p(x) | ~$p(x)\";\n").expect("write");
    for (text, want) in [
        ("msd_2\n0 1\n0 -> 7\n", "never declared"),
        ("msd_nope\n0 1\n", "'nope'"),
        ("{0,1\n0 1\n", "never closed"),
        ("msd_2\n0 0\n1 -> 1\n1 1\n", "leading zero"),
    ] {
        let a = dir.join("a.txt");
        std::fs::write(&a, text).expect("write");
        let spec = format!("p={}", a.display());
        let o = wythoff(&[
            "prove",
            script.to_str().expect("utf-8"),
            "--load-walnut",
            &spec,
        ]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        assert!(err.contains(want), "{err}");
    }
    let o = wythoff(&[
        "prove",
        script.to_str().expect("utf-8"),
        "--load-walnut",
        "p",
    ]);
    assert_eq!(o.status.code(), Some(2));
}
