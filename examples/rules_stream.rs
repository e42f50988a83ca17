//! Time the rules file's streamed engine (`games::rules::columns`) alone:
//! `cargo run --release --example rules_stream -- K N` on W^K, or `-- FILE N` on a rules
//! file, N columns; a third argument `words` scans every column word by word (the engine's
//! fallback) instead of by candidate search. Prints the columns, the P-positions, the
//! seconds and the candidates the exact sum found N. The command docs/engines.md quotes for the rules engine's streamed rows.

use std::time::Instant;
use wythoff_lab::games::rules::{builtin, columns::Engine, parse::parse};

fn fail(e: impl std::fmt::Display) -> ! {
    eprintln!("error: {e}");
    std::process::exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(game), Some(n)) = (
        args.first(),
        args.get(1).and_then(|a| a.parse::<u64>().ok()),
    ) else {
        fail("usage: rules_stream K|FILE N [words]");
    };
    let r = match game.parse::<u32>() {
        Ok(k) => builtin::blocking(k).unwrap_or_else(|e| fail(e)),
        Err(_) => {
            let text =
                std::fs::read_to_string(game).unwrap_or_else(|e| fail(format!("{game}: {e}")));
            parse(&text, &[]).unwrap_or_else(|e| fail(e))
        }
    };
    let mut e = Engine::stream(&r).unwrap_or_else(|e| fail(e));
    if args.get(2).map(String::as_str) == Some("words") {
        e = e.words_only();
    }
    let t = Instant::now();
    let p: usize = (0..n).map(|_| e.next_column().len()).sum();
    println!(
        "{}: {n} columns, {p} P-positions, {:.2} s, {} candidates N",
        r.name,
        t.elapsed().as_secs_f64(),
        e.rejected()
    );
}
