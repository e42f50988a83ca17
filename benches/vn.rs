//! Akiyama's v(n) (the simplified algorithm after Theorem 3): the streaming generator with
//! checkpoints (`Simplified`) and the ring engine of `positions akiyama` (`VRing`) against a
//! baseline: the
//! printed algorithm written plainly, as one would in C, over byte arrays sized in advance
//! (one byte per value of W and per difference of Z, scanned one at a time for the
//! mexes). The goal: the engine in at most half the baseline's time at n = 10^8.
//! Run: `cargo bench --bench vn`. The two are checked equal (every v(n), n <= 10^6) first.

use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::akiyama_vn::{Simplified, VRing};

/// The printed algorithm over byte arrays; `f` sees every v(n), n = 1..=count.
fn baseline(count: usize, mut f: impl FnMut([u64; 3])) {
    // v3(n) < 5.3 n + 10 and 2 D_n + 2 < 3.5 n + 10 for every n checked (10^9).
    let mut w = vec![0u8; 6 * count + 64];
    let mut z = vec![0u8; 4 * count + 64];
    let (mut m, mut d) = (1usize, 1usize);
    for _ in 0..count {
        let k = if w[m + d] == 0 {
            0
        } else if z[d + 1] == 0 {
            1
        } else {
            2
        };
        let v2 = m + d + k;
        let v3 = v2 + d;
        w[m] = 1;
        w[v2] = 1;
        w[v3] = 1;
        z[d] = 1;
        z[d + k] = 1;
        z[2 * d + k] = 1;
        f([m as u64, v2 as u64, v3 as u64]);
        while w[m] != 0 {
            m += 1;
        }
        while z[d] != 0 {
            d += 1;
        }
    }
}

fn vn(c: &mut Criterion) {
    let n = 1_000_000;
    let mut base = Vec::with_capacity(n);
    baseline(n, |v| base.push(v));
    let engine: Vec<[u64; 3]> = Simplified::new().skip(1).take(n).map(|s| s.v).collect();
    assert_eq!(base, engine, "the baseline and the engine differ");
    assert!(
        VRing::new().skip(1).take(n).eq(engine),
        "the ring engine differs"
    );
    let mut g = c.benchmark_group("v(n)");
    g.sample_size(10).measurement_time(Duration::from_secs(30));
    g.bench_function("engine (games/akiyama_vn/simplified.rs), n = 10^8", |b| {
        b.iter(|| {
            Simplified::new()
                .take(100_000_000)
                .fold(0u64, |s, x| s ^ x.v[2])
        })
    });
    g.bench_function("ring engine's loop (VRing::run), n = 10^8", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            VRing::new().run(100_000_000, |v| {
                acc ^= v[2];
                true
            });
            acc
        })
    });
    g.bench_function("ring engine's iterator, n = 10^8", |b| {
        b.iter(|| VRing::new().take(100_000_000).fold(0u64, |s, v| s ^ v[2]))
    });
    g.bench_function("baseline: byte arrays, n = 10^8", |b| {
        b.iter(|| {
            let mut acc = 0u64;
            baseline(100_000_000, |v| acc ^= v[2]);
            acc
        })
    });
    g.finish();
}

criterion_group!(benches, vn);
criterion_main!(benches);
