//! Concatenation and Kleene star of the languages of two complete automata over one
//! alphabet (Walnut's `concat` and `star` commands), by subset construction on the
//! textbook automata with epsilon moves:
//!
//! * `A B`: A's states, then B's; after a letter that enters an accepting state of A, B's
//!   start is added; accepting: B's accepting states.
//! * `A*`: a fresh accepting start (the empty word) and A's states; after a letter that
//!   enters an accepting state of A, A's start is added.
//!
//! Cost: the subset construction, up to `2^(n_A + n_B)` subsets, counted against the
//! budget.

use crate::automata::dfa::Dfa;
use crate::automata::limits::{Budget, Overflow};
use crate::automata::ops::determinize;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::automata::minimize::minimize;

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
}
