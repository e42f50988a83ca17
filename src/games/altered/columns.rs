//! The column algorithm of section 2, as a streaming generator over columns.
//!
//! Column `t` is scanned upward from row 0: an altered cell keeps its label; any other cell
//! is P iff its column has no P below, its row has no P to the left (`row[]`), and its
//! diagonal has no P down-left (`diag[]`). A column `t < m_x` ends once row `m_y` is passed
//! and a P has been found; a natural column `t >= m_x` holds exactly one P.
//!
//! State, with memory bounded by the active window: `row[]` as a [`SlidingSet`] (rows below
//! its mex are dropped), and `diag[]` by intercept `c = y - x` as the range `[lo, hi]` of
//! used intercepts plus the set of unused `holes` inside it (`D_t = |holes|`; the column is
//! saturated iff `holes` is empty). Then `l_t = lo + t` and `u_t = hi + t`.
//!
//! A natural column is found without scanning every row: a cell `(t, y)` has a free diagonal
//! iff `y - t < lo`, `y - t > hi`, or `y - t` is a hole, so the P-position is the least
//! free row among: free rows below `lo + t`, rows `c + t` for holes `c`, and the first free
//! row above `hi + t`. This is exact (no lemma is used); Lemmas 1-2 are checked against it.
//!
//! Cost: a natural column is a few word operations on the row set (its mex is kept, so
//! the least free row is known) and a look at the holes, which are few (`D_t`) and kept
//! in order in a deque (a new intercept below `lo` or above `hi` adds its gap at an end):
//! about 170 instructions per column (valgrind's callgrind, Box(2, 2), 500000 columns).

use super::spec::Alteration;
use crate::games::sliding_set::SlidingSet;
use smallvec::{SmallVec, smallvec};
use std::collections::{BTreeMap, VecDeque};

/// One computed column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Column {
    /// The column index `t`.
    pub t: u64,
    /// Rows of the P-positions in this column, increasing (inline: a natural column has
    /// one, so no column allocates).
    pub p: SmallVec<[u64; 2]>,
    /// `(l_t, u_t)` after this column (`None` while no diagonal is used).
    pub lu: Option<(u64, u64)>,
    /// Whether the column is saturated (every diagonal between `l_t` and `u_t` used).
    pub saturated: bool,
    /// For a natural column: Lemma 2's case (1: at `l_(t-1)`, 2: at `u_(t-1) + 2`, 3: strictly
    /// between `l_(t-1) + 1` and `u_(t-1) + 1`; 0: none of these).
    pub case: Option<u8>,
}

/// The generator.
#[derive(Debug, Clone)]
pub struct Columns {
    fixed: BTreeMap<u64, Vec<(u64, bool)>>,
    mx: u64,
    my: u64,
    t: u64,
    rows: SlidingSet,
    row_mex: u64,
    rows_used: u64,
    diag: Option<(i64, i64)>,
    /// The unused intercepts inside `diag`, increasing (few: `D_t`; a new intercept below
    /// `lo` or above `hi` adds its gap at the front or the back).
    holes: VecDeque<i64>,
}

impl Columns {
    /// The column algorithm for an altered game.
    pub fn new(alt: &Alteration) -> Self {
        let mut fixed: BTreeMap<u64, Vec<(u64, bool)>> = BTreeMap::new();
        for &(x, y) in &alt.p {
            fixed.entry(x).or_default().push((y, true));
        }
        for &(x, y) in &alt.n {
            fixed.entry(x).or_default().push((y, false));
        }
        let (mx, my) = alt.extent();
        Columns {
            fixed,
            mx,
            my,
            t: 0,
            rows: SlidingSet::new(),
            row_mex: 0,
            rows_used: 0,
            diag: None,
            holes: VecDeque::new(),
        }
    }

    /// `(m_x, m_y)` of the alteration.
    pub fn extent(&self) -> (u64, u64) {
        (self.mx, self.my)
    }

    /// The number of rows and of diagonals holding a P-position so far (`r`, `d` of
    /// Theorem 3).
    pub fn rows_and_diagonals_used(&self) -> (u64, u64) {
        let d = self
            .diag
            .map_or(0, |(lo, hi)| (hi - lo + 1) as u64 - self.holes.len() as u64);
        (self.rows_used, d)
    }

    /// `D_t`, the unused diagonals between `l_t` and `u_t`.
    pub fn unused_diagonals(&self) -> usize {
        self.holes.len()
    }

    /// The bit string `S_t`: `row[l_t..=u_t]`, '1' for used rows (empty before any diagonal).
    pub fn bitstring(&self) -> String {
        match self.lu() {
            None => String::new(),
            Some((l, u)) => (l..=u)
                .map(|y| if self.rows.contains(y) { '1' } else { '0' })
                .collect(),
        }
    }

    /// Whether row `y` holds a P-position so far.
    pub fn row_used(&self, y: u64) -> bool {
        self.rows.contains(y)
    }

    /// The least row without a P-position so far.
    pub fn row_mex(&self) -> u64 {
        self.row_mex
    }

    /// `(l_t, u_t)` for the last computed column `t`.
    pub fn lu(&self) -> Option<(u64, u64)> {
        let t = self.t.checked_sub(1)? as i64;
        self.diag
            .map(|(lo, hi)| ((lo + t).max(0) as u64, (hi + t).max(0) as u64))
    }

    fn diag_used(&self, c: i64) -> bool {
        self.diag
            .is_some_and(|(lo, hi)| c >= lo && c <= hi && self.holes.binary_search(&c).is_err())
    }

    #[inline(always)]
    fn use_cell(&mut self, x: u64, y: u64) {
        self.rows_used += u64::from(self.rows.insert_new(y));
        let c = y as i64 - x as i64;
        match self.diag {
            None => self.diag = Some((c, c)),
            Some((lo, hi)) => {
                if c < lo {
                    // Usually c = lo - 1 (no gap).
                    if c + 1 < lo {
                        for h in (c + 1..lo).rev() {
                            self.holes.push_front(h);
                        }
                    }
                    self.diag = Some((c, hi));
                } else if c > hi {
                    if c > hi + 1 {
                        self.holes.extend(hi + 1..c);
                    }
                    self.diag = Some((lo, c));
                } else if let Ok(i) = self.holes.binary_search(&c) {
                    self.holes.remove(i);
                }
            }
        }
    }

    fn altered_column(&mut self, t: u64) -> SmallVec<[u64; 2]> {
        let Some(cells) = self.fixed.get(&t) else {
            // No altered cell in this column: its P-position is the least cell with a free
            // row and a free diagonal, found as in a natural column (no scan from row 0).
            return smallvec![self.least_free_from(t, 0)];
        };
        let fixed: BTreeMap<u64, bool> = cells.iter().copied().collect();
        let top = fixed.keys().next_back().map_or(0, |&y| y + 1);
        let mut found = SmallVec::new();
        // Rows below the column's last altered cell, one by one; above it, a jump to the
        // least free cell.
        for y in 0..top {
            let p = match fixed.get(&y) {
                Some(&v) => v,
                None => {
                    found.is_empty()
                        && !self.rows.contains(y)
                        && !self.diag_used(y as i64 - t as i64)
                }
            };
            if p {
                found.push(y);
            }
        }
        if found.is_empty() {
            found.push(self.least_free_from(t, top));
        }
        found
    }

    /// The least `y >= from` whose row and diagonal (in column `t`) hold no P-position.
    fn least_free_from(&self, t: u64, from: u64) -> u64 {
        let y = self.natural_column(t);
        if y >= from {
            return y;
        }
        let mut y = from;
        loop {
            y = self.rows.next_absent(y);
            if !self.diag_used(y as i64 - t as i64) {
                return y;
            }
            y += 1;
        }
    }

    #[inline(always)]
    fn natural_column(&self, t: u64) -> u64 {
        let ti = t as i64;
        // `row_mex` is the least free row (kept so at the end of every column).
        let first_free = self.row_mex;
        debug_assert_eq!(first_free, self.rows.next_absent(0));
        let Some((lo, hi)) = self.diag else {
            return first_free;
        };
        if (first_free as i64) < lo + ti {
            return first_free;
        }
        for &c in &self.holes {
            let y = c + ti;
            if y >= 0 && !self.rows.contains(y as u64) {
                return y as u64;
            }
        }
        self.rows.next_absent((hi + ti + 1).max(0) as u64)
    }
}

impl Columns {
    /// Decide the next column without the reports of [`Column`]: its P-rows.
    fn step(&mut self) -> SmallVec<[u64; 2]> {
        let t = self.t;
        if t >= self.mx {
            return smallvec![self.natural_step()];
        }
        let p = self.altered_column(t);
        for &y in &p {
            self.use_cell(t, y);
        }
        self.end_column();
        p
    }

    /// Decide the next column, a natural one (`t >= m_x`): its one P-row.
    fn natural_step(&mut self) -> u64 {
        let t = self.t;
        let y = self.natural_column(t);
        self.use_cell(t, y);
        self.end_column();
        y
    }

    /// Move past the column just decided.
    #[inline(always)]
    fn end_column(&mut self) {
        self.t += 1;
        if self.rows.contains(self.row_mex) {
            self.row_mex = self.rows.advance_mex(self.row_mex);
        }
    }

    /// The P-positions `[x, y]` of the columns `x < end` still to come, column by column
    /// (rows increasing): the streaming form behind `positions altered`, with no [`Column`]
    /// built per column.
    pub fn pairs(self, end: u64) -> Pairs {
        Pairs {
            cols: self,
            end,
            buf: SmallVec::new(),
            i: 0,
        }
    }
}

/// See [`Columns::pairs`].
#[derive(Debug, Clone)]
pub struct Pairs {
    cols: Columns,
    end: u64,
    buf: SmallVec<[u64; 2]>,
    i: usize,
}

impl Iterator for Pairs {
    type Item = [u64; 2];
    #[inline]
    fn next(&mut self) -> Option<[u64; 2]> {
        loop {
            if let Some(&y) = self.buf.get(self.i) {
                self.i += 1;
                return Some([self.cols.t - 1, y]);
            }
            let t = self.cols.t;
            if t >= self.end {
                return None;
            }
            if t >= self.cols.mx {
                return Some([t, self.cols.natural_step()]);
            }
            self.buf = self.cols.step();
            self.i = 0;
        }
    }
}

impl Iterator for Columns {
    type Item = Column;
    fn next(&mut self) -> Option<Column> {
        let t = self.t;
        let before = self.lu();
        let p = self.step();
        let y = p[0];
        let case = before.filter(|_| t >= self.mx).map(|(l, u)| {
            if y == l {
                1
            } else if y == u + 2 {
                2
            } else if y > l + 1 && y < u + 1 {
                3
            } else {
                0
            }
        });
        Some(Column {
            t,
            p,
            lu: self.lu(),
            saturated: self.holes.is_empty(),
            case,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::altered::rules;

    #[test]
    fn pairs_equal_the_columns_reports() {
        for spec in [
            "P: box 8x13",
            "P: 0,0 1,2; N: 3,3",
            "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
            "N: 0,0",
            "P: box 3x40; N: 5,5",
            "",
        ] {
            let alt = Alteration::parse(spec).unwrap_or_default();
            let want: Vec<[u64; 2]> = Columns::new(&alt)
                .take(5_000)
                .flat_map(|c| c.p.into_iter().map(move |y| [c.t, y]))
                .collect();
            let got: Vec<[u64; 2]> = Columns::new(&alt).pairs(5_000).collect();
            assert_eq!(got, want, "{spec}");
            assert_eq!(Columns::new(&alt).pairs(0).count(), 0);
        }
    }

    #[test]
    fn row_reports_follow_the_columns() {
        // row_used and row_mex against the rows of the P-positions listed so far.
        for spec in [
            "P: box 8x13",
            "P: 0,0; N: 0,1 0,2 1,0 1,1 1,2 2,0 2,1 2,2",
            "",
        ] {
            let alt = Alteration::parse(spec).unwrap_or_default();
            let mut cols = Columns::new(&alt);
            let mut rows = std::collections::BTreeSet::new();
            for _ in 0..300 {
                let c = cols.next().expect("columns never end");
                rows.extend(c.p.iter().copied());
                let mex = (0..).find(|y| !rows.contains(y)).unwrap_or(0);
                assert_eq!(cols.row_mex(), mex, "{spec:?} after column {}", c.t);
                for y in 0..mex + 50 {
                    assert_eq!(cols.row_used(y), rows.contains(&y), "{spec:?} row {y}");
                }
            }
        }
    }

    /// The first `side` columns of `spec`'s game equal the rules solver's P-positions.
    fn agrees_with_the_rules(spec: &str, side: usize) {
        let alt = Alteration::parse(spec).unwrap();
        let truth = rules::p_positions(&alt, side, 3 * side);
        let fast: Vec<(u64, u64)> = Columns::new(&alt)
            .take(side)
            .flat_map(|c| c.p.into_iter().map(move |y| (c.t, y)))
            .collect();
        assert_eq!(truth, fast, "{spec}");
    }

    #[test]
    fn scattered_alterations_match_the_rules_solver() {
        // 60 alterations of 2 to 7 cells, each P or N, inside 7 x 7 (a fixed generator):
        // free cells below a column's last altered one meet used rows and used diagonals.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % m
        };
        for _ in 0..60 {
            let (mut p, mut n) = (Vec::new(), Vec::new());
            for _ in 0..2 + next(6) {
                let cell = format!("{},{}", next(7), next(7));
                if next(2) == 0 { &mut p } else { &mut n }.push(cell);
            }
            // A cell declared twice keeps its first label.
            n.retain(|c| !p.contains(c));
            let spec = match (p.is_empty(), n.is_empty()) {
                (false, false) => format!("P: {}; N: {}", p.join(" "), n.join(" ")),
                (false, true) => format!("P: {}", p.join(" ")),
                _ => format!("N: {}", n.join(" ")),
            };
            agrees_with_the_rules(&spec, 60);
        }
    }

    #[test]
    fn unaltered_is_wythoff_and_matches_the_rules_solver_on_small_alterations() {
        let w: Vec<(u64, u64)> = Columns::new(&Alteration::default())
            .take(200)
            .flat_map(|c| c.p.into_iter().map(move |y| (c.t, y)))
            .collect();
        for (x, y) in w.iter().copied() {
            let (a, b) = (x.min(y), x.max(y));
            let n = b - a;
            assert_eq!(crate::games::wythoff::pair(n), Some((a, b)), "({x},{y})");
        }
        for spec in [
            "N: 0,0",
            "P: box 3x5",
            "P: 2,7 5,1; N: 0,0 1,2",
            "P: box 8x13",
        ] {
            agrees_with_the_rules(spec, 150);
        }
    }
}
