//! Formulas to automata in a session: each term compiled to one relation per operation on
//! fresh variables holding the intermediate values, each atom the join of those relations
//! with the numeration system's relation of the atom, the fresh variables projected by
//! bucket elimination ([`Session::close`]; an atom with a product or quotient in an lsd
//! system is built in msd and reversed), the connectives as products, the quantifiers as
//! projections, and `$NAME(...)` a stored definition on the arguments' variables (a
//! `def`'s arguments are its free variables sorted by name). Walnut's closed-constant
//! absorption is kept here. Cost: dominated by the subset constructions of the
//! quantifiers and the projections of the joins.

use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::lang;
use crate::logic::padding::numbers_from_letters;
use crate::numeration::{Numeration, numeration};
use crate::session::Session;
use crate::session::numeric_names::Parities;
use crate::walnut::{BinOp, Formula, Pos, RelOp, Term};
use std::sync::Arc;

/// Builds an atom's relation on the variables holding its terms' values.
type RelFn<'a> = dyn FnMut(&mut Session, &[String]) -> Result<Auto, EvalError> + 'a;

impl Session {
    /// A command's formula, and for an outermost `A` the smallest counterexample.
    pub(super) fn top(&mut self, f: &Formula) -> Result<(Auto, Option<String>), EvalError> {
        if let Formula::Quant {
            exists: false,
            vars,
            body,
            ..
        } = f
        {
            let b = self.formula(body)?;
            let neg = b.not(&self.budget)?;
            let witness = neg
                .smallest()
                .filter(|w| w.iter().all(|(v, _)| vars.contains(v)))
                .map(|w| {
                    w.iter()
                        .map(|(v, x)| format!("{v} = {x}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                });
            let mut a = neg;
            for v in vars {
                a = a.exists(v, &self.budget)?;
            }
            return Ok((a.not(&self.budget)?, witness));
        }
        Ok((self.formula(f)?, None))
    }

    /// Evaluate a formula.
    pub fn formula(&mut self, f: &Formula) -> Result<Auto, EvalError> {
        if self.numeric_names.is_none() {
            // The definitions a Walnut folder gives, read first: which tracks are set
            // alphabets decides which variables are numbers.
            for (name, pos) in super::numeric_names::calls(f) {
                self.definition_from_home(name).map_err(|e| e.at(pos))?;
            }
            self.numeric_names = Some(super::numeric_names::numeric_names(f, &self.defs));
            self.reversed = false;
            let r = self.formula(f);
            self.numeric_names = None;
            self.reversed = false;
            return r;
        }
        let budget = self.budget;
        match f {
            Formula::Bool(b) => Ok(Auto::constant(*b)),
            Formula::Rel {
                op,
                lhs,
                rhs,
                base,
                pos,
            } => self.relation(*op, lhs, rhs, base).map_err(|e| e.at(*pos)),
            Formula::Word {
                name,
                index,
                op,
                rhs,
                base,
                pos,
            } => self
                .word_atom(name, index, *op, rhs, base)
                .map_err(|e| e.at(*pos)),
            Formula::Call {
                name,
                args,
                base,
                pos,
            } => self.call(name, args, base).map_err(|e| e.at(*pos)),
            Formula::Not(x) => self.formula(x)?.not(&budget),
            Formula::Bin(op, a, b) => {
                let a = self.formula(a)?;
                let b = self.formula(b)?;
                if let Some(v) = absorbed(*op, &a, &b) {
                    return Ok(Auto::constant(v));
                }
                let f: fn(bool, bool) -> bool = match op {
                    BinOp::And => |x, y| x && y,
                    BinOp::Or => |x, y| x || y,
                    BinOp::Xor => |x, y| x != y,
                    BinOp::Implies => |x, y| !x || y,
                    BinOp::Iff => |x, y| x == y,
                };
                Auto::combine(&a, &b, f, *op == BinOp::And, &budget)
            }
            Formula::Quant {
                exists,
                vars,
                body,
                pos,
            } => {
                let mut a = self.formula(body)?;
                for v in vars.iter().rev() {
                    a = if *exists {
                        a.exists(v, &budget)
                    } else {
                        a.forall(v, &budget)
                    }
                    .map_err(|e| e.at(*pos))?;
                }
                Ok(a)
            }
            Formula::Reverse(x) => {
                self.reversed = !self.reversed;
                let inner = self.formula(x);
                self.reversed = !self.reversed;
                lang::reverse(&inner?, &budget)
            }
            Formula::Infinite { vars, body, pos } => {
                let a = self.formula(body)?;
                let v = lang::infinite(&a, vars, &budget).map_err(|e| e.at(*pos))?;
                Ok(Auto::constant(v))
            }
        }
    }

    pub(super) fn fresh(&mut self) -> String {
        self.fresh += 1;
        format!("#t{}", self.fresh)
    }

    /// The automaton of `var = c` in `n` (one track).
    pub(super) fn constant_on(
        &mut self,
        var: &str,
        n: &Arc<Numeration>,
        c: i64,
    ) -> Result<Auto, EvalError> {
        let budget = self.budget;
        let a = self.rels.constant_int(n, c, &budget)?;
        Auto::from_minimal_tracks(&[var.to_string()], std::slice::from_ref(n), &a.dfa, &budget)
    }

    /// Compile a term in `n`: the variable holding its value, and the automaton relating it
    /// to the term's variables (`None` for a plain variable), its intermediate values
    /// projected away ([`Session::close`] of the parts of [`Session::term_parts`]).
    pub(super) fn term(
        &mut self,
        t: &Term,
        n: &Arc<Numeration>,
    ) -> Result<(String, Option<Auto>), EvalError> {
        let before = self.fresh;
        let (r, parts) = self.term_parts(t, n)?;
        if parts.is_empty() {
            return Ok((r, None));
        }
        let mut fresh = self.fresh_since(before);
        fresh.retain(|v| *v != r);
        Ok((r, Some(self.close(parts, &fresh)?)))
    }

    /// The fresh variables made since the counter read `before`.
    fn fresh_since(&self, before: usize) -> Vec<String> {
        (before + 1..=self.fresh)
            .map(|i| format!("#t{i}"))
            .collect()
    }

    /// A term in `n` as the variable holding its value and the relations that define it,
    /// not yet joined: one per operation (`#t1 = x / 17`, `#t2 = #t1 / 3`), on the term's
    /// variables and fresh ones (none for a plain variable). The caller joins them with
    /// the atom that reads the value ([`Session::close`]), so that the join can start from
    /// the most restrictive relation (`x/17/3 < 6` is `#t2 < 6`, then `#t1 < 18`, then
    /// `x < 306`, never the whole quotient by 51).
    ///
    /// As in Walnut: a constant term is computed first (a negative value is an error in a
    /// system of natural numbers), `0*t` is the constant 0 (`t` and its variables dropped),
    /// and a word expression ([`lang::is_word_expr`]) is computed on the words' outputs.
    pub(super) fn term_parts(
        &mut self,
        t: &Term,
        n: &Arc<Numeration>,
    ) -> Result<(String, Vec<Auto>), EvalError> {
        let budget = self.budget;
        if n.is_letters() && !matches!(t, Term::Var(..)) {
            return Err(EvalError::plain(format!(
                "the term {t} is arithmetic, but its input is the alphabet {} (no number system)",
                n.name
            )));
        }
        let three = [n.clone(), n.clone(), n.clone()];
        let constant = if t.is_constant() {
            let v = t.constant_value().ok_or_else(|| {
                EvalError::plain(format!("the constant {t} is beyond the integer range"))
            })?;
            Some(lang::integer(v, n)?)
        } else if matches!(t, Term::Mul(0, x) if !lang::is_word_expr(x)) {
            Some(0)
        } else {
            None
        };
        if lang::is_word_expr(t) {
            let (f, a) = self.word_term(t, n)?;
            return Ok((f, a.into_iter().collect()));
        }
        let (f, parts) = match (constant, t) {
            (_, Term::Var(v, _)) => return Ok((v.clone(), Vec::new())),
            (Some(c), _) => {
                let f = self.fresh();
                let a = self.constant_on(&f, n, c)?;
                return Ok((f, vec![a]));
            }
            (None, Term::Add(a, b) | Term::Sub(a, b)) => {
                let (ra, pa) = self.term_parts(a, n)?;
                let (rb, pb) = self.term_parts(b, n)?;
                let f = self.fresh();
                let add = self.rels.add(n, &budget)?;
                // a + b = f, or for a - b: f + b = a.
                let tracks = if matches!(t, Term::Add(..)) {
                    [ra.clone(), rb.clone(), f.clone()]
                } else {
                    [f.clone(), rb.clone(), ra.clone()]
                };
                let mut parts = vec![Auto::from_minimal_tracks(
                    &tracks, &three, &add.dfa, &budget,
                )?];
                parts.extend(pa);
                parts.extend(pb);
                (f, parts)
            }
            (None, Term::Mul(_, x) | Term::Div(x, _)) => {
                let (rx, px) = self.term_parts(x, n)?;
                let f = self.fresh();
                let m = match t {
                    Term::Mul(k, _) => self.rels.mul(n, *k, &budget)?,
                    Term::Div(_, k) => self.rels.div(n, *k, &budget)?,
                    _ => unreachable!("a product or a quotient"),
                };
                let mut parts = vec![Auto::from_minimal_tracks(
                    &[rx.clone(), f.clone()],
                    &three[..2],
                    &m.dfa,
                    &budget,
                )?];
                parts.extend(px);
                (f, parts)
            }
            (None, Term::Prod(a, b) | Term::Quot(a, b)) => {
                // Walnut's case split: `W * t`, `t * W` and `t / W` with W a word value are
                // `o * t` (`floor(t / o)`) where W = o, for each output o.
                let quotient = matches!(t, Term::Quot(..));
                let (word, other) = match (quotient, a.is_word_value(), b.is_word_value()) {
                    (false, true, _) => (a, b),
                    (_, _, true) => (b, a),
                    (true, true, false) => {
                        return Err(EvalError::plain(format!(
                            "{t}: constants cannot be divided by variables (a word value divided by a term)"
                        )));
                    }
                    _ => {
                        return Err(EvalError::plain(format!(
                            "{t}: a product or quotient of two terms neither of which is a constant or a word value"
                        )));
                    }
                };
                let (ro, po) = self.term_parts(other, n)?;
                let f = self.fresh();
                let occ = lang::word_occurrences(word);
                let cases = self.word_cases(&occ, n, &mut |me, outs| {
                    let o = lang::word_value(word, outs, &mut 0)?;
                    me.scaled(&ro, &f, o, quotient, n, word).map(Some)
                })?;
                let mut parts = vec![cases];
                parts.extend(po);
                (f, parts)
            }
            (None, Term::Neg(x)) => {
                // Walnut's `_t` is the c with t + c = 0 (both 0 among natural numbers).
                let (rx, px) = self.term_parts(x, n)?;
                let f = self.fresh();
                let z = self.fresh();
                let add = self.rels.add(n, &budget)?;
                let sum = Auto::from_minimal_tracks(
                    &[rx.clone(), f.clone(), z.clone()],
                    &three,
                    &add.dfa,
                    &budget,
                )?;
                let zero = self.constant_on(&z, n, 0)?;
                let neg = Auto::combine(&sum, &zero, |x, y| x && y, true, &budget)?
                    .exists(&z, &budget)?;
                let mut parts = vec![neg];
                parts.extend(px);
                (f, parts)
            }
            (None, Term::Const(..) | Term::Word(..)) => {
                unreachable!("constants and word expressions are handled above")
            }
        };
        Ok((f, parts))
    }

    /// `f = o * x`, or `f = floor(x / o)` for a quotient, on the tracks `x` and `f`: one case
    /// of a product or quotient by the word value `word` (its output `o`). As in Walnut, a
    /// negative `o` is an error where the numbers are the naturals, and so is a divisor 0.
    pub(super) fn scaled(
        &mut self,
        x: &str,
        f: &str,
        o: i128,
        quotient: bool,
        n: &Arc<Numeration>,
        word: &Term,
    ) -> Result<Auto, EvalError> {
        let role = if quotient { "divisor" } else { "factor" };
        if o < 0 && !n.integers() {
            return Err(EvalError::plain(format!(
                "{word} takes the value {o}: a negative {role} in {}, which has no negative numbers",
                n.name
            )));
        }
        if quotient && o == 0 {
            return Err(EvalError::plain(format!(
                "division by zero: the divisor {word} takes the value 0"
            )));
        }
        let k = u64::try_from(o.unsigned_abs())
            .map_err(|_| EvalError::plain(format!("{word} takes the value {o}, beyond 2^64")))?;
        // A placeholder not starting with '#' (the term compiler projects those away).
        const X: &str = "@x";
        let pos = Pos::default();
        let var = Term::Var(X.to_string(), pos);
        let term = match (quotient, o < 0) {
            (false, _) if o == 0 => Term::Const(0, pos),
            (false, false) => Term::Mul(k, Box::new(var)),
            (false, true) => Term::Neg(Box::new(Term::Mul(k, Box::new(var)))),
            (true, false) => Term::Div(Box::new(var), k),
            (true, true) => Term::Div(Box::new(Term::Neg(Box::new(var))), k),
        };
        let (r, p) = self.term(&term, n)?;
        let Some(p) = p else {
            return Err(EvalError::plain(format!("{term}: not a computed term")));
        };
        let vars: Vec<String> = p
            .vars
            .iter()
            .map(|v| match v.as_str() {
                X => x.to_string(),
                _ if *v == r => f.to_string(),
                _ => v.clone(),
            })
            .collect();
        Auto::from_minimal_tracks(&vars, &p.nums, &p.dfa, &self.budget)
    }

    /// The conjunction of `parts` with the variables `fresh` projected away, by bucket
    /// elimination: repeatedly the fresh variable whose parts have the least product of
    /// state counts is chosen, those parts are joined (smallest first) and it is projected;
    /// the parts left are joined last, smallest first. A variable is projected as soon as
    /// no other part reads it, and the join starts where the automata are small: in
    /// `x/17/3 < 6` (msd_trib) the constant 6 first, then `#t2 < 6`, then `#t1 < 18`
    /// (every join under 100 states), where joining the two quotients first builds the
    /// quotient by 51 (421,784 states) and its order with `#t2` (1.69 million). Cost: one
    /// product and one projection per fresh variable, each bounded by the budget.
    pub(super) fn close(&mut self, parts: Vec<Auto>, fresh: &[String]) -> Result<Auto, EvalError> {
        let budget = self.budget;
        let mut parts = parts;
        let mut left: Vec<&String> = Vec::new();
        for f in fresh {
            if !left.contains(&f) && parts.iter().any(|p| p.vars.contains(f)) {
                left.push(f);
            }
        }
        let states = |p: &Auto| p.dfa.states() as u128;
        while !left.is_empty() {
            let cost = |v: &String| {
                parts
                    .iter()
                    .filter(|p| p.vars.contains(v))
                    .fold(1u128, |c, p| c.saturating_mul(states(p)))
            };
            let (i, _) = left
                .iter()
                .enumerate()
                .min_by_key(|(_, v)| cost(v))
                .expect("a variable left");
            let v = left.remove(i);
            let (mut with, without): (Vec<Auto>, Vec<Auto>) =
                parts.into_iter().partition(|p| p.vars.contains(v));
            with.sort_by_key(|p| states(p));
            let mut acc = with.remove(0);
            for p in &with {
                acc = Auto::combine(&acc, p, |x, y| x && y, true, &budget)?;
            }
            parts = without;
            parts.push(acc.exists(v, &budget)?);
        }
        parts.sort_by_key(|p| states(p));
        let mut it = parts.into_iter();
        let mut acc = it.next().unwrap_or_else(|| Auto::constant(true));
        for p in it {
            acc = Auto::combine(&acc, &p, |x, y| x && y, true, &budget)?;
        }
        Ok(acc)
    }

    /// Terms compiled (term `i` in `nums[i]`, or in `nums[0]` for every term when one
    /// system is given), their relation built by `rel` on the result variables, then joined
    /// with the terms' relations and every fresh variable projected away
    /// ([`Session::close`]).
    pub(super) fn with_terms(
        &mut self,
        terms: &[&Term],
        nums: &[Arc<Numeration>],
        rel: &mut RelFn<'_>,
    ) -> Result<Auto, EvalError> {
        let before = self.fresh;
        let mut names = Vec::new();
        let mut parts = Vec::new();
        for (i, t) in terms.iter().enumerate() {
            let n = if nums.len() == 1 { &nums[0] } else { &nums[i] };
            let (r, p) = self.term_parts(t, n)?;
            names.push(r);
            parts.extend(p);
        }
        let fresh = self.fresh_since(before);
        parts.push(rel(self, &names)?);
        self.close(parts, &fresh)
    }

    pub(super) fn relation(
        &mut self,
        op: RelOp,
        lhs: &Term,
        rhs: &Term,
        base: &str,
    ) -> Result<Auto, EvalError> {
        let n = numeration(base).map_err(EvalError::plain)?;
        let budget = self.budget;
        // A product or quotient by a constant in an lsd system: the atom is built in the
        // msd system and reversed. Its relations are msd ones reversed (`y = x/22` in
        // lsd_trib: 346,309 states, 36,174 in msd_trib), and joined in lsd the products
        // grow with them (`x/22*2 = x`: 417,098 states before a projection); in msd they
        // stay small, and one reversal of the atom's minimal automaton (determinized
        // from an accessible one, hence minimal: Brzozowski) costs what its lsd automaton
        // holds.
        if !n.msd && [lhs, rhs].into_iter().any(scales) && ![lhs, rhs].into_iter().any(has_words) {
            let msd = lang::flipped(&n)?;
            let a = self.relation(op, lhs, rhs, &msd.name)?;
            return lang::reverse(&a, &budget);
        }
        let two = [n.clone(), n.clone()];
        // Walnut compares two constants as integers (negative ones too), and a word
        // expression with a constant or another word expression on the words' outputs.
        let plain = |t: &Term| t.is_constant() || lang::is_word_expr(t);
        if plain(lhs) && plain(rhs) {
            if lhs.is_constant() && rhs.is_constant() {
                let (a, b) = (lhs.constant_value(), rhs.constant_value());
                let (Some(a), Some(b)) = (a, b) else {
                    return Err(EvalError::plain("a constant beyond the integer range"));
                };
                return Ok(Auto::constant(op.holds(a, b)));
            }
            let mut occ = lang::word_occurrences(lhs);
            let split = occ.len();
            occ.extend(lang::word_occurrences(rhs));
            return self.word_cases(&occ, &n, &mut |_, outs| {
                let a = lang::word_value(lhs, &outs[..split], &mut 0)?;
                let b = lang::word_value(rhs, &outs[split..], &mut 0)?;
                Ok(op.holds(a, b).then(|| Auto::constant(true)))
            });
        }
        // `x = t` with t not a variable: t's relations with its result variable renamed to
        // x (no product with equality; when x is in t, the renamed relation reads x's
        // digits on both tracks).
        if op == RelOp::Eq {
            let pair = match (lhs, rhs) {
                (Term::Var(x, _), t) | (t, Term::Var(x, _)) if !matches!(t, Term::Var(..)) => {
                    Some((x, t))
                }
                _ => None,
            };
            if let Some((x, t)) = pair {
                let before = self.fresh;
                let (r, parts) = self.term_parts(t, &n)?;
                let mut renamed = Vec::with_capacity(parts.len());
                for p in parts {
                    renamed.push(if p.vars.contains(&r) {
                        let vars: Vec<String> = p
                            .vars
                            .iter()
                            .map(|v| if *v == r { x.clone() } else { v.clone() })
                            .collect();
                        Auto::from_minimal_tracks(&vars, &p.nums, &p.dfa, &budget)?
                    } else {
                        p
                    });
                }
                let mut fresh = self.fresh_since(before);
                fresh.retain(|v| *v != r);
                return self.close(renamed, &fresh);
            }
        }
        self.with_terms(&[lhs, rhs], std::slice::from_ref(&n), &mut |me, r| {
            let (a, b) = (r[0].clone(), r[1].clone());
            Ok(match op {
                RelOp::Eq | RelOp::Ne => {
                    let e = me.rels.eq(&n, &budget)?;
                    let e = Auto::from_minimal_tracks(&[a, b], &two, &e.dfa, &budget)?;
                    if op == RelOp::Eq { e } else { e.not(&budget)? }
                }
                RelOp::Lt | RelOp::Ge => {
                    let l = me.rels.lt(&n, &budget)?;
                    let l = Auto::from_minimal_tracks(&[a, b], &two, &l.dfa, &budget)?;
                    if op == RelOp::Lt { l } else { l.not(&budget)? }
                }
                RelOp::Gt | RelOp::Le => {
                    let l = me.rels.lt(&n, &budget)?;
                    let l = Auto::from_minimal_tracks(&[b, a], &two, &l.dfa, &budget)?;
                    if op == RelOp::Gt { l } else { l.not(&budget)? }
                }
            })
        })
    }

    /// `$name` read from the Walnut folder when the session has no such definition yet
    /// (nothing when there is no folder or no such file).
    fn definition_from_home(&mut self, name: &str) -> Result<(), EvalError> {
        if !self.defs.contains_key(name)
            && let Some(found) = self
                .walnut_home
                .as_ref()
                .and_then(|h| h.automaton(name, &self.budget))
        {
            let a = found.map_err(EvalError::plain)?;
            self.defs.insert(name, a, &self.budget)?;
        }
        Ok(())
    }

    pub(super) fn call(
        &mut self,
        name: &str,
        args: &[Term],
        base: &str,
    ) -> Result<Auto, EvalError> {
        self.definition_from_home(name)?;
        // A formula reads the definition closed under padding, never the literal one.
        let Some(def) = self.defs.for_formula(name) else {
            return Err(EvalError::plain(format!("unknown definition ${name}")));
        };
        let def = def?.clone();
        if def.vars.len() != args.len() {
            let shown: Vec<&str> = def.vars.iter().map(|v| v.trim_start_matches('#')).collect();
            return Err(EvalError::plain(format!(
                "${name} takes {} argument(s) ({}), given {}",
                def.vars.len(),
                shown.join(", "),
                args.len()
            )));
        }
        let terms: Vec<&Term> = args.iter().collect();
        // Each argument in the numeration of its track in the definition; a term given to
        // a set alphabet's track is computed in the formula's base (Walnut's rule: the
        // track then takes that system, when the alphabets agree).
        let mut systems = def.nums.clone();
        // The tracks read as numbers here: `numbers[i]` is the system track i takes.
        let mut numbers = def.nums.clone();
        let here = numeration(base).map_err(EvalError::plain)?;
        // A variable read as a number only under the other parity of reversals than this
        // call's: its letters here are the digits in the other direction.
        let mine: Parities = if self.reversed { 2 } else { 1 };
        let mut flipped_here = None;
        for ((s, n), t) in systems.iter_mut().zip(numbers.iter_mut()).zip(args) {
            let uses = match t {
                Term::Var(v, _) => self
                    .numeric_names
                    .as_ref()
                    .and_then(|names| names.get(v).copied())
                    .unwrap_or(0),
                _ => mine,
            };
            if s.is_letters() && !matches!(t, Term::Var(..)) {
                *s = here.clone();
            }
            if n.is_letters() && uses != 0 {
                let read_as = if uses & mine != 0 {
                    here.clone()
                } else {
                    match &flipped_here {
                        Some(f) => Arc::clone(f),
                        None => {
                            let f = lang::flipped(&here)?;
                            flipped_here = Some(f.clone());
                            f
                        }
                    }
                };
                if n.letters_fit(&read_as) {
                    *n = read_as;
                }
            }
        }
        // A set track read as a number at the call: the definition's words read as the
        // system's, closed under padding once no set track is left.
        let def = if numbers
            .iter()
            .zip(&def.nums)
            .any(|(n, d)| n.is_letters() != d.is_letters())
        {
            let valid = Auto::valid_dfa(&numbers, &self.budget)?;
            let d = ops::product_sparse(&def.dfa, &valid, |x, y| x && y, &self.budget)?.minimize();
            let dfa = numbers_from_letters(d, &numbers, || Ok(valid.clone()), &self.budget)?;
            Auto {
                dfa,
                nums: numbers,
                ..def
            }
        } else {
            def
        };
        self.with_terms(&terms, &systems, &mut |me, names| {
            Auto::from_minimal_tracks(names, &def.nums, &def.dfa, &me.budget)
        })
    }
}

/// Whether a term multiplies or divides by a constant (other than 0 and 1).
fn scales(t: &Term) -> bool {
    match t {
        Term::Var(..) | Term::Const(..) | Term::Word(..) => false,
        Term::Mul(k, a) => *k > 1 || scales(a),
        Term::Div(a, k) => *k > 1 || scales(a),
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            scales(a) || scales(b)
        }
        Term::Neg(a) => scales(a),
    }
}

/// Whether a term reads a word (a letter of an automatic word, as a value or in an index).
fn has_words(t: &Term) -> bool {
    match t {
        Term::Var(..) | Term::Const(..) => false,
        Term::Word(..) => true,
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            has_words(a) || has_words(b)
        }
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => has_words(a),
    }
}

/// Walnut's closed-constant absorption: the closed value of `a op b` when a closed side
/// decides it whatever the other side's free variables (`T | X`, `F & X`, `F => X`,
/// `X => T`); `None` when the result is computed (and keeps the free variables).
fn absorbed(op: BinOp, a: &Auto, b: &Auto) -> Option<bool> {
    let closed = |x: &Auto, v: bool| x.vars.is_empty() && x.truth() == v;
    match op {
        BinOp::Or if closed(a, true) || closed(b, true) => Some(true),
        BinOp::And if closed(a, false) || closed(b, false) => Some(false),
        BinOp::Implies if closed(a, false) || closed(b, true) => Some(true),
        _ => None,
    }
}
