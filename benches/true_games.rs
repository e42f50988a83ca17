//! The true games of the frontier section (criterion). Run:
//! `cargo bench --bench true_games`.
//!
//! The exact L1-Nim engine is measured against a baseline: the same method written plainly
//! over byte arrays (`games/l1/exact_plain.rs`: one byte per value and per difference,
//! grown as needed, scanned one value at a time). The baseline is checked equal to the
//! engine on its first 10^5 positions before anything is timed. Positive Nim's exact
//! engine is timed on its first 10^6 positions.

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::l1::exact_plain::{Bytes, Plain};
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::l1::{TrueL1, planes};
use wythoff_lab::games::positive::PositiveNim;

fn true_games(c: &mut Criterion) {
    let n = 100_000;
    assert!(
        Plain::<Bytes>::new().take(n).eq(TrueL1::new().take(n)),
        "the baseline and the engine differ"
    );
    let mut g = c.benchmark_group("true games");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("true L1 exact engine, n = 10^7", |b| {
        b.iter(|| TrueL1::new().take(10_000_000).fold(0u64, |s, t| s ^ t[2]))
    });
    g.bench_function(
        "baseline: the same method over byte arrays, n = 10^7",
        |b| {
            b.iter(|| {
                Plain::<Bytes>::new()
                    .take(10_000_000)
                    .fold(0u64, |s, t| s ^ t[2])
            })
        },
    );
    g.bench_function("plane sieve, L1-Nim, a+b+c <= 1000", |b| {
        b.iter(|| planes::solve(Variant::L1, 1000).map(|v| v.len()))
    });
    g.bench_function("plane sieve, positive Nim, a+b+c <= 1000", |b| {
        b.iter(|| planes::solve(Variant::Positive, 1000).map(|v| v.len()))
    });
    // Positive Nim's exact engine (games/positive/), checked against the plane sieve to
    // a+b+c <= 1000 before it is timed.
    let rules = planes::solve(Variant::Positive, 1000).expect("the plane sieve");
    assert!(
        PositiveNim::new()
            .take_while(|t| t.iter().sum::<u64>() <= 1000)
            .eq(rules),
        "the positive-Nim engine and the plane sieve differ"
    );
    g.bench_function("positive Nim exact engine, n = 10^6", |b| {
        b.iter(|| {
            PositiveNim::with_capacity(1_000_000)
                .take(1_000_000)
                .fold(0u64, |s, t| s ^ t[2])
        })
    });
    g.finish();
}

criterion_group!(benches, true_games);
criterion_main!(benches);
