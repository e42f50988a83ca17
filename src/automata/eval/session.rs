//! A session: the commands of a script run in order, with their definitions, words and
//! cached relations.
//!
//! Soundness invariants kept here: a `load`ed automaton is intersected with the valid
//! representations of its systems and refused unless its answer is unchanged by a leading
//! zero (msd) or a trailing zero (lsd); `load` reads the session's embedded files, then
//! its base directory when it has one, never the working directory by default; in proof
//! mode ([`Session::proof_mode`]) an `eval` with a free variable is an error, and
//! [`Session::prove_script`] holds only when every `eval` is TRUE and there is one.
//! Walnut's closed-constant absorption: when one side of a connective is closed, `T | X`,
//! `F => X` and `X => T` are TRUE and `F & X` is FALSE (closed, whatever `X`'s free
//! variables); the other cases (`T & X`, `F | X`, `T => X`, `^`, `<=>`) keep `X`'s.

use super::EvalError;
use super::auto::Auto;
use super::lang;
use super::regex;
use super::rel::Relations;
use super::save;
use super::words::{self, MultiWord, Word};
use crate::automata::limits::Budget;
use crate::automata::numeration::{Numeration, numeration};
use crate::automata::walnut::{BinOp, Command, Formula, LetterRhs, Located, Pos, RelOp, Term};
use serde::Serialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

/// The answer to one `def` or `eval`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Answer {
    /// A closed formula that holds.
    True,
    /// A closed formula that fails.
    False,
    /// A formula with free variables, or a command that defines an automaton or a word:
    /// its states.
    States,
    /// A command that prints text (`test`, `inf`, `morphism`): the text.
    Text,
}

/// What one `def` or `eval` printed.
#[derive(Debug, Clone, Serialize)]
pub struct Outcome {
    /// The command's name.
    pub name: String,
    /// TRUE, FALSE or an automaton.
    pub result: Answer,
    /// The states of the minimal automaton (dead state not counted; empty language: 1).
    pub states: usize,
    /// For FALSE under an outermost `A`: the smallest counterexample (`x = 3, y = 5`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub witness: Option<String>,
    /// The free variables, in argument order.
    pub vars: Vec<String>,
    /// What a [`Answer::Text`] command printed (one or more lines).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// Seconds taken.
    pub seconds: f64,
}

impl Outcome {
    /// The line `prove` prints.
    pub fn line(&self) -> String {
        match self.result {
            Answer::True => format!("{}: TRUE", self.name),
            Answer::False => match &self.witness {
                Some(w) => format!("{}: FALSE (counterexample: {w})", self.name),
                None => format!("{}: FALSE", self.name),
            },
            Answer::States => format!("{}: {} states", self.name, self.states),
            Answer::Text => self.text.clone().unwrap_or_default(),
        }
    }

    /// A command that defined `name` with this many states.
    pub fn defined(name: &str, states: usize, vars: Vec<String>, start: Instant) -> Outcome {
        Outcome {
            name: name.to_string(),
            result: Answer::States,
            states,
            witness: None,
            vars,
            text: None,
            seconds: start.elapsed().as_secs_f64(),
        }
    }

    /// A command that printed `text`.
    pub fn printed(name: &str, text: String, start: Instant) -> Outcome {
        Outcome {
            name: name.to_string(),
            result: Answer::Text,
            states: 0,
            witness: None,
            vars: Vec::new(),
            text: Some(text),
            seconds: start.elapsed().as_secs_f64(),
        }
    }
}

/// One case of a word expression: the extra condition for a tuple of word outputs, or
/// `None` to leave the tuple out.
type CaseFn<'a> = dyn FnMut(&mut Session, &[i64]) -> Result<Option<Auto>, EvalError> + 'a;

/// Builds an atom's relation on the variables holding its terms' values.
type RelFn<'a> = dyn FnMut(&mut Session, &[String]) -> Result<Auto, EvalError> + 'a;

/// A script's run: definitions, words, cached relations.
pub struct Session {
    /// The state budget of every operation.
    pub budget: Budget,
    /// Where `load` resolves relative paths; none: only [`Session::files`] (a catalog
    /// proof). `wythoff prove FILE` sets the file's directory.
    pub base_dir: Option<PathBuf>,
    /// Proof mode: an `eval` must be a closed formula (see [`Session::proof_mode`]).
    pub require_closed_evals: bool,
    /// Where `--save` writes each result (none: not saved).
    pub save_dir: Option<PathBuf>,
    /// A Walnut folder where each automaton and word is also written in Walnut's format
    /// ([`super::files`]; none: not written).
    pub save_walnut: Option<PathBuf>,
    /// Files held in memory, `(path as a script's load names it, text)`: `load` looks here
    /// first, then under `base_dir` if set (a catalog proof embeds its automata at build
    /// time and has no base directory).
    pub files: Vec<(String, String)>,
    /// A user's Walnut folder: `$NAME` and `NAME[x]` not defined in the script are read
    /// from its libraries ([`super::library`]).
    pub walnut_home: Option<super::library::WalnutHome>,
    /// Lines for standard error, where an answer differs from Walnut's on purpose (a
    /// `reg` that dropped invalid words): the caller prints and clears them.
    pub notes: Vec<String>,
    pub(super) defs: HashMap<String, Auto>,
    /// Each word read in a system, built in or defined: a cache keyed by (name, system).
    pub(super) words: HashMap<(String, String), Word>,
    /// Words defined by `promote`, `image`, `combine` and `reverse`, in their own systems
    /// (a name here hides a built-in word of that name).
    pub(super) user_words: HashMap<String, Word>,
    /// Words of several indices defined by `split`, `rsplit` and `join`.
    pub(super) user_multi_words: HashMap<String, MultiWord>,
    /// Morphisms defined by `morphism`.
    pub(super) morphisms: HashMap<String, super::morphism::Morphism>,
    /// Macros defined by `macro`, for later scripts of the session.
    pub(super) macros: HashMap<String, String>,
    rels: Relations,
    fresh: usize,
}

impl Default for Session {
    fn default() -> Self {
        Session::new(Budget::default())
    }
}

impl Session {
    /// A session with this budget.
    pub fn new(budget: Budget) -> Session {
        Session {
            budget,
            base_dir: None,
            require_closed_evals: false,
            save_dir: None,
            save_walnut: None,
            walnut_home: None,
            notes: Vec::new(),
            files: Vec::new(),
            defs: HashMap::new(),
            words: HashMap::new(),
            user_words: HashMap::new(),
            user_multi_words: HashMap::new(),
            morphisms: HashMap::new(),
            macros: HashMap::new(),
            rels: Relations::default(),
            fresh: 0,
        }
    }

    /// A session for a proof: every `eval` must be closed (an open one is an error naming
    /// it, not an automaton silently left out of the proof).
    pub fn proof_mode(budget: Budget) -> Session {
        Session {
            require_closed_evals: true,
            ..Session::new(budget)
        }
    }

    /// Run a proof script in proof mode: `Ok(None)` when every `eval` answers TRUE and
    /// there is at least one, `Ok(Some(line))` with the first FALSE line, `Err` on a parse
    /// or evaluation error (an open `eval` included) or when no `eval` answered.
    pub fn prove_script(&mut self, text: &str) -> Result<Option<String>, String> {
        self.require_closed_evals = true;
        let cmds = self.parse(text).map_err(|e| e.to_string())?;
        let mut any_true = false;
        for c in &cmds {
            let o = self.command(c).map_err(|e| e.at(c.pos).to_string())?;
            if let Some(o) = o
                && matches!(c.command, Command::Eval { .. })
            {
                match o.result {
                    Answer::True => any_true = true,
                    Answer::False => return Ok(Some(o.line())),
                    Answer::States | Answer::Text => {
                        return Err(format!("{}: not a closed formula", o.name));
                    }
                }
            }
        }
        if any_true {
            Ok(None)
        } else {
            Err("the proof has no eval that answered TRUE".into())
        }
    }

    /// Parse and run a script; stops at the first error (parse or evaluation).
    pub fn run_script(&mut self, text: &str) -> Result<Vec<Outcome>, String> {
        let cmds = self.parse(text).map_err(|e| e.to_string())?;
        let mut out = Vec::new();
        for c in &cmds {
            if let Some(o) = self.command(c).map_err(|e| e.at(c.pos).to_string())? {
                out.push(o);
            }
        }
        Ok(out)
    }

    /// A definition made so far (a `def`, `reg` or `load`).
    pub fn definition(&self, name: &str) -> Option<&Auto> {
        self.defs.get(name)
    }

    /// Define `name` as an automaton built elsewhere (e.g. a learned one), as `load` would.
    pub fn insert_definition(&mut self, name: &str, auto: Auto) {
        self.defs.insert(name.to_string(), auto);
    }

    /// Run one command: `def` and `eval` give an outcome, `reg` and `load` define silently.
    /// Its projections are determinized by its route (a `[strategy ...]` prefix) and write
    /// the files its `[export ...]` prefixes ask for ([`super::prefix_export`]).
    pub fn command(&mut self, c: &Located) -> Result<Option<Outcome>, EvalError> {
        super::prefix_export::begin(c, self.save_dir.as_deref())?;
        let before = self.budget.route;
        self.budget.route = c.route;
        let result = self.command_routed(c);
        self.budget.route = before;
        if !c.exports.is_empty() {
            super::prefix_export::end();
        }
        result
    }

    fn command_routed(&mut self, c: &Located) -> Result<Option<Outcome>, EvalError> {
        let start = Instant::now();
        match &c.command {
            Command::Def {
                name,
                free,
                formula,
            }
            | Command::Eval {
                name,
                free,
                formula,
            } => {
                let (auto, witness) = self.top(formula)?;
                check_listed(name, free, &auto)?;
                if self.require_closed_evals
                    && matches!(c.command, Command::Eval { .. })
                    && !auto.vars.is_empty()
                {
                    let shown: Vec<&str> = auto
                        .vars
                        .iter()
                        .map(|v| v.trim_start_matches('#'))
                        .collect();
                    return Err(EvalError::plain(format!(
                        "eval {name} has free variable(s) {}: every eval of a proof must be a closed formula",
                        shown.join(", ")
                    )));
                }
                let result = if !auto.vars.is_empty() {
                    Answer::States
                } else if auto.truth() {
                    Answer::True
                } else {
                    Answer::False
                };
                let outcome = Outcome {
                    name: name.clone(),
                    result,
                    states: auto.reported_states(),
                    witness: witness.filter(|_| auto.vars.is_empty() && !auto.truth()),
                    vars: auto.vars.clone(),
                    text: None,
                    seconds: start.elapsed().as_secs_f64(),
                };
                self.save(name, &auto)?;
                if matches!(c.command, Command::Def { .. }) {
                    self.defs.insert(name.clone(), auto);
                }
                Ok(Some(outcome))
            }
            Command::Reg { name, bases, regex } => {
                let nums = bases
                    .iter()
                    .map(|b| numeration(b).map_err(EvalError::plain))
                    .collect::<Result<Vec<_>, _>>()?;
                let written: Vec<Vec<i64>> = bases
                    .iter()
                    .zip(&nums)
                    .map(|(b, n)| {
                        let set =
                            crate::automata::numeration::parse_letters(b).and_then(Result::ok);
                        regex::written_letters(n, set.as_deref())
                    })
                    .collect();
                let d = regex::compile(regex, &written, &self.budget)?;
                let vars: Vec<String> = (0..nums.len()).map(|i| format!("#r{i:03}")).collect();
                let lit = Auto::from_tracks(&vars, &nums, &d)?;
                let valid = Auto {
                    dfa: Auto::valid_dfa(&lit.nums, &self.budget)?,
                    ..lit.clone()
                };
                let auto = Auto::combine(&lit, &valid, |x, y| x && y, true, &self.budget)?;
                self.notes
                    .extend(regex::dropped_words_note(name, &lit, &auto, &self.budget)?);
                self.save(name, &auto)?;
                let vars: Vec<String> = Vec::new();
                let outcome = Outcome::defined(name, auto.reported_states(), vars, start);
                self.defs.insert(name.clone(), auto);
                Ok(Some(outcome))
            }
            Command::Load { name, path } => {
                let auto = match (self.files.iter().find(|(p, _)| p == path), &self.base_dir) {
                    (Some((_, text)), _) => save::from_text(text)
                        .map_err(|e| EvalError::plain(format!("{path}: {e}")))?,
                    (None, Some(dir)) => save::read(&dir.join(path)).map_err(EvalError::plain)?,
                    (None, None) => {
                        return Err(EvalError::plain(format!(
                            "load {name}: {path} is not among the proof's files (this session reads no directory)"
                        )));
                    }
                };
                let auto = save::checked(auto, &self.budget)
                    .map_err(|e| EvalError::plain(format!("load {name}: {path}: {e}")))?;
                self.defs.insert(name.clone(), auto);
                Ok(None)
            }
            // Expanded by the script parser; kept for the session's later scripts.
            Command::Macro { name, body } => {
                self.macros.insert(name.clone(), body.clone());
                Ok(None)
            }
            Command::Ost {
                name,
                preperiod,
                period,
            } => {
                crate::automata::numeration::define_ost(name, preperiod, period)
                    .map_err(|e| EvalError::plain(format!("ost {name}: {e}")))?;
                Ok(None)
            }
            Command::Morphism { name, map } => {
                let text = self.define_morphism(name, map)?;
                Ok(Some(Outcome::printed(name, text, start)))
            }
            Command::Promote { name, morphism } => {
                let states = self.promote(name, morphism)?;
                Ok(Some(Outcome::defined(name, states, vec![], start)))
            }
            Command::Image {
                name,
                morphism,
                word,
            } => {
                let states = self.image(name, morphism, word)?;
                Ok(Some(Outcome::defined(name, states, vec![], start)))
            }
            Command::Combine { name, parts } => {
                let states = self.combine(name, parts)?;
                Ok(Some(Outcome::defined(name, states, vec![], start)))
            }
            Command::Reverse {
                name,
                old,
                automaton,
            } => {
                let (states, vars) = self.reverse(name, old, *automaton)?;
                Ok(Some(Outcome::defined(name, states, vars, start)))
            }
            Command::Test { name, count } => {
                let text = self.test(name, *count)?;
                Ok(Some(Outcome::printed(name, text, start)))
            }
            Command::Inf { name } => {
                let text = self.inf(name)?;
                Ok(Some(Outcome::printed(name, text, start)))
            }
            Command::Language { op, name, parts } => {
                let (states, vars) = self.language(*op, name, parts)?;
                Ok(Some(Outcome::defined(name, states, vars, start)))
            }
            Command::Convert {
                name,
                automaton,
                base,
                old,
                old_automaton,
            } => {
                let (states, vars) = self.convert(name, *automaton, base, old, *old_automaton)?;
                Ok(Some(Outcome::defined(name, states, vars, start)))
            }
            Command::Alphabet {
                name,
                bases,
                old,
                automaton,
            } => {
                let (states, vars) = self.alphabet(name, bases, old, *automaton)?;
                Ok(Some(Outcome::defined(name, states, vars, start)))
            }
            Command::Minimize { name, old } => {
                let w = self.any_word(old)?;
                let states = self.store_any_word(name, &w)?;
                Ok(Some(Outcome::defined(name, states, vec![], start)))
            }
            Command::More(m) => self.more(m, start),
            Command::Unsupported { command } => Err(EvalError::plain(format!(
                "{command} is not supported (a Walnut command this prover does not run yet)"
            ))),
        }
    }

    pub(super) fn save(&self, name: &str, auto: &Auto) -> Result<(), EvalError> {
        if let Some(dir) = &self.save_dir {
            save::write(&dir.join(format!("{name}.txt")), auto).map_err(EvalError::plain)?;
        }
        super::files::save_walnut_automaton(self, name, auto)?;
        Ok(())
    }

    /// A command's formula, and for an outermost `A` the smallest counterexample.
    fn top(&mut self, f: &Formula) -> Result<(Auto, Option<String>), EvalError> {
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
            Formula::Reverse(x) => lang::reverse(&self.formula(x)?, &budget),
            Formula::Infinite { vars, body, pos } => {
                let a = self.formula(body)?;
                let v = lang::infinite(&a, vars, &budget).map_err(|e| e.at(*pos))?;
                Ok(Auto::constant(v))
            }
        }
    }

    fn fresh(&mut self) -> String {
        self.fresh += 1;
        format!("#t{}", self.fresh)
    }

    /// The automaton of `var = c` in `n` (one track).
    fn constant_on(&mut self, var: &str, n: &Arc<Numeration>, c: i64) -> Result<Auto, EvalError> {
        let budget = self.budget;
        let a = self.rels.constant_int(n, c, &budget)?;
        Auto::from_minimal_tracks(&[var.to_string()], std::slice::from_ref(n), &a.dfa, &budget)
    }

    /// Compile a term in `n`: the variable holding its value, and the automaton relating it
    /// to the term's variables (`None` for a plain variable). Fresh variables of subterms
    /// are projected away as soon as they are used, so an automaton never has more tracks
    /// than the term's variables and two intermediate values.
    ///
    /// As in Walnut: a constant term is computed first (a negative value is an error in a
    /// system of natural numbers), `0*t` is the constant 0 (`t` and its variables dropped),
    /// and a word expression ([`lang::is_word_expr`]) is computed on the words' outputs.
    fn term(&mut self, t: &Term, n: &Arc<Numeration>) -> Result<(String, Option<Auto>), EvalError> {
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
            return self.word_term(t, n);
        }
        let (f, mut parts, used) = match (constant, t) {
            (_, Term::Var(v, _)) => return Ok((v.clone(), None)),
            (Some(c), _) => {
                let f = self.fresh();
                let a = self.constant_on(&f, n, c)?;
                return Ok((f, Some(a)));
            }
            (None, Term::Add(a, b) | Term::Sub(a, b)) => {
                let (ra, pa) = self.term(a, n)?;
                let (rb, pb) = self.term(b, n)?;
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
                (f, parts, vec![ra, rb])
            }
            (None, Term::Mul(_, x) | Term::Div(x, _)) => {
                let (rx, px) = self.term(x, n)?;
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
                (f, parts, vec![rx])
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
                let (ro, po) = self.term(other, n)?;
                let f = self.fresh();
                let occ = lang::word_occurrences(word);
                let cases = self.word_cases(&occ, n, &mut |me, outs| {
                    let o = lang::word_value(word, outs, &mut 0)?;
                    me.scaled(&ro, &f, o, quotient, n, word).map(Some)
                })?;
                let mut parts = vec![cases];
                parts.extend(po);
                (f, parts, vec![ro])
            }
            (None, Term::Neg(x)) => {
                // Walnut's `_t` is the c with t + c = 0 (both 0 among natural numbers).
                let (rx, px) = self.term(x, n)?;
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
                (f, parts, vec![rx])
            }
            (None, Term::Const(..) | Term::Word(..)) => {
                unreachable!("constants and word expressions are handled above")
            }
        };
        let fresh: Vec<String> = used.into_iter().filter(|v| v.starts_with('#')).collect();
        let first = parts.remove(0);
        let auto = self.close(first, parts, &fresh)?;
        Ok((f, Some(auto)))
    }

    /// `f = o * x`, or `f = floor(x / o)` for a quotient, on the tracks `x` and `f`: one case
    /// of a product or quotient by the word value `word` (its output `o`). As in Walnut, a
    /// negative `o` is an error where the numbers are the naturals, and so is a divisor 0.
    fn scaled(
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

    /// A word expression used in arithmetic: a fresh variable equal to its value, one case
    /// per tuple of the words' outputs (Walnut's `(T[a] = @i => i ...)` rewriting); a value
    /// below 0 is an error in a system of natural numbers, as in Walnut.
    fn word_term(
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
    fn word_cases(
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
        self.close(acc, parts, &uniq)
    }

    /// The positions `var` where the word's output satisfies `accept`, valid ones only.
    fn select(&self, w: &Word, accept: &dyn Fn(i64) -> bool, var: &str) -> Result<Auto, EvalError> {
        let acc: Vec<bool> = w.out.iter().map(|&o| accept(o)).collect();
        let d = crate::automata::dfa::Dfa::from_parts(
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

    /// The conjunction of `first` and `rest`, with `fresh` projected away.
    fn close(&mut self, first: Auto, rest: Vec<Auto>, fresh: &[String]) -> Result<Auto, EvalError> {
        let budget = self.budget;
        let mut acc = first;
        for p in rest {
            acc = Auto::combine(&acc, &p, |x, y| x && y, true, &budget)?;
        }
        for f in fresh {
            acc = acc.exists(f, &budget)?;
        }
        Ok(acc)
    }

    /// Terms compiled (term `i` in `nums[i]`, or in `nums[0]` for every term when one
    /// system is given), their relation built by `rel` on the result variables, then the
    /// fresh result variables projected away.
    fn with_terms(
        &mut self,
        terms: &[&Term],
        nums: &[Arc<Numeration>],
        rel: &mut RelFn<'_>,
    ) -> Result<Auto, EvalError> {
        let mut names = Vec::new();
        let mut parts = Vec::new();
        for (i, t) in terms.iter().enumerate() {
            let n = if nums.len() == 1 { &nums[0] } else { &nums[i] };
            let (r, p) = self.term(t, n)?;
            names.push(r);
            parts.extend(p);
        }
        let atom = rel(self, &names)?;
        let fresh: Vec<String> = names
            .iter()
            .filter(|v| v.starts_with('#'))
            .cloned()
            .collect();
        self.close(atom, parts, &fresh)
    }

    fn relation(
        &mut self,
        op: RelOp,
        lhs: &Term,
        rhs: &Term,
        base: &str,
    ) -> Result<Auto, EvalError> {
        let n = numeration(base).map_err(EvalError::plain)?;
        let budget = self.budget;
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
        // `x = t` with t not a variable and x not in t: t's automaton with its result
        // variable renamed to x (no product with equality, no projection).
        if op == RelOp::Eq {
            let pair = match (lhs, rhs) {
                (Term::Var(x, _), t) | (t, Term::Var(x, _)) if !matches!(t, Term::Var(..)) => {
                    Some((x, t))
                }
                _ => None,
            };
            if let Some((x, t)) = pair
                && let (r, Some(p)) = self.term(t, &n)?
                && !p.vars.contains(x)
            {
                let vars: Vec<String> = p
                    .vars
                    .iter()
                    .map(|v| if *v == r { x.clone() } else { v.clone() })
                    .collect();
                return Auto::from_minimal_tracks(&vars, &p.nums, &p.dfa, &budget);
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

    /// The word `name` read in `n`.
    fn word(&mut self, name: &str, n: &Arc<Numeration>) -> Result<Word, EvalError> {
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
    fn paperfolding_shifted(&mut self) -> Result<Word, EvalError> {
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
            let rev = crate::automata::ops::reverse(&a.dfa, &self.budget)?;
            sets.push((v, crate::automata::minimize::minimize(&rev)));
        }
        Word::from_value_sets(lsd, &sets, &self.budget)
    }

    fn word_atom(
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
            let d = crate::automata::dfa::Dfa::from_parts(
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
    fn index_system(
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
    fn multi_word_atom(
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
        let sel = crate::automata::dfa::Dfa::from_parts(
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
    fn word_pair_atom(
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
    fn word_values(&mut self, name: &str, index: &[Term]) -> Result<Vec<i64>, EvalError> {
        if index.len() == 1 && !self.user_multi_words.contains_key(name) {
            return Ok(self.native_word(name)?.values());
        }
        Ok(self.multi_word_named(name, index.len())?.values())
    }

    /// The word of several indices `name` (the session's, else the Walnut folder's).
    fn multi_word_named(&mut self, name: &str, k: usize) -> Result<MultiWord, EvalError> {
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

    fn call(&mut self, name: &str, args: &[Term], base: &str) -> Result<Auto, EvalError> {
        if !self.defs.contains_key(name)
            && let Some(found) = self
                .walnut_home
                .as_ref()
                .and_then(|h| h.automaton(name, &self.budget))
        {
            let a = found.map_err(EvalError::plain)?;
            self.defs.insert(name.to_string(), a);
        }
        let Some(def) = self.defs.get(name).cloned() else {
            return Err(EvalError::plain(format!("unknown definition ${name}")));
        };
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
        for (s, t) in systems.iter_mut().zip(args) {
            if s.is_letters() && !matches!(t, Term::Var(..)) {
                *s = numeration(base).map_err(EvalError::plain)?;
            }
        }
        self.with_terms(&terms, &systems, &mut |me, names| {
            Auto::from_minimal_tracks(names, &def.nums, &def.dfa, &me.budget)
        })
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

/// The variables listed before a formula (`def NAME x y "..."`), which Walnut reads for
/// its counting matrices: each must be a free variable of the result, listed once (the
/// matrices themselves are not written).
fn check_listed(name: &str, listed: &[String], auto: &Auto) -> Result<(), EvalError> {
    for (i, v) in listed.iter().enumerate() {
        if !auto.vars.contains(v) {
            return Err(EvalError::plain(format!(
                "{name}: {v} is listed before the formula but is not one of its free variables"
            )));
        }
        if listed[..i].contains(v) {
            return Err(EvalError::plain(format!("{name}: {v} is listed twice")));
        }
    }
    Ok(())
}
