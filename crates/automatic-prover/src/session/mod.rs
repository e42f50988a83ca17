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

mod commands;
pub mod files;
mod formula;
mod graphviz;
mod join;
mod live;
mod numeric_names;
mod out_walnut;
mod split;
mod word_atoms;

use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::definitions::Definitions;
use crate::logic::regex;
use crate::logic::rel::Relations;
use crate::logic::words::{MultiWord, Word};
use crate::numeration::numeration;
use crate::walnut::save;
use crate::walnut::{Command, Located};
use serde::Serialize;
use std::collections::HashMap;
use std::path::PathBuf;
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
    /// Whether an `eval` printed it (a closed `def` prints TRUE or FALSE too).
    #[serde(skip)]
    pub eval: bool,
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
            eval: false,
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
            eval: false,
        }
    }
}

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
    /// ([`crate::session::files`]; none: not written).
    pub save_walnut: Option<PathBuf>,
    /// A Walnut session's `Result/` folder: each automaton and word is also written there
    /// as `NAME.txt` (Walnut's format) and `NAME.gv` (its drawing), and `export` and
    /// `[export ...]` write there when [`Session::save_dir`] is not set (none: not written).
    pub walnut_result: Option<PathBuf>,
    /// Files held in memory, `(path as a script's load names it, text)`: `load` looks here
    /// first, then under `base_dir` if set (a catalog proof embeds its automata at build
    /// time and has no base directory).
    pub files: Vec<(String, String)>,
    /// A user's Walnut folder: `$NAME` and `NAME[x]` not defined in the script are read
    /// from its libraries ([`crate::walnut::library`]).
    pub walnut_home: Option<crate::walnut::library::WalnutHome>,
    /// Lines for standard error, where an answer differs from Walnut's on purpose (a
    /// `reg` that dropped invalid words): the caller prints and clears them.
    pub notes: Vec<String>,
    /// The automata by name: literal, and closed under padding for formulas.
    pub(super) defs: Definitions,
    /// Each word read in a system, built in or defined: a cache keyed by (name, system).
    pub(super) words: HashMap<(String, String), Word>,
    /// Words defined by `promote`, `image`, `combine` and `reverse`, in their own systems
    /// (a name here hides a built-in word of that name).
    pub(super) user_words: HashMap<String, Word>,
    /// Words of several indices defined by `split`, `rsplit` and `join`.
    pub(super) user_multi_words: HashMap<String, MultiWord>,
    /// Morphisms defined by `morphism`.
    pub(super) morphisms: HashMap<String, crate::logic::morphism::Morphism>,
    /// Macros defined by `macro`, for later scripts of the session.
    pub(super) macros: HashMap<String, String>,
    rels: Relations,
    fresh: usize,
    /// While a formula is evaluated: the names it reads as numbers, with the parities of
    /// the reversals around those uses ([`numeric_names`](crate::session::numeric_names)).
    pub(super) numeric_names: Option<HashMap<String, numeric_names::Parities>>,
    /// While a formula is evaluated: whether the subformula being evaluated is under an
    /// odd number of reversals (`` ` ``).
    pub(super) reversed: bool,
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
            walnut_result: None,
            walnut_home: None,
            notes: Vec::new(),
            files: Vec::new(),
            defs: Definitions::default(),
            words: HashMap::new(),
            user_words: HashMap::new(),
            user_multi_words: HashMap::new(),
            morphisms: HashMap::new(),
            macros: HashMap::new(),
            rels: Relations::default(),
            fresh: 0,
            numeric_names: None,
            reversed: false,
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

    /// A definition made so far (a `def`, `reg` or `load`), as written (what the language
    /// commands read).
    pub fn definition(&self, name: &str) -> Option<&Auto> {
        self.defs.get(name)
    }

    /// A definition as a formula reads it: closed under padding
    /// ([`crate::logic::definitions`]); `None` also when a formula cannot read it.
    pub fn definition_for_formula(&self, name: &str) -> Option<&Auto> {
        self.defs.for_formula(name).and_then(Result::ok)
    }

    /// Define `name` as an automaton built elsewhere (e.g. a learned one), as `load` would.
    pub fn insert_definition(&mut self, name: &str, auto: Auto) -> Result<(), EvalError> {
        self.defs.insert(name, auto, &self.budget)
    }

    /// Run one command: `def` and `eval` give an outcome, `reg` and `load` define silently.
    /// Its projections are determinized by its route (a `[strategy ...]` prefix) and write
    /// the files its `[export ...]` prefixes ask for (`crate::walnut::prefix_export`).
    pub fn command(&mut self, c: &Located) -> Result<Option<Outcome>, EvalError> {
        crate::walnut::prefix_export::begin(c, self.export_dir())?;
        let before = self.budget.route;
        self.budget.route = c.route;
        let result = self.command_routed(c);
        self.budget.route = before;
        if !c.exports.is_empty() {
            crate::walnut::prefix_export::end();
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
                    eval: matches!(c.command, Command::Eval { .. }),
                };
                self.save(name, &auto)?;
                if matches!(c.command, Command::Def { .. }) {
                    self.defs.insert(name, auto, &self.budget)?;
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
                        let set = crate::numeration::parse_letters(b).and_then(Result::ok);
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
                self.defs.insert(name, auto, &self.budget)?;
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
                self.defs.insert(name, auto, &self.budget)?;
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
                crate::numeration::define_ost(name, preperiod, period)
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

    /// Where `export` and `[export ...]` write: `--out`'s folder, else the Walnut
    /// session's `Result/`.
    pub(super) fn export_dir(&self) -> Option<&std::path::Path> {
        self.save_dir.as_deref().or(self.walnut_result.as_deref())
    }

    pub(super) fn save(&self, name: &str, auto: &Auto) -> Result<(), EvalError> {
        if let Some(dir) = &self.save_dir {
            save::write(&dir.join(format!("{name}.txt")), auto).map_err(EvalError::plain)?;
        }
        self.out_walnut_automaton(name, auto)?;
        Ok(())
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
