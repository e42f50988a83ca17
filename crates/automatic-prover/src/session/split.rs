//! The session's `split` and `rsplit` commands (the base change and the word of sets are
//! [`crate::logic::split`]'s): the old word or automaton found by name, moved input by
//! input, and stored under the new name.

use crate::automaton::dfa::Dfa;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::base_change;
use crate::logic::split::{Sign, one_index, word_of_sets};
use crate::logic::words::{MultiWord, Word};
use crate::session::Session;

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
        self.out_walnut_multi_word(name, &w)?;
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
        self.defs.insert(name, a, &self.budget)?;
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
