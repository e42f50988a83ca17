//! Automata for first-order statements about automatic sequences (the Büchi–Bruyère
//! decision procedure that Walnut implements; issue 22), below `papers/` and independent of
//! it. [`walnut`] reads Walnut's command, formula and regex syntax into a syntax tree; it
//! knows no paper and no game, and evaluates nothing.

pub mod walnut;
