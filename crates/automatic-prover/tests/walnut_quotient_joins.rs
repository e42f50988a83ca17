//! Quotients by constants combined with other terms (`x/17/3 < 6`, `x/26 != x/10`,
//! `x/22*2 = x`): the relations of an atom are joined from the most restrictive one and
//! each intermediate value projected as soon as no relation left reads it, and an atom
//! with a product or quotient in an lsd system is built in msd and reversed. Each formula
//! below, in systems of both directions (naturals and integers), against the values
//! computed here with integer arithmetic (Walnut's `/` is the floor) on a window.

use automatic_prover::Session;
use automatic_prover::numeration::numeration;

/// `t/k` as Walnut divides: the floor.
fn div(t: i64, k: i64) -> i64 {
    t.div_euclid(k)
}

/// A formula over x and y (each written in the formula; a missing one is free anyway
/// through `y = y`), and its truth on a pair.
type Case = (&'static str, fn(i64, i64) -> bool);

const CASES: [Case; 9] = [
    ("x/17/3 < 6 & y = y", |x, _| div(div(x, 17), 3) < 6),
    ("x/26 != x/10 & y = y", |x, _| div(x, 26) != div(x, 10)),
    ("x/22*2 = x & y = y", |x, _| 2 * div(x, 22) == x),
    ("x/3 + y/5 = 7", |x, y| div(x, 3) + div(y, 5) == 7),
    ("2*x/3 < y/4 + 1", |x, y| div(2 * x, 3) < div(y, 4) + 1),
    ("x/4/3 = y/6", |x, y| div(div(x, 4), 3) == div(y, 6)),
    ("(x+y)/7 >= x/5", |x, y| div(x + y, 7) >= div(x, 5)),
    ("x = 3*(y/4) + 1", |x, y| x == 3 * div(y, 4) + 1),
    ("y/2 = x/3/2", |x, y| div(y, 2) == div(div(x, 3), 2)),
];

#[test]
fn quotients_joined_with_other_terms_against_integer_arithmetic() {
    // In lsd_trib the answers of the last six hold 10^4 to 10^5 states (seconds each): the
    // three of one variable there, the rest in the slow tier.
    let all = CASES.len();
    for (sys, cases) in [
        ("msd_2", all),
        ("lsd_2", all),
        ("msd_3", all),
        ("msd_fib", all),
        ("lsd_fib", all),
        ("msd_trib", all),
        (
            "lsd_trib",
            if cfg!(feature = "slow-tests") { all } else { 3 },
        ),
        ("msd_neg_2", all),
        ("lsd_neg_2", all),
    ] {
        let n = numeration(sys).expect("a system");
        let (lo, hi) = if n.integers() { (-30, 30) } else { (0, 60) };
        let mut s = Session::default();
        for (body, want) in &CASES[..cases] {
            s.run_script(&format!("def m \"?{sys} {body}\";"))
                .unwrap_or_else(|e| panic!("{sys}: {body}: {e}"));
            let m = s.definition("m").expect("m").clone();
            assert_eq!(m.vars, ["x", "y"], "{sys}: {body}");
            for x in lo..=hi {
                for y in lo..=hi {
                    assert_eq!(
                        m.accepts_ints(&[x, y]),
                        want(x, y),
                        "{sys}: {body} at x = {x}, y = {y}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_three_reported_formulas_answer_as_before() {
    // The minimal automata of x < 306, x >= 10 and x = 0 (Walnut's state counts are the
    // same: its minimal automata of these sets).
    let mut s = Session::default();
    let out: Vec<String> = s
        .run_script(
            "def qa \"?msd_trib x/17/3<6\";\ndef qb \"?lsd_fib x/26!=x/10\";\n\
             def qc \"?lsd_trib x/22*2=x\";",
        )
        .expect("runs")
        .iter()
        .map(|o| o.line())
        .collect();
    assert_eq!(out, ["qa: 27 states", "qb: 11 states", "qc: 1 states"]);
    for x in 0..2000 {
        assert_eq!(s.definition("qa").expect("qa").accepts_ints(&[x]), x < 306);
        assert_eq!(s.definition("qb").expect("qb").accepts_ints(&[x]), x >= 10);
        assert_eq!(s.definition("qc").expect("qc").accepts_ints(&[x]), x == 0);
    }
}
