//! Automata for automatic sequences: the decision procedure behind `wythoff prove`.
//!
//! First-order statements about numbers written in a numeration system (base k,
//! Fibonacci, Ostrowski), with `+`, `<`, quantifiers and automatic words, are decidable
//! (Büchi-Bruyère): every formula is an automaton reading its free variables' digits in
//! parallel. This module knows no paper and no game.
//!
//! * [`dfa`]: complete DFAs over tuples of digits (dense tables, `u32` states);
//! * [`minimize`]: minimization and canonical numbering (twins: Hopcroft's, Moore's);
//! * [`valmari`]: partition refinement on the live transitions (Valmari's algorithm);
//! * [`sparse`]: automata by their live transitions, as products build them, minimized
//!   without a dense table;
//! * [`ops`]: products, subset construction, projection with the zero closure, reversal;
//! * [`numeration`]: the systems, each with constructed validity and addition automata;
//! * [`negative`]: the negative systems (base -k, negaFibonacci), whose numbers are the integers;
//! * [`ostrowski`]: the Ostrowski system of any quadratic irrational (Walnut's `ost`);
//! * [`limits`]: the state budget every operation counts against;
//! * [`walnut`]: Walnut's command language (syntax);
//! * [`eval`]: formulas to automata, the commands of a script;
//! * [`learn`]: the minimal automaton consistent with a membership oracle on bounded data;
//! * [`learn_sparse`]: the same automaton from a sparse set's list of members.

pub mod brzozowski;
pub mod custom_base;
pub mod dfa;
pub mod eval;
pub mod learn;
pub mod learn_sparse;
pub mod limits;
pub mod minimize;
pub mod negative;
pub mod numeration;
pub mod ops;
pub mod ostrowski;
pub mod sparse;
pub mod subsets;
pub mod valmari;
pub mod walnut;
