//! SMT queries of Hu, Sleator and Tsin (`wythoff smt`): the maps f and g of Lemmas 5-6 are
//! mutually inverse, Lemma 8's closed form for n <= 40, and Theorem 2 from Theorem 3.
//! Builders return SMT-LIB2 text; the solver and [`crate::smt::int`] are in [`crate::smt`].

use crate::smt::{Answer, Query, int};
use std::fmt::Write;

/// Hu, Sleator and Tsin's queries, in catalog order.
pub fn queries() -> Vec<Query> {
    vec![
        Query {
            id: "hst.lemma5-6",
            statement: "hst.lemma6",
            proves: "f(x,y) = (2x+y+1, x+y) and g(x,y) = (x-y-1, 2y-x+1) are mutually inverse on Z^2",
            expected: Answer::Unsat,
            build: hst_f_g,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "hst.lemma8",
            statement: "hst.lemma8",
            proves: "for n = 1..40 and all integers x, y, n applications of g equal the closed form with Fibonacci coefficients",
            expected: Answer::Unsat,
            build: hst_lemma8,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "hst.thm2-from-thm3",
            statement: "hst.thm2",
            proves: "for all a, b >= 1, with c = a, r = b, d = a + b - 1, Theorem 3's (d - c, d - r) equals (b - 1, a - 1)",
            expected: Answer::Unsat,
            build: hst_thm2,
            model_checks: &[],
            committed: true,
        },
    ]
}

fn hst_f_g() -> String {
    "(set-logic QF_LIA)
(declare-const x Int)
(declare-const y Int)
(define-fun fx ((x Int) (y Int)) Int (+ (* 2 x) y 1))
(define-fun fy ((x Int) (y Int)) Int (+ x y))
(define-fun gx ((x Int) (y Int)) Int (- x y 1))
(define-fun gy ((x Int) (y Int)) Int (+ (- (* 2 y) x) 1))
(assert (or (not (= (gx (fx x y) (fy x y)) x)) (not (= (gy (fx x y) (fy x y)) y))
            (not (= (fx (gx x y) (gy x y)) x)) (not (= (fy (gx x y) (gy x y)) y))))
(check-sat)
"
    .into()
}

fn hst_lemma8() -> String {
    let fib = |i: u32| crate::games::hst_strings::fib(i).unwrap_or(0);
    let mut s =
        String::from("(set-logic QF_LIA)\n(declare-const x0 Int)\n(declare-const y0 Int)\n");
    for k in 1..=40 {
        let _ = writeln!(s, "(declare-const x{k} Int)\n(declare-const y{k} Int)");
        let _ = writeln!(
            s,
            "(assert (= x{k} (- x{p} y{p} 1)))\n(assert (= y{k} (+ (- (* 2 y{p}) x{p}) 1)))",
            p = k - 1
        );
    }
    s.push_str("(assert (or\n");
    for n in 1..=40u32 {
        let (a, b, c) = (fib(2 * n - 1), fib(2 * n), fib(2 * n + 1));
        let _ = writeln!(
            s,
            "  (not (= x{n} (- (* {a} x0) (* {b} y0) {b})))\n  (not (= y{n} (+ (* {} x0) (* {c} y0) {})))",
            int(-b),
            int(c - 1)
        );
    }
    s.push_str("))\n(check-sat)\n");
    s
}

fn hst_thm2() -> String {
    "(set-logic QF_LIA)
(declare-const a Int)
(declare-const b Int)
(assert (>= a 1))
(assert (>= b 1))
(define-fun c () Int a)
(define-fun r () Int b)
(define-fun d () Int (- (+ a b) 1))
(assert (or (not (= (- d c) (- b 1))) (not (= (- d r) (- a 1)))))
(check-sat)
"
    .into()
}
