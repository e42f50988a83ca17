//! Walnut's library and file commands, run by the session: `transduce` (transducers from
//! the Walnut folder's `Transducer Library/`), Walnut's `load FILE;` (the commands of
//! `Command Files/FILE`), `describe` and `export`; and the parsing of a script with the
//! session's macros and the folder's `Macro Library/`.
//!
//! Route and cost: `transduce` as in [`transducer`](crate::logic::transducer); `load FILE;` reads
//! the file and runs its commands in this session, in order (at most [`MAX_NESTING`] files
//! deep, so a file loading itself is an error, not a loop); `describe` counts the minimal
//! machine's states and transitions; `export` writes one file (linear in the automaton).

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::split::one_index;
use crate::logic::words::{MultiWord, Word};
use crate::numeration::Numeration;
use crate::session::{Outcome, Session};
use crate::walnut::ast::More;
use crate::walnut::format::walnut_name;
use crate::walnut::{Located, ParseError, parse_script_with};
use std::cell::Cell;
use std::fmt::Write as _;
use std::time::Instant;

use crate::session::graphviz::graphviz_outputs;
pub use crate::session::graphviz::{ba, graphviz_automaton, graphviz_word};
pub use crate::session::out_walnut::word_to_walnut;

/// The deepest nesting of Walnut's `load FILE;` commands.
pub const MAX_NESTING: usize = 16;

thread_local! {
    static NESTING: Cell<usize> = const { Cell::new(0) };
}

impl Session {
    /// Parse a script, `#NAME(...)` also naming a macro of an earlier script of this
    /// session or of the Walnut folder's `Macro Library/NAME.txt`.
    pub fn parse(&self, text: &str) -> Result<Vec<Located>, ParseError> {
        parse_script_with(text, &|name| {
            self.macros
                .get(name)
                .cloned()
                .or_else(|| self.walnut_home.as_ref().and_then(|h| h.macro_text(name)))
        })
    }

    /// Run one of Walnut's library and file commands.
    pub(super) fn more(&mut self, m: &More, start: Instant) -> Result<Option<Outcome>, EvalError> {
        match m {
            More::Transduce {
                name,
                transducer,
                old,
                automaton,
            } => {
                let states = self.transduce(name, transducer, old, *automaton)?;
                Ok(Some(Outcome::defined(name, states, vec![], start)))
            }
            More::RunFile { file } => self.run_file(file, start),
            More::Split { .. } | More::Join { .. } => self.word_command(m, start),
            More::Describe { name, automaton } => {
                let text = self.describe(name, *automaton)?;
                Ok(Some(Outcome::printed(name, text, start)))
            }
            More::Export {
                name,
                automaton,
                format,
            } => {
                let text = self.export_command(name, *automaton, format)?;
                Ok(Some(Outcome::printed(name, text, start)))
            }
            More::Help { topic } => {
                let text = crate::walnut::help::help(topic.as_deref()).map_err(EvalError::plain)?;
                Ok(Some(Outcome::printed("help", text, start)))
            }
        }
    }

    /// A defined automaton, else one of the Walnut folder's `Automata Library/`.
    pub(crate) fn automaton_named(&mut self, name: &str) -> Result<Auto, EvalError> {
        if let Some(a) = self.defs.get(name) {
            return Ok(a.clone());
        }
        if let Some(found) = self
            .walnut_home
            .as_ref()
            .and_then(|h| h.automaton(name, &self.budget))
        {
            let a = found.map_err(EvalError::plain)?;
            self.defs.insert(name, a.clone(), &self.budget)?;
            return Ok(a);
        }
        Err(EvalError::plain(format!("unknown automaton {name}")))
    }

    /// `transduce NEW T [$]OLD;`: the states of the new word.
    fn transduce(
        &mut self,
        name: &str,
        transducer: &str,
        old: &str,
        automaton: bool,
    ) -> Result<usize, EvalError> {
        let fail = |m: String| EvalError::plain(format!("transduce {name}: {m}"));
        let t = match self
            .walnut_home
            .as_ref()
            .and_then(|h| h.transducer(transducer))
        {
            Some(t) => t.map_err(fail)?,
            None => {
                return Err(fail(format!(
                    "no transducer {transducer} (transducers are read from Transducer Library/{transducer}.txt under --walnut-home)"
                )));
            }
        };
        let w = if automaton {
            let a = self
                .automaton_as_numbers(old)
                .map_err(|e| fail(e.message))?;
            if a.vars.len() != 1 {
                return Err(fail(format!(
                    "${old} has {} inputs; only an automaton with one input can be transduced",
                    a.vars.len()
                )));
            }
            let a = crate::walnut::save::checked(a, &self.budget)
                .map_err(|e| fail(format!("${old}: {e}")))?;
            Word::from_value_sets(a.nums[0].clone(), &[(1, a.dfa)], &self.budget)?
        } else {
            self.native_word(old).map_err(|e| fail(e.message))?
        };
        let y = t.transduce(&w, &self.budget).map_err(|e| fail(e.message))?;
        self.store_word(name, &y)
    }

    /// Walnut's `load FILE;`: every command of the file, in this session; the lines they
    /// printed.
    fn run_file(&mut self, file: &str, start: Instant) -> Result<Option<Outcome>, EvalError> {
        let lines: Vec<String> = self
            .run_file_each(file)?
            .iter()
            .map(Outcome::line)
            .collect();
        if lines.is_empty() {
            return Ok(None);
        }
        Ok(Some(Outcome::printed(file, lines.join("\n"), start)))
    }

    /// Run one command as [`Session::command`] does, except that Walnut's `load FILE;` gives
    /// one outcome per command of the file (and of the files it loads) instead of one text:
    /// what `prove --json` lists.
    pub fn command_each(&mut self, c: &Located) -> Result<Vec<Outcome>, EvalError> {
        match &c.command {
            crate::walnut::Command::More(More::RunFile { file }) if c.exports.is_empty() => {
                self.run_file_each(file)
            }
            _ => Ok(self.command(c)?.into_iter().collect()),
        }
    }

    /// Walnut's `load FILE;`: every command of the file, in this session; their outcomes.
    fn run_file_each(&mut self, file: &str) -> Result<Vec<Outcome>, EvalError> {
        let fail = |m: String| EvalError::plain(format!("load {file}: {m}"));
        let Some(home) = self.walnut_home.clone() else {
            return Err(fail(
                "Walnut's load FILE; reads Command Files/FILE under --walnut-home, and none is given (load NAME \"PATH\"; loads a saved automaton)".into(),
            ));
        };
        let (path, text) = home.command_file(file).map_err(fail)?;
        if NESTING.get() >= MAX_NESTING {
            return Err(fail(format!(
                "more than {MAX_NESTING} nested load commands (does a file load itself?)"
            )));
        }
        let cmds = self
            .parse(&text)
            .map_err(|e| fail(format!("{}: {e}", path.display())))?;
        NESTING.set(NESTING.get() + 1);
        let mut outcomes = Vec::new();
        let mut result = Ok(());
        for c in &cmds {
            match self.command_each(c) {
                Ok(o) => outcomes.extend(o),
                Err(e) => {
                    result = Err(fail(format!("{}: {}", path.display(), e.at(c.pos))));
                    break;
                }
            }
        }
        NESTING.set(NESTING.get() - 1);
        result?;
        Ok(outcomes)
    }

    /// `describe [$]NAME;`: where the file is (when it comes from the Walnut folder), its
    /// comments, and the minimal machine's states, transitions, letters and systems.
    fn describe(&mut self, name: &str, automaton: bool) -> Result<String, EvalError> {
        let file = self
            .walnut_home
            .as_ref()
            .and_then(|h| h.library_file(name, automaton))
            .filter(|_| {
                if automaton {
                    !self.defs.contains_key(name)
                } else {
                    !self.user_words.contains_key(name) && !self.user_multi_words.contains_key(name)
                }
            });
        let (states, transitions, letters, systems) = if automaton {
            let a = self.automaton_named(name)?;
            let (states, transitions) = automaton_counts(&a);
            (states, transitions, a.dfa.letters(), system_names(&a.nums))
        } else {
            let w = self.any_word(name)?;
            let (w, states, transitions) = minimal_word(&w, &self.budget)?;
            (states, transitions, w.dfa.letters(), system_names(&w.nums))
        };
        let mut out = String::new();
        let comments = match &file {
            Some(p) => {
                let _ = writeln!(out, "File location: {}", p.display());
                std::fs::read_to_string(p)
                    .unwrap_or_default()
                    .lines()
                    .filter(|l| l.trim_start().starts_with('#'))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            None => {
                let _ = writeln!(out, "File location: none (defined in this session)");
                String::new()
            }
        };
        let _ = writeln!(out, "Comments: {comments}");
        let _ = writeln!(out, "State count:{states}");
        let _ = writeln!(out, "Transition count:{transitions}");
        let _ = writeln!(out, "Alphabet size:{letters}");
        let _ = write!(out, "Number systems:[{}]", systems.join(", "));
        Ok(out)
    }
}

/// The number systems as `describe` prints them: a set alphabet has no number system, and
/// Walnut prints `null` for it.
fn system_names(nums: &[std::sync::Arc<Numeration>]) -> Vec<String> {
    nums.iter()
        .map(|n| match n.is_letters() {
            true => "null".to_string(),
            false => walnut_name(&n.name),
        })
        .collect()
}

impl Session {
    /// A word of any number of indices named `name`: the session's words of several
    /// indices, else a word of one index ([`Session::native_word`]), else a word of several
    /// indices from the Walnut folder's word library.
    pub(super) fn any_word(&mut self, name: &str) -> Result<MultiWord, EvalError> {
        if let Some(w) = self.session_multi_word(name) {
            return Ok(w);
        }
        match self.native_word(name) {
            Ok(w) => Ok(one_index(w)),
            Err(e) => match self.walnut_home.as_ref().and_then(|h| h.multi_word(name)) {
                Some(Ok(w)) if w.nums.len() > 1 => Ok(w),
                _ => Err(e),
            },
        }
    }
}

/// A word's minimal machine with outputs on the valid tuples, its printed state count and
/// its transitions between states reached by prefixes of valid tuples.
fn minimal_word(w: &MultiWord, budget: &Budget) -> Result<(MultiWord, usize, usize), EvalError> {
    if let [num] = w.nums.as_slice() {
        let one = Word {
            num: num.clone(),
            dfa: w.dfa.clone(),
            out: w.out.clone(),
        };
        let (m, states) = one.minimal(budget)?;
        let transitions = word_transitions(&m);
        return Ok((one_index(m), states, transitions));
    }
    let (m, states) = w.minimal(budget)?;
    let valid = Auto::valid_dfa(&m.nums, budget)?;
    let transitions = transitions_on(&m.dfa, &valid);
    Ok((m, states, transitions))
}

/// The states and transitions of an automaton as Walnut's file lists them: the useful
/// states (reachable, and accepting something) and the transitions between them.
pub fn automaton_counts(a: &Auto) -> (usize, usize) {
    let d = &a.dfa;
    let (reach, useful) = d.reachable_and_useful();
    let keep: Vec<bool> = reach.iter().zip(&useful).map(|(r, u)| *r && *u).collect();
    let states = a.reported_states();
    let mut transitions = 0;
    for s in 0..d.states() {
        if !keep[s] {
            continue;
        }
        transitions += d
            .row(s as u32)
            .iter()
            .filter(|&&t| keep[t as usize])
            .count();
    }
    (states, transitions)
}

/// The transitions of a minimal word between states reached by prefixes of valid
/// representations (the dead state and the transitions into it left out).
pub fn word_transitions(w: &Word) -> usize {
    transitions_on(&w.dfa, &w.num.valid)
}

/// The transitions of an automaton with outputs `dfa` between states reached by prefixes
/// of the words `valid` accepts (transitions leaving those prefixes left out).
fn transitions_on(dfa: &Dfa, valid: &Dfa) -> usize {
    let live = valid.productive();
    let n = dfa.states();
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![(dfa.start(), valid.start())];
    seen.insert(stack[0]);
    let mut alive = vec![false; n];
    let mut edges = std::collections::HashSet::new();
    while let Some((q, v)) = stack.pop() {
        alive[q as usize] = true;
        for a in 0..dfa.letters() {
            let v2 = valid.next(v, a);
            if !live[v2 as usize] {
                continue;
            }
            let q2 = dfa.next(q, a);
            edges.insert((q, a));
            if seen.insert((q2, v2)) {
                stack.push((q2, v2));
            }
        }
    }
    edges.len()
}

impl Session {
    /// `export [$]NAME FORMAT;`: Graphviz (`GV`, words and automata) or BA (`BA`,
    /// automata), written to `NAME.gv`/`NAME.ba` in the `--out` directory or the Walnut
    /// session's `Result/` when there is one, else printed.
    fn export_command(
        &mut self,
        name: &str,
        automaton: bool,
        format: &str,
    ) -> Result<String, EvalError> {
        let fail = |m: String| EvalError::plain(format!("export {name}: {m}"));
        let (text, ext) = match (format, automaton) {
            ("GV", true) => (graphviz_automaton(name, &self.automaton_named(name)?), "gv"),
            ("GV", false) => {
                let w = self.any_word(name)?;
                let (w, _, _) = minimal_word(&w, &self.budget)?;
                let valid = match w.nums.as_slice() {
                    [num] => num.valid.clone(),
                    nums => Auto::valid_dfa(nums, &self.budget)?,
                };
                (graphviz_outputs(name, &w, &valid), "gv")
            }
            ("BA", true) => (ba(&self.automaton_named(name)?), "ba"),
            ("BA", false) => {
                return Err(fail(
                    "a word automaton (with outputs) cannot be written in BA format".into(),
                ));
            }
            _ => {
                return Err(fail(format!("unexpected format {format} (GV or BA)")));
            }
        };
        match self.export_dir() {
            Some(dir) => {
                let path = dir.join(format!("{name}.{ext}"));
                std::fs::write(&path, &text)
                    .map_err(|e| fail(format!("cannot write {}: {e}", path.display())))?;
                Ok(format!("{name}: wrote {}", path.display()))
            }
            None => Ok(text.trim_end().to_string()),
        }
    }
}
