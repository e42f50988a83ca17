//! The fast path of [`super::exact`] (the engine of `positions l1`): the same search, step
//! for step, over ring bit sets instead of [`crate::games::sliding_set::SlidingSet`], and
//! with positions handed out without a queue when a sum holds one P-position.
//!
//! ## Route
//! Exactly the search of [`super::exact::TrueL1`] (see its module doc: the lemma, the
//! bounds `3a + 3 delta`, `a + 2b + delta`, every triple of the least sum kept). Only the
//! sets differ: a [`Ring`] keeps the members in `[base, base + 64 len)` in a circular
//! vector of words, so dropping the words below the mex is clearing them in place (no
//! moving of a dead prefix), and every query the search makes lies at or above the mex
//! (`b >= a + delta`, `c - b >= delta`): a query never needs the "below the base" rule
//! beyond one predictable compare. [`FastL1::plain`] switches the same type back to the
//! plain path ([`super::exact::TrueL1`] itself), so the tests compare the two paths and
//! the literal-rule checker on one iterator type.
//!
//! ## Cost
//! Memory: the two windows (values from the mex to the largest value, differences from
//! their mex to the largest difference: about `(3.3 n + 1.7 n)` bits) plus a sixteenth of
//! slack, grown in place (measured peak at n = 10^9 in the README). Time: a few word reads per position (measured in the README:
//! `benches/l1_speed.rs`).

use super::exact::{Sorted, TrueL1};

/// A set of non-negative integers whose members below `base` are all present, stored as a
/// ring of words for `[base, base + 64 len)`.
#[derive(Debug, Clone, Default)]
pub struct Ring {
    words: Vec<u64>,
    /// Ring index of the word holding `base`.
    head: usize,
    /// A multiple of 64: every integer below it is a member.
    base: u64,
}

impl Ring {
    /// Ring index of the word of `v` (`v >= base`, inside the ring).
    #[inline(always)]
    fn slot(&self, v: u64) -> usize {
        let i = ((v - self.base) >> 6) as usize + self.head;
        if i >= self.words.len() {
            i - self.words.len()
        } else {
            i
        }
    }

    /// Whether `v` lies inside the ring's span.
    #[inline(always)]
    fn inside(&self, v: u64) -> bool {
        ((v - self.base) >> 6) < self.words.len() as u64
    }

    /// Whether `v` is a member.
    #[inline(always)]
    pub fn contains(&self, v: u64) -> bool {
        v < self.base || (self.inside(v) && self.words[self.slot(v)] >> (v & 63) & 1 == 1)
    }

    /// Insert `v`.
    #[inline(always)]
    pub fn insert(&mut self, v: u64) {
        if v < self.base {
            return;
        }
        if !self.inside(v) {
            self.grow(v);
        }
        let s = self.slot(v);
        self.words[s] |= 1 << (v & 63);
    }

    /// Make room for `v`: rotate the ring in place so that it starts at index 0, then grow
    /// the vector by a sixteenth at least (`resize`: a large vector is reallocated in
    /// place where the allocator can, so the peak is not old + new).
    #[cold]
    #[inline(never)]
    fn grow(&mut self, v: u64) {
        let need = ((v - self.base) >> 6) as usize + 1;
        let len = need.max(self.words.len() + self.words.len() / 16).max(64);
        self.words.rotate_left(self.head);
        self.head = 0;
        self.words.reserve_exact(len - self.words.len());
        self.words.resize(len, 0);
    }

    /// The least non-member `>= from` (`from >= base`).
    #[inline(always)]
    pub fn next_absent(&self, from: u64) -> u64 {
        let mut v = from.max(self.base);
        loop {
            if !self.inside(v) {
                return v;
            }
            let w = !self.words[self.slot(v)] & (!0u64 << (v & 63));
            if w != 0 {
                return (v & !63) + u64::from(w.trailing_zeros());
            }
            v = (v | 63) + 1;
        }
    }

    /// The least non-member `>= from` (the current mex); the words wholly below it are
    /// cleared and the base moves up to its word.
    #[inline(always)]
    pub fn advance_mex(&mut self, from: u64) -> u64 {
        let mex = self.next_absent(from);
        while self.base + 64 <= mex && !self.words.is_empty() {
            let h = self.head;
            self.words[h] = 0;
            self.head = if h + 1 == self.words.len() { 0 } else { h + 1 };
            self.base += 64;
        }
        if self.words.is_empty() {
            self.base = mex & !63;
        }
        mex
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

/// The engine of `positions l1`: the search of [`TrueL1`] over [`Ring`] sets (the fast
/// path), or [`TrueL1`] itself ([`FastL1::plain`]).
#[derive(Debug, Clone)]
pub enum FastL1 {
    /// The fast path.
    Fast(Box<Rings>),
    /// The plain path.
    Plain(Box<TrueL1>),
}

/// The fast path's state.
#[derive(Debug, Clone, Default)]
pub struct Rings {
    values: Ring,
    diffs: Ring,
    m: u64,
    delta: u64,
    /// P-positions of the current sum not yet yielded, in reverse order.
    pending: Vec<Sorted>,
    found: Vec<Sorted>,
}

impl Default for FastL1 {
    fn default() -> Self {
        Self::new()
    }
}

impl FastL1 {
    /// The fast path at `n = 0`.
    pub fn new() -> Self {
        FastL1::Fast(Box::default())
    }

    /// The plain path ([`TrueL1`]) at `n = 0`.
    pub fn plain() -> Self {
        FastL1::Plain(Box::new(TrueL1::new()))
    }

    /// Bytes of the windows.
    pub fn window_bytes(&self) -> usize {
        match self {
            FastL1::Fast(r) => r.values.bytes() + r.diffs.bytes(),
            FastL1::Plain(t) => t.window_bytes(),
        }
    }
}

impl Rings {
    #[inline(always)]
    fn next_b(&self, a: u64, from: u64) -> u64 {
        let mut b = from;
        loop {
            let b1 = self.values.next_absent(b);
            let b2 = a + self.diffs.next_absent(b1 - a);
            if b2 == b1 {
                return b1;
            }
            b = b2;
        }
    }

    #[inline(always)]
    fn next_c(&self, a: u64, b: u64, from: u64) -> u64 {
        let mut c = from;
        loop {
            let c1 = self.values.next_absent(c);
            let c2 = b + self.diffs.next_absent(c1 - b);
            let c3 = a + self.diffs.next_absent(c2 - a);
            if c3 == c1 {
                return c1;
            }
            c = c3;
        }
    }

    #[inline(always)]
    fn record(&mut self, [a, b, c]: Sorted) {
        self.values.insert(a);
        self.values.insert(b);
        self.values.insert(c);
        self.diffs.insert(b - a);
        self.diffs.insert(c - b);
        self.diffs.insert(c - a);
    }

    /// The next P-position (the search of `TrueL1::next_layer`).
    #[inline(always)]
    fn step(&mut self) -> Sorted {
        if let Some(t) = self.pending.pop() {
            return t;
        }
        let (m, delta) = (self.m, self.delta);
        let mut best = u64::MAX;
        let mut first: Sorted = [0; 3];
        let mut count = 0usize;
        let mut a = self.values.next_absent(m);
        while 3 * a + 3 * delta <= best {
            let mut b = self.next_b(a, a + delta);
            while a + 2 * b + delta <= best {
                let c = self.next_c(a, b, b + delta);
                let s = a + b + c;
                if s < best {
                    best = s;
                    count = 0;
                    self.found.clear();
                }
                if s == best {
                    if count == 0 {
                        first = [a, b, c];
                    } else {
                        if count == 1 {
                            self.found.push(first);
                        }
                        self.found.push([a, b, c]);
                    }
                    count += 1;
                }
                if a + 2 * (b + 1) + delta > best {
                    break;
                }
                b = self.next_b(a, b + 1);
            }
            if 3 * (a + 1) + 3 * delta > best {
                break;
            }
            a = self.values.next_absent(a + 1);
        }
        let out = if count == 1 {
            self.record(first);
            first
        } else {
            let mut found = std::mem::take(&mut self.found);
            found.sort_unstable();
            for &t in &found {
                self.record(t);
            }
            self.pending.extend(found.iter().rev().copied());
            found.clear();
            self.found = found;
            self.pending.pop().expect("a sum with P-positions")
        };
        self.m = self.values.advance_mex(self.m);
        self.delta = self.diffs.advance_mex(self.delta);
        out
    }
}

impl Iterator for FastL1 {
    type Item = Sorted;
    #[inline]
    fn next(&mut self) -> Option<Sorted> {
        match self {
            FastL1::Fast(r) => Some(r.step()),
            FastL1::Plain(t) => t.next(),
        }
    }

    fn nth(&mut self, n: usize) -> Option<Sorted> {
        match self {
            FastL1::Fast(r) => {
                for _ in 0..n {
                    r.step();
                }
                Some(r.step())
            }
            FastL1::Plain(t) => t.nth(n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fast_path_equals_the_plain_path() {
        let n = 200_000;
        assert!(FastL1::new().take(n).eq(FastL1::plain().take(n)));
        assert_eq!(FastL1::new().nth(n), TrueL1::new().nth(n));
    }

    #[test]
    fn the_ring_against_a_hash_set() {
        let mut r = Ring::default();
        let mut set = std::collections::BTreeSet::new();
        let mut mex = 0;
        let mut x = 7u64;
        for step in 0..20_000u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let v = mex + (x >> 40) % (64 + step / 10);
            r.insert(v);
            set.insert(v);
            while set.contains(&mex) {
                mex += 1;
            }
            assert_eq!(r.advance_mex(r.base.max(mex.saturating_sub(3))), mex);
            let probe = mex + (x >> 20) % 300;
            assert_eq!(r.contains(probe), set.contains(&probe), "{probe}");
            let want = (probe..).find(|v| !set.contains(v)).unwrap();
            assert_eq!(r.next_absent(probe), want);
        }
    }
}
