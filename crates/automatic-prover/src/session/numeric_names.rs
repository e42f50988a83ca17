//! The variables a formula reads as numbers somewhere (in a relation, a word index, an
//! arithmetic argument, or a `$NAME` track of a number system), by name, found before the
//! formula is evaluated. A `$NAME` track of a set alphabet whose argument is such a variable
//! (and whose letters are the digits of the formula's system) is then read as a number at
//! the call itself ([`Session::call`]): closed under padding before any quantifier of the
//! call's arithmetic arguments runs. Read as letters there and turned into a number only
//! where the variable meets its numeric use, the call's own projections (`$s(y, x/2)` is
//! `E t t = x/2 & $s(y, t)`) would have tied y's word length to x's, and `$s(y, x/2) & y <
//! 99` would reject tuples whose numbers satisfy `s`.
//!
//! Names, not scopes: a name bound twice, once as a number and once as a word, is read as
//! a number in both (where its letters allow). Cost: one walk of the formula.

use crate::logic::definitions::Definitions;
use crate::walnut::{Formula, LetterRhs, Term};
use std::collections::HashSet;

/// The names `f` reads as numbers.
pub(super) fn numeric_names(f: &Formula, defs: &Definitions) -> HashSet<String> {
    let mut out = HashSet::new();
    walk(f, defs, &mut out);
    out
}

fn walk(f: &Formula, defs: &Definitions, out: &mut HashSet<String>) {
    match f {
        Formula::Rel { lhs, rhs, .. } => {
            vars(lhs, out);
            vars(rhs, out);
        }
        Formula::Word { index, rhs, .. } => {
            index.iter().for_each(|t| vars(t, out));
            if let LetterRhs::Word { index, .. } = rhs {
                index.iter().for_each(|t| vars(t, out));
            }
        }
        Formula::Call { name, args, .. } => {
            let tracks = defs.for_formula(name).and_then(Result::ok).map(|d| &d.nums);
            for (i, a) in args.iter().enumerate() {
                let letters = tracks
                    .and_then(|n| n.get(i))
                    .is_some_and(|n| n.is_letters());
                if !letters || !matches!(a, Term::Var(..)) {
                    vars(a, out);
                }
            }
        }
        Formula::Not(x) | Formula::Reverse(x) => walk(x, defs, out),
        Formula::Bin(_, a, b) => {
            walk(a, defs, out);
            walk(b, defs, out);
        }
        Formula::Quant { body, .. } | Formula::Infinite { body, .. } => walk(body, defs, out),
        Formula::Bool(_) => {}
    }
}

fn vars(t: &Term, out: &mut HashSet<String>) {
    match t {
        Term::Var(v, _) => {
            out.insert(v.clone());
        }
        Term::Const(..) => {}
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            vars(a, out);
            vars(b, out);
        }
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => vars(a, out),
        Term::Word(_, index, _) => index.iter().for_each(|i| vars(i, out)),
    }
}
