//! S. Akiyama, "3 dimensional Wythoff Nim" (`shared/papers/akiyama-3d-wythoff-nim.txt`).
//!
//! Catalog ids `akiyama.*` as in INVENTORY.md:
//! * [`wythoff_props`]: the five properties of classic Wythoff (introduction);
//! * [`sequence`]: Theorem 1 against the rules solver, Corollaries 1-3, Theorems 2-3, kappa;
//! * [`printed`]: the values the paper prints, transcribed; [`printed_checks`] compares
//!   them with computation (first 40, positive vs L1, the n = 11..14 example, Corollary 4);
//! * [`conjectures`]: Conjecture 1, (14)-(15), Figure 1 (measured);
//! * [`kappa`]: assumption (16) and Figure 2, the frequency of kappa(n) = 0 (measured);
//! * [`thm4`]: the quintic of Theorem 4, exact root isolation and the Galois group.

pub mod conjectures;
pub mod kappa;
pub mod printed;
pub mod printed_checks;
pub mod sequence;
pub mod smt;
pub mod thm4;
pub mod twin;
pub mod wythoff_props;
pub mod wytlex;

use crate::check::Statement;

/// The paper's statements, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    let mut v = vec![wythoff_props::statement()];
    v.extend(sequence::statements());
    v.extend(printed_checks::statements());
    v.push(wytlex::statement());
    v.push(thm4::statement());
    v.extend(conjectures::statements());
    v
}
