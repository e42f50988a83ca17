//! The recursive labelling of the paper's introduction, on a box: every cell is labelled
//! after all cells below and to its left; an altered cell keeps its declared label; any
//! other cell is N iff a P-position is reachable in one Wythoff move. `O(W H (W + H))`.

use super::spec::Alteration;

/// Labels `p[y][x]` of `[0, w) x [0, h)` (`true` = P).
pub fn labels(alt: &Alteration, w: usize, h: usize) -> Vec<Vec<bool>> {
    let mut p = vec![vec![false; w]; h];
    for y in 0..h {
        for x in 0..w {
            p[y][x] = match alt.fixed(x as u64, y as u64) {
                Some(v) => v,
                None => {
                    let reach = (0..x).any(|i| p[y][i])
                        || (0..y).any(|j| p[j][x])
                        || (1..=x.min(y)).any(|k| p[y - k][x - k]);
                    !reach
                }
            };
        }
    }
    p
}

/// The P-positions `(x, y)` of a box, sorted by column then row.
pub fn p_positions(alt: &Alteration, w: usize, h: usize) -> Vec<(u64, u64)> {
    let p = labels(alt, w, h);
    let mut v: Vec<(u64, u64)> = (0..w)
        .flat_map(|x| (0..h).map(move |y| (x, y)))
        .filter(|&(x, y)| p[y][x])
        .map(|(x, y)| (x as u64, y as u64))
        .collect();
    v.sort_unstable();
    v
}
