//! The front end for Walnut scripts (Shallit et al.'s prover, whose syntax is documented in
//! Shallit, *The Logical Approach to Automatic Sequences*, LMS Lecture Notes 482, 2022,
//! chapter 5, and in the Walnut manual): a lexer, a formula parser, a script (command)
//! parser and the `reg` regex parser, producing the tree in [`ast`]. No evaluation.
//!
//! * [`parse_script`]: `def`, `eval`, `reg`, `load` commands, ending in `;` or `:`.
//! * [`parse_formula`]: a formula; precedence loosest first `<=>`, `=>`, then `&` `|` `^`
//!   (one level, left-associative), then `~`, then atoms; `E`/`A` extend as far right as
//!   possible; `?base` prefixes change the base of the atoms after them (`msd_2` before the
//!   first).
//! * [`parse_regex`]: `reg`'s regexes over digit and tuple letters.
//!
//! Every error is a [`ParseError`] with the script's line and column, what was expected and
//! what was found; no input panics (nesting deeper than [`MAX_DEPTH`] is refused). Linear
//! time except the backtracking on `(` (see [`parser`]).

pub mod ast;
mod lexer;
pub mod parser;
pub mod regex;
pub mod script;

pub use ast::{BinOp, Command, Formula, LetterRhs, Located, ParseError, Pos, Regex, RelOp, Term};
pub use parser::parse_formula;
pub use regex::parse_regex;
pub use script::parse_script;

/// The base of the atoms before the first `?base` prefix.
pub const DEFAULT_BASE: &str = "msd_2";

/// The deepest nesting accepted: of parentheses, `~`, quantifiers, and of the tree built
/// (a chain `a & b & ... ` of n operands is a tree of depth n). Deeper input is a
/// [`ParseError`], so that neither the parsers nor the recursive walks over the tree
/// (printing, comparing, dropping, evaluating) can overflow the stack.
pub const MAX_DEPTH: usize = 1000;
