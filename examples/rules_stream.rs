//! Time the rules file's streamed engine (`games::rules::columns`) on W^k, N columns:
//! `cargo run --release --example rules_stream -- K N` prints the columns, the
//! P-positions, the seconds and the engine's P rows' bytes. The command docs/engines.md
//! quotes for the W^k rows of the rules engine.

use std::time::Instant;
use wythoff_lab::games::rules::{builtin, columns::Engine};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().unwrap_or(0))
        .collect();
    let (Some(&k), Some(&n)) = (args.first(), args.get(1)) else {
        eprintln!("error: usage: rules_stream K N (W^K, N columns)");
        std::process::exit(2);
    };
    let r = match builtin::blocking(k as u32) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let mut e = match Engine::stream(&r) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(2);
        }
    };
    let t = Instant::now();
    let p: usize = (0..n).map(|_| e.next_column().len()).sum();
    println!(
        "W^{k}: {n} columns, {p} P-positions, {:.2} s",
        t.elapsed().as_secs_f64()
    );
}
