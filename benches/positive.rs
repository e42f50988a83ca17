//! Positive Nim's exact engine against the plain C reference, side by side
//! (criterion). Run: `cargo bench --bench positive` (10 samples of n = 10^6 and 10^7 for
//! each; about 10 minutes on an idle 2-core machine); with `WYTHOFF_BENCH_1E8=1`, n = 10^8
//! too, timed once each side by side (criterion's ten samples of each would take most of an
//! hour): wall time, and peak memory from the kernel's accounting (`getrusage`: this
//! process for the engine, the child for the C program).
//!
//! The reference is `benches/reference/positive.c`: a plain single-threaded C program of
//! the engine's method (the same proof, head arrays
//! and linked lists, a binary heap of walkers), compiled here with the system `cc -O2`
//! into the target folder. Before anything is timed, the engine is checked equal to the
//! plane-sieve rules solver on every position with a+b+c <= 1000, and the C program's
//! P(n) equal to the engine's P(n) for each n timed. The engine is timed in process
//! (`PositiveNim::with_capacity(n + 1).nth(n)`, what `positions positive --nth n` runs),
//! the C program as a process (its start and one line of output: about a millisecond).

use criterion::{Criterion, criterion_group, criterion_main};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;
use wythoff_lab::games::l1::planes;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::positive::PositiveNim;

fn compile_reference() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("positive_reference");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(root.join("benches/reference/positive.c"))
        .status()
        .expect("the system cc runs");
    assert!(status.success(), "cc failed on positive.c");
    out
}

fn run(cmd: &mut Command) -> String {
    let o = cmd.output().expect("the program runs");
    assert!(o.status.success(), "{cmd:?} failed");
    String::from_utf8(o.stdout).expect("utf-8")
}

fn nth(n: u64) -> [u64; 3] {
    PositiveNim::with_capacity(n as usize + 1)
        .nth(n as usize)
        .expect("P(n)")
}

fn positive(c: &mut Criterion) {
    let rules = planes::solve(Variant::Positive, 1000).expect("the plane sieve");
    assert!(
        PositiveNim::new()
            .take_while(|t| t.iter().sum::<u64>() <= 1000)
            .eq(rules),
        "the positive-Nim engine and the plane sieve differ"
    );
    let reference = compile_reference();
    let sizes = [1_000_000u64, 10_000_000];
    if std::env::var_os("WYTHOFF_BENCH_1E8").is_some() {
        once_side_by_side(&reference, 100_000_000);
    }
    for &n in &sizes {
        let want = run(Command::new(&reference).arg(n.to_string()));
        let p = nth(n);
        let got = format!("{} {} {}\n", p[0], p[1], p[2]);
        assert_eq!(want, got, "P({n}): the C reference and the engine differ");
    }
    let mut g = c.benchmark_group("positions positive --nth");
    g.sample_size(10).measurement_time(Duration::from_secs(30));
    for &n in &sizes {
        g.bench_function(format!("wythoff (exact engine), n = {n}"), |b| {
            b.iter(|| nth(n))
        });
        let ns = n.to_string();
        g.bench_function(format!("plain C reference, n = {n}"), |b| {
            b.iter(|| run(Command::new(&reference).arg(&ns)))
        });
    }
    g.finish();
}

/// Peak resident memory in bytes of this process (`RUSAGE_SELF`) or of its waited-for
/// children (`RUSAGE_CHILDREN`).
fn peak(who: i32) -> u64 {
    // SAFETY: getrusage writes the struct it is given.
    let mut r: libc::rusage = unsafe { std::mem::zeroed() };
    assert_eq!(unsafe { libc::getrusage(who, &mut r) }, 0, "getrusage");
    r.ru_maxrss as u64 * 1024
}

/// n = 10^8 once on each side: the engine first (its peak is this process's), then the C
/// program (the children's peak); the same P(n) from both.
fn once_side_by_side(reference: &std::path::Path, n: u64) {
    let t = std::time::Instant::now();
    let p = nth(n);
    let engine = (t.elapsed(), peak(libc::RUSAGE_SELF));
    let t = std::time::Instant::now();
    let want = run(Command::new(reference).arg(n.to_string()));
    let c = (t.elapsed(), peak(libc::RUSAGE_CHILDREN));
    assert_eq!(
        want,
        format!("{} {} {}\n", p[0], p[1], p[2]),
        "P({n}): the C reference and the engine differ"
    );
    let gb = |b: u64| b as f64 / 1e9;
    println!(
        "positions positive --nth {n}, once each: wythoff (exact engine) {:.1} s, {:.2} GB peak; plain C reference {:.1} s, {:.2} GB peak; P(n) = {} {} {}",
        engine.0.as_secs_f64(),
        gb(engine.1),
        c.0.as_secs_f64(),
        gb(c.1),
        p[0],
        p[1],
        p[2]
    );
}

criterion_group!(benches, positive);
criterion_main!(benches);
