//! Engine benchmarks (criterion). Run: `cargo bench --bench engines`; one group with
//! `cargo bench --bench engines -- wythoff`.
//!
//! Speed is measured here, never in timed tests. Figures are copied into docs/engines.md.

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

fn other_engines(c: &mut Criterion) {
    use wythoff_lab::games::akiyama_vn::{MexAlgorithm, Simplified};
    use wythoff_lab::games::altered::{Alteration, Columns as AlteredColumns};
    use wythoff_lab::games::blocking::Columns as BlockingColumns;
    use wythoff_lab::games::l1::rules;
    use wythoff_lab::games::lythoff::Construction;
    let mut g = c.benchmark_group("engines");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    g.bench_function("akiyama simplified, n = 10^7", |b| {
        b.iter(|| {
            Simplified::new()
                .take(10_000_000)
                .fold(0u64, |s, x| s ^ x.v[2])
        })
    });
    g.bench_function("akiyama plain mex algorithm, n = 10^4", |b| {
        b.iter(|| {
            let mut m = MexAlgorithm::new();
            m.run_to(10_000);
            m.v.len()
        })
    });
    g.bench_function("L1 rules solver (layer test), a+b+c <= 150", |b| {
        b.iter(|| rules::p_positions(rules::Variant::L1, 150, |_| {}).len())
    });
    g.bench_function("L1 rules solver (sieve), a+b+c <= 150", |b| {
        b.iter(|| rules::sieve_p_positions(rules::Variant::L1, 150).len())
    });
    for k in [3usize, 5, 8] {
        g.bench_with_input(
            BenchmarkId::new("lythoff construction, n = 10^6, K", k),
            &k,
            |b, &k| {
                b.iter(|| {
                    Construction::lythoff(k)
                        .take(1_000_000)
                        .filter_map(Result::ok)
                        .fold(0u64, |s, p| s ^ p[k - 1])
                })
            },
        );
    }
    for k in [2usize, 4, 10] {
        g.bench_with_input(
            BenchmarkId::new("blocking columns, a <= 10^4, k", k),
            &k,
            |b, &k| {
                b.iter(|| {
                    BlockingColumns::new(k)
                        .take_while(|&(a, _)| a <= 10_000)
                        .count()
                })
            },
        );
    }
    // The scaling goal: t(10N) / t(N) for N = 2*10^4 .. 2*10^7 at k = 10, and at
    // k = 2 (quadratic before the residue-class search).
    for k in [10usize, 2] {
        for n in [20_000usize, 200_000, 2_000_000, 20_000_000] {
            g.bench_with_input(
                BenchmarkId::new(format!("blocking columns k = {k}, first N positions, N"), n),
                &n,
                |b, &n| b.iter(|| BlockingColumns::new(k).take(n).last()),
            );
        }
    }
    g.bench_function("altered column algorithm, Box(8,13), 10^7 columns", |b| {
        let alt = Alteration::p_box(8, 13);
        b.iter(|| {
            AlteredColumns::new(&alt)
                .take(10_000_000)
                .fold(0u64, |s, c| s ^ c.p[0])
        })
    });
    g.finish();
}

criterion_group!(benches, wythoff_engines, other_engines);
criterion_main!(benches);
