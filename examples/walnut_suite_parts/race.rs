//! Speed side by side: this crate's `wythoff prove` and another Walnut implementation
//! (Walnut-Rust's `walnut-rs`, given by its path), on Walnut's integration suite, by
//! query class.
//!
//! - `--processes BIN [--race WR]`: every command in a process of its own, as a user runs
//!   them from a shell, each tool in a fresh copy of the suite's Walnut folder so that a
//!   later command finds an earlier one's automaton (`wythoff prove --walnut-home H
//!   --out-walnut H`; `walnut-rs --home-dir=H --session-dir=S`).
//! - `--race WR` alone: one warm process per tool: this crate's session in process,
//!   `walnut-rs` as one interactive session whose prompt is awaited after each command.
//!
//! A command taking more than [`TIMEOUT`] is stopped and counted as such. Route and cost:
//! each command once per tool; two copies of the folder in the temporary directory.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The longest a command may run before it is stopped.
pub const TIMEOUT: Duration = Duration::from_secs(60);

/// The query class of a command: its command word and, for `def`/`eval`, the system
/// named first (`msd_2` when none) and whether it uses `$` automata, words or neither.
pub fn class_of(cmd: &str) -> String {
    let c = cmd.trim_start();
    let c = match c.strip_prefix('[') {
        Some(rest) => rest.split_once(']').map_or(c, |(_, r)| r.trim_start()),
        None => c,
    };
    let word = c.split_whitespace().next().unwrap_or("");
    if word != "eval" && word != "def" {
        return word.to_string();
    }
    let formula = c.split_once('"').map_or("", |(_, r)| r);
    let base = formula
        .trim_start()
        .strip_prefix('?')
        .map(|r| {
            r.chars()
                .take_while(|ch| ch.is_alphanumeric() || *ch == '_')
                .collect::<String>()
        })
        .unwrap_or_else(|| "msd_2".into());
    let base = match base.split_once('_') {
        Some((dir, sys)) if dir == "msd" || dir == "lsd" => {
            let sys = if sys.starts_with("neg") { "neg" } else { sys };
            let sys = if sys.chars().all(|ch| ch.is_ascii_digit()) {
                "k"
            } else {
                sys
            };
            format!("{dir}_{sys}")
        }
        _ => "msd_k".into(),
    };
    let uses = if formula.contains('$') || formula.contains('#') {
        "automata"
    } else if formula.contains('[') {
        "words"
    } else {
        "arithmetic"
    };
    format!("eval {base} {uses}")
}

/// Copy a folder tree.
pub fn copy_dir(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            std::fs::copy(entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Run `cmd` with `input` on its standard input; its wall time, or `None` past the timeout.
fn timed(mut cmd: Command, input: &str) -> Option<f64> {
    let start = Instant::now();
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = stdin.write_all(input.as_bytes());
        let _ = stdin.write_all(b"\n");
    }
    loop {
        if let Ok(Some(_)) = child.try_wait() {
            return Some(start.elapsed().as_secs_f64());
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            return None;
        }
        std::thread::sleep(Duration::from_micros(200));
    }
}

/// A fresh folder under the temporary directory.
fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("walnut-race-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// `eval` as `def`, so that a later command can use the automaton (the same answer).
fn as_def(cmd: &str) -> String {
    match cmd.trim_start().strip_prefix("eval ") {
        Some(rest) => format!("def {rest}"),
        None => cmd.to_string(),
    }
}

/// Every command in its own process, for this crate and, if given, `walnut-rs`.
/// The class table covers the commands in `agreeing` (answered here as Walnut answers).
pub fn per_process(
    ours: &Path,
    other: Option<&Path>,
    home: &Path,
    setup: &[String],
    list: &[String],
    agreeing: &[usize],
) {
    let mine = scratch("ours");
    if let Err(e) = copy_dir(home, &mine) {
        eprintln!("walnut_suite: cannot copy {}: {e}", home.display());
        std::process::exit(2);
    }
    let run_ours = |cmd: &str| {
        let mut c = Command::new(ours);
        c.args(["prove", "--open-evals", "--walnut-home"])
            .arg(&mine)
            .arg("--out-walnut")
            .arg(&mine)
            .arg("-");
        timed(c, &as_def(cmd))
    };
    for cmd in setup {
        run_ours(cmd);
    }
    let start = Instant::now();
    let a: Vec<Option<f64>> = list.iter().map(|c| run_ours(c)).collect();
    let wall_a = start.elapsed().as_secs_f64();
    let _ = std::fs::remove_dir_all(&mine);
    let b = other.map(|bin| {
        let theirs = scratch("theirs");
        let session = scratch("session");
        if let Err(e) = copy_dir(home, &theirs) {
            eprintln!("walnut_suite: cannot copy {}: {e}", home.display());
            std::process::exit(2);
        }
        let run = |cmd: &str| {
            let mut c = Command::new(bin);
            c.arg(format!("--home-dir={}/", theirs.display()))
                .arg(format!("--session-dir={}/", session.display()));
            timed(c, cmd)
        };
        for cmd in setup {
            run(cmd);
        }
        let start = Instant::now();
        let times: Vec<Option<f64>> = list.iter().map(|c| run(c)).collect();
        let wall = start.elapsed().as_secs_f64();
        let _ = std::fs::remove_dir_all(&theirs);
        let _ = std::fs::remove_dir_all(&session);
        (times, wall)
    });
    println!(
        "one process per command: {} commands, this crate {:.2} s wall (fastest process {:.1} ms, {} past {} s)",
        list.len(),
        wall_a,
        fastest(&a) * 1e3,
        a.iter().filter(|t| t.is_none()).count(),
        TIMEOUT.as_secs()
    );
    if let Some((b, wall_b)) = &b {
        println!(
            "                         the other    {:.2} s wall (fastest process {:.1} ms, {} past {} s)",
            wall_b,
            fastest(b) * 1e3,
            b.iter().filter(|t| t.is_none()).count(),
            TIMEOUT.as_secs()
        );
        let kept: Vec<Option<f64>> = a
            .iter()
            .enumerate()
            .map(|(i, t)| t.filter(|_| agreeing.contains(&i)))
            .collect();
        println!("by class, the commands answered here as Walnut answers:");
        table(list, &kept, b);
    }
}

fn fastest(times: &[Option<f64>]) -> f64 {
    times.iter().flatten().copied().fold(f64::MAX, f64::min)
}

/// `walnut-rs` as one warm interactive session: the time of each command from its line
/// written to the next prompt.
pub fn warm_other(bin: &Path, home: &Path, setup: &[String], list: &[String]) -> Vec<Option<f64>> {
    let theirs = scratch("warm");
    let session = scratch("warm-session");
    if copy_dir(home, &theirs).is_err() {
        return vec![None; list.len()];
    }
    let child = Command::new(bin)
        .arg(format!("--home-dir={}/", theirs.display()))
        .arg(format!("--session-dir={}/", session.display()))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else {
        return vec![None; list.len()];
    };
    let (Some(mut stdin), Some(mut stdout)) = (child.stdin.take(), child.stdout.take()) else {
        return vec![None; list.len()];
    };
    const PROMPT: &[u8] = b"[Walnut]$ ";
    let mut seen: Vec<u8> = Vec::new();
    let mut buf = vec![0u8; 1 << 16];
    let mut prompt = |seen: &mut Vec<u8>| -> bool {
        loop {
            if let Some(at) = seen.windows(PROMPT.len()).position(|w| w == PROMPT) {
                seen.drain(..at + PROMPT.len());
                return true;
            }
            match stdout.read(&mut buf) {
                Ok(0) | Err(_) => return false,
                Ok(n) => seen.extend_from_slice(&buf[..n]),
            }
        }
    };
    let mut alive = prompt(&mut seen);
    for cmd in setup {
        alive = alive && writeln!(stdin, "{}", cmd.replace('\n', " ")).is_ok() && prompt(&mut seen);
    }
    let mut out = Vec::new();
    for cmd in list {
        if !alive {
            out.push(None);
            continue;
        }
        let t = Instant::now();
        alive = writeln!(stdin, "{}", cmd.replace('\n', " ")).is_ok() && prompt(&mut seen);
        out.push(alive.then(|| t.elapsed().as_secs_f64()));
    }
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&theirs);
    let _ = std::fs::remove_dir_all(&session);
    out
}

/// Per class: commands, the sum and the median of each tool's times over the commands
/// both finished, and the ratio of the sums.
pub fn table(list: &[String], a: &[Option<f64>], b: &[Option<f64>]) {
    let mut classes: BTreeMap<String, Vec<(f64, f64)>> = BTreeMap::new();
    for (i, cmd) in list.iter().enumerate() {
        if let (Some(Some(x)), Some(Some(y))) = (a.get(i), b.get(i)) {
            classes.entry(class_of(cmd)).or_default().push((*x, *y));
        }
    }
    println!(
        "{:<28} {:>5} {:>11} {:>11} {:>11} {:>11} {:>7}",
        "class", "n", "ours sum", "other sum", "ours med", "other med", "ratio"
    );
    let ms = |v: f64| format!("{:.2} ms", v * 1e3);
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (mut sa, mut sb) = (0.0, 0.0);
    for (class, pairs) in &classes {
        let x: f64 = pairs.iter().map(|p| p.0).sum();
        let y: f64 = pairs.iter().map(|p| p.1).sum();
        sa += x;
        sb += y;
        println!(
            "{:<28} {:>5} {:>11} {:>11} {:>11} {:>11} {:>7.2}",
            class,
            pairs.len(),
            ms(x),
            ms(y),
            ms(median(pairs.iter().map(|p| p.0).collect())),
            ms(median(pairs.iter().map(|p| p.1).collect())),
            y / x
        );
    }
    println!(
        "{:<28} {:>5} {:>11} {:>11} {:>35.2}",
        "all",
        "",
        ms(sa),
        ms(sb),
        sb / sa
    );
}
