//! Negative numeration systems: every integer, negative ones included, has one
//! representation (Walnut's `msd_neg_k`, `lsd_neg_k`, `msd_neg_fib`, `lsd_neg_fib`).
//!
//! * base `-k` (`k >= 2`): place values `(-k)^i`, digits `0..k`, every word valid;
//! * negaFibonacci: place values `U_0 = 1, U_1 = -1, U_2 = 2, U_3 = -3, 5, -8, ...`
//!   (`U_{i+1} = -U_i + U_{i-1}`, that is `F_{-1}, F_{-2}, ...`), digits 0, 1, no two
//!   adjacent 1s.
//!
//! Both have place values of alternating sign whose absolute values grow fast enough that
//! the leading nonzero digit decides the sign: a word's value has the sign of `U_i` for
//! the place `i` of its most significant nonzero digit (`(-1)^i`). The tests check this,
//! the uniqueness of representations and their read-back on every integer of
//! `[-1000, 1000]`.
//!
//! Representations: for a length `L`, the values of the valid words with `L` places form
//! an interval `[lo_L, hi_L]` (`ranges`); the msd digits of `n` are chosen place by
//! place so that the rest stays in the interval of the places below (for negaFibonacci a
//! 1 forbids a 1 just below: the rest lies in the interval of one place fewer). Cost:
//! `O(L * radix)` per number.
//!
//! The adder and the linear relations are the generic carry construction of
//! [`crate::numeration`] with the recurrence `U_{i+1} = -k U_i` or `-U_i + U_{i-1}`: it
//! never assumes positive place values; only the pruning of states that cannot return to
//! 0 is left to the backward search, and the box is `linear_box`.

/// The systems of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Negative {
    /// Base `-k`, `k >= 2`.
    Base(u32),
    /// NegaFibonacci.
    Fib,
}

/// The largest number of places kept (a `u64` or an `i64` needs fewer than 96
/// negaFibonacci places and 66 in base -2: the tests check the extremes).
const MAX_PLACES: usize = 100;

impl Negative {
    /// Parse the part of a base name after `msd_neg_` / `lsd_neg_`.
    pub fn parse(rest: &str) -> Result<Negative, String> {
        if rest == "fib" {
            return Ok(Negative::Fib);
        }
        match rest.parse::<u32>() {
            Ok(k) if (2..=64).contains(&k) => Ok(Negative::Base(k)),
            Ok(k) => Err(format!("negative base -{k} out of range (-2..=-64)")),
            Err(_) => Err(format!(
                "unknown numeration system 'neg_{rest}' (expected neg_K or neg_fib)"
            )),
        }
    }

    /// The name after `msd_` / `lsd_`.
    pub fn name(self) -> String {
        match self {
            Negative::Base(k) => format!("neg_{k}"),
            Negative::Fib => "neg_fib".to_string(),
        }
    }

    /// The digit alphabet size.
    pub fn radix(self) -> u32 {
        match self {
            Negative::Base(k) => k,
            Negative::Fib => 2,
        }
    }

    /// Whether a digit 1 forbids a nonzero digit just below it (negaFibonacci).
    fn adjacent_ones_forbidden(self) -> bool {
        self == Negative::Fib
    }

    /// The recurrence `U_{i+1} = a U_i + b U_{i-1}` as `[a, b, 0]`, the first place values
    /// and `U_{-1}`, `U_{-2}` (the recurrence run backwards), as the generic adder reads
    /// them.
    pub fn recurrence(self) -> ([i64; 3], [i64; 3], [i64; 2]) {
        match self {
            Negative::Base(k) => {
                let k = k as i64;
                ([-k, 0, 0], [1, -k, k * k], [0, 0])
            }
            // U_1 = -U_0 + U_{-1} gives U_{-1} = 0, U_0 = -U_{-1} + U_{-2} gives U_{-2} = 1.
            Negative::Fib => ([-1, 1, 0], [1, -1, 2], [0, 1]),
        }
    }

    /// The place values `U_0, U_1, ...` (at most 100), as long as the sums of digits
    /// times place values fit in an `i128` (`|U_i| <= i128::MAX / (8 radix)`; an `i64`
    /// needs far fewer places).
    pub fn places(self) -> Vec<i128> {
        let ([a, b, _], first, _) = self.recurrence();
        let limit = i128::MAX / (8 * i128::from(self.radix()));
        let mut v: Vec<i128> = first.iter().map(|&u| u as i128).collect();
        while v.len() < MAX_PLACES {
            let n = v.len();
            let next = (a as i128)
                .checked_mul(v[n - 1])
                .and_then(|x| (b as i128).checked_mul(v[n - 2]).map(|y| (x, y)))
                .and_then(|(x, y)| x.checked_add(y));
            match next {
                Some(x) if x.abs() <= limit => v.push(x),
                _ => break,
            }
        }
        v
    }

    /// `ranges()[L]`: the least and the greatest value of a valid word of `L` places.
    pub fn ranges(self) -> Vec<(i128, i128)> {
        let places = self.places();
        let top = i128::from(self.radix() - 1);
        let mut r: Vec<(i128, i128)> = vec![(0, 0)];
        for (i, &u) in places.iter().enumerate() {
            // The top place i holds d; the rest lies in the range of i places, or of i - 1
            // places after a 1 in negaFibonacci.
            let (lo, hi) = r[i];
            let below = if self.adjacent_ones_forbidden() && i >= 1 {
                r[i - 1]
            } else {
                r[i]
            };
            // The digits between 0 and the top one give values in between.
            let (a, b) = (top * u + below.0, top * u + below.1);
            r.push((lo.min(a), hi.max(b)));
        }
        r
    }

    /// The representation of `n`, most significant digit first, with no leading zero (0
    /// is the empty word). Every `i64` and every `u64` has one within the places kept.
    pub fn repr(self, n: impl Into<i128>) -> Vec<u32> {
        let n: i128 = n.into();
        let ranges = self.ranges();
        let places = self.places();
        let Some(len) = ranges.iter().position(|&(lo, hi)| lo <= n && n <= hi) else {
            unreachable!("every i64 and u64 has fewer than {MAX_PLACES} places")
        };
        let mut out = Vec::with_capacity(len);
        let mut rest = n;
        let mut forbid = false;
        for i in (0..len).rev() {
            let digit = (0..self.radix())
                .filter(|&d| d == 0 || !forbid)
                .find(|&d| {
                    let left = rest - i128::from(d) * places[i];
                    let (lo, hi) = if d > 0 && self.adjacent_ones_forbidden() && i >= 1 {
                        ranges[i - 1]
                    } else {
                        ranges[i]
                    };
                    lo <= left && left <= hi
                })
                .expect("the ranges are intervals of consecutive integers");
            rest -= i128::from(digit) * places[i];
            forbid = self.adjacent_ones_forbidden() && digit > 0;
            out.push(digit);
        }
        debug_assert_eq!(rest, 0);
        out
    }

    /// The value of a digit string, most significant first (valid or not); `None` beyond
    /// the `i128` range.
    pub fn value(self, msd_digits: &[u32]) -> Option<i128> {
        let places = self.places();
        let len = msd_digits.len();
        if len > places.len() {
            let (high, low) = msd_digits.split_at(len - places.len());
            return if high.iter().all(|&d| d == 0) {
                self.value(low)
            } else {
                None
            };
        }
        msd_digits
            .iter()
            .enumerate()
            .try_fold(0i128, |acc, (i, &d)| {
                i128::from(d)
                    .checked_mul(places[len - 1 - i])
                    .and_then(|x| acc.checked_add(x))
            })
    }

    /// A box that holds every live state of `sum_j coeffs[j] x_j = 0`, `C` the larger of
    /// the positive and the negative coefficients' sums. Base -k: a live state `p` at `r`
    /// places from the end has `|p| k^r = |rest| < C k^r` (an `r`-place value is below
    /// `k^r` in absolute value), so `|p| < C + 1` suffices; kept at twice that.
    /// NegaFibonacci: `|p U_r + q U_{r-1}| <= C |U_r|` with `q` the previous `p` and
    /// `|U_{r-1} / U_r|` at most 1, 1/2, 2/3, ... as for Zeckendorf, which bounds `|p|` by
    /// `4 (C + 1)`. The tests check that doubling the box changes nothing.
    pub fn linear_box(self, coeffs: &[i64]) -> i64 {
        let pos: i64 = coeffs.iter().filter(|&&c| c > 0).sum();
        let neg: i64 = -coeffs.iter().filter(|&&c| c < 0).sum::<i64>();
        let c = pos.max(neg);
        match self {
            Negative::Base(_) => 2 * (c + 1),
            Negative::Fib => 4 * (c + 1),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::numeration::negative::*;

    /// Every valid word of `len` places, most significant digit first.
    /// The value of a word (most significant digit first) from the place values, the
    /// slow twin of `Negative::value`.
    fn weighted(w: &[u32], places: &[i128]) -> i128 {
        w.iter()
            .enumerate()
            .map(|(i, &d)| i128::from(d) * places[w.len() - 1 - i])
            .sum()
    }

    fn valid_words(sys: Negative, len: usize) -> Vec<Vec<u32>> {
        let mut out: Vec<Vec<u32>> = vec![vec![]];
        for _ in 0..len {
            let mut next = Vec::new();
            for w in &out {
                for d in 0..sys.radix() {
                    let last = w.last().copied().unwrap_or(0);
                    if sys.adjacent_ones_forbidden() && d > 0 && last > 0 {
                        continue;
                    }
                    let mut v = w.clone();
                    v.push(d);
                    next.push(v);
                }
            }
            out = next;
        }
        out
    }

    const SYSTEMS: [Negative; 4] = [
        Negative::Base(2),
        Negative::Base(3),
        Negative::Base(10),
        Negative::Fib,
    ];

    #[test]
    fn place_values() {
        assert_eq!(Negative::Fib.places()[..8], [1, -1, 2, -3, 5, -8, 13, -21]);
        assert_eq!(Negative::Base(2).places()[..6], [1, -2, 4, -8, 16, -32]);
        assert_eq!(Negative::Base(3).places()[..4], [1, -3, 9, -27]);
        assert_eq!(
            Negative::Fib.ranges()[..5],
            [(0, 0), (0, 1), (-1, 1), (-1, 3), (-4, 3)]
        );
    }

    #[test]
    fn every_integer_in_a_window_has_one_representation_that_reads_back() {
        // Lengths whose values cover [-1000, 1000].
        for (sys, len) in [
            (Negative::Base(2), 12),
            (Negative::Base(3), 8),
            (Negative::Base(10), 5),
            (Negative::Fib, 17),
        ] {
            let places = sys.places();
            let mut seen: std::collections::HashMap<i128, Vec<u32>> = Default::default();
            for w in valid_words(sys, len) {
                let v = weighted(&w, &places);
                assert_eq!(sys.value(&w), Some(v));
                // Leading zeros stripped: one representation per value.
                let first = w.iter().position(|&d| d != 0).unwrap_or(w.len());
                let stripped = w[first..].to_vec();
                if let Some(old) = seen.insert(v, stripped.clone()) {
                    panic!("{sys:?}: {v} is both {old:?} and {stripped:?}");
                }
            }
            for n in -1000i64..=1000 {
                let r = seen
                    .get(&(n as i128))
                    .unwrap_or_else(|| panic!("{sys:?}: {n}"));
                assert_eq!(&sys.repr(n), r, "{sys:?}: {n}");
                assert_eq!(sys.value(r), Some(n as i128));
            }
        }
    }

    #[test]
    fn the_leading_digit_decides_the_sign() {
        for sys in SYSTEMS {
            let len = if sys == Negative::Base(10) { 4 } else { 10 };
            let places = sys.places();
            for w in valid_words(sys, len) {
                let v = weighted(&w, &places);
                let sign = match w.iter().position(|&d| d != 0) {
                    None => 0,
                    Some(i) if (len - 1 - i) % 2 == 0 => 1,
                    Some(_) => -1,
                };
                assert_eq!(v.signum(), sign, "{sys:?} {w:?}");
            }
        }
    }

    #[test]
    fn extreme_values_have_representations() {
        for sys in SYSTEMS {
            for n in [i64::MIN, i64::MIN + 1, i64::MAX, -1 << 40, 1 << 40] {
                assert_eq!(sys.value(&sys.repr(n)), Some(n as i128), "{sys:?} {n}");
            }
            assert_eq!(
                sys.value(&sys.repr(u64::MAX)),
                Some(u64::MAX as i128),
                "{sys:?}"
            );
        }
    }
}
