//! The two cheap halves of the proved-set check: membership of each listed position, and
//! the number of accepted positions in the columns below a bound.
//!
//! Route: both read `x` and `y` on every place that fits in a `u64`, most significant
//! first, leading zeros included (the automaton's start state loops on the zero letter, so
//! the padding changes nothing). [`Member`] keeps the state reached before each place:
//! after a new `(x, y)` only the places from the highest changed digit down are read again
//! ([`Digits`] finds it). [`accepted_below`] evaluates the automaton's linear
//! representation: a row vector over (state, `x` below the bound so far, `y` above `x` so
//! far), one counting step per place over every letter `(a, d)`, restricted to productive
//! states (on greedy representations of one length the digit order is the numeric order,
//! so the flags are exact); its sum over accepting states with `x` below the bound is the
//! number of accepted positions. Every entry counts prefixes that extend to accepted
//! positions, so it stays near that number (no overflow; it saturates anyway, which can
//! only make a check fail).
//!
//! Cost: [`Member`]: per position, the changed places (a few, amortised) times one table
//! look-up. [`accepted_below`]: places x live entries (at most 4 x states) x radix^2, a few
//! microseconds to a few hundred (W^2's 74 states).

use super::digits::Digits;

/// The automaton as flat tables.
#[derive(Debug, Clone)]
pub(super) struct Tables {
    pub(super) radix: usize,
    pub(super) states: usize,
    pub(super) start: u32,
    /// `trans[s * radix^2 + a * radix + d]`.
    pub(super) trans: Vec<u32>,
    pub(super) accepting: Vec<bool>,
    pub(super) productive: Vec<bool>,
    pub(super) places: Vec<u64>,
}

/// Membership of positions, each after the previous one.
#[derive(Debug, Clone)]
pub(super) struct Member {
    dx: Digits,
    dy: Digits,
    /// `st[i]`: the state before place `i` is read (`st[places]` is the start).
    st: Vec<u32>,
}

impl Member {
    pub(super) fn new(t: &Tables) -> Member {
        let mut st = vec![t.start; t.places.len() + 1];
        st[t.places.len()] = t.start;
        Member {
            dx: Digits::new(&t.places),
            dy: Digits::new(&t.places),
            st,
        }
    }

    /// Whether `(x, y)` is accepted.
    pub(super) fn accepts(&mut self, t: &Tables, x: u64, y: u64) -> bool {
        let top = match (self.dx.set(x), self.dy.set(y)) {
            (None, None) => None,
            (a, b) => a.max(b),
        };
        if let Some(top) = top {
            let (r, letters) = (t.radix, t.radix * t.radix);
            for i in (0..=top).rev() {
                let letter = self.dx.d[i] as usize * r + self.dy.d[i] as usize;
                self.st[i] = t.trans[self.st[i + 1] as usize * letters + letter];
            }
        }
        t.accepting[self.st[0] as usize]
    }
}

/// The number of accepted `(x, y)` with `x < bound` (and `y >= x` when `upper`), every `y`
/// that fits on the places counted.
pub(super) fn accepted_below(t: &Tables, upper: bool, bound: u64) -> u64 {
    let n = t.places.len();
    // The greedy digits of the bound, place 0 first.
    let mut digits = vec![0usize; n];
    let mut rest = bound;
    for i in (0..n).rev() {
        while rest >= t.places[i] {
            rest -= t.places[i];
            digits[i] += 1;
        }
    }
    // Key: state * 4 + 2 * (x below the bound so far) + (y above x so far); x above the
    // bound, or y below x when `upper`, is dropped.
    let (r, letters, width) = (t.radix, t.radix * t.radix, t.states * 4);
    let (mut row, mut next) = (vec![0u64; width], vec![0u64; width]);
    let (mut live, mut out) = (vec![t.start as usize * 4], Vec::new());
    row[t.start as usize * 4] = 1;
    for &b in digits.iter().rev() {
        for &k in &live {
            let (s, below, above) = (k / 4, k & 2 != 0, k & 1 != 0);
            let v = std::mem::take(&mut row[k]);
            let top = if below { r } else { (b + 1).min(r) };
            for a in 0..top {
                let fx = below || a < b;
                for d in 0..r {
                    if upper && !above && d < a {
                        continue;
                    }
                    let state = t.trans[s * letters + a * r + d] as usize;
                    if !t.productive[state] {
                        continue;
                    }
                    let fy = !upper || above || d > a;
                    let key = state * 4 + 2 * usize::from(fx) + usize::from(fy);
                    if next[key] == 0 {
                        out.push(key);
                    }
                    next[key] = next[key].saturating_add(v);
                }
            }
        }
        std::mem::swap(&mut row, &mut next);
        std::mem::swap(&mut live, &mut out);
        out.clear();
    }
    live.iter()
        .filter(|&&k| k & 2 != 0 && t.accepting[k / 4])
        .fold(0u64, |sum, &k| sum.saturating_add(row[k]))
}
