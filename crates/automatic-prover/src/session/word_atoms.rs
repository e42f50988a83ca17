//! Automatic words in a session's formulas: a word found by name (defined in the session,
//! built in, or read from the Walnut folder) and read in a system, the atoms `W[t] = c`,
//! `W[s] = W[t]`, words of several indices, and a word's letters as numbers (a case split
//! over the word's outputs). Cost: one product per output value a term can take.

use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::lang;
use crate::logic::words::{self, MultiWord, Word};
use crate::numeration::{Numeration, numeration};
use crate::session::Session;
use crate::walnut::{BinOp, Formula, LetterRhs, Pos, RelOp, Term};
use std::sync::Arc;

/// One case of a word expression: the extra condition for a tuple of word outputs, or
/// `None` to leave the tuple out.
type CaseFn<'a> = dyn FnMut(&mut Session, &[i64]) -> Result<Option<Auto>, EvalError> + 'a;

impl Session {
    /// A word expression used in arithmetic: a fresh variable equal to its value, one case
    /// per tuple of the words' outputs (Walnut's `(T[a] = @i => i ...)` rewriting); a value
    /// below 0 is an error in a system of natural numbers, as in Walnut.
    pub(super) fn word_term(
        &mut self,
        t: &Term,
        n: &Arc<Numeration>,
    ) -> Result<(String, Option<Auto>), EvalError> {
        let f = self.fresh();
        let occ = lang::word_occurrences(t);
        let auto = self.word_cases(&occ, n, &mut |me, outs| {
            let v = lang::word_value(t, outs, &mut 0)?;
            let v = lang::integer(v, n)
                .map_err(|e| EvalError::plain(format!("{t} takes a value {}", e.message)))?;
            Ok(Some(me.constant_on(&f, n, v)?))
        })?;
        Ok((f, Some(auto)))
    }

    /// The disjunction, over the tuples of outputs `o` of the word letters `occ` (each
    /// index read in `n`), of `W_1[i_1] = o_1 & ... & case(o)`; `case` returns `None` to
    /// leave a tuple out. The index variables stay free even when no tuple is kept.
    pub(super) fn word_cases(
        &mut self,
        occ: &[(String, Vec<Term>)],
        n: &Arc<Numeration>,
        case: &mut CaseFn<'_>,
    ) -> Result<Auto, EvalError> {
        const MAX_TUPLES: usize = 1 << 12;
        let budget = self.budget;
        let mut names = Vec::new();
        let mut parts = Vec::new();
        let mut words = Vec::new();
        for (name, index) in occ {
            let [i] = index.as_slice() else {
                return Err(EvalError::plain(format!(
                    "word {name} takes one index, given {}",
                    index.len()
                )));
            };
            // As in Walnut, a word of another system (an msd_2 word in a negative base's
            // arithmetic) indexed by a variable reads the variable in its own system; only
            // its value is read in `n`. A compound index is refused ([`foreign_index`]).
            let native = self.native_word(name)?;
            let m = if native.num.system == n.system {
                n.clone()
            } else if matches!(i, Term::Var(..)) {
                native.num.clone()
            } else {
                return Err(foreign_index(name, i, &native.num, n));
            };
            let w = self.word(name, &m)?;
            let (r, p) = self.term(i, &m)?;
            names.push(r);
            parts.extend(p);
            words.push(w);
        }
        // Each word's values taken at some valid index, with their positions: a state
        // reached by no valid index (the dead state a file's missing transitions go to)
        // gives no case.
        let mut cases: Vec<Vec<(i64, Auto)>> = Vec::with_capacity(words.len());
        for (w, r) in words.iter().zip(&names) {
            let mut here = Vec::new();
            for v in w.values() {
                let s = self.select(w, &|x| x == v, r)?;
                if !s.dfa.is_empty() {
                    here.push((v, s));
                }
            }
            cases.push(here);
        }
        let count = cases
            .iter()
            .try_fold(1usize, |acc, v| acc.checked_mul(v.len()))
            .filter(|&c| c <= MAX_TUPLES)
            .ok_or_else(|| {
                EvalError::plain(format!(
                    "more than {MAX_TUPLES} combinations of word outputs in one term"
                ))
            })?;
        let mut acc = Auto::constant(true);
        for (w, r) in words.iter().zip(&names) {
            let none = self.select(w, &|_| false, r)?;
            acc = Auto::combine(&acc, &none, |x, y| x && y, true, &budget)?;
        }
        for code in 0..count {
            let mut rest = code;
            let picked: Vec<&(i64, Auto)> = cases
                .iter()
                .map(|v| {
                    let o = &v[rest % v.len()];
                    rest /= v.len();
                    o
                })
                .collect();
            let outs: Vec<i64> = picked.iter().map(|(o, _)| *o).collect();
            let Some(mut c) = case(self, &outs)? else {
                continue;
            };
            for (_, s) in &picked {
                c = Auto::combine(&c, s, |x, y| x && y, true, &budget)?;
            }
            acc = Auto::combine(&acc, &c, |x, y| x || y, false, &budget)?;
        }
        let fresh: Vec<String> = names
            .iter()
            .filter(|v| v.starts_with('#'))
            .cloned()
            .collect();
        let mut uniq = fresh.clone();
        uniq.sort();
        uniq.dedup();
        parts.push(acc);
        self.close(parts, &uniq)
    }

    /// The positions `var` where the word's output satisfies `accept`, valid ones only.
    pub(super) fn select(
        &self,
        w: &Word,
        accept: &dyn Fn(i64) -> bool,
        var: &str,
    ) -> Result<Auto, EvalError> {
        let acc: Vec<bool> = w.out.iter().map(|&o| accept(o)).collect();
        let d = crate::automaton::dfa::Dfa::from_parts(
            w.dfa.radices().to_vec(),
            w.dfa.table().to_vec(),
            acc,
            w.dfa.start(),
        );
        let var = [var.to_string()];
        let sel = Auto::from_tracks(&var, std::slice::from_ref(&w.num), &d)?;
        let valid = Auto::from_tracks(&var, std::slice::from_ref(&w.num), &w.num.valid)?;
        Auto::combine(&sel, &valid, |x, y| x && y, true, &self.budget)
    }

    /// The word `name` read in `n`.
    pub(super) fn word(&mut self, name: &str, n: &Arc<Numeration>) -> Result<Word, EvalError> {
        let key = (name.to_string(), n.name.clone());
        if let Some(w) = self.words.get(&key) {
            return Ok(w.clone());
        }
        let native = self.native_word(name)?;
        let w = if native.num.same_as(n) {
            native
        } else if native.num.system == n.system {
            native.reversed(n.clone(), &self.budget)?
        } else {
            return Err(EvalError::plain(format!(
                "word {name} is automatic in {}; it cannot be read in {}",
                native.num.name, n.name
            )));
        };
        self.words.insert(key, w.clone());
        Ok(w)
    }

    /// The word `name` in its own system: a defined word, else a built-in one.
    /// `#NAME` is the built-in word NAME even when a defined word hides it (a formula
    /// cannot write that name).
    pub fn native_word(&mut self, name: &str) -> Result<Word, EvalError> {
        if let Some(w) = self.user_words.get(name) {
            return Ok(w.clone());
        }
        let name = name.strip_prefix('#').unwrap_or(name);
        if let Some(w) = words::builtin(name) {
            return w;
        }
        if name == "PR" {
            if let Some(w) = self.words.get(&("PR".to_string(), "lsd_2".to_string())) {
                return Ok(w.clone());
            }
            return self.paperfolding_shifted();
        }
        if let Some(w) = self.walnut_home.as_ref().and_then(|h| h.word(name)) {
            return w.map_err(EvalError::plain);
        }
        Err(EvalError::plain(format!(
            "unknown word {name} (built in: T, F, RS, PD, P, PR; or defined by promote, image, combine or reverse)"
        )))
    }

    /// Define the word `name` (replacing any word of that name, the cached readings too).
    pub(super) fn define_word(&mut self, name: &str, w: Word) {
        self.words.retain(|(n, _), _| n != name);
        self.user_multi_words.remove(name);
        self.user_words.insert(name.to_string(), w);
    }

    /// PR[n] = P[n+1], native in lsd_2: each value's positions from the procedure in msd_2
    /// (`E m, m = n + 1 & P[m] = @v`), reversed.
    pub(super) fn paperfolding_shifted(&mut self) -> Result<Word, EvalError> {
        let msd = numeration("msd_2").map_err(EvalError::plain)?;
        let lsd = numeration("lsd_2").map_err(EvalError::plain)?;
        // The built-in P even when a defined word hides it.
        let p = self.word("#P", &msd)?;
        let pos = Pos::default();
        let mut sets = Vec::new();
        for v in p.values() {
            let f = Formula::Quant {
                exists: true,
                vars: vec!["m".into()],
                body: Box::new(Formula::Bin(
                    BinOp::And,
                    Box::new(Formula::Rel {
                        op: RelOp::Eq,
                        lhs: Term::Var("m".into(), pos),
                        rhs: Term::Add(
                            Box::new(Term::Var("n".into(), pos)),
                            Box::new(Term::Const(1, pos)),
                        ),
                        base: "msd_2".into(),
                        pos,
                    }),
                    Box::new(Formula::Word {
                        name: "#P".into(),
                        index: vec![Term::Var("m".into(), pos)],
                        op: RelOp::Eq,
                        rhs: LetterRhs::Letter(v),
                        base: "msd_2".into(),
                        pos,
                    }),
                )),
                pos,
            };
            let a = self.formula(&f)?;
            let rev = crate::automaton::ops::reverse(&a.dfa, &self.budget)?;
            sets.push((v, crate::automaton::minimize::minimize(&rev)));
        }
        Word::from_value_sets(lsd, &sets, &self.budget)
    }

    pub(super) fn word_atom(
        &mut self,
        name: &str,
        index: &[Term],
        op: RelOp,
        rhs: &LetterRhs,
        base: &str,
    ) -> Result<Auto, EvalError> {
        let n = numeration(base).map_err(EvalError::plain)?;
        let budget = self.budget;
        let one = |w: &Word, accept: &dyn Fn(i64) -> bool, var: &str| -> Result<Auto, EvalError> {
            let acc: Vec<bool> = w.out.iter().map(|&o| accept(o)).collect();
            let d = crate::automaton::dfa::Dfa::from_parts(
                w.dfa.radices().to_vec(),
                w.dfa.table().to_vec(),
                acc,
                w.dfa.start(),
            );
            let sel = Auto::from_tracks(&[var.to_string()], std::slice::from_ref(&w.num), &d)?;
            let valid = Auto::from_tracks(
                &[var.to_string()],
                std::slice::from_ref(&w.num),
                &w.num.valid,
            )?;
            Auto::combine(&sel, &valid, |x, y| x && y, true, &budget)
        };
        let several = |me: &Session, name: &str, index: &[Term]| {
            index.len() > 1 || me.user_multi_words.contains_key(name)
        };
        if let LetterRhs::Word {
            name: name2,
            index: index2,
        } = rhs
            && (several(self, name, index) || several(self, name2, index2))
        {
            return self.word_pair_atom(name, index, op, name2, index2, base);
        }
        if several(self, name, index) {
            return self.multi_word_atom(name, index, op, rhs);
        }
        let [i] = index else {
            return Err(EvalError::plain(format!(
                "word {name} takes one index, given {}",
                index.len()
            )));
        };
        let ni = self.index_system(name, i, &n)?;
        let w = self.word(name, &ni)?;
        match rhs {
            LetterRhs::Letter(v) => {
                let v = *v;
                self.with_terms(&[i], std::slice::from_ref(&ni), &mut |_, r| {
                    one(&w, &|o| op.holds(o, v), &r[0])
                })
            }
            LetterRhs::Word {
                name: name2,
                index: index2,
            } => {
                let [j] = index2.as_slice() else {
                    return Err(EvalError::plain(format!(
                        "word {name2} takes one index, given {}",
                        index2.len()
                    )));
                };
                let nj = self.index_system(name2, j, &n)?;
                let w2 = self.word(name2, &nj)?;
                self.with_terms(&[i, j], &[ni.clone(), nj.clone()], &mut |_, r| {
                    let (ri, rj) = (&r[0], &r[1]);
                    // False on the index tracks, then one disjunct per pair of values compared.
                    let a = one(&w, &|_| false, ri)?;
                    let b = one(&w2, &|_| false, rj)?;
                    let mut acc = Auto::combine(&a, &b, |x, y| x && y, true, &budget)?;
                    for u in w.values() {
                        for v in w2.values() {
                            if op.holds(u, v) {
                                let a = one(&w, &|o| o == u, ri)?;
                                let b = one(&w2, &|o| o == v, rj)?;
                                let both = Auto::combine(&a, &b, |x, y| x && y, true, &budget)?;
                                acc = Auto::combine(&acc, &both, |x, y| x || y, false, &budget)?;
                            }
                        }
                    }
                    Ok(acc)
                })
            }
        }
    }

    /// The system a word atom's index is read in: the formula's `n`, except that a plain
    /// variable indexing a word of another system is read in the word's own system, as
    /// Walnut reads it (`F[j]` in an msd_2 formula: j in msd_fib).
    pub(super) fn index_system(
        &mut self,
        name: &str,
        index: &Term,
        n: &Arc<Numeration>,
    ) -> Result<Arc<Numeration>, EvalError> {
        let native = self.native_word(name)?;
        if native.num.system != n.system {
            return match index {
                Term::Var(..) => Ok(native.num),
                _ => Err(foreign_index(name, index, &native.num, n)),
            };
        }
        Ok(n.clone())
    }

    /// `W[t1][t2]... op @v` for a word of several indices (from the Walnut folder): index
    /// `i` is read in the system of the word's input `i` (as Walnut reads it).
    pub(super) fn multi_word_atom(
        &mut self,
        name: &str,
        index: &[Term],
        op: RelOp,
        rhs: &LetterRhs,
    ) -> Result<Auto, EvalError> {
        let k = index.len();
        let LetterRhs::Letter(v) = rhs else {
            return Err(EvalError::plain(format!(
                "a word of {k} indices ({name}) compared with another word is not supported"
            )));
        };
        let w = self.multi_word_named(name, k)?;
        if w.nums.len() != k {
            return Err(EvalError::plain(format!(
                "word {name} takes {} indices, given {k}",
                w.nums.len()
            )));
        }
        let budget = self.budget;
        let acc: Vec<bool> = w.out.iter().map(|&o| op.holds(o, *v)).collect();
        let sel = crate::automaton::dfa::Dfa::from_parts(
            w.dfa.radices().to_vec(),
            w.dfa.table().to_vec(),
            acc,
            w.dfa.start(),
        );
        let valid = Auto::valid_dfa(&w.nums, &budget)?;
        let terms: Vec<&Term> = index.iter().collect();
        self.with_terms(&terms, &w.nums, &mut |_, names| {
            let s = Auto::from_tracks_in(names, &w.nums, &sel, &budget)?;
            let ok = Auto::from_tracks_in(names, &w.nums, &valid, &budget)?;
            Auto::combine(&s, &ok, |x, y| x && y, true, &budget)
        })
    }

    /// `V[s..] op W[t..]` where a side is a word of several indices: the disjunction, over
    /// the pairs of values `(u, v)` with `u op v`, of `V[s..] = u & W[t..] = v` (each side
    /// evaluated as a comparison with a letter). Cost: one product per pair of values.
    pub(super) fn word_pair_atom(
        &mut self,
        name: &str,
        index: &[Term],
        op: RelOp,
        name2: &str,
        index2: &[Term],
        base: &str,
    ) -> Result<Auto, EvalError> {
        let budget = self.budget;
        let left = self.word_values(name, index)?;
        let right = self.word_values(name2, index2)?;
        let atom = |me: &mut Session, name: &str, index: &[Term], v: i64| {
            me.word_atom(name, index, RelOp::Eq, &LetterRhs::Letter(v), base)
        };
        let lefts = left
            .iter()
            .map(|&u| Ok((u, atom(self, name, index, u)?)))
            .collect::<Result<Vec<_>, EvalError>>()?;
        let rights = right
            .iter()
            .map(|&v| Ok((v, atom(self, name2, index2, v)?)))
            .collect::<Result<Vec<_>, EvalError>>()?;
        // False on the variables of both sides, then one disjunct per pair of values.
        let (Some((_, a0)), Some((_, b0))) = (lefts.first(), rights.first()) else {
            return Err(EvalError::plain(format!(
                "{name} or {name2} takes no value"
            )));
        };
        let mut acc = Auto::combine(a0, b0, |_, _| false, true, &budget)?;
        for (u, a) in &lefts {
            for (_, b) in rights.iter().filter(|(v, _)| op.holds(*u, *v)) {
                let both = Auto::combine(a, b, |x, y| x && y, true, &budget)?;
                acc = Auto::combine(&acc, &both, |x, y| x || y, false, &budget)?;
            }
        }
        Ok(acc)
    }

    /// The values a word takes (one index or several), sorted, at least one.
    pub(super) fn word_values(
        &mut self,
        name: &str,
        index: &[Term],
    ) -> Result<Vec<i64>, EvalError> {
        if index.len() == 1 && !self.user_multi_words.contains_key(name) {
            return Ok(self.native_word(name)?.values());
        }
        Ok(self.multi_word_named(name, index.len())?.values())
    }

    /// The word of several indices `name` (the session's, else the Walnut folder's).
    pub(super) fn multi_word_named(
        &mut self,
        name: &str,
        k: usize,
    ) -> Result<MultiWord, EvalError> {
        self.user_multi_words
            .get(name)
            .cloned()
            .map(Ok)
            .or_else(|| self.walnut_home.as_ref().and_then(|h| h.multi_word(name)))
            .ok_or_else(|| match self.native_word(name) {
                Ok(_) => EvalError::plain(format!("word {name} takes one index, given {k}")),
                Err(_) => EvalError::plain(format!("unknown word {name} of {k} indices")),
            })?
            .map_err(EvalError::plain)
    }
}

/// The refusal of a compound index of a word of another system (`T[a+d]` with T in msd_2
/// in an msd_neg_2 formula): Walnut computes the index in the formula's system and hands
/// its digits to the word, which reads them in its own system, another number (`110` is 2
/// in msd_neg_2 and 6 in msd_2), so its answer is not the word at that index.
fn foreign_index(name: &str, index: &Term, native: &Numeration, n: &Numeration) -> EvalError {
    EvalError::plain(format!(
        "{name}[{index}]: word {name} is automatic in {}; it cannot be read in {} (Walnut \
         computes the index in {} and reads its digits in {}, another number)",
        native.name, n.name, n.name, native.name
    ))
}
