//! The rules engines (criterion). Run: `cargo bench --bench rules`; figures are copied into
//! docs/engines.md ("Games from their rules").
//!
//! * the first 10^4 columns of a game of 6 families (`benches/six.toml`: after the symmetric
//!   closure, both Nim moves; blocking k = 4), streamed (`games::rules::columns`);
//! * W^4 as a rules file beside the built-in W^4 column generator, 10^5 columns each;
//! * a square of side 4096: (1,2)-GDWN (column engine) and Splythoff (triangle engine,
//!   `games::rules::triangle`, x + y < 8191);
//! * Grundy values of Wythoff's game on a side of 2048 (`games::rules::grundy`).

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::blocking::Columns as BlockingColumns;
use wythoff_lab::games::rules::{builtin, columns::Engine, gallery, grundy, parse::parse};

const SIX: &str = include_str!("six.toml");

fn columns(e: &mut Engine, n: u64) -> usize {
    (0..n).map(|_| e.next_column().len()).sum()
}

fn rules_engines(c: &mut Criterion) {
    let mut g = c.benchmark_group("rules");
    g.sample_size(10).measurement_time(Duration::from_secs(10));
    let six = parse(SIX, &[]).expect("parses");
    assert_eq!(six.families.len(), 6);
    g.bench_function("6 families, k = 4, 10^4 columns streamed", |b| {
        b.iter(|| columns(&mut Engine::stream(&six).expect("streams"), 10_000))
    });
    let w4 = builtin::blocking(4).expect("W^4");
    g.bench_function("W^4 as a rules file, 10^5 columns", |b| {
        b.iter(|| columns(&mut Engine::stream(&w4).expect("streams"), 100_000))
    });
    g.bench_function("W^4 built-in column generator, 10^5 columns", |b| {
        b.iter(|| {
            BlockingColumns::new(4)
                .take_while(|&(a, _)| a < 100_000)
                .count()
        })
    });
    let gdwn = parse(gallery::rules("gdwn").expect("gdwn"), &[("q".into(), 2)]).expect("parses");
    g.bench_function("(1,2)-GDWN square of side 4096", |b| {
        b.iter(|| columns(&mut Engine::square(&gdwn, 4096).expect("square"), 4096))
    });
    let sply = parse(gallery::rules("splythoff").expect("splythoff"), &[]).expect("parses");
    g.bench_function("Splythoff square of side 4096 (triangle engine)", |b| {
        b.iter(|| columns(&mut Engine::square(&sply, 4096).expect("square"), 4096))
    });
    let w = builtin::wythoff();
    g.bench_function("Wythoff Grundy values, side 2048", |b| {
        b.iter(|| grundy::values(&w, 2048).expect("values").len())
    });
    g.finish();
}

criterion_group!(benches, rules_engines);
criterion_main!(benches);
