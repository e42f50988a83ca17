//! The aggregation points of the ratios `b/a` of a two-heap game's upper P-positions,
//! identified from the data, and the numeration they name (for `guess --numeration auto`).
//!
//! Route, at bound `A`: the P-positions with `a <= A`; the ratios of those with
//! `A/2 < a <= A` are clustered (gaps above 0.03, clusters of at least 0.5%). Per cluster,
//! the slope of the positions with `a > A/10` whose ratio lies within 0.01 of the cluster is
//! fitted by least squares. Identification:
//! * rational `p/q` (`q <= 12`) when the slope is within `5 tol` of it; then the deviations
//!   `q b - p a` of the positions with `a >= 100` within `0.01 a` of the fitted line are
//!   measured on `a <= A/2` and on `a <= A`, and a period is searched ([`period`]): an
//!   ultimately additively periodic set has bounded deviations, so a range still growing
//!   is evidence against periodicity (and Presburger definability);
//! * else quadratic: `x - 1/x = p/q` (`q <= 130`), the root of `q x^2 - p x - q`; else the
//!   root of `u x^2 + v x + w` (`u <= 12`, `|v| <= 24`) of smallest height within `tol`.
//!   Its continued fraction says which Ostrowski numeration it names;
//! * else unidentified at precision `tol`.
//!
//! `tol` is `2 / A`. Every identification is a measurement on the data (a slope is a
//! limit): it names a system to try, and only a proof decides.
//! Cost: one pass over the positions per cluster.

/// What a cluster's slope was identified as.
#[derive(Debug, Clone, PartialEq)]
pub enum Point {
    /// `p/q`, with the deviation range `q b - p a` on `a <= A/2` and on `a <= A`, and the
    /// least period `(T, pT/q)` with its first column, if the data show one.
    Rational {
        p: i64,
        q: i64,
        half: (i64, i64),
        full: (i64, i64),
        period: Option<(u64, u64)>,
    },
    /// The root of `u x^2 + v x + w` nearest the slope.
    Quadratic { u: i64, v: i64, w: i64, root: f64 },
    /// Neither, at this precision.
    Unknown,
}

/// One aggregation point: fitted slope, share of the ratios, identification.
#[derive(Debug, Clone)]
pub struct Aggregation {
    pub slope: f64,
    pub share: f64,
    /// The spread of `b - slope a` over the fitted positions.
    pub spread: f64,
    pub point: Point,
}

/// The aggregation points of the upper P-positions `ps` (`a <= b`, those with
/// `a <= a_max`, in column order).
pub fn analyze_positions(ps: &[(u64, u64)], a_max: u64) -> Vec<Aggregation> {
    let mut ratios: Vec<f64> = ps
        .iter()
        .filter(|&&(a, _)| 2 * a > a_max)
        .map(|&(a, b)| b as f64 / a as f64)
        .collect();
    ratios.sort_by(f64::total_cmp);
    let total = ratios.len().max(1) as f64;
    let tol = 2.0 / a_max as f64;
    let mut out = Vec::new();
    let mut start = 0;
    for i in 1..=ratios.len() {
        if i < ratios.len() && ratios[i] - ratios[i - 1] <= 0.03 {
            continue;
        }
        let (lo, hi) = (ratios[start], ratios[i - 1]);
        let share = (i - start) as f64 / total;
        start = i;
        if share < 0.005 {
            continue;
        }
        let members: Vec<(u64, u64)> = ps
            .iter()
            .copied()
            .filter(|&(a, b)| {
                10 * a > a_max && {
                    let r = b as f64 / a as f64;
                    r >= lo - 0.01 && r <= hi + 0.01
                }
            })
            .collect();
        let Some(slope) = fit(&members) else { continue };
        // Every position near the cluster from a >= 100 on (deviations and periods).
        let near: Vec<(u64, u64)> = ps
            .iter()
            .copied()
            .filter(|&(a, b)| a >= 100 && (b as f64 - slope * a as f64).abs() <= 0.01 * a as f64)
            .collect();
        let point = identify(slope, tol, &near, a_max);
        let spread = members
            .iter()
            .map(|&(a, b)| b as f64 - slope * a as f64)
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), d| {
                (l.min(d), h.max(d))
            });
        out.push(Aggregation {
            slope,
            share,
            spread: spread.1 - spread.0,
            point,
        });
    }
    out
}

/// Least-squares slope of `b` on `a`.
fn fit(pts: &[(u64, u64)]) -> Option<f64> {
    let n = pts.len() as f64;
    if pts.len() < 2 {
        return None;
    }
    let ma = pts.iter().map(|p| p.0 as f64).sum::<f64>() / n;
    let mb = pts.iter().map(|p| p.1 as f64).sum::<f64>() / n;
    let sxx: f64 = pts.iter().map(|p| (p.0 as f64 - ma).powi(2)).sum();
    let sxy: f64 = pts
        .iter()
        .map(|p| (p.0 as f64 - ma) * (p.1 as f64 - mb))
        .sum();
    (sxx > 0.0).then(|| sxy / sxx)
}

fn identify(slope: f64, tol: f64, near: &[(u64, u64)], a_max: u64) -> Point {
    for q in 1..=12i64 {
        let p = (slope * q as f64).round() as i64;
        if (slope - p as f64 / q as f64).abs() < 5.0 * tol {
            let range = |lim: u64| {
                near.iter()
                    .filter(|m| m.0 <= lim)
                    .map(|&(a, b)| q * b as i64 - p * a as i64)
                    .fold((i64::MAX, i64::MIN), |(l, h), d| (l.min(d), h.max(d)))
            };
            return Point::Rational {
                p,
                q,
                half: range(a_max / 2),
                full: range(a_max),
                period: period(near, p, q, a_max),
            };
        }
    }
    // The family the data showed (x - 1/x = p/q): the root of q x^2 - p x - q.
    let r = slope - 1.0 / slope;
    for q in 1..=130i64 {
        let p = (r * q as f64).round() as i64;
        let disc = p * p + 4 * q * q;
        if (r - p as f64 / q as f64).abs() < 2.0 * tol && disc.isqrt() * disc.isqrt() != disc {
            let (u, v, w) = (q, -p, -q);
            let root = (p as f64 + ((p * p + 4 * q * q) as f64).sqrt()) / (2 * q) as f64;
            return Point::Quadratic { u, v, w, root };
        }
    }
    let mut best: Option<(i64, i64, i64, i64, f64)> = None;
    for u in 1..=12i64 {
        for v in -24..=24i64 {
            let w = -(u as f64 * slope * slope + v as f64 * slope).round() as i64;
            let disc = v * v - 4 * u * w;
            if disc <= 0 || disc.isqrt() * disc.isqrt() == disc {
                continue;
            }
            let root = (-v as f64 + (disc as f64).sqrt()) / (2 * u) as f64;
            let height = u.max(v.abs()).max(w.abs());
            if (root - slope).abs() < tol && best.is_none_or(|b| height < b.3) {
                best = Some((u, v, w, height, root));
            }
        }
    }
    best.map_or(Point::Unknown, |(u, v, w, _, root)| Point::Quadratic {
        u,
        v,
        w,
        root,
    })
}

/// The least `T` (a multiple of `q`, `T <= A/4`) such that from some column `a0` on, the
/// line's column signatures (the sorted deviations `q b - p a` of the positions `near` it in
/// column `a`) repeat with period `T` up to column `A - 1`, with `a0 <= A/4` and at least
/// `3T` columns repeating: `(T, a0)`. The line is then additively periodic with period
/// vector `(T, pT/q)` on the data from `a0` on (W^7's line repeats with period (2, 5) from
/// about 0.4 A on, at every A measured, and breaks at the next scale: so `a0` must be
/// small).
pub fn period(near: &[(u64, u64)], p: i64, q: i64, a_max: u64) -> Option<(u64, u64)> {
    let cols = a_max as usize;
    let mut sig: Vec<Vec<i64>> = vec![Vec::new(); cols];
    for &(a, b) in near {
        if let Some(s) = sig.get_mut(a as usize) {
            s.push(q * b as i64 - p * a as i64);
        }
    }
    sig.iter_mut().for_each(|s| s.sort_unstable());
    let qs = q as usize;
    // `a0 <= A/4` needs the columns from A/4 on to repeat with period T: the periods of
    // that tail are read off its border chain (prefix function, linear in A, on the
    // signatures numbered), the least admissible ones first; only for those is `a0` found,
    // by walking down from A/4. (A scan per T is quadratic in A on lines that repeat over
    // long stretches, as W^7's does.)
    let quarter = cols / 4;
    let mut ids: std::collections::HashMap<&[i64], u32> = std::collections::HashMap::new();
    let tail: Vec<u32> = sig[quarter..]
        .iter()
        .map(|s| {
            let next = ids.len() as u32;
            *ids.entry(s.as_slice()).or_insert(next)
        })
        .collect();
    let mut periods: Vec<usize> = borders(&tail).into_iter().map(|b| tail.len() - b).collect();
    periods.sort_unstable();
    periods
        .into_iter()
        .filter(|&t| t % qs == 0 && t <= quarter)
        .find_map(|t| {
            let mut a = quarter;
            while a > 0 && sig[a - 1] == sig[a - 1 + t] {
                a -= 1;
            }
            (cols - t - a >= 3 * t).then_some((t as u64, a as u64))
        })
}

/// The lengths of the proper borders of `w` (its prefixes that are also suffixes), by the
/// prefix function: `w` has period `T < |w|` iff `|w| - T` is one of them.
fn borders(w: &[u32]) -> Vec<usize> {
    let mut pi = vec![0usize; w.len()];
    for i in 1..w.len() {
        let mut k = pi[i - 1];
        while k > 0 && w[i] != w[k] {
            k = pi[k - 1];
        }
        if w[i] == w[k] {
            k += 1;
        }
        pi[i] = k;
    }
    let mut out = Vec::new();
    let mut b = pi.last().copied().unwrap_or(0);
    while b > 0 {
        out.push(b);
        b = pi[b - 1];
    }
    out
}

/// The first `n` partial quotients of `x`.
pub fn continued_fraction(x: f64, n: usize) -> Vec<u64> {
    let mut out = Vec::new();
    let mut y = x;
    for _ in 0..n {
        let q = y.floor();
        out.push(q as u64);
        let f = y - q;
        if f < 1e-9 {
            break;
        }
        y = 1.0 / f;
    }
    out
}

/// One point in words: its slope, share and identification.
pub fn describe(a: &Aggregation) -> String {
    match &a.point {
        Point::Rational {
            p,
            q,
            half,
            full,
            period,
        } => format!(
            "{:.7} ({:.0}%): {p}/{q}; deviation {q}b - {p}a (100 <= a, within 0.01 a of the line) in {}..{} on a <= A/2, {}..{} on a <= A{}; {}",
            a.slope,
            100.0 * a.share,
            half.0,
            half.1,
            full.0,
            full.1,
            if full != half {
                " (still growing: no sign of additive periodicity)"
            } else {
                ""
            },
            match period {
                Some((t, a0)) => format!(
                    "the line repeats with period vector ({t}, {}) from column {a0} to the data's end",
                    *t as i64 * p / q
                ),
                None => "no period up to A/4 on the data".to_string(),
            }
        ),
        Point::Quadratic { u, v, w, root } => format!(
            "{:.7} ({:.0}%, deviations spread {:.0}): quadratic candidate at precision 2/A, root {root:.9} of {u}x^2 {v:+}x {w:+}, continued fraction {:?}",
            a.slope,
            100.0 * a.share,
            a.spread,
            continued_fraction(*root, 12)
        ),
        Point::Unknown => format!(
            "{:.7} ({:.0}%, deviations spread {:.0}): not identified as rational or quadratic at precision 2/A",
            a.slope,
            100.0 * a.share,
            a.spread
        ),
    }
}

/// The exact continued fraction of the root `(-v + sqrt(v^2 - 4uw)) / 2u` of
/// `u x^2 + v x + w` (`u > 0`, discriminant positive and not a square): the integer part,
/// the preperiod and the period of its partial quotients (Lagrange: a quadratic
/// irrational's expansion is eventually periodic). Route: the complete quotients are
/// `(P + sqrt D) / Q` with `Q | D - P^2`; `a = floor((P + sqrt D) / Q)`, then
/// `P' = a Q - P`, `Q' = (D - P'^2) / Q`; the period starts at the first repeated `(P, Q)`.
/// `None` when an intermediate value leaves `i128` or the period is longer than 200.
pub fn quadratic_continued_fraction(u: i64, v: i64, w: i64) -> Option<(i64, Vec<u32>, Vec<u32>)> {
    let d = (v as i128) * (v as i128) - 4 * (u as i128) * (w as i128);
    if u <= 0 || d <= 0 {
        return None;
    }
    let r = (d as u128).isqrt() as i128;
    if r * r == d {
        return None;
    }
    // x = (P + sqrt D) / Q with Q | D - P^2: P = -v, Q = 2u (D - P^2 = -4uw).
    let (mut p, mut q) = (-(v as i128), 2 * (u as i128));
    let floor = |p: i128, q: i128| -> i128 {
        // floor((p + sqrt d) / q) for q != 0, sqrt d irrational: floor of (p + r + e) / q.
        if q > 0 {
            (p + r).div_euclid(q)
        } else {
            -((p + r).div_euclid(-q) + 1)
        }
    };
    let mut seen: Vec<(i128, i128)> = Vec::new();
    let mut quotients: Vec<i128> = Vec::new();
    for _ in 0..400 {
        if let Some(i) = seen.iter().position(|&s| s == (p, q)) {
            let c = quotients[0] as i64;
            let to_u32 = |v: &[i128]| -> Option<Vec<u32>> {
                v.iter().map(|&a| u32::try_from(a).ok()).collect()
            };
            // Purely periodic (i = 0): the period read from a_1 on is a_1 .. a_n, a_0.
            let (pre, period) = if i == 0 {
                let mut per = quotients[1..].to_vec();
                per.push(quotients[0]);
                (Vec::new(), to_u32(&per)?)
            } else {
                (to_u32(&quotients[1..i])?, to_u32(&quotients[i..])?)
            };
            return (period.len() <= 200).then_some((c, pre, period));
        }
        seen.push((p, q));
        let a = floor(p, q);
        quotients.push(a);
        let p2 = a.checked_mul(q)? - p;
        let q2 = (d - p2.checked_mul(p2)?) / q;
        p = p2;
        q = q2;
    }
    None
}

/// The system `guess --numeration auto` learns in: a built-in name, or an Ostrowski system
/// to define first (Walnut's `ost NAME [pre] [period]`, of the fractional part of the point).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The msd name (`msd_2`, `msd_ost_2`, `msd_wk5`).
    pub name: String,
    /// `(NAME, pre, period)` of the `ost` command defining it, if it is not built in.
    pub ost: Option<(String, Vec<u32>, Vec<u32>)>,
}

impl Choice {
    fn builtin(name: &str) -> Choice {
        Choice {
            name: name.to_string(),
            ost: None,
        }
    }
}

/// The numeration the aggregation points of W^k point to, with the reasons: each point as
/// identified, then the choice. A quadratic point names the Ostrowski system of its exact
/// continued fraction ([`quadratic_continued_fraction`]): `msd_fib` or `msd_ost_a` when it is
/// `[c; a, a, ...]`, else the general system `ost wkK [pre] [period]`; its rational lines,
/// ultimately periodic or not, are tried in the same system (a periodic line is
/// Presburger, definable in every Ostrowski system). All points rational and every line
/// repeating names `msd_2`. Two quadratic points naming different systems, an unidentified
/// point, or rational lines only with one that does not repeat name nothing.
pub fn suggest(ps: &[(u64, u64)], a_max: u64, name: &str) -> (Vec<String>, Option<Choice>) {
    let pts = analyze_positions(ps, a_max);
    let mut lines: Vec<String> = pts
        .iter()
        .map(|p| format!("point {}", describe(p)))
        .collect();
    let mut systems: Vec<(Vec<u32>, Vec<u32>)> = Vec::new();
    let mut blocked = Vec::new();
    let mut aperiodic = Vec::new();
    for p in &pts {
        match &p.point {
            Point::Quadratic { u, v, w, root } => match quadratic_continued_fraction(*u, *v, *w) {
                // The system depends only on the partial quotients after the integer part.
                Some((_, pre, period)) => systems.push((pre, period)),
                None => blocked.push(format!(
                    "{root:.7}: its continued fraction was not found exactly (period over 200 or overflow)"
                )),
            },
            Point::Rational {
                period: None, p, q, ..
            } => aperiodic.push(format!("{p}/{q}")),
            Point::Rational { .. } => {}
            Point::Unknown => blocked.push(format!(
                "{:.7} is not identified as rational or quadratic at precision 2/A",
                p.slope
            )),
        }
    }
    systems.sort();
    systems.dedup();
    if systems.is_empty() && !aperiodic.is_empty() {
        blocked.push(format!(
            "the line(s) {} show no period on the data (not ultimately periodic there) and no irrational point names a system",
            aperiodic.join(", ")
        ));
    }
    let choice = if !blocked.is_empty() {
        lines.extend(blocked.into_iter().map(|b| format!("obstacle: {b}")));
        None
    } else if pts.is_empty() {
        lines.push("obstacle: no aggregation point found (too few positions)".into());
        None
    } else {
        let rational_note = if aperiodic.is_empty() {
            String::new()
        } else {
            format!(
                " (the line(s) {} show no period: tried in the same system)",
                aperiodic.join(", ")
            )
        };
        match systems.as_slice() {
            [] => {
                lines.push("every point rational and every line repeating: Presburger, automatic in every base; trying msd_2".into());
                Some(Choice::builtin("msd_2"))
            }
            [(pre, period)] => {
                let all: Vec<u32> = pre.iter().chain(period).copied().collect();
                let c = match (period.as_slice(), all.iter().all(|&t| t == period[0])) {
                    ([1], true) => Choice::builtin("msd_fib"),
                    ([a], true) => Choice::builtin(&format!("msd_ost_{a}")),
                    _ => {
                        let name = name.to_string();
                        Choice {
                            name: format!("msd_{name}"),
                            ost: Some((name, pre.clone(), period.clone())),
                        }
                    }
                };
                lines.push(format!(
                    "the irrational point's partial quotients are {pre:?} then {period:?} repeated: trying {}{}{rational_note}",
                    c.name,
                    match &c.ost {
                        Some((n, pre, per)) => format!(
                            " (ost {n} [{}] [{}])",
                            if pre.is_empty() { "0".to_string() } else { join(pre) },
                            join(per)
                        ),
                        None => String::new(),
                    }
                ));
                Some(c)
            }
            many => {
                lines.push(format!(
                    "obstacle: the irrational points name different systems {many:?} (no common numeration)"
                ));
                None
            }
        }
    };
    (lines, choice)
}

fn join(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continued_fraction_of_known_numbers() {
        assert_eq!(continued_fraction(2.5, 5), vec![2, 2]);
        assert_eq!(
            continued_fraction(1.0 + 2f64.sqrt(), 5),
            vec![2, 2, 2, 2, 2]
        );
    }

    #[test]
    fn rational_slope_is_recognized() {
        let members: Vec<(u64, u64)> = (1..100).map(|a| (2 * a, 5 * a + a % 2)).collect();
        match identify(2.5, 1e-3, &members, 200) {
            Point::Rational { p, q, full, .. } => {
                assert_eq!((p, q), (5, 2));
                assert_eq!(full, (0, 2));
                // Column 0 is empty (the members start at column 2), column 4 is not.
                assert_eq!(period(&members, 5, 2, 200), Some((4, 1)));
            }
            other => panic!("{other:?}"),
        }
    }

    /// The period search against its definition, read literally: the least `T` (a
    /// multiple of `q`, `T <= A/4`) whose repeating tail starts at some `a0 <= A/4` and is
    /// at least `3T` columns long, on random lines with planted periods and noise.
    #[test]
    fn period_is_the_least_by_its_definition() {
        fn literal(near: &[(u64, u64)], p: i64, q: i64, a_max: u64) -> Option<(u64, u64)> {
            let cols = a_max as usize;
            let sig = |a: usize| {
                let mut s: Vec<i64> = near
                    .iter()
                    .filter(|&&(x, _)| x as usize == a)
                    .map(|&(x, b)| q * b as i64 - p * x as i64)
                    .collect();
                s.sort_unstable();
                s
            };
            let sigs: Vec<Vec<i64>> = (0..cols).map(sig).collect();
            (1..=cols / 4)
                .filter(|t| t % q as usize == 0)
                .find_map(|t| {
                    let a0 = (0..=cols - t)
                        .find(|&a| (a..cols - t).all(|i| sigs[i] == sigs[i + t]))
                        .expect("the empty tail repeats");
                    (a0 <= cols / 4 && cols - t - a0 >= 3 * t).then_some((t as u64, a0 as u64))
                })
        }
        // SplitMix64, local: the games layer names nothing above it.
        struct Rng(u64);
        impl Rng {
            fn range(&mut self, lo: u64, hi: u64) -> u64 {
                self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = self.0;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                lo + (z ^ (z >> 31)) % (hi - lo + 1)
            }
        }
        let mut rng = Rng(7);
        let mut found = 0;
        for case in 0..300 {
            let cols = 8 + rng.range(0, 119);
            let (p, q) = [(5, 2), (2, 1), (13, 5)][case % 3];
            let t = q as u64 * (1 + rng.range(0, 5));
            let start = rng.range(0, cols - 1);
            let mut near = Vec::new();
            for a in 0..cols {
                // Deviations repeat with period t from `start` on, are random before it.
                let phase = if a >= start {
                    (a - start) % t
                } else {
                    100 + rng.range(0, 3)
                };
                let dev = (phase * 7 + rng.range(0, 1) * u64::from(a < start)) as i64;
                let b = (p * a as i64 + dev) / q;
                near.push((a, b.max(0) as u64));
                if phase % 3 == 0 {
                    near.push((a, b.max(0) as u64 + 1));
                }
            }
            assert_eq!(
                period(&near, p, q, cols),
                literal(&near, p, q, cols),
                "case {case}: {cols} columns, period {t} from {start}"
            );
            found += usize::from(literal(&near, p, q, cols).is_some());
        }
        // Both answers occur often.
        assert!((30..=270).contains(&found), "{found} of 300 periodic");
    }

    #[test]
    fn exact_continued_fractions() {
        // W^5's point (2 + sqrt 29)/5, root of 5x^2 - 4x - 5: [1; (2, 10, 2, 1, 1)].
        assert_eq!(
            quadratic_continued_fraction(5, -4, -5),
            Some((1, vec![], vec![2, 10, 2, 1, 1]))
        );
        // The golden ratio and 1 + sqrt 2; (1 + sqrt 17)/4 = [1; (3, 1, 1)].
        assert_eq!(
            quadratic_continued_fraction(1, -1, -1),
            Some((1, vec![], vec![1]))
        );
        assert_eq!(
            quadratic_continued_fraction(1, -2, -1),
            Some((2, vec![], vec![2]))
        );
        assert_eq!(
            quadratic_continued_fraction(2, -1, -2),
            Some((1, vec![], vec![3, 1, 1]))
        );
        // sqrt 2 = [1; (2)], a square discriminant has none.
        assert_eq!(
            quadratic_continued_fraction(1, 0, -2),
            Some((1, vec![], vec![2]))
        );
        assert_eq!(quadratic_continued_fraction(1, -3, 2), None);
        // Against the float expansion for every family member x - 1/x = p/q, q <= 13.
        for q in 1..=13i64 {
            for p in 1..=3 * q {
                if let Some((c, pre, per)) = quadratic_continued_fraction(q, -p, -q) {
                    let x = (p as f64 + ((p * p + 4 * q * q) as f64).sqrt()) / (2 * q) as f64;
                    let mut want: Vec<u64> = vec![c as u64];
                    want.extend(
                        pre.iter()
                            .chain(per.iter().cycle())
                            .take(6)
                            .map(|&a| a as u64),
                    );
                    assert_eq!(continued_fraction(x, 7), want, "{p}/{q}");
                }
            }
        }
    }

    #[test]
    fn golden_slope_is_quadratic() {
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        match identify(phi + 1e-7, 1e-5, &[], 1000) {
            Point::Quadratic { u, v, w, .. } => assert_eq!((u, v, w), (1, -1, -1)),
            other => panic!("{other:?}"),
        }
    }
}
