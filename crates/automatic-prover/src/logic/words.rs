//! Automatic words: automata with output (one value per state) read in one numeration
//! system, and the built-in words of Walnut, each built here from its sequence's definition:
//!
//! | word | system | definition |
//! |---|---|---|
//! | `T` | msd_2 | Thue-Morse: the parity of the number of 1s of n in base 2 |
//! | `F` | msd_fib | the Fibonacci word 0100101001001...: the last Zeckendorf digit of n |
//! | `RS` | msd_2 | Rudin-Shapiro, A020987: the number of (possibly overlapping) 11 blocks in binary n, mod 2 |
//! | `PD` | msd_2 | period-doubling, A035263: 1 iff the 2-adic valuation of n+1 is even |
//! | `P` | msd_2 | regular paperfolding, A038189 with P(0) = 0: the bit left of the lowest 1 |
//! | `PR` | lsd_2 | P[n+1], built from P by the procedure (`E m, m = n+1 & P[m] = v`) |
//!
//! Values as in Walnut (all 0/1). The first 16 values, n = 0..15:
//! `T` 0110100110010110, `F` 0100101001001010, `RS` 0001001000011101,
//! `PD` 1011101010111011, `P` 0001001100011011, `PR` 0010011000110110.
//!
//! A word is read as built when asked for in its own system under any name (an alias such
//! as `msd_ost_1` is the same system object as `msd_fib`); in the opposite direction it is
//! rebuilt from its sequence: each value's set of positions is reversed (subset
//! construction) and the sets are recombined; a word cannot be read in a different system.

use crate::automaton::dfa::Dfa;
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::reverse;
use crate::logic::EvalError;
use crate::numeration::{Numeration, numeration};
use std::collections::HashMap;
use std::sync::Arc;

/// An automatic word: a one-track automaton with a value per state.
#[derive(Debug, Clone)]
pub struct Word {
    /// The numeration system it is read in.
    pub num: Arc<Numeration>,
    /// The automaton (complete; words that are not valid representations may reach any state).
    pub dfa: Dfa,
    /// The value of each state.
    pub out: Vec<i64>,
}

/// A word of several indices (Walnut's `W[x][y]`, read from a word automaton file with
/// several inputs): one track per index, each in its own system, a value per state.
#[derive(Debug, Clone)]
pub struct MultiWord {
    /// The numeration system of each index.
    pub nums: Vec<Arc<Numeration>>,
    /// The automaton (complete).
    pub dfa: Dfa,
    /// The value of each state.
    pub out: Vec<i64>,
}

impl Word {
    /// The distinct values, sorted.
    pub fn values(&self) -> Vec<i64> {
        distinct(&self.out)
    }

    /// The automaton of the positions holding `value` (not yet intersected with validity).
    pub fn positions_of(&self, value: i64) -> Dfa {
        holding(&self.dfa, &self.out, value)
    }

    /// The value at `n` (reading its canonical representation).
    pub fn at(&self, n: u64) -> i64 {
        let len = self.num.places_of(n);
        let d = self.num.digits(n, len).expect("fits");
        self.out[self.dfa.run(d.iter().map(|&x| x as usize)) as usize]
    }

    /// A word from the sets of positions of each value (the sets partition the valid words).
    pub fn from_value_sets(
        num: Arc<Numeration>,
        sets: &[(i64, Dfa)],
        budget: &Budget,
    ) -> Result<Word, EvalError> {
        let r = num.radix;
        let start: Vec<u32> = sets.iter().map(|(_, d)| d.start()).collect();
        let mut outs: Vec<i64> = Vec::new();
        let value_of = |st: &Vec<u32>| {
            sets.iter()
                .zip(st)
                .find(|((_, d), s)| d.is_accepting(**s))
                .map_or(0, |((v, _), _)| *v)
        };
        let dfa = Dfa::explore(
            vec![r],
            start,
            |st: &Vec<u32>, l| {
                Some(
                    st.iter()
                        .zip(sets)
                        .map(|(&s, (_, d))| d.next(s, l))
                        .collect(),
                )
            },
            |st| {
                outs.push(value_of(st));
                false
            },
            budget,
            "word",
        )?;
        // explore numbers states breadth first and calls accept once per state, in order,
        // then maybe once more for the dead state (never reached: every step is Some).
        outs.truncate(dfa.states());
        Ok(Word {
            num,
            dfa,
            out: outs,
        })
    }

    /// The same word read in the opposite direction.
    pub fn reversed(&self, num: Arc<Numeration>, budget: &Budget) -> Result<Word, EvalError> {
        let mut sets = Vec::new();
        for v in self.values() {
            let pos = self.positions_of(v);
            sets.push((v, minimize(&reverse(&pos, budget)?)));
        }
        Word::from_value_sets(num, &sets, budget)
    }
}

impl Word {
    /// The minimal word with outputs on the valid representations (Moore's refinement on
    /// the product with the system's validity automaton, the inputs that are no prefix of a
    /// valid representation sent to one dead state), canonically numbered breadth first,
    /// and the number of its states other than the dead one: the count `prove` prints.
    /// Cost: `O(n^2 k)` for `n` product states and `k` digits.
    pub fn minimal(&self, budget: &Budget) -> Result<(Word, usize), EvalError> {
        let (dfa, out, states) = minimal_outputs(&self.dfa, &self.out, &self.num.valid, budget)?;
        let w = Word {
            num: self.num.clone(),
            dfa,
            out,
        };
        Ok((w, states))
    }
}

impl MultiWord {
    /// The distinct values, sorted.
    pub fn values(&self) -> Vec<i64> {
        distinct(&self.out)
    }

    /// The automaton of the index tuples holding `value` (not intersected with validity).
    pub fn positions_of(&self, value: i64) -> Dfa {
        holding(&self.dfa, &self.out, value)
    }

    /// The value at a tuple of integers, one per index (`None` for a negative integer of a
    /// system of natural numbers, or a tuple of the wrong length).
    pub fn at_ints(&self, index: &[i64]) -> Option<i64> {
        if index.len() != self.nums.len() {
            return None;
        }
        let mut len = 0;
        for (&x, n) in index.iter().zip(&self.nums) {
            len = len.max(n.places_of_int(x)?);
        }
        let tracks: Vec<Vec<u32>> = index
            .iter()
            .zip(&self.nums)
            .map(|(&x, n)| n.digits_int(x, len))
            .collect::<Option<_>>()?;
        let radices = self.dfa.radices();
        let letters = (0..len).map(|p| {
            let digits: Vec<u32> = tracks.iter().map(|t| t[p]).collect();
            crate::automaton::dfa::encode_letter(radices, &digits)
        });
        Some(self.out[self.dfa.run(letters) as usize])
    }

    /// A word of the indices `nums` from the sets of tuples of each value (the sets
    /// partition the tuples; the first accepting set gives the value, 0 where none does).
    /// Cost: the product of the sets.
    pub fn from_value_sets(
        nums: Vec<Arc<Numeration>>,
        sets: &[(i64, Dfa)],
        budget: &Budget,
    ) -> Result<MultiWord, EvalError> {
        let radices: Vec<u32> = nums.iter().map(|n| n.radix).collect();
        let start: Vec<u32> = sets.iter().map(|(_, d)| d.start()).collect();
        let mut outs: Vec<i64> = Vec::new();
        let dfa = Dfa::explore(
            radices,
            start,
            |st: &Vec<u32>, l| {
                Some(
                    st.iter()
                        .zip(sets)
                        .map(|(&s, (_, d))| d.next(s, l))
                        .collect(),
                )
            },
            |st| {
                let v = sets
                    .iter()
                    .zip(st)
                    .find(|((_, d), s)| d.is_accepting(**s))
                    .map_or(0, |((v, _), _)| *v);
                outs.push(v);
                false
            },
            budget,
            "word",
        )?;
        // As in Word::from_value_sets: one output per state, in order.
        outs.truncate(dfa.states());
        Ok(MultiWord {
            nums,
            dfa,
            out: outs,
        })
    }

    /// The same word with every index read in the opposite direction (msd <-> lsd; a set
    /// alphabet keeps its track): each value's set of tuples reversed (subset
    /// construction), the sets recombined. The value at every tuple is unchanged.
    pub fn reversed(&self, budget: &Budget) -> Result<MultiWord, EvalError> {
        let nums = self
            .nums
            .iter()
            .map(|n| flipped(n))
            .collect::<Result<Vec<_>, _>>()?;
        let mut sets = Vec::new();
        for v in self.values() {
            let pos = self.positions_of(v);
            sets.push((v, minimize(&reverse(&pos, budget)?)));
        }
        MultiWord::from_value_sets(nums, &sets, budget)
    }

    /// The minimal word with outputs on the valid tuples (as [`Word::minimal`]) and its
    /// printed state count.
    pub fn minimal(&self, budget: &Budget) -> Result<(MultiWord, usize), EvalError> {
        let valid = crate::logic::auto::Auto::valid_dfa(&self.nums, budget)?;
        let (dfa, out, states) = minimal_outputs(&self.dfa, &self.out, &valid, budget)?;
        let w = MultiWord {
            nums: self.nums.clone(),
            dfa,
            out,
        };
        Ok((w, states))
    }
}

/// The minimal automaton with outputs of `dfa` (a value per state) on the words `valid`
/// accepts: Moore's refinement on the product with `valid`, the inputs that are no prefix
/// of a valid word sent to one dead state, canonically numbered breadth first; and the
/// number of its states other than the dead one. Cost: `O(n^2 k)` for `n` product states
/// and `k` letters.
fn minimal_outputs(
    dfa: &Dfa,
    outs: &[i64],
    valid: &Dfa,
    budget: &Budget,
) -> Result<(Dfa, Vec<i64>, usize), EvalError> {
    let live = valid.productive();
    let mut class_of: Vec<Option<i64>> = Vec::new();
    let d = Dfa::explore(
        dfa.radices().to_vec(),
        (dfa.start(), valid.start()),
        |&(q, v), a| {
            let w = valid.next(v, a);
            live[w as usize].then(|| (dfa.next(q, a), w))
        },
        |&(q, v)| {
            class_of.push(valid.is_accepting(v).then(|| outs[q as usize]));
            false
        },
        budget,
        "word",
    )?;
    let dead = (d.states() > class_of.len()).then_some(class_of.len());
    class_of.resize(d.states(), None);
    let (n, k) = (d.states(), d.letters());
    // Moore's refinement: a state's class and its successors' classes.
    let mut ids: HashMap<Option<i64>, u32> = HashMap::new();
    let mut class: Vec<u32> = class_of
        .iter()
        .map(|o| {
            let next = ids.len() as u32;
            *ids.entry(*o).or_insert(next)
        })
        .collect();
    let mut count = ids.len();
    loop {
        let mut sigs: HashMap<Vec<u32>, u32> = HashMap::new();
        let refined: Vec<u32> = (0..n)
            .map(|s| {
                let mut sig = Vec::with_capacity(k + 1);
                sig.push(class[s]);
                sig.extend((0..k).map(|a| class[d.next(s as u32, a) as usize]));
                let next = sigs.len() as u32;
                *sigs.entry(sig).or_insert(next)
            })
            .collect();
        class = refined;
        if sigs.len() == count {
            break;
        }
        count = sigs.len();
    }
    // Renumber the classes breadth first from the start's.
    let mut new_id = vec![u32::MAX; count];
    let mut order = vec![class[d.start() as usize]];
    let mut rep = vec![d.start()];
    new_id[order[0] as usize] = 0;
    let mut i = 0;
    while i < order.len() {
        let s = rep[i];
        for a in 0..k {
            let t = d.next(s, a);
            let c = class[t as usize] as usize;
            if new_id[c] == u32::MAX {
                new_id[c] = order.len() as u32;
                order.push(c as u32);
                rep.push(t);
            }
        }
        i += 1;
    }
    let mut trans = Vec::with_capacity(order.len() * k);
    let mut out = Vec::with_capacity(order.len());
    for &s in &rep {
        for a in 0..k {
            trans.push(new_id[class[d.next(s, a) as usize] as usize]);
        }
        out.push(class_of[s as usize].unwrap_or(0));
    }
    let states = order.len() - usize::from(dead.is_some());
    let dfa = Dfa::from_parts(dfa.radices().to_vec(), trans, vec![false; order.len()], 0);
    Ok((dfa, out, states))
}

/// The system read in the opposite direction (`lsd_2` for `msd_2`).
pub fn flipped(num: &Numeration) -> Result<Arc<Numeration>, EvalError> {
    if num.is_letters() {
        // A set alphabet is read in no direction: the same track.
        return numeration(&num.name).map_err(EvalError::plain);
    }
    let rest = num.name.get(4..).unwrap_or_default();
    let dir = if num.msd { "lsd_" } else { "msd_" };
    numeration(&format!("{dir}{rest}")).map_err(EvalError::plain)
}

/// A word whose automaton is given by a transition function on small integer states.
fn by_states(
    num: &str,
    start: u32,
    step: impl Fn(u32, u32) -> u32,
    out: impl Fn(u32) -> i64,
) -> Result<Word, EvalError> {
    let num = numeration(num).map_err(EvalError::plain)?;
    let budget = Budget::default();
    let mut outs = Vec::new();
    let dfa = Dfa::explore(
        vec![num.radix],
        start,
        |&s, d| Some(step(s, d as u32)),
        |&s| {
            outs.push(out(s));
            false
        },
        &budget,
        "word",
    )?;
    outs.truncate(dfa.states());
    Ok(Word {
        num,
        dfa,
        out: outs,
    })
}

/// A built-in word in its own system (`None` if the name is not built in). `PR` needs the
/// procedure and is built by the session.
pub fn builtin(name: &str) -> Option<Result<Word, EvalError>> {
    Some(match name {
        // Parity of the number of 1s.
        "T" => by_states("msd_2", 0, |s, d| s ^ d, |s| s as i64),
        // The last Zeckendorf digit.
        "F" => by_states("msd_fib", 0, |_, d| d, |s| s as i64),
        // state = 2 * parity(#11) + last bit.
        "RS" => by_states(
            "msd_2",
            0,
            |s, d| {
                let (par, last) = (s >> 1, s & 1);
                let par = par ^ (last & d);
                (par << 1) | d
            },
            |s| (s >> 1) as i64,
        ),
        // 1 iff the run of trailing 1s is even (v_2(n+1) = number of trailing 1s of n).
        "PD" => by_states(
            "msd_2",
            0,
            |s, d| if d == 1 { s ^ 1 } else { 0 },
            |s| 1 - s as i64,
        ),
        // state = 2 * (bit left of the lowest 1 so far) + last bit.
        "P" => by_states(
            "msd_2",
            0,
            |s, d| {
                let (val, last) = (s >> 1, s & 1);
                let val = if d == 1 { last } else { val };
                (val << 1) | d
            },
            |s| (s >> 1) as i64,
        ),
        _ => return None,
    })
}

/// The distinct values of a word's states, sorted.
fn distinct(out: &[i64]) -> Vec<i64> {
    let mut v = out.to_vec();
    v.sort_unstable();
    v.dedup();
    v
}

/// A word's automaton accepting where its state's value is `value`.
fn holding(dfa: &Dfa, out: &[i64], value: i64) -> Dfa {
    let accept = out.iter().map(|&o| o == value).collect();
    Dfa::from_parts(
        dfa.radices().to_vec(),
        dfa.table().to_vec(),
        accept,
        dfa.start(),
    )
}
