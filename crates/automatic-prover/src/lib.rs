//! A decision procedure for automatic sequences, reading Walnut's command language.
//!
//! First-order statements about numbers written in a numeration system (base k,
//! Fibonacci, Tribonacci, Ostrowski, negative bases, custom bases), with `+`, `<`,
//! quantifiers and automatic words, are decidable (Büchi-Bruyère): every formula is an
//! automaton reading its free variables' digits in parallel. The crate's README says what
//! is decided, which part of Walnut's language is read and what is refused on purpose.
//!
//! Layers, bottom-up (each names only the layers before it; `tests/layers.rs` checks it):
//! * [`automaton`]: complete DFAs over tuples of digits, products, subset constructions,
//!   projections, minimization, and the state budget;
//! * [`numeration`]: the systems, each with constructed validity and addition automata
//!   (built in, Ostrowski, negative, custom bases read by a plain table reader);
//! * [`logic`]: automata with named variables, the formula tree, relations, words,
//!   regexes, language operations, learning from data;
//! * [`walnut`]: Walnut's language (lexer, parser, commands) and files (Walnut's formats,
//!   this crate's saved automata, a Walnut folder, the export of a session);
//! * [`session`]: a script run command by command, with its definitions and words, its
//!   formulas compiled to automata;
//! * [`cli`]: Walnut's command line (`walnut-native`): a home folder, its command files,
//!   a session folder with `Result/`, the console.
//!
//! Run a session (a script of Walnut commands):
//! ```
//! use automatic_prover::{Answer, Session};
//!
//! let mut s = Session::default();
//! let out = s
//!     .run_script(r#"eval succ "?msd_fib Ax Ey y = x + 1"; def even "Ey x = 2*y";"#)
//!     .expect("runs");
//! assert_eq!(out[0].line(), "succ: TRUE");
//! assert_eq!(out[1].result, Answer::States);
//! assert!(s.definition("even").is_some());
//! ```
//!
//! Evaluate one formula:
//! ```
//! use automatic_prover::{Session, walnut::parse_formula};
//!
//! let f = parse_formula("?msd_fib Ex x > 3 & x < 5").expect("parses");
//! let a = Session::default().formula(&f).expect("evaluates");
//! assert!(a.vars.is_empty() && a.truth());
//! ```
//!
//! Read and write Walnut's files (`Automata Library/NAME.txt`):
//! ```
//! use automatic_prover::{Session, walnut::format::{from_walnut, to_walnut}};
//!
//! let mut s = Session::default();
//! s.run_script(r#"def odd "Ey x = 2*y + 1";"#).expect("runs");
//! let text = to_walnut(s.definition("odd").expect("defined"));
//! assert!(text.starts_with("msd_2"));
//! let back = from_walnut(&text).expect("reads");
//! assert_eq!(back.dfa, s.definition("odd").expect("defined").dfa);
//! ```

#![warn(missing_docs)]

pub mod automaton;
pub mod cli;
pub mod logic;
pub mod numeration;
pub mod session;
pub mod walnut;

pub use automaton::dfa::Dfa;
pub use automaton::limits::Budget;
pub use logic::{Auto, EvalError};
pub use session::{Answer, Session};
