//! Constructions 1 and 2, Lemmas 3-6, Theorems 2 and 3: the streaming construction
//! against the rules (Definition 1, Definition 7) and against the rules solver.

use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Outcome, Statement, Witness};
use crate::games::akiyama_vn::Simplified;
use crate::games::lythoff::construction::{Construction, literal_max};
use crate::games::lythoff::legal::{legal_def1, lex_less};
use crate::games::lythoff::pruned_search::{self as rules, Game, sorted_box};
use crate::games::lythoff::{FExpr, boxed};

entry_builder!(super::PAPER);

const SEQ: Bound = Bound {
    meaning: "N: positions n <= N of the construction, for each K = 2..8",
    default: 100_000,
    // The plain twin (games/lythoff/plain.rs) is compared with the construction to 10^6
    // under slow-tests (check/engines.rs, LYTHOFF); 10^7 would need about 4 GB there.
    deep: 1_000_000,
    min: 10,
    max: 1_000_000,
};
const PAIRS: Bound = Bound {
    meaning: "N: the first N constructed positions, for each K = 2..5 (pairwise literal checks)",
    default: 120,
    deep: 600,
    min: 14,
    max: 5_000,
};

const MAX_NOTE: &str = "Known slip (INVENTORY.md): the construction prints p_i^n = max{Q_i^n}; read literally, the max of the (finite) set Q_i^n is a value already used, giving P^1 = [0,...,0] again. With the mex (least non-negative integer not in Q_i^n), which the proofs of Lemmas 3-6 use, the construction is well defined and reproduces the table.";

/// The recorded witnesses of `kf.construction1` (see `Statement::witness`): every one a run must find.
const CONSTRUCTION1_WITNESSES: &[Witness] = &[Witness::every(
    "Construction 1, p_i^n = max{Q_i^n} | max | max gives P^1 = [0, 0, 0] = P^0 (not a new position; the table's P^1 is [1,2,3]); the mex gives [1,2,3]",
)];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "kf.construction1",
            "Construction 1",
            "Construction 1 (p_i^n = mex Q_i^n) is well defined for K = 2..8: it yields an infinite sequence of nondecreasing K-vectors.",
            SEQ,
            Outcome::Erratum,
            MAX_NOTE,
            construction1,
        )
        .pinned(CONSTRUCTION1_WITNESSES),
        stmt(
            "kf.lemma3",
            "Lemma 3",
            "p_1^n > p_1^(n-1) for n > 0, and p_i^n < p_(i+1)^n.",
            SEQ,
            Outcome::Holds,
            "",
            lemma3,
        ),
        stmt(
            "kf.lemma4",
            "Lemma 4",
            "The sequences {p_1^n}, ..., {p_K^n} (n > 0) form a disjoint cover of the positive integers.",
            SEQ,
            Outcome::Holds,
            "",
            lemma4,
        ),
        stmt(
            "kf.lemma5",
            "Lemma 5",
            "For n > m there is no legal move from P^n to P^m (Definition 1).",
            PAIRS,
            Outcome::Holds,
            "",
            lemma5,
        ),
        stmt(
            "kf.lemma6",
            "Lemma 6",
            "Every position not in the construction has a legal move (Definition 1) to a constructed position.",
            Bound {
                meaning: "largest entry of the positions checked for K = 3 (K = 2 uses 4x, K = 4 half of it)",
                default: 16,
                deep: 30,
                min: 2,
                max: 60,
            },
            Outcome::Holds,
            "",
            lemma6,
        ),
        stmt(
            "kf.thm2",
            "Theorem 2",
            "The P-positions of Lythoff(K) are given by Construction 1 (against the rules solver, K = 2..5), and the K sequences form a disjoint cover; K = 3 is Akiyama's sequence v(n).",
            PAIRS,
            Outcome::Holds,
            "",
            thm2,
        ),
        stmt(
            "kf.construction2",
            "Construction 2",
            "Construction 2 (D^n = ∪ D(P^m) + [0, f(P^m))) is well defined for several f and K = 2..5.",
            SEQ,
            Outcome::Holds,
            "",
            construction2,
        ),
        stmt(
            "kf.thm3",
            "Theorem 3",
            "The P-positions of Lythoff(K_f) are given by Construction 2 (against the rules solver with Definition 7) and form a disjoint cover of the positive integers.",
            PAIRS,
            Outcome::Holds,
            "",
            thm3,
        ),
    ]
}

/// The first `n` positions of Construction 2 with `f`, or the generator's error.
pub fn construct(k: usize, f: Option<&FExpr>, n: usize) -> Result<Vec<Vec<u64>>, String> {
    let generator = match f {
        None => Construction::lythoff(k),
        Some(e) => {
            let e = e.clone();
            Construction::with_f(k, Box::new(move |b| e.eval(b)))
        }
    };
    generator.take(n).collect()
}

/// The f expressions used for Construction 2 at K piles, each with the number of
/// positions it is run to at most. Constant f keeps entries linear in n; f = 1 + B1 makes
/// them quadratic (run to 1000: the plain twin's reach for K = 3..5); the paper's example f = 1 + B_K - B_(K-1) makes them grow exponentially
/// (about 3^n for K = 3: P^20 = [25, 1743392225, 3486784425]), so it runs to n = 12 only.
pub fn sample_fs(k: usize) -> Vec<(FExpr, usize)> {
    let texts = [
        ("2".to_string(), usize::MAX),
        ("3".into(), usize::MAX),
        ("1+B1".into(), 1_000),
        (format!("1+B{k}-B{}", k - 1), 12),
    ];
    texts
        .iter()
        .filter_map(|(t, cap)| FExpr::parse(t, k).ok().map(|e| (e, *cap)))
        .collect()
}

fn for_each_k(
    f: &mut Findings,
    ks: std::ops::RangeInclusive<usize>,
    claim: &str,
    mut test: impl FnMut(usize) -> Result<String, String>,
) {
    let mut parts = Vec::new();
    for k in ks {
        match test(k) {
            Ok(s) => parts.push(format!("K={k}: {s}")),
            Err(e) => {
                f.check(claim, Err(format!("K = {k}: {e}")));
                return;
            }
        }
    }
    f.check(claim, Ok(parts.join("; ")));
}

fn increasing(ps: &[Vec<u64>]) -> Result<String, String> {
    for (n, p) in ps.iter().enumerate().skip(1) {
        if p[0] <= ps[n - 1][0] {
            return Err(format!(
                "p_1 does not increase at n = {n}: {:?} then {p:?}",
                ps[n - 1]
            ));
        }
        if let Some(i) = (1..p.len()).find(|&i| p[i] <= p[i - 1]) {
            return Err(format!("n = {n}: p_{i} >= p_{} in {p:?}", i + 1));
        }
    }
    Ok(format!("{} positions", ps.len()))
}

fn construction1(n: u64) -> Findings {
    let mut f = Findings::new(format!("n <= {n}, K = 2..8"));
    for_each_k(
        &mut f,
        2..=8,
        "the mex construction yields positions for every n",
        |k| construct(k, None, n as usize + 1).and_then(|ps| increasing(&ps)),
    );
    let table_row1 = [1u64, 2, 3];
    let literal = literal_max(3, 2);
    let errs = if literal[1] != table_row1 {
        vec![Erratum {
            location: "Construction 1, p_i^n = max{Q_i^n}".into(),
            printed: "max".into(),
            computed: format!(
                "max gives P^1 = {:?} = P^0 (not a new position; the table's P^1 is [1,2,3]); the mex gives [1,2,3]",
                literal[1]
            ),
        }]
    } else {
        vec![]
    };
    f.compare_printed("the printed max, read literally", 1, errs);
    f
}

fn lemma3(n: u64) -> Findings {
    let mut f = Findings::new(format!("n <= {n}, K = 2..8"));
    for_each_k(
        &mut f,
        2..=8,
        "p_1 increases and entries strictly increase",
        |k| construct(k, None, n as usize + 1).and_then(|ps| increasing(&ps)),
    );
    f
}

/// Every `m` in `1..=p_1^N` is exactly one entry of `P^1..P^N`.
pub fn disjoint_cover(ps: &[Vec<u64>]) -> Result<String, String> {
    let top = ps.last().map_or(0, |p| p[0]) as usize;
    let mut hits = vec![0u8; top + 1];
    for p in &ps[1..] {
        for &v in p {
            if let Some(h) = hits.get_mut(v as usize) {
                *h = h.saturating_add(1);
            }
        }
    }
    match (1..=top).find(|&m| hits[m] != 1) {
        None => Ok(format!("every m in 1..={top} exactly once")),
        Some(m) => Err(format!("m = {m} is covered {} times", hits[m])),
    }
}

fn lemma4(n: u64) -> Findings {
    let mut f = Findings::new(format!("n <= {n}, K = 2..8"));
    for_each_k(
        &mut f,
        2..=8,
        "disjoint cover of the positive integers",
        |k| construct(k, None, n as usize + 1).and_then(|ps| disjoint_cover(&ps)),
    );
    f
}

fn lemma5(n: u64) -> Findings {
    let mut f = Findings::new(format!("all pairs among the first {n} positions, K = 2..5"));
    for_each_k(
        &mut f,
        2..=5,
        "no legal move between constructed positions",
        |k| {
            let ps = construct(k, None, n as usize)?;
            for i in 0..ps.len() {
                for j in 0..i {
                    if legal_def1(&ps[i], &ps[j]) {
                        return Err(format!(
                            "P^{i} = {:?} -> P^{j} = {:?} is legal",
                            ps[i], ps[j]
                        ));
                    }
                }
            }
            Ok(format!("{} pairs", ps.len() * (ps.len() - 1) / 2))
        },
    );
    f
}

fn lemma6(m: u64) -> Findings {
    let sizes = [(2usize, 4 * m), (3, m), (4, (m / 2).max(2))];
    let mut f = Findings::new(format!(
        "every sorted position with entries <= {} (K=2), {} (K=3), {} (K=4)",
        sizes[0].1, sizes[1].1, sizes[2].1
    ));
    let mut parts = Vec::new();
    for (k, top) in sizes {
        // Constructed positions with p_1 <= top: the only candidates ≺ V (p_1 > top precedes nothing in the box).
        let ps: Vec<Vec<u64>> = match Construction::lythoff(k)
            .take_while(|p| p.as_ref().is_ok_and(|p| p[0] <= top))
            .collect()
        {
            Ok(ps) => ps,
            Err(e) => {
                f.check("every other position moves to a constructed one", Err(e));
                return f;
            }
        };
        let mut count = 0u64;
        for v in sorted_box(k, top) {
            if ps.contains(&v) {
                continue;
            }
            count += 1;
            if !ps.iter().any(|p| lex_less(p, &v) && legal_def1(&v, p)) {
                f.check(
                    "every other position moves to a constructed one",
                    Err(format!(
                        "K = {k}: {v:?} has no legal move to a constructed position"
                    )),
                );
                return f;
            }
        }
        parts.push(format!("K={k}: {count} positions"));
    }
    f.check(
        "every other position moves to a constructed one",
        Ok(parts.join("; ")),
    );
    f
}

/// The box `[0, m]^K` of the literal solver for K (sizes measured to run in about a
/// second each at the default tier).
fn literal_box(k: usize, deep: bool) -> u64 {
    match (k, deep) {
        (2, false) => 400,
        (2, true) => 1000,
        (3, false) => 200,
        (3, true) => 320,
        (4, false) => 64,
        (4, true) => 90,
        (_, false) => 32,
        (_, true) => 42,
    }
}

/// The first `count` P-positions of Lythoff(K) by the rules solver (Definition 1), computed
/// once per `(K, count)` and shared by the parts of `kf.thm2` that compare it.
fn search(k: usize, count: usize) -> Result<std::sync::Arc<Vec<Vec<u64>>>, String> {
    static SEARCH: crate::check::memo::Memo<Result<std::sync::Arc<Vec<Vec<u64>>>, String>> =
        crate::check::memo::Memo::new();
    let key = ((k as u64) << 40) | count as u64;
    (*SEARCH.get(key, || {
        rules::p_positions(k, &Game::Lythoff, count).map(std::sync::Arc::new)
    }))
    .clone()
}

fn thm2(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "the first {n} positions, K = 2..5; K = 3 against Akiyama's v(n) for n <= {}",
        n * 1000
    ));
    for_each_k(&mut f, 2..=5, "Construction 1 = rules solver", |k| {
        let a = construct(k, None, n as usize)?;
        let b = search(k, n as usize)?;
        match (0..a.len()).find(|&i| a[i] != b[i]) {
            None => Ok(format!("{} positions", a.len())),
            Some(i) => Err(format!(
                "n = {i}: construction {:?}, rules {:?}",
                a[i], b[i]
            )),
        }
    });
    let deep = n > PAIRS.default;
    for_each_k(
        &mut f,
        2..=5,
        "rules solver = literal box solver (Definition 1 on every position of the box, nothing skipped)",
        |k| {
            let search = search(k, n as usize)?;
            // The box stays below the search's last position, so the search leaves it.
            let top = search.last().and_then(|p| p.last()).copied().unwrap_or(1);
            let m = literal_box(k, deep).min(top - 1);
            let boxed = boxed::p_positions(k, &Game::Lythoff, m)?;
            let t = boxed::compare(&search, &boxed, m)?;
            Ok(format!("{t} positions below the first with an entry > {m}"))
        },
    );
    let far = (n * 1000) as usize;
    let lyth = Construction::lythoff(3).take(far + 1);
    let aki = Simplified::new().take(far + 1);
    let mut bad = None;
    for (i, (l, s)) in lyth.zip(aki).enumerate() {
        match l {
            Ok(l) if l == s.v => {}
            other => {
                bad = Some(format!("n = {i}: Lythoff(3) {other:?}, Akiyama {:?}", s.v));
                break;
            }
        }
    }
    f.check(
        "Lythoff(3) = Akiyama's sequence v(n)",
        bad.map_or(Ok(format!("n = 0..={far}")), Err),
    );
    f
}

fn construction2(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "n <= {n} for f = 2, 3; n <= min(N, 1000) for f = 1+B1; n <= 12 for f = 1+B_K-B_(K-1) (exponential growth); K = 2..5"
    ));
    for_each_k(
        &mut f,
        2..=5,
        "Construction 2 yields positions for every n",
        |k| {
            let mut counts = Vec::new();
            for (e, cap) in sample_fs(k) {
                let ps = construct(k, Some(&e), (n as usize + 1).min(cap))
                    .map_err(|err| format!("f = {e}: {err}"))?;
                increasing(&ps).map_err(|err| format!("f = {e}: {err}"))?;
                counts.push(ps.len());
            }
            Ok(format!("{counts:?} positions"))
        },
    );
    f
}

fn thm3(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "the first {n} positions, K = 2..4, f in {{2, 3, 1+B1, 1+B_K-B_(K-1)}} (the last to n = 12); covers for n <= {}",
        n * 100
    ));
    for_each_k(
        &mut f,
        2..=4,
        "Construction 2 = rules solver (Definition 7)",
        |k| {
            for (e, cap) in sample_fs(k) {
                let a = construct(k, Some(&e), (n as usize).min(cap))?;
                let fe = Game::expr(&e);
                let b = rules::p_positions(k, &Game::Variable(&fe), a.len())?;
                if let Some(i) = (0..a.len()).find(|&i| a[i] != b[i]) {
                    return Err(format!(
                        "f = {e}, n = {i}: construction {:?}, rules {:?}",
                        a[i], b[i]
                    ));
                }
            }
            Ok("4 functions agree".into())
        },
    );
    for_each_k(
        &mut f,
        2..=5,
        "disjoint cover of the positive integers",
        |k| {
            for (e, cap) in sample_fs(k) {
                let ps = construct(k, Some(&e), ((n * 100) as usize).min(cap))?;
                disjoint_cover(&ps).map_err(|err| format!("f = {e}: {err}"))?;
            }
            Ok("4 functions".into())
        },
    );
    f
}
