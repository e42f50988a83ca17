//! The automata core: complete DFAs over tuples of digits and their operations, knowing
//! nothing of numbers.
//!
//! * [`dfa`]: complete DFAs over tuples of digits (dense tables, `u32` states);
//! * [`sparse`]: automata by their live transitions, as products build them, minimized
//!   without a dense table;
//! * [`ops`]: products, subset construction, projection with the zero closure, reversal;
//! * [`subsets`]: the subset construction with subsets as bit sets (small automata);
//! * [`brzozowski`]: projection by Brzozowski's double reversal;
//! * [`minimize`]: minimization and canonical numbering (twins: Hopcroft's, Moore's);
//! * [`valmari`]: partition refinement on the live transitions (Valmari's algorithm);
//! * [`limits`]: the state budget every operation counts against.

pub mod brzozowski;
pub mod dfa;
pub mod limits;
pub mod minimize;
pub mod ops;
pub mod sparse;
pub mod subsets;
pub mod valmari;
