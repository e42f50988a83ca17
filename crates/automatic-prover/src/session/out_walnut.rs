//! `--out-walnut DIR`: every automaton and word a session defines, written in Walnut's
//! formats under `DIR/Automata Library/` and `DIR/Word Automata Library/` (words minimal,
//! with only the states reached by prefixes of valid representations). Route: Walnut's
//! text from [`crate::walnut::format`] for automata, the word format here; each file
//! written atomically. Cost: linear in the automaton.

use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::words::{MultiWord, Word};
use crate::session::Session;
use crate::walnut::format::{to_walnut, walnut_name};
use std::fmt::Write as _;

impl Session {
    /// `--out-walnut DIR`: an automaton to `DIR/Automata Library/NAME.txt` (nothing
    /// without the option).
    pub(crate) fn out_walnut_automaton(&self, name: &str, a: &Auto) -> Result<(), EvalError> {
        save_walnut_automaton(self, name, a)
    }

    /// `--out-walnut DIR`: a word to `DIR/Word Automata Library/NAME.txt`.
    pub(crate) fn out_walnut_word(&self, name: &str, w: &Word) -> Result<(), EvalError> {
        save_walnut_word(self, name, w)
    }

    /// `--out-walnut DIR`: a word of several indices to `DIR/Word Automata Library/`.
    pub(crate) fn out_walnut_multi_word(&self, name: &str, w: &MultiWord) -> Result<(), EvalError> {
        save_walnut_multi_word(self, name, w)
    }
}

/// `--out-walnut DIR`: an automaton to `DIR/Automata Library/NAME.txt` in Walnut's format.
fn save_walnut_automaton(s: &Session, name: &str, a: &Auto) -> Result<(), EvalError> {
    let Some(dir) = &s.save_walnut else {
        return Ok(());
    };
    write_in(dir, "Automata Library", name, &to_walnut(a))
}

/// `--out-walnut DIR`: a word (minimal) to `DIR/Word Automata Library/NAME.txt`.
fn save_walnut_word(s: &Session, name: &str, w: &Word) -> Result<(), EvalError> {
    let Some(dir) = &s.save_walnut else {
        return Ok(());
    };
    write_in(dir, "Word Automata Library", name, &word_to_walnut(w))
}

/// `--out-walnut DIR`: a word of several indices (minimal) to
/// `DIR/Word Automata Library/NAME.txt`, one input per index.
fn save_walnut_multi_word(s: &Session, name: &str, w: &MultiWord) -> Result<(), EvalError> {
    let Some(dir) = &s.save_walnut else {
        return Ok(());
    };
    let valid = Auto::valid_dfa(&w.nums, &s.budget)?;
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
    write_in(dir, "Word Automata Library", name, &out)
}

fn write_in(dir: &std::path::Path, folder: &str, name: &str, text: &str) -> Result<(), EvalError> {
    let d = dir.join(folder);
    std::fs::create_dir_all(&d)
        .map_err(|e| EvalError::plain(format!("cannot create {}: {e}", d.display())))?;
    crate::walnut::atomic::write_atomic(&d.join(format!("{name}.txt")), text)
        .map_err(EvalError::plain)
}

/// A word in Walnut's format: its states reached by prefixes of valid representations,
/// numbered breadth first, each with its output; transitions on digits that leave the
/// valid representations left out.
pub fn word_to_walnut(w: &Word) -> String {
    let (order, edges) = live_word(w);
    let mut out = format!("{}\n", walnut_name(&w.num.name));
    for (n, &q) in order.iter().enumerate() {
        let _ = writeln!(out, "\n{n} {}", w.out[q as usize]);
        for (a, t) in &edges[n] {
            let _ = writeln!(out, "{a} -> {t}");
        }
    }
    out
}

/// A word's states reached by prefixes of valid representations, numbered breadth first
/// (old numbers), and each one's transitions on the digits that stay among them (digit ->
/// new number).
type LiveWord = (Vec<u32>, Vec<std::collections::BTreeMap<usize, usize>>);

fn live_word(w: &Word) -> LiveWord {
    live_states(&w.dfa, &w.num.valid)
}

/// [`live_word`] for an automaton with outputs `dfa` and its valid inputs `valid`.
pub(super) fn live_states(
    dfa: &crate::automaton::dfa::Dfa,
    valid: &crate::automaton::dfa::Dfa,
) -> LiveWord {
    let live = valid.productive();
    let mut id: std::collections::HashMap<u32, usize> = Default::default();
    let mut seen = std::collections::HashSet::new();
    let start = (dfa.start(), valid.start());
    let mut queue = std::collections::VecDeque::from([start]);
    seen.insert(start);
    let mut order = Vec::new();
    let mut edges: Vec<std::collections::BTreeMap<usize, u32>> = Vec::new();
    id.insert(start.0, 0);
    order.push(start.0);
    edges.push(Default::default());
    while let Some((q, v)) = queue.pop_front() {
        for a in 0..dfa.letters() {
            let v2 = valid.next(v, a);
            if !live[v2 as usize] {
                continue;
            }
            let q2 = dfa.next(q, a);
            if let std::collections::hash_map::Entry::Vacant(e) = id.entry(q2) {
                e.insert(order.len());
                order.push(q2);
                edges.push(Default::default());
            }
            edges[id[&q]].insert(a, q2);
            if seen.insert((q2, v2)) {
                queue.push_back((q2, v2));
            }
        }
    }
    let edges = edges
        .into_iter()
        .map(|m| m.into_iter().map(|(a, t)| (a, id[&t])).collect())
        .collect();
    (order, edges)
}
