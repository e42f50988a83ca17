//! Which numeration system a game's P-set is learned in, chosen from its P-positions; and,
//! when none gives an automaton, the obstacle: every system tried, the longest length
//! learned, the states found per length.
//!
//! Route. [`candidates`] reads the P-positions below a bound and lists the systems to try,
//! each with the reason the data gives:
//! 1. `msd_trib` when the data says Tribonacci: every upper P-position `(x, y)`, `x < y`,
//!    lies in a band of width at most [`BAND`] around the line of slope `tau` or `tau^2`
//!    (`tau` the Tribonacci constant, the real root of `t^3 = t^2 + t + 1`); `msd_fib` when
//!    they lie so around slope `phi` or `phi^2` (the golden ratio). The test is exact
//!    integer arithmetic: `tau` is `T(n+1)/T(n)` with Tribonacci numbers `T(n) > 10^15`
//!    (`phi` likewise with Fibonacci numbers), whose error times any entry served is far
//!    below one part in a thousand of the band; `y - tau x` is read as
//!    `T(n) y - T(n+1) x` in `i128`. (The aggregation points below read slopes in floating
//!    point at a tolerance of `2 / A`; on a few hundred columns they can name a rational
//!    slope next to `phi`);
//! 2. the system the aggregation slopes' continued fractions name
//!    ([`aggregation::suggest`]: `msd_fib`, `msd_ost_a`, a general `ost` system, or `msd_2`
//!    when every point is rational and every line repeats);
//! 3. `msd_fib` and `msd_pell` (Wythoff's and W^4's systems), when not already listed;
//! 4. `msd_2` when the data is periodic: a translation `(a, b)`, `0 <= a, b <= 16`, maps the
//!    P-positions of the upper-right three quarters of the box onto themselves, both ways
//!    (an ultimately periodic set is Presburger, automatic in every base).
//!
//! The data-named systems come first (an exact test beats a slope read in floating point);
//! every choice is a measurement that names a system to try, and only the proof decides.
//! [`learn_first`] then learns and proves in each system in order (as `prove::guess`:
//! from length 3, or beyond the fixed cells, learning again from longer data when the proof
//! is FALSE) and stops at the first proof; otherwise it returns the [`Obstacle`].
//!
//! Cost: [`candidates`] is linear in the P-positions (the periodicity test: 288
//! translations, each one hash look-up per P-position); [`learn_first`] is the learner's
//! and the decision procedure's cost per system tried.

use super::prove::{Learnable, prove};
use crate::games::aggregation;
use automatic_prover::Auto;
use automatic_prover::logic::learn::{LearnFailure, Learned, learn, length_for, value_bound};
use automatic_prover::logic::learn_sparse::Pairs;
use automatic_prover::numeration::{define_ost, numeration};
use std::collections::HashSet;
use std::fmt;

/// The widest band (in `y`) around a line that counts as "the data lies on it".
pub const BAND: i128 = 4;

/// The least number of upper P-positions a slope test reads (fewer: no test).
pub const MIN_UPPER: usize = 30;

/// A system to try, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// The msd name (`msd_trib`, `msd_fib`, `msd_wk5` for an `ost` system).
    pub base: String,
    /// `(NAME, pre, period)` of the `ost` command defining it, if it is not built in.
    pub ost: Option<(String, Vec<u32>, Vec<u32>)>,
    /// What in the data names it.
    pub why: String,
}

/// Three consecutive terms `s(n), s(n+1), s(n+2)` of the recurrence `s(m) = s(m-1) + ... +
/// s(m-order)` (Fibonacci: order 2, Tribonacci: 3) with `s(n)` the first above `10^15`.
fn convergent(order: usize) -> (i128, i128, i128) {
    let mut s: Vec<i128> = vec![0; order - 1];
    s.push(1);
    while s.len() < 3 || s[s.len() - 3] <= 1_000_000_000_000_000 {
        let next = s[s.len() - order..].iter().sum();
        s.push(next);
    }
    let n = s.len() - 3;
    (s[n], s[n + 1], s[n + 2])
}

/// The upper P-positions `x < y` with `x >= 1`.
fn upper(ps: &[(u64, u64)]) -> Vec<(u64, u64)> {
    ps.iter()
        .copied()
        .filter(|&(x, y)| 1 <= x && x < y)
        .collect()
}

/// Whether the upper P-positions lie in a band of width at most [`BAND`] around a line of
/// slope `r` or `r^2`, `r` the dominant root of `t^order = t^(order-1) + ... + 1` (order 2:
/// the golden ratio; 3: the Tribonacci constant); the slope's name and a bound above the band's width
/// when they do.
pub fn root_band(ps: &[(u64, u64)], order: usize) -> Option<(&'static str, i128)> {
    let up = upper(ps);
    if up.len() < MIN_UPPER {
        return None;
    }
    let (t0, t1, t2) = convergent(order);
    for (name, num) in [("r", t1), ("r^2", t2)] {
        // d = s(n) y - num x = s(n) (y - slope x) up to an error below 10^-6 s(n) for
        // entries below 10^9 (|s(n+1) - r s(n)| < 1).
        let (mut lo, mut hi) = (i128::MAX, i128::MIN);
        for &(x, y) in &up {
            let d = t0 * i128::from(y) - num * i128::from(x);
            lo = lo.min(d);
            hi = hi.max(d);
        }
        if hi - lo <= BAND * t0 {
            return Some((name, (hi - lo).div_euclid(t0) + 1));
        }
    }
    None
}

/// A translation `(a, b)` (`0 <= a, b <= 16`, not both 0) under which the P-positions with
/// both entries in `[side / 4, side)` are periodic: `(x, y)` is P iff `(x + a, y + b)` is,
/// wherever both lie in that range. `None` when none is, or fewer than [`MIN_UPPER`]
/// P-positions lie in the range.
pub fn translation_period(ps: &[(u64, u64)], side: u64) -> Option<(u64, u64)> {
    let lo = side / 4;
    let inside = |x: u64, y: u64| x >= lo && y >= lo && x < side && y < side;
    let set: HashSet<(u64, u64)> = ps.iter().copied().filter(|&(x, y)| inside(x, y)).collect();
    if set.len() < MIN_UPPER {
        return None;
    }
    for a in 0..=16u64 {
        for b in 0..=16u64 {
            if a == 0 && b == 0 {
                continue;
            }
            let forward = set
                .iter()
                .all(|&(x, y)| !inside(x + a, y + b) || set.contains(&(x + a, y + b)));
            let back = set
                .iter()
                .all(|&(x, y)| x < lo + a || y < lo + b || set.contains(&(x - a, y - b)));
            if forward && back {
                return Some((a, b));
            }
        }
    }
    None
}

/// The systems to try for a game whose P-positions with both entries below `side` are `ps`
/// (in any order), in order, each once; `name` names an `ost` system the aggregation points
/// call for.
pub fn candidates(ps: &[(u64, u64)], side: u64, name: &str) -> Vec<Candidate> {
    let mut out: Vec<Candidate> = Vec::new();
    let push = |c: Candidate, out: &mut Vec<Candidate>| {
        if !out.iter().any(|o| o.base == c.base) {
            out.push(c);
        }
    };
    let builtin = |base: &str, why: String| Candidate {
        base: base.to_string(),
        ost: None,
        why,
    };
    for (order, base, r) in [
        (3, "msd_trib", "the Tribonacci constant"),
        (2, "msd_fib", "the golden ratio"),
    ] {
        if let Some((slope, width)) = root_band(ps, order) {
            push(
                builtin(
                    base,
                    format!(
                        "the {} upper P-positions lie within a band of width below {width} around the line of slope {slope}, r {r} (tested in integers)",
                        upper(ps).len()
                    ),
                ),
                &mut out,
            );
        }
    }
    // The aggregation points read the upper P-positions with a <= side / 3 (slopes below
    // 3 stay inside the data).
    let a_max = (side / 3).max(1);
    let mut up: Vec<(u64, u64)> = upper(ps).into_iter().filter(|p| p.0 <= a_max).collect();
    up.sort_unstable();
    let (lines, choice) = aggregation::suggest(&up, a_max, name);
    if let Some(c) = choice {
        push(
            Candidate {
                base: c.name,
                ost: c.ost,
                why: format!("aggregation points: {}", lines.join("; ")),
            },
            &mut out,
        );
    }
    push(
        builtin("msd_fib", "Wythoff's system (tried by default)".into()),
        &mut out,
    );
    push(
        builtin("msd_pell", "W^4's system (tried by default)".into()),
        &mut out,
    );
    if let Some((a, b)) = translation_period(ps, side) {
        push(
            builtin(
                "msd_2",
                format!(
                    "the P-positions in [{}, {side})^2 repeat under the translation ({a}, {b}): ultimately periodic, automatic in every base",
                    side / 4
                ),
            ),
            &mut out,
        );
    }
    out
}

/// How one system's attempt ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    /// The learner stopped: its failure, in its words.
    Unlearned(String),
    /// Learned at every length up to the data, and the proof is FALSE there: its first
    /// FALSE line.
    NotProved(String),
    /// The system could not be used (undefined, or the data too large): why.
    Refused(String),
}

/// One system tried without a proof.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attempt {
    /// The system.
    pub base: String,
    /// The data bound used (both entries below it).
    pub bound: u64,
    /// The longest data length the learner reached (places per entry).
    pub longest: usize,
    /// The states learned at each length tried (`None`: no closed, consistent table).
    pub states: Vec<(usize, Option<usize>)>,
    /// How it ended.
    pub ended: Ended,
}

impl fmt::Display for Attempt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let per: Vec<String> = self
            .states
            .iter()
            .map(|(l, s)| match s {
                Some(s) => format!("{l}:{s}"),
                None => format!("{l}:-"),
            })
            .collect();
        write!(
            f,
            "{} (data below {}): longest length {}, states per length [{}]; ",
            self.base,
            self.bound,
            self.longest,
            per.join(" ")
        )?;
        match &self.ended {
            Ended::Unlearned(m) => write!(f, "not learned: {m}"),
            Ended::NotProved(l) => write!(f, "learned, not proved: {l}"),
            Ended::Refused(m) => write!(f, "refused: {m}"),
        }
    }
}

/// No automaton found: every system tried, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Obstacle {
    /// The attempts.
    pub tried: Vec<Attempt>,
}

impl fmt::Display for Obstacle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tried.is_empty() {
            return write!(f, "obstacle: no system to try");
        }
        let parts: Vec<String> = self.tried.iter().map(Attempt::to_string).collect();
        write!(f, "obstacle: {}", parts.join(" | "))
    }
}

/// An automaton learned and proved.
#[derive(Debug, Clone)]
pub struct Found {
    /// The system it was proved in.
    pub system: Candidate,
    /// The learned automaton.
    pub learned: Learned,
    /// The same as two tracks `x, y`.
    pub auto: Auto,
    /// The systems tried before it, without a proof.
    pub before: Vec<Attempt>,
}

/// What [`learn_first`] found.
#[derive(Debug, Clone)]
pub enum Outcome {
    /// Proved in one of the systems.
    Proved(Box<Found>),
    /// None of them.
    Obstacle(Obstacle),
}

/// Learn and prove `game`'s P-set in each system of `cands` in order, with data below
/// `up_to` (each system reads the longest length that fits) and at most `max_states`
/// states; stop at the first proof. `Err` on bad input.
pub fn learn_first(
    game: &dyn Learnable,
    cands: &[Candidate],
    up_to: u64,
    max_states: usize,
) -> Result<Outcome, String> {
    if up_to > super::prove::MAX_BOUND {
        return Err(format!(
            "--up-to {up_to} is too large: at most {}",
            super::prove::MAX_BOUND
        ));
    }
    let data = game.pairs(up_to, 1 << 33)?;
    let mut before = Vec::new();
    for c in cands {
        match attempt(game, c, &data, up_to, max_states)? {
            Ok((learned, auto)) => {
                return Ok(Outcome::Proved(Box::new(Found {
                    system: c.clone(),
                    learned,
                    auto,
                    before,
                })));
            }
            Err(a) => before.push(a),
        }
    }
    Ok(Outcome::Obstacle(Obstacle { tried: before }))
}

/// One system: learned and proved, or the attempt that failed.
#[allow(clippy::type_complexity)]
fn attempt(
    game: &dyn Learnable,
    c: &Candidate,
    data: &[(u64, u64)],
    up_to: u64,
    max_states: usize,
) -> Result<Result<(Learned, Auto), Attempt>, String> {
    let refused = |bound: u64, m: String| Attempt {
        base: c.base.clone(),
        bound,
        longest: 0,
        states: Vec::new(),
        ended: Ended::Refused(m),
    };
    if let Some((name, pre, period)) = &c.ost
        && let Err(e) = define_ost(name, pre, period)
    {
        return Ok(Err(refused(up_to, e)));
    }
    let num = match numeration(&c.base) {
        Ok(n) => n,
        Err(e) => return Ok(Err(refused(up_to, e))),
    };
    let max_len = length_for(&num, up_to);
    let bound = value_bound(&num, max_len).unwrap_or(up_to);
    if max_len < 2 {
        return Ok(Err(refused(
            bound,
            format!("data below {up_to} leaves fewer than 2 places"),
        )));
    }
    let pairs = Pairs::new(
        bound,
        data.iter()
            .copied()
            .filter(|&(x, y)| x < bound && y < bound),
    );
    let (mx, my) = game.extent();
    let mut min_len = 3.max(length_for(&num, mx.max(my)) + 1).min(max_len);
    let mut states: Vec<(usize, Option<usize>)> = Vec::new();
    loop {
        let got = learn(
            &num,
            2,
            min_len,
            max_len,
            max_states,
            &mut |v| pairs.contains(v[0], v[1]),
            &mut |l, s| states.push((l, s)),
        );
        let longest = states.iter().map(|s| s.0).max().unwrap_or(0);
        let l = match got {
            Ok(l) => l,
            Err(LearnFailure::Input(m)) => return Err(m),
            Err(e) => {
                let longest = match &e {
                    LearnFailure::TooManyStates { length, found, .. } => {
                        states.push((*length, Some(*found)));
                        longest.max(*length)
                    }
                    _ => longest,
                };
                return Ok(Err(Attempt {
                    base: c.base.clone(),
                    bound,
                    longest,
                    states,
                    ended: Ended::Unlearned(e.to_string()),
                }));
            }
        };
        let auto = Auto::from_tracks(
            &["x".to_string(), "y".to_string()],
            &[num.clone(), num.clone()],
            &l.dfa,
        )
        .map_err(|e| e.to_string())?;
        match prove(game, &c.base, auto.clone()) {
            Ok(None) => return Ok(Ok((l, auto))),
            Ok(Some(line)) if l.length >= max_len => {
                return Ok(Err(Attempt {
                    base: c.base.clone(),
                    bound,
                    longest: l.length,
                    states,
                    ended: Ended::NotProved(line),
                }));
            }
            Ok(Some(_)) => min_len = l.length + 1,
            Err(e) => {
                return Ok(Err(Attempt {
                    base: c.base.clone(),
                    bound,
                    longest: l.length,
                    states,
                    ended: Ended::Refused(format!("the proof did not run: {e}")),
                }));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::parse::parse;

    fn wythoff_pairs(side: u64) -> Vec<(u64, u64)> {
        let mut v = Vec::new();
        for (_, a, b) in crate::games::wythoff::Pairs::new().take_while(|p| p.1 < side) {
            v.push((a, b));
            v.push((b, a));
        }
        v
    }

    /// The Tribonacci word's letter positions (from 1): A, B, C of the n-th 0, 1, 2, and
    /// the pairs (B - A, C - B) with their mirrors.
    fn tribonacci_pairs(side: u64) -> Vec<(u64, u64)> {
        let mut w = vec![0u8];
        while w.len() < 40 * side as usize {
            w = w
                .iter()
                .flat_map(|&c| match c {
                    0 => vec![0, 1],
                    1 => vec![0, 2],
                    _ => vec![0],
                })
                .collect();
        }
        let pos = |l: u8| -> Vec<u64> {
            w.iter()
                .enumerate()
                .filter(|(_, c)| **c == l)
                .map(|(i, _)| i as u64 + 1)
                .collect()
        };
        let (a, b, c) = (pos(0), pos(1), pos(2));
        let mut v = vec![(0, 0)];
        for n in 0..c.len() {
            let (x, y) = (b[n] - a[n], c[n] - b[n]);
            if y < side {
                v.push((x, y));
                v.push((y, x));
            }
        }
        v
    }

    #[test]
    fn wythoff_names_fibonacci_first_and_not_tribonacci() {
        let ps = wythoff_pairs(1000);
        assert_eq!(root_band(&ps, 3), None);
        assert_eq!(root_band(&ps, 2), Some(("r", 1)));
        assert_eq!(translation_period(&ps, 1000), None);
        let c = candidates(&ps, 1000, "w");
        assert_eq!(c[0].base, "msd_fib", "{c:?}");
        assert!(c[0].why.contains("the golden ratio"), "{}", c[0].why);
        assert!(c.iter().any(|c| c.base == "msd_pell"), "{c:?}");
    }

    #[test]
    fn tribonacci_coding_names_msd_trib() {
        let ps = tribonacci_pairs(2000);
        let (slope, width) = root_band(&ps, 3).expect("a Tribonacci band");
        assert_eq!(slope, "r");
        assert!(width <= BAND, "{width}");
        assert_eq!(root_band(&ps, 2), None);
        assert_eq!(candidates(&ps, 2000, "s")[0].base, "msd_trib");
        // A line of slope 2 is not Tribonacci: the band grows with the data.
        let two: Vec<(u64, u64)> = (1..500).map(|x| (x, 2 * x)).collect();
        assert_eq!(root_band(&two, 3), None);
        assert_eq!(root_band(&two, 2), None);
    }

    #[test]
    fn periodic_data_names_base_two() {
        // P-positions x + y even: invariant under (1, 1) and (0, 2).
        let ps: Vec<(u64, u64)> = (0..64u64)
            .flat_map(|x| (0..64u64).map(move |y| (x, y)))
            .filter(|(x, y)| (x + y) % 2 == 0)
            .collect();
        assert_eq!(translation_period(&ps, 64), Some((0, 2)));
        assert!(candidates(&ps, 64, "e").iter().any(|c| c.base == "msd_2"));
    }

    #[test]
    fn wythoff_is_proved_in_its_first_system() {
        let r = parse(
            "name = \"w\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
            &[],
        )
        .unwrap();
        let ps = wythoff_pairs(300);
        let c = candidates(&ps, 300, "w");
        match learn_first(&r, &c, 300, 50).unwrap() {
            Outcome::Proved(f) => {
                assert_eq!(f.system.base, "msd_fib");
                assert_eq!(f.learned.states, 7);
                assert!(f.before.is_empty());
            }
            Outcome::Obstacle(o) => panic!("{o}"),
        }
    }

    #[test]
    fn the_obstacle_names_every_system_its_lengths_and_states() {
        // Wythoff in msd_2 with at most 3 states: the learner separates more states.
        let r = parse(
            "name = \"w\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n",
            &[],
        )
        .unwrap();
        let c = vec![
            Candidate {
                base: "msd_2".into(),
                ost: None,
                why: "test".into(),
            },
            Candidate {
                base: "msd_nope".into(),
                ost: None,
                why: "test".into(),
            },
        ];
        let Outcome::Obstacle(o) = learn_first(&r, &c, 256, 3).unwrap() else {
            panic!("Wythoff in msd_2 with 3 states");
        };
        assert_eq!(o.tried.len(), 2);
        let a = &o.tried[0];
        assert_eq!((a.base.as_str(), a.bound), ("msd_2", 256));
        assert!(
            matches!(&a.ended, Ended::Unlearned(m) if m.contains("no automaton with <= 3 states")),
            "{a}"
        );
        assert!(a.longest >= 3, "{a}");
        assert!(
            matches!(&o.tried[1].ended, Ended::Refused(_)),
            "{}",
            o.tried[1]
        );
        let line = o.to_string();
        assert!(
            line.starts_with("obstacle: msd_2 (data below 256): longest length"),
            "{line}"
        );
        assert!(!line.contains('\n'));
    }
}
