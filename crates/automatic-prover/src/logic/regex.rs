//! `reg`: a regular expression over tuples of letter values, compiled by Thompson's
//! construction and the subset construction, taken literally (then intersected with the
//! valid representations by the caller). Each track's letters are given in the order the
//! `reg` wrote them (`{2,0,1}`; a system's are its digits `0..r`); a value is read as its
//! digit, its rank among the sorted letters. A letter with a value outside its track's
//! matches nothing and `.` matches every letter, as in Walnut (its regex is intersected
//! with the words over the alphabet); a class `[a-b]` is, as dk.brics reads Walnut's
//! translation, the letters written from the place of `a` to the place of `b` (from the
//! first when `a` is not a letter, nothing when `b` is not). Cost: the subset
//! construction, at most exponential in the regex's size, within the budget.

use crate::automaton::dfa::{Dfa, encode_letter, letter_count};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::determinize;
use crate::logic::EvalError;
use crate::logic::formula::Regex;
use crate::numeration::Numeration;

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
    fn build(&mut self, r: &Regex, tracks: &Tracks) -> Result<(u32, u32), EvalError> {
        let radices = &tracks.radices[..];
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
                let found: Option<Vec<u32>> = digits
                    .iter()
                    .zip(&tracks.sorted)
                    .map(|(v, s)| s.binary_search(v).ok().map(|i| i as u32))
                    .collect();
                if let Some(found) = found {
                    self.edges[a as usize].push((encode_letter(radices, &found), b));
                }
                (a, b)
            }
            Regex::Class(ranges) => {
                let ([_], [written], [sorted]) = (radices, &tracks.written[..], &tracks.sorted[..])
                else {
                    return Err(EvalError::plain(format!(
                        "a class [a-b] is a 1-track letter but the reg has {} inputs",
                        radices.len()
                    )));
                };
                let (a, b) = (self.state(), self.state());
                let place = |d: u32| written.iter().position(|&w| w == i64::from(d));
                for &(lo, hi) in ranges {
                    let Some(hi) = place(hi) else { continue };
                    let lo = place(lo).unwrap_or(0);
                    for &v in written.get(lo..=hi).unwrap_or(&[]) {
                        let d = sorted.binary_search(&v).unwrap_or(0);
                        self.edges[a as usize].push((d, b));
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
                    let (i, o) = self.build(p, tracks)?;
                    self.eps[cur as usize].push(i);
                    cur = o;
                }
                (s, cur)
            }
            Regex::Alt(parts) => {
                let (s, e) = (self.state(), self.state());
                for p in parts {
                    let (i, o) = self.build(p, tracks)?;
                    self.eps[s as usize].push(i);
                    self.eps[o as usize].push(e);
                }
                (s, e)
            }
            Regex::Star(inner) | Regex::Plus(inner) | Regex::Opt(inner) => {
                let (s, e) = (self.state(), self.state());
                let (i, o) = self.build(inner, tracks)?;
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

/// Each track's letters: as written (deduplicated, first place kept) and sorted.
struct Tracks {
    written: Vec<Vec<i64>>,
    sorted: Vec<Vec<i64>>,
    radices: Vec<u32>,
}

/// The letters of a `reg`'s track in the order written: a set alphabet's as the script gave
/// them (`written`), a system's digits `0..r`.
pub fn written_letters(n: &Numeration, written: Option<&[i64]>) -> Vec<i64> {
    let mut out: Vec<i64> = Vec::new();
    match written {
        Some(w) if n.is_letters() => {
            for &v in w {
                if !out.contains(&v) {
                    out.push(v);
                }
            }
            out
        }
        _ => n.letter_values(),
    }
}

/// The automaton of a regex over tuples of letters, each track's letters in the order
/// written (taken literally; digit `i` of a track is its `i`-th least letter).
pub fn compile(r: &Regex, written: &[Vec<i64>], budget: &Budget) -> Result<Dfa, EvalError> {
    let sorted: Vec<Vec<i64>> = written
        .iter()
        .map(|w| {
            let mut s = w.clone();
            s.sort_unstable();
            s.dedup();
            s
        })
        .collect();
    let radices: Vec<u32> = sorted.iter().map(|s| s.len() as u32).collect();
    let tracks = Tracks {
        written: written.to_vec(),
        sorted,
        radices: radices.clone(),
    };
    let radices = &radices[..];
    // `.` lists every letter: an alphabet that fits no automaton is refused first.
    budget.check("reg", 2, letter_count(radices))?;
    let mut nfa = Nfa::default();
    let (entry, exit) = nfa.build(r, &tracks)?;
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

/// The line `reg` adds to a session's notes when the valid representations drop words the
/// expression matches (`lit`: the expression taken literally; `kept`: what `reg` defines).
/// Walnut keeps such words (its `reg a msd_fib "11"` makes `E x $a(x)` TRUE); here they
/// are no number, so they are dropped, and the note says why the answers may differ.
pub fn dropped_words_note(
    name: &str,
    lit: &crate::logic::Auto,
    kept: &crate::logic::Auto,
    budget: &Budget,
) -> Result<Option<String>, EvalError> {
    let extra = crate::automaton::ops::product(&lit.dfa, &kept.dfa, |x, y| x && !y, budget)?;
    if extra.is_empty() {
        return Ok(None);
    }
    // Each system that has invalid words once, in track order (a set alphabet's track, or
    // msd_2's, keeps every word).
    let every_word = |n: &crate::numeration::Numeration| {
        n.valid.states() == 1 && n.valid.is_accepting(n.valid.start())
    };
    let mut systems: Vec<&str> = Vec::new();
    for n in lit.nums.iter().filter(|n| !every_word(n)) {
        if !systems.contains(&n.name.as_str()) {
            systems.push(&n.name);
        }
    }
    Ok(Some(format!(
        "reg {name}: words of the expression that are no valid representation in {} were dropped (Walnut keeps them)",
        systems.join(", ")
    )))
}
