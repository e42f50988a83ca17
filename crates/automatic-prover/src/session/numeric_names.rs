//! The variables a formula reads as numbers somewhere (in a relation, a word index, an
//! arithmetic argument, or a `$NAME` track of a number system), by name, found before the
//! formula is evaluated, each with the parities of the reversals (`` ` ``) around its
//! numeric uses. A `$NAME` track of a set alphabet whose argument is such a variable
//! (and whose letters are the digits of the formula's system) is then read as a number at
//! the call itself ([`Session::call`]): closed under padding before any quantifier of the
//! call's arithmetic arguments runs. Read as letters there and turned into a number only
//! where the variable meets its numeric use, the call's own projections (`$s(y, x/2)` is
//! `E t t = x/2 & $s(y, t)`) would have tied y's word length to x's, and `$s(y, x/2) & y <
//! 99` would reject tuples whose numbers satisfy `s`.
//!
//! A set track is a string of letters with no direction: `` `$s(w, x) & x < 5 `` reverses
//! `s`'s words and then reads x's letters as msd digits (Walnut's meaning). A call under an
//! odd number of reversals whose variable is read as a number under an even number (or the
//! converse) therefore reads the track in the other direction at the call (lsd there, msd
//! once reversed): [`Parities`].
//!
//! Names, not scopes: a name bound twice, once as a number and once as a word, is read as
//! a number in both (where its letters allow). Cost: one walk of the formula.

use crate::logic::definitions::Definitions;
use crate::walnut::{Formula, LetterRhs, Pos, Term};
use std::collections::HashMap;

/// The parities of the reversals around a name's numeric uses: bit 0 set when some use is
/// under an even number of reversals, bit 1 when some is under an odd number.
pub(super) type Parities = u8;

/// The names `f` reads as numbers, each with the parities of its uses.
pub(super) fn numeric_names(f: &Formula, defs: &Definitions) -> HashMap<String, Parities> {
    let mut out = HashMap::new();
    walk(f, defs, false, &mut out);
    out
}

/// The `$NAME` calls of `f`, in order, with their positions.
pub(super) fn calls(f: &Formula) -> Vec<(&str, Pos)> {
    fn go<'a>(f: &'a Formula, out: &mut Vec<(&'a str, Pos)>) {
        match f {
            Formula::Call { name, pos, .. } => out.push((name, *pos)),
            Formula::Not(x) | Formula::Reverse(x) => go(x, out),
            Formula::Bin(_, a, b) => {
                go(a, out);
                go(b, out);
            }
            Formula::Quant { body, .. } | Formula::Infinite { body, .. } => go(body, out),
            Formula::Bool(_) | Formula::Rel { .. } | Formula::Word { .. } => {}
        }
    }
    let mut out = Vec::new();
    go(f, &mut out);
    out
}

fn walk(f: &Formula, defs: &Definitions, odd: bool, out: &mut HashMap<String, Parities>) {
    match f {
        Formula::Rel { lhs, rhs, .. } => {
            vars(lhs, odd, out);
            vars(rhs, odd, out);
        }
        Formula::Word { index, rhs, .. } => {
            index.iter().for_each(|t| vars(t, odd, out));
            if let LetterRhs::Word { index, .. } = rhs {
                index.iter().for_each(|t| vars(t, odd, out));
            }
        }
        Formula::Call { name, args, .. } => {
            let tracks = defs.for_formula(name).and_then(Result::ok).map(|d| &d.nums);
            for (i, a) in args.iter().enumerate() {
                let letters = tracks
                    .and_then(|n| n.get(i))
                    .is_some_and(|n| n.is_letters());
                if !letters || !matches!(a, Term::Var(..)) {
                    vars(a, odd, out);
                }
            }
        }
        Formula::Not(x) => walk(x, defs, odd, out),
        Formula::Reverse(x) => walk(x, defs, !odd, out),
        Formula::Bin(_, a, b) => {
            walk(a, defs, odd, out);
            walk(b, defs, odd, out);
        }
        Formula::Quant { body, .. } | Formula::Infinite { body, .. } => walk(body, defs, odd, out),
        Formula::Bool(_) => {}
    }
}

fn vars(t: &Term, odd: bool, out: &mut HashMap<String, Parities>) {
    match t {
        Term::Var(v, _) => {
            *out.entry(v.clone()).or_default() |= if odd { 2 } else { 1 };
        }
        Term::Const(..) => {}
        Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
            vars(a, odd, out);
            vars(b, odd, out);
        }
        Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => vars(a, odd, out),
        Term::Word(_, index, _) => index.iter().for_each(|i| vars(i, odd, out)),
    }
}
