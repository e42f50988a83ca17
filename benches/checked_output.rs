//! The output of the `positions` paths checked against a proved P-set automaton, against
//! the same engine's output unchecked (criterion). Run: `cargo bench --bench
//! checked_output` (a few minutes on an idle 2-core machine).
//!
//! Each path is timed twice on one thread, writing decimal lines (`positions::lines`, as
//! the command prints them) into a sink: the engine's stream alone, and the same stream
//! through the proved check (`games::proved::Stream`, built by `requests::proved_check`:
//! membership of every position, completeness every 16384 columns). The command line runs
//! the engine and the check on a second thread (not timed here). Before anything is
//! timed, the two outputs are checked equal byte for byte.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use wythoff_lab::games::proved::Stream;
use wythoff_lab::positions::lines::Lines;
use wythoff_lab::positions::{self as sequences, Select};
use wythoff_lab::requests::{Game, Request, proved_check};

/// Write a stream as `positions` prints it into `out` (a sink, or a vector to compare);
/// the bytes written.
fn write<P: AsRef<[u64]>>(
    stream: impl Iterator<Item = Result<P, String>>,
    out: &mut impl std::io::Write,
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
            lines.flush_to(out).expect("the sink takes it");
        }
    }
    bytes += lines.text().len();
    lines.flush_to(out).expect("the sink takes it");
    bytes
}

/// One path: its name, the request (for its proved check) and its engine's stream.
struct Path {
    name: String,
    req: Request,
    engine: Box<dyn Fn() -> sequences::Positions>,
}

fn pos2(p: [u64; 2]) -> Result<sequences::Pos, String> {
    Ok(sequences::Pos::from_slice(&p))
}

fn paths() -> Vec<Path> {
    let env = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let n = env("CHECKED_OUTPUT_N", 5_000_000);
    let count = |game| Request {
        game,
        select: Select::Count(n),
        max_sum: None,
    };
    let mut v = vec![Path {
        name: format!("positions wythoff --count {n}"),
        req: count(Game::Wythoff),
        engine: Box::new(move || Box::new(sequences::wythoff_count(n).unwrap().map(pos2))),
    }];
    let nb = n / 5;
    for k in 1..=4u64 {
        v.push(Path {
            name: format!("positions blocking --k {k} --count {nb}"),
            req: Request {
                select: Select::Count(nb),
                ..count(Game::Blocking { k })
            },
            engine: Box::new(move || {
                Box::new(
                    sequences::blocking_pairs(k, Select::Count(nb))
                        .unwrap()
                        .map(pos2),
                )
            }),
        });
    }
    let nl = n / 25;
    for f in 1..=5u64 {
        let text = f.to_string();
        v.push(Path {
            name: format!("positions lythoff --piles 2 --f {f} --count {nl}"),
            req: Request {
                select: Select::Count(nl),
                ..count(Game::Lythoff {
                    piles: 2,
                    f: Some(text.clone()),
                })
            },
            engine: Box::new(move || {
                sequences::lythoff(2, Some(&text), Select::Count(nl)).unwrap()
            }),
        });
    }
    let columns = n / 2;
    for spec in [
        "",
        "N: 0,0",
        "P: box 2x2",
        "P: box 4x4",
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
    ] {
        v.push(Path {
            name: format!("positions altered --alter '{spec}' --columns {columns}"),
            req: Request {
                game: Game::Altered {
                    alter: spec.to_string(),
                    columns,
                },
                select: Select::Count(0),
                max_sum: None,
            },
            engine: Box::new(move || {
                Box::new(sequences::altered(spec, columns).unwrap().map(pos2))
            }),
        });
    }
    v
}

fn checked(path: &Path) -> impl Iterator<Item = Result<sequences::Pos, String>> {
    let pc = proved_check(&path.req)
        .expect("the request reads")
        .expect("a proved P-set");
    Stream::new((path.engine)(), pc.check, pc.skip, pc.end)
}

fn checked_output(c: &mut Criterion) {
    let mut g = c.benchmark_group("positions, checked vs unchecked");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    for path in paths() {
        let (mut plain, mut proved) = (Vec::new(), Vec::new());
        write((path.engine)(), &mut plain);
        write(checked(&path), &mut proved);
        assert!(plain == proved, "{}: the outputs differ", path.name);
        assert!(!plain.is_empty(), "{}: no output", path.name);
        g.bench_function(format!("{}, unchecked", path.name), |b| {
            b.iter(|| black_box(write((path.engine)(), &mut std::io::sink())))
        });
        g.bench_function(format!("{}, checked", path.name), |b| {
            b.iter(|| black_box(write(checked(&path), &mut std::io::sink())))
        });
    }
    g.finish();
}

criterion_group!(benches, checked_output);
criterion_main!(benches);
