//! The true games of the frontier section (criterion). Run:
//! `cargo bench --bench true_games`.
//!
//! The exact L1-Nim engine is measured against a baseline: the same method written plainly
//! over byte arrays (one byte per value and per difference, grown as needed, scanned one
//! value at a time). The baseline is checked equal to the engine on its first 10^5
//! positions before anything is timed.

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::l1::rules::Variant;
use wythoff_lab::games::l1::{TrueL1, planes};

/// The baseline: sorted P-positions of L1-Nim in order of sum, by the move lemma, with
/// byte flags for the used values and differences.
struct Plain {
    used_value: Vec<u8>,
    used_diff: Vec<u8>,
    pending: Vec<[u64; 3]>,
}

impl Plain {
    fn new() -> Self {
        Plain {
            used_value: Vec::new(),
            used_diff: Vec::new(),
            pending: Vec::new(),
        }
    }

    fn value(&self, v: u64) -> bool {
        self.used_value.get(v as usize).is_some_and(|&f| f != 0)
    }

    fn diff(&self, d: u64) -> bool {
        self.used_diff.get(d as usize).is_some_and(|&f| f != 0)
    }

    fn mex(flags: &[u8]) -> u64 {
        flags.iter().position(|&f| f == 0).unwrap_or(flags.len()) as u64
    }

    fn layer(&mut self) {
        let (m, delta) = (Self::mex(&self.used_value), Self::mex(&self.used_diff));
        let mut best = u64::MAX;
        let mut found = Vec::new();
        let mut a = m;
        while 3 * a + 3 * delta <= best {
            if !self.value(a) {
                let mut b = a + delta;
                while a + 2 * b + delta <= best {
                    if !self.value(b) && !self.diff(b - a) {
                        let mut c = b + delta;
                        while a + b + c <= best
                            && (self.value(c) || self.diff(c - b) || self.diff(c - a))
                        {
                            c += 1;
                        }
                        let s = a + b + c;
                        if s < best {
                            best = s;
                            found.clear();
                        }
                        if s == best {
                            found.push([a, b, c]);
                        }
                    }
                    b += 1;
                }
            }
            a += 1;
        }
        found.sort_unstable();
        let set = |flags: &mut Vec<u8>, x: u64| {
            if flags.len() <= x as usize {
                flags.resize(x as usize * 2 + 1, 0);
            }
            flags[x as usize] = 1;
        };
        for &[a, b, c] in &found {
            for x in [a, b, c] {
                set(&mut self.used_value, x);
            }
            for x in [b - a, c - b, c - a] {
                set(&mut self.used_diff, x);
            }
        }
        found.reverse();
        self.pending = found;
    }
}

impl Iterator for Plain {
    type Item = [u64; 3];
    fn next(&mut self) -> Option<[u64; 3]> {
        if self.pending.is_empty() {
            self.layer();
        }
        self.pending.pop()
    }
}

fn true_games(c: &mut Criterion) {
    let n = 100_000;
    assert!(
        Plain::new().take(n).eq(TrueL1::new().take(n)),
        "the baseline and the engine differ"
    );
    let mut g = c.benchmark_group("true games");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.bench_function("true L1 exact engine, n = 10^7", |b| {
        b.iter(|| TrueL1::new().take(10_000_000).fold(0u64, |s, t| s ^ t[2]))
    });
    g.bench_function(
        "baseline: the same method over byte arrays, n = 10^7",
        |b| b.iter(|| Plain::new().take(10_000_000).fold(0u64, |s, t| s ^ t[2])),
    );
    g.bench_function("plane sieve, L1-Nim, a+b+c <= 1000", |b| {
        b.iter(|| planes::solve(Variant::L1, 1000).map(|v| v.len()))
    });
    g.bench_function("plane sieve, positive Nim, a+b+c <= 1000", |b| {
        b.iter(|| planes::solve(Variant::Positive, 1000).map(|v| v.len()))
    });
    g.finish();
}

criterion_group!(benches, true_games);
criterion_main!(benches);
