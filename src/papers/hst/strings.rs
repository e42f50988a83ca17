//! Bit strings (sections 3-4): Figure 4, Lemma 4, the facts about w, Lemma 9 and
//! Corollaries 1-2 (convergence to defects), on all balanced pairs up to a length and
//! random longer. The area between two strings (the example, Lemmas 5-8) is in
//! [`super::area`], listed here in the paper's order.

use super::pairs::{PAIRS, all_strings, balanced_pairs};
use crate::check::rng::Rng;
use super::stmt;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Statement};
use crate::games::hst_strings::{self as bs, Bits};


/// Figure 4 as printed: the strings from "1" under repeated Wythoff updates.
pub const FIG4: [&str; 10] = [
    "1",
    "01",
    "110",
    "1001",
    "00101",
    "101010",
    "0101001",
    "11010010",
    "101001001",
    "0100100101",
];

/// The catalog entries of this module.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![
        stmt(
            "hst.fig4",
            "Figure 4",
            &[Kind::Table],
            "Repeated Wythoff updates of \"1\": 1, 01, 110, 1001, 00101, 101010, 0101001, 11010010, 101001001, 0100100101.",
            Bound::fixed("unused (the figure is fixed)", 10),
            fig4,
        ),
        stmt(
            "hst.lemma4",
            "Lemma 4",
            &[Kind::Theorem],
            "Two bit strings of equal length become balanced after finitely many Wythoff updates.",
            Bound {
                meaning: "L: every pair of strings of length <= L (and 2000 random pairs up to length 40)",
                default: 10,
                deep: 13,
                min: 1,
                max: 14,
            },
            lemma4,
        ),
        stmt(
            "hst.w-facts",
            "Section 4 (facts about w)",
            &[Kind::Theorem],
            "w(0010) = 00100101001; w(S) equals 2*0_S + 1_S Wythoff updates of S; and the eight listed facts (first 0, last 1; no 11; no 000; counts; 1_w(S) = |S|; 0_S = 0_w(S) - 1_w(S); 1_S = 2*1_w(S) - 0_w(S); prefixes of w(S) ending in 1 are images of prefixes of S).",
            Bound {
                meaning: "L: every string of length <= L (and 5000 random strings up to length 60)",
                default: 12,
                deep: 18,
                min: 1,
                max: 22,
            },
            w_facts,
        ),
    ];
    v.extend(super::area::statements());
    v.extend([
        stmt(
            "hst.lemma9",
            "Lemma 9",
            &[Kind::Theorem],
            "For balanced S and T, w^n(S) and w^n(T) differ by defects for n = |S| + 1 (and, as remarked, about log_(phi^2) |S| applications suffice).",
            Bound {
                meaning: "L: every balanced pair of length <= L (random pairs up to length 200 for the measurement)",
                default: 8,
                deep: 11,
                min: 1,
                max: 12,
            },
            lemma9,
        ),
        stmt(
            "hst.cor1",
            "Corollary 1 (Convergence)",
            &[Kind::Theorem],
            "Two bit strings of equal length come to differ by defects after finitely many Wythoff updates.",
            Bound {
                meaning: "L: every pair of strings of length <= L (and random pairs up to length 40)",
                default: 8,
                deep: 12,
                min: 1,
                max: 13,
            },
            cor1,
        ),
        stmt(
            "hst.cor2",
            "Corollary 2 (Defect Preservation)",
            &[Kind::Theorem],
            "If S and T differ by defects, so do w(S) and w(T), with the same number of defects.",
            PAIRS,
            cor2,
        ),
    ]);
    v
}

fn fig4(_: u64) -> Findings {
    let mut f = Findings::new("ten Wythoff updates from \"1\"");
    let mut s: Bits = vec![true];
    let mut computed = vec![bs::show(&s)];
    for _ in 1..10 {
        s = bs::update(&s).unwrap_or_default();
        computed.push(bs::show(&s));
    }
    let errs: Vec<Erratum> = FIG4
        .iter()
        .zip(&computed)
        .enumerate()
        .filter(|(_, (p, c))| *p != c)
        .map(|(i, (p, c))| Erratum {
            location: format!("Figure 4, line {}", i + 1),
            printed: p.to_string(),
            computed: c.clone(),
        })
        .collect();
    f.compare_printed("the ten printed strings", 10, errs);
    f
}

/// The lengths of the exhaustive part of [`pairs_until`]: `1..=l`, stopping after the
/// first length that brings the pairs past about 3 million.
fn exhaustive_lengths(l: u64) -> Vec<usize> {
    let mut lengths = Vec::new();
    let mut pairs = 0usize;
    for n in 1..=l as usize {
        lengths.push(n);
        pairs += 1 << (2 * n);
        if pairs > 3_000_000 {
            break;
        }
    }
    lengths
}

/// `random` random pairs of equal length up to 40.
fn random_pairs(random: usize, rng: &mut Rng) -> Vec<(Bits, Bits)> {
    (0..random)
        .map(|_| {
            let n = rng.range(1, 40) as usize;
            (
                (0..n).map(|_| rng.range(0, 1) == 1).collect(),
                (0..n).map(|_| rng.range(0, 1) == 1).collect(),
            )
        })
        .collect()
}

/// The updates of one string, `orbit[k]` the `k`-th, computed on demand.
struct Orbit(Vec<Bits>);

impl Orbit {
    /// Extend to the `k`-th update; false when an update does not exist (the empty string).
    fn reach(&mut self, k: usize) -> bool {
        while self.0.len() <= k {
            match self.0.last().and_then(|s| bs::update(s)) {
                Some(next) => self.0.push(next),
                None => return false,
            }
        }
        true
    }
}

/// The least `k <= limit` with `done(S_k, T_k)` for the `k`-th updates of both strings.
fn updates_until(
    s: &mut Orbit,
    t: &mut Orbit,
    done: impl Fn(&[bool], &[bool]) -> bool,
    limit: usize,
) -> Option<usize> {
    (0..=limit).find_map(|k| {
        if !(s.reach(k) && t.reach(k)) {
            return Some(None);
        }
        done(&s.0[k], &t.0[k]).then_some(Some(k))
    })?
}

/// Every pair of strings of equal length in [`exhaustive_lengths`]`(l)` (in order of
/// length, then of the strings as numbers), then `random` random pairs of equal length up
/// to 40: `Ok((pairs, the most updates any pair needed))` when every pair reaches `done`
/// within `limit(length)` updates, else the first pair that does not. The updates of each
/// string of the exhaustive part are computed once and shared by all its pairs.
fn pairs_until(
    l: u64,
    random: usize,
    rng: &mut Rng,
    done: impl Fn(&[bool], &[bool]) -> bool + Copy,
    limit: impl Fn(usize) -> usize,
) -> Result<(usize, usize), (Bits, Bits)> {
    let (mut pairs, mut worst) = (0usize, 0usize);
    for n in exhaustive_lengths(l) {
        let mut orbits: Vec<Orbit> = all_strings(n).map(|s| Orbit(vec![s])).collect();
        for i in 0..orbits.len() {
            for j in 0..orbits.len() {
                let k = if i == j {
                    let o = &mut orbits[i];
                    updates_until_same(o, done, limit(n))
                } else {
                    let (a, b) = two(&mut orbits, i, j);
                    updates_until(a, b, done, limit(n))
                };
                match k {
                    Some(k) => worst = worst.max(k),
                    None => return Err((orbits[i].0[0].clone(), orbits[j].0[0].clone())),
                }
                pairs += 1;
            }
        }
    }
    for (s, t) in random_pairs(random, rng) {
        let len = s.len();
        match updates_until(
            &mut Orbit(vec![s.clone()]),
            &mut Orbit(vec![t.clone()]),
            done,
            limit(len),
        ) {
            Some(k) => worst = worst.max(k),
            None => return Err((s, t)),
        }
        pairs += 1;
    }
    Ok((pairs, worst))
}

/// [`updates_until`] for a string paired with itself.
fn updates_until_same(
    o: &mut Orbit,
    done: impl Fn(&[bool], &[bool]) -> bool,
    limit: usize,
) -> Option<usize> {
    (0..=limit).find_map(|k| {
        if !o.reach(k) {
            return Some(None);
        }
        done(&o.0[k], &o.0[k]).then_some(Some(k))
    })?
}

/// Two distinct elements of `v`, both mutable.
fn two<T>(v: &mut [T], i: usize, j: usize) -> (&mut T, &mut T) {
    if i < j {
        let (lo, hi) = v.split_at_mut(j);
        (&mut lo[i], &mut hi[0])
    } else {
        let (lo, hi) = v.split_at_mut(i);
        (&mut hi[0], &mut lo[j])
    }
}

/// Every pair of strings of equal length `<= l` (at most about 3 million), then `random`
/// random pairs of equal length up to 40.
fn lemma4(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "all pairs of length <= {l}; 2000 random pairs up to length 40"
    ));
    let limit = |n: usize| 100 * n + 100;
    let r = pairs_until(l, 2000, &mut Rng::new(52), bs::balanced, limit);
    // "After finitely many updates" is not refuted by any number of updates: a pair not
    // balanced within the cap is a measurement (the lemma's proof bounds the updates only
    // by an exponential in the length).
    match r {
        Ok((pairs, worst)) => {
            f.check(
                "equal-length strings become balanced",
                Ok(format!("{pairs} pairs; at most {worst} updates needed")),
            );
        }
        Err((s, t)) => {
            f.measured(
                "equal-length strings become balanced",
                format!(
                    "S = {}, T = {} not yet balanced after {} updates (not a counterexample: the lemma bounds no number of updates)",
                    bs::show(&s),
                    bs::show(&t),
                    limit(s.len())
                ),
            );
        }
    }
    f
}

fn w_facts(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "every string of length <= {l}; 5000 random strings up to length 60"
    ));
    f.check("w(0010) = 00100101001", {
        let got = bs::parse("0010").map(|s| bs::show(&bs::w(&s)));
        if got.as_deref() == Ok("00100101001") {
            Ok("as printed".into())
        } else {
            Err(format!("{got:?}"))
        }
    });
    let mut rng = Rng::new(53);
    let mut strings: Vec<Bits> = (1..=l as usize).flat_map(all_strings).collect();
    for _ in 0..5000 {
        let n = rng.range(1, 60) as usize;
        strings.push((0..n).map(|_| rng.range(0, 1) == 1).collect());
    }
    type Fact = (&'static str, fn(&[bool], &[bool]) -> bool);
    let facts: [Fact; 9] = [
        ("w(S) = 2*0_S + 1_S Wythoff updates of S", |s, ws| {
            let (z, o) = bs::counts(s);
            let mut u = s.to_vec();
            for _ in 0..2 * z + o {
                u = bs::update(&u).unwrap_or_default();
            }
            u == ws
        }),
        ("w(S) starts with 0 and ends with 1", |_, ws| {
            ws.first() == Some(&false) && ws.last() == Some(&true)
        }),
        ("no two consecutive 1s in w(S)", |_, ws| {
            !ws.windows(2).any(|p| p[0] && p[1])
        }),
        ("no three consecutive 0s in w(S)", |_, ws| {
            !ws.windows(3).any(|p| !p[0] && !p[1] && !p[2])
        }),
        ("w(S) has 2*0_S + 1_S zeros and 0_S + 1_S ones", |s, ws| {
            let ((z, o), (wz, wo)) = (bs::counts(s), bs::counts(ws));
            wz == 2 * z + o && wo == z + o
        }),
        ("1_w(S) = |S|", |s, ws| bs::counts(ws).1 == s.len()),
        ("0_S = 0_w(S) - 1_w(S)", |s, ws| {
            bs::counts(s).0 + bs::counts(ws).1 == bs::counts(ws).0
        }),
        ("1_S = 2*1_w(S) - 0_w(S)", |s, ws| {
            bs::counts(s).1 + bs::counts(ws).0 == 2 * bs::counts(ws).1
        }),
        (
            "every prefix of w(S) ending in 1 (or empty) is w of a prefix of S",
            |s, ws| {
                let of_prefixes: Vec<Bits> = (0..=s.len()).map(|j| bs::w(&s[..j])).collect();
                (0..=ws.len())
                    .filter(|&k| k == 0 || ws[k - 1])
                    .all(|k| of_prefixes.iter().any(|w| w[..] == ws[..k]))
            },
        ),
    ];
    let images: Vec<Bits> = strings.iter().map(|s| bs::w(s)).collect();
    for (name, fact) in facts {
        let bad = strings
            .iter()
            .zip(&images)
            .find(|(s, ws)| !fact(s, ws))
            .map(|p| p.0);
        f.check(
            name,
            bad.map_or(Ok(format!("{} strings", strings.len())), |s| {
                Err(format!("S = {}", bs::show(s)))
            }),
        );
    }
    f
}

/// The least `n` with `w^n(S)`, `w^n(T)` differing by defects (`None` past `cap`).
fn applications_needed(s: &[bool], t: &[bool], cap: usize) -> Option<usize> {
    let (mut s, mut t) = (s.to_vec(), t.to_vec());
    for n in 0..=cap {
        if bs::differ_by_defects(&s, &t) {
            return Some(n);
        }
        s = bs::w(&s);
        t = bs::w(&t);
    }
    None
}

fn lemma9(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "balanced pairs up to length {l}; random pairs up to length 200 for the measurement"
    ));
    let mut by_len: std::collections::BTreeMap<usize, usize> = Default::default();
    f.check(
        "w^(|S|+1)(S), w^(|S|+1)(T) differ by defects",
        balanced_pairs(l, 0, |s, t| match applications_needed(s, t, s.len() + 1) {
            Some(n) => {
                let e = by_len.entry(s.len()).or_insert(0);
                *e = (*e).max(n);
                None
            }
            None => Some(format!("not after {} applications", s.len() + 1)),
        }),
    );
    let mut rng = Rng::new(59);
    let mut measured: std::collections::BTreeMap<usize, usize> = Default::default();
    let mut beyond = 0usize;
    for _ in 0..300 {
        let n = rng.range(2, 200) as usize;
        let s: Bits = (0..n).map(|_| rng.range(0, 1) == 1).collect();
        let mut t = s.clone();
        for i in (1..n).rev() {
            t.swap(i, rng.range(0, i as u64) as usize);
        }
        match applications_needed(&s, &t, 12) {
            Some(k) => {
                let bucket = n.next_power_of_two();
                let e = measured.entry(bucket).or_insert(0);
                *e = (*e).max(k);
            }
            // Counted and reported, never dropped silently (w^12 multiplies a length by
            // about 2.6^12 = 10^5, so the search stops there).
            None => beyond += 1,
        }
    }
    let phi2 = 2.618_033_988_749_895f64;
    f.measured(
        "applications needed (worst case)",
        format!(
            "exhaustive, by |S|: {}; random, |S| up to: {}; {beyond} of 300 random pairs needed more than 12 applications (not counted above)",
            by_len
                .iter()
                .map(|(l, n)| format!("{l}:{n}"))
                .collect::<Vec<_>>()
                .join(" "),
            measured
                .iter()
                .map(|(l, n)| format!("{l}:{n} (log_phi^2 = {:.1})", (*l as f64).ln() / phi2.ln()))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    );
    f
}

fn cor1(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "all pairs of length <= {l}; 500 random pairs up to length 40"
    ));
    let r = pairs_until(l, 500, &mut Rng::new(54), bs::differ_by_defects, |_| {
        100_000
    });
    // "After finitely many updates" is not refuted by any number of updates: a pair that
    // does not come to differ by defects within the cap is a measurement.
    match r {
        Ok((pairs, worst)) => {
            f.check(
                "equal-length strings come to differ by defects",
                Ok(format!("{pairs} pairs; at most {worst} updates needed")),
            );
        }
        Err((s, t)) => {
            f.measured(
                "equal-length strings come to differ by defects",
                format!(
                    "S = {}, T = {} do not yet differ by defects after 100000 updates (not a counterexample: the corollary bounds no number of updates)",
                    bs::show(&s),
                    bs::show(&t)
                ),
            );
        }
    }
    f
}

fn cor2(l: u64) -> Findings {
    let mut f = Findings::new(format!(
        "balanced pairs up to length {l} that differ by defects"
    ));
    let mut n = 0u64;
    f.check(
        "w keeps differing by defects, with the same number",
        balanced_pairs(l, 2000, |s, t| {
            if !bs::differ_by_defects(s, t) {
                return None;
            }
            n += 1;
            let (ws, wt) = (bs::w(s), bs::w(t));
            let ok = bs::differ_by_defects(&ws, &wt)
                && bs::defects(&ws, &wt).len() == bs::defects(s, t).len();
            (!ok).then(|| "w(S), w(T) do not differ by the same number of defects".to_string())
        })
        .map(|s| format!("{s}; {n} of them differ by defects")),
    );
    f
}
