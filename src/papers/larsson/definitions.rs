//! Larsson, *Blocking Wythoff Nim*: the rules. Definition 3 (W^k: P iff fewer than `k`
//! options are P) solved by the generic blocking solver against Wythoff Nim; Figure 1's
//! example positions; the comply games of section 3.1 against their blocking twins.
//!
//! Route: the rules solvers of `games::blocking::rules` on a square, cell by cell; the
//! column generator for k = 1 against Beatty's pairs. Cost: `O(side^3)` for the solvers
//! (each cell lists its options), milliseconds at the default side 200.

use super::theorem1_1::counts_in;
use crate::check::verdict::Erratum;
use crate::check::{Bound, Findings, Kind, Outcome, Statement, Witness};
use crate::games::blocking::Columns;
use crate::games::blocking::rules::{self, Grid};
use crate::games::blocking::theorem1_1::p_set_by_theorem_1_1;
use crate::games::wythoff;
use std::collections::BTreeSet;

const SIDE: Bound = Bound {
    meaning: "side of the square decided by the rules solver",
    default: 200,
    deep: 600,
    min: 20,
    max: 2_000,
};

/// The recorded witnesses of `larsson.fig1` (see `Statement::witness`): every one a run must find.
const FIG1_WITNESSES: &[Witness] = &[Witness::every(
    "Figure 1 caption, P-positions among the options of (11,15) | 2 | 4: (11,5), (7,15), (8,12), (3,7)",
)];

entry_builder!(super::PAPER);

/// The catalog entries of this module, in the order of the paper.
pub fn statements() -> Vec<Statement> {
    vec![
        stmt(
            "larsson.def3",
            "Definition 3",
            "W^k solved from the rules: a position is P iff fewer than k of its options are P; W^1 is Wythoff Nim.",
            SIDE,
            Outcome::Holds,
            "",
            def3,
        ),
        Statement {
            kinds: &[Kind::Example],
            ..stmt(
                "larsson.fig1",
                "Figure 1",
                "In W^2, (11,15) is N (two P-positions among its options) and (8,12) is P (exactly one).",
                SIDE,
                Outcome::Erratum,
                "(11,15) is N and (8,12) is P as stated, but (11,15) has four P-positions among its options, not two: (11,5) vertical, (7,15) horizontal, (8,12) and (3,7) diagonal (rules solver and the formula for R_2 agree). The figure may show only part of the board; the caption's count is recorded as printed.",
                fig1,
            )
        .pinned(FIG1_WITNESSES)
        },
        stmt(
            "larsson.comply",
            "Section 3.1",
            "P(W_k) = N(W^k) for the comply game W_k; the comply rules stated for W_kN (propose k diagonal or one Nim-type option) and WN_k (propose k Nim-type or one diagonal option) give the complements of W^kN and WN^k.",
            Bound {
                meaning: "side of the square, k = 1..6",
                default: 60,
                deep: 200,
                min: 5,
                max: 400,
            },
            Outcome::Holds,
            "",
            comply,
        ),
    ]
}

fn grid_diff(a: &Grid, b: &Grid, complement: bool) -> Option<(usize, usize)> {
    for y in 0..a.len() {
        for x in 0..a.len() {
            if (a[y][x] == b[y][x]) == complement {
                return Some((x, y));
            }
        }
    }
    None
}

fn def3(side: u64) -> Findings {
    let side32 = side as u32;
    let mut f = Findings::new(format!("the square [0,{side})^2"));
    let w1 = rules::blocking(1, side32);
    let wy = wythoff::rules::labels(side32);
    f.check(
        "W^1 (P iff no option is P) = Wythoff Nim",
        match (w1, wy) {
            (Ok(a), Ok(b)) => grid_diff(&a, &b, false)
                .map_or(Ok(format!("all {} cells agree", side * side)), |(x, y)| {
                    Err(format!("({x},{y}) differs"))
                }),
            (Err(e), _) | (_, Err(e)) => Err(e.to_string()),
        },
    );
    f.check(
        "the column generator for k = 1 gives Beatty's pairs",
        match Columns::new(1)
            .take_while(|&(a, _)| a < 25_000)
            .enumerate()
            .find(|&(n, (a, b))| wythoff::pair(n as u64) != Some((a, b)))
        {
            None => Ok("every P-position with a < 25000".into()),
            Some((n, p)) => Err(format!("n = {n}: {p:?}")),
        },
    );
    f
}

/// The P-options of `(x, y)` in a labelled square, by type `(v, d, h)`.
fn p_options(g: &Grid, x: usize, y: usize) -> (usize, usize, usize) {
    let v = (0..y).filter(|&j| g[j][x]).count();
    let h = (0..x).filter(|&i| g[y][i]).count();
    let d = (1..=x.min(y)).filter(|&i| g[y - i][x - i]).count();
    (v, d, h)
}

fn fig1(side: u64) -> Findings {
    let mut f = Findings::new(format!(
        "W^2 on the square [0,{side})^2 (rules solver), and R_2 by its formula"
    ));
    let g = match rules::blocking(2, side as u32) {
        Err(e) => {
            f.check("the rules solver", Err(e.to_string()));
            return f;
        }
        Ok(g) => g,
    };
    let r2: BTreeSet<(u64, u64)> = p_set_by_theorem_1_1(2, side).into_iter().collect();
    let mut errs = Vec::new();
    for ((x, y), want_p, printed_count) in [
        (super::printed::FIG1_N, false, 2usize),
        (super::printed::FIG1_P, true, 1),
    ] {
        let (v, d, h) = p_options(&g, x as usize, y as usize);
        let (v2, d2, h2) = counts_in(&r2, x, y);
        let label = g[y as usize][x as usize];
        f.check(
            &format!("({x},{y}) is {}", if want_p { "P" } else { "N" }),
            if label == want_p && (v, d, h) == (v2, d2, h2) {
                Ok(format!("P-options (v,d,h) = ({v},{d},{h}), the same from the rules solver and from R_2"))
            } else {
                Err(format!("label {}, P-options (v,d,h) = ({v},{d},{h}) by the solver, ({v2},{d2},{h2}) from R_2", if label { "P" } else { "N" }))
            },
        );
        if v + d + h != printed_count {
            let list: Vec<String> = (0..y)
                .filter(|&j| g[j as usize][x as usize])
                .map(|j| format!("({x},{j})"))
                .chain(
                    (0..x)
                        .filter(|&i| g[y as usize][i as usize])
                        .map(|i| format!("({i},{y})")),
                )
                .chain(
                    (1..=x.min(y))
                        .filter(|&i| g[(y - i) as usize][(x - i) as usize])
                        .map(|i| format!("({},{})", x - i, y - i)),
                )
                .collect();
            errs.push(Erratum {
                location: format!("Figure 1 caption, P-positions among the options of ({x},{y})"),
                printed: printed_count.to_string(),
                computed: format!("{}: {}", v + d + h, list.join(", ")),
            });
        }
    }
    f.compare_printed("the number of P-options stated in the caption", 2, errs);
    f
}

fn comply(side: u64) -> Findings {
    let s = side as u32;
    let mut f = Findings::new(format!("the square [0,{side})^2, k = 1..6"));
    let mut results = [None, None, None];
    for k in 1..=6 {
        let pairs: [(&str, Grid, Grid); 3] = [
            (
                "W_k vs W^k",
                rules::comply(k, s),
                rules::blocking(k, s).unwrap_or_default(),
            ),
            (
                "W_kN vs W^kN",
                rules::comply_diagonal(k, s),
                rules::blocking_diagonal(k, s),
            ),
            (
                "WN_k vs WN^k",
                rules::comply_nim(k, s),
                rules::blocking_nim(k, s),
            ),
        ];
        for (i, (name, a, b)) in pairs.iter().enumerate() {
            if results[i].is_none()
                && let Some((x, y)) = grid_diff(a, b, true)
            {
                results[i] = Some(format!(
                    "{name}, k = {k}: ({x},{y}) has the same label in both"
                ));
            }
        }
    }
    for (name, r) in ["P(W_k) = N(W^k)", "P(W_kN) = N(W^kN)", "P(WN_k) = N(WN^k)"]
        .into_iter()
        .zip(results)
    {
        f.check(
            name,
            r.map_or(Ok(format!("all {} cells, k = 1..6", side * side)), Err),
        );
    }
    f
}
