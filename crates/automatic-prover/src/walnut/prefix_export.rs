//! Walnut's `[export N FORMAT]` prefix: `[export 1 BA]eval NAME "..."::` writes the
//! automaton the command determinizes for the `N`-th time (from 0; `*`: every time), as
//! Walnut names it, `NAME_N_pre.ba` (or `.gv`), in the session's output folder (`--out`).
//!
//! Here a determinization is a quantifier's projection (`E`, and `A` as `~E~`): the file is
//! the nondeterministic automaton the projection determinizes, the useful states of the
//! automaton before it with the quantified input dropped from every letter (BA: one line
//! `LETTER,[FROM]->[TO]` per transition, the initial state first and the accepting states
//! last, as the session's `export NAME BA` writes automata; GV: Graphviz). The two tools number
//! their intermediate automata differently (Walnut also counts the determinization that
//! fixes leading zeros), so `N` picks the `N`-th projection of this procedure. As in
//! Walnut, a prefix is read only on a command ending in `::`. Without an output folder
//! nothing is written (`prove` says so on standard error) and the command runs as without
//! the prefix. `TXT`, which Walnut refuses too, is refused by the parser.
//!
//! Cost: one pass over the automaton per file written.

use crate::automaton::dfa::decode_letter;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::walnut::ast::ExportPrefix;
use crate::walnut::{Command, Located};
use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

struct Active {
    name: String,
    dir: PathBuf,
    wanted: Vec<ExportPrefix>,
    next: u32,
    written: Vec<PathBuf>,
}

thread_local! {
    static ACTIVE: RefCell<Option<Active>> = const { RefCell::new(None) };
}

/// Start a command: its exports are written by the projections until [`end`].
pub(crate) fn begin(c: &Located, dir: Option<&Path>) -> Result<(), EvalError> {
    if c.exports.is_empty() {
        return Ok(());
    }
    if !c.text.trim_end().ends_with("::") {
        return Err(EvalError::plain(
            "an [export ...] prefix is read only on a command ending in '::' (as in Walnut)",
        ));
    }
    let name = match &c.command {
        Command::Def { name, .. } | Command::Eval { name, .. } => name.clone(),
        _ => "export".to_string(),
    };
    let Some(dir) = dir else {
        return Ok(());
    };
    ACTIVE.with(|a| {
        *a.borrow_mut() = Some(Active {
            name,
            dir: dir.to_path_buf(),
            wanted: c.exports.clone(),
            next: 0,
            written: Vec::new(),
        })
    });
    crate::logic::auto::set_projection_hook(Some(Box::new(before_projection)));
    Ok(())
}

/// End the command: the files written.
pub(crate) fn end() -> Vec<PathBuf> {
    crate::logic::auto::set_projection_hook(None);
    ACTIVE
        .with(|a| a.borrow_mut().take())
        .map(|a| a.written)
        .unwrap_or_default()
}

/// Before a projection of `track` of `a`: write the files this projection is asked for.
fn before_projection(a: &Auto, track: usize) -> Result<(), EvalError> {
    ACTIVE.with(|cell| {
        let mut guard = cell.borrow_mut();
        let Some(act) = guard.as_mut() else {
            return Ok(());
        };
        let index = act.next;
        act.next += 1;
        let formats: BTreeSet<&str> = act
            .wanted
            .iter()
            .filter(|e| e.index.is_none_or(|n| n == index))
            .map(|e| e.format.as_str())
            .collect();
        for f in formats {
            let (text, ext) = match f {
                "GV" => (gv(&act.name, a, track), "gv"),
                _ => (ba(a, track), "ba"),
            };
            let path = act.dir.join(format!("{}_{index}_pre.{ext}", act.name));
            std::fs::write(&path, text).map_err(|e| {
                EvalError::plain(format!(
                    "[export ...]: cannot write {}: {e}",
                    path.display()
                ))
            })?;
            act.written.push(path);
        }
        Ok(())
    })
}

/// The transitions of the projected automaton: `(from, label, to)` over the useful states
/// numbered breadth first from the initial one, and which of them accept.
fn projected(a: &Auto, track: usize) -> (Vec<(usize, String, usize)>, Vec<bool>) {
    let d = &a.dfa;
    let (reach, useful) = d.reachable_and_useful();
    let keep = |s: u32| reach[s as usize] && useful[s as usize];
    let mut id = vec![usize::MAX; d.states()];
    let mut order = Vec::new();
    if keep(d.start()) {
        id[d.start() as usize] = 0;
        order.push(d.start());
    }
    let mut edges = BTreeSet::new();
    let mut i = 0;
    while i < order.len() {
        let s = order[i];
        for (l, &t) in d.row(s).iter().enumerate() {
            if !keep(t) {
                continue;
            }
            if id[t as usize] == usize::MAX {
                id[t as usize] = order.len();
                order.push(t);
            }
            let mut digits = decode_letter(d.radices(), l);
            digits.remove(track);
            let label: Vec<String> = digits.iter().map(u32::to_string).collect();
            edges.insert((i, label.join(" "), id[t as usize]));
        }
        i += 1;
    }
    let accepting = order.iter().map(|&s| d.is_accepting(s)).collect();
    (edges.into_iter().collect(), accepting)
}

/// BA: the initial state, the transitions, the accepting states.
fn ba(a: &Auto, track: usize) -> String {
    let (edges, accepting) = projected(a, track);
    let mut out = String::new();
    if accepting.is_empty() {
        return out;
    }
    out.push_str("[0]\n");
    for (q, label, t) in &edges {
        let _ = writeln!(out, "{},[{q}]->[{t}]", label.replace(' ', ""));
    }
    for (q, &acc) in accepting.iter().enumerate() {
        if acc {
            let _ = writeln!(out, "[{q}]");
        }
    }
    out
}

/// Graphviz: a node per state (accepting ones double circles), an edge per transition.
fn gv(name: &str, a: &Auto, track: usize) -> String {
    let (edges, accepting) = projected(a, track);
    let mut out = String::from("digraph G {\n");
    let _ = writeln!(out, "label = \"{name}\";\nrankdir = LR;");
    for (q, &acc) in accepting.iter().enumerate() {
        let shape = if acc { "doublecircle" } else { "circle" };
        let _ = writeln!(
            out,
            "node [shape = {shape}, label=\"{q}\", fontsize=12]{q};"
        );
    }
    if !accepting.is_empty() {
        out.push_str("node [shape = point ]; qi\nqi -> 0;\n");
    }
    for (q, label, t) in &edges {
        let _ = writeln!(out, "{q} -> {t}[ label = \"{label}\"];");
    }
    out.push_str("}\n");
    out
}
