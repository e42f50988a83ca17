//! The families of numeration systems ([`System`]): their digits, their place values, the
//! greedy representation of a number and the value of a digit string, and the automaton of
//! the valid representations (most significant digit first). Route: base k, Zeckendorf,
//! Tribonacci and Ostrowski read their place values from a linear recurrence; the negative
//! systems, the `ost` systems and the file-defined ones answer through their own modules.
//! Cost: place values up to [`MAX_PLACES`]; a validity automaton of two or three states
//! (a few hundred for an `ost` system).

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::numeration::negative::Negative;
use crate::numeration::ostrowski::greedy;
use crate::numeration::store::{custom, file_base, letter_sets};

/// The family of a numeration system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    /// Base `k` (`k >= 2`).
    Base(u32),
    /// Zeckendorf (Fibonacci).
    Fibonacci,
    /// Tribonacci: place values 1, 2, 4, 7, 13, ... (`U_{i+1} = U_i + U_{i-1} + U_{i-2}`),
    /// digits 0, 1, no three adjacent 1s.
    Tribonacci,
    /// Ostrowski for `[0; a, a, ...]`, `a >= 2` (`a = 1` is [`System::Fibonacci`]).
    Ostrowski(u32),
    /// Ostrowski for any quadratic irrational, defined by `ost NAME [pre] [period]`: the
    /// index of its definition ([`define_ost`](super::define_ost)).
    Custom(u32),
    /// A negative system (base `-k`, negaFibonacci): its numbers are all the integers.
    Negative(Negative),
    /// A system read from a Walnut `Custom Bases/` folder ([`crate::numeration::custom_base`]): the
    /// index of its definition (`file_base`).
    File(u32),
    /// A set alphabet, not a number system: the index of its sorted values ([`letters`](super::letters)).
    Letters(u32),
}

/// The largest number of places used for a `u64` value (base 2 needs 64).
pub const MAX_PLACES: usize = 100;
impl System {
    /// A built-in system's name (the part after `msd_`), `None` for any other word.
    pub(super) fn builtin(rest: &str) -> Option<Result<System, String>> {
        let known = rest == "fib"
            || rest == "trib"
            || rest == "pell"
            || rest.starts_with("ost_")
            || rest.starts_with("neg_")
            || rest.bytes().all(|b| b.is_ascii_digit());
        known.then(|| System::parse_builtin(rest))
    }

    fn parse_builtin(rest: &str) -> Result<System, String> {
        if let Some(neg) = rest.strip_prefix("neg_") {
            return Negative::parse(neg).map(System::Negative);
        }
        if rest == "fib" {
            return Ok(System::Fibonacci);
        }
        if rest == "trib" {
            return Ok(System::Tribonacci);
        }
        if rest == "pell" {
            return Ok(System::Ostrowski(2));
        }
        if let Some(a) = rest.strip_prefix("ost_") {
            let a: u32 = a.parse().map_err(|_| {
                format!("unknown Ostrowski parameter '{a}' (expected msd_ost_A with A = 1..=16)")
            })?;
            return match a {
                1 => Ok(System::Fibonacci),
                2..=16 => Ok(System::Ostrowski(a)),
                _ => Err(format!("Ostrowski parameter {a} out of range (1..=16)")),
            };
        }
        match rest.parse::<u32>() {
            Ok(k) if (2..=64).contains(&k) => Ok(System::Base(k)),
            Ok(k) => Err(format!("base {k} out of range (2..=64)")),
            Err(_) => Err(format!(
                "unknown numeration system '{rest}' (expected a base k, fib, pell or ost_A)"
            )),
        }
    }

    /// The digit alphabet size.
    pub fn radix(self) -> u32 {
        match self {
            System::Base(k) => k,
            System::Fibonacci | System::Tribonacci => 2,
            System::Ostrowski(a) => a + 1,
            System::Custom(id) => custom(id).radix(),
            System::Negative(n) => n.radix(),
            System::File(id) => file_base(id).radix,
            System::Letters(id) => letter_sets()
                .lock()
                .map(|v| v[id as usize].len() as u32)
                .expect("the alphabets' lock"),
        }
    }

    /// The recurrence `U_{i+1} = a U_i + b U_{i-1} + c U_{i-2}` as `[a, b, c]`, the first
    /// place values `U_0 = 1, U_1, U_2`, and `U_{-1}`, `U_{-2}` (the recurrence run
    /// backwards; a system defined by `ost` has none with constant coefficients: never
    /// asked for one).
    pub(super) fn recurrence(self) -> ([i64; 3], [i64; 3], [i64; 2]) {
        match self {
            System::Base(k) => {
                let k = k as i64;
                ([k, 0, 0], [1, k, k * k], [0, 0])
            }
            System::Fibonacci => ([1, 1, 0], [1, 2, 3], [1, 0]),
            System::Tribonacci => ([1, 1, 1], [1, 2, 4], [1, 0]),
            System::Ostrowski(a) => {
                let a = a as i64;
                ([a, 1, 0], [1, a, a * a + 1], [0, 1])
            }
            System::Custom(_) => {
                unreachable!("an ost system is built by crate::numeration::ostrowski")
            }
            System::Letters(_) => unreachable!("a set alphabet has no place values"),
            System::Negative(n) => n.recurrence(),
            System::File(_) => unreachable!("a file-defined system has its own adder"),
        }
    }

    /// Whether the numbers of the system are all the integers (a negative system) rather
    /// than the natural numbers.
    pub fn integers(self) -> bool {
        matches!(self, System::Negative(_))
    }

    /// The place values `U_0, U_1, ...` that fit in a `u128` (none for a negative system:
    /// its place values are signed, [`Negative::places`]).
    pub fn places(self) -> Vec<u128> {
        if self.integers() || matches!(self, System::File(_) | System::Letters(_)) {
            return Vec::new();
        }
        if let System::Custom(id) = self {
            let mut v = custom(id).places();
            v.truncate(MAX_PLACES + 2);
            return v;
        }
        let (c, first, _) = self.recurrence();
        let mut v: Vec<u128> = first.iter().map(|&u| u as u128).collect();
        while v.len() < MAX_PLACES + 2 {
            let n = v.len();
            let next = (0..3).try_fold(0u128, |acc, j| {
                (c[j] as u128)
                    .checked_mul(v[n - 1 - j])
                    .and_then(|x| acc.checked_add(x))
            });
            match next {
                Some(x) => v.push(x),
                None => break,
            }
        }
        v
    }

    /// The canonical (greedy) representation of `n`, most significant digit first, with no
    /// leading zero (0 is the empty word). Only the place values up to `n` are computed
    /// (about `log n` of them, on the stack): no table is built per call.
    pub fn repr(self, n: u64) -> Vec<u32> {
        match self {
            System::Negative(s) => return s.repr(n),
            System::File(id) => return file_base(id).repr(n),
            System::Custom(id) => return custom(id).repr(u128::from(n)),
            System::Letters(_) => return Vec::new(),
            _ => {}
        }
        let n = u128::from(n);
        let (c, first, _) = self.recurrence();
        // Place values at most n, in increasing order (a u64 needs at most 64 of them: every
        // recurrence here at least doubles every two places).
        let mut places = [0u128; 2 * 64 + 3];
        let mut len = 0;
        for u in first {
            let u = u as u128;
            if u > n {
                break;
            }
            places[len] = u;
            len += 1;
        }
        if len == first.len() {
            loop {
                let next = (0..3).fold(0u128, |acc, j| acc + c[j] as u128 * places[len - 1 - j]);
                if next > n {
                    break;
                }
                places[len] = next;
                len += 1;
            }
        }
        greedy(&places[..len], n)
    }

    /// The canonical representation of an integer `n`, most significant digit first, with
    /// no leading zero; `None` for a negative `n` in a system of natural numbers.
    pub fn repr_int(self, n: i64) -> Option<Vec<u32>> {
        match self {
            System::Negative(s) => Some(s.repr(n)),
            System::Letters(_) => None,
            _ => u64::try_from(n).ok().map(|n| self.repr(n)),
        }
    }

    /// The value of a digit string, most significant first (valid or not), as an integer.
    pub fn value_int(self, msd_digits: &[u32]) -> Option<i128> {
        match self {
            System::Negative(s) => s.value(msd_digits),
            System::Letters(_) => None,
            _ => self.value(msd_digits).and_then(|v| i128::try_from(v).ok()),
        }
    }

    /// The value of a digit string, most significant first (valid or not); `None` for a
    /// negative value.
    pub fn value(self, msd_digits: &[u32]) -> Option<u128> {
        if let System::Negative(s) = self {
            return s.value(msd_digits).and_then(|v| u128::try_from(v).ok());
        }
        if let System::File(id) = self {
            return file_base(id).rank(msd_digits);
        }
        if let System::Letters(_) = self {
            return None;
        }
        let places = self.places();
        let len = msd_digits.len();
        if len > places.len() {
            return msd_digits[..len - places.len()]
                .iter()
                .all(|&d| d == 0)
                .then(|| self.value(&msd_digits[len - places.len()..]))
                .flatten();
        }
        msd_digits
            .iter()
            .enumerate()
            .try_fold(0u128, |acc, (i, &d)| {
                acc.checked_add(d as u128 * places[len - 1 - i])
            })
    }

    /// The msd validity automaton: `state 0` last digit below the top digit (or none),
    /// `state 1` last digit the top digit (only a 0 may follow, except in base k);
    /// Tribonacci counts the trailing 1s (at most two).
    pub(super) fn valid_msd(self) -> Dfa {
        let r = self.radix();
        let budget = Budget::default();
        if self == System::Tribonacci {
            let dfa = Dfa::explore(
                vec![2],
                0u8,
                |&ones, d| match (ones, d) {
                    (_, 0) => Some(0),
                    (2, _) => None,
                    _ => Some(ones + 1),
                },
                |_| true,
                &budget,
                "numeration",
            );
            return minimize(&dfa.expect("three states fit any budget"));
        }
        let (top, last_top_ok) = match self {
            System::Base(_) | System::Negative(Negative::Base(_)) => (u32::MAX, true),
            System::Fibonacci | System::Negative(Negative::Fib) => (1, true),
            System::Tribonacci => unreachable!("built above"),
            System::Letters(_) => (u32::MAX, true),
            System::Ostrowski(a) => (a, false),
            System::Custom(id) => {
                return custom(id)
                    .valid_msd(&budget)
                    .expect("an ost validity automaton has at most a few hundred states");
            }
            System::File(id) => return file_base(id).valid_msd.clone(),
        };
        let dfa = Dfa::explore(
            vec![r],
            false,
            |&after_top: &bool, d| {
                let d = d as u32;
                if after_top && d != 0 {
                    None
                } else {
                    Some(d == top)
                }
            },
            |&after_top| !after_top || last_top_ok,
            &budget,
            "numeration",
        );
        minimize(&dfa.expect("two states fit any budget"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The greedy representation over the whole table of place values (`places()`), the
    /// twin of [`System::repr`], which builds only the places up to `n`.
    fn greedy_over_the_table(s: System, n: u64) -> Vec<u32> {
        greedy(&s.places(), u128::from(n))
    }

    #[test]
    fn repr_equals_the_greedy_over_the_table_of_places() {
        let systems = [
            System::Base(2),
            System::Base(3),
            System::Base(10),
            System::Base(64),
            System::Fibonacci,
            System::Tribonacci,
            System::Ostrowski(2),
            System::Ostrowski(3),
            System::Ostrowski(7),
        ];
        let mut ns: Vec<u64> = (0..3000).collect();
        for k in 0..64 {
            let p = 1u64 << k;
            ns.extend([p - 1, p, p + 1]);
        }
        ns.extend([u64::MAX - 1, u64::MAX, 12_200_160_415_121_876_738]);
        for s in systems {
            for &n in &ns {
                let r = s.repr(n);
                assert_eq!(r, greedy_over_the_table(s, n), "{s:?}: {n}");
                assert_eq!(s.value(&r), Some(u128::from(n)), "{s:?}: value of repr {n}");
            }
        }
    }
}
