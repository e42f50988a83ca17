//! Walnut's `split NEW OLD[s1]...[sm]` and `rsplit NEW[s1]...[sm] OLD`: a word (or an
//! automaton) of m inputs moved between a negative base `-k` and the positive base `k`,
//! input by input. With `P` the base `k` and `N` the base `-k` (same reading direction):
//!
//! * `split`: `NEW[x1]...[xm] = OLD[y1]...[ym]` with `x_i` in `P`, `y_i` in `N`, and
//!   `y_i = x_i` for `[+]`, `y_i = -x_i` for `[-]`; an input marked `[]` is kept as it is.
//! * `rsplit`: `NEW[y1]...[ym] = OLD[x1]...[xm]` with `y_i` in `N`, `x_i` in `P`, and
//!   `y_i = x_i` for `[+]`, `y_i = -x_i` for `[-]`; `NEW` is 0 where no such `x_i >= 0`
//!   exists (`y_i < 0` under `[+]`, `y_i > 0` under `[-]`).
//!
//! The same holds with `P` Zeckendorf (`fib`) and `N` negaFibonacci (`neg_fib`). As Walnut
//! does, a signed input of `OLD` is read as digits of `N` (`split`) or of `P` (`rsplit`)
//! whatever system its file declares: `split` of a word in `msd_2` reads its digit strings
//! in `msd_neg_2`.
//!
//! Route: the positions of each value of `OLD` form an automaton; for each signed input it
//! is joined with the base-change relation `x = ±y` ([`base_change`]) and the old track is
//! projected away; the value sets are recombined into one word (outputs on the valid
//! tuples, minimal). Cost: per value, m products with a relation of a few states and m
//! projections (subset constructions).

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::base_change;
use crate::logic::words::{MultiWord, Word};
use crate::numeration::Numeration;
use crate::session::Session;
use crate::walnut::commands::Sign;
use std::sync::Arc;

/// A word or an automaton found by name for `split` and `join`: its tracks as a word, and
/// whether it was an automaton (outputs 1 on the accepted tuples, 0 elsewhere).
pub(crate) struct Found {
    pub word: MultiWord,
    pub automaton: bool,
}

impl Session {
    /// A word of several indices defined by `split`, `rsplit` or `join` (a result of one
    /// index is a word: [`Session::native_word`]).
    pub fn word_of_indices(&self, name: &str) -> Option<&MultiWord> {
        self.user_multi_words.get(name)
    }

    /// The word of several indices `name` defined in the session, else `None`.
    pub(crate) fn session_multi_word(&self, name: &str) -> Option<MultiWord> {
        self.user_multi_words.get(name).cloned()
    }

    /// A word of any number of indices, else an automaton, named `name`: the session's
    /// words (then the built-in ones), the Walnut folder's word library, the session's
    /// automata, the Walnut folder's automaton library, in this order (Walnut looks for a
    /// word first).
    pub(crate) fn word_or_automaton(&mut self, name: &str) -> Result<Found, EvalError> {
        if let Some(w) = self.session_multi_word(name) {
            return Ok(Found {
                word: w,
                automaton: false,
            });
        }
        if self.user_words.contains_key(name) || crate::logic::words::builtin(name).is_some() {
            let w = self.native_word(name)?;
            return Ok(Found {
                word: one_index(w),
                automaton: false,
            });
        }
        if let Some(w) = self.walnut_home.as_ref().and_then(|h| h.multi_word(name)) {
            return Ok(Found {
                word: w.map_err(EvalError::plain)?,
                automaton: false,
            });
        }
        if self.defs.contains_key(name)
            || self
                .walnut_home
                .as_ref()
                .is_some_and(|h| h.library_file(name, true).is_some())
        {
            let a = self.automaton_named(name)?;
            let out = a.dfa.accepting().iter().map(|&x| i64::from(x)).collect();
            let word = MultiWord {
                nums: a.nums.clone(),
                dfa: a.dfa.clone(),
                out,
            };
            return Ok(Found {
                word,
                automaton: true,
            });
        }
        Err(EvalError::plain(format!(
            "unknown word or automaton {name}"
        )))
    }

    /// Store a word of any number of indices under `name`, minimal (one index: as a
    /// [`Word`]); its printed state count.
    pub(crate) fn store_any_word(&mut self, name: &str, w: &MultiWord) -> Result<usize, EvalError> {
        if let [num] = w.nums.as_slice() {
            let one = Word {
                num: num.clone(),
                dfa: w.dfa.clone(),
                out: w.out.clone(),
            };
            return self.store_word(name, &one);
        }
        let (w, states) = w.minimal(&self.budget)?;
        crate::session::files::save_walnut_multi_word(self, name, &w)?;
        self.words.retain(|(n, _), _| n != name);
        self.user_words.remove(name);
        self.user_multi_words.insert(name.to_string(), w);
        Ok(states)
    }

    /// Store the result of `split` or `join`: a word, or for an automaton the tuples of
    /// nonzero output as an automaton on the variables `vars`. The printed state count.
    pub(crate) fn store_result(
        &mut self,
        name: &str,
        w: &MultiWord,
        automaton: bool,
        vars: &[String],
    ) -> Result<(usize, Vec<String>), EvalError> {
        if !automaton {
            return Ok((self.store_any_word(name, w)?, vec![]));
        }
        let accept: Vec<bool> = w.out.iter().map(|&o| o != 0).collect();
        let d = Dfa::from_parts(
            w.dfa.radices().to_vec(),
            w.dfa.table().to_vec(),
            accept,
            w.dfa.start(),
        );
        let a = Auto::from_tracks_in(vars, &w.nums, &d, &self.budget)?;
        let valid = Auto {
            dfa: Auto::valid_dfa(&a.nums, &self.budget)?,
            ..a.clone()
        };
        let a = Auto::combine(&a, &valid, |x, y| x && y, true, &self.budget)?;
        self.save(name, &a)?;
        let out = (a.reported_states(), a.vars.clone());
        self.defs.insert(name.to_string(), a);
        Ok(out)
    }

    /// `split NEW OLD[...]` (`reverse` false) and `rsplit NEW[...] OLD` (`reverse` true):
    /// the states and the free variables (none for a word).
    pub(crate) fn split(
        &mut self,
        name: &str,
        old: &str,
        signs: &[Sign],
        reverse: bool,
    ) -> Result<(usize, Vec<String>), EvalError> {
        let command = if reverse { "rsplit" } else { "split" };
        let fail = |m: String| EvalError::plain(format!("{command} {name}: {m}"));
        let found = self.word_or_automaton(old).map_err(|e| fail(e.message))?;
        let w = &found.word;
        if signs.len() != w.nums.len() {
            return Err(fail(format!(
                "{old} has {} input(s), given {} sign(s)",
                w.nums.len(),
                signs.len()
            )));
        }
        let budget = self.budget;
        let new_var = |i: usize| format!("#a{i:03}");
        let old_var = |i: usize| format!("#b{i:03}");
        // Each input: its name in OLD's automaton, its system there, its system in NEW.
        let mut old_names = Vec::new();
        let mut old_nums = Vec::new();
        let mut new_nums = Vec::new();
        let mut relations = Vec::new();
        for (i, (sign, n)) in signs.iter().zip(&w.nums).enumerate() {
            let sign = match sign {
                Sign::Keep => {
                    old_names.push(new_var(i));
                    old_nums.push(n.clone());
                    new_nums.push(n.clone());
                    continue;
                }
                Sign::Plus => 1,
                Sign::Minus => -1,
            };
            let (p, neg) = base_change::pair(n).map_err(fail)?;
            let rel = base_change::relation(&p, &neg, sign, &budget)?;
            let (read_as, new_num, vars) = if reverse {
                (p.clone(), neg.clone(), [old_var(i), new_var(i)])
            } else {
                (neg.clone(), p.clone(), [new_var(i), old_var(i)])
            };
            old_names.push(old_var(i));
            old_nums.push(read_as);
            new_nums.push(new_num);
            relations.push((
                old_var(i),
                Auto::from_tracks_in(&vars, &[p, neg], &rel, &budget)?,
            ));
        }
        let valid = Auto::from_tracks_in(
            &old_names,
            &old_nums,
            &Auto::valid_dfa(&old_nums, &budget)?,
            &budget,
        )?;
        let mut sets = Vec::new();
        for v in w.values() {
            let at = Auto::from_tracks_in(&old_names, &old_nums, &w.positions_of(v), &budget)?;
            let mut s = Auto::combine(&at, &valid, |x, y| x && y, true, &budget)?;
            for (var, rel) in &relations {
                s = Auto::combine(&s, rel, |x, y| x && y, true, &budget)?.exists(var, &budget)?;
            }
            sets.push((v, s));
        }
        let vars: Vec<String> = (0..signs.len()).map(new_var).collect();
        let word = word_of_sets(&vars, &new_nums, &sets, &budget)?;
        let (states, vars) = self.store_result(name, &word, found.automaton, &vars)?;
        Ok((states, vars))
    }
}

/// A word of one index as a word of several.
pub(crate) fn one_index(w: Word) -> MultiWord {
    MultiWord {
        nums: vec![w.num],
        dfa: w.dfa,
        out: w.out,
    }
}

/// The word on the tracks `vars` (in this order, read in `nums`) whose value at a tuple is
/// the value of the first set accepting it, 0 where none does; every set is an automaton
/// on the same variables (sorted, as an [`Auto`] keeps them). Cost: the product of the
/// sets, then a minimization with outputs when stored.
pub(crate) fn word_of_sets(
    vars: &[String],
    nums: &[Arc<Numeration>],
    sets: &[(i64, Auto)],
    budget: &Budget,
) -> Result<MultiWord, EvalError> {
    let mut sorted: Vec<&String> = vars.iter().collect();
    sorted.sort();
    sorted.dedup();
    if let Some((_, a)) = sets.iter().find(|(_, a)| {
        a.vars.len() != sorted.len() || a.vars.iter().zip(&sorted).any(|(x, y)| x != *y)
    }) {
        return Err(EvalError::plain(format!(
            "a value set reads ({}) instead of ({})",
            a.vars.join(" "),
            vars.join(" ")
        )));
    }
    if sorted.len() != vars.len() {
        return Err(EvalError::plain(format!(
            "a word's indices must have distinct labels, not ({})",
            vars.join(" ")
        )));
    }
    let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
    // Track t of the sets (sorted by name) is track map[t] of the word (in `vars`' order).
    let map: Vec<usize> = sorted
        .iter()
        .map(|v| vars.iter().position(|w| w == *v).expect("present"))
        .collect();
    let sets = sets
        .iter()
        .map(|(v, a)| Ok((*v, ops::retrack(&a.dfa, &radices, &map, budget)?)))
        .collect::<Result<Vec<_>, EvalError>>()?;
    MultiWord::from_value_sets(nums.to_vec(), &sets, budget)
}
