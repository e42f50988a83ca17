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
//! least j", [`super::runs::Runs`]: runs of full words skipped through a union-find) over
//! that index. The cells are found in one of two ways:
//! * candidate search (the default, when the budget `k - 1` splits among the unguarded
//!   `p = 1` rays in at most `MAX_SPLITS` ways): with `c` P rows of the column below
//!   (counted by its own Nim move) and budget `b = k - 1 - c`, a cell whose unguarded rays
//!   count at most `b` P-options is a candidate, and it is one iff for some split
//!   `b = s_1 + ... + s_r` each ray `i` has at most `s_i` P-positions on the cell's line:
//!   the first cell clear in every ray's level-`s_i` set ([`super::runs::meet`], leapfrog),
//!   least over the splits. Only candidates are summed exactly; the cells between are never
//!   visited. A candidate found N leaves every split's search where it stopped (the sets do
//!   not change within a column).
//!   Where the members the search does not filter (guarded rays, rays with `p >= 2`, single
//!   moves, cones) turn most candidates N, the next columns are scanned by words, and the
//!   search is tried again every `RETRY_EVERY` columns (the choice changes the time only).
//! * word scan (more splits: three or more unguarded rays at a large `k`): 64 cells of a
//!   column read one word per ray and level, summed in unary across rays (saturating); a
//!   cell whose unguarded rays already count `k` P-options is N without more work.
//!
//! Every candidate sums its members exactly: the guarded rays (a count look-up), the rays
//! with `p >= 2` (a hash look-up), vertical rays and bounded rays (the column's sorted P
//! rows), single moves (a look-up), cones (per column, an interval of rows); under blocking
//! the amounts two members share are counted once (`Normal::shared`). Then: altered cells
//! keep their label, terminal cells are P (misère N), and the rule decides the rest (`P iff
//! fewer than k options are P`; misère: N when fewer than `k` options exist).
//!
//! Two modes:
//! * streamed ([`Engine::stream`]): for rule sets with both Nim moves unguarded, no cone
//!   and a bounded terminal set. A column holds at most `k` P-positions besides the fixed
//!   ones (a cell above `k` P-positions of its column has `k` P-options), and cells above
//!   every earlier line's reach (and every bounded move's, and under misère row `k`, and
//!   every fixed cell) have no other P-option, so each column ends after its `k`-th
//!   P-position above its fixed cells, or after a whole period of its vertical moves with
//!   none. Memory: the columns' P rows, and per ray and level 1.5 bits per line index, all
//!   linear in the columns.
//! * a square ([`Engine::square`]): every cell below `side` of every column below `side`,
//!   for any rule set whose moves take non-negative amounts.
//!
//! Cost per column: candidate search, per P-position found and per split one leapfrog
//! (near-constant where the sets are sparse or full, 64 cells per word test where both
//! have clear cells that never meet: W^2, W^6 and W^10 between slopes 1 and 1.618, so
//! those stay quadratic), plus the exact sum at each candidate (each `O(members)`
//! look-ups, a vertical ray `O(P rows of the column)`, a cone `O(x log)`); word scan, one
//! word per ray and level and an `O(k^2)` unary sum per 64 cells scanned. Measured: the
//! rules rows of docs/engines.md.
//!
//! The twin is `rules::solver` (the definition, sharing nothing of this): compared on
//! random rule sets and on every gallery game (`tests/rules_engines.rs`).

use super::RuleSet;
use super::expr::Cond;
use super::normal::{Normal, Ray, normalize};
use super::runs::{Runs, meet};
use std::collections::HashMap;

/// The per-line counts of one unbounded ray with `p >= 1`.
#[derive(Debug, Clone)]
enum Lines {
    /// `p = 1`: level `j - 1` holds the lines with at least `j` P-positions, by `v - q u`.
    Unit(Vec<Runs>),
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
    /// Scan every column word by word (for the test that the two scans agree).
    words_only: bool,
    /// Candidates the exact sum found N, over the columns searched so far.
    rejected: u64,
    /// The last column searched found more candidates N than [`WORDS_AFTER`]: scan by
    /// words, and search again every [`RETRY_EVERY`] columns.
    prefer_words: bool,
    /// Columns scanned by words since the last search.
    since_search: u32,
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
                        Lines::Unit(vec![Runs::default(); k])
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
            words_only: false,
            rejected: 0,
            prefer_words: false,
            since_search: 0,
        })
    }

    /// The candidates the exact sum found N so far (the members the candidate search does
    /// not filter: guarded rays, rays with `p >= 2`, single moves, cones).
    pub fn rejected(&self) -> u64 {
        self.rejected
    }

    /// The same engine scanning every column word by word, never by candidate search. For
    /// the test that the two scans agree (`tests/rules_engines.rs`); never used otherwise.
    #[doc(hidden)]
    pub fn words_only(mut self) -> Self {
        self.words_only = true;
        self
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

    /// Whether the cell `(x, y)`, not fixed, is a P-position, `fast` P-options counted by
    /// the unguarded `p = 1` rays and the column's Nim move: fewer than `k` P-options in
    /// all (`exact`), and under misère play at least `k` options.
    fn decide(&self, x: i64, y: i64, fast: usize) -> bool {
        self.exact(x, y, fast) < self.k && (!self.r.misere || self.options_at_least(x, y))
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

    /// How far below a cell of column `x` its moves reach (rows), an unbounded vertical ray
    /// to its first move, and the row above which every vertical ray's guard is constant or
    /// periodic.
    fn reach(&self, x: i64) -> (u64, u64) {
        let mut reach = 0i64;
        let mut guard_from = 0i64;
        for r in &self.n.rays {
            let down = if r.p == 0 {
                guard_from = guard_from.max(threshold(&r.when, x));
                // A bounded one reaches its last move (into this column or another); an
                // unbounded one counts, far enough up, the P rows below in one residue
                // class of its step: periodic.
                r.d + r.q * r.t_max.unwrap_or(r.t_min)
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
        // can block every cell above). Under misère play a cell's label also depends on
        // whether it has `k` options, which every cell from row `k` on has (its vertical
        // Nim moves alone): the window starts there at the earliest. The window holds no
        // fixed cell (they keep their labels whatever their options).
        let (reach, mut guard_from) = self.reach(x);
        if self.r.misere {
            guard_from = guard_from.max(k as u64);
        }
        let quiet = |max_row: u64| {
            max_row
                .saturating_add(reach)
                .max(guard_from)
                .saturating_add(1)
        };
        // Candidate search, unless the members it does not filter (guarded rays, rays with
        // p >= 2, single moves, cones) turn most candidates N: then the word scan, which
        // tests 64 cells at a time, is faster, and the search is tried again now and then.
        // Both are exact: the choice changes the time only.
        if !self.words_only
            && self.splits() <= MAX_SPLITS
            && (!self.prefer_words || self.since_search >= RETRY_EVERY)
        {
            let stop = match self.mode {
                Mode::Stream => Some((reach, guard_from)),
                Mode::Square(_) => None,
            };
            let before = self.rejected;
            self.split_column(x, &fixed, limit, stop);
            self.prefer_words = self.rejected - before > WORDS_AFTER + 4 * k as u64;
            self.since_search = 0;
            return &self.cols[x as usize];
        }
        self.since_search = self.since_search.saturating_add(1);
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
                    || y0
                        >= quiet(self.max_row)
                            .max(last_fixed)
                            .saturating_add(self.period))
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
                    self.decide(x, y as i64, fast_sum)
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

    /// The number of ways to split the budget `k - 1` among the unguarded `p = 1` rays
    /// (compositions of `k - 1` into as many parts): the searches per candidate of
    /// [`Engine::split_column`].
    fn splits(&self) -> u64 {
        let (b, r) = (self.k as u64 - 1, self.fast.len() as u64);
        // C(b + r - 1, r - 1), saturating.
        let mut c = 1u64;
        for i in 1..r {
            c = c.saturating_mul(b + i) / i;
            if c > MAX_SPLITS {
                return c;
            }
        }
        c
    }

    /// The P-options of `(x, y)` on the unguarded `p = 1` rays and from the column's own
    /// Nim move (its P rows below `y`), saturated per ray at `k`.
    fn fast_sum(&self, x: i64, y: i64) -> usize {
        let own = if self.nim_column.is_some() {
            self.cols[x as usize].partition_point(|&r| (r as i64) < y)
        } else {
            0
        };
        own + self
            .fast
            .iter()
            .map(|&fi| self.rays[fi].count(x, y, self.k))
            .sum::<usize>()
    }

    /// Column `x` by candidate search (the unguarded `p = 1` rays at most [`MAX_SPLITS`]
    /// splits): with `c` P rows of the column below (when its Nim move counts them) and
    /// budget `b = k - 1 - c`, a cell whose unguarded rays count at most `b` P-options is
    /// a candidate, and it is one iff for some split `b = s_1 + ... + s_r` every ray `i`
    /// has fewer than `s_i + 1` P-positions on the cell's line: the first clear bit common
    /// to the rays' level-`s_i` sets, shifted to the column ([`meet`]), least over the
    /// splits. Each candidate is decided exactly (`exact`, misère, fixed cells), and the
    /// search goes on above it. Cells below a ray's first move (`y < dd`) are tested one by
    /// one. `stop` (streamed): the column's end as in [`Engine::next_column`].
    fn split_column(
        &mut self,
        x: i64,
        fixed: &[(u64, bool)],
        limit: u64,
        stop: Option<(u64, u64)>,
    ) {
        let k = self.k;
        let last_fixed = fixed.last().map_or(0, |f| f.0 + 1);
        // The active rays: level sets and the offset of a cell's line index (i = y - off).
        let active: Vec<(usize, i64, i64)> = self
            .fast
            .iter()
            .filter_map(|&fi| {
                let l = &self.rays[fi];
                let u = x - l.delta;
                (u >= 0).then_some((fi, l.dd + l.q * u, l.dd))
            })
            .collect();
        let below = active.iter().map(|a| a.2).max().unwrap_or(0).max(0) as u64;
        let mut y = if fixed.is_empty() {
            self.skip_full(x, 0)
        } else {
            0
        };
        let mut split = vec![0usize; active.len()];
        // What is known of each split's first meet (in the order of `next_composition`)
        // while the budget stays: `(v, true)` the first meet at or after where it was
        // searched from is `v`; `(v, false)` none below `v`. The sets do not change within
        // a column, so a candidate found N leaves every other split's search where it was.
        let mut known: Vec<(i64, bool)> = Vec::new();
        let mut known_own = usize::MAX;
        loop {
            let count = self.cols[x as usize].len();
            let mut end = limit;
            if let Some((reach, guard_from)) = stop
                && y >= last_fixed
            {
                let quiet = self
                    .max_row
                    .saturating_add(reach)
                    .max(guard_from)
                    .saturating_add(1);
                // The quiet window must hold no fixed cell (they keep their labels).
                let quiet_end = quiet.max(last_fixed).saturating_add(self.period);
                if count >= k || y >= quiet_end {
                    return;
                }
                end = end.min(quiet_end);
            }
            if y >= limit {
                return;
            }
            let from = fixed.partition_point(|f| f.0 < y);
            if let Some(&(row, label)) = fixed.get(from) {
                if row == y {
                    if label {
                        self.cols[x as usize].push(y);
                        self.max_row = self.max_row.max(y);
                    }
                    y += 1;
                    continue;
                }
                end = end.min(row);
            }
            let own = if self.nim_column.is_some() { count } else { 0 };
            let cand = if own >= k {
                None
            } else if y < below {
                (y..end.min(below)).find(|&c| self.fast_sum(x, c as i64) < k)
            } else {
                None
            };
            let cand = match cand {
                Some(c) => Some(c),
                None if own >= k => None,
                None => {
                    let b = k - 1 - own;
                    let from = y.max(below) as i64;
                    let mut best = end as i64;
                    if known_own != own {
                        known.clear();
                        known_own = own;
                    }
                    // Every composition of b into active.len() parts.
                    split.fill(0);
                    if let Some(last) = split.last_mut() {
                        *last = b;
                    }
                    let mut i = 0;
                    loop {
                        if i == known.len() {
                            known.push((from, false));
                        }
                        let (v, exact) = known[i];
                        if exact && v >= from {
                            best = best.min(v);
                        } else {
                            let start = if exact { from } else { v.max(from) };
                            if start < best {
                                let sets: Vec<(&Runs, i64)> = active
                                    .iter()
                                    .zip(&split)
                                    .map(|(&(fi, off, _), &s)| match &self.rays[fi].lines {
                                        Lines::Unit(levels) => (&levels[s], off),
                                        Lines::Map(_) => unreachable!("fast rays have p = 1"),
                                    })
                                    .collect();
                                known[i] = match meet(&sets, start, best) {
                                    Some(found) => {
                                        best = found;
                                        (found, true)
                                    }
                                    None => (best, false),
                                };
                            }
                        }
                        i += 1;
                        if !next_composition(&mut split) {
                            break;
                        }
                    }
                    ((best as u64) < end).then_some(best as u64)
                }
            };
            let Some(c) = cand else {
                y = end;
                continue;
            };
            let p = self.decide(x, c as i64, self.fast_sum(x, c as i64));
            if p {
                self.cols[x as usize].push(c);
                self.max_row = self.max_row.max(c);
            } else {
                self.rejected += 1;
            }
            y = c + 1;
        }
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
                let z = levels[k - 1].first_zero(i);
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

/// The most splits of the budget [`Engine::split_column`] tries per candidate; past it
/// (three or more unguarded rays at a large `k`) the column is scanned word by word.
const MAX_SPLITS: u64 = 512;

/// Candidates found N in one column (besides `4 k`) past which the next columns are
/// scanned by words.
const WORDS_AFTER: u64 = 64;

/// Columns scanned by words between two candidate searches once words are preferred.
const RETRY_EVERY: u32 = 256;

/// The next composition of the same total in the same number of parts (in an order that
/// visits each once, from `(0, ..., 0, total)`): `false` after the last.
fn next_composition(s: &mut [usize]) -> bool {
    let n = s.len();
    if n < 2 {
        return false;
    }
    // Move one unit from the last part to the rightmost part before it that can take it:
    // the parts before the last read as a number in a mixed base.
    let last = s[n - 1];
    if last > 0 {
        s[n - 2] += 1;
        s[n - 1] = last - 1;
        return true;
    }
    // Carry: find the rightmost i < n - 1 with s[i] > 0 and i > 0, move it left by one.
    let mut i = n - 2;
    while i > 0 && s[i] == 0 {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    let v = s[i];
    s[i] = 0;
    s[i - 1] += 1;
    s[n - 1] = v - 1;
    true
}

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
}
