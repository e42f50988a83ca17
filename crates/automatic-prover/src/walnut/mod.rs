//! The front end for Walnut scripts (Shallit et al.'s prover, whose syntax is documented in
//! Shallit, *The Logical Approach to Automatic Sequences*, LMS Lecture Notes 482, 2022,
//! chapter 5, and in the Walnut manual): a lexer, a formula parser, a script (command)
//! parser and the `reg` regex parser, producing the tree in [`ast`]. No evaluation.
//!
//! * [`parse_script`]: `def`, `eval`, `reg`, `load`, `ost`, `macro` (expanded in the
//!   formulas) and Walnut's word and automaton commands ([`commands`]: `morphism`,
//!   `promote`, `image`, `combine`, ...), ending in `;` or `:`.
//! * [`parse_formula`]: a formula; precedence loosest first `<=>`, `=>`, then `&` `|` `^`
//!   (one level, left-associative), then `~` and `` ` ``, then atoms; `E`/`A`/`I` extend as
//!   far right as possible; `?base` prefixes change the base of the atoms after them
//!   (`msd_2` before the first). Terms: `+`, `-`, then `*` and `/` by a constant, then
//!   the unary minus `_`, variables, constants and word letters `W[t]`.
//! * [`parse_regex`]: `reg`'s regexes over digit and tuple letters.
//!
//! Every error is a [`ParseError`] with the script's line and column, what was expected and
//! what was found; no input panics (nesting beyond [`MAX_NESTING`] or trees deeper than
//! [`MAX_DEPTH`] are refused). Linear
//! time except the backtracking on `(` (see [`parser`]).

pub mod ast;
pub mod atomic;
pub mod commands;
mod cursor;
pub mod export;
pub mod format;
pub mod grammar;
pub mod help;
mod lexer;
pub mod library;
mod morphism;
pub mod parser;
pub(crate) mod prefix_export;
mod prefixes;
pub mod regex;
pub mod save;
pub mod script;

pub use ast::{
    BinOp, Command, Formula, LanguageOp, LetterRhs, Located, ParseError, Pos, Regex, RelOp, Term,
};
pub use parser::parse_formula;
pub use regex::parse_regex;
pub use script::{parse_script, parse_script_with};

pub use crate::logic::formula::DEFAULT_BASE;

/// The deepest tree accepted (a chain `a & b & ...` of n relations is a tree of depth
/// n + 1: a relation with its terms has depth 2). Deeper input is a [`ParseError`], so that
/// the recursive walks over the tree (printing, comparing, dropping, evaluating) stay
/// within a few hundred kilobytes of stack.
pub const MAX_DEPTH: usize = 1000;

/// The most parentheses, quantifiers and `~` (in a formula; parentheses in a regex) that
/// may be open at once; more is a [`ParseError`]. The parser recurses once per level and
/// uses up to about 1.6 KB of stack per level (measured in a release build: a quantifier
/// 1.6 KB, a parenthesis 1.1 KB, a `~` 0.5 KB), so this cap keeps a parse under 0.5 MB of
/// stack, inside the 2 MB of a test thread (a unit test parses at the cap in a 1 MB one).
pub const MAX_NESTING: usize = 300;
