//! Walnut's formula operators that act on a whole automaton: the reversal `` ` `` and the
//! quantifier `I` ("infinitely many").
//!
//! * [`reverse`]: the automaton reversed (subset construction, then minimized) and every
//!   track's system switched between `msd_` and `lsd_`. A language of valid msd words closed
//!   under leading zeros reverses to valid lsd words closed under trailing zeros (the lsd
//!   validity automaton is the reversal of the msd one), so the invariants of
//!   [`Auto`] hold. Cost: one reversal, at worst exponential in the states, in practice a
//!   few times the input.
//! * [`infinite`]: Walnut's `I x, y f` keeps the words of `f`'s automaton in which some
//!   listed track has a nonzero first letter (msd; last letter for lsd), i.e. the words
//!   not padded beyond the listed variables, and answers TRUE iff infinitely many remain:
//!   a product with a two-state marker, then a cycle search among the states that reach an
//!   accepting one (Kahn's algorithm). Linear in the product's size.
//!
//! Also the term helpers of Walnut's arithmetic: word expressions (word letters combined
//! with constants, computed on the outputs), their values, and the refusal of negative
//! constants in systems of natural numbers.

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::logic::auto::Auto;
use crate::logic::formula::Term;
use crate::numeration::{Numeration, numeration};
use std::sync::Arc;

/// `` `f ``: the automaton read in the other direction.
pub fn reverse(a: &Auto, budget: &Budget) -> Result<Auto, EvalError> {
    if a.vars.is_empty() {
        return Ok(a.clone());
    }
    let nums = a.nums.iter().map(flipped).collect::<Result<Vec<_>, _>>()?;
    let dfa = minimize(&ops::reverse(&a.dfa, budget)?);
    Ok(Auto {
        vars: a.vars.clone(),
        nums,
        dfa,
    })
}

/// A track's system read in the other direction (`msd_fib` for `lsd_fib`); a set
/// alphabet, which has no direction, is itself.
pub fn flipped(n: &Arc<Numeration>) -> Result<Arc<Numeration>, EvalError> {
    if n.is_letters() {
        return Ok(n.clone());
    }
    let name = match (n.name.strip_prefix("msd_"), n.name.strip_prefix("lsd_")) {
        (Some(rest), _) => format!("lsd_{rest}"),
        (_, Some(rest)) => format!("msd_{rest}"),
        _ => n.name.clone(),
    };
    numeration(&name).map_err(EvalError::plain)
}

/// `I vars f`: whether infinitely many words of `a` have a listed track not padded (see
/// the module doc). Every listed variable must be free in `a`.
pub fn infinite(a: &Auto, vars: &[String], budget: &Budget) -> Result<bool, EvalError> {
    let mut tracks = Vec::with_capacity(vars.len());
    for v in vars {
        match a.vars.iter().position(|w| w == v) {
            Some(t) => tracks.push(t),
            None => {
                return Err(EvalError::plain(format!(
                    "I {}: {v} is not a free variable of the formula",
                    vars.join(", ")
                )));
            }
        }
    }
    super::auto::check_direction(&a.nums).map_err(|e| {
        EvalError::plain(format!(
            "I {}: {} (the quantifier I reads one direction)",
            vars.join(", "),
            e.message
        ))
    })?;
    let msd = a.nums.first().is_none_or(|n| n.msd);
    let radices = a.dfa.radices().to_vec();
    let marked: Vec<bool> = (0..a.dfa.letters())
        .map(|l| {
            let d = decode_letter(&radices, l);
            tracks.iter().any(|&t| d[t] != 0)
        })
        .collect();
    // Marker: msd, 0 = nothing read, 1 = the first letter was marked (else dead);
    // lsd, 1 iff the last letter read was marked.
    let d = &a.dfa;
    let product = Dfa::explore(
        radices.clone(),
        (d.start(), 0u8),
        |&(s, m), l| {
            let t = d.next(s, l);
            if msd {
                match (m, marked[l]) {
                    (0, false) => None,
                    _ => Some((t, 1)),
                }
            } else {
                Some((t, u8::from(marked[l])))
            }
        },
        |&(s, m)| m == 1 && d.is_accepting(s),
        budget,
        "infinite",
    )?;
    Ok(has_productive_cycle(&product))
}

/// Whether some cycle runs through states that reach an accepting state (every state of
/// an explored automaton is reachable): then infinitely many words are accepted.
fn has_productive_cycle(d: &Dfa) -> bool {
    let live = d.productive();
    let n = d.states();
    let mut indegree = vec![0usize; n];
    for s in (0..n).filter(|&s| live[s]) {
        for l in 0..d.letters() {
            let t = d.next(s as u32, l) as usize;
            if live[t] {
                indegree[t] += 1;
            }
        }
    }
    let mut stack: Vec<usize> = (0..n).filter(|&s| live[s] && indegree[s] == 0).collect();
    let mut removed = 0;
    while let Some(s) = stack.pop() {
        removed += 1;
        for l in 0..d.letters() {
            let t = d.next(s as u32, l) as usize;
            if live[t] {
                indegree[t] -= 1;
                if indegree[t] == 0 {
                    stack.push(t);
                }
            }
        }
    }
    removed < live.iter().filter(|&&x| x).count()
}

/// Whether a term is a word expression in Walnut's sense ([`Term::is_word_value`]): word
/// letters and constants only (`T[n] + 1`, `TH[a]*TH[b]`, `3/TH[a]`). Walnut computes such
/// a term on the words' outputs (a new word), not as arithmetic.
pub fn is_word_expr(t: &Term) -> bool {
    t.is_word_value()
}

/// The word letters of a term, left to right (outside their indices), each as its name
/// and index.
pub fn word_occurrences(t: &Term) -> Vec<(String, Vec<Term>)> {
    fn walk(t: &Term, out: &mut Vec<(String, Vec<Term>)>) {
        match t {
            Term::Var(..) | Term::Const(..) => {}
            Term::Word(name, index, _) => out.push((name.clone(), index.clone())),
            Term::Add(a, b) | Term::Sub(a, b) | Term::Prod(a, b) | Term::Quot(a, b) => {
                walk(a, out);
                walk(b, out)
            }
            Term::Mul(_, a) | Term::Div(a, _) | Term::Neg(a) => walk(a, out),
        }
    }
    let mut out = Vec::new();
    walk(t, &mut out);
    out
}

/// The value of a word expression when its word letters (in [`word_occurrences`] order,
/// starting at `outs[*next]`) take the values `outs`, computed as Walnut computes outputs
/// (integers, `/` the floor of the quotient). An error for a division by zero (Walnut's,
/// whenever a divisor word has the output 0), a value beyond the `i128` range, or a
/// variable.
pub fn word_value(t: &Term, outs: &[i64], next: &mut usize) -> Result<i128, EvalError> {
    let big = || EvalError::plain(format!("the value of {t} is beyond the integer range"));
    Ok(match t {
        Term::Var(v, _) => {
            return Err(EvalError::plain(format!(
                "{v}: a variable in a word expression"
            )));
        }
        Term::Const(c, _) => i128::from(*c),
        Term::Word(..) => {
            let v = outs.get(*next).copied().ok_or_else(big)?;
            *next += 1;
            i128::from(v)
        }
        Term::Add(a, b) => word_value(a, outs, next)?
            .checked_add(word_value(b, outs, next)?)
            .ok_or_else(big)?,
        Term::Sub(a, b) => word_value(a, outs, next)?
            .checked_sub(word_value(b, outs, next)?)
            .ok_or_else(big)?,
        Term::Prod(a, b) => word_value(a, outs, next)?
            .checked_mul(word_value(b, outs, next)?)
            .ok_or_else(big)?,
        Term::Mul(k, a) => i128::from(*k)
            .checked_mul(word_value(a, outs, next)?)
            .ok_or_else(big)?,
        Term::Div(a, k) => {
            let v = word_value(a, outs, next)?;
            if *k == 0 {
                return Err(EvalError::plain(format!("{t}: division by zero")));
            }
            v.div_euclid(i128::from(*k))
        }
        Term::Quot(a, b) => {
            let (x, y) = (word_value(a, outs, next)?, word_value(b, outs, next)?);
            if y == 0 {
                return Err(EvalError::plain(format!(
                    "{t}: division by zero ({b} takes the value 0)"
                )));
            }
            crate::logic::formula::floor_div(x, y).ok_or_else(big)?
        }
        Term::Neg(a) => word_value(a, outs, next)?.checked_neg().ok_or_else(big)?,
    })
}

/// A constant of arithmetic in `n`: any `i64` in a negative system, else a natural
/// number ([`natural`]).
pub fn integer(v: i128, n: &crate::numeration::Numeration) -> Result<i64, EvalError> {
    if n.integers() {
        return i64::try_from(v)
            .map_err(|_| EvalError::plain(format!("constant {v} is beyond 2^63")));
    }
    let v = natural(v, &n.name)?;
    i64::try_from(v).map_err(|_| EvalError::plain(format!("constant {v} is beyond 2^63")))
}

/// A constant as a number of a system of natural numbers: Walnut refuses a negative one
/// (only negative bases hold negative numbers).
pub fn natural(v: i128, base: &str) -> Result<u64, EvalError> {
    if v < 0 {
        return Err(EvalError::plain(format!(
            "negative constant {v}: {base} has no negative numbers"
        )));
    }
    u64::try_from(v).map_err(|_| EvalError::plain(format!("constant {v} is beyond 2^64")))
}
