//! SMT query of Klein and Fraenkel (`wythoff smt`): Lemma 2 and Definition 5 against
//! Definition 1 for K = 3, entries <= 8. The builder returns SMT-LIB2 text; the solver is in
//! [`crate::smt`].

use crate::smt::{Answer, Query};
use std::fmt::Write;

/// Klein and Fraenkel's queries, in catalog order.
pub fn queries() -> Vec<Query> {
    vec![Query {
        id: "kf.lemma2",
        statement: "kf.lemma2",
        proves: "for K = 3 and entries <= 8: Definition 1 (a set S of 2 integers exists) is equivalent to Lemma 2's characterisation (when A and B share no entry) and to Definition 5",
        expected: Answer::Unsat,
        build: kf_lemma2,
        model_checks: &[],
        committed: true,
    }]
}

fn kf_lemma2() -> String {
    let mut s = String::from("(set-logic LIA)\n");
    for v in ["a1", "a2", "a3", "b1", "b2", "b3"] {
        let _ = writeln!(s, "(declare-const {v} Int)\n(assert (<= 0 {v} 8))");
    }
    s.push_str("(assert (and (<= a1 a2 a3) (<= b1 b2 b3)))\n");
    s.push_str("(define-fun lex-less () Bool (or (< b1 a1) (and (= b1 a1) (< b2 a2)) (and (= b1 a1) (= b2 a2) (< b3 a3))))\n");
    // Definition 1: some bijection sigma, some S = {s1, s2}: each removal is 0 or in S.
    let a = ["a1", "a2", "a3"];
    let b = ["b1", "b2", "b3"];
    let perms = crate::games::l1::rules::ORDERINGS;
    let mut def1 = Vec::new();
    for p in perms {
        let conds: Vec<String> = (0..3)
            .map(|i| {
                format!(
                    "(let ((r (- {} {}))) (or (= r 0) (= r s1) (= r s2)))",
                    a[i], b[p[i]]
                )
            })
            .collect();
        def1.push(format!(
            "(exists ((s1 Int) (s2 Int)) (and {}))",
            conds.join(" ")
        ));
    }
    let _ = writeln!(
        s,
        "(define-fun def1 () Bool (and lex-less (or {})))",
        def1.join("\n    ")
    );
    s.push_str("(define-fun share () Bool (or");
    for x in a {
        for y in b {
            let _ = write!(s, " (= {x} {y})");
        }
    }
    s.push_str("))\n(define-fun da-in-db () Bool (or");
    let da = ["(- a2 a1)", "(- a3 a2)", "(- a3 a1)"];
    let db = ["(- b2 b1)", "(- b3 b2)", "(- b3 b1)"];
    for x in da {
        for y in db {
            let _ = write!(s, " (= {x} {y})");
        }
    }
    s.push_str("))\n; Lemma 2 (B ≺ A, no shared entry: legal iff some a_j - a_i, i < j, is in D(B)) and Definition 5\n");
    s.push_str("(assert (or (and lex-less (not share) (not (= def1 da-in-db)))\n            (not (= def1 (and lex-less (or share da-in-db))))))\n(check-sat)\n");
    s
}
