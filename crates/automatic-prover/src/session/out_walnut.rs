//! `--out-walnut DIR` and a Walnut session's folders: every automaton and word a session
//! defines, written in Walnut's formats under `DIR/Automata Library/` and `DIR/Word
//! Automata Library/` (words minimal, with only the states reached by prefixes of valid
//! representations), and, for a Walnut session ([`Session::walnut_result`]), also to its
//! `Result/` folder as `NAME.txt` and the drawing `NAME.gv`, as Walnut writes them. Route:
//! Walnut's text from [`crate::walnut::format`] for automata, the word format here, the
//! drawings of [`crate::session::graphviz`]; each file written atomically. Cost: linear in
//! the automaton.

use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::words::{MultiWord, Word};
use crate::session::Session;
use crate::session::graphviz::{graphviz_automaton, graphviz_outputs, graphviz_word};
use crate::session::live::live_states;
use crate::walnut::format::{to_walnut, walnut_name};
use std::fmt::Write as _;

impl Session {
    /// `--out-walnut DIR`: an automaton to `DIR/Automata Library/NAME.txt`, and to the
    /// session's `Result/` (nothing without either).
    pub(crate) fn out_walnut_automaton(&self, name: &str, a: &Auto) -> Result<(), EvalError> {
        if self.save_walnut.is_none() && self.walnut_result.is_none() {
            return Ok(());
        }
        let text = to_walnut(a);
        self.write_walnut("Automata Library", name, &text, || {
            graphviz_automaton(name, a)
        })
    }

    /// `--out-walnut DIR`: a word to `DIR/Word Automata Library/NAME.txt` (and `Result/`).
    pub(crate) fn out_walnut_word(&self, name: &str, w: &Word) -> Result<(), EvalError> {
        if self.save_walnut.is_none() && self.walnut_result.is_none() {
            return Ok(());
        }
        let text = word_to_walnut(w);
        self.write_walnut("Word Automata Library", name, &text, || {
            graphviz_word(name, w)
        })
    }

    /// `--out-walnut DIR`: a word of several indices to `DIR/Word Automata Library/` (and
    /// `Result/`), one input per index.
    pub(crate) fn out_walnut_multi_word(&self, name: &str, w: &MultiWord) -> Result<(), EvalError> {
        if self.save_walnut.is_none() && self.walnut_result.is_none() {
            return Ok(());
        }
        let valid = Auto::valid_dfa(&w.nums, &self.budget)?;
        let (order, edges) = live_states(&w.dfa, &valid);
        let names: Vec<String> = w.nums.iter().map(|n| walnut_name(&n.name)).collect();
        let mut out = format!("{}\n", names.join(" "));
        for (n, &q) in order.iter().enumerate() {
            let _ = writeln!(out, "\n{n} {}", w.out[q as usize]);
            for (a, t) in &edges[n] {
                let digits: Vec<String> = crate::automaton::dfa::decode_letter(w.dfa.radices(), *a)
                    .iter()
                    .map(u32::to_string)
                    .collect();
                let _ = writeln!(out, "{} -> {t}", digits.join(" "));
            }
        }
        self.write_walnut("Word Automata Library", name, &out, || {
            graphviz_outputs(name, w, &valid)
        })
    }

    /// `text` to `FOLDER/NAME.txt` of `--out-walnut`'s folder, and to the session's
    /// `Result/` as `NAME.txt` beside its drawing `NAME.gv`.
    fn write_walnut(
        &self,
        folder: &str,
        name: &str,
        text: &str,
        drawing: impl FnOnce() -> String,
    ) -> Result<(), EvalError> {
        if let Some(dir) = &self.save_walnut {
            write_in(&dir.join(folder), name, "txt", text)?;
        }
        if let Some(result) = &self.walnut_result {
            write_in(result, name, "txt", text)?;
            write_in(result, name, "gv", &drawing())?;
        }
        Ok(())
    }
}

fn write_in(d: &std::path::Path, name: &str, ext: &str, text: &str) -> Result<(), EvalError> {
    std::fs::create_dir_all(d)
        .map_err(|e| EvalError::plain(format!("cannot create {}: {e}", d.display())))?;
    crate::walnut::atomic::write_atomic(&d.join(format!("{name}.{ext}")), text)
        .map_err(EvalError::plain)
}

/// A word in Walnut's format: its states reached by prefixes of valid representations,
/// numbered breadth first, each with its output; transitions on digits that leave the
/// valid representations left out.
pub fn word_to_walnut(w: &Word) -> String {
    let (order, edges) = live_states(&w.dfa, &w.num.valid);
    let mut out = format!("{}\n", walnut_name(&w.num.name));
    for (n, &q) in order.iter().enumerate() {
        let _ = writeln!(out, "\n{n} {}", w.out[q as usize]);
        for (a, t) in &edges[n] {
            let _ = writeln!(out, "{a} -> {t}");
        }
    }
    out
}
