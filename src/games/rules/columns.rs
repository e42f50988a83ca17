//! The fast engine of a rule set: P-positions column by column (`x = 0, 1, ...`), each
//! column's cells in increasing `y`, for rule sets whose moves take non-negative amounts.
//!
//! Route. Every option of `(x, y)` lies in an earlier column or lower in the same column, so
//! the order is topological. The moves are the normalised members (`normal`): an unbounded
//! ray with `p >= 1` reaches, from `(x, y)`, the cells of one lattice line of direction
//! `(p, q)` at columns `<= x - delta` (`delta = c + p t_min`, the column of its first move);
//! the engine keeps, per such ray and per line, the number of P-positions seen on it
//! (saturated at `k`), inserting a column's P-positions into a ray's lines `delta` columns
//! later. For `p = 1` a line is the index `v - q u`, and the counts are `k` bit sets ("at
//! least j") over that index: 64 cells of a column read one word per ray and level, and a
//! cell whose unguarded rays already count `k` P-options is N without more work (a unary
//! saturating sum across rays). Every other cell sums its members exactly: the guarded rays
//! (a count look-up), the rays with `p >= 2` (a hash look-up), vertical rays and bounded
//! rays (the column's sorted P rows), single moves (a look-up), cones (per column, an
//! interval of rows); under blocking the amounts two members share are counted once
//! (`Normal::shared`). Then: altered cells keep their label, terminal cells are P (misère
//! N), and the rule decides the rest (`P iff fewer than k options are P`; misère: N when
//! fewer than `k` options exist).
//!
//! Two modes:
//! * streamed ([`Engine::stream`]): for rule sets with both Nim moves unguarded, no cone
//!   and a bounded terminal set. A column holds at most `k` P-positions besides the fixed
//!   ones (a cell above `k` P-positions of its column has `k` P-options), and cells above
//!   every earlier line's reach have no other P-option, so each column ends after its
//!   `k`-th P-position above its fixed cells. Memory: the columns' P rows, and per ray and
//!   level a bit per line index, all linear in the columns.
//! * a square ([`Engine::square`]): every cell below `side` of every column below `side`,
//!   for any rule set whose moves take non-negative amounts.
//!
//! Cost per column: one word per ray and level for each 64 cells scanned, plus the exact
//! sum at the cells no unguarded ray blocks (each `O(members)` look-ups, a vertical ray
//! `O(P rows of the column)`, a cone `O(x log)`).
//!
//! The twin is `rules::solver` (the definition, sharing nothing of this): compared on
//! random rule sets and on every gallery game (`tests/rules_engines.rs`).

use super::RuleSet;
use super::expr::Cond;
use super::normal::{Normal, Ray, normalize};
use std::collections::HashMap;

/// A bit set over all integers (grows both ways).
#[derive(Debug, Clone, Default)]
struct Bits {
    /// The word index of `w[0]`.
    lo: i64,
    w: Vec<u64>,
}

impl Bits {
    fn get(&self, i: i64) -> bool {
        let wi = i.div_euclid(64) - self.lo;
        if wi < 0 || wi as usize >= self.w.len() {
            return false;
        }
        self.w[wi as usize] >> i.rem_euclid(64) & 1 == 1
    }

    fn set(&mut self, i: i64) {
        let wi = i.div_euclid(64);
        if self.w.is_empty() {
            self.lo = wi;
            self.w.push(0);
        }
        if wi < self.lo {
            let more = ((self.lo - wi) as usize).max(self.w.len());
            let mut w = vec![0u64; more];
            w.extend_from_slice(&self.w);
            self.w = w;
            self.lo -= more as i64;
        }
        let at = (wi - self.lo) as usize;
        if at >= self.w.len() {
            let n = (at + 1).max(2 * self.w.len());
            self.w.resize(n, 0);
        }
        self.w[at] |= 1 << i.rem_euclid(64);
    }

    /// The first index `>= i` whose bit is clear (word by word).
    fn next_zero(&self, i: i64) -> i64 {
        let mut wi = i.div_euclid(64) - self.lo;
        if wi < 0 || wi as usize >= self.w.len() {
            return i;
        }
        let mut w = !self.w[wi as usize] & (u64::MAX << i.rem_euclid(64));
        loop {
            if w != 0 {
                return (wi + self.lo) * 64 + i64::from(w.trailing_zeros());
            }
            wi += 1;
            if wi as usize >= self.w.len() {
                return (wi + self.lo) * 64;
            }
            w = !self.w[wi as usize];
        }
    }

    /// The 64 bits `start .. start + 64` (bit `b` of the result is bit `start + b`).
    fn word(&self, start: i64) -> u64 {
        let (wi, sh) = (start.div_euclid(64) - self.lo, start.rem_euclid(64) as u32);
        let at = |k: i64| {
            if k < 0 || k as usize >= self.w.len() {
                0
            } else {
                self.w[k as usize]
            }
        };
        if sh == 0 {
            at(wi)
        } else {
            (at(wi) >> sh) | (at(wi + 1) << (64 - sh))
        }
    }
}

/// The per-line counts of one unbounded ray with `p >= 1`.
#[derive(Debug, Clone)]
enum Lines {
    /// `p = 1`: level `j - 1` holds the lines with at least `j` P-positions, by `v - q u`.
    Unit(Vec<Bits>),
    /// `p >= 2`: the count by `(u mod p, p v - q u)`.
    Map(HashMap<(i64, i64), u8>),
}

/// One unbounded ray with `p >= 1`: its first move's column offset `delta`, row offset
/// `dd`, and its lines.
#[derive(Debug, Clone)]
struct LineRay {
    member: usize,
    p: i64,
    q: i64,
    delta: i64,
    dd: i64,
    guarded: bool,
    lines: Lines,
}

impl LineRay {
    fn key(&self, u: i64, v: i64) -> (i64, i64) {
        (u.rem_euclid(self.p), self.p * v - self.q * u)
    }

    /// The P-options of `(x, y)` on this ray, saturated at `k`.
    fn count(&self, x: i64, y: i64, k: usize) -> usize {
        let (u, v) = (x - self.delta, y - self.dd);
        if u < 0 || v < 0 {
            return 0;
        }
        match &self.lines {
            Lines::Unit(levels) => {
                let i = v - self.q * u;
                levels.iter().take_while(|b| b.get(i)).count().min(k)
            }
            Lines::Map(m) => m.get(&self.key(u, v)).map_or(0, |&c| c as usize),
        }
    }

    fn insert(&mut self, u: i64, v: i64, k: usize) {
        match &mut self.lines {
            Lines::Unit(levels) => {
                let i = v - self.q * u;
                if let Some(b) = levels.iter_mut().find(|b| !b.get(i)) {
                    b.set(i);
                }
            }
            Lines::Map(m) => {
                let key = (u.rem_euclid(self.p), self.p * v - self.q * u);
                let c = m.entry(key).or_insert(0);
                if (*c as usize) < k {
                    *c += 1;
                }
            }
        }
    }
}

/// How far the engine runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Every cell of each column (streamed: until the column ends).
    Stream,
    /// The cells below `side`.
    Square(u64),
}

/// The fast engine.
pub struct Engine {
    r: RuleSet,
    n: Normal,
    k: usize,
    mode: Mode,
    rays: Vec<LineRay>,
    /// The unguarded `p = 1` rays (indices into `rays`): the word filter.
    fast: Vec<usize>,
    /// The member `(0, t)`, `t >= 1`, unguarded, if any (index into `n.rays`): counted in
    /// the word filter from the column's own P rows.
    nim_column: Option<usize>,
    /// The P rows of every column computed (sorted).
    cols: Vec<Vec<u64>>,
    /// The highest P row found so far.
    max_row: u64,
    /// The period in `y` of the vertical rays' counts far above every P-position: the
    /// least common multiple of their steps and of their guards' moduli.
    period: u64,
    /// The fixed cells (altered, terminal) by column: `(row, label)`, sorted by row.
    fixed: HashMap<u64, Vec<(u64, bool)>>,
    /// The columns computed up front (a square served from the triangle engine).
    pre: Option<Vec<Vec<u64>>>,
}

/// The largest terminal-set extent the engine lists cell by cell.
const MAX_FIXED_EXTENT: u64 = 1 << 16;

impl Engine {
    /// The streamed engine: `Err` when the rule set does not stream (the reason).
    pub fn stream(r: &RuleSet) -> Result<Engine, String> {
        if !r.takes_only() {
            return Err("a move adds to a heap or depends on the position: the columns are not in the order of play (the triangle engine computes x + y < side)".into());
        }
        if !r.has_both_nim_moves() {
            return Err("the columns are streamed for games with both Nim moves, (t, 0) and (0, t) for every t >= 1, unguarded (this game has a square: --side)".into());
        }
        let e = Engine::new(r, Mode::Stream)?;
        if !e.n.cones.is_empty() {
            return Err("a two-dimensional region is not a finite union of rays: its columns do not end (this game has a square: --side)".into());
        }
        Ok(e)
    }

    /// The engine on the square `[0, side)^2`. A rule set with a move that adds to a heap
    /// or a take that depends on the position is served from the triangle engine
    /// ([`super::triangle`]) on `x + y < 2 side - 1`, which holds the square and is closed
    /// under moves.
    pub fn square(r: &RuleSet, side: u64) -> Result<Engine, String> {
        if !r.takes_only() {
            let t = (2 * side).saturating_sub(1);
            if t > super::triangle::MAX_SIDE {
                return Err(format!(
                    "a move adds to a heap or depends on the position: the square of side {side} is served from the triangle x + y < {t}, at most {} (the square's side at most {})",
                    super::triangle::MAX_SIDE,
                    super::triangle::MAX_SIDE.div_ceil(2)
                ));
            }
            let rows = super::triangle::p_rows(r, t)?;
            let mut e = Engine::new(r, Mode::Square(side))?;
            e.pre = Some(
                rows.into_iter()
                    .take(side as usize)
                    .map(|c| c.into_iter().filter(|&y| y < side).collect())
                    .collect(),
            );
            return Ok(e);
        }
        Engine::new(r, Mode::Square(side))
    }

    fn new(r: &RuleSet, mode: Mode) -> Result<Engine, String> {
        let n = normalize(r)?;
        let k = r.blocking as usize;
        let mut rays = Vec::new();
        for (m, ray) in n.rays.iter().enumerate() {
            if ray.t_max.is_none() && ray.p >= 1 {
                rays.push(LineRay {
                    member: m,
                    p: ray.p,
                    q: ray.q,
                    delta: ray.c + ray.p * ray.t_min,
                    dd: ray.d + ray.q * ray.t_min,
                    guarded: ray.when != Cond::True,
                    lines: if ray.p == 1 {
                        Lines::Unit(vec![Bits::default(); k])
                    } else {
                        Lines::Map(HashMap::new())
                    },
                });
            }
        }
        // A member sharing a move with another is summed exactly, with the shared move once
        // (`exact`), never in the word filter (which would count the move twice).
        let shared: Vec<usize> = n
            .shared
            .iter()
            .flat_map(|s| s.members.iter().copied())
            .collect();
        let fast = rays
            .iter()
            .enumerate()
            .filter(|(_, l)| !l.guarded && l.p == 1 && !shared.contains(&l.member))
            .map(|(i, _)| i)
            .collect();
        let fixed = fixed_cells(r, mode)?;
        let nim_column = n
            .rays
            .iter()
            .position(|r| {
                (r.p, r.c, r.q, r.d, r.t_min, r.t_max) == (0, 0, 1, 0, 1, None)
                    && r.when == Cond::True
            })
            .filter(|m| !shared.contains(m));
        let mut period = 1u64;
        for ray in n.rays.iter().filter(|r| r.p == 0) {
            period = lcm(period, ray.q.unsigned_abs().max(1));
            period = lcm(period, moduli(&ray.when));
        }
        if period > 1 << 20 {
            return Err(format!(
                "the vertical moves' steps and guards repeat only every {period} rows: not streamed (at most {})",
                1u64 << 20
            ));
        }
        Ok(Engine {
            max_row: 0,
            period,
            r: r.clone(),
            n,
            k,
            mode,
            rays,
            fast,
            nim_column,
            cols: Vec::new(),
            fixed,
            pre: None,
        })
    }

    /// The number of columns computed.
    pub fn columns(&self) -> u64 {
        self.cols.len() as u64
    }

    /// The P rows of column `x` (computed), sorted.
    pub fn column(&self, x: u64) -> &[u64] {
        &self.cols[x as usize]
    }

    /// Whether `(u, v)` is a P-position (its column computed).
    fn is_p(&self, u: i64, v: i64) -> bool {
        u >= 0 && v >= 0 && self.cols[u as usize].binary_search(&(v as u64)).is_ok()
    }

    /// The P-options of `(x, y)` from the members other than the unguarded `p = 1` rays, and
    /// the shared amounts' extra copies subtracted; `fast` is the unguarded rays' sum.
    fn exact(&self, x: i64, y: i64, fast: usize) -> usize {
        let k = self.k;
        let guard = |c: &Cond| *c == Cond::True || c.eval(&|v| if v == "x" { x } else { y });
        let mut total = fast;
        for (li, l) in self.rays.iter().enumerate() {
            if self.fast.contains(&li) {
                continue;
            }
            if guard(&self.n.rays[l.member].when) {
                total += l.count(x, y, k);
            }
        }
        for (m, ray) in self.n.rays.iter().enumerate() {
            if (ray.t_max.is_none() && ray.p >= 1) || Some(m) == self.nim_column {
                continue;
            }
            if guard(&ray.when) {
                total += self.ray_count(ray, x, y);
            }
            if total >= k && self.n.shared.is_empty() {
                return total;
            }
        }
        for p in &self.n.points {
            if guard(&p.when) && self.is_p(x - p.i, y - p.j) {
                total += 1;
            }
        }
        for c in &self.n.cones {
            if guard(&c.when) {
                total += self.cone_count(c, x, y);
            }
        }
        for s in &self.n.shared {
            if self.is_p(x - s.i, y - s.j) {
                let active = s
                    .members
                    .iter()
                    .filter(|&&m| guard(self.n.guard_of(m)))
                    .count();
                total -= active.saturating_sub(1);
            }
        }
        total
    }

    /// The P-options of `(x, y)` on a bounded or vertical ray.
    fn ray_count(&self, ray: &Ray, x: i64, y: i64) -> usize {
        if ray.p == 0 {
            // Column x - c, rows y - d - q t for t in range: the column's P rows.
            let u = x - ray.c;
            if u < 0 || ray.q <= 0 {
                return 0;
            }
            let top = y - ray.d - ray.q * ray.t_min;
            let bottom = ray.t_max.map_or(i64::MIN, |m| y - ray.d - ray.q * m);
            return self.cols[u as usize]
                .iter()
                .filter(|&&v| {
                    let v = v as i64;
                    v <= top && v >= bottom && (top - v) % ray.q == 0
                })
                .count();
        }
        let Some(m) = ray.t_max else { return 0 };
        (ray.t_min..=m)
            .map(|t| ray.at(t))
            .take_while(|&(i, _)| i <= x)
            .filter(|&(i, j)| self.is_p(x - i, y - j))
            .count()
    }

    /// The P-options of `(x, y)` in a cone: per column `u <= x`, the rows `v` with
    /// `(x - u, y - v)` in the cone form an interval.
    fn cone_count(&self, c: &super::normal::Cone, x: i64, y: i64) -> usize {
        let mut total = 0;
        for u in 0..=x {
            let i = x - u;
            // a i + b j + c <= 0 with j = y - v: bounds on v.
            let (mut lo, mut hi) = (0i64, y);
            for &(a, b, cc) in &c.constraints {
                let rest = a * i + cc; // b j + rest <= 0
                if b > 0 {
                    // j <= floor(-rest / b): v >= y - that.
                    lo = lo.max(y - (-rest).div_euclid(b));
                } else if b < 0 {
                    // j >= ceil(rest / -b): v <= y - that.
                    hi = hi.min(y - (-(-rest).div_euclid(-b)));
                } else if rest > 0 {
                    hi = -1;
                }
            }
            if lo > hi {
                continue;
            }
            let col = &self.cols[u as usize];
            let a = col.partition_point(|&v| (v as i64) < lo);
            let b = col.partition_point(|&v| (v as i64) <= hi);
            total += b - a;
        }
        total
    }

    /// Whether `(x, y)` has at least `k` options (misère): each member's landing cells
    /// counted (a ray's `t` range in closed form), shared amounts once.
    fn options_at_least(&self, x: i64, y: i64) -> bool {
        let guard = |c: &Cond| *c == Cond::True || c.eval(&|v| if v == "x" { x } else { y });
        let lands = |i: i64, j: i64| x - i >= 0 && y - j >= 0;
        let mut total = 0usize;
        for ray in &self.n.rays {
            if !guard(&ray.when) {
                continue;
            }
            // t with p t + c <= x and q t + d <= y (p, q >= 0, one positive).
            let mut hi = ray.t_max.unwrap_or(i64::MAX);
            if ray.p > 0 {
                hi = hi.min((x - ray.c).div_euclid(ray.p));
            }
            if ray.q > 0 {
                hi = hi.min((y - ray.d).div_euclid(ray.q));
            }
            if (ray.p == 0 && ray.c > x) || (ray.q == 0 && ray.d > y) {
                continue;
            }
            total += (hi - ray.t_min + 1).max(0) as usize;
        }
        for p in &self.n.points {
            if guard(&p.when) && lands(p.i, p.j) {
                total += 1;
            }
        }
        for c in &self.n.cones {
            if guard(&c.when) {
                total += (0..=x)
                    .flat_map(|u| (0..=y).map(move |v| (x - u, y - v)))
                    .filter(|&(i, j)| i + j >= 1 && c.contains(i, j))
                    .count();
            }
        }
        for s in &self.n.shared {
            if lands(s.i, s.j) {
                let active = s
                    .members
                    .iter()
                    .filter(|&&m| guard(self.n.guard_of(m)))
                    .count();
                total -= active.saturating_sub(1);
            }
        }
        total >= self.k
    }

    /// How far below a cell of column `x` its moves other than vertical rays reach (rows),
    /// and the row above which every vertical ray's guard is constant or periodic.
    fn reach(&self, x: i64) -> (u64, u64) {
        let mut reach = 0i64;
        let mut guard_from = 0i64;
        for r in &self.n.rays {
            let down = if r.p == 0 {
                guard_from = guard_from.max(threshold(&r.when, x));
                r.d + r.q * r.t_min
            } else if let Some(m) = r.t_max {
                r.q * m + r.d
            } else {
                let steps = (x - r.c - r.p * r.t_min).max(0) / r.p;
                r.d + r.q * (r.t_min + steps)
            };
            reach = reach.max(down);
        }
        for p in &self.n.points {
            reach = reach.max(p.j);
        }
        (reach.max(0) as u64, guard_from.max(0) as u64)
    }

    /// Compute the next column; its P rows.
    pub fn next_column(&mut self) -> &[u64] {
        let x = self.cols.len() as i64;
        if let Some(pre) = &self.pre {
            let col = pre.get(x as usize).cloned().unwrap_or_default();
            self.cols.push(col);
            return &self.cols[x as usize];
        }
        let k = self.k;
        // The rays' lines take the P-positions of column x - delta.
        for l in self.rays.iter_mut() {
            let u = x - l.delta;
            if u >= 0 {
                for &v in &self.cols[u as usize] {
                    l.insert(u, v as i64, k);
                }
            }
        }
        self.cols.push(Vec::new());
        let fixed: Vec<(u64, bool)> = self.fixed.get(&(x as u64)).cloned().unwrap_or_default();
        debug_assert!(self.k <= MAX_K);
        let last_fixed = fixed.last().map_or(0, |f| f.0 + 1);
        let limit = match self.mode {
            Mode::Square(s) => s,
            Mode::Stream => u64::MAX,
        };
        // Streamed: above `quiet` (the highest P row so far plus every member's reach, and
        // past every vertical guard's threshold) only the vertical rays count, periodically
        // in `y` with period `self.period`: a whole period without a P-position ends the
        // column even when it holds fewer than k (a vertical ray into a full earlier column
        // can block every cell above).
        let (reach, guard_from) = self.reach(x);
        let quiet = |max_row: u64| {
            max_row
                .saturating_add(reach)
                .max(guard_from)
                .saturating_add(1)
        };
        // A column with fixed cells is scanned from its foot (they are few and low).
        let mut y0 = if fixed.is_empty() {
            self.skip_full(x, 0)
        } else {
            0
        };
        let mut acc = [0u64; MAX_K];
        let mut words = [0u64; MAX_K];
        while y0 < limit {
            if self.mode == Mode::Stream
                && y0 >= last_fixed
                && (self.cols[x as usize].len() >= k
                    || y0 >= quiet(self.max_row).saturating_add(self.period))
            {
                break;
            }
            // The counts of the 64 cells y0 .. y0 + 64 from the unguarded p = 1 rays and the
            // column's own Nim move, summed in unary (acc[j - 1]: at least j), saturated at k.
            acc[..k].fill(0);
            for &fi in &self.fast {
                let l = &self.rays[fi];
                let u = x - l.delta;
                if u < 0 {
                    continue;
                }
                let Lines::Unit(levels) = &l.lines else {
                    continue;
                };
                // Cell y maps to index (y - dd) - q u; cells with y < dd have no move here.
                let start = y0 as i64 - l.dd - l.q * u;
                let mut mask = u64::MAX;
                if (y0 as i64) < l.dd {
                    let below = (l.dd - y0 as i64).min(64) as u32;
                    mask = if below == 64 { 0 } else { u64::MAX << below };
                }
                for (w, b) in words.iter_mut().zip(levels) {
                    *w = b.word(start) & mask;
                }
                add_unary(&mut acc[..k], &words[..k]);
            }
            if self.nim_column.is_some() {
                // The column's P rows below each cell: level j holds the cells above the
                // j-th P row of the column.
                let col = &self.cols[x as usize];
                for (j, w) in words[..k].iter_mut().enumerate() {
                    *w = match col.get(j) {
                        None => 0,
                        Some(&r) if r < y0 => u64::MAX,
                        Some(&r) if r - y0 >= 63 => 0,
                        Some(&r) => u64::MAX << (r - y0 + 1),
                    };
                }
                add_unary(&mut acc[..k], &words[..k]);
            }
            let blocked = acc[k - 1];
            // The fixed rows of this word.
            let mut fixed_mask = 0u64;
            let from = fixed.partition_point(|f| f.0 < y0);
            for f in &fixed[from..] {
                if f.0 >= y0 + 64 {
                    break;
                }
                fixed_mask |= 1 << (f.0 - y0);
            }
            let mut todo = (!blocked | fixed_mask) & limit_mask(y0, limit);
            let mut next = y0 + 64;
            while todo != 0 {
                let b = todo.trailing_zeros() as u64;
                todo &= todo - 1;
                let y = y0 + b;
                let p = if fixed_mask >> b & 1 == 1 {
                    fixed[fixed.partition_point(|f| f.0 < y)].1
                } else {
                    let fast_sum = acc[..k].iter().filter(|w| *w >> b & 1 == 1).count();
                    let total = self.exact(x, y as i64, fast_sum);
                    if total >= k {
                        false
                    } else if self.r.misere {
                        self.options_at_least(x, y as i64)
                    } else {
                        true
                    }
                };
                if p {
                    self.cols[x as usize].push(y);
                    self.max_row = self.max_row.max(y);
                }
                if self.mode == Mode::Stream
                    && self.cols[x as usize].len() >= k
                    && y + 1 >= last_fixed
                {
                    // Every cell above has k P-options in its column (streamed games have
                    // the column's Nim move): the column ends.
                    return &self.cols[x as usize];
                }
                if p {
                    // The cells above it count it: read the word again from the next cell.
                    next = y + 1;
                    break;
                }
            }
            y0 = next;
        }
        &self.cols[x as usize]
    }

    /// The first row `>= from` of column `x` that no single unguarded `p = 1` ray blocks:
    /// every cell below it (from `from` on) has `k` P-options on one line, so it is N.
    /// Each ray's lines with `k` P-positions are its top level's bits; the next clear one
    /// is found word by word, and the rays are taken in turn until none moves the row.
    /// (Without it every blocked cell of a column is summed word by word: `O(x k^2)` per
    /// column.)
    fn skip_full(&self, x: i64, from: u64) -> u64 {
        let k = self.k;
        let mut y = from as i64;
        loop {
            let mut moved = false;
            for &fi in &self.fast {
                let l = &self.rays[fi];
                let u = x - l.delta;
                if u < 0 || y < l.dd {
                    continue;
                }
                let Lines::Unit(levels) = &l.lines else {
                    continue;
                };
                let i = y - l.dd - l.q * u;
                let z = levels[k - 1].next_zero(i);
                if z > i {
                    y += z - i;
                    moved = true;
                }
            }
            if !moved {
                return y as u64;
            }
        }
    }

    /// The P-positions with both entries below `bound`, as pairs `(x, y)` in column order
    /// (streamed: columns `< bound`).
    pub fn pairs_below(&mut self, bound: u64) -> Vec<(u64, u64)> {
        while (self.cols.len() as u64) < bound {
            self.next_column();
        }
        let mut v = Vec::new();
        for x in 0..bound {
            for &y in &self.cols[x as usize] {
                if y < bound {
                    v.push((x, y));
                }
            }
        }
        v
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn lcm(a: u64, b: u64) -> u64 {
    (a / gcd(a, b).max(1)).saturating_mul(b)
}

/// The least common multiple of the moduli of the congruences of `c` that name `y`.
fn moduli(c: &Cond) -> u64 {
    match c {
        Cond::Mod { e, m, .. } if e.coeff("y") != 0 => *m as u64,
        Cond::And(v) | Cond::Or(v) => v.iter().map(moduli).fold(1, lcm),
        Cond::Not(c) => moduli(c),
        _ => 1,
    }
}

/// A row above which every comparison of `c` naming `y` is constant at column `x`.
fn threshold(c: &Cond, x: i64) -> i64 {
    match c {
        Cond::Cmp(e, _) => {
            let b = e.coeff("y");
            if b == 0 {
                0
            } else {
                (e.coeff("x") * x + e.c).abs() / b.abs() + 1
            }
        }
        Cond::And(v) | Cond::Or(v) => v.iter().map(|c| threshold(c, x)).max().unwrap_or(0),
        Cond::Not(c) => threshold(c, x),
        _ => 0,
    }
}

/// The largest blocking number (`parse::MAX_BLOCKING`): the unary sums' width.
const MAX_K: usize = 64;

/// The cells `y0 .. y0 + 64` below `limit`.
fn limit_mask(y0: u64, limit: u64) -> u64 {
    if limit >= y0 + 64 {
        u64::MAX
    } else if limit <= y0 {
        0
    } else {
        (1u64 << (limit - y0)) - 1
    }
}

/// `acc += words` in unary, saturated: `acc[j - 1]` is "at least j". Highest level first,
/// so the lower levels read are still the old ones.
fn add_unary(acc: &mut [u64], words: &[u64]) {
    let k = acc.len();
    for j in (1..=k).rev() {
        // at least j in the sum: at least j - a before and at least a here, a = 0..=j.
        let mut w = acc[j - 1];
        for a in 1..=j.min(words.len()) {
            let before = if a == j { u64::MAX } else { acc[j - a - 1] };
            w |= before & words[a - 1];
        }
        acc[j - 1] = w;
    }
}

/// The fixed cells by column (altered cells, then terminal cells).
fn fixed_cells(r: &RuleSet, mode: Mode) -> Result<HashMap<u64, Vec<(u64, bool)>>, String> {
    let mut by: HashMap<u64, Vec<(u64, bool)>> = HashMap::new();
    if let Some((a, _)) = &r.alteration {
        for (&(x, y), label) in
            a.p.iter()
                .map(|c| (c, true))
                .chain(a.n.iter().map(|c| (c, false)))
        {
            by.entry(x).or_default().push((y, label));
        }
    }
    if let Some(t) = &r.terminal {
        let (tx, ty) = match mode {
            Mode::Square(s) => (s, s),
            Mode::Stream => super::region::bounding_box(t).ok_or(
                "the terminal set is infinite: its columns do not end (this game has a square: --side)",
            )?,
        };
        if tx.max(ty) > MAX_FIXED_EXTENT && mode == Mode::Stream {
            return Err(format!(
                "the terminal set reaches {}: at most {MAX_FIXED_EXTENT} is listed",
                tx.max(ty)
            ));
        }
        for x in 0..tx {
            for y in 0..ty {
                if r.altered(x, y).is_none() && r.is_terminal(x, y) {
                    by.entry(x).or_default().push((y, !r.misere));
                }
            }
        }
    }
    for v in by.values_mut() {
        v.sort_unstable();
    }
    Ok(by)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unary_sums_saturate() {
        // Three rays at one cell each counting 1: at least 1, 2 and 3 (k = 3).
        let mut acc = vec![0u64; 3];
        for _ in 0..3 {
            add_unary(&mut acc, &[1, 0, 0]);
        }
        assert_eq!(acc, [1, 1, 1]);
        let mut acc = vec![0u64; 2];
        add_unary(&mut acc, &[0b11, 0b10]);
        add_unary(&mut acc, &[0b01, 0]);
        // cell 0: 1 + 1 = 2; cell 1: 2 + 0 = 2.
        assert_eq!(acc, [0b11, 0b11]);
    }

    #[test]
    fn bits_grow_both_ways() {
        let mut b = Bits::default();
        for i in [5i64, -70, 200, -1, 63, 64] {
            b.set(i);
        }
        for i in -200..300 {
            assert_eq!(b.get(i), [5, -70, 200, -1, 63, 64].contains(&i), "{i}");
        }
        assert_eq!(b.word(-1) & 0b11, 0b01);
        assert_eq!(b.word(60), 1 << 3 | 1 << 4);
        let mut f = Bits::default();
        for i in -10..130 {
            f.set(i);
        }
        f.set(200);
        assert_eq!(f.next_zero(-10), 130);
        assert_eq!(f.next_zero(-500), -500);
        assert_eq!(f.next_zero(200), 201);
        assert_eq!(f.next_zero(131), 131);
        assert_eq!(f.next_zero(5000), 5000);
    }
}
