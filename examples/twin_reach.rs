//! How long the deep twin comparisons that gate `conjecture larsson.table1`, `deep` and
//! `positions l1` take (docs/engines.md, "Speed and memory"): the W^k column generator
//! against its plain twin for one k to column A, or the true L1-Nim fast path against the
//! plain path to P(N). Each prints the time and the number of positions compared.
//!
//! `cargo run --release --example twin_reach -- blocking K A | l1 N`

use std::time::Instant;
use wythoff_lab::games::blocking::{Columns, plain::Plain};
use wythoff_lab::games::l1::fast::FastL1;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| -> u64 {
        args.get(i)
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("usage: twin_reach blocking K A | l1 N"))
    };
    let t = Instant::now();
    match args.first().map(String::as_str) {
        Some("blocking") => {
            let (k, a_max) = (num(1) as usize, num(2));
            let engine = Columns::new(k).take_while(|&(a, _)| a <= a_max);
            let twin = Plain::new(k).take_while(|&(a, _)| a <= a_max);
            let mut n = 0u64;
            let mut e = engine.fuse();
            let mut p = twin.fuse();
            loop {
                match (e.next(), p.next()) {
                    (None, None) => break,
                    (x, y) if x == y => n += 1,
                    (x, y) => panic!("k = {k}, P-position {n}: engine {x:?}, twin {y:?}"),
                }
            }
            println!(
                "k = {k}, a <= {a_max}: {n} positions equal, {:.1} s",
                t.elapsed().as_secs_f64()
            );
        }
        Some("l1") => {
            let n = num(1);
            let mut fast = FastL1::new();
            let mut plain = FastL1::plain();
            for i in 0..=n {
                let (x, y) = (fast.next(), plain.next());
                assert_eq!(x, y, "P({i})");
            }
            println!("P(0..={n}) equal, {:.1} s", t.elapsed().as_secs_f64());
        }
        _ => panic!("usage: twin_reach blocking K A | l1 N"),
    }
}
