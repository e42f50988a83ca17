//! Queries for the `frontier` section: the move lemma behind the exact L1-Nim engine
//! ([`crate::games::l1::exact`]), over all integers (no bound).

use crate::smt::{Answer, Query};
use std::fmt::Write;

/// The frontier queries.
pub fn queries() -> Vec<Query> {
    vec![
        Query {
            id: "frontier.l1.move-lemma-ordered",
            statement: "frontier.l1.move-lemma",
            proves: "for all P, Q in N_0^3: the move rule (v = P - Q, v1 v2 v3 (v1-v2)(v2-v3)(v3-v1) = 0, v1+v2+v3 > 0, the product written as printed) holds iff Q has the smaller sum and shares with P a value in the same place or the difference of the same pair of places; unsat means no counterexample exists",
            expected: Answer::Unsat,
            build: ordered_lemma,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "frontier.l1.move-lemma-sorted",
            statement: "frontier.l1.move-lemma",
            proves: "for all sorted P = (a,b,c) and sorted q = (d,e,f) in N_0^3: some permutation of q is an L1 option of P (one disjunct per permutation, the rule's product as printed) iff d+e+f < a+b+c and P and q share a value or an absolute difference (b-a, c-b, c-a against e-d, f-e, f-d): the engine's test; unsat means no counterexample exists",
            expected: Answer::Unsat,
            build: sorted_lemma,
            model_checks: &[],
            committed: true,
        },
    ]
}

/// The rule, as printed, for `v = (x, y, z)` given as SMT terms.
fn rule(x: &str, y: &str, z: &str) -> String {
    format!("(and (= (* {x} {y} {z} (- {x} {y}) (- {y} {z}) (- {z} {x})) 0) (> (+ {x} {y} {z}) 0))")
}

fn ordered_lemma() -> String {
    let mut s = String::new();
    for v in ["p0", "p1", "p2", "q0", "q1", "q2"] {
        let _ = writeln!(s, "(declare-const {v} Int)\n(assert (>= {v} 0))");
    }
    let _ = writeln!(
        s,
        "(define-fun rule () Bool {})",
        rule("(- p0 q0)", "(- p1 q1)", "(- p2 q2)")
    );
    s.push_str("(define-fun lemma () Bool (and (< (+ q0 q1 q2) (+ p0 p1 p2))\n  (or (= p0 q0) (= p1 q1) (= p2 q2) (= (- p0 p1) (- q0 q1)) (= (- p1 p2) (- q1 q2)) (= (- p2 p0) (- q2 q0)))))\n");
    s.push_str("(assert (not (= rule lemma)))\n(check-sat)\n");
    s
}

fn sorted_lemma() -> String {
    let mut s = String::new();
    for v in ["a", "b", "c", "d", "e", "f"] {
        let _ = writeln!(s, "(declare-const {v} Int)");
    }
    s.push_str("(assert (and (<= 0 a) (<= a b) (<= b c) (<= 0 d) (<= d e) (<= e f)))\n");
    let q = ["d", "e", "f"];
    let moves: Vec<String> = crate::games::l1::rules::ORDERINGS
        .iter()
        .map(|o| {
            let t = o.map(|i| q[i]);
            rule(
                &format!("(- a {})", t[0]),
                &format!("(- b {})", t[1]),
                &format!("(- c {})", t[2]),
            )
        })
        .collect();
    let _ = writeln!(
        s,
        "(define-fun some-move () Bool (or\n  {}))",
        moves.join("\n  ")
    );
    let mut shared = Vec::new();
    for x in ["a", "b", "c"] {
        for y in q {
            shared.push(format!("(= {x} {y})"));
        }
    }
    for x in ["(- b a)", "(- c b)", "(- c a)"] {
        for y in ["(- e d)", "(- f e)", "(- f d)"] {
            shared.push(format!("(= {x} {y})"));
        }
    }
    let _ = writeln!(
        s,
        "(define-fun shares () Bool (and (< (+ d e f) (+ a b c)) (or {})))",
        shared.join(" ")
    );
    s.push_str("(assert (not (= some-move shares)))\n(check-sat)\n");
    s
}
