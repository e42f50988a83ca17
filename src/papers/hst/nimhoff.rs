//! `hst.nimhoff` (section 6): Linear Nimhoff games, altered and unaltered, measured.
//!
//! Every labelling measured is first compared with the forward sieve
//! ([`nimhoff::sieve_labels`]) on the whole square, and with the literal-rule twin
//! ([`nimhoff::literal_labels`]) on the square of side `min(side, TWIN_SIDE)`; each slope
//! is printed with its error estimate (the spread of `y / x` over the beam's outer half,
//! [`nimhoff::Beam::slope_error`]). Cost: `O(side^2)` per labelling and per sieve,
//! `O(TWIN_SIDE^3)` per literal comparison, `O(side^2)` per defect offset (289 offsets).

use crate::check::{Bound, Findings, Kind, Outcome, Statement};
use crate::games::altered::Alteration;
use crate::games::nimhoff::{self, Nimhoff};

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "hst.nimhoff",
        paper: super::PAPER,
        number: "Section 6, Figures 6 and 7",
        kinds: &[Kind::Conjecture, Kind::Figure],
        words: "{(1,0),(0,2),(1,1)} has two beams (floor(n/sqrt3), floor(n(1+1/sqrt3))) and (floor(n(2+sqrt3)), floor(n(1+sqrt3))); under a 2x2 alteration its defects persist; {(1,0),(0,1),(1,1),(2,1)} keeps its three beam slopes under a 100x100 alteration.",
        bound: Bound {
            meaning: "side of the square labelled (the defect shares use the windows x+y < side/2)",
            default: 2_000,
            deep: 8_000,
            min: 200,
            max: 12_000,
        },
        recorded: Outcome::Measured,
        note: "",
        witness: &[],
        check,
        proof: None,
    }
}

/// The side of the square on which each labelling is compared with the literal twin.
pub const TWIN_SIDE: usize = 300;

fn show(beams: &[nimhoff::Beam]) -> String {
    beams
        .iter()
        .map(|b| {
            format!(
                "slope {:.4} ± {:.1e} (steps {:.4}, {:.4}; {} points)",
                b.slope,
                b.slope_error(),
                b.dx,
                b.dy,
                b.points
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The fraction of P-positions with `x + y` in `[s/2, s)` present in one game only, after
/// shifting `b` by the offset `(dx, dy)` (in `[-8, 8]^2`) that makes it smallest. Route:
/// the P-positions of `a` in the band and all of `b`'s, listed once; for each offset, the
/// cells in both (each of `a`'s looked up in `b`) and the cells of `b` alone (each shifted
/// one looked up in `a`). Cost: one pass over the square, then 289 offsets times the
/// P-positions (a few per row).
fn difference_share(a: &[Vec<bool>], b: &[Vec<bool>], s: usize) -> (f64, (i64, i64)) {
    let n = a.len() as i64;
    let (lo, hi) = (s as i64 / 2, s as i64);
    let inside = |x: i64, y: i64| x >= 0 && y >= 0 && x < n && y < n;
    let cells = |g: &[Vec<bool>]| -> Vec<(i64, i64)> {
        g.iter()
            .enumerate()
            .flat_map(|(y, row)| {
                row.iter()
                    .enumerate()
                    .filter(|p| *p.1)
                    .map(move |(x, _)| (x as i64, y as i64))
            })
            .collect()
    };
    let in_a: Vec<(i64, i64)> = cells(a)
        .into_iter()
        .filter(|&(x, y)| (lo..hi).contains(&(x + y)))
        .collect();
    let in_b = cells(b);
    let mut best = (f64::INFINITY, (0, 0));
    for dx in -8i64..=8 {
        for dy in -8i64..=8 {
            // A cell (x, y) of the band holds b's (x - dx, y - dy).
            let both = in_a
                .iter()
                .filter(|&&(x, y)| inside(x - dx, y - dy) && b[(y - dy) as usize][(x - dx) as usize])
                .count();
            let b_only = in_b
                .iter()
                .map(|&(x, y)| (x + dx, y + dy))
                .filter(|&(x, y)| {
                    inside(x, y) && (lo..hi).contains(&(x + y)) && !a[y as usize][x as usize]
                })
                .count();
            let union = in_a.len() + b_only;
            let share = (union - both) as f64 / union.max(1) as f64;
            if share < best.0 {
                best = (share, (dx, dy));
            }
        }
    }
    best
}

fn check(side: u64) -> Findings {
    let s = side as usize;
    let mut f = Findings::new(format!(
        "the square [0,{side})^2; beams from the points with {} <= x + y < {side}; slopes ± the spread of y/x over x + y in [{}, {side})",
        side / 2,
        3 * side / 4
    ));
    let r3 = 3f64.sqrt();
    let g1 = Nimhoff(vec![(1, 0), (0, 2), (1, 1)]);
    let wythoff = Nimhoff(vec![(1, 0), (0, 1), (1, 1)]);
    let g2 = Nimhoff(vec![(1, 0), (0, 1), (1, 1), (2, 1)]);
    let big_box = Alteration::p_box(100.min(side / 4), 100.min(side / 4));
    let games: [(&str, &Nimhoff, Alteration); 6] = [
        ("{(1,0),(0,2),(1,1)}", &g1, Alteration::default()),
        (
            "{(1,0),(0,2),(1,1)} with the 2x2 box",
            &g1,
            Alteration::p_box(2, 2),
        ),
        ("Wythoff", &wythoff, Alteration::default()),
        (
            "Wythoff with the 2x2 box",
            &wythoff,
            Alteration::p_box(2, 2),
        ),
        ("{(1,0),(0,1),(1,1),(2,1)}", &g2, Alteration::default()),
        ("{(1,0),(0,1),(1,1),(2,1)} with the box of P", &g2, big_box),
    ];
    let labelled: Vec<Vec<Vec<bool>>> = games
        .iter()
        .map(|(_, g, alt)| nimhoff::labels(g, alt, s, s))
        .collect();
    let t = s.min(TWIN_SIDE);
    let twin_bad: Vec<String> = games
        .iter()
        .zip(&labelled)
        .filter_map(|((name, g, alt), fast)| {
            let small: Vec<Vec<bool>> = fast[..t].iter().map(|r| r[..t].to_vec()).collect();
            nimhoff::first_difference(&small, &nimhoff::literal_labels(g, alt, t, t))
                .map(|d| format!("{name}: {d}"))
        })
        .collect();
    let sieve_bad: Vec<String> = games
        .iter()
        .zip(&labelled)
        .filter_map(|((name, g, alt), fast)| {
            nimhoff::first_difference(fast, &nimhoff::sieve_labels(g, alt, s, s))
                .map(|d| format!("{name}: {d}"))
        })
        .collect();
    f.check(
        "ray-flag labeller = forward sieve on the whole square",
        if sieve_bad.is_empty() {
            Ok(format!(
                "all {} labellings measured below agree on the square of side {s}",
                games.len()
            ))
        } else {
            Err(sieve_bad.join("; "))
        },
    );
    f.check(
        "ray-flag labeller = literal-rule solver",
        if twin_bad.is_empty() {
            Ok(format!(
                "all {} labellings measured below agree on the square of side {t}",
                games.len()
            ))
        } else {
            Err(twin_bad.join("; "))
        },
    );
    let [plain, altered, wp, wa, p2, a2] = [0, 1, 2, 3, 4, 5].map(|i| &labelled[i]);
    f.measured(
        "{(1,0),(0,2),(1,1)} beams",
        format!(
            "{}; printed slopes {:.4} (steps {:.4}, {:.4}) and {:.4} (steps {:.4}, {:.4})",
            show(&nimhoff::beams(plain, s)),
            1.0 + r3,
            1.0 / r3,
            1.0 + 1.0 / r3,
            (1.0 + r3) / (2.0 + r3),
            2.0 + r3,
            1.0 + r3
        ),
    );
    let windows = [s / 8, s / 4, s / 2];
    let shares: Vec<String> = windows
        .iter()
        .map(|&w| {
            let (share, off) = difference_share(plain, altered, w);
            format!("x+y in [{}, {w}): {share:.3} at offset {off:?}", w / 2)
        })
        .collect();
    let wshares: Vec<String> = windows
        .iter()
        .map(|&w| {
            let (share, off) = difference_share(wp, wa, w);
            format!("{share:.3} at {off:?}")
        })
        .collect();
    f.measured(
        "defects under the 2x2 alteration (share of P-positions in one game only)",
        format!(
            "{}; Wythoff under the same alteration: {}",
            shares.join(", "),
            wshares.join(", ")
        ),
    );
    f.measured(
        "{(1,0),(0,1),(1,1),(2,1)} beams",
        format!(
            "unaltered: {}; with the 100x100 box of P: {}",
            show(&nimhoff::beams(p2, s)),
            show(&nimhoff::beams(a2, s))
        ),
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::rng::Rng;

    /// The definition cell by cell: the fraction of P-positions with `x + y` in `[s/2, s)` present in one game only, after
    /// shifting `b` by the offset `(dx, dy)` (in `[-8, 8]^2`) that makes it smallest. Cost:
    /// 289 offsets times the cells of the band (`3 s^2 / 8` of them), not of the square.
    fn difference_share_by_cells(a: &[Vec<bool>], b: &[Vec<bool>], s: usize) -> (f64, (i64, i64)) {
        let n = a.len() as i64;
        let mut best = (f64::INFINITY, (0, 0));
        for dx in -8i64..=8 {
            for dy in -8i64..=8 {
                let (mut diff, mut union) = (0usize, 0usize);
                // Only the cells with s/2 <= x + y < s: for each row, the columns in that band.
                let (lo, hi) = (s as i64 / 2, s as i64);
                for y in 0..n.min(hi) {
                    for x in (lo - y).max(0)..(hi - y).min(n) {
                        let (bx, by) = (x - dx, y - dy);
                        let pb = bx >= 0 && by >= 0 && bx < n && by < n && b[by as usize][bx as usize];
                        let pa = a[y as usize][x as usize];
                        if pa || pb {
                            union += 1;
                            diff += usize::from(pa != pb);
                        }
                    }
                }
                let share = diff as f64 / union.max(1) as f64;
                if share < best.0 {
                    best = (share, (dx, dy));
                }
            }
        }
        best
    }

    #[test]
    fn difference_share_is_the_definition_cell_by_cell() {
        let mut rng = Rng::new(7);
        for n in [1usize, 9, 40] {
            let grid = |rng: &mut Rng| -> Vec<Vec<bool>> {
                (0..n).map(|_| (0..n).map(|_| rng.range(0, 5) == 0).collect()).collect()
            };
            for s in [2, n, 3 * n / 2 + 1] {
                let (a, b) = (grid(&mut rng), grid(&mut rng));
                let got = difference_share(&a, &b, s);
                let want = difference_share_by_cells(&a, &b, s);
                assert_eq!(got.1, want.1, "n = {n}, s = {s}");
                assert!((got.0 - want.0).abs() < 1e-12, "n = {n}, s = {s}");
            }
        }
    }
}
