//! The Sprague-Grundy line engine (criterion). Run: `cargo bench --bench grundy`.
//!
//! Wythoff Nim and misère Wythoff (`N: 0,0`) on the square of side 4096, every line
//! computed and folded (no output). The engine equals the generic rules solver on side 300
//! (tests/grundy.rs); here its first 256 lines are compared with the rules solver's square
//! of side 256 before anything is timed.

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::altered::{self, Alteration};
use wythoff_lab::games::wythoff::{self, grundy::GrundyLines};

fn grundy(c: &mut Criterion) {
    let rules = wythoff::rules::grundy_table(256).expect("the square is closed");
    for (x, line) in GrundyLines::wythoff(256).expect("side 256").enumerate() {
        for (y, &g) in line.iter().enumerate() {
            assert_eq!(g, rules[y][x], "G({x}, {y})");
        }
    }
    let misere = Alteration::parse("N: 0,0").expect("a valid alteration");
    let mut g = c.benchmark_group("grundy");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("Wythoff, side 4096", |b| {
        b.iter(|| {
            GrundyLines::wythoff(4096)
                .expect("side 4096")
                .fold(0u64, |s, l| s ^ u64::from(l[l.len() - 1]))
        })
    });
    g.bench_function("misère Wythoff (N: 0,0), side 4096", |b| {
        b.iter(|| {
            altered::grundy::lines(&misere, 4096)
                .expect("side 4096")
                .fold(0u64, |s, l| s ^ u64::from(l[l.len() - 1]))
        })
    });
    g.finish();
}

criterion_group!(benches, grundy);
criterion_main!(benches);
