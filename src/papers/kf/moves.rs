//! Move rules of Lythoff(K): the examples of section 2.1, Theorem 1 (lexicographic
//! descent, finite play), Lemmas 1-2 and Definition 5 against Definition 1, and Lemma 7
//! against Definition 7.
//!
//! Positions are compared exhaustively for small entries (K = 2..5) and on random larger
//! ones (a fixed-seed generator, so evidence is reproducible).

use crate::check::rng::Rng;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::lythoff::FExpr;
use crate::games::lythoff::legal::{
    diff_set, legal_def1, legal_def5, legal_def7, lex_less, share_value, witness_def1,
};
use crate::games::lythoff::pruned_search::{self as rules, Game, sorted_box};
use crate::games::wythoff;

entry_builder!(super::PAPER, kinds);

const PAIRS_BOUND: Bound = Bound {
    meaning: "random pairs per K (besides the exhaustive small boxes)",
    default: 20_000,
    deep: 2_000_000,
    min: 0,
    max: 50_000_000,
};

/// The recorded witnesses of `kf.lemma2` (see `Statement::witness`): every one a run must find.
const LEMMA2_WITNESSES: &[Witness] = &[Witness::every(
    "Lemma 2, \"there exist i, j such that a_j - a_i ∈ D(B)\" (i = j not excluded) | legal iff some a_j - a_i ∈ D(B) | fails when i = j is allowed: smallest counterexample [1, 2] -> [0, 0] (0 ∈ D(B) but no legal move); holds for i < j",
)];

/// The recorded witnesses of `kf.lemma7` (see `Statement::witness`): every one a run must find.
const LEMMA7_WITNESSES: &[Witness] = &[
    Witness::every(
        "Lemma 7, D(B) + [0, f(B)] (f = 1+BK-BK1) | [0, f(B)] (closed) | [0, f(B)) as in Definition 7; smallest counterexample to the closed reading: f = 1+B2-B1: [1, 2] -> [0, 0] (f(B) = 1): Definition 7 false, closed interval true",
    ),
    Witness::every(
        "Lemma 7, D(B) + [0, f(B)] (f = 2) | [0, f(B)] (closed) | [0, f(B)) as in Definition 7; smallest counterexample to the closed reading: f = 2: [1, 3] -> [0, 0] (f(B) = 2): Definition 7 false, closed interval true",
    ),
    Witness::every(
        "Lemma 7, D(B) + [0, f(B)] (f = 1+B1) | [0, f(B)] (closed) | [0, f(B)) as in Definition 7; smallest counterexample to the closed reading: f = 1+B1: [1, 2] -> [0, 0] (f(B) = 1): Definition 7 false, closed interval true",
    ),
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "kf.examples",
            "Section 2.1 (examples) and the note on Lythoff(2)",
            &[Kind::Example],
            "The five worked moves of section 2.1 ([0,0,0] has no move; [0,10,30] -> [0,0,0] by S = {10,30}; [0,10,30] -> [0,9,50] by S = {1,-20}; [10,10,20] -> [0,0,0] by S = {10,20}; [1,2,3] -> [0,0,0] is illegal); Lythoff(2) is Wythoff.",
            Bound {
                meaning: "N: Lythoff(2)'s first N P-positions against Wythoff's; moves compared on pairs with entries <= 40",
                default: 2_000,
                deep: 20_000,
                min: 10,
                max: 200_000,
            },
            Outcome::Holds,
            "",
            examples,
        ),
        stmt(
            "kf.infinite-subpositions",
            "Section 2.1 (after the table)",
            &[Kind::Theorem],
            "If two piles have sizes 0 < a <= b, the move a -> a-1, b -> b+n is legal for every n > 0, so a position with two non-empty piles has infinitely many sub-positions.",
            Bound {
                meaning: "n: every n = 1..=N, on every 3-pile position with entries <= 8",
                default: 200,
                deep: 5_000,
                min: 1,
                max: 1_000_000,
            },
            Outcome::Holds,
            "",
            infinite_subpositions,
        ),
        stmt(
            "kf.thm1",
            "Theorem 1",
            &[Kind::Theorem],
            "Every legal move lowers the lexicographic order, and Lythoff(K) always ends after finitely many moves.",
            Bound {
                meaning: "random games per K = 2..5 (random legal moves, adding up to 5 tokens a pile)",
                default: 300,
                deep: 30_000,
                min: 1,
                max: 10_000_000,
            },
            Outcome::Holds,
            "",
            thm1,
        ),
        stmt(
            "kf.lemma1",
            "Lemma 1",
            &[Kind::Theorem],
            "If B ≺ A and A ∩ B ≠ ∅, there is a legal move A -> B (Definition 1).",
            PAIRS_BOUND,
            Outcome::Holds,
            "",
            lemma1,
        ),
        stmt(
            "kf.lemma2",
            "Lemma 2",
            &[Kind::Theorem],
            "If B ≺ A and A ∩ B = ∅, a legal move A -> B exists iff there are i, j with a_j - a_i in D(B).",
            PAIRS_BOUND,
            Outcome::Erratum,
            "Read with i < j (a_j - a_i in D(A), as Definition 5 and the proof have it) the lemma holds on every pair checked. Read literally, \"there exist i, j\" allows i = j, i.e. 0 in D(B); that reading makes [1,2,3] -> [0,0,0] legal, contradicting the paper's own example of section 2.1.",
            lemma2,
        )
        .pinned(LEMMA2_WITNESSES),
        stmt(
            "kf.def5",
            "Definition 5",
            &[Kind::Theorem],
            "A move A -> B is legal iff B ≺ A and (A ∩ B ≠ ∅ or D(A) ∩ D(B) ≠ ∅); this is equivalent to Definition 1.",
            PAIRS_BOUND,
            Outcome::Holds,
            "",
            def5,
        ),
        stmt(
            "kf.lemma7",
            "Lemma 7",
            &[Kind::Theorem],
            "In Lythoff(K_f), if B ≺ A and A ∩ B = ∅, a legal move A -> B exists iff there are i < j with a_j - a_i in D(B) + [0, f(B)] (as printed: a closed interval).",
            PAIRS_BOUND,
            Outcome::Erratum,
            "Definition 7 uses the half-open D(B) + [0, f(B)); with it the lemma holds on every pair checked. The printed closed interval [0, f(B)] admits one more difference and is contradicted by Definition 7: the smallest counterexample is listed.",
            lemma7,
        )
        .pinned(LEMMA7_WITNESSES),
    ]
}

/// Apply a Definition 1 move described by `S` and one choice per pile (`None` = untouched).
fn apply(a: &[u64], choice: &[Option<i64>]) -> Option<Vec<u64>> {
    let mut b: Vec<u64> = a
        .iter()
        .zip(choice)
        .map(|(&x, c)| u64::try_from(x as i64 - c.unwrap_or(0)).ok())
        .collect::<Option<_>>()?;
    b.sort_unstable();
    Some(b)
}

fn examples(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "the five moves; Lythoff(2) vs Wythoff for n < {n} and every move between pairs with entries <= 40"
    ));
    // [0,0,0] has no legal move: nothing precedes it lexicographically.
    f.check(
        "[0,0,0] has no legal move",
        if sorted_box(3, 3).iter().any(|b| lex_less(b, &[0, 0, 0])) {
            Err("a position precedes [0,0,0]".into())
        } else {
            Ok("it is the least position".into())
        },
    );
    type Case = (&'static str, [u64; 3], [Option<i64>; 3], [u64; 3], bool);
    let cases: [Case; 4] = [
        (
            "[0,10,30] -> [0,0,0] by S = {10,30}",
            [0, 10, 30],
            [None, Some(10), Some(30)],
            [0, 0, 0],
            true,
        ),
        (
            "[0,10,30] -> [0,9,50] by S = {1,-20}",
            [0, 10, 30],
            [None, Some(1), Some(-20)],
            [0, 9, 50],
            true,
        ),
        (
            "[10,10,20] -> [0,0,0] by S = {10,20}",
            [10, 10, 20],
            [Some(10), Some(10), Some(20)],
            [0, 0, 0],
            true,
        ),
        (
            "[1,2,3] -> [0,0,0] is illegal",
            [1, 2, 3],
            [None, None, None],
            [0, 0, 0],
            false,
        ),
    ];
    for (name, a, choice, b, legal) in cases {
        let applied = if legal {
            apply(&a, &choice)
        } else {
            Some(b.to_vec())
        };
        let verdict = legal_def1(&a, &b);
        f.check(
            name,
            if applied.as_deref() == Some(&b[..]) && verdict == legal {
                Ok(format!(
                    "Definition 1 search: {}",
                    witness_def1(&a, &b, false)
                        .map_or("no S of 2 values exists".into(), |s| format!("S ⊇ {s:?}"))
                ))
            } else {
                Err(format!(
                    "the stated move gives {applied:?}; Definition 1 says legal = {verdict}"
                ))
            },
        );
    }
    // Lythoff(2) = Wythoff: moves, and P-positions.
    let is_wythoff_move = |a: &[u64], b: &[u64]| {
        [[0usize, 1], [1, 0]].iter().any(|s| {
            let (r1, r2) = (a[0] as i64 - b[s[0]] as i64, a[1] as i64 - b[s[1]] as i64);
            (r1 > 0 && r2 == 0) || (r1 == 0 && r2 > 0) || (r1 == r2 && r1 > 0)
        })
    };
    let boxed = sorted_box(2, 40);
    let mut bad = None;
    let mut pairs = 0u64;
    'o: for a in &boxed {
        for b in &boxed {
            pairs += 1;
            if legal_def1(a, b) != is_wythoff_move(a, b) {
                bad = Some(format!(
                    "{a:?} -> {b:?}: Definition 1 {}, Wythoff {}",
                    legal_def1(a, b),
                    is_wythoff_move(a, b)
                ));
                break 'o;
            }
        }
    }
    f.check(
        "Lythoff(2) moves are Wythoff moves",
        bad.map_or(Ok(format!("{pairs} ordered pairs of positions")), Err),
    );
    let lyth = rules::p_positions(2, &Game::Lythoff, n as usize);
    f.check(
        "Lythoff(2) P-positions are Wythoff's",
        lyth.and_then(|ps| {
            match ps.iter().enumerate().find(|(i, p)| {
                wythoff::pair(*i as u64).map(|(a, b)| vec![a, b]).as_ref() != Some(p)
            }) {
                None => Ok(format!(
                    "first {n} P-positions (rules solver) equal (floor(n phi), floor(n phi^2))"
                )),
                Some((i, p)) => Err(format!(
                    "n = {i}: Lythoff(2) gives {p:?}, Wythoff {:?}",
                    wythoff::pair(i as u64)
                )),
            }
        }),
    );
    f
}

fn infinite_subpositions(n_max: u64) -> Findings {
    let mut f = Findings::new(format!(
        "n = 1..={n_max}; every 3-pile position with entries <= 8 and two non-empty piles"
    ));
    let mut checked = 0u64;
    let mut bad = None;
    'o: for a in sorted_box(3, 8) {
        for i in 0..3 {
            for j in i + 1..3 {
                if a[i] == 0 {
                    continue;
                }
                for n in 1..=n_max {
                    let mut choice = [None; 3];
                    choice[i] = Some(1);
                    choice[j] = Some(-(n as i64));
                    let Some(b) = apply(&a, &choice) else {
                        continue;
                    };
                    checked += 1;
                    if !legal_def1(&a, &b) {
                        bad = Some(format!(
                            "{a:?}: piles {i},{j} -> {b:?} (n = {n}) is not legal"
                        ));
                        break 'o;
                    }
                }
            }
        }
    }
    f.check(
        "a -> a-1, b -> b+n is legal",
        bad.map_or(
            Ok(format!("{checked} moves, all legal (Definition 1)")),
            Err,
        ),
    );
    f
}

/// A random Definition 1 move from `a` (random S, random assignment), if it lowers the order.
fn random_move(a: &[u64], rng: &mut Rng) -> Option<Vec<u64>> {
    let k = a.len();
    let max = *a.iter().max()? as i64;
    let s: Vec<i64> = (0..k - 1)
        .map(|_| rng.range(0, (max + 5) as u64) as i64 - 5)
        .collect();
    let choice: Vec<Option<i64>> = (0..k)
        .map(|_| {
            let c = rng.range(0, k as u64 - 1) as usize;
            if c == k - 1 { None } else { Some(s[c]) }
        })
        .collect();
    apply(a, &choice).filter(|b| lex_less(b, a))
}

fn thm1(games: u64) -> Findings {
    let mut f = Findings::new(format!(
        "{games} random games for each K = 2..5, starting entries <= 30"
    ));
    let mut rng = Rng::new(1);
    let mut longest = 0u64;
    let mut moves = 0u64;
    let mut bad = None;
    'o: for k in 2..=5usize {
        for _ in 0..games {
            let mut a = rng.sorted(k, 30);
            let mut len = 0u64;
            while a.iter().any(|&x| x > 0) {
                let b = (0..10_000)
                    .find_map(|_| random_move(&a, &mut rng))
                    .unwrap_or_else(|| {
                        // Taking one token from the largest pile is always legal.
                        let mut b = a.clone();
                        b[k - 1] -= 1;
                        b.sort_unstable();
                        b
                    });
                if !lex_less(&b, &a) || !legal_def1(&a, &b) {
                    bad = Some(format!(
                        "{a:?} -> {b:?}: generated by Definition 1 but ≺ = {}, legal = {}",
                        lex_less(&b, &a),
                        legal_def1(&a, &b)
                    ));
                    break 'o;
                }
                a = b;
                len += 1;
                moves += 1;
                if len > 10_000_000 {
                    bad = Some(format!("a game from K = {k} did not end within 10^7 moves"));
                    break 'o;
                }
            }
            longest = longest.max(len);
        }
    }
    f.check(
        "random legal moves lower the order and every game ends",
        bad.map_or(
            Ok(format!(
                "{moves} moves, every game reached 0; longest game {longest} moves"
            )),
            Err,
        ),
    );
    f
}

/// The boxes compared exhaustively, by K: (K, largest entry).
const BOXES: [(usize, u64); 4] = [(2, 14), (3, 8), (4, 5), (5, 4)];

/// Run `test(a, b)` on every pair `B ≺ A` of the small boxes and on `random` random pairs
/// per K with entries <= 60; the first failure is the smallest of the exhaustive part.
fn over_pairs(
    random: u64,
    mut test: impl FnMut(&[u64], &[u64]) -> Option<String>,
) -> Result<String, String> {
    let mut count = 0u64;
    for (k, m) in BOXES {
        let boxed = sorted_box(k, m);
        for a in &boxed {
            for b in boxed.iter().take_while(|b| lex_less(b, a)) {
                count += 1;
                if let Some(e) = test(a, b) {
                    return Err(e);
                }
            }
        }
    }
    let mut rng = Rng::new(7);
    for k in 2..=5usize {
        for _ in 0..random {
            let (x, y) = (rng.sorted(k, 60), rng.sorted(k, 60));
            let (a, b) = if lex_less(&y, &x) {
                (x, y)
            } else if lex_less(&x, &y) {
                (y, x)
            } else {
                continue;
            };
            count += 1;
            if let Some(e) = test(&a, &b) {
                return Err(e);
            }
        }
    }
    Ok(format!(
        "{count} pairs B ≺ A (exhaustive for K=2..5 with entries <= 14, 8, 5, 4; {random} random pairs per K with entries <= 60)"
    ))
}

fn lemma1(random: u64) -> Findings {
    let mut f = Findings::new("pairs B ≺ A, exhaustive small boxes and random larger");
    f.check(
        "A ∩ B ≠ ∅ implies a legal move",
        over_pairs(random, |a, b| {
            (share_value(a, b) && !legal_def1(a, b))
                .then(|| format!("{a:?} -> {b:?} shares a value but is not legal"))
        }),
    );
    f
}

fn in_d_of(a: &[u64], b: &[u64], allow_equal: bool) -> bool {
    let db = diff_set(b);
    (0..a.len()).any(|i| {
        (0..a.len())
            .any(|j| (if allow_equal { j >= i } else { j > i }) && db.contains(&(a[j] - a[i])))
    })
}

fn lemma2(random: u64) -> Findings {
    let mut f =
        Findings::new("pairs B ≺ A with A ∩ B = ∅, exhaustive small boxes and random larger");
    f.check(
        "legal iff a_j - a_i in D(B) for some i < j",
        over_pairs(random, |a, b| {
            (!share_value(a, b) && legal_def1(a, b) != in_d_of(a, b, false)).then(|| {
                format!(
                    "{a:?} -> {b:?}: Definition 1 {}, lemma {}",
                    legal_def1(a, b),
                    in_d_of(a, b, false)
                )
            })
        }),
    );
    let literal = over_pairs(0, |a, b| {
        (!share_value(a, b) && legal_def1(a, b) != in_d_of(a, b, true))
            .then(|| format!("{a:?} -> {b:?}"))
    });
    let errs = match literal {
        Ok(_) => vec![],
        Err(cex) => vec![Erratum {
            location:
                "Lemma 2, \"there exist i, j such that a_j - a_i ∈ D(B)\" (i = j not excluded)"
                    .into(),
            printed: "legal iff some a_j - a_i ∈ D(B)".into(),
            computed: format!(
                "fails when i = j is allowed: smallest counterexample {cex} (0 ∈ D(B) but no legal move); holds for i < j"
            ),
        }],
    };
    f.compare_printed("the literal reading (i = j allowed)", 1, errs);
    f
}

fn def5(random: u64) -> Findings {
    let mut f = Findings::new("pairs B ≺ A, exhaustive small boxes and random larger");
    f.check(
        "Definition 5 = Definition 1",
        over_pairs(random, |a, b| {
            (legal_def1(a, b) != legal_def5(a, b)).then(|| {
                format!(
                    "{a:?} -> {b:?}: Definition 1 {}, Definition 5 {}",
                    legal_def1(a, b),
                    legal_def5(a, b)
                )
            })
        }),
    );
    f
}

/// The lemma's right side read off the positions' entries directly (not through
/// [`diff_set`] or [`legal_def7`]): some `i < j`, `k < l` and integer `t` in `[0, f(B))`
/// (`[0, f(B)]` when `closed`) with `a_j - a_i = (b_l - b_k) + t`.
fn lemma7_holds(a: &[u64], b: &[u64], fb: u64, closed: bool) -> bool {
    let n = a.len();
    let top = if closed { fb } else { fb - 1 };
    (0..n).any(|i| {
        (i + 1..n).any(|j| {
            (0..n).any(|k| {
                (k + 1..n).any(|l| {
                    let (x, d) = (a[j] - a[i], b[l] - b[k]);
                    // t = x - d must be an integer in [0, top]
                    x >= d && x - d <= top
                })
            })
        })
    })
}

/// Lemma 7 for one `f`: per K, the expression `text` with `BK`/`BK1` written out, parsed
/// once (a parse failure is reported, never counted as a case); on every pair `B ≺ A`
/// of [`over_pairs`] with `A ∩ B = ∅` and `f(B)` defined, Definition 7 ([`legal_def7`])
/// against the lemma read off the entries ([`lemma7_holds`]), half-open and closed.
struct Lemma7Run {
    /// The half-open reading: `Ok(cases)` or the first disagreement.
    half_open: Result<u64, String>,
    /// The first disagreement of the closed reading with Definition 7.
    closed_cex: Option<String>,
    /// Pairs in the lemma's domain that were compared.
    tested: u64,
    /// Pairs with `f(B)` undefined (below 1 or too large), skipped.
    undefined: u64,
    /// Pairs with `A ∩ B ≠ ∅` (outside the lemma), skipped.
    sharing: u64,
    /// The K whose expression did not parse, with the error.
    unparsed: Vec<String>,
    /// [`over_pairs`]' description of the pairs visited.
    visited: Result<String, String>,
}

fn lemma7_run(text: &str, random: u64) -> Lemma7Run {
    let exprs: Vec<Result<(String, FExpr), String>> = (0..=5usize)
        .map(|k| {
            let expr = text
                .replace("BK1", &format!("B{}", k.max(1) - 1))
                .replace("BK", &format!("B{k}"));
            FExpr::parse(&expr, k)
                .map(|e| (expr.clone(), e))
                .map_err(|e| format!("K = {k}: f = {expr}: {e}"))
        })
        .collect();
    let unparsed: Vec<String> = (2..=5).filter_map(|k| exprs[k].clone().err()).collect();
    let (mut tested, mut undefined, mut sharing) = (0u64, 0u64, 0u64);
    let mut closed_cex: Option<String> = None;
    let mut first_bad = None;
    let visited = over_pairs(random, |a, b| {
        let Ok((expr, fe)) = &exprs[a.len()] else {
            return None;
        };
        if share_value(a, b) {
            sharing += 1;
            return None;
        }
        let Ok(fb) = fe.eval(b) else {
            undefined += 1;
            return None;
        };
        tested += 1;
        let def7 = legal_def7(a, b, fb);
        if closed_cex.is_none() && def7 != lemma7_holds(a, b, fb, true) {
            closed_cex = Some(format!(
                "f = {expr}: {a:?} -> {b:?} (f(B) = {fb}): Definition 7 {def7}, closed interval {}",
                !def7
            ));
        }
        let lemma = lemma7_holds(a, b, fb, false);
        (def7 != lemma).then(|| {
            let e = format!(
                "f = {expr}: {a:?} -> {b:?} (f(B) = {fb}): Definition 7 {def7}, lemma {lemma}"
            );
            first_bad = Some(e.clone());
            e
        })
    });
    let mut run = Lemma7Run {
        half_open: Ok(0),
        closed_cex,
        tested,
        undefined,
        sharing,
        unparsed,
        visited,
    };
    run.half_open = match (&first_bad, run.unparsed.is_empty()) {
        (Some(e), _) => Err(e.clone()),
        (None, false) => Err(format!("f does not parse: {}", run.unparsed.join("; "))),
        (None, true) => Ok(run.tested),
    };
    run
}

fn lemma7(random: u64) -> Findings {
    let mut f = Findings::new("pairs B ≺ A with A ∩ B = ∅, f in {1+B_K-B_(K-1), 2, 1+B_1}");
    let mut errs = Vec::new();
    for text in ["1+BK-BK1", "2", "1+B1"] {
        let run = lemma7_run(text, random);
        f.check(
            &format!("f = {text}: legal iff some a_j - a_i in D(B) + [0, f(B))"),
            run.half_open.map(|tested| {
                format!(
                    "{tested} pairs with A ∩ B = ∅ and f(B) defined: Definition 7 equals the lemma read off the entries (a_j - a_i = b_l - b_k + t, 0 <= t < f(B)); skipped {} pairs sharing a value and {} with f(B) undefined; visited {}",
                    run.sharing,
                    run.undefined,
                    run.visited.unwrap_or_else(|e| e)
                )
            }),
        );
        if let Some(cex) = run.closed_cex {
            errs.push(Erratum { location: format!("Lemma 7, D(B) + [0, f(B)] (f = {text})"), printed: "[0, f(B)] (closed)".into(), computed: format!("[0, f(B)) as in Definition 7; smallest counterexample to the closed reading: {cex}") });
        }
    }
    f.compare_printed("the printed closed interval", 3, errs);
    f
}

#[cfg(test)]
mod lemma7_tests {
    use super::*;

    /// The lemma read off the entries on hand-worked pairs, and an expression that does
    /// not parse for K = 5 is reported and not counted.
    #[test]
    fn the_entry_reading_and_the_parse_report() {
        // D([1,2]) = {1}, D([0,0]) = {0}: 1 in {0} + [0,1) no; in [0,1] yes.
        assert!(!lemma7_holds(&[1, 2], &[0, 0], 1, false));
        assert!(lemma7_holds(&[1, 2], &[0, 0], 1, true));
        // D([1,5,9]) ∋ 4; D([0,2,3]) = {1,2,3}: 4 = 3 + 1 with f = 2.
        assert!(lemma7_holds(&[1, 5, 9], &[0, 2, 3], 2, false));
        assert!(!lemma7_holds(&[1, 5, 9], &[0, 2, 3], 1, false));
        let run = lemma7_run("1+B5", 0);
        assert_eq!(run.unparsed.len(), 3, "{:?}", run.unparsed);
        assert!(run.half_open.is_err());
        let ok = lemma7_run("2", 0);
        assert!(ok.unparsed.is_empty() && ok.half_open == Ok(ok.tested) && ok.tested > 1000);
    }
}
