//! `frontier.positive.*`: the P-positions of Akiyama's positive Nim (`x, y, z >= 0`), from
//! the exact engine [`PositiveNim`] (proved from the move rule in `games/positive/`).
//!
//! Twins inside the verdicts: `frontier.positive.engine` compares the engine with the
//! plane-sieve rules solver on every position with `a+b+c <= S` (and the sieve with the
//! literal layer solver and the forward sieve to `min(S, 150)`); every survey statement
//! runs the literal-rule checker ([`Listing`]) on the P-positions it uses: no listed
//! position moves to another (all of them, up to [`CHECK_MAX_N`]), and every triple with
//! `a+b+c <= 300` and every triple within 4 of `P(10^k)` moves into the list or is on it.

use super::l1::{differences_findings, one_per_sum_findings, partition_findings, slopes_findings};
use super::measure::{Extra, pm, quantiles};
use super::survey::{Sorted, Survey};
use super::{Memo, fmt3, ratios};
use crate::check::compare::agree_all;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::l1::exact::shares_value_or_difference;
use crate::games::l1::rules::{self, Variant};
use crate::games::l1::{TrueL1, planes};
use crate::games::positive::PositiveNim;
use crate::games::positive::literal::Listing;
use std::sync::Arc;

const N_BOUND: &str = "N: the first N+1 P-positions (n = 0..=N) of the exact engine";

/// How far the surveys run the literal-rule checker (12 bytes a position, one 256 MB band
/// and about 28 bytes a position for its lookups, beside the engine's).
pub const CHECK_MAX_N: u64 = 10_000_000;

static LISTS: Memo<Result<Vec<Sorted>, String>> = Memo::new();

/// Every sorted P-position with `a+b+c <= s`, in order of sum (the exact engine; computed
/// once per `s`).
pub fn list(s: u64) -> Arc<Result<Vec<Sorted>, String>> {
    LISTS.get(s, || {
        let mut e = PositiveNim::new();
        let v: Vec<Sorted> = (&mut e)
            .take_while(|t| t.iter().sum::<u64>() <= s)
            .collect();
        match e.error() {
            Some(err) => Err(err.to_string()),
            None => Ok(v),
        }
    })
}

/// One pass over P(0..=N): the shared survey, the extra measurements and the twin check.
pub struct Surveyed {
    /// The shared measurements.
    pub survey: Survey,
    /// Slopes' samples, repeats, gaps.
    pub extra: Extra,
    /// `Ok(evidence)` or `Err(the first failure)` of the literal-rule checker.
    pub twin: Result<String, String>,
    /// P(0..=N) themselves.
    pub list: Vec<Sorted>,
}

static SURVEYS: Memo<Surveyed> = Memo::new();

/// The survey of P(0..=n), computed once per `n`.
pub fn survey(n: u64) -> Arc<Surveyed> {
    SURVEYS.get(n, || {
        let mut e = PositiveNim::with_capacity(n as usize + 1);
        let list: Vec<Sorted> = (&mut e).take(n as usize + 1).collect();
        let twin = match e.error() {
            Some(err) => Err(format!("the engine stopped: {err}")),
            None => twin_check(&list),
        };
        Surveyed {
            survey: Survey::of(list.iter().copied(), 0),
            extra: Extra::of(list.iter().copied(), n),
            twin,
            list,
        }
    })
}

/// The literal-rule checker on the list (up to [`CHECK_MAX_N`] positions).
fn twin_check(list: &[Sorted]) -> Result<String, String> {
    let upto = list.len().min(CHECK_MAX_N as usize + 1);
    let l = Listing::new(list[..upto].to_vec())?;
    let tried = l.independent(upto)?;
    let mut sampled = 0u64;
    let last = l.last_sum();
    let mut check = |t: Sorted| -> Result<(), String> {
        if t.iter().sum::<u64>() < last {
            sampled += 1;
            l.complete_at(t)?;
        }
        Ok(())
    };
    for s in 0..=300u64 {
        for a in 0..=s / 3 {
            for b in a..=(s - a) / 2 {
                check([a, b, s - a - b])?;
            }
        }
    }
    let mut k = 100;
    while k < upto {
        let [a, b, c] = list[k];
        for x in a - 4..=a + 4 {
            for y in b - 4..=b + 4 {
                for z in c - 4..=c + 4 {
                    check([x, y, z])?;
                }
            }
        }
        k *= 10;
    }
    let rest = if upto < list.len() {
        format!("; P({upto}..) not checked (memory)")
    } else {
        String::new()
    };
    Ok(format!(
        "literal rule: none of P(0..{upto}) moves to another ({tried} candidate pairs sharing a value or difference tried), and all {sampled} sampled triples off the list move into it{rest}"
    ))
}

fn with_twin(sv: &Surveyed, mut f: Findings) -> Findings {
    let mut parts = std::mem::take(&mut f.parts);
    f.check("engine = literal-rule checker", sv.twin.clone());
    f.parts.append(&mut parts);
    f
}

/// The recorded witnesses of `frontier.positive.partition` (see `Statement::witness`).
const PARTITION_WITNESSES: &[Witness] = &[Witness::every("value 1094 occurs again in P(226)")];

/// The catalog entries.
pub fn statements() -> Vec<Statement> {
    let n_bound = n_bound();
    let c = &[Kind::Conjecture];
    let v = vec![
        Statement::new(
            "frontier.positive.engine",
            super::PAPER,
            "Property (1): a fast exact algorithm",
            &[Kind::Theorem],
            "The exact engine (six monotone tests, pairs tested at their entry layer) lists the P-positions of positive Nim: it equals the plane-sieve rules solver (the six planes of move vectors with v >= 0) on every position with a+b+c <= S, and the plane sieve equals the literal layer solver and the older forward sieve to min(S, 150).",
            Bound::new("S: the solvers decide every position with a+b+c <= S", 1200, 4000, 20, 4000),
            engine,
        ),
        Statement::new(
            "frontier.positive.partition",
            super::PAPER,
            "Property (3): partition of N",
            c,
            "The coordinates of the P-positions P(1), P(2), ... of positive Nim (sorted, in order of sum) partition the positive integers: no value occurs twice, and every positive integer occurs (on a prefix: every integer below the mex of the values seen).",
            n_bound,
            |n| surveyed(n, |sv, r| partition_findings(&sv.survey, r)),
        )
        .recorded(
            Outcome::Refuted,
            "REFUTED: 1094 is the largest entry of both P(225) = (441, 783, 1094) and P(226) = (443, 782, 1094) (sums 2318 and 2319; the first repeated value, so the least N that shows it is 226). Found by the exact engine and confirmed by the plane-sieve rules solver (the same two positions at a+b+c <= 2400, tests/frontier.rs). The earlier default bound (a+b+c <= 2000, n <= 195) stopped short of it.",
        )
        .pinned(PARTITION_WITNESSES),
    ];
    v
}

/// The bound of the statements on P(0..=N) (also those of `positive_more`).
pub(super) fn n_bound() -> Bound {
    Bound::new(N_BOUND, 1_000_000, 10_000_000, 226, 40_000_000)
}

/// Findings of a survey statement, the twin check first.
pub(crate) fn surveyed(n: u64, f: impl FnOnce(&Surveyed, String) -> Findings) -> Findings {
    let sv = survey(n);
    let range = format!("P(1..={n})");
    let found = f(&sv, range);
    with_twin(&sv, found)
}

fn engine(s: u64) -> Findings {
    let mut f = Findings::new(format!("every position with a+b+c <= {s}"));
    let fast = match &*list(s) {
        Ok(v) => v.clone(),
        Err(e) => {
            f.check("exact engine", Err(e.clone()));
            return f;
        }
    };
    match planes::solve(Variant::Positive, s) {
        Err(e) => {
            f.check("plane sieve", Err(e));
        }
        Ok(plane) => {
            f.check(
                "exact engine = plane sieve",
                agree_all("plane sieve", &plane, "exact engine", &fast)
                    .map(|()| format!("all {} sorted P-positions agree", plane.len())),
            );
        }
    }
    let lit = s.min(150);
    let by_sum = |v: Vec<[u32; 3]>| {
        let mut v: Vec<Sorted> = v
            .into_iter()
            .filter(|t| t[0] <= t[1] && t[1] <= t[2])
            .map(|t| t.map(u64::from))
            .collect();
        v.sort_by_key(|t| (t.iter().sum::<u64>(), *t));
        v
    };
    let literal = by_sum(rules::p_positions(Variant::Positive, lit as u32, |_| {}));
    let older = by_sum(rules::sieve_p_positions(Variant::Positive, lit as u32));
    let small: Vec<Sorted> = fast
        .iter()
        .copied()
        .filter(|t| t.iter().sum::<u64>() <= lit)
        .collect();
    f.check(
        "exact engine = literal layer solver and forward sieve",
        agree_all("layer solver", &literal, "exact engine", &small)
            .and_then(|()| agree_all("forward sieve", &older, "exact engine", &small))
            .map(|()| format!("all {} with a+b+c <= {lit} agree", literal.len())),
    );
    f
}

/// The findings shared with L1-Nim's statements, on positive Nim's survey.
pub(crate) fn shared(n: u64, which: usize) -> Findings {
    surveyed(n, |sv, r| match which {
        0 => differences_findings(&sv.survey, r),
        1 => {
            let mut f = one_per_sum_findings(&sv.survey, r);
            f.measured(
                "sums holding two or more",
                format!(
                    "{} of the sums of P(1..={n}) hold two or more P-positions",
                    sv.survey.shared_sums
                ),
            );
            f
        }
        _ => slopes(sv, r),
    })
}

fn slopes(sv: &Surveyed, range: String) -> Findings {
    let mut f = slopes_findings(&sv.survey, range, &[]);
    let x = &sv.extra;
    let r = |n: u64, p: Sorted| ratios(n, p);
    let est = |g: &dyn Fn([f64; 3]) -> f64| x.estimate(|n, p| g(r(n, p)));
    // Each slope's error bar is the one of `P(n)/n` above (the survey's spread): no
    // second estimate of the same three numbers.
    if let Some(s) = est(&|v| 1.0 / v[0] + 1.0 / v[1] + 1.0 / v[2]) {
        f.measured("1/alpha + 1/beta + 1/gamma", pm(s));
    }
    if let Some(s) = est(&|v| v[0] - 2.0 * v[1] + v[2]) {
        f.measured("alpha - 2 beta + gamma", pm(s));
    }
    if let Some(&(n, p)) = x.samples.last() {
        f.measured("P(N)/N", format!("{} at n = {n}", fmt3(ratios(n, p))));
    }
    f
}

/// What the gaps look like: slopes and residual quantiles of `b - a` and `c - b`.
pub(crate) fn gaps(sv: &Surveyed, range: String) -> Findings {
    let mut f = Findings::new(range);
    for (k, name) in ["b - a", "c - b"].into_iter().enumerate() {
        let g = &sv.extra.gaps[k];
        let Some(&last) = g.last() else { continue };
        let n = g.len() as i64;
        let slope = sv
            .extra
            .estimate(|m, p| (p[k + 1] - p[k]) as f64 / m as f64);
        // residual d(n) - round(n * d(N) / N), exact in integers
        let res: Vec<i64> = (1..=n)
            .zip(g)
            .map(|(m, &d)| d as i64 - ((2 * m * last as i64 + n) / (2 * n)))
            .collect();
        f.measured(
            &format!("{name}: slope and residuals"),
            format!(
                "slope {}; {name} - round(n ({name})(N)/N): {}",
                slope.map_or("none".into(), pm),
                quantiles(&res)
            ),
        );
    }
    let apd: Vec<i64> = sv.extra.gaps[1]
        .iter()
        .zip(&sv.extra.gaps[0])
        .map(|(&x, &y)| x as i64 - y as i64)
        .collect();
    f.measured("(c - b) - (b - a) = a + c - 2b", quantiles(&apd));
    f
}

/// How positive Nim's P-positions differ from L1-Nim's on P(1..=n).
pub(crate) fn vs_l1(sv: &Surveyed, n: u64) -> Findings {
    let list = &sv.list;
    let mut f = Findings::new(format!("P(0..={n}) of both games"));
    let l1: Vec<Sorted> = TrueL1::new().take(n as usize + 1).collect();
    let first = list.iter().zip(&l1).position(|(a, b)| a != b);
    let key = |t: &Sorted| (t.iter().sum::<u64>(), *t);
    let both = list
        .iter()
        .filter(|t| l1.binary_search_by_key(&key(t), key).is_ok())
        .count();
    f.measured(
        "first difference",
        match first {
            Some(i) => format!(
                "positive Nim and L1-Nim agree for n < {i}; P({i}) = {:?} (L1: {:?})",
                list[i], l1[i]
            ),
            None => "no difference".into(),
        },
    );
    f.measured(
        "common P-positions",
        format!("{both} of P(0..={n}) of positive Nim are among P(0..={n}) of L1-Nim"),
    );
    // Shares with a P-position of smaller sum: on the first 2000 (quadratic).
    let m = list.len().min(2000);
    let (mut shares, mut share_value) = (0, 0);
    for (i, &p) in list[..m].iter().enumerate() {
        let ps: u64 = p.iter().sum();
        let earlier = list[..i].iter().filter(|q| q.iter().sum::<u64>() < ps);
        let (mut any, mut val) = (false, false);
        for &q in earlier {
            if shares_value_or_difference(p, q) {
                any = true;
                val |= p.iter().any(|x| q.contains(x));
            }
        }
        shares += usize::from(any);
        share_value += usize::from(val);
    }
    f.measured(
        "shared values and differences",
        format!(
            "{shares} of P(0..{m}) share a value or a difference with a P-position of smaller sum ({share_value} a value)"
        ),
    );
    f
}

#[cfg(test)]
mod slope_tests {
    /// One error bar per slope: the three slopes are given with a spread once.
    #[test]
    fn each_slope_has_one_error_bar() {
        let f = super::shared(20_000, 2);
        let bars: Vec<&str> = f
            .parts
            .iter()
            .map(|p| p.claim.as_str())
            .filter(|c| *c == "P(n)/n" || c.starts_with("slopes"))
            .collect();
        assert_eq!(bars, ["P(n)/n"]);
    }
}
