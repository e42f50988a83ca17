//! `reg`: a regular expression over digit tuples, compiled by Thompson's construction and
//! the subset construction, taken literally (then intersected with the valid
//! representations by the caller). A letter with a digit outside its track's digits
//! matches nothing (a class's range too when it ends outside) and `.` matches every
//! letter, as in Walnut (its regex is intersected
//! with the words over the alphabet). Cost: the subset construction, at most exponential
//! in the regex's size, within the budget.

use super::EvalError;
use crate::automata::dfa::{Dfa, encode_letter, letter_count};
use crate::automata::limits::Budget;
use crate::automata::minimize::minimize;
use crate::automata::ops::determinize;
use crate::automata::walnut::Regex;

#[derive(Default)]
struct Nfa {
    eps: Vec<Vec<u32>>,
    edges: Vec<Vec<(usize, u32)>>,
}

impl Nfa {
    fn state(&mut self) -> u32 {
        self.eps.push(Vec::new());
        self.edges.push(Vec::new());
        (self.eps.len() - 1) as u32
    }

    /// Fragment for `r`: (entry, exit).
    fn build(&mut self, r: &Regex, radices: &[u32]) -> Result<(u32, u32), EvalError> {
        Ok(match r {
            Regex::Epsilon => {
                let s = self.state();
                (s, s)
            }
            Regex::Letter(digits) => {
                if digits.len() != radices.len() {
                    return Err(EvalError::plain(format!(
                        "a regex letter has {} digits but the reg has {} inputs",
                        digits.len(),
                        radices.len()
                    )));
                }
                let (a, b) = (self.state(), self.state());
                // A letter outside the alphabet matches nothing (Walnut intersects the
                // regex's language with the alphabet's words).
                if digits.iter().zip(radices).all(|(d, r)| d < r) {
                    self.edges[a as usize].push((encode_letter(radices, digits), b));
                }
                (a, b)
            }
            Regex::Class(ranges) => {
                let [radix] = radices else {
                    return Err(EvalError::plain(format!(
                        "a class [a-b] is a 1-track letter but the reg has {} inputs",
                        radices.len()
                    )));
                };
                let (a, b) = (self.state(), self.state());
                for &(lo, hi) in ranges {
                    if hi < *radix {
                        self.edges[a as usize].extend((lo..=hi).map(|d| (d as usize, b)));
                    }
                }
                (a, b)
            }
            Regex::Any => {
                let (a, b) = (self.state(), self.state());
                self.edges[a as usize].extend((0..letter_count(radices)).map(|l| (l, b)));
                (a, b)
            }
            Regex::Concat(parts) => {
                let s = self.state();
                let mut cur = s;
                for p in parts {
                    let (i, o) = self.build(p, radices)?;
                    self.eps[cur as usize].push(i);
                    cur = o;
                }
                (s, cur)
            }
            Regex::Alt(parts) => {
                let (s, e) = (self.state(), self.state());
                for p in parts {
                    let (i, o) = self.build(p, radices)?;
                    self.eps[s as usize].push(i);
                    self.eps[o as usize].push(e);
                }
                (s, e)
            }
            Regex::Star(inner) | Regex::Plus(inner) | Regex::Opt(inner) => {
                let (s, e) = (self.state(), self.state());
                let (i, o) = self.build(inner, radices)?;
                self.eps[s as usize].push(i);
                self.eps[o as usize].push(e);
                if !matches!(r, Regex::Plus(_)) {
                    self.eps[s as usize].push(e);
                }
                if !matches!(r, Regex::Opt(_)) {
                    self.eps[o as usize].push(i);
                }
                (s, e)
            }
        })
    }

    fn closure(&self, s: u32) -> Vec<u32> {
        let mut seen = vec![false; self.eps.len()];
        let mut stack = vec![s];
        seen[s as usize] = true;
        let mut out = Vec::new();
        while let Some(x) = stack.pop() {
            out.push(x);
            for &y in &self.eps[x as usize] {
                if !seen[y as usize] {
                    seen[y as usize] = true;
                    stack.push(y);
                }
            }
        }
        out
    }
}

/// The automaton of a regex over tuples with these radices (taken literally).
pub fn compile(r: &Regex, radices: &[u32], budget: &Budget) -> Result<Dfa, EvalError> {
    let mut nfa = Nfa::default();
    let (entry, exit) = nfa.build(r, radices)?;
    let closures: Vec<Vec<u32>> = (0..nfa.eps.len() as u32).map(|s| nfa.closure(s)).collect();
    let d = determinize(
        radices.to_vec(),
        closures[entry as usize].clone(),
        |s, l, out| {
            for &(letter, t) in &nfa.edges[s as usize] {
                if letter == l {
                    out.extend_from_slice(&closures[t as usize]);
                }
            }
        },
        |s| s == exit,
        budget,
    )?;
    Ok(minimize(&d))
}
