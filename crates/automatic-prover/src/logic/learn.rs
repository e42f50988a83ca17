//! Learning an automaton from a membership oracle: the minimal DFA consistent with a set's
//! characteristic function on every tuple whose representations fit in `L` places.
//!
//! Route (Myhill–Nerode residuals on bounded data, msd numeration systems only; for `lsd`
//! learn the `msd` automaton and reverse it). A word is a tuple of digit strings of one
//! length, read most significant digit first; the data `D(w)` of a word of length `<= L` is
//! "every track is a valid representation and `f` holds of the tuple of values" (leading
//! zero-tuples change nothing, so every word of length `<= L` is data).
//! 1. For a suffix depth `m`, the *signature* of a prefix `p` is `D(p s)` for every tuple `s`
//!    of track strings of one length `j <= m` (each readable from some state of the validity
//!    automaton): a row of the Hankel table, whose columns are those suffixes.
//! 2. States are the distinct signatures, found breadth first from the empty prefix (each
//!    state's representative is a shortest prefix with that signature); the transition of
//!    state `[p]` on letter `a` is `[p a]`. Every table entry is a word of length `<= L`, so
//!    a representative deeper than `L - m - 1` that still has a new successor means the
//!    table is not closed at this `L`.
//! 3. The hypothesis is checked against *all* the data of length `L` (a depth-first walk of
//!    the valid words). If it disagrees somewhere, `m` grows by one and the table is rebuilt.
//! 4. A consistent hypothesis is intersected with the valid representations and minimized
//!    (Hopcroft, canonical numbering). Its states' representatives are pairwise separated by
//!    data, so no automaton consistent with the data has fewer states: this is *the* minimal
//!    consistent DFA at length `L`.
//! 5. `L` grows from 1 until the automaton is the same at two consecutive lengths (or the
//!    data bound is reached).
//!
//! Cost, per `L`: the signatures, `states * letters * |suffixes of length <= m|` entries,
//! and the check, one oracle call per valid tuple of length `L` (`U_L^arity`, where `U_L` is
//! the first place value with `L + 1` places). The oracle is asked only about tuples of
//! values below [`value_bound`]`(L)`. Memory: at most `max_states + 2` signatures of
//! `sum_{j <= m} |suffixes_j|^arity` bits each, estimated before each depth's table is
//! built and refused past the budget ([`learn_within`]; 8 GB when none is named).
//!
//! This module knows no game: the caller supplies the oracle.

use crate::automaton::dfa::{Dfa, decode_letter, letter_count};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::product;
use crate::numeration::Numeration;
use std::collections::HashMap;

/// An automaton learned at some length.
#[derive(Debug, Clone)]
pub struct Learned {
    /// Minimal, canonical, accepting only valid representations (with leading zero-tuples).
    pub dfa: Dfa,
    /// The length of the data it was learned from (every tuple with `<= length` places).
    pub length: usize,
    /// The states of `dfa`, the dead state not counted (as `wythoff prove` counts).
    pub states: usize,
}

/// Why learning stopped without an automaton.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LearnFailure {
    /// More than `max` states are pairwise separated by the data of length `length`.
    TooManyStates {
        /// The limit.
        max: usize,
        /// The data length at which it was exceeded.
        length: usize,
        /// The states found (dead state not counted) when it stopped.
        found: usize,
    },
    /// The largest length allowed was reached before the automaton stopped changing.
    NotConverged {
        /// The largest length tried.
        length: usize,
        /// The states of the last consistent automaton, if any.
        last_states: Option<usize>,
    },
    /// What the learner was about to build would exceed the memory budget: the table for
    /// the next suffix depth (checked before it is built: its signatures are
    /// `states * sum_j |suffixes_j|^arity` bits), or the automaton of valid tuples.
    Memory {
        /// What was refused: `table (suffix depth m)` or `automaton of valid tuples`.
        what: String,
        /// The data length.
        length: usize,
        /// The table's estimated bytes.
        need: u64,
        /// The budget in bytes.
        budget: u64,
    },
    /// A bad argument (the message says which).
    Input(String),
}

/// The learner's memory budget when the caller names none: the ground rules' 8 GB.
pub const DEFAULT_MEMORY: u64 = 8 << 30;

impl std::fmt::Display for LearnFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LearnFailure::TooManyStates { max, length, found } => write!(
                f,
                "no automaton with <= {max} states consistent with the positions to length {length} (stopped with {found} states separated by the data)"
            ),
            LearnFailure::NotConverged {
                length,
                last_states,
            } => match last_states {
                Some(s) => write!(
                    f,
                    "the automaton still changed at length {length} (last: {s} states); raise --up-to"
                ),
                None => write!(
                    f,
                    "no closed, consistent table up to length {length}; raise --up-to"
                ),
            },
            LearnFailure::Memory {
                what,
                length,
                need,
                budget,
            } => write!(
                f,
                "the learner's {what} at length {length} needs about {} MB, over the memory budget of {} MB",
                need.div_ceil(1 << 20),
                budget >> 20
            ),
            LearnFailure::Input(m) => write!(f, "{m}"),
        }
    }
}

/// The exclusive bound on the values of representations with at most `len` places.
pub fn value_bound(num: &Numeration, len: usize) -> Option<u64> {
    let places = num.system.places();
    places.get(len).and_then(|&u| u64::try_from(u).ok())
}

/// The largest `len` whose values all lie below `limit` (`value_bound(len) <= limit`).
pub fn length_for(num: &Numeration, limit: u64) -> usize {
    let mut len = 0;
    while value_bound(num, len + 1).is_some_and(|b| b <= limit) {
        len += 1;
    }
    len
}

/// Per-track data shared by one length: place values and the suffix strings.
struct Tables {
    arity: usize,
    radices: Vec<u32>,
    places: Vec<u64>,
    /// `suffixes[j]`: the track strings of length `j` readable from some validity state.
    suffixes: Vec<Vec<Vec<u32>>>,
}

impl Tables {
    fn new(num: &Numeration, arity: usize, len: usize, m: usize) -> Tables {
        let radix = num.radix;
        let places: Vec<u64> = num
            .system
            .places()
            .iter()
            .take(len + 1)
            .map(|&u| u as u64)
            .collect();
        let v = &num.valid;
        let live = v.productive();
        let mut suffixes = Vec::with_capacity(m + 1);
        for j in 0..=m {
            let mut out = Vec::new();
            let mut cur = vec![0u32; j];
            loop {
                let ok = (0..v.states() as u32)
                    .filter(|&q| live[q as usize])
                    .any(|q| {
                        let end = cur.iter().fold(q, |s, &d| v.next(s, d as usize));
                        v.is_accepting(end)
                    });
                if ok {
                    out.push(cur.clone());
                }
                // next string in lexicographic order
                let mut i = j;
                loop {
                    if i == 0 {
                        break;
                    }
                    i -= 1;
                    cur[i] += 1;
                    if cur[i] < radix {
                        break;
                    }
                    cur[i] = 0;
                    if i == 0 {
                        i = usize::MAX;
                        break;
                    }
                }
                if j == 0 || i == usize::MAX {
                    break;
                }
            }
            suffixes.push(out);
        }
        Tables {
            arity,
            radices: vec![radix; arity],
            places,
            suffixes,
        }
    }

    /// The value of a digit string (msd first).
    fn value(&self, digits: &[u32]) -> u64 {
        let n = digits.len();
        digits
            .iter()
            .enumerate()
            .map(|(i, &d)| d as u64 * self.places[n - 1 - i])
            .sum()
    }
}

/// `D(w)` for the word whose track `t` is `tracks[t]`.
fn data(
    num: &Numeration,
    tracks: &[Vec<u32>],
    t: &Tables,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> bool {
    if !tracks.iter().all(|tr| num.is_valid(tr)) {
        return false;
    }
    let vals: Vec<u64> = tracks.iter().map(|tr| t.value(tr)).collect();
    f(&vals)
}

/// The signature of a prefix (one track string each): bits over the suffix tuples.
/// The bytes of the table built on `t` (at most `max_states + 2` signatures held, with
/// their representatives, plus the suffix lists), saturating.
fn table_bytes(t: &Tables, max_states: usize, len: usize) -> u64 {
    let mut sig_bits: u64 = 0;
    let mut lists: u64 = 0;
    for (j, list) in t.suffixes.iter().enumerate() {
        let n = list.len() as u64;
        sig_bits = sig_bits.saturating_add(n.saturating_pow(t.arity as u32));
        lists = lists.saturating_add(n.saturating_mul(24 + 4 * j as u64));
    }
    // A signature's words and its map entry; a representative's tracks.
    let per_state = (sig_bits.div_ceil(64) * 8)
        .saturating_add(64)
        .saturating_add(t.arity as u64 * (24 + 4 * len as u64));
    (max_states as u64 + 2)
        .saturating_mul(per_state)
        .saturating_add(lists)
}

fn signature(
    num: &Numeration,
    prefix: &[Vec<u32>],
    t: &Tables,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> Vec<u64> {
    let mut bits: Vec<u64> = Vec::new();
    let mut n = 0usize;
    let mut word: Vec<Vec<u32>> = prefix.to_vec();
    for j in 0..t.suffixes.len() {
        let list = &t.suffixes[j];
        let mut idx = vec![0usize; t.arity];
        if list.is_empty() {
            continue;
        }
        loop {
            for (k, w) in word.iter_mut().enumerate() {
                w.truncate(prefix[k].len());
                w.extend_from_slice(&list[idx[k]]);
            }
            if n.is_multiple_of(64) {
                bits.push(0);
            }
            if data(num, &word, t, f) {
                bits[n / 64] |= 1 << (n % 64);
            }
            n += 1;
            // next tuple
            let mut k = t.arity;
            loop {
                if k == 0 {
                    break;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < list.len() {
                    break;
                }
                idx[k] = 0;
                if k == 0 {
                    k = usize::MAX;
                    break;
                }
            }
            if t.arity == 0 || k == usize::MAX {
                break;
            }
        }
    }
    bits
}

/// What one table (one `L`, one `m`) gave.
enum Table {
    /// A hypothesis (complete DFA over the tuple letters, not yet intersected with validity).
    Hypothesis(Dfa),
    /// Some representative is too deep for this `L`.
    NotClosed,
    /// More than the allowed distinct signatures (live ones; dead not counted).
    TooMany(usize),
}

fn build_table(
    num: &Numeration,
    t: &Tables,
    len: usize,
    m: usize,
    max_states: usize,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> Table {
    let letters = letter_count(&t.radices);
    let zero_sig = |sig: &Vec<u64>| sig.iter().all(|&w| w == 0);
    let mut ids: HashMap<Vec<u64>, u32> = HashMap::new();
    let mut reps: Vec<Vec<Vec<u32>>> = vec![vec![Vec::new(); t.arity]];
    let s0 = signature(num, &reps[0], t, f);
    let mut accept = vec![s0[0] & 1 == 1];
    let mut live = usize::from(!zero_sig(&s0));
    ids.insert(s0, 0);
    let mut trans: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < reps.len() {
        let p = reps[i].clone();
        for a in 0..letters {
            let digits = decode_letter(&t.radices, a);
            let mut q = p.clone();
            for (tr, &d) in q.iter_mut().zip(&digits) {
                tr.push(d);
            }
            let depth = q.first().map_or(0, Vec::len);
            if depth + m > len {
                return Table::NotClosed;
            }
            let sig = signature(num, &q, t, f);
            let id = match ids.get(&sig) {
                Some(&id) => id,
                None => {
                    let id = reps.len() as u32;
                    accept.push(sig[0] & 1 == 1);
                    if !zero_sig(&sig) {
                        live += 1;
                        if live > max_states {
                            return Table::TooMany(live);
                        }
                    }
                    ids.insert(sig, id);
                    reps.push(q);
                    id
                }
            };
            trans.push(id);
        }
        i += 1;
    }
    Table::Hypothesis(Dfa::from_parts(t.radices.clone(), trans, accept, 0))
}

/// Whether the hypothesis agrees with the data on every valid word of length `len`; the
/// first disagreement's values otherwise.
fn check(
    num: &Numeration,
    hyp: &Dfa,
    t: &Tables,
    len: usize,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> Option<Vec<u64>> {
    let v = &num.valid;
    let live = v.productive();
    struct Walk<'a> {
        num_valid: &'a Dfa,
        live: &'a [bool],
        hyp: &'a Dfa,
        t: &'a Tables,
        len: usize,
        vstate: Vec<u32>,
        vals: Vec<u64>,
    }
    fn rec(
        w: &mut Walk,
        pos: usize,
        h: u32,
        f: &mut dyn FnMut(&[u64]) -> bool,
    ) -> Option<Vec<u64>> {
        if pos == w.len {
            if !w.vstate.iter().all(|&q| w.num_valid.is_accepting(q)) {
                return None;
            }
            return (f(&w.vals) != w.hyp.is_accepting(h)).then(|| w.vals.clone());
        }
        let place = w.t.places[w.len - 1 - pos];
        let letters = letter_count(&w.t.radices);
        for a in 0..letters {
            let digits = decode_letter(&w.t.radices, a);
            let saved: Vec<u32> = w.vstate.clone();
            let mut ok = true;
            for (k, &d) in digits.iter().enumerate() {
                let q = w.num_valid.next(w.vstate[k], d as usize);
                if !w.live[q as usize] {
                    ok = false;
                    break;
                }
                w.vstate[k] = q;
            }
            if ok {
                for (k, &d) in digits.iter().enumerate() {
                    w.vals[k] += d as u64 * place;
                }
                let r = rec(w, pos + 1, w.hyp.next(h, a), f);
                for (k, &d) in digits.iter().enumerate() {
                    w.vals[k] -= d as u64 * place;
                }
                if r.is_some() {
                    w.vstate = saved;
                    return r;
                }
            }
            w.vstate = saved;
        }
        None
    }
    let mut w = Walk {
        num_valid: v,
        live: &live,
        hyp,
        t,
        len,
        vstate: vec![v.start(); t.arity],
        vals: vec![0; t.arity],
    };
    rec(&mut w, 0, hyp.start(), f)
}

/// The minimal automaton consistent with `f` on every tuple of `len` places, if a closed
/// table exists at this length. `Err` when more than `max_states` states are separated.
pub fn learn_at(
    num: &Numeration,
    arity: usize,
    len: usize,
    max_states: usize,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> Result<Option<Dfa>, LearnFailure> {
    learn_at_within(num, arity, len, max_states, DEFAULT_MEMORY, f)
}

/// [`learn_at`] with the table's memory capped at `memory` bytes: a suffix depth whose
/// table would pass it is refused before it is built ([`LearnFailure::Memory`]).
pub fn learn_at_within(
    num: &Numeration,
    arity: usize,
    len: usize,
    max_states: usize,
    memory: u64,
    f: &mut dyn FnMut(&[u64]) -> bool,
) -> Result<Option<Dfa>, LearnFailure> {
    if !num.msd {
        return Err(LearnFailure::Input(format!(
            "the learner reads msd systems only ({} is lsd: learn the msd automaton and reverse it)",
            num.name
        )));
    }
    if value_bound(num, len).is_none() {
        return Err(LearnFailure::Input(format!(
            "length {len} is beyond 64-bit values in {}",
            num.name
        )));
    }
    for m in 0..len {
        let t = Tables::new(num, arity, len, m);
        let need = table_bytes(&t, max_states, len);
        if need > memory {
            return Err(LearnFailure::Memory {
                what: format!("table (suffix depth {m})"),
                length: len,
                need,
                budget: memory,
            });
        }
        match build_table(num, &t, len, m, max_states, f) {
            Table::NotClosed => return Ok(None),
            Table::TooMany(found) => {
                return Err(LearnFailure::TooManyStates {
                    max: max_states,
                    length: len,
                    found,
                });
            }
            Table::Hypothesis(h) => {
                if check(num, &h, &t, len, f).is_none() {
                    let valid = valid_tuples(num, arity, memory, len)?;
                    let both = product(&h, &valid, |a, b| a && b, &Budget::default())
                        .map_err(|e| LearnFailure::Input(e.to_string()))?;
                    return Ok(Some(minimize(&both)));
                }
            }
        }
    }
    Ok(None)
}

/// The automaton of the tuples whose every track is a valid representation, built within
/// `memory` bytes, the process's resident memory included as the decision procedure counts
/// it (a system with many digits, such as an Ostrowski system with a large partial
/// quotient, makes the product of `arity` validity automata large): `Err` the learner's
/// [`LearnFailure::Memory`] (`length` names the data length it was needed for).
pub fn valid_tuples(
    num: &Numeration,
    arity: usize,
    memory: u64,
    length: usize,
) -> Result<Dfa, LearnFailure> {
    let radices = vec![num.radix; arity];
    let v = &num.valid;
    let mut budget = Budget::default();
    budget.memory = budget.memory.min(memory);
    let d = Dfa::explore(
        radices.clone(),
        vec![v.start(); arity],
        |qs: &Vec<u32>, a| {
            let digits = decode_letter(&radices, a);
            Some(
                qs.iter()
                    .zip(&digits)
                    .map(|(&q, &d)| v.next(q, d as usize))
                    .collect(),
            )
        },
        |qs: &Vec<u32>| qs.iter().all(|&q| v.is_accepting(q)),
        &budget,
        "valid tuples",
    )
    .map_err(|o| {
        // Every limit here is the memory's (the state limit is what fits in it).
        let (need, budget) = o.memory.unwrap_or((
            (o.states as u64).saturating_mul((o.letters as u64).saturating_mul(4) + 64),
            budget.memory,
        ));
        LearnFailure::Memory {
            what: "automaton of valid tuples".into(),
            length,
            need,
            budget,
        }
    })?;
    Ok(minimize(&d))
}

/// Learn with growing `L` (from `min_len` to `max_len`) until the automaton is the same at
/// two consecutive lengths. `progress(len, states)` is told of each length tried. (Small
/// data can agree at two lengths by accident; the caller proves the result, and on failure
/// learns again from a larger `min_len`.)
pub fn learn(
    num: &Numeration,
    arity: usize,
    min_len: usize,
    max_len: usize,
    max_states: usize,
    f: &mut dyn FnMut(&[u64]) -> bool,
    progress: &mut dyn FnMut(usize, Option<usize>),
) -> Result<Learned, LearnFailure> {
    learn_within(
        num,
        arity,
        min_len,
        max_len,
        max_states,
        DEFAULT_MEMORY,
        f,
        progress,
    )
}

/// [`learn`] with each length's table capped at `memory` bytes ([`learn_at_within`]).
#[allow(clippy::too_many_arguments)]
pub fn learn_within(
    num: &Numeration,
    arity: usize,
    min_len: usize,
    max_len: usize,
    max_states: usize,
    memory: u64,
    f: &mut dyn FnMut(&[u64]) -> bool,
    progress: &mut dyn FnMut(usize, Option<usize>),
) -> Result<Learned, LearnFailure> {
    if max_states == 0 {
        return Err(LearnFailure::Input(
            "--max-states must be at least 1".into(),
        ));
    }
    if arity == 0 {
        return Err(LearnFailure::Input("the arity must be at least 1".into()));
    }
    let mut last: Option<Dfa> = None;
    for len in min_len.max(1)..=max_len {
        let got = learn_at_within(num, arity, len, max_states, memory, f)?;
        progress(len, got.as_ref().map(Dfa::reported_states));
        if let (Some(a), Some(b)) = (&last, &got)
            && a == b
        {
            return Ok(Learned {
                states: b.reported_states(),
                dfa: b.clone(),
                length: len,
            });
        }
        last = got;
    }
    Err(LearnFailure::NotConverged {
        length: max_len,
        last_states: last.as_ref().map(Dfa::reported_states),
    })
}
