//! The negative systems (`msd_neg_k`, `lsd_neg_k`, `msd_neg_fib`, `lsd_neg_fib`), whose
//! numbers are all the integers: the basic relations checked exhaustively on every tuple of
//! short digit strings (valid or not) against the values the place values give, the carry
//! box checked by doubling it, and closed formulas with answers derived by hand (some from
//! Walnut's integration suite, `test404` to `test439` and `test642` to `test644`).

mod common;

use automatic_prover::Session;
use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::automaton::limits::Budget;
use automatic_prover::logic::rel::Relations;
use automatic_prover::numeration::{Numeration, numeration};

/// Each system with a length on which every tuple of 2 or 3 digit strings is tried.
const SYSTEMS: [(&str, usize); 6] = [
    ("msd_neg_2", 5),
    ("lsd_neg_2", 5),
    ("msd_neg_3", 3),
    ("msd_neg_10", 2),
    ("msd_neg_fib", 6),
    ("lsd_neg_fib", 6),
];

/// Every digit string of `len` places, in reading order.
fn words(n: &Numeration, len: usize) -> Vec<Vec<u32>> {
    let r = n.radix as u64;
    (0..r.pow(len as u32))
        .map(|code| {
            (0..len)
                .map(|i| ((code / r.pow(i as u32)) % r) as u32)
                .collect()
        })
        .collect()
}

/// The value of a valid string, `None` for an invalid one.
fn value(n: &Numeration, w: &[u32]) -> Option<i64> {
    n.is_valid(w).then(|| n.value_int(w).expect("short") as i64)
}

#[test]
fn adder_accepts_exactly_the_valid_sums() {
    let budget = Budget::default();
    for (name, len) in SYSTEMS {
        let n = numeration(name).unwrap();
        let add = n.add(&budget).unwrap();
        let all = words(&n, len);
        let vals: Vec<Option<i64>> = all.iter().map(|w| value(&n, w)).collect();
        let mut sums = 0;
        for (x, vx) in all.iter().zip(&vals) {
            for (y, vy) in all.iter().zip(&vals) {
                for (z, vz) in all.iter().zip(&vals) {
                    let expect = match (vx, vy, vz) {
                        (Some(a), Some(b), Some(c)) => a + b == *c,
                        _ => false,
                    };
                    let got = add.accepts_tracks(&[x.clone(), y.clone(), z.clone()]);
                    assert_eq!(got, expect, "{name}: {x:?} + {y:?} = {z:?}");
                    sums += usize::from(expect);
                }
            }
        }
        assert!(sums > all.len(), "{name}: only {sums} sums");
    }
}

/// A two-track relation checked on every pair of strings of `len` places.
fn check_pairs(n: &Numeration, d: &Dfa, len: usize, what: &str, rel: impl Fn(i64, i64) -> bool) {
    let all = words(n, len);
    let vals: Vec<Option<i64>> = all.iter().map(|w| value(n, w)).collect();
    let (mut yes, mut no) = (0, 0);
    for (x, vx) in all.iter().zip(&vals) {
        for (y, vy) in all.iter().zip(&vals) {
            let expect = match (vx, vy) {
                (Some(a), Some(b)) => rel(*a, *b),
                _ => false,
            };
            assert_eq!(
                d.accepts_tracks(&[x.clone(), y.clone()]),
                expect,
                "{}: {what} at {x:?} {y:?} ({vx:?}, {vy:?})",
                n.name
            );
            if expect { yes += 1 } else { no += 1 }
        }
    }
    assert!(yes > 0 && no > 0, "{}: {what} is constant", n.name);
}

#[test]
fn order_products_and_quotients_compare_values() {
    let budget = Budget::default();
    let mut rels = Relations::default();
    for (name, len) in SYSTEMS {
        let n = numeration(name).unwrap();
        let len = len + 1;
        let lt = rels.lt(&n, &budget).unwrap();
        check_pairs(&n, &lt.dfa, len, "x < y", |a, b| a < b);
        let eq = rels.eq(&n, &budget).unwrap();
        check_pairs(&n, &eq.dfa, len, "x = y", |a, b| a == b);
        for k in [2u64, 3, 5] {
            let mul = rels.mul(&n, k, &budget).unwrap();
            check_pairs(&n, &mul.dfa, len, "y = k x", |a, b| b == k as i64 * a);
            // Walnut's division: the floor of the quotient, negative numbers included.
            let div = rels.div(&n, k, &budget).unwrap();
            check_pairs(&n, &div.dfa, len, "y = x / k", |a, b| {
                b == a.div_euclid(k as i64)
            });
        }
    }
}

#[test]
fn constants_and_the_sign() {
    let budget = Budget::default();
    let mut rels = Relations::default();
    for (name, len) in SYSTEMS {
        let n = numeration(name).unwrap();
        let len = len + 2;
        let all = words(&n, len);
        let vals: Vec<Option<i64>> = all.iter().map(|w| value(&n, w)).collect();
        let lo = vals.iter().flatten().min().copied().unwrap();
        let hi = vals.iter().flatten().max().copied().unwrap();
        assert!(lo < -3 && hi > 3, "{name}: values {lo}..={hi}");
        for c in lo - 2..=hi + 2 {
            let a = rels.constant_int(&n, c, &budget).unwrap();
            let mut hits = 0;
            for (w, v) in all.iter().zip(&vals) {
                let expect = *v == Some(c);
                assert_eq!(
                    a.dfa.accepts(w.iter().map(|&d| d as usize)),
                    expect,
                    "{name}: {c} at {w:?}"
                );
                hits += usize::from(expect);
            }
            // Every value in the range has exactly one representation of `len` places.
            assert_eq!(hits, usize::from((lo..=hi).contains(&c)), "{name}: {c}");
        }
        let pos = rels.positive(&n, &budget).unwrap();
        for (w, v) in all.iter().zip(&vals) {
            let expect = v.is_some_and(|v| v > 0);
            assert_eq!(
                pos.dfa.accepts(w.iter().map(|&d| d as usize)),
                expect,
                "{name}: {w:?} > 0"
            );
        }
    }
}

#[test]
fn doubling_the_carry_box_changes_nothing() {
    let budget = Budget::default();
    for name in ["msd_neg_2", "msd_neg_3", "msd_neg_fib"] {
        let s = numeration(name).unwrap().system;
        for coeffs in [
            vec![1, 1, -1],
            vec![-2, 1],
            vec![-7, 1],
            vec![-12, 1],
            vec![3, -2, 1],
        ] {
            let b = s.linear_box(&coeffs);
            let one = s.linear_msd_with_box(&coeffs, b, &budget).unwrap();
            let two = s.linear_msd_with_box(&coeffs, 2 * b, &budget).unwrap();
            assert_eq!(one, two, "{name} {coeffs:?}");
        }
    }
}

/// Each command's printed line.
fn run(script: &str) -> Vec<String> {
    common::session_lines(&mut Session::default(), script)
}

#[test]
fn closed_formulas_over_the_integers() {
    let cases = [
        // Walnut's suite: floors of quotients by negative numbers.
        ("?msd_neg_2 _3 / _2 = 1", true),
        ("?msd_neg_2 3 / _2 = _2", true),
        ("?msd_neg_2 _3 / 2 = _2", true),
        ("?msd_neg_2 _3 / 2 = _1", false),
        // Walnut's suite (test434 to test439): 2x + 1 is never even, 4x + 1 = 13 for x = 3.
        ("?lsd_neg_fib Ex,y,z y = 2*x+1 & y = 2*z", false),
        ("?lsd_neg_fib Ex,y,z y = 2*x+1 & y = 3*z", true),
        ("?lsd_neg_fib Ex 13 = 4*x+1", true),
        ("?lsd_neg_fib Ex 11 = 4*x+1", false),
        // No least integer; every integer has an opposite; order is by value.
        ("?msd_neg_2 Ax Ey y < x", true),
        ("?msd_2 Ax Ey y < x", false),
        ("?msd_neg_fib Ax Ey x + y = 0", true),
        ("?msd_neg_3 Ex x < 0 & x + x = _6", true),
        ("?msd_neg_3 Ex x > 0 & x + x = _6", false),
        ("?lsd_neg_2 Ax,y x < y <=> Ed d > 0 & x + d = y", true),
        ("?msd_neg_fib Ax (x < 0) <=> (_x > 0)", true),
        // Negative factors: -2 (-a) = 6 for a = 3 only.
        ("?msd_neg_2 Aa (_2*_a = 6) <=> a = 3", true),
        (
            "?msd_neg_2 Aa,b (a = b/_5) <=> (5*a <= _b & _b < 5*a + 5)",
            true,
        ),
        // Constants beyond the small ones (msd_neg_10 built its ranges with an overflow).
        ("?msd_neg_10 Ex x = 12345 & x + _12346 = _1", true),
        ("?msd_neg_10 Ex x = _98765 & 2*x = _197530", true),
    ];
    for (f, expect) in cases {
        let out = run(&format!("eval t \"{f}\";"));
        // A FALSE `A` formula names its counterexample after the answer.
        let want = if expect { "t: TRUE" } else { "t: FALSE" };
        assert_eq!(out.len(), 1, "{f}");
        assert_eq!(
            out[0].split(' ').take(2).collect::<Vec<_>>().join(" "),
            want,
            "{f}"
        );
    }
}

#[test]
fn free_variables_range_over_the_integers() {
    // Walnut's test404 and test414: a = -5; -2 (-a) = 6 gives a = 3.
    let mut s = Session::default();
    s.run_script("def m \"?msd_neg_2 a = _5\"; def p \"?msd_neg_2 _2*_a = 6\"; def q \"?lsd_neg_fib a >= 2 => a <= 3\";")
        .unwrap();
    for x in -40i64..=40 {
        assert_eq!(
            s.definition("m").unwrap().accepts_ints(&[x]),
            x == -5,
            "m at {x}"
        );
        assert_eq!(
            s.definition("p").unwrap().accepts_ints(&[x]),
            x == 3,
            "p at {x}"
        );
        assert_eq!(
            s.definition("q").unwrap().accepts_ints(&[x]),
            x <= 3,
            "q at {x}"
        );
    }
}

#[test]
fn a_word_of_another_system_is_indexed_in_its_own() {
    // Walnut's test456 and test462: the Thue-Morse word (msd_2) in msd_neg_2 arithmetic;
    // its index a is read in msd_2, b in msd_neg_2, and T[a] - b = 1 gives b = T[a] - 1.
    let mut s = Session::default();
    s.run_script("def u \"?msd_neg_2 T[a] - 5 = _4\"; def v \"?msd_neg_2 T[a] - b = 1\";")
        .unwrap();
    let (u, v) = (s.definition("u").unwrap(), s.definition("v").unwrap());
    assert_eq!(u.nums[0].name, "msd_2");
    assert_eq!(
        (v.nums[0].name.as_str(), v.nums[1].name.as_str()),
        ("msd_2", "msd_neg_2")
    );
    for a in 0i64..64 {
        let t = i64::from(a.count_ones() % 2 == 1);
        assert_eq!(u.accepts_ints(&[a]), t == 1, "u at {a}");
        for b in -5i64..=5 {
            assert_eq!(v.accepts_ints(&[a, b]), b == t - 1, "v at {a}, {b}");
        }
    }
    // A compound index is computed in msd_neg_2 by Walnut and changed base: refused here,
    // never read as a sum of natural numbers.
    let e = s.run_script("eval w \"?msd_neg_2 T[a+d] - 5 = _4\";");
    assert!(e.is_err(), "{e:?}");
}

/// As in Walnut, a negative constant factor of a non-constant term is an error where the
/// numbers are the naturals (Walnut's `validateNeg`), while `_(2*x)` (unary minus of a
/// term) and a product of constants are read; in a negative base all are read.
#[test]
fn a_negative_factor_is_refused_in_a_system_of_naturals() {
    for f in [
        "?msd_2 Ex _2*x = 0",
        "?msd_2 Ex x*_5 = 0",
        "?lsd_fib Ex x/_5 = 0",
    ] {
        let err = Session::default()
            .run_script(&format!("eval t \"{f}\";"))
            .expect_err(f);
        assert!(
            err.contains("a negative one is read in negative bases only"),
            "{f}: {err}"
        );
    }
    for (f, want) in [
        ("?msd_2 Ex _(2*x) = 0", "t: TRUE"),
        ("?msd_2 Ex (_2)*(_3)*x = 6", "t: TRUE"),
        ("?msd_2 Ex _6/_3 * x = 5", "t: FALSE"),
        ("?msd_neg_2 Ex x/_5 = 1", "t: TRUE"),
    ] {
        assert_eq!(run(&format!("eval t \"{f}\";")), [want], "{f}");
    }
}
