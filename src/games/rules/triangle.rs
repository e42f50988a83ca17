//! The fast engine on the triangle `x + y < side`, for any rule set: the games the column
//! engine cannot order by columns (a move that adds to a heap, or a take that depends on
//! the position, as Splythoff's split).
//!
//! Route. Every move lowers `x + y`, so the anti-diagonals `x + y = s`, in increasing `s`,
//! are in the order of play, and the triangle is closed under moves. A position's P-options
//! are counted member by member (the normalised members, `normal`), saturated at `k`:
//! the unguarded Nim rays `(0, t)`, `(t, 0)` and the diagonal `(t, t)` (`t >= 1`) by a
//! running count per column, row and diagonal (every cell below a position on its line has a
//! smaller `x + y`, and every cell above it a larger one, so the running count is the
//! count below); every other member by its moves, one look-up each in the table of
//! P-positions (a ray's `t` in closed form, `normal::Moving::t_range`; a cone by every
//! landing cell, for small sides). Under blocking, the amounts two members share are counted
//! once (`Normal::shared`). Then the rule: altered cells keep their label, terminal cells are
//! P (misère N), otherwise P iff fewer than `k` options are P (misère: and at least `k`
//! options exist).
//!
//! The twin is `rules::solver` (the definition), compared on every gallery game whose
//! moves are not all takes (`tests/gallery.rs`).
//!
//! Cost: `side^2 / 2` cells; per cell `O(1)` for the Nim lines, and, unless they already
//! count `k` P-options, `O(moves)` look-ups for the other members (a ray or a
//! position-dependent take: up to `side` moves). Memory: `side^2 / 2` bits and three
//! counters per line.

use super::RuleSet;
use super::expr::Cond;
use super::normal::{Moving, Normal, normalize};

/// The largest side served (`side^2 / 2` bits: 64 MB).
pub const MAX_SIDE: u64 = 1 << 15;

/// The P-rows of every column of the triangle `x + y < side`: `rows[x]` sorted.
pub fn p_rows(r: &RuleSet, side: u64) -> Result<Vec<Vec<u64>>, String> {
    if side > MAX_SIDE {
        return Err(format!(
            "the triangle engine serves sides up to {MAX_SIDE} (asked {side})"
        ));
    }
    let n = normalize(r)?;
    let k = r.blocking as usize;
    let s = side as usize;
    let shared: Vec<usize> = n
        .shared
        .iter()
        .flat_map(|s| s.members.iter().copied())
        .collect();
    // The plain unguarded Nim lines and diagonal: which member each is, if any.
    let plain = |p: i64, q: i64| {
        n.rays.iter().position(|r| {
            (r.p, r.c, r.q, r.d, r.t_min, r.t_max) == (p, 0, q, 0, 1, None) && r.when == Cond::True
        })
    };
    let (col_m, row_m, diag_m) = (plain(0, 1), plain(1, 0), plain(1, 1));
    let lines: Vec<usize> = [col_m, row_m, diag_m]
        .into_iter()
        .flatten()
        .filter(|m| !shared.contains(m))
        .collect();
    let use_col = col_m.is_some_and(|m| lines.contains(&m));
    let use_row = row_m.is_some_and(|m| lines.contains(&m));
    let use_diag = diag_m.is_some_and(|m| lines.contains(&m));
    // Every other ray as a `Moving` with no dependence on the position.
    let others: Vec<(Moving, usize)> = n
        .rays
        .iter()
        .enumerate()
        .filter(|(m, _)| !lines.contains(m))
        .map(|(m, r)| {
            (
                Moving {
                    p: r.p,
                    c: r.c,
                    q: r.q,
                    d: r.d,
                    xy: [0; 4],
                    t_min: r.t_min,
                    t_max: r.t_max,
                    when: r.when.clone(),
                    label: r.label.clone(),
                },
                m,
            )
        })
        .chain(n.moving.iter().map(|m| (m.clone(), usize::MAX)))
        .collect();
    let mut t = Table {
        bits: (0..s).map(|x| vec![0u64; (s - x).div_ceil(64)]).collect(),
    };
    let mut col = vec![0u8; s];
    let mut row = vec![0u8; s];
    let mut diag = vec![0u8; 2 * s + 1];
    let sat = |c: u8| (c as usize).min(k);
    for sum in 0..s {
        for x in 0..=sum {
            let y = sum - x;
            let (xi, yi) = (x as i64, y as i64);
            let label = if let Some(f) = r.altered(x as u64, y as u64) {
                f
            } else if r.is_terminal(x as u64, y as u64) {
                !r.misere
            } else {
                let mut total = 0;
                if use_col {
                    total += sat(col[x]);
                }
                if use_row {
                    total += sat(row[y]);
                }
                if use_diag {
                    total += sat(diag[x + s - y]);
                }
                if total < k || !n.shared.is_empty() {
                    total += count(&n, &others, &t, xi, yi, k, true);
                }
                if total >= k {
                    false
                } else if r.misere {
                    let lines = usize::from(use_col) * y
                        + usize::from(use_row) * x
                        + usize::from(use_diag) * x.min(y);
                    lines + count(&n, &others, &t, xi, yi, k, false) >= k
                } else {
                    true
                }
            };
            if label {
                t.set(x, y);
                col[x] = col[x].saturating_add(1);
                row[y] = row[y].saturating_add(1);
                diag[x + s - y] = diag[x + s - y].saturating_add(1);
            }
        }
    }
    Ok((0..s)
        .map(|x| {
            (0..s - x)
                .filter(|&y| t.get(x, y))
                .map(|y| y as u64)
                .collect()
        })
        .collect())
}

/// The P-positions found so far, a bit per cell of each column.
struct Table {
    bits: Vec<Vec<u64>>,
}

impl Table {
    fn get(&self, x: usize, y: usize) -> bool {
        self.bits
            .get(x)
            .and_then(|c| c.get(y / 64))
            .is_some_and(|w| w >> (y % 64) & 1 == 1)
    }

    fn set(&mut self, x: usize, y: usize) {
        self.bits[x][y / 64] |= 1 << (y % 64);
    }
}

/// The options of `(x, y)` (`p`: only the P-options) from every member but the Nim lines
/// counted by the running counts, shared amounts once; stops early at `k` when no amount
/// is shared.
fn count(
    n: &Normal,
    others: &[(Moving, usize)],
    t: &Table,
    x: i64,
    y: i64,
    k: usize,
    p: bool,
) -> usize {
    let guard = |c: &Cond| *c == Cond::True || c.eval(&|v| if v == "x" { x } else { y });
    let hit = |i: i64, j: i64| {
        let (u, v) = (x - i, y - j);
        u >= 0 && v >= 0 && i + j >= 1 && (!p || t.get(u as usize, v as usize))
    };
    let early = n.shared.is_empty();
    let mut total = 0;
    for (m, _) in others {
        if !guard(&m.when) {
            continue;
        }
        if let Some((lo, hi)) = m.t_range(x, y) {
            for s in lo..=hi {
                let (i, j) = m.at(s, x, y);
                if hit(i, j) {
                    total += 1;
                    if early && total >= k {
                        return total;
                    }
                }
            }
        }
    }
    for pt in &n.points {
        if guard(&pt.when) && hit(pt.i, pt.j) {
            total += 1;
        }
    }
    for c in &n.cones {
        if guard(&c.when) {
            for u in 0..=x {
                for v in 0..=y {
                    let (i, j) = (x - u, y - v);
                    if c.contains(i, j) && hit(i, j) {
                        total += 1;
                    }
                }
            }
        }
    }
    for s in &n.shared {
        if hit(s.i, s.j) {
            let active = s.members.iter().filter(|&&m| guard(n.guard_of(m))).count();
            total -= active.saturating_sub(1);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::rules::{parse::parse, solver};

    fn check(text: &str, side: u64) {
        let r = parse(text, &[]).unwrap();
        let fast = p_rows(&r, side).unwrap();
        let slow = solver::solve(&r, side, false).unwrap();
        assert!(slow.triangle || r.takes_only());
        for x in 0..side {
            for y in 0..side - x {
                assert_eq!(
                    fast[x as usize].contains(&y),
                    slow.is_p(x, y),
                    "{text}: ({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn agrees_with_the_solver() {
        // Splythoff: Wythoff plus the split (x - t, x + t), t >= 0, from x >= 1.
        check(
            "name = \"s\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t, t)\"\n[[move]]\ntake = \"(x - t, x + t)\"\nt = \">= 0\"\nwhen = \"x >= 1\"\n",
            60,
        );
        // A move adding to a heap, under blocking and misère.
        check(
            "name = \"a\"\nblocking = 2\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(2, -1)\"\n",
            40,
        );
        check(
            "name = \"m\"\nmisere = true\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(t + 1, 1 - t)\"\nt = \">= 1 & <= 3\"\n",
            40,
        );
        // Terminal set and a guarded position-dependent take.
        check(
            "name = \"g\"\nterminal = \"x + y <= 2\"\n[[move]]\ntake = \"(t, 0)\"\n[[move]]\ntake = \"(y - t, t)\"\nt = \">= 1\"\nwhen = \"y >= x\"\n",
            40,
        );
    }
}
