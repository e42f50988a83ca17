//! Language operations on complete automata over one alphabet (Walnut's `concat`, `star`,
//! `rightquo`, `leftquo`, `fixleadzero`, `fixtrailzero`), on the textbook automata:
//!
//! * `A B`: A's states, then B's; after a letter that enters an accepting state of A, B's
//!   start is added; accepting: B's accepting states.
//! * `A*`: a fresh accepting start (the empty word) and A's states; after a letter that
//!   enters an accepting state of A, A's start is added.
//! * `A / B`: A with the states from which some word of B leads to acceptance accepting
//!   (one product search for all of them: the pairs (a, b) that reach (accepting,
//!   accepting)).
//! * `B \ A`: the reversal of `rev(A) / rev(B)`.
//! * leading zeros (Walnut's `fixleadzero`: `0* x'` for each x in A, x' being x without
//!   its leading zeros): a fresh start looping on 0, its other letters entering the subset
//!   that 0* reaches from A's start; trailing zeros, the dual: the states from which 0*
//!   reaches acceptance accept, and a flag keeps accepting on the zeros that follow.
//!
//! The zero letter is the all-zero tuple: letter 0 for number systems, and for a set
//! alphabet the rank of its letter 0 ([`zero_letter`]; Walnut refuses a set without 0). A
//! quotient by an automaton over smaller set alphabets reads it on the larger ones
//! ([`onto`]: the letters it lacks lead nowhere).
//!
//! Cost: subset constructions, up to `2^(n_A + n_B)` subsets, counted against the budget;
//! the quotient's search is `O(n_A n_B k)`.

use crate::automaton::dfa::{Dfa, decode_letter, encode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::numeration::Numeration;
use std::sync::Arc;

/// The all-zero letter of these tracks; an error naming a set alphabet without 0.
pub fn zero_letter(nums: &[Arc<Numeration>]) -> Result<usize, String> {
    let zeros = nums
        .iter()
        .map(|n| {
            n.digit_of(0)
                .ok_or_else(|| format!("the alphabet {} has no zero letter", n.name))
        })
        .collect::<Result<Vec<u32>, String>>()?;
    let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
    Ok(encode_letter(&radices, &zeros))
}

/// `d`, over the letters of `from`, read over the letters of `to` (track by track, a
/// letter of `to` that `from` lacks leads to a dead state; one `from` lacks is dropped).
pub fn onto(
    d: &Dfa,
    from: &[Arc<Numeration>],
    to: &[Arc<Numeration>],
    budget: &Budget,
) -> Result<Dfa, Overflow> {
    let to_radices: Vec<u32> = to.iter().map(|n| n.radix).collect();
    let from_radices = d.radices().to_vec();
    let map: Vec<Option<usize>> = (0..crate::automaton::dfa::letter_count(&to_radices))
        .map(|l| {
            let digits: Option<Vec<u32>> = decode_letter(&to_radices, l)
                .iter()
                .zip(to.iter().zip(from))
                .map(|(&x, (t, f))| f.digit_of(t.letter_values()[x as usize]))
                .collect();
            digits.map(|ds| encode_letter(&from_radices, &ds))
        })
        .collect();
    Dfa::explore(
        to_radices.clone(),
        d.start(),
        |&s, l| map[l].map(|m| d.next(s, m)),
        |&s| d.is_accepting(s),
        budget,
        "onto",
    )
}
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{determinize, reverse};

/// An automaton of the concatenation `L(a) L(b)` (not minimized).
pub fn concat(a: &Dfa, b: &Dfa, budget: &Budget) -> Result<Dfa, Overflow> {
    let na = a.states() as u32;
    let mut start = vec![a.start()];
    if a.is_accepting(a.start()) {
        start.push(na + b.start());
    }
    determinize(
        a.radices().to_vec(),
        start,
        |s, l, out| {
            if s < na {
                let t = a.next(s, l);
                out.push(t);
                if a.is_accepting(t) {
                    out.push(na + b.start());
                }
            } else {
                out.push(na + b.next(s - na, l));
            }
        },
        |s| s >= na && b.is_accepting(s - na),
        budget,
    )
}

/// An automaton of the Kleene star `L(a)*` (not minimized).
pub fn star(a: &Dfa, budget: &Budget) -> Result<Dfa, Overflow> {
    let fresh = a.states() as u32;
    determinize(
        a.radices().to_vec(),
        vec![fresh, a.start()],
        |s, l, out| {
            if s == fresh {
                return;
            }
            let t = a.next(s, l);
            out.push(t);
            if a.is_accepting(t) {
                out.push(a.start());
            }
        },
        |s| s == fresh || a.is_accepting(s),
        budget,
    )
}

/// An automaton of `L(a) / L(b) = {x : xy in L(a) for some y in L(b)}`.
pub fn right_quotient(a: &Dfa, b: &Dfa, budget: &Budget) -> Result<Dfa, Overflow> {
    let (na, nb, k) = (a.states(), b.states(), a.letters());
    budget.check("quotient", na * nb, k)?;
    // Pairs that reach a pair of accepting states: backwards from them.
    let mut pred: Vec<Vec<u32>> = vec![Vec::new(); na * nb];
    for p in 0..na {
        for q in 0..nb {
            for l in 0..k {
                let t = a.next(p as u32, l) as usize * nb + b.next(q as u32, l) as usize;
                pred[t].push((p * nb + q) as u32);
            }
        }
    }
    let mut good = vec![false; na * nb];
    let mut stack: Vec<u32> = Vec::new();
    for p in 0..na {
        for q in 0..nb {
            if a.is_accepting(p as u32) && b.is_accepting(q as u32) {
                good[p * nb + q] = true;
                stack.push((p * nb + q) as u32);
            }
        }
    }
    while let Some(t) = stack.pop() {
        for &s in &pred[t as usize] {
            if !good[s as usize] {
                good[s as usize] = true;
                stack.push(s);
            }
        }
    }
    let bs = b.start() as usize;
    let accept = (0..na).map(|p| good[p * nb + bs]).collect();
    Ok(minimize(&Dfa::from_parts(
        a.radices().to_vec(),
        a.table().to_vec(),
        accept,
        a.start(),
    )))
}

/// An automaton of `L(b) \ L(a) = {x : yx in L(a) for some y in L(b)}`.
pub fn left_quotient(a: &Dfa, b: &Dfa, budget: &Budget) -> Result<Dfa, Overflow> {
    let ra = minimize(&reverse(a, budget)?);
    let rb = minimize(&reverse(b, budget)?);
    let q = right_quotient(&ra, &rb, budget)?;
    Ok(minimize(&reverse(&q, budget)?))
}

/// An automaton of `{x : x z^k in L(a) for some k}` for the letter `z`.
fn fix_trailing(a: &Dfa, zero: usize) -> Dfa {
    let accept = (0..a.states() as u32)
        .map(|s| {
            let mut seen = vec![s];
            let mut t = s;
            loop {
                if a.is_accepting(t) {
                    return true;
                }
                t = a.next(t, zero);
                if seen.contains(&t) {
                    return false;
                }
                seen.push(t);
            }
        })
        .collect();
    minimize(&Dfa::from_parts(
        a.radices().to_vec(),
        a.table().to_vec(),
        accept,
        a.start(),
    ))
}

/// An automaton of `0* {x' : x in L(a)}`, `x'` being `x` without its leading `zero`
/// letters: the words `w` with `z^k w'` in `L(a)` for some `k` (`w'` is `w` stripped), the
/// closure of `L(a)` under adding and removing leading zeros. A fresh start state loops on
/// `zero`; its other letters enter the subset that `z^k` reaches from `a`'s start.
pub fn pad_leading(a: &Dfa, zero: usize, budget: &Budget) -> Result<Dfa, Overflow> {
    let mut from = vec![a.start()];
    let mut s = a.start();
    loop {
        s = a.next(s, zero);
        if from.contains(&s) {
            break;
        }
        from.push(s);
    }
    let fresh = a.states() as u32;
    let empty = from.iter().any(|&s| a.is_accepting(s));
    Ok(minimize(&determinize(
        a.radices().to_vec(),
        vec![fresh],
        |s, l, out| {
            if s != fresh {
                out.push(a.next(s, l));
            } else if l == zero {
                out.push(fresh);
            } else {
                out.extend(from.iter().map(|&f| a.next(f, l)));
            }
        },
        |s| if s == fresh { empty } else { a.is_accepting(s) },
        budget,
    )?))
}

/// An automaton of `{x' : x in L(a)} 0*`, `x'` being `x` without its trailing `zero`
/// letters: the words `w` with `w' z^k` in `L(a)` for some `k` (`w'` is `w` stripped). A
/// state of `a` and a flag: some prefix `y` read so far has `y z^k` in `L(a)` and only
/// zeros follow it.
pub fn pad_trailing(a: &Dfa, zero: usize, budget: &Budget) -> Result<Dfa, Overflow> {
    let t = fix_trailing(a, zero);
    let d = Dfa::explore(
        t.radices().to_vec(),
        (t.start(), t.is_accepting(t.start())),
        |&(s, flag), l| {
            let n = t.next(s, l);
            Some((n, t.is_accepting(n) || (flag && l == zero)))
        },
        |&(_, flag)| flag,
        budget,
        "pad trailing zeros",
    )?;
    Ok(minimize(&d))
}

#[cfg(test)]
mod tests {
    use crate::logic::language::*;

    /// The automaton of one word over {0, 1}.
    fn word(w: &[usize]) -> Dfa {
        let n = w.len() as u32;
        let dead = n + 1;
        let mut trans = Vec::new();
        for i in 0..=n {
            for l in 0..2 {
                trans.push(if i < n && w[i as usize] == l {
                    i + 1
                } else {
                    dead
                });
            }
        }
        trans.extend([dead, dead]);
        let mut acc = vec![false; n as usize + 2];
        acc[n as usize] = true;
        Dfa::from_parts(vec![2], trans, acc, 0)
    }

    /// Every word over {0, 1} up to length `len`.
    fn words(len: usize) -> Vec<Vec<usize>> {
        let mut all = vec![vec![]];
        let mut last = vec![vec![]];
        for _ in 0..len {
            let next: Vec<Vec<usize>> = last
                .iter()
                .flat_map(|w: &Vec<usize>| {
                    (0..2).map(move |l| {
                        let mut v = w.clone();
                        v.push(l);
                        v
                    })
                })
                .collect();
            all.extend(next.clone());
            last = next;
        }
        all
    }

    #[test]
    fn concat_and_star_of_single_words_by_brute_force() {
        let b = Budget::default();
        let (x, y) = (word(&[1, 0]), word(&[0, 1, 1]));
        let xy = minimize(&concat(&x, &y, &b).unwrap());
        let xs = minimize(&star(&x, &b).unwrap());
        let es = minimize(&star(&word(&[]), &b).unwrap());
        for w in words(9) {
            assert_eq!(xy.accepts(w.iter().copied()), w == [1, 0, 0, 1, 1], "{w:?}");
            let in_star = w.len() % 2 == 0 && w.chunks(2).all(|c| c == [1, 0]);
            assert_eq!(xs.accepts(w.iter().copied()), in_star, "{w:?}");
            assert_eq!(es.accepts(w.iter().copied()), w.is_empty(), "{w:?}");
        }
    }

    /// The union of single words.
    fn words_of(ws: &[&[usize]]) -> Dfa {
        let b = Budget::default();
        let mut d = word(ws[0]);
        for w in &ws[1..] {
            d = minimize(&crate::automaton::ops::product(&d, &word(w), |x, y| x || y, &b).unwrap());
        }
        d
    }

    #[test]
    fn quotients_and_zero_fixes_by_brute_force() {
        let b = Budget::default();
        let l1: &[&[usize]] = &[&[1, 0, 1], &[0, 0, 1, 1], &[1, 1]];
        let l2: &[&[usize]] = &[&[1], &[0, 1, 1]];
        let (a, c) = (words_of(l1), words_of(l2));
        let rq = right_quotient(&a, &c, &b).unwrap();
        let lq = left_quotient(&a, &c, &b).unwrap();
        let lead = pad_leading(&a, 0, &b).unwrap();
        let trail = pad_trailing(&words_of(&[&[1, 0, 0], &[0, 1]]), 0, &b).unwrap();
        // x without its leading (trailing) zeros.
        let strip_lead = |x: &[usize]| x[x.iter().take_while(|&&l| l == 0).count()..].to_vec();
        let strip_trail =
            |x: &[usize]| x[..x.len() - x.iter().rev().take_while(|&&l| l == 0).count()].to_vec();
        for w in words(7) {
            let right = l1
                .iter()
                .any(|x| l2.iter().any(|y| [&w[..], y].concat() == *x));
            let left = l1
                .iter()
                .any(|x| l2.iter().any(|y| [y, &w[..]].concat() == *x));
            // Walnut's definitions: 0* x' and x' 0* for each x.
            let lz = l1.iter().any(|x| strip_lead(x) == strip_lead(&w));
            let tz = [&[1usize, 0, 0][..], &[0, 1]]
                .iter()
                .any(|x| strip_trail(x) == strip_trail(&w));
            assert_eq!(
                rq.accepts(w.iter().copied()),
                right,
                "right quotient on {w:?}"
            );
            assert_eq!(
                lq.accepts(w.iter().copied()),
                left,
                "left quotient on {w:?}"
            );
            assert_eq!(
                lead.accepts(w.iter().copied()),
                lz,
                "leading zeros on {w:?}"
            );
            assert_eq!(
                trail.accepts(w.iter().copied()),
                tz,
                "trailing zeros on {w:?}"
            );
        }
    }
}
