//! Sprague–Grundy values of Wythoff Nim (and of its finite alterations) on a square.
//!
//! `G(x, y)` is the mex of the values of the options of `(x, y)`: the cells `(x', y)` with
//! `x' < x`, `(x, y')` with `y' < y` and `(x - i, y - i)`. Tables of it go back to
//! Berlekamp, Conway and Guy (*Winning Ways*, p. 76) and OEIS A004481; the finitely altered
//! games are those of Hu, Sleator and Tsin (section 1), whose values this module defines in
//! [`Label`] (the paper itself labels only P and N).
//!
//! Route: the cells are decided line by line (`x = 0, 1, ...`, and `y` increasing inside a
//! line), so every option of a cell is decided before it. For each of the three kinds of
//! line through a cell — same `x` (the line being built), same `y`, same diagonal `x - y` —
//! a bit set holds the values already placed on it; the value of a cell is the least bit
//! clear in the union of its three sets. Each set also keeps the number of its leading
//! all-ones words, so the scan starts at the largest of the three (every value below is in
//! the union) and stops at the first word of the union with a clear bit.
//!
//! Cost: a cell has at most `x + y + min(x, y) < 3N` options, so every value is below `3N`
//! and a set needs `ceil((3N + 1) / 64)` words: memory about `9 N^2 / 8` bytes for the
//! `3N - 1` sets of the square of side `N` (113 MB at `N = 10^4`), the lines streamed as they
//! are done. Time: `N^2` cells, each scanning the words between its sets' full prefixes
//! and its value (`O(N / 64)` words at worst). No property of the values (bounds such as
//! `G(x, y) >= y - 2x`, additive periodicity) is used; the twin is the generic rules
//! solver on the literal move lists (`games/solver.rs`, tests/wythoff.rs, tests/hst.rs).

/// The largest memory the engine may take (8 GiB).
pub const MAX_BYTES: u64 = 8 << 30;

/// The largest side within [`MAX_BYTES`] (without the `--bfile` triangle; the unit test
/// `max_side_is_the_largest_within_the_memory_limit` checks it).
pub const MAX_SIDE: u64 = 87_253;

/// How an altered cell is fixed (Hu-Sleator-Tsin's alteration sets `P` and `N`).
///
/// As a normal-play game (so that Sprague–Grundy values are defined): a cell declared P
/// has no move (value 0); a cell declared N keeps its Wythoff moves and has one more, to a
/// terminal position (value `mex({0} ∪ values of its Wythoff options)`, at least 1). This
/// is the least change that gives every altered cell its declared label: an N cell whose
/// mex is already positive keeps its value. The zero cells are then exactly the P-positions
/// of the altered game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// Declared P: no move, value 0.
    P,
    /// Declared N: the Wythoff options and one move to a terminal position.
    N,
}

/// Words per bit set for a square of side `side`: room for every value below `3 side + 1`.
fn words_for(side: u64) -> u64 {
    (3 * side + 1).div_ceil(64).max(1)
}

/// The memory the engine takes for a square of side `side`, in bytes: the sets of every
/// line `y`, every diagonal and the band's lines `x`, and the band's values.
pub fn memory_bytes(side: u64) -> u64 {
    let band = TILE as u64;
    let sets = side.saturating_mul(3).saturating_add(band);
    sets.saturating_mul(words_for(side))
        .saturating_mul(8)
        .saturating_add(side.saturating_mul(4 * band))
}

/// A bit set of values with the count of its leading all-ones words.
#[derive(Debug, Clone, Copy)]
struct Full(u32);

/// Lines decided together (a band), and cells of a line decided together (a tile): the
/// sets of a tile's `TILE` lines `y` and `2 TILE` diagonals stay in cache while its
/// `TILE` lines `x` pass over them.
const TILE: usize = 64;

/// The streaming engine: yields line `x` (`G(x, 0..side)`) for `x = 0, 1, ..., side - 1`.
#[derive(Debug, Clone)]
pub struct GrundyLines {
    side: usize,
    words: usize,
    /// Values on each line `y` (cells `(x', y)`, `x' < x`), `words` per line.
    same_y: Vec<u64>,
    full_y: Vec<Full>,
    /// Values on each diagonal `d = x - y + side - 1`, `words` per diagonal.
    diag: Vec<u64>,
    full_d: Vec<Full>,
    /// Values on the band's lines `x` (cells `(x, y')`, `y' < y`), `words` per line.
    same_x: Vec<u64>,
    full_x: Vec<Full>,
    /// Fixed cells inside the square, sorted by `(x, y)`.
    fixed: Vec<(u32, u32, Label)>,
    /// The band's lines, computed and not yet yielded (in reverse order).
    band: Vec<Vec<u32>>,
    /// The first line of the next band.
    x: usize,
}

impl GrundyLines {
    /// Wythoff Nim on the square of side `side`.
    pub fn wythoff(side: u32) -> Result<Self, String> {
        Self::altered(side, Vec::new())
    }

    /// A finitely altered game: `fixed` lists altered cells (any order; cells outside the
    /// square are ignored, since no cell of the square moves to them).
    pub fn altered(side: u32, mut fixed: Vec<(u32, u32, Label)>) -> Result<Self, String> {
        if side == 0 {
            return Err("the side must be at least 1".into());
        }
        let need = memory_bytes(u64::from(side));
        if need > MAX_BYTES {
            return Err(format!(
                "side {side} needs about {:.1} GB (the limit is {} GB)",
                need as f64 / 1e9,
                MAX_BYTES >> 30
            ));
        }
        fixed.retain(|&(x, y, _)| x < side && y < side);
        fixed.sort_unstable_by_key(|&(x, y, _)| (x, y));
        fixed.dedup_by_key(|c| (c.0, c.1));
        let s = side as usize;
        let words = words_for(u64::from(side)) as usize;
        Ok(GrundyLines {
            side: s,
            words,
            same_y: vec![0; s * words],
            full_y: vec![Full(0); s],
            diag: vec![0; (2 * s - 1) * words],
            full_d: vec![Full(0); 2 * s - 1],
            same_x: vec![0; TILE.min(s) * words],
            full_x: vec![Full(0); TILE.min(s)],
            fixed,
            band: Vec::new(),
            x: 0,
        })
    }

    /// Compute the lines `x0 .. x0 + TILE` (fewer at the end) into `self.band`, tile by
    /// tile: for each block of `TILE` lines `y`, every line `x` of the band in turn. Every
    /// option of a cell lies on an earlier line of the band or in an earlier tile.
    fn compute_band(&mut self) {
        let (s, w, x0) = (self.side, self.words, self.x);
        let x1 = (x0 + TILE).min(s);
        self.same_x.fill(0);
        self.full_x.fill(Full(0));
        let mut out = vec![vec![0u32; s]; x1 - x0];
        // The next fixed cell of each line of the band.
        let mut next_fixed: Vec<usize> = (x0..x1)
            .map(|x| self.fixed.partition_point(|&(fx, _, _)| (fx as usize) < x))
            .collect();
        for y0 in (0..s).step_by(TILE) {
            let y1 = (y0 + TILE).min(s);
            for x in x0..x1 {
                let i = x - x0;
                let line = &mut self.same_x[i * w..(i + 1) * w];
                let full_line = &mut self.full_x[i];
                for (y, cell) in out[i].iter_mut().enumerate().take(y1).skip(y0) {
                    let d = x + s - 1 - y;
                    let label = match self.fixed.get(next_fixed[i]) {
                        Some(&(fx, fy, l)) if fx as usize == x && fy as usize == y => {
                            next_fixed[i] += 1;
                            Some(l)
                        }
                        _ => None,
                    };
                    let ys = &mut self.same_y[y * w..(y + 1) * w];
                    let ds = &mut self.diag[d * w..(d + 1) * w];
                    let g = match label {
                        Some(Label::P) => 0,
                        other => {
                            let start =
                                full_line.0.max(self.full_y[y].0).max(self.full_d[d].0) as usize;
                            // A declared N cell also moves to a terminal position (value 0).
                            let zero = u64::from(other == Some(Label::N));
                            mex_from(line, ys, ds, start, zero)
                        }
                    };
                    insert(line, full_line, g);
                    insert(ys, &mut self.full_y[y], g);
                    insert(ds, &mut self.full_d[d], g);
                    *cell = g;
                }
            }
        }
        out.reverse();
        self.band = out;
        self.x = x1;
    }
}

/// The least value in none of the three sets (and not 0 when `zero` is 1), scanning words
/// from `start` (every value below `64 start` is in one of the sets).
#[inline]
fn mex_from(a: &[u64], b: &[u64], c: &[u64], start: usize, zero: u64) -> u32 {
    let mut i = start;
    loop {
        // The value is below the number of options plus one, which the sets have room for.
        let mut u = a[i] | b[i] | c[i];
        if i == 0 {
            u |= zero;
        }
        if u != u64::MAX {
            return (i as u32) * 64 + u.trailing_ones();
        }
        i += 1;
    }
}

/// Add `g` to a set and advance its count of leading all-ones words.
#[inline]
fn insert(set: &mut [u64], full: &mut Full, g: u32) {
    set[(g / 64) as usize] |= 1u64 << (g % 64);
    while (full.0 as usize) < set.len() && set[full.0 as usize] == u64::MAX {
        full.0 += 1;
    }
}

impl Iterator for GrundyLines {
    type Item = Vec<u32>;
    fn next(&mut self) -> Option<Vec<u32>> {
        if self.band.is_empty() && self.x < self.side {
            self.compute_band();
        }
        self.band.pop()
    }
}

/// The whole table `g[x][y]` of a square (for tests and small sides).
pub fn table(side: u32) -> Result<Vec<Vec<u32>>, String> {
    Ok(GrundyLines::wythoff(side)?.collect())
}

#[cfg(test)]
mod tests {
    #[test]
    fn max_side_is_the_largest_within_the_memory_limit() {
        assert!(super::memory_bytes(super::MAX_SIDE) <= super::MAX_BYTES);
        assert!(super::memory_bytes(super::MAX_SIDE + 1) > super::MAX_BYTES);
    }

    use super::*;

    #[test]
    fn the_first_rows_of_winning_ways() {
        // Winning Ways p. 76 / OEIS A004481: rows 0..2 of Wythoff's Grundy table.
        let t = table(8).unwrap();
        assert_eq!(t[0], [0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(t[1], [1, 2, 0, 4, 5, 3, 7, 8]);
        assert_eq!(t[2], [2, 0, 1, 5, 3, 4, 8, 6]);
    }

    #[test]
    fn the_sets_have_room_for_every_value() {
        // A cell has at most 3(side - 1) options; the sets hold values up to 3 side.
        for side in [1u64, 21, 22, 64, 1000] {
            assert!(words_for(side) * 64 > 3 * (side - 1) + 1, "side {side}");
        }
    }

    #[test]
    fn a_declared_cell_keeps_its_label() {
        // P at (1, 1): value 0; N at (0, 0): value mex{0} = 1; (1, 2) (P in Wythoff) then
        // moves to the P cell (1, 1).
        let fixed = vec![(1, 1, Label::P), (0, 0, Label::N), (9, 9, Label::P)];
        let t: Vec<Vec<u32>> = GrundyLines::altered(4, fixed).unwrap().collect();
        assert_eq!(t[1][1], 0);
        assert_eq!(t[0][0], 1);
        assert_ne!(t[1][2], 0);
        assert_eq!(memory_bytes(4), (12 + 64) * 8 + 4 * 4 * 64);
    }

    #[test]
    fn side_zero_and_huge_sides_are_refused() {
        assert!(GrundyLines::wythoff(0).is_err());
        let e = GrundyLines::wythoff(200_000).unwrap_err();
        assert!(e.contains("GB"), "{e}");
    }
}
