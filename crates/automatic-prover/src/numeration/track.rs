//! A numeration system in one reading direction ([`Numeration`]): its valid
//! representations, its adder (built on first use), and the digits and values of numbers
//! in reading order; one shared object per canonical name (the cache). Route: the lsd
//! automata are the msd ones reversed and minimized. Cost: the adder is built once per
//! process and system (a few hundred states before minimization).

use crate::automaton::dfa::{Dfa, encode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::reverse;
use crate::numeration::system::System;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

pub(super) fn cache() -> &'static Mutex<HashMap<String, Arc<Numeration>>> {
    static CACHE: OnceLock<Mutex<HashMap<String, Arc<Numeration>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

#[derive(Debug)]
/// A numeration system, with its constructed automata: one per canonical name in a
/// process, shared behind an `Arc`.
pub struct Numeration {
    /// The canonical name, e.g. `msd_fib` (also for `msd_ost_1`).
    pub name: String,
    /// The family.
    pub system: System,
    /// Most significant digit first?
    pub msd: bool,
    /// Digits are `0..radix`.
    pub radix: u32,
    /// One track: the valid representations (closed under padding with zeros).
    pub valid: Dfa,
    /// Three tracks `(x, y, z)`: `x + y = z`, built on first use ([`Numeration::add`]).
    pub(super) add: OnceLock<Dfa>,
    /// A set alphabet's values, sorted (digit `i` reads `alphabet[i]`); `None` for a
    /// number system.
    pub alphabet: Option<Vec<i64>>,
    /// A set alphabet's values in the order written (see [`letters`](super::letters)).
    pub(super) written: Option<Vec<i64>>,
}

impl Numeration {
    /// Three tracks `(x, y, z)`: the valid representations with `x + y = z`, built on first
    /// use (base 64 has 262,144 letters: never built unless asked for).
    pub fn add(&self, budget: &Budget) -> Result<&Dfa, Overflow> {
        if let Some(d) = self.add.get() {
            return Ok(d);
        }
        if self.alphabet.is_some() {
            // No addition on a set alphabet: the empty relation (callers refuse arithmetic
            // on such a track before asking, see `Numeration::is_letters`).
            return Ok(self
                .add
                .get_or_init(|| Dfa::constant(vec![self.radix; 3], false)));
        }
        let msd = self
            .system
            .adder_msd_with_box(self.system.adder_box(), budget)?;
        let d = if self.msd {
            msd
        } else {
            minimize(&reverse(&msd, budget)?)
        };
        Ok(self.add.get_or_init(|| d))
    }

    /// Whether `other` is this system read in this direction (aliases included), or the
    /// same set alphabet.
    pub fn same_as(&self, other: &Numeration) -> bool {
        self.system == other.system && self.msd == other.msd
    }

    /// Whether this track is a set alphabet (no number system).
    pub fn is_letters(&self) -> bool {
        self.alphabet.is_some()
    }

    /// The reading direction: `Some(true)` for msd, `Some(false)` for lsd, `None` for a set
    /// alphabet (its words are read in no direction).
    pub fn direction(&self) -> Option<bool> {
        (!self.is_letters()).then_some(self.msd)
    }

    /// The letter values of this track in digit order: the set alphabet's, or `0..radix`.
    pub fn letter_values(&self) -> Vec<i64> {
        match &self.alphabet {
            Some(v) => v.clone(),
            None => (0..i64::from(self.radix)).collect(),
        }
    }

    /// The letter values in Walnut's order: a set alphabet's as written (first occurrences
    /// kept), else `0..radix`.
    pub fn written_values(&self) -> Vec<i64> {
        match &self.written {
            Some(v) => v.clone(),
            None => self.letter_values(),
        }
    }

    /// The digit of a letter value on this track (`None` when it is not a letter of it).
    pub fn digit_of(&self, value: i64) -> Option<u32> {
        match &self.alphabet {
            Some(v) => v.binary_search(&value).ok().map(|i| i as u32),
            None => u32::try_from(value).ok().filter(|&d| d < self.radix),
        }
    }

    /// Whether a numeric track may stand for this set alphabet's track (Walnut's rule:
    /// equal alphabets): the set is `{0, ..., r - 1}` with `r` the system's radix.
    pub fn letters_fit(&self, numeric: &Numeration) -> bool {
        !numeric.is_letters() && self.letter_values() == numeric.letter_values()
    }

    /// The digits of `n` in reading order, padded with zeros to `len` places (`None` when
    /// `n` needs more places).
    pub fn digits(&self, n: u64, len: usize) -> Option<Vec<u32>> {
        if self.is_letters() {
            return None;
        }
        self.padded(self.system.repr(n), len)
    }

    /// The digits of an integer `n` in reading order, padded with zeros to `len` places
    /// (`None` when `n` needs more places, or is negative in a system of natural numbers).
    pub fn digits_int(&self, n: i64, len: usize) -> Option<Vec<u32>> {
        self.padded(self.system.repr_int(n)?, len)
    }

    /// Most significant digits `r` padded with zeros to `len` places, in reading order.
    fn padded(&self, r: Vec<u32>, len: usize) -> Option<Vec<u32>> {
        if r.len() > len {
            return None;
        }
        let mut v = vec![0; len - r.len()];
        v.extend(r);
        if !self.msd {
            v.reverse();
        }
        Some(v)
    }

    /// The number of places of the canonical representation of an integer (`None` for a
    /// negative one in a system of natural numbers).
    pub fn places_of_int(&self, n: i64) -> Option<usize> {
        self.system.repr_int(n).map(|r| r.len())
    }

    /// The value of digits in reading order, as an integer.
    pub fn value_int(&self, digits: &[u32]) -> Option<i128> {
        let mut d = digits.to_vec();
        if !self.msd {
            d.reverse();
        }
        self.system.value_int(&d)
    }

    /// Whether the numbers of this system are all the integers (a negative system).
    pub fn integers(&self) -> bool {
        self.system.integers()
    }

    /// The number of places of the canonical representation of `n`.
    pub fn places_of(&self, n: u64) -> usize {
        self.system.repr(n).len()
    }

    /// The value of digits in reading order.
    pub fn value(&self, digits: &[u32]) -> Option<u128> {
        if self.msd {
            self.system.value(digits)
        } else {
            let mut d = digits.to_vec();
            d.reverse();
            self.system.value(&d)
        }
    }

    /// Whether a digit string (reading order) is a valid representation.
    pub fn is_valid(&self, digits: &[u32]) -> bool {
        self.valid.accepts(digits.iter().map(|&d| d as usize))
    }

    /// The letter of a tuple of digits in this system (all tracks of this system).
    pub fn letter(&self, digits: &[u32]) -> usize {
        encode_letter(&vec![self.radix; digits.len()], digits)
    }
}
