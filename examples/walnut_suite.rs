//! Walnut's own integration suite, run through this crate's decision procedure: how much
//! of Walnut's language is read, and whether every answer is Walnut's.
//!
//! Walnut's repository (a checkout of its sources, not part of this crate: it is GPL and
//! is read here, never copied) holds its integration suite: a list of commands in its test
//! sources and, per command `i`, the expected result (`automaton{i}.txt` in Walnut's
//! automaton format, `true`/`false` for a closed formula, or `error{i}.txt`). This example
//! reads both from a checkout given on the command line, runs the commands in order in one
//! [`Session`] (as Walnut's suite does: a later command may use an earlier one's
//! definition), and sorts each command into:
//!
//! - `agrees`: TRUE/FALSE as expected, or an automaton with the expected number of states
//!   (and, when both are at hand, the same language: see [`same_language`]);
//! - `differs`: an answer that is not the expected one (each printed);
//! - `refused`: Walnut answered, this crate gave an error (the error's first words are
//!   tallied, to show which feature is missing);
//! - `both refuse`: the expected result is an error and this crate refused too.
//!
//! A `$NAME` or a word not defined in the session is read from the suite's Walnut folder
//! (`Automata Library/`, `Word Automata Library/`), as `wythoff prove --walnut-home` does.
//!
//! Route and cost: one parse of the test source; each command once, in process, with the
//! time of each measured; nothing is written.
//!
//! `cargo run --release --example walnut_suite -- WALNUT_CHECKOUT [--verbose] [--only I,J-K] [--skip I,J-K] [--race WALNUT_RS]`
//! and `... WALNUT_CHECKOUT --processes target/release/wythoff [--race WALNUT_RS]` (one
//! process per command; with `--race`, the same for another implementation, by class: see
//! `walnut_suite_parts/race.rs`).

#[path = "walnut_suite_parts/race.rs"]
mod race;

use automatic_prover::automaton::limits::Budget;
use automatic_prover::automaton::ops::product;
use automatic_prover::walnut::format::from_walnut;
use automatic_prover::walnut::library::WalnutHome;
use automatic_prover::walnut::save::checked;
use automatic_prover::{Answer, Session};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Read the Java string literals of each `NAME.add(...)`/`dispatch(...)` call, in order.
fn java_strings_after(src: &str, marker: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = src;
    while let Some(at) = rest.find(marker) {
        rest = &rest[at + marker.len()..];
        let (s, used) = concat_literals(rest);
        if let Some(s) = s {
            out.push(s);
        }
        rest = &rest[used..];
    }
    out
}

/// Parse `"a" + "b" + ...` up to the closing parenthesis; returns the joined string.
fn concat_literals(text: &str) -> (Option<String>, usize) {
    let b = text.as_bytes();
    let mut i = 0;
    let mut acc = String::new();
    let mut any = false;
    while i < b.len() {
        match b[i] {
            b' ' | b'\t' | b'\n' | b'\r' | b'+' => i += 1,
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    if b[i] == b'\\' && i + 1 < b.len() {
                        let c = b[i + 1];
                        acc.push(match c {
                            b'n' => '\n',
                            b't' => '\t',
                            other => other as char,
                        });
                        i += 2;
                    } else {
                        let ch = text[i..].chars().next().unwrap_or(' ');
                        acc.push(ch);
                        i += ch.len_utf8();
                    }
                }
                i += 1;
                any = true;
            }
            _ => break,
        }
    }
    (any.then_some(acc), i)
}

/// The commands of Walnut's integration suite: the set-up commands, then the list.
fn suite(checkout: &Path) -> Result<(Vec<String>, Vec<String>), String> {
    let path = checkout.join("src/test/java/Main/IntegrationTest.java");
    let src = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let body = src
        .split("public IntegrationTest()")
        .nth(1)
        .ok_or("no constructor in the suite's source")?;
    let head = src
        .split("public IntegrationTest()")
        .next()
        .unwrap_or_default();
    let mut setup = java_strings_after(head, "p.dispatch(");
    let list = head
        .split("List.of(")
        .nth(1)
        .map(|t| {
            let mut v = Vec::new();
            let mut rest = t;
            loop {
                let (s, used) = concat_literals(rest);
                match s {
                    Some(s) => v.push(s),
                    None => break,
                }
                rest = rest[used..].trim_start_matches([',', ' ', '\n', '\t', '\r']);
                if rest.starts_with(')') {
                    break;
                }
            }
            v
        })
        .unwrap_or_default();
    setup.extend(list);
    Ok((setup, java_strings_after(body, "L.add(")))
}

/// What Walnut's suite expects of command `i`.
enum Expected {
    Truth(bool),
    Automaton(String),
    Error(String),
    Nothing,
}

fn expected(dir: &Path, i: usize) -> Expected {
    let read = |name: String| std::fs::read_to_string(dir.join(name)).ok();
    if let Some(e) = read(format!("error{i}.txt"))
        && !e.trim().is_empty()
    {
        return Expected::Error(e.trim().to_string());
    }
    match read(format!("automaton{i}.txt")) {
        Some(t) if t.trim() == "true" => Expected::Truth(true),
        Some(t) if t.trim() == "false" => Expected::Truth(false),
        Some(t) => Expected::Automaton(t),
        None => Expected::Nothing,
    }
}

/// The number of states Walnut's file lists.
fn walnut_states(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.contains("->"))
        .skip(1)
        .filter(|l| l.split_whitespace().count() == 2)
        .count()
}

/// For a `def` (its automaton kept by the session): whether it accepts the same tuples as
/// Walnut's, over valid representations (`None`: not comparable, e.g. other inputs).
fn same_language(session: &Session, cmd: &str, text: &str) -> Option<bool> {
    let mut words = cmd.split_whitespace();
    if !matches!(words.next(), Some("def" | "eval")) {
        return None;
    }
    let name = words.next()?;
    let ours = session.definition(name)?;
    let theirs = checked(from_walnut(text).ok()?, &Budget::default()).ok()?;
    let same_inputs = ours.nums.len() == theirs.nums.len()
        && ours
            .nums
            .iter()
            .zip(&theirs.nums)
            .all(|(a, b)| a.same_as(b));
    if !same_inputs {
        return None;
    }
    let diff = product(&ours.dfa, &theirs.dfa, |x, y| x != y, &Budget::default()).ok()?;
    Some(diff.is_empty())
}

#[derive(Default)]
struct Tally {
    agrees: usize,
    same_language: usize,
    differs: Vec<String>,
    refused: BTreeMap<String, Vec<usize>>,
    both_refuse: usize,
    not_compared: usize,
    seconds: Vec<(f64, usize)>,
    /// The commands whose answer agrees with Walnut's.
    agreeing: Vec<usize>,
}

fn reason(err: &str) -> String {
    // "line 1, column 7: expected ..." -> "expected ..." cut to its first words.
    let tail = err.split(": ").skip(1).collect::<Vec<_>>().join(": ");
    let tail = if tail.is_empty() { err } else { &tail };
    tail.split_whitespace()
        .take(7)
        .collect::<Vec<_>>()
        .join(" ")
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(checkout) = args.first().map(PathBuf::from) else {
        eprintln!("usage: walnut_suite WALNUT_CHECKOUT [--verbose] [--only I,J-K] [--skip I,J-K]");
        std::process::exit(2);
    };
    let verbose = args.iter().any(|a| a == "--verbose");
    // `--only 527` or a list of numbers and ranges (`--only 384-391,527-532`); `--skip`
    // likewise leaves commands out.
    let list_arg = |flag: &str| -> Option<Vec<usize>> {
        args.iter()
            .position(|a| a == flag)
            .and_then(|p| args.get(p + 1))
            .map(|s| {
                s.split(',')
                    .flat_map(|part| {
                        let (a, b) = part.split_once('-').unwrap_or((part, part));
                        let a: usize = a.trim().parse().unwrap_or(usize::MAX);
                        let b: usize = b.trim().parse().unwrap_or(0);
                        a..=b
                    })
                    .collect()
            })
    };
    let only = list_arg("--only");
    let skip = list_arg("--skip").unwrap_or_default();
    let processes: Option<PathBuf> = args
        .iter()
        .position(|a| a == "--processes")
        .and_then(|p| args.get(p + 1))
        .map(PathBuf::from);
    let race: Option<PathBuf> = args
        .iter()
        .position(|a| a == "--race")
        .and_then(|p| args.get(p + 1))
        .map(PathBuf::from);
    let (setup, list) = match suite(&checkout) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("walnut_suite: {e}");
            std::process::exit(2);
        }
    };
    let dir = checkout.join("src/test/resources/integrationTests");

    let mut session = Session::default();
    session.walnut_home = WalnutHome::new(&dir.join("Global")).ok();
    for cmd in &setup {
        let _ = session.run_script(cmd);
    }
    let mut t = Tally::default();
    let total = Instant::now();
    for (i, cmd) in list.iter().enumerate() {
        if only.as_ref().is_some_and(|o| !o.contains(&i)) || skip.contains(&i) {
            continue;
        }
        // An `eval` is run as a `def` (the same answer, and the automaton is kept for the
        // tuple-by-tuple comparison).
        let run = match cmd.trim_start().strip_prefix("eval ") {
            Some(rest) => format!("def {rest}"),
            None => cmd.clone(),
        };
        let start = Instant::now();
        let got = session.run_script(&run);
        t.seconds.push((start.elapsed().as_secs_f64(), i));
        let exp = expected(&dir, i);
        let verdict = match (&got, &exp) {
            (Err(_), Expected::Error(_)) => {
                t.both_refuse += 1;
                "both refuse".to_string()
            }
            (Err(e), _) => {
                t.refused.entry(reason(e)).or_default().push(i);
                format!("refused: {e}")
            }
            (Ok(outs), Expected::Truth(b)) => match outs.last().map(|o| &o.result) {
                Some(Answer::True) if *b => ok(&mut t),
                Some(Answer::False) if !*b => ok(&mut t),
                _ => differs(
                    &mut t,
                    i,
                    cmd,
                    &format!("expected {b}, got {:?}", outs.last().map(|o| o.line())),
                ),
            },
            (Ok(outs), Expected::Automaton(text)) => match outs.last() {
                Some(o) if o.result == Answer::States && walnut_states(text) == o.states => {
                    match same_language(&session, cmd, text) {
                        Some(true) => {
                            t.same_language += 1;
                            ok(&mut t)
                        }
                        Some(false) => {
                            differs(&mut t, i, cmd, "same state count, another language")
                        }
                        None => ok(&mut t),
                    }
                }
                // `describe`, `export`: text, no automaton to compare.
                Some(o) if o.result == Answer::Text => {
                    t.not_compared += 1;
                    "ran (printed text)".into()
                }
                Some(o) => differs(
                    &mut t,
                    i,
                    cmd,
                    &format!(
                        "expected {} states, got '{}'",
                        walnut_states(text),
                        o.line()
                    ),
                ),
                None => {
                    t.not_compared += 1;
                    "ran (nothing printed to compare)".into()
                }
            },
            (Ok(_), Expected::Error(e)) => differs(&mut t, i, cmd, &format!("Walnut refuses: {e}")),
            (Ok(_), Expected::Nothing) => {
                t.not_compared += 1;
                "ran (no expected result)".into()
            }
        };
        if verdict == "agrees" {
            t.agreeing.push(i);
        }
        if verbose || only.is_some() {
            println!("#{i} {verdict}\n    {cmd}");
        }
    }
    let n = t.seconds.len();
    println!(
        "{n} commands: {} agree ({} of them defs compared tuple by tuple), {} differ, {} refused, {} both refuse, {} not compared; {:.2} s in process",
        t.agrees,
        t.same_language,
        t.differs.len(),
        t.refused.values().map(Vec::len).sum::<usize>(),
        t.both_refuse,
        t.not_compared,
        total.elapsed().as_secs_f64()
    );
    for d in &t.differs {
        println!("DIFFERS {d}");
    }
    let mut reasons: Vec<_> = t.refused.iter().collect();
    reasons.sort_by_key(|(_, v)| std::cmp::Reverse(v.len()));
    for (r, v) in reasons {
        let shown: Vec<String> = v.iter().take(8).map(|i| format!("#{i}")).collect();
        println!("refused {:>4}  {r}  ({})", v.len(), shown.join(" "));
    }
    if let Some(bin) = &processes {
        race::per_process(
            bin,
            race.as_deref(),
            &dir.join("Global"),
            &setup,
            &list,
            &t.agreeing,
        );
    } else if let Some(bin) = &race {
        // Warm, side by side: this session's times against walnut-rs's, by class, over
        // the commands whose answer here agrees with Walnut's.
        let mut ours = vec![None; list.len()];
        for &(s, i) in &t.seconds {
            if t.agreeing.contains(&i) {
                ours[i] = Some(s);
            }
        }
        let theirs = race::warm_other(bin, &dir.join("Global"), &setup, &list);
        println!(
            "warm, one process per tool (this crate in process, the other at its prompt), the commands answered as Walnut answers:"
        );
        race::table(&list, &ours, &theirs);
    }
    t.seconds.sort_by(|a, b| b.0.total_cmp(&a.0));
    for (s, i) in t.seconds.iter().take(10) {
        println!("slowest #{i}: {s:.3} s");
    }
}

/// One `wythoff prove --walnut-home DIR -` process per command, as a user would run them
/// (each `eval` run as a `def`: `prove` requires a proof's evals to be closed); prints the
/// wall time of the whole and the exit codes.
fn ok(t: &mut Tally) -> String {
    t.agrees += 1;
    "agrees".into()
}

fn differs(t: &mut Tally, i: usize, cmd: &str, why: &str) -> String {
    t.differs.push(format!("#{i}: {why}\n    {cmd}"));
    format!("DIFFERS: {why}")
}
