//! The fast path of [`super::exact`] (the engine of `positions l1`): the same P-positions
//! as [`super::exact::TrueL1`], found by a cheaper route in the common case, over flat windows of
//! bits instead of [`crate::games::sliding_set::SlidingSet`].
//!
//! ## Route
//! The lemma of [`super::exact`] (module doc, derived from the move rule): with `F` the
//! values and `D` the absolute differences of the P-positions of smaller sum, `m = Mex F`,
//! `delta = Mex D`, a sorted triple `a <= b <= c` of a larger sum is a P-position iff
//! `a, b, c` are not in `F` and `b-a, c-b, c-a` are not in `D`; the next sum holds every
//! admissible triple of the least admissible sum. Every admissible triple has `a >= m`,
//! `b - a >= delta`, `c - b >= delta`, so it is `(m + x, m + x + delta + y, m + x + 2 delta
//! + y + z)` with `x, y, z >= 0` and its sum is `3m + 3 delta + e`, `e = 3x + 2y + z`.
//!
//! * **Excess 0** (the common case: about 80% of the steps to n = 10^7). `e = 0` only for
//!   `T = (m, m + delta, m + 2 delta)`, the least sum any later P-position can have. Its
//!   values `m` and its differences `delta, delta` are absent by the definition of the
//!   mexes, so `T` is admissible iff `m + delta`, `m + 2 delta` are not in `F` and
//!   `2 delta` is not in `D`: three bit reads. If so, `T` is the next P-position and the
//!   only one of its sum (no other triple has excess 0).
//! * **Excess 1..=6**: otherwise the triples of excess `e = 1, 2, ...` are tried in turn,
//!   each `e` completely (every `(x, y, z)` with `3x + 2y + z = e`, in lexicographic order
//!   of the triple); the first `e` with an admissible triple gives the next sum, and every
//!   admissible triple of that `e` is kept (all of that sum: a triple of that sum has that
//!   excess). A pair `(a, b)` found blocked (`a` or `b` in `F`, or `b - a` in `D`) is not
//!   tried again for a larger `z`.
//! * **Beyond**: if no triple of excess `<= 6` is admissible, the bounded search of
//!   [`super::exact::TrueL1`] runs unchanged (it assumes nothing about the excess).
//!
//! Nothing here assumes where P-positions lie: every branch decides by the lemma.
//! Measured to n = 10^7 (not assumed): the excess is 0, 2, 3 or 4.
//!
//! The sets: a [`Window`] keeps the members from (about) the mex to the largest member
//! in a flat vector of words; every read the search makes is at or above the current mex
//! (`a >= m`, `b - a >= delta`, ...), so a member below the mex need not be stored: the
//! excess-0 step does not write `m` and `delta` (the new mexes are searched from
//! `m + 1`, `delta + 1`). [`FastL1::plain`] switches the same type back to the plain path
//! ([`super::exact::TrueL1`] itself), so the tests compare the two paths and the
//! literal-rule checker on one iterator type.
//!
//! ## Cost
//! Memory: the two windows (values from the mex to the largest value, differences from
//! their mex to the largest difference: about `(3.3 n + 1.7 n)` bits) plus at most about a
//! 32nd dead and a 64th of growth slack (measured peak at n = 10^9 in docs/engines.md). Time: in
//! the common case three bit reads, three bit writes and two mex scans of one word each
//! per position; `nth` (what `positions l1 --nth` runs) takes the runs of excess-0 steps
//! with the mexes in registers (`Rings::run_fast`). `positions l1 --count` computes on
//! one thread and prints on the other (`positions/pipeline.rs`). Measured in docs/engines.md
//! (`benches/l1_speed.rs`, side by side with a plain C greedy).

use super::exact::{Sorted, TrueL1};

/// A set of non-negative integers whose members below `64 off` are all present, stored
/// as a flat vector of words for `[64 off, 64 (off + len))` (nothing is a member above).
///
/// A read is one subtraction, one bounds check and one load. The words wholly below the
/// mex are dead; they are dropped (the live words moved down, `copy_within`) only when
/// the vector must grow and they are at least a 32nd of it, and the vector grows by a
/// 64th at least: the capacity stays within about `1 + 1/32 + 1/64` of the live window,
/// and each live word is moved about 32 times per word of mex advance (a fraction of a
/// word per position).
#[derive(Debug, Clone, Default)]
pub struct Window {
    words: Vec<u64>,
    /// Word index of `words[0]`; every integer below `64 off` is a member.
    off: u64,
    /// The last mex (the words wholly below it are dead, droppable).
    mex: u64,
}

impl Window {
    /// Whether `v` is a member.
    #[inline(always)]
    pub fn contains(&self, v: u64) -> bool {
        v >> 6 < self.off || self.has(v)
    }

    /// Whether `v` is a member, for `v >= 64 off` (every read of the search is at or above
    /// the mex, see the module doc; a read below panics under overflow checks).
    #[inline(always)]
    pub fn has(&self, v: u64) -> bool {
        let i = ((v >> 6) - self.off) as usize;
        match self.words.get(i) {
            Some(w) => w >> (v & 63) & 1 == 1,
            None => false,
        }
    }

    /// Insert `v`.
    #[inline(always)]
    pub fn insert(&mut self, v: u64) {
        if v >> 6 < self.off {
            return;
        }
        let mut i = ((v >> 6) - self.off) as usize;
        if i >= self.words.len() {
            self.grow(i);
            i = ((v >> 6) - self.off) as usize;
        }
        self.words[i] |= 1 << (v & 63);
    }

    /// Make word `i` exist: drop the dead words first if they are a 32nd of the vector,
    /// else grow by a 64th at least (`reserve_exact`: a large vector is reallocated in
    /// place where the allocator can, so the peak is not old + new).
    #[cold]
    #[inline(never)]
    fn grow(&mut self, i: usize) {
        let mut need = i + 1;
        let dead = ((self.mex >> 6).max(self.off) - self.off) as usize;
        if need > self.words.capacity() && dead > 0 && dead * 32 >= self.words.len() {
            self.words.copy_within(dead.., 0);
            self.words.truncate(self.words.len() - dead);
            self.off += dead as u64;
            need -= dead;
        }
        if need > self.words.capacity() {
            let extra = (need - self.words.len()).max(self.words.len() / 64).max(64);
            self.words.reserve_exact(extra);
        }
        let len = self.words.capacity().max(need);
        self.words.resize(len, 0);
    }

    /// The least non-member `>= from`.
    #[inline(always)]
    pub fn next_absent(&self, from: u64) -> u64 {
        let mut v = from.max(self.off << 6);
        loop {
            let Some(&w) = self.words.get(((v >> 6) - self.off) as usize) else {
                return v;
            };
            let w = !w & (!0u64 << (v & 63));
            if w != 0 {
                return (v & !63) + u64::from(w.trailing_zeros());
            }
            v = (v | 63) + 1;
        }
    }

    /// The least non-member `>= from` (the current mex); the words wholly below it become
    /// dead (dropped at the next growth).
    #[inline(always)]
    pub fn advance_mex(&mut self, from: u64) -> u64 {
        let mex = self.next_absent(from);
        self.mex = mex;
        mex
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

/// The least non-member `>= from` of the words `w` of a [`Window`] at word offset `off`
/// (`from >= 64 off`; past the words nothing is a member): [`Window::next_absent`] on
/// borrowed words.
#[inline(always)]
fn next_absent_in(w: &[u64], off: u64, from: u64) -> u64 {
    let mut v = from;
    loop {
        let Some(&x) = w.get(((v >> 6) - off) as usize) else {
            return v;
        };
        let x = !x & (!0u64 << (v & 63));
        if x != 0 {
            return (v & !63) + u64::from(x.trailing_zeros());
        }
        v = (v | 63) + 1;
    }
}

/// Whether `v` is in the words `w` of a [`Window`] at word offset `off` (`v >= 64 off`).
#[inline(always)]
fn bit_in(w: &[u64], off: u64, v: u64) -> bool {
    w.get(((v >> 6) - off) as usize)
        .is_some_and(|x| x >> (v & 63) & 1 == 1)
}

/// The triples of excess `e = 1, 2, ..., 6` in turn (module doc), each excess completely,
/// given the mexes `m`, `d` and membership tests of the values (`hv`) and differences
/// (`hd`) at or above them: every admissible triple of the first excess that has one goes
/// to `sink` (lexicographic), and their number is returned (0: none up to excess 6).
#[inline(always)]
fn least_excess(
    hv: impl Fn(u64) -> bool,
    hd: impl Fn(u64) -> bool,
    m: u64,
    d: u64,
    mut sink: impl FnMut(Sorted),
) -> usize {
    // Bit `4x + y`: the pair (a, b) = (m + x, m + x + d + y) is blocked.
    let mut blocked = 0u32;
    let mut k = 0;
    for &end in &EXCESS_END {
        let mut count = 0usize;
        while k < end {
            let (x, y, z) = EXCESS[k];
            k += 1;
            let bit = 1u32 << (4 * x + y);
            if blocked & bit != 0 {
                continue;
            }
            let (a, b) = (m + x, m + x + d + y);
            if hv(b) || hd(d + y) || hv(a) {
                blocked |= bit;
                continue;
            }
            let c = b + d + z;
            if hv(c) || hd(d + z) || hd(2 * d + y + z) {
                continue;
            }
            sink([a, b, c]);
            count += 1;
        }
        if count > 0 {
            return count;
        }
    }
    0
}

/// The triples `(x, y, z)` of excess `e = 3x + 2y + z` for `e = 1..=6`, by `e`, then in
/// lexicographic order of the triple `(m + x, m + x + delta + y, ...)` (`x`, then `y`).
const EXCESS: [(u64, u64, u64); 22] = [
    (0, 0, 1),
    (0, 0, 2),
    (0, 1, 0),
    (0, 0, 3),
    (0, 1, 1),
    (1, 0, 0),
    (0, 0, 4),
    (0, 1, 2),
    (0, 2, 0),
    (1, 0, 1),
    (0, 0, 5),
    (0, 1, 3),
    (0, 2, 1),
    (1, 0, 2),
    (1, 1, 0),
    (0, 0, 6),
    (0, 1, 4),
    (0, 2, 2),
    (0, 3, 0),
    (1, 0, 3),
    (1, 1, 1),
    (2, 0, 0),
];

/// Where each excess ends in [`EXCESS`] (excess 1 is `EXCESS[0..1]`, 2 is `[1..3]`, ...).
const EXCESS_END: [usize; 6] = [1, 3, 6, 10, 15, 22];

/// The engine of `positions l1`: the search of [`TrueL1`] over [`Window`] sets (the fast
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
    values: Window,
    diffs: Window,
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

    /// Take `n` steps, discarding the positions (`nth`): runs of steps go through
    /// [`Self::run_fast`], the steps it leaves through [`Self::step`].
    fn skip(&mut self, n: usize) {
        let mut left = n;
        while left > 0 {
            left -= self.run_fast(left);
            if left > 0 {
                self.step();
                left -= 1;
            }
        }
    }

    /// Up to `n` steps in a row, exactly as in [`Self::step`], with the mexes in registers
    /// and the words read and written in place; returns how many were taken. It stops
    /// before a step that needs a window to grow, whose least excess is above 6 or held by
    /// several triples, or when positions are pending.
    fn run_fast(&mut self, n: usize) -> usize {
        if !self.pending.is_empty() {
            return 0;
        }
        let (mut m, mut d) = (self.m, self.delta);
        let (voff, doff) = (self.values.off, self.diffs.off);
        let vw = &mut self.values.words[..];
        let dw = &mut self.diffs.words[..];
        let mut k = 0;
        while k < n {
            let (b, c, dd) = (m + d, m + 2 * d, 2 * d);
            let (ib, ic, id) = (
                ((b >> 6) - voff) as usize,
                ((c >> 6) - voff) as usize,
                ((dd >> 6) - doff) as usize,
            );
            // ib <= ic; past the end the value is absent, but the write needs growth.
            if ic >= vw.len() || id >= dw.len() {
                break;
            }
            let (bb, cb, db) = (1u64 << (b & 63), 1u64 << (c & 63), 1u64 << (dd & 63));
            if vw[ib] & bb != 0 || vw[ic] & cb != 0 || dw[id] & db != 0 {
                // Excess 1..=6 in place when one triple has the least excess; else (none,
                // several, or a write past the windows) the step is left to `step`.
                let mut t: Sorted = [0; 3];
                let count = least_excess(
                    |v| bit_in(vw, voff, v),
                    |v| bit_in(dw, doff, v),
                    m,
                    d,
                    |u| t = u,
                );
                let [a, b, c] = t;
                if count != 1
                    || ((c >> 6) - voff) as usize >= vw.len()
                    || (((c - a) >> 6) - doff) as usize >= dw.len()
                {
                    break;
                }
                for v in [a, b, c] {
                    vw[((v >> 6) - voff) as usize] |= 1 << (v & 63);
                }
                for v in [b - a, c - b, c - a] {
                    dw[((v >> 6) - doff) as usize] |= 1 << (v & 63);
                }
                m = next_absent_in(vw, voff, m);
                d = next_absent_in(dw, doff, d);
                k += 1;
                continue;
            }
            vw[ib] |= bb;
            vw[ic] |= cb;
            dw[id] |= db;
            m = next_absent_in(vw, voff, m + 1);
            d = next_absent_in(dw, doff, d + 1);
            k += 1;
        }
        self.m = m;
        self.delta = d;
        self.values.mex = m;
        self.diffs.mex = d;
        k
    }

    /// The next P-position: the excess-0 test, else [`Self::slow`] (module doc).
    #[inline(always)]
    fn step(&mut self) -> Sorted {
        if let Some(t) = self.pending.pop() {
            return t;
        }
        let (m, d) = (self.m, self.delta);
        let (b, c, dd) = (m + d, m + 2 * d, 2 * d);
        if !self.values.has(b) && !self.values.has(c) && !self.diffs.has(dd) {
            // m and d are below the new mexes: never read again, not written (module doc).
            self.values.insert(b);
            self.values.insert(c);
            self.diffs.insert(dd);
            self.m = self.values.advance_mex(m + 1);
            self.delta = self.diffs.advance_mex(d + 1);
            return [m, b, c];
        }
        self.slow()
    }

    /// The triples of excess `1..=6` ([`least_excess`]); else [`Self::general`].
    #[inline(never)]
    fn slow(&mut self) -> Sorted {
        let (m, d) = (self.m, self.delta);
        self.found.clear();
        let (values, diffs, found) = (&self.values, &self.diffs, &mut self.found);
        let count = least_excess(|v| values.has(v), |v| diffs.has(v), m, d, |t| found.push(t));
        match count {
            0 => self.general(),
            1 => {
                let t = self.found[0];
                self.record(t);
                self.m = self.values.advance_mex(m);
                self.delta = self.diffs.advance_mex(d);
                t
            }
            _ => self.emit_found(),
        }
    }

    /// Record every triple of `found` (one sum, lexicographic), queue them, yield the first.
    #[cold]
    fn emit_found(&mut self) -> Sorted {
        let mut found = std::mem::take(&mut self.found);
        found.sort_unstable();
        for &t in &found {
            self.record(t);
        }
        self.pending.extend(found.iter().rev().copied());
        found.clear();
        self.found = found;
        self.m = self.values.advance_mex(self.m);
        self.delta = self.diffs.advance_mex(self.delta);
        self.pending.pop().expect("a sum with P-positions")
    }

    /// The bounded search of `TrueL1::next_layer`, unchanged.
    #[cold]
    #[inline(never)]
    fn general(&mut self) -> Sorted {
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
                r.skip(n);
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
    fn nth_runs_of_excess_0_steps_then_next_equal_the_plain_list() {
        // `nth` takes runs of excess-0 steps in registers (`run_fast`); the state it leaves
        // must go on exactly like the step-by-step path.
        let list: Vec<Sorted> = FastL1::plain().take(60_000).collect();
        for k in (0..1500).chain([4095, 4096, 20_000, 49_999]) {
            let mut e = FastL1::new();
            assert_eq!(e.nth(k), Some(list[k]), "nth({k})");
            assert!(
                e.take(100).eq(list[k + 1..k + 101].iter().copied()),
                "after nth({k})"
            );
        }
    }

    #[test]
    fn the_window_against_a_btree_set() {
        let mut r = Window::default();
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
            assert_eq!(r.advance_mex((r.off << 6).max(mex.saturating_sub(3))), mex);
            let probe = mex + (x >> 20) % 300;
            assert_eq!(r.contains(probe), set.contains(&probe), "{probe}");
            // Below the mex every value is a member, in the dropped words too.
            if mex > 0 {
                let below = (x >> 30) % mex;
                assert!(r.contains(below), "{below} below the mex {mex}");
                // Inserting a member again (below the window too) changes nothing.
                r.insert(below);
            }
            let want = (probe..).find(|v| !set.contains(v)).unwrap();
            assert_eq!(r.next_absent(probe), want);
        }
    }

    /// Below the window's words every value is a member (the dropped words), above them
    /// none is; inside, exactly the inserted ones.
    #[test]
    fn the_window_below_and_above_its_words() {
        let mut r = Window::default();
        for v in 0..10_000 {
            r.insert(v);
        }
        r.insert(20_000);
        assert_eq!(r.advance_mex(0), 10_000);
        for v in (10_001..400_000).step_by(97) {
            r.insert(v);
        }
        assert!(r.off > 0, "no dead word was dropped");
        let lo = r.off << 6;
        assert!(r.contains(lo - 1) && r.contains(0) && r.contains(lo / 2));
        let hi = (r.off + r.words.len() as u64) << 6;
        assert!(!r.contains(hi) && !r.contains(hi + 12_345) && !r.contains(u64::MAX));
        assert!(r.contains(20_000) && !r.contains(20_001) && !r.contains(10_000));
    }
}
