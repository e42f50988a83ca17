//! Walnut's `join NEW W1[a][b] W2[b][c] ...`: the word on the union of the labels (in the
//! order they first appear) whose value at a tuple is the first nonzero value among
//! `W1[a][b]`, `W2[b][c]`, ... (0 when all are 0). A label shared by two words is one
//! input, read in one system (two systems for one label are refused; Walnut only checks
//! that the digit alphabets agree). The result is a word when any part is a word, else an
//! automaton (accepting where the first part's tuple is accepted or the next ... : the
//! union), as in Walnut.
//!
//! Route: the tuples of each nonzero value of each part form an automaton on the part's
//! labels; each is extended to all the labels (a product with the valid tuples), and the
//! sets, part by part, are recombined into one word (the first accepting set gives the
//! value). Cost: one product per value of each part, then the product of all the sets.

use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::split::word_of_sets;
use crate::session::Session;

impl Session {
    /// `join NEW W1[..] ...;`: the states and the free variables (none for a word).
    pub(super) fn join(
        &mut self,
        name: &str,
        parts: &[(String, Vec<String>)],
    ) -> Result<(usize, Vec<String>), EvalError> {
        let fail = |m: String| EvalError::plain(format!("join {name}: {m}"));
        let budget = self.budget;
        let mut labels: Vec<String> = Vec::new();
        let mut nums: Vec<std::sync::Arc<crate::numeration::Numeration>> = Vec::new();
        let mut found = Vec::new();
        let mut any_word = false;
        for (part, vars) in parts {
            let f = self.word_or_automaton(part).map_err(|e| fail(e.message))?;
            if vars.len() != f.word.nums.len() {
                return Err(fail(format!(
                    "{part} has {} input(s), given {} label(s)",
                    f.word.nums.len(),
                    vars.len()
                )));
            }
            for (v, n) in vars.iter().zip(&f.word.nums) {
                match labels.iter().position(|l| l == v) {
                    Some(i) if !nums[i].same_as(n) => {
                        return Err(fail(format!(
                            "label {v} is read in {} and in {}",
                            nums[i].name, n.name
                        )));
                    }
                    Some(_) => {}
                    None => {
                        labels.push(v.clone());
                        nums.push(n.clone());
                    }
                }
            }
            any_word |= !f.automaton;
            found.push((vars, f.word));
        }
        let all = Auto::from_tracks_in(&labels, &nums, &Auto::valid_dfa(&nums, &budget)?, &budget)
            .map_err(|e| fail(e.message))?;
        let mut sets = Vec::new();
        for (vars, w) in &found {
            let valid =
                Auto::from_tracks_in(vars, &w.nums, &Auto::valid_dfa(&w.nums, &budget)?, &budget)
                    .map_err(|e| fail(e.message))?;
            for v in w.values().into_iter().filter(|&v| v != 0) {
                let at = Auto::from_tracks_in(vars, &w.nums, &w.positions_of(v), &budget)
                    .map_err(|e| fail(e.message))?;
                let at = Auto::combine(&at, &valid, |x, y| x && y, true, &budget)?;
                sets.push((v, Auto::combine(&at, &all, |x, y| x && y, true, &budget)?));
            }
        }
        let word = word_of_sets(&labels, &nums, &sets, &budget)?;
        // An automaton's arguments are its variables sorted by name: named by position,
        // they keep the labels' order of appearance (Walnut's order of the inputs).
        let positional: Vec<String> = (0..labels.len()).map(|i| format!("#a{i:03}")).collect();
        self.store_result(name, &word, !any_word, &positional)
    }
}
