//! The output of the `positions` paths checked against a proved P-set automaton, against
//! the same engine's output unchecked (criterion). Run: `cargo bench --bench
//! checked_output` (a few minutes on an idle 2-core machine).
//!
//! Each path's output is written as decimal lines (`positions::lines`, as the command prints
//! them; over the engine's own stream type, the one the command prints, with no boxing
//! per item) into a sink, twice: the engine's stream alone, and the same stream through the
//! proved check (`games::proved::Stream`, built by `requests::proved_check`: membership of
//! every position, completeness every 16384 columns). Both are timed in two shapes:
//!
//! * `one thread`: engine, check and formatting on the bench's thread (the check's own
//!   cost): the command's route with its batches computed on this thread
//!   (`positions::pipeline::threaded_on` and `requests::checked_pipeline_on` with
//!   `Threads::One`: what a machine with one free core runs);
//! * `as the command`: the engine on a second thread, the formatting on this one, the check
//!   on the side the request names (`requests::checked_pipeline`, exactly as `wythoff
//!   positions` runs them).
//!
//! Criterion times each; then `ratio` lines give checked / unchecked for each path and
//! shape from interleaved pairs of runs (unchecked then checked, 15 pairs;
//! `CHECKED_OUTPUT_RUNS` sets the number): the fastest of each side, and the median of the
//! pairs' own ratios, so that a change of the machine's speed during the run moves both
//! sides.
//! Before anything is timed, the two outputs are checked equal byte for byte.
//! `CHECKED_OUTPUT_N` sets the Wythoff count (default 5000000; the other paths scale from
//! it) and `CHECKED_OUTPUT_ONLY=text` keeps the paths whose name contains `text`. Cargo's
//! bench profile builds without overflow checks, the release profile (the command) with
//! them: both sides of each ratio are built alike.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::{Duration, Instant};
use wythoff_lab::positions::lines::Lines;
use wythoff_lab::positions::pipeline::{Threads, threaded, threaded_on};
use wythoff_lab::positions::{self as sequences, Select};
use wythoff_lab::requests::{Game, Request, checked_pipeline, checked_pipeline_on, proved_check};

/// Write a stream as `positions` prints it into `out` (a sink, or a vector to compare);
/// the bytes written.
fn write<P: AsRef<[u64]>>(
    stream: impl Iterator<Item = Result<P, String>>,
    out: &mut dyn std::io::Write,
) -> usize {
    let (mut lines, mut bytes) = (Lines::new(), 0);
    for p in stream {
        let p = p.expect("the stream passes its check");
        let (&last, rest) = p.as_ref().split_last().expect("a position has coordinates");
        for (i, &v) in rest.iter().enumerate() {
            lines.num_then(i, v, b' ');
        }
        lines.num_then(rest.len(), last, b'\n');
        if lines.full() {
            bytes += lines.text().len();
            lines.flush_to(&mut &mut *out).expect("the sink takes it");
        }
    }
    bytes += lines.text().len();
    lines.flush_to(&mut &mut *out).expect("the sink takes it");
    bytes
}

/// One path: its name and its runs (`run(shape, check, out)`: the bytes written into
/// `out`, or into a sink when `None`).
struct Path {
    name: String,
    run: Box<Run>,
}

type Run = dyn Fn(&str, bool, Option<&mut Vec<u8>>) -> usize;

/// A path over `engine`'s concrete stream, the type `wythoff positions` prints (no boxing
/// per item), checked as `req`'s proved check names.
fn path<I, P>(name: String, req: Request, engine: impl Fn() -> I + 'static) -> Path
where
    I: Iterator<Item = Result<P, String>> + Send + 'static,
    P: AsRef<[u64]> + Send + 'static,
{
    let check = move || {
        proved_check(&req)
            .expect("the request reads")
            .expect("a proved P-set")
    };
    let run = move |shape: &str, checked: bool, out: Option<&mut Vec<u8>>| {
        let mut sink = std::io::sink();
        let out: &mut dyn std::io::Write = match out {
            Some(v) => v,
            None => &mut sink,
        };
        match (shape == SHAPES[1], checked) {
            (false, false) => write(threaded_on(engine(), Threads::One), out),
            (false, true) => write(checked_pipeline_on(engine(), check(), Threads::One), out),
            (true, false) => write(threaded(engine()), out),
            (true, true) => write(checked_pipeline(engine(), check()), out),
        }
    };
    Path {
        name,
        run: Box::new(run),
    }
}

fn paths() -> Vec<Path> {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let n = env("CHECKED_OUTPUT_N", 5_000_000);
    let count = |game, c| Request {
        game,
        select: Select::Count(c),
        max_sum: None,
    };
    let mut v = vec![path(
        format!("positions wythoff --count {n}"),
        count(Game::Wythoff, n),
        move || sequences::wythoff_count(n).unwrap().map(Ok),
    )];
    let nb = n / 5;
    for k in 1..=4u64 {
        v.push(path(
            format!("positions blocking --k {k} --count {nb}"),
            count(Game::Blocking { k }, nb),
            move || {
                sequences::blocking_pairs(k, Select::Count(nb))
                    .unwrap()
                    .map(Ok)
            },
        ));
    }
    let nl = n / 25;
    for f in 1..=5u64 {
        let text = f.to_string();
        let game = Game::Lythoff {
            piles: 2,
            f: Some(text.clone()),
        };
        v.push(path(
            format!("positions lythoff --piles 2 --f {f} --count {nl}"),
            count(game, nl),
            move || sequences::lythoff_stream(2, Some(&text), Select::Count(nl)).unwrap(),
        ));
    }
    let columns = n / 2;
    for spec in [
        "",
        "N: 0,0",
        "P: box 2x2",
        "P: box 4x4",
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
    ] {
        let game = Game::Altered {
            alter: spec.to_string(),
            columns,
        };
        v.push(path(
            format!("positions altered --alter '{spec}' --columns {columns}"),
            count(game, 0),
            move || sequences::altered(spec, columns).unwrap().map(Ok),
        ));
    }
    // CHECKED_OUTPUT_ONLY=text keeps the paths whose name contains it.
    match std::env::var("CHECKED_OUTPUT_ONLY") {
        Ok(only) => v.into_iter().filter(|p| p.name.contains(&only)).collect(),
        Err(_) => v,
    }
}

/// The two shapes: everything on this thread, or engine (and check) on a second one.
const SHAPES: [&str; 2] = ["one thread", "as the command"];

/// One run of a path in a shape, into a sink; the bytes written.
fn run(path: &Path, shape: &str, check: bool) -> usize {
    (path.run)(shape, check, None)
}

fn checked_output(c: &mut Criterion) {
    let paths = paths();
    for path in &paths {
        let (mut plain, mut proved, mut here) = (Vec::new(), Vec::new(), Vec::new());
        (path.run)(SHAPES[0], false, Some(&mut plain));
        (path.run)(SHAPES[1], true, Some(&mut proved));
        (path.run)(SHAPES[0], true, Some(&mut here));
        assert!(
            plain == proved && plain == here,
            "{}: the outputs differ",
            path.name
        );
        assert!(!plain.is_empty(), "{}: no output", path.name);
    }
    // Interleaved pairs (unchecked, then checked): the fastest run of each side, and the
    // median of the pairs' own ratios (each pair ran back to back, so a change of the
    // machine's speed between pairs moves both of its sides).
    let runs = std::env::var("CHECKED_OUTPUT_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(15usize)
        .max(1);
    for shape in SHAPES {
        for path in &paths {
            let mut pairs = Vec::with_capacity(runs);
            for _ in 0..runs {
                let time = |check| {
                    let t = Instant::now();
                    black_box(run(path, shape, check));
                    t.elapsed().as_secs_f64()
                };
                let plain = time(false);
                pairs.push((plain, time(true)));
            }
            let fastest =
                |side: fn(&(f64, f64)) -> f64| pairs.iter().map(side).fold(f64::INFINITY, f64::min);
            let (plain, proved) = (fastest(|p| p.0), fastest(|p| p.1));
            let mut ratios: Vec<f64> = pairs.iter().map(|p| p.1 / p.0).collect();
            ratios.sort_by(f64::total_cmp);
            println!(
                "ratio {shape}: {}: unchecked {:.1} ms, checked {:.1} ms, ratio {:.2}, \
                 paired median {:.2} ({runs} pairs)",
                path.name,
                plain * 1e3,
                proved * 1e3,
                proved / plain,
                ratios[runs / 2]
            );
        }
    }
    for shape in SHAPES {
        let mut g = c.benchmark_group(format!("positions, checked vs unchecked, {shape}"));
        g.sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(3));
        for path in &paths {
            g.bench_function(format!("{}, unchecked", path.name), |b| {
                b.iter(|| black_box(run(path, shape, false)))
            });
            g.bench_function(format!("{}, checked", path.name), |b| {
                b.iter(|| black_box(run(path, shape, true)))
            });
        }
        g.finish();
    }
}

criterion_group!(benches, checked_output);
criterion_main!(benches);
