//! Wythoff's Nim with finite alterations (Hu, Sleator and Tsin).
//!
//! * [`spec`]: the alteration and its text format;
//! * [`rules`]: the recursive labelling of the introduction, on a box (the truth);
//! * [`columns`]: the column algorithm of section 2 (row[], diag[], l_t, u_t, saturation),
//!   streaming, memory bounded by the active window;
//! * [`plain`]: the column algorithm's twin, written separately from the rules (ordered
//!   sets of free rows and diagonals, a leapfrog for each column's least free cell);
//! * [`offset`]: the measured offset and Theorem 3's prediction;
//! * [`grundy`]: Sprague-Grundy values of an altered game on a square (the definition is
//!   in `wythoff::grundy::Label`; the twin is [`rules::grundy`]).

pub mod columns;
pub mod grundy;
pub mod offset;
pub mod plain;
pub mod rules;
pub mod spec;

pub use columns::{Column, Columns};
pub use spec::Alteration;
