//! `frontier.l1.*`: the true P-positions of L1-Nim ([`TrueL1`], proved from the rules in
//! `games/l1/exact.rs`).
//!
//! Twins inside the verdicts: `frontier.l1.engine` compares the engine with the plane-sieve
//! rules solver on every position with `a+b+c <= S`; every survey statement (and the
//! engine statement, on its first `min(1000 S, 10^7)` positions) runs the independent
//! literal-rule checker ([`Listing`]: stable on all of P(0..=min(N, 10^7)), absorbing on
//! every triple with `a+b+c <= 300`, windows at P(10^k) and 20000 random triples) and the
//! second engine ([`Plain`], same lemma as the engine) to `min(N, 10^9)`.

use super::survey::{Sorted, Spread, Survey};
use super::{Memo, fmt3, ratios};
use crate::check::compare::agree_all;
use crate::check::rng::Rng;
use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::akiyama_vn::Simplified;
use crate::games::l1::exact::shares_value_or_difference;
use crate::games::l1::exact_plain::{Bits, Plain};
use crate::games::l1::literal::Listing;
use crate::games::l1::rules::{self, ORDERINGS, Variant};
use crate::games::l1::{TrueL1, planes};
use crate::papers::akiyama::conjectures::THM4;
use std::collections::HashSet;

const N_BOUND: &str = "N: the first N+1 P-positions (n = 0..=N) of the exact engine";

/// How many `a`-steps the substitutive measurement keeps.
const KEEP_STEPS: usize = 1_000_000;

/// How far the surveys compare the engine with the second engine (a flag bit per value
/// and per difference: about 1.1 GB at this bound, the largest the surveys accept).
pub const TWIN_MAX_N: u64 = 1_000_000_000;

/// How far the surveys run the independent literal-rule checker
/// ([`crate::games::l1::literal::Listing`]: 12 bytes a position, a 256 MB band and about 28
/// bytes a position for its lookups: 489 MB peak at 10^7).
pub const LITERAL_MAX_N: u64 = 10_000_000;

/// How many positions `frontier.l1.engine` gives the literal-rule checker (at most).
const ENGINE_LITERAL_N: usize = 1_000_000;

/// A survey, and the engine's comparisons with its twins on the same positions.
pub struct Surveyed {
    /// What was measured.
    pub survey: Survey,
    /// `Ok(evidence)` or `Err(the first difference)` between the exact engine and the
    /// second engine ([`Plain`], same lemma) on the positions surveyed.
    pub twin: Result<String, String>,
    /// `Ok(evidence)` or `Err(the first failure)` of the literal-rule checker on
    /// P(0..=min(N, [`LITERAL_MAX_N`])): stable on all of them, absorbing sampled.
    pub literal: Result<String, String>,
}

static SURVEYS: Memo<Surveyed> = Memo::new();

/// The literal-rule checker on a prefix of the P-positions: stable on every listed
/// position; absorbing on every triple with a+b+c <= 300, windows of radius 4 at
/// P(10^k), P(2*10^k), P(5*10^k), and 20000 random triples below the last listed sum.
pub fn literal_check(list: Vec<Sorted>, n: u64) -> Result<String, String> {
    let upto = list.len() as u64 - 1;
    let l = Listing::new(list)?;
    let text = l.check(300, 4, &random_triples(&l, 20_000))?;
    Ok(if upto < n {
        format!("{text}: P(0..={upto}); P({upto}..={n}) not checked by the literal rule (memory)")
    } else {
        format!("{text}: P(0..={n})")
    })
}

/// `k` random triples with entries up to the largest listed `c` (seeded: reproducible).
pub fn random_triples(l: &Listing, k: u64) -> Vec<Sorted> {
    let mut rng = Rng::new(24);
    let top = l.list().last().map_or(0, |t| t[2]);
    (0..k).map(|_| [0; 3].map(|_| rng.range(0, top))).collect()
}

/// The survey of the first `n + 1` P-positions (shared by the statements at one bound),
/// with the engine compared position by position with the second engine up to
/// [`TWIN_MAX_N`], and checked by the literal rule up to [`LITERAL_MAX_N`].
pub fn survey(n: u64) -> std::sync::Arc<Surveyed> {
    SURVEYS.get(n, || {
        let upto = n.min(TWIN_MAX_N);
        let lit = n.min(LITERAL_MAX_N);
        let mut twin = Plain::<Bits>::new();
        let mut diff: Option<String> = None;
        let mut list: Vec<Sorted> = Vec::with_capacity(lit as usize + 1);
        let stream = (0u64..).zip(TrueL1::new()).map(|(i, t)| {
            if i <= upto && diff.is_none() {
                let u = twin.next();
                if u != Some(t) {
                    diff = Some(format!("n = {i}: exact engine {t:?}, second engine {u:?}"));
                }
            }
            if i <= lit {
                list.push(t);
            }
            t
        });
        let survey = Survey::of(stream.take(n as usize + 1), KEEP_STEPS);
        let twin = match diff {
            Some(d) => Err(d),
            None if upto == n => Ok(format!(
                "the exact engine equals the second engine (flag bits, same lemma) on P(0..={n})"
            )),
            None => Ok(format!(
                "the exact engine equals the second engine on P(0..={upto}); P({upto}..={n}) were not compared (memory)"
            )),
        };
        let literal = literal_check(list, n);
        Surveyed {
            survey,
            twin,
            literal,
        }
    })
}

/// The survey's findings begin with the twin comparisons: a verdict never rests on the
/// engine past the range it was compared on without saying so.
fn with_twin(sv: &Surveyed, mut f: Findings) -> Findings {
    let mut parts = std::mem::take(&mut f.parts);
    f.check("engine = literal-rule checker", sv.literal.clone());
    f.check("engine = second engine", sv.twin.clone());
    f.parts.append(&mut parts);
    f
}

/// The catalog entries.
pub fn statements() -> Vec<Statement> {
    let n_bound = Bound::new(N_BOUND, 1_000_000, 100_000_000, 1_000, 1_000_000_000);
    let c = &[Kind::Conjecture];
    vec![
        Statement::new(
            "frontier.l1.move-lemma",
            super::PAPER,
            "Lemma (engine of frontier.l1.engine)",
            &[Kind::Theorem],
            "L1-Nim has a move P -> Q iff Q has the smaller sum and shares with P a value in the same place or the difference of the same pair of places; for sorted P and sorted q, some permutation of q is an option iff sum q < sum P and they share a value or an absolute difference.",
            Bound::new("S: every pair of positions with a+b+c <= S (ordered and sorted forms)", 18, 30, 3, 40),
            move_lemma,
        ),
        Statement::new(
            "frontier.l1.engine",
            super::PAPER,
            "Property (1): a fast exact algorithm",
            &[Kind::Theorem],
            "The exact engine (a sorted triple of the least next sum is P iff its values and absolute differences are new) lists the P-positions of L1-Nim: it equals the plane-sieve rules solver on every position with a+b+c <= S and the literal layer solver to a+b+c <= 200, and the literal-rule checker finds its first min(1000 S, 10^6) positions stable and (sampled) absorbing.",
            Bound::new("S: both solvers decide every position with a+b+c <= S", 1000, 4000, 160, 4000),
            engine,
        ),
        Statement::new(
            "frontier.l1.partition",
            super::PAPER,
            "Property (3): partition of N",
            c,
            "The coordinates of the P-positions P(1), P(2), ... (sorted triples in order of sum) partition the positive integers: no value occurs twice, and every positive integer occurs (on a prefix: every integer below the mex of the values seen).",
            n_bound,
            partition,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.finite-differences",
            super::PAPER,
            "Property (2): finite difference set",
            c,
            "The set of consecutive differences P(n+1) - P(n) (sorted triples in order of sum; n >= 1) is finite.",
            n_bound,
            finite_differences,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.one-per-sum",
            super::PAPER,
            "Finding: P-positions per sum",
            c,
            "Each sum a+b+c holds at most one sorted P-position (the engine does not assume it: it finds every P-position of a sum).",
            n_bound,
            one_per_sum,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.widths",
            super::PAPER,
            "Finding: the widths grow",
            c,
            "The width c - a of each P-position P(n) = (a, b, c), n >= 1, exceeds the width of every P-position of smaller sum (so c - a is never an earlier difference, and the engine's test of c - a against D never excludes a candidate that reaches the least sum).",
            n_bound,
            widths,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.slopes",
            super::PAPER,
            "Property (5): linear structure",
            c,
            "P(n)/n converges to a vector (alpha, beta, gamma); measured against Theorem 4's values and the paper's v(n)/n, with the relation alpha + gamma = 2 beta that the data suggest (|a + c - 2b| measured).",
            n_bound,
            slopes,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.substitutive",
            super::PAPER,
            "Property (4): substitutive structure",
            c,
            "The sequence of steps a(n+1) - a(n) (sum order) has low factor complexity, as a fixed point of a primitive substitution would (such a fixed point has linear complexity; Wythoff's has L+1 factors of length L): the number p(L) of distinct factors of length L = 1..8 is measured, with the criterion fixed in advance: complexity is called low iff p(8) <= 3 p(4) (linear growth gives a ratio near 2, e.g. Fibonacci 9/5 and Thue-Morse 22/10; quadratic growth gives 4).",
            n_bound,
            substitutive,
        )
        .recorded(Outcome::Measured, ""),
        Statement::new(
            "frontier.l1.vs-akiyama",
            super::PAPER,
            "Comparison with Theorem 1's sequence",
            c,
            "How the true P-positions of L1-Nim differ from the paper's v(n): the first index where they differ, and how many of v(1..N) are P-positions of L1-Nim; two routes must agree with the engine: the plane-sieve rules solver on a+b+c <= 1000, and the literal rule applied to v(1..min(N, 10^6)) (no move into the checked list of P-positions).",
            Bound::new("N: v(1..N) and the true P-positions up to the sum of v(N)", 100_000, 1_000_000, 100, 10_000_000),
            vs_akiyama,
        )
        .recorded(Outcome::Measured, ""),
    ]
}

fn move_lemma(s: u64) -> Findings {
    let mut f = Findings::new(format!(
        "every ordered pair of positions, and every sorted pair, with a+b+c <= {s}"
    ));
    let s32 = s as u32;
    let all: Vec<[u32; 3]> = (0..=s32).flat_map(rules::layer).collect();
    let mut bad = None;
    'outer: for &p in &all {
        for &q in &all {
            let rule = rules::is_legal(Variant::L1, p, q);
            let same_place = (0..3).any(|i| p[i] == q[i])
                || [(0, 1), (1, 2), (0, 2)].iter().any(|&(i, j)| {
                    i64::from(p[i]) - i64::from(p[j]) == i64::from(q[i]) - i64::from(q[j])
                });
            let smaller = q.iter().sum::<u32>() < p.iter().sum::<u32>();
            if rule != (same_place && smaller) {
                bad = Some(format!(
                    "P = {p:?}, Q = {q:?}: rule {rule}, lemma {}",
                    !rule
                ));
                break 'outer;
            }
        }
    }
    f.check(
        "ordered form",
        bad.map_or(
            Ok(format!("{} ordered pairs agree", all.len() * all.len())),
            Err,
        ),
    );
    let sorted: Vec<Sorted> = all
        .iter()
        .filter(|t| t[0] <= t[1] && t[1] <= t[2])
        .map(|t| t.map(u64::from))
        .collect();
    let mut bad = None;
    'outer2: for &p in &sorted {
        for &q in &sorted {
            let p32 = p.map(|x| x as u32);
            let rule = ORDERINGS
                .iter()
                .any(|o| rules::is_legal(Variant::L1, p32, o.map(|i| q[i] as u32)));
            let lemma =
                q.iter().sum::<u64>() < p.iter().sum::<u64>() && shares_value_or_difference(p, q);
            if rule != lemma {
                bad = Some(format!("P = {p:?}, q = {q:?}: rule {rule}, lemma {lemma}"));
                break 'outer2;
            }
        }
    }
    f.check(
        "sorted form (the engine's test)",
        bad.map_or(
            Ok(format!(
                "{} sorted pairs agree",
                sorted.len() * sorted.len()
            )),
            Err,
        ),
    );
    f
}

fn by_sum(mut v: Vec<Sorted>) -> Vec<Sorted> {
    v.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
    v
}

fn engine(s: u64) -> Findings {
    let mut f = Findings::new(format!("every position with a+b+c <= {s}"));
    match planes::solve(Variant::L1, s) {
        Err(e) => {
            f.check("engine = plane sieve", Err(e));
        }
        Ok(want) => {
            let got: Vec<Sorted> = TrueL1::new()
                .take_while(|t| t.iter().sum::<u64>() <= s)
                .collect();
            f.check(
                "engine = plane sieve",
                agree_all("plane sieve", &want, "exact engine", &got).map(|()| {
                    format!(
                        "all {} sorted P-positions with a+b+c <= {s} agree",
                        want.len()
                    )
                }),
            );
        }
    }
    let n2 = (s * 1000).min(10_000_000) as usize;
    f.check(
        "engine = second engine",
        crate::check::compare::agree(
            "exact engine",
            TrueL1::new(),
            "second engine",
            Plain::<Bits>::new(),
            n2,
        )
        .map(|n| format!("the first {n} P-positions agree (flag-bit engine)")),
    );
    let n3 = n2.min(ENGINE_LITERAL_N);
    f.check(
        "engine = literal-rule checker",
        literal_check(TrueL1::new().take(n3).collect(), n3 as u64 - 1),
    );
    let lit = s.min(200);
    let literal = by_sum(
        rules::p_positions(Variant::L1, lit as u32, |_| {})
            .into_iter()
            .filter(|t| t[0] <= t[1] && t[1] <= t[2])
            .map(|t| t.map(u64::from))
            .collect(),
    );
    let got: Vec<Sorted> = TrueL1::new()
        .take_while(|t| t.iter().sum::<u64>() <= lit)
        .collect();
    f.check(
        "engine = literal layer solver",
        agree_all("layer solver", &literal, "exact engine", &got)
            .map(|()| format!("all {} with a+b+c <= {lit} agree", literal.len())),
    );
    f
}

/// The partition check on a survey (shared with positive Nim).
pub(crate) fn partition_findings(sv: &Survey, range: String) -> Findings {
    let mut f = Findings::new(range);
    f.check(
        "no value repeats",
        match sv.first_repeat {
            None => Ok(format!(
                "the {} coordinates of P(1..{}) are distinct",
                3 * (sv.count - 1),
                sv.count - 1
            )),
            Some((v, n)) => Err(format!("value {v} occurs again in P({n})")),
        },
    );
    f.measured(
        "coverage",
        format!(
            "every integer in 1..{} occurs; the mex is {:.4} N (exact for this prefix: a count, not an estimate)",
            sv.mex,
            sv.mex as f64 / (sv.count - 1) as f64
        ),
    );
    f
}

fn partition(n: u64) -> Findings {
    let sv = survey(n);
    with_twin(&sv, partition_findings(&sv.survey, format!("P(1..={n})")))
}

/// The difference-set measurement (shared with positive Nim).
pub(crate) fn differences_findings(sv: &Survey, range: String) -> Findings {
    let mut f = Findings::new(range);
    let capped_from = sv.diffs_capped.map(|c| c.0);
    let counts: Vec<String> = sv
        .diff_counts
        .iter()
        .map(|(n, c)| match capped_from {
            Some(m) if *n >= m => format!(">= {c} at n = {n}"),
            _ => format!("{c} at n = {n}"),
        })
        .collect();
    let grows = sv.diff_counts.windows(2).all(|w| w[1].1 > w[0].1);
    f.measured(
        "distinct P(n+1) - P(n)",
        format!(
            "{}{}",
            counts.join(", "),
            if grows && sv.diff_counts.len() > 2 {
                " (still growing at every checkpoint: no sign of a finite set)"
            } else {
                ""
            }
        ),
    );
    if let Some((n, dropped)) = sv.diffs_capped {
        f.measured(
            "difference set capped",
            format!(
                "only the first {} distinct vectors were kept: from n = {n} on, {dropped} \
                 differences outside the kept set were dropped, so the counts from there are \
                 lower bounds (the true count is between {} and {})",
                sv.diffs.len(),
                sv.diffs.len(),
                sv.diffs.len() as u64 + dropped
            ),
        );
    }
    f
}

fn finite_differences(n: u64) -> Findings {
    let sv = survey(n);
    with_twin(&sv, differences_findings(&sv.survey, format!("P(1..={n})")))
}

/// The one-per-sum check (shared with positive Nim).
pub(crate) fn one_per_sum_findings(sv: &Survey, range: String) -> Findings {
    let mut f = Findings::new(range);
    f.check(
        "at most one per sum",
        match sv.first_shared {
            None => Ok(format!("the {} sums are distinct", sv.count)),
            Some((s, p, q)) => Err(format!("sum {s} holds {p:?} and {q:?}")),
        },
    );
    if sv.first_shared.is_some() {
        // The count grows with the range: a measurement, not part of the witness.
        f.measured(
            "sums holding two or more P-positions",
            format!("{} sums hold two or more", sv.shared_sums),
        );
    }
    f
}

fn widths(n: u64) -> Findings {
    let sv = survey(n);
    let mut f = Findings::new(format!("P(1..={n})"));
    f.check(
        "every width is a new maximum",
        match sv.survey.width_not_new {
            None => Ok(format!("c - a increases strictly along P(1..={n})")),
            Some((i, p, w)) => Err(format!(
                "P({i}) = {p:?} has width {} <= {w}, an earlier width",
                p[2] - p[0]
            )),
        },
    );
    with_twin(&sv, f)
}

fn one_per_sum(n: u64) -> Findings {
    let sv = survey(n);
    with_twin(&sv, one_per_sum_findings(&sv.survey, format!("P(0..={n})")))
}

/// What the `±` beside a slope means (printed once in every slope measurement).
pub(crate) const SPREAD_WORDS: &str = "± is the spread of P_i(n)/n over the window before each checkpoint (the decade n/10 < n' <= n at a power of ten): max - min of the ratio there, i.e. how far it still moves within the last decade. It estimates the error of the value as a limit; it does not bound it (a steady drift would carry the limit outside)";

/// The slope measurement (shared with positive Nim); `paper` gives v(n) at the checkpoints.
pub(crate) fn slopes_findings(sv: &Survey, range: String, paper: &[(u64, Sorted)]) -> Findings {
    slopes_with_paper(sv, range, paper, None)
}

/// [`slopes_findings`], with the spread of v(n)/n over the last window.
fn slopes_with_paper(
    sv: &Survey,
    range: String,
    paper: &[(u64, Sorted)],
    paper_spread: Option<Spread>,
) -> Findings {
    let mut f = Findings::new(range);
    let rows: Vec<String> = sv
        .checkpoints
        .iter()
        .zip(&sv.spreads)
        .map(|(&(n, p), sp)| format!("n = {n}: {}", sp.format(ratios(n, p))))
        .collect();
    f.measured("P(n)/n", format!("{}; {SPREAD_WORDS}", rows.join("; ")));
    if let (Some(&(n, p)), Some(sp)) = (sv.checkpoints.last(), sv.spreads.last()) {
        let r = ratios(n, p);
        let err = sp.max_width();
        let dist = |t: [f64; 3]| (0..3).map(|i| (r[i] - t[i]).abs()).fold(0.0, f64::max);
        let times = |d: f64| {
            if err > 0.0 {
                format!(
                    "{:.0} times the spread {err:.1e} over {}",
                    d / err,
                    sp.window()
                )
            } else {
                "the spread is 0".to_string()
            }
        };
        f.measured(
            "Theorem 4",
            format!(
                "Theorem 4's {} is {:.4} away (max norm) at n = {n}: {}",
                fmt3(*THM4),
                dist(*THM4),
                times(dist(*THM4))
            ),
        );
        if let Some(&(m, v)) = paper.iter().find(|c| c.0 == n) {
            let rv = ratios(m, v);
            f.measured(
                "the paper's v(n)",
                format!(
                    "v(n)/n = {} at n = {m} (the paper's sequence, = Lythoff(3)), {:.4} away: {}",
                    paper_spread.map_or(fmt3(rv), |s| s.format(rv)),
                    dist(rv),
                    times(dist(rv))
                ),
            );
        }
        let rel: Vec<String> = sv
            .checkpoints
            .iter()
            .map(|&(n, p)| {
                format!(
                    "{:.2e} at n = {n}",
                    (p[0] as f64 + p[2] as f64 - 2.0 * p[1] as f64) / n as f64
                )
            })
            .collect();
        f.measured(
            "alpha + gamma = 2 beta?",
            format!(
                "(a + c - 2b)/n (exact at each n): {}; max |a + c - 2b| = {} (first at n = {}); {} of P(1..{}) are not arithmetic progressions (a + c != 2b), the last at n = {}",
                rel.join(", "),
                sv.max_ap_error.0,
                sv.max_ap_error.1,
                sv.not_ap.0,
                sv.count - 1,
                sv.not_ap.1.map_or("none".into(), |n| n.to_string())
            ),
        );
    }
    f
}

fn slopes(n: u64) -> Findings {
    let surveyed = survey(n);
    let sv = &surveyed.survey;
    let wanted: HashSet<u64> = sv.checkpoints.iter().map(|c| c.0).collect();
    let mut spread = sv.spreads.last().map(|s| Spread::after(s.from));
    let mut paper: Vec<(u64, Sorted)> = Vec::new();
    for (i, s) in Simplified::new().take(n as usize + 1).enumerate() {
        let i = i as u64;
        if let Some(sp) = spread.as_mut().filter(|sp| i > sp.from) {
            sp.observe(i, s.v);
        }
        if wanted.contains(&i) {
            paper.push((i, s.v));
        }
    }
    with_twin(
        &surveyed,
        slopes_with_paper(sv, format!("P(1..={n}); v(n) to n = {n}"), &paper, spread),
    )
}

/// The substitutive criterion's ratio: complexity is "low" iff `p(8) <= LOW_RATIO p(4)`.
/// A fixed point of a primitive substitution has linear complexity (`p(2L)/p(L)` near 2:
/// Fibonacci 9/5, Thue-Morse 22/10); quadratic growth would give 4.
const LOW_RATIO: usize = 3;

/// Whether `p(8) <= LOW_RATIO * p(4)`.
fn low_complexity(p4: usize, p8: usize) -> bool {
    p8 <= LOW_RATIO * p4
}

fn substitutive(n: u64) -> Findings {
    let surveyed = survey(n);
    let sv = &surveyed.survey;
    let len = sv.a_steps.len();
    let mut f = Findings::new(format!("the first {len} steps a(n+1) - a(n)"));
    let p: Vec<String> = (1..=8)
        .map(|l| format!("p({l}) = {}", sv.complexity(l)))
        .collect();
    let distinct: HashSet<i32> = sv.a_steps.iter().copied().collect();
    f.measured(
        "factor complexity",
        format!("{} distinct steps; {}", distinct.len(), p.join(", ")),
    );
    let (p4, p8) = (sv.complexity(4), sv.complexity(8));
    let low = low_complexity(p4, p8);
    f.measured(
        "criterion: low complexity iff p(8) <= 3 p(4)",
        format!(
            "p(8)/p(4) = {p8}/{p4} = {:.2}: {}",
            p8 as f64 / p4.max(1) as f64,
            if low {
                "met (complexity low, consistent with a fixed point of a primitive substitution)"
            } else {
                "not met (p(8)/p(4) is far above the ratio near 2 of linear growth: no sign of substitutive structure at these lengths; a finite prefix cannot rule it out)"
            }
        ),
    );
    with_twin(&surveyed, f)
}

/// How far `frontier.l1.vs-akiyama` applies the literal rule to `v(1..N)`.
pub const VS_LITERAL_MAX_N: u64 = 1_000_000;

/// The plane sieve's reach in `frontier.l1.vs-akiyama` (a+b+c <= this).
const VS_SIEVE_SUM: u64 = 1000;

/// The first index where two sequences differ (the shorter one's length if it is a prefix).
fn first_difference(x: &[Sorted], y: &[Sorted]) -> usize {
    x.iter()
        .zip(y)
        .position(|(a, b)| a != b)
        .unwrap_or(x.len().min(y.len()))
}

fn vs_akiyama(n: u64) -> Findings {
    let mut f = Findings::new(format!("v(1..={n})"));
    let paper: Vec<Sorted> = Simplified::new()
        .take(n as usize + 1)
        .map(|s| s.v)
        .collect();
    let sum = |t: &Sorted| t.iter().sum::<u64>();
    let top = paper.iter().map(sum).max().unwrap_or(0);
    let truth_list: Vec<Sorted> = TrueL1::new().take_while(|t| sum(t) <= top).collect();
    let truth: HashSet<Sorted> = truth_list.iter().copied().collect();
    let first = first_difference(&truth_list, &paper);
    let hits = paper[1..].iter().filter(|v| truth.contains(*v)).count();
    // Route 1: the plane-sieve rules solver to a+b+c <= 1000, on the v(k) of that range.
    let sieve = planes::solve(Variant::L1, VS_SIEVE_SUM.min(top));
    let near: Vec<Sorted> = paper
        .iter()
        .copied()
        .take_while(|v| sum(v) <= VS_SIEVE_SUM)
        .collect();
    f.check(
        "route 1: the plane sieve",
        sieve.and_then(|rules| {
            let first_rules = first_difference(&rules, &paper);
            let set: HashSet<Sorted> = rules.iter().copied().collect();
            let hits_rules = near[1..].iter().filter(|v| set.contains(*v)).count();
            let hits_engine = near[1..].iter().filter(|v| truth.contains(*v)).count();
            let first_engine = first.min(rules.len()).min(near.len());
            if first_rules.min(near.len()) != first_engine || hits_rules != hits_engine {
                Err(format!(
                    "on a+b+c <= {VS_SIEVE_SUM}: the sieve gives the first difference at n = {first_rules} and {hits_rules} of v(1..{}) as P-positions, the engine n = {first_engine} and {hits_engine}",
                    near.len() - 1
                ))
            } else {
                Ok(format!(
                    "the rules solver's {} P-positions with a+b+c <= {VS_SIEVE_SUM} give the same first difference (n = {first_rules}) and the same {hits_rules} of v(1..{}) as P-positions",
                    rules.len(),
                    near.len() - 1
                ))
            }
        }),
    );
    // Route 2: the literal rule on v(1..N'): v(k) is a P-position iff it has no move into
    // the true P-positions (once the list is checked stable and absorbing by that rule).
    let m = (n.min(VS_LITERAL_MAX_N)) as usize;
    let top_m = paper[..=m].iter().map(sum).max().unwrap_or(0);
    let list: Vec<Sorted> = truth_list
        .iter()
        .copied()
        .take_while(|t| sum(t) <= top_m)
        .collect();
    // One more position past top_m makes every v(k) lie below the last listed sum.
    let mut list = list;
    if let Some(next) = TrueL1::new().nth(list.len()) {
        list.push(next);
    }
    f.check(
        "route 2: the literal rule",
        Listing::new(list).and_then(|l| {
            let checked = l.check(300, 4, &random_triples(&l, 20_000))?;
            let p_by_rule: Vec<bool> = paper[1..=m].iter().map(|&v| !l.moves_into(v)).collect();
            let hits_rule = p_by_rule.iter().filter(|&&p| p).count();
            let hits_engine = paper[1..=m].iter().filter(|v| truth.contains(*v)).count();
            let not_p = p_by_rule.iter().position(|&p| !p).map_or(m + 1, |k| k + 1);
            if hits_rule != hits_engine || not_p < first {
                Err(format!(
                    "v(1..{m}): the literal rule finds {hits_rule} P-positions (first non-P at n = {not_p}), the engine {hits_engine} (first difference at n = {first})"
                ))
            } else {
                Ok(format!(
                    "{checked}; by that rule {hits_rule} of v(1..{m}) have no move into the list (the engine's count), and the first v(k) with a move into it is k = {not_p} (not before the first difference)"
                ))
            }
        }),
    );
    f.measured(
        "first difference",
        format!(
            "the sequences agree for n < {first}; v({first}) = {}, P({first}) = {}",
            crate::text::maybe_tuple(paper.get(first).map(|p| &p[..])),
            crate::text::maybe_tuple(truth_list.get(first).map(|p| &p[..]))
        ),
    );
    f.measured(
        "shared P-positions",
        format!(
            "{hits} of v(1..{n}) ({:.2}%) are P-positions of L1-Nim ({} true P-positions have a sum <= {top})",
            100.0 * hits as f64 / n as f64,
            truth.len()
        ),
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    fn complexities(word: Vec<i32>) -> (usize, usize) {
        let sv = Survey {
            a_steps: word,
            ..Survey::default()
        };
        (sv.complexity(4), sv.complexity(8))
    }

    /// The criterion passes the Fibonacci and Thue-Morse words (fixed points of primitive
    /// substitutions) and fails a pseudo-random word on 3 letters.
    #[test]
    fn the_substitutive_criterion_separates_the_examples() {
        let mut fib = vec![2];
        while fib.len() < 5000 {
            fib = fib
                .iter()
                .flat_map(|&c| if c == 2 { vec![2, 1] } else { vec![2] })
                .collect();
        }
        assert_eq!(complexities(fib.clone()), (5, 9));
        let tm: Vec<i32> = (0u32..5000).map(|n| (n.count_ones() % 2) as i32).collect();
        assert_eq!(complexities(tm.clone()), (10, 22));
        let mut x = 12345u64;
        let rnd: Vec<i32> = (0..20_000)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (x >> 61) as i32 % 3
            })
            .collect();
        let (p4, p8) = complexities(rnd);
        assert!(low_complexity(5, 9) && low_complexity(10, 22));
        assert!(!low_complexity(p4, p8), "{p4} {p8}");
    }
}
