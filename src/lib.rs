//! # wythoff-lab
//!
//! A theorem checker and conjecture tester for Wythoff Nim and four recent variants:
//! every numbered statement of four papers is an executable catalog entry with a checker,
//! a recorded outcome and evidence.
//!
//! Map of the crate:
//! * [`automata`]: the decision procedure for automatic sequences (`wythoff prove`).
//! * [`games`]: each game family's move rules, a rules-based solver (the ground truth),
//!   and fast generators (streaming iterators), compared with each other in the tests.
//! * [`papers`]: one folder per paper, listing its catalog entries.
//! * [`check`]: the catalog, verdicts with evidence, and the runner.
//! * [`table`]: computed tables rendered as text, CSV or JSON.
//! * [`input`]: the command line's number parser.
//! * [`positions`]: the `positions` command's sequences, with their index limits.
//! * [`smt`]: the z3 queries; [`report`]: the report and the resumable deep runs.
//!
//! ```
//! use wythoff_lab::check;
//! use wythoff_lab::games::wythoff;
//!
//! // Exact closed form, valid for every n up to wythoff::MAX_N.
//! assert_eq!(wythoff::pair(1_000_000_000_000), Some((1_618_033_988_749, 2_618_033_988_749)));
//!
//! // Run one catalog statement at a small bound and compare with its recorded outcome.
//! let s = check::find("hst.beams").unwrap();
//! let v = check::runner::run_one(&s, 1_000);
//! assert!(v.matches_record());
//! ```

pub mod automata;
pub mod check;
pub mod games;
pub mod input;
pub mod math;
pub mod papers;
pub mod persist;
pub mod positions;
pub mod report;
pub mod smt;
pub mod table;
