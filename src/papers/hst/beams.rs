//! `hst.beams` (Hu-Sleator-Tsin, section 1): Wythoff's P-positions are two beams,
//! `{(floor(phi n), floor(phi^2 n))}` and its mirror image, and along a beam each step
//! `(dx, dy)` from one P-position to the next is `(1, 2)` or `(2, 3)`, in a non-periodic
//! pattern.
//!
//! Checked: the rules solver's P-positions on a square are exactly the two beams' points in
//! it; the steps of the solver's upper beam, and of the exact closed form for every
//! `n <= N`, lie in `{(1,2),(2,3)}`; `floor(phi^2 n) = n + floor(phi n)` (computed from the
//! separate exact formula `(3n + isqrt(5 n^2)) / 2`); and the step word has no period
//! `p <= N/2` (non-periodicity, on the range checked).

use crate::check::compare::{agree, first_failure};
use crate::check::{Bound, Findings, Kind, Outcome, Paper, Statement};
use crate::games::wythoff::{self, Pairs};
use crate::papers::akiyama::wythoff_props::solver_side;

/// The catalog entry.
pub fn statement() -> Statement {
    Statement {
        id: "hst.beams",
        paper: Paper::HuSleatorTsin,
        number: "Section 1 (introduction)",
        kinds: &[Kind::Theorem],
        words: "Wythoff's P-positions form two beams {(floor(phi n), floor(phi^2 n))} and their mirror image; floor(phi^2 n) = n + floor(phi n), so each step (dx, dy) along a beam is (1,2) or (2,3), in a non-periodic pattern.",
        bound: Bound {
            meaning: "N, the number of beam steps (the rules solver runs on the square of side min(max(isqrt N, 30), 1500))",
            default: 100_000,
            deep: 100_000_000,
            min: 10,
            max: 100_000_000,
        },
        recorded: Outcome::Holds,
        note: "",
        witness: &[],
        check,
        proof: None,
    }
}

/// `floor(phi^2 n)` from its own exact formula: `phi^2 n = (3n + sqrt(5 n^2)) / 2`.
fn upper_direct(n: u64) -> u128 {
    let m = u128::from(n);
    (3 * m + (5 * m * m).isqrt()) / 2
}

/// The smallest period `p <= max_p` of `w`, if any.
fn smallest_period(w: &[u8], max_p: usize) -> Option<usize> {
    (1..=max_p).find(|&p| w[p..].iter().zip(w).all(|(x, y)| x == y))
}

fn check(bound: u64) -> Findings {
    let side = solver_side(bound);
    let mut f = Findings::new(format!("0 <= n <= {bound}; rules solver on [0,{side})^2"));

    // The solver's P-positions on the square, both beams.
    let beams_in_square = || {
        let mut cells: Vec<(u32, u32)> = Pairs::new()
            .take_while(|&(_, a, _)| a < u64::from(side))
            .flat_map(|(_, a, b)| [(a, b), (b, a)])
            .filter(|&(x, y)| x < u64::from(side) && y < u64::from(side))
            .map(|(x, y)| (x as u32, y as u32))
            .collect();
        cells.sort_unstable_by_key(|&(x, y)| (y, x));
        cells.dedup();
        cells
    };
    let solver = wythoff::rules::labels(side).map(|rows| {
        let mut cells = Vec::new();
        for (y, row) in rows.iter().enumerate() {
            for (x, &p) in row.iter().enumerate() {
                if p {
                    cells.push((x as u32, y as u32));
                }
            }
        }
        cells
    });
    let expected = beams_in_square();
    f.check(
        "P-positions are the two beams",
        match &solver {
            Err(e) => Err(e.to_string()),
            Ok(cells) => agree(
                "rules solver",
                cells.iter().copied(),
                "beams",
                expected.iter().copied(),
                cells.len().max(expected.len()),
            )
            .map(|k| format!("all {k} P-cells of the square lie on the beams and fill them")),
        },
    );

    // Steps along the solver's upper beam.
    let solver_steps = solver
        .as_ref()
        .map_err(|e| e.to_string())
        .and_then(|cells| {
            let upper: Vec<(u32, u32)> = {
                let mut u: Vec<_> = cells.iter().copied().filter(|&(x, y)| x <= y).collect();
                u.sort_unstable();
                u
            };
            first_failure(
                upper.windows(2),
                |w| matches!((w[1].0 - w[0].0, w[1].1 - w[0].1), (1, 2) | (2, 3)),
                |w| format!("step {:?} -> {:?}", w[0], w[1]),
            )
            .map(|k| format!("{k} steps of the solver's upper beam"))
        });
    f.check("solver's beam steps are (1,2) or (2,3)", solver_steps);

    // Steps of the closed form for n <= N, and the identity floor(phi^2 n) = n + floor(phi n).
    let pts: Vec<(u64, u64, u64)> = Pairs::new().take(bound as usize + 1).collect();
    f.check(
        "floor(phi^2 n) = n + floor(phi n)",
        first_failure(
            pts.iter(),
            |&&(n, _, b)| u128::from(b) == upper_direct(n),
            |&&(n, a, b)| {
                format!(
                    "n = {n}: n + floor(phi n) = {b} (a = {a}), floor(phi^2 n) = {}",
                    upper_direct(n)
                )
            },
        )
        .map(|k| format!("{k} values of n")),
    );
    let steps: Vec<u8> = pts.windows(2).map(|w| (w[1].1 - w[0].1) as u8).collect();
    f.check(
        "closed-form steps are (1,2) or (2,3)",
        first_failure(
            pts.windows(2),
            |w| matches!((w[1].1 - w[0].1, w[1].2 - w[0].2), (1, 2) | (2, 3)),
            |w| {
                format!(
                    "n = {}: step ({}, {})",
                    w[0].0,
                    w[1].1 - w[0].1,
                    w[1].2 - w[0].2
                )
            },
        )
        .map(|k| format!("{k} steps, n = 0..{bound}")),
    );
    let max_p = steps.len() / 2;
    f.check(
        "the step pattern is not periodic",
        match smallest_period(&steps, max_p) {
            None => Ok(format!(
                "the first {} steps have no period p <= {max_p}",
                steps.len()
            )),
            Some(p) => Err(format!("the first {} steps have period {p}", steps.len())),
        },
    );
    f
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smallest_period_finds_periods() {
        assert_eq!(smallest_period(&[1, 2, 1, 2, 1, 2], 3), Some(2));
        assert_eq!(smallest_period(&[2, 1, 2, 2, 1], 2), None);
    }
}
