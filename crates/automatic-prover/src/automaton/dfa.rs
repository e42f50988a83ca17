//! Deterministic automata over tuples of digits: the one data structure of the decision
//! procedure.
//!
//! An automaton reads words whose letters are tuples `(d_0, ..., d_{k-1})`, one digit per
//! *track* (one track per free variable), track `t` having digits `0..radix[t]`. A letter is
//! stored as one index in mixed radix, track 0 most significant:
//! `letter = ((d_0 * r_1 + d_1) * r_2 + d_2) ...`. With no track there is exactly one letter
//! (the empty tuple), so a closed formula's automaton reads words over a one-letter alphabet.
//!
//! Every [`Dfa`] is *complete*: a dense table of `states x letters` targets (`u32` ids), a
//! start state and an acceptance flag per state; a dead state, if needed, is an ordinary
//! state. Cost: `4 * states * letters` bytes for the table.

use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the state keys of [`Dfa::explore`] (integers and subsets of state
/// ids; no untrusted keys): multiply-rotate over 8-byte words.
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.0 = (self.0.rotate_left(5) ^ w).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut b = [0u8; 8];
            b[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_i64(&mut self, i: i64) {
        self.add(i as u64);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

/// A hash map keyed by automaton states, with [`FxHasher`].
pub type FxMap<K, V> = std::collections::HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// A complete deterministic automaton over tuples of digits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dfa {
    radices: Vec<u32>,
    letters: usize,
    trans: Vec<u32>,
    accept: Vec<bool>,
    start: u32,
}

/// The number of letters of an alphabet of tuples with these radices (1 with no track),
/// saturating at `usize::MAX` (such an alphabet never fits a budget).
pub fn letter_count(radices: &[u32]) -> usize {
    radices
        .iter()
        .fold(1usize, |acc, &r| acc.saturating_mul(r as usize))
}

/// The letter index of a digit tuple (track 0 most significant).
pub fn encode_letter(radices: &[u32], digits: &[u32]) -> usize {
    debug_assert_eq!(radices.len(), digits.len());
    digits
        .iter()
        .zip(radices)
        .fold(0usize, |acc, (&d, &r)| acc * r as usize + d as usize)
}

/// The digit tuple of a letter index (inverse of [`encode_letter`]).
pub fn decode_letter(radices: &[u32], mut letter: usize) -> Vec<u32> {
    let mut out = vec![0; radices.len()];
    for t in (0..radices.len()).rev() {
        let r = radices[t] as usize;
        out[t] = (letter % r) as u32;
        letter /= r;
    }
    out
}

impl Dfa {
    /// An automaton from its parts. `trans[s * letters + a]` is the target of state `s` on
    /// letter `a`. Panics if the parts are inconsistent (a programming error, never input).
    pub fn from_parts(radices: Vec<u32>, trans: Vec<u32>, accept: Vec<bool>, start: u32) -> Dfa {
        let letters = letter_count(&radices);
        assert!(radices.iter().all(|&r| r >= 1), "a radix is 0");
        assert_eq!(trans.len(), accept.len() * letters, "table size");
        assert!((start as usize) < accept.len(), "start state out of range");
        assert!(
            trans.iter().all(|&t| (t as usize) < accept.len()),
            "a target out of range"
        );
        Dfa {
            radices,
            letters,
            trans,
            accept,
            start,
        }
    }

    /// [`Dfa::from_parts`] for the tables this module's constructions build (targets in
    /// range by construction): the consistency checks run in debug builds only, saving a
    /// pass over the table.
    pub(crate) fn from_parts_trusted(
        radices: Vec<u32>,
        trans: Vec<u32>,
        accept: Vec<bool>,
        start: u32,
    ) -> Dfa {
        if cfg!(debug_assertions) {
            return Dfa::from_parts(radices, trans, accept, start);
        }
        let letters = letter_count(&radices);
        assert_eq!(trans.len(), accept.len() * letters, "table size");
        assert!((start as usize) < accept.len(), "start state out of range");
        Dfa {
            radices,
            letters,
            trans,
            accept,
            start,
        }
    }

    /// The automaton accepting every word (`all = true`) or none, over these radices.
    pub fn constant(radices: Vec<u32>, all: bool) -> Dfa {
        let letters = letter_count(&radices);
        Dfa::from_parts(radices, vec![0; letters], vec![all], 0)
    }

    /// For each state, the letters whose target is flagged in `live`, as compressed rows
    /// (offsets of `n + 1` entries, then the letters).
    pub fn live_letters(&self, live: &[bool]) -> (Vec<u32>, Vec<u32>) {
        let k = self.letters;
        let mut off = Vec::with_capacity(self.states() + 1);
        let mut out = Vec::new();
        off.push(0u32);
        for s in 0..self.states() {
            for (a, &t) in self.trans[s * k..(s + 1) * k].iter().enumerate() {
                if live[t as usize] {
                    out.push(a as u32);
                }
            }
            off.push(out.len() as u32);
        }
        (off, out)
    }

    /// The radix of each track.
    pub fn radices(&self) -> &[u32] {
        &self.radices
    }

    /// The number of tracks.
    pub fn tracks(&self) -> usize {
        self.radices.len()
    }

    /// The number of letters.
    pub fn letters(&self) -> usize {
        self.letters
    }

    /// The number of states (the dead state included, if there is one).
    pub fn states(&self) -> usize {
        self.accept.len()
    }

    /// The start state.
    pub fn start(&self) -> u32 {
        self.start
    }

    /// Whether `state` accepts.
    pub fn is_accepting(&self, state: u32) -> bool {
        self.accept[state as usize]
    }

    /// The acceptance flags.
    pub fn accepting(&self) -> &[bool] {
        &self.accept
    }

    /// The transition table (`states * letters` entries).
    pub fn table(&self) -> &[u32] {
        &self.trans
    }

    /// The target of `state` on `letter`.
    #[inline]
    pub fn next(&self, state: u32, letter: usize) -> u32 {
        self.trans[state as usize * self.letters + letter]
    }

    /// The state reached from the start on a word of letters.
    pub fn run(&self, word: impl IntoIterator<Item = usize>) -> u32 {
        word.into_iter().fold(self.start, |s, a| self.next(s, a))
    }

    /// Whether the automaton accepts a word of letter indices.
    pub fn accepts(&self, word: impl IntoIterator<Item = usize>) -> bool {
        self.is_accepting(self.run(word))
    }

    /// Whether the automaton accepts the word whose track `t` is `tracks[t]` (all the same
    /// length, digits in reading order).
    pub fn accepts_tracks(&self, tracks: &[Vec<u32>]) -> bool {
        assert_eq!(tracks.len(), self.tracks());
        let len = tracks.first().map_or(0, Vec::len);
        let mut digits = vec![0; tracks.len()];
        let word = (0..len).map(|i| {
            for (t, tr) in tracks.iter().enumerate() {
                digits[t] = tr[i];
            }
            encode_letter(&self.radices, &digits)
        });
        let w: Vec<usize> = word.collect();
        self.accepts(w)
    }

    /// The same automaton with acceptance complemented (relative to *all* words: the
    /// caller intersects with the valid representations).
    pub fn complement(&self) -> Dfa {
        Dfa {
            accept: self.accept.iter().map(|a| !a).collect(),
            ..self.clone()
        }
    }

    /// Whether the language is empty (no accepting state reachable).
    pub fn is_empty(&self) -> bool {
        self.reachable()
            .iter()
            .enumerate()
            .all(|(s, &r)| !r || !self.accept[s])
    }

    /// Which states are reachable from the start.
    pub fn reachable(&self) -> Vec<bool> {
        let mut seen = vec![false; self.states()];
        let mut stack = vec![self.start];
        seen[self.start as usize] = true;
        while let Some(s) = stack.pop() {
            for a in 0..self.letters {
                let t = self.next(s, a);
                if !seen[t as usize] {
                    seen[t as usize] = true;
                    stack.push(t);
                }
            }
        }
        seen
    }

    /// Which states can reach an accepting state (co-accessible states).
    pub fn productive(&self) -> Vec<bool> {
        self.productive_among(&vec![true; self.states()])
    }

    /// Which of the states flagged in `among` can reach an accepting state, where `among`
    /// is closed under transitions (all states, or the reachable ones); the others are
    /// `false`. One pass over their rows collects each distinct edge once (a state's row
    /// usually repeats a few targets, the dead state most), then a search backwards.
    pub fn productive_among(&self, among: &[bool]) -> Vec<bool> {
        let n = self.states();
        let mut edges = DistinctEdges::new(n);
        for s in (0..n).filter(|&s| among[s]) {
            for &t in self.row(s as u32) {
                edges.add(s as u32, t);
            }
        }
        edges.backwards((0..n).map(|s| among[s] && self.accept[s]).collect())
    }

    /// The reachable states and, among them, those that can reach acceptance (the
    /// *useful* ones), in one pass over the reachable rows.
    pub fn reachable_and_useful(&self) -> (Vec<bool>, Vec<bool>) {
        let n = self.states();
        let mut seen = vec![false; n];
        let mut edges = DistinctEdges::new(n);
        let mut stack = vec![self.start];
        seen[self.start as usize] = true;
        while let Some(s) = stack.pop() {
            for &t in self.row(s) {
                if !seen[t as usize] {
                    seen[t as usize] = true;
                    stack.push(t);
                }
                edges.add(s, t);
            }
        }
        let init = (0..n).map(|s| seen[s] && self.accept[s]).collect();
        (seen, edges.backwards(init))
    }

    /// The targets of `state`, letter by letter.
    #[inline]
    pub fn row(&self, state: u32) -> &[u32] {
        let k = self.letters;
        &self.trans[state as usize * k..(state as usize + 1) * k]
    }

    /// The number of states of this automaton as the `prove` command reports it, assuming it
    /// is minimal: the dead state is not counted, and the empty language counts as 1 state.
    pub fn reported_states(&self) -> usize {
        let productive = self.productive();
        let live = productive.iter().filter(|&&p| p).count();
        live.max(1)
    }
}

/// The distinct edges `s -> t` (any letter, self-loops left out) of some rows, kept by
/// target: a row's repeated targets are recognised by the last source seen per target.
struct DistinctEdges {
    last: Vec<u32>,
    edges: Vec<(u32, u32)>,
}

impl DistinctEdges {
    fn new(n: usize) -> DistinctEdges {
        DistinctEdges {
            last: vec![u32::MAX; n],
            edges: Vec::new(),
        }
    }

    #[inline]
    fn add(&mut self, s: u32, t: u32) {
        if self.last[t as usize] != s && t != s {
            self.last[t as usize] = s;
            self.edges.push((t, s));
        }
    }

    /// The states that reach a state flagged in `good` along the edges (`good` included).
    fn backwards(self, mut good: Vec<bool>) -> Vec<bool> {
        let n = self.last.len();
        let mut off = vec![0u32; n + 1];
        for &(t, _) in &self.edges {
            off[t as usize + 1] += 1;
        }
        for i in 1..off.len() {
            off[i] += off[i - 1];
        }
        let mut fill = off.clone();
        let mut pred = vec![0u32; self.edges.len()];
        for &(t, s) in &self.edges {
            pred[fill[t as usize] as usize] = s;
            fill[t as usize] += 1;
        }
        let mut stack: Vec<u32> = (0..n as u32).filter(|&s| good[s as usize]).collect();
        while let Some(t) = stack.pop() {
            for &p in &pred[off[t as usize] as usize..off[t as usize + 1] as usize] {
                if !good[p as usize] {
                    good[p as usize] = true;
                    stack.push(p);
                }
            }
        }
        good
    }
}
