//! SMT queries of Larsson's *Blocking Wythoff Nim* (`wythoff smt`): Proposition 1-3 over
//! all integers, and Theorem 1 (1) on `[0, 30]^2` for k = 2, 3 (the kernel labelling is
//! unique and equals `R_k`). Builders return SMT-LIB2 text; the solver is in [`crate::smt`].

use crate::games::blocking::theorem1_1::p_set_by_theorem_1_1;
use crate::smt::{Answer, Query};
use std::collections::BTreeSet;
use std::fmt::Write;

/// Larsson's queries, in catalog order.
pub fn queries() -> Vec<Query> {
    vec![
        Query {
            id: "larsson.prop1-3",
            statement: "larsson.prop1-3",
            proves: "for all integers k, x <= y: (x, y) has at most k-1 options (x + y + x of them) iff y < k - 2x; and T(k) is a lower ideal",
            expected: Answer::Unsat,
            build: larsson_prop1_3,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "larsson.thm1-1-k2",
            statement: "larsson.thm1-1",
            proves: "on [0,30]^2, the unique labelling with P iff fewer than 2 options are P is R_2",
            expected: Answer::Unsat,
            build: || larsson_thm1(2, 30),
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "larsson.thm1-1-k3",
            statement: "larsson.thm1-1",
            proves: "on [0,30]^2, the unique labelling with P iff fewer than 3 options are P is R_3",
            expected: Answer::Unsat,
            build: || larsson_thm1(3, 30),
            model_checks: &[],
            committed: true,
        },
    ]
}

fn larsson_prop1_3() -> String {
    "(set-logic QF_LIA)
(declare-const k Int)
(declare-const x Int)
(declare-const y Int)
(declare-const i Int)
(declare-const j Int)
(assert (and (>= k 1) (<= 0 x) (<= x y)))
; (x, y), x <= y, has x horizontal, y vertical and min(x, y) = x diagonal options
(define-fun options () Int (+ x y x))
(define-fun in-t ((u Int) (v Int)) Bool
  (let ((lo (ite (<= u v) u v)) (hi (ite (<= u v) v u))) (< hi (- k (* 2 lo)))))
(assert (or
  (not (= (<= options (- k 1)) (< y (- k (* 2 x)))))
  (and (in-t x y) (<= 0 i x) (<= 0 j y) (not (in-t (- x i) (- y j))))))
(check-sat)
"
    .into()
}

fn larsson_thm1(k: usize, b: u64) -> String {
    let r: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(k, b + 1).into_iter().collect();
    let in_r = |x: u64, y: u64| r.contains(&(x.min(y), x.max(y)));
    let mut s = String::from("(set-logic QF_LIA)\n");
    for y in 0..=b {
        for x in 0..=b {
            let _ = writeln!(s, "(declare-const p{x}_{y} Bool)");
        }
    }
    for y in 0..=b {
        for x in 0..=b {
            let mut opts: Vec<String> = (0..x).map(|i| format!("p{i}_{y}")).collect();
            opts.extend((0..y).map(|j| format!("p{x}_{j}")));
            opts.extend((1..=x.min(y)).map(|d| format!("p{}_{}", x - d, y - d)));
            let sum = if opts.is_empty() {
                "0".to_string()
            } else {
                format!(
                    "(+ 0 {})",
                    opts.iter()
                        .map(|o| format!("(ite {o} 1 0)"))
                        .collect::<Vec<_>>()
                        .join(" ")
                )
            };
            let _ = writeln!(s, "(assert (= p{x}_{y} (< {sum} {k})))");
        }
    }
    s.push_str("; R_k, computed from its formula\n(assert (or\n");
    for y in 0..=b {
        for x in 0..=b {
            let _ = writeln!(
                s,
                "  {}",
                if in_r(x, y) {
                    format!("(not p{x}_{y})")
                } else {
                    format!("p{x}_{y}")
                }
            );
        }
    }
    s.push_str("))\n(check-sat)\n");
    s
}
