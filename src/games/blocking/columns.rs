//! The P-positions `(a, b)`, `a <= b`, of W^k in lexicographic order, column by column.
//!
//! Column `x` is decided from three counts of P-positions already found: `row[y]` (P's
//! `(x', y)` with `x' < x`), `diag[d]` (P's `(x', x' + d)` with `x' < x`) and the column's
//! own count `c` (its lower part `(x, y'), y' < x` is the mirror of row `x`, so it starts at
//! `row[x]`). Then `(x, y)`, `y >= x`, is P iff `c + row[y] + diag[y - x] < k` (Definition
//! 3: its vertical, horizontal and diagonal P-options). A column holds at most `k`
//! P-positions (beyond `k` every cell has `k` vertical P-options), so its scan stops when
//! `c = k`.
//!
//! The scan does not visit every cell: for each threshold `t` it keeps bit sets of rows and
//! diagonals with count `>= t`; with budget `B = k - 1 - c`, a cell can only be P if
//! `row[y] <= B` and `diag[y - x] <= B`, so whole 64-cell words are skipped with two masks
//! (the diagonal mask shifted by `x`), and the exact sum is tested only on candidates. The
//! scan of column `x` starts at the first row `>= x` and diagonal with counts `<= B`.
//!
//! Memory: `2k` bit sets over the rows and diagonals used (about `k * (r_max + 1) * a / 4`
//! bytes for columns up to `a`, `r_max` the largest ratio `b / a`), plus the counts.

/// Per-index counts with "count >= t" bit sets for every `t = 1..=k`.
#[derive(Debug, Clone)]
struct Counted {
    count: Vec<u8>,
    at_least: Vec<Vec<u64>>, // at_least[t - 1] has bit i iff count[i] >= t
    first_below: Vec<u64>,   // first_below[t - 1]: every index below it has count >= t
}

impl Counted {
    fn new(k: usize) -> Self {
        Counted {
            count: Vec::new(),
            at_least: vec![Vec::new(); k],
            first_below: vec![0; k],
        }
    }

    fn get(&self, i: u64) -> u8 {
        self.count.get(i as usize).copied().unwrap_or(0)
    }

    fn increment(&mut self, i: u64) {
        let i = i as usize;
        if i >= self.count.len() {
            self.count.resize(i + 1, 0);
        }
        self.count[i] += 1;
        let t = self.count[i] as usize;
        if let Some(bits) = self.at_least.get_mut(t - 1) {
            let w = i >> 6;
            if w >= bits.len() {
                bits.resize(w + 1, 0);
            }
            bits[w] |= 1u64 << (i & 63);
        }
    }

    /// The word of "count >= t" bits starting at index `start` (any alignment);
    /// `t = 0` is all ones.
    fn word_at(&self, t: usize, start: u64) -> u64 {
        if t == 0 {
            return u64::MAX;
        }
        let bits = &self.at_least[t - 1];
        let (w, s) = ((start >> 6) as usize, start & 63);
        let lo = bits.get(w).copied().unwrap_or(0) >> s;
        let hi = if s == 0 {
            0
        } else {
            bits.get(w + 1).copied().unwrap_or(0) << (64 - s)
        };
        lo | hi
    }

    /// The least index `>= from` with count `< t`.
    fn first_below_from(&mut self, t: usize, from: u64) -> u64 {
        let p = self.first_below[t - 1];
        let mut i = p.max(from);
        loop {
            let w = self.word_at(t, i);
            if w != u64::MAX {
                i += u64::from((!w).trailing_zeros());
                break;
            }
            i += 64;
        }
        if from <= p {
            // The scan started at the pointer: everything in [p, i) has count >= t too.
            self.first_below[t - 1] = i;
        }
        i
    }
}

/// Streaming generator of the P-positions `(a, b)`, `a <= b`, of W^k.
#[derive(Debug, Clone)]
pub struct Columns {
    k: usize,
    x: u64,
    rows: Counted,
    diags: Counted,
    pending: std::collections::VecDeque<(u64, u64)>,
}

impl Columns {
    /// The generator for W^k (`k >= 1`, at most 255).
    pub fn new(k: usize) -> Self {
        assert!((1..=255).contains(&k), "1 <= k <= 255");
        Columns {
            k,
            x: 0,
            rows: Counted::new(k),
            diags: Counted::new(k),
            pending: Default::default(),
        }
    }

    /// Bytes held by the counts and bit sets.
    pub fn memory_bytes(&self) -> usize {
        let bits: usize = self
            .rows
            .at_least
            .iter()
            .chain(&self.diags.at_least)
            .map(|b| b.capacity() * 8)
            .sum();
        bits + self.rows.count.capacity() + self.diags.count.capacity()
    }

    /// Decide column `x`, pushing its upper P-positions.
    fn column(&mut self) {
        let (k, x) = (self.k, self.x);
        let mut c = self.rows.get(x) as usize;
        let mut y = x;
        while c < k {
            let b = k - 1 - c; // budget: row + diag <= b
            let t = b + 1; // "count >= t" excludes
            // Skip to the first row >= y and diagonal >= y - x with counts <= b.
            let y_row = self.rows.first_below_from(t, y);
            let d = self.diags.first_below_from(t, y_row - x);
            y = y_row.max(x + d);
            // Word-level exact candidates from y on: row[y] + diag[y - x] <= b iff for some
            // split s in 0..=b, row[y] <= s and diag[y - x] <= b - s.
            loop {
                let mut cand = 0u64;
                for split in 0..=b {
                    let row_le = !self.rows.word_at(split + 1, y);
                    if row_le == 0 {
                        continue;
                    }
                    cand |= row_le & !self.diags.word_at(b - split + 1, y - x);
                }
                if cand != 0 {
                    y += u64::from(cand.trailing_zeros());
                    break;
                }
                y += 64;
            }
            self.pending.push_back((x, y));
            self.rows.increment(y);
            self.diags.increment(y - x);
            c += 1;
            y += 1;
        }
        self.x += 1;
    }
}

impl Iterator for Columns {
    type Item = (u64, u64);
    fn next(&mut self) -> Option<(u64, u64)> {
        while self.pending.is_empty() {
            self.column();
        }
        self.pending.pop_front()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k1_is_wythoff() {
        let v: Vec<(u64, u64)> = Columns::new(1).take(8).collect();
        assert_eq!(
            v,
            [
                (0, 0),
                (1, 2),
                (3, 5),
                (4, 7),
                (6, 10),
                (8, 13),
                (9, 15),
                (11, 18)
            ]
        );
    }
}
