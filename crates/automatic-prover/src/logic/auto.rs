//! An automaton with named variables: the value a formula evaluates to.
//!
//! Invariants kept by every function here: the variables are sorted by name (as strings,
//! Walnut's order for a `def`'s arguments) and distinct, one track each, each track read in
//! its own numeration system or a set alphabet (no direction), and the automaton is minimal
//! and accepts only valid representations, with any padding when the formula came from
//! arithmetic (a `reg` is taken literally). Padding a word to a greater length puts zeros
//! before an msd track's digits and after an lsd track's.
//!
//! A variable met on a set alphabet's track and on a numeric track (`unify`, Walnut's
//! rule): the alphabets must be equal (the set `{0, ..., r-1}` of a radix-`r` system) and
//! the track becomes numeric, the automaton that read it as letters intersected with the
//! system's valid representations. A quantifier fixes leading (msd) or trailing (lsd)
//! zeros only when every remaining track is numeric: with a set alphabet left, the
//! automaton is a language of words whose length matters, and the projection is plain.
//! When the last set track becomes numeric or is projected away, the automaton, now one of
//! numbers, is closed under padding as a definition is
//! ([`numbers_from_letters`](crate::logic::padding::numbers_from_letters)).

use crate::automaton::dfa::{Dfa, decode_letter, letter_count};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::padding;
use crate::numeration::Numeration;
use std::sync::Arc;

mod project;

pub use crate::logic::auto::project::{ProjectionHook, check_direction, set_projection_hook};

/// An automaton over named variables.
#[derive(Debug, Clone)]
pub struct Auto {
    /// The free variables, sorted, one per track.
    pub vars: Vec<String>,
    /// The numeration system of each track.
    pub nums: Vec<Arc<Numeration>>,
    /// The automaton (minimal).
    pub dfa: Dfa,
}

/// Two automata on the union of their variables: the variables, their systems, both DFAs.
type Aligned = (Vec<String>, Vec<Arc<Numeration>>, Dfa, Dfa);

fn radices(nums: &[Arc<Numeration>]) -> Vec<u32> {
    nums.iter().map(|n| n.radix).collect()
}

fn same_system(a: &Numeration, b: &Numeration) -> bool {
    a.same_as(b)
}

/// The track of a variable read on tracks `a` and `b` (Walnut's rule): one system, or a set
/// alphabet and a system with the same letters (the system wins), or two equal sets.
fn unify(v: &str, a: &Arc<Numeration>, b: &Arc<Numeration>) -> Result<Arc<Numeration>, EvalError> {
    if same_system(a, b) {
        return Ok(a.clone());
    }
    match (a.is_letters(), b.is_letters()) {
        (false, false) => Err(EvalError::plain(format!(
            "variable {v} is read in {} and in {}",
            a.name, b.name
        ))),
        (true, false) if a.letters_fit(b) => Ok(b.clone()),
        (false, true) if b.letters_fit(a) => Ok(a.clone()),
        _ => Err(EvalError::plain(format!(
            "variables with the same label must have the same alphabet: {v} is read on {} and on {}",
            alphabet_of(a),
            alphabet_of(b)
        ))),
    }
}

/// A track's alphabet as Walnut names it: the set, and the system if any.
fn alphabet_of(n: &Numeration) -> String {
    let set = crate::numeration::letters_name(&n.letter_values());
    if n.is_letters() {
        set
    } else {
        format!("{set} ({})", n.name)
    }
}

/// `x`'s automaton on its own tracks, read as `nums` reads `vars` (the union's variables,
/// sorted): restricted to the valid representations when a set alphabet's track of `x`
/// became numeric, and then closed under padding when no set track is left
/// ([`padding::numbers_from_letters`], on `x`'s own tracks, before the other variables'
/// tracks are added: a padding pads every track of the tuple); `x.dfa` itself otherwise.
fn restrict_unified(
    x: &Auto,
    vars: &[String],
    nums: &[Arc<Numeration>],
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    let own: Vec<Arc<Numeration>> = x
        .vars
        .iter()
        .map(|v| nums[vars.binary_search(v).expect("present")].clone())
        .collect();
    if x.nums
        .iter()
        .zip(&own)
        .all(|(h, n)| h.is_letters() == n.is_letters())
    {
        return Ok(x.dfa.clone());
    }
    let v = Auto::valid_dfa(&own, budget)?;
    let d = ops::product_sparse(&x.dfa, &v, |x, y| x && y, budget)?.minimize();
    padding::numbers_from_letters(d, &own, || Ok(v.clone()), budget)
}

impl Auto {
    /// A closed formula's automaton: true or false.
    pub fn constant(value: bool) -> Auto {
        Auto {
            vars: vec![],
            nums: vec![],
            dfa: Dfa::constant(vec![], value),
        }
    }

    /// Whether a closed formula is true (the empty tuple's word is accepted).
    pub fn truth(&self) -> bool {
        self.dfa.is_accepting(self.dfa.start())
    }

    /// An automaton from tracks named `vars` (any order, repeats allowed: repeated names
    /// read one digit string), each in `nums[i]`, within the default budget.
    pub fn from_tracks(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
    ) -> Result<Auto, EvalError> {
        Auto::from_tracks_in(vars, nums, dfa, &Budget::default())
    }

    /// [`Auto::from_tracks`] within `budget`.
    pub fn from_tracks_in(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let mut sorted: Vec<String> = vars.to_vec();
        sorted.sort();
        sorted.dedup();
        let mut snums: Vec<Arc<Numeration>> = Vec::with_capacity(sorted.len());
        for v in &sorted {
            let mut found: Option<Arc<Numeration>> = None;
            for (w, n) in vars.iter().zip(nums) {
                if w == v {
                    found = Some(match found {
                        Some(f) => unify(v, &f, n)?,
                        None => n.clone(),
                    });
                }
            }
            snums.push(found.expect("every sorted variable occurs"));
        }
        let map: Vec<usize> = vars
            .iter()
            .map(|v| sorted.binary_search(v).expect("present"))
            .collect();
        let d = ops::retrack(dfa, &radices(&snums), &map, budget)?;
        let had: Vec<Arc<Numeration>> = map.iter().map(|&i| snums[i].clone()).collect();
        let d = if nums
            .iter()
            .zip(&had)
            .any(|(n, h)| n.is_letters() && !h.is_letters())
        {
            let v = Auto::valid_dfa(&snums, budget)?;
            let d = ops::product_sparse(&d, &v, |x, y| x && y, budget)?.minimize();
            padding::numbers_from_letters(d, &snums, || Ok(v.clone()), budget)?
        } else {
            d
        };
        Ok(Auto {
            vars: sorted,
            nums: snums,
            dfa: minimize(&d),
        })
    }

    /// [`Auto::from_tracks_in`] for a `dfa` that is already minimal (an [`Auto`]'s): when
    /// the names are distinct the tracks are only permuted, which keeps it minimal, and the
    /// minimization is skipped.
    pub fn from_minimal_tracks(
        vars: &[String],
        nums: &[Arc<Numeration>],
        dfa: &Dfa,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let mut sorted: Vec<&String> = vars.iter().collect();
        sorted.sort();
        sorted.dedup();
        if sorted.len() != vars.len() || vars.len() != dfa.tracks() {
            return Auto::from_tracks_in(vars, nums, dfa, budget);
        }
        let snums: Vec<Arc<Numeration>> = sorted
            .iter()
            .map(|v| nums[vars.iter().position(|w| w == *v).expect("present")].clone())
            .collect();
        let map: Vec<usize> = vars
            .iter()
            .map(|v| sorted.binary_search(&v).expect("present"))
            .collect();
        let d = ops::retrack(dfa, &radices(&snums), &map, budget)?;
        Ok(Auto {
            vars: sorted.into_iter().cloned().collect(),
            nums: snums,
            dfa: d,
        })
    }

    /// The automaton accepting the valid representations of every tuple of these tracks.
    pub fn valid_dfa(nums: &[Arc<Numeration>], budget: &Budget) -> Result<Dfa, EvalError> {
        let r = radices(nums);
        budget.check("valid", 2, letter_count(&r))?;
        let table: Vec<Vec<u32>> = (0..letter_count(&r))
            .map(|l| decode_letter(&r, l))
            .collect();
        let starts: Vec<u32> = nums.iter().map(|n| n.valid.start()).collect();
        let live: Vec<Vec<bool>> = nums.iter().map(|n| n.valid.productive()).collect();
        let d = Dfa::explore(
            r.clone(),
            starts,
            |st: &Vec<u32>, l| {
                let mut next = Vec::with_capacity(st.len());
                for (((&s, n), &d), live) in st.iter().zip(nums).zip(&table[l]).zip(&live) {
                    let t = n.valid.next(s, d as usize);
                    if !live[t as usize] {
                        return None;
                    }
                    next.push(t);
                }
                Some(next)
            },
            |st| st.iter().zip(nums).all(|(&s, n)| n.valid.is_accepting(s)),
            budget,
            "valid",
        )?;
        Ok(minimize(&d))
    }

    /// Both automata on the union of their variables.
    fn align(a: &Auto, b: &Auto, budget: &Budget) -> Result<Aligned, EvalError> {
        let mut vars: Vec<String> = a.vars.iter().chain(&b.vars).cloned().collect();
        vars.sort();
        vars.dedup();
        let mut nums = Vec::with_capacity(vars.len());
        for v in &vars {
            let na = a.vars.iter().position(|w| w == v).map(|i| &a.nums[i]);
            let nb = b.vars.iter().position(|w| w == v).map(|i| &b.nums[i]);
            let n = match (na, nb) {
                (Some(x), Some(y)) => unify(v, x, y)?,
                (Some(x), None) => x.clone(),
                (None, Some(y)) => y.clone(),
                (None, None) => unreachable!("a variable of the union is in one of them"),
            };
            nums.push(n);
        }
        let r = radices(&nums);
        let map = |x: &Auto| -> Vec<usize> {
            x.vars
                .iter()
                .map(|v| vars.binary_search(v).expect("present"))
                .collect()
        };
        let da = restrict_unified(a, &vars, &nums, budget)?;
        let da = ops::retrack(&da, &r, &map(a), budget)?;
        let db = restrict_unified(b, &vars, &nums, budget)?;
        let db = ops::retrack(&db, &r, &map(b), budget)?;
        Ok((vars, nums, da, db))
    }

    /// A boolean combination; `keeps_valid` says whether `op(false, false) = false` and
    /// `op(x, false) = op(false, x) = false` hold, so that no invalid word can be accepted
    /// (only `and`); otherwise the result is intersected with the valid representations.
    pub fn combine(
        a: &Auto,
        b: &Auto,
        op: impl Fn(bool, bool) -> bool,
        keeps_valid: bool,
        budget: &Budget,
    ) -> Result<Auto, EvalError> {
        let (vars, nums, da, db) = Auto::align(a, b, budget)?;
        let mut d = ops::product_sparse(&da, &db, op, budget)?.minimize();
        if !keeps_valid {
            let v = Auto::valid_dfa(&nums, budget)?;
            d = ops::product_sparse(&d, &v, |x, y| x && y, budget)?.minimize();
        }
        Ok(Auto { vars, nums, dfa: d })
    }

    /// The complement among the valid representations.
    pub fn not(&self, budget: &Budget) -> Result<Auto, EvalError> {
        let v = Auto::valid_dfa(&self.nums, budget)?;
        let d = ops::product_sparse(&self.dfa, &v, |x, y| !x && y, budget)?.minimize();
        Ok(Auto {
            dfa: d,
            ..self.clone()
        })
    }

    /// The states reported by `prove` for a formula with free variables.
    pub fn reported_states(&self) -> usize {
        self.dfa.reported_states()
    }

    /// The smallest accepted tuple (shortest word, then least), as `var = value` pairs
    /// (`None` when a track is a set alphabet's).
    pub fn smallest(&self) -> Option<Vec<(String, i128)>> {
        // A set alphabet's word is not a number: no numeric witness.
        if self.nums.iter().any(|n| n.is_letters()) {
            return None;
        }
        let tracks = ops::shortest_word(&self.dfa)?;
        Some(
            self.vars
                .iter()
                .zip(&self.nums)
                .zip(tracks)
                .map(|((v, n), t)| (v.clone(), n.value_int(&t).unwrap_or(i128::MAX)))
                .collect(),
        )
    }

    /// Whether the automaton accepts this tuple of values (one per variable, sorted order).
    pub fn accepts_values(&self, values: &[u64]) -> bool {
        assert_eq!(values.len(), self.vars.len());
        let len = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.places_of(x))
            .max()
            .unwrap_or(0);
        let tracks: Vec<Vec<u32>> = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.digits(x, len).expect("long enough"))
            .collect();
        self.dfa.accepts_tracks(&tracks)
    }

    /// Whether the automaton accepts this tuple of integers (one per variable, sorted
    /// order); a negative value of a system of natural numbers is never accepted.
    pub fn accepts_ints(&self, values: &[i64]) -> bool {
        assert_eq!(values.len(), self.vars.len());
        let mut len = 0;
        for (&x, n) in values.iter().zip(&self.nums) {
            match n.places_of_int(x) {
                Some(l) => len = len.max(l),
                None => return false,
            }
        }
        let tracks: Vec<Vec<u32>> = values
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.digits_int(x, len).expect("long enough"))
            .collect();
        self.dfa.accepts_tracks(&tracks)
    }

    /// The number of letters of the automaton's alphabet.
    pub fn letters(&self) -> usize {
        letter_count(self.dfa.radices())
    }
}
