//! The SMT queries, one function each, returning SMT-LIB2 text.

use crate::smt::{Answer, Query};
use crate::games::akiyama_vn::MexAlgorithm;
use crate::papers::akiyama::printed_checks::cor4_second_description;
use crate::papers::akiyama::thm4::QUINTIC;
use crate::papers::larsson::theorems::r_set;
use std::collections::BTreeSet;
use std::fmt::Write;

/// Every query, in catalog order.
pub fn all() -> Vec<Query> {
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
        Query {
            id: "kf.lemma2",
            statement: "kf.lemma2",
            proves: "for K = 3 and entries <= 8: Definition 1 (a set S of 2 integers exists) is equivalent to Lemma 2's characterisation (when A and B share no entry) and to Definition 5",
            expected: Answer::Unsat,
            build: kf_lemma2,
            model_checks: &[],
            committed: true,
        },
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

fn int(v: i128) -> String {
    if v < 0 {
        format!("(- {})", -v)
    } else {
        v.to_string()
    }
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
    let r: BTreeSet<(u64, u64)> = r_set(k, b + 1).into_iter().collect();
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
