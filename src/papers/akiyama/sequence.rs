//! Theorems about the L1-Nim sequence `v(n)`: Theorem 1 (against the rules solver),
//! Corollaries 1-3, Theorem 2 a-f, the kappa update rules, Theorem 3 (7)-(11), and the
//! L1 remark that every move lowers `a + b + c`.
//!
//! Sets are read off the plain mex algorithm ([`MexAlgorithm`]), which keeps `F_n` and
//! `D_n` whole; long ranges use the simplified generator, itself compared with the mex
//! algorithm (`akiyama.kappa`) and the rules solver (`akiyama.thm1`).

use crate::check::compare::agree;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::akiyama_vn::{MexAlgorithm, Simplified};
use crate::games::l1::rules::{self, Variant};

/// `Gap(K)`: the least difference of consecutive elements; `None` (= ∞) if `|K| <= 1`.
pub fn gap(sorted: &[u64]) -> Option<u64> {
    sorted.windows(2).map(|w| w[1] - w[0]).min()
}

/// `Block(K)`: the longest run of consecutive integers in `K` (0 for the empty set).
pub fn block(sorted: &[u64]) -> usize {
    let (mut best, mut run) = (0, 0);
    for (i, &x) in sorted.iter().enumerate() {
        run = if i > 0 && sorted[i - 1] + 1 == x {
            run + 1
        } else {
            1
        };
        best = best.max(run);
    }
    best
}

const SETS_BOUND: &str =
    "N: every n <= N, with the whole sets F_n, D_n kept by the plain mex algorithm";

/// The recorded witnesses of `akiyama.thm1` (see `Statement::witness`): every one a run must find.
const THM1_WITNESSES: &[Witness] = &[
    Witness::every(
        "in order of a+b+c, position 14: [27, 50, 73] (sum 150) is a P-position of L1-Nim that the mex algorithm never produces; v(14) = [26, 51, 74] is not a P-position: it moves to [27, 50, 73] by (x,y,z) = [-1, 1, 1]",
    ),
    Witness::every(
        "in order of a+b+c, position 14: [27, 50, 73] (sum 150) is a P-position of L1-Nim that the mex algorithm never produces; v(14) = [26, 51, 74] is not a P-position: it moves to [27, 50, 73] by (x,y,z) = [-1, 1, 1]",
    ),
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement {
            id: "akiyama.l1.moves-decrease",
            paper: super::PAPER,
            number: "Introduction (the L1 remark)",
            kinds: &[Kind::Theorem],
            words: "Every L1-Nim move (x,y,z) with xyz(x-y)(y-z)(z-x) = 0, x+y+z > 0 landing in N_0^3 lowers the L1 norm a+b+c, so play ends.",
            bound: Bound::new(
                "S: every position with a+b+c <= S and every move vector in [-S,S]^3",
                12,
                24,
                1,
                40,
            ),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: moves_decrease,
            proof: None,
        },
        Statement {
            id: "akiyama.thm1",
            paper: super::PAPER,
            number: "Theorem 1",
            kinds: &[Kind::Theorem],
            words: "The mex algorithm (G_n, F_n, D_n) gives exactly the P-positions of L1-Nim.",
            bound: Bound::new(
                "S: two rules solvers decide every position with a+b+c <= S",
                160,
                400,
                151,
                1000,
            ),
            recorded: Outcome::Refuted,
            note: "REFUTED. (27,50,73), sum 150, is a P-position of L1-Nim (no legal move to any P-position of smaller sum: it shares no value and no difference with v(0..13)), and the mex algorithm never produces it; v(14) = (26,51,74) is therefore not a P-position: it moves to (27,50,73) by (x,y,z) = (-1,1,1) (add one token to the first pile, take one from each other pile; y = z, x+y+z = 1 > 0). Confirmed by two independent rules solvers (layer test and forward sieve) and by z3 (query akiyama.thm1-refutation, solved at the deep bound and by `wythoff smt`: the rule's labelling of sorted positions with a+b+c <= 151 is sat against the algorithm, with (27,50,73) P and (26,51,74) N in the model). The gap in the proof: Case 1 asserts that v2(n+1) is the least integer >= v1(n+1) + Mex(D_n) outside F_n, but v2(n+1) must also avoid v1(n+1) + (D_n above its mex): for n = 13, 50 = 26 + 24 with 24 in D_13, so v2(14) = 51, while h = (27,50,73) has h2 - h1 = 23 = Mex(D_13). The minimum bound S = 151 is the least at which both facts are visible.",
            witness: THM1_WITNESSES,
            check: thm1,
            proof: None,
        },
        Statement {
            id: "akiyama.cor1",
            paper: super::PAPER,
            number: "Corollary 1",
            kinds: &[Kind::Theorem],
            words: "{v1(n)}, {v2(n)}, {v3(n)} (n >= 1) partition the positive integers.",
            bound: Bound::new(
                "N: n <= N (simplified generator)",
                1_000_000,
                100_000_000,
                10,
                100_000_000,
            ),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: cor1,
            proof: None,
        },
        Statement {
            id: "akiyama.thm2",
            paper: super::PAPER,
            number: "Theorem 2",
            kinds: &[Kind::Theorem],
            words: "a[n]: v_i(n)-v_i(n-1) >= i; b[n]: v3-v1 grows by >= 2; c[n]: Gap(D_{n-1} ∩ [Mex D_{n-1}, ∞)) >= 2; d[n]: Gap(F_{n-1} ∩ [Mex F_{n-1} + Mex D_{n-1}, ∞)) >= 3; e[n]: max F_n = v3(n) = v2(n) + Mex D_{n-1}; f[n]: max D_n = v3(n) - v1(n).",
            bound: Bound::new(SETS_BOUND, 5_000, 50_000, 2, 200_000),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: thm2,
            proof: None,
        },
        Statement {
            id: "akiyama.cor2",
            paper: super::PAPER,
            number: "Corollary 2",
            kinds: &[Kind::Theorem],
            words: "For i > j: v_i(n+1) - v_j(n+1) - (v_i(n) - v_j(n)) >= i - j.",
            bound: Bound::new(
                "N: n <= N (simplified generator)",
                1_000_000,
                100_000_000,
                2,
                100_000_000,
            ),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: cor2,
            proof: None,
        },
        Statement {
            id: "akiyama.cor3",
            paper: super::PAPER,
            number: "Corollary 3",
            kinds: &[Kind::Theorem],
            words: "v1(n) - 2 v2(n) + v3(n) is 0, -1 or -2.",
            bound: Bound::new(
                "N: n <= N (simplified generator)",
                1_000_000,
                100_000_000,
                1,
                100_000_000,
            ),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: cor3,
            proof: None,
        },
        Statement {
            id: "akiyama.kappa",
            paper: super::PAPER,
            number: "Definition of kappa(n) and the simplified algorithm (after Corollary 3)",
            kinds: &[Kind::Theorem],
            words: "F_{n+1} = F_n ∪ {Mex F_n, Mex F_n + Mex D_n + kappa(n), Mex F_n + 2 Mex D_n + kappa(n)} and D_{n+1} = D_n ∪ {Mex D_n, Mex D_n + kappa(n), 2 Mex D_n + kappa(n)}; the simplified (M, D, W, Z) algorithm produces the same positions as the mex algorithm.",
            bound: Bound::new(SETS_BOUND, 20_000, 200_000, 1, 1_000_000),
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: kappa,
            proof: None,
        },
        Statement {
            id: "akiyama.thm3",
            paper: super::PAPER,
            number: "Theorem 3",
            kinds: &[Kind::Theorem],
            words: "(7) Block(F_n ∩ [Mex F_n, Mex F_n + Mex D_n - 1]) <= 3; (8) v1 steps in {1..4}; (9) v2 steps in {2..8}; (10) v3 steps in {3..12}; (11) Mex D_n - Mex D_{n-1} in {1..4}.",
            bound: Bound::new(SETS_BOUND, 5_000, 50_000, 2, 200_000),
            recorded: Outcome::Holds,
            note: "(8)-(11) are also checked on the simplified generator to 100 N.",
            witness: &[],
            check: thm3,
            proof: None,
        },
    ]
}

/// The L1 remark on the move rule as printed. Every move vector in `[-S,S]^3` is judged by
/// the printed condition `xyz(x-y)(y-z)(z-x) = 0` and `x+y+z > 0` (an `i128` product),
/// which must agree with the engines' [`rules::is_move`] (six plane tests). From every
/// position with `a+b+c <= S`, each printed move landing in `N_0^3` must lower `a+b+c`
/// (this part is immediate from `x+y+z > 0`: the target's sum is `a+b+c-(x+y+z)`), and
/// the longest game, computed by a memo over those moves in order of sum, must be
/// exactly `a+b+c` moves (finite, and reached by one-token moves): a move that did not
/// lower the sum, or a missing one-token move, would show there.
/// Cost `O(S^3 * S^3)`: every position times every vector.
fn moves_decrease(s: u64) -> Findings {
    let s = s as i64;
    let mut f = Findings::new(format!(
        "positions with a+b+c <= {s}, move vectors in [-{s},{s}]^3"
    ));
    let printed = |[x, y, z]: [i64; 3]| {
        let (a, b, c) = (i128::from(x), i128::from(y), i128::from(z));
        a * b * c * (a - b) * (b - c) * (c - a) == 0 && a + b + c > 0
    };
    let mut vectors = Vec::new();
    let mut rule_bad = None;
    for x in -s..=s {
        for y in -s..=s {
            for z in -s..=s {
                let v = [x, y, z];
                let p = printed(v);
                if p != rules::is_move(Variant::L1, v) {
                    rule_bad
                        .get_or_insert(format!("({x},{y},{z}): printed rule {p}, is_move {}", !p));
                }
                if p {
                    vectors.push(v);
                }
            }
        }
    }
    f.check(
        "the printed rule xyz(x-y)(y-z)(z-x) = 0, x+y+z > 0 is the engines' is_move",
        rule_bad.map_or(
            Ok(format!(
                "{} vectors, {} of them moves",
                (2 * s + 1).pow(3),
                vectors.len()
            )),
            Err,
        ),
    );
    // Positions in order of sum, so every target of a sum-lowering move is already done.
    let idx = |[a, b, c]: [i64; 3]| ((a * (s + 1) + b) * (s + 1) + c) as usize;
    let mut longest: Vec<Option<i64>> = vec![None; ((s + 1) * (s + 1) * (s + 1)) as usize];
    let mut moves = 0u64;
    let mut bad = None;
    let mut game_bad = None;
    'outer: for sum in 0..=s {
        for a in 0..=sum {
            for b in 0..=sum - a {
                let c = sum - a - b;
                let mut best = 0i64;
                for &[x, y, z] in &vectors {
                    let to = [a - x, b - y, c - z];
                    if to.iter().any(|&t| t < 0) {
                        continue;
                    }
                    moves += 1;
                    let norm = |v: [i64; 3]| v.iter().map(|t| t.abs()).sum::<i64>();
                    if norm(to) >= norm([a, b, c]) {
                        bad = Some(format!("({a},{b},{c}) -> {to:?} by ({x},{y},{z})"));
                        break 'outer;
                    }
                    match longest[idx(to)] {
                        Some(l) => best = best.max(l + 1),
                        None => {
                            game_bad =
                                Some(format!("({a},{b},{c}) -> {to:?}: target not yet solved"));
                            break 'outer;
                        }
                    }
                }
                if best != sum && game_bad.is_none() {
                    game_bad = Some(format!(
                        "the longest game from ({a},{b},{c}) has {best} moves, not a+b+c = {sum}"
                    ));
                }
                longest[idx([a, b, c])] = Some(best);
            }
        }
    }
    if bad.is_some() {
        game_bad.get_or_insert("not computed: a move did not lower the sum".into());
    }
    f.check(
        "every legal move lowers |a|+|b|+|c|",
        bad.map_or(Ok(format!("{moves} legal moves checked")), Err),
    );
    f.check(
        "play ends: the longest game from (a,b,c) has a+b+c moves",
        game_bad.map_or(
            Ok(format!(
                "every position with a+b+c <= {s}, by a memo over the printed moves"
            )),
            Err,
        ),
    );
    f
}

/// A legal L1 move from `from` to some ordering of `to`, as the move vector.
pub fn l1_move_between(from: [u32; 3], to: [u32; 3]) -> Option<[i64; 3]> {
    rules::permutations(to)
        .into_iter()
        .find(|&t| rules::is_legal(Variant::L1, from, t))
        .map(|t| [0, 1, 2].map(|i| i64::from(from[i]) - i64::from(t[i])))
}

fn thm1(s: u64) -> Findings {
    let s = s as u32;
    let mut f = Findings::new(format!(
        "every position with a+b+c <= {s}, by two rules solvers"
    ));
    let sum = |v: &[u64; 3]| v.iter().sum::<u64>();
    let from_mex = MexAlgorithm::up_to_sum(u64::from(s));
    let mut mex = MexAlgorithm::new();
    mex.run_to(from_mex.len());
    // Route 1: layer solver (tests each position against the P-positions found).
    // Route 2: forward sieve (marks predecessors by enumerating move vectors).
    let routes = [
        ("layer solver", rules::p_positions(Variant::L1, s, |_| {})),
        ("sieve", rules::sieve_p_positions(Variant::L1, s)),
    ];
    for (name, ordered) in routes {
        let mut by_sum: Vec<[u64; 3]> = ordered
            .iter()
            .filter(|t| t[0] <= t[1] && t[1] <= t[2])
            .map(|t| t.map(u64::from))
            .collect();
        by_sum.sort_unstable_by_key(|v| (sum(v), *v));
        let claim = format!("P-positions of L1-Nim = mex algorithm ({name})");
        let first_diff =
            (0..by_sum.len().max(from_mex.len())).find(|&i| by_sum.get(i) != from_mex.get(i));
        let result = match first_diff {
            None => Ok(format!(
                "{} sorted P-positions with a+b+c <= {s} agree",
                by_sum.len()
            )),
            Some(i) => {
                let truth = by_sum.get(i).copied();
                let alg = from_mex.get(i).copied();
                let mut msg = format!("in order of a+b+c, position {i}: ");
                match truth {
                    Some(t) if !from_mex.contains(&t) => msg.push_str(&format!(
                        "{t:?} (sum {}) is a P-position of L1-Nim that the mex algorithm never produces",
                        sum(&t)
                    )),
                    _ => msg.push_str(&format!("rules give {truth:?}, mex algorithm gives {alg:?}")),
                }
                // The algorithm's next position, if within range, is not P: show the move.
                if let (Some(t), Some(v)) = (
                    truth,
                    mex.v
                        .iter()
                        .find(|v| !by_sum.contains(v) && sum(v) <= u64::from(s)),
                ) {
                    let mv = l1_move_between(v.map(|x| x as u32), t.map(|x| x as u32));
                    if let Some(mv) = mv {
                        let k = mex.v.iter().position(|w| w == v).unwrap_or(0);
                        msg.push_str(&format!("; v({k}) = {v:?} is not a P-position: it moves to {t:?} by (x,y,z) = {mv:?}"));
                    }
                }
                Err(msg)
            }
        };
        f.check(&claim, result);
    }
    f
}

/// `v(0..=n)` from the simplified generator.
pub fn positions(n: u64) -> Vec<[u64; 3]> {
    Simplified::new()
        .take(n as usize + 1)
        .map(|s| s.v)
        .collect()
}

fn cor1(n: u64) -> Findings {
    let v = positions(n);
    let top = v[n as usize][0] as usize;
    let mut f = Findings::new(format!("n <= {n}; every m <= v1({n}) = {top}"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n),
    );
    let mut hits = vec![0u8; top + 1];
    for p in &v[1..] {
        for &x in p {
            if let Some(h) = hits.get_mut(x as usize) {
                *h = h.saturating_add(1);
            }
        }
    }
    let bad = (1..=top).find(|&m| hits[m] != 1);
    f.check(
        "each m >= 1 is exactly one v_i(n)",
        match bad {
            None => Ok(format!("every m in 1..={top} covered exactly once")),
            Some(m) => Err(format!("m = {m} is covered {} times", hits[m])),
        },
    );
    f
}

/// The smallest `n` in `1..=N` (by `v[n]` with `v[n-1]`) failing `ok`, described.
fn first_step_failure(
    v: &[[u64; 3]],
    ok: impl Fn(&[u64; 3], &[u64; 3]) -> bool,
    what: &str,
) -> Result<String, String> {
    match (1..v.len()).find(|&n| !ok(&v[n - 1], &v[n])) {
        None => Ok(format!("n = 1..={}", v.len() - 1)),
        Some(n) => Err(format!(
            "n = {n}: v(n-1) = {:?}, v(n) = {:?} ({what})",
            v[n - 1],
            v[n]
        )),
    }
}

fn cor2(n: u64) -> Findings {
    let v = positions(n);
    let mut f = Findings::new(format!("n <= {n}"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n),
    );
    for (i, j) in [(1usize, 0usize), (2, 0), (2, 1)] {
        let claim = format!("i = {}, j = {}", i + 1, j + 1);
        let gain = (i - j) as i64;
        let r = first_step_failure(
            &v,
            |p, q| (q[i] as i64 - q[j] as i64) - (p[i] as i64 - p[j] as i64) >= gain,
            &format!("v_{0}-v_{1} grows by less than {gain}", i + 1, j + 1),
        );
        f.check(&claim, r);
    }
    f
}

fn cor3(n: u64) -> Findings {
    let v = positions(n);
    let mut f = Findings::new(format!("n <= {n}"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n),
    );
    let mut counts = [0u64; 3];
    let bad = v.iter().enumerate().find(|(_, p)| {
        let e = p[0] as i64 - 2 * p[1] as i64 + p[2] as i64;
        if (-2..=0).contains(&e) {
            counts[(-e) as usize] += 1;
            false
        } else {
            true
        }
    });
    f.check(
        "v1 - 2 v2 + v3 in {0, -1, -2}",
        match bad {
            None => Ok(format!(
                "values 0, -1, -2 taken {}, {}, {} times",
                counts[0], counts[1], counts[2]
            )),
            Some((k, p)) => Err(format!("n = {k}: v = {p:?}")),
        },
    );
    f
}

/// Records the smallest failing `n` of one claim while the mex algorithm runs.
struct Claim {
    name: &'static str,
    fail: Option<String>,
}

impl Claim {
    fn new(name: &'static str) -> Self {
        Claim { name, fail: None }
    }
    fn test(&mut self, ok: bool, describe: impl FnOnce() -> String) {
        if !ok && self.fail.is_none() {
            self.fail = Some(describe());
        }
    }
    fn report(self, f: &mut Findings, n: u64) {
        f.check(
            self.name,
            self.fail.map_or(Ok(format!("every n = 1..={n}")), Err),
        );
    }
}

fn thm2(n_max: u64) -> Findings {
    let mut f = Findings::new(format!("n = 1..={n_max} (plain mex algorithm, whole sets)"));
    let mut claims = ["a[n]", "b[n]", "c[n]", "d[n]", "e[n]", "f[n]"].map(Claim::new);
    let mut m = MexAlgorithm::new();
    for n in 1..=n_max {
        // State n-1.
        let (mf, md) = (m.mex_f(), m.mex_d());
        let c_set = m.d_in(md, m.max_d() + 1);
        let d_set = m.f_in(mf + md, m.max_f() + 1);
        let prev = *m.v.last().unwrap_or(&[0; 3]);
        let v = m.step();
        // State n.
        claims[0].test((0..3).all(|i| v[i] - prev[i] > i as u64), || {
            format!("n = {n}: v(n-1) = {prev:?}, v(n) = {v:?}")
        });
        claims[1].test(v[2] - v[0] >= prev[2] - prev[0] + 2, || {
            format!("n = {n}: v(n-1) = {prev:?}, v(n) = {v:?}")
        });
        claims[2].test(gap(&c_set).is_none_or(|g| g >= 2), || {
            format!("n = {n}: D_(n-1) ∩ [{md}, ∞) = {c_set:?}")
        });
        claims[3].test(gap(&d_set).is_none_or(|g| g >= 3), || {
            format!("n = {n}: F_(n-1) ∩ [{}, ∞) = {d_set:?}", mf + md)
        });
        claims[4].test(m.max_f() == v[2] && v[2] == v[1] + md, || {
            format!(
                "n = {n}: max F_n = {}, v(n) = {v:?}, Mex D_(n-1) = {md}",
                m.max_f()
            )
        });
        claims[5].test(m.max_d() == v[2] - v[0], || {
            format!("n = {n}: max D_n = {}, v(n) = {v:?}", m.max_d())
        });
    }
    for c in claims {
        c.report(&mut f, n_max);
    }
    f
}

fn kappa(n_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "steps n = 0..={} (v(1..={n_max}), plain mex algorithm) and the simplified generator",
        n_max.saturating_sub(1)
    ));
    let mut update = Claim::new(
        "v(n+1) = (Mex F_n, Mex F_n + Mex D_n + kappa(n), Mex F_n + 2 Mex D_n + kappa(n))",
    );
    let mut d_update = Claim::new(
        "D_(n+1) \\ D_n ⊆ {Mex D_n, Mex D_n + kappa(n), 2 Mex D_n + kappa(n)} and the three are in D_(n+1)",
    );
    let mut m = MexAlgorithm::new();
    let mut kappas = Vec::with_capacity(n_max as usize);
    for n in 0..n_max {
        let (mf, md) = (m.mex_f(), m.mex_d());
        let k = if !m.in_f(mf + md) {
            0
        } else if !m.in_d(md + 1) {
            1
        } else {
            2
        };
        kappas.push(k as u8);
        let v = m.step();
        let expect = [mf, mf + md + k, mf + 2 * md + k];
        update.test(v == expect, || {
            format!("n = {n}: v(n+1) = {v:?}, rule gives {expect:?} (kappa = {k})")
        });
        let new = &m.last_new_d;
        let allowed = [md, md + k, 2 * md + k];
        let ok = new.iter().all(|x| allowed.contains(x)) && allowed.iter().all(|&x| m.in_d(x));
        d_update.test(ok, || {
            format!("n = {n}: new elements of D {new:?}, rule gives {allowed:?}")
        });
    }
    update.report(&mut f, n_max);
    d_update.report(&mut f, n_max);
    let fast: Vec<([u64; 3], u8)> = Simplified::new()
        .skip(1)
        .take(n_max as usize)
        .map(|s| (s.v, s.kappa))
        .collect();
    let slow: Vec<([u64; 3], u8)> = m.v[1..].iter().copied().zip(kappas).collect();
    f.check(
        "simplified algorithm = mex algorithm (positions and kappa)",
        agree(
            "mex algorithm",
            slow.iter().copied(),
            "simplified",
            fast.iter().copied(),
            n_max as usize,
        )
        .map(|k| format!("v(1..={k}) and kappa agree")),
    );
    f
}

fn thm3(n_max: u64) -> Findings {
    let far = n_max.saturating_mul(100).min(1_000_000_000);
    let mut f = Findings::new(format!(
        "(7) and (11) for n <= {n_max} (whole sets); (8)-(10) for n <= {far} (simplified generator)"
    ));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(far),
    );
    let mut c7 = Claim::new("(7) Block(F_n ∩ [Mex F_n, Mex F_n + Mex D_n - 1]) <= 3");
    let mut c11 = Claim::new("(11) Mex D_n - Mex D_(n-1) in {1,2,3,4}");
    let mut m = MexAlgorithm::new();
    let mut block_hist = [0u64; 4];
    for n in 0..=n_max {
        let (mf, md) = (m.mex_f(), m.mex_d());
        let x = m.f_in(mf, mf + md);
        let b = block(&x);
        if let Some(h) = block_hist.get_mut(b) {
            *h += 1;
        }
        c7.test(b <= 3, || {
            format!("n = {n}: the set {x:?} has a block of {b}")
        });
        m.step();
        let md_next = m.mex_d();
        c11.test((1..=4).contains(&(md_next - md)), || {
            format!("n = {}: Mex D_n = {md_next}, Mex D_(n-1) = {md}", n + 1)
        });
    }
    c7.report(&mut f, n_max);
    c11.report(&mut f, n_max);
    let v = positions(far);
    let ranges = [
        ("(8) v1 steps in {1..4}", 1, 4),
        ("(9) v2 steps in {2..8}", 2, 8),
        ("(10) v3 steps in {3..12}", 3, 12),
    ];
    for (i, (name, lo, hi)) in ranges.into_iter().enumerate() {
        let r = first_step_failure(
            &v,
            |p, q| (lo..=hi).contains(&(q[i] - p[i])),
            "step out of range",
        );
        f.check(name, r);
    }
    f.measured(
        "block sizes seen in (7)",
        format!("Block = 0, 1, 2, 3 at {:?} values of n", block_hist),
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gap_and_block() {
        assert_eq!(gap(&[1, 4, 6, 10]), Some(2));
        assert_eq!(gap(&[5]), None);
        assert_eq!(block(&[1, 2, 3, 5, 6, 9, 10, 11, 12]), 4);
        assert_eq!(block(&[]), 0);
    }
}
