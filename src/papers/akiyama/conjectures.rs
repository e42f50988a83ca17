//! Conjecture 1, relations (14)-(15) and Figure 1 of Akiyama's paper, measured (never
//! declared true); assumption (16) and Figure 2 (the frequency of kappa(n) = 0) are in
//! [`super::kappa`], listed here in the paper's order.
//!
//! The sequence measured is the paper's `v(n)` (the mex / simplified algorithm, which is
//! also the P-set of Lythoff(3)); since Theorem 1 is refuted (`akiyama.thm1`), the P-positions
//! of L1-Nim as the rules define them are measured separately from the rules solver, and so
//! are those of positive Nim.

use super::kappa::checkpoints;
use super::printed;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::akiyama_vn::Simplified;
use crate::games::l1::TrueL1;
use crate::games::l1::exact_plain::{Bits, Plain};
use crate::games::l1::rules::{self, Variant};
use crate::math::poly::{Poly, isolate_roots};
use crate::math::spread::Spread;
use crate::table::{MeasureDef, Table};
use indicatif::ProgressBar;
use num_bigint::BigInt;

/// Theorem 4's `(alpha, beta, gamma)` as decimals (for comparison only; certified in thm4).
pub(crate) use super::printed::THM4;

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    vec![
        Statement {
            id: "akiyama.conj1",
            paper: super::PAPER,
            number: "Conjecture 1",
            kinds: &[Kind::Conjecture],
            words: "The limit (alpha, beta, gamma) = lim v(n)/n exists; numerically (1.88, 3.58, 5.28) for L1-Nim and (1.97, 3.49, 4.88) for positive Nim. Measured here: the paper's v(n) (= Lythoff(3)) and the true L1-Nim, each with the spread over the last decade of n; positive Nim in frontier.positive.slopes.",
            bound: Bound {
                meaning: "N: v(n)/n measured at n = 10^3, 10^4, ..., N (simplified generator); the true L1-Nim (exact engine) at n = min(N, 10^8)",
                default: 1_000_000,
                deep: 1_000_000_000,
                min: 1_000,
                max: 5_000_000_000,
            },
            recorded: Outcome::Measured,
            note: "",
            witness: &[],
            check: conj1,
            proof: None,
        },
        Statement {
            id: "akiyama.eq14-15",
            paper: super::PAPER,
            number: "(14), (15) and the bounds from 1 <= delta <= 4",
            kinds: &[Kind::Conjecture],
            words: "If Conjecture 1 holds: 1/alpha + 1/beta + 1/gamma = 1 (14) and alpha - 2 beta + gamma = 0 (15); with 1 <= delta <= 4 this gives 3.21432 <= beta <= 5.41061, 1.41061 <= alpha <= 2.21432, 4.21432 <= gamma <= 9.41061.",
            bound: Bound {
                meaning: "N: the ratios are measured at n = N",
                default: 1_000_000,
                deep: 1_000_000_000,
                min: 1_000,
                max: 5_000_000_000,
            },
            recorded: Outcome::Measured,
            note: "",
            witness: &[],
            check: eq14_15,
            proof: None,
        },
        super::kappa::assumption16_statement(),
        Statement {
            id: "akiyama.fig1",
            paper: super::PAPER,
            number: "Figure 1",
            kinds: &[Kind::Figure],
            words: "P-positions of positive Nim and of L1-Nim (3D points approximating half-lines from the origin).",
            bound: Bound {
                meaning: "S: rules solvers on a+b+c <= S",
                default: 430,
                deep: 700,
                min: 50,
                max: 900,
            },
            recorded: Outcome::Measured,
            note: "The figure's data; the picture itself is drawn by the report.",
            witness: &[],
            check: fig1,
            proof: None,
        },
        super::kappa::fig2_statement(),
    ]
}

/// The measurements of `wythoff conjecture`.
pub fn measures() -> Vec<MeasureDef> {
    vec![
        MeasureDef {
            id: "akiyama.conj1",
            meaning: "n",
            min: 1_000,
            max: 5_000_000_000,
            compared: Some(crate::check::engines::AKIYAMA_VRING),
            compute: conj1_table,
        },
        MeasureDef {
            id: "akiyama.assumption16",
            meaning: "n",
            min: 1_000,
            max: 5_000_000_000,
            compared: Some(crate::check::engines::AKIYAMA_VRING),
            compute: super::kappa::kappa_table,
        },
        MeasureDef {
            id: "akiyama.fig2",
            meaning: "n (blocks of 5000 up to n)",
            min: 5_000,
            max: 1_000_000_000,
            compared: Some(crate::check::engines::AKIYAMA_VRING),
            compute: super::kappa::blocks_table,
        },
    ]
}

/// `v(n)` at each checkpoint, streaming (constant memory beyond the generator's windows).
fn positions_at(points: &[u64], bar: &ProgressBar) -> Vec<(u64, [u64; 3])> {
    let last = points.last().copied().unwrap_or(0);
    let mut out = Vec::new();
    let mut next = 0;
    for s in Simplified::new().take(last as usize + 1) {
        if s.n & 0xF_FFFF == 0 {
            bar.set_position(s.n);
        }
        if points.get(next) == Some(&s.n) {
            out.push((s.n, s.v));
            next += 1;
        }
    }
    out
}

fn ratios(n: u64, v: [u64; 3]) -> [f64; 3] {
    v.map(|x| x as f64 / n as f64)
}

fn fmt3(r: [f64; 3]) -> String {
    format!("({:.6}, {:.6}, {:.6})", r[0], r[1], r[2])
}

/// The P-positions `a <= b <= c` of a rules solve of `a + b + c <= s`, in order of
/// `a + b + c` (then lexicographically). This order is certain: every P-position of sum
/// `<= s` is known. (In lexicographic order it would not be: an unknown P-position of sum
/// `> s` may have a smaller first entry.)
fn rules_by_sum(variant: Variant, s: u32) -> Vec<[u64; 3]> {
    let mut v: Vec<[u64; 3]> = rules::cached_sieve(variant, s)
        .iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .map(|t| t.map(u64::from))
        .collect();
    v.sort_unstable_by_key(|t| (t.iter().sum::<u64>(), *t));
    v
}

/// The true L1-Nim is measured at most this far in `akiyama.conj1`: the deep bound of the
/// `frontier.l1.*` statements (their default, 10^6, is conj1's default too).
const TRUE_L1_AT_MOST: u64 = 100_000_000;

/// What the `±` beside a slope means.
const SPREAD_WORDS: &str = "± is the spread of the ratio over the window before each checkpoint (the decade n/10 < n' <= n at a power of ten): max - min there, i.e. how far it still moves within the last decade; an error estimate for the limit, not a bound";

/// `v(n)` at each checkpoint (streaming), with the spread of `v(n)/n` over the window
/// since the checkpoint before (since n = 100 for the first).
fn positions_with_spread(points: &[u64]) -> Vec<(u64, [u64; 3], Spread)> {
    let last = points.last().copied().unwrap_or(0);
    let mut out = Vec::new();
    let mut spread = Spread::after(100);
    let mut next = 0;
    for s in Simplified::new().take(last as usize + 1) {
        if s.n > spread.from {
            spread.observe(s.n, s.v);
        }
        if points.get(next) == Some(&s.n) {
            out.push((s.n, s.v, spread));
            spread = Spread::after(s.n);
            next += 1;
        }
    }
    out
}

/// The true L1-Nim's `P(n)` (exact engine) with the spread of `P(n)/n` over `n/10 < n' <= n`,
/// and the engine compared position by position with the second engine on `P(0..=n)`.
fn true_l1_at(n: u64) -> (Option<[u64; 3]>, Spread, Result<String, String>) {
    let mut twin = Plain::<Bits>::new();
    let mut spread = Spread::after(n / 10);
    let mut diff = None;
    let mut last = None;
    for (i, t) in (0u64..).zip(TrueL1::new().take(n as usize + 1)) {
        if diff.is_none() {
            let u = twin.next();
            if u != Some(t) {
                diff = Some(format!("n = {i}: exact engine {t:?}, second engine {u:?}"));
            }
        }
        if i > spread.from {
            spread.observe(i, t);
        }
        last = Some(t);
    }
    let twin = diff.map_or_else(
        || {
            Ok(format!(
                "the exact engine equals the second engine (flag bits) on P(0..={n})"
            ))
        },
        Err,
    );
    (last, spread, twin)
}

fn conj1(n_max: u64) -> Findings {
    let l1_n = n_max.min(TRUE_L1_AT_MOST);
    let mut f = Findings::new(format!(
        "the paper's v(n)/n at n = 10^3..{n_max}; the true L1-Nim (exact engine) at n = {l1_n}"
    ));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n_max),
    );
    let printed: Vec<f64> = printed::CONJ1_L1
        .iter()
        .filter_map(|s| s.parse().ok())
        .collect();
    let agrees = |r: [f64; 3]| r.iter().zip(&printed).all(|(a, b)| (a - b).abs() <= 0.005);
    let dist = |r: [f64; 3], t: &[f64]| {
        r.iter()
            .zip(t)
            .map(|(a, b)| (a - b).abs())
            .fold(0.0, f64::max)
    };
    let at = positions_with_spread(&checkpoints(n_max));
    let rows: Vec<String> = at
        .iter()
        .map(|&(n, v, sp)| format!("n = {n}: {}", sp.format(ratios(n, v))))
        .collect();
    f.measured(
        "v(n)/n of the paper's sequence v(n) (Akiyama's algorithm = Lythoff(3); L1-Nim only for n < 14, akiyama.thm1)",
        format!("{}; {SPREAD_WORDS}", rows.join("; ")),
    );
    if let Some(&(n, v, sp)) = at.last() {
        let r = ratios(n, v);
        f.measured(
            "the printed L1 values (1.88, 3.58, 5.28) against v(n)",
            format!(
                "v(n)/n at n = {n}: {}; the printed values {} to 2 decimals (they are v(n)'s, not the true L1-Nim's); Theorem 4's {} is {:.2e} away ({:.0} times the spread {:.1e})",
                sp.format(r),
                if agrees(r) { "agree with it" } else { "differ from it" },
                fmt3(*THM4),
                dist(r, &*THM4),
                dist(r, &*THM4) / sp.max_width().max(f64::MIN_POSITIVE),
                sp.max_width()
            ),
        );
    }
    let (last, sp, twin) = true_l1_at(l1_n);
    f.check("true L1-Nim: exact engine = second engine", twin);
    if let Some(p) = last {
        let r = ratios(l1_n, p);
        f.measured(
            "the true L1-Nim, P(n)/n (exact engine, games/l1/exact.rs; frontier.l1.slopes)",
            format!(
                "at n = {l1_n}: {}; the printed (1.88, 3.58, 5.28) {} to 2 decimals ({:.3} away: {:.0} times the spread); {SPREAD_WORDS}",
                sp.format(r),
                if agrees(r) { "agree with it" } else { "differ from it" },
                dist(r, &printed),
                dist(r, &printed) / sp.max_width().max(f64::MIN_POSITIVE)
            ),
        );
    }
    f.measured(
        "positive Nim",
        format!(
            "the printed ({}, {}, {}) for positive Nim are measured by frontier.positive.slopes, not here",
            printed::CONJ1_POSITIVE[0],
            printed::CONJ1_POSITIVE[1],
            printed::CONJ1_POSITIVE[2]
        ),
    );
    f
}

/// The largest real root of a monic-in-spirit integer polynomial, as an interval at 2^-40.
fn largest_root(coeffs: &[i128]) -> Option<crate::math::poly::RootInterval> {
    isolate_roots(&Poly(coeffs.to_vec()), 16, 4, 40).pop()
}

fn eq14_15(n: u64) -> Findings {
    let mut f = Findings::new(format!("ratios at n = {n}; cubic roots certified to 2^-40"));
    f.check(
        super::twin::CLAIM,
        super::twin::simplified_vs_construction(n),
    );
    if let Some(&(n, v)) = positions_at(&[n], &ProgressBar::hidden()).last() {
        let [a, b, c] = ratios(n, v);
        f.measured(
            "(14) and (15) at the measured ratios",
            format!(
                "at n = {n}: 1/a + 1/b + 1/c = {:.6}, a - 2b + c = {:.6}",
                1.0 / a + 1.0 / b + 1.0 / c,
                a - 2.0 * b + c
            ),
        );
    }
    // delta^2 = beta^2 (beta - 3)/(beta - 1) from (14), (15); delta = 1 and 4 give cubics.
    let mut errs = Vec::new();
    let mut shown = Vec::new();
    for (delta, coeffs, i) in [(1i64, [1i128, -1, -3, 1], 0usize), (4, [16, -16, -3, 1], 1)] {
        let Some(r) = largest_root(&coeffs) else {
            continue;
        };
        let k = r.k;
        let rounded = |offset: i64| {
            let a = round_dyadic(&(r.lo.clone() + (BigInt::from(offset) << k as usize)), k, 5);
            let b = round_dyadic(&(r.hi.clone() + (BigInt::from(offset) << k as usize)), k, 5);
            if a == b { a } else { format!("{a}|{b}") }
        };
        for (name, offset, printed_range) in [
            ("beta", 0, printed::BETA_RANGE),
            ("alpha", -delta, printed::ALPHA_RANGE),
            ("gamma", delta, printed::GAMMA_RANGE),
        ] {
            // alpha decreases in delta, beta and gamma increase: delta = 1 gives alpha's upper end.
            let j = if name == "alpha" { 1 - i } else { i };
            let computed = rounded(offset);
            shown.push(format!("{name}(delta={delta}) = {computed}"));
            if computed != printed_range[j] {
                errs.push(Erratum {
                    location: format!("bound on {name} from delta = {delta}"),
                    printed: printed_range[j].into(),
                    computed,
                });
            }
        }
    }
    f.compare_printed("the six printed bounds (rounded to 5 decimals)", 6, errs);
    f.measured("bounds", shown.join(", "));
    f
}

/// `round(p / 2^k, digits)` as a decimal string (`p >= 0`).
fn round_dyadic(p: &BigInt, k: u32, digits: u32) -> String {
    let num: BigInt = p * BigInt::from(10).pow(digits) * 2 + (BigInt::from(1) << k as usize);
    let q: BigInt = num >> (k as usize + 1);
    let s = format!(
        "{:0>w$}",
        q.magnitude().to_string(),
        w = digits as usize + 1
    );
    let (i, fr) = s.split_at(s.len() - digits as usize);
    format!("{i}.{fr}")
}

fn fig1(s: u64) -> Findings {
    let s = s as u32;
    let mut f = Findings::new(format!("rules solvers on a+b+c <= {s}"));
    for (variant, name) in [(Variant::Positive, "positive Nim"), (Variant::L1, "L1-Nim")] {
        let by_sum = rules_by_sum(variant, s);
        let last = by_sum.last().copied().unwrap_or_default();
        let n = by_sum.len().saturating_sub(1) as u64;
        f.measured(name, format!("{} P-positions a <= b <= c with a+b+c <= {s}; the last, n = {n}, is {last:?}: v(n)/n = {}", by_sum.len(), fmt3(ratios(n.max(1), last))));
    }
    f
}

fn conj1_table(n: u64, bar: &ProgressBar) -> Table {
    bar.set_length(n);
    let at = positions_at(&checkpoints(n), bar);
    let mut rows: Vec<Vec<String>> = at
        .iter()
        .map(|&(m, v)| {
            let [a, b, c] = ratios(m, v);
            vec![
                m.to_string(),
                format!("{a:.8}"),
                format!("{b:.8}"),
                format!("{c:.8}"),
                format!("{:.8}", 1.0 / a + 1.0 / b + 1.0 / c),
                format!("{:.8}", a - 2.0 * b + c),
            ]
        })
        .collect();
    let [a, b, c] = *THM4;
    rows.push(vec![
        "Theorem 4".into(),
        format!("{a:.8}"),
        format!("{b:.8}"),
        format!("{c:.8}"),
        "1".into(),
        "0".into(),
    ]);
    rows.push(vec![
        "printed (L1)".into(),
        "1.88".into(),
        "3.58".into(),
        "5.28".into(),
        String::new(),
        String::new(),
    ]);
    Table {
        id: "akiyama.conj1".into(),
        title: "v(n)/n of the paper's sequence (simplified algorithm)".into(),
        source: "Akiyama, Conjecture 1 and Theorem 4".into(),
        columns: ["n", "v1/n", "v2/n", "v3/n", "1/a+1/b+1/c", "a-2b+c"]
            .map(String::from)
            .to_vec(),
        rows,
    }
}
