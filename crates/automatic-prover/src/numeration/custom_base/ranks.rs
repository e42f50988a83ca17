//! The numbers of a file-defined system: a word's value is its rank among the valid words
//! of its length in lexicographic order (Walnut's rule for a custom base), so a number is
//! written by unranking, two words are added by running the adder, and `y = k x` is built
//! by doubling through the adder. Route: the count of accepted completions of each length
//! from each state. Cost: `O(states x length)` per rank or unrank; `O(log k)` products for
//! `y = k x`.

use crate::automaton::dfa::{Dfa, decode_letter, encode_letter};
use crate::automaton::limits::{Budget, Overflow};
use crate::automaton::minimize::minimize;
use crate::automaton::ops::{product, project, retrack};
use crate::numeration::custom_base::FileBase;
use std::collections::HashMap;

/// The number of words of length `len` a one-input automaton accepts.
pub(super) fn count_words(d: &Dfa, len: usize) -> u128 {
    completions(d, len)[len][d.start() as usize]
}

/// `c[i][q]`: the words of length `i` accepted from state `q` (saturating).
pub(super) fn completions(d: &Dfa, len: usize) -> Vec<Vec<u128>> {
    let n = d.states();
    let mut c = vec![
        (0..n as u32)
            .map(|q| u128::from(d.is_accepting(q)))
            .collect::<Vec<_>>(),
    ];
    for i in 1..=len {
        let prev = &c[i - 1];
        let row = (0..n as u32)
            .map(|q| {
                d.row(q)
                    .iter()
                    .fold(0u128, |a, &t| a.saturating_add(prev[t as usize]))
            })
            .collect();
        c.push(row);
    }
    c
}

impl FileBase {
    /// The rank of a word (msd) among the valid words of its length in lexicographic order:
    /// the value used to print numbers; `None` for an invalid word.
    pub fn rank(&self, msd: &[u32]) -> Option<u128> {
        let d = &self.valid_msd;
        if !d.accepts(msd.iter().map(|&x| x as usize)) {
            return None;
        }
        let c = completions(d, msd.len());
        let mut q = d.start();
        let mut rank = 0u128;
        for (i, &digit) in msd.iter().enumerate() {
            let rest = msd.len() - i - 1;
            for smaller in 0..digit {
                rank = rank.checked_add(c[rest][d.next(q, smaller as usize) as usize])?;
            }
            q = d.next(q, digit as usize);
        }
        Some(rank)
    }

    /// The valid word of `len` digits of rank `n`, `None` when there are fewer.
    pub(super) fn unrank(&self, mut n: u128, len: usize) -> Option<Vec<u32>> {
        let d = &self.valid_msd;
        let c = completions(d, len);
        if c[len][d.start() as usize] <= n {
            return None;
        }
        let mut q = d.start();
        let mut out = Vec::with_capacity(len);
        for i in 0..len {
            let rest = len - i - 1;
            for digit in 0..self.radix {
                let t = d.next(q, digit as usize);
                let here = c[rest][t as usize];
                if n < here {
                    out.push(digit);
                    q = t;
                    break;
                }
                n -= here;
            }
        }
        Some(out)
    }

    /// The `z` with `x + y = z` by the adder (msd words, padded to one length plus two
    /// places), leading zeros dropped; `None` when there is none.
    pub fn sum(&self, x: &[u32], y: &[u32]) -> Option<Vec<u32>> {
        let len = x.len().max(y.len()) + 2;
        let pad = |w: &[u32]| {
            let mut v = vec![0; len - w.len()];
            v.extend_from_slice(w);
            v
        };
        let (x, y) = (pad(x), pad(y));
        let a = &self.adder_msd;
        let radices = vec![self.radix; 3];
        // Forward: the states after each prefix, with how they were reached.
        let mut layers: Vec<HashMap<u32, (u32, u32)>> = vec![HashMap::from([(a.start(), (0, 0))])];
        for i in 0..len {
            let mut next = HashMap::new();
            for &q in layers[i].keys() {
                for z in 0..self.radix {
                    let t = a.next(q, encode_letter(&radices, &[x[i], y[i], z]));
                    next.entry(t).or_insert((q, z));
                }
            }
            layers.push(next);
        }
        let mut q = *layers[len].keys().find(|&&q| a.is_accepting(q))?;
        let mut z = vec![0; len];
        for i in (0..len).rev() {
            let (p, digit) = layers[i + 1][&q];
            z[i] = digit;
            q = p;
        }
        let first = z.iter().position(|&d| d != 0).unwrap_or(len);
        Some(z[first..].to_vec())
    }

    /// The representation of `n` (msd, no leading zero): 1 is `1`, the rest by doubling
    /// through the adder, as Walnut builds its constants.
    pub fn repr(&self, n: u64) -> Vec<u32> {
        if n == 0 {
            return Vec::new();
        }
        let one = vec![1];
        let mut w = one.clone();
        for bit in (0..63 - n.leading_zeros()).rev() {
            w = self.sum(&w, &w).expect("the adder is total");
            if n >> bit & 1 == 1 {
                w = self.sum(&w, &one).expect("the adder is total");
            }
        }
        w
    }

    /// Two inputs `(x, y)`, msd: `y = k x`, by doubling through the adder.
    pub fn multiple_msd(&self, k: u64, budget: &Budget) -> Result<Dfa, Overflow> {
        let r2 = vec![self.radix; 2];
        let r3 = vec![self.radix; 3];
        let eq = Dfa::explore(
            r2.clone(),
            (),
            |_, l| {
                let d = decode_letter(&r2, l);
                (d[0] == d[1]).then_some(())
            },
            |_| true,
            budget,
            "custom base",
        )?;
        let on = |a: &Dfa, map: &[usize]| retrack(a, &r3, map, budget);
        let valid = retrack(&self.valid_msd, &r2, &[0], budget)?;
        let mut m = minimize(&product(&eq, &valid, |x, y| x && y, budget)?);
        if k == 0 {
            let zero = Dfa::explore(
                r2.clone(),
                (),
                |_, l| (decode_letter(&r2, l)[1] == 0).then_some(()),
                |_| true,
                budget,
                "custom base",
            )?;
            return Ok(minimize(&product(&valid, &zero, |x, y| x && y, budget)?));
        }
        // m(x, t) & t + s = y, then t projected away: y = 2 (old) or y = old + x.
        let step = |m: &Dfa, plus_x: bool| -> Result<Dfa, Overflow> {
            let left = on(m, &[0, 1])?;
            let add = if plus_x {
                on(&self.adder_msd, &[1, 0, 2])?
            } else {
                on(&self.adder_msd, &[1, 1, 2])?
            };
            let both = product(&left, &add, |x, y| x && y, budget)?;
            Ok(minimize(&project(&both, 1, true, budget)?))
        };
        for bit in (0..63 - k.leading_zeros()).rev() {
            m = step(&m, false)?;
            if k >> bit & 1 == 1 {
                m = step(&m, true)?;
            }
        }
        Ok(m)
    }
}
