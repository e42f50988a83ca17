//! Numeration systems: each is a digit alphabet, the automaton of its valid representations
//! and the automaton of its addition relation `x + y = z`, both *constructed* here from the
//! system's definition (never typed in) and verified by the tests (brute force, and the
//! procedure proving its own axioms: `tests/automata_core.rs`, `tests/automata_proofs.rs`).
//!
//! Systems (names as in Walnut's `?base` prefixes; `msd_` reads the most significant digit
//! first, `lsd_` the least significant first, and every `lsd_` automaton is the reversal of
//! the `msd_` one):
//! * `msd_k` / `lsd_k`, base `k >= 2`: place values `k^i`, digits `0..k`, every word valid.
//! * `msd_fib` / `lsd_fib`: Zeckendorf, place values 1, 2, 3, 5, 8, ... (`U_{i+1} = U_i +
//!   U_{i-1}`), digits 0, 1, no two adjacent 1s.
//! * `msd_trib` / `lsd_trib`: Tribonacci, place values 1, 2, 4, 7, 13, ... (`U_{i+1} = U_i
//!   + U_{i-1} + U_{i-2}`), digits 0, 1, no three adjacent 1s (Walnut's `msd_trib`).
//! * `msd_ost_a` / `lsd_ost_a` for `a >= 1`: Ostrowski numeration for the quadratic
//!   irrational `[0; a, a, a, ...]` (`(sqrt(a^2+4) - a) / 2`): place values `q_0 = 1`,
//!   `q_1 = a`, `q_{i+1} = a q_i + q_{i-1}`, digits `0..=a`, the lowest digit at most `a - 1`,
//!   and a digit `a` followed (towards the lower places) by a 0. For `a = 1` the lowest place
//!   (`q_0 = 1`, digit always 0) is dropped, which leaves exactly Zeckendorf: `msd_ost_1` is
//!   `msd_fib`. `msd_pell` is another name for `msd_ost_2` (place values 1, 2, 5, 12, 29:
//!   the Pell numbers).
//!
//! * `msd_neg_k` / `lsd_neg_k`, `msd_neg_fib` / `lsd_neg_fib`: the negative systems of
//!   [`crate::numeration::negative`], whose numbers are all the integers.
//! * `{-1,0,1}`: a set alphabet (Walnut's `reg NAME {-1,0,1} "..."`), no number system at
//!   all: its words are words, read in no direction ([`letters`]). Digit `i` is the `i`-th
//!   least value of the set, every word is valid, and nothing numeric (addition, constants,
//!   order, values) is defined on it.
//!
//! * `msd_NAME` / `lsd_NAME` read from a Walnut `Custom Bases/` folder
//!   ([`crate::numeration::custom_base`], [`add_base_folder`]): a validity and an addition automaton
//!   given in files and checked when read; constants and `y = k x` come from the adder.
//!
//! An alias is the same system: [`numeration`] maps every name to its canonical one
//! (`msd_ost_1` to `msd_fib`, `msd_ost_2` to `msd_pell`, likewise for `lsd_`) and returns
//! one shared object per canonical name, so two names of one system and direction can never
//! be told apart downstream (a word is reversed only when the reading direction differs).
//!
//! Representations are the greedy ones (for these systems the greedy expansion is the unique
//! valid one); a tuple of numbers is read with every track padded by zeros to one length.
//!
//! Files, bottom-up: `store` (the tables of the systems not built in), `system` (the
//! families, place values, representations, validity), `linear` (the adder and the
//! linear relations), `track` (a system in one direction, with its two automata),
//! [`letters`] (set alphabets), `folders` (`Custom Bases/` folders), `lookup` (a
//! system by name), `define` (Walnut's `ost`).

pub mod custom_base;
mod define;
mod folders;
mod letters;
mod linear;
mod lookup;
pub mod negative;
mod negative_file;
pub mod ostrowski;
mod store;
mod system;
pub mod table;
mod track;

pub use crate::numeration::define::define_ost;
pub use crate::numeration::folders::{add_base_folder, take_notes};
pub use crate::numeration::letters::{MAX_LETTERS, letters, letters_name};
pub use crate::numeration::linear::range_coeffs;
pub use crate::numeration::lookup::numeration;
pub use crate::numeration::system::System;
pub use crate::numeration::table::parse_letters;
pub use crate::numeration::track::Numeration;
