//! `positions l1 --nth N` against the plain C reference, side by side
//! (criterion). Run: `cargo bench --bench l1_speed` (about 10 minutes at N = 10^8 on an
//! idle 2-core machine; `L1_SPEED_N=10000000` for a short run).
//!
//! The reference is `benches/reference/l1_greedy.c`: a single-threaded greedy over byte
//! arrays written from the same move lemma, compiled here with the system `cc -O2` into
//! the target folder. Before anything is timed, the C program's P(N) is checked equal to
//! the engine's P(N), and the fast path (`FastL1::new`) equal to the plain path
//! (`FastL1::plain`, the exact engine) on the first 10^5 positions. The engine is timed
//! in process (`FastL1::new().nth(N)`, what `positions l1 --nth N` runs), the C program as
//! a process (its start and one line of output: about a millisecond).

use criterion::{Criterion, criterion_group, criterion_main};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;
use wythoff_lab::games::l1::fast::FastL1;

fn compile_reference() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = root.join("target").join("l1_greedy");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(root.join("benches/reference/l1_greedy.c"))
        .status()
        .expect("the system cc runs");
    assert!(status.success(), "cc failed on l1_greedy.c");
    out
}

fn run(cmd: &mut Command) -> String {
    let o = cmd.output().expect("the program runs");
    assert!(o.status.success(), "{cmd:?} failed");
    String::from_utf8(o.stdout).expect("utf-8")
}

fn l1_speed(c: &mut Criterion) {
    let n: u64 = std::env::var("L1_SPEED_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000_000);
    let reference = compile_reference();
    let k = 100_000;
    assert!(
        FastL1::new().take(k).eq(FastL1::plain().take(k)),
        "the fast path and the plain path differ"
    );
    let ns = n.to_string();
    let want = run(Command::new(&reference).arg(&ns));
    let p = FastL1::new().nth(n as usize).expect("P(n)");
    let got = format!("{} {} {}\n", p[0], p[1], p[2]);
    assert_eq!(want, got, "P({n}): the C reference and the engine differ");
    let mut g = c.benchmark_group("positions l1 --nth");
    g.sample_size(10).measurement_time(Duration::from_secs(60));
    g.bench_function(format!("wythoff (fast path), N = {n}"), |b| {
        b.iter(|| FastL1::new().nth(n as usize))
    });
    g.bench_function(format!("plain C greedy over byte arrays, N = {n}"), |b| {
        b.iter(|| run(Command::new(&reference).arg(&ns)))
    });
    g.finish();
}

criterion_group!(benches, l1_speed);
criterion_main!(benches);
