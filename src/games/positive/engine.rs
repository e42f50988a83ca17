//! The exact engine: layers of sum in increasing order, pairs tested at their entry
//! layer, an active list, a simplex of fresh pairs (with a cache of lower bounds of `z`),
//! and row and diagonal walkers waiting in a radix heap (the proof is the module doc of
//! [`super`]; the checkpoint format is `state`).

mod state;

use super::floor::{Blocked, ZFloor};
use super::index::Known;
use std::collections::VecDeque;

/// The waiting walkers, by the layer each waits for: a radix heap (keys never fall below
/// the last layer taken; bucket `i > 0` holds the keys whose highest bit differing from
/// that layer is bit `i - 1`, bucket 0 the keys equal to it), with each bucket's least key
/// kept (a layer with no walker due costs one comparison). The order of walkers within a
/// layer does not matter (a layer's entering pairs are deduplicated and its P-positions
/// sorted).
#[derive(Debug, Clone)]
struct Queue {
    buckets: Vec<Vec<(u64, Walker)>>,
    /// Bit `i`: bucket `i` is not empty.
    full: u128,
    /// The least key of each bucket (`u64::MAX` when empty).
    mins: [u64; 65],
    last: u64,
    len: usize,
}

impl Queue {
    fn new() -> Self {
        Queue {
            buckets: vec![Vec::new(); 65],
            full: 0,
            mins: [u64::MAX; 65],
            last: 0,
            len: 0,
        }
    }

    fn bucket(&self, key: u64) -> usize {
        64 - (key ^ self.last).leading_zeros() as usize
    }

    /// Wait for layer `key` (later than the current layer, so not below `last`).
    fn push(&mut self, key: u64, w: Walker) {
        debug_assert!(key >= self.last);
        self.len += 1;
        let i = self.bucket(key);
        self.buckets[i].push((key, w));
        self.full |= 1 << i;
        self.mins[i] = self.mins[i].min(key);
    }

    /// Take the walkers waiting for layer `s` (into `out`, cleared first). A walker left
    /// waiting for a passed layer is an error.
    fn take(&mut self, s: u64, out: &mut Vec<(u64, Walker)>) -> Result<(), String> {
        out.clear();
        let missed = |key: u64| format!("internal: a walker waited for layer {key} past it");
        if self.full & 1 == 0 {
            if self.full == 0 {
                return Ok(());
            }
            let i = self.full.trailing_zeros() as usize;
            let m = self.mins[i];
            if m > s {
                return Ok(());
            }
            self.last = m;
            let moved = std::mem::take(&mut self.buckets[i]);
            self.full &= !(1 << i);
            self.mins[i] = u64::MAX;
            for &(key, w) in &moved {
                let j = self.bucket(key);
                self.buckets[j].push((key, w));
                self.full |= 1 << j;
                self.mins[j] = self.mins[j].min(key);
            }
            // A large emptied bucket is freed (the buckets' capacities would otherwise add
            // up to several times the walkers held).
            if moved.capacity() <= 1024 {
                self.buckets[i] = moved;
                self.buckets[i].clear();
            }
        }
        if self.last < s {
            return Err(missed(self.last));
        }
        if self.last == s {
            std::mem::swap(out, &mut self.buckets[0]);
            self.full &= !1;
            self.mins[0] = u64::MAX;
            self.len -= out.len();
        }
        Ok(())
    }

    /// The least layer waited for (`u64::MAX` when nothing waits): the buckets are
    /// ordered (every key of bucket `i` is below every key of bucket `j > i`).
    fn min_key(&self) -> u64 {
        match self.full {
            0 => u64::MAX,
            f => self.mins[f.trailing_zeros() as usize],
        }
    }

    fn bytes(&self) -> usize {
        let w = std::mem::size_of::<(u64, Walker)>();
        self.buckets.iter().map(|b| b.capacity() * w).sum::<usize>()
    }
}

/// A sorted P-position.
pub type Sorted = [u64; 3];

/// A walker waiting for its next pair's predicted entry layer (24 bytes: coordinates as
/// `u32`, see [`n32`]), or a fresh pair of the simplex waiting for its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Walker {
    /// Row `a`, next `b`, a lower bound `e` of `z(a, b)`, made at layer `from`.
    Row { a: u32, b: u32, e: u32, from: u64 },
    /// Diagonal `d = b - a`, next `a`, a lower bound `e` of `z(a, a + d)`, made at `from`.
    Diag { d: u32, a: u32, e: u32, from: u64 },
    /// The simplex's pair `(a, a + d)`, fresh when introduced, with a lower bound `e` of
    /// `z(a, a + d)`.
    Fresh { a: u32, d: u32, e: u32 },
}

/// A walker's coordinate as `u32`. A walker waits for a pair whose entry layer is past
/// the current one by a little (a pair with `a + 2b` at most the layer), and `e` is at
/// most one more than the largest difference used, so the coordinates stay below the
/// entries' `2^32` bound up to [`crate::positions::POSITIVE_MAX_N`]; past it, an error.
fn n32(x: u64) -> Result<u32, String> {
    u32::try_from(x)
        .map_err(|_| format!("a walker passes 2^32 - 1 at {x}: the engine stores 32-bit entries"))
}

/// An active pair: free of V1, V2, D1 at its entry layer `entry`.
#[derive(Debug, Clone, Copy)]
struct Active {
    a: u64,
    b: u64,
    entry: u64,
}

/// The streaming engine: the sorted P-positions of positive Nim in order of sum, ties
/// lexicographic, from `(0, 0, 0)`.
#[derive(Debug, Clone)]
pub struct PositiveNim {
    known: Known,
    floor: ZFloor,
    blocked: Blocked,
    /// The next layer (sum) to decide.
    layer: u64,
    mex_v: u64,
    mex_d: u64,
    /// The simplex's lower bound of `z`.
    lz: u64,
    /// The floor's part of `lz`: the largest `z` of the first `lz_done` positions, which
    /// fit `(m, m + md)` for the mexes (they only grow, so the prefix is extended, not
    /// searched again; 0 and 0 after a restore: searched afresh).
    lz_floor: u64,
    lz_done: usize,
    /// Subtracted from `lz` (the self-test: the output must not change).
    weaken: u64,
    /// The audit (a self-test, not persisted): at every pair's entry layer, check that the
    /// `e` found is the least with D2 silent, so that no lower bound of `z` carried,
    /// cached or started from (the floor, the simplex's bound, a row's or a diagonal's
    /// start) was ever above `z`.
    audit: bool,
    active: Vec<Active>,
    heap: Queue,
    /// Scratch: the walkers of the current layer.
    due: Vec<(u64, Walker)>,
    /// The simplex's lines `3a + 2d = t` introduced so far: every `t <= swept`.
    swept: u64,
    /// Scratch of [`Self::record`]: the rows and differences used for the first time.
    new_rows: Vec<(u64, u64, u64, bool)>,
    new_diags: Vec<u64>,
    /// Scratch: the P-positions of the current layer.
    found: Vec<(Sorted, u64)>,
    pending: VecDeque<Sorted>,
    started: bool,
    /// A restored engine first yields its stored positions again: the next one to yield.
    replay: Option<usize>,
    /// An error ends the stream.
    failed: Option<String>,
    /// Scratch.
    entering: Vec<Active>,
}

impl Default for PositiveNim {
    fn default() -> Self {
        Self::new()
    }
}

impl PositiveNim {
    /// A fresh engine at `n = 0`.
    pub fn new() -> Self {
        PositiveNim {
            known: Known::default(),
            floor: ZFloor::default(),
            blocked: Blocked::default(),
            layer: 1,
            mex_v: 1,
            mex_d: 1,
            lz: 1,
            lz_floor: 0,
            lz_done: 0,
            weaken: 0,
            audit: false,
            active: Vec::new(),
            heap: Queue::new(),
            due: Vec::new(),
            swept: 0,
            new_rows: Vec::new(),
            new_diags: Vec::new(),
            found: Vec::new(),
            pending: VecDeque::new(),
            started: false,
            replay: None,
            failed: None,
            entering: Vec::new(),
        }
    }

    /// A fresh engine with room for about `n` P-positions (the index sized up front).
    pub fn with_capacity(n: usize) -> Self {
        PositiveNim {
            known: Known::with_capacity(n),
            floor: ZFloor::with_capacity(n),
            ..Self::new()
        }
    }

    /// The engine with the simplex's lower bound of `z` lowered by `k` (at least 1): a
    /// self-test (a weaker bound scans more pairs; the output must not change).
    pub fn weakened(k: u64) -> Self {
        PositiveNim {
            weaken: k,
            ..Self::new()
        }
    }

    /// The engine with the audit on (see the field `audit`: every entering pair's `z`
    /// checked by scanning `e` from 1; quadratic, for tests).
    pub fn audited() -> Self {
        PositiveNim {
            audit: true,
            ..Self::new()
        }
    }

    /// The audit at a pair's entry layer `a + 2b + e`: every P-position of smaller sum is
    /// known, so `z(a, b)` is the least `e'` with D2 silent; it must be `e`.
    fn check_exact(&self, a: u64, b: u64, e: u64) -> Result<(), String> {
        match self.audit {
            true => match (1..e).find(|&e2| !self.known.d2(a, b, b + e2)) {
                Some(z) => Err(format!(
                    "internal: z({a}, {b}) is {z}, but the engine found {e} (a lower bound above z)"
                )),
                None => Ok(()),
            },
            false => Ok(()),
        }
    }

    /// Bytes held by the index, the floors and the walkers.
    pub fn bytes(&self) -> usize {
        self.known.bytes() + self.floor.bytes() + self.blocked.bytes() + self.heap.bytes()
    }

    /// The least unused value and difference, and the simplex's bound of `z`.
    pub fn mexes(&self) -> (u64, u64, u64) {
        (self.mex_v, self.mex_d, self.lz)
    }

    /// How many walkers wait, and how many pairs are active.
    pub fn load(&self) -> (usize, usize) {
        (self.heap.len, self.active.len())
    }

    /// The least `e >= from` with D2 silent for `(a, b, b + e)` (with the P-positions known
    /// now), starting at the floor when `floor` is set; `from` is a lower bound of
    /// `z(a, b)`. When D2 is silent at `from` itself the floor is not read: it is a lower
    /// bound of `z` too, so at a layer `a + 2b + from` or later (every firing `Q` known)
    /// the answer is `from` with or without it, and before that layer `from` is a lower
    /// bound all the same. The floor only shortens the scan (any lower bound of `z` gives
    /// the same answer at the pair's layer): the diagonals read it past their first pair
    /// (a new diagonal starts at the simplex's bound instead, see [`Self::record`]), the
    /// rows do not. A row's `from` is `z` of a pair it dominates:
    /// its previous pair `(a, b - 1)`, or the pair of the position that started it
    /// (`(a, b')`, `b' < b`, or `(a', b - 1)`, `a' < a`, for a row of a `q2`); for a row
    /// of a `q1` that pair dominates every position of the floor's prefix but those with
    /// `y = b`. Counted to n = 10^6 (about 2 floors per P-position), the floor never
    /// exceeded a row's `from`: reading it cost about 40% of the floor's time for nothing.
    fn z_from(&self, a: u64, b: u64, from: u64, floor: bool) -> u64 {
        let from = from.max(1);
        if !self.known.d2(a, b, b + from) {
            return from;
        }
        let f = match floor {
            true => self.floor.at(&self.known.pos, a, b),
            false => 0,
        };
        // D2 fires at `from`: the answer is past it.
        self.known.next_free_e(a, b, f.max(from + 1))
    }

    /// The simplex's bound of `z` (lowered by `weaken`, at least 1).
    fn bound(&self) -> u64 {
        self.lz.saturating_sub(self.weaken).max(1)
    }

    /// Introduce the simplex's new lines at layer `s`: the fresh pairs (`a` and `d = b - a`
    /// unused) on every line `3a + 2d = t` with `swept < t <= s - L`. A pair fresh at its
    /// entry layer `E` lies on a line `t <= E - L_E` (`L_E`, the bound at `E`, bounds its
    /// `z`), so it has been introduced by layer `E`; a pair introduced at `s` therefore
    /// has `E >= s` (else it was fresh at `E < s` and introduced then), and each is
    /// handed to [`Self::fresh`]. Lines below `3m + 2md` hold no fresh pair.
    fn simplex(&mut self, s: u64) -> Result<(), String> {
        let lz = self.bound();
        let Some(top) = s.checked_sub(lz) else {
            return Ok(());
        };
        let (m, md) = (self.mex_v, self.mex_d);
        let mut t = (self.swept + 1).max(3 * m + 2 * md);
        while t <= top {
            let mut a = m;
            while 3 * a + 2 * md <= t {
                if (t - 3 * a).is_multiple_of(2) && !self.known.value_used(a) {
                    let d = (t - 3 * a) / 2;
                    if !self.known.diff_used(d) {
                        self.fresh(s, a, d, lz)?;
                    }
                }
                a += 1;
            }
            t += 1;
        }
        self.swept = self.swept.max(top);
        Ok(())
    }

    /// The fresh pair `(a, a + d)` at layer `s`, with `e` a lower bound of its `z` and its
    /// entry `E >` every layer before `s`: the least `e' >= e` with D2 silent now is exact
    /// if `a + 2b + e' <= s` (every `Q` firing D2 below it is known), so `E >= s` gives
    /// `a + 2b + e' >= s`; at `s` the pair enters, past it it waits for that layer. The
    /// outcome is that of computing `z` at every layer.
    fn fresh(&mut self, s: u64, a: u64, d: u64, e: u64) -> Result<(), String> {
        let b = a + d;
        let e = self.z_from(a, b, e, true);
        let entry = a + 2 * b + e;
        if entry > s {
            let w = Walker::Fresh {
                a: n32(a)?,
                d: n32(d)?,
                e: n32(e)?,
            };
            self.heap.push(entry, w);
        } else if entry == s {
            self.check_exact(a, b, e)?;
            if self.free_at(a, b, b + e) {
                self.entering.push(Active { a, b, entry });
            }
        } else {
            return Err(format!("internal: the simplex missed the pair ({a}, {b})"));
        }
        Ok(())
    }

    /// V1, V2 and D1 silent: the pair is free at this `c` (and at every smaller one).
    fn free_at(&self, a: u64, b: u64, c: u64) -> bool {
        !self.known.v1(a, b, c) && !self.known.v2(a, b, c) && !self.known.d1(a, b, c)
    }

    /// V1 for the pair `(a, b)` at `c = b + e`, `e` a lower bound of its `z`: when it
    /// fires, it fires at the pair's entry and at every later pair's of the row.
    fn row_ends(&self, a: u64, b: u64, e: u64) -> bool {
        self.known.v1(a, b, b + e.max(1))
    }

    /// D1 for the pair `(a, b)` at `c = b + e`, `e` a lower bound of its `z`: when it
    /// fires, it fires at the pair's entry and at every later pair's of the diagonal.
    fn diag_ends(&self, a: u64, b: u64, e: u64) -> bool {
        self.known.d1(a, b, b + e.max(1))
    }

    /// Advance a walker at layer `s`: handle its pairs entering now, then wait again or
    /// stop for good.
    fn walk(&mut self, s: u64, w: Walker) -> Result<(), String> {
        match w {
            Walker::Row { a, b, e, from } => {
                let (a, mut b, mut e) = (u64::from(a), u64::from(b), u64::from(e));
                loop {
                    // V1 at a lower bound of the entry's c (here `b + e`, then `b + z` as
                    // far as known now): it fires at the entry of this pair and of every
                    // later pair of the row (monotone). Tested first at `b + e`, before `z`
                    // is computed: counted to n = 10^6, about 2 rows per P-position end
                    // there, most of them new.
                    if self.row_ends(a, b, e) {
                        return Ok(());
                    }
                    e = self.z_from(a, b, e, false);
                    let c = b + e;
                    if self.row_ends(a, b, e) {
                        return Ok(());
                    }
                    let entry = a + 2 * b + e;
                    if entry <= from {
                        b += 1;
                    } else if entry < s {
                        return Err(format!("internal: row {a} missed the pair ({a}, {b})"));
                    } else if entry > s {
                        let w = Walker::Row {
                            a: n32(a)?,
                            b: n32(b)?,
                            e: n32(e)?,
                            from,
                        };
                        self.heap.push(entry, w);
                        return Ok(());
                    } else {
                        self.check_exact(a, b, e)?;
                        if self.free_at(a, b, c) {
                            self.entering.push(Active { a, b, entry });
                        }
                        b += 1;
                    }
                }
            }
            Walker::Diag { d, a, e, from } => {
                let (d, mut a, mut e) = (u64::from(d), u64::from(a), u64::from(e));
                // A new diagonal's first pair starts at the simplex's bound, which the floor
                // exceeded at 0.1% of them (counted to n = 10^6): it is not read there.
                let mut floor = from + 1 != s;
                loop {
                    // Every value below the mex is used (class ii: the rows' pairs).
                    a = a.max(self.mex_v);
                    while self.known.value_used(a) {
                        a += 1;
                    }
                    let b = a + d;
                    // D1 at a lower bound of the entry's c, as V1 on a row: first at `b + e`
                    // (about 2 diagonals per P-position end there), then at `b + z`.
                    if self.diag_ends(a, b, e) {
                        return Ok(());
                    }
                    e = self.z_from(a, b, e, floor);
                    floor = true;
                    let c = b + e;
                    if self.diag_ends(a, b, e) {
                        return Ok(());
                    }
                    let entry = a + 2 * b + e;
                    if entry <= from {
                        a += 1;
                    } else if entry < s {
                        return Err(format!("internal: diagonal {d} missed the pair ({a}, {b})"));
                    } else if entry > s {
                        let w = Walker::Diag {
                            d: n32(d)?,
                            a: n32(a)?,
                            e: n32(e)?,
                            from,
                        };
                        self.heap.push(entry, w);
                        return Ok(());
                    } else {
                        self.check_exact(a, b, e)?;
                        if self.free_at(a, b, c) {
                            self.entering.push(Active { a, b, entry });
                        }
                        a += 1;
                    }
                }
            }
            Walker::Fresh { a, d, e } => {
                let (a, d) = (u64::from(a), u64::from(d));
                // Used since it was introduced: the row of `a` (class ii) or the diagonal of
                // `d` (class iii), started then, covers the pair (its entry is later).
                if self.known.value_used(a) || self.known.diff_used(d) {
                    return Ok(());
                }
                let e = u64::from(e).max(self.bound());
                self.fresh(s, a, d, e)
            }
        }
    }

    /// Move the entering pairs to the active list (once each: a pair may come from a row
    /// and a diagonal).
    fn admit(&mut self) {
        for &p in &self.entering {
            if !self.active.iter().any(|q| (q.a, q.b) == (p.a, p.b)) {
                self.active.push(p);
            }
        }
        self.entering.clear();
    }

    /// Decide one layer; P-positions found go to `pending`.
    fn step(&mut self) -> Result<(), String> {
        let s = self.layer;
        self.simplex(s)?;
        let mut due = std::mem::take(&mut self.due);
        self.heap.take(s, &mut due)?;
        for &(_, w) in &due {
            self.walk(s, w)?;
        }
        self.due = due;
        self.admit();
        let mut found = std::mem::take(&mut self.found);
        found.clear();
        let known = &self.known;
        self.active.retain(|p| {
            let (a, b, c) = (p.a, p.b, s - p.a - p.b);
            if known.v1(a, b, c) || known.v2(a, b, c) || known.d1(a, b, c) {
                false
            } else if known.v3(a, b, c) || known.d2(a, b, c) || known.d3(a, b, c) {
                true
            } else {
                found.push(([a, b, c], p.entry));
                false
            }
        });
        found.sort_unstable();
        self.record(s, &found)?;
        self.found = found;
        let next = s
            .checked_add(1)
            .ok_or_else(|| "the sum passes 2^64".to_string())?;
        // With no active pair, the layers before the next walker's and the simplex's next
        // line find nothing and change nothing: skipped.
        self.layer = match self.active.is_empty() {
            true => next.max(self.heap.min_key().min(self.next_line())),
            false => next,
        };
        Ok(())
    }

    /// The first layer at which the simplex introduces a line (module doc of
    /// [`Self::simplex`]: lines below `3m + 2md` hold no fresh pair).
    fn next_line(&self) -> u64 {
        (self.swept + 1)
            .max(3 * self.mex_v + 2 * self.mex_d)
            .saturating_add(self.bound())
    }

    /// Store the layer's P-positions, move the mexes and bounds, and start the walkers of
    /// the values and differences they use for the first time. A new walker's first step,
    /// for layer `s + 1`, is taken here: every P-position of sum below `s + 1` is known now,
    /// as it is at the start of that layer; its pairs entering at `s + 1` join the active
    /// list (the state between layers, which a checkpoint holds).
    fn record(&mut self, s: u64, found: &[(Sorted, u64)]) -> Result<(), String> {
        if found.is_empty() {
            return Ok(());
        }
        // (a, first b, e, dead), and the new differences: scratch kept between layers.
        let mut rows = std::mem::take(&mut self.new_rows);
        let mut diags = std::mem::take(&mut self.new_diags);
        rows.clear();
        diags.clear();
        for &([a, b, c], entry) in found {
            let z = entry - a - 2 * b;
            for (role, v) in [a, b, c].into_iter().enumerate() {
                if self.known.value_used(v) {
                    continue;
                }
                // Row v starts after every pair it has already passed: for v = a, the
                // pairs (a, b') with b' <= b entered by layer s (entry layers grow along a
                // row); z(v, b') >= z(a, b) for b' > b, and for v = b, z(b, b') >= z(a, b).
                let (first, e, dead) = match role {
                    0 => (b + 1, z, false),
                    1 => (b + 1, z, false),
                    _ => (0, 0, true),
                };
                match rows.iter_mut().find(|r| r.0 == v) {
                    Some(r) => {
                        r.1 = r.1.max(first);
                        r.2 = r.2.max(e);
                        r.3 |= dead;
                    }
                    None => rows.push((v, first, e, dead)),
                }
            }
            for d in [b - a, c - b, c - a] {
                if !self.known.diff_used(d) && !diags.contains(&d) {
                    diags.push(d);
                }
            }
        }
        for &([a, b, c], entry) in found {
            if c > u64::from(u32::MAX) {
                return Err(format!(
                    "the entries pass 2^32 - 1 at ({a}, {b}, {c}): the engine stores 32-bit entries"
                ));
            }
            self.known.insert([a, b, c].map(|x| x as u32))?;
            let z = u32::try_from(entry - a - 2 * b).ok();
            z.and_then(|z| self.floor.push([a, b, c].map(|x| x as u32), z))
                .ok_or_else(|| {
                    format!("internal: ({a}, {b}, {c}) entered at layer {entry}, past c - b")
                })?;
            self.pending.push_back([a, b, c]);
        }
        while self.known.value_used(self.mex_v) {
            self.mex_v += 1;
        }
        while self.known.diff_used(self.mex_d) {
            self.mex_d += 1;
        }
        // The bound of the simplex before this layer: a lower bound of `z` for every pair
        // with `a` and `b - a` at least the mexes of then; a difference used first now was
        // unused then, so it bounds `z` on the new diagonals (their `a` is at least the
        // mex of now, which is at least the mex of then).
        let diag_e = self.bound();
        let lb = self.blocked.update(&self.known.pos, self.mex_v, self.mex_d);
        let (m, md) = (self.mex_v, self.mex_d);
        let (best, done) = self.floor.extend(&self.known.pos, m, m + md, self.lz_done);
        (self.lz_floor, self.lz_done) = (self.lz_floor.max(best), done);
        debug_assert_eq!(
            self.lz_floor.max(1),
            self.floor.at(&self.known.pos, m, m + md)
        );
        self.lz = lb.max(self.lz_floor);
        for &(a, b, e, dead) in &rows {
            if !dead {
                let w = Walker::Row {
                    a: n32(a)?,
                    b: n32(b)?,
                    e: n32(e)?,
                    from: s,
                };
                self.walk(s + 1, w)?;
            }
        }
        for &d in &diags {
            let w = Walker::Diag {
                d: n32(d)?,
                a: n32(self.mex_v)?,
                e: n32(diag_e)?,
                from: s,
            };
            self.walk(s + 1, w)?;
        }
        self.new_rows = rows;
        self.new_diags = diags;
        self.admit();
        Ok(())
    }

    /// Whether a restored engine is still yielding its stored positions.
    pub fn replaying(&self) -> bool {
        self.replay.is_some()
    }

    /// The first error met, if any (the stream ends there).
    pub fn error(&self) -> Option<&str> {
        self.failed.as_deref()
    }
}

impl Iterator for PositiveNim {
    type Item = Sorted;
    fn next(&mut self) -> Option<Sorted> {
        if !self.started {
            self.started = true;
            return Some([0, 0, 0]);
        }
        if let Some(i) = self.replay {
            if let Some(p) = self.known.pos.get(i) {
                self.replay = Some(i + 1);
                return Some(p.map(u64::from));
            }
            self.replay = None;
        }
        while self.pending.is_empty() {
            if self.failed.is_some() {
                return None;
            }
            if let Err(e) = self.step() {
                self.failed = Some(e);
                return None;
            }
        }
        self.pending.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::l1::{planes, rules::Variant};

    fn by_rules(s: u64) -> Vec<Sorted> {
        planes::solve(Variant::Positive, s).unwrap()
    }

    #[test]
    fn equals_the_plane_sieve_to_sum_600() {
        let want = by_rules(600);
        let got: Vec<Sorted> = PositiveNim::new()
            .take_while(|p| p.iter().sum::<u64>() <= 600)
            .collect();
        assert_eq!(got, want);
    }

    /// The audit: at every pair's entry layer the `e` found is the least with D2 silent
    /// (no lower bound of `z` was above it), on the plain engine and a weakened one; and
    /// the audit sees a bound that is too high (a diagonal started far above `z`).
    #[test]
    fn every_entering_z_is_exact() {
        let plain: Vec<Sorted> = PositiveNim::new().take(3000).collect();
        let mut e = PositiveNim::audited();
        let audited: Vec<Sorted> = (&mut e).take(3000).collect();
        assert_eq!(e.error(), None);
        assert_eq!(audited, plain);
        let mut w = PositiveNim {
            weaken: 7,
            ..PositiveNim::audited()
        };
        assert_eq!((&mut w).take(3000).count(), 3000);
        assert_eq!(w.error(), None);
        // The audit itself: with every P-position of sum below 600 known, `z` of a pair
        // of small sum is exact; one more is reported, `z` itself is not.
        let mut known = PositiveNim::audited();
        let _ = (&mut known)
            .take_while(|p| p.iter().sum::<u64>() < 600)
            .count();
        for (a, b) in [(1, 2), (3, 7), (10, 20)] {
            let z = known.z_from(a, b, 1, true);
            assert!(a + 2 * b + z < 600, "({a}, {b}): z = {z}");
            assert_eq!(known.check_exact(a, b, z), Ok(()));
            let err = known.check_exact(a, b, z + 1).unwrap_err();
            assert!(err.contains("lower bound above z"), "{err}");
        }
    }

    /// At a layer boundary (nothing pending) the mexes are those of the positions yielded:
    /// the least positive value in none of them, the least positive difference of none.
    #[test]
    fn the_mexes_are_those_of_the_positions_yielded() {
        let mut g = PositiveNim::new();
        let mut seen: Vec<Sorted> = Vec::new();
        while seen.len() <= 2000 || g.to_bytes().is_none() {
            seen.push(g.next().expect("a position"));
        }
        let values: std::collections::HashSet<u64> = seen.iter().flatten().copied().collect();
        let diffs: std::collections::HashSet<u64> = seen
            .iter()
            .flat_map(|&[a, b, c]| [b - a, c - b, c - a])
            .collect();
        let mex = |set: &std::collections::HashSet<u64>| (1..).find(|v| !set.contains(v));
        let (m, md, lz) = g.mexes();
        assert_eq!(Some(m), mex(&values));
        assert_eq!(Some(md), mex(&diffs));
        assert!(m > 1 && md > 1 && lz >= 1, "{m} {md} {lz}");
    }

    #[test]
    fn a_weaker_simplex_bound_changes_nothing() {
        let plain: Vec<Sorted> = PositiveNim::new().take(3000).collect();
        for k in [1, 7, 40] {
            let weak: Vec<Sorted> = PositiveNim::weakened(k).take(3000).collect();
            assert_eq!(weak, plain, "weakened by {k}");
        }
    }
}
