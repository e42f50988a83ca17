//! The two cheap halves of the proved-set check: membership of each listed position, and
//! the number of accepted positions in the columns below a bound.
//!
//! Route: both read `x` and `y` on every place that fits in a `u64`, most significant
//! first, leading zeros included (the automaton's start state loops on the zero letter, so
//! the padding changes nothing). [`Member`] keeps, per lane (a line of positions), the
//! state reached before each place down to the low places: after a new `(x, y)` only the
//! places from the highest changed digit down are read again ([`Digits`] finds it), and
//! only when `x` or `y` leaves the interval that shares its digits above the low places
//! (of every lane: then the lane used is the one whose last `y` is nearest); the low
//! places are one look-up in
//! [`Low`], the verdict for every state and pair of remainders, built from the transition
//! table place by place. [`accepted_below`] evaluates the automaton's linear
//! representation: a row vector over (state, `x` below the bound so far, `y` above `x` so
//! far), one counting step per place over every letter `(a, d)`, restricted to productive
//! states (on greedy representations of one length the digit order is the numeric order,
//! so the flags are exact); its sum over accepting states with `x` below the bound is the
//! number of accepted positions. Every entry counts prefixes that extend to accepted
//! positions, so it stays near that number (no overflow; it saturates anyway, which can
//! only make a check fail).
//!
//! Cost: [`Member`]: per position, one look-up in the low table (at most 2^21 entries),
//! and when a coordinate leaves its interval (once in about `U_low` steps of a
//! coordinate) the changed places above it. Building [`Low`]: the levels below its top
//! place for every state, then the top level's rows of a state when a lane first reaches
//! it (span^2 entries each: 18225 for Lythoff with f = 5; the rest of the table is zeroed
//! memory never touched). [`accepted_below`]: places x live entries (at most 4 x states) x
//! radix^2, a few microseconds to a few hundred (W^2's 74 states).

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
    pub(super) low: Low,
}

/// The low places' table: for `s` a state and `xl, yl < span` (the values the places below
/// `low` can hold), whether reading the greedy digits of `xl` and `yl` on those places from
/// `s` ends in acceptance: `accept[(s * span + xl) * span + yl]`. Built from the
/// transition table alone, one place at a time; the top place's level, nearly all of the
/// table, only for the states a lane reaches ([`Low::rows`]: a stream reaches a few of
/// them, and the rest of the table is zeroed memory never written).
#[derive(Debug, Clone)]
pub(super) struct Low {
    /// The places below this one are read by the table.
    pub(super) places: usize,
    /// `U_low`: every greedy remainder below place `low` is below it.
    pub(super) span: u64,
    /// The entries of the states whose rows are built (`built`); `false` elsewhere.
    pub(super) accept: Vec<bool>,
    built: Vec<bool>,
    /// The verdicts on the places below `places - 1`, for every state (the level the top
    /// one is built from), and their span `U_{low - 1}`.
    below: Vec<bool>,
    u: usize,
}

/// At most this many entries (states x span^2) in the low table: a megabyte.
const LOW_ENTRIES: usize = 1 << 20;
/// A span below this is widened by one place if the table stays within twice
/// [`LOW_ENTRIES`]: a lane is re-read about once in `span` steps of a coordinate, which
/// costs more than the look-ups of the steps between when the span is this small (Lythoff
/// with f = 5: 64 states in base 6, span 26 within a megabyte, 135 within two;
/// `cargo bench --bench checked_output`, one thread: 1.27 to 1.10 of the unchecked time).
const MIN_SPAN: u64 = 64;

impl Low {
    /// The table on the most places that keep it within [`LOW_ENTRIES`] (one more when
    /// the span is below [`MIN_SPAN`], see there), its top level not yet built for any
    /// state; `Err` when a greedy digit of a remainder would reach the radix (not a greedy
    /// system).
    pub(super) fn new(
        radix: usize,
        states: usize,
        trans: &[u32],
        accepting: &[bool],
        places: &[u64],
    ) -> Result<Low, String> {
        let fits = |l: usize, entries: usize| {
            let u = places[l] as u128;
            (states as u128) * u * u <= entries as u128
        };
        let mut low = 0;
        while low + 1 < places.len() && fits(low + 1, LOW_ENTRIES) {
            low += 1;
        }
        if places[low] < MIN_SPAN && low + 1 < places.len() && fits(low + 1, 2 * LOW_ENTRIES) {
            low += 1;
        }
        // fin[(s * u + xl) * u + yl]: the state reached from s on the remainders' digits
        // on the places below l (l = 0: no place, the state itself). The last place's
        // level is read from the verdicts of the level below it (no table of states its
        // size).
        let mut fin: Vec<u32> = (0..states as u32).collect();
        let mut u = 1usize;
        for l in 0..low.saturating_sub(1) {
            (fin, u) = level(radix, states, trans, places, l, &fin, u)?;
        }
        let below: Vec<bool> = fin.iter().map(|&t| accepting[t as usize]).collect();
        if low == 0 {
            return Ok(Low {
                places: 0,
                span: 1,
                accept: below,
                built: vec![true; states],
                below: Vec::new(),
                u,
            });
        }
        let span = greedy_span(radix, places, low - 1, u)?;
        Ok(Low {
            places: low,
            span: span as u64,
            // Zeroed: its pages are mapped when a state's rows are first written.
            accept: vec![false; states * span * span],
            built: vec![false; states],
            below,
            u,
        })
    }

    /// Build the rows of state `s` (once): from the level below and the transitions of `s`.
    #[inline]
    pub(super) fn rows(&mut self, s: u32, radix: usize, trans: &[u32]) {
        let s = s as usize;
        if self.built[s] {
            return;
        }
        let (span, letters) = (self.span as usize, radix * radix);
        let row = &trans[s * letters..(s + 1) * letters];
        let block = &mut self.accept[s * span * span..(s + 1) * span * span];
        state_block(radix, row, &self.below, self.u, span, block);
        self.built[s] = true;
    }
}

/// `U_{l+1}`, the span of the places below `l + 1`, given `u = U_l`; `Err` unless every
/// remainder below place `l` is below `U_l` and the greedy digit at place `l` of a value
/// below `U_{l+1}` is below the radix.
fn greedy_span(radix: usize, places: &[u64], l: usize, u: usize) -> Result<usize, String> {
    let (p, nu) = (places[l] as usize, places[l + 1] as usize);
    // u is U_l: 1 at place 0, where p is 1 too.
    if p != u || (nu - 1) / p >= radix {
        return Err(format!(
            "the remainders below place {} are not greedy digits",
            l + 1
        ));
    }
    Ok(nu)
}

/// One level of [`Low::new`]: from `old`, a table on the places below `l` (remainders
/// below `u = U_l`; an entry per state reached, or its verdict), the same table on the
/// places below `l + 1`; with `U_{l+1}`. `Err` when a greedy digit at place `l` would reach
/// the radix.
fn level<T: Copy + Default>(
    radix: usize,
    states: usize,
    trans: &[u32],
    places: &[u64],
    l: usize,
    old: &[T],
    u: usize,
) -> Result<(Vec<T>, usize), String> {
    let letters = radix * radix;
    let nu = greedy_span(radix, places, l, u)?;
    let mut next = vec![T::default(); states * nu * nu];
    for (s, block) in next.chunks_exact_mut(nu * nu).enumerate() {
        state_block(
            radix,
            &trans[s * letters..(s + 1) * letters],
            old,
            u,
            nu,
            block,
        );
    }
    Ok((next, nu))
}

/// One state's block of a level: `row` its transitions, `old` the level below (span `u`),
/// `block` its `nu * nu` entries. The values below `nu` with digit `d` at the new place are
/// `d u + r` for the remainders `r` in order, so each row of the block is, digit by digit,
/// a run of a row of the old level: copied whole (no division or look-up per entry).
#[inline]
fn state_block<T: Copy>(
    radix: usize,
    row: &[u32],
    old: &[T],
    u: usize,
    nu: usize,
    block: &mut [T],
) {
    for (xl, new_row) in block.chunks_exact_mut(nu).enumerate() {
        let (a, rx) = (xl / u, xl % u);
        for (d, run) in new_row.chunks_mut(u).enumerate() {
            let t = row[a * radix + d] as usize;
            let from = (t * u + rx) * u;
            run.copy_from_slice(&old[from..from + run.len()]);
        }
    }
}

/// Membership of positions, each after the previous one, in lanes: a position is read by
/// a lane whose intervals hold it (one look-up; the lane that answered last on the same
/// side of the diagonal is tried first), else its digits are read into a lane never used or, once all are, the lane
/// whose last `y` is nearest. A stream whose positions lie on a few lines (several per
/// column, both halves of each column, lines of different slopes) keeps a lane on each
/// line, so each lane moves by small steps.
#[derive(Debug, Clone)]
pub(super) struct Member {
    lanes: [Lane; 8],
    /// The `y` each lane last read, `None` for a lane never used.
    last_y: [Option<u64>; 8],
    /// The lane that answered last, on each side of the diagonal (`y >= x` second).
    hot: [usize; 2],
}

/// The digits of the last `(x, y)` of a lane and the states above the low places.
#[derive(Debug, Clone)]
struct Lane {
    dx: Digits,
    dy: Digits,
    /// `st[i]` for `i >= low`: the state before place `i` is read (`st[places]` is the
    /// start).
    st: Vec<u32>,
    win: Window,
}

/// The positions a lane reads by one look-up: `x` in `bx .. bx + wx` and `y` in
/// `by .. by + wy` have the digits above the low places of the lane's last position;
/// `base` is `st[low] * span^2`, where their rows of the low table begin.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Window {
    bx: u64,
    wx: u64,
    by: u64,
    wy: u64,
    base: usize,
}

impl Window {
    /// The remainders of `(x, y)` in the window, when both lie in it.
    #[inline(always)]
    fn holds(&self, x: u64, y: u64) -> Option<(u64, u64)> {
        let (xl, yl) = (x.wrapping_sub(self.bx), y.wrapping_sub(self.by));
        (xl < self.wx && yl < self.wy).then_some((xl, yl))
    }

    /// The low table's verdict on `(x, y)` when the window holds it, `None` otherwise.
    #[inline(always)]
    pub(super) fn verdict(&self, t: &Low, x: u64, y: u64) -> Option<bool> {
        let (xl, yl) = self.holds(x, y)?;
        // Below `accept.len()` = states x span^2: `base` is a state's row start and both
        // remainders lie below the span (wrapping: the sum cannot overflow, and the index
        // is bounds-checked anyway).
        let i = (self.base)
            .wrapping_add((xl as usize).wrapping_mul(t.span as usize))
            .wrapping_add(yl as usize);
        Some(t.accept[i])
    }
}

impl Member {
    pub(super) fn new(t: &Tables) -> Member {
        let lane = Lane {
            dx: Digits::new(&t.places, t.low.places),
            dy: Digits::new(&t.places, t.low.places),
            st: vec![t.start; t.places.len() + 1],
            win: Window::default(),
        };
        Member {
            lanes: std::array::from_fn(|_| lane.clone()),
            last_y: [None; 8],
            hot: [0; 2],
        }
    }

    /// Whether `(x, y)` is accepted.
    #[inline]
    pub(super) fn accepts(&mut self, t: &mut Tables, x: u64, y: u64) -> bool {
        match self.hot(t, x, y) {
            Some(verdict) => verdict,
            None => self.other_lane(t, x, y),
        }
    }

    /// The verdict on `(x, y)` when the last lane of its side holds it (one look-up),
    /// `None` otherwise (then [`Member::accepts`] reads it into a lane).
    #[inline]
    pub(super) fn hot(&self, t: &Tables, x: u64, y: u64) -> Option<bool> {
        self.lanes[self.hot[usize::from(y >= x)]]
            .win
            .verdict(&t.low, x, y)
    }

    /// The windows of the last lanes, below the diagonal and on or above it: while
    /// [`Member::hot`] answers, it answers from these (no lane changes).
    pub(super) fn hot_windows(&self) -> [Window; 2] {
        self.hot.map(|i| self.lanes[i].win)
    }

    /// [`Member::accepts`] when the last lane's intervals do not hold `(x, y)`.
    #[cold]
    #[inline(never)]
    fn other_lane(&mut self, t: &mut Tables, x: u64, y: u64) -> bool {
        // On the last lane's line, just past its interval: read it there again.
        let side = usize::from(y >= x);
        let h = self.hot[side];
        if self.last_y[h].is_some_and(|l| l.abs_diff(y) <= self.lanes[h].win.wy.saturating_mul(4)) {
            return self.read_into(t, h, x, y);
        }
        for (i, lane) in self.lanes.iter().enumerate() {
            if let Some(verdict) = lane.win.verdict(&t.low, x, y) {
                self.hot[side] = i;
                return verdict;
            }
        }
        let i = (0..self.lanes.len())
            .min_by_key(|&i| self.last_y[i].map_or(0, |l| l.abs_diff(y).saturating_add(1)))
            .unwrap_or(0);
        self.read_into(t, i, x, y)
    }

    /// Read `(x, y)` into lane `i`, which becomes the last lane of its side.
    fn read_into(&mut self, t: &mut Tables, i: usize, x: u64, y: u64) -> bool {
        (self.hot[usize::from(y >= x)], self.last_y[i]) = (i, Some(y));
        let lane = &mut self.lanes[i];
        lane.read(t, x, y);
        match lane.win.verdict(&t.low, x, y) {
            Some(verdict) => verdict,
            // u64::MAX lies past the last interval (its end is exclusive).
            None => lane.walk_low(t, x, y),
        }
    }
}

impl Lane {
    /// The verdict on `(x, y)`, whose digits above the low places the lane has read, from
    /// the greedy digits of its remainders on the low places (the table's route, one
    /// transition per place).
    fn walk_low(&self, t: &Tables, x: u64, y: u64) -> bool {
        let (r, letters) = (t.radix, t.radix * t.radix);
        let low = t.low.places;
        let (mut rx, mut ry) = (x - self.dx.interval(low).0, y - self.dy.interval(low).0);
        let s = (0..low).rev().fold(self.st[low], |s, i| {
            let u = t.places[i];
            let (a, d) = (rx / u, ry / u);
            (rx, ry) = (rx % u, ry % u);
            t.trans[s as usize * letters + a as usize * r + d as usize]
        });
        t.accepting[s as usize]
    }

    /// Read the digits of `(x, y)` above the low places: from the highest changed one down.
    fn read(&mut self, t: &mut Tables, x: u64, y: u64) {
        let top = match (self.dx.set(x), self.dy.set(y)) {
            (None, None) => None,
            (a, b) => a.max(b),
        };
        let low = t.low.places;
        if let Some(top) = top.filter(|&top| top >= low) {
            let (r, letters) = (t.radix, t.radix * t.radix);
            for i in (low..=top).rev() {
                let letter = self.dx.d[i] as usize * r + self.dy.d[i] as usize;
                self.st[i] = t.trans[self.st[i + 1] as usize * letters + letter];
            }
        }
        let ((bx, ex), (by, ey)) = (self.dx.interval(low), self.dy.interval(low));
        let span = t.low.span as usize;
        t.low.rows(self.st[low], t.radix, &t.trans);
        self.win = Window {
            bx,
            wx: ex - bx,
            by,
            wy: ey - by,
            base: self.st[low] as usize * span * span,
        };
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
