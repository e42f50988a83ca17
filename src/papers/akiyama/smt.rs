//! SMT queries of Akiyama's paper (`wythoff smt`): Theorem 1 on the positions of small sum
//! (and the refutation at sum 151), Corollary 4's difference set, Theorem 4's quintic and
//! value, and the bounds of (14)-(15). Each builder returns SMT-LIB2 text; the solver and
//! the query type are in [`crate::smt`].

use crate::games::akiyama_vn::MexAlgorithm;
use crate::papers::akiyama::printed_checks::cor4_second_description;
use crate::papers::akiyama::thm4::QUINTIC;
use crate::smt::{Answer, Query};
use std::collections::BTreeSet;
use std::fmt::Write;

/// Akiyama's queries, in catalog order.
pub fn queries() -> Vec<Query> {
    vec![
        Query {
            id: "akiyama.thm1-s30",
            statement: "akiyama.thm1",
            proves: "on every position with a+b+c <= 30, the positions whose every L1 option is N (one Boolean per position; an option is a position of smaller sum sharing a coordinate or a coordinate difference, i.e. a move vector on the planes xyz(x-y)(y-z)(z-x) = 0) are exactly the permutations of the mex algorithm's v(n); sat would give a counterexample",
            expected: Answer::Unsat,
            build: akiyama_thm1,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.thm1-refutation",
            statement: "akiyama.thm1",
            proves: "on sorted positions with a+b+c <= 151 (the game is symmetric under permutations), the labelling from the move rule differs from the mex algorithm's v(n), with (27,50,73) P and (26,51,74) N in z3's model: an independent confirmation of the refutation (generated at run time, 20 MB, not committed)",
            expected: Answer::Sat,
            build: || akiyama_thm1_sorted(151),
            model_checks: &[("p_27_50_73", true), ("p_26_51_74", false)],
            committed: false,
        },
        Query {
            id: "akiyama.cor4-descriptions",
            statement: "akiyama.cor4",
            proves: "the two descriptions of Corollary 4's difference set are equal (over all integers)",
            expected: Answer::Unsat,
            build: cor4_descriptions,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.cor4-count",
            statement: "akiyama.cor4",
            proves: "the set is exactly the 56 listed triples (so it has 56 elements)",
            expected: Answer::Unsat,
            build: cor4_count,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.thm4-quintic",
            statement: "akiyama.thm4",
            proves: "for positive reals with beta = alpha + delta, gamma = alpha + 2 delta, (14) and (17), delta is a root of 8x^5-44x^4+54x^3+39x^2-60x-22",
            expected: Answer::Unsat,
            build: thm4_quintic,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.thm4-unique",
            statement: "akiyama.thm4",
            proves: "at most one solution of (14), (15), (17) has beta > 3",
            expected: Answer::Unsat,
            build: thm4_unique,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.thm4-value",
            statement: "akiyama.thm4",
            proves: "a solution with beta > 3 exists and its delta lies in [1.689923603109, 1.689923603111] (the printed 1.68992360311, to 1e-12)",
            expected: Answer::Sat,
            build: thm4_value,
            model_checks: &[],
            committed: true,
        },
        Query {
            id: "akiyama.eq14-15-bounds",
            statement: "akiyama.eq14-15",
            proves: "positive alpha, beta = alpha + delta, gamma = alpha + 2 delta with (14) and 1 <= delta <= 4 force 3.214319 <= beta <= 5.410607, 1.410606 <= alpha <= 2.214320, 4.214319 <= gamma <= 9.410607 (the printed 5-decimal bounds, to 1e-6)",
            expected: Answer::Unsat,
            build: eq14_15_bounds,
            model_checks: &[],
            committed: true,
        },
    ]
}

const COR4_D1: &str = "(define-fun d1 ((a Int) (b Int) (c Int)) Bool
  (and (>= a 1) (>= b 1) (>= c 1) (<= a 4) (< 0 (- b a)) (<= (- b a) 4) (< 0 (- c b)) (<= (- c b) 4)
       (<= (- (+ a c) (* 2 b)) 2) (>= (- (+ a c) (* 2 b)) (- 2))))
";

fn cor4_descriptions() -> String {
    format!(
        "(set-logic LIA)
{COR4_D1}(define-fun d2 ((a Int) (b Int) (c Int)) Bool
  (exists ((i Int) (j Int) (k Int))
    (and (<= 1 i 4) (<= 1 j 4) (<= 1 k 4) (<= (- j k) 2) (<= (- k j) 2)
         (= a i) (= b (+ i j)) (= c (+ i j k)))))
(declare-const a Int)
(declare-const b Int)
(declare-const c Int)
(assert (not (= (d1 a b c) (d2 a b c))))
(check-sat)
"
    )
}

fn cor4_count() -> String {
    let list = cor4_second_description();
    let mut s = format!(
        "(set-logic QF_LIA)\n{COR4_D1}(declare-const a Int)\n(declare-const b Int)\n(declare-const c Int)\n"
    );
    let _ = writeln!(s, "; the {} listed triples", list.len());
    s.push_str("(define-fun listed ((a Int) (b Int) (c Int)) Bool (or\n");
    for t in &list {
        let _ = writeln!(s, "  (and (= a {}) (= b {}) (= c {}))", t[0], t[1], t[2]);
    }
    s.push_str("))\n(assert (or (and (d1 a b c) (not (listed a b c))) (not (and\n");
    for t in &list {
        let _ = writeln!(s, "  (d1 {} {} {})", t[0], t[1], t[2]);
    }
    s.push_str("))))\n(check-sat)\n");
    s
}

/// `(14)`, `(15)` and positivity for reals `al be ga de` with a suffix.
fn relations(sfx: &str, with17: bool) -> String {
    let mut s = format!(
        "(declare-const al{sfx} Real)\n(declare-const be{sfx} Real)\n(declare-const ga{sfx} Real)\n(declare-const de{sfx} Real)
(assert (> al{sfx} 0.0))
(assert (= be{sfx} (+ al{sfx} de{sfx})))
(assert (= ga{sfx} (+ al{sfx} (* 2.0 de{sfx}))))
(assert (= (+ (* be{sfx} ga{sfx}) (* al{sfx} ga{sfx}) (* al{sfx} be{sfx})) (* al{sfx} be{sfx} ga{sfx})))
"
    );
    if with17 {
        let _ = writeln!(
            s,
            "(assert (= (+ (* 3.0 ga{sfx}) 2.0) (* 2.0 de{sfx} ga{sfx})))"
        );
    }
    s
}

fn quintic(v: &str) -> String {
    let terms: Vec<String> = QUINTIC
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let c = if c < 0 {
                format!("(- {}.0)", -c)
            } else {
                format!("{c}.0")
            };
            match i {
                0 => c,
                1 => format!("(* {c} {v})"),
                _ => format!("(* {c} {})", vec![v; i].join(" ")),
            }
        })
        .collect();
    format!("(+ {})", terms.join(" "))
}

fn thm4_quintic() -> String {
    format!(
        "(set-logic QF_NRA)\n{}(assert (not (= {} 0.0)))\n(check-sat)\n",
        relations("", true),
        quintic("de")
    )
}

fn thm4_unique() -> String {
    format!(
        "(set-logic QF_NRA)\n{}{}(assert (> be1 3.0))\n(assert (> be2 3.0))\n(assert (not (= de1 de2)))\n(check-sat)\n",
        relations("1", true),
        relations("2", true)
    )
}

fn thm4_value() -> String {
    format!(
        "(set-logic QF_NRA)\n{}(assert (> be 3.0))\n(assert (>= de 1.689923603109))\n(assert (<= de 1.689923603111))\n(check-sat)\n",
        relations("", true)
    )
}

fn eq14_15_bounds() -> String {
    format!(
        "(set-logic QF_NRA)\n{}(assert (<= 1.0 de 4.0))
(assert (or (< be 3.214319) (> be 5.410607) (< al 1.410606) (> al 2.214320) (< ga 4.214319) (> ga 9.410607)))
(check-sat)\n",
        relations("", false)
    )
}

fn akiyama_thm1() -> String {
    const S: i64 = 30;
    let candidates: BTreeSet<[i64; 3]> = MexAlgorithm::up_to_sum(S as u64)
        .into_iter()
        .flat_map(|v| crate::games::l1::rules::permutations(v.map(|x| x as i64)))
        .collect();
    let name = |d: i64| {
        if d < 0 {
            format!("m{}", -d)
        } else {
            d.to_string()
        }
    };
    let mut s =
        format!("(set-logic QF_UF)\n; L1-Nim on a+b+c <= {S}. p_a_b_c: the position is P.\n");
    s.push_str("; u<i>_<v>_<t>: some P-position of sum <= t has coordinate i equal to v.\n");
    s.push_str("; d<ij>_<e>_<t>: some P-position of sum <= t has coordinate j minus coordinate i equal to e.\n");
    s.push_str("; A move A -> B (sum B < sum A) is legal iff A - B has a zero coordinate or two equal ones,\n");
    s.push_str("; i.e. iff B shares coordinate i with A, or coordinate difference j - i; so p_A iff none of\n; the six indicators at t = sum A - 1 holds.\n");
    let pairs = [(1usize, 2usize), (2, 3), (1, 3)];
    for t in 0..=S {
        for a in 0..=t {
            for b in 0..=t - a {
                let _ = writeln!(s, "(declare-const p_{a}_{b}_{} Bool)", t - a - b);
            }
        }
    }
    for t in 0..S {
        for v in 0..=S {
            for i in 1..=3 {
                let _ = writeln!(s, "(declare-const u{i}_{v}_{t} Bool)");
            }
        }
        for e in -S..=S {
            for (i, j) in pairs {
                let _ = writeln!(s, "(declare-const d{i}{j}_{}_{t} Bool)", name(e));
            }
        }
    }
    // Indicators: u_i[v][t] = u_i[v][t-1] or (some P of sum exactly t with coordinate i = v).
    for t in 0..S {
        for v in 0..=S {
            for i in 1..=3usize {
                let mut terms = Vec::new();
                if t > 0 {
                    terms.push(format!("u{i}_{v}_{}", t - 1));
                }
                for a in 0..=t {
                    for b in 0..=t - a {
                        let c = t - a - b;
                        if [a, b, c][i - 1] == v {
                            terms.push(format!("p_{a}_{b}_{c}"));
                        }
                    }
                }
                let _ = writeln!(
                    s,
                    "(assert (= u{i}_{v}_{t} (or false {})))",
                    terms.join(" ")
                );
            }
        }
        for e in -S..=S {
            for (i, j) in pairs {
                let mut terms = Vec::new();
                if t > 0 {
                    terms.push(format!("d{i}{j}_{}_{}", name(e), t - 1));
                }
                for a in 0..=t {
                    for b in 0..=t - a {
                        let c = t - a - b;
                        let q = [a, b, c];
                        if q[j - 1] - q[i - 1] == e {
                            terms.push(format!("p_{a}_{b}_{c}"));
                        }
                    }
                }
                let _ = writeln!(
                    s,
                    "(assert (= d{i}{j}_{}_{t} (or false {})))",
                    name(e),
                    terms.join(" ")
                );
            }
        }
    }
    for t in 0..=S {
        for a in 0..=t {
            for b in 0..=t - a {
                let c = t - a - b;
                if t == 0 {
                    let _ = writeln!(s, "(assert p_0_0_0)");
                    continue;
                }
                let q = [a, b, c];
                let mut ind: Vec<String> = (1..=3)
                    .map(|i| format!("u{i}_{}_{}", q[i - 1], t - 1))
                    .collect();
                ind.extend(
                    pairs
                        .iter()
                        .map(|&(i, j)| format!("d{i}{j}_{}_{}", name(q[j - 1] - q[i - 1]), t - 1)),
                );
                let _ = writeln!(s, "(assert (= p_{a}_{b}_{c} (not (or {}))))", ind.join(" "));
            }
        }
    }
    s.push_str("; the candidate set: permutations of the mex algorithm's positions\n(assert (or\n");
    for t in 0..=S {
        for a in 0..=t {
            for b in 0..=t - a {
                let c = t - a - b;
                let lit = if candidates.contains(&[a, b, c]) {
                    format!("(not p_{a}_{b}_{c})")
                } else {
                    format!("p_{a}_{b}_{c}")
                };
                let _ = writeln!(s, "  {lit}");
            }
        }
    }
    s.push_str("))\n(check-sat)\n");
    s
}

/// L1-Nim on sorted triples `a <= b <= c` with `a+b+c <= s`, using the game's symmetry
/// under permutations: `A -> B` is a legal move (for some ordering of `B`) iff
/// `sum B < sum A` and `A`, `B` share an entry or a difference of two entries. One
/// Boolean per sorted position; `v_<x>_<t>` / `e_<d>_<t>`: some P-position of sum `<= t`
/// has an entry `x` / two entries differing by `d`. Asserts that the P-positions are
/// exactly the mex algorithm's `v(n)`; `sat` gives a counterexample.
pub fn akiyama_thm1_sorted(s_max: u64) -> String {
    let candidates: BTreeSet<[u64; 3]> = MexAlgorithm::up_to_sum(s_max).into_iter().collect();
    let mut s =
        format!("(set-logic QF_UF)\n; L1-Nim on sorted a <= b <= c with a+b+c <= {s_max}\n");
    let layer =
        |t: u64| (0..=t / 3).flat_map(move |a| (a..=(t - a) / 2).map(move |b| [a, b, t - a - b]));
    for t in 0..=s_max {
        for p in layer(t) {
            let _ = writeln!(s, "(declare-const p_{}_{}_{} Bool)", p[0], p[1], p[2]);
        }
    }
    for t in 0..s_max {
        for x in 0..=s_max {
            let _ = writeln!(
                s,
                "(declare-const v_{x}_{t} Bool)\n(declare-const e_{x}_{t} Bool)"
            );
        }
    }
    // Indicators, layer by layer.
    for t in 0..s_max {
        let mut by_value: Vec<Vec<String>> = vec![Vec::new(); s_max as usize + 1];
        let mut by_diff: Vec<Vec<String>> = vec![Vec::new(); s_max as usize + 1];
        for p in layer(t) {
            let name = format!("p_{}_{}_{}", p[0], p[1], p[2]);
            let mut vals = p.to_vec();
            vals.dedup();
            for v in vals {
                by_value[v as usize].push(name.clone());
            }
            let mut diffs = vec![p[1] - p[0], p[2] - p[1], p[2] - p[0]];
            diffs.sort_unstable();
            diffs.dedup();
            for d in diffs {
                by_diff[d as usize].push(name.clone());
            }
        }
        for x in 0..=s_max as usize {
            let prev = |k: &str| {
                if t > 0 {
                    format!(" {k}_{x}_{}", t - 1)
                } else {
                    String::new()
                }
            };
            let _ = writeln!(
                s,
                "(assert (= v_{x}_{t} (or false{} {})))",
                prev("v"),
                by_value[x].join(" ")
            );
            let _ = writeln!(
                s,
                "(assert (= e_{x}_{t} (or false{} {})))",
                prev("e"),
                by_diff[x].join(" ")
            );
        }
    }
    for t in 0..=s_max {
        for p in layer(t) {
            let name = format!("p_{}_{}_{}", p[0], p[1], p[2]);
            if t == 0 {
                let _ = writeln!(s, "(assert {name})");
                continue;
            }
            let u = t - 1;
            let _ = writeln!(
                s,
                "(assert (= {name} (not (or v_{}_{u} v_{}_{u} v_{}_{u} e_{}_{u} e_{}_{u} e_{}_{u}))))",
                p[0],
                p[1],
                p[2],
                p[1] - p[0],
                p[2] - p[1],
                p[2] - p[0]
            );
        }
    }
    s.push_str("(assert (or\n");
    for t in 0..=s_max {
        for p in layer(t) {
            let name = format!("p_{}_{}_{}", p[0], p[1], p[2]);
            let _ = writeln!(
                s,
                "  {}",
                if candidates.contains(&p) {
                    format!("(not {name})")
                } else {
                    name
                }
            );
        }
    }
    s.push_str("))\n(check-sat)\n");
    s
}
