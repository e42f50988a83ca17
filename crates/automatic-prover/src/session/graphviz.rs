//! Automata and words drawn for `export`: Walnut's Graphviz drawings (`GV`; automata, and
//! words with their outputs) and the BA format (automata), states numbered breadth first
//! as in Walnut's files. Route: only the useful states (reachable, accepting something) of
//! an automaton, and the states of a word reached by prefixes of valid representations,
//! are drawn. Cost: linear in the transitions.

use crate::automaton::dfa::Dfa;
use crate::logic::auto::Auto;
use crate::logic::words::{MultiWord, Word};
use crate::numeration::Numeration;
use crate::session::live::live_states;
use std::fmt::Write as _;

/// The useful states of an automaton (reachable, accepting something) numbered breadth
/// first from the initial one, and each one's old number; empty when nothing is accepted.
fn useful_order(a: &Auto) -> (Vec<u32>, Vec<u32>) {
    let d = &a.dfa;
    let (reach, useful) = d.reachable_and_useful();
    let keep = |s: u32| reach[s as usize] && useful[s as usize];
    let mut id = vec![u32::MAX; d.states()];
    let mut order = Vec::new();
    if keep(d.start()) {
        id[d.start() as usize] = 0;
        order.push(d.start());
    }
    let mut i = 0;
    while i < order.len() {
        for &t in d.row(order[i]) {
            if keep(t) && id[t as usize] == u32::MAX {
                id[t as usize] = order.len() as u32;
                order.push(t);
            }
        }
        i += 1;
    }
    (order, id)
}

/// A letter's digits as values (a set alphabet's track by its letters), space separated.
fn letter_label(nums: &[std::sync::Arc<Numeration>], radices: &[u32], letter: usize) -> String {
    crate::automaton::dfa::decode_letter(radices, letter)
        .iter()
        .zip(nums)
        .map(|(&d, n)| n.letter_values()[d as usize].to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Walnut's Graphviz drawing of an automaton: a node per useful state (accepting ones
/// double circles), an edge per pair of states labelled with its letters.
pub fn graphviz_automaton(name: &str, a: &Auto) -> String {
    let vars: Vec<&str> = a.vars.iter().map(|v| v.trim_start_matches('#')).collect();
    let mut out = String::from("digraph G {\n");
    let _ = writeln!(out, "label = \"({}): {name}\";", vars.join(","));
    out.push_str("rankdir = LR;\n");
    let (order, id) = useful_order(a);
    if a.vars.is_empty() || order.is_empty() {
        let shape = if a.truth() { "doublecircle" } else { "circle" };
        let _ = writeln!(out, "node [shape = {shape}, label=\"0\", fontsize=12]0;");
        out.push_str("node [shape = point ]; qi\nqi ->0;\n");
        if a.truth() {
            out.push_str("0 -> 0[ label = \"*\"];\n");
        }
        out.push_str("}\n");
        return out;
    }
    let d = &a.dfa;
    for (q, &s) in order.iter().enumerate() {
        let shape = if d.is_accepting(s) {
            "doublecircle"
        } else {
            "circle"
        };
        let _ = writeln!(
            out,
            "node [shape = {shape}, label=\"{q}\", fontsize=12]{q};"
        );
    }
    out.push_str("node [shape = point ]; qi\nqi -> 0;\n");
    edges(&mut out, &a.nums, d, &order, &id);
    out.push_str("}\n");
    out
}

fn edges(
    out: &mut String,
    nums: &[std::sync::Arc<Numeration>],
    d: &crate::automaton::dfa::Dfa,
    order: &[u32],
    id: &[u32],
) {
    for (q, &s) in order.iter().enumerate() {
        let mut by_target: std::collections::BTreeMap<u32, Vec<String>> = Default::default();
        for (l, &t) in d.row(s).iter().enumerate() {
            if id[t as usize] != u32::MAX {
                by_target
                    .entry(id[t as usize])
                    .or_default()
                    .push(letter_label(nums, d.radices(), l));
            }
        }
        for (t, labels) in by_target {
            let _ = writeln!(out, "{q} -> {t}[ label = \"{}\"];", labels.join(", "));
        }
    }
}

/// Walnut's Graphviz drawing of a word: a node per state reached by a prefix of a valid
/// representation, labelled `state/output`.
pub fn graphviz_word(name: &str, w: &Word) -> String {
    let m = MultiWord {
        nums: vec![w.num.clone()],
        dfa: w.dfa.clone(),
        out: w.out.clone(),
    };
    graphviz_outputs(name, &m, &w.num.valid)
}

/// [`graphviz_word`] for a word of any number of indices whose valid tuples `valid`
/// accepts: a letter is labelled with its digits, one per index, space separated.
pub(super) fn graphviz_outputs(name: &str, w: &MultiWord, valid: &Dfa) -> String {
    let mut out = String::from("digraph G {\n");
    let _ = writeln!(out, "label = \"(): {name}\";");
    out.push_str("rankdir = LR;\n");
    let (order, edges) = live_states(&w.dfa, valid);
    for (q, &s) in order.iter().enumerate() {
        let _ = writeln!(
            out,
            "node [shape = circle, label=\"{q}/{}\", fontsize=12]{q};",
            w.out[s as usize]
        );
    }
    out.push_str("node [shape = point ]; qi\nqi -> 0;\n");
    for (q, row) in edges.iter().enumerate() {
        let mut by_target: std::collections::BTreeMap<usize, Vec<String>> = Default::default();
        for (a, t) in row {
            by_target
                .entry(*t)
                .or_default()
                .push(letter_label(&w.nums, w.dfa.radices(), *a));
        }
        for (t, labels) in by_target {
            let _ = writeln!(out, "{q} -> {t}[ label = \"{}\"];", labels.join(", "));
        }
    }
    out.push_str("}\n");
    out
}

/// The BA format: the initial state, one line `LETTER,[FROM]->[TO]` per transition, then
/// the accepting states, states numbered as in Walnut's files (letters as digit tuples).
pub fn ba(a: &Auto) -> String {
    let (order, id) = useful_order(a);
    let mut out = String::new();
    if order.is_empty() {
        return out;
    }
    out.push_str("[0]\n");
    let d = &a.dfa;
    for (q, &s) in order.iter().enumerate() {
        for (l, &t) in d.row(s).iter().enumerate() {
            if id[t as usize] != u32::MAX {
                let _ = writeln!(
                    out,
                    "{},[{q}]->[{}]",
                    letter_label(&a.nums, d.radices(), l).replace(' ', ""),
                    id[t as usize]
                );
            }
        }
    }
    for (q, &s) in order.iter().enumerate() {
        if d.is_accepting(s) {
            let _ = writeln!(out, "[{q}]");
        }
    }
    out
}
