//! Positive Nim's exact engine (criterion). Run: `cargo bench --bench positive`.
//!
//! The engine is checked equal to the plane-sieve rules solver on every position with
//! a+b+c <= 1000 before anything is timed, then timed on its first 10^6 and 10^7
//! P-positions (the 10^7 run: about 10-15 s per sample, 10 samples).
//!
//! Not here yet: the plain single-threaded C program of issue 24 (the reference the speed
//! goal is stated against); see the handoff of `positive2`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::l1::planes;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::positive::PositiveNim;

fn positive(c: &mut Criterion) {
    let rules = planes::solve(Variant::Positive, 1000).expect("the plane sieve");
    assert!(
        PositiveNim::new()
            .take_while(|t| t.iter().sum::<u64>() <= 1000)
            .eq(rules),
        "the positive-Nim engine and the plane sieve differ"
    );
    let mut g = c.benchmark_group("positive Nim");
    g.sample_size(10).measurement_time(Duration::from_secs(30));
    for n in [1_000_000usize, 10_000_000] {
        g.bench_function(format!("exact engine, n = {n}"), |b| {
            b.iter(|| {
                PositiveNim::with_capacity(n)
                    .take(n)
                    .fold(0u64, |s, t| s ^ t[2])
            })
        });
    }
    g.finish();
}

criterion_group!(benches, positive);
criterion_main!(benches);
