//! Proved automata as twins: a game whose P-set is a proved automaton
//! (`proofs/walnut/automatic.*.automaton.txt`, each proved the P-set for every position by
//! its proof file beside it) checks an engine's stream against it at every position served.
//!
//! Route: the stream comes column by column (`x` nondecreasing). Each listed position is
//! read by the automaton as it comes (membership: it is a P-position), reusing the states
//! of the previous position on the common high digits and reading the low digits in one
//! look-up of a table built from the automaton (`incremental::Member`). Every 16384
//! columns, and at the end, the number of positions the automaton accepts in the columns
//! below the current one (its linear representation evaluated at that bound,
//! `incremental::accepted_below`) must exceed the last such count by the number listed
//! since (completeness: each column accepts at least what it lists, all listed ones being
//! members, so equal sums mean equal columns and no P-position is missing). A difference
//! is bisected to the first column that differs, and that column is walked
//! ([`ProvedSet::column`]: a depth-first walk over the digits of `y` with the digits of `x`
//! fixed, pruned at states that accept nothing) to name the `y` that differ; the walk is
//! also the slow twin of both halves in the tests. For the symmetric games (Wythoff, W^k,
//! Lythoff(2_f)) the stream lists `a <= b` and the count keeps `y >= x` (the lower half is
//! the mirror of earlier columns' upper halves); for an altered game the stream lists whole
//! columns. Columns with nothing listed are counted too (and must count 0). The count
//! covers every `y` that fits in a `u64`, so a P-position listed in no column is caught
//! however far up its column it lies.
//!
//! Cost: per position, a few comparisons (in order, on the half listed, inside the last
//! lane's intervals) and one look-up in the low places' table, inlined where the stream is
//! read ([`Checked::push`]; [`Stream::fill`] checks a whole batch in one loop on the
//! engine's thread); the changed digits above the low places when a coordinate leaves its
//! interval (once in tens to hundreds of steps). A few nanoseconds in all
//! (`benches/checked_output.rs`; the ratios in `docs/engines.md`). Per 16384 columns, one
//! count: places x live entries x radix^2. Building the low table: each row is copied in
//! runs from the level below (a million entries at most, under a millisecond, once per
//! stream). An error is reported up to 16384 columns after its column; the positions kept
//! for it are those since the last count.

mod digits;
mod incremental;

use automatic_prover::automaton::dfa::Dfa;
use automatic_prover::numeration::numeration;
use automatic_prover::walnut::save;
use incremental::{Low, Member, Tables, Window, accepted_below};

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
    tables: Tables,
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
        let all = num.system.places();
        let places: Vec<u64> = all
            .iter()
            .take_while(|&&u| u <= u128::from(u64::MAX))
            .map(|&u| u as u64)
            .collect();
        // The incremental check reads every u64 on `places` most significant first, padded
        // with leading zeros: the greedy digits must fit, and the zero letter must leave
        // the start state where it is.
        if !num.msd || places.len() == all.len() || places.len() < 2 {
            return Err(format!(
                "{}: not a most-significant-first system whose places pass 2^64",
                file.0
            ));
        }
        if a.dfa.next(a.dfa.start(), 0) != a.dfa.start() {
            return Err(format!("{}: leading zeros move the start state", file.0));
        }
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
        let (trans, accepting) = (a.dfa.table().to_vec(), a.dfa.accepting().to_vec());
        let low = Low::new(r, states, &trans, &accepting, &places)
            .map_err(|e| format!("{}: {e}", file.0))?;
        let tables = Tables {
            radix: r,
            states,
            start: a.dfa.start(),
            trans,
            accepting,
            productive: productive.clone(),
            places: places.clone(),
            low,
        };
        Ok(ProvedSet {
            file: file.0,
            radix: num.radix,
            dfa: a.dfa,
            places,
            productive,
            succ,
            accept,
            tables,
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
    /// The current column.
    x: u64,
    /// The least position that may come next (the stream is ordered by `(x, y)`).
    next: (u64, u64),
    /// The column at which the columns below are counted (`columns + BLOCK`).
    close_at: u64,
    /// The positions listed since column `columns`, in order.
    pending: Vec<(u64, u64)>,
    /// The accepted positions in the columns below `columns`.
    accepted: u64,
    member: Member,
    /// Positions checked (each a member), and columns checked complete (every column below).
    pub positions: u64,
    pub columns: u64,
}

/// Whether `(x, y)` lies in [`Checked::push`]'s usual case as far as its bounds go: at or
/// after `next` (the stream is ordered by `(x, y)`), on the half listed, and before the
/// column `close_at` where the next count is due. The usual case also needs a last lane's
/// verdict; [`Stream::run`] further keeps `y` below `u64::MAX`, after which `next` moves to
/// the next column.
#[inline(always)]
fn usual_bounds(next: (u64, u64), whole: bool, close_at: u64, x: u64, y: u64) -> bool {
    let (nx, ny) = next;
    (x > nx || (x == nx && y >= ny)) && (whole || y >= x) && x < close_at
}

/// [`Checked::push`]'s usual case for a run of positions checked in one loop
/// ([`Stream::fill`], [`Ahead`]), its state held in locals (nothing re-read from memory per
/// position): the order bound, the two last lanes' windows, and (beside it, in the caller's
/// own local) the positions listed since the last count. A position in it is in order, on
/// the half listed, before the next count, below `y = u64::MAX`, and accepted by a last
/// lane's window; any other is left to [`Checked::push`].
struct Usual {
    windows: [Window; 2],
    whole: bool,
    close_at: u64,
    next: (u64, u64),
    /// The number of pending positions at [`Usual::open`].
    start: usize,
}

impl Usual {
    /// The usual case of `c` as it stands, and its pending positions (taken out of it
    /// until [`Usual::close`]).
    #[inline(always)]
    fn open(c: &mut Checked) -> (Usual, Vec<(u64, u64)>) {
        let usual = Usual {
            windows: c.member.hot_windows(),
            whole: c.half == Half::Whole,
            close_at: c.close_at,
            next: c.next,
            start: c.pending.len(),
        };
        (usual, std::mem::take(&mut c.pending))
    }

    /// Take the position `p` (its first two coordinates) into `pending` when it is in the
    /// usual case and accepted; `false` (nothing taken) otherwise.
    #[inline(always)]
    fn admit(&mut self, low: &Low, pending: &mut Vec<(u64, u64)>, p: &[u64]) -> bool {
        let (x, y) = match p {
            [x, y, ..] => (*x, *y),
            _ => return false,
        };
        let window = if y >= x {
            &self.windows[1]
        } else {
            &self.windows[0]
        };
        let usual = usual_bounds(self.next, self.whole, self.close_at, x, y)
            && y < u64::MAX
            && window.verdict(low, x, y) == Some(true);
        if usual {
            pending.push((x, y));
            self.next = (x, y + 1);
        }
        usual
    }

    /// Hand the state and the pending positions back to `c`.
    #[inline(always)]
    fn close(self, c: &mut Checked, pending: Vec<(u64, u64)>) {
        let taken = pending.len() - self.start;
        c.pending = pending;
        if taken > 0 {
            (c.x, c.next) = (self.next.0, self.next);
            c.positions += taken as u64;
        }
    }
}

/// Columns are counted when the stream has moved this many past the last count.
const BLOCK: u64 = 1 << 14;

impl Checked {
    /// A checker for a stream listing `half` of each column.
    pub fn new(set: ProvedSet, half: Half) -> Checked {
        let member = Member::new(&set.tables);
        Checked {
            set,
            half,
            x: 0,
            next: (0, 0),
            close_at: BLOCK,
            pending: Vec::new(),
            accepted: 0,
            member,
            positions: 0,
            columns: 0,
        }
    }

    /// Take the next position of the stream: it must be accepted (columns are checked
    /// complete in blocks as the stream moves on).
    #[inline(always)]
    pub fn push(&mut self, x: u64, y: u64) -> Result<(), String> {
        // The usual case in a few comparisons: in order, on the half listed, before the
        // next count, read by the last lane; anything else takes `push_slow`.
        let whole = self.half == Half::Whole;
        if usual_bounds(self.next, whole, self.close_at, x, y)
            && let Some(verdict) = self.member.hot(&self.set.tables, x, y)
        {
            self.pending.push((x, y));
            self.advance(x, y);
            if verdict {
                self.positions += 1;
                return Ok(());
            }
            return Err(self.rejected(x, y));
        }
        self.push_slow(x, y)
    }

    /// `(x, y)` was taken: the next position must come after it.
    #[inline]
    fn advance(&mut self, x: u64, y: u64) {
        self.x = x;
        self.next = match (y.checked_add(1), x.checked_add(1)) {
            (Some(ny), _) => (x, ny),
            (None, Some(nx)) => (nx, 0),
            // (u64::MAX, u64::MAX): nothing may follow; the usual case is closed for good
            // and `push_slow` refuses every position (none is after it).
            (None, None) => {
                self.close_at = 0;
                (x, y)
            }
        };
    }

    /// [`Checked::push`] off its usual case.
    #[cold]
    #[inline(never)]
    fn push_slow(&mut self, x: u64, y: u64) -> Result<(), String> {
        if self.half == Half::Upper && y < x {
            return Err(format!("({x}, {y}) is listed with y < x"));
        }
        let last = self.pending.last().filter(|p| p.0 == x);
        if x < self.x || last.is_some_and(|&(_, l)| y <= l) {
            return Err(format!("({x}, {y}) is out of order"));
        }
        if x >= self.close_at {
            self.close_to(x)?;
        }
        self.advance(x, y);
        self.pending.push((x, y));
        if !self.member.accepts(&mut self.set.tables, x, y) {
            return Err(self.rejected(x, y));
        }
        self.positions += 1;
        Ok(())
    }

    /// The error for a listed `(x, y)` the automaton rejects.
    #[cold]
    #[inline(never)]
    fn rejected(&self, x: u64, y: u64) -> String {
        self.differs(x, &format!("({x}, {y}) is not accepted; "))
    }

    /// Every column below `end` is complete: check them (the current one included when it
    /// lies below `end`). The listed positions are members, so each column's accepted count
    /// is at least its listed one: the counts agree on every column exactly when they agree
    /// on their sum, and a difference is found by bisection on the first column that differs.
    pub fn close_to(&mut self, end: u64) -> Result<(), String> {
        if end <= self.columns {
            return Ok(());
        }
        let upper = self.half == Half::Upper;
        let excess = |c: &Checked, e: u64, below: u64| {
            let listed = c.pending.partition_point(|p| p.0 < e) as u64;
            // Never below 0 (see above); a wrap would only be reported as a difference.
            below.wrapping_sub(c.accepted).wrapping_sub(listed)
        };
        let total = accepted_below(&self.set.tables, upper, end);
        if excess(self, end, total) != 0 {
            // Columns below lo are complete; some column below hi is not.
            let (mut lo, mut hi) = (self.columns, end);
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                if excess(self, mid, accepted_below(&self.set.tables, upper, mid)) == 0 {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return Err(self.differs(lo, ""));
        }
        self.accepted = total;
        let done = self.pending.partition_point(|p| p.0 < end);
        self.pending.drain(..done);
        self.columns = end;
        self.close_at = end.saturating_add(BLOCK);
        Ok(())
    }

    /// The error for column `x`: what the engine listed and what the automaton accepts
    /// (walked on every place of a `u64`).
    fn differs(&self, x: u64, what: &str) -> String {
        let own: Vec<u64> = self
            .pending
            .iter()
            .filter(|p| p.0 == x)
            .map(|p| p.1)
            .collect();
        let from = if self.half == Half::Upper { x } else { 0 };
        let mut walked = Vec::new();
        let len = self.set.places.len();
        self.set
            .column(x, from, len, &mut Walk::default(), &mut walked);
        format!(
            "column {x}: {what}the engine lists y = {}, the proved automaton {} accepts y = {}",
            short(&own),
            self.set.file,
            short(&walked)
        )
    }

    /// The stream ended: every column before the last is complete (the last one's
    /// positions were each accepted as they came).
    pub fn finish(&mut self) -> Result<(), String> {
        self.close_to(self.x)
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

impl<I, P> Stream<I>
where
    I: Iterator<Item = Result<P, String>>,
    P: AsRef<[u64]>,
{
    /// Append the next items to `batch` until it holds `max` (fewer only at the end): the
    /// items [`Stream`]'s `next` gives, in one loop (the engine's thread of
    /// `positions::pipeline::batched`). Runs of positions in [`Checked::push`]'s usual case
    /// are checked by [`Stream::run`], with its state in locals.
    pub fn fill(&mut self, batch: &mut Vec<Result<P, String>>, max: usize) {
        while batch.len() < max && !self.done {
            let item = if self.skip == 0 {
                match self.run(batch, max) {
                    Some(item) => item,
                    None => return,
                }
            } else {
                self.inner.next()
            };
            match self.take(item) {
                Some(Some(item)) => batch.push(item),
                Some(None) => return,
                None => {}
            }
        }
    }

    /// Hand positions of the engine to `batch` while each takes [`Checked::push`]'s usual
    /// case ([`Usual`]): the engine's item that leaves it (`take` checks it the full way),
    /// or `None` once `batch` holds `max`.
    #[inline(always)]
    fn run(
        &mut self,
        batch: &mut Vec<Result<P, String>>,
        max: usize,
    ) -> Option<Option<Result<P, String>>> {
        let c = &mut self.check;
        let (mut usual, mut pending) = Usual::open(c);
        let low = &c.set.tables.low;
        let left = loop {
            if batch.len() >= max {
                break None;
            }
            let item = self.inner.next();
            match &item {
                Some(Ok(p)) if usual.admit(low, &mut pending, p.as_ref()) => {}
                _ => break Some(item),
            }
            if let Some(item) = item {
                batch.push(item);
            }
        };
        usual.close(c, pending);
        left
    }

    /// The next item (see [`Stream`]).
    #[inline(always)]
    fn step(&mut self) -> Option<Result<P, String>> {
        while !self.done {
            let item = self.inner.next();
            if let Some(out) = self.take(item) {
                return out;
            }
        }
        None
    }

    /// Check an item of the engine: `Some` of what to hand on (`None` at the end), or
    /// `None` when it was checked and skipped.
    #[inline(always)]
    fn take(&mut self, item: Option<Result<P, String>>) -> Option<Option<Result<P, String>>> {
        let fail = |e: String| format!("the engine's output differs from the proved P-set: {e}");
        match item {
            Some(Ok(p)) => {
                let (x, y) = match p.as_ref() {
                    [x, y, ..] => (*x, *y),
                    _ => (0, 0),
                };
                if let Err(e) = self.check.push(x, y) {
                    self.done = true;
                    return Some(Some(Err(fail(e))));
                }
                if self.skip > 0 {
                    self.skip -= 1;
                    return None;
                }
                Some(Some(Ok(p)))
            }
            Some(Err(e)) => {
                self.done = true;
                Some(Some(Err(e)))
            }
            None => {
                self.done = true;
                let closed = match self.end {
                    Some(end) => self.check.close_to(end),
                    None => self.check.finish(),
                };
                Some(closed.err().map(|e| Err(fail(e))))
            }
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
        self.step()
    }
}

/// An iterator whose next items are already computed and can be read in place (a batch
/// handed over by another thread): [`Ahead`] checks them there, in one loop.
pub trait Buffered: Iterator {
    /// The items `next` gives next, before it must compute more (possibly none).
    fn buffered(&self) -> &[Self::Item];
}

/// A [`Stream`] over an engine whose items arrive in batches ([`Buffered`]): the same
/// items and errors as the stream's `next`, but the leading items of each batch that take
/// [`Checked::push`]'s usual case are checked in place, in one loop, before they are handed
/// on (the printing thread's side of `positions`: a per-item `next` costs several times
/// the loop). Any other item is checked by the stream's `next`.
pub struct Ahead<I> {
    stream: Stream<I>,
    /// Items at the front of the engine's buffer already checked.
    ahead: usize,
}

impl<I> Ahead<I> {
    /// See [`Ahead`].
    pub fn new(stream: Stream<I>) -> Ahead<I> {
        Ahead { stream, ahead: 0 }
    }
}

impl<I, P> Iterator for Ahead<I>
where
    I: Buffered<Item = Result<P, String>>,
    P: AsRef<[u64]>,
{
    type Item = Result<P, String>;

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let s = &mut self.stream;
        if self.ahead == 0 && s.skip == 0 && !s.done {
            let c = &mut s.check;
            let (mut usual, mut pending) = Usual::open(c);
            let low = &c.set.tables.low;
            self.ahead = s
                .inner
                .buffered()
                .iter()
                .take_while(
                    |item| matches!(item, Ok(p) if usual.admit(low, &mut pending, p.as_ref())),
                )
                .count();
            usual.close(c, pending);
        }
        if self.ahead > 0 {
            self.ahead -= 1;
            return s.inner.next();
        }
        s.step()
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

    /// Wythoff's first `n` pairs `(a_n, b_n)`.
    fn wythoff_pairs(n: usize) -> Vec<(u64, u64)> {
        crate::games::wythoff::Pairs::new()
            .take(n)
            .map(|(_, a, b)| (a, b))
            .collect()
    }

    #[test]
    fn a_missing_and_a_wrong_position_are_caught() {
        let pairs = wythoff_pairs(200);
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
    fn positions_out_of_order_or_below_the_diagonal_are_refused() {
        // Wythoff's pairs from (3, 5) on, so that the lanes hold the positions around each
        // case (the usual, inlined path) as well as at the first position (the slow one).
        let pairs = wythoff_pairs(300);
        let run = |list: &[(u64, u64)]| -> Result<(), String> {
            let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
            list.iter().try_for_each(|&(a, b)| c.push(a, b))
        };
        assert!(run(&pairs).is_ok());
        for at in [1usize, 150, 299] {
            let (a, b) = pairs[at];
            let (pa, pb) = pairs[at - 1];
            let cases = [
                // The same position again, an earlier column (lower and higher), the same
                // column lower.
                ((pa, pb), "out of order"),
                ((pa.saturating_sub(1), pb), "out of order"),
                ((pa.saturating_sub(1), pb + 1), "out of order"),
                ((pa, pb.saturating_sub(1)), "out of order"),
                // Below the diagonal.
                ((b, a), "y < x"),
            ];
            for ((x, y), why) in cases {
                // At the first column there is no earlier one.
                if pa == 0 && (x, y) == (0, pb + 1) {
                    continue;
                }
                let mut list = pairs[..at].to_vec();
                list.push((x, y));
                let err = run(&list).unwrap_err();
                assert!(err.contains(why), "after {:?}: ({x}, {y}): {err}", (pa, pb));
            }
        }
        // After y = u64::MAX nothing in its column may follow; after (u64::MAX, u64::MAX)
        // nothing at all.
        let mut c = Checked::new(ProvedSet::wythoff(), Half::Whole);
        c.advance(7, u64::MAX);
        assert_eq!(c.next, (8, 0));
        c.advance(u64::MAX, u64::MAX);
        assert!(c.close_at == 0 && c.push(u64::MAX, u64::MAX).is_err());
    }

    #[test]
    fn a_stream_filled_in_batches_gives_the_items_of_its_next() {
        // Wythoff's pairs with one changed, and with one missing: the items and the error
        // (at the same place) are the same whether read one by one or in batches.
        let pairs = wythoff_arrays(40000);
        let mut changed = pairs.clone();
        changed[30000][1] += 1;
        let mut missing = pairs.clone();
        missing.remove(25000);
        for list in [&pairs, &changed, &missing] {
            let stream = || listed(list, ProvedSet::wythoff(), Half::Upper, 3);
            let one = same_in_batches(stream, "Wythoff");
            let errors = one.iter().filter(|i| i.is_err()).count();
            if list == &pairs {
                assert!(one.len() == 40000 - 3 && errors == 0);
            } else {
                // The error is the last item, naming the column that differs.
                let column = if list == &changed {
                    pairs[30000][0]
                } else {
                    pairs[25000][0]
                };
                let last = one.last().cloned().unwrap().unwrap_err();
                assert!(
                    errors == 1 && last.contains(&format!("column {column}:")),
                    "{last}"
                );
            }
            if list == &changed {
                assert_eq!(one.len(), 30000 - 3 + 1);
            }
        }
    }

    #[test]
    fn batches_refuse_what_next_refuses_at_the_same_item() {
        // Each fault of order or half, at a position inside a run of the usual case (the
        // batch loop's own check) and at the first item: batches give exactly the items of
        // `next`, the error last, saying what is wrong.
        let pairs = wythoff_arrays(20000);
        // (what the error says, the fault at item `at`, the item refused: `at` + this).
        type Fault = fn(&mut Vec<[u64; 2]>, usize);
        let faults: [(&str, Fault, usize); 5] = [
            ("out of order", |v, i| v.insert(i + 1, v[i]), 1),
            ("out of order", |v, i| v.swap(i, i + 1), 1),
            (
                "out of order",
                |v, i| v.insert(i + 1, [v[i][0], v[i][1] - 1]),
                1,
            ),
            ("with y < x", |v, i| v[i] = [v[i][1], v[i][0]], 0),
            ("not accepted", |v, i| v[i][1] = u64::MAX, 0),
        ];
        for (what, fault, after) in faults {
            for at in [1usize, 150, 12345] {
                let mut list = pairs.clone();
                fault(&mut list, at);
                for skip in [0u64, 3] {
                    let stream = || listed(&list, ProvedSet::wythoff(), Half::Upper, skip);
                    let one = same_in_batches(stream, &format!("{what} at {at}, skip {skip}"));
                    let last = one.last().cloned().unwrap().unwrap_err();
                    assert!(last.contains(what), "{what} at {at}: {last}");
                    // The items before the refused one (less those skipped), then the error.
                    assert_eq!(
                        one.len() as u64,
                        ((at + after) as u64).saturating_sub(skip) + 1
                    );
                }
            }
        }
    }

    #[test]
    fn skipped_items_are_not_handed_on_even_by_warm_lanes() {
        // A check that has taken the first pairs already, so that its lanes hold the next
        // ones from the start: the first 7 items after them are checked and not handed
        // on, whichever route reads them.
        let pairs = wythoff_arrays(5000);
        let warm = || {
            let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
            for p in &pairs[..100] {
                c.push(p[0], p[1]).expect("Wythoff's pairs are accepted");
            }
            c
        };
        let items = || pairs[100..].iter().copied().map(Ok::<[u64; 2], String>);
        let one = same_in_batches(|| Stream::new(items(), warm(), 7, None), "warm, skip 7");
        assert_eq!(one.len(), 5000 - 100 - 7);
        assert_eq!(one[0], Ok(pairs[107]));
    }

    /// The items of `s` read in batches of `max` (as `positions::pipeline::batched` does).
    fn in_batches<I, P>(s: &mut Stream<I>, max: usize) -> Vec<Result<P, String>>
    where
        I: Iterator<Item = Result<P, String>>,
        P: AsRef<[u64]>,
    {
        let mut all = Vec::new();
        loop {
            let mut batch = Vec::new();
            s.fill(&mut batch, max);
            let end = batch.len() < max;
            all.extend(batch);
            if end {
                return all;
            }
        }
    }

    /// What a check has taken: positions, columns counted, the current column and the
    /// least position that may come next.
    fn taken(c: &Checked) -> (u64, u64, u64, (u64, u64)) {
        (c.positions, c.columns, c.x, c.next)
    }

    /// `list` as an engine's stream, checked against `set` (the first `skip` not handed on).
    fn listed(
        list: &[[u64; 2]],
        set: ProvedSet,
        half: Half,
        skip: u64,
    ) -> Stream<impl Iterator<Item = Result<[u64; 2], String>> + '_> {
        let items = list.iter().copied().map(Ok::<[u64; 2], String>);
        Stream::new(items, Checked::new(set, half), skip, None)
    }

    /// The items of `stream()` read one by one, after checking that batches of 1, 7 and
    /// 16384 give exactly the same, filled by the stream ([`Stream::fill`]) and checked
    /// ahead in the engine's batches ([`Ahead`]), and leave the check in the same state.
    fn same_in_batches<I, P>(stream: impl Fn() -> Stream<I>, what: &str) -> Vec<Result<P, String>>
    where
        I: Iterator<Item = Result<P, String>>,
        P: AsRef<[u64]> + PartialEq + std::fmt::Debug,
    {
        let mut s = stream();
        let one: Vec<_> = s.by_ref().collect();
        let state = taken(&s.check);
        for max in [1usize, 7, 16384] {
            let mut s = stream();
            assert_eq!(in_batches(&mut s, max), one, "{what}, batches of {max}");
            assert_eq!(taken(&s.check), state, "{what}, batches of {max}");
            let Stream {
                mut inner,
                check,
                skip,
                end,
                ..
            } = stream();
            // The first batch is there before the first item is asked for.
            let first: Vec<_> = inner.by_ref().take(max).collect();
            let chunks = Chunks {
                inner,
                cur: first.into_iter(),
                max,
            };
            let mut ahead = Ahead::new(Stream::new(chunks, check, skip, end));
            let items: Vec<_> = ahead.by_ref().collect();
            assert_eq!(items, one, "{what}, checked ahead in batches of {max}");
            assert_eq!(taken(&ahead.stream.check), state, "{what}, ahead, {max}");
        }
        one
    }

    /// `inner`'s items, computed `max` at a time ([`Buffered`], as the engine's batches
    /// arrive on the printing thread).
    struct Chunks<I: Iterator> {
        inner: I,
        cur: std::vec::IntoIter<I::Item>,
        max: usize,
    }

    impl<I: Iterator> Iterator for Chunks<I> {
        type Item = I::Item;
        fn next(&mut self) -> Option<I::Item> {
            if self.cur.as_slice().is_empty() {
                let batch: Vec<_> = self.inner.by_ref().take(self.max).collect();
                self.cur = batch.into_iter();
            }
            self.cur.next()
        }
    }

    impl<I: Iterator> Buffered for Chunks<I> {
        fn buffered(&self) -> &[I::Item] {
            self.cur.as_slice()
        }
    }

    /// Wythoff's first `n` pairs `[a, b]`.
    fn wythoff_arrays(n: usize) -> Vec<[u64; 2]> {
        wythoff_pairs(n).into_iter().map(|(a, b)| [a, b]).collect()
    }

    #[test]
    fn batches_count_each_block_when_due_and_keep_the_order_on_both_halves() {
        // A missing position in the first block, and no column at the block's end: the
        // count is due at the first column past it, which is refused there (not at the
        // stream's end), in batches as one by one.
        let mut pairs = wythoff_arrays(30000);
        pairs.retain(|p| p[0] != BLOCK);
        let gone = pairs.remove(100);
        let due = pairs.iter().position(|p| p[0] > BLOCK).unwrap();
        let stream = || listed(&pairs, ProvedSet::wythoff(), Half::Upper, 0);
        let one = same_in_batches(stream, "Wythoff");
        let last = one.last().cloned().unwrap().unwrap_err();
        assert!(last.contains(&format!("column {}:", gone[0])), "{last}");
        assert_eq!(one.len(), due + 1);
        // Both halves listed (an altered game): a position of an earlier column with a
        // larger y, itself accepted, after column 2000's is out of order.
        let alt = crate::games::altered::Alteration::parse("N: 0,0").unwrap();
        let mut whole: Vec<[u64; 2]> = crate::games::altered::Columns::new(&alt)
            .pairs(3000)
            .collect();
        let i = whole.iter().position(|p| p[0] == 2000).unwrap();
        let earlier = *whole[..i]
            .iter()
            .rev()
            .find(|p| p[1] > whole[i][1])
            .unwrap();
        whole.insert(i + 1, earlier);
        let stream = || listed(&whole, ProvedSet::altered(&alt).unwrap(), Half::Whole, 0);
        let one = same_in_batches(stream, "misère");
        let last = one.last().cloned().unwrap().unwrap_err();
        assert!(
            last.contains("out of order") && one.len() == i + 2,
            "{last}"
        );
    }

    /// Every proved automaton with the half its streams list.
    fn all_sets() -> Vec<(ProvedSet, Half)> {
        let mut v: Vec<(ProvedSet, Half)> = (1..=4)
            .map(|k| (ProvedSet::blocking(k).unwrap(), Half::Upper))
            .collect();
        v.extend((1..=5).map(|f| (ProvedSet::lythoff2(f).unwrap(), Half::Upper)));
        for (spec, _) in ALTERED {
            let alt = crate::games::altered::Alteration::parse(spec).unwrap();
            v.push((ProvedSet::altered(&alt).unwrap(), Half::Whole));
        }
        v
    }

    /// A small linear congruential generator: `rand(m)` is below `m` (0 when `m` is 0),
    /// from bits `shift..` of the state.
    fn lcg(mut seed: u64, shift: u32) -> impl FnMut(u64) -> u64 {
        move |m| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> shift) % m.max(1)
        }
    }

    /// The slow twin of the count: the walked column on every place of a `u64`.
    fn walked(set: &ProvedSet, half: Half, x: u64) -> Vec<u64> {
        let from = if half == Half::Upper { x } else { 0 };
        let mut out = Vec::new();
        set.column(x, from, set.places.len(), &mut Walk::default(), &mut out);
        out
    }

    #[test]
    fn the_counts_and_membership_equal_the_column_walk() {
        let mut rand = lcg(7, 20);
        for (set, half) in all_sets() {
            let mut tables = set.tables.clone();
            let t = &mut tables;
            let mut member = Member::new(t);
            let upper = half == Half::Upper;
            // Consecutive columns, then random ones far out and back.
            let xs: Vec<u64> = (0..300).chain((0..60).map(|_| rand(1 << 40))).collect();
            let mut counted = 0;
            for x in xs {
                let col = walked(&set, half, x);
                let count = accepted_below(t, upper, x + 1) - accepted_below(t, upper, x);
                assert_eq!(count, col.len() as u64, "{} x = {x}", set.file);
                counted += col.len();
                for &y in &col {
                    assert!(member.accepts(t, x, y), "{} ({x}, {y})", set.file);
                    assert!(set.accepts(x, y));
                }
                for y in [
                    x,
                    x + 1,
                    2 * x,
                    col.first().map_or(0, |y| y + 1),
                    rand(3 * x + 9),
                ] {
                    assert_eq!(
                        member.accepts(t, x, y),
                        col.contains(&y) || (half == Half::Upper && y < x && set.accepts(x, y)),
                        "{} ({x}, {y})",
                        set.file
                    );
                }
            }
            assert!(counted > 150, "{}: {counted}", set.file);
        }
    }

    #[test]
    fn each_states_rows_of_the_low_table_equal_the_walk_on_the_low_places() {
        // The rows are built lazily, a state at a time, by copying runs of the level
        // below; the twin reads the greedy digits of both remainders place by place.
        let mut rand = lcg(5, 17);
        for (set, _) in all_sets() {
            let t = &set.tables;
            let mut low = t.low.clone();
            let (span, places, letters) = (low.span, low.places, t.radix * t.radix);
            assert!(
                low.accept.iter().all(|&v| !v),
                "{}: written before use",
                set.file
            );
            let walk = |s: u32, xl: u64, yl: u64| {
                let (mut rx, mut ry) = (xl, yl);
                let end = (0..places).rev().fold(s, |s, i| {
                    let u = t.places[i];
                    let (a, d) = (rx / u, ry / u);
                    (rx, ry) = (rx % u, ry % u);
                    t.trans[s as usize * letters + a as usize * t.radix + d as usize]
                });
                t.accepting[end as usize]
            };
            let mut accepted = 0;
            for s in 0..t.states as u32 {
                low.rows(s, t.radix, &t.trans);
                let entry = |xl: u64, yl: u64| {
                    low.accept[((u64::from(s) * span + xl) * span + yl) as usize]
                };
                let mut pairs: Vec<(u64, u64)> =
                    (0..200).map(|_| (rand(span), rand(span))).collect();
                pairs.extend([(0, 0), (span - 1, span - 1), (0, span - 1), (span - 1, 0)]);
                if span <= 40 {
                    pairs.extend((0..span).flat_map(|a| (0..span).map(move |b| (a, b))));
                }
                for (xl, yl) in pairs {
                    assert_eq!(
                        entry(xl, yl),
                        walk(s, xl, yl),
                        "{} s = {s} ({xl}, {yl})",
                        set.file
                    );
                    accepted += usize::from(entry(xl, yl));
                }
            }
            assert!(accepted > 0, "{}: no entry accepted", set.file);
        }
    }

    #[test]
    fn membership_by_the_low_table_equals_one_pass_over_the_digits() {
        // Small steps (inside the low table's intervals), crossings of the diagonal, lines
        // of several slopes in turn, jumps far out and back, and the ends of the u64 range.
        let mut rand = lcg(11, 11);
        for (set, _) in all_sets() {
            let mut tables = set.tables.clone();
            let t = &mut tables;
            assert!(t.low.places >= 1 && t.low.span >= 2, "{}", set.file);
            let mut member = Member::new(t);
            let (mut x, mut y) = (0u64, 0u64);
            let mut accepted = 0;
            for step in 0..40_000u64 {
                (x, y) = match step % 97 {
                    0 => (rand(1 << 50), rand(1 << 50)),
                    1 => (u64::MAX - rand(3), u64::MAX - rand(3)),
                    2 => (y, x),
                    3 => (x / 2, y / 3),
                    // Lines of other slopes through the same column, in turn (each read by
                    // its own lane, or by a lane of another line).
                    s if s % 3 == 0 => (x, x.saturating_add(x / 2 + rand(4))),
                    s if s % 5 == 0 => (x, x.saturating_mul(2).saturating_add(rand(3))),
                    _ => (x.saturating_add(rand(3)), y.saturating_add(rand(5))),
                };
                // Land on the automaton's own positions now and then (so that some are
                // accepted), on both sides of the diagonal.
                if step % 13 == 0
                    && let Some(&w) = walked(&set, Half::Whole, x).last()
                {
                    y = w;
                }
                let got = member.accepts(t, x, y);
                assert_eq!(got, set.accepts(x, y), "{} ({x}, {y})", set.file);
                accepted += u64::from(got);
            }
            assert!(accepted > 0, "{}: nothing accepted", set.file);
        }
    }

    /// The verdict of the slow twin: every column before the last is its walk, and the
    /// last one's positions are members.
    fn slow_verdict(set: &ProvedSet, half: Half, list: &[(u64, u64)]) -> bool {
        let last = list.last().map_or(0, |p| p.0);
        (0..last).all(|x| {
            let own: Vec<u64> = list.iter().filter(|p| p.0 == x).map(|p| p.1).collect();
            own == walked(set, half, x)
        }) && list
            .iter()
            .filter(|p| p.0 == last)
            .all(|&(x, y)| set.accepts(x, y))
    }

    fn fast_verdict(set: &ProvedSet, half: Half, list: &[(u64, u64)]) -> Result<(), String> {
        let mut c = Checked::new(set.clone(), half);
        for &(x, y) in list {
            c.push(x, y)?;
        }
        c.finish()
    }

    #[test]
    fn a_dropped_an_extra_and_a_moved_position_are_caught_as_by_the_walk() {
        let w3 = ProvedSet::blocking(3).unwrap();
        let list: Vec<(u64, u64)> = crate::games::blocking::Columns::new(3).take(600).collect();
        let alt = crate::games::altered::Alteration::parse("P: box 4x4").unwrap();
        let box4 = ProvedSet::altered(&alt).unwrap();
        let whole: Vec<(u64, u64)> = crate::games::altered::Columns::new(&alt)
            .pairs(300)
            .map(|[x, y]| (x, y))
            .collect();
        for (set, half, list) in [(w3, Half::Upper, list), (box4, Half::Whole, whole)] {
            assert!(fast_verdict(&set, half, &list).is_ok());
            assert!(slow_verdict(&set, half, &list));
            let n = list.len();
            for i in [1, 2, 3, n / 3, n / 2, n - 30] {
                let (x, y) = list[i];
                let mut variants = vec![];
                let mut dropped = list.clone();
                dropped.remove(i);
                variants.push(("dropped", dropped));
                for moved_y in [y + 1, y.wrapping_sub(1)] {
                    let mut moved = list.clone();
                    moved[i].1 = moved_y;
                    moved.sort();
                    moved.dedup();
                    variants.push(("moved", moved));
                }
                let mut extra = list.clone();
                extra.insert(i + 1, (x, y + 1));
                extra.sort();
                extra.dedup();
                variants.push(("extra", extra));
                for (what, v) in variants {
                    if v == list || v.iter().any(|p| half == Half::Upper && p.1 < p.0) {
                        continue;
                    }
                    let fast = fast_verdict(&set, half, &v);
                    assert!(!slow_verdict(&set, half, &v), "{what} at ({x}, {y})");
                    let err = fast.expect_err(what);
                    assert!(err.contains(&format!("column {x}")), "{what}: {err}");
                }
            }
        }
    }

    #[test]
    fn a_column_with_a_count_and_nothing_listed_fails() {
        // Wythoff's column 4 holds (4, 7); a stream that skips it fails at its end, naming
        // column 4.
        let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
        for (x, y) in [(0, 0), (1, 2), (3, 5), (6, 10)] {
            c.push(x, y).unwrap();
        }
        let err = c.finish().unwrap_err();
        assert!(
            err.contains("column 4:") && err.contains("accepts y = [7]"),
            "{err}"
        );
        // A long stream fails as soon as it passes a block of columns.
        let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
        let (mut failed, mut skipped) = (None, (0, 0));
        for (n, a, b) in crate::games::wythoff::Pairs::new().take(BLOCK as usize) {
            if n == 600 {
                skipped = (a, b);
                continue;
            }
            if let Err(e) = c.push(a, b) {
                failed = Some((a, e));
                break;
            }
        }
        let (at, err) = failed.expect("the missing position is caught");
        assert!((BLOCK..BLOCK + 3).contains(&at), "{at}");
        let (a, b) = skipped;
        assert!(a > 900, "{a}");
        let want = format!("column {a}: the engine lists y = [], the proved automaton");
        assert!(
            err.contains(&want) && err.contains(&format!("accepts y = [{b}]")),
            "{err}"
        );
        assert_eq!(c.columns, 0);
        // Column 2's upper half is empty: (2, y) for any y >= 2 is refused.
        let mut c = Checked::new(ProvedSet::wythoff(), Half::Upper);
        c.push(0, 0).unwrap();
        c.push(1, 2).unwrap();
        let err = c.push(2, 3).unwrap_err();
        assert!(err.contains("column 2: (2, 3) is not accepted"), "{err}");
        assert_eq!(c.positions, 2);
    }

    #[test]
    fn a_low_table_needs_greedy_remainders() {
        // One state looping on every letter of base 2, accepting.
        let (trans, accepting) = (vec![0u32; 4], vec![true]);
        let low = |places: &[u64]| Low::new(2, 1, &trans, &accepting, places);
        // Base 2 and Fibonacci: every remainder below a place is a greedy digit string.
        assert!(low(&[1, 2, 4, 8, 16]).is_ok() && low(&[1, 2, 3, 5, 8, 13]).is_ok());
        // A first place other than 1, and a place more than twice the one below it (5 > 2 x
        // 2, 3 > 2 x 1: a remainder below it would need the digit 2 in base 2).
        for places in [&[2u64, 4, 8, 16][..], &[1, 2, 5, 10, 20], &[1, 3, 4, 8, 16]] {
            let err = low(places).expect_err("not a greedy system");
            assert!(err.contains("not greedy digits"), "{places:?}: {err}");
        }
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
        // Every proved automaton starts in state 0 (so a mutant reading `start * 4` as
        // `start / 4` in the count is equivalent; docs/testing.md).
        assert!(all_sets().iter().all(|(set, _)| set.tables.start == 0));
        let box3 = crate::games::altered::Alteration::p_box(3, 3);
        assert!(ProvedSet::altered(&box3).is_none());
    }
}
