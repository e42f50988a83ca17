//! The learner of [`super::learn`] for a *sparse* set of pairs: the same table, the same
//! hypothesis, the same minimal consistent DFA, computed from the list of members instead
//! of a membership oracle asked about every tuple.
//!
//! Route. The data is a set `S` of pairs given by its members below a bound (`Pairs`),
//! read in an msd numeration whose canonical representations are greedy (integer bases,
//! Zeckendorf, every Ostrowski system). A word of length `n` is data exactly when both
//! tracks are the greedy `n`-place representations of a member, since a valid
//! representation is unique. So the signature of a prefix `p` (the set of suffixes `s` of
//! length `j <= m` with `p s` data, [`super::learn`]'s Hankel row) is found by listing the
//! members whose `|p| + j`-place representations begin with `p`: they lie in the box of
//! side `U_j` at the value of `p 0^j` (lexicographic and numeric order agree on valid words
//! of one length), and each is kept as `(j, x - x0, y - y0)`, which names its suffix. The
//! rest is [`super::learn`]'s: states are the distinct signatures breadth first, the
//! transitions `[p a] `, "not closed" when a representative is too deep for `L`, the
//! suffix depth `m` grows until the hypothesis agrees with the data of length `L`.
//! The agreement is checked on both sides without visiting every tuple: the hypothesis
//! (intersected with the valid tuples) has its accepted words of length `L` listed
//! depth first, pruned by "acceptance reachable in exactly `r` letters", each looked up
//! among the members (stop at the first outsider), and every member below `U_L` is run
//! through it.
//!
//! Cost, per `(L, m)`: `states * letters` signatures of `sum_{j<=m} U_j` column lookups
//! each (plus the members found), and the check, `O(L)` per member below `U_L` and per
//! accepted word (at most one more than the members before it stops). Memory: the members
//! (16 bytes each plus a column index of 8 bytes per value below the bound) and the
//! signatures. Against [`super::learn`], which asks about all `U_L^2` tuples, this makes
//! data bounds of millions affordable for sets with few members per column (the P-sets
//! of Wythoff-type games).
//!
//! This module knows no game: the caller lists the members.

use super::learn::{LearnFailure, Learned, valid_tuples, value_bound};
use crate::automaton::dfa::{Dfa, decode_letter, letter_count};
use crate::automaton::limits::Budget;
use crate::automaton::minimize::minimize;
use crate::automaton::ops::product;
use crate::numeration::Numeration;
use std::collections::{HashMap, HashSet};

/// A set of pairs, by its members with both entries below `bound`.
#[derive(Debug, Clone)]
pub struct Pairs {
    bound: u64,
    /// `start[x] .. start[x + 1]`: the members of column `x` in `ys`, sorted.
    start: Vec<u64>,
    ys: Vec<u64>,
    set: HashSet<(u64, u64)>,
}

impl Pairs {
    /// The members of `pairs` with both entries below `bound` (others are dropped).
    pub fn new(bound: u64, pairs: impl IntoIterator<Item = (u64, u64)>) -> Pairs {
        let mut v: Vec<(u64, u64)> = pairs
            .into_iter()
            .filter(|&(x, y)| x < bound && y < bound)
            .collect();
        v.sort_unstable();
        v.dedup();
        let mut start = vec![0u64; bound as usize + 1];
        for &(x, _) in &v {
            start[x as usize + 1] += 1;
        }
        for i in 1..start.len() {
            start[i] += start[i - 1];
        }
        Pairs {
            bound,
            start,
            ys: v.iter().map(|p| p.1).collect(),
            set: v.into_iter().collect(),
        }
    }

    /// Entries are below this.
    pub fn bound(&self) -> u64 {
        self.bound
    }

    /// The number of members.
    pub fn len(&self) -> usize {
        self.ys.len()
    }

    /// Whether there is no member.
    pub fn is_empty(&self) -> bool {
        self.ys.is_empty()
    }

    /// Whether `(x, y)` is a member (`false` outside the bound).
    pub fn contains(&self, x: u64, y: u64) -> bool {
        self.set.contains(&(x, y))
    }

    /// The members of column `x`, sorted (empty outside the bound).
    pub fn column(&self, x: u64) -> &[u64] {
        if x >= self.bound {
            return &[];
        }
        let (a, b) = (self.start[x as usize], self.start[x as usize + 1]);
        &self.ys[a as usize..b as usize]
    }

    /// Every member, sorted.
    pub fn iter(&self) -> impl Iterator<Item = (u64, u64)> + '_ {
        (0..self.bound).flat_map(move |x| self.column(x).iter().map(move |&y| (x, y)))
    }

    /// Bytes held (an estimate: the column index, the list and the hash set).
    pub fn bytes(&self) -> usize {
        8 * self.start.len() + 8 * self.ys.len() + 32 * self.set.len()
    }

    /// The bytes [`Pairs::new`] would hold for `members` members below `bound`.
    pub fn bytes_for(bound: u64, members: u64) -> u64 {
        8 * (bound + 1) + 40 * members
    }
}

/// Place values (as `u64`) and the greedy representation.
struct Places {
    places: Vec<u64>,
}

impl Places {
    fn new(num: &Numeration, len: usize) -> Places {
        Places {
            places: num
                .system
                .places()
                .iter()
                .take(len + 1)
                .map(|&u| u64::try_from(u).unwrap_or(u64::MAX))
                .collect(),
        }
    }

    /// The greedy `n`-place representation of `v` (msd first) into `out`; `false` when
    /// `v` needs more places.
    fn repr(&self, mut v: u64, n: usize, out: &mut [u32]) -> bool {
        if v >= self.places[n] {
            return false;
        }
        for (i, o) in out.iter_mut().enumerate().take(n) {
            let q = self.places[n - 1 - i];
            let d = v / q;
            *o = d as u32;
            v -= d * q;
        }
        true
    }

    /// The value of `digits` (msd first) as the top digits of an `n`-place word.
    fn value_top(&self, digits: &[u32], n: usize) -> u64 {
        digits
            .iter()
            .enumerate()
            .map(|(i, &d)| d as u64 * self.places[n - 1 - i])
            .sum()
    }
}

/// A signature: the data suffixes `(j, x - x0, y - y0)` of a prefix, sorted.
type Signature = Vec<(u8, u64, u64)>;

fn signature(pairs: &Pairs, pl: &Places, prefix: &[Vec<u32>; 2], m: usize) -> Signature {
    let d = prefix[0].len();
    let mut out = Vec::new();
    let mut rx = vec![0u32; d + m];
    let mut ry = vec![0u32; d + m];
    for j in 0..=m {
        let n = d + j;
        let x0 = pl.value_top(&prefix[0], n);
        let y0 = pl.value_top(&prefix[1], n);
        let w = pl.places[j];
        for x in x0..x0.saturating_add(w).min(pairs.bound) {
            let col = pairs.column(x);
            let lo = col.partition_point(|&y| y < y0);
            for &y in &col[lo..] {
                if y >= y0.saturating_add(w) {
                    break;
                }
                if pl.repr(x, n, &mut rx[..n])
                    && pl.repr(y, n, &mut ry[..n])
                    && rx[..d] == prefix[0][..]
                    && ry[..d] == prefix[1][..]
                {
                    out.push((j as u8, x - x0, y - y0));
                }
            }
        }
    }
    out
}

enum Table {
    Hypothesis(Dfa),
    /// A representative too deep for `L`, with the states separated by then.
    NotClosed(usize),
    TooMany(usize),
}

/// What the last table at a length showed: its suffix depth `m` and the states its
/// signatures separated (dead state not counted; when the table was not closed, those
/// found before a representative passed depth `L - m`: a lower bound).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Attempt {
    /// The suffix depth.
    pub m: usize,
    /// The states separated.
    pub separated: usize,
    /// Whether the table was closed.
    pub closed: bool,
}

fn build_table(
    pairs: &Pairs,
    pl: &Places,
    radix: u32,
    len: usize,
    m: usize,
    max_states: usize,
) -> Table {
    let radices = vec![radix; 2];
    let letters = letter_count(&radices);
    let mut ids: HashMap<Signature, u32> = HashMap::new();
    let mut reps: Vec<[Vec<u32>; 2]> = vec![[Vec::new(), Vec::new()]];
    let s0 = signature(pairs, pl, &reps[0], m);
    let accepts = |s: &Signature| s.first().is_some_and(|e| e.0 == 0);
    let mut accept = vec![accepts(&s0)];
    let mut live = usize::from(!s0.is_empty());
    ids.insert(s0, 0);
    let mut trans: Vec<u32> = Vec::new();
    let mut i = 0;
    while i < reps.len() {
        let p = reps[i].clone();
        for a in 0..letters {
            let digits = decode_letter(&radices, a);
            let mut q = p.clone();
            q[0].push(digits[0]);
            q[1].push(digits[1]);
            if q[0].len() + m > len {
                return Table::NotClosed(live);
            }
            let sig = signature(pairs, pl, &q, m);
            let id = match ids.get(&sig) {
                Some(&id) => id,
                None => {
                    let id = reps.len() as u32;
                    accept.push(accepts(&sig));
                    if !sig.is_empty() {
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
    Table::Hypothesis(Dfa::from_parts(radices, trans, accept, 0))
}

/// The first pair on which `d` (valid tuples only) and the members of length `len`
/// disagree, if any.
fn disagreement(d: &Dfa, pairs: &Pairs, pl: &Places, len: usize) -> Option<(u64, u64)> {
    // Every member below U_len must be accepted.
    let top = pl.places[len];
    let (mut rx, mut ry) = (vec![0u32; len], vec![0u32; len]);
    let radices = d.radices().to_vec();
    for (x, y) in pairs.iter() {
        if x >= top || y >= top {
            continue;
        }
        pl.repr(x, len, &mut rx);
        pl.repr(y, len, &mut ry);
        let word = rx
            .iter()
            .zip(&ry)
            .map(|(&a, &b)| crate::automaton::dfa::encode_letter(&radices, &[a, b]));
        if !d.accepts(word) {
            return Some((x, y));
        }
    }
    // Every accepted word of length len must be a member: reach[r][q] = acceptance in
    // exactly r letters from q.
    let n = d.states();
    let letters = d.letters();
    let mut reach = vec![d.accepting().to_vec()];
    for r in 1..=len {
        let prev = &reach[r - 1];
        let row: Vec<bool> = (0..n)
            .map(|q| (0..letters).any(|a| prev[d.next(q as u32, a) as usize]))
            .collect();
        reach.push(row);
    }
    let mut stack: Vec<(u32, usize, u64, u64)> = vec![(d.start(), 0, 0, 0)];
    while let Some((q, pos, x, y)) = stack.pop() {
        if pos == len {
            if !pairs.contains(x, y) {
                return Some((x, y));
            }
            continue;
        }
        let place = pl.places[len - 1 - pos];
        for a in 0..letters {
            let t = d.next(q, a);
            if reach[len - pos - 1][t as usize] {
                let dg = decode_letter(&radices, a);
                stack.push((
                    t,
                    pos + 1,
                    x + dg[0] as u64 * place,
                    y + dg[1] as u64 * place,
                ));
            }
        }
    }
    None
}

/// The minimal automaton consistent with the members on every pair of `len` places, if a
/// closed table exists at this length (as [`super::learn::learn_at`], which it equals).
/// `Err` when more than `max_states` states are separated, or the members do not cover
/// the values of `len` places.
pub fn learn_pairs_at(
    num: &Numeration,
    pairs: &Pairs,
    len: usize,
    max_states: usize,
    attempt: &mut Attempt,
) -> Result<Option<Dfa>, LearnFailure> {
    if !num.msd {
        return Err(LearnFailure::Input(format!(
            "the learner reads msd systems only ({} is lsd: learn the msd automaton and reverse it)",
            num.name
        )));
    }
    match value_bound(num, len) {
        None => {
            return Err(LearnFailure::Input(format!(
                "length {len} is beyond 64-bit values in {}",
                num.name
            )));
        }
        Some(b) if b > pairs.bound() => {
            return Err(LearnFailure::Input(format!(
                "length {len} needs the members below {b} in {} (given below {})",
                num.name,
                pairs.bound()
            )));
        }
        Some(_) => {}
    }
    let pl = Places::new(num, len);
    let valid = valid_tuples(num, 2, crate::automaton::limits::DEFAULT_MEMORY, len)?;
    for m in 0..len {
        let table = build_table(pairs, &pl, num.radix, len, m, max_states);
        *attempt = Attempt {
            m,
            separated: match &table {
                Table::NotClosed(n) | Table::TooMany(n) => *n,
                Table::Hypothesis(h) => h.states() - 1,
            },
            closed: matches!(table, Table::Hypothesis(_)),
        };
        match table {
            Table::NotClosed(_) => return Ok(None),
            Table::TooMany(found) => {
                return Err(LearnFailure::TooManyStates {
                    max: max_states,
                    length: len,
                    found,
                });
            }
            Table::Hypothesis(h) => {
                let both = product(&h, &valid, |a, b| a && b, &Budget::default())
                    .map_err(|e| LearnFailure::Input(e.to_string()))?;
                let d = minimize(&both);
                if disagreement(&d, pairs, &pl, len).is_none() {
                    return Ok(Some(d));
                }
            }
        }
    }
    Ok(None)
}

/// Learn with growing `L` until the automaton is the same at two consecutive lengths, as
/// [`super::learn::learn`]; `data(len)` gives the members for length `len` (at least below
/// `U_len`; `Err(line)` stops learning with that line, e.g. a memory budget), and
/// `progress(len, states)` is told of each length tried.
pub fn learn_pairs(
    num: &Numeration,
    min_len: usize,
    max_len: usize,
    max_states: usize,
    data: &mut dyn FnMut(usize) -> Result<std::rc::Rc<Pairs>, String>,
    progress: &mut dyn FnMut(usize, Option<usize>, Attempt),
) -> Result<Learned, LearnFailure> {
    if max_states == 0 {
        return Err(LearnFailure::Input(
            "--max-states must be at least 1".into(),
        ));
    }
    let mut last: Option<Dfa> = None;
    for len in min_len.max(1)..=max_len {
        let pairs = data(len).map_err(LearnFailure::Input)?;
        let mut attempt = Attempt::default();
        let got = learn_pairs_at(num, &pairs, len, max_states, &mut attempt)?;
        progress(len, got.as_ref().map(Dfa::reported_states), attempt);
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
