//! Walnut's transducers (`Transducer Library/NAME.txt`) and `transduce NEW T OLD`.
//!
//! A transducer is a deterministic machine reading the letters of a word, all states
//! final, with an output on every transition. Applied to a word `w`, it gives the word
//! `y[n] = out(s_n, w[n])` where `s_n` is the state after reading `w[0] w[1] ... w[n-1]`
//! (so `y[0]` is the output of the first transition from the initial state). The file
//! format, as in Walnut:
//!
//! ```text
//! {0, 1}            the input alphabet (a set of integers, or one numeration system)
//! 0                 a state (the first declared is the initial one)
//! 0 -> 0 / 0        a transition: letter (or * for every letter) -> target / output
//! 1 -> 1 / 1
//! ```
//!
//! Route of `transduce` (msd: Dekking's construction, the transducer being ultimately
//! periodic on the blocks of the word): the valid representations of one length, in
//! lexicographic order, are the numbers `0, 1, ...` in order, so the word's prefix before
//! `n` is a concatenation of blocks: for each digit of `n` read so far, the numbers whose
//! representation agrees with `n` up to that place and has a smaller digit there. Such a
//! block is all valid extensions, of the length still to come, of a state of the word
//! automaton (paired with the validity automaton's state); its effect on the transducer is
//! a map `F_r(x)` of the transducer's states, `r` the number of digits still to come.
//! `F_0(x)` is one letter (none for a prefix that is no valid representation) and
//! `F_{r+1}(x)` the composition of `F_r` over `x`'s successors in digit order; the tuple
//! `(F_r(x))_x` is ultimately periodic in `r` (`F_{q+p} = F_q`). The result reads the
//! digits of `n` keeping the word automaton's state and the effects `T_0 .. T_{q+p-1}` of
//! the prefix before `n` for each number of digits still to come: a digit `d` turns them
//! into `T_{j+1}` followed by the blocks `F_j` of the smaller digits (`T_{q+p}` is `T_q`),
//! and the output is `out(T_0(start), w[n])`. An lsd word is reversed to msd first and
//! the result reversed back. Refused: systems whose representations of one length are not
//! in numeric order (negative bases), a word taking a value the transducer does not read,
//! an automaton with more than one input. Cost: the period search is `(q+p)` rounds over
//! the word's states times the transducer's states; the result has at most
//! `|word| * |T|^(|T| (q+p))` states, in practice a few times the word's.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::logic::EvalError;
use crate::logic::words::{self, Word};
use crate::numeration::numeration;
use std::collections::HashMap;

/// A transition table without a transition.
const NONE: u32 = u32::MAX;

/// The longest preperiod plus period searched for the blocks' effects.
pub const MAX_ROUNDS: usize = 10_000;

/// A deterministic transducer with an output per transition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transducer {
    /// The input letters, sorted.
    pub letters: Vec<i64>,
    /// `next[s * letters.len() + i]`: target and output on letter `letters[i]` from `s`
    /// (`None`: no transition). The initial state is 0.
    pub next: Vec<Option<(u32, i64)>>,
}

impl Transducer {
    /// The number of states.
    pub fn states(&self) -> usize {
        self.next.len() / self.letters.len().max(1)
    }

    fn letter_index(&self, letter: i64) -> Option<usize> {
        self.letters.binary_search(&letter).ok()
    }

    /// Read Walnut's transducer format (see the module's documentation).
    pub fn parse(text: &str) -> Result<Transducer, String> {
        let mut lines = crate::numeration::table::content_lines(text);
        let (hline, header) = lines.next().ok_or("an empty file (no alphabet line)")?;
        let mut letters = alphabet(header).map_err(|e| format!("line {hline}: {e}"))?;
        letters.sort_unstable();
        letters.dedup();
        let k = letters.len();
        // Declared states in order, their rows of (letter index, target as written, output).
        let mut index: HashMap<u64, u32> = HashMap::new();
        // A transition written for one letter replaces one of `*` (as in Walnut, where a
        // later line wins); two written for the same letter are refused.
        // Each transition as written: (target, output, line, from `*`).
        type Written = Option<(u64, i64, usize, bool)>;
        let mut rows: Vec<Vec<Written>> = Vec::new();
        for (n, line) in lines {
            let Some((lhs, rhs)) = line.split_once("->") else {
                let s: u64 = line.parse().map_err(|_| {
                    format!("line {n}: expected a state number or a transition, found '{line}'")
                })?;
                if index.insert(s, rows.len() as u32).is_some() {
                    return Err(format!("line {n}: state {s} is declared twice"));
                }
                if rows.len() >= crate::numeration::table::MAX_STATES {
                    return Err(format!("line {n}: too many states"));
                }
                rows.push(vec![None; k]);
                continue;
            };
            let row = rows
                .last_mut()
                .ok_or(format!("line {n}: a transition before any state"))?;
            let (target, output) = rhs.split_once('/').ok_or(format!(
                "line {n}: a transition needs '/ OUTPUT' after its target"
            ))?;
            let target: u64 = target.trim().parse().map_err(|_| {
                format!(
                    "line {n}: expected one target state, found '{}'",
                    target.trim()
                )
            })?;
            let output = integer(output).ok_or(format!(
                "line {n}: expected one integer output, found '{}'",
                output.trim()
            ))?;
            let lhs = lhs.trim();
            let wild = lhs == "*";
            let which: Vec<usize> = if wild {
                (0..k).collect()
            } else {
                let l = integer(lhs).ok_or(format!(
                    "line {n}: expected one input letter (a transducer reads one input), found '{lhs}'"
                ))?;
                let i = letters.binary_search(&l).map_err(|_| {
                    format!("line {n}: the letter {l} is not in the alphabet {header}")
                })?;
                vec![i]
            };
            for i in which {
                if row[i].is_some_and(|t| !t.3 || wild) {
                    return Err(format!(
                        "line {n}: a second transition on {} (a transducer is deterministic)",
                        letters[i]
                    ));
                }
                row[i] = Some((target, output, n, wild));
            }
        }
        if rows.is_empty() {
            return Err("no state declared".into());
        }
        let mut next = Vec::with_capacity(rows.len() * k);
        for row in rows {
            for t in row {
                next.push(match t {
                    None => None,
                    Some((target, out, n, _)) => {
                        let &s = index.get(&target).ok_or(format!(
                            "line {n}: the target state {target} is never declared"
                        ))?;
                        Some((s, out))
                    }
                });
            }
        }
        Ok(Transducer { letters, next })
    }

    /// The output sequence on a sequence of letters (for tests and brute force).
    pub fn run(&self, input: &[i64]) -> Option<Vec<i64>> {
        let k = self.letters.len();
        let mut s = 0usize;
        let mut out = Vec::with_capacity(input.len());
        for &a in input {
            let (t, o) = self.next[s * k + self.letter_index(a)?]?;
            out.push(o);
            s = t as usize;
        }
        Some(out)
    }

    /// The transducer applied to a word (any direction; see the module's documentation).
    pub fn transduce(&self, w: &Word, budget: &Budget) -> Result<Word, EvalError> {
        if w.num.name.contains("neg") {
            return Err(EvalError::plain(format!(
                "{} is a negative base: its representations of one length are not in numeric order",
                w.num.name
            )));
        }
        if w.num.msd {
            return self.transduce_msd(w, budget);
        }
        let msd = words::flipped(&w.num)?;
        let m = w.reversed(msd, budget)?;
        let y = self.transduce_msd(&m, budget)?;
        let back = numeration(&w.num.name).map_err(EvalError::plain)?;
        y.reversed(back, budget)
    }

    fn transduce_msd(&self, w: &Word, budget: &Budget) -> Result<Word, EvalError> {
        let valid = &w.num.valid;
        let live = valid.productive();
        let radix = w.num.radix as usize;
        let nt = self.states();
        let k = self.letters.len();
        // The word's states paired with validity states, reachable by valid prefixes.
        let mut ids: HashMap<(u32, u32), usize> = HashMap::new();
        let mut pairs = vec![(w.dfa.start(), valid.start())];
        ids.insert(pairs[0], 0);
        // Each pair's successors: (digit, pair), digits increasing.
        let mut succ: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut i = 0;
        while i < pairs.len() {
            let (q, v) = pairs[i];
            let mut row = Vec::new();
            for d in 0..radix {
                let v2 = valid.next(v, d);
                if !live[v2 as usize] {
                    continue;
                }
                let key = (w.dfa.next(q, d), v2);
                let id = *ids.entry(key).or_insert_with(|| {
                    pairs.push(key);
                    pairs.len() - 1
                });
                row.push((d, id));
            }
            succ.push(row);
            budget.check("transduce", pairs.len(), radix)?;
            i += 1;
        }
        // The letter each pair stands for (None: not a valid representation).
        let mut letter: Vec<Option<usize>> = Vec::with_capacity(pairs.len());
        for &(q, v) in &pairs {
            if !valid.is_accepting(v) {
                letter.push(None);
                continue;
            }
            let value = w.out[q as usize];
            let Some(i) = self.letter_index(value) else {
                return Err(EvalError::plain(format!(
                    "the word takes the value {value}, which is not in the transducer's input alphabet {:?}",
                    self.letters
                )));
            };
            letter.push(Some(i));
        }
        let identity: Vec<u32> = (0..nt as u32).collect();
        let then = |f: &[u32], g: &[u32]| -> Vec<u32> {
            f.iter()
                .map(|&s| if s == NONE { NONE } else { g[s as usize] })
                .collect()
        };
        // F_0, F_1, ... until a tuple repeats.
        let f0: Vec<Vec<u32>> = letter
            .iter()
            .map(|l| match l {
                None => identity.clone(),
                Some(i) => (0..nt)
                    .map(|s| self.next[s * k + i].map_or(NONE, |(t, _)| t))
                    .collect(),
            })
            .collect();
        let mut levels: Vec<Vec<Vec<u32>>> = vec![f0];
        let mut seen: HashMap<Vec<Vec<u32>>, usize> = HashMap::new();
        seen.insert(levels[0].clone(), 0);
        let q = loop {
            let prev = levels.last().expect("one level");
            let next: Vec<Vec<u32>> = succ
                .iter()
                .map(|row| {
                    row.iter()
                        .fold(identity.clone(), |acc, &(_, x)| then(&acc, &prev[x]))
                })
                .collect();
            if let Some(&q) = seen.get(&next) {
                break q;
            }
            if levels.len() >= MAX_ROUNDS {
                return Err(EvalError::plain(format!(
                    "the transducer's effect on the word's blocks has no period within {MAX_ROUNDS} levels"
                )));
            }
            seen.insert(next.clone(), levels.len());
            levels.push(next);
        };
        let depth = levels.len();
        // The result: (pair, T_0 .. T_{depth-1}).
        type Key = (usize, Vec<Vec<u32>>);
        let start: Key = (0, vec![identity.clone(); depth]);
        let mut outs: Vec<i64> = Vec::new();
        let mut bad: Option<String> = None;
        let dfa = Dfa::explore(
            vec![radix as u32],
            start,
            |(x, ts): &Key, d| {
                let (qd, vd) = pairs[*x];
                if !live[valid.next(vd, d) as usize] {
                    return None;
                }
                let target = ids[&(w.dfa.next(qd, d), valid.next(vd, d))];
                let mut new = Vec::with_capacity(depth);
                for j in 0..depth {
                    let mut t = if j + 1 < depth {
                        ts[j + 1].clone()
                    } else {
                        ts[q].clone()
                    };
                    for &(_, y) in succ[*x].iter().take_while(|&&(e, _)| e < d) {
                        t = then(&t, &levels[j][y]);
                    }
                    new.push(t);
                }
                Some((target, new))
            },
            |(x, ts): &Key| {
                let o = match letter[*x] {
                    None => 0,
                    Some(i) => {
                        let s = ts[0][0];
                        match (s != NONE).then(|| self.next[s as usize * k + i]).flatten() {
                            Some((_, o)) => o,
                            None => {
                                bad.get_or_insert(format!(
                                    "the transducer has no transition on {} where the word needs one",
                                    self.letters[i]
                                ));
                                0
                            }
                        }
                    }
                };
                outs.push(o);
                false
            },
            budget,
            "transduce",
        )?;
        if let Some(b) = bad {
            return Err(EvalError::plain(b));
        }
        outs.resize(dfa.states(), 0);
        Ok(Word {
            num: w.num.clone(),
            dfa,
            out: outs,
        })
    }
}

/// `{0, 1, -2}` or one numeration system (its digits).
fn alphabet(header: &str) -> Result<Vec<i64>, String> {
    if header.matches('{').count() > 1 {
        return Err(format!(
            "expected one input alphabet like {{0, 1}} (a transducer reads one input), found '{header}'"
        ));
    }
    if let Some(inner) = header.strip_prefix('{') {
        let inner = inner
            .strip_suffix('}')
            .ok_or("the alphabet set has no closing '}'")?;
        let letters = inner
            .split(',')
            .map(|t| integer(t).ok_or(format!("'{}' is not an integer letter", t.trim())))
            .collect::<Result<Vec<_>, _>>()?;
        if letters.is_empty() {
            return Err("an empty alphabet".into());
        }
        return Ok(letters);
    }
    let words: Vec<&str> = header.split_whitespace().collect();
    let [base] = words.as_slice() else {
        return Err(format!(
            "expected one input alphabet like {{0, 1}} or msd_2 (a transducer reads one input), found '{header}'"
        ));
    };
    let n = numeration(base)?;
    Ok((0..i64::from(n.radix)).collect())
}

/// An integer with an optional sign and blanks after it (`-3`, `+ 4`).
fn integer(t: &str) -> Option<i64> {
    let t = t.trim();
    let (neg, rest) = match t.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let rest = rest.trim_start();
    if rest.is_empty() || !rest.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let v: i64 = rest.parse().ok()?;
    Some(if neg { -v } else { v })
}
