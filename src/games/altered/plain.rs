//! A second implementation of the altered game's P-positions (Hu, Sleator and Tsin,
//! altered Wythoff: an altered cell keeps its declared label; any other cell `(x, y)` is
//! P iff no P-position lies below it in its column, to its left in its row, or down-left
//! on its diagonal), written from those rules and sharing no code with
//! [`super::columns`]: the twin the column algorithm is compared with to 10^6 columns (10^8
//! under `slow-tests`).
//!
//! Route: columns in order, each cell of a column from row 0 up. What the rule needs of
//! the earlier columns is which rows and which diagonals (`c = y - x`) hold a P-position;
//! both are kept as ordered sets of the *free* ones below a horizon (every row or diagonal
//! at or past the horizon is free). An altered column is labelled cell by cell up to its
//! last altered cell; above it, and in every other column, the one P-position is the least
//! cell whose row and diagonal are both free, found by a leapfrog between the two ordered
//! sets (the least free row at or above `y`, then the least free diagonal at or above
//! `y - x`, until they name the same cell).
//!
//! Cost: `O(log)` per leapfrog step (a few steps per column in practice); memory: one set
//! entry per free row below the highest used row and per free diagonal between the lowest
//! and highest used ones. Measured (Box(8, 13), load 7-9 on 2 cores): 10^7 columns in 2.2 s
//! of CPU and 129 MB, 10^8 columns in 22.5 s of CPU and 1.27 GB peak.

use super::spec::Alteration;
use std::collections::{BTreeMap, BTreeSet};

/// The P-positions `[x, y]`, column by column, rows increasing within a column.
#[derive(Debug, Clone)]
pub struct PlainColumns {
    /// Altered cells by column: row -> label.
    fixed: BTreeMap<u64, BTreeMap<u64, bool>>,
    t: u64,
    /// Free rows below `row_horizon`.
    free_rows: BTreeSet<u64>,
    row_horizon: u64,
    /// Free diagonals in `[diag_lo, diag_hi)`; every diagonal outside is free.
    free_diags: BTreeSet<i64>,
    diag_lo: i64,
    diag_hi: i64,
    pending: Vec<[u64; 2]>,
}

impl PlainColumns {
    /// The P-positions of the altered game.
    pub fn new(alt: &Alteration) -> Self {
        let mut fixed: BTreeMap<u64, BTreeMap<u64, bool>> = BTreeMap::new();
        for &(x, y) in &alt.p {
            fixed.entry(x).or_default().insert(y, true);
        }
        for &(x, y) in &alt.n {
            fixed.entry(x).or_default().insert(y, false);
        }
        PlainColumns {
            fixed,
            t: 0,
            free_rows: BTreeSet::new(),
            row_horizon: 0,
            free_diags: BTreeSet::new(),
            diag_lo: 0,
            diag_hi: 0,
            pending: Vec::new(),
        }
    }

    fn row_free(&self, y: u64) -> bool {
        y >= self.row_horizon || self.free_rows.contains(&y)
    }

    fn diag_free(&self, c: i64) -> bool {
        c < self.diag_lo || c >= self.diag_hi || self.free_diags.contains(&c)
    }

    fn next_free_row(&self, y: u64) -> u64 {
        if y >= self.row_horizon {
            return y;
        }
        self.free_rows
            .range(y..)
            .next()
            .copied()
            .unwrap_or(self.row_horizon)
    }

    fn next_free_diag(&self, c: i64) -> i64 {
        if c < self.diag_lo || c >= self.diag_hi {
            return c;
        }
        self.free_diags
            .range(c..)
            .next()
            .copied()
            .unwrap_or(self.diag_hi)
    }

    /// The least `y >= from` with row `y` and diagonal `y - t` free.
    fn least_free(&self, t: u64, from: u64) -> u64 {
        let mut y = from;
        loop {
            y = self.next_free_row(y);
            let c = self.next_free_diag(y as i64 - t as i64);
            let y2 = (c + t as i64) as u64;
            if y2 == y {
                return y;
            }
            y = y2;
        }
    }

    /// Record a P-position at `(t, y)`: its row and diagonal are used from now on.
    fn mark(&mut self, t: u64, y: u64) {
        if y >= self.row_horizon {
            self.free_rows.extend(self.row_horizon..y);
            self.row_horizon = y + 1;
        } else {
            self.free_rows.remove(&y);
        }
        let c = y as i64 - t as i64;
        if self.diag_lo == self.diag_hi {
            self.diag_lo = c;
            self.diag_hi = c + 1;
        } else if c < self.diag_lo {
            self.free_diags.extend(c + 1..self.diag_lo);
            self.diag_lo = c;
        } else if c >= self.diag_hi {
            self.free_diags.extend(self.diag_hi..c);
            self.diag_hi = c + 1;
        } else {
            self.free_diags.remove(&c);
        }
    }

    /// The P-rows of column `t`.
    fn column(&mut self, t: u64) -> Vec<u64> {
        let mut found = Vec::new();
        let top = match self.fixed.get(&t) {
            None => 0,
            Some(cells) => {
                let cells = cells.clone();
                let top = cells.keys().next_back().map_or(0, |&y| y + 1);
                for y in 0..top {
                    let p = match cells.get(&y) {
                        Some(&label) => label,
                        None => {
                            found.is_empty()
                                && self.row_free(y)
                                && self.diag_free(y as i64 - t as i64)
                        }
                    };
                    if p {
                        found.push(y);
                        self.mark(t, y);
                    }
                }
                top
            }
        };
        if found.is_empty() {
            let y = self.least_free(t, top);
            found.push(y);
            self.mark(t, y);
        }
        found
    }
}

impl Iterator for PlainColumns {
    type Item = [u64; 2];
    fn next(&mut self) -> Option<[u64; 2]> {
        if self.pending.is_empty() {
            let t = self.t;
            self.t += 1;
            let mut rows = self.column(t);
            rows.reverse();
            self.pending = rows.into_iter().map(|y| [t, y]).collect();
        }
        self.pending.pop()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::altered::rules;

    #[test]
    fn unaltered_is_wythoff_and_small_alterations_match_the_recursive_labelling() {
        let w: Vec<[u64; 2]> = PlainColumns::new(&Alteration::default()).take(6).collect();
        assert_eq!(w, [[0, 0], [1, 2], [2, 1], [3, 5], [4, 7], [5, 3]]);
        for spec in [
            "N: 0,0",
            "P: box 3x5",
            "P: 2,7 5,1; N: 0,0 1,2",
            "P: 0,0 0,3",
        ] {
            let alt = Alteration::parse(spec).expect("a valid spec");
            let side = 80;
            let truth: Vec<[u64; 2]> = rules::p_positions(&alt, side, 4 * side)
                .into_iter()
                .map(|(x, y)| [x, y])
                .collect();
            let plain: Vec<[u64; 2]> = PlainColumns::new(&alt)
                .take_while(|&[x, _]| x < side as u64)
                .collect();
            assert_eq!(plain, truth, "{spec}");
        }
    }
}
