//! The decision procedure: Walnut formulas evaluated to automata.
//!
//! Route (Büchi-Bruyère): every atom is an automaton built from the numeration system's
//! validity and addition automata; `~`, `&`, `|`, `^`, `=>`, `<=>` are products (complement
//! relative to the valid representations); `E` projects a track with the zero closure and
//! determinizes; `A` is `~E~`. Every result is minimized. A closed formula is TRUE iff its
//! automaton accepts the empty word. Cost: dominated by the subset constructions of the
//! quantifiers, counted against a [`Budget`](crate::automaton::limits::Budget).
//!
//! Walnut's conventions kept here: a `def`'s arguments are its free variables sorted by
//! name; `a - b` introduces a fresh `c` with `c + b = a`, quantified existentially within
//! its atom (an atom with an undefined difference is false); atoms before the first `?base`
//! are in msd_2; a `reg` is taken literally, then intersected with the valid
//! representations; constant terms are computed first (negative ones refused in arithmetic
//! over the natural numbers), `0*t` is 0, `t/k` rounds down, word letters combined with
//! constants are computed on the words' outputs ([`lang`]).
//!
//! Walnut's other commands: words from morphisms ([`morphism`]: `promote`; `image`),
//! `combine`, `reverse`, `convert` ([`convert`]), `alphabet`, the language operations
//! ([`language`]: `union`, `intersect`, `concat`, `star`, quotients, zero fixes), the
//! listings ([`listing`]: `test`, `inf`) and the words of several indices ([`split`]:
//! `split`, `rsplit` through [`base_change`]; `join`), run by the session (`commands.rs`); Walnut's
//! library and file commands (`files`: `transduce` with [`transducer`], `load FILE;`,
//! `describe`, `export`, `--out-walnut`).

pub mod auto;
pub mod base_change;
pub mod convert;
pub mod definitions;
pub mod formula;
pub mod lang;
pub mod language;
pub mod learn;
pub mod learn_sparse;
pub mod listing;
pub mod mixed_padding;
pub mod morphism;
pub mod padding;
pub mod regex;
pub mod rel;
pub mod split;
pub mod transducer;
pub mod words;

use crate::automaton::limits::Overflow;
use crate::logic::formula::Pos;
use std::fmt;

pub use auto::Auto;

/// An error of evaluation: one line, with the position when known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EvalError {
    /// Where in the script.
    pub pos: Option<Pos>,
    /// What went wrong.
    pub message: String,
}

impl EvalError {
    /// An error without a position (the caller adds one).
    pub fn plain(message: impl Into<String>) -> EvalError {
        EvalError {
            pos: None,
            message: message.into(),
        }
    }

    /// The same error at `pos`, unless it has one.
    pub fn at(mut self, pos: Pos) -> EvalError {
        if self.pos.is_none() {
            self.pos = Some(pos);
        }
        self
    }
}

impl fmt::Display for EvalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(p) => write!(f, "line {}, column {}: {}", p.line, p.col, self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl From<Overflow> for EvalError {
    fn from(o: Overflow) -> Self {
        EvalError::plain(o.to_string())
    }
}
