//! Automata kept by their live transitions only: what the products and subset
//! constructions build before minimizing.
//!
//! A [`Sparse`] automaton lists, per state, the `(letter, target)` pairs its construction
//! found; every other letter goes to an implicit dead state. The W^4 proof's six-track
//! products have 729 letters and one or two live ones in a hundred, so building their
//! dense table (tens of megabytes, written, read once, freed) costs more than the rest.
//! [`Sparse::minimize`] goes straight to the minimal complete [`Dfa`], identical to
//! `minimize(&s.to_dense())`; [`Sparse::to_dense`] gives the complete automaton itself.
//!
//! Cost: memory `O(n + m)` for `n` states and `m` live transitions; the budget still counts
//! `n x letters` as the dense table would (the same limits as before, whatever the form),
//! and an exploration counts its keys, index and vectors besides ([`super::limits::Held`]).

use crate::automaton::dfa::{Dfa, FxMap, letter_count};
use crate::automaton::limits::{Budget, Overflow, chunk_bytes};
use crate::automaton::valmari::{Transitions, coarsest_partition};

/// An automaton by its live transitions; start state 0; every state reachable.
#[derive(Debug, Clone)]
pub struct Sparse {
    radices: Vec<u32>,
    letters: usize,
    off: Vec<u32>,
    letter: Vec<u32>,
    target: Vec<u32>,
    accept: Vec<bool>,
}

impl Dfa {
    /// Build by exploring states from `start`: `step(state, letter)` gives the next state
    /// key or `None` for the dead state; `accept(state)` says whether a key accepts. States
    /// are numbered in order of discovery (breadth first); the dead state, when reached,
    /// comes last. Counts states against `budget`.
    pub fn explore<K, S, A>(
        radices: Vec<u32>,
        start: K,
        mut step: S,
        accept: A,
        budget: &Budget,
        op: &'static str,
    ) -> Result<Dfa, Overflow>
    where
        K: Clone + Eq + std::hash::Hash,
        S: FnMut(&K, usize) -> Option<K>,
        A: FnMut(&K) -> bool,
    {
        let letters = letter_count(&radices);
        Sparse::explore(
            radices,
            start,
            |k, out| {
                for a in 0..letters {
                    if let Some(next) = step(k, a) {
                        out.push((a, next));
                    }
                }
            },
            accept,
            budget,
            op,
        )
        .map(|s| s.to_dense())
    }
}

impl Sparse {
    /// Build by exploring states from `start`: `step(state, out)` pushes the live
    /// transitions, as `(letter, next key)` with distinct letters in any order; every other
    /// letter goes to the dead state. States are numbered in order of discovery (breadth
    /// first). Counts `states x letters` against `budget` as a dense table would.
    pub fn explore<K, S, A>(
        radices: Vec<u32>,
        start: K,
        step: S,
        accept: A,
        budget: &Budget,
        op: &'static str,
    ) -> Result<Sparse, Overflow>
    where
        K: Clone + Eq + std::hash::Hash,
        S: FnMut(&K, &mut Vec<(usize, K)>),
        A: FnMut(&K) -> bool,
    {
        Sparse::explore_sized(radices, start, step, accept, |_| 0, budget, op)
    }

    /// [`Sparse::explore`] for keys that own memory (a subset construction's sets):
    /// `key_bytes(key)` is the heap memory of a key (0 for a key that owns none), counted
    /// twice as the allocator rounds it (the index and the queue hold it), with the
    /// index's buckets, the vectors' capacities and the table, against the budget's
    /// resident memory ([`super::limits::Held`]), before the key is stored; the index's next doubling is
    /// counted before it happens.
    pub fn explore_sized<K, S, A, B>(
        radices: Vec<u32>,
        start: K,
        mut step: S,
        mut accept: A,
        key_bytes: B,
        budget: &Budget,
        op: &'static str,
    ) -> Result<Sparse, Overflow>
    where
        K: Clone + Eq + std::hash::Hash,
        S: FnMut(&K, &mut Vec<(usize, K)>),
        A: FnMut(&K) -> bool,
        B: Fn(&K) -> usize,
    {
        let letters = letter_count(&radices);
        budget.check(op, 1, letters)?;
        let mut watch = budget.hold();
        let mut heap: u64 = 2 * chunk_bytes(key_bytes(&start));
        let mut ids: FxMap<K, u32> = FxMap::default();
        let mut keys = vec![start.clone()];
        ids.insert(start, 0);
        let mut off = vec![0u32];
        let mut letter: Vec<u32> = Vec::new();
        let mut target: Vec<u32> = Vec::new();
        let mut out: Vec<(usize, K)> = Vec::new();
        let mut i = 0;
        while i < keys.len() {
            budget.check(op, keys.len(), letters)?;
            let k = keys[i].clone();
            out.clear();
            step(&k, &mut out);
            debug_assert!(out.len() <= letters);
            for (a, next) in out.drain(..) {
                let t = match ids.get(&next) {
                    Some(&id) => id,
                    None => {
                        heap = heap.saturating_add(2 * chunk_bytes(key_bytes(&next)));
                        // The index's buckets (a key and an id, one control byte each) and
                        // the vectors' capacities; a full index doubles on this insertion.
                        let bucket = (std::mem::size_of::<(K, u32)>() + 1) as u64;
                        let buckets = |cap: usize| (cap as u64 * 8 / 7 + 1).next_power_of_two();
                        let index = buckets(ids.capacity()) * bucket;
                        let doubling = if ids.len() == ids.capacity() {
                            2 * index
                        } else {
                            0
                        };
                        let vectors = (keys.capacity() * std::mem::size_of::<K>()
                            + 4 * (letter.capacity() + target.capacity() + off.capacity()))
                            as u64;
                        let counted = heap.saturating_add(index).saturating_add(vectors);
                        watch.check(budget, op, keys.len() + 1, letters, counted, doubling)?;
                        let id = keys.len() as u32;
                        ids.insert(next.clone(), id);
                        keys.push(next);
                        id
                    }
                };
                letter.push(a as u32);
                target.push(t);
            }
            off.push(letter.len() as u32);
            i += 1;
        }
        Ok(Sparse {
            radices,
            letters,
            off,
            letter,
            target,
            accept: keys.iter().map(&mut accept).collect(),
        })
    }

    /// The number of states (the implicit dead state not counted).
    pub fn states(&self) -> usize {
        self.accept.len()
    }

    /// The live transitions of `state`, as (letters, targets); every other letter goes to
    /// the dead state.
    pub fn live(&self, state: usize) -> (&[u32], &[u32]) {
        self.row(state)
    }

    /// Whether `state` accepts.
    pub fn accepts(&self, state: usize) -> bool {
        self.accept[state]
    }

    /// The live transitions of `state`, as (letters, targets).
    fn row(&self, state: usize) -> (&[u32], &[u32]) {
        let (lo, hi) = (self.off[state] as usize, self.off[state + 1] as usize);
        (&self.letter[lo..hi], &self.target[lo..hi])
    }

    /// The complete automaton: the states in order, then the dead state if some letter of
    /// some state is missing.
    pub fn to_dense(&self) -> Dfa {
        let (n, k) = (self.states(), self.letters);
        const NONE: u32 = u32::MAX;
        let mut trans = vec![NONE; n * k];
        for s in 0..n {
            let (ls, ts) = self.row(s);
            for (&a, &t) in ls.iter().zip(ts) {
                trans[s * k + a as usize] = t;
            }
        }
        let mut accept = self.accept.clone();
        if self.letter.len() < n * k {
            let dead = n as u32;
            for t in trans.iter_mut().filter(|t| **t == NONE) {
                *t = dead;
            }
            trans.extend(std::iter::repeat_n(dead, k));
            accept.push(false);
        }
        Dfa::from_parts_trusted(self.radices.clone(), trans, accept, 0)
    }

    /// The minimal complete automaton of the same language, canonically numbered: the
    /// same table as `minimize(&self.to_dense())` (see [`crate::automaton::minimize`]), without the
    /// dense table of this automaton.
    pub fn minimize(&self) -> Dfa {
        let (n, k) = (self.states(), self.letters);
        // Useful states: every state is reachable; search backwards from acceptance.
        let mut in_off = vec![0u32; n + 1];
        for &t in &self.target {
            in_off[t as usize + 1] += 1;
        }
        for i in 1..in_off.len() {
            in_off[i] += in_off[i - 1];
        }
        let mut fill = in_off.clone();
        let mut pred = vec![0u32; self.target.len()];
        for s in 0..n {
            for &t in self.row(s).1 {
                pred[fill[t as usize] as usize] = s as u32;
                fill[t as usize] += 1;
            }
        }
        let mut useful = self.accept.clone();
        let mut stack: Vec<u32> = (0..n as u32).filter(|&s| useful[s as usize]).collect();
        while let Some(t) = stack.pop() {
            for &p in &pred[in_off[t as usize] as usize..in_off[t as usize + 1] as usize] {
                if !useful[p as usize] {
                    useful[p as usize] = true;
                    stack.push(p);
                }
            }
        }
        let (idx, kept, tr) = Transitions::among_useful(&useful, k, |s| {
            let (ls, ts) = self.row(s as usize);
            ls.iter().copied().zip(ts.iter().copied())
        });
        let accept: Vec<bool> = kept.iter().map(|&s| self.accept[s as usize]).collect();
        let (block, blocks) = coarsest_partition(kept.len(), &accept, &tr);
        let dead = blocks as u32;
        let class: Vec<u32> = (0..n)
            .map(|s| match idx[s] {
                u32::MAX => dead,
                i => block[i as usize],
            })
            .collect();
        // The quotient, breadth first from the start class, letters in increasing order;
        // the dead class (if reached) leads to itself and rejects.
        let mut rep = vec![u32::MAX; blocks + 1];
        for (s, &c) in class.iter().enumerate() {
            if rep[c as usize] == u32::MAX {
                rep[c as usize] = s as u32;
            }
        }
        let mut new_id = vec![u32::MAX; blocks + 1];
        let mut order: Vec<u32> = vec![class[0]];
        new_id[class[0] as usize] = 0;
        let mut row = vec![dead; k];
        let mut trans: Vec<u32> = Vec::new();
        let mut acc = Vec::new();
        let mut i = 0;
        while i < order.len() {
            let c = order[i];
            row.fill(dead);
            if c != dead {
                let r = rep[c as usize] as usize;
                let (ls, ts) = self.row(r);
                for (&a, &t) in ls.iter().zip(ts) {
                    row[a as usize] = class[t as usize];
                }
                acc.push(self.accept[r]);
            } else {
                acc.push(false);
            }
            trans.reserve(k);
            for &c in &row {
                let c = c as usize;
                if new_id[c] == u32::MAX {
                    new_id[c] = order.len() as u32;
                    order.push(c as u32);
                }
                trans.push(new_id[c]);
            }
            i += 1;
        }
        Dfa::from_parts_trusted(self.radices.clone(), trans, acc, 0)
    }
}
