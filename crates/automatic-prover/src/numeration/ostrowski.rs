//! Ostrowski numeration for any quadratic irrational: the system of Walnut's command
//! `ost NAME [preperiod] [period]`, built here from the continued fraction alone.
//!
//! For `alpha = [0; a_1, a_2, ...]` (eventually periodic: a quadratic irrational), the
//! place values are the convergents' denominators `q_0 = 1`, `q_1 = a_1`,
//! `q_{i+1} = a_{i+1} q_i + q_{i-1}` (`q_{-1} = 0`), and a representation
//! `n = sum d_i q_i` is valid when `0 <= d_0 < a_1`, `0 <= d_i <= a_{i+1}`, and a digit
//! `d_i = a_{i+1}` is followed (towards the lower places) by `d_{i-1} = 0`; the greedy
//! expansion is the unique valid one (Ostrowski).
//!
//! Normalisation, as Walnut does it (so that a name means the same system in both tools):
//! leading zeros of the preperiod are dropped (`[0 3 1]` is `[3 1]`: `alpha < 1` is
//! assumed); an empty preperiod becomes one copy of the period (the same number); and
//! `a_1 = 1` (two place values 1) is replaced by the continued fraction of `1 - alpha`,
//! `[0; a_2 + 1, a_3, ...]`, whose place values are the same without the repeated 1
//! (`[0; 1, 1, ...]` becomes Zeckendorf's 1, 2, 3, 5, ...).
//!
//! Route (most significant digit first). Reading the digits of places `>= r`, the weighted
//! digit difference `D = sum (x_j + y_j - z_j) q_j` equals `p q_r + s q_{r-1}`; reading
//! the digit difference `e` at place `r - 1` moves `(p, s)` to `(a_r p + s + e, p)`, and the
//! word is accepted when `p = 0` after place 0 (`q_{-1} = 0`). The coefficient `a_r`
//! depends on the place, which a reader of the most significant digit first does not know:
//! the automaton guesses the index of the first place read (an index of the preperiod, or
//! of the period for all longer words) and steps it down, branching where the period
//! begins (the previous place is the last of the preperiod or again the end of the
//! period); a guess survives only if it reaches index 0 exactly when the word ends, so the
//! index of every place is the true one. The subset construction makes it deterministic,
//! and the states with `|p|` or `|s|` past a box are dropped (they never return to 0: the
//! tests build with twice the box and get the same automaton). Validity is read the same
//! way (index, and whether the last digit was the top one). Cost: a few thousand
//! nondeterministic states, a few hundred subsets before minimization.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{determinize, product, retrack};

/// The greedy representation of `n` on increasing place values `places` (those above `n`
/// are skipped), most significant digit first, with no leading zero (0 is the empty word).
pub(crate) fn greedy(places: &[u128], n: u128) -> Vec<u32> {
    let top = places.iter().rposition(|&u| u <= n).map_or(0, |t| t + 1);
    let mut rest = n;
    places[..top]
        .iter()
        .rev()
        .map(|&p| {
            let d = rest / p;
            rest -= d * p;
            d as u32
        })
        .collect()
}

/// An eventually periodic continued fraction `[0; a_1, a_2, ...]`, normalised as in the
/// module doc: `pre` holds `a_1 .. a_m` (`m >= 1`, `a_1 >= 2`), `period` the repeated tail.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ContinuedFraction {
    pre: Vec<u32>,
    period: Vec<u32>,
}

/// The largest partial quotient accepted (the digit alphabet is about this large).
pub const MAX_QUOTIENT: u32 = 64;
/// The longest preperiod plus period accepted.
pub const MAX_TERMS: usize = 32;

impl ContinuedFraction {
    /// Walnut's `ost` arguments: the preperiod (leading zeros allowed) and the period.
    pub fn new(preperiod: &[u32], period: &[u32]) -> Result<Self, String> {
        if period.is_empty() {
            return Err("the period of an Ostrowski system cannot be empty".into());
        }
        let first = preperiod
            .iter()
            .position(|&a| a != 0)
            .unwrap_or(preperiod.len());
        let mut pre = preperiod[first..].to_vec();
        let mut period = period.to_vec();
        if let Some(&a) = pre
            .iter()
            .chain(&period)
            .find(|&&a| a == 0 || a > MAX_QUOTIENT)
        {
            return Err(format!(
                "partial quotient {a}: every term after the leading 0 must lie in 1..={MAX_QUOTIENT}"
            ));
        }
        if pre.len() + period.len() > MAX_TERMS {
            return Err(format!(
                "the preperiod and period have {} terms together (at most {MAX_TERMS})",
                pre.len() + period.len()
            ));
        }
        if pre.is_empty() {
            pre = period.clone();
        }
        if pre[0] == 1 {
            // [0; 1, a_2, a_3, ...] -> 1 - alpha = [0; a_2 + 1, a_3, ...].
            if pre.len() > 1 {
                pre[1] += 1;
                pre.remove(0);
            } else {
                pre[0] = period[0] + 1;
                period.rotate_left(1);
            }
        }
        Ok(ContinuedFraction { pre, period })
    }

    /// The partial quotients `a_1 .. a_m` of the preperiod, normalised.
    pub fn preperiod(&self) -> &[u32] {
        &self.pre
    }

    /// The repeated partial quotients, normalised.
    pub fn period(&self) -> &[u32] {
        &self.period
    }

    /// `a_i` for `i >= 1`.
    pub fn a(&self, i: usize) -> u32 {
        let m = self.pre.len();
        if i <= m {
            self.pre[i - 1]
        } else {
            self.period[(i - m - 1) % self.period.len()]
        }
    }

    /// The number of canonical indices: `1 ..= pre + period` (index 0: no place left).
    fn indices(&self) -> usize {
        self.pre.len() + self.period.len()
    }

    /// The indices that may come after canonical index `c` (one step towards place 0).
    fn pred(&self, c: usize, out: &mut Vec<usize>) {
        out.clear();
        if c == 0 {
            return;
        }
        out.push(c - 1);
        if c == self.pre.len() + 1 {
            out.push(self.indices());
        }
    }

    /// The digit alphabet: `0 ..= max(a_1 - 1, a_2, a_3, ...)`.
    pub fn radix(&self) -> u32 {
        let top = (2..=self.indices())
            .map(|i| self.a(i))
            .max()
            .unwrap_or(0)
            .max(self.pre[0] - 1);
        top + 1
    }

    /// The place values `q_0, q_1, ...` that fit in a `u128`.
    pub fn places(&self) -> Vec<u128> {
        let mut q: Vec<u128> = vec![1, u128::from(self.a(1))];
        while q.len() < 128 {
            let i = q.len();
            match u128::from(self.a(i))
                .checked_mul(q[i - 1])
                .and_then(|x| x.checked_add(q[i - 2]))
            {
                Some(x) => q.push(x),
                None => break,
            }
        }
        q
    }

    /// The greedy (valid) representation of `n`, most significant digit first (empty for 0).
    pub fn repr(&self, n: u128) -> Vec<u32> {
        greedy(&self.places(), n)
    }

    /// The value of a digit string, most significant first (valid or not; `None` past u128).
    pub fn value(&self, msd_digits: &[u32]) -> Option<u128> {
        let q = self.places();
        let len = msd_digits.len();
        msd_digits
            .iter()
            .enumerate()
            .try_fold(0u128, |acc, (i, &d)| {
                let place = len - 1 - i;
                if d == 0 {
                    return Some(acc);
                }
                acc.checked_add(u128::from(d).checked_mul(*q.get(place)?)?)
            })
    }

    /// Whether a digit string (most significant first) is a valid representation, checked
    /// from the definition.
    pub fn is_valid(&self, msd_digits: &[u32]) -> bool {
        let len = msd_digits.len();
        (0..len).all(|place| {
            let d = msd_digits[len - 1 - place];
            let a = self.a(place + 1);
            let bound = if place == 0 { a - 1 } else { a };
            let lower_ok = place == 0 || d != a || msd_digits[len - place] == 0;
            d <= bound && lower_ok
        })
    }

    /// The msd automaton of the valid representations (one track), minimized.
    pub fn valid_msd(&self, budget: &Budget) -> Result<Dfa, Overflow> {
        let r = self.radix();
        let n = self.indices() + 1;
        // State id: 2 * index + (the last digit read was the top digit of its place).
        let start: Vec<u32> = (0..n as u32).map(|c| 2 * c).collect();
        let mut preds = Vec::new();
        let dfa = determinize(
            vec![r],
            start,
            |id, l, out| {
                let (c, after_top) = ((id / 2) as usize, id % 2 == 1);
                if c == 0 {
                    return;
                }
                let d = l as u32;
                let place = c - 1;
                let a = self.a(c);
                let bound = if place == 0 { a - 1 } else { a };
                if d > bound || (after_top && d != 0) {
                    return;
                }
                self.pred(c, &mut preds);
                for &c2 in &preds {
                    out.push(2 * c2 as u32 + u32::from(d == a));
                }
            },
            |id| id / 2 == 0,
            budget,
        )?;
        Ok(minimize(&dfa))
    }

    /// The msd automaton of `sum_j coeffs[j] x_j = 0` (one track per coefficient; the
    /// adder is `x + y - z`) before intersecting with validity, with states
    /// `|p|, |s| <= bound`.
    fn linear_arith(&self, coeffs: &[i64], bound: i64, budget: &Budget) -> Result<Dfa, Overflow> {
        let r = self.radix();
        let radices = vec![r; coeffs.len()];
        let letters = crate::automaton::dfa::letter_count(&radices);
        budget.check("linear", 1, letters)?;
        let sums: Vec<i64> = (0..letters)
            .map(|l| {
                crate::automaton::dfa::decode_letter(&radices, l)
                    .iter()
                    .zip(coeffs)
                    .map(|(&d, &c)| i64::from(d) * c)
                    .sum()
            })
            .collect();
        let n = self.indices() + 1;
        let side = (2 * bound + 1) as usize;
        let id_of = |p: i64, s: i64, c: usize| -> u32 {
            (((p + bound) as usize * side + (s + bound) as usize) * n + c) as u32
        };
        let start: Vec<u32> = (0..n).map(|c| id_of(0, 0, c)).collect();
        let mut preds = Vec::new();
        let dfa = determinize(
            radices.clone(),
            start,
            |id, l, out| {
                let id = id as usize;
                let c = id % n;
                if c == 0 {
                    return;
                }
                let s = (id / n % side) as i64 - bound;
                let p = (id / n / side) as i64 - bound;
                let np = i64::from(self.a(c)) * p + s + sums[l];
                let ns = p;
                if np.abs() > bound || ns.abs() > bound {
                    return;
                }
                self.pred(c, &mut preds);
                for &c2 in &preds {
                    out.push(id_of(np, ns, c2));
                }
            },
            |id| {
                let id = id as usize;
                id.is_multiple_of(n) && (id / n / side) as i64 == bound
            },
            budget,
        )?;
        Ok(minimize(&dfa))
    }

    /// The msd adder intersected with the valid representations on each track, minimized.
    pub fn adder_msd_with_box(&self, bound: i64, budget: &Budget) -> Result<Dfa, Overflow> {
        self.linear_msd_with_box(&[1, 1, -1], bound, budget)
    }

    /// The msd automaton of `sum_j coeffs[j] x_j = 0` on valid representations, minimized.
    pub fn linear_msd_with_box(
        &self,
        coeffs: &[i64],
        bound: i64,
        budget: &Budget,
    ) -> Result<Dfa, Overflow> {
        let valid = self.valid_msd(budget)?;
        let radices = vec![self.radix(); coeffs.len()];
        let mut d = self.linear_arith(coeffs, bound, budget)?;
        for t in 0..coeffs.len() {
            let vt = retrack(&valid, &radices, &[t], budget)?;
            d = minimize(&product(&d, &vt, |x, y| x && y, budget)?);
        }
        Ok(d)
    }

    /// The box of adder states kept (generous: the tests double it).
    pub fn adder_box(&self) -> i64 {
        4 * (i64::from(self.radix()) + 1)
    }
}

#[cfg(test)]
mod tests {
    use crate::automaton::minimize::same_language;
    use crate::numeration::numeration;
    use crate::numeration::ostrowski::*;

    fn cf(pre: &[u32], period: &[u32]) -> ContinuedFraction {
        ContinuedFraction::new(pre, period).expect("valid")
    }

    /// Walnut's manual example, alpha = (5 + sqrt 13) / 6 = [0; 3, 1, (1, 2)].
    fn manual() -> ContinuedFraction {
        cf(&[0, 3, 1], &[1, 2])
    }

    #[test]
    fn place_values_follow_the_convergents() {
        assert_eq!(manual().places()[..8], [1, 3, 4, 7, 18, 25, 68, 93]);
        // [0; 1, 1, ...] is Zeckendorf after the normalisation.
        assert_eq!(cf(&[0], &[1]).places()[..6], [1, 2, 3, 5, 8, 13]);
        assert_eq!(cf(&[0], &[2]).places()[..6], [1, 2, 5, 12, 29, 70]);
        // [0; 1, 3, (2)] = 1 - [0; 4, (2)].
        let c = cf(&[0, 1, 3], &[2]);
        assert_eq!((c.preperiod(), c.period()), (&[4][..], &[2][..]));
        assert_eq!(cf(&[], &[3, 1]).preperiod(), &[3, 1]);
        assert!(ContinuedFraction::new(&[0], &[]).is_err());
        assert!(ContinuedFraction::new(&[0, 2], &[0]).is_err());
        assert_eq!(manual().radix(), 3);
    }

    #[test]
    fn greedy_representations_are_valid_and_unique() {
        for c in [
            manual(),
            cf(&[0], &[1, 3]),
            cf(&[0, 2, 5], &[1]),
            cf(&[0], &[4]),
        ] {
            let r = c.radix();
            let mut seen = std::collections::HashSet::new();
            for n in 0..3000u128 {
                let d = c.repr(n);
                assert!(c.is_valid(&d), "{c:?} {n}: {d:?}");
                assert_eq!(c.value(&d), Some(n), "{c:?} {n}");
                seen.insert(n);
            }
            // Every valid string of 7 digits is the greedy representation of its value.
            let mut count = 0;
            for m in 0..r.pow(7) {
                let d: Vec<u32> = (0..7).rev().map(|i| m / r.pow(i) % r).collect();
                if c.is_valid(&d) {
                    count += 1;
                    let v = c.value(&d).expect("small");
                    let mut g = c.repr(v);
                    while g.len() < 7 {
                        g.insert(0, 0);
                    }
                    assert_eq!(g, d, "{c:?}");
                }
            }
            // As many valid strings of 7 places as values below q_7.
            assert_eq!(count as u128, c.places()[7], "{c:?}");
        }
    }

    #[test]
    fn the_validity_automaton_is_the_definition() {
        let b = Budget::default();
        for c in [
            manual(),
            cf(&[0], &[1, 3]),
            cf(&[0, 2, 5], &[1]),
            cf(&[0], &[2, 1, 3]),
        ] {
            let v = c.valid_msd(&b).expect("small");
            let r = c.radix();
            for len in 0..=7u32 {
                for m in 0..r.pow(len) {
                    let d: Vec<u32> = (0..len).rev().map(|i| m / r.pow(i) % r).collect();
                    assert_eq!(
                        v.accepts(d.iter().map(|&x| x as usize)),
                        c.is_valid(&d),
                        "{c:?} {d:?}"
                    );
                }
            }
        }
    }

    fn padded(c: &ContinuedFraction, n: u128, len: usize) -> Vec<u32> {
        let mut d = c.repr(n);
        while d.len() < len {
            d.insert(0, 0);
        }
        d
    }

    #[test]
    fn the_adder_adds() {
        let b = Budget::default();
        for c in [
            manual(),
            cf(&[0], &[1, 3]),
            cf(&[0, 2, 5], &[1]),
            cf(&[0], &[3, 1, 2]),
        ] {
            let add = c.adder_msd_with_box(c.adder_box(), &b).expect("small");
            let twice = c.adder_msd_with_box(2 * c.adder_box(), &b).expect("small");
            assert!(same_language(&add, &twice), "{c:?}: the box cuts states");
            let r = c.radix() as usize;
            for x in 0..40u128 {
                for y in 0..40u128 {
                    for z in [x + y, x + y + 1, (x + y).saturating_sub(1), x * 2 + y] {
                        let len = c.repr(z.max(x).max(y)).len() + 1;
                        let (dx, dy, dz) =
                            (padded(&c, x, len), padded(&c, y, len), padded(&c, z, len));
                        let word = (0..len)
                            .map(|i| (dx[i] as usize * r + dy[i] as usize) * r + dz[i] as usize);
                        assert_eq!(add.accepts(word), x + y == z, "{c:?}: {x} + {y} = {z}?");
                    }
                }
            }
        }
    }

    #[test]
    fn the_classical_systems_are_special_cases() {
        let b = Budget::default();
        for (pre, period, name) in [
            (&[0u32][..], &[1u32][..], "msd_fib"),
            (&[0][..], &[2][..], "msd_pell"),
            (&[0][..], &[3][..], "msd_ost_3"),
        ] {
            let c = cf(pre, period);
            let num = numeration(name).expect("known");
            assert_eq!(c.radix(), num.radix, "{name}");
            assert!(
                same_language(&c.valid_msd(&b).expect("small"), &num.valid),
                "{name}"
            );
            let add = c.adder_msd_with_box(c.adder_box(), &b).expect("small");
            let num_add = num.add(&b).expect("small");
            assert!(same_language(&add, num_add), "{name}");
        }
    }
}
