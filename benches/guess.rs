//! Guess and prove: learn the P-set automaton from the fast engine's positions
//! (data below 1000, msd_fib) and prove it with the game's rule, as `wythoff guess` does
//! for Wythoff, W^2 and W^3 (for these the first converged guess is proved). Goals: Wythoff
//! under 1 s, W^2 and W^3 under 30 s each.
//!
//! `cargo bench --bench guess`

use automatic_prover::Auto;
use automatic_prover::logic::learn::{learn, length_for, value_bound};
use automatic_prover::numeration::numeration;
use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::games::rules::prove::{Learnable, p_table, prove};
use wythoff_lab::games::rules::{RuleSet, builtin};

fn guess_and_prove(game: &RuleSet) -> usize {
    let num = numeration("msd_fib").expect("msd_fib");
    let max_len = length_for(&num, 1000);
    let bound = value_bound(&num, max_len).expect("bound");
    let table = p_table(game, bound).expect("table");
    let l = learn(
        &num,
        2,
        3,
        max_len,
        500,
        &mut |v| table.get(v[0], v[1]),
        &mut |_, _| {},
    )
    .expect("learned");
    let auto = Auto::from_tracks(
        &["x".to_string(), "y".to_string()],
        &[num.clone(), num.clone()],
        &l.dfa,
    )
    .expect("auto");
    assert_eq!(prove(game, "msd_fib", auto), Ok(None), "{}", game.title());
    l.states
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("guess");
    g.measurement_time(Duration::from_secs(10)).sample_size(10);
    let games = [
        builtin::wythoff(),
        builtin::blocking(2).expect("k = 2"),
        builtin::blocking(3).expect("k = 3"),
    ];
    for game in games {
        g.bench_function(format!("{} (guess + prove)", game.title()), |b| {
            b.iter(|| guess_and_prove(&game))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
