//! Lythoff(K) and Lythoff(K_f) (Klein and Fraenkel, "K-pile Wythoff games").
//!
//! Positions are nondecreasing K-vectors; a move goes to a lexicographically smaller
//! position, so play always ends (Theorem 1) although piles may grow and a position has
//! infinitely many sub-positions.
//!
//! * [`legal`]: move legality from Definition 1, literally (a set S of K-1 removal values),
//!   the no-increase variant (the "alternate definition"), and the characterisations of
//!   Lemmas 1-2 / Definition 5 and Definition 7 (Lythoff(K_f)).
//! * [`pruned_search`]: rules solvers: an exact finite solver for the no-increase variant, and a
//!   lexicographic search for Lythoff(K) / Lythoff(K_f) whose finiteness argument is in
//!   its module doc.
//! * [`boxed`]: a third, literal solver on the box `[0, m]^K` that skips nothing, compared
//!   with the search below the search's first position outside the box.
//! * [`construction`]: Constructions 1 and 2 (with the mex) as a streaming generator for
//!   any K and f; [`fexpr`]: the small language of f used on the command line.
//! * [`plain`]: the twin of [`construction`]: both constructions on plain hash sets, and
//!   Definitions 1 and 7 applied literally, written separately from the paper.

pub mod automatic;
pub mod boxed;
pub mod construction;
pub mod fexpr;
pub mod legal;
pub mod plain;
pub mod pruned_search;

pub use construction::Construction;
pub use fexpr::FExpr;
