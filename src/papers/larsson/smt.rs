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
            proves: "for all integers k >= 1 and every (x, y) in [0,16)^2: (x, y) is terminal (at most k-1 options, each option of the box counted by the move rule) iff it lies in T(k); and T(k) is a lower ideal",
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

/// The side of the box of the Proposition 1.3 query.
const PROP1_3_BOX: u64 = 16;

/// Proposition 1.3 on the box `[0, B)^2` for every `k`: the options of `(x, y)` are
/// counted from Definition 1's move rule, one term per cell `(u, v)` of the box (a move
/// down the column, along the row, or along the diagonal); terminal means at most `k - 1`
/// of them (all blockable, Definition 3). Asserts a position whose terminality differs
/// from membership in `T(k)`, or a terminal position with a non-terminal lower one.
fn larsson_prop1_3() -> String {
    let b = PROP1_3_BOX;
    let mut s = String::from(
        "(set-logic QF_LIA)
(declare-const k Int)
(declare-const x Int)
(declare-const y Int)
(declare-const i Int)
(declare-const j Int)
(assert (>= k 1))
",
    );
    let _ = writeln!(s, "(assert (and (<= 0 x) (< x {b}) (<= 0 y) (< y {b})))");
    s.push_str(
        "; a move (a, b) -> (u, v): down the column, along the row, or along the diagonal
(define-fun moves-to ((a Int) (b Int) (u Int) (v Int)) Bool
  (or (and (= u a) (< v b))
      (and (= v b) (< u a))
      (and (< u a) (= (- a u) (- b v)))))
; the options of (a, b): every cell of the box it moves to
(define-fun options ((a Int) (b Int)) Int (+ 0\n",
    );
    for u in 0..b {
        for v in 0..b {
            let _ = writeln!(s, "  (ite (moves-to a b {u} {v}) 1 0)");
        }
    }
    s.push_str(
        "))
; terminal (Definition 3): every option can be blocked
(define-fun terminal ((a Int) (b Int)) Bool (<= (options a b) (- k 1)))
; T(k) = {x, y} with x <= y < k - 2x
(define-fun in-t ((u Int) (v Int)) Bool
  (let ((lo (ite (<= u v) u v)) (hi (ite (<= u v) v u))) (< hi (- k (* 2 lo)))))
(assert (or
  (not (= (terminal x y) (in-t x y)))
  (and (in-t x y) (<= 0 i x) (<= 0 j y) (not (in-t (- x i) (- y j))))))
(check-sat)
",
    );
    s
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
