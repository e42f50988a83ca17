//! The session's word and automaton commands: `morphism`, `promote`, `image`, `combine`,
//! `reverse`, `test`, `inf`. Each defining command stores its result under its name (a
//! word replaces any word of that name, its cached readings in other systems too) and
//! returns the states `prove` prints: for a word, those of the minimal machine with
//! outputs on the valid representations ([`Word::minimal`]).
//!
//! Routes and costs:
//! * `image NEW h OLD` for a k-uniform h: the new word at n = k*q + r is h(OLD[q])[r]; the
//!   positions of each value v are evaluated as the formula
//!   `E q (n = k*q + r & OLD[q] = @a)` over the pairs (a, r) with h(a)[r] = v, in OLD's
//!   system, and recombined into one word. Cost: k * |domain| small formulas.
//! * `combine NEW A1=v1 ... Am=vm`: the product of the automata (each of one free
//!   variable, in one system); the value at an input is that of the last automaton
//!   accepting it, 0 if none. An automaton whose answer changes with padding is refused.
//! * `reverse NEW OLD`: a word's value sets, each reversed; `reverse NEW $OLD`: the
//!   automaton reversed (subset construction), every track's system flipped msd <-> lsd.
//! * `convert` (see [`convert`](crate::logic::convert)); an automaton of one free variable is
//!   converted as the word of its 0/1 answers, read as a formula reads it (closed under
//!   padding: `reg a msd_2 "1"` is the set {1}). `alphabet` reads the same strings of letter
//!   values in other systems or set alphabets (a value the old alphabet lacks leads to
//!   rejection; for a word, as in Walnut, to a sink state of output 0) and keeps the valid
//!   representations; a word's new base must be a number system.
//! * `union`, `intersect` (products), `concat`, `star`, `rightquo`, `leftquo`,
//!   `fixleadzero`, `fixtrailzero` (see [`language`](crate::logic::language)) of automata read in the same systems track by track;
//!   the result, like a `reg`, keeps only valid representations and is taken literally
//!   (Walnut's `concat` of two number automata is a language, not arithmetic).
//! * `split`, `rsplit` (see [`split`](crate::logic::split), [`base_change`](crate::logic::base_change)) and `join` (`join.rs`):
//!   words of several indices, kept by the session and read as `W[x][y]` afterwards.

use crate::automaton::dfa::{Dfa, decode_letter, encode_letter};
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::convert;
use crate::logic::language;
use crate::logic::listing;
use crate::logic::morphism::Morphism;
use crate::logic::words::{self, Word};
use crate::numeration::{Numeration, numeration};
use crate::session::{Outcome, Session};
use crate::walnut::ast::More;
use crate::walnut::commands::morphism_map;
use crate::walnut::save;
use crate::walnut::{BinOp, Formula, LanguageOp, LetterRhs, Pos, RelOp, Term};

impl Session {
    /// `morphism NAME "...";`: Walnut's line `Defined with domain [..] and range [..]`.
    pub(super) fn define_morphism(
        &mut self,
        name: &str,
        map: &[(i64, Vec<i64>)],
    ) -> Result<String, EvalError> {
        let m = Morphism { map: map.to_vec() };
        let text = m.describe();
        self.morphisms.insert(name.to_string(), m);
        Ok(text)
    }

    /// A morphism defined by `morphism`, else one of the Walnut folder's `Morphism Library/`.
    fn morphism(&mut self, name: &str) -> Result<Morphism, EvalError> {
        if let Some(m) = self.morphisms.get(name) {
            return Ok(m.clone());
        }
        let Some(text) = self
            .walnut_home
            .as_ref()
            .and_then(|h| h.morphism_text(name))
        else {
            return Err(EvalError::plain(format!(
                "unknown morphism {name} (define it with morphism)"
            )));
        };
        let text = text.map_err(EvalError::plain)?;
        let map = morphism_map(&text, Pos { line: 1, col: 1 })
            .map_err(|e| EvalError::plain(format!("Morphism Library/{name}.txt: {e}")))?;
        let m = Morphism { map };
        self.morphisms.insert(name.to_string(), m.clone());
        Ok(m)
    }

    /// Store a word under `name`, minimal; its printed state count.
    pub(crate) fn store_word(&mut self, name: &str, w: &Word) -> Result<usize, EvalError> {
        let (w, states) = w.minimal(&self.budget)?;
        self.out_walnut_word(name, &w)?;
        self.define_word(name, w);
        Ok(states)
    }

    /// `promote NAME MORPHISM;`.
    pub(super) fn promote(&mut self, name: &str, morphism: &str) -> Result<usize, EvalError> {
        let h = self.morphism(morphism)?;
        let w = h
            .promote(&self.budget)
            .map_err(|e| EvalError::plain(format!("promote {name}: {}", e.message)))?;
        self.store_word(name, &w)
    }

    /// `image NEW MORPHISM OLD;`.
    pub(super) fn image(
        &mut self,
        name: &str,
        morphism: &str,
        old: &str,
    ) -> Result<usize, EvalError> {
        let h = self.morphism(morphism)?;
        let fail = |m: String| EvalError::plain(format!("image {name}: {m}"));
        let k = h.uniform_length().map_err(fail)?;
        if k == 0 {
            return Err(fail("the images are empty".into()));
        }
        let w = self.native_word(old)?;
        if let Some(v) = w.values().into_iter().find(|v| h.image(*v).is_none()) {
            return Err(fail(format!(
                "{old} takes the value {v}, which {morphism} does not map"
            )));
        }
        let num = w.num.clone();
        let base = num.name.clone();
        let pos = Pos::default();
        let var = |v: &str| Term::Var(v.to_string(), pos);
        let mut sets = Vec::new();
        for v in h.range() {
            let mut acc: Option<Formula> = None;
            for (a, img) in &h.map {
                for (r, _) in img.iter().enumerate().filter(|(_, x)| **x == v) {
                    let place = Term::Add(
                        Box::new(Term::Mul(k as u64, Box::new(var("q")))),
                        Box::new(Term::Const(r as u64, pos)),
                    );
                    let f = Formula::Quant {
                        exists: true,
                        vars: vec!["q".into()],
                        body: Box::new(Formula::Bin(
                            BinOp::And,
                            Box::new(Formula::Rel {
                                op: RelOp::Eq,
                                lhs: var("n"),
                                rhs: place,
                                base: base.clone(),
                                pos,
                            }),
                            Box::new(Formula::Word {
                                name: old.to_string(),
                                index: vec![var("q")],
                                op: RelOp::Eq,
                                rhs: LetterRhs::Letter(*a),
                                base: base.clone(),
                                pos,
                            }),
                        )),
                        pos,
                    };
                    acc = Some(match acc {
                        None => f,
                        Some(g) => Formula::Bin(BinOp::Or, Box::new(g), Box::new(f)),
                    });
                }
            }
            let Some(f) = acc else { continue };
            let a = self.formula(&f)?;
            let d = if a.vars.is_empty() {
                Dfa::constant(vec![num.radix], a.truth())
            } else {
                a.dfa
            };
            sets.push((v, d));
        }
        let img = Word::from_value_sets(num, &sets, &self.budget)?;
        self.store_word(name, &img)
    }

    /// `combine NEW A1=v1 ...;`.
    pub(super) fn combine(
        &mut self,
        name: &str,
        parts: &[(String, i64)],
    ) -> Result<usize, EvalError> {
        let fail = |m: String| EvalError::plain(format!("combine {name}: {m}"));
        let mut sets = Vec::new();
        for (part, v) in parts.iter().rev() {
            // A set of numbers: the definition as a formula reads it.
            let a = self
                .defs
                .for_formula(part)
                .ok_or_else(|| fail(format!("unknown automaton {part}")))?
                .map_err(|e| fail(e.message))?
                .clone();
            if a.vars.len() != 1 {
                return Err(fail(format!(
                    "{part} has {} free variables; a word automaton here has one",
                    a.vars.len()
                )));
            }
            let a = save::checked(a, &self.budget).map_err(|e| fail(format!("{part}: {e}")))?;
            sets.push((*v, a));
        }
        let num = sets[0].1.nums[0].clone();
        if let Some((_, a)) = sets.iter().find(|(_, a)| !a.nums[0].same_as(&num)) {
            return Err(fail(format!(
                "the automata are read in {} and in {}",
                num.name, a.nums[0].name
            )));
        }
        // Last automaton first: the first set accepting an input gives its value.
        let sets: Vec<(i64, Dfa)> = sets.into_iter().map(|(v, a)| (v, a.dfa)).collect();
        let w = Word::from_value_sets(num, &sets, &self.budget)?;
        self.store_word(name, &w)
    }

    /// `reverse NEW OLD;` and `reverse NEW $OLD;`: the states and the free variables.
    pub(super) fn reverse(
        &mut self,
        name: &str,
        old: &str,
        automaton: bool,
    ) -> Result<(usize, Vec<String>), EvalError> {
        if !automaton {
            let w = self.any_word(old)?;
            if let [num] = w.nums.as_slice() {
                let w = Word {
                    num: num.clone(),
                    dfa: w.dfa,
                    out: w.out,
                };
                let flipped = words::flipped(&w.num)?;
                let r = w.reversed(flipped, &self.budget)?;
                return Ok((self.store_word(name, &r)?, vec![]));
            }
            let r = w.reversed(&self.budget)?;
            return Ok((self.store_any_word(name, &r)?, vec![]));
        }
        let a =
            self.defs.get(old).cloned().ok_or_else(|| {
                EvalError::plain(format!("reverse {name}: unknown automaton ${old}"))
            })?;
        let nums = a
            .nums
            .iter()
            .map(|n| words::flipped(n))
            .collect::<Result<Vec<_>, _>>()?;
        let dfa = minimize(&ops::reverse(&a.dfa, &self.budget)?);
        let r = Auto {
            vars: a.vars.clone(),
            nums,
            dfa,
        };
        self.save(name, &r)?;
        let states = r.reported_states();
        let vars = r.vars.clone();
        self.defs.insert(name, r, &self.budget)?;
        Ok((states, vars))
    }

    /// `union`, `intersect`, `concat`, `star`, the quotients and the zero fixes: the states
    /// and the free variables (the first automaton's).
    pub(super) fn language(
        &mut self,
        op: LanguageOp,
        name: &str,
        parts: &[String],
    ) -> Result<(usize, Vec<String>), EvalError> {
        let fail = |m: String| EvalError::plain(format!("{name}: {m}"));
        let autos = parts
            .iter()
            .map(|p| self.listed(p))
            .collect::<Result<Vec<_>, _>>()?;
        let first = &autos[0];
        // A quotient by an automaton over smaller set alphabets (Walnut: the right
        // quotient's second, the left quotient's first, a subset track by track).
        let within = |x: &Numeration, y: &Numeration| {
            x.is_letters()
                && y.is_letters()
                && x.letter_values().iter().all(|v| y.digit_of(*v).is_some())
        };
        let fits = |i: usize, x: &Numeration, y: &Numeration| match (op, i) {
            (LanguageOp::RightQuotient, 1) => within(x, y),
            (LanguageOp::LeftQuotient, 1) => within(y, x),
            _ => false,
        };
        for (i, (p, a)) in parts.iter().zip(&autos).enumerate() {
            let same = a.nums.len() == first.nums.len()
                && a.nums
                    .iter()
                    .zip(&first.nums)
                    .all(|(x, y)| x.same_as(y) || fits(i, x, y));
            if !same {
                let show = |a: &Auto| {
                    a.nums
                        .iter()
                        .map(|n| n.name.as_str())
                        .collect::<Vec<_>>()
                        .join(" ")
                };
                return Err(fail(format!(
                    "{p} reads ({}), {} reads ({})",
                    show(a),
                    parts[0],
                    show(first)
                )));
            }
        }
        let budget = self.budget;
        let mut d = first.dfa.clone();
        let second = || language::onto(&autos[1].dfa, &autos[1].nums, &first.nums, &budget);
        let zero = || language::zero_letter(&first.nums).map_err(fail);
        match op {
            LanguageOp::Star => d = language::star(&d, &budget)?,
            LanguageOp::FixLeadZero => d = language::pad_leading(&d, zero()?, &budget)?,
            LanguageOp::FixTrailZero => d = language::pad_trailing(&d, zero()?, &budget)?,
            LanguageOp::RightQuotient => d = language::right_quotient(&d, &second()?, &budget)?,
            LanguageOp::LeftQuotient => d = language::left_quotient(&d, &second()?, &budget)?,
            LanguageOp::Union | LanguageOp::Intersect | LanguageOp::Concat => {
                for a in &autos[1..] {
                    d = minimize(&match op {
                        LanguageOp::Union => ops::product(&d, &a.dfa, |x, y| x || y, &budget)?,
                        LanguageOp::Intersect => ops::product(&d, &a.dfa, |x, y| x && y, &budget)?,
                        _ => language::concat(&d, &a.dfa, &budget)?,
                    });
                }
            }
        }
        // As in Walnut: the star or concatenation of representations in a system where not
        // every digit string is valid (msd_fib) is read in the base of its digits (msd_2),
        // whole, not cut down to the valid representations (`alphabet` reads it back).
        let nums = if matches!(op, LanguageOp::Star | LanguageOp::Concat) {
            first
                .nums
                .iter()
                .map(every_string_system)
                .collect::<Result<Vec<_>, _>>()?
        } else {
            first.nums.clone()
        };
        // As for `reg`: only valid representations.
        let valid = Auto::valid_dfa(&nums, &budget)?;
        let d = minimize(&ops::product(&d, &valid, |x, y| x && y, &budget)?);
        let r = Auto {
            vars: first.vars.clone(),
            nums,
            dfa: d,
        };
        self.save(name, &r)?;
        let out = (r.reported_states(), r.vars.clone());
        self.defs.insert(name, r, &self.budget)?;
        Ok(out)
    }

    /// `convert [$]NEW BASE [$]OLD;`: the states and the free variables.
    pub(super) fn convert(
        &mut self,
        name: &str,
        automaton: bool,
        base: &str,
        old: &str,
        old_automaton: bool,
    ) -> Result<(usize, Vec<String>), EvalError> {
        let fail = |m: String| EvalError::plain(format!("convert {name}: {m}"));
        if automaton && !old_automaton {
            return Err(fail(format!(
                "a word cannot become an automaton (write $NAME only for an automaton ${old})"
            )));
        }
        let (w, var) = if old_automaton {
            let a = self.automaton_as_numbers(old)?;
            if a.vars.len() != 1 {
                return Err(fail(format!(
                    "${old} has {} free variables; convert reads one",
                    a.vars.len()
                )));
            }
            let a = save::checked(a, &self.budget).map_err(|e| fail(format!("${old}: {e}")))?;
            let w = Word::from_value_sets(a.nums[0].clone(), &[(1, a.dfa)], &self.budget)?;
            (w, a.vars[0].clone())
        } else {
            let w = self.any_word(old)?;
            (
                convert::one_index(w, old).map_err(|e| fail(e.message))?,
                String::new(),
            )
        };
        let c = convert::convert(&w, base, &self.budget).map_err(|e| fail(e.message))?;
        if !automaton {
            return Ok((self.store_word(name, &c)?, vec![]));
        }
        let nums = [c.num.clone()];
        let ones = Auto::from_tracks_in(
            std::slice::from_ref(&var),
            &nums,
            &c.positions_of(1),
            &self.budget,
        )?;
        let valid = Auto {
            dfa: Auto::valid_dfa(&nums, &self.budget)?,
            ..ones.clone()
        };
        let r = Auto::combine(&ones, &valid, |x, y| x && y, true, &self.budget)?;
        self.save(name, &r)?;
        let out = (r.reported_states(), r.vars.clone());
        self.defs.insert(name, r, &self.budget)?;
        Ok(out)
    }

    /// `alphabet NEW BASE ... [$]OLD;`: the states and the free variables.
    pub(super) fn alphabet(
        &mut self,
        name: &str,
        bases: &[String],
        old: &str,
        automaton: bool,
    ) -> Result<(usize, Vec<String>), EvalError> {
        let fail = |m: String| EvalError::plain(format!("alphabet {name}: {m}"));
        let nums = bases
            .iter()
            .map(|b| numeration(b).map_err(EvalError::plain))
            .collect::<Result<Vec<_>, _>>()?;
        let dirs: Vec<bool> = nums.iter().filter_map(|n| n.direction()).collect();
        if dirs.iter().any(|&m| m != dirs[0]) {
            return Err(fail("the bases mix msd and lsd".into()));
        }
        let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
        if !automaton {
            let w = self.native_word(old)?;
            let [n] = nums.as_slice() else {
                return Err(fail(format!("a word takes one base, given {}", nums.len())));
            };
            if n.is_letters() || w.num.is_letters() {
                return Err(fail(format!(
                    "a word is read in a number system, not the alphabet {}",
                    if n.is_letters() { &n.name } else { &w.num.name }
                )));
            }
            if n.msd != w.num.msd {
                return Err(fail(format!(
                    "{old} is read in {}, not {}",
                    w.num.name, n.name
                )));
            }
            // As Walnut: a digit the word has no transition on (beyond its radix) leads to
            // a sink whose output is 0.
            let old_radix = w.num.radix as usize;
            let mut out = Vec::new();
            let dfa = Dfa::explore(
                radices,
                Some(w.dfa.start()),
                |&q: &Option<u32>, d| {
                    Some(match q {
                        Some(q) if d < old_radix => Some(w.dfa.next(q, d)),
                        _ => None,
                    })
                },
                |&q| {
                    out.push(q.map_or(0, |q| w.out[q as usize]));
                    false
                },
                &self.budget,
                "alphabet",
            )?;
            out.truncate(dfa.states());
            let moved = Word {
                num: n.clone(),
                dfa,
                out,
            };
            return Ok((self.store_word(name, &moved)?, vec![]));
        }
        let a = self.listed(old)?;
        if a.nums.len() != nums.len() {
            return Err(fail(format!(
                "${old} has {} tracks, given {} bases",
                a.nums.len(),
                nums.len()
            )));
        }
        let old_radices = a.dfa.radices().to_vec();
        // As Walnut: a letter keeps its VALUES (a set track's digit is an index into its
        // set); a letter with a value the old track lacks leads to rejection.
        let to_old: Vec<Vec<Option<u32>>> = nums
            .iter()
            .zip(&a.nums)
            .map(|(n, o)| {
                n.letter_values()
                    .into_iter()
                    .map(|v| o.digit_of(v))
                    .collect()
            })
            .collect();
        let d = Dfa::explore(
            radices.clone(),
            a.dfa.start(),
            |&q, l| {
                let digits = decode_letter(&radices, l)
                    .iter()
                    .zip(&to_old)
                    .map(|(&d, map)| map[d as usize])
                    .collect::<Option<Vec<u32>>>()?;
                Some(a.dfa.next(q, encode_letter(&old_radices, &digits)))
            },
            |&q| a.dfa.is_accepting(q),
            &self.budget,
            "alphabet",
        )?;
        let valid = Auto::valid_dfa(&nums, &self.budget)?;
        let d = minimize(&ops::product(&d, &valid, |x, y| x && y, &self.budget)?);
        let r = Auto {
            vars: a.vars.clone(),
            nums,
            dfa: d,
        };
        self.save(name, &r)?;
        let out = (r.reported_states(), r.vars.clone());
        self.defs.insert(name, r, &self.budget)?;
        Ok(out)
    }

    fn listed(&mut self, name: &str) -> Result<Auto, EvalError> {
        self.automaton_named(name)
    }

    /// An automaton as a set of numbers, as a formula reads it: closed under padding
    /// ([`crate::logic::definitions`]), for the commands that read it as the word of its
    /// 0/1 answers (`convert`, `transduce`); read from `--walnut-home` when not defined.
    pub(super) fn automaton_as_numbers(&mut self, name: &str) -> Result<Auto, EvalError> {
        self.automaton_named(name)?;
        let a = self
            .defs
            .for_formula(name)
            .ok_or_else(|| EvalError::plain(format!("unknown automaton {name}")))?;
        Ok(a?.clone())
    }

    /// `split`, `rsplit` ([`split`](crate::logic::split)) and `join` (`join.rs`).
    pub(super) fn word_command(
        &mut self,
        m: &More,
        start: std::time::Instant,
    ) -> Result<Option<Outcome>, EvalError> {
        let (name, (states, vars)) = match m {
            More::Split {
                name,
                old,
                signs,
                reverse,
            } => (name, self.split(name, old, signs, *reverse)?),
            More::Join { name, parts } => (name, self.join(name, parts)?),
            _ => return self.more(m, start),
        };
        Ok(Some(Outcome::defined(name, states, vars, start)))
    }

    /// `test NAME N;`.
    pub(super) fn test(&mut self, name: &str, count: u64) -> Result<String, EvalError> {
        let a = self.listed(name)?;
        listing::test(name, &a, count, &self.budget)
    }

    /// `inf NAME;`.
    pub(super) fn inf(&mut self, name: &str) -> Result<String, EvalError> {
        let a = self.listed(name)?;
        listing::inf(name, &a, &self.budget)
    }
}

/// The system itself when every digit string is a valid representation in it, else the
/// base `msd_K`/`lsd_K` of its digits `0..K`.
fn every_string_system(
    n: &std::sync::Arc<crate::numeration::Numeration>,
) -> Result<std::sync::Arc<crate::numeration::Numeration>, EvalError> {
    if n.valid.complement().is_empty() {
        return Ok(n.clone());
    }
    let dir = if n.msd { "msd" } else { "lsd" };
    numeration(&format!("{dir}_{}", n.radix)).map_err(EvalError::plain)
}
