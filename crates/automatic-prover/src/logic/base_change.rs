//! The base change between a positive system `P` and its negative one `N` (same reading
//! direction): the two-track relation `[x]_P = sign * [y]_N`, `sign` = 1 or -1, used by
//! `split` and `rsplit`. Pairs: base `k` with base `-k`, Zeckendorf (`fib`) with
//! negaFibonacci (`neg_fib`).
//!
//! * Base `k`, built least significant digit first: after the places below `i`,
//!   `sum (x_j k^j - sign y_j (-k)^j) = c k^i` with a carry `c` in `{-1, 0, 1}`; the
//!   digits `(a, b)` at place `i` give `c' = (c + a - sign (-1)^i b) / k` when it divides
//!   (else no tuple continues); accepted when `c = 0`. The msd relation is its reversal.
//! * Zeckendorf / negaFibonacci, built most significant digit first. The place values are
//!   `U_j = F(j+2)` (1, 2, 3, 5, ...) and `V_j = (-1)^j F(j+1)` (1, -1, 2, -3, ...), with
//!   `F(0) = 0, F(1) = 1`. After the places `>= r`, the weighted difference
//!   `sum (x_j U_j - sign y_j V_j)` is `p F(r+1) + q F(r)`; the digits `(a, b)` at place
//!   `r - 1` give `(p, q) -> (p + q + a - sign (-1)^(r-1) b, p + a)`, and at the end
//!   (`r = 0`) the difference is `p`. The parity of `r` is not known while reading msd, so
//!   the relation is the union of two automata, one per parity of the length (the state
//!   holds the parity of `r`; accepted when `r` is even and `p = 0`). States with `|p|`
//!   or `|q|` above [`FIB_BOX`] are dropped (they cannot return to 0: the tests build with
//!   twice the box and get the same automaton, and check the relation by brute force); the
//!   result is intersected with the valid representations. lsd: its reversal.
//!
//! Cost: a few states (base k: 7 before minimization; Fibonacci: at most `2 (2B+1)^2` per
//! parity for the box `B`).

use crate::automaton::dfa::{Dfa, decode_letter};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops;
use crate::logic::EvalError;
use crate::numeration::negative::Negative;
use crate::numeration::{Numeration, System, numeration};
use std::sync::Arc;

/// The bound on the Fibonacci carries `|p|`, `|q|`.
pub const FIB_BOX: i64 = 6;

/// For an input read in `P` or `N`: the pair `(P, N)` in its reading direction.
pub fn pair(n: &Numeration) -> Result<(Arc<Numeration>, Arc<Numeration>), String> {
    let root = match n.system {
        System::Base(k) | System::Negative(Negative::Base(k)) => k.to_string(),
        System::Fibonacci | System::Negative(Negative::Fib) => "fib".to_string(),
        _ => {
            return Err(format!(
                "an input read in {} cannot be split (bases k and -k, fib and neg_fib only)",
                n.name
            ));
        }
    };
    let dir = if n.msd { "msd" } else { "lsd" };
    Ok((
        numeration(&format!("{dir}_{root}"))?,
        numeration(&format!("{dir}_neg_{root}"))?,
    ))
}

/// The relation `[x]_p = sign * [y]_neg` on the tracks `(x, y)`, minimal.
pub fn relation(
    p: &Numeration,
    neg: &Numeration,
    sign: i64,
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    match p.system {
        System::Fibonacci => fibonacci(p, neg, sign, FIB_BOX, budget),
        _ => base_k(p, neg, sign, budget),
    }
}

fn base_k(p: &Numeration, neg: &Numeration, sign: i64, budget: &Budget) -> Result<Dfa, EvalError> {
    let k = i64::from(p.radix);
    let radices = vec![p.radix, neg.radix];
    let d = Dfa::explore(
        radices.clone(),
        (0i64, 0i64),
        |&(c, parity), l| {
            let digits = decode_letter(&radices, l);
            let alt = if parity == 0 { 1 } else { -1 };
            let t = c + i64::from(digits[0]) - sign * alt * i64::from(digits[1]);
            (t % k == 0).then_some((t / k, 1 - parity))
        },
        |&(c, _)| c == 0,
        budget,
        "base change",
    )?;
    let d = minimize(&d);
    if p.msd {
        Ok(minimize(&ops::reverse(&d, budget)?))
    } else {
        Ok(d)
    }
}

/// The Zeckendorf / negaFibonacci relation with carries bounded by `bound` (see the module
/// documentation).
pub fn fibonacci(
    p: &Numeration,
    neg: &Numeration,
    sign: i64,
    bound: i64,
    budget: &Budget,
) -> Result<Dfa, EvalError> {
    let radices = vec![p.radix, neg.radix];
    // One automaton per parity of the length: the key is (parity of r, p, q).
    let by_parity = |start: i64| -> Result<Dfa, EvalError> {
        let d = Dfa::explore(
            radices.clone(),
            (start, 0i64, 0i64),
            |&(r, cp, cq), l| {
                let digits = decode_letter(&radices, l);
                let (a, b) = (i64::from(digits[0]), i64::from(digits[1]));
                // The place r - 1 has the parity 1 - r.
                let alt = if r == 1 { 1 } else { -1 };
                let np = cp + cq + a - sign * alt * b;
                let nq = cp + a;
                (np.abs() <= bound && nq.abs() <= bound).then_some((1 - r, np, nq))
            },
            |&(r, cp, _)| r == 0 && cp == 0,
            budget,
            "base change",
        )?;
        Ok(minimize(&d))
    };
    let even = by_parity(0)?;
    let odd = by_parity(1)?;
    let both = ops::product(&even, &odd, |x, y| x || y, budget)?;
    let valid = crate::logic::auto::Auto::valid_dfa(
        &[
            numeration(&format!("msd_{}", p.name.get(4..).unwrap_or_default()))
                .map_err(EvalError::plain)?,
            numeration(&format!("msd_{}", neg.name.get(4..).unwrap_or_default()))
                .map_err(EvalError::plain)?,
        ],
        budget,
    )?;
    let d = minimize(&ops::product(&both, &valid, |x, y| x && y, budget)?);
    if p.msd {
        Ok(d)
    } else {
        Ok(minimize(&ops::reverse(&d, budget)?))
    }
}
