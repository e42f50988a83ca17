//! The decision procedure's speed: the Wythoff kernel proof (stable + absorbing in
//! msd_fib), Larsson's Theorem 1.1 for W^1..W^3, and every proof file under
//! `proofs/walnut/`, each run as `wythoff prove` runs it (a fresh session: the numeration
//! systems are cached per process, as in one run of the command); and multiplication by a
//! constant (the carry automaton of `y = k x`, built directly) and division by one (the
//! carry automaton of `0 <= x - k y < k`, a composite divisor and a quotient on each side of
//! a comparison, and quotients joined with other terms: `x/17/3<6` in msd_trib, and in lsd
//! systems `x/26!=x/10` and `x/22*2=x`, built in msd and reversed); and minimization of a large
//! sparse automaton (729 letters, as the six-track Pell products of the W^4 proof) by the
//! live-transition refinement against Hopcroft's dense twin; and the subset
//! construction (bit sets) and Brzozowski's route on Walnut's largest
//! suite queries (test230: 115,802 subsets of a 274-state projection; test637's
//! shape, a three-term sum of positions of a word, by Brzozowski's route). Walnut-Rust's
//! times for the same queries: `examples/walnut_suite.rs --race`.
//!
//! `cargo bench --bench prover`

use automatic_prover::Session;
use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::automaton::minimize::{minimize, minimize_hopcroft};
use criterion::{Criterion, criterion_group, criterion_main};
use std::time::Duration;
use wythoff_lab::check::rng::Rng;

const KERNEL: &str = r#"
reg shift msd_fib msd_fib "([0,0]|[0,1][1,1]*[1,0])*";
def wp "?msd_fib Em,p,q $shift(m,p) & $shift(p,q) & a=p+1 & b=q+2";
def wyth "?msd_fib (x=0 & y=0) | $wp(x,y) | $wp(y,x)";
def move "?msd_fib (c=a & d<b) | (d=b & c<a) | (c<a & d<b & a+d=b+c)";
eval stable "?msd_fib Ax,y,u,v ($wyth(x,y) & $wyth(u,v)) => ~$move(x,y,u,v)";
eval absorbing "?msd_fib Ax,y ~$wyth(x,y) => Eu,v $wyth(u,v) & $move(x,y,u,v)";
"#;

fn run(script: &str) {
    let out = Session::default().run_script(script).expect("runs");
    assert!(out.iter().all(|o| !o.line().ends_with("FALSE")));
}

/// A product-shaped automaton: `live` states with a few live letters each (to random live
/// states), every other letter to one dead state; about one state in three accepts.
fn sparse(live: usize, radices: Vec<u32>, seed: u64) -> Dfa {
    let mut rng = Rng::new(seed);
    let k: usize = radices.iter().map(|&r| r as usize).product();
    let dead = live as u32;
    let mut trans = vec![dead; (live + 1) * k];
    for s in 0..live {
        for _ in 0..rng.range(1, 30) {
            let a = rng.range(0, k as u64 - 1) as usize;
            trans[s * k + a] = rng.range(0, live as u64 - 1) as u32;
        }
    }
    let accept = (0..=live)
        .map(|s| s < live && rng.range(0, 2) == 0)
        .collect();
    Dfa::from_parts(radices, trans, accept, 0)
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("prove");
    g.measurement_time(Duration::from_secs(5)).sample_size(10);
    g.bench_function("wythoff kernel (stable + absorbing)", |b| {
        b.iter(|| run(KERNEL))
    });
    for (name, script) in [
        ("msd_2 y=1001*x", "def m \"?msd_2 y=1001*x\";"),
        ("msd_pell y=100*x", "def m \"?msd_pell y=100*x\";"),
        ("msd_trib x/12=y", "def m \"?msd_trib x/12=y\";"),
        ("msd_trib x/4/3=y", "def m \"?msd_trib x/4/3=y\";"),
        ("msd_trib z/3>y/4/3", "def m \"?msd_trib z/3>y/4/3\";"),
        ("msd_fib x/97=y", "def m \"?msd_fib x/97=y\";"),
        ("msd_trib x/17/3<6", "def m \"?msd_trib x/17/3<6\";"),
        ("lsd_fib x/26!=x/10", "def m \"?lsd_fib x/26!=x/10\";"),
        ("lsd_trib x/22*2=x", "def m \"?lsd_trib x/22*2=x\";"),
    ] {
        g.bench_function(name, |b| b.iter(|| run(script)));
    }
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/proofs/walnut");
    let thm = std::fs::read_to_string(format!("{dir}/larsson.thm1-1.walnut")).expect("file");
    g.bench_function("larsson.thm1-1 (W^1, W^2, W^3)", |b| b.iter(|| run(&thm)));
    let mut all: Vec<(String, String)> = std::fs::read_dir(dir)
        .expect("proofs")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "walnut"))
        .map(|p| {
            (
                p.display().to_string(),
                std::fs::read_to_string(&p).expect("file"),
            )
        })
        .collect();
    all.sort();
    for (path, text) in &all {
        let name = std::path::Path::new(path)
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or("?")
            .to_string();
        let dir = std::path::Path::new(path)
            .parent()
            .expect("dir")
            .to_path_buf();
        g.bench_function(format!("file {name}"), |b| {
            b.iter(|| {
                let mut s = Session::default();
                s.base_dir = Some(dir.clone());
                assert!(s.run_script(text).is_ok(), "{path}");
            })
        });
    }
    g.bench_function("every proof file", |b| {
        b.iter(|| {
            for (path, text) in &all {
                let mut s = Session::default();
                s.base_dir = Some(
                    std::path::Path::new(path)
                        .parent()
                        .expect("dir")
                        .to_path_buf(),
                );
                assert!(s.run_script(text).is_ok(), "{path}");
            }
        })
    });
    g.finish();

    let mut m = c.benchmark_group("minimize");
    m.sample_size(10);
    let d = sparse(15_000, vec![3; 6], 5);
    m.bench_function("15,000 states x 729 letters, live transitions", |b| {
        b.iter(|| minimize(&d))
    });
    m.bench_function("15,000 states x 729 letters, Hopcroft (dense twin)", |b| {
        b.iter(|| minimize_hopcroft(&d))
    });
    m.finish();

    let mut d = c.benchmark_group("determinize");
    d.sample_size(10);
    d.measurement_time(Duration::from_secs(10));
    let test230 = "eval t \"Ei At ((t<n) => ((T[i+t]=T[i+t+n]) & (T[i+t]=T[i+3*n-1-t])))\";";
    d.bench_function("Walnut's test230 (subsets as bit sets)", |b| {
        b.iter(|| Session::default().run_script(test230).expect("runs"))
    });
    d.bench_function("Walnut's test230 by Brzozowski's route", |b| {
        let brz = format!("[strategy * BRZ]{test230}");
        b.iter(|| Session::default().run_script(&brz).expect("runs"))
    });
    let rs = "[strategy 6 BRZ]eval t \"E x,y,z (n=x+y+z) & RS[x]=@1 & RS[y]=@0 & RS[z]=@1\";";
    d.bench_function(
        "three-term sum of Rudin-Shapiro positions, Brzozowski",
        |b| b.iter(|| Session::default().run_script(rs).expect("runs")),
    );
    d.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
