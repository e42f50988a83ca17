//! Positive Nim's exact engine against a second engine written separately: the plain C
//! program `benches/reference/positive.c` (the reference the engine's speed is timed against). It
//! follows the same proof (the six tests, entry layers, an active list, a simplex and
//! walkers; module doc of `games/positive`), so it is no independent twin: the plane
//! sieve and the literal-rule checker are (`tests/positive.rs`). It shares none of the
//! engine's code, layouts or prunings (the compact index, the floor's coarse table, the
//! walkers' first tests at a lower bound of `c`, the simplex's fresh pairs waiting in the
//! heap, skipped layers), so it checks those on the whole of P(0..=10^6) (10^7 under
//! `slow-tests`), where the rules solver reaches a+b+c <= 10000 only.
//!
//! The C program is compiled with the system `cc -O2`; without a C compiler the test
//! prints SKIPPED (in CI, `CI=true`, it fails instead).

mod common;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use wythoff_lab::games::positive::PositiveNim;

/// A SKIPPED line on the process's standard error itself (`eprintln!` is captured, and
/// hidden, for a passing test), so `cargo test` shows it with or without `--nocapture`.
macro_rules! skipped {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($t)*);
    }};
}

fn compile() -> Option<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("positive_reference");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&out)
        .arg(root.join("benches/reference/positive.c"))
        .status();
    match status {
        Ok(s) => {
            assert!(s.success(), "cc failed on benches/reference/positive.c");
            Some(out)
        }
        Err(e) if std::env::var_os("CI").is_none() => {
            skipped!("SKIPPED: the C engine comparison (no C compiler: {e})");
            None
        }
        Err(e) => panic!("CI: the C compiler is needed ({e})"),
    }
}

#[test]
fn engine_equals_the_c_program_on_every_position() {
    let Some(program) = compile() else {
        return;
    };
    let n = common::tier(1_000_000, 10_000_000);
    let mut child = Command::new(&program)
        .args([n.to_string().as_str(), "all"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the C program runs");
    let lines = BufReader::new(child.stdout.take().expect("stdout")).lines();
    let mut engine = PositiveNim::with_capacity(n as usize + 1);
    let mut count = 0u64;
    for (i, line) in lines.enumerate() {
        let line = line.expect("utf-8 lines");
        let want: Vec<u64> = line
            .split(' ')
            .map(|x| x.parse().expect("a number"))
            .collect();
        let got = engine.next().expect("the engine goes on");
        assert_eq!(
            got.to_vec(),
            want,
            "P({i}): the engine and the C program differ"
        );
        count += 1;
    }
    assert!(child.wait().expect("the C program ends").success());
    assert_eq!(engine.error(), None);
    // Every position P(0..=n) was compared.
    assert_eq!(count, n + 1);
}
