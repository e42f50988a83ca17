//! What the proved check costs on one path of `positions`, for an instruction count under
//! valgrind (docs/engines.md, "Checked output"): the command's route on one thread
//! (`Threads::One`), its lines written into a sink, unchecked or checked; or the check's
//! setup alone (reading the automaton, sizing its low table).
//!
//! `cargo build --release --example check_cost`, then
//! `valgrind --tool=callgrind target/release/examples/check_cost wythoff N plain|checked|setup`
//! (or `lythoff F N ...` for Lythoff(2_F), F = 1..5). It prints the bytes written.

use wythoff_lab::positions::lines::Lines;
use wythoff_lab::positions::pipeline::{Threads, threaded_on};
use wythoff_lab::positions::{self as sequences, Pos, Select};
use wythoff_lab::requests::{Game, Request, checked_pipeline_on, proved_check};

type Engine = Box<dyn Iterator<Item = Result<Pos, String>> + Send>;
/// Builds the path's engine anew.
type Build = Box<dyn Fn() -> Result<Engine, String>>;

/// Write a stream's positions as `positions` prints them into a sink: the bytes written.
fn write(stream: impl Iterator<Item = Result<Pos, String>>) -> Result<usize, String> {
    let (mut lines, mut bytes) = (Lines::new(), 0);
    let mut sink = std::io::sink();
    for p in stream {
        let p = p?;
        let (&last, rest) = p.split_last().ok_or("a position has coordinates")?;
        for (i, &v) in rest.iter().enumerate() {
            lines.num_then(i, v, b' ');
        }
        lines.num_then(rest.len(), last, b'\n');
        if lines.full() {
            bytes += lines.text().len();
            lines.flush_to(&mut sink).map_err(|e| e.to_string())?;
        }
    }
    Ok(bytes + lines.text().len())
}

fn run(args: &[String]) -> Result<usize, String> {
    let usage = "usage: check_cost wythoff N MODE | lythoff F N MODE (MODE: plain, checked, setup)";
    let num = |s: &String| {
        s.parse::<u64>()
            .map_err(|_| format!("{s}: not a count; {usage}"))
    };
    let (game, n, mode, engine): (Game, u64, &String, Build) = match args {
        [g, n, mode] if g == "wythoff" => {
            let n = num(n)?;
            let engine = move || -> Result<Engine, String> {
                let pairs = sequences::wythoff_count(n)?;
                Ok(Box::new(pairs.map(|p| Ok(Pos::from_slice(&p)))))
            };
            (Game::Wythoff, n, mode, Box::new(engine))
        }
        [g, f, n, mode] if g == "lythoff" => {
            let (f, n) = (f.clone(), num(n)?);
            let game = Game::Lythoff {
                piles: 2,
                f: Some(f.clone()),
            };
            let engine = move || -> Result<Engine, String> {
                Ok(Box::new(sequences::lythoff_stream(
                    2,
                    Some(&f),
                    Select::Count(n),
                )?))
            };
            (game, n, mode, Box::new(engine))
        }
        _ => return Err(usage.to_string()),
    };
    let req = Request {
        game,
        select: Select::Count(n),
        max_sum: None,
    };
    let check = || proved_check(&req)?.ok_or_else(|| "no proved P-set".to_string());
    match mode.as_str() {
        "setup" => check().map(|pc| pc.check.positions as usize),
        "plain" => write(threaded_on(engine()?, Threads::One)),
        "checked" => write(checked_pipeline_on(engine()?, check()?, Threads::One)),
        _ => Err(usage.to_string()),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(bytes) => println!("{bytes}"),
        Err(e) => {
            eprintln!("check_cost: {e}");
            std::process::exit(2);
        }
    }
}
