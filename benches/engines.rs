//! Engine benchmarks (criterion). Run: `cargo bench --bench engines`; one group with
//! `cargo bench --bench engines -- wythoff`.
//!
//! Speed is measured here, never in timed tests. Figures are copied into README.md.

use criterion::{BenchmarkId, Criterion, black_box, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::wythoff::{self, MexPairs, Pairs};

fn wythoff_engines(c: &mut Criterion) {
    let mut g = c.benchmark_group("wythoff");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    for n in [1_000_000u64, 100_000_000] {
        g.bench_with_input(BenchmarkId::new("streaming closed form", n), &n, |b, &n| {
            b.iter(|| {
                Pairs::new()
                    .take(n as usize)
                    .fold(0u64, |s, (_, a, b)| s.wrapping_add(a ^ b))
            })
        });
    }
    g.bench_function("random access pair(n), 10^6 calls near 10^18", |b| {
        b.iter(|| {
            (0..1_000_000u64).fold(0u64, |s, i| {
                s ^ wythoff::pair(black_box(1_000_000_000_000_000_000 + i)).map_or(0, |p| p.0)
            })
        })
    });
    g.bench_function("mex recurrence, n = 10^6", |b| {
        b.iter(|| {
            MexPairs::new()
                .take(1_000_000)
                .fold(0u64, |s, (_, a, _)| s.wrapping_add(a))
        })
    });
    g.bench_function("rules solver, square of side 300", |b| {
        b.iter(|| wythoff::rules::p_positions(black_box(300)).map(|v| v.len()))
    });
    g.finish();
}

criterion_group!(benches, wythoff_engines);
criterion_main!(benches);
