//! Division by a constant, `x/c = y` (the floor, as Walnut divides), built directly as the
//! carry automaton of `0 <= x - c y <= c - 1`: against brute force on a window of x for
//! many divisors (1, primes, prime powers, composites) in msd_2, lsd_2, msd_fib, lsd_fib,
//! msd_trib, msd_pell (Ostrowski) and msd_neg_2 (every integer x, negative ones too);
//! against Walnut's own definition `E q, r x = q + r & q = c*y & 0 <= r < c` (two
//! projections, an independent route) on the whole language for the small divisors; and
//! the box of carries doubled without changing the automaton.

mod common;

use automatic_prover::automaton::limits::Budget;
use automatic_prover::numeration::numeration;
use automatic_prover::walnut::parse_formula;
use automatic_prover::{Auto, Session};

const SYSTEMS: [&str; 7] = [
    "msd_2",
    "lsd_2",
    "msd_fib",
    "lsd_fib",
    "msd_trib",
    "msd_pell",
    "msd_neg_2",
];

const DIVISORS: [u64; 18] = [
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 16, 25, 27, 30, 60, 97,
];

/// Whether the quick tier builds `x/c` in `sys`: every divisor except the two largest in the
/// systems where their carry automata take seconds to build (msd_trib: 60 and 97 take
/// most of this file's time); all of them under `slow-tests`.
fn quick_tier_divides(sys: &str, c: u64) -> bool {
    cfg!(feature = "slow-tests") || c <= 30 || !matches!(sys, "msd_trib" | "lsd_fib")
}

fn auto(s: &mut Session, f: &str) -> Auto {
    let f = parse_formula(f).unwrap_or_else(|e| panic!("{f}: {e}"));
    s.formula(&f).unwrap_or_else(|e| panic!("{f}: {e}"))
}

#[test]
fn quotients_match_brute_force() {
    let mut s = Session::default();
    let side = common::tier(160, 1000) as i64;
    for sys in SYSTEMS {
        let integers = sys.contains("neg");
        let xs: Vec<i64> = if integers {
            (-side / 2..side / 2).collect()
        } else {
            (0..side).collect()
        };
        for c in DIVISORS.into_iter().filter(|&c| quick_tier_divides(sys, c)) {
            let a = auto(&mut s, &format!("?{sys} x/{c}=y"));
            assert_eq!(a.vars, ["x", "y"], "{sys} x/{c}");
            let c = c as i64;
            for &x in &xs {
                let q = x.div_euclid(c);
                // The quotient, its neighbours, and a few others; negative y only where
                // the numbers are the integers.
                for y in [q - 2, q - 1, q, q + 1, q + 2, 0, x, x / 2] {
                    if y < 0 && !integers {
                        continue;
                    }
                    assert_eq!(
                        a.accepts_ints(&[x, y]),
                        y == q,
                        "?{sys} x/{c}=y at x = {x}, y = {y}"
                    );
                }
            }
        }
    }
}

#[test]
fn quotients_match_walnuts_definition() {
    let mut s = Session::default();
    let top = common::tier(6, 16);
    for sys in SYSTEMS {
        for c in 1..=top {
            let f = format!(
                "?{sys} A x,y (x/{c}=y) <=> (E q,r x = q + r & q = {c}*y & r >= 0 & r < {c})"
            );
            assert!(auto(&mut s, &f).truth(), "{f}");
        }
    }
}

#[test]
fn doubling_the_box_changes_nothing() {
    let budget = Budget::default();
    for sys in [
        "msd_2",
        "msd_3",
        "msd_fib",
        "msd_trib",
        "msd_pell",
        "msd_neg_2",
        "msd_neg_3",
        "msd_neg_fib",
    ] {
        let n = numeration(sys).unwrap_or_else(|e| panic!("{sys}: {e}"));
        // The quick tier: the divisors up to 16; every divisor (and 64, 100, 243) under
        // slow-tests, where the larger boxes take minutes.
        let divisors: Vec<u64> = if cfg!(feature = "slow-tests") {
            DIVISORS.into_iter().chain([64, 100, 243]).collect()
        } else {
            DIVISORS.into_iter().filter(|&c| c <= 16).collect()
        };
        for c in divisors {
            let c = c as i64;
            let one = n.system.linear_range_msd(&[1, -c], (0, c - 1), 1, &budget);
            let two = n.system.linear_range_msd(&[1, -c], (0, c - 1), 2, &budget);
            let (Some(Ok(one)), Some(Ok(two))) = (one, two) else {
                panic!("{sys} x/{c}: no automaton");
            };
            assert_eq!(
                one, two,
                "{sys} x/{c}: the doubled box changes the automaton"
            );
        }
    }
}
