//! What positive Nim's twins cost (docs/engines.md, "Positive Nim"): time and peak memory of
//! the exact engine and of the literal-rule checker on `P(0..N)`, or of the plane-sieve
//! rules solver to `a + b + c <= S`.
//!
//! `cargo run --release --example twin_costs -- positive N | sieve positive S`

use std::time::Instant;
use wythoff_lab::games::l1::{planes, rules::Variant};
use wythoff_lab::games::positive::{PositiveNim, literal::Listing};

/// The process's peak resident memory in MB (`VmHWM`), if the system reports it.
fn peak_mb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1000)
}

fn report(what: &str, t: Instant) {
    let mb = peak_mb().map_or("?".to_string(), |m| m.to_string());
    println!(
        "{what}: {:.2} s, peak so far {mb} MB",
        t.elapsed().as_secs_f64()
    );
}

fn positive(n: usize) -> Result<(), String> {
    let t = Instant::now();
    let mut e = PositiveNim::with_capacity(n);
    let list: Vec<[u64; 3]> = (&mut e).take(n).collect();
    if let Some(err) = e.error() {
        return Err(err.to_string());
    }
    let (walkers, active) = e.load();
    report(
        &format!(
            "engine, P(0..{n}) ({} MB held by its structures' capacities; {walkers} walkers and fresh pairs waiting, {active} pairs active at the end)",
            e.bytes() / 1_000_000
        ),
        t,
    );
    drop(e);
    let t = Instant::now();
    let l = Listing::new(list)?;
    let pairs = l.independent(n)?;
    report(
        &format!("literal checker, no move among P(0..{n}) ({pairs} pairs tried)"),
        t,
    );
    Ok(())
}

fn sieve(s: u64) -> Result<(), String> {
    let t = Instant::now();
    let found = planes::solve_deep(Variant::Positive, s)?;
    report(
        &format!("plane sieve, a+b+c <= {s} ({} P-positions)", found.len()),
        t,
    );
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    let number = |s: &str| s.parse::<u64>().map_err(|e| format!("{s}: {e}"));
    let run = match words[..] {
        ["positive", n] => number(n).and_then(|n| positive(n as usize)),
        ["sieve", "positive", s] => number(s).and_then(sieve),
        _ => Err("usage: twin_costs positive N | sieve positive S".to_string()),
    };
    if let Err(e) = run {
        eprintln!("twin_costs: {e}");
        std::process::exit(2);
    }
}
