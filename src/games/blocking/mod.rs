//! Blocking Wythoff Nim W^k and its relatives (Larsson, "Blocking Wythoff Nim").
//!
//! In W^k the previous player may forbid up to `k-1` of the next player's Wythoff options;
//! Definition 3: a position is P iff fewer than `k` of its options are P.
//!
//! * [`rules`]: rules-based labelling of a square for W^k (the generic blocking solver),
//!   the comply game W_k, and the variants of section 3.1 (W^kN, WN^k, W_kN, WN_k), each
//!   written from its own rule.
//! * [`cells`]: Definition 3 cell by cell with running counts (the generator's twin on
//!   large squares, every k).
//! * [`plain`]: Definition 3 cell by cell on unbounded columns, from the move rule alone
//!   (the column generator's twin over the ranges the verdicts use).
//! * [`scan`]: the block search the two cell-by-cell twins share.
//! * [`theorem1_1`]: the sets `R_1`, `R_2`, `R_3` of Theorem 1.1, from their formulas.
//! * [`columns`]: the fast generator of the P-positions `a <= b` in lexicographic order,
//!   column by column with per-row and per-diagonal counts and word-level candidate search.

pub mod bitrun;
pub mod cells;
pub mod columns;
pub mod plain;
pub mod rules;
pub mod scan;
pub mod theorem1_1;

pub use columns::Columns;
