//! # wythoff-lab
//!
//! A theorem checker and conjecture tester for Wythoff Nim and four recent variants:
//! every numbered statement of four papers is an executable catalog entry with a checker,
//! a recorded outcome and evidence.
//!
//! Map of the crate, bottom to top (a module names only modules listed before it;
//! `tests/architecture.rs` checks it):
//! * [`math`], [`input`], [`persist`]: polynomials, the number parser, atomic writes and
//!   sealed checkpoints.
//! * [`games`]: each game family's move rules, a rules-based solver (the ground truth),
//!   and fast generators (streaming iterators), compared with each other in the tests.
//! * [`positions`]: the `positions` command's sequences, with their index limits.
//! * [`smt`]: the SMT query type and the z3 solver.
//! * [`check`]: what a statement and a verdict are, and the runner.
//! * [`requests`]: a request for positions under the gates of the compared range and the
//!   proved P-sets (the `positions` command and the Python module).
//! * [`table`]: computed tables rendered as text, CSV or JSON.
//! * [`report`]: the report, rendered from the lists it is handed, and the plots.
//! * [`papers`]: one folder per paper (its statements, SMT queries, tables, figures), and
//!   the catalog: every list, handed down to the frameworks above.
//!
//! ```
//! use wythoff_lab::games::wythoff;
//! use wythoff_lab::{check, papers};
//!
//! // Exact closed form, valid for every n up to wythoff::MAX_N.
//! assert_eq!(wythoff::pair(1_000_000_000_000), Some((1_618_033_988_749, 2_618_033_988_749)));
//!
//! // Run one catalog statement at a small bound and compare with its recorded outcome.
//! let s = papers::find("hst.beams").unwrap();
//! let v = check::runner::run_one(&s, &papers::smt_queries(), 1_000);
//! assert!(v.matches_record());
//! ```

pub mod check;
pub mod games;
pub mod input;
pub mod math;
pub mod papers;
pub mod persist;
pub mod positions;
pub mod report;
pub mod requests;
pub mod smt;
pub mod table;
pub mod text;
