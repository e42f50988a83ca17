//! Lythoff(2_f): Theorem 4 (p2 = p1 + sum f), Theorem 5 (every monotonic disjoint cover is
//! the P-set of some Lythoff(2_f)) and Corollary 1 (complementary Beatty pairs, q >= 3).

use super::constructions::construct;
use crate::check::rng::Rng;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::lythoff::pruned_search::{self as rules, Game};
use crate::games::lythoff::{Construction, FExpr};
use std::collections::HashMap;

/// The recorded witnesses of `kf.thm4` (see `Statement::witness`): every one a run must find.
const THM4_WITNESSES: &[Witness] = &[Witness::every(
    "Theorem 4 and the note, p_1^n = max{X^n} | max{X^n} | mex X^n: for n = 1 (f = 2) max X^n = 0, an entry already used, while p_1^1 = 1",
)];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    let seq = Bound {
        meaning: "N: positions n <= N",
        default: 100_000,
        // The plain twin's reach (check/engines.rs, LYTHOFF).
        deep: 1_000_000,
        min: 10,
        max: 1_000_000,
    };
    vec![
        Statement {
            id: "kf.thm4",
            paper: super::PAPER,
            number: "Theorem 4 and the note after it",
            kinds: &[Kind::Theorem],
            words: "The P-positions of Lythoff(2_f) are p_1^n = max{X^n} (as printed) and p_2^n = p_1^n + sum_{m<n} f(P^m); a constant f = a gives p_2^n = p_1^n + n a.",
            bound: seq,
            recorded: Outcome::Erratum,
            note: "Known slip (INVENTORY.md): p_1^n = max{X^n} must be the mex of X^n; with the mex the formula holds.",
            witness: THM4_WITNESSES,
            check: thm4,
            proof: None,
        },
        Statement {
            id: "kf.thm5",
            paper: super::PAPER,
            number: "Theorem 5",
            kinds: &[Kind::Theorem],
            words: "Every monotonic disjoint cover ({y^n}, {z^n}) of the positive integers is the set of P-positions other than [0,0] of some Lythoff(2_f), with f built as in the proof.",
            bound: Bound {
                meaning: "N: each random cover has N pairs (50 covers; the rules solver checks the first 60 pairs of 5 of them)",
                default: 20_000,
                deep: 1_000_000,
                min: 60,
                max: 10_000_000,
            },
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: thm5,
            proof: None,
        },
        Statement {
            id: "kf.cor1",
            paper: super::PAPER,
            number: "Corollary 1",
            kinds: &[Kind::Theorem],
            words: "Complementary Beatty sequences floor(n p), floor(n q) with q >= 3 are the P-positions of some Lythoff(2_f).",
            bound: seq,
            recorded: Outcome::Holds,
            note: "",
            witness: &[],
            check: cor1,
            proof: None,
        },
    ]
}

fn thm4(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "n <= {n} for f = 2, 5; n <= min(N, 3000) for f = 1+B1; n <= 26 for f = 1+B2-B1 and 1+B2 (exponential growth)"
    ));
    let mut parts = Vec::new();
    for (text, cap) in [
        ("2", u64::MAX),
        ("5", u64::MAX),
        ("1+B1", 3_000),
        ("1+B2-B1", 26),
        ("1+B2", 26),
    ] {
        let n = n.min(cap);
        let e = match FExpr::parse(text, 2) {
            Ok(e) => e,
            Err(err) => {
                f.check("p2 = p1 + sum f", Err(err));
                return f;
            }
        };
        let ps = match construct(2, Some(&e), n as usize + 1) {
            Ok(ps) => ps,
            Err(err) => {
                f.check("p2 = p1 + sum f", Err(err));
                return f;
            }
        };
        let mut sum = 0u64;
        let mut mex = 0u64;
        let mut used = std::collections::HashSet::new();
        for (i, p) in ps.iter().enumerate() {
            while used.contains(&mex) {
                mex += 1;
            }
            let expected_p1 = if i == 0 { 0 } else { mex };
            if p[0] != expected_p1 || p[1] != p[0] + sum {
                f.check(
                    "p1 = mex X^n and p2 = p1 + sum f",
                    Err(format!(
                        "f = {text}, n = {i}: {p:?}, formula [{expected_p1}, {}]",
                        expected_p1 + sum
                    )),
                );
                return f;
            }
            used.insert(p[0]);
            used.insert(p[1]);
            sum += e.eval(p).unwrap_or(0);
        }
        parts.push(text);
    }
    f.check(
        "p1 = mex X^n and p2 = p1 + sum f",
        Ok(format!("f = {}", parts.join(", "))),
    );
    // Constant a: p2 = p1 + n a, against the rules solver for the first 200.
    let mut bad = None;
    for a in 1..=6u64 {
        let e = FExpr::constant(a);
        let fe = Game::expr(&e);
        let ps = rules::p_positions(2, &Game::Variable(&fe), 200);
        match ps {
            Err(err) => bad = Some(err),
            Ok(ps) => {
                if let Some((i, p)) = ps
                    .iter()
                    .enumerate()
                    .find(|(i, p)| p[1] != p[0] + *i as u64 * a)
                {
                    bad = Some(format!("a = {a}, n = {i}: {p:?}"));
                }
            }
        }
        if bad.is_some() {
            break;
        }
    }
    f.check(
        "constant f = a: p2 = p1 + n a (rules solver, a = 1..6, n < 200)",
        bad.map_or(Ok("all agree".into()), Err),
    );
    // The printed `p_1^n = max{X^n}`, computed literally on the construction for f = 2:
    // X^n is the set of entries of P^0..P^(n-1); every n where its max is not p_1^n.
    let literal: Vec<Erratum> = match FExpr::parse("2", 2)
        .and_then(|e| construct(2, Some(&e), n.min(1000) as usize + 1))
    {
        Err(err) => {
            f.check("the printed p_1^n = max{X^n}", Err(err));
            return f;
        }
        Ok(ps) => (1..ps.len())
            .filter_map(|i| {
                let max = ps[..i].iter().flat_map(|p| p.iter().copied()).max()?;
                (max != ps[i][0]).then(|| (i, max, ps[i][0]))
            })
            .take(1)
            .map(|(i, max, p1)| Erratum {
                location: "Theorem 4 and the note, p_1^n = max{X^n}".into(),
                printed: "max{X^n}".into(),
                computed: format!(
                    "mex X^n: for n = {i} (f = 2) max X^n = {max}, an entry already used, while p_1^{i} = {p1}"
                ),
            })
            .collect(),
    };
    f.compare_printed("the printed p_1^n = max{X^n}", 1, literal);
    f
}

/// Build `f` from a monotonic disjoint cover as in the proof of Theorem 5.
fn f_from_cover(pairs: &[(u64, u64)]) -> HashMap<Vec<u64>, u64> {
    let mut f = HashMap::new();
    f.insert(vec![0, 0], pairs[0].1 - pairs[0].0);
    for w in pairs.windows(2) {
        f.insert(vec![w[0].0, w[0].1], (w[1].1 - w[1].0) - (w[0].1 - w[0].0));
    }
    f
}

/// Whether `({y}, {z})` is a monotonic disjoint cover (Definition 8), on its prefix.
fn is_monotonic_cover(pairs: &[(u64, u64)]) -> Result<(), String> {
    if pairs[0].0 >= pairs[0].1 {
        return Err("y^1 >= z^1".into());
    }
    if let Some(w) = pairs
        .windows(2)
        .find(|w| w[1].1 - w[1].0 <= w[0].1 - w[0].0)
    {
        return Err(format!("z - y does not grow at {w:?}"));
    }
    let ps: Vec<Vec<u64>> = std::iter::once(vec![0, 0])
        .chain(pairs.iter().map(|&(y, z)| vec![y, z]))
        .collect();
    super::constructions::disjoint_cover(&ps).map(|_| ())
}

/// Construction 2 with the proof's `f` reproduces the cover.
fn reproduces(pairs: &[(u64, u64)]) -> Result<(), String> {
    let table = f_from_cover(pairs);
    let generator = Construction::with_f(2, Box::new(move |b| Ok(*table.get(b).unwrap_or(&1))));
    for (i, p) in generator.take(pairs.len() + 1).enumerate() {
        let p = p?;
        let want = if i == 0 {
            vec![0, 0]
        } else {
            vec![pairs[i - 1].0, pairs[i - 1].1]
        };
        if p != want {
            return Err(format!(
                "n = {i}: Lythoff(2_f) gives {p:?}, the cover {want:?}"
            ));
        }
    }
    Ok(())
}

/// A random monotonic disjoint cover with `n` pairs.
fn random_cover(rng: &mut Rng, n: usize) -> Vec<(u64, u64)> {
    let mut used = std::collections::HashSet::new();
    let mut pairs = Vec::with_capacity(n);
    let (mut y, mut gap) = (0u64, 0u64);
    for _ in 0..n {
        y += 1;
        while used.contains(&y) {
            y += 1;
        }
        gap += 1 + rng.range(0, 3);
        used.insert(y + gap);
        pairs.push((y, y + gap));
    }
    pairs
}

fn thm5(n: u64) -> Findings {
    let mut f = Findings::new(format!(
        "50 random monotonic covers of {n} pairs; rules solver on 5 of them (60 pairs)"
    ));
    let mut rng = Rng::new(5);
    for c in 0..50 {
        let pairs = random_cover(&mut rng, n as usize);
        if let Err(e) = is_monotonic_cover(&pairs).and_then(|()| reproduces(&pairs)) {
            f.check(
                "Construction 2 with the proof's f reproduces the cover",
                Err(format!("cover {c}: {e}")),
            );
            return f;
        }
        if c < 5 {
            let table = f_from_cover(&pairs);
            let fe = move |b: &[u64]| Ok(*table.get(b).unwrap_or(&1));
            match rules::p_positions(2, &Game::Variable(&fe), 61) {
                Ok(ps)
                    if ps[1..]
                        .iter()
                        .zip(&pairs)
                        .all(|(p, &(y, z))| p[0] == y && p[1] == z) => {}
                other => {
                    f.check(
                        "the rules solver (Definition 7) agrees",
                        Err(format!("cover {c}: {other:?}")),
                    );
                    return f;
                }
            }
        }
    }
    f.check(
        "Construction 2 with the proof's f reproduces the cover",
        Ok("all 50 covers".into()),
    );
    f.check(
        "the rules solver (Definition 7) agrees",
        Ok("5 covers, 60 pairs each".into()),
    );
    f
}

/// A named Beatty pair: `(name, q >= 3, n -> (floor(n p), floor(n q)))`.
pub type BeattyPair = (&'static str, bool, fn(u64) -> (u64, u64));

/// Complementary Beatty pairs in exact integer arithmetic, `n >= 1`: `(name, q >= 3?, pair(n))`.
pub fn beatty_pairs() -> Vec<BeattyPair> {
    fn sqrt2(n: u64) -> (u64, u64) {
        let r = (2 * u128::from(n) * u128::from(n)).isqrt() as u64;
        (r, 2 * n + r) // floor(n sqrt 2), floor(n (2 + sqrt 2))
    }
    fn sqrt3(n: u64) -> (u64, u64) {
        let r = (3 * u128::from(n) * u128::from(n)).isqrt() as u64;
        (3 * n - r - 1, 3 * n + r) // floor(n (3 - sqrt 3)), floor(n (3 + sqrt 3))
    }
    fn sqrt5(n: u64) -> (u64, u64) {
        let r = (5 * u128::from(n) * u128::from(n)).isqrt() as u64;
        ((5 * n - r - 1) / 2, (5 * n + r) / 2) // floor(n (5 - sqrt 5)/2), floor(n (5 + sqrt 5)/2)
    }
    fn golden(n: u64) -> (u64, u64) {
        crate::games::wythoff::pair(n).unwrap_or((0, 0)) // q = phi^2 < 3
    }
    vec![
        ("(sqrt 2, 2 + sqrt 2)", true, sqrt2),
        ("(3 - sqrt 3, 3 + sqrt 3)", true, sqrt3),
        ("((5 - sqrt 5)/2, (5 + sqrt 5)/2)", true, sqrt5),
        ("(phi, phi^2), q < 3", false, golden),
    ]
}

fn cor1(n: u64) -> Findings {
    let mut f = Findings::new(format!("n = 1..={n}, exact integer square roots"));
    for (name, q_at_least_3, pair) in beatty_pairs() {
        let pairs: Vec<(u64, u64)> = (1..=n).map(pair).collect();
        let r = is_monotonic_cover(&pairs).and_then(|()| reproduces(&pairs));
        let claim = if q_at_least_3 {
            format!("{name} is the P-set of Lythoff(2_f)")
        } else {
            format!("{name} (beyond the corollary's q >= 3)")
        };
        f.check(
            &claim,
            r.map(|()| "a monotonic disjoint cover, reproduced by Construction 2".into()),
        );
    }
    f
}
