//! Proved automata as twins: a game whose P-set is a proved automaton
//! (`proofs/walnut/automatic.*.automaton.txt`, each proved the P-set for every position by
//! its proof file beside it) checks an engine's stream against it at every position served.
//!
//! Route: the stream comes column by column (`x` nondecreasing). When a column is complete,
//! the automaton's own column — every `y` with `(x, y)` accepted, found by a depth-first walk
//! over the digits of `y` with the digits of `x` fixed, pruned at states that accept nothing
//! — must equal the listed one: that is membership (every listed position is a P-position)
//! and completeness (no P-position of the column is missing) at once. For the symmetric
//! games (Wythoff, W^k, Lythoff(2_f)) the stream lists `a <= b` and the walk keeps `y >= x`
//! (the lower half is the mirror of earlier columns' upper halves); for an altered game the
//! stream lists whole columns. Columns with nothing listed are walked too (and must be
//! empty). The walk reads `y` to `L` places, `L` two more than the column's largest listed
//! entry needs (at least 4): a factor of `U_{L}` / `U_{L-2}` (at least 2.6 in Zeckendorf,
//! 5.8 in Pell) past every listed entry and past `x`.
//!
//! Cost: per column, `L` levels times the live branches (measured: a few per level), so
//! O(digits) per position; nothing is kept but the current column.

use crate::automata::dfa::Dfa;
use crate::automata::eval::save;
use crate::automata::numeration::numeration;

/// A proved P-set automaton on `(x, y)`, both tracks in one numeration.
#[derive(Debug, Clone)]
pub struct ProvedSet {
    /// The automaton's file name (`automatic.wythoff.automaton.txt`).
    pub file: &'static str,
    dfa: Dfa,
    radix: u32,
    /// Place values `U_0, U_1, ...` that fit in a `u64`.
    places: Vec<u64>,
    productive: Vec<bool>,
    /// For automata of at most 128 states: per digit `a` of `x` and state `s`, the states
    /// reached on `(a, d)` for any digit `d` (`succ[a * states + s]`), and the accepting set.
    succ: Vec<u128>,
    accept: u128,
}

macro_rules! proved_file {
    ($stem:literal) => {
        (
            concat!($stem, ".automaton.txt"),
            include_str!(concat!("../../proofs/walnut/", $stem, ".automaton.txt")),
        )
    };
}

/// The proved P-set automata of the games: `(file, text)`.
const WYTHOFF: (&str, &str) = proved_file!("automatic.wythoff");
const BLOCKING: [(&str, &str); 3] = [
    proved_file!("automatic.blocking-k2"),
    proved_file!("automatic.blocking-k3"),
    proved_file!("automatic.blocking-k4-pell"),
];
const LYTHOFF2: [(&str, &str); 5] = [
    proved_file!("automatic.lythoff2-f1"),
    proved_file!("automatic.lythoff2-f2"),
    proved_file!("automatic.lythoff2-f3"),
    proved_file!("automatic.lythoff2-f4"),
    proved_file!("automatic.lythoff2-f5"),
];
/// The proved altered games: the spec and its automaton.
const ALTERED: [(&str, (&str, &str)); 4] = [
    ("N: 0,0", proved_file!("automatic.altered-misere")),
    ("P: box 2x2", proved_file!("automatic.altered-box2x2")),
    ("P: box 4x4", proved_file!("automatic.altered-box4x4")),
    (
        "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
        proved_file!("automatic.altered-hst-3x3"),
    ),
];

/// The games checked against a proved automaton (for `wythoff engines`): each with the
/// automaton's file.
pub fn listing() -> Vec<(String, &'static str)> {
    let mut v = vec![
        ("positions wythoff --count".to_string(), WYTHOFF.0),
        ("positions blocking --k 1".to_string(), WYTHOFF.0),
    ];
    for (k, f) in (2..).zip(BLOCKING) {
        v.push((format!("positions blocking --k {k}"), f.0));
    }
    for (f, file) in (1..).zip(LYTHOFF2) {
        v.push((format!("positions lythoff --piles 2 --f {f}"), file.0));
    }
    for (spec, file) in ALTERED {
        v.push((format!("positions altered --alter '{spec}'"), file.0));
    }
    v
}

impl ProvedSet {
    fn load(file: (&'static str, &'static str)) -> Result<ProvedSet, String> {
        let a = save::from_text(file.1).map_err(|e| format!("{}: {e}", file.0))?;
        let names: Vec<&str> = a.nums.iter().map(|n| n.name.as_str()).collect();
        if a.vars != ["x", "y"] || names.len() != 2 || names[0] != names[1] {
            return Err(format!(
                "{}: not an automaton on (x, y) in one base",
                file.0
            ));
        }
        let num = numeration(names[0])?;
        let places = num
            .system
            .places()
            .into_iter()
            .take_while(|&u| u <= u128::from(u64::MAX))
            .map(|u| u as u64)
            .collect();
        let productive = a.dfa.productive();
        let (states, r) = (a.dfa.states(), num.radix as usize);
        let (mut succ, mut accept) = (Vec::new(), 0u128);
        if states <= 128 {
            succ = vec![0u128; r * states];
            for x in 0..r {
                for st in 0..states {
                    for d in 0..r {
                        succ[x * states + st] |= 1u128 << a.dfa.next(st as u32, x * r + d);
                    }
                }
            }
            accept = (0..states as u32)
                .filter(|&st| a.dfa.is_accepting(st))
                .fold(0, |m, st| m | 1u128 << st);
        }
        Ok(ProvedSet {
            file: file.0,
            radix: num.radix,
            dfa: a.dfa,
            places,
            productive,
            succ,
            accept,
        })
    }

    /// Wythoff's game (`W^1`).
    pub fn wythoff() -> ProvedSet {
        Self::load(WYTHOFF).expect("the embedded Wythoff automaton reads")
    }

    /// Larsson's W^k for k = 1..=4.
    pub fn blocking(k: u64) -> Option<ProvedSet> {
        match k {
            1 => Some(Self::wythoff()),
            2..=4 => Self::load(BLOCKING[k as usize - 2]).ok(),
            _ => None,
        }
    }

    /// Lythoff(2_f) for the constant f = 1..=5.
    pub fn lythoff2(f: u64) -> Option<ProvedSet> {
        match f {
            1..=5 => Self::load(LYTHOFF2[f as usize - 1]).ok(),
            _ => None,
        }
    }

    /// The altered game `alt`, when it is one of the proved ones.
    pub fn altered(alt: &super::altered::Alteration) -> Option<ProvedSet> {
        if *alt == super::altered::Alteration::default() {
            return Some(Self::wythoff());
        }
        ALTERED.iter().find_map(|(spec, file)| {
            (super::altered::Alteration::parse(spec).ok().as_ref() == Some(alt))
                .then(|| Self::load(*file).ok())
                .flatten()
        })
    }

    /// Places needed for `v` (0 for 0).
    fn places_of(&self, v: u64) -> usize {
        self.places.iter().take_while(|&&u| u <= v).count()
    }

    /// The digits of `v` on `len` places, most significant first (greedy).
    fn digits(&self, mut v: u64, len: usize, out: &mut Vec<u32>) {
        out.clear();
        for i in (0..len).rev() {
            let u = self.places.get(i).copied().unwrap_or(u64::MAX);
            // Digits are below the radix: subtraction beats division here.
            let mut d = 0;
            while v >= u {
                v -= u;
                d += 1;
            }
            out.push(d);
        }
    }

    /// Whether `(x, y)` is accepted: one pass over the digits.
    pub fn accepts(&self, x: u64, y: u64) -> bool {
        let len = self.places_of(x.max(y));
        let (mut dx, mut dy) = (Vec::new(), Vec::new());
        self.digits(x, len, &mut dx);
        self.digits(y, len, &mut dy);
        let r = self.radix as usize;
        let s = dx.iter().zip(&dy).fold(self.dfa.start(), |s, (&a, &b)| {
            self.dfa.next(s, a as usize * r + b as usize)
        });
        self.dfa.is_accepting(s)
    }

    /// Every `y >= from` with `(x, y)` accepted and `y` on at most `len` places, increasing
    /// (`w` is scratch space, kept between calls).
    pub fn column(&self, x: u64, from: u64, len: usize, w: &mut Walk, out: &mut Vec<u64>) {
        out.clear();
        let len = len.max(self.places_of(x)).min(self.places.len());
        let mut dx = std::mem::take(&mut w.dx);
        self.digits(x, len, &mut dx);
        w.dx = dx;
        let mut df = std::mem::take(&mut w.df);
        self.digits(from, len, &mut df);
        w.df = df;
        let need = (len + 1) * self.dfa.states() * 2;
        w.stamp = w.stamp.wrapping_add(1);
        if w.dead.len() < need || w.stamp == 0 {
            w.dead = vec![0; need.max(w.dead.len())];
            w.stamp = 1;
        }
        self.live(w, len);
        self.walk(w, 0, self.dfa.start(), false, 0, out);
    }

    /// `w.live[i]`: the states at level `i` reachable from the start on the digits of `x`
    /// above it (any digits of `y`) and from which some digits of `y` below lead to
    /// acceptance (all states when the automaton has more than 128).
    fn live(&self, w: &mut Walk, len: usize) {
        w.live.clear();
        w.live.resize(len + 1, u128::MAX);
        if self.succ.is_empty() {
            return;
        }
        let states = self.dfa.states();
        let each = |mut m: u128, mut f: &mut dyn FnMut(usize)| {
            while m != 0 {
                f(m.trailing_zeros() as usize);
                m &= m - 1;
            }
            let _ = &mut f;
        };
        // Forward: reachable; backward: co-reachable within the reachable.
        w.live[0] = 1u128 << self.dfa.start();
        for i in 0..len {
            let row = &self.succ[w.dx[i] as usize * states..][..states];
            let mut next = 0u128;
            each(w.live[i], &mut |st| next |= row[st]);
            w.live[i + 1] = next;
        }
        w.live[len] &= self.accept;
        for i in (0..len).rev() {
            let row = &self.succ[w.dx[i] as usize * states..][..states];
            let below = w.live[i + 1];
            let mut keep = 0u128;
            each(w.live[i], &mut |st| {
                if row[st] & below != 0 {
                    keep |= 1u128 << st;
                }
            });
            w.live[i] = keep;
        }
    }

    /// The walk from `(i, s)`: pushes every accepted `y` below; `false` when there is none
    /// (then `(i, s, above)` is marked dead for this column).
    #[allow(clippy::too_many_arguments)]
    fn walk(
        &self,
        w: &mut Walk,
        i: usize,
        s: u32,
        above: bool,
        value: u64,
        out: &mut Vec<u64>,
    ) -> bool {
        if i == w.dx.len() {
            if self.dfa.is_accepting(s) {
                out.push(value);
                return true;
            }
            return false;
        }
        let key = (i * self.dfa.states() + s as usize) * 2 + usize::from(above);
        if w.dead[key] == w.stamp {
            return false;
        }
        let r = self.radix as usize;
        let place = self.places[w.dx.len() - 1 - i];
        let (x, low) = (w.dx[i] as usize, if above { 0 } else { w.df[i] });
        let mut found = false;
        for d in low..self.radix {
            let t = self.dfa.next(s, x * r + d as usize);
            if self.productive[t as usize] && (w.live[i + 1] >> t) & 1 == 1 {
                let v = value.saturating_add(u64::from(d).saturating_mul(place));
                found |= self.walk(w, i + 1, t, above || d > w.df[i], v, out);
            }
        }
        if !found {
            w.dead[key] = w.stamp;
        }
        found
    }
}

/// The scratch of [`ProvedSet::column`]: the digits of `x` and of the lower bound, and the
/// dead `(level, state, above)` triples of the current column (marked with its stamp).
#[derive(Debug, Clone, Default)]
pub struct Walk {
    dx: Vec<u32>,
    df: Vec<u32>,
    dead: Vec<u32>,
    stamp: u32,
    live: Vec<u128>,
}

/// Which half of each column the stream lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Half {
    /// `(a, b)` with `a <= b` (a symmetric game).
    Upper,
    /// Every `(x, y)` of the column.
    Whole,
}

/// A stream of positions, column by column, checked against a proved automaton.
#[derive(Debug, Clone)]
pub struct Checked {
    set: ProvedSet,
    half: Half,
    /// The current column and its listed entries; the next column to walk.
    x: u64,
    listed: Vec<u64>,
    next: u64,
    walked: Vec<u64>,
    scratch: Walk,
    /// Positions and columns checked.
    pub positions: u64,
    pub columns: u64,
}

impl Checked {
    /// A checker for a stream listing `half` of each column.
    pub fn new(set: ProvedSet, half: Half) -> Checked {
        Checked {
            set,
            half,
            x: 0,
            listed: Vec::new(),
            next: 0,
            walked: Vec::new(),
            scratch: Walk::default(),
            positions: 0,
            columns: 0,
        }
    }

    /// Take the next position of the stream.
    pub fn push(&mut self, x: u64, y: u64) -> Result<(), String> {
        if self.half == Half::Upper && y < x {
            return Err(format!("({x}, {y}) is listed with y < x"));
        }
        if x < self.x || (x == self.x && self.listed.last().is_some_and(|&l| y <= l)) {
            return Err(format!("({x}, {y}) is out of order"));
        }
        if x > self.x {
            self.close_to(x)?;
            self.x = x;
        }
        self.listed.push(y);
        self.positions += 1;
        Ok(())
    }

    /// Every column below `end` is complete: check them (the current one included when it
    /// lies below `end`).
    pub fn close_to(&mut self, end: u64) -> Result<(), String> {
        while self.next < end {
            let x = self.next;
            let own: &[u64] = if x == self.x { &self.listed } else { &[] };
            let top = own.last().copied().unwrap_or(0).max(x);
            let len = self.set.places_of(top).max(2) + 2;
            let from = if self.half == Half::Upper { x } else { 0 };
            self.set
                .column(x, from, len, &mut self.scratch, &mut self.walked);
            if self.walked != own {
                return Err(format!(
                    "column {x}: the engine lists y = {:?}, the proved automaton {} accepts y = {:?}",
                    short(own),
                    self.set.file,
                    short(&self.walked)
                ));
            }
            self.columns += 1;
            if x == self.x {
                self.listed.clear();
            }
            self.next = x + 1;
        }
        Ok(())
    }

    /// The positions of an unfinished last column: each must be accepted (its completeness
    /// is not known).
    pub fn finish_partial(&mut self) -> Result<(), String> {
        for &y in &self.listed {
            if !self.set.accepts(self.x, y) {
                return Err(format!(
                    "({}, {y}) is not accepted by the proved automaton {}",
                    self.x, self.set.file
                ));
            }
        }
        Ok(())
    }
}

impl Checked {
    /// The stream ended: every column before the last is complete, and the last one's
    /// positions are each accepted.
    pub fn finish(&mut self) -> Result<(), String> {
        self.close_to(self.x)?;
        self.finish_partial()
    }
}

/// An engine's stream of positions `[x, y, ...]` (one per item), each checked by a
/// [`Checked`] before it is handed on: the first `skip` are checked and not handed on (an
/// `--nth` request), a failure is handed on as an error item and ends the stream, and at
/// the end the columns are closed (to `end` when the stream is known to cover every column
/// below it, else the last column's positions are checked for membership only).
pub struct Stream<I> {
    inner: I,
    check: Checked,
    skip: u64,
    end: Option<u64>,
    done: bool,
}

impl<I> Stream<I> {
    /// See [`Stream`].
    pub fn new(inner: I, check: Checked, skip: u64, end: Option<u64>) -> Stream<I> {
        Stream {
            inner,
            check,
            skip,
            end,
            done: false,
        }
    }
}

impl<I, P> Iterator for Stream<I>
where
    I: Iterator<Item = Result<P, String>>,
    P: AsRef<[u64]>,
{
    type Item = Result<P, String>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let fail = |e: String| format!("the engine's output differs from the proved P-set: {e}");
        loop {
            match self.inner.next() {
                Some(Ok(p)) => {
                    let (x, y) = match p.as_ref() {
                        [x, y, ..] => (*x, *y),
                        _ => (0, 0),
                    };
                    if let Err(e) = self.check.push(x, y) {
                        self.done = true;
                        return Some(Err(fail(e)));
                    }
                    if self.skip > 0 {
                        self.skip -= 1;
                        continue;
                    }
                    return Some(Ok(p));
                }
                Some(Err(e)) => {
                    self.done = true;
                    return Some(Err(e));
                }
                None => {
                    self.done = true;
                    let closed = match self.end {
                        Some(end) => self.check.close_to(end),
                        None => self.check.finish(),
                    };
                    return closed.err().map(|e| Err(fail(e)));
                }
            }
        }
    }
}

fn short(v: &[u64]) -> String {
    if v.len() <= 8 {
        format!("{v:?}")
    } else {
        format!("{:?} and {} more", &v[..8], v.len() - 8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wythoff_membership_and_columns() {
        let w = ProvedSet::wythoff();
        // (0,0), (1,2), (3,5), (4,7), (6,10) and mirrors; (2,2), (1,3) are not.
        for (x, y) in [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (6, 10), (10, 6)] {
            assert!(w.accepts(x, y), "({x}, {y})");
        }
        for (x, y) in [(2, 2), (1, 3), (0, 1), (5, 8)] {
            assert!(!w.accepts(x, y), "({x}, {y})");
        }
        let (mut out, mut s) = (Vec::new(), Walk::default());
        w.column(3, 0, 6, &mut s, &mut out);
        assert_eq!(out, [5]);
        w.column(5, 0, 6, &mut s, &mut out);
        assert_eq!(out, [3]);
        w.column(5, 5, 6, &mut s, &mut out);
        assert!(out.is_empty());
    }

    #[test]
    fn a_missing_and_a_wrong_position_are_caught() {
        let pairs: Vec<(u64, u64)> = crate::games::wythoff::Pairs::new()
            .take(200)
            .map(|(_, a, b)| (a, b))
            .collect();
        let run = |list: &[(u64, u64)]| -> Result<(), String> {
            let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
            for &(a, b) in list {
                c.push(a, b)?;
            }
            let last = list.last().map_or(0, |p| p.0);
            c.close_to(last)
        };
        assert!(run(&pairs).is_ok());
        let mut missing = pairs.clone();
        missing.remove(100);
        let err = run(&missing).unwrap_err();
        assert!(err.contains(&format!("column {}", pairs[100].0)), "{err}");
        let mut wrong = pairs.clone();
        wrong[50].1 += 1;
        let err = run(&wrong).unwrap_err();
        assert!(err.contains(&format!("column {}", pairs[50].0)), "{err}");
    }

    #[test]
    fn every_proved_automaton_loads() {
        for k in 1..=4 {
            assert!(ProvedSet::blocking(k).is_some(), "k = {k}");
        }
        for f in 1..=5 {
            assert!(ProvedSet::lythoff2(f).is_some(), "f = {f}");
        }
        for (spec, _) in ALTERED {
            let alt = crate::games::altered::Alteration::parse(spec).unwrap();
            assert!(ProvedSet::altered(&alt).is_some(), "{spec}");
        }
        assert!(ProvedSet::blocking(5).is_none() && ProvedSet::lythoff2(6).is_none());
        let box3 = crate::games::altered::Alteration::p_box(3, 3);
        assert!(ProvedSet::altered(&box3).is_none());
    }
}
